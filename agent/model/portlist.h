/* SPDX-License-Identifier: GPL-2.0-or-later */
/* RFC 4363 PortLists (model/portlist.c) */
#ifndef SWA_PORTLIST_H
#define SWA_PORTLIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/limits.h"

/*
 * A PortList (RFC 4363): octet i holds ports 8i+1 .. 8i+8, the most
 * significant bit first. Ports are dot1dBasePort numbers, from 1. Every
 * PortList of a switch has the same length, swa_portlist_len(ports).
 */
size_t swa_portlist_len(unsigned int nports);
void swa_portlist_set(uint8_t *pl, size_t len, unsigned int port);
void swa_portlist_clear(uint8_t *pl, size_t len, unsigned int port);
bool swa_portlist_test(const uint8_t *pl, size_t len, unsigned int port);
/* Whether no bit beyond nports is set (a valid list for the switch) */
bool swa_portlist_valid(const uint8_t *pl, size_t len, unsigned int nports);
/* Whether every port of a is in b */
bool swa_portlist_subset(const uint8_t *a, const uint8_t *b, size_t len);
/* The next port set after port (0: the first), or 0 when none is left */
unsigned int swa_portlist_next(const uint8_t *pl, size_t len,
			       unsigned int port);
/* "1,3-5" (empty string for none) into buf; returns buf */
char *swa_portlist_format(const uint8_t *pl, size_t len, char *buf,
			  size_t size);

#endif /* SWA_PORTLIST_H */
