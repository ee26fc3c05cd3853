// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: the registry of switch devices and the module entry points.
 *
 * Locking: swdevs_lock protects the list, the id allocator and the
 * generation counter, and is never held while waiting for a switch. A
 * request finds its switch under swdevs_lock and takes a reference, drops
 * swdevs_lock, then takes the switch's sw_mutex; a slow driver operation
 * on one switch thus holds up only the requests to that switch. The dead
 * flag, set under sw_mutex by unregister_switch(), tells a request that
 * got the mutex after the switch went away; unregister_switch() returns
 * only when the last reference is dropped, so the driver may free it.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/idr.h>
#include <linux/module.h>
#include <linux/slab.h>

#include "swconfig_priv.h"

static bool openwrt;
module_param(openwrt, bool, 0444);
MODULE_PARM_DESC(openwrt,
		 "Behave as OpenWrt's swconfig core (its commands, errors, parsing, switch ids), for tests");

static const struct swconfig_mode swconfig_modes[] = {
	[0] = {
		.no_switch = ENODEV,
		.no_attr = ENOENT,
		.no_callback = EOPNOTSUPP,
		.out_of_range = ERANGE,
		.no_action_op = EOPNOTSUPP,
		.extack = true,
		.op_perm = true,
		.get_reply_ids = true,
		.driver_portmap = true,
		.link_flags = true,
		.value_required = true,
		.reuse_ids = true,
		.port_stats = true,
	},
	/* doc/netlink-protocol.md, "OpenWrt-behaving mode" */
	[1] = {
		.no_switch = EINVAL,
		.no_attr = EINVAL,
		.no_callback = EINVAL,
		.out_of_range = EINVAL,
		.no_action_op = 0,
	},
};

const struct swconfig_mode *swconfig_mode __ro_after_init = &swconfig_modes[0];

static LIST_HEAD(swdevs);		/* sorted by id */
static DEFINE_MUTEX(swdevs_lock);
static DEFINE_IDA(swdev_names);		/* N of switchN: the lowest free one */
static u32 swdev_last_id;		/* ids not reused: the last one given */
static u64 swdevs_generation;		/* bumped at every (un)registration */

static struct switch_dev *swconfig_find_from(u32 first_id)
{
	struct switch_dev *dev;

	list_for_each_entry(dev, &swdevs, dev_list)
		if (dev->id >= first_id)
			return dev;
	return NULL;
}

static void swconfig_unref(struct switch_dev *dev)
{
	if (refcount_dec_and_test(&dev->refs))
		complete(&dev->released);
}

/*
 * Lock a switch found (and referenced) under swdevs_lock, which the caller
 * has dropped. NULL when it was unregistered in between.
 */
static struct switch_dev *swconfig_lock_dev(struct switch_dev *dev)
{
	mutex_lock(&dev->sw_mutex);
	if (!dev->dead)
		return dev;
	mutex_unlock(&dev->sw_mutex);
	swconfig_unref(dev);
	return NULL;
}

/* The registered switch with the lowest id >= first_id, referenced */
static struct switch_dev *swconfig_ref_from(u32 first_id, bool exact)
{
	struct switch_dev *dev;

	mutex_lock(&swdevs_lock);
	dev = swconfig_find_from(first_id);
	if (dev && exact && dev->id != first_id)
		dev = NULL;
	if (dev)
		refcount_inc(&dev->refs);
	mutex_unlock(&swdevs_lock);
	return dev;
}

/*
 * The device with the lowest id >= first_id, returned with its sw_mutex
 * held, or NULL. Dumps walk the switches with it.
 */
struct switch_dev *swconfig_get_dev_from(u32 first_id)
{
	struct switch_dev *dev, *locked;

	while ((dev = swconfig_ref_from(first_id, false))) {
		/* read before the reference may go: the id of a dead one */
		first_id = dev->id + 1;
		locked = swconfig_lock_dev(dev);
		if (locked)
			return locked;
		if (!first_id)
			break;
	}
	return NULL;
}

/* The device with this id, returned with its sw_mutex held, or NULL */
struct switch_dev *swconfig_get_dev(u32 id)
{
	struct switch_dev *dev = swconfig_ref_from(id, true);

	return dev ? swconfig_lock_dev(dev) : NULL;
}

void swconfig_put_dev(struct switch_dev *dev)
{
	mutex_unlock(&dev->sw_mutex);
	swconfig_unref(dev);
}

/* Changes whenever a switch comes or goes: dumps of the list check it */
u64 swconfig_list_generation(void)
{
	u64 gen;

	mutex_lock(&swdevs_lock);
	gen = swdevs_generation;
	mutex_unlock(&swdevs_lock);
	return gen;
}

static int swconfig_check_dev(const struct switch_dev *dev)
{
	if (!dev->ops) {
		pr_err("cannot register a switch without ops\n");
		return -EINVAL;
	}
	if (dev->ops->attr_global.n_attr < 0 || dev->ops->attr_port.n_attr < 0 ||
	    dev->ops->attr_vlan.n_attr < 0) {
		pr_err("%s: negative n_attr\n", dev->name ?: "?");
		return -EINVAL;
	}
	if (dev->ports < 1 || dev->ports > SWITCH_MAX_PORTS) {
		pr_err("%s: %u ports, allowed 1..%u\n", dev->name ?: "?",
		       dev->ports, SWITCH_MAX_PORTS);
		return -EINVAL;
	}
	if (dev->vlans < 1 || dev->vlans > SWITCH_MAX_VLANS) {
		pr_err("%s: %u VLANs, allowed 1..%u\n", dev->name ?: "?",
		       dev->vlans, SWITCH_MAX_VLANS);
		return -EINVAL;
	}
	if (dev->cpu_port >= dev->ports) {
		pr_err("%s: CPU port %u beyond its %u ports\n",
		       dev->name ?: "?", dev->cpu_port, dev->ports);
		return -EINVAL;
	}
	return 0;
}

static void swconfig_insert_sorted(struct switch_dev *dev)
{
	struct switch_dev *next = swconfig_find_from(dev->id);

	if (next)
		list_add_tail(&dev->dev_list, &next->dev_list);
	else
		list_add_tail(&dev->dev_list, &swdevs);
}

/* The N of a registered switch's name "switchN" */
static unsigned int swconfig_name_index(const struct switch_dev *dev)
{
	unsigned int n;

	/* written by swconfig_alloc_id(), so it parses */
	return kstrtouint(dev->devname + strlen("switch"), 10, &n) ? 0 : n;
}

/* A name switchN and an id for a new switch; under swdevs_lock */
static int swconfig_alloc_id(struct switch_dev *dev)
{
	int n;

	if (!swconfig_mode->reuse_ids && swdev_last_id >= INT_MAX)
		return -ENOMEM;
	/* "switch" and 9 digits fill devname[IFNAMSIZ] */
	n = ida_alloc_max(&swdev_names, 999999999, GFP_KERNEL);
	if (n < 0)
		return n;
	dev->id = swconfig_mode->reuse_ids ? n : ++swdev_last_id;
	snprintf(dev->devname, sizeof(dev->devname), "switch%d", n);
	return 0;
}

/**
 * register_switch - make a switch visible to user space
 * @dev: the switch, public fields filled in by the driver
 * @netdev: the interface the switch is attached to, or NULL; when given
 *	it becomes dev->netdev, and the name of dev->netdev becomes the alias
 *	when the driver gives none
 *
 * Return: 0 or a negative errno.
 */
int register_switch(struct switch_dev *dev, struct net_device *netdev)
{
	int err;

	err = swconfig_check_dev(dev);
	if (err)
		return err;
	if (netdev)
		dev->netdev = netdev;
	if (!dev->alias && dev->netdev)
		dev->alias = dev->netdev->name;

	dev->portbuf = kcalloc(dev->ports, sizeof(*dev->portbuf), GFP_KERNEL);
	if (!dev->portbuf)
		return -ENOMEM;
	err = swconfig_of_load_portmap(dev);
	if (err) {
		kfree(dev->portbuf);
		dev->portbuf = NULL;
		return err;
	}
	mutex_init(&dev->sw_mutex);
	dev->dead = false;
	refcount_set(&dev->refs, 1);
	init_completion(&dev->released);
	swconfig_defaults_init(dev);

	mutex_lock(&swdevs_lock);
	err = swconfig_alloc_id(dev);
	if (err) {
		mutex_unlock(&swdevs_lock);
		swconfig_of_free_portmap(dev);
		kfree(dev->portbuf);
		dev->portbuf = NULL;
		return err;
	}
	dev->generation = ++swdevs_generation;
	swconfig_insert_sorted(dev);
	mutex_unlock(&swdevs_lock);

	pr_info("%s: registered %s (%s), %u ports, %u VLANs, CPU port %u\n",
		dev->devname, dev->name ?: "switch", dev->alias ?: "-",
		dev->ports, dev->vlans, dev->cpu_port);
	return 0;
}
EXPORT_SYMBOL_GPL(register_switch);

/**
 * unregister_switch - remove a switch; waits for requests in progress
 * @dev: a switch registered with register_switch()
 *
 * On return no request uses @dev any more and none will: the driver may
 * free it.
 */
void unregister_switch(struct switch_dev *dev)
{
	mutex_lock(&swdevs_lock);
	list_del(&dev->dev_list);
	ida_free(&swdev_names, swconfig_name_index(dev));
	swdevs_generation++;
	mutex_unlock(&swdevs_lock);

	/* the request in progress ends first; waiting ones see dead */
	mutex_lock(&dev->sw_mutex);
	dev->dead = true;
	mutex_unlock(&dev->sw_mutex);
	swconfig_unref(dev);
	wait_for_completion(&dev->released);

	pr_info("%s: unregistered\n", dev->devname);
	mutex_destroy(&dev->sw_mutex);
	swconfig_of_free_portmap(dev);
	kfree(dev->portbuf);
	dev->portbuf = NULL;
}
EXPORT_SYMBOL_GPL(unregister_switch);

static int __init swconfig_init(void)
{
	swconfig_mode = &swconfig_modes[openwrt];
	if (openwrt)
		pr_info("behaving as OpenWrt's core\n");
	return swconfig_genl_register(openwrt);
}

static void __exit swconfig_exit(void)
{
	swconfig_genl_unregister();
	ida_destroy(&swdev_names);
}

module_init(swconfig_init);
module_exit(swconfig_exit);

MODULE_DESCRIPTION("Generic netlink configuration API for Ethernet switches");
MODULE_LICENSE("GPL");
MODULE_ALIAS_GENL_FAMILY(SWITCH_GENL_NAME);
