// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53-spi: BCM53xx switches on an SPI bus.
 *
 * Frames start with a command byte (0x60 read, 0x61 write) and a register
 * byte. The page is selected by writing register 0xff. A read is issued
 * by a dummy read of the register, then the data register 0xf0 is read
 * once the status register 0xfe shows RACK; SPIF there means the
 * interface is busy. Data are little-endian.
 *
 * It binds to SPI devices described by the firmware, so on a machine
 * without one it loads and waits.
 */
#include <linux/delay.h>
#include <linux/module.h>
#include <linux/mod_devicetable.h>
#include <linux/spi/spi.h>

#include "b53.h"

#define B53_SPI_CMD_READ	0x60
#define B53_SPI_CMD_WRITE	0x61
#define B53_SPI_DATA		0xf0
#define B53_SPI_STATUS		0xfe
#define   B53_SPI_RACK		BIT(5)
#define   B53_SPI_SPIF		BIT(7)
#define B53_SPI_PAGE		0xff

#define B53_SPI_POLL_TRIES	10

static int b53_spi_read_reg(struct spi_device *spi, u8 reg, u8 *val,
			    unsigned int len)
{
	u8 cmd[2] = { B53_SPI_CMD_READ, reg };

	return spi_write_then_read(spi, cmd, sizeof(cmd), val, len);
}

static int b53_spi_wait(struct spi_device *spi, u8 mask, u8 want)
{
	unsigned int i;
	u8 status;
	int ret;

	for (i = 0; i < B53_SPI_POLL_TRIES; i++) {
		ret = b53_spi_read_reg(spi, B53_SPI_STATUS, &status, 1);
		if (ret)
			return ret;
		if ((status & mask) == want)
			return 0;
		usleep_range(10, 100);
	}
	return -EIO;
}

static int b53_spi_set_page(struct spi_device *spi, u8 page)
{
	u8 cmd[3] = { B53_SPI_CMD_WRITE, B53_SPI_PAGE, page };
	int ret;

	ret = b53_spi_wait(spi, B53_SPI_SPIF, 0);
	return ret ?: spi_write(spi, cmd, sizeof(cmd));
}

static int b53_spi_read(struct b53_device *dev, u8 page, u8 reg,
			unsigned int len, u64 *value)
{
	struct spi_device *spi = b53_priv(dev);
	u8 data[8], dummy;
	unsigned int i;
	int ret;

	ret = b53_spi_set_page(spi, page);
	if (!ret)
		ret = b53_spi_read_reg(spi, reg, &dummy, 1);
	if (!ret)
		ret = b53_spi_wait(spi, B53_SPI_RACK, B53_SPI_RACK);
	if (!ret)
		ret = b53_spi_read_reg(spi, B53_SPI_DATA, data, len);
	*value = 0;
	if (ret)
		return ret;
	for (i = 0; i < len; i++)
		*value |= (u64)data[i] << (8 * i);
	return 0;
}

static int b53_spi_write(struct b53_device *dev, u8 page, u8 reg,
			 unsigned int len, u64 value)
{
	struct spi_device *spi = b53_priv(dev);
	u8 frame[2 + 8];
	unsigned int i;
	int ret;

	ret = b53_spi_set_page(spi, page);
	if (ret)
		return ret;
	frame[0] = B53_SPI_CMD_WRITE;
	frame[1] = reg;
	for (i = 0; i < len; i++)
		frame[2 + i] = value >> (8 * i);
	return spi_write(spi, frame, 2 + len);
}

static const struct b53_io_ops b53_spi_ops = {
	.read = b53_spi_read,
	.write = b53_spi_write,
};

/* The backend's data is the SPI device */
static int b53_spi_probe(struct spi_device *spi)
{
	return b53_switch_devm_probe(&spi->dev, &b53_spi_ops, spi);
}

static const struct of_device_id b53_spi_of_match[] = {
	{ .compatible = "brcm,bcm5325" },
	{ .compatible = "brcm,bcm5365" },
	{ .compatible = "brcm,bcm5395" },
	{ .compatible = "brcm,bcm5397" },
	{ .compatible = "brcm,bcm5398" },
	{ .compatible = "brcm,bcm53115" },
	{ .compatible = "brcm,bcm53125" },
	{ .compatible = "brcm,bcm53128" },
	{ }
};
MODULE_DEVICE_TABLE(of, b53_spi_of_match);

static const struct spi_device_id b53_spi_ids[] = {
	{ "bcm5325" },
	{ "bcm5365" },
	{ "bcm5395" },
	{ "bcm5397" },
	{ "bcm5398" },
	{ "bcm53115" },
	{ "bcm53125" },
	{ "bcm53128" },
	{ }
};
MODULE_DEVICE_TABLE(spi, b53_spi_ids);

static struct spi_driver b53_spi_driver = {
	.driver = {
		.name = "swconfig-b53-spi",
		.of_match_table = b53_spi_of_match,
	},
	.probe = b53_spi_probe,
	.id_table = b53_spi_ids,
};
module_spi_driver(b53_spi_driver);

MODULE_DESCRIPTION("BCM53xx swconfig driver: SPI access");
MODULE_LICENSE("GPL");
