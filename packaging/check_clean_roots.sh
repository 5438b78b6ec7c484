#!/usr/bin/env bash
# The one Linux installer in clean Debian 11, 12 and 13 roots, each checked by
# packaging/linux/check_clean_debian.sh (non-root install, frozen self-test, the menu entry's
# Exec= line in a real X window with a screenshot, one computer move through the app's
# --demo-move hook, upgrade keeping saves, uninstall, the double-clicked installer's windows
# with no room and with room).
# Needs root. Not part of .ci/run (minutes per root); results go in packaging/README.md.
#
#   sudo packaging/check_clean_roots.sh [INSTALLER.run] [UPGRADE.run]
#
# Environment: SUITES (default "bullseye bookworm trixie"), ROOTS_DIR (default
# /work/cache/drachenspiele-clean-roots; one debootstrapped root per suite, made when missing,
# never in the git tree), X_DISPLAY (default :89; an Xvfb is started there when none runs),
# OUT (default /tmp/drachenspiele-clean-roots: logs and screenshots), DEBS="A.deb B.deb":
# also check the .deb in each root (packaging/linux/check_deb.sh: apt-get install A,
# upgrade to B, apt-get remove), after the installer.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
installer="$(realpath "${1:-$(ls -t "$repo"/dist/drachenspiele-*-linux-x86_64.run | head -n1)}")"
upgrade="$(realpath "${2:-$installer}")"
suites="${SUITES:-bullseye bookworm trixie}"
roots="${ROOTS_DIR:-/work/cache/drachenspiele-clean-roots}"
x_display="${X_DISPLAY:-:89}"
out="${OUT:-/tmp/drachenspiele-clean-roots}"
read -r -a debs <<< "${DEBS:-}"
mkdir -p "$roots" "$out"

xvfb_pid=""
stop_xvfb() { if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi; }
trap stop_xvfb EXIT
if ! xdpyinfo -display "$x_display" >/dev/null 2>&1; then
    Xvfb "$x_display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 1 40); do xdpyinfo -display "$x_display" >/dev/null 2>&1 && break; sleep 0.25; done
fi

echo "installer $(basename "$installer") ($(( $(stat -c %s "$installer") / 1024 )) KiB), upgrade to $(basename "$upgrade")"
failed=0
for suite in $suites; do
    start=$SECONDS
    if SUITE="$suite" UPGRADE="$upgrade" X_DISPLAY="$x_display" SHOT="$out/title-$suite.png" \
        "$here/linux/check_clean_debian.sh" "$installer" "$roots/$suite" >"$out/$suite.log" 2>&1; then
        result=PASSED
    else
        result=FAILED
        failed=1
    fi
    grep -E '^(== |install:|self-test:|window|demo move|upgrade:|uninstall|double-click)' "$out/$suite.log" | sed 's/^/  /'
    if [ "${#debs[@]}" = 2 ]; then
        if SUITE="$suite" X_DISPLAY="$x_display" SHOT="$out/deb-title-$suite.png" \
            "$here/linux/check_deb.sh" "${debs[0]}" "${debs[1]}" "$roots/$suite" \
            >"$out/deb-$suite.log" 2>&1; then
            grep -E '^(apt-get|self-test|Exec=|demo move|upgrade|after)' "$out/deb-$suite.log" | sed 's/^/  deb: /'
        else
            result=FAILED
            failed=1
            tail -n 5 "$out/deb-$suite.log" | sed 's/^/  deb: /'
        fi
    fi
    echo "$suite: $result in $((SECONDS - start)) s (log $out/$suite.log)"
done
exit "$failed"
