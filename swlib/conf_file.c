// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swlib: reading a configuration file, bounded. The file is a tool's
 * input (swconfig load) or the agent's state: whatever sits at the path
 * (a FIFO nobody writes to, /dev/zero, a directory, a file of gigabytes)
 * must end in a clear error, never in a hang or an exhausted memory.
 * Only regular files are read from a path, opened non-blocking so that
 * a FIFO cannot hold the caller at open(); a descriptor the caller
 * already has (stdin) may be anything, and is read up to the same cap.
 */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "swlib.h"

static int conf_file_fail(struct conf_error *err, int code,
			  const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int conf_file_fail(struct conf_error *err, int code,
			  const char *fmt, ...)
{
	va_list ap;

	err->line = 0;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	va_end(ap);
	return code;
}

int conf_read_fd(int fd, char **text, size_t *len, struct conf_error *err)
{
	size_t size = 0, n = 0;
	char *buf = NULL, *grown;
	ssize_t got;

	memset(err, 0, sizeof(*err));
	for (;;) {
		if (n == size) {
			/* one byte beyond the cap tells a file over it */
			size = size ? size * 2 : 8192;
			if (size > CONF_MAX_FILE + 1)
				size = CONF_MAX_FILE + 1;
			grown = realloc(buf, size + 1);
			if (!grown) {
				free(buf);
				return conf_file_fail(err, -ENOMEM,
						      "out of memory");
			}
			buf = grown;
		}
		got = read(fd, buf + n, size - n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			int code = errno;

			free(buf);
			return conf_file_fail(err, -code, "%s", strerror(code));
		}
		if (!got)
			break;
		n += (size_t)got;
		if (n > CONF_MAX_FILE) {
			free(buf);
			return conf_file_fail(err, -EFBIG, "larger than %u "
					      "bytes", CONF_MAX_FILE);
		}
	}
	buf[n] = '\0';
	*text = buf;
	*len = n;
	return 0;
}

/* Why a file that is not a regular one is refused */
static const char *conf_file_kind(mode_t mode)
{
	if (S_ISDIR(mode))
		return "a directory";
	if (S_ISFIFO(mode))
		return "a FIFO";
	if (S_ISCHR(mode) || S_ISBLK(mode))
		return "a device";
	if (S_ISSOCK(mode))
		return "a socket";
	return "not a regular file";
}

int conf_read_file(const char *path, char **text, size_t *len,
		   struct conf_error *err)
{
	struct stat st;
	int fd, ret;

	memset(err, 0, sizeof(*err));
	fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0) {
		ret = errno;
		return conf_file_fail(err, -ret, "%s", strerror(ret));
	}
	if (fstat(fd, &st)) {
		ret = errno;
		close(fd);
		return conf_file_fail(err, -ret, "%s", strerror(ret));
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		return conf_file_fail(err, -EINVAL, "%s, not a regular file",
				      conf_file_kind(st.st_mode));
	}
	if (st.st_size > (off_t)CONF_MAX_FILE) {
		close(fd);
		return conf_file_fail(err, -EFBIG, "larger than %u bytes",
				      CONF_MAX_FILE);
	}
	ret = conf_read_fd(fd, text, len, err);
	close(fd);
	return ret;
}
