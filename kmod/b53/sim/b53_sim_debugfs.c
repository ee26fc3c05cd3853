// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-b53-sim: the emulated chips' insides, for tests.
 *
 *   /sys/kernel/debug/swconfig-b53-sim/<alias>/
 *     chip        the emulated chip, e.g. "BCM53125"
 *     reg         write "PAGE REG WIDTH" to select a register (WIDTH in
 *                 bytes: 1, 2, 4, 6, 8), read it as 0x...; write
 *                 "PAGE REG WIDTH VALUE" to set it. Neither has the side
 *                 effects of a bus access (start bits, reset). A value
 *                 wider than WIDTH is refused (ERANGE).
 *     vlan_table  the valid VLAN table entries: "VID: 0xRAW P P Pt ..."
 *                 (t: tagged member), decoded from the chip's layout
 *     pvids       "PORT: VID" from the default tag registers
 *     link        write "PORT up SPEED full|half" or "PORT down" to
 *                 change a port's link partner (hardware port numbers)
 *     traffic     write "PORT NAME=N ..." to add N to MIB counter NAME
 *                 of the port (MIB page numbering: the CPU port of the
 *                 BCM5365 is 8, of the BCM5325 5); 32-bit counters wrap
 *     imp_flood   what the IMP (CPU) port does with a flooded frame of
 *                 each kind: "unicast received|dropped", then multicast
 *                 and broadcast; the chip delivers them only when the
 *                 receive enables of port control 8 are set
 *     stats       counts of VLAN table commands, resets, ignored and
 *                 bad accesses, and whether a command is in progress
 *
 * Numbers may be given in decimal or 0x hex. A write that does not parse
 * fails (EINVAL, ERANGE, ENOENT for an unknown counter) and changes
 * nothing, not even the "reg" selection.
 */
#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#include "b53_sim.h"

#define SIM_CMD_MAX	256

/* The default tag (PVID) registers, 16 bit */
#define SIM_PVID_PAGE		0x34
#define SIM_PVID_REG(p)		(0x10 + 2 * (p))

/* A user write as a NUL-terminated string the caller frees */
static char *sim_user_string(const char __user *ubuf, size_t count)
{
	if (count == 0 || count >= SIM_CMD_MAX)
		return ERR_PTR(-EINVAL);
	return memdup_user_nul(ubuf, count);
}

static char *sim_next_word(char **s)
{
	char *w;

	do {
		w = strsep(s, " \t\n");
	} while (w && !*w);
	return w;
}

static int sim_chip_show(struct seq_file *m, void *unused)
{
	struct b53_sim *sim = m->private;

	seq_printf(m, "%s\n", sim->model->name);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_chip);

static int sim_reg_show(struct seq_file *m, void *unused)
{
	struct b53_sim *sim = m->private;
	u64 v;

	mutex_lock(&sim->lock);
	v = sim_peek(sim, sim->sel_page, sim->sel_reg, sim->sel_width);
	seq_printf(m, "0x%0*llx\n", 2 * sim->sel_width, v);
	mutex_unlock(&sim->lock);
	return 0;
}

static int sim_reg_open(struct inode *inode, struct file *file)
{
	return single_open(file, sim_reg_show, inode->i_private);
}

static int sim_reg_parse(char *s, u8 *page, u8 *reg, unsigned int *width,
			 u64 *value, bool *set)
{
	char *w[4];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(w); i++)
		w[i] = sim_next_word(&s);
	if (!w[2] || sim_next_word(&s))
		return -EINVAL;
	if (kstrtou8(w[0], 0, page) || kstrtou8(w[1], 0, reg) ||
	    kstrtouint(w[2], 0, width) || !sim_width_ok(*reg, *width))
		return -EINVAL;
	*set = !!w[3];
	if (w[3] && kstrtou64(w[3], 0, value))
		return -EINVAL;
	/* a value wider than the register would be cut silently */
	if (*width < sizeof(*value) && (*value >> (8 * *width)))
		return -ERANGE;
	return 0;
}

static ssize_t sim_reg_write(struct file *file, const char __user *ubuf,
			     size_t count, loff_t *ppos)
{
	struct b53_sim *sim = file_inode(file)->i_private;
	unsigned int width;
	u64 value = 0;
	u8 page, reg;
	bool set;
	char *s;
	int ret;

	s = sim_user_string(ubuf, count);
	if (IS_ERR(s))
		return PTR_ERR(s);
	ret = sim_reg_parse(s, &page, &reg, &width, &value, &set);
	kfree(s);
	if (ret)
		return ret;

	mutex_lock(&sim->lock);
	sim->sel_page = page;
	sim->sel_reg = reg;
	sim->sel_width = width;
	if (set)
		sim_poke(sim, page, reg, width, value);
	mutex_unlock(&sim->lock);
	return count;
}

static const struct file_operations sim_reg_fops = {
	.owner = THIS_MODULE,
	.open = sim_reg_open,
	.read = seq_read,
	.llseek = seq_lseek,
	.release = single_release,
	.write = sim_reg_write,
};

static int sim_vlan_table_show(struct seq_file *m, void *unused)
{
	struct b53_sim *sim = m->private;
	unsigned int vid, p;
	u16 members, untag;

	mutex_lock(&sim->lock);
	for (vid = 0; vid < sim->model->vlans; vid++) {
		u32 raw = sim->vtbl[vid];

		if (!sim_vtbl_decode(sim, raw, &members, &untag))
			continue;
		seq_printf(m, "%u: 0x%08x", vid, raw);
		for (p = 0; p < 16; p++)
			if (members & BIT(p))
				seq_printf(m, " %u%s", p,
					   untag & BIT(p) ? "" : "t");
		seq_putc(m, '\n');
	}
	mutex_unlock(&sim->lock);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_vlan_table);

static int sim_pvids_show(struct seq_file *m, void *unused)
{
	struct b53_sim *sim = m->private;
	unsigned int p, last = sim->model->gigabit ? 8 : 5;

	mutex_lock(&sim->lock);
	for (p = 0; p <= last; p++)
		if ((sim->model->phy_ports & BIT(p)) || p == last)
			seq_printf(m, "%u: %llu\n", p,
				   sim_peek(sim, SIM_PVID_PAGE, SIM_PVID_REG(p), 2) &
				   0xfff);
	mutex_unlock(&sim->lock);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_pvids);

static int sim_link_show(struct seq_file *m, void *unused)
{
	struct b53_sim *sim = m->private;
	unsigned int p;

	mutex_lock(&sim->lock);
	for (p = 0; p < SIM_HW_PORTS; p++) {
		const struct sim_link *l = &sim->link[p];

		if (!(sim->model->phy_ports & BIT(p)))
			continue;
		if (l->up)
			seq_printf(m, "%u: up %u %s\n", p, l->speed,
				   l->full ? "full" : "half");
		else
			seq_printf(m, "%u: down\n", p);
	}
	mutex_unlock(&sim->lock);
	return 0;
}

static int sim_link_open(struct inode *inode, struct file *file)
{
	return single_open(file, sim_link_show, inode->i_private);
}

static int sim_link_parse(struct b53_sim *sim, char *s, unsigned int *port,
			  struct sim_link *link)
{
	char *w_port = sim_next_word(&s), *w_state = sim_next_word(&s);
	char *w_speed, *w_duplex;
	unsigned int max = sim->model->gigabit ? 1000 : 100;
	unsigned int speed;

	if (!w_state || kstrtouint(w_port, 0, port) ||
	    *port >= SIM_HW_PORTS || !(sim->model->phy_ports & BIT(*port)))
		return -EINVAL;
	memset(link, 0, sizeof(*link));
	if (!strcmp(w_state, "down"))
		return sim_next_word(&s) ? -EINVAL : 0;
	if (strcmp(w_state, "up"))
		return -EINVAL;
	w_speed = sim_next_word(&s);
	w_duplex = sim_next_word(&s);
	if (!w_duplex || sim_next_word(&s) || kstrtouint(w_speed, 0, &speed))
		return -EINVAL;
	if ((speed != 10 && speed != 100 && speed != 1000) || speed > max)
		return -EINVAL;
	if (strcmp(w_duplex, "full") && strcmp(w_duplex, "half"))
		return -EINVAL;
	link->up = true;
	link->speed = speed;
	link->full = !strcmp(w_duplex, "full");
	return 0;
}

static ssize_t sim_link_write(struct file *file, const char __user *ubuf,
			      size_t count, loff_t *ppos)
{
	struct b53_sim *sim = file_inode(file)->i_private;
	struct sim_link link;
	unsigned int port;
	char *s;
	int ret;

	s = sim_user_string(ubuf, count);
	if (IS_ERR(s))
		return PTR_ERR(s);
	ret = sim_link_parse(sim, s, &port, &link);
	kfree(s);
	if (ret)
		return ret;

	mutex_lock(&sim->lock);
	sim->link[port] = link;
	sim_update_status(sim);
	mutex_unlock(&sim->lock);
	return count;
}

static const struct file_operations sim_link_fops = {
	.owner = THIS_MODULE,
	.open = sim_link_open,
	.read = seq_read,
	.llseek = seq_lseek,
	.release = single_release,
	.write = sim_link_write,
};

/* All words are checked before any counter changes */
static int sim_traffic_apply(struct b53_sim *sim, char *s, bool dry_run)
{
	char *w_port = sim_next_word(&s), *word;
	unsigned int port;
	int ret, n = 0;

	if (!w_port || kstrtouint(w_port, 0, &port) ||
	    !sim_mib_port_exists(sim, port))
		return -EINVAL;
	while ((word = sim_next_word(&s))) {
		char *arg = strchr(word, '=');
		u64 delta;

		if (!arg)
			return -EINVAL;
		*arg++ = '\0';
		if (kstrtou64(arg, 0, &delta))
			return -EINVAL;
		ret = sim_mib_add(sim, port, word, dry_run ? 0 : delta);
		if (ret)
			return ret;
		n++;
	}
	return n ? 0 : -EINVAL;
}

static ssize_t sim_traffic_write(struct file *file, const char __user *ubuf,
				 size_t count, loff_t *ppos)
{
	struct b53_sim *sim = file_inode(file)->i_private;
	char *s, *copy;
	int ret;

	s = sim_user_string(ubuf, count);
	if (IS_ERR(s))
		return PTR_ERR(s);
	copy = kstrdup(s, GFP_KERNEL);
	if (!copy) {
		kfree(s);
		return -ENOMEM;
	}
	mutex_lock(&sim->lock);
	ret = sim_traffic_apply(sim, copy, true);
	if (!ret)
		ret = sim_traffic_apply(sim, s, false);
	mutex_unlock(&sim->lock);
	kfree(copy);
	kfree(s);
	return ret ?: count;
}

static const struct file_operations sim_traffic_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.write = sim_traffic_write,
	.llseek = noop_llseek,
};

/* Port control of the IMP port (0x00:0x08): its receive enables */
#define SIM_IMP_CTRL_PAGE	0x00
#define SIM_IMP_CTRL_REG	0x08

static int sim_imp_flood_show(struct seq_file *m, void *unused)
{
	static const struct {
		const char *kind;
		u8 enable;
	} rx[] = {
		{ "unicast", BIT(4) }, { "multicast", BIT(3) },
		{ "broadcast", BIT(2) },
	};
	struct b53_sim *sim = m->private;
	unsigned int i;
	u8 ctrl;

	mutex_lock(&sim->lock);
	ctrl = sim_peek(sim, SIM_IMP_CTRL_PAGE, SIM_IMP_CTRL_REG, 1);
	mutex_unlock(&sim->lock);
	for (i = 0; i < ARRAY_SIZE(rx); i++)
		seq_printf(m, "%s %s\n", rx[i].kind,
			   ctrl & rx[i].enable ? "received" : "dropped");
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_imp_flood);

static int sim_stats_show(struct seq_file *m, void *unused)
{
	struct b53_sim *sim = m->private;
	const struct sim_stats *st = &sim->stats;

	mutex_lock(&sim->lock);
	seq_printf(m, "vtbl_writes %u\nvtbl_reads %u\nvtbl_clears %u\n",
		   st->vtbl_writes, st->vtbl_reads, st->vtbl_clears);
	seq_printf(m, "soft_resets %u\nmib_resets %u\narl_flushes %u\n",
		   st->soft_resets, st->mib_resets, st->arl_flushes);
	seq_printf(m, "unexpected_resets %u\n", st->unexpected_resets);
	seq_printf(m, "ignored_writes %u\nerrors %u\nbusy %d\n",
		   st->ignored_writes, st->errors, sim->op.busy);
	mutex_unlock(&sim->lock);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_stats);

struct dentry *sim_debugfs_init(void)
{
	return debugfs_create_dir("swconfig-b53-sim", NULL);
}

/* debugfs failures are not fatal; its calls accept error pointers */
void sim_debugfs_add(struct b53_sim *sim, struct dentry *root)
{
	struct dentry *dir = debugfs_create_dir(sim->name, root);

	debugfs_create_file("chip", 0444, dir, sim, &sim_chip_fops);
	debugfs_create_file("reg", 0644, dir, sim, &sim_reg_fops);
	debugfs_create_file("vlan_table", 0444, dir, sim,
			    &sim_vlan_table_fops);
	debugfs_create_file("pvids", 0444, dir, sim, &sim_pvids_fops);
	debugfs_create_file("link", 0644, dir, sim, &sim_link_fops);
	debugfs_create_file("traffic", 0200, dir, sim, &sim_traffic_fops);
	debugfs_create_file("imp_flood", 0444, dir, sim, &sim_imp_flood_fops);
	debugfs_create_file("stats", 0444, dir, sim, &sim_stats_fops);
	sim->debugfs = dir;
}
