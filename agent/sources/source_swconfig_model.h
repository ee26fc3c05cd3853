/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * source_swconfig_model.c: the model's writes (VLAN IDs and ports) over
 * swconfig's attributes, for the swconfig source and the file test
 * double; free of swlib, so the double needs no netlink headers.
 */
#ifndef SWA_SOURCE_SWCONFIG_MODEL_H
#define SWA_SOURCE_SWCONFIG_MODEL_H

#include "model/core.h"

void swa_sw_stages_free(const struct swa_source *src);
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
int swa_sw_set_port_link(struct swa_source *src,
			 const struct swa_snapshot *base, uint32_t port,
			 const struct swa_link *link);
int swa_sw_put_back_pvids(struct swa_source *src,
			  const struct swa_snapshot *base);
void swa_sw_abort(struct swa_source *src, const struct swa_snapshot *base);
void swa_sw_end(struct swa_source *src, const struct swa_snapshot *base);

#endif /* SWA_SOURCE_SWCONFIG_MODEL_H */
