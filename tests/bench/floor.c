// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The floor of tests/bench/walk-host: the least an agent can do to serve
 * the objects the swconfig agent serves. A fixed, sorted array of
 * varbinds (dumped from the agent's own walk) answered by binary search
 * from one plain handler per registration, with nothing read, cached or
 * computed. One source, two builds, like the agent:
 *
 *   tests/bench/floor-agentx -x SOCKET -c CONF [-f] [-Lf LOG]
 *       an AgentX subagent (what swconfig-agentx is);
 *   tests/bench/.libs/floor_snmp.so
 *       an snmpd module: "dlmod floor_snmp PATH" (what swconfig_snmp.so is).
 *
 * CONF (or snmpd's configuration, after the dlmod line) names the files:
 *
 *   floorVarbinds FILE [CONTEXT]
 *
 * FILE has a line per object, "OID TYPE VALUE": TYPE one of INTEGER,
 * Gauge32, Counter32, Counter64, Timeticks, OID, STRING; VALUE a decimal
 * number, a dotted OID, or the octets in hex ("-" for none). In a
 * CONTEXT the objects of each MIB (1.3.6.1.2.1.N: BRIDGE-MIB with
 * Q-BRIDGE-MIB within it, and what follows it, which a walk's last
 * GETBULK reaches) are registered as that one subtree; in the default
 * context each column with the range of its last sub-identifier (IF-MIB
 * rows among the host's own interfaces), as the agent registers its rows.
 */
#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>
#include <net-snmp/agent/net-snmp-agent-includes.h>

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct floor_var {
	oid *name;		/* exactly name_len long: the floor's memory too */
	size_t name_len;
	u_char type;
	size_t len;		/* of val */
	u_char *val;		/* integer, counter64, OID or octets */
};

/* One registration: a slice of one file's sorted array */
struct floor_reg {
	struct floor_var *vars;
	size_t n;
};

/* mib-2: in a context, one registration per MIB below it */
static const oid mib_2[] = { 1, 3, 6, 1, 2, 1 };
#define FLOOR_MIB_LEN	(OID_LENGTH(mib_2) + 1)

static int floor_cmp(const void *a, const void *b)
{
	const struct floor_var *x = a, *y = b;

	return snmp_oid_compare(x->name, x->name_len, y->name, y->name_len);
}

/* Whether v and w are objects of the same MIB (1.3.6.1.2.1.N) */
static bool floor_same_mib(const struct floor_var *v, const struct floor_var *w)
{
	return v->name_len > FLOOR_MIB_LEN && w->name_len > FLOOR_MIB_LEN &&
	       !snmp_oid_compare(v->name, OID_LENGTH(mib_2), mib_2,
				 OID_LENGTH(mib_2)) &&
	       !snmp_oid_compare(v->name, FLOOR_MIB_LEN, w->name, FLOOR_MIB_LEN);
}

/* ------------------------------------------------------------ answers */

/* The first var of r at or after name (after, when strictly) */
static size_t floor_search(const struct floor_reg *r, const oid *name,
			   size_t len, bool strictly)
{
	size_t lo = 0, hi = r->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = snmp_oid_compare(r->vars[mid].name, r->vars[mid].name_len,
					 name, len);

		if (c < 0 || (strictly && c == 0))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void floor_answer(netsnmp_request_info *req, const struct floor_var *v)
{
	snmp_set_var_objid(req->requestvb, v->name, v->name_len);
	snmp_set_var_typed_value(req->requestvb, v->type, v->val, v->len);
}

static int floor_handler(netsnmp_mib_handler *handler,
			 netsnmp_handler_registration *reginfo,
			 netsnmp_agent_request_info *reqinfo,
			 netsnmp_request_info *requests)
{
	const struct floor_reg *r = handler->myvoid;
	netsnmp_request_info *req;

	(void)reginfo;
	for (req = requests; req; req = req->next) {
		const netsnmp_variable_list *vb = req->requestvb;
		size_t i;

		if (req->processed)
			continue;
		switch (reqinfo->mode) {
		case MODE_GET:
			i = floor_search(r, vb->name, vb->name_length, false);
			if (i < r->n && !snmp_oid_compare(r->vars[i].name,
							  r->vars[i].name_len,
							  vb->name, vb->name_length))
				floor_answer(req, &r->vars[i]);
			else
				netsnmp_set_request_error(reqinfo, req,
							  SNMP_NOSUCHINSTANCE);
			break;
		case MODE_GETNEXT:
			/*
			 * inclusive: the request was before this subtree and
			 * now names its start; nothing set: the agent goes on
			 * to the next subtree
			 */
			i = floor_search(r, vb->name, vb->name_length,
					 !req->inclusive);
			if (i < r->n)
				floor_answer(req, &r->vars[i]);
			break;
		default:
			netsnmp_set_request_error(reqinfo, req, SNMP_ERR_NOTWRITABLE);
			break;
		}
	}
	return SNMP_ERR_NOERROR;
}

/* ------------------------------------------------------------ loading */

static const struct {
	const char *name;
	u_char type;
} floor_types[] = {
	{ "INTEGER", ASN_INTEGER },	{ "Gauge32", ASN_GAUGE },
	{ "Counter32", ASN_COUNTER },	{ "Counter64", ASN_COUNTER64 },
	{ "Timeticks", ASN_TIMETICKS },	{ "OID", ASN_OBJECT_ID },
	{ "STRING", ASN_OCTET_STR },
};

static int floor_type(const char *name, u_char *type)
{
	size_t i;

	for (i = 0; i < sizeof(floor_types) / sizeof(floor_types[0]); i++) {
		if (!strcmp(name, floor_types[i].name)) {
			*type = floor_types[i].type;
			return 0;
		}
	}
	return -EINVAL;
}

/* VALUE of a line, in the form snmp_set_var_typed_value() takes */
static int floor_value(struct floor_var *v, const char *text)
{
	if (v->type == ASN_OCTET_STR) {
		size_t len = 0, i;

		if (strcmp(text, "-") && (strlen(text) % 2 ||
					  strspn(text, "0123456789abcdefABCDEF") != strlen(text)))
			return -EINVAL;
		v->len = strcmp(text, "-") ? strlen(text) / 2 : 0;
		v->val = malloc(v->len + 1);
		for (i = 0; v->val && i < v->len; i++, len += 2)
			sscanf(text + len, "%2hhx", &v->val[i]);
		return v->val ? 0 : -ENOMEM;
	}
	if (v->type == ASN_OBJECT_ID) {
		oid name[MAX_OID_LEN];
		size_t len = MAX_OID_LEN;

		if (!read_objid(text, name, &len))
			return -EINVAL;
		v->len = len * sizeof(oid);
		v->val = netsnmp_memdup(name, v->len);
		return v->val ? 0 : -ENOMEM;
	}
	if (v->type == ASN_COUNTER64) {
		struct counter64 c;
		unsigned long long n;

		if (sscanf(text, "%llu", &n) != 1)
			return -EINVAL;
		c.high = (u_long)(n >> 32);
		c.low = (u_long)(n & 0xffffffffu);
		v->len = sizeof(c);
		v->val = netsnmp_memdup(&c, sizeof(c));
		return v->val ? 0 : -ENOMEM;
	}
	{
		long n;

		if (sscanf(text, "%ld", &n) != 1)
			return -EINVAL;
		v->len = sizeof(n);
		v->val = netsnmp_memdup(&n, sizeof(n));
		return v->val ? 0 : -ENOMEM;
	}
}

static int floor_parse_line(char *line, struct floor_var *v)
{
	char *name = strtok(line, " \t\n"), *type = strtok(NULL, " \t\n");
	char *value = strtok(NULL, " \t\n");
	oid buf[MAX_OID_LEN];
	size_t len = MAX_OID_LEN;

	memset(v, 0, sizeof(*v));
	if (!value || !read_objid(name, buf, &len) || floor_type(type, &v->type))
		return -EINVAL;
	v->name = netsnmp_memdup(buf, len * sizeof(oid));
	v->name_len = len;
	if (!v->name)
		return -ENOMEM;
	return floor_value(v, value);
}

/* The sorted objects of path; n 0 and an error logged on failure */
static struct floor_var *floor_load(const char *path, size_t *n)
{
	struct floor_var *vars = NULL, *grown;
	size_t cap = 0, lineno = 0;
	char line[4096];
	FILE *f = fopen(path, "r");

	*n = 0;
	if (!f) {
		snmp_log(LOG_ERR, "floor: %s: %s\n", path, strerror(errno));
		return NULL;
	}
	while (fgets(line, sizeof(line), f)) {
		lineno++;
		if (*n == cap) {
			cap = cap ? 2 * cap : 1024;
			grown = realloc(vars, cap * sizeof(*vars));
			if (!grown)
				break;
			vars = grown;
		}
		if (floor_parse_line(line, &vars[*n])) {
			snmp_log(LOG_ERR, "floor: %s:%zu: not \"OID TYPE VALUE\"\n",
				 path, lineno);
			free(vars[*n].name);
			free(vars[*n].val);
			continue;
		}
		(*n)++;
	}
	fclose(f);
	qsort(vars, *n, sizeof(*vars), floor_cmp);
	return vars;
}

/* --------------------------------------------------------- registering */

static void floor_register(const char *what, const oid *name, size_t len,
			   u_char range_subid, oid range_ubound,
			   struct floor_var *vars, size_t n, const char *context)
{
	netsnmp_handler_registration *reg;
	struct floor_reg *r = malloc(sizeof(*r));

	reg = netsnmp_create_handler_registration(what, floor_handler, name, len,
						  HANDLER_CAN_RONLY);
	if (!r || !reg) {
		snmp_log(LOG_ERR, "floor: out of memory registering %s\n", what);
		free(r);
		return;
	}
	r->vars = vars;
	r->n = n;
	reg->handler->myvoid = r;
	reg->range_subid = range_subid;
	reg->range_ubound = range_ubound;
	if (context && *context)
		reg->contextName = strdup(context);
	if (netsnmp_register_handler(reg) != MIB_REGISTERED_OK)
		snmp_log(LOG_ERR, "floor: cannot register %s\n", what);
}

/*
 * In a context each MIB as one subtree; in the default one each column
 * (objects sharing all but their last sub-identifier) with the range of
 * its last sub-identifiers
 */
static void floor_register_all(struct floor_var *vars, size_t n,
			       const char *context)
{
	size_t i = 0, j;

	while (i < n) {
		const struct floor_var *v = &vars[i];

		j = i + 1;
		if (context && *context && floor_same_mib(v, v)) {
			while (j < n && floor_same_mib(v, &vars[j]))
				j++;
			floor_register("floor-mib", v->name, FLOOR_MIB_LEN, 0, 0,
				       &vars[i], j - i, context);
		} else {
			while (j < n && vars[j].name_len == v->name_len &&
			       !snmp_oid_compare(vars[j].name, v->name_len - 1,
						 v->name, v->name_len - 1))
				j++;
			floor_register("floor-column", v->name, v->name_len,
				       (u_char)v->name_len,
				       vars[j - 1].name[v->name_len - 1],
				       &vars[i], j - i, context);
		}
		i = j;
	}
}

/* floorVarbinds FILE [CONTEXT] */
static void floor_config(const char *token, char *line)
{
	char *path = strtok(line, " \t"), *context = strtok(NULL, " \t");
	struct floor_var *vars;
	size_t n;

	(void)token;
	if (!path) {
		config_perror("floorVarbinds FILE [CONTEXT]");
		return;
	}
	vars = floor_load(path, &n);
	floor_register_all(vars, n, context);
	snmp_log(LOG_INFO, "floor: %zu objects from %s%s%s\n", n, path,
		 context ? " in context " : "", context ? context : "");
}

/* ---------------------------------------------------- the two builds */

#ifdef FLOOR_DLMOD

void init_floor_snmp(void);
void init_floor_snmp(void)
{
	register_app_config_handler("floorVarbinds", floor_config, NULL,
				    "FILE [CONTEXT]");
}

#else

static volatile sig_atomic_t floor_stop;

static void floor_signal(int sig)
{
	(void)sig;
	floor_stop = 1;
}

int main(int argc, char **argv)
{
	struct sigaction sa;
	int opt;

	while ((opt = getopt(argc, argv, "fx:c:L:")) != -1) {
		switch (opt) {
		case 'f':
			break;
		case 'x':
			netsnmp_ds_set_string(NETSNMP_DS_APPLICATION_ID,
					      NETSNMP_DS_AGENT_X_SOCKET, optarg);
			break;
		case 'c':
			netsnmp_ds_set_string(NETSNMP_DS_LIBRARY_ID,
					      NETSNMP_DS_LIB_OPTIONALCONFIG, optarg);
			netsnmp_ds_set_boolean(NETSNMP_DS_LIBRARY_ID,
					       NETSNMP_DS_LIB_DONT_READ_CONFIGS, 1);
			break;
		case 'L':
			if (snmp_log_options(optarg, argc, argv) < 0)
				return 2;
			break;
		default:
			fprintf(stderr, "usage: %s -x SOCKET -c CONF [-f] [-Lf LOG]\n",
				argv[0]);
			return 2;
		}
	}
	setenv("MIBS", "", 1);
	netsnmp_ds_set_boolean(NETSNMP_DS_APPLICATION_ID, NETSNMP_DS_AGENT_ROLE, 1);
	netsnmp_ds_set_boolean(NETSNMP_DS_LIBRARY_ID,
			       NETSNMP_DS_LIB_DISABLE_PERSISTENT_LOAD, 1);
	netsnmp_ds_set_boolean(NETSNMP_DS_LIBRARY_ID,
			       NETSNMP_DS_LIB_DISABLE_PERSISTENT_SAVE, 1);
	if (init_agent("floor-agentx"))
		return 1;
	register_app_config_handler("floorVarbinds", floor_config, NULL,
				    "FILE [CONTEXT]");
	init_snmp("floor-agentx");
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = floor_signal;	/* select() returns: the loop ends */
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	while (!floor_stop)
		agent_check_and_process(1);
	snmp_shutdown("floor-agentx");
	return 0;
}

#endif
