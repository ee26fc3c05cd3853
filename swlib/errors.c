// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * swlib: error codes. swlib speaks errno; libnl's own NLE_* codes (from
 * the socket layer) are translated here, and sw_strerror() words the
 * codes the way a switch user needs them.
 */
#include <config.h>

#include <errno.h>
#include <string.h>

#include <netlink/errno.h>

#include "swlib_priv.h"

int sw_errno_from_nl(int nlerr)
{
	switch (nlerr < 0 ? -nlerr : nlerr) {
	case NLE_SUCCESS:
		return 0;
	case NLE_INTR:
		return -EINTR;
	case NLE_BAD_SOCK:
		return -ENOTCONN;
	case NLE_AGAIN:
		return -EAGAIN;
	case NLE_NOMEM:
		return -ENOMEM;
	case NLE_EXIST:
		return -EEXIST;
	case NLE_INVAL:
		return -EINVAL;
	case NLE_RANGE:
		return -ERANGE;
	case NLE_MSGSIZE:
		return -EMSGSIZE;
	case NLE_OPNOTSUPP:
		return -EOPNOTSUPP;
	case NLE_AF_NOSUPPORT:
		return -EAFNOSUPPORT;
	case NLE_OBJ_NOTFOUND:
		return -ENOENT;
	case NLE_NOATTR:
		return -ENOENT;
	case NLE_MSG_TRUNC:
	case NLE_MSG_TOOSHORT:
	case NLE_MSGTYPE_NOSUPPORT:
	case NLE_PARSE_ERR:
		return -EBADMSG;
	case NLE_SEQ_MISMATCH:
	case NLE_MSG_OVERFLOW:
	case NLE_PROTO_MISMATCH:
		return -EPROTO;
	case NLE_NOACCESS:
		return -EACCES;
	case NLE_PERM:
		return -EPERM;
	case NLE_PKTLOC_FILE:
		return -ENOENT;
	case NLE_NODEV:
		return -ENODEV;
	case NLE_BUSY:
		return -EBUSY;
	case NLE_DUMP_INTR:
		return -EINTR;
	case NLE_NOADDR:
		return -EADDRNOTAVAIL;
	case NLE_IMMUTABLE:
		return -EROFS;
	default:
		return -EIO;
	}
}

const char *sw_strerror(int err)
{
	switch (err < 0 ? -err : err) {
	case 0:
		return "success";
	case ENODEV:
		return "no such switch";
	case ENOENT:
		return "no such attribute";
	case EINVAL:
		return "invalid argument";
	case ERANGE:
		return "value out of range";
	case EOPNOTSUPP:
		return "operation not supported";
	case EPERM:
	case EACCES:
		return "permission denied: needs CAP_NET_ADMIN";
	case EPFNOSUPPORT:
		return "the kernel has no switch netlink family "
		       "(is the swconfig module loaded?)";
	case ENOTCONN:
		return "not connected to the kernel";
	case EBADMSG:
		return "malformed reply from the kernel";
	case EPROTO:
		return "netlink protocol error";
	case EIO:
		return "I/O error in the switch driver";
	case ENOMEM:
		return "out of memory";
	default:
		return strerror(err < 0 ? -err : err);
	}
}

bool sw_err_ends_scan(int err)
{
	switch (-err) {
	case ENOMEM:
	case ENOTCONN:
	case ENODEV:
	case EPROTO:
	case EINTR:
		return true;
	default:
		return false;
	}
}
