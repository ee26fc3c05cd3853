# SWS_CHECK_NETSNMP: Net-SNMP's agent library, for the AgentX subagent in agent/.
#
# Flags come from net-snmp-config; only what a subagent needs is kept
# (base cflags, the agent and core libraries without the MIB modules of
# snmpd and their sensors/pci/wrap dependencies), and a link test proves
# they work together.
AC_DEFUN([SWS_CHECK_NETSNMP], [
  AC_ARG_VAR([NETSNMP_CONFIG], [path to net-snmp-config])
  AC_PATH_TOOL([NETSNMP_CONFIG], [net-snmp-config], [no])
  AS_IF([test "x$NETSNMP_CONFIG" = xno], [
    AC_MSG_ERROR([net-snmp-config not found.
Install Net-SNMP's development files (Debian: apt-get install libsnmp-dev)
or set NETSNMP_CONFIG=/path/to/net-snmp-config.])
  ])
  NETSNMP_CFLAGS=`$NETSNMP_CONFIG --base-cflags`
  NETSNMP_LIBS=`$NETSNMP_CONFIG --netsnmp-agent-libs | sed 's/-lnetsnmpmibs//'`
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
