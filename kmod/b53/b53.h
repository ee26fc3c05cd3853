/* SPDX-License-Identifier: GPL-2.0 */
/*
 * swconfig-b53: what a bus backend (MDIO, SPI, memory-mapped, simulator)
 * needs from the driver core, and what it provides to it.
 *
 * A backend implements struct b53_io_ops for its bus, then:
 *
 *	dev = b53_switch_probe(parent, &ops, priv, alias);
 *					(allocates, detects the chip, resets
 *					 it, registers the switch)
 *	...
 *	b53_switch_remove(dev);		(unregisters and frees)
 *
 * or, for a bus device, all of it tied to the driver binding:
 *
 *	err = b53_switch_devm_probe(parent, &ops, priv);
 */
#ifndef _B53_H
#define _B53_H

#include <linux/types.h>

struct b53_device;
struct device;

/*
 * Register access. page and reg address the register, width is its size
 * in bytes (1, 2, 4, 6 or 8); values travel in the low bits of a u64.
 * Callbacks may sleep; the core serialises them per device. Return 0 or
 * a negative errno.
 */
struct b53_io_ops {
	int (*read)(struct b53_device *dev, u8 page, u8 reg,
		    unsigned int width, u64 *value);
	int (*write)(struct b53_device *dev, u8 page, u8 reg,
		     unsigned int width, u64 value);
};

struct b53_device *b53_switch_probe(struct device *parent,
				    const struct b53_io_ops *ops, void *priv,
				    const char *alias);
void b53_switch_remove(struct b53_device *dev);
int b53_switch_devm_probe(struct device *parent, const struct b53_io_ops *ops,
			  void *priv);
void *b53_priv(struct b53_device *dev);
const char *b53_chip_name(struct b53_device *dev);

#endif /* _B53_H */
