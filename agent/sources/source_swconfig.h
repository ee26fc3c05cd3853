/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The swconfig source's two files: reading (source_swconfig.c) and
 * writing (source_swconfig_write.c) share the swlib handle.
 */
#ifndef SWA_SOURCE_SWCONFIG_H
#define SWA_SOURCE_SWCONFIG_H

#include "model/core.h"
#include "model/value_swlib.h"
#include "source_swconfig_model.h"
#include "swlib.h"

/* The source's swlib handle; NULL while it is not connected */
struct sw_handle *swa_swconfig_handle(struct swa_source *src);

int swa_swconfig_write(struct swa_source *src, const struct swa_snapshot *base,
		       const struct swa_attr_def *def, uint32_t instance,
		       const struct swa_value *v);
int swa_swconfig_apply(struct swa_source *src, const struct swa_snapshot *base);
/* The model's commit (source_swconfig_model.c): PVIDs put back, apply */
int swa_sw_commit(struct swa_source *src, const struct swa_snapshot *base);
int swa_swconfig_read_value(struct swa_source *src,
			    const struct swa_snapshot *base,
			    const struct swa_attr_def *def, uint32_t instance,
			    struct swa_value *v);
#endif /* SWA_SOURCE_SWCONFIG_H */
