#!/usr/bin/env bash
# End-to-end check of the Linux installer, as a player would meet it:
# build bundle + installer, install into a throwaway HOME, run the installed app's
# --self-test (headless), validate the menu entry, upgrade in place, uninstall twice
# (keeping, then deleting the player's saves/settings).
#
#   packaging/check_installer.sh [--skip-build] [--keep]
#
# --skip-build tests the existing dist/*.run; --keep leaves the temporary HOME for a look.
# Exit 0 only when every step passed. Needs: bash, coreutils; desktop-file-validate is used
# when installed (apt-get install desktop-file-utils).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
dist_dir="${DIST_DIR:-$root/dist}"
skip_build=0
keep=0
for arg in "$@"; do
    case "$arg" in
        --skip-build) skip_build=1 ;;
        --keep) keep=1 ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }
ok() { printf 'ok   %s\n' "$*"; }

if [ "$skip_build" = 0 ]; then
    step "build bundle + installer"
    start=$(date +%s)
    "$here/linux/build-installer.sh"
    ok "built in $(( $(date +%s) - start )) s"
fi
installer="$(ls -t "$dist_dir"/drachenspiele-*-linux-x86_64.run 2>/dev/null | head -n1)"
[ -n "$installer" ] || fail "no installer in $dist_dir"

home="$(mktemp -d /tmp/drachenspiele-home.XXXXXX)"
cleanup() { if [ "$keep" = 1 ]; then echo "kept $home"; else rm -rf "$home"; fi; }
trap cleanup EXIT
app_dir="$home/.local/lib/drachenspiele"
desktop="$home/.local/share/applications/drachenspiele.desktop"

# Run as the player would: a bare environment, no venv, no PYTHONPATH, cwd outside the repo.
as_player() {
    (cd / && env -i HOME="$home" PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 "$@")
}

step "install into temporary HOME $home"
as_player sh "$installer" --check
as_player sh "$installer" --yes
for path in "$app_dir/drachenspiele" "$home/.local/bin/drachenspiele" \
    "$home/.local/bin/drachenspiele-uninstall" "$desktop" \
    "$home/.local/share/icons/hicolor/256x256/apps/drachenspiele.png" \
    "$home/.local/share/icons/hicolor/scalable/apps/drachenspiele.svg"; do
    [ -e "$path" ] || fail "missing after install: $path"
done
ok "program, commands, menu entry and icons in place"
echo "installer $(du -k "$installer" | cut -f1) KiB, installed program $(du -sk "$app_dir" | cut -f1) KiB"

step "menu entry"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$desktop" || fail "desktop-file-validate rejected $desktop"
    ok "desktop-file-validate passed"
else
    echo "desktop-file-validate not installed (apt-get install desktop-file-utils): skipped"
fi
exec_path="$(sed -n 's/^Exec=//p' "$desktop" | head -n1)"
[ -x "$exec_path" ] || fail "Exec= does not point at an executable: $exec_path"
grep -q '^Icon=drachenspiele$' "$desktop" || fail "Icon= is not the themed icon name"
ok "Exec=$exec_path is executable, Icon=drachenspiele"

step "installed app --self-test (SDL dummy drivers, from the menu entry's Exec)"
marker="$home/.install-marker"
touch "$marker"
out="$home/selftest"
start=$(date +%s.%N)
rc=0
as_player SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$exec_path" --self-test --out "$out" \
    > "$home/selftest.log" 2>&1 || rc=$?
[ "$rc" = 0 ] || { tail -n 40 "$home/selftest.log"; fail "self-test exit code $rc"; }
elapsed=$(echo "$(date +%s.%N) - $start" | awk '{printf "%.1f", $1 - $3}')
shots=$(find "$out" -name '*.png' | wc -l)
[ "$shots" -gt 0 ] || fail "self-test wrote no screenshots to $out"
ok "self-test passed in ${elapsed} s, $shots screenshots"
changed="$(find "$app_dir" -newer "$marker" | head -n 5)"
[ -z "$changed" ] || fail "the app wrote inside its install folder: $changed"
ok "nothing written inside the install folder"

step "upgrade in place (install again)"
mkdir -p "$home/.config/drachenspiele" "$home/.local/share/drachenspiele/saves"
echo '{"volume": 0.5}' > "$home/.config/drachenspiele/settings.json"
echo '{}' > "$home/.local/share/drachenspiele/saves/autosave.json"
as_player sh "$installer" --yes > /dev/null
[ -x "$app_dir/drachenspiele" ] || fail "reinstall lost the program"
[ -f "$home/.config/drachenspiele/settings.json" ] || fail "reinstall lost the settings"
ok "reinstalled over the old version, settings kept"

step "uninstall, keeping saves and settings"
as_player "$home/.local/bin/drachenspiele-uninstall" --keep-user-data
for path in "$app_dir" "$home/.local/bin/drachenspiele" "$home/.local/bin/drachenspiele-uninstall" \
    "$desktop" "$home/.local/share/icons/hicolor/256x256/apps/drachenspiele.png"; do
    [ ! -e "$path" ] || fail "left behind by the uninstaller: $path"
done
[ -f "$home/.local/share/drachenspiele/saves/autosave.json" ] || fail "uninstall deleted a save"
[ -f "$home/.config/drachenspiele/settings.json" ] || fail "uninstall deleted the settings"
ok "program removed, saves and settings kept"

step "uninstall without a terminal keeps user data; --remove-user-data deletes it"
as_player sh "$installer" --yes > /dev/null
as_player "$home/.local/bin/drachenspiele-uninstall" < /dev/null
[ -f "$home/.config/drachenspiele/settings.json" ] || fail "non-interactive uninstall deleted settings"
as_player sh "$installer" --yes > /dev/null
as_player "$home/.local/bin/drachenspiele-uninstall" --remove-user-data
for path in "$home/.config/drachenspiele" "$home/.local/share/drachenspiele" \
    "$home/.local/state/drachenspiele"; do
    [ ! -e "$path" ] || fail "--remove-user-data left $path"
done
leftover="$(find "$home" -path "$home/selftest" -prune -o -type f -print \
    | grep -v -e "$home/selftest" -e '\.install-marker$' || true)"
[ -z "$leftover" ] || fail "files left after a full uninstall: $leftover"
ok "full uninstall leaves no files"

printf '\nALL CHECKS PASSED (%s)\n' "$(basename "$installer")"
