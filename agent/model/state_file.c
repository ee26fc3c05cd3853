// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * State files on disk. A switch's saved configuration is applied to the
 * switch when the agent starts: a file cut short by a power cut, emptied
 * by hand or replaced by something that is not ours would otherwise be
 * taken as the whole truth, and every VLAN it does not list emptied.
 *
 * So every file ends with a mark, "# swconfig-agentx end: crc32 CRC
 * length LEN", over everything before it; a file without it, or whose
 * body does not match it, is not read. Writing goes through PATH.tmp,
 * fsync and rename, so that PATH is always either the old file or the
 * new one; the old one stays as PATH.prev.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "state_file.h"

uint32_t swa_state_crc32(const void *data, size_t len)
{
	const unsigned char *p = data;
	uint32_t crc = 0xffffffffu;
	int bit;

	while (len--) {
		crc ^= *p++;
		for (bit = 0; bit < 8; bit++)
			crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
	}
	return ~crc;
}

static int swa_state_sibling(const char *path, const char *suffix, char *buf,
			     size_t size)
{
	int n = snprintf(buf, size, "%s%s", path, suffix);

	return n < 0 || (size_t)n >= size ? -ENAMETOOLONG : 0;
}

/* ---------------------------------------------------------------- write */

static int swa_state_write_all(int fd, const char *p, size_t len)
{
	while (len) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		if (n == 0)
			return -EIO;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

/* PATH.tmp with body and mark, synced; 0 or -errno (tmp then removed) */
static int swa_state_write_tmp(const char *tmp, const char *body, size_t len)
{
	char mark[96];
	int fd, ret;

	/* a crash during an earlier save leaves its tmp: never written through */
	if (unlink(tmp) && errno != ENOENT)
		return -errno;
	fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
		  0600);
	if (fd < 0)
		return -errno;
	snprintf(mark, sizeof(mark), SWA_STATE_END_MARK "%08" PRIx32
		 " length %zu\n", swa_state_crc32(body, len), len);
	ret = fchmod(fd, 0600) ? -errno : 0;
	if (!ret)
		ret = swa_state_write_all(fd, body, len);
	if (!ret)
		ret = swa_state_write_all(fd, mark, strlen(mark));
	if (!ret && fsync(fd))
		ret = -errno;
	if (close(fd) && !ret)
		ret = -errno;
	if (ret)
		unlink(tmp);
	return ret;
}

/* The rename must reach the disk too */
static void swa_state_sync_dir(const char *path)
{
	char dir[4096];
	char *slash;
	int fd;

	snprintf(dir, sizeof(dir), "%s", path);
	slash = strrchr(dir, '/');
	if (!slash)
		snprintf(dir, sizeof(dir), ".");
	else if (slash == dir)
		slash[1] = '\0';
	else
		*slash = '\0';
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
}

/* The file about to be replaced stays as PATH.prev; without one, .prev stays */
static int swa_state_keep_prev(const char *path, const char *prev)
{
	struct stat st;

	if (lstat(path, &st))
		return errno == ENOENT ? 0 : -errno;
	if (!S_ISREG(st.st_mode))
		return 0;
	if (unlink(prev) && errno != ENOENT)
		return -errno;
	return link(path, prev) ? -errno : 0;
}

int swa_state_file_write(const char *path, const char *body, size_t len)
{
	char tmp[4096], prev[4096];
	int ret;

	ret = swa_state_sibling(path, ".tmp", tmp, sizeof(tmp));
	if (!ret)
		ret = swa_state_sibling(path, ".prev", prev, sizeof(prev));
	if (!ret)
		ret = swa_state_write_tmp(tmp, body, len);
	if (ret)
		return ret;
	ret = swa_state_keep_prev(path, prev);
	if (!ret && rename(tmp, path))
		ret = -errno;
	if (ret) {
		unlink(tmp);
		return ret;
	}
	swa_state_sync_dir(path);
	return 0;
}

/* ----------------------------------------------------------------- read */

static int swa_state_why(char *why, size_t size, int ret, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static int swa_state_why(char *why, size_t size, int ret, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, size, fmt, ap);
	va_end(ap);
	return ret;
}

/* Only a regular file of the agent's user, not larger than the cap */
static int swa_state_check_stat(int fd, char *why, size_t why_size)
{
	struct stat st;

	if (fstat(fd, &st))
		return swa_state_why(why, why_size, -errno, "%s",
				     strerror(errno));
	if (!S_ISREG(st.st_mode))
		return swa_state_why(why, why_size, -EINVAL,
				     "not a regular file");
	if (st.st_uid != geteuid())
		return swa_state_why(why, why_size, -EPERM,
				     "owned by uid %u, not the agent's %u",
				     (unsigned int)st.st_uid,
				     (unsigned int)geteuid());
	if (st.st_size > (off_t)SWA_STATE_FILE_MAX)
		return swa_state_why(why, why_size, -EFBIG,
				     "larger than %u bytes", SWA_STATE_FILE_MAX);
	return 0;
}

/* Everything up to the cap; a file that grew past it is refused */
static int swa_state_read_fd(int fd, char **text, size_t *len, char *why,
			     size_t why_size)
{
	size_t cap = SWA_STATE_FILE_MAX + 1, n = 0;
	char *buf = malloc(cap + 1);
	ssize_t r;

	if (!buf)
		return swa_state_why(why, why_size, -ENOMEM, "out of memory");
	while (n < cap) {
		r = read(fd, buf + n, cap - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			free(buf);
			return swa_state_why(why, why_size, -errno,
					     "read error: %s", strerror(errno));
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	if (n == cap) {
		free(buf);
		return swa_state_why(why, why_size, -EFBIG,
				     "larger than %u bytes", SWA_STATE_FILE_MAX);
	}
	buf[n] = '\0';
	*text = buf;
	*len = n;
	return 0;
}

/* The body's length before the end mark, checked against it */
static int swa_state_check_mark(const char *text, size_t len, size_t *body_len,
				char *why, size_t why_size)
{
	const char *last, *mark;
	unsigned long long want_len;
	unsigned int want_crc;
	char tail;
	size_t n;

	if (memchr(text, '\0', len))
		return swa_state_why(why, why_size, -EINVAL, "contains NUL bytes");
	if (!len || text[len - 1] != '\n')
		return swa_state_why(why, why_size, -EINVAL,
				     "incomplete: no end mark (empty or cut short)");
	for (last = text + len - 1; last > text && last[-1] != '\n'; last--)
		;
	mark = last + strlen(SWA_STATE_END_MARK);
	if (strncmp(last, SWA_STATE_END_MARK, strlen(SWA_STATE_END_MARK)) ||
	    sscanf(mark, "%8x length %llu%c", &want_crc, &want_len, &tail) != 3 ||
	    tail != '\n')
		return swa_state_why(why, why_size, -EINVAL,
				     "incomplete: no end mark (empty or cut short)");
	n = (size_t)(last - text);
	if (want_len != n || want_crc != swa_state_crc32(text, n))
		return swa_state_why(why, why_size, -EINVAL,
				     "corrupt: %zu bytes before the end mark do "
				     "not match it (length %llu)", n, want_len);
	*body_len = n;
	return 0;
}

int swa_state_file_read(const char *path, char **body, size_t *len,
			char *why, size_t why_size)
{
	char *text = NULL;
	size_t n = 0;
	int fd, ret;

	why[0] = '\0';
	/* non-blocking: a FIFO must not hold the agent (or snmpd) */
	fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0 && errno == ELOOP)
		return swa_state_why(why, why_size, -ELOOP, "a symbolic link");
	if (fd < 0)
		return swa_state_why(why, why_size, -errno, "%s",
				     strerror(errno));
	ret = swa_state_check_stat(fd, why, why_size);
	if (!ret)
		ret = swa_state_read_fd(fd, &text, &n, why, why_size);
	close(fd);
	if (!ret)
		ret = swa_state_check_mark(text, n, len, why, why_size);
	if (ret) {
		free(text);
		return ret;
	}
	text[*len] = '\0';
	*body = text;
	return 0;
}

int swa_state_file_set_aside(const char *path)
{
	char bad[4096];
	int ret = swa_state_sibling(path, ".bad", bad, sizeof(bad));

	if (ret)
		return ret;
	/* a directory there cannot be replaced by rename(): the old .bad goes */
	if (rename(path, bad)) {
		ret = -errno;
		if (ret == -EISDIR || ret == -ENOTDIR || ret == -ENOTEMPTY ||
		    ret == -EEXIST) {
			if (unlink(bad) && rmdir(bad))
				return ret;
			ret = rename(path, bad) ? -errno : 0;
		}
	}
	return ret;
}
