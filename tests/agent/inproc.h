/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The agent in the test process, over Net-SNMP's agent library as it
 * runs inside snmpd (no sockets, no master: the registry is local),
 * serving the switches of a description file (the file source). For the
 * tests that call into the registry or the MIB handlers directly.
 */
#ifndef SWA_TEST_INPROC_H
#define SWA_TEST_INPROC_H

/*
 * Writes the switch description (switchSource file, read once an hour)
 * and the agent's configuration APP.conf into dir, and points Net-SNMP's
 * configuration and persistent files there. 0 or -1.
 */
int inproc_setup(const char *dir, const char *app, const char *switches);
/* Starts Net-SNMP's agent library and the agent's directives (not the agent) */
void inproc_start(const char *app);
void inproc_stop(const char *app);
/* Removes dir and what the test and Net-SNMP left in it */
void inproc_cleanup(const char *dir);

#endif /* SWA_TEST_INPROC_H */
