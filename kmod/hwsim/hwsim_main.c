// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim: a simulated managed Ethernet switch for the swconfig
 * core. It keeps its "hardware" in memory, so the whole netlink path can
 * be tested without a real switch chip.
 *
 * This file holds the module parameters and creates, registers and
 * destroys the simulated switch instances.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/debugfs.h>
#include <linux/delay.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/slab.h>

#include "hwsim.h"

#define HWSIM_DEFAULT_PORTS	8
#define HWSIM_DEFAULT_VLANS	HWSIM_MAX_VLANS

static int switches = 1;
module_param(switches, int, 0444);
MODULE_PARM_DESC(switches, "Number of simulated switches (1-8, default 1)");

static int ports[HWSIM_MAX_SWITCHES];
static int n_ports;
module_param_array(ports, int, &n_ports, 0444);
MODULE_PARM_DESC(ports,
		 "Ports per switch, CPU port (the last) included (2-64, default 8)");

static int vlans[HWSIM_MAX_SWITCHES];
static int n_vlans;
module_param_array(vlans, int, &n_vlans, 0444);
MODULE_PARM_DESC(vlans, "VLAN table size per switch (1-4096, default 4096)");

static uint op_delay_us;
module_param(op_delay_us, uint, 0444);
MODULE_PARM_DESC(op_delay_us,
		 "Initial delay of PVID reads and applies, in us (0-1000000, default 0)");

static char *personality[HWSIM_MAX_SWITCHES];
static int n_personality;
module_param_array(personality, charp, &n_personality, 0444);
MODULE_PARM_DESC(personality,
		 "OpenWrt driver each switch behaves as: hwsim (default), ar8327, ar8216, ar7240sw, ar40xx, mt7530, mt753x, esw_rt3050, rtl8367, rtl8366rb, rtl8366s, rtl8367b, b53, ip17xx, adm6996, psb6970, mvsw61xx");

static const struct hwsim_persona *hwsim_personas[HWSIM_MAX_SWITCHES];

static struct hwsim_switch *hwsim_dev[HWSIM_MAX_SWITCHES];
static struct dentry *hwsim_debugfs_root;

/* Entries missing from a parameter array repeat the last one given */
static int hwsim_param(const int *arr, int n, unsigned int i, int def)
{
	if (n == 0)
		return def;
	return arr[min_t(int, i, n - 1)];
}

static int hwsim_check_array(const char *name, const int *arr, int n,
			     int lo, int hi)
{
	int i;

	for (i = 0; i < n; i++) {
		if (arr[i] < lo || arr[i] > hi) {
			pr_err("parameter %s: entry %d is %d, allowed range is %d..%d\n",
			       name, i, arr[i], lo, hi);
			return -EINVAL;
		}
	}
	return 0;
}

/* Like ports and vlans, a switch beyond the list takes the last entry */
static int hwsim_check_personalities(void)
{
	const struct hwsim_persona *p;
	int i;

	if (n_personality > switches) {
		pr_err("parameter personality: %d entries for %d switches\n",
		       n_personality, switches);
		return -EINVAL;
	}
	for (i = 0; i < n_personality; i++) {
		p = hwsim_persona_find(personality[i]);
		if (IS_ERR(p)) {
			pr_err("parameter personality: entry %d, \"%s\", is no known personality\n",
			       i, personality[i]);
			return -EINVAL;
		}
		hwsim_personas[i] = p;
	}
	for (; i < switches; i++)
		hwsim_personas[i] = n_personality ?
				    hwsim_personas[n_personality - 1] : NULL;
	return 0;
}

static int hwsim_check_params(void)
{
	int ret;

	if (switches < 1 || switches > HWSIM_MAX_SWITCHES) {
		pr_err("parameter switches: %d, allowed range is 1..%d\n",
		       switches, HWSIM_MAX_SWITCHES);
		return -EINVAL;
	}
	if (op_delay_us > HWSIM_OP_DELAY_MAX_US) {
		pr_err("parameter op_delay_us: %u, allowed range is 0..%u\n",
		       op_delay_us, HWSIM_OP_DELAY_MAX_US);
		return -EINVAL;
	}
	ret = hwsim_check_array("ports", ports, n_ports, HWSIM_MIN_PORTS,
				HWSIM_MAX_PORTS);
	if (ret)
		return ret;
	ret = hwsim_check_array("vlans", vlans, n_vlans, 1, HWSIM_MAX_VLANS);
	if (ret)
		return ret;
	return hwsim_check_personalities();
}

/*
 * A slow chip (e.g. on a slow MDIO bus), for tests of requests to other
 * switches meanwhile. Called with the switch's sw_mutex held, as the chip
 * would be busy.
 */
void hwsim_op_delay(struct hwsim_switch *hw)
{
	u32 us = READ_ONCE(hw->op_delay_us);

	if (us)
		fsleep(us);
}

/* Front-panel numbering: LAN ports 1..n-1, the CPU port on its own */
static int hwsim_portmap_init(struct hwsim_switch *hw)
{
	unsigned int i;

	hw->portmap = kcalloc(hw->sw.ports, sizeof(*hw->portmap), GFP_KERNEL);
	if (!hw->portmap)
		return -ENOMEM;

	for (i = 0; i < hw->sw.ports; i++) {
		if (i == hw->sw.cpu_port) {
			hw->portmap[i].virt = 0;
			hw->portmap[i].s = "cpu";
		} else {
			hw->portmap[i].virt = i < hw->sw.cpu_port ? i + 1 : i;
			hw->portmap[i].s = "lan";
		}
	}
	hw->sw.portmap = hw->portmap;
	return 0;
}

static void hwsim_free(struct hwsim_switch *hw)
{
	hwsim_persona_free(hw);
	hwsim_vlan_free(hw);
	kfree(hw->port);
	kfree(hw->portmap);
	kfree(hw);
}

static struct hwsim_switch *hwsim_alloc(unsigned int index)
{
	struct hwsim_switch *hw;
	unsigned int i;

	hw = kzalloc(sizeof(*hw), GFP_KERNEL);
	if (!hw)
		return NULL;

	hw->index = index;
	snprintf(hw->alias, sizeof(hw->alias), "hwsim%u", index);
	hw->sw.ops = &hwsim_ops;
	hw->sw.name = "hwsim";
	hw->sw.alias = hw->alias;
	hw->sw.ports = hwsim_param(ports, n_ports, index, HWSIM_DEFAULT_PORTS);
	hw->sw.vlans = hwsim_param(vlans, n_vlans, index, HWSIM_DEFAULT_VLANS);
	hw->sw.cpu_port = hw->sw.ports - 1;
	hw->op_delay_us = op_delay_us;
	hw->speed_max = HWSIM_SPEED_MAX;
	/* a personality brings its chip's name, ports and VLANs */
	hw->persona = hwsim_personas[index];
	hwsim_persona_setup(hw);

	hw->port = kcalloc(hw->sw.ports, sizeof(*hw->port), GFP_KERNEL);
	if (!hw->port || hwsim_portmap_init(hw) || hwsim_vlan_alloc(hw) ||
	    hwsim_persona_alloc(hw)) {
		hwsim_free(hw);
		return NULL;
	}

	/* Power-on state: cables plugged, counters zero, defaults loaded */
	for (i = 0; i < hw->sw.ports; i++)
		hwsim_port_init(hw, i);
	hwsim_reset_switch(&hw->sw);
	return hw;
}

static int hwsim_create(unsigned int index)
{
	struct hwsim_switch *hw;
	int ret;

	hw = hwsim_alloc(index);
	if (!hw)
		return -ENOMEM;

	ret = register_switch(&hw->sw, NULL);
	if (ret) {
		pr_err("%s: register_switch failed: %d\n", hw->alias, ret);
		hwsim_free(hw);
		return ret;
	}
	hwsim_debugfs_add(hw, hwsim_debugfs_root);
	hwsim_dev[index] = hw;
	return 0;
}

static void hwsim_destroy(unsigned int index)
{
	struct hwsim_switch *hw = hwsim_dev[index];

	if (!hw)
		return;
	/* debugfs readers take sw_mutex: remove them while it still exists */
	debugfs_remove_recursive(hw->debugfs);
	unregister_switch(&hw->sw);
	hwsim_free(hw);
	hwsim_dev[index] = NULL;
}

static void hwsim_destroy_all(void)
{
	int i;

	for (i = HWSIM_MAX_SWITCHES - 1; i >= 0; i--)
		hwsim_destroy(i);
	debugfs_remove_recursive(hwsim_debugfs_root);
}

static int __init hwsim_init(void)
{
	unsigned int i;
	int ret;

	ret = hwsim_check_params();
	if (ret)
		return ret;

	hwsim_debugfs_root = hwsim_debugfs_init();
	for (i = 0; i < switches; i++) {
		ret = hwsim_create(i);
		if (ret) {
			hwsim_destroy_all();
			return ret;
		}
	}
	return 0;
}

static void __exit hwsim_exit(void)
{
	hwsim_destroy_all();
}

module_init(hwsim_init);
module_exit(hwsim_exit);

MODULE_DESCRIPTION("Simulated Ethernet switch for the swconfig core");
MODULE_LICENSE("GPL");
