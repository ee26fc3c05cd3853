// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: the registry of switch devices and the module entry points.
 *
 * Locking: swdevs_lock protects the list and the id allocator. A request
 * finds its device under swdevs_lock and takes the device's sw_mutex
 * before dropping swdevs_lock, so unregister_switch(), which takes both in
 * the same order, waits for the request in progress and no request can
 * see a device after it is gone.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/idr.h>
#include <linux/module.h>
#include <linux/slab.h>

#include "swconfig_priv.h"

static LIST_HEAD(swdevs);		/* sorted by id */
static DEFINE_MUTEX(swdevs_lock);
static DEFINE_IDA(swdev_ids);

static struct switch_dev *swconfig_find_from(u32 first_id)
{
	struct switch_dev *dev;

	list_for_each_entry(dev, &swdevs, dev_list)
		if (dev->id >= first_id)
			return dev;
	return NULL;
}

/*
 * The device with the lowest id >= first_id, returned with its sw_mutex
 * held, or NULL. Dumps walk the switches with it.
 */
struct switch_dev *swconfig_get_dev_from(u32 first_id)
{
	struct switch_dev *dev;

	mutex_lock(&swdevs_lock);
	dev = swconfig_find_from(first_id);
	if (dev)
		mutex_lock(&dev->sw_mutex);
	mutex_unlock(&swdevs_lock);
	return dev;
}

/* The device with this id, returned with its sw_mutex held, or NULL */
struct switch_dev *swconfig_get_dev(u32 id)
{
	struct switch_dev *dev;

	mutex_lock(&swdevs_lock);
	dev = swconfig_find_from(id);
	if (dev && dev->id == id)
		mutex_lock(&dev->sw_mutex);
	else
		dev = NULL;
	mutex_unlock(&swdevs_lock);
	return dev;
}

void swconfig_put_dev(struct switch_dev *dev)
{
	mutex_unlock(&dev->sw_mutex);
}

static int swconfig_check_dev(const struct switch_dev *dev)
{
	if (!dev->ops) {
		pr_err("cannot register a switch without ops\n");
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

/**
 * register_switch - make a switch visible to user space
 * @dev: the switch, public fields filled in by the driver
 * @netdev: the interface the switch is attached to, or NULL; its name
 *	becomes the alias when the driver gives none
 *
 * Return: 0 or a negative errno.
 */
int register_switch(struct switch_dev *dev, struct net_device *netdev)
{
	int id, err;

	err = swconfig_check_dev(dev);
	if (err)
		return err;
	if (!dev->alias && netdev)
		dev->alias = netdev->name;

	dev->portbuf = kcalloc(dev->ports, sizeof(*dev->portbuf), GFP_KERNEL);
	if (!dev->portbuf)
		return -ENOMEM;
	mutex_init(&dev->sw_mutex);
	swconfig_defaults_init(dev);

	mutex_lock(&swdevs_lock);
	id = ida_alloc(&swdev_ids, GFP_KERNEL);
	if (id < 0) {
		mutex_unlock(&swdevs_lock);
		kfree(dev->portbuf);
		dev->portbuf = NULL;
		return id;
	}
	dev->id = id;
	snprintf(dev->devname, sizeof(dev->devname), "switch%d", id);
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
 */
void unregister_switch(struct switch_dev *dev)
{
	mutex_lock(&swdevs_lock);
	mutex_lock(&dev->sw_mutex);
	list_del(&dev->dev_list);
	ida_free(&swdev_ids, dev->id);
	mutex_unlock(&dev->sw_mutex);
	mutex_unlock(&swdevs_lock);

	pr_info("%s: unregistered\n", dev->devname);
	mutex_destroy(&dev->sw_mutex);
	kfree(dev->portbuf);
	dev->portbuf = NULL;
}
EXPORT_SYMBOL_GPL(unregister_switch);

static int __init swconfig_init(void)
{
	return swconfig_genl_register();
}

static void __exit swconfig_exit(void)
{
	swconfig_genl_unregister();
	ida_destroy(&swdev_ids);
}

module_init(swconfig_init);
module_exit(swconfig_exit);

MODULE_DESCRIPTION("Generic netlink configuration API for Ethernet switches");
MODULE_LICENSE("GPL");
MODULE_ALIAS_GENL_FAMILY(SWITCH_GENL_NAME);
