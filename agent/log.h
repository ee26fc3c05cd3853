/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Logging (log.c) */
#ifndef SWA_LOG_H
#define SWA_LOG_H

#include <stdarg.h>

enum swa_log_level { SWA_LOG_ERR, SWA_LOG_WARNING, SWA_LOG_NOTICE,
		     SWA_LOG_INFO, SWA_LOG_DEBUG };

/* Where messages go; the default prints to stderr */
typedef void (*swa_log_fn)(enum swa_log_level level, const char *msg);
void swa_log_set(swa_log_fn fn);
/*
 * Where the calling thread's messages go instead (NULL: back to
 * swa_log_set()'s): the reader thread (reader.c) keeps them for the
 * main thread, as Net-SNMP's log is not for other threads
 */
void swa_log_set_thread(swa_log_fn fn);
void swa_log(enum swa_log_level level, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#define swa_err(...)	swa_log(SWA_LOG_ERR, __VA_ARGS__)
#define swa_warn(...)	swa_log(SWA_LOG_WARNING, __VA_ARGS__)
#define swa_notice(...)	swa_log(SWA_LOG_NOTICE, __VA_ARGS__)
#define swa_info(...)	swa_log(SWA_LOG_INFO, __VA_ARGS__)
#define swa_debug(...)	swa_log(SWA_LOG_DEBUG, __VA_ARGS__)

#endif /* SWA_LOG_H */
