# SWS_CHECK_KERNEL: where to build the kernel modules of kmod/.
#
# --with-kernel=DIR names a kernel build tree (a /lib/modules/<release>/build
# or /usr/src/linux-headers-<release> directory). Without it, the newest
# installed one is used, not the running kernel's: build hosts and CI often
# run another kernel than the one the modules are for.
# --disable-kmod (or --without-kernel) builds user space only. When
# cross-compiling (--host), the build machine's kernel trees are not the
# target's: the modules are then left out unless --with-kernel=DIR names
# the target's tree, which is built with ARCH=KERNEL_ARCH and
# CROSS_COMPILE=<host>- (set KERNEL_ARCH and CROSS_COMPILE to override).
AC_DEFUN([SWS_CHECK_KERNEL], [
  AC_REQUIRE([AC_CANONICAL_HOST])
  AC_ARG_ENABLE([kmod],
    [AS_HELP_STRING([--disable-kmod], [do not build the kernel modules])],
    [], [enable_kmod=yes])
  AC_ARG_WITH([kernel],
    [AS_HELP_STRING([--with-kernel=DIR],
      [kernel build tree for the modules @<:@newest in /lib/modules/*/build or /usr/src/linux-headers-*; none when cross-compiling@:>@])],
    [], [with_kernel=auto])
  AC_ARG_VAR([KERNEL_ARCH], [ARCH= of the kernel build when cross-compiling the modules])
  AC_ARG_VAR([CROSS_COMPILE], [CROSS_COMPILE= of the kernel build when cross-compiling the modules @<:@HOST-@:>@])

  AS_IF([test "x$with_kernel" = xno], [enable_kmod=no])
  AS_IF([test "x$cross_compiling" = xyes && test "x$with_kernel" = xauto &&
         test "x$enable_kmod" != xno], [
    AC_MSG_NOTICE([cross-compiling: kernel modules left out (pass --with-kernel=DIR for the target's kernel tree)])
    enable_kmod=no
  ])
  KMOD_MAKEFLAGS=
  AS_IF([test "x$cross_compiling" = xyes && test "x$enable_kmod" != xno], [
    AS_IF([test -z "$KERNEL_ARCH"], [
      AS_CASE([$host_cpu],
        [x86_64|i?86], [KERNEL_ARCH=x86],
        [aarch64*], [KERNEL_ARCH=arm64],
        [arm*], [KERNEL_ARCH=arm],
        [mips*], [KERNEL_ARCH=mips],
        [powerpc*], [KERNEL_ARCH=powerpc],
        [riscv*], [KERNEL_ARCH=riscv],
        [KERNEL_ARCH=$host_cpu])
    ])
    AS_IF([test -z "$CROSS_COMPILE"], [CROSS_COMPILE=${host_alias}-])
    KMOD_MAKEFLAGS="ARCH=$KERNEL_ARCH CROSS_COMPILE=$CROSS_COMPILE"
  ])
  AC_SUBST([KMOD_MAKEFLAGS])

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
