/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * swconfig-agentx core: the parts of the agent that know nothing of
 * Net-SNMP. They build the in-memory model of a switch that every SNMP
 * answer is read from, and are unit-tested on the host. One header per
 * file; this one includes them all:
 *
 *   model/limits.h       limits every part shares (VIDs, names, PortLists)
 *   model/portlist.h     RFC 4363 PortList encoding
 *   model/counters.h     driver "mib" text -> IF-MIB counters, 64-bit
 *   model/ifindex.h      the ifIndex scheme of switch ports
 *   model/snapshot.h     one consistent reading of a switch (built by a source)
 *   model/fdb.h          forwarding database entries of a snapshot (bridges)
 *   model/memo.h         what the agent keeps that a switch cannot (aliases ...)
 *   model/switch.h       what the agent remembers about a switch across readings
 *   model/txn.h          SET transactions: checks, ordering, undo
 *   sources/source.h     the interface switch sources implement, their kinds,
 *                        several sources behind one (source_multi.c)
 *   settings.h           the agent's settings and their parsing
 *   log.h                logging
 */
#ifndef SWA_CORE_H
#define SWA_CORE_H

#include "model/limits.h"
#include "model/portlist.h"
#include "model/counters.h"
#include "model/ifindex.h"
#include "model/fdb.h"
#include "model/snapshot.h"
#include "model/ifstack.h"
#include "model/memo.h"
#include "model/switch.h"
#include "sources/source.h"
#include "settings.h"
#include "log.h"
#include "model/txn.h"

#endif /* SWA_CORE_H */
