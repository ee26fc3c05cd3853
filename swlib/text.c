// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: values as text, for command lines and configuration files:
 * integers, port lists ("0 1 2t") and link settings ("duplex full autoneg
 * on speed 100"). Pure functions, unit-tested on the host.
 */
#include <config.h>

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swlib_priv.h"

/* ------------------------------------------------------ string builder */

void sw_buf_printf(struct sw_buf *b, const char *fmt, ...)
{
	va_list ap;
	size_t need;
	int n;

	if (b->failed)
		return;
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0) {
		b->failed = true;
		return;
	}
	need = b->len + (size_t)n + 1;
	if (need > b->size) {
		size_t size = b->size ? b->size : 64;
		char *grown;

		while (size < need)
			size *= 2;
		grown = realloc(b->s, size);
		if (!grown) {
			b->failed = true;
			return;
		}
		b->s = grown;
		b->size = size;
	}
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, b->size - b->len, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

char *sw_buf_finish(struct sw_buf *b)
{
	if (b->failed) {
		free(b->s);
		return NULL;
	}
	if (!b->s)
		return strdup("");
	return b->s;
}

/* ------------------------------------------------------------- parsing */

static bool sw_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static const char *sw_skip_blanks(const char *p)
{
	while (sw_blank(*p))
		p++;
	return p;
}

/* A word: its start and length; *p moves past it */
static size_t sw_next_word(const char **p, const char **word)
{
	const char *s = sw_skip_blanks(*p);
	const char *e = s;

	while (*e && !sw_blank(*e))
		e++;
	*word = s;
	*p = e;
	return (size_t)(e - s);
}

static bool sw_word_is(const char *word, size_t len, const char *what)
{
	return len == strlen(what) && !strncmp(word, what, len);
}

/* Digits only, decimal or 0x hexadecimal, into a uint32_t */
static int sw_parse_number(const char *s, size_t len, uint32_t *out)
{
	unsigned int base = 10;
	uint64_t v = 0;
	size_t i = 0;

	if (len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		i = 2;
	}
	if (i >= len)
		return -EINVAL;
	for (; i < len; i++) {
		unsigned int d;

		if (isdigit((unsigned char)s[i]))
			d = (unsigned int)(s[i] - '0');
		else if (base == 16 && isxdigit((unsigned char)s[i]))
			d = (unsigned int)(tolower((unsigned char)s[i]) - 'a' + 10);
		else
			return -EINVAL;
		v = v * base + d;
		if (v > UINT32_MAX)
			return -ERANGE;
	}
	*out = (uint32_t)v;
	return 0;
}

/* Decimal digits only (port numbers, speeds): swlib_priv.h */
int sw_parse_decimal(const char *s, size_t len, uint32_t *out)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (!isdigit((unsigned char)s[i]))
			return -EINVAL;
	return sw_parse_number(s, len, out);
}

int sw_parse_int(const char *text, uint32_t *out)
{
	const char *p = text, *word, *rest;
	size_t len;
	uint32_t v;
	int err;

	len = sw_next_word(&p, &word);
	rest = sw_skip_blanks(p);
	if (!len || *rest)
		return -EINVAL;
	err = sw_parse_number(word, len, &v);
	if (err)
		return err;
	*out = v;
	return 0;
}

int sw_parse_ports(const char *text, struct sw_ports *out)
{
	struct sw_ports ports = { 0 };
	const char *p = text, *word;
	size_t len, i, cap = 0;
	int err = 0;

	while ((len = sw_next_word(&p, &word)) != 0) {
		struct sw_port port = { .tagged = false };

		if (word[len - 1] == 't') {
			port.tagged = true;
			len--;
		}
		err = sw_parse_decimal(word, len, &port.id);
		if (err) {
			err = -EINVAL;
			break;
		}
		for (i = 0; i < ports.n; i++)
			if (ports.port[i].id == port.id)
				err = -EINVAL;	/* listed twice */
		if (err)
			break;
		if (ports.n == cap) {
			struct sw_port *grown;

			cap = cap ? cap * 2 : 16;
			grown = realloc(ports.port, cap * sizeof(*grown));
			if (!grown) {
				err = -ENOMEM;
				break;
			}
			ports.port = grown;
		}
		ports.port[ports.n++] = port;
	}
	if (err) {
		sw_ports_free(&ports);
		return err;
	}
	*out = ports;
	return 0;
}

/* "on"/"off", "full"/"half", "up"/"down": *out true for the first */
static int sw_parse_choice(const char *word, size_t len, const char *yes,
			   const char *no, bool *out)
{
	if (sw_word_is(word, len, yes))
		*out = true;
	else if (sw_word_is(word, len, no))
		*out = false;
	else
		return -EINVAL;
	return 0;
}

int sw_parse_link_settings(const char *text, struct sw_link *out)
{
	struct sw_link link = { .speed = 0 };
	const char *p = text, *key, *val;
	size_t klen, vlen;
	int err;

	while ((klen = sw_next_word(&p, &key)) != 0) {
		vlen = sw_next_word(&p, &val);
		if (!vlen)
			return -EINVAL;		/* a keyword without value */
		if (sw_word_is(key, klen, "duplex"))
			err = sw_parse_choice(val, vlen, "full", "half",
					      &link.duplex);
		else if (sw_word_is(key, klen, "autoneg"))
			err = sw_parse_choice(val, vlen, "on", "off",
					      &link.aneg);
		else if (sw_word_is(key, klen, "speed"))
			err = sw_parse_decimal(val, vlen, &link.speed);
		else if (sw_word_is(key, klen, "txflow"))
			err = sw_parse_choice(val, vlen, "on", "off",
					      &link.tx_flow);
		else if (sw_word_is(key, klen, "rxflow"))
			err = sw_parse_choice(val, vlen, "on", "off",
					      &link.rx_flow);
		else if (sw_word_is(key, klen, "link"))
			err = sw_parse_choice(val, vlen, "up", "down",
					      &link.link);
		else
			err = -EINVAL;
		if (err)
			return -EINVAL;
	}
	*out = link;
	return 0;
}

int sw_parse_value(enum sw_type type, const char *text, struct sw_value *out)
{
	struct sw_value v = { .type = type };
	int err = 0;

	if (!text)
		text = "";
	switch (type) {
	case SW_TYPE_INT:
		err = sw_parse_int(text, &v.i);
		break;
	case SW_TYPE_STRING:
		v.s = strdup(text);
		if (!v.s)
			err = -ENOMEM;
		break;
	case SW_TYPE_PORTS:
		err = sw_parse_ports(text, &v.ports);
		break;
	case SW_TYPE_LINK:
		err = sw_parse_link_settings(text, &v.link);
		break;
	case SW_TYPE_NOVAL:
		if (*sw_skip_blanks(text))
			err = -EINVAL;
		break;
	case SW_TYPE_UNSPEC:
	default:
		err = -EOPNOTSUPP;
		break;
	}
	if (err)
		return err;
	*out = v;
	return 0;
}

/* ---------------------------------------------------------- formatting */

char *sw_format_ports(const struct sw_ports *ports)
{
	struct sw_buf b = { 0 };
	unsigned int i;

	for (i = 0; i < ports->n; i++)
		sw_buf_printf(&b, "%s%u%s", i ? " " : "", ports->port[i].id,
			      ports->port[i].tagged ? "t" : "");
	return sw_buf_finish(&b);
}

char *sw_format_link_settings(const struct sw_link *link)
{
	struct sw_buf b = { 0 };

	sw_buf_printf(&b, "duplex %s autoneg %s speed %u",
		      link->duplex ? "full" : "half",
		      link->aneg ? "on" : "off", link->speed);
	if (link->tx_flow)
		sw_buf_printf(&b, " txflow on");
	if (link->rx_flow)
		sw_buf_printf(&b, " rxflow on");
	if (link->link)
		sw_buf_printf(&b, " link up");
	return sw_buf_finish(&b);
}
