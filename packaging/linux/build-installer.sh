#!/usr/bin/env bash
# Build the Linux installer: PyInstaller bundle -> dist/drachenspiele-<version>-linux-x86_64.run
#
#   packaging/linux/build-installer.sh [--skip-bundle]
#
# --skip-bundle reuses an existing dist/drachenspiele/ (e.g. right after `python3 tasks.py build`).
# PYTHON (default .venv/bin/python) must have pyinstaller and pygame-ce; DIST_DIR and
# WORK_DIR (default dist/ and build/) say where the bundle and the build files go.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
python="${PYTHON:-$root/.venv/bin/python}"
dist_dir="${DIST_DIR:-$root/dist}"
work_dir="${WORK_DIR:-$root/build}"

skip_bundle=0
for arg in "$@"; do
    case "$arg" in
        --skip-bundle) skip_bundle=1 ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done

version="$("$python" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$root/pyproject.toml")"
bundle="$dist_dir/drachenspiele"
if [ "$skip_bundle" = 0 ]; then
    "$python" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath "$dist_dir" --workpath "$work_dir" "$root/build.spec"
fi
[ -x "$bundle/drachenspiele" ] || { echo "no bundle at $bundle (run without --skip-bundle)" >&2; exit 1; }

# Payload layout: app/ (the bundle), share/ (menu entry template, icons), uninstall.sh.
stage="$work_dir/linux-installer"
rm -rf "$stage"
mkdir -p "$stage/share/icons"
cp -a "$bundle" "$stage/app"
cp "$here/drachenspiele.desktop.in" "$stage/share/"
cp "$here/uninstall.sh" "$stage/uninstall.sh"
SDL_VIDEODRIVER=dummy "$python" "$root/packaging/make_icons.py" "$stage/icons-all"
mv "$stage/icons-all/hicolor" "$stage/share/icons/hicolor"
rm -rf "$stage/icons-all"

# The newest glibc symbol any bundled binary needs: the installer refuses older systems.
min_glibc="$(find "$bundle" -type f \( -name '*.so*' -o -name drachenspiele \) -print0 \
    | xargs -0 objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n1 | cut -d_ -f2)"

payload="$work_dir/linux-payload.tar.gz"
# Fixed owner and order so the same bundle gives the same payload.
tar --sort=name --owner=0 --group=0 --numeric-owner -C "$stage" -cf - app share uninstall.sh \
    | gzip -9 -n > "$payload"
payload_bytes="$(stat -c %s "$payload")"
# The room an install needs (the header checks the free space first): the unpacked payload
# plus 10 % (an older version is moved aside, not copied, so it needs no room of its own).
needs_kb="$(( $(du -sk "$stage" | cut -f1) * 11 / 10 ))"
payload_sha="$(sha256sum "$payload" | cut -d' ' -f1)"

out="$dist_dir/drachenspiele-$version-linux-x86_64.run"
sed -e "s/@VERSION@/$version/g" -e "s/@PAYLOAD_BYTES@/$payload_bytes/" \
    -e "s/@PAYLOAD_SHA256@/$payload_sha/" -e "s/@MIN_GLIBC@/${min_glibc:-2.17}/" \
    -e "s/@NEEDS_KB@/$needs_kb/" "$here/installer-header.sh" > "$out"
cat "$payload" >> "$out"
chmod 755 "$out"
rm -f "$payload"
echo "bundle:    $bundle ($(du -sm "$bundle" | cut -f1) MB unpacked)"
echo "needs:     glibc >= ${min_glibc:-?}"
echo "installer: $out ($(( $(stat -c %s "$out") / 1024 )) KiB)"
