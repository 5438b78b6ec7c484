#!/usr/bin/env bash
# Install the Linux installer in a clean Debian root with no Python, as a person would meet it:
# a non-root user installs it, the frozen self-test runs, the app starts from its menu entry's
# Exec= line in a real X window (screenshot) and plays one computer move through its own test
# hook (`--demo-move`, common/demo_move.py: the move and a screenshot), an upgrade keeps the
# saves, the uninstaller keeps them unless asked. With a window it also double-clicks the
# installer (`setsid sh file.run </dev/null >/dev/null 2>&1`) twice: with no room in
# ~/.local/lib (a 1 MB tmpfs), where it must show its "could not be installed" window and
# install nothing, and normally, where it installs and shows its "installed" window; both
# windows are screenshot and closed with a click on "Close". Needs root (debootstrap, chroot,
# mount).
#
#   packaging/linux/check_clean_debian.sh [INSTALLER.run] [ROOT_DIR]
#
# Environment:
#   SUITE=bookworm      Debian release of the root (bullseye, bookworm, trixie)
#   UPGRADE=FILE.run    the installer to upgrade to (default: INSTALLER again)
#   X_DISPLAY=:NN       an X server on this host (Xvfb); its socket is bound into the root and
#                       the app is started there in a window. Unset: no window test.
#   SHOT=FILE.png       where the window screenshot goes (default /tmp/drachenspiele-SUITE.png);
#                       beside it FILE-move.png (the demo move), FILE-no-room.png and
#                       FILE-installed.png (the double-clicked installer's two windows)
#   DEBIAN_MIRROR       default http://deb.debian.org/debian
# ROOT_DIR (default /tmp/deb-root-SUITE) is made with debootstrap --variant=minbase when missing
# (a few minutes), with only the X client libraries any desktop has (libX11 and friends, which
# SDL loads at run time): nothing else, and no Python (checked).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root_repo="$(cd "$here/../.." && pwd)"
installer="${1:-$(ls -t "$root_repo"/dist/drachenspiele-*-linux-x86_64.run | head -n1)}"
suite="${SUITE:-bookworm}"
chroot_dir="${2:-/tmp/deb-root-$suite}"
upgrade="${UPGRADE:-$installer}"
x_display="${X_DISPLAY:-}"
shot="${SHOT:-/tmp/drachenspiele-$suite.png}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
x_libs=libx11-6,libxext6,libxcursor1,libxi6,libxfixes3,libxrandr2,libxss1,libxrender1,libxkbcommon0

[ "$(id -u)" = 0 ] || { echo "needs root (chroot)" >&2; exit 1; }
if [ ! -x "$chroot_dir/bin/sh" ]; then
    debootstrap --variant=minbase --include="$x_libs" "$suite" "$chroot_dir" "$mirror"
fi
if chroot "$chroot_dir" sh -c 'command -v python3 || command -v python || ls /usr/lib/python3*' \
    >/dev/null 2>&1; then
    echo "the root at $chroot_dir has Python: not a fair test" >&2
    exit 1
fi

cp "$installer" "$chroot_dir/tmp/installer.run"
cp "$upgrade" "$chroot_dir/tmp/upgrade.run"
chmod 644 "$chroot_dir/tmp/installer.run" "$chroot_dir/tmp/upgrade.run"
mounts=()
cleanup() { for m in "${mounts[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
if ! mountpoint -q "$chroot_dir/proc"; then
    mount -t proc proc "$chroot_dir/proc"
    mounts+=("$chroot_dir/proc")
fi
if [ -n "$x_display" ]; then
    mkdir -p "$chroot_dir/tmp/.X11-unix"
    mountpoint -q "$chroot_dir/tmp/.X11-unix" || {
        mount --bind /tmp/.X11-unix "$chroot_dir/tmp/.X11-unix"
        mounts+=("$chroot_dir/tmp/.X11-unix")
    }
fi

# A fresh non-root user each run.
chroot "$chroot_dir" sh -c 'id player >/dev/null 2>&1 || useradd -m -s /bin/sh player
    rm -rf /home/player /tmp/selftest && mkdir -p /home/player && chown player:player /home/player'
# as_player CMD: run a shell command as the user, with a desktop-like environment.
as_player() {
    chroot --userspec=player:player "$chroot_dir" /usr/bin/env -i HOME=/home/player USER=player \
        PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 ${x_display:+DISPLAY=$x_display} sh -euc "$1"
}
# exec_as_player CMD: the same, replacing this (sub)shell, so that $! is the app itself.
exec_as_player() {
    exec chroot --userspec=player:player "$chroot_dir" /usr/bin/env -i HOME=/home/player \
        USER=player PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 DISPLAY="$x_display" sh -euc "$1"
}
ms() { date +%s%3N; }
took() { echo "$(( ($(ms) - $1) / 100 ))" | sed 's/\(.\)$/.\1/; s/^\./0./'; }
# user_data: a list of the user's files with checksums (logs excluded: the app appends to them).
user_data() {
    as_player 'cd /home/player && find .config/drachenspiele .local/share/drachenspiele -type f \
        2>/dev/null | sort | xargs -r sha256sum'
}

echo "== $suite: $(chroot "$chroot_dir" sh -c '. /etc/os-release; echo "$PRETTY_NAME"'), \
glibc $(chroot "$chroot_dir" getconf GNU_LIBC_VERSION | cut -d' ' -f2), root $(du -sxm "$chroot_dir" | cut -f1) MB"
t=$(ms)
as_player 'sh /tmp/installer.run --yes'
echo "install: $(took "$t") s, $(du -sm "$chroot_dir/home/player/.local/lib/drachenspiele" | cut -f1) MB installed"

t=$(ms)
as_player 'SDL_AUDIODRIVER=dummy "$HOME/.local/bin/drachenspiele" --self-test --out /tmp/selftest' \
    >/dev/null
echo "self-test: exit 0 in $(took "$t") s, $(ls "$chroot_dir/tmp/selftest" | grep -c '\.png$') screenshots"

desktop="$chroot_dir/home/player/.local/share/applications/drachenspiele.desktop"
exec_line="$(sed -n 's/^Exec=//p' "$desktop" | head -n1)"
echo "menu entry Exec=$exec_line"
if [ -n "$x_display" ]; then
    # Start it the way a desktop does: the Exec= line, no terminal, output to a log.
    t=$(ms)
    (exec_as_player "exec $exec_line >/tmp/app.log 2>&1") &
    app_pid=$!
    seen=""
    for _ in $(seq 1 120); do
        if xwininfo -display "$x_display" -root -tree 2>/dev/null | grep -qi '"drachenspiele'; then
            seen=$(took "$t")
            break
        fi
        kill -0 "$app_pid" 2>/dev/null || break
        sleep 0.25
    done
    [ -n "$seen" ] || { echo "no window appeared"; cat "$chroot_dir/tmp/app.log"; exit 1; }
    sleep 4  # the title's first frames and fade-in
    import -display "$x_display" -window root "$shot"
    echo "window after $seen s; screenshot $shot"
    # SDL turns SIGTERM into a quit event: the app closes as from the window's X (and saves).
    kill -TERM "$app_pid"
    status=0
    wait "$app_pid" || status=$?
    echo "app closed with status $status"
    [ "$status" = 0 ] || { cat "$chroot_dir/tmp/app.log"; exit 1; }

    # One computer move through the app's own test hook, started as the menu entry starts it.
    t=$(ms)
    as_player "exec $exec_line --demo-move --out /tmp/demo-move" >"$chroot_dir/tmp/demo.log" 2>&1 ||
        { echo "the demo move failed"; cat "$chroot_dir/tmp/demo.log"; exit 1; }
    played="$(grep '^played: seat ' "$chroot_dir/tmp/demo.log")" ||
        { echo "no move played"; cat "$chroot_dir/tmp/demo.log"; exit 1; }
    cp "$chroot_dir/tmp/demo-move/demo-move.png" "${shot%.png}-move.png"
    echo "demo move: $played, exit 0 in $(took "$t") s; screenshot ${shot%.png}-move.png"
fi

# A save of the user's (besides what the app wrote): upgrades and uninstalls must keep it.
as_player 'mkdir -p "$HOME/.local/share/drachenspiele/saves" &&
    echo "a family game in progress" > "$HOME/.local/share/drachenspiele/saves/check-marker.txt"'
before="$(user_data)"
echo "user files before the upgrade: $(printf '%s\n' "$before" | grep -c .)"

t=$(ms)
as_player 'sh /tmp/upgrade.run --yes' >/dev/null
as_player 'SDL_AUDIODRIVER=dummy "$HOME/.local/bin/drachenspiele" --self-test --out /tmp/selftest2' \
    >/dev/null
[ "$(user_data)" = "$before" ] || { echo "the upgrade changed the user's files" >&2; exit 1; }
echo "upgrade: $(took "$t") s (with its self-test), user files unchanged"

as_player '"$HOME/.local/bin/drachenspiele-uninstall" </dev/null'
as_player '! ls -d "$HOME/.local/lib/drachenspiele" "$HOME/.local/bin/drachenspiele" \
    "$HOME/.local/share/applications/drachenspiele.desktop" 2>/dev/null'
[ "$(user_data)" = "$before" ] || { echo "the uninstall changed the user's files" >&2; exit 1; }
echo "uninstall: program, commands and menu entry gone, user files kept"

as_player 'sh /tmp/upgrade.run --yes >/dev/null && "$HOME/.local/bin/drachenspiele-uninstall" --remove-user-data
    ! ls -d "$HOME/.local/share/drachenspiele" "$HOME/.config/drachenspiele" 2>/dev/null'
echo "uninstall --remove-user-data: saves and settings gone"

if [ -n "$x_display" ]; then
    # window_geometry: "X Y" of the app's window on the screen (its top-left corner).
    window_geometry() {
        xwininfo -display "$x_display" -root -tree 2>/dev/null | grep -i '"drachenspiele' |
            grep -o '[0-9]*x[0-9]*+-*[0-9]*+-*[0-9]*' | head -n1 | sed 's/.*+\(-*[0-9]*\)+\(-*[0-9]*\)$/\1 \2/'
    }
    # double_click NAME CLOSE_X CLOSE_Y: start the upgrade installer as a file manager does,
    # wait for its window, screenshot it to SHOT-NAME.png, click "Close" (at CLOSE_X, CLOSE_Y
    # of the 800x500 window), and leave the installer's exit status in $dc_status.
    double_click() {
        local t=$(ms) seen="" pid xy
        (exec_as_player 'setsid -w sh /tmp/upgrade.run </dev/null >/dev/null 2>&1') &
        pid=$!
        for _ in $(seq 1 160); do
            xy="$(window_geometry || true)"
            if [ -n "$xy" ]; then seen=$(took "$t"); break; fi
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.25
        done
        [ -n "$seen" ] || { echo "double-click ($1): no window appeared"; wait "$pid" || true; exit 1; }
        sleep 2  # its first frames
        import -display "$x_display" -window root "${shot%.png}-$1.png"
        set -- "$1" $(( ${xy% *} + $2 )) $(( ${xy#* } + $3 ))
        DISPLAY="$x_display" xdotool mousemove --sync "$2" "$3" click 1
        dc_status=0
        wait "$pid" || dc_status=$?
        echo "double-click ($1): window after $seen s, screenshot ${shot%.png}-$1.png, closed; installer status $dc_status"
    }

    # No room in ~/.local/lib: nothing is installed and the bundle's own window says why.
    uid="$(chroot "$chroot_dir" id -u player)"
    mkdir -p "$chroot_dir/home/player/.local/lib"
    chown -R "$uid:$uid" "$chroot_dir/home/player/.local"
    mount -t tmpfs -o "size=1m,mode=0755,uid=$uid,gid=$uid" tmpfs "$chroot_dir/home/player/.local/lib"
    mounts+=("$chroot_dir/home/player/.local/lib")
    double_click no-room 400 407  # "Close", the only button, centred
    umount "$chroot_dir/home/player/.local/lib"
    [ "$dc_status" = 1 ] || { echo "the installer did not fail without room"; exit 1; }
    as_player '! ls -d "$HOME/.local/lib/drachenspiele" "$HOME/.local/bin/drachenspiele" 2>/dev/null'
    echo "double-click with no room: said so in its window, nothing installed"

    # A plain double-click: it installs and says where in its own window.
    double_click installed 512 407  # "Close", right of "Play now"
    [ "$dc_status" = 0 ] || { echo "the double-clicked installer failed"; exit 1; }
    as_player 'test -x "$HOME/.local/lib/drachenspiele/drachenspiele" &&
        test -f "$HOME/.local/share/applications/drachenspiele.desktop" &&
        "$HOME/.local/bin/drachenspiele-uninstall" --remove-user-data >/dev/null'
    echo "double-click: installed and said so in its window (then uninstalled)"
fi
echo "CLEAN DEBIAN CHECK PASSED ($suite, $(basename "$installer"))"
