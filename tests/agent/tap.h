/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A minimal TAP producer for the agent's unit tests:
 *   ok(cond, "name %d", ...)   is(a, b, "name")   is_str(a, b, "name")
 *   done_testing()             returns the exit status
 */
#ifndef SWA_TAP_H
#define SWA_TAP_H

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static unsigned int tap_n, tap_failed;

__attribute__((format(printf, 2, 3)))
static int ok(int cond, const char *fmt, ...)
{
	va_list ap;

	tap_n++;
	printf("%sok %u - ", cond ? "" : "not ", tap_n);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	if (!cond)
		tap_failed++;
	return cond;
}

#define is(a, b, ...) do {						\
	uint64_t tap_a = (uint64_t)(a), tap_b = (uint64_t)(b);		\
	if (!ok(tap_a == tap_b, __VA_ARGS__))				\
		printf("#   got %" PRIu64 ", expected %" PRIu64 "\n",	\
		       tap_a, tap_b);					\
} while (0)

#define is_str(a, b, ...) do {						\
	const char *tap_a = (a), *tap_b = (b);				\
	if (!ok(tap_a && tap_b && !strcmp(tap_a, tap_b), __VA_ARGS__))	\
		printf("#   got \"%s\", expected \"%s\"\n",		\
		       tap_a ? tap_a : "(null)", tap_b ? tap_b : "(null)"); \
} while (0)

static int done_testing(void)
{
	printf("1..%u\n", tap_n);
	if (tap_failed)
		printf("# %u of %u failed\n", tap_failed, tap_n);
	return tap_failed ? 1 : 0;
}

#endif /* SWA_TAP_H */
