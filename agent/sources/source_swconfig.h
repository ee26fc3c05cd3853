/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The swconfig source's two files: reading (source_swconfig.c) and
 * writing (source_swconfig_write.c) share the swlib handle.
 */
#ifndef SWA_SOURCE_SWCONFIG_H
#define SWA_SOURCE_SWCONFIG_H

#include "model/core.h"
#include "swlib.h"

/* The source's swlib handle; NULL while it is not connected */
struct sw_handle *swa_swconfig_handle(struct swa_source *src);

int swa_swconfig_write(struct swa_source *src, const struct swa_snapshot *base,
		       const struct swa_attr_def *def, uint32_t instance,
		       const struct swa_value *v);
int swa_swconfig_apply(struct swa_source *src, const struct swa_snapshot *base);
int swa_swconfig_read_value(struct swa_source *src,
			    const struct swa_snapshot *base,
			    const struct swa_attr_def *def, uint32_t instance,
			    struct swa_value *v);
/* A swlib value into a snapshot value (in's string taken over); false if unusable */
/* source_swconfig_model.c: the writes in VLAN IDs and ports */
struct swa_sw_stage;
struct swa_sw_stage **swa_swconfig_stages(struct swa_source *src);
void swa_sw_stages_free(struct swa_sw_stage **stages);
int swa_sw_track(struct swa_source *src, const struct swa_snapshot *base,
		 const struct swa_attr_def *def, uint32_t instance,
		 const struct swa_value *v);
void swa_sw_write_caps(struct swa_source *src, const struct swa_snapshot *base,
		       struct swa_write_caps *caps);
int swa_sw_new_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid, uint32_t *index);
int swa_sw_set_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid, const uint8_t *egress, const uint8_t *untagged);
int swa_sw_del_vlan(struct swa_source *src, const struct swa_snapshot *base,
		    uint16_t vid);
int swa_sw_set_vlan_name(struct swa_source *src, const struct swa_snapshot *base,
			 uint16_t vid, const char *name);
int swa_sw_get_vlan_name(struct swa_source *src, const struct swa_snapshot *base,
			 uint16_t vid, char *name, size_t len);
int swa_sw_set_pvid(struct swa_source *src, const struct swa_snapshot *base,
		    uint32_t port, uint16_t vid);
int swa_sw_set_port_admin(struct swa_source *src,
			  const struct swa_snapshot *base, uint32_t port,
			  bool up);
int swa_sw_commit(struct swa_source *src, const struct swa_snapshot *base);
void swa_sw_abort(struct swa_source *src, const struct swa_snapshot *base);
void swa_sw_end(struct swa_source *src, const struct swa_snapshot *base);

bool swa_swconfig_import(const struct sw_attr *a, struct sw_value *in,
			 struct swa_value *out);

#endif /* SWA_SOURCE_SWCONFIG_H */
