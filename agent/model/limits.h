/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Limits and helpers every part of the agent's model shares */
#ifndef SWA_LIMITS_H
#define SWA_LIMITS_H

#include <stddef.h>

#define SWA_ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* Largest VLAN ID Q-BRIDGE-MIB serves; 0 and 4095 are not VLANs */
#define SWA_VID_MAX		4094
/* A switch source's string fields (names, labels ...) are cut to this */
#define SWA_NAME_LEN		64
/* dot1qVlanStaticName is SnmpAdminString (SIZE (0..32)) */
#define SWA_VLAN_NAME_LEN	32
/* ifAlias is DisplayString (SIZE (0..64)) */
#define SWA_ALIAS_LEN		64
/* Longest PortList the agent handles: 1024 ports */
#define SWA_PORTLIST_MAX	128

#endif /* SWA_LIMITS_H */
