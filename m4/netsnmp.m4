# SWS_CHECK_NETSNMP: Net-SNMP's agent library, for the AgentX subagent in agent/.
#
# Flags come from net-snmp-config; only what a subagent needs is kept
# (base cflags, the agent and core libraries without the MIB modules of
# snmpd and their sensors/pci/wrap dependencies), and a link test proves
# they work together.
#
# Cross builds: net-snmp-config is looked for as HOST-net-snmp-config
# first; NETSNMP_CONFIG=PATH names the target's one (e.g. in an OpenWrt
# staging directory), or NETSNMP_CFLAGS and NETSNMP_LIBS set together
# skip net-snmp-config altogether (e.g. "-I$SYSROOT/usr/include" and
# "-lnetsnmpagent -lnetsnmp").
#
# --disable-agent builds swlib and the swconfig CLI only, without Net-SNMP
# (e.g. cross builds where no Net-SNMP for the target is at hand).
AC_DEFUN([SWS_CHECK_NETSNMP], [
  AC_ARG_ENABLE([agent],
    [AS_HELP_STRING([--disable-agent], [do not build the SNMP subagent (no Net-SNMP needed)])],
    [], [enable_agent=yes])
  AM_CONDITIONAL([BUILD_AGENT], [test "x$enable_agent" != xno])
  AS_IF([test "x$enable_agent" != xno], [_SWS_CHECK_NETSNMP], [NETSNMP_CONFIG=no])
])

AC_DEFUN([_SWS_CHECK_NETSNMP], [
  AC_ARG_VAR([NETSNMP_CONFIG], [path to net-snmp-config])
  AC_ARG_VAR([NETSNMP_CFLAGS], [C compiler flags for Net-SNMP, overriding net-snmp-config])
  AC_ARG_VAR([NETSNMP_LIBS], [linker flags for Net-SNMP's agent libraries, overriding net-snmp-config])
  AS_IF([test -n "$NETSNMP_CFLAGS" && test -n "$NETSNMP_LIBS"], [
    AC_MSG_NOTICE([Net-SNMP flags from NETSNMP_CFLAGS and NETSNMP_LIBS])
    : ${NETSNMP_CONFIG=no}
  ], [
    AC_PATH_TOOL([NETSNMP_CONFIG], [net-snmp-config], [no])
    AS_IF([test "x$NETSNMP_CONFIG" = xno], [
      AC_MSG_ERROR([net-snmp-config not found.
Install Net-SNMP's development files (Debian: apt-get install libsnmp-dev)
or set NETSNMP_CONFIG=/path/to/net-snmp-config (or NETSNMP_CFLAGS and NETSNMP_LIBS).])
    ])
    NETSNMP_CFLAGS=`$NETSNMP_CONFIG --base-cflags`
    NETSNMP_LIBS=`$NETSNMP_CONFIG --netsnmp-agent-libs | sed 's/-lnetsnmpmibs//'`
  ])
  AC_MSG_CHECKING([whether a Net-SNMP subagent links])
  sws_save_CFLAGS=$CFLAGS
  sws_save_LIBS=$LIBS
  CFLAGS="$CFLAGS $NETSNMP_CFLAGS"
  LIBS="$NETSNMP_LIBS $LIBS"
  AC_LINK_IFELSE([AC_LANG_PROGRAM([[
#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>
#include <net-snmp/agent/net-snmp-agent-includes.h>
]], [[
netsnmp_enable_subagent();
init_agent("conftest");
]])], [AC_MSG_RESULT([yes])], [
    AC_MSG_RESULT([no])
    AC_MSG_ERROR([cannot link a Net-SNMP subagent with: $NETSNMP_LIBS (see config.log)])
  ])
  CFLAGS=$sws_save_CFLAGS
  LIBS=$sws_save_LIBS
  AC_SUBST([NETSNMP_CFLAGS])
  AC_SUBST([NETSNMP_LIBS])
])
