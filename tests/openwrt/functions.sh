# SPDX-License-Identifier: GPL-2.0-or-later
# shellcheck shell=sh disable=SC3043,SC2034
#
# Test double of OpenWrt's /lib/functions.sh: the config_* functions that
# the package's scripts use (config_load, config_get, config_get_bool,
# config_set, config_foreach, config_list_foreach) and the callbacks
# config_load makes (config_cb, option_cb, list_cb), with the same
# variables (CONFIG_<section>_<option>, CONFIG_SECTIONS) and return
# values. config_load NAME parses $UCI_CONFIG_DIR/NAME (/etc/config/NAME
# by default, as uci) for real, through uci-export.py, and fails as uci
# does on a missing file or a syntax error. Only for tests/openwrt: never
# installed, OpenWrt has the real one.

# the parser: tests/openwrt/run exports its absolute path
: "${UCI_EXPORT:?UCI_EXPORT must name tests/openwrt/uci-export.py}"

config_cb() { return 0; }
option_cb() { return 0; }
list_cb() { return 0; }

config_set() {
	export "CONFIG_${1}_${2}=${3}"
}

config() {
	local type="$1" name="$2"
	CONFIG_NUM_SECTIONS=$((CONFIG_NUM_SECTIONS + 1))
	name=${name:-cfg$CONFIG_NUM_SECTIONS}
	CONFIG_SECTIONS="${CONFIG_SECTIONS:+$CONFIG_SECTIONS }$name"
	CONFIG_SECTION=$name
	config_set "$name" TYPE "$type"
	config_cb "$type" "$name"
}

option() {
	config_set "$CONFIG_SECTION" "$1" "$2"
	option_cb "$1" "$2"
}

list() {
	local len
	config_get len "$CONFIG_SECTION" "${1}_LENGTH" 0
	len=$((len + 1))
	config_set "$CONFIG_SECTION" "${1}_ITEM$len" "$2"
	config_set "$CONFIG_SECTION" "${1}_LENGTH" "$len"
	list_cb "$1" "$2"
}

config_load() {
	local data
	# forget the previous load, as uci_load does
	for s in $CONFIG_SECTIONS; do
		unset "CONFIG_${s}_TYPE"
	done
	CONFIG_SECTIONS=
	CONFIG_NUM_SECTIONS=0
	CONFIG_SECTION=
	data=$("$UCI_EXPORT" "${UCI_CONFIG_DIR:-/etc/config}/$1") || return 1
	eval "$data"
	config_cb
	return 0
}

# config_get VAR SECTION OPTION [DEFAULT], or config_get SECTION OPTION
# (printed)
config_get() {
	case $# in
	2) eval "printf '%s\n' \"\${CONFIG_${1}_${2}:-}\"" ;;
	*) eval "export \"$1=\${CONFIG_${2}_${3}:-\${4:-}}\"" ;;
	esac
}

config_get_bool() {
	local _tmp
	config_get _tmp "$2" "$3" "$4"
	case $_tmp in
	1|on|true|yes|enabled) _tmp=1 ;;
	0|off|false|no|disabled) _tmp=0 ;;
	*) _tmp=$4 ;;
	esac
	export "$1=$_tmp"
}

# config_foreach FUNCTION [TYPE [ARGS...]]
config_foreach() {
	local fn="$1" type="${2:-}" s t
	if [ $# -ge 2 ]; then shift 2; else shift; fi
	for s in $CONFIG_SECTIONS; do
		config_get t "$s" TYPE
		[ -z "$type" ] || [ "$t" = "$type" ] || continue
		"$fn" "$s" "$@"
	done
}

# config_list_foreach SECTION OPTION FUNCTION [ARGS...]
config_list_foreach() {
	local section="$1" option="$2" fn="$3" len i v
	shift 3
	config_get len "$section" "${option}_LENGTH" 0
	i=1
	while [ "$i" -le "$len" ]; do
		config_get v "$section" "${option}_ITEM$i"
		"$fn" "$v" "$@"
		i=$((i + 1))
	done
}
