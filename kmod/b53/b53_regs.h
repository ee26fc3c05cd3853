/* SPDX-License-Identifier: GPL-2.0 */
/*
 * swconfig-b53: the register map of the Broadcom BCM53xx ("RoboSwitch")
 * family, as far as this driver uses it.
 *
 * A register is addressed by a page (8 bits) and an offset in the page
 * (8 bits); its width (8 to 64 bits) is in the comment. Multi-byte
 * registers are little-endian on every bus. Suffixes name the chips a
 * variant applies to: _25 BCM5325, _65 BCM5365, _9798 BCM5397/BCM5398.
 */
#ifndef _B53_REGS_H
#define _B53_REGS_H

#include <linux/bits.h>

/* Pages */
#define B53_CTRL_PAGE			0x00
#define B53_STAT_PAGE			0x01
#define B53_MGMT_PAGE			0x02
#define B53_ARLIO_PAGE			0x05
#define B53_MIB_PAGE(hwport)		(0x20 + (hwport))
#define B53_PVLAN_PAGE			0x31
#define B53_VLAN_PAGE			0x34
#define B53_JUMBO_PAGE			0x40

/* The IMP (management) port has index 8 in per-port pages of all chips */
#define B53_IMP_PORT			8

/* Control page */
#define B53_PORT_CTRL(hwport)		(0x00 + (hwport))	/* 8 bit */
#define   PORT_CTRL_RX_DISABLE		BIT(0)
#define   PORT_CTRL_TX_DISABLE		BIT(1)
#define   PORT_CTRL_RX_BCST_EN		BIT(2)	/* IMP port only */
#define   PORT_CTRL_RX_MCST_EN		BIT(3)	/* IMP port only */
#define   PORT_CTRL_RX_UCST_EN		BIT(4)	/* IMP port only */
#define B53_SWITCH_MODE			0x0b			/* 8 bit */
#define   SM_SW_FWD_MODE		BIT(0)	/* managed mode */
#define   SM_SW_FWD_EN			BIT(1)	/* forwarding enable */
#define B53_PORT_OVERRIDE_CTRL		0x0e			/* 8 bit */
#define   PORT_OVERRIDE_LINK		BIT(0)
#define   PORT_OVERRIDE_RV_MII_25	BIT(4)	/* BCM5325: reverse MII */
#define   PORT_OVERRIDE_EN		BIT(7)
#define B53_SOFTRESET			0x79			/* 8 bit */
#define   SOFTRESET_SW_RST		BIT(7)	/* self-clearing on 539x */
#define   SOFTRESET_EN_CH_RST		BIT(6)
#define   SOFTRESET_EN_SW_RST		BIT(4)
/*
 * What mainline (b53_switch_reset()) and OpenWrt write to reset a 539x:
 * SW_RST and two low bits no source names; not SW_RST | EN_CH_RST |
 * EN_SW_RST (0xd0).
 */
#define   SOFTRESET_539X_GO		0x83
#define B53_FAST_AGE_CTRL		0x88			/* 8 bit */
#define   FAST_AGE_STATIC		BIT(0)
#define   FAST_AGE_DYNAMIC		BIT(1)
#define   FAST_AGE_DONE			BIT(7)	/* start, self-clearing */

/* Status page */
#define B53_LINK_STAT			0x00	/* 16 bit, bit per port */
#define B53_SPEED_STAT			0x04	/* 16 bit FE, 32 bit GE */
#define   SPEED_PORT_FE(reg, p)		(((reg) >> (p)) & 1)
#define   SPEED_PORT_GE(reg, p)		(((reg) >> (2 * (p))) & 3)
#define   SPEED_STAT_10M		0
#define   SPEED_STAT_100M		1
#define   SPEED_STAT_1000M		2
#define B53_DUPLEX_STAT_FE		0x06	/* 16 bit */
#define B53_DUPLEX_STAT_GE		0x08	/* 16 bit */
#define B53_REV_ID_25			0x50	/* 8 bit */

/* Management page */
#define B53_GLOBAL_CONFIG		0x00	/* 8 bit */
#define   GC_RESET_MIB			BIT(0)
#define   GC_MIB_AC_EN			BIT(5)
#define B53_DEVICE_ID			0x30	/* 8 bit, or 32 bit on 531xx */
#define B53_REV_ID			0x40	/* 8 bit */

/* ARL access page: the VLAN table of the gigabit chips */
#define B53_VT_ACCESS			0x80	/* 8 bit */
#define B53_VT_ACCESS_9798		0x60	/* 8 bit */
#define   VTA_CMD_WRITE			0
#define   VTA_CMD_READ			1
#define   VTA_CMD_CLEAR			2
#define   VTA_START_CMD			BIT(7)	/* self-clearing */
#define B53_VT_INDEX			0x81	/* 16 bit */
#define B53_VT_INDEX_9798		0x61	/* 16 bit */
#define B53_VT_ENTRY			0x83	/* 32 bit */
#define B53_VT_ENTRY_9798		0x63	/* 32 bit */
#define   VTE_MEMBERS			GENMASK(8, 0)
#define   VTE_UNTAG_S			9

/* Port VLAN page: egress mask per port, 16 bit */
#define B53_PVLAN_PORT_MASK(hwport)	((hwport) * 2)	/* 16 bit */

/* VLAN page */
#define B53_VLAN_CTRL0			0x00	/* 8 bit */
#define   VC0_RESERVED_1		BIT(1)
#define   VC0_VID_HASH_VID		BIT(5)
#define   VC0_VID_CHK_EN		BIT(6)
#define   VC0_VLAN_EN			BIT(7)
#define B53_VLAN_CTRL1			0x01	/* 8 bit */
#define   VC1_RX_MCST_TAG_EN		BIT(1)
#define   VC1_RX_MCST_FWD_EN		BIT(2)
#define   VC1_RX_MCST_UNTAG_EN		BIT(3)
#define B53_VLAN_CTRL3			0x03	/* 8 bit FE, 16 bit GE */
#define   VC3_HIGH_8BIT_EN		BIT(7)	/* BCM5325 */
#define B53_VLAN_CTRL4			0x05	/* 8 bit */
#define B53_VLAN_CTRL4_25		0x04	/* 8 bit */
#define   VC4_ING_VID_CHECK_S		6
#define   VC4_ING_VID_CHECK_MASK	(3 << VC4_ING_VID_CHECK_S)
#define   VC4_ING_VID_VIO_FWD		0
#define   VC4_ING_VID_VIO_DROP		1
#define   VC4_ING_VID_VIO_TO_IMP	3
#define   VC4_CHIP_25_MASK		3	/* BCM5325 variant strap */
#define   VC4_CHIP_25E			1
#define   VC4_CHIP_25F			3
#define B53_VLAN_CTRL5			0x06	/* 8 bit */
#define B53_VLAN_CTRL5_25		0x05	/* 8 bit */
#define   VC5_VID_FFF_EN		BIT(2)
#define   VC5_DROP_VTABLE_MISS		BIT(3)

/* VLAN table of the fast Ethernet chips, in the VLAN page */
#define B53_VLAN_TABLE_ACCESS_25	0x06	/* 16 bit */
#define B53_VLAN_TABLE_ACCESS_65	0x08	/* 16 bit */
#define   VTA_VID_LOW_MASK_25		0xf
#define   VTA_VID_LOW_MASK_65		0xff
#define   VTA_RW_STATE_WR		BIT(12)
#define   VTA_RW_OP_EN			BIT(13)	/* start, self-clearing */
#define B53_VLAN_WRITE_25		0x08	/* 32 bit */
#define B53_VLAN_WRITE_65		0x0a	/* 16 bit */
#define B53_VLAN_READ			0x0c	/* 32 bit 5325, 16 bit 5365 */
#define   VA_MEMBER_MASK		0x3f
#define   VA_UNTAG_S_25			6
#define   VA_UNTAG_MASK_25		0x3f
#define   VA_UNTAG_S_65			7
#define   VA_UNTAG_MASK_65		0x1f
#define   VA_VID_HIGH_S			12
#define   VA_VALID_25			BIT(20)
#define   VA_VALID_25_R4		BIT(24)
#define   VA_VALID_65			BIT(14)

/* Default (port) VLAN tag, 16 bit; indexed like swconfig ports */
#define B53_VLAN_PORT_DEF_TAG(port)	(0x10 + 2 * (port))	/* 16 bit */

/* Jumbo frame page */
#define B53_JUMBO_PORT_MASK		0x01	/* 32 bit */
#define   JPM_10_100_JUMBO_EN		BIT(24)
#define B53_JUMBO_MAX_SIZE		0x05	/* 16 bit */
#define   JMS_MIN_SIZE			1518
#define   JMS_MAX_SIZE			9724

#endif /* _B53_REGS_H */
