// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The reader thread (see reader.h). It owns its source: a SET on the
 * main thread writes through the agent's, so neither waits for the
 * other; the kernel's core orders what they do to one switch. What a
 * reading missed (a SET between its start and its end) the main thread
 * tells from the orders' write counts.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "model/core.h"
#include "model/state.h"
#include "reader.h"

static struct {
	struct swa_source *src;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t wake;
	struct swa_reading *todo;	/* posted, not started */
	struct swa_reading *done;	/* finished, not taken */
	bool busy;			/* posted and not taken */
	atomic_bool stop;
	bool started;
	int pipe[2];			/* a byte per finished reading */
} reader = { .pipe = { -1, -1 } };	/* one per process, like the agent */

/* The reading the thread is at, for its messages */
static _Thread_local struct swa_reading *swa_reader_current;

struct swa_reading *swa_reading_new(size_t n)
{
	struct swa_reading *r = calloc(1, sizeof(*r));

	if (r && n && !(r->orders = calloc(n, sizeof(*r->orders)))) {
		free(r);
		return NULL;
	}
	return r;
}

void swa_reading_free(struct swa_reading *r)
{
	size_t i;

	if (!r)
		return;
	for (i = 0; i < r->n_orders; i++)
		swa_snapshot_free(r->orders[i].last);
	free(r->orders);
	free(r->state_dir);
	for (i = 0; i < r->n_results; i++) {
		swa_snapshot_free(r->results[i].snap);
		swa_memo_free(r->results[i].memo);
	}
	free(r->results);
	for (i = 0; i < r->n_log; i++)
		free(r->log[i].msg);
	free(r->log);
	free(r);
}

/* ------------------------------------------------------ the thread */

/* The thread's messages, kept for the main thread (a lost one: no memory) */
static void swa_reader_keep_log(enum swa_log_level level, const char *msg)
{
	struct swa_reading *r = swa_reader_current;
	struct swa_log_line *log;

	if (!r)
		return;
	log = realloc(r->log, (r->n_log + 1) * sizeof(*log));
	if (!log)
		return;
	r->log = log;
	log[r->n_log].level = level;
	log[r->n_log].msg = strdup(msg);
	if (log[r->n_log].msg)
		r->n_log++;
}

static uint64_t swa_reader_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

static uint64_t swa_reader_requests(void)
{
	const struct swa_source *src = reader.src;

	return src->ops->requests ? src->ops->requests(reader.src) : 0;
}

static const struct swa_read_order *swa_reader_order(const struct swa_reading *r,
						     const char *name)
{
	size_t i;

	for (i = 0; i < r->n_orders; i++) {
		if (!strcmp(r->orders[i].name, name))
			return &r->orders[i];
	}
	return NULL;
}

/*
 * Reads one switch as o says. A switch that appears gets its saved
 * configuration after its first complete reading (what the file is
 * compared with; a reading in parts leaves that to its last part), and
 * is read again when it was applied: off the request path too.
 */
static void swa_reader_read(const struct swa_reading *r,
			    struct swa_read_result *res,
			    const struct swa_read_order *o)
{
	struct swa_read_focus focus;

	res->whole = o->whole || !o->last;
	res->writes = o->writes;
	if (o->values_changed && o->last && reader.src->ops->forget_values)
		reader.src->ops->forget_values(reader.src, o->last,
					       o->all_values_changed ? NULL :
					       &o->changed);
	res->all_ports = !res->whole && o->all_ports;
	if (!res->whole) {
		memset(&focus, 0, sizeof(focus));
		focus.last = o->last;
		focus.ports = o->all_ports ? SWA_FOCUS_PORT_ALL : SWA_FOCUS_PORT_LINKS;
	}
	res->ret = swa_source_read(reader.src, &res->info,
				   res->whole ? NULL : &focus, &res->snap);
	if (res->ret || !o->startup || !r->state_dir || !res->whole)
		return;
	res->startup = true;
	if (!swa_state_startup(reader.src, &res->info, r->state_dir,
			       r->apply_saved, &res->memo))
		return;
	swa_snapshot_free(res->snap);
	res->snap = NULL;
	res->ret = swa_source_read(reader.src, &res->info, NULL, &res->snap);
}

/* Connects the source when needed and lists its switches into r */
static struct swa_switch_info *swa_reader_list(struct swa_reading *r, size_t *n)
{
	struct swa_switch_info *list = NULL;

	*n = 0;
	if (!reader.src->connected) {
		r->open_err = reader.src->ops->open(reader.src);
		if (r->open_err)
			return NULL;
		reader.src->connected = true;
		r->reconnected = true;
	}
	r->list_err = reader.src->ops->list(reader.src, &list, n);
	if (r->list_err) {
		free(list);
		*n = 0;
		return NULL;
	}
	return list;
}

static void swa_reader_do(struct swa_reading *r)
{
	uint64_t start_ms = swa_reader_ms(), start_requests = swa_reader_requests();
	struct swa_switch_info *list;
	size_t n, i;

	swa_reader_current = r;
	list = swa_reader_list(r, &n);
	r->results = n ? calloc(n, sizeof(*r->results)) : NULL;
	if (n && !r->results) {
		swa_err("out of memory reading the switches");
		n = 0;
	}
	for (i = 0; i < n; i++) {
		struct swa_read_result *res = &r->results[i];

		const struct swa_read_order *o = swa_reader_order(r, list[i].name);

		res->info = list[i];
		res->ordered = o != NULL;
		if (o && !reader.stop)
			swa_reader_read(r, res, o);
		r->n_results++;
	}
	free(list);
	r->requests = swa_reader_requests() - start_requests;
	r->total_requests = swa_reader_requests();
	r->ms = swa_reader_ms() - start_ms;
	swa_reader_current = NULL;
}

/* The next posted reading; NULL when told to stop */
static struct swa_reading *swa_reader_wait(void)
{
	struct swa_reading *r;

	pthread_mutex_lock(&reader.lock);
	while (!reader.stop && !reader.todo)
		pthread_cond_wait(&reader.wake, &reader.lock);
	r = NULL;
	if (!reader.stop) {	/* else swa_reader_stop() frees it */
		r = reader.todo;
		reader.todo = NULL;
	}
	pthread_mutex_unlock(&reader.lock);
	return r;
}

static void *swa_reader_main(void *arg)
{
	struct swa_reading *r;
	char byte = 1;

	(void)arg;
	swa_log_set_thread(swa_reader_keep_log);
	while ((r = swa_reader_wait())) {
		swa_reader_do(r);
		pthread_mutex_lock(&reader.lock);
		reader.done = r;
		pthread_mutex_unlock(&reader.lock);
		/* the pipe holds far more than the one byte a reading writes */
		if (write(reader.pipe[1], &byte, 1) != 1)
			swa_err("cannot wake the agent after a reading");
	}
	return NULL;
}

/* --------------------------------------------- the main thread's side */

static int swa_reader_pipe(void)
{
	int i;

	if (pipe(reader.pipe))
		return -errno;
	for (i = 0; i < 2; i++) {
		if (fcntl(reader.pipe[i], F_SETFL, O_NONBLOCK) ||
		    fcntl(reader.pipe[i], F_SETFD, FD_CLOEXEC))
			return -errno;
	}
	return 0;
}

static void swa_reader_close_pipe(void)
{
	int i;

	for (i = 0; i < 2; i++) {
		if (reader.pipe[i] >= 0)
			close(reader.pipe[i]);
		reader.pipe[i] = -1;
	}
}

int swa_reader_start(struct swa_source *src)
{
	int ret;

	if (reader.started)
		return -EALREADY;
	reader.src = src;
	reader.stop = false;
	ret = swa_reader_pipe();
	if (!ret) {
		pthread_mutex_init(&reader.lock, NULL);
		pthread_cond_init(&reader.wake, NULL);
		ret = -pthread_create(&reader.thread, NULL, swa_reader_main, NULL);
		if (ret) {
			pthread_cond_destroy(&reader.wake);
			pthread_mutex_destroy(&reader.lock);
		}
	}
	if (ret) {
		swa_reader_close_pipe();
		reader.src = NULL;
		return ret;
	}
	reader.started = true;
	return 0;
}

int swa_reader_fd(void)
{
	return reader.started ? reader.pipe[0] : -1;
}

bool swa_reader_busy(void)
{
	return reader.started && reader.busy;
}

int swa_reader_post(struct swa_reading *r)
{
	if (!reader.started || reader.busy)
		return -EBUSY;
	pthread_mutex_lock(&reader.lock);
	reader.todo = r;
	reader.busy = true;
	pthread_cond_signal(&reader.wake);
	pthread_mutex_unlock(&reader.lock);
	return 0;
}

struct swa_reading *swa_reader_take(void)
{
	struct swa_reading *r;
	char bytes[16];

	if (!reader.started)
		return NULL;
	while (read(reader.pipe[0], bytes, sizeof(bytes)) > 0)
		;
	pthread_mutex_lock(&reader.lock);
	r = reader.done;
	reader.done = NULL;
	pthread_mutex_unlock(&reader.lock);
	if (r)
		reader.busy = false;
	return r;
}

void swa_reader_stop(void)
{
	if (!reader.started)
		return;
	pthread_mutex_lock(&reader.lock);
	reader.stop = true;
	pthread_cond_signal(&reader.wake);
	pthread_mutex_unlock(&reader.lock);
	pthread_join(reader.thread, NULL);
	swa_reading_free(reader.todo);
	swa_reading_free(reader.done);
	reader.todo = reader.done = NULL;
	pthread_cond_destroy(&reader.wake);
	pthread_mutex_destroy(&reader.lock);
	swa_reader_close_pipe();
	swa_source_free(reader.src);
	reader.src = NULL;
	reader.busy = false;
	reader.started = false;
}
