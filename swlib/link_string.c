// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: the text form of a port's link status.
 *
 * OpenWrt's swconfig prints a link as
 *     port:2 link:up speed:1000baseT full-duplex txflow rxflow eee100 auto
 *     port:2 link:down
 * and swconfig cores before SWITCH_TYPE_LINK had drivers return exactly
 * such strings as a STRING attribute "link", with variations: "link:
 * down", "tx-pause"/"rx-pause" for the flow flags, "nway" for
 * autonegotiation, "speed:unknown". Both directions live here.
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swlib_priv.h"

static const struct {
	uint32_t speed;
	const char *name;
} speeds[] = {
	{ 10, "10baseT" },
	{ 100, "100baseT" },
	{ 1000, "1000baseT" },
	{ 2500, "2500baseT" },
	{ 5000, "5000baseT" },
	{ 10000, "10000baseT" },
};

static const struct {
	unsigned int bit;
	const char *name;
} eee_names[] = {
	{ SW_EEE_100, "eee100" },
	{ SW_EEE_1000, "eee1000" },
	{ SW_EEE_2500, "eee2500" },
	{ SW_EEE_5000, "eee5000" },
	{ SW_EEE_10000, "eee10000" },
};

static const char *sw_speed_name(uint32_t speed)
{
	size_t i;

	for (i = 0; i < SW_ARRAY_SIZE(speeds); i++)
		if (speeds[i].speed == speed)
			return speeds[i].name;
	return "unknown";
}

char *sw_format_link(const struct sw_link *link, unsigned int index)
{
	struct sw_buf b = { 0 };
	size_t i;

	if (!link->link) {
		sw_buf_printf(&b, "port:%u link:down", index);
		return sw_buf_finish(&b);
	}
	/* OpenWrt's layout, blanks included: each flag word ends in one */
	sw_buf_printf(&b, "port:%u link:up speed:%s %s-duplex ", index,
		      sw_speed_name(link->speed),
		      link->duplex ? "full" : "half");
	if (link->tx_flow)
		sw_buf_printf(&b, "txflow ");
	if (link->rx_flow)
		sw_buf_printf(&b, "rxflow ");
	for (i = 0; i < SW_ARRAY_SIZE(eee_names); i++)
		if (link->eee & eee_names[i].bit)
			sw_buf_printf(&b, "%s ", eee_names[i].name);
	if (link->aneg)
		sw_buf_printf(&b, "auto");
	return sw_buf_finish(&b);
}

/* The word at *p (blank separated) copied into buf; false at the end */
static bool sw_word(const char **p, char *buf, size_t size)
{
	const char *s = *p, *e;
	size_t len;

	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	if (!*s)
		return false;
	e = s;
	while (*e && *e != ' ' && *e != '\t' && *e != '\n' && *e != '\r')
		e++;
	len = (size_t)(e - s);
	if (len >= size)
		len = size - 1;		/* long words match nothing anyway */
	memcpy(buf, s, len);
	buf[len] = '\0';
	*p = e;
	return true;
}

/* A decimal number that is the whole of s */
static bool sw_number(const char *s, uint32_t *out)
{
	return !sw_parse_decimal(s, strlen(s), out);
}

/* "1000baseT", "100baseTX", "1000" ...: the leading number; 0 for none
 * ("unknown") or one beyond 32 bits */
static uint32_t sw_speed_value(const char *s)
{
	uint32_t v;

	if (sw_parse_decimal(s, strspn(s, "0123456789"), &v))
		return 0;
	return v;
}

int sw_parse_link_status(const char *text, struct sw_link *out, int *port)
{
	struct sw_link link = { .link = false };
	bool have_state = false, want_state = false;
	const char *p = text;
	char w[32];
	uint32_t n;
	int port_no = -1;
	size_t i;

	while (sw_word(&p, w, sizeof(w))) {
		if (want_state) {
			/* "link: down": the state is the next word */
			want_state = false;
			if (!strcmp(w, "up") || !strcmp(w, "down")) {
				link.link = !strcmp(w, "up");
				have_state = true;
				continue;
			}
		}
		if (!strncmp(w, "port:", 5) && sw_number(w + 5, &n))
			port_no = (int)n;
		else if (!strcmp(w, "link:up") || !strcmp(w, "link:down")) {
			link.link = !strcmp(w, "link:up");
			have_state = true;
		} else if (!strcmp(w, "link:"))
			want_state = true;
		else if (!strncmp(w, "speed:", 6))
			link.speed = sw_speed_value(w + 6);
		else if (!strcmp(w, "full-duplex"))
			link.duplex = true;
		else if (!strcmp(w, "half-duplex"))
			link.duplex = false;
		else if (!strcmp(w, "txflow") || !strcmp(w, "tx-pause"))
			link.tx_flow = true;
		else if (!strcmp(w, "rxflow") || !strcmp(w, "rx-pause"))
			link.rx_flow = true;
		else if (!strcmp(w, "auto") || !strcmp(w, "nway"))
			link.aneg = true;
		else {
			/* EEE modes; any other word is some driver's own */
			for (i = 0; i < SW_ARRAY_SIZE(eee_names); i++)
				if (!strcmp(w, eee_names[i].name))
					link.eee |= eee_names[i].bit;
		}
	}
	if (!have_state)
		return -EINVAL;
	if (!link.link) {
		/* a link that is down has no speed or duplex to speak of */
		bool aneg = link.aneg;

		memset(&link, 0, sizeof(link));
		link.aneg = aneg;
	}
	*out = link;
	if (port && port_no >= 0)
		*port = port_no;
	return 0;
}

int sw_value_to_link(const struct sw_value *v, struct sw_link *out)
{
	switch (v->type) {
	case SW_TYPE_LINK:
		*out = v->link;
		return 0;
	case SW_TYPE_STRING:
		return sw_parse_link_status(v->s, out, NULL);
	default:
		return -EINVAL;
	}
}
