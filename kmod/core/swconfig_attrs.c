// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: attribute lookup and the built-in attributes every switch
 * gets from its ops (apply, reset, pvid, link, stats, ports).
 */
#include <linux/slab.h>

#include "swconfig_priv.h"

static int swconfig_apply(struct switch_dev *dev,
			  const struct switch_attr *attr,
			  struct switch_val *val)
{
	if (!dev->ops->apply_config)
		return -swconfig_mode->no_action_op;
	return dev->ops->apply_config(dev);
}

static int swconfig_reset(struct switch_dev *dev,
			  const struct switch_attr *attr,
			  struct switch_val *val)
{
	if (!dev->ops->reset_switch)
		return -swconfig_mode->no_action_op;
	return dev->ops->reset_switch(dev);
}

static int swconfig_get_pvid(struct switch_dev *dev,
			     const struct switch_attr *attr,
			     struct switch_val *val)
{
	int vlan = 0, err;

	err = dev->ops->get_port_pvid(dev, val->port_vlan, &vlan);
	val->value.i = vlan;
	return err;
}

static int swconfig_set_pvid(struct switch_dev *dev,
			     const struct switch_attr *attr,
			     struct switch_val *val)
{
	if (!dev->ops->set_port_pvid)
		return -EOPNOTSUPP;
	if (val->value.i >= dev->vlans)
		return -swconfig_mode->out_of_range;
	return dev->ops->set_port_pvid(dev, val->port_vlan, val->value.i);
}

static int swconfig_get_link(struct switch_dev *dev,
			     const struct switch_attr *attr,
			     struct switch_val *val)
{
	return dev->ops->get_port_link(dev, val->port_vlan, val->value.link);
}

static int swconfig_set_link(struct switch_dev *dev,
			     const struct switch_attr *attr,
			     struct switch_val *val)
{
	if (!dev->ops->set_port_link)
		return -EOPNOTSUPP;
	return dev->ops->set_port_link(dev, val->port_vlan, val->value.link);
}

/*
 * The driver's byte counters as text, "rx_bytes:N tx_bytes:N"; OpenWrt's
 * core reads get_port_stats only for its LED triggers, which this core
 * does not have
 */
static int swconfig_get_stats(struct switch_dev *dev,
			      const struct switch_attr *attr,
			      struct switch_val *val)
{
	struct switch_port_stats stats = {};
	int err;

	err = dev->ops->get_port_stats(dev, val->port_vlan, &stats);
	if (err)
		return err;
	snprintf(dev->statsbuf, sizeof(dev->statsbuf),
		 "rx_bytes:%llu tx_bytes:%llu", stats.rx_bytes, stats.tx_bytes);
	val->value.s = dev->statsbuf;
	return 0;
}

static int swconfig_get_vlan_ports(struct switch_dev *dev,
				   const struct switch_attr *attr,
				   struct switch_val *val)
{
	return dev->ops->get_vlan_ports(dev, val);
}

static bool swconfig_untagged(const struct switch_port *port)
{
	return !(port->flags & BIT(SWITCH_PORT_FLAG_TAGGED));
}

/* Put back the PVIDs saved before a failed VLAN ports write */
static void swconfig_restore_pvids(struct switch_dev *dev,
				   const struct switch_port *ports,
				   unsigned int n, const int *old_pvid)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (swconfig_untagged(&ports[i]) &&
		    dev->ops->set_port_pvid(dev, ports[i].id, old_pvid[i]))
			pr_warn_ratelimited("%s: port %u: PVID not restored\n",
					    dev->devname, ports[i].id);
}

/*
 * OpenWrt semantics, which existing tools rely on: the untagged members of
 * a VLAN get it as their PVID. Each PVID is read before it changes, so a
 * driver failure half way can be undone and the request changes nothing.
 */
static int swconfig_set_member_pvids(struct switch_dev *dev,
				     struct switch_val *val)
{
	const struct switch_port *ports = val->value.ports;
	unsigned int i;
	int *old_pvid;
	int err = 0;

	if (!dev->ops->set_port_pvid || !dev->ops->get_port_pvid)
		return 0;
	old_pvid = kcalloc(val->len, sizeof(*old_pvid), GFP_KERNEL);
	if (!old_pvid)
		return -ENOMEM;
	for (i = 0; i < val->len && !err; i++)
		if (swconfig_untagged(&ports[i]))
			err = dev->ops->get_port_pvid(dev, ports[i].id,
						      &old_pvid[i]);
	for (i = 0; i < val->len && !err; i++) {
		if (!swconfig_untagged(&ports[i]))
			continue;
		err = dev->ops->set_port_pvid(dev, ports[i].id, val->port_vlan);
		if (err)
			swconfig_restore_pvids(dev, ports, i, old_pvid);
	}
	kfree(old_pvid);
	return err;
}

static int swconfig_set_vlan_ports(struct switch_dev *dev,
				   const struct switch_attr *attr,
				   struct switch_val *val)
{
	struct switch_val old = { .port_vlan = val->port_vlan };
	int err;

	if (!dev->ops->set_vlan_ports)
		return -EOPNOTSUPP;

	/* the request's list lives in dev->portbuf: keep the old one apart */
	old.value.ports = kcalloc(dev->ports, sizeof(*old.value.ports),
				  GFP_KERNEL);
	if (!old.value.ports)
		return -ENOMEM;
	err = dev->ops->get_vlan_ports(dev, &old);
	if (!err)
		err = dev->ops->set_vlan_ports(dev, val);
	if (!err) {
		err = swconfig_set_member_pvids(dev, val);
		if (err && dev->ops->set_vlan_ports(dev, &old))
			pr_warn_ratelimited("%s: VLAN %u: ports not restored\n",
					    dev->devname, val->port_vlan);
	}
	kfree(old.value.ports);
	return err;
}

enum { DEFAULT_APPLY, DEFAULT_RESET };

static const struct switch_attr default_global[] = {
	[DEFAULT_APPLY] = {
		.type = SWITCH_TYPE_NOVAL,
		.name = "apply",
		.description = "Activate changes in the hardware",
		.set = swconfig_apply,
	},
	[DEFAULT_RESET] = {
		.type = SWITCH_TYPE_NOVAL,
		.name = "reset",
		.description = "Reset the switch to its power-on state",
		.set = swconfig_reset,
	},
};

enum { DEFAULT_PVID, DEFAULT_LINK, DEFAULT_STATS };

static const struct switch_attr default_port[] = {
	[DEFAULT_PVID] = {
		.type = SWITCH_TYPE_INT,
		.name = "pvid",
		.description = "Primary VLAN of the port (untagged ingress)",
		.get = swconfig_get_pvid,
		.set = swconfig_set_pvid,
	},
	[DEFAULT_LINK] = {
		.type = SWITCH_TYPE_LINK,
		.name = "link",
		.description = "Link state; set: speed, duplex, autoneg",
		.get = swconfig_get_link,
		.set = swconfig_set_link,
	},
	[DEFAULT_STATS] = {
		.type = SWITCH_TYPE_STRING,
		.name = "stats",
		.description = "Bytes received and sent (read-only)",
		.get = swconfig_get_stats,
	},
};

enum { DEFAULT_VLAN_PORTS };

static const struct switch_attr default_vlan[] = {
	[DEFAULT_VLAN_PORTS] = {
		.type = SWITCH_TYPE_PORTS,
		.name = "ports",
		.description = "VLAN port mapping",
		.get = swconfig_get_vlan_ports,
		.set = swconfig_set_vlan_ports,
	},
};

const struct switch_attr *swconfig_default_attrs(enum swconfig_group group,
						 unsigned int *count)
{
	switch (group) {
	case SWCONFIG_GLOBAL:
		*count = ARRAY_SIZE(default_global);
		return default_global;
	case SWCONFIG_PORT:
		*count = ARRAY_SIZE(default_port);
		return default_port;
	case SWCONFIG_VLAN:
		*count = ARRAY_SIZE(default_vlan);
		return default_vlan;
	}
	*count = 0;
	return NULL;
}

const struct switch_attrlist *swconfig_driver_attrs(struct switch_dev *dev,
						    enum swconfig_group group)
{
	switch (group) {
	case SWCONFIG_GLOBAL:
		return &dev->ops->attr_global;
	case SWCONFIG_PORT:
		return &dev->ops->attr_port;
	case SWCONFIG_VLAN:
		return &dev->ops->attr_vlan;
	}
	return NULL;
}

static bool swconfig_driver_has(const struct switch_attrlist *list,
				const char *name)
{
	int i;

	for (i = 0; i < list->n_attr; i++)
		if (!list->attr[i].disabled &&
		    !strcmp(list->attr[i].name, name))
			return true;
	return false;
}

/* Decide once which built-in attributes this driver's ops support */
void swconfig_defaults_init(struct switch_dev *dev)
{
	const struct switch_dev_ops *ops = dev->ops;

	dev->def_global = BIT(DEFAULT_APPLY) | BIT(DEFAULT_RESET);
	dev->def_port = 0;
	dev->def_vlan = 0;
	if (ops->get_port_pvid)
		dev->def_port |= BIT(DEFAULT_PVID);
	if (ops->get_port_link && !swconfig_driver_has(&ops->attr_port, "link"))
		dev->def_port |= BIT(DEFAULT_LINK);
	if (swconfig_mode->port_stats && ops->get_port_stats &&
	    !swconfig_driver_has(&ops->attr_port, "stats"))
		dev->def_port |= BIT(DEFAULT_STATS);
	if (ops->get_vlan_ports)
		dev->def_vlan |= BIT(DEFAULT_VLAN_PORTS);
}

bool swconfig_default_offered(struct switch_dev *dev,
			      enum swconfig_group group, unsigned int i)
{
	unsigned long mask = 0;

	switch (group) {
	case SWCONFIG_GLOBAL:
		mask = dev->def_global;
		break;
	case SWCONFIG_PORT:
		mask = dev->def_port;
		break;
	case SWCONFIG_VLAN:
		mask = dev->def_vlan;
		break;
	}
	return i < BITS_PER_LONG && (mask & BIT(i));
}

/*
 * The attribute an OP_ID names: driver attributes are numbered from 0,
 * built-in ones from SWITCH_ATTR_DEFAULTS_OFFSET. NULL when there is none.
 */
const struct switch_attr *swconfig_find_attr(struct switch_dev *dev,
					     enum swconfig_group group,
					     u32 op_id)
{
	const struct switch_attrlist *list = swconfig_driver_attrs(dev, group);
	const struct switch_attr *defaults;
	unsigned int n_defaults;

	if (op_id < SWITCH_ATTR_DEFAULTS_OFFSET) {
		if (op_id >= (u32)list->n_attr || list->attr[op_id].disabled)
			return NULL;
		return &list->attr[op_id];
	}
	op_id -= SWITCH_ATTR_DEFAULTS_OFFSET;
	defaults = swconfig_default_attrs(group, &n_defaults);
	if (op_id >= n_defaults || !swconfig_default_offered(dev, group, op_id))
		return NULL;
	return &defaults[op_id];
}
