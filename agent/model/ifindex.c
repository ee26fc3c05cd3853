// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The ifIndex of a switch port.
 *
 * Switch ports are not netdevs, so snmpd's own ifTable knows nothing of
 * them and the agent has to number them itself, next to the host's
 * interfaces, whose ifIndex is the kernel's netdev index. Those start
 * at 1 and only grow while the host runs (a router with a handful of
 * netdevs stays far below 1000). The scheme:
 *
 *     ifIndex = base + stride * switch number + port + 1
 *
 * base 1000 and stride 1000 by default: switch0 ports are 1001, 1002 ...,
 * switch1 ports 2001 ... The switch number is N of the device name
 * "switchN", not the kernel's switch id: both cores name a switch after
 * the lowest free N, so the name comes back after a module reload, while
 * OpenWrt's core numbers ids from 1 and never reuses one (switch0 would
 * move to 2001.., then 3001.. after a reload). The kernel id is the
 * number only for a name of another form. So the scheme gives the same
 * numbers after an agent restart, a module reload or a reboot (as long as
 * the switches register in the same order), as pollers need. Both numbers, and a base per switch, are configurable
 * (ifIndexBase, ifIndexStride, switchIfIndexBase) for hosts with many
 * netdevs (containers, VPN tunnels); the agent warns when a host netdev
 * holds one of the numbers.
 */
#include "config.h"

#include <string.h>

#include "core.h"

uint32_t swa_ifindex_at(uint32_t base, uint32_t stride, uint32_t port)
{
	uint64_t v;

	if (port >= stride)
		return 0;
	v = (uint64_t)base + port + 1;
	return v <= SWA_IFINDEX_MAX ? (uint32_t)v : 0;
}

uint32_t swa_ifindex(const struct swa_ifindex_scheme *s, uint32_t switch_id,
		     uint32_t port)
{
	uint64_t base = (uint64_t)s->base + (uint64_t)s->stride * switch_id;

	if (base > SWA_IFINDEX_MAX)
		return 0;
	return swa_ifindex_at((uint32_t)base, s->stride, port);
}

/* N of a devname "switchN" (N without leading zeros), else the kernel id */
uint32_t swa_ifindex_switch_number(const char *devname, uint32_t id)
{
	static const char prefix[] = "switch";
	const char *d = devname + sizeof(prefix) - 1;
	uint32_t n = 0;

	if (strncmp(devname, prefix, sizeof(prefix) - 1) || !*d ||
	    (d[0] == '0' && d[1]))
		return id;
	for (; *d; d++) {
		uint32_t digit = (uint32_t)(*d - '0');

		if (*d < '0' || *d > '9' || n > (UINT32_MAX - digit) / 10)
			return id;
		n = n * 10 + digit;
	}
	return n;
}
