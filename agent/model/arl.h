/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A driver's address table text (arl_table) as FDB entries (model/arl.c) */
#ifndef SWA_ARL_H
#define SWA_ARL_H

struct swa_snapshot;
struct swa_attr_def;

/*
 * Adds the entries of an OpenWrt driver's global "arl_table" text to s's
 * FDB, learned, of no VLAN (the drivers print none): ar8xxx and mt7530
 * (ramips) print "Port N: MAC xx:xx:xx:xx:xx:xx" lines (N the switch's
 * port, from 0) under a header line; a MAC on several ports has a line
 * per port. Lines of another form, and ports the switch lacks, are
 * skipped. Returns the number of entries added, -1 when out of memory.
 */
int swa_arl_parse(struct swa_snapshot *s, const char *text);

/*
 * The driver's address ageing time in seconds, "arl_age_time" (INT,
 * global: ar8327, ar8337), which dot1dTpAgingTime reads and writes;
 * NULL when it has none
 */
const struct swa_attr_def *swa_arl_age_def(const struct swa_snapshot *s);

#endif /* SWA_ARL_H */
