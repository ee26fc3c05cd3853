# SWS_INSTALL_DIRS: where `make install` puts the MIB and the systemd unit.
#
# mibdir: --with-mibdir=DIR, else the first of Net-SNMP's default MIB
# directories (net-snmp-config --default-mibdirs) that lies below
# Net-SNMP's prefix, re-rooted at our ${prefix}: /usr/share/snmp/mibs with
# --prefix=/usr, where snmpd and the tools look; $(datadir)/snmp/mibs when
# net-snmp-config says nothing. --without-mibdir installs no MIB.
#
# systemdsystemunitdir: --with-systemdsystemunitdir=DIR, else pkg-config's
# systemd variable (an absolute path, as daemon(7) recommends: the unit
# must be where systemd reads it whatever the prefix); no unit when
# systemd's .pc file is missing or with --without-systemdsystemunitdir.
AC_DEFUN([SWS_INSTALL_DIRS], [
  AC_REQUIRE([PKG_PROG_PKG_CONFIG])
  AC_ARG_WITH([mibdir],
    [AS_HELP_STRING([--with-mibdir=DIR],
      [install the MIB there @<:@Net-SNMP's MIB directory below PREFIX, else DATADIR/snmp/mibs@:>@])],
    [], [with_mibdir=auto])
  AC_MSG_CHECKING([where to install the MIB])
  AS_CASE([$with_mibdir],
    [no], [mibdir=],
    [auto|yes], [
      mibdir='${datadir}/snmp/mibs'
      AS_IF([test "x$NETSNMP_CONFIG" != xno && test -n "$NETSNMP_CONFIG"], [
        sws_ns_prefix=`$NETSNMP_CONFIG --prefix 2>/dev/null`
        sws_ns_dirs=`$NETSNMP_CONFIG --default-mibdirs 2>/dev/null | tr ':' ' '`
        AS_IF([test -n "$sws_ns_prefix"], [
          for sws_d in $sws_ns_dirs; do
            AS_CASE([$sws_d], ["$sws_ns_prefix"/*], [
              mibdir="\${prefix}${sws_d#"$sws_ns_prefix"}"
              break
            ])
          done
        ])
      ])
    ],
    [mibdir=$with_mibdir])
  AC_MSG_RESULT([${mibdir:-none}])
  AC_SUBST([mibdir])

  AC_ARG_WITH([systemdsystemunitdir],
    [AS_HELP_STRING([--with-systemdsystemunitdir=DIR],
      [install the systemd unit there @<:@from pkg-config systemd@:>@])],
    [], [with_systemdsystemunitdir=auto])
  AC_MSG_CHECKING([where to install the systemd unit])
  AS_CASE([$with_systemdsystemunitdir],
    [auto|yes], [
      systemdsystemunitdir=`$PKG_CONFIG --variable=systemdsystemunitdir systemd 2>/dev/null`
      AS_IF([test -z "$systemdsystemunitdir" && test "x$with_systemdsystemunitdir" = xyes],
        [AC_MSG_ERROR([systemd's pkg-config file not found: pass --with-systemdsystemunitdir=DIR])])
    ],
    [no], [systemdsystemunitdir=],
    [systemdsystemunitdir=$with_systemdsystemunitdir])
  AC_MSG_RESULT([${systemdsystemunitdir:-none}])
  AC_SUBST([systemdsystemunitdir])
])
