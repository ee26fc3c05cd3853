// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The "swconfig" source's attribute writes: one SET of the netlink family
 * "switch" per attribute written (SWCONFIG-MIB's raw writes, and those
 * source_swconfig_model.c turns the model's operations into), the
 * switch's "apply", and the GET of a value the readings leave out, for
 * its write to be undone. Writes need CAP_NET_ADMIN; the kernel's -EPERM is
 * passed up for the transaction to log and fail cleanly.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "source_swconfig.h"

int swa_swconfig_read_value(struct swa_source *src,
			    const struct swa_snapshot *base,
			    const struct swa_attr_def *def, uint32_t instance,
			    struct swa_value *v)
{
	struct sw_handle *h = swa_swconfig_handle(src);
	struct sw_value in;
	struct sw_attr a;
	int ret;

	if (!h)
		return -ENOTCONN;
	swa_attr_to_sw(def, &a);
	ret = sw_get(h, base->id, &a, instance, &in);
	if (ret)
		return ret;
	ret = swa_value_from_sw(&a, &in, v) ? 0 : -EBADMSG;
	sw_value_free(&in);
	return ret;
}

int swa_swconfig_write(struct swa_source *src, const struct swa_snapshot *base,
		       const struct swa_attr_def *def, uint32_t instance,
		       const struct swa_value *v)
{
	struct sw_handle *h = swa_swconfig_handle(src);
	struct sw_value sv;
	struct sw_attr a;
	int ret;

	swa_attr_to_sw(def, &a);
	if (!h)
		return -ENOTCONN;
	if (!v)
		return sw_set(h, base->id, &a, instance, NULL);
	ret = swa_value_to_sw(v, &sv);
	if (ret)
		return ret;
	ret = sw_set(h, base->id, &a, instance, &sv);
	if (ret && sw_last_error_msg(h))
		swa_info("%s: %s of %u: %s", base->devname, def->name, instance,
			 sw_last_error_msg(h));
	swa_value_sw_release(&sv);
	return ret;
}

int swa_swconfig_apply(struct swa_source *src, const struct swa_snapshot *base)
{
	struct sw_handle *h = swa_swconfig_handle(src);

	if (!h)
		return -ENOTCONN;
	if (!swa_snapshot_def_by_name(base, SWA_GROUP_GLOBAL, "apply"))
		return 0;	/* the driver writes through */
	return sw_apply(h, base->id);
}

/* The model's commit: the PVIDs the core moved put back, then apply */
int swa_sw_commit(struct swa_source *src, const struct swa_snapshot *base)
{
	int ret = swa_sw_put_back_pvids(src, base);

	return ret ? ret : swa_swconfig_apply(src, base);
}
