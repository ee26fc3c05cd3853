// SPDX-License-Identifier: GPL-2.0
/*
 * swconfig-hwsim: debugfs view of the active ("hardware") configuration,
 * so tests can tell what was applied from what is merely staged.
 *
 *   /sys/kernel/debug/swconfig-hwsim/<alias>/
 *     vlans        "<index>: <port>[t] ..." per VLAN with members
 *     pvids        "<port>: <pvid>" per port
 *     enable_vlan  0 or 1
 *     applies      successful apply_config() calls
 *     reads        "<what>: <count>" per driver read counted (enum
 *                  hwsim_read): which values requests made it read
 *     op_delay_us  read-write: how long each PVID read and apply takes,
 *                  0..HWSIM_OP_DELAY_MAX_US (a slow chip, for tests)
 *     sim_traffic  write-only, "<port> <words>": what the port attribute
 *                  sim_traffic takes, for switches with a personality
 *                  (whose vocabulary has no such attribute); counter
 *                  names are the personality's
 *     sim_arl      write-only, "<port> <mac> <vid>": the switch learns
 *                  an address (personalities with an arl_table)
 *
 * Writes to the read-only files fail (no write operation); a write to
 * op_delay_us that is not one number in range fails and changes nothing.
 */
#include <linux/debugfs.h>
#include <linux/if_ether.h>
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#include "hwsim.h"

static int hwsim_vlans_show(struct seq_file *m, void *unused)
{
	struct hwsim_switch *hw = m->private;
	const struct hwsim_vlan_entry *e;
	unsigned int vlan, port;

	mutex_lock(&hw->sw.sw_mutex);
	for (vlan = 0; vlan < hw->sw.vlans; vlan++) {
		e = &hw->active.entry[vlan];
		if (!e->members)
			continue;
		seq_printf(m, "%u:", vlan);
		for (port = 0; port < hw->sw.ports; port++) {
			if (e->members & BIT_ULL(port))
				seq_printf(m, " %u%s", port,
					   e->tagged & BIT_ULL(port) ? "t" : "");
		}
		seq_putc(m, '\n');
	}
	mutex_unlock(&hw->sw.sw_mutex);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(hwsim_vlans);

static int hwsim_pvids_show(struct seq_file *m, void *unused)
{
	struct hwsim_switch *hw = m->private;
	unsigned int port;

	mutex_lock(&hw->sw.sw_mutex);
	for (port = 0; port < hw->sw.ports; port++)
		seq_printf(m, "%u: %u\n", port, hw->active.pvid[port]);
	mutex_unlock(&hw->sw.sw_mutex);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(hwsim_pvids);

static int hwsim_enable_vlan_show(struct seq_file *m, void *unused)
{
	struct hwsim_switch *hw = m->private;

	mutex_lock(&hw->sw.sw_mutex);
	seq_printf(m, "%d\n", hw->active.enable_vlan);
	mutex_unlock(&hw->sw.sw_mutex);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(hwsim_enable_vlan);

static int hwsim_applies_show(struct seq_file *m, void *unused)
{
	struct hwsim_switch *hw = m->private;

	mutex_lock(&hw->sw.sw_mutex);
	seq_printf(m, "%u\n", hw->applies);
	mutex_unlock(&hw->sw.sw_mutex);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(hwsim_applies);

static const char *const hwsim_read_names[HWSIM_READ_COUNT] = {
	[HWSIM_READ_MAX_FRAME] = "max_frame",
	[HWSIM_READ_MIB] = "mib",
	[HWSIM_READ_ENABLE] = "enable",
	[HWSIM_READ_LINK] = "link",
	[HWSIM_READ_PVID] = "pvid",
	[HWSIM_READ_FID] = "fid",
};

static int hwsim_reads_show(struct seq_file *m, void *unused)
{
	struct hwsim_switch *hw = m->private;
	unsigned int i;

	mutex_lock(&hw->sw.sw_mutex);
	for (i = 0; i < HWSIM_READ_COUNT; i++)
		seq_printf(m, "%s: %llu\n", hwsim_read_names[i], hw->reads[i]);
	mutex_unlock(&hw->sw.sw_mutex);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(hwsim_reads);

static ssize_t hwsim_op_delay_read(struct file *file, char __user *ubuf,
				   size_t count, loff_t *ppos)
{
	struct hwsim_switch *hw = file->private_data;
	char buf[16];
	int len;

	len = scnprintf(buf, sizeof(buf), "%u\n", READ_ONCE(hw->op_delay_us));
	return simple_read_from_buffer(ubuf, count, ppos, buf, len);
}

/* "1000000\n" is the longest valid write */
#define HWSIM_OP_DELAY_WRITE_MAX	16

static ssize_t hwsim_op_delay_write(struct file *file, const char __user *ubuf,
				    size_t count, loff_t *ppos)
{
	struct hwsim_switch *hw = file->private_data;
	char buf[HWSIM_OP_DELAY_WRITE_MAX + 1];
	unsigned int us;
	int err;

	/* a longer write is refused, not parsed from a truncated copy */
	if (!count || count > HWSIM_OP_DELAY_WRITE_MAX || *ppos)
		return -EINVAL;
	if (copy_from_user(buf, ubuf, count))
		return -EFAULT;
	buf[count] = '\0';
	if (strlen(buf) != count)
		return -EINVAL;		/* a NUL would end the number early */
	err = kstrtouint(buf, 10, &us);
	if (err)
		return err;
	if (us > HWSIM_OP_DELAY_MAX_US)
		return -ERANGE;
	WRITE_ONCE(hw->op_delay_us, us);
	return count;
}

static const struct file_operations hwsim_op_delay_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.read = hwsim_op_delay_read,
	.write = hwsim_op_delay_write,
	.llseek = default_llseek,
};

/* Longest sim_traffic or sim_arl write */
#define HWSIM_SIM_WRITE_MAX	1024

/*
 * "<port> <rest>" from user space: the port checked, rest NUL-terminated
 * in buf (HWSIM_SIM_WRITE_MAX + 1 bytes).
 */
static int hwsim_sim_write_parse(struct hwsim_switch *hw,
				 const char __user *ubuf, size_t count,
				 loff_t *ppos, char *buf, unsigned int *port,
				 char **rest)
{
	char *word;

	if (!count || count > HWSIM_SIM_WRITE_MAX || *ppos)
		return -EINVAL;
	if (copy_from_user(buf, ubuf, count))
		return -EFAULT;
	buf[count] = '\0';
	if (strlen(buf) != count)
		return -EINVAL;
	*rest = buf;
	word = strsep(rest, " \t\n");
	if (!*rest || kstrtouint(word, 10, port) || *port >= hw->sw.ports)
		return -EINVAL;
	return 0;
}

static ssize_t hwsim_sim_traffic_write(struct file *file,
				       const char __user *ubuf,
				       size_t count, loff_t *ppos)
{
	struct hwsim_switch *hw = file->private_data;
	unsigned int port;
	char *buf, *rest;
	int err;

	buf = kmalloc(HWSIM_SIM_WRITE_MAX + 1, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	err = hwsim_sim_write_parse(hw, ubuf, count, ppos, buf, &port, &rest);
	if (!err) {
		mutex_lock(&hw->sw.sw_mutex);
		err = hwsim_traffic_inject(hw, port, rest);
		mutex_unlock(&hw->sw.sw_mutex);
	}
	kfree(buf);
	return err ? err : count;
}

static const struct file_operations hwsim_sim_traffic_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.write = hwsim_sim_traffic_write,
	.llseek = default_llseek,
};

static ssize_t hwsim_sim_arl_write(struct file *file, const char __user *ubuf,
				   size_t count, loff_t *ppos)
{
	struct hwsim_switch *hw = file->private_data;
	char *buf, *rest, *mac;
	unsigned int port;
	u8 addr[ETH_ALEN];
	u16 vid;
	int err;

	buf = kmalloc(HWSIM_SIM_WRITE_MAX + 1, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	err = hwsim_sim_write_parse(hw, ubuf, count, ppos, buf, &port, &rest);
	if (!err) {
		mac = strsep(&rest, " \t\n");
		if (!rest || !mac_pton(mac, addr) || strlen(mac) != 17 ||
		    kstrtou16(strim(rest), 10, &vid) || vid > 4095)
			err = -EINVAL;
	}
	if (!err) {
		mutex_lock(&hw->sw.sw_mutex);
		err = hwsim_persona_arl_add(hw, port, addr, vid);
		mutex_unlock(&hw->sw.sw_mutex);
	}
	kfree(buf);
	return err ? err : count;
}

static const struct file_operations hwsim_sim_arl_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.write = hwsim_sim_arl_write,
	.llseek = default_llseek,
};

struct dentry *hwsim_debugfs_init(void)
{
	return debugfs_create_dir("swconfig-hwsim", NULL);
}

/*
 * debugfs failures are not fatal (the switch works without it) and the
 * debugfs calls accept an error pointer as parent, so none is checked.
 */
void hwsim_debugfs_add(struct hwsim_switch *hw, struct dentry *root)
{
	struct dentry *dir = debugfs_create_dir(hw->alias, root);

	debugfs_create_file("vlans", 0444, dir, hw, &hwsim_vlans_fops);
	debugfs_create_file("pvids", 0444, dir, hw, &hwsim_pvids_fops);
	debugfs_create_file("enable_vlan", 0444, dir, hw,
			    &hwsim_enable_vlan_fops);
	debugfs_create_file("applies", 0444, dir, hw, &hwsim_applies_fops);
	debugfs_create_file("reads", 0444, dir, hw, &hwsim_reads_fops);
	debugfs_create_file("op_delay_us", 0644, dir, hw, &hwsim_op_delay_fops);
	debugfs_create_file("sim_traffic", 0200, dir, hw,
			    &hwsim_sim_traffic_fops);
	if (hw->arl)
		debugfs_create_file("sim_arl", 0200, dir, hw,
				    &hwsim_sim_arl_fops);
	hw->debugfs = dir;
}
