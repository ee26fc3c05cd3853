/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * State files on disk (state_file.c): written so that a crash, a power
 * cut or a full disk leaves either the old file or the new one, and
 * read only when they are whole and ours. The text itself is state.c's.
 */
#ifndef SWA_STATE_FILE_H
#define SWA_STATE_FILE_H

#include <stddef.h>
#include <stdint.h>

#define SWA_STATE_FILE_MAX	(4u << 20)	/* a larger file is not ours */

/* The end mark's prefix: the last line of every file the agent writes */
#define SWA_STATE_END_MARK	"# swconfig-agentx end: crc32 "

/* CRC-32 (IEEE 802.3, as zlib's crc32()) of len bytes */
uint32_t swa_state_crc32(const void *data, size_t len);

/*
 * Writes body and its end mark to PATH: PATH.tmp (a stale one removed
 * first) created exclusively, not through a symlink, mode 0600, synced;
 * the old file kept as PATH.prev; renamed over PATH; the directory
 * synced. 0 or -errno; PATH is then untouched.
 */
int swa_state_file_write(const char *path, const char *body, size_t len);

/*
 * Reads PATH into *body (NUL-terminated, caller frees) without its end
 * mark. -ENOENT: no file. Any other error means a file that must not be
 * applied, with why in why: not a regular file, a symlink, another
 * owner than the agent's user, over SWA_STATE_FILE_MAX, a read error,
 * NUL bytes, no or a wrong end mark (cut short, changed).
 */
int swa_state_file_read(const char *path, char **body, size_t *len,
			char *why, size_t why_size);

/* Renames PATH to PATH.bad (a previous one replaced); 0 or -errno */
int swa_state_file_set_aside(const char *path);

#endif /* SWA_STATE_FILE_H */
