#!/usr/bin/env bash
# The .deb in a clean Debian root, the way a family's computer meets it: `apt-get install
# ./drachenspiele_*.deb` (apt fetches the X libraries it depends on from the mirror), the
# installed game runs for a non-root user (self-test, and a window from the menu entry's Exec=
# line when X_DISPLAY is set, and one computer move through the app's own test hook
# `--demo-move`, its screenshot beside SHOT as FILE-move.png), an upgrade to a newer .deb, `apt-get remove`; the player's
# saves are checksummed before and must be untouched after each step. Needs root.
#
#   packaging/linux/check_deb.sh DEB UPGRADE_DEB ROOT_DIR
#
# ROOT_DIR is made with debootstrap --variant=minbase when missing (SUITE, default bookworm).
# X_DISPLAY=:NN and SHOT=FILE.png as in check_clean_debian.sh. Leaves the root without the
# package (apt-get purge at the end), so it can be used again.
set -euo pipefail

deb="$(realpath "$1")"
upgrade="$(realpath "$2")"
chroot_dir="$3"
suite="${SUITE:-bookworm}"
x_display="${X_DISPLAY:-}"
shot="${SHOT:-/tmp/drachenspiele-deb-$suite.png}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

[ "$(id -u)" = 0 ] || { echo "needs root (chroot)" >&2; exit 1; }
[ -x "$chroot_dir/bin/sh" ] || debootstrap --variant=minbase "$suite" "$chroot_dir" "$mirror"
mounts=()
cleanup() { for m in "${mounts[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
mountpoint -q "$chroot_dir/proc" || { mount -t proc proc "$chroot_dir/proc"; mounts+=("$chroot_dir/proc"); }
if [ -n "$x_display" ]; then
    mkdir -p "$chroot_dir/tmp/.X11-unix"
    mountpoint -q "$chroot_dir/tmp/.X11-unix" || {
        mount --bind /tmp/.X11-unix "$chroot_dir/tmp/.X11-unix"
        mounts+=("$chroot_dir/tmp/.X11-unix")
    }
fi
cp /etc/resolv.conf "$chroot_dir/etc/resolv.conf"
mkdir -p "$chroot_dir/tmp/debs"
cp "$deb" "$upgrade" "$chroot_dir/tmp/debs/"
chmod 644 "$chroot_dir"/tmp/debs/*.deb

# as_root CMD [ARG...]: CMD sees the ARGs as $1...
as_root() {
    local cmd=$1
    shift
    chroot "$chroot_dir" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive sh -euc "$cmd" sh "$@"
}
# A desktop session's PATH has /usr/games on Debian and Ubuntu.
as_player() {
    chroot --userspec=player:player "$chroot_dir" /usr/bin/env -i HOME=/home/player USER=player \
        PATH=/usr/local/bin:/usr/bin:/bin:/usr/games LANG=C.UTF-8 ${x_display:+DISPLAY=$x_display} \
        sh -euc "$1"
}
exec_as_player() {
    exec chroot --userspec=player:player "$chroot_dir" /usr/bin/env -i HOME=/home/player \
        USER=player PATH=/usr/local/bin:/usr/bin:/bin:/usr/games LANG=C.UTF-8 \
        DISPLAY="$x_display" sh -euc "$1"
}
user_data() {
    as_player 'cd /home/player && find .config/drachenspiele .local/share/drachenspiele -type f \
        2>/dev/null | sort | xargs -r sha256sum'
}
ms() { date +%s%3N; }
took() { echo "$(( ($(ms) - $1) / 100 ))" | sed 's/\(.\)$/.\1/; s/^\./0./'; }

as_root 'id player >/dev/null 2>&1 || useradd -m -s /bin/sh player
    rm -rf /home/player && mkdir -p /home/player && chown player:player /home/player
    dpkg -s drachenspiele >/dev/null 2>&1 && apt-get -qq purge -y drachenspiele || true'
echo "== $suite: $(as_root '. /etc/os-release; echo "$PRETTY_NAME"'), glibc $(as_root 'getconf GNU_LIBC_VERSION' | cut -d' ' -f2)"

t=$(ms)
as_root 'apt-get -qq update && apt-get install -y -q "/tmp/debs/$1"' "$(basename "$deb")" \
    > /tmp/check-deb-apt.log 2>&1 || { cat /tmp/check-deb-apt.log; exit 1; }
grep -E '^(The following NEW|  |[0-9]+ upgraded)' /tmp/check-deb-apt.log | tail -n 4
echo "apt-get install ./$(basename "$deb"): $(took "$t") s (with apt-get update), \
$(as_root 'dpkg-query -W -f="\${Installed-Size}" drachenspiele') KiB installed"
as_root 'test -x /opt/drachenspiele/drachenspiele && test -L /usr/games/drachenspiele &&
    test -f /usr/share/applications/drachenspiele.desktop &&
    test -f /usr/share/icons/hicolor/48x48/apps/drachenspiele.png'

t=$(ms)
as_player 'SDL_AUDIODRIVER=dummy drachenspiele --self-test --out /tmp/deb-selftest' >/dev/null
echo "self-test (drachenspiele on PATH): exit 0 in $(took "$t") s"
exec_line="$(sed -n 's/^Exec=//p' "$chroot_dir/usr/share/applications/drachenspiele.desktop" | head -n1)"
if [ -n "$x_display" ]; then
    (exec_as_player "exec $exec_line >/tmp/deb-app.log 2>&1") &
    app_pid=$!
    t=$(ms)
    seen=""
    for _ in $(seq 1 120); do
        if xwininfo -display "$x_display" -root -tree 2>/dev/null | grep -qi '"drachenspiele'; then
            seen=$(took "$t"); break
        fi
        kill -0 "$app_pid" 2>/dev/null || break
        sleep 0.25
    done
    [ -n "$seen" ] || { echo "no window appeared"; cat "$chroot_dir/tmp/deb-app.log"; exit 1; }
    sleep 4
    import -display "$x_display" -window root "$shot"
    kill -TERM "$app_pid"
    status=0
    wait "$app_pid" || status=$?
    echo "Exec=$exec_line: window after $seen s, screenshot $shot, closed with status $status"
    [ "$status" = 0 ]
    t=$(ms)
    as_player "exec $exec_line --demo-move --out /tmp/deb-demo-move" >"$chroot_dir/tmp/deb-demo.log" 2>&1 ||
        { echo "the demo move failed"; cat "$chroot_dir/tmp/deb-demo.log"; exit 1; }
    played="$(grep '^played: seat ' "$chroot_dir/tmp/deb-demo.log")" ||
        { echo "no move played"; cat "$chroot_dir/tmp/deb-demo.log"; exit 1; }
    cp "$chroot_dir/tmp/deb-demo-move/demo-move.png" "${shot%.png}-move.png"
    echo "demo move: $played, exit 0 in $(took "$t") s; screenshot ${shot%.png}-move.png"
fi

as_player 'mkdir -p "$HOME/.local/share/drachenspiele/saves" &&
    echo "a family game in progress" > "$HOME/.local/share/drachenspiele/saves/check-marker.txt"'
before="$(user_data)"
t=$(ms)
as_root 'apt-get install -y -q "/tmp/debs/$1"' "$(basename "$upgrade")" >/tmp/check-deb-apt.log 2>&1 \
    || { cat /tmp/check-deb-apt.log; exit 1; }
echo "upgrade to $(as_root 'dpkg-query -W -f="\${Version}" drachenspiele'): $(took "$t") s"
as_player 'SDL_AUDIODRIVER=dummy drachenspiele --self-test --out /tmp/deb-selftest2' >/dev/null
[ "$(user_data)" = "$before" ] || { echo "the upgrade changed the user's files" >&2; exit 1; }
echo "after the upgrade: self-test passes, $(printf '%s\n' "$before" | grep -c .) user files unchanged"

t=$(ms)
as_root 'apt-get remove -y -q drachenspiele' >/tmp/check-deb-apt.log 2>&1 \
    || { cat /tmp/check-deb-apt.log; exit 1; }
as_root '! test -e /opt/drachenspiele && ! test -e /usr/games/drachenspiele &&
    ! test -e /usr/share/applications/drachenspiele.desktop'
[ "$(user_data)" = "$before" ] || { echo "apt-get remove changed the user's files" >&2; exit 1; }
echo "apt-get remove: $(took "$t") s, /opt/drachenspiele and the menu entry gone, user files unchanged"
as_root 'apt-get purge -y -q drachenspiele >/dev/null 2>&1 || true'
echo "DEB CHECK PASSED ($suite, $(basename "$deb") -> $(basename "$upgrade"))"
