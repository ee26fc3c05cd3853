# SPDX-License-Identifier: GPL-2.0-or-later
# shellcheck shell=sh disable=SC3043
#
# Test double of what rc.common and procd.sh give an init script with
# USE_PROCD=1: each procd_* function (and logger, rc_procd) appends one
# line to $PROCD_LOG, its name and arguments separated by "|", so that
# tests/openwrt/run compares exactly what the script asked procd for.
# procd_running answers from $PROCD_RUNNING (1: the instance runs).
# Never installed: OpenWrt has the real ones.

: "${PROCD_LOG:?PROCD_LOG must name the record file}"

procd_record() {
	local line="$1" a
	shift
	for a in "$@"; do
		line="$line|$a"
	done
	printf '%s\n' "$line" >>"$PROCD_LOG"
}

procd_open_instance() { procd_record procd_open_instance "$@"; }
procd_close_instance() { procd_record procd_close_instance "$@"; }
procd_set_param() { procd_record procd_set_param "$@"; }
procd_append_param() { procd_record procd_append_param "$@"; }
procd_add_reload_trigger() { procd_record procd_add_reload_trigger "$@"; }
procd_open_trigger() { procd_record procd_open_trigger "$@"; }
procd_close_trigger() { procd_record procd_close_trigger "$@"; }
procd_send_signal() { procd_record procd_send_signal "$@"; }
procd_running() {
	procd_record procd_running "$@"
	[ "${PROCD_RUNNING:-0}" = 1 ]
}
logger() { procd_record logger "$@"; }
# rc.common's wrapper: open the service, run the function, close it
rc_procd() {
	procd_record rc_procd "$@"
	"$@"
}
