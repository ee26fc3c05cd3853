// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Switch sources. A source turns whatever the switches are (swconfig
 * devices through swlib, Linux bridges through rtnetlink) into
 * snapshots; nothing else in the agent knows the kind. The kinds
 * "switchSource KIND" can name are registered here: the agent adds its
 * own at start, a test build adds the file source (tests/agent/).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/core.h"

static const struct swa_source_ops *swa_source_kinds[SWA_SOURCE_KINDS_MAX];

int swa_source_kind_add(const struct swa_source_ops *ops)
{
	const struct swa_source_ops *known = swa_source_kind_find(ops->kind);
	size_t i;

	if (known)
		return known == ops ? 0 : -EEXIST;
	for (i = 0; i < SWA_ARRAY_SIZE(swa_source_kinds); i++) {
		if (!swa_source_kinds[i]) {
			swa_source_kinds[i] = ops;
			return 0;
		}
	}
	return -ENOSPC;
}

const struct swa_source_ops *swa_source_kind_find(const char *kind)
{
	size_t i;

	for (i = 0; i < SWA_ARRAY_SIZE(swa_source_kinds); i++)
		if (swa_source_kinds[i] &&
		    !strcmp(swa_source_kinds[i]->kind, kind))
			return swa_source_kinds[i];
	return NULL;
}

char *swa_source_kind_names(char *buf, size_t len)
{
	size_t i, used = 0;

	buf[0] = '\0';
	for (i = 0; i < SWA_ARRAY_SIZE(swa_source_kinds) && used < len; i++) {
		if (!swa_source_kinds[i])
			continue;
		used += snprintf(buf + used, len - used, "%s%s",
				 used ? ", " : "", swa_source_kinds[i]->kind);
	}
	return buf;
}

int swa_source_read(struct swa_source *src, const struct swa_switch_info *info,
		    const struct swa_read_focus *focus,
		    struct swa_snapshot **snap)
{
	int ret = -EOPNOTSUPP;

	if (focus && src->ops->read_focused)
		ret = src->ops->read_focused(src, info, focus, snap);
	return ret == -EOPNOTSUPP ? src->ops->read(src, info, snap) : ret;
}

struct swa_source *swa_source_new(const struct swa_source_ops *ops,
				  const char *arg)
{
	struct swa_source *src = calloc(1, sizeof(*src));

	if (!src)
		return NULL;
	src->ops = ops;
	if (arg) {
		src->arg = strdup(arg);
		if (!src->arg) {
			free(src);
			return NULL;
		}
	}
	return src;
}

void swa_source_free(struct swa_source *src)
{
	if (!src)
		return;
	if ((src->connected || src->priv) && src->ops->close)
		src->ops->close(src);
	free(src->arg);
	free(src);
}
