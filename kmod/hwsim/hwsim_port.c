// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim: port link state, admin state and labels.
 *
 * Each port has a simulated cable (sim_link): whether a link partner is
 * plugged in and up, and the best speed and duplex it can do. The link
 * the port reports is what it negotiates with that partner under its own
 * settings (set_port_link) and admin state (enable).
 */
#include <linux/kernel.h>
#include <linux/string.h>

#include "hwsim.h"

static bool hwsim_is_cpu_port(const struct hwsim_switch *hw, int port)
{
	return port == hw->sw.cpu_port;
}

/* The partner plugged in at power-on: a gigabit autonegotiating NIC */
static void hwsim_default_link(struct switch_port_link *link, u32 speed)
{
	memset(link, 0, sizeof(*link));
	link->link = true;
	link->speed = speed;
	link->duplex = true;
	link->aneg = true;
}

/* Called once at creation: what reset leaves alone (cable, counters) */
void hwsim_port_init(struct hwsim_switch *hw, unsigned int port)
{
	hwsim_default_link(&hw->port[port].partner, HWSIM_SPEED_MAX);
}

void hwsim_port_reset(struct hwsim_switch *hw, unsigned int port)
{
	struct hwsim_port *p = &hw->port[port];

	hwsim_default_link(&p->cfg, hw->speed_max);
	p->cfg.link = false;	/* meaningless in a configuration */
	p->enabled = true;
	if (hwsim_is_cpu_port(hw, port))
		strscpy(p->label, "cpu", sizeof(p->label));
	else
		snprintf(p->label, sizeof(p->label), "lan%u", port + 1);
}

/*
 * Both sides give their best (or forced) speed and duplex; the link runs
 * at the lower of the two. Forced and autonegotiated ports differ only in
 * the aneg flag they report: the simulation has no duplex mismatch.
 */
int hwsim_get_port_link(struct switch_dev *sw, int port,
			struct switch_port_link *link)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const struct hwsim_port *p = &hw->port[port];

	hwsim_count_read(hw, HWSIM_READ_LINK);
	memset(link, 0, sizeof(*link));
	if (!hwsim_port_present(hw, port))
		return 0;
	if (hwsim_is_cpu_port(hw, port)) {
		link->link = true;
		link->speed = hw->speed_max;
		link->duplex = true;
		return 0;
	}

	link->aneg = p->cfg.aneg;
	if (!p->enabled || !p->partner.link)
		return 0;

	link->link = true;
	link->speed = min(p->cfg.speed, p->partner.speed);
	link->duplex = p->cfg.duplex && p->partner.duplex;
	link->tx_flow = p->cfg.tx_flow && p->partner.tx_flow;
	link->rx_flow = p->cfg.rx_flow && p->partner.rx_flow;
	return 0;
}

static bool hwsim_speed_valid(const struct hwsim_switch *hw, u32 speed)
{
	return (speed == 10 || speed == 100 || speed == 1000) &&
	       speed <= hw->speed_max;
}

/*
 * With autonegotiation the speed caps what is advertised (0: all the
 * chip can do); without, it is the forced speed and must be given.
 */
int hwsim_set_port_link(struct switch_dev *sw, int port,
			struct switch_port_link *link)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	struct switch_port_link *cfg = &hw->port[port].cfg;
	u32 speed = link->speed;

	if (hwsim_write_fails(hw))
		return -EIO;
	if (hwsim_is_cpu_port(hw, port))
		return -EOPNOTSUPP;
	if (speed == 0 && link->aneg)
		speed = hw->speed_max;
	if (!hwsim_speed_valid(hw, speed))
		return -EINVAL;

	*cfg = *link;
	cfg->link = false;
	cfg->speed = speed;
	cfg->eee = 0;
	return 0;
}

int hwsim_get_sim_link(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	/* The CPU port's partner is the host's MAC, wired at 1000 full */
	if (hwsim_is_cpu_port(hw, val->port_vlan))
		return hwsim_get_port_link(sw, val->port_vlan, val->value.link);
	*val->value.link = hw->port[val->port_vlan].partner;
	return 0;
}

/* Plug, unplug or change the partner; a plugged partner needs a speed */
int hwsim_set_sim_link(struct switch_dev *sw, const struct switch_attr *attr,
		       struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	const struct switch_port_link *link = val->value.link;

	if (hwsim_write_fails(hw))
		return -EIO;
	if (hwsim_is_cpu_port(hw, val->port_vlan))
		return -EOPNOTSUPP;
	if (link->link && link->speed == 0)
		return -EINVAL;

	hw->port[val->port_vlan].partner = *link;
	return 0;
}

int hwsim_get_port_enable(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val)
{
	hwsim_count_read(to_hwsim(sw), HWSIM_READ_ENABLE);
	val->value.i = to_hwsim(sw)->port[val->port_vlan].enabled;
	return 0;
}

int hwsim_set_port_enable(struct switch_dev *sw, const struct switch_attr *attr,
			  struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);

	if (hwsim_write_fails(hw))
		return -EIO;
	if (val->value.i > 1)
		return -EINVAL;
	/* Disabling the CPU port would contradict its fixed link */
	if (hwsim_is_cpu_port(hw, val->port_vlan) && !val->value.i)
		return -EOPNOTSUPP;
	hw->port[val->port_vlan].enabled = val->value.i;
	return 0;
}

int hwsim_get_port_label(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val)
{
	val->value.s = to_hwsim(sw)->port[val->port_vlan].label;
	return 0;
}

int hwsim_set_port_label(struct switch_dev *sw, const struct switch_attr *attr,
			 struct switch_val *val)
{
	struct hwsim_switch *hw = to_hwsim(sw);
	struct hwsim_port *p = &hw->port[val->port_vlan];

	if (hwsim_write_fails(hw))
		return -EIO;
	/* Checked first: a truncating copy would change the label */
	if (strlen(val->value.s) > HWSIM_LABEL_MAX)
		return -EINVAL;
	strscpy(p->label, val->value.s, sizeof(p->label));
	return 0;
}
