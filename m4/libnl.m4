# SWS_CHECK_LIBNL: libnl-3 and libnl-genl-3, the netlink client libraries of swlib/.
AC_DEFUN([SWS_CHECK_LIBNL], [
  PKG_CHECK_MODULES([LIBNL], [libnl-3.0 >= 3.2 libnl-genl-3.0 >= 3.2], [],
    [AC_MSG_ERROR([libnl-3 and libnl-genl-3 not found ($LIBNL_PKG_ERRORS).
Install them (Debian: apt-get install libnl-3-dev libnl-genl-3-dev pkg-config)
or point PKG_CONFIG_PATH at their .pc files.])])
])
