// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Switch sources. A source turns whatever the switches are (swconfig
 * devices through swlib; later Linux bridges through rtnetlink) into
 * snapshots; nothing else in the agent knows the kind.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "model/core.h"

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
