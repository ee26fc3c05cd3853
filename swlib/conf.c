// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swlib: the configuration file format of "swconfig dump" / "load", also
 * the agent's state file. One setting per line:
 *
 *   # a comment (whole lines only)
 *   global NAME [VALUE]
 *   port N NAME [VALUE]
 *   vlan N NAME [VALUE]
 *
 * VALUE is the rest of the line without the blanks around it, or a
 * double-quoted string with the escapes \\ \" \n \t \r and \xHH, for
 * values that are empty, start or end with a blank, start with a quote
 * or hold control characters. This file only knows the syntax (and
 * which attributes are configuration); which names and values a switch
 * takes is its user's business.
 */
#include <config.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swlib_priv.h"

struct conf_parser {
	const char *p;		/* current position in the line */
	const char *end;	/* end of the line */
	unsigned int line;
	struct conf_error *err;
};

static int conf_fail(struct conf_parser *cp, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int conf_fail(struct conf_parser *cp, const char *fmt, ...)
{
	va_list ap;

	cp->err->line = cp->line;
	va_start(ap, fmt);
	vsnprintf(cp->err->msg, sizeof(cp->err->msg), fmt, ap);
	va_end(ap);
	return -EINVAL;
}

static bool conf_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

static void conf_skip_blanks(struct conf_parser *cp)
{
	while (cp->p < cp->end && conf_blank(*cp->p))
		cp->p++;
}

/* The next blank-separated word, or length 0 at the end of the line */
static size_t conf_word(struct conf_parser *cp, const char **word)
{
	const char *s;

	conf_skip_blanks(cp);
	s = cp->p;
	while (cp->p < cp->end && !conf_blank(*cp->p))
		cp->p++;
	*word = s;
	return (size_t)(cp->p - s);
}

static bool conf_word_is(const char *w, size_t len, const char *what)
{
	return len == strlen(what) && !memcmp(w, what, len);
}

static int conf_number(struct conf_parser *cp, const char *what,
		       unsigned int *out)
{
	const char *w;
	size_t len;
	uint32_t v;
	int err;

	len = conf_word(cp, &w);
	if (!len)
		return conf_fail(cp, "'%s' needs a number", what);
	err = sw_parse_decimal(w, len, &v);
	if (err == -ERANGE)
		return conf_fail(cp, "%s number '%.*s' too large", what,
				 (int)len, w);
	if (err)
		return conf_fail(cp, "invalid %s number '%.*s'", what, (int)len, w);
	*out = v;
	return 0;
}

static int conf_hex(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* A quoted value from the opening quote at cp->p; *out to free */
static int conf_quoted(struct conf_parser *cp, char **out)
{
	char *s = malloc((size_t)(cp->end - cp->p) + 1);
	size_t n = 0;
	int hi, lo;

	if (!s)
		return -ENOMEM;
	for (cp->p++; cp->p < cp->end && *cp->p != '"'; cp->p++) {
		if (*cp->p != '\\') {
			s[n++] = *cp->p;
			continue;
		}
		if (++cp->p >= cp->end)
			break;
		switch (*cp->p) {
		case '\\':
		case '"':
			s[n++] = *cp->p;
			break;
		case 'n':
			s[n++] = '\n';
			break;
		case 't':
			s[n++] = '\t';
			break;
		case 'r':
			s[n++] = '\r';
			break;
		case 'x':
			hi = cp->p + 1 < cp->end ? conf_hex(cp->p[1]) : -1;
			lo = cp->p + 2 < cp->end ? conf_hex(cp->p[2]) : -1;
			if (hi < 0 || lo < 0 || (hi == 0 && lo == 0)) {
				free(s);
				return conf_fail(cp, "invalid escape: \\x needs "
						 "two hex digits, not 00");
			}
			s[n++] = (char)(hi * 16 + lo);
			cp->p += 2;
			break;
		default:
			free(s);
			return conf_fail(cp, "unknown escape '\\%c' in a quoted "
					 "value", *cp->p);
		}
	}
	if (cp->p >= cp->end) {
		free(s);
		return conf_fail(cp, "unterminated quoted value");
	}
	cp->p++;		/* the closing quote */
	conf_skip_blanks(cp);
	if (cp->p < cp->end) {
		free(s);
		return conf_fail(cp, "text after the closing quote");
	}
	s[n] = '\0';
	*out = s;
	return 0;
}

/* The rest of the line as the value, blanks around it removed */
static int conf_value(struct conf_parser *cp, char **out)
{
	const char *end = cp->end;
	size_t len;

	conf_skip_blanks(cp);
	if (cp->p < cp->end && *cp->p == '"')
		return conf_quoted(cp, out);
	while (end > cp->p && conf_blank(end[-1]))
		end--;
	len = (size_t)(end - cp->p);
	*out = malloc(len + 1);
	if (!*out)
		return -ENOMEM;
	memcpy(*out, cp->p, len);
	(*out)[len] = '\0';
	cp->p = cp->end;
	return 0;
}

static int conf_line(struct conf_parser *cp, struct conf_entry *e)
{
	const char *w;
	size_t len;
	int err;

	memset(e, 0, sizeof(*e));
	e->line = cp->line;
	len = conf_word(cp, &w);
	if (conf_word_is(w, len, "global")) {
		e->group = SW_GLOBAL;
	} else if (conf_word_is(w, len, "port")) {
		e->group = SW_PORT;
		err = conf_number(cp, "port", &e->index);
		if (err)
			return err;
	} else if (conf_word_is(w, len, "vlan")) {
		e->group = SW_VLAN;
		err = conf_number(cp, "vlan", &e->index);
		if (err)
			return err;
	} else {
		return conf_fail(cp, "a line starts with 'global', 'port N' or "
				 "'vlan N', not '%.*s'", (int)len, w);
	}

	len = conf_word(cp, &w);
	if (!len)
		return conf_fail(cp, "attribute name missing");
	if (len > CONF_MAX_NAME)
		return conf_fail(cp, "attribute name longer than %u bytes",
				 CONF_MAX_NAME);
	e->name = malloc(len + 1);
	if (!e->name)
		return -ENOMEM;
	memcpy(e->name, w, len);
	e->name[len] = '\0';

	err = conf_value(cp, &e->value);
	if (err) {
		free(e->name);
		e->name = NULL;
	}
	return err;
}

void conf_free(struct conf *conf)
{
	size_t i;

	if (!conf)
		return;
	for (i = 0; i < conf->n; i++) {
		free(conf->entry[i].name);
		free(conf->entry[i].value);
	}
	free(conf->entry);
	conf->entry = NULL;
	conf->n = 0;
}

int conf_parse(const char *text, size_t len, struct conf *out,
	       struct conf_error *err)
{
	struct conf conf = { 0 };
	struct conf_parser cp = { .err = err };
	const char *p = text, *end = text + len;
	size_t cap = 0;
	int ret = 0;

	memset(err, 0, sizeof(*err));
	if (memchr(text, '\0', len)) {
		cp.line = 1;
		for (p = text; *p; p++)
			cp.line += *p == '\n';
		conf_fail(&cp, "NUL byte: not a text file");
		return -EINVAL;
	}
	while (p < end && !ret) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		struct conf_entry e;

		cp.line++;
		cp.p = p;
		cp.end = nl ? nl : end;
		p = nl ? nl + 1 : end;
		if ((size_t)(cp.end - cp.p) > CONF_MAX_LINE) {
			ret = conf_fail(&cp, "line longer than %u bytes",
					CONF_MAX_LINE);
			break;
		}

		conf_skip_blanks(&cp);
		if (cp.p == cp.end || *cp.p == '#')
			continue;
		ret = conf_line(&cp, &e);
		if (ret)
			break;
		if (conf.n == cap) {
			struct conf_entry *grown;

			cap = cap ? cap * 2 : 32;
			grown = realloc(conf.entry, cap * sizeof(*grown));
			if (!grown) {
				free(e.name);
				free(e.value);
				ret = -ENOMEM;
				break;
			}
			conf.entry = grown;
		}
		conf.entry[conf.n++] = e;
	}
	if (ret) {
		conf_free(&conf);
		if (ret == -ENOMEM)
			snprintf(err->msg, sizeof(err->msg), "out of memory");
		return ret;
	}
	*out = conf;
	return 0;
}

static bool conf_needs_quotes(const char *v)
{
	size_t len = strlen(v);
	size_t i;

	if (!len || v[0] == '"' || conf_blank(v[0]) || conf_blank(v[len - 1]))
		return true;
	for (i = 0; i < len; i++)
		if ((unsigned char)v[i] < 0x20 || v[i] == 0x7f)
			return true;
	return false;
}

char *conf_quote(const char *value)
{
	size_t i, n = 0, len = strlen(value);
	char *s;

	if (!conf_needs_quotes(value))
		return strdup(value);
	s = malloc(len * 4 + 3);	/* \xHH is the longest escape */
	if (!s)
		return NULL;
	s[n++] = '"';
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)value[i];

		switch (c) {
		case '\\':
		case '"':
			s[n++] = '\\';
			s[n++] = (char)c;
			break;
		case '\n':
			s[n++] = '\\';
			s[n++] = 'n';
			break;
		case '\t':
			s[n++] = '\\';
			s[n++] = 't';
			break;
		case '\r':
			s[n++] = '\\';
			s[n++] = 'r';
			break;
		default:
			if (c < 0x20 || c == 0x7f)
				n += (size_t)sprintf(s + n, "\\x%02x", c);
			else
				s[n++] = (char)c;
			break;
		}
	}
	s[n++] = '"';
	s[n] = '\0';
	return s;
}

/* Attributes that are not configuration: counters, status, test tools */
static const char *const conf_not_config[] = {
	"mib",			/* counters (b53, hwsim ...) */
	"fdb_flushes",		/* hwsim: a count */
	"fail_writes",		/* hwsim fault injection */
	"fail_apply",
	"sim_traffic",		/* hwsim traffic simulation */
	"sim_link",		/* hwsim link partner simulation */
};

bool conf_is_config(const char *name, uint32_t type)
{
	size_t i;

	if (type != SW_TYPE_INT && type != SW_TYPE_STRING && type != SW_TYPE_PORTS)
		return false;
	for (i = 0; i < sizeof(conf_not_config) / sizeof(conf_not_config[0]); i++)
		if (!strcmp(name, conf_not_config[i]))
			return false;
	return true;
}
