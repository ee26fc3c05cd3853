// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Logging. The core logs through one function pointer: stderr by
 * default, Net-SNMP's log (stderr, syslog, a file, as -L says) once the
 * agent is up.
 */
#include "config.h"

#include <stdio.h>

#include "model/core.h"

static void swa_log_stderr(enum swa_log_level level, const char *msg)
{
	static const char *const prefix[] = {
		[SWA_LOG_ERR] = "error: ",
		[SWA_LOG_WARNING] = "warning: ",
		[SWA_LOG_NOTICE] = "",
		[SWA_LOG_INFO] = "",
		[SWA_LOG_DEBUG] = "debug: ",
	};

	fprintf(stderr, "swconfig-agentx: %s%s\n", prefix[level], msg);
}

static swa_log_fn swa_log_out = swa_log_stderr;
static _Thread_local swa_log_fn swa_log_thread_out;

void swa_log_set(swa_log_fn fn)
{
	swa_log_out = fn ? fn : swa_log_stderr;
}

void swa_log_set_thread(swa_log_fn fn)
{
	swa_log_thread_out = fn;
}

void swa_log(enum swa_log_level level, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	(swa_log_thread_out ? swa_log_thread_out : swa_log_out)(level, msg);
}
