// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Several sources behind one: the agent keeps a single source (reads,
 * writes and transactions go through it as before) while switches come
 * from swconfig and from Linux bridges side by side. Each switch is
 * served by the part that listed it; a part that cannot connect (no
 * swconfig module loaded) does not keep the others' switches away.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "model/core.h"

struct swa_multi_owner {
	char name[SWA_NAME_LEN];
	size_t part;
};

struct swa_multi {
	struct swa_source **parts;
	size_t n_parts;
	int *last_err;			/* per part: log changes only */
	struct swa_multi_owner *owners;	/* from the last list() */
	size_t n_owners;
};

static int swa_multi_open(struct swa_source *src)
{
	(void)src;
	return 0;	/* each part connects in list(), on its own */
}

static void swa_multi_close(struct swa_source *src)
{
	struct swa_multi *m = src->priv;
	size_t i;

	if (!m)
		return;
	for (i = 0; i < m->n_parts; i++)
		swa_source_free(m->parts[i]);
	free(m->parts);
	free(m->last_err);
	free(m->owners);
	free(m);
	src->priv = NULL;
	src->connected = false;
}

static void swa_multi_part_err(struct swa_multi *m, size_t i, int err,
			       const char *what)
{
	if (err && err != m->last_err[i])
		swa_warn("%s source: %s: %s", m->parts[i]->ops->kind, what,
			 strerror(-err));
	else if (!err && m->last_err[i])
		swa_notice("%s source: back", m->parts[i]->ops->kind);
	m->last_err[i] = err;
}

/* The switches of one part, appended to *all; its errors are its own */
static int swa_multi_list_part(struct swa_multi *m, size_t i,
			       struct swa_switch_info **all, size_t *n)
{
	struct swa_source *p = m->parts[i];
	struct swa_switch_info *list = NULL, *grown;
	struct swa_multi_owner *own;
	size_t k, cnt = 0;
	int ret;

	if (!p->connected) {
		ret = p->ops->open(p);
		if (ret) {
			swa_multi_part_err(m, i, ret, "cannot connect");
			return 0;
		}
		p->connected = true;
	}
	ret = p->ops->list(p, &list, &cnt);
	swa_multi_part_err(m, i, ret, "cannot list the switches");
	if (ret || !cnt) {
		free(list);
		return 0;
	}
	grown = realloc(*all, (*n + cnt) * sizeof(**all));
	own = realloc(m->owners, (m->n_owners + cnt) * sizeof(*own));
	if (grown)
		*all = grown;
	if (own)
		m->owners = own;
	if (!grown || !own) {
		free(list);
		return -ENOMEM;
	}
	for (k = 0; k < cnt; k++) {
		(*all)[(*n)++] = list[k];
		memcpy(m->owners[m->n_owners].name, list[k].name,
		       sizeof(list[k].name));
		m->owners[m->n_owners++].part = i;
	}
	free(list);
	return 0;
}

static int swa_multi_list(struct swa_source *src, struct swa_switch_info **list,
			  size_t *n)
{
	struct swa_multi *m = src->priv;
	size_t i;
	int ret;

	*list = NULL;
	*n = 0;
	m->n_owners = 0;
	for (i = 0; i < m->n_parts; i++) {
		ret = swa_multi_list_part(m, i, list, n);
		if (ret) {
			free(*list);
			*list = NULL;
			*n = 0;
			return ret;
		}
	}
	return 0;
}

struct swa_source *swa_source_multi_part(struct swa_source *src,
					 const char *name)
{
	struct swa_multi *m = src->priv;
	size_t i;

	for (i = 0; m && i < m->n_owners; i++) {
		if (!strcmp(m->owners[i].name, name))
			return m->parts[m->owners[i].part];
	}
	return NULL;
}

static int swa_multi_read(struct swa_source *src,
			  const struct swa_switch_info *info,
			  struct swa_snapshot **snap)
{
	struct swa_source *p = swa_source_multi_part(src, info->name);

	if (!p || !p->connected)
		return -ENODEV;
	return p->ops->read(p, info, snap);
}

static int swa_multi_read_focused(struct swa_source *src,
				  const struct swa_switch_info *info,
				  const struct swa_read_focus *focus,
				  struct swa_snapshot **snap)
{
	struct swa_source *p = swa_source_multi_part(src, info->name);

	if (!p || !p->connected)
		return -ENODEV;
	if (!p->ops->read_focused)
		return -EOPNOTSUPP;
	return p->ops->read_focused(p, info, focus, snap);
}

static void swa_multi_forget_values(struct swa_source *src,
				    const struct swa_snapshot *last,
				    const struct swa_read_focus *changed)
{
	struct swa_source *p = swa_source_multi_part(src, last->devname);

	if (p && p->ops->forget_values)
		p->ops->forget_values(p, last, changed);
}

/*
 * The writes go to the part that listed the switch: each of these says
 * only which operation.
 */
static struct swa_source *swa_multi_writer(struct swa_source *src,
					   const struct swa_snapshot *base)
{
	struct swa_source *p = swa_source_multi_part(src, base->devname);

	return p && p->connected ? p : NULL;
}

static void swa_multi_write_caps(struct swa_source *src,
				 const struct swa_snapshot *base,
				 struct swa_write_caps *caps)
{
	struct swa_source *p = swa_multi_writer(src, base);

	memset(caps, 0, sizeof(*caps));
	if (p && p->ops->write_caps)
		p->ops->write_caps(p, base, caps);
}

static int swa_multi_new_vlan(struct swa_source *src,
			      const struct swa_snapshot *base, uint16_t vid,
			      uint32_t *index)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p)
		return -ENODEV;
	return p->ops->new_vlan ? p->ops->new_vlan(p, base, vid, index) : -EROFS;
}

static int swa_multi_set_vlan(struct swa_source *src,
			      const struct swa_snapshot *base, uint16_t vid,
			      const uint8_t *egress, const uint8_t *untagged)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p)
		return -ENODEV;
	return p->ops->set_vlan ? p->ops->set_vlan(p, base, vid, egress,
						   untagged) : -EROFS;
}

static int swa_multi_del_vlan(struct swa_source *src,
			      const struct swa_snapshot *base, uint16_t vid)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p)
		return -ENODEV;
	return p->ops->del_vlan ? p->ops->del_vlan(p, base, vid) : -EROFS;
}

static int swa_multi_set_vlan_name(struct swa_source *src,
				   const struct swa_snapshot *base,
				   uint16_t vid, const char *name)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p)
		return -ENODEV;
	return p->ops->set_vlan_name ? p->ops->set_vlan_name(p, base, vid, name) :
	       -EOPNOTSUPP;
}

static int swa_multi_get_vlan_name(struct swa_source *src,
				   const struct swa_snapshot *base,
				   uint16_t vid, char *name, size_t len)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p || !p->ops->get_vlan_name)
		return -EOPNOTSUPP;
	return p->ops->get_vlan_name(p, base, vid, name, len);
}

static int swa_multi_set_pvid(struct swa_source *src,
			      const struct swa_snapshot *base, uint32_t port,
			      uint16_t vid)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p)
		return -ENODEV;
	return p->ops->set_pvid ? p->ops->set_pvid(p, base, port, vid) : -EROFS;
}

static int swa_multi_set_port_admin(struct swa_source *src,
				    const struct swa_snapshot *base,
				    uint32_t port, bool up)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p)
		return -ENODEV;
	return p->ops->set_port_admin ? p->ops->set_port_admin(p, base, port, up) :
	       -EOPNOTSUPP;
}

static int swa_multi_set_port_link(struct swa_source *src,
				   const struct swa_snapshot *base,
				   uint32_t port, const struct swa_link *link)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p)
		return -ENODEV;
	return p->ops->set_port_link ? p->ops->set_port_link(p, base, port, link) :
	       -EOPNOTSUPP;
}

static int swa_multi_write_raw(struct swa_source *src,
			       const struct swa_snapshot *base,
			       const struct swa_attr_def *def, uint32_t instance,
			       const struct swa_value *v)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p)
		return -ENODEV;
	return p->ops->write_raw ? p->ops->write_raw(p, base, def, instance, v) :
	       -EROFS;
}

static int swa_multi_read_raw(struct swa_source *src,
			      const struct swa_snapshot *base,
			      const struct swa_attr_def *def,
			      uint32_t instance, struct swa_value *v)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p || !p->ops->read_raw)
		return -EOPNOTSUPP;
	return p->ops->read_raw(p, base, def, instance, v);
}

static int swa_multi_commit(struct swa_source *src,
			    const struct swa_snapshot *base)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (!p)
		return -ENODEV;
	return p->ops->commit ? p->ops->commit(p, base) : 0;
}

static void swa_multi_abort(struct swa_source *src,
			    const struct swa_snapshot *base)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (p && p->ops->abort)
		p->ops->abort(p, base);
}

static void swa_multi_end(struct swa_source *src,
			  const struct swa_snapshot *base)
{
	struct swa_source *p = swa_multi_writer(src, base);

	if (p && p->ops->end)
		p->ops->end(p, base);
}

static uint64_t swa_multi_requests(struct swa_source *src)
{
	struct swa_multi *m = src->priv;
	uint64_t sum = 0;
	size_t i;

	for (i = 0; i < m->n_parts; i++) {
		if (m->parts[i]->ops->requests)
			sum += m->parts[i]->ops->requests(m->parts[i]);
	}
	return sum;
}

static const struct swa_source_ops swa_source_multi_ops = {
	.kind = "multi",
	.open = swa_multi_open,
	.close = swa_multi_close,
	.list = swa_multi_list,
	.read = swa_multi_read,
	.read_focused = swa_multi_read_focused,
	.forget_values = swa_multi_forget_values,
	.write_caps = swa_multi_write_caps,
	.new_vlan = swa_multi_new_vlan,
	.set_vlan = swa_multi_set_vlan,
	.del_vlan = swa_multi_del_vlan,
	.set_vlan_name = swa_multi_set_vlan_name,
	.get_vlan_name = swa_multi_get_vlan_name,
	.set_pvid = swa_multi_set_pvid,
	.set_port_admin = swa_multi_set_port_admin,
	.set_port_link = swa_multi_set_port_link,
	.write_raw = swa_multi_write_raw,
	.read_raw = swa_multi_read_raw,
	.commit = swa_multi_commit,
	.abort = swa_multi_abort,
	.end = swa_multi_end,
	.requests = swa_multi_requests,
};

struct swa_source *swa_source_multi_new(struct swa_source **parts, size_t n)
{
	struct swa_source *src = swa_source_new(&swa_source_multi_ops, NULL);
	struct swa_multi *m = src ? calloc(1, sizeof(*m)) : NULL;
	size_t i;

	if (m) {
		m->parts = calloc(n ? n : 1, sizeof(*m->parts));
		m->last_err = calloc(n ? n : 1, sizeof(*m->last_err));
	}
	if (!m || !m->parts || !m->last_err) {
		if (m) {
			free(m->parts);
			free(m->last_err);
			free(m);
		}
		free(src);
		for (i = 0; i < n; i++)
			swa_source_free(parts[i]);
		return NULL;
	}
	memcpy(m->parts, parts, n * sizeof(*parts));
	m->n_parts = n;
	src->priv = m;
	return src;
}
