// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests: the configuration file format of "swconfig dump" and
 * "swconfig load" (swlib/cli/conf.c), well-formed and malformed.
 */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "swconfig.h"
#include "tap.h"

static int parse(const char *text, struct conf *conf, struct conf_error *e)
{
	return conf_parse(text, strlen(text), conf, e);
}

static bool entry_is(const struct conf_entry *e, unsigned int line,
		     enum sw_group group, unsigned int index, const char *name,
		     const char *value)
{
	return e->line == line && e->group == group && e->index == index &&
	       !strcmp(e->name, name) && !strcmp(e->value, value);
}

static void test_good(void)
{
	static const char text[] =
		"# swconfig dump of switch0\n"
		"\n"
		"global enable_vlan 1\n"
		"   global   description   hwsim simulated switch  \n"
		"global mirror_source_ports\n"
		"vlan 1 ports 0 1 2 3t\n"
		"\t# indented comment\n"
		"vlan 4095 name \"  padded \\\"name\\\" \\\\ \\t\\x01\"\n"
		"port 7 label \"\"\r\n"
		"port 0 pvid 1\r\n"
		"global reset_mib\n"
		"port 3 link duplex full autoneg off speed 100\n"
		"global weird #not a comment\n"
		"port 2 label \"last line\"";
	struct conf c;
	struct conf_error e;
	int err = parse(text, &c, &e);

	if (!ok(err == 0, "well-formed file parses")) {
		printf("# line %u: %s\n", e.line, e.msg);
		return;
	}
	ok(c.n == 11, "11 settings, comments and blank lines skipped");
	if (c.n != 11)
		goto out;
	ok(entry_is(&c.entry[0], 3, SW_GLOBAL, 0, "enable_vlan", "1"),
	   "global int");
	ok(entry_is(&c.entry[1], 4, SW_GLOBAL, 0, "description",
		    "hwsim simulated switch"),
	   "raw value: blanks inside kept, around removed");
	ok(entry_is(&c.entry[2], 5, SW_GLOBAL, 0, "mirror_source_ports", ""),
	   "no value is the empty value");
	ok(entry_is(&c.entry[3], 6, SW_VLAN, 1, "ports", "0 1 2 3t"),
	   "vlan port list");
	ok(entry_is(&c.entry[4], 8, SW_VLAN, 4095, "name",
		    "  padded \"name\" \\ \t\x01"), "quoted value with escapes");
	ok(entry_is(&c.entry[5], 9, SW_PORT, 7, "label", ""),
	   "quoted empty value, CRLF line end");
	ok(entry_is(&c.entry[6], 10, SW_PORT, 0, "pvid", "1"),
	   "CR not part of a raw value");
	ok(entry_is(&c.entry[7], 11, SW_GLOBAL, 0, "reset_mib", ""),
	   "action without value");
	ok(entry_is(&c.entry[8], 12, SW_PORT, 3, "link",
		    "duplex full autoneg off speed 100"), "link settings");
	ok(entry_is(&c.entry[9], 13, SW_GLOBAL, 0, "weird",
		    "#not a comment"), "'#' inside a line is text");
	ok(entry_is(&c.entry[10], 14, SW_PORT, 2, "label", "last line"),
	   "last line without newline");
out:
	conf_free(&c);
}

static void test_empty(void)
{
	struct conf c;
	struct conf_error e;

	ok(parse("", &c, &e) == 0 && c.n == 0, "empty file");
	conf_free(&c);
	ok(parse("# nothing\n\n   \n", &c, &e) == 0 && c.n == 0,
	   "only comments and blanks");
	conf_free(&c);
}

static void test_bad(void)
{
	static const struct {
		const char *text;
		unsigned int line;
		const char *msg;	/* a part of the message */
	} cases[] = {
		{ "switch enable_vlan 1\n", 1, "starts with 'global'" },
		{ "global enable_vlan 1\nport pvid 1\n", 2, "invalid port number" },
		{ "port\n", 1, "'port' needs a number" },
		{ "vlan x ports 1\n", 1, "invalid vlan number 'x'" },
		{ "vlan -1 ports 1\n", 1, "invalid vlan number" },
		{ "port 99999999999 pvid 1\n", 1, "too large" },
		{ "\n\nglobal\n", 3, "attribute name missing" },
		{ "port 1\n", 1, "attribute name missing" },
		{ "vlan 1 name \"open\n", 1, "unterminated" },
		{ "vlan 1 name \"a\" b\n", 1, "after the closing quote" },
		{ "vlan 1 name \"a\\q\"\n", 1, "unknown escape" },
		{ "vlan 1 name \"a\\x4\"\n", 1, "two hex digits" },
		{ "vlan 1 name \"a\\x00\"\n", 1, "not 00" },
		{ "vlan 1 name \"ends in backslash\\\n", 1, "unterminated" },
		{ "PORT 1 pvid 1\n", 1, "not 'PORT'" },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct conf c = { .n = 99 };
		struct conf_error e;
		int err = parse(cases[i].text, &c, &e);

		ok(err == -EINVAL && e.line == cases[i].line &&
		   strstr(e.msg, cases[i].msg) != NULL && c.n == 99,
		   "malformed line %u: %s", cases[i].line, cases[i].msg);
		if (err != -EINVAL || !strstr(e.msg, cases[i].msg))
			printf("#   got line %u: '%s'\n", e.line, e.msg);
	}

	{
		static const char nul[] = "global a 1\nglobal b \0 2\n";
		struct conf c;
		struct conf_error e;

		ok(conf_parse(nul, sizeof(nul) - 1, &c, &e) == -EINVAL &&
		   e.line == 2 && strstr(e.msg, "NUL"),
		   "NUL byte rejected with its line");
	}
}

/* conf_quote() output parses back to the same value */
static void test_quote(void)
{
	static const struct {
		const char *value;
		const char *written;
	} cases[] = {
		{ "plain", "plain" },
		{ "with inner blanks", "with inner blanks" },
		{ "back\\slash", "back\\slash" },
		{ "", "\"\"" },
		{ " lead", "\" lead\"" },
		{ "trail\t", "\"trail\\t\"" },
		{ "\"quoted\"", "\"\\\"quoted\\\"\"" },
		{ "in\"side", "in\"side" },
		{ "two\nlines", "\"two\\nlines\"" },
		{ "bell\a del\x7f", "\"bell\\x07 del\\x7f\"" },
		{ "#hash", "#hash" },
		{ "caf\xc3\xa9", "caf\xc3\xa9" },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *q = conf_quote(cases[i].value);
		char line[256];
		struct conf c;
		struct conf_error e;
		char name[64];
		int err;

		snprintf(name, sizeof(name), "quote #%zu written", i);
		ok_str(q, cases[i].written, name);
		snprintf(line, sizeof(line), "vlan 2 name %s\n", q ? q : "");
		err = q ? parse(line, &c, &e) : -ENOMEM;
		ok(!err && c.n == 1 && !strcmp(c.entry[0].value, cases[i].value),
		   "quote #%zu reads back", i);
		if (!err)
			conf_free(&c);
		free(q);
	}
}

int main(void)
{
	test_good();
	test_empty();
	test_bad();
	test_quote();
	return tap_done();
}
