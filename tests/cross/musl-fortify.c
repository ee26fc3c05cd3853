// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * For tests/cross/musl alone (never built by make, never installed):
 * Debian has no musl build of libnl, so that test links swlib and the
 * swconfig tool with musl against Debian's libnl-3.a and libnl-genl-3.a,
 * which were compiled against glibc with _FORTIFY_SOURCE=2. Of everything
 * they call, musl lacks only these four fortified stdio entry points of
 * glibc's ABI. Each does what glibc's does with the standard function:
 * __snprintf_chk keeps glibc's check that the buffer is as large as the
 * size given, and stops the program as glibc's __chk_fail does; the flag
 * (glibc's refusal of %n in writable format strings) is not checked.
 *
 * An OpenWrt image needs none of this: its libnl (or libnl-tiny) is
 * built against musl.
 */
#define _GNU_SOURCE 1		/* vasprintf */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

int __snprintf_chk(char *s, size_t maxlen, int flag, size_t slen,
		   const char *fmt, ...);
int __fprintf_chk(FILE *fp, int flag, const char *fmt, ...);
int __vfprintf_chk(FILE *fp, int flag, const char *fmt, va_list ap);
int __vasprintf_chk(char **result, int flag, const char *fmt, va_list ap);

static _Noreturn void chk_fail(void)
{
	fputs("*** buffer overflow detected ***: terminated\n", stderr);
	abort();
}

int __snprintf_chk(char *s, size_t maxlen, int flag, size_t slen,
		   const char *fmt, ...)
{
	va_list ap;
	int n;

	(void)flag;
	if (slen < maxlen)
		chk_fail();
	va_start(ap, fmt);
	n = vsnprintf(s, maxlen, fmt, ap);
	va_end(ap);
	return n;
}

int __vfprintf_chk(FILE *fp, int flag, const char *fmt, va_list ap)
{
	(void)flag;
	return vfprintf(fp, fmt, ap);
}

int __fprintf_chk(FILE *fp, int flag, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = __vfprintf_chk(fp, flag, fmt, ap);
	va_end(ap);
	return n;
}

int __vasprintf_chk(char **result, int flag, const char *fmt, va_list ap)
{
	(void)flag;
	return vasprintf(result, fmt, ap);
}
