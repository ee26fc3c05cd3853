/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The one place where the agent's values (model/core.h: struct swa_value,
 * groups numbered from 1 as SWCONFIG-MIB numbers them) and swlib's
 * (swlib/swlib.h: struct sw_value, groups from 0 as the kernel's
 * commands) are converted into each other. Nothing else in the agent
 * casts one enum into the other or copies port lists between the two.
 */
#ifndef SWA_VALUE_SWLIB_H
#define SWA_VALUE_SWLIB_H

#include <stdbool.h>

#include "model/core.h"
#include "swlib.h"

enum swa_group swa_group_from_sw(enum sw_group g);
enum sw_group swa_group_to_sw(enum swa_group g);
/* A type swlib reports; one the agent does not know is SWA_TYPE_UNSPEC */
enum swa_type swa_type_from_sw(uint32_t t);

/*
 * A value swlib read for attribute a into *out; in's string is taken over
 * (in stays freeable). Either form of a "link" (LINK, or the STRING of
 * older kernels) becomes a LINK value. False if the value cannot be used
 * (a type the attribute does not have, memory).
 */
bool swa_value_from_sw(const struct sw_attr *a, struct sw_value *in,
		       struct swa_value *out);

/*
 * v as swlib's, for a SET: *out borrows v's string and owns a port
 * list of its own; release it with swa_value_sw_release(). 0, -EINVAL
 * (a type swlib cannot send) or -ENOMEM.
 */
int swa_value_to_sw(const struct swa_value *v, struct sw_value *out);
void swa_value_sw_release(struct sw_value *out);

/* The swlib description of a snapshot's attribute (borrows its names) */
void swa_attr_to_sw(const struct swa_attr_def *def, struct sw_attr *out);

/*
 * Text in the swconfig tool's syntax (swconfig set, state files) into a
 * value of the given type: "3 4t 5" for ports, the "link" settings
 * ("speed 100 duplex full ..."), a number, any string, nothing for an
 * action. 0, -EINVAL (text not of that type), -EOPNOTSUPP (a type
 * without a syntax) or -ENOMEM.
 */
int swa_value_parse(enum swa_type type, const char *text,
		    struct swa_value *out);

#endif /* SWA_VALUE_SWLIB_H */
