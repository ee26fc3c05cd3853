/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The state file (state.c): a switch's configuration as the agent last
 * saved it, in the "swconfig dev SWITCH load" format, plus "#@" lines
 * for what only the agent keeps (struct swa_memo). One file per switch,
 * DIR/SWITCH.conf, DIR from the stateDir directive.
 */
#ifndef SWA_STATE_H
#define SWA_STATE_H

#include "core.h"

/* DIR/SWITCH.conf into buf; -ENAMETOOLONG */
int swa_state_path(const char *dir, const char *sw, char *buf, size_t size);

/* Saves the reading s and memo m (may be NULL) atomically (state_file.c) */
int swa_state_save(const char *path, const struct swa_snapshot *s,
		   const struct swa_memo *m);

/*
 * Saves the intended state of a SET whose reading is not complete yet:
 * reading s (the SET's base) with every write of c (may be NULL) laid
 * over it
 */
int swa_state_save_change(const char *path, const struct swa_snapshot *s,
			  const struct swa_change *c, const struct swa_memo *m);

/*
 * state_change.c: the values the operations of change c set, as the
 * attributes of reading s that hold them (the last one of an attribute
 * wins); *out malloc'ed, freed with swa_state_values_free() also on
 * failure. 0 or -ENOMEM.
 */
struct swa_state_value {
	enum swa_group group;
	uint32_t id;
	uint32_t instance;
	struct swa_value v;
};

int swa_state_change_values(const struct swa_snapshot *s,
			    const struct swa_change *c,
			    struct swa_state_value **out, size_t *n);
void swa_state_values_free(struct swa_state_value *vals, size_t n);

/*
 * Reads a state file against base, a reading of its switch: the
 * changes that make the switch what the file says go into t (for
 * swa_txn_prepare/execute), the agent's part into *memo (new, caller
 * frees). The whole file is checked first: -ENOENT without a file,
 * another error with "FILE[:LINE]: why" in err when it is incomplete,
 * not ours (swa_state_file_read) or any line does not fit the switch;
 * t and *memo are then untouched.
 */
int swa_state_load(const char *path, const struct swa_snapshot *base,
		   struct swa_txn *t, struct swa_memo **memo, char *err,
		   size_t err_size);

/*
 * When a switch appears (agent start, module loaded again): loads its
 * state file from dir, the agent's memo always (into *loaded, new, for
 * the caller to install: NULL when no file was loaded), and applies the
 * saved configuration to the switch when apply is set (startupConfig
 * saved). Problems are logged; a file that does not fit changes nothing.
 * Returns whether the switch or the memo may have changed: what was read
 * before is then out of date. Touches no agent state: the reader thread
 * calls it (reader.c).
 */
bool swa_state_startup(struct swa_source *src, const struct swa_switch_info *info,
		       const char *dir, bool apply, struct swa_memo **loaded);

#endif /* SWA_STATE_H */
