/* SPDX-License-Identifier: GPL-2.0 */
/*
 * swconfig-b53: private declarations shared by the files of the driver
 * core.
 *
 * Configuration is staged: the swconfig callbacks read and change the
 * copy in struct b53_device, and apply_config() writes it to the chip.
 * Every callback runs with the switch's sw_mutex held; reg_mutex also
 * serialises register access against the probe path of the backends.
 */
#ifndef _B53_PRIV_H
#define _B53_PRIV_H

#include <linux/bits.h>
#include <linux/container_of.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/ratelimit.h>
#include <linux/switch.h>
#include <linux/types.h>

#include "b53.h"
#include "b53_regs.h"

#define B53_MAX_PORTS		9	/* swconfig ports: 0..8 */
#define B53_MAX_VID		4095
#define B53_DEFAULT_VLAN	1
/* 36 counters of at most 20 + 2 + 20 + 1 characters, and the NUL */
#define B53_BUF_SIZE		(36 * 43 + 1)

enum b53_family {
	B53_FAMILY_5325,	/* fast Ethernet, 16 VLANs */
	B53_FAMILY_5365,	/* fast Ethernet, 256 VLANs */
	B53_FAMILY_539X,	/* gigabit BCM5395/5397/5398 */
	B53_FAMILY_531X5,	/* gigabit BCM53115/53125/53128 */
};

/* What differs between the chips, from b53_chips.c */
struct b53_chip {
	u32 id;			/* what the chip id register says */
	const char *name;	/* "BCM53125" */
	enum b53_family family;
	u16 vlans;		/* VLAN table size */
	u16 ports_mask;		/* usable ports, CPU port included */
	u8 cpu_port;
	u8 vta[3];		/* VLAN table access, index, entry registers */
	u8 duplex_reg;
};

struct b53_vlan {
	u16 members;		/* bit n = swconfig port n */
	u16 untag;
};

struct b53_port_cfg {
	u16 pvid;
	bool disabled;
};

struct b53_device {
	struct switch_dev sw;
	struct switch_dev_ops sw_ops;	/* sw.ops: the chip's attributes */
	const struct b53_io_ops *ops;
	void *priv;
	struct device *parent;		/* NULL for the simulator */
	struct mutex reg_mutex;

	const struct b53_chip *chip;
	u8 core_rev;
	u16 ports_mask;			/* chip's, less straps (BCM5325F) */

	/* staged configuration */
	bool enable_vlan;
	bool enable_jumbo;
	bool allow_vid_4095;
	struct b53_vlan *vlans;		/* sw.vlans entries */
	struct b53_port_cfg port[B53_MAX_PORTS];

	/* b53_reject() messages: enough for a script's mistakes */
	struct ratelimit_state reject_rs;
	char buf[B53_BUF_SIZE];		/* STRING get results */
};

static inline struct b53_device *sw_to_b53(struct switch_dev *sw)
{
	return container_of(sw, struct b53_device, sw);
}

static inline bool b53_is_fe(const struct b53_device *dev)
{
	return dev->chip->family == B53_FAMILY_5325 ||
	       dev->chip->family == B53_FAMILY_5365;
}

static inline bool b53_is5325(const struct b53_device *dev)
{
	return dev->chip->family == B53_FAMILY_5325;
}

static inline bool b53_is5365(const struct b53_device *dev)
{
	return dev->chip->family == B53_FAMILY_5365;
}

static inline bool b53_port_exists(const struct b53_device *dev, int port)
{
	return port >= 0 && port < B53_MAX_PORTS &&
	       (dev->ports_mask & BIT(port));
}

static inline bool b53_is_cpu_port(const struct b53_device *dev, int port)
{
	return port == dev->sw.cpu_port;
}

/*
 * Index of a port in the per-port register pages (port control, port
 * VLAN masks, MIB): the CPU port of the fast Ethernet chips is the IMP
 * port there, 8.
 */
static inline u8 b53_hwport(const struct b53_device *dev, int port)
{
	if (b53_is_fe(dev) && b53_is_cpu_port(dev, port))
		return B53_IMP_PORT;
	return port;
}

/*
 * A request the chip cannot do: say why in the kernel log, as the driver
 * API has no extended ACK for it (the errno alone would not tell)
 */
__printf(2, 3)
void b53_reject(struct b53_device *dev, const char *fmt, ...);

/* Register access, serialised per device; widths in bytes */
static inline int b53_read(struct b53_device *dev, u8 page, u8 reg,
			   unsigned int width, u64 *value)
{
	int ret;

	mutex_lock(&dev->reg_mutex);
	ret = dev->ops->read(dev, page, reg, width, value);
	mutex_unlock(&dev->reg_mutex);
	return ret;
}

static inline int b53_write(struct b53_device *dev, u8 page, u8 reg,
			    unsigned int width, u64 value)
{
	int ret;

	mutex_lock(&dev->reg_mutex);
	ret = dev->ops->write(dev, page, reg, width, value);
	mutex_unlock(&dev->reg_mutex);
	return ret;
}

static inline int b53_read8(struct b53_device *dev, u8 page, u8 reg,
			    u8 *value)
{
	u64 v;
	int ret = b53_read(dev, page, reg, 1, &v);

	*value = v;
	return ret;
}

static inline int b53_read16(struct b53_device *dev, u8 page, u8 reg,
			     u16 *value)
{
	u64 v;
	int ret = b53_read(dev, page, reg, 2, &v);

	*value = v;
	return ret;
}

static inline int b53_read32(struct b53_device *dev, u8 page, u8 reg,
			     u32 *value)
{
	u64 v;
	int ret = b53_read(dev, page, reg, 4, &v);

	*value = v;
	return ret;
}

static inline int b53_read48(struct b53_device *dev, u8 page, u8 reg,
			     u64 *value)
{
	return b53_read(dev, page, reg, 6, value);
}

static inline int b53_read64(struct b53_device *dev, u8 page, u8 reg,
			     u64 *value)
{
	return b53_read(dev, page, reg, 8, value);
}

static inline int b53_write8(struct b53_device *dev, u8 page, u8 reg,
			     u8 value)
{
	return b53_write(dev, page, reg, 1, value);
}

static inline int b53_write16(struct b53_device *dev, u8 page, u8 reg,
			      u16 value)
{
	return b53_write(dev, page, reg, 2, value);
}

static inline int b53_write32(struct b53_device *dev, u8 page, u8 reg,
			      u32 value)
{
	return b53_write(dev, page, reg, 4, value);
}

static inline int b53_write48(struct b53_device *dev, u8 page, u8 reg,
			      u64 value)
{
	return b53_write(dev, page, reg, 6, value);
}

static inline int b53_write64(struct b53_device *dev, u8 page, u8 reg,
			      u64 value)
{
	return b53_write(dev, page, reg, 8, value);
}

/* b53_chips.c */
int b53_detect(struct b53_device *dev);

/* b53_vlan.c */
void b53_vlan_defaults(struct b53_device *dev);
int b53_get_vlan_ports(struct switch_dev *sw, struct switch_val *val);
int b53_set_vlan_ports(struct switch_dev *sw, struct switch_val *val);
int b53_get_port_pvid(struct switch_dev *sw, int port, int *vlan);
int b53_set_port_pvid(struct switch_dev *sw, int port, int vlan);
int b53_write_config(struct b53_device *dev);
int b53_get_enable_vlan(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val);
int b53_set_enable_vlan(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val);
int b53_get_enable_jumbo(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val);
int b53_set_enable_jumbo(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val);
int b53_get_allow_4095(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val);
int b53_set_allow_4095(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val);

/* b53_port.c */
int b53_get_port_link(struct switch_dev *sw, int port,
		      struct switch_port_link *link);
int b53_get_port_enable(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val);
int b53_set_port_enable(struct switch_dev *sw, const struct switch_attr *attr,
			struct switch_val *val);
int b53_write_port_ctrl(struct b53_device *dev);

/* b53_mib.c */
int b53_get_mib(struct switch_dev *sw, const struct switch_attr *attr,
		struct switch_val *val);
int b53_reset_mib(struct switch_dev *sw, const struct switch_attr *attr,
		  struct switch_val *val);

#endif /* _B53_PRIV_H */
