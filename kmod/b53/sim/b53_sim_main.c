// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53-sim: emulated BCM53xx chips as a bus backend of
 * swconfig-b53, so that the driver runs unchanged against them.
 *
 *   insmod swconfig-b53-sim.ko chips=5325,53125
 *
 * creates one emulated chip per entry, each detected, reset and
 * registered by the driver like a real one, with the alias b53simN.
 * Their registers are in /sys/kernel/debug/swconfig-b53-sim/b53simN/.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/debugfs.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "../b53.h"
#include "b53_sim.h"

static char *chips[SIM_MAX_SWITCHES];
static int n_chips;
module_param_array(chips, charp, &n_chips, 0444);
MODULE_PARM_DESC(chips,
		 "Chips to emulate, comma-separated: 5325, 5365, 5395, 5397, 5398, 53115, 53125, 53128 (default 53125); 5389, 53010, 53134 only to see the driver refuse them");

static bool rvmii_stuck;
module_param(rvmii_stuck, bool, 0444);
MODULE_PARM_DESC(rvmii_stuck,
		 "BCM5325: the reverse MII bit of port override control does not stick, as on a chip strapped otherwise");

static struct b53_sim *sim_dev[SIM_MAX_SWITCHES];
static struct dentry *sim_debugfs_root;

static struct b53_sim *to_sim(struct b53_device *dev)
{
	return b53_priv(dev);
}

static int sim_io_read(struct b53_device *dev, u8 page, u8 reg,
		       unsigned int width, u64 *value)
{
	struct b53_sim *sim = to_sim(dev);
	int ret;

	mutex_lock(&sim->lock);
	ret = sim_read(sim, page, reg, width, value);
	mutex_unlock(&sim->lock);
	return ret;
}

static int sim_io_write(struct b53_device *dev, u8 page, u8 reg,
			unsigned int width, u64 value)
{
	struct b53_sim *sim = to_sim(dev);
	int ret;

	mutex_lock(&sim->lock);
	ret = sim_write(sim, page, reg, width, value);
	mutex_unlock(&sim->lock);
	return ret;
}

static const struct b53_io_ops sim_io_ops = {
	.read = sim_io_read,
	.write = sim_io_write,
};

/* "53125", "bcm53125" or "BCM53125" */
static const struct sim_model *sim_find_model(const char *name)
{
	unsigned int i;

	if (!strncasecmp(name, "bcm", 3))
		name += 3;
	for (i = 0; i < sim_n_models; i++)
		if (!strcmp(sim_models[i].name + 3, name))
			return &sim_models[i];
	return NULL;
}

static void sim_free(struct b53_sim *sim)
{
	kvfree(sim->vtbl);
	kvfree(sim->regs);
	mutex_destroy(&sim->lock);
	kfree(sim);
}

static struct b53_sim *sim_alloc(unsigned int index,
				 const struct sim_model *model)
{
	struct b53_sim *sim;

	sim = kzalloc(sizeof(*sim), GFP_KERNEL);
	if (!sim)
		return NULL;
	mutex_init(&sim->lock);
	sim->index = index;
	sim->model = model;
	snprintf(sim->name, sizeof(sim->name), "b53sim%u", index);
	sim->regs = kvzalloc(SIM_PAGES * SIM_PAGE_SIZE, GFP_KERNEL);
	sim->vtbl = kvcalloc(model->vlans, sizeof(*sim->vtbl), GFP_KERNEL);
	if (!sim->regs || !sim->vtbl) {
		sim_free(sim);
		return NULL;
	}
	sim->sel_width = 1;
	sim->rvmii_stuck = rvmii_stuck && model->vtbl == SIM_VTBL_25;
	sim_link_init(sim);
	sim_power_on(sim);
	return sim;
}

static int sim_create(unsigned int index, const char *chip)
{
	const struct sim_model *model = sim_find_model(chip);
	struct b53_device *b53;
	struct b53_sim *sim;
	int ret;

	if (!model) {
		pr_err("unknown chip \"%s\"\n", chip);
		return -EINVAL;
	}
	sim = sim_alloc(index, model);
	if (!sim)
		return -ENOMEM;
	b53 = b53_switch_probe(NULL, &sim_io_ops, sim, sim->name);
	if (IS_ERR(b53)) {
		ret = PTR_ERR(b53);
		pr_err("%s: the driver did not take the emulated %s: %d\n",
		       sim->name, model->name, ret);
		sim_free(sim);
		return ret;
	}
	sim->b53 = b53;
	sim_debugfs_add(sim, sim_debugfs_root);
	sim_dev[index] = sim;
	return 0;
}

static void sim_destroy(unsigned int index)
{
	struct b53_sim *sim = sim_dev[index];

	if (!sim)
		return;
	debugfs_remove_recursive(sim->debugfs);
	b53_switch_remove(sim->b53);
	sim_free(sim);
	sim_dev[index] = NULL;
}

static void sim_destroy_all(void)
{
	int i;

	for (i = SIM_MAX_SWITCHES - 1; i >= 0; i--)
		sim_destroy(i);
	debugfs_remove_recursive(sim_debugfs_root);
}

static int __init sim_init(void)
{
	static const char * const def_chips[] = { "53125" };
	const char * const *list = n_chips ? (const char * const *)chips :
					     def_chips;
	int i, n = n_chips ?: ARRAY_SIZE(def_chips);
	int ret;

	sim_debugfs_root = sim_debugfs_init();
	for (i = 0; i < n; i++) {
		ret = sim_create(i, list[i]);
		if (ret) {
			sim_destroy_all();
			return ret;
		}
	}
	return 0;
}

static void __exit sim_exit(void)
{
	sim_destroy_all();
}

module_init(sim_init);
module_exit(sim_exit);

MODULE_DESCRIPTION("Emulated BCM53xx switch chips for swconfig-b53");
MODULE_LICENSE("GPL");
