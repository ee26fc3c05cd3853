/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A minimal TAP producer for the unit tests: ok(cond, name, ...) prints
 * one test point, tap_done() the plan and returns the exit status.
 */
#ifndef TAP_H
#define TAP_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static unsigned int tap_count, tap_failed;

__attribute__((format(printf, 2, 3), unused))
static inline bool ok(bool cond, const char *fmt, ...)
{
	char name[512];
	const char *p;
	va_list ap;

	tap_count++;
	if (!cond)
		tap_failed++;
	va_start(ap, fmt);
	vsnprintf(name, sizeof(name), fmt, ap);
	va_end(ap);
	/* one line per test point; '#' would start a TAP directive */
	printf("%sok %u - ", cond ? "" : "not ", tap_count);
	for (p = name; *p; p++) {
		if (*p == '\n')
			fputs("\\n", stdout);
		else if (*p == '\t')
			fputs("\\t", stdout);
		else if (*p == '\r')
			fputs("\\r", stdout);
		else if (*p == '#')
			fputs("\\#", stdout);
		else
			putchar(*p);
	}
	putchar('\n');
	return cond;
}

/* A string comparison that shows both sides when they differ */
static inline bool ok_str(const char *got, const char *want, const char *name)
{
	bool same = got && want && !strcmp(got, want);

	ok(same, "%s", name);
	if (!same)
		printf("#   got:  '%s'\n#   want: '%s'\n", got ? got : "(null)",
		       want ? want : "(null)");
	return same;
}

static inline int tap_done(void)
{
	printf("1..%u\n", tap_count);
	return tap_failed ? 1 : 0;
}

#endif /* TAP_H */
