/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The sources of the installed agent (the interface: model/core.h,
 * struct swa_source_ops). The agent registers swconfig as a kind of
 * switchSource and puts the bridge source beside it for serveBridge.
 */
#ifndef SWA_SOURCES_H
#define SWA_SOURCES_H

#include "model/core.h"

/* swconfig switches through swlib (source_swconfig*.c) */
extern const struct swa_source_ops swa_source_swconfig_ops;

/* Linux bridges over rtnetlink; the argument: bridge names, space-separated */
extern const struct swa_source_ops swa_source_bridge_ops;

#endif /* SWA_SOURCES_H */
