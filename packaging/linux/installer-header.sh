#!/bin/sh
# Drachenspiele @VERSION@ for Linux x86_64: a self-extracting installer for the current
# user (no root, no internet). Run:  sh drachenspiele-@VERSION@-linux-x86_64.run [--help]
# Everything below the header is a tar.gz payload; it is checked with sha256 first.
set -eu

VERSION="@VERSION@"
PAYLOAD_BYTES=@PAYLOAD_BYTES@
PAYLOAD_SHA256=@PAYLOAD_SHA256@
MIN_GLIBC="@MIN_GLIBC@"
NEEDS_KB=@NEEDS_KB@  # the unpacked program and a margin, checked against the free space

usage() {
    cat <<USAGE
Drachenspiele $VERSION installer (installs for the current user, no root needed)

  sh $0            ask, then install (started without a terminal, e.g. by a
                   double-click: install, then show a window saying where)
  sh $0 --yes      install without asking
  sh $0 --check    only verify the file is complete

Installs into:
  program   $LIB_HOME/drachenspiele
  command   $BIN_HOME/drachenspiele  (and drachenspiele-uninstall)
  menu      $DATA_HOME/applications/drachenspiele.desktop
  icons     $DATA_HOME/icons/hicolor/*/apps/drachenspiele.*
Your saves and settings stay in ~/.local/share/drachenspiele and ~/.config/drachenspiele.
USAGE
}

say() { printf '%s\n' "$*"; }
# shown PATH: the path as a file manager shows it, with the home folder written as ~.
shown() { case "$1" in "$HOME"/*) printf '~/%s' "${1#"$HOME"/}" ;; *) printf '%s' "$1" ;; esac; }

# A problem found before installing. On a terminal it is printed there. Double-clicked in a
# file manager there is no terminal and nobody reads stderr, so where a screen is there the
# person is shown the sentence (show_problem) before the installer ends.
die() {
    printf 'drachenspiele installer: %s\n' "$*" >&2
    if [ "$assume_yes" = 0 ] && [ ! -t 0 ] && [ ! -t 2 ] && [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        show_problem "$*" || true
    fi
    exit 1
}

# show_problem SENTENCE: the bundle's own window where this machine can run the bundle (the
# program alone is unpacked into a temporary folder for it), else the desktop's own message
# tool (zenity, kdialog, xmessage, notify-send, the first that works), else a file in the
# home folder, ~/Drachenspiele-install-problem.txt, named on stderr.
show_problem() {
    problem_in_app "$1" && return 0
    text="Drachenspiele could not be installed.

$1"
    if command -v zenity >/dev/null 2>&1 &&
        zenity --error --title=Drachenspiele --no-wrap --text="$text" >/dev/null 2>&1; then return 0; fi
    if command -v kdialog >/dev/null 2>&1 &&
        kdialog --title Drachenspiele --error "$text" >/dev/null 2>&1; then return 0; fi
    if command -v xmessage >/dev/null 2>&1 &&
        xmessage -center -title Drachenspiele -buttons OK:0 -default OK "$text" >/dev/null 2>&1; then return 0; fi
    if command -v notify-send >/dev/null 2>&1 &&
        notify-send -u critical "Drachenspiele could not be installed" "$1" >/dev/null 2>&1; then return 0; fi
    problem_file="$HOME/Drachenspiele-install-problem.txt"
    printf '%s\n' "$text" > "$problem_file" 2>/dev/null || return 1
    printf 'drachenspiele installer: no window could be shown; the problem is written in %s\n' \
        "$problem_file" >&2
}

# problem_in_app SENTENCE: the program's own "could not be installed" window, run from a
# temporary copy; only when the file is intact and the program can run on this machine.
problem_in_app() {
    [ "$payload_ok" = 1 ] && [ "$runs_here" = 1 ] || return 1
    problem_dir=$(mktemp -d "${TMPDIR:-/tmp}/drachenspiele-problem.XXXXXX" 2>/dev/null) || return 1
    if extract_payload | tar -xzf - -C "$problem_dir" app 2>/dev/null &&
        "$problem_dir/app/drachenspiele" --install-problem "$1" </dev/null >/dev/null 2>&1; then
        rm -rf "$problem_dir"
        return 0
    fi
    rm -rf "$problem_dir"
    return 1
}

: "${HOME:?HOME must be set}"
DATA_HOME="${XDG_DATA_HOME:-$HOME/.local/share}"
LIB_HOME="$HOME/.local/lib"
BIN_HOME="$HOME/.local/bin"
APP_DIR="$LIB_HOME/drachenspiele"

assume_yes=0
check_only=0
payload_ok=0  # the payload's checksum is right
runs_here=0   # the program can run on this machine (x86_64, glibc new enough)
for arg in "$@"; do
    case "$arg" in
        -y|--yes) assume_yes=1 ;;
        --check) check_only=1 ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done

extract_payload() { tail -c "$PAYLOAD_BYTES" "$0"; }

actual_sha=$(extract_payload | sha256sum | cut -d' ' -f1)
[ "$actual_sha" = "$PAYLOAD_SHA256" ] || die "This file is damaged or incomplete (checksum mismatch). Download it again."
payload_ok=1
if [ "$check_only" = 1 ]; then
    say "Drachenspiele $VERSION installer: payload OK"
    exit 0
fi

[ "$(uname -m)" = "x86_64" ] || die "This build is for x86_64 (64-bit PC); this machine is $(uname -m)."
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | cut -d' ' -f2 || true)
if [ -n "$glibc" ] && [ "$(printf '%s\n%s\n' "$MIN_GLIBC" "$glibc" | sort -V | head -n1)" != "$MIN_GLIBC" ]; then
    die "This Linux is too old: Drachenspiele needs glibc $MIN_GLIBC or newer (a newer Linux distribution); found $glibc."
fi
runs_here=1

# Double-clicked in a file manager there is no terminal to ask in or print to: install with
# the default choices, then let the installed app itself say what was installed where (a
# small window with "Play now" and "Close"). Without a terminal and without a screen (a
# script) nothing is installed unless --yes says so.
show_notice=0
if [ "$assume_yes" = 0 ]; then
    if [ -t 0 ]; then
        printf 'Install Drachenspiele %s into %s? [Y/n] ' "$VERSION" "$APP_DIR"
        read -r answer || answer=n
        case "$answer" in ""|y|Y|yes|j|J|ja) ;; *) say "Nothing installed."; exit 0 ;; esac
    elif [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        show_notice=1
    else
        die "not interactive: pass --yes to install without asking."
    fi
fi

# The home folder must take the program: say so plainly before anything is written.
for dir in "$LIB_HOME" "$BIN_HOME" "$DATA_HOME/applications"; do
    mkdir -p "$dir" 2>/dev/null && [ -w "$dir" ] ||
        die "It cannot write into $(shown "$dir") in your home folder. Ask whoever looks after this computer to check that your home folder belongs to you, then try again."
done
free_kb=$(df -Pk "$LIB_HOME" 2>/dev/null | awk 'NR == 2 { print $4 }')
if [ -n "$free_kb" ] && [ "$free_kb" -lt "$NEEDS_KB" ]; then
    die "There is not enough free space: it needs about $(( NEEDS_KB / 1024 )) MB in $(shown "$LIB_HOME") and only $(( free_kb / 1024 )) MB are free. Free some space (empty the wastebasket) and try again."
fi
staging="$LIB_HOME/.drachenspiele-install.$$"
trap 'rm -rf "$staging"' EXIT INT TERM
rm -rf "$staging"
mkdir -p "$staging"
extract_payload | tar -xzf - -C "$staging" 2>/dev/null ||
    die "The program could not be unpacked into $(shown "$LIB_HOME") (is the disk full?). Free some space and try again."

# Replace an older version in one step; the user's saves live elsewhere and are untouched.
if [ -d "$APP_DIR" ]; then
    rm -rf "$APP_DIR.old"
    mv "$APP_DIR" "$APP_DIR.old"
fi
mv "$staging/app" "$APP_DIR"
rm -rf "$APP_DIR.old"
cp "$staging/uninstall.sh" "$APP_DIR/uninstall.sh"
chmod 755 "$APP_DIR/uninstall.sh" "$APP_DIR/drachenspiele"
manifest="$APP_DIR/installed-files.txt"
: > "$manifest"

# Command-line wrappers (a symlink would also work; a script keeps the bundle path explicit).
printf '#!/bin/sh\nexec "%s/drachenspiele" "$@"\n' "$APP_DIR" > "$BIN_HOME/drachenspiele"
printf '#!/bin/sh\nexec sh "%s/uninstall.sh" "$@"\n' "$APP_DIR" > "$BIN_HOME/drachenspiele-uninstall"
chmod 755 "$BIN_HOME/drachenspiele" "$BIN_HOME/drachenspiele-uninstall"
printf '%s\n' "$BIN_HOME/drachenspiele" "$BIN_HOME/drachenspiele-uninstall" >> "$manifest"

# Menu entry: an absolute Exec path, because ~/.local/bin is not on every desktop's PATH.
# The desktop spec reserves a few characters inside Exec; fall back to PATH lookup then.
exec_path="$APP_DIR/drachenspiele"
case "$exec_path" in
    *[\"\`\$\\]*) exec_field="drachenspiele"; tryexec="$BIN_HOME/drachenspiele" ;;
    *" "*) exec_field="\"$exec_path\""; tryexec="$exec_path" ;;
    *) exec_field="$exec_path"; tryexec="$exec_path" ;;
esac
desktop="$DATA_HOME/applications/drachenspiele.desktop"
sed -e "s|@EXEC@|$exec_field|g" -e "s|@TRYEXEC@|$tryexec|g" \
    "$staging/share/drachenspiele.desktop.in" > "$desktop"
chmod 644 "$desktop"
printf '%s\n' "$desktop" >> "$manifest"

(cd "$staging/share/icons" && find hicolor -type f) | while read -r icon; do
    mkdir -p "$(dirname "$DATA_HOME/icons/$icon")"
    cp "$staging/share/icons/$icon" "$DATA_HOME/icons/$icon"
    printf '%s\n' "$DATA_HOME/icons/$icon" >> "$manifest"
done

# Refresh menu and icon caches where the desktop has the tools; harmless when missing.
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA_HOME/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" || true
touch "$DATA_HOME/icons/hicolor" 2>/dev/null || true

say "Drachenspiele $VERSION installed."
say "  Start it from your applications menu (Games), or run: $BIN_HOME/drachenspiele"
say "  Uninstall: $BIN_HOME/drachenspiele-uninstall"
if [ "$show_notice" = 1 ]; then
    rm -rf "$staging"  # exec skips the EXIT trap
    trap - EXIT INT TERM
    exec "$APP_DIR/drachenspiele" --installed-notice
fi
exit 0
