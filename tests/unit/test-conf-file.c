// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests: bounded reading of configuration files (swlib/conf_file.c)
 * and the line and name caps of the parser (swlib/conf.c). Whatever is
 * at the path ends in a clear error, quickly: a FIFO without a writer, a
 * device that never ends, a directory, a file over the cap.
 */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "swlib.h"
#include "tap.h"

static char dir[] = "/tmp/test-conf-file.XXXXXX";

static char *path_of(const char *name)
{
	static char buf[256];

	snprintf(buf, sizeof(buf), "%s/%s", dir, name);
	return buf;
}

static int read_path(const char *path, struct conf_error *e)
{
	char *text = NULL;
	size_t len = 0;
	int err = conf_read_file(path, &text, &len, e);

	free(text);
	return err;
}

static bool msg_has(const struct conf_error *e, const char *what)
{
	return strstr(e->msg, what) != NULL;
}

static void test_regular(void)
{
	static const char body[] = "global enable_vlan 1\n";
	const char *p = path_of("good.conf");
	struct conf_error e;
	char *text = NULL;
	size_t len = 0;
	FILE *f = fopen(p, "w");

	ok(f && fputs(body, f) >= 0 && !fclose(f), "write a regular file");
	ok(!conf_read_file(p, &text, &len, &e) && len == strlen(body) &&
	   text && !strcmp(text, body), "a regular file is read whole");
	free(text);
	ok(read_path(path_of("nosuch"), &e) == -ENOENT &&
	   msg_has(&e, "No such file"), "a missing file: -ENOENT");
}

static void test_not_regular(void)
{
	struct conf_error e;
	int err;

	ok(!mkfifo(path_of("fifo"), 0600), "make a FIFO");
	alarm(10);		/* a blocking open would hang the test */
	err = read_path(path_of("fifo"), &e);
	alarm(0);
	ok(err == -EINVAL && msg_has(&e, "a FIFO, not a regular file"),
	   "a FIFO without a writer: refused at once (%s)", e.msg);
	ok(!mkdir(path_of("dir"), 0700), "make a directory");
	err = read_path(path_of("dir"), &e);
	ok(err == -EINVAL && msg_has(&e, "a directory"),
	   "a directory: refused (%s)", e.msg);
	err = read_path("/dev/zero", &e);
	ok(err == -EINVAL && msg_has(&e, "a device"),
	   "/dev/zero: refused (%s)", e.msg);
}

static void test_sizes(void)
{
	const char *p = path_of("sparse");
	struct conf_error e;
	char *text = NULL;
	size_t len = 0;
	int fd, err;

	fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	ok(fd >= 0 && !ftruncate(fd, CONF_MAX_FILE), "a file at the cap");
	err = conf_read_file(p, &text, &len, &e);
	ok(!err && len == CONF_MAX_FILE, "a file of exactly the cap is read");
	free(text);
	ok(!ftruncate(fd, (off_t)CONF_MAX_FILE + 1), "a byte over the cap");
	err = read_path(p, &e);
	ok(err == -EFBIG && msg_has(&e, "larger than"),
	   "a file over the cap: refused (%s)", e.msg);
	close(fd);
	unlink(p);

	/* a descriptor that never ends: read up to the cap, no further */
	fd = open("/dev/zero", O_RDONLY);
	text = NULL;
	err = conf_read_fd(fd, &text, &len, &e);
	ok(err == -EFBIG && !text, "an endless descriptor: refused at the cap");
	close(fd);
}

static int parse_line(const char *prefix, size_t fill, char c,
		      struct conf_error *e)
{
	size_t plen = strlen(prefix);
	char *text = malloc(plen + fill + 2);
	struct conf conf;
	int err;

	if (!text)
		return -ENOMEM;
	memcpy(text, prefix, plen);
	memset(text + plen, c, fill);
	memcpy(text + plen + fill, "\n", 2);
	err = conf_parse(text, plen + fill + 1, &conf, e);
	if (!err)
		conf_free(&conf);
	free(text);
	return err;
}

static void test_caps(void)
{
	static const char label[] = "port 1 label ";
	static const char name[] = "port 1 ";
	struct conf_error e;
	size_t room = CONF_MAX_LINE - strlen(label);

	ok(!parse_line(label, room, 'x', &e), "a line of %u bytes is read",
	   CONF_MAX_LINE);
	ok(parse_line(label, room + 1, 'x', &e) == -EINVAL && e.line == 1 &&
	   msg_has(&e, "line longer than 16384 bytes"),
	   "a longer line: refused with its number (%s)", e.msg);
	ok(parse_line(label, 10u << 20, 'x', &e) == -EINVAL,
	   "a line of 10 MiB: refused");
	ok(!parse_line(name, CONF_MAX_NAME, 'n', &e), "a name of %u bytes",
	   CONF_MAX_NAME);
	ok(parse_line(name, CONF_MAX_NAME + 1, 'n', &e) == -EINVAL &&
	   msg_has(&e, "attribute name longer than 64 bytes"),
	   "a longer name: refused (%s)", e.msg);
}

int main(void)
{
	if (!mkdtemp(dir)) {
		printf("Bail out! mkdtemp: %s\n", strerror(errno));
		return 1;
	}
	test_regular();
	test_not_regular();
	test_sizes();
	test_caps();
	unlink(path_of("good.conf"));
	unlink(path_of("fifo"));
	rmdir(path_of("dir"));
	rmdir(dir);
	return tap_done();
}
