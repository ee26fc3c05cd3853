# SWS_CHECK_KERNEL: where to build the kernel modules of kmod/.
#
# --with-kernel=DIR names a kernel build tree (a /lib/modules/<release>/build
# or /usr/src/linux-headers-<release> directory). Without it, the newest
# installed one is used, not the running kernel's: build hosts and CI often
# run another kernel than the one the modules are for.
# --disable-kmod builds user space only (cross builds for router targets).
AC_DEFUN([SWS_CHECK_KERNEL], [
  AC_ARG_ENABLE([kmod],
    [AS_HELP_STRING([--disable-kmod], [do not build the kernel modules])],
    [], [enable_kmod=yes])
  AC_ARG_WITH([kernel],
    [AS_HELP_STRING([--with-kernel=DIR],
      [kernel build tree for the modules @<:@newest in /lib/modules/*/build or /usr/src/linux-headers-*@:>@])],
    [], [with_kernel=auto])

  KERNEL_DIR=
  KERNEL_RELEASE=
  AS_IF([test "x$enable_kmod" != xno], [
    AC_MSG_CHECKING([for a kernel build tree])
    AS_IF([test "x$with_kernel" = xauto || test "x$with_kernel" = xyes], [
      for dir in /lib/modules/*/build /usr/src/linux-headers-*; do
        test -f "$dir/include/generated/utsrelease.h" || continue
        release=`sed -n 's/^#define UTS_RELEASE "\(.*\)"/\1/p' "$dir/include/generated/utsrelease.h"`
        echo "$release $dir"
      done | sort -V | tail -n 1 > conftest.kdir
      read KERNEL_RELEASE KERNEL_DIR < conftest.kdir
      rm -f conftest.kdir
    ], [
      KERNEL_DIR=$with_kernel
      AS_IF([test -f "$KERNEL_DIR/include/generated/utsrelease.h"],
        [KERNEL_RELEASE=`sed -n 's/^#define UTS_RELEASE "\(.*\)"/\1/p' "$KERNEL_DIR/include/generated/utsrelease.h"`])
    ])
    AS_IF([test -z "$KERNEL_RELEASE"], [
      AC_MSG_RESULT([no])
      AC_MSG_ERROR([no configured kernel build tree found (${with_kernel}).
Install the headers of the kernel the modules are for (Debian: linux-headers-amd64
or linux-headers-6.12-amd64), pass --with-kernel=DIR, or --disable-kmod.])
    ])
    AC_MSG_RESULT([$KERNEL_DIR ($KERNEL_RELEASE)])
  ])
  AC_SUBST([KERNEL_DIR])
  AC_SUBST([KERNEL_RELEASE])
  AM_CONDITIONAL([BUILD_KMOD], [test "x$enable_kmod" != xno])
])
