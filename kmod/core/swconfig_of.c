// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig core: the port map of a switch whose driver gives of_node and
 * no port map, from the device tree as OpenWrt's core reads it: each
 * available child compatible with "swconfig,port" has a string
 * "swconfig,segment" and "swconfig,portmap" = <physical virtual>.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/of.h>
#include <linux/slab.h>

#include "swconfig_priv.h"

static int swconfig_of_port(struct switch_dev *dev, struct device_node *np)
{
	const char *segment;
	u32 map[2];

	if (!of_device_is_compatible(np, "swconfig,port") ||
	    of_property_read_string(np, "swconfig,segment", &segment) ||
	    of_property_read_u32_array(np, "swconfig,portmap", map, 2))
		return 0;
	if (map[0] >= dev->ports) {
		pr_warn("%s: %pOF: port %u beyond its %u ports\n",
			dev->name ?: "?", np, map[0], dev->ports);
		return 0;
	}
	segment = kstrdup(segment, GFP_KERNEL);
	if (!segment)
		return -ENOMEM;
	/* a later node for the same port wins */
	kfree(dev->portmap[map[0]].s);
	dev->portmap[map[0]].s = segment;
	dev->portmap[map[0]].virt = map[1];
	return 0;
}

/* Called by register_switch() before the switch is visible */
int swconfig_of_load_portmap(struct switch_dev *dev)
{
	struct device_node *np;

	if (!IS_ENABLED(CONFIG_OF) || !dev->of_node || dev->portmap)
		return 0;
	dev->portmap = kcalloc(dev->ports, sizeof(*dev->portmap), GFP_KERNEL);
	if (!dev->portmap)
		return -ENOMEM;
	dev->of_portmap = true;
	for_each_available_child_of_node(dev->of_node, np) {
		if (swconfig_of_port(dev, np)) {
			of_node_put(np);
			swconfig_of_free_portmap(dev);
			return -ENOMEM;
		}
	}
	return 0;
}

void swconfig_of_free_portmap(struct switch_dev *dev)
{
	unsigned int i;

	if (!dev->of_portmap)
		return;
	for (i = 0; i < dev->ports; i++)
		kfree(dev->portmap[i].s);
	kfree(dev->portmap);
	dev->portmap = NULL;
	dev->of_portmap = false;
}
