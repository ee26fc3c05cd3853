// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim: VLAN table, PVIDs and the staged/active split.
 *
 * Like b53, the core reads and writes a staged copy; apply_config() makes
 * it the active ("hardware") configuration that debugfs shows.
 */
#include <linux/bitops.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "hwsim.h"

/* Compared by address so that resetting a name never allocates */
static const char hwsim_default_vlan_name[] = "default";

static void hwsim_vlan_name_free(const char *name)
{
	if (name != hwsim_default_vlan_name)
		kfree(name);
}

int hwsim_vlan_alloc(struct hwsim_switch *hw)
{
	unsigned int n = hw->sw.vlans;

	hw->staged.entry = kvcalloc(n, sizeof(*hw->staged.entry), GFP_KERNEL);
	hw->active.entry = kvcalloc(n, sizeof(*hw->active.entry), GFP_KERNEL);
	hw->vlan_name = kvcalloc(n, sizeof(*hw->vlan_name), GFP_KERNEL);
	hw->fid = kvcalloc(n, sizeof(*hw->fid), GFP_KERNEL);
	if (!hw->staged.entry || !hw->active.entry || !hw->vlan_name ||
	    !hw->fid)
		return -ENOMEM;
	return 0;
}

/* Safe on a partially allocated table: hwsim_alloc() unwinds through it */
void hwsim_vlan_free(struct hwsim_switch *hw)
{
	unsigned int i;

	if (hw->vlan_name) {
		for (i = 0; i < hw->sw.vlans; i++)
			hwsim_vlan_name_free(hw->vlan_name[i]);
	}
	kvfree(hw->vlan_name);
	kvfree(hw->fid);
	kvfree(hw->active.entry);
	kvfree(hw->staged.entry);
}

static void hwsim_vlan_table_copy(struct hwsim_switch *hw,
				  struct hwsim_vlan_table *dst,
				  const struct hwsim_vlan_table *src)
{
	memcpy(dst->entry, src->entry, hw->sw.vlans * sizeof(*dst->entry));
	memcpy(dst->pvid, src->pvid, sizeof(dst->pvid));
	dst->enable_vlan = src->enable_vlan;
}

/* Power-on VLAN state: every port an untagged member of the default VLAN */
void hwsim_vlan_reset(struct hwsim_switch *hw)
{
	unsigned int def = hwsim_default_vlan(hw);
	struct hwsim_vlan_table *t = &hw->staged;
	unsigned int i;

	memset(t->entry, 0, hw->sw.vlans * sizeof(*t->entry));
	t->entry[def].members = hwsim_all_ports(hw);
	for (i = 0; i < ARRAY_SIZE(t->pvid); i++)
		t->pvid[i] = def;
	t->enable_vlan = false;
	hwsim_vlan_table_copy(hw, &hw->active, t);

	for (i = 0; i < hw->sw.vlans; i++) {
		hwsim_vlan_name_free(hw->vlan_name[i]);
		hw->vlan_name[i] = NULL;
		hw->fid[i] = i;
	}
	hw->vlan_name[def] = hwsim_default_vlan_name;
}

int hwsim_get_vlan_ports(struct switch_dev *sw, struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const struct hwsim_vlan_entry *e = &hw->staged.entry[val->port_vlan];
	unsigned int port, n = 0;

	for (port = 0; port < sw->ports; port++) {
		if (!(e->members & BIT_ULL(port)))
			continue;
		val->value.ports[n].id = port;
		val->value.ports[n].flags = (e->tagged & BIT_ULL(port)) ?
					    BIT(SWITCH_PORT_FLAG_TAGGED) : 0;
		n++;
	}
	val->len = n;
	return 0;
}

/*
 * The core has checked the list (ids < ports, no duplicates). It also
 * sets the PVID of untagged members afterwards, through set_port_pvid.
 */
int hwsim_set_vlan_ports(struct switch_dev *sw, struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	struct hwsim_vlan_entry e = { 0 };
	unsigned int i;

	if (hwsim_write_fails(hw))
		return -EIO;
	if (!hwsim_vlan_valid(hw, val->port_vlan))
		return -EINVAL;

	for (i = 0; i < val->len; i++) {
		u32 port = val->value.ports[i].id;

		if (port >= sw->ports)
			return -EINVAL;
		e.members |= BIT_ULL(port);
		if (val->value.ports[i].flags & BIT(SWITCH_PORT_FLAG_TAGGED))
			e.tagged |= BIT_ULL(port);
	}
	if (!hwsim_vlan_fits(hw, val->port_vlan, e.members))
		return -EINVAL;
	hw->staged.entry[val->port_vlan] = e;
	return 0;
}

int hwsim_get_port_pvid(struct switch_dev *sw, int port, int *vlan)
{
	hwsim_count_read(to_hwsim(sw), HWSIM_READ_PVID);
	hwsim_op_delay(to_hwsim(sw));
	*vlan = to_hwsim(sw)->staged.pvid[port];
	return 0;
}

int hwsim_set_port_pvid(struct switch_dev *sw, int port, int vlan)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (vlan < 0 || !hwsim_vlan_valid(hw, vlan))
		return -EINVAL;
	hw->staged.pvid[port] = vlan;
	return 0;
}

int hwsim_apply_config(struct switch_dev *sw)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	hwsim_op_delay(hw);
	if (hw->fail_apply) {
		hw->fail_apply--;
		return -EIO;
	}
	hwsim_vlan_table_copy(hw, &hw->active, &hw->staged);
	hw->applies++;
	return 0;
}

/*
 * Back to power-on configuration, staged and active alike. The simulated
 * cables (sim_link), the counters and the test instrumentation (fault
 * injection, apply and flush counts) are not switch configuration and
 * survive a reset.
 */
int hwsim_reset_switch(struct switch_dev *sw)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	unsigned int i;

	hwsim_vlan_reset(hw);
	for (i = 0; i < sw->ports; i++)
		hwsim_port_reset(hw, i);
	hwsim_global_reset(hw);
	hwsim_persona_reset(hw);
	return 0;
}

int hwsim_get_enable_vlan(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val)
{
	val->value.i = to_hwsim(sw)->staged.enable_vlan;
	return 0;
}

int hwsim_set_enable_vlan(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i > 1)
		return -EINVAL;
	hw->staged.enable_vlan = val->value.i;
	return 0;
}

int hwsim_get_vlan_name(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val)
{
	const char *name = to_hwsim(sw)->vlan_name[val->port_vlan];

	val->value.s = name ? name : "";
	return 0;
}

int hwsim_set_vlan_name(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const char **slot = &hw->vlan_name[val->port_vlan];
	const char *name = NULL;

	if (hwsim_write_fails(hw))
		return -EIO;
	if (strlen(val->value.s) > HWSIM_VLAN_NAME_MAX)
		return -EINVAL;

	/* Most of a 4096-entry table stays unnamed: store "" as NULL */
	if (val->value.s[0]) {
		name = kstrdup(val->value.s, GFP_KERNEL);
		if (!name)
			return -ENOMEM;
	}
	hwsim_vlan_name_free(*slot);
	*slot = name;
	return 0;
}

int hwsim_get_vlan_fid(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val)
{
	hwsim_count_read(to_hwsim(sw), HWSIM_READ_FID);
	val->value.i = to_hwsim(sw)->fid[val->port_vlan];
	return 0;
}

int hwsim_set_vlan_fid(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i >= sw->vlans)
		return -EINVAL;
	hw->fid[val->port_vlan] = val->value.i;
	return 0;
}

/* Nothing is learnt, so there is nothing to flush: just count it */
int hwsim_flush_fdb(struct switch_dev *sw, const struct switch_attr *attr,
		    struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	hw->fdb_flushes++;
	return 0;
}
