// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim: attribute tables, global attributes and fault injection.
 *
 * The attributes cover every value type in every group the core offers,
 * so generic attribute discovery in clients has something to find. Ranges
 * that are the same for all instances go into switch_attr.min/max for the
 * core to check (ERANGE; HWSIM_RANGE); those that depend on the
 * instance's size are
 * checked here (EINVAL, like every value the driver itself rejects).
 */
#include <linux/kernel.h>
#include <linux/string.h>

#include "hwsim.h"

static const char hwsim_default_description[] = "hwsim simulated switch";

/*
 * fail_writes: the next N set operations fail without effect. Every set
 * path calls this before touching anything, so the count is consumed even
 * by a request that would have been rejected for its value.
 */
bool hwsim_write_fails(struct hwsim_switch *hw)
{
	if (!hw->fail_writes)
		return false;
	hw->fail_writes--;
	return true;
}

void hwsim_global_reset(struct hwsim_switch *hw)
{
	hw->max_frame = HWSIM_FRAME_DEFAULT;
	strscpy(hw->description, hwsim_default_description,
		sizeof(hw->description));
	hw->mirror_sources = 0;
	hw->mirror_monitor = 0;
}

static int hwsim_get_max_frame(struct switch_dev *sw,
			       const struct switch_attr *attr,
			       struct switch_val *val)
{
	hwsim_count_read(to_hwsim(sw), HWSIM_READ_MAX_FRAME);
	val->value.i = to_hwsim(sw)->max_frame;
	return 0;
}

static int hwsim_set_max_frame(struct switch_dev *sw,
			       const struct switch_attr *attr,
			       struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i < HWSIM_FRAME_MIN || val->value.i > HWSIM_FRAME_MAX)
		return -EINVAL;
	hw->max_frame = val->value.i;
	return 0;
}

static int hwsim_get_description(struct switch_dev *sw,
				 const struct switch_attr *attr,
				 struct switch_val *val)
{
	val->value.s = to_hwsim(sw)->description;
	return 0;
}

static int hwsim_set_description(struct switch_dev *sw,
				 const struct switch_attr *attr,
				 struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (strlen(val->value.s) > HWSIM_DESC_MAX)
		return -EINVAL;
	strscpy(hw->description, val->value.s, sizeof(hw->description));
	return 0;
}

static int hwsim_get_mirror_sources(struct switch_dev *sw,
				    const struct switch_attr *attr,
				    struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	unsigned int port, n = 0;

	for (port = 0; port < sw->ports; port++) {
		if (!(hw->mirror_sources & BIT_ULL(port)))
			continue;
		val->value.ports[n].id = port;
		val->value.ports[n].flags = 0;
		n++;
	}
	val->len = n;
	return 0;
}

/* A mirror source is a whole port: the tagged flag means nothing here */
static int hwsim_set_mirror_sources(struct switch_dev *sw,
				    const struct switch_attr *attr,
				    struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	u64 sources = 0;
	unsigned int i;

	if (hwsim_write_fails(hw))
		return -EIO;
	for (i = 0; i < val->len; i++) {
		if (val->value.ports[i].id >= sw->ports)
			return -EINVAL;
		sources |= BIT_ULL(val->value.ports[i].id);
	}
	hw->mirror_sources = sources;
	return 0;
}

static int hwsim_get_mirror_monitor(struct switch_dev *sw,
				    const struct switch_attr *attr,
				    struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->mirror_monitor;
	return 0;
}

static int hwsim_set_mirror_monitor(struct switch_dev *sw,
				    const struct switch_attr *attr,
				    struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i >= sw->ports)
		return -EINVAL;
	hw->mirror_monitor = val->value.i;
	return 0;
}

static int hwsim_get_fdb_flushes(struct switch_dev *sw,
				 const struct switch_attr *attr,
				 struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->fdb_flushes;
	return 0;
}

static int hwsim_get_fail_writes(struct switch_dev *sw,
				 const struct switch_attr *attr,
				 struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->fail_writes;
	return 0;
}

/* The one set that never fails: it is how tests arm and disarm failures */
static int hwsim_set_fail_writes(struct switch_dev *sw,
				 const struct switch_attr *attr,
				 struct switch_val *val)
{
	to_hwsim(sw)->fail_writes = val->value.i;
	return 0;
}

static int hwsim_get_fail_apply(struct switch_dev *sw,
				const struct switch_attr *attr,
				struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->fail_apply;
	return 0;
}

static int hwsim_set_fail_apply(struct switch_dev *sw,
				const struct switch_attr *attr,
				struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	hw->fail_apply = val->value.i;
	return 0;
}

static const struct switch_attr hwsim_global_attrs[] = {
	{
		.type = SWITCH_TYPE_INT,
		.name = "enable_vlan",
		.description = "Enable 802.1Q VLAN mode (staged until apply)",
		.get = hwsim_get_enable_vlan,
		.set = hwsim_set_enable_vlan,
		HWSIM_RANGE(0, 1),
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "max_frame_size",
		.description = "Largest frame accepted, in bytes",
		.get = hwsim_get_max_frame,
		.set = hwsim_set_max_frame,
		HWSIM_RANGE(HWSIM_FRAME_MIN, HWSIM_FRAME_MAX),
	}, {
		.type = SWITCH_TYPE_STRING,
		.name = "description",
		.description = "Free-form description of the switch",
		.get = hwsim_get_description,
		.set = hwsim_set_description,
		.max = HWSIM_DESC_MAX,
	}, {
		.type = SWITCH_TYPE_PORTS,
		.name = "mirror_source_ports",
		.description = "Ports whose traffic is mirrored",
		.get = hwsim_get_mirror_sources,
		.set = hwsim_set_mirror_sources,
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "mirror_monitor_port",
		.description = "Port that receives mirrored traffic",
		.get = hwsim_get_mirror_monitor,
		.set = hwsim_set_mirror_monitor,
		HWSIM_RANGE(0, HWSIM_MAX_PORTS - 1),
	}, {
		.type = SWITCH_TYPE_NOVAL,
		.name = "reset_mib",
		.description = "Reset the MIB counters of all ports",
		.set = hwsim_reset_mib,
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "fdb_flushes",
		.description = "Number of flush_fdb requests so far",
		.get = hwsim_get_fdb_flushes,
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "fail_writes",
		.description = "Make the next N set operations fail with EIO",
		.get = hwsim_get_fail_writes,
		.set = hwsim_set_fail_writes,
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "fail_apply",
		.description = "Make the next N apply operations fail with EIO",
		.get = hwsim_get_fail_apply,
		.set = hwsim_set_fail_apply,
	},
};

static const struct switch_attr hwsim_port_attrs[] = {
	{
		.type = SWITCH_TYPE_STRING,
		.name = "mib",
		.description = "Get port's MIB counters",
		.get = hwsim_get_mib,
	}, {
		.type = SWITCH_TYPE_STRING,
		.name = "sim_traffic",
		.description = "Inject traffic: COUNTER=N rx_frames=N tx_frames=N size=S cast=C",
		.get = hwsim_get_sim_traffic,
		.set = hwsim_set_sim_traffic,
	}, {
		.type = SWITCH_TYPE_LINK,
		.name = "sim_link",
		.description = "Simulated link partner: present, best speed and duplex",
		.get = hwsim_get_sim_link,
		.set = hwsim_set_sim_link,
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "enable",
		.description = "Administrative state; a disabled port has no link",
		.get = hwsim_get_port_enable,
		.set = hwsim_set_port_enable,
		HWSIM_RANGE(0, 1),
	}, {
		.type = SWITCH_TYPE_STRING,
		.name = "label",
		.description = "Front-panel label",
		.get = hwsim_get_port_label,
		.set = hwsim_set_port_label,
		.max = HWSIM_LABEL_MAX,
	},
};

static const struct switch_attr hwsim_vlan_attrs[] = {
	{
		.type = SWITCH_TYPE_STRING,
		.name = "name",
		.description = "VLAN name",
		.get = hwsim_get_vlan_name,
		.set = hwsim_set_vlan_name,
		.max = HWSIM_VLAN_NAME_MAX,
	}, {
		.type = SWITCH_TYPE_NOVAL,
		.name = "flush_fdb",
		.description = "Flush the VLAN's learnt addresses",
		.set = hwsim_flush_fdb,
	}, {
		.type = SWITCH_TYPE_INT,
		.name = "fid",
		.description = "Filtering database the VLAN learns into",
		.get = hwsim_get_vlan_fid,
		.set = hwsim_set_vlan_fid,
		HWSIM_RANGE(0, HWSIM_MAX_VLANS - 1),
	},
};

const struct switch_dev_ops hwsim_ops = {
	.attr_global = {
		.attr = hwsim_global_attrs,
		.n_attr = ARRAY_SIZE(hwsim_global_attrs),
	},
	.attr_port = {
		.attr = hwsim_port_attrs,
		.n_attr = ARRAY_SIZE(hwsim_port_attrs),
	},
	.attr_vlan = {
		.attr = hwsim_vlan_attrs,
		.n_attr = ARRAY_SIZE(hwsim_vlan_attrs),
	},
	.get_vlan_ports = hwsim_get_vlan_ports,
	.set_vlan_ports = hwsim_set_vlan_ports,
	.get_port_pvid = hwsim_get_port_pvid,
	.set_port_pvid = hwsim_set_port_pvid,
	.apply_config = hwsim_apply_config,
	.reset_switch = hwsim_reset_switch,
	.get_port_link = hwsim_get_port_link,
	.set_port_link = hwsim_set_port_link,
};
