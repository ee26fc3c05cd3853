/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The differences between the kernels we support (Debian 12's 6.1 and
 * 6.12), feature-tested rather than version-tested because stable
 * backports make version numbers lie. Dump handlers read their request
 * with nlmsg_find_attr() instead of genl_dumpit_info(), whose layout
 * changed in between.
 */
#ifndef _SWCONFIG_COMPAT_H
#define _SWCONFIG_COMPAT_H

#include <linux/netlink.h>
#include <net/genetlink.h>

/*
 * Formatted extended-ACK messages appeared in 6.2. Callers give a plain
 * message for older kernels next to the formatted one; both are always
 * compiled (the format is type-checked by no_printk on old kernels).
 */
#ifdef NL_SET_ERR_MSG_FMT
#define SWCONFIG_ERR(extack, plain, fmt, ...) do {			\
	BUILD_BUG_ON(sizeof(plain) < 2);				\
	NL_SET_ERR_MSG_FMT(extack, fmt, ##__VA_ARGS__);			\
} while (0)
#else
#define SWCONFIG_ERR(extack, plain, fmt, ...) do {			\
	NL_SET_ERR_MSG(extack, plain);					\
	no_printk(fmt, ##__VA_ARGS__);					\
} while (0)
#endif

#endif /* _SWCONFIG_COMPAT_H */
