// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * RFC 4363 PortList: one bit per dot1dBasePort, port 1 in the most
 * significant bit of the first octet. The length is fixed per switch
 * (enough octets for its ports), so that every list of a switch, static
 * or current, egress or untagged, has the same size.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "core.h"

size_t swa_portlist_len(unsigned int nports)
{
	return (nports + 7) / 8;
}

static bool swa_portlist_in(size_t len, unsigned int port)
{
	return port >= 1 && (port - 1) / 8 < len;
}

void swa_portlist_set(uint8_t *pl, size_t len, unsigned int port)
{
	if (swa_portlist_in(len, port))
		pl[(port - 1) / 8] |= 0x80u >> ((port - 1) % 8);
}

void swa_portlist_clear(uint8_t *pl, size_t len, unsigned int port)
{
	if (swa_portlist_in(len, port))
		pl[(port - 1) / 8] &= (uint8_t)~(0x80u >> ((port - 1) % 8));
}

bool swa_portlist_test(const uint8_t *pl, size_t len, unsigned int port)
{
	if (!swa_portlist_in(len, port))
		return false;
	return pl[(port - 1) / 8] & (0x80u >> ((port - 1) % 8));
}

bool swa_portlist_valid(const uint8_t *pl, size_t len, unsigned int nports)
{
	size_t i;

	for (i = 0; i < len; i++) {
		unsigned int first = (unsigned int)i * 8 + 1;	/* port of the MSB */
		uint8_t allowed;

		if (first > nports)
			allowed = 0;
		else if (nports - first >= 7)
			allowed = 0xff;
		else	/* ports first .. nports: the top nports-first+1 bits */
			allowed = (uint8_t)(0xff00u >> (nports - first + 1));
		if (pl[i] & (uint8_t)~allowed)
			return false;
	}
	return true;
}

bool swa_portlist_subset(const uint8_t *a, const uint8_t *b, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (a[i] & (uint8_t)~b[i])
			return false;
	}
	return true;
}

unsigned int swa_portlist_next(const uint8_t *pl, size_t len,
			       unsigned int port)
{
	unsigned int p;

	for (p = port + 1; (p - 1) / 8 < len; p++) {
		/* skip whole empty octets */
		if ((p - 1) % 8 == 0 && pl[(p - 1) / 8] == 0) {
			p += 7;
			continue;
		}
		if (swa_portlist_test(pl, len, p))
			return p;
	}
	return 0;
}

char *swa_portlist_format(const uint8_t *pl, size_t len, char *buf,
			  size_t size)
{
	unsigned int p, last;
	size_t used = 0;
	int n;

	if (!size)
		return buf;
	buf[0] = '\0';
	for (p = swa_portlist_next(pl, len, 0); p; p = swa_portlist_next(pl, len, last)) {
		last = p;
		while (swa_portlist_test(pl, len, last + 1))
			last++;
		if (last == p)
			n = snprintf(buf + used, size - used, "%s%u",
				     used ? "," : "", p);
		else
			n = snprintf(buf + used, size - used, "%s%u-%u",
				     used ? "," : "", p, last);
		if (n < 0 || (size_t)n >= size - used) {
			buf[used] = '\0';
			break;
		}
		used += (size_t)n;
	}
	return buf;
}
