/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The ifIndex scheme of switch ports (model/ifindex.c) */
#ifndef SWA_IFINDEX_H
#define SWA_IFINDEX_H

#include <stdint.h>

#include "model/limits.h"

/*
 * ifIndex of a switch port: base + stride * switch number + port + 1,
 * where port is the switch's own port number (from 0) and the switch
 * number N of its devname "switchN" (see ifindex.c). The defaults (base 1000,
 * stride 1000) give switch0 ports 1001.., switch1 2001.. Both are
 * configurable; a per-switch base overrides base + stride * id.
 */
#define SWA_IFINDEX_BASE_DEFAULT	1000u
#define SWA_IFINDEX_STRIDE_DEFAULT	1000u
#define SWA_IFINDEX_MAX			2147483647u

struct swa_ifindex_scheme {
	uint32_t base;
	uint32_t stride;
};

/* 0 when the result is not a valid ifIndex (out of range, port >= stride) */
uint32_t swa_ifindex(const struct swa_ifindex_scheme *s, uint32_t switch_id,
		     uint32_t port);
/* The same with an explicit base for the switch */
uint32_t swa_ifindex_at(uint32_t base, uint32_t stride, uint32_t port);
/* N of devname "switchN"; id (the kernel's) for a name of another form */
uint32_t swa_ifindex_switch_number(const char *devname, uint32_t id);

#endif /* SWA_IFINDEX_H */
