#!/usr/bin/env bash
# macOS recipe: build.spec's BUNDLE -> dist/Drachenspiele.app, self-test it, wrap it in a .dmg.
#
#   packaging/macos/build-dmg.sh      # on a Mac (or the macos runner), with the venv active
#
# RECIPE: runs on the hosted macos runner (.github/workflows/release.yml); not run on the
# Linux build machine. PyInstaller signs the .app ad hoc; a Developer ID signature and
# notarisation (codesign --deep --options runtime, xcrun notarytool) need an Apple account
# and are not done, so first start needs right-click > Open.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
python="${PYTHON:-python3}"
cd "$root"
version="$("$python" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
arch="$(uname -m)"

"$python" -m PyInstaller --noconfirm --clean build.spec
app="dist/Drachenspiele.app"
[ -x "$app/Contents/MacOS/drachenspiele" ] || { echo "no $app" >&2; exit 1; }

out="$(mktemp -d)"
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy DRACHENSPIELE_CONFIG_DIR="$out/config" \
    DRACHENSPIELE_DATA_DIR="$out/data" DRACHENSPIELE_LOG_DIR="$out/log" \
    "$app/Contents/MacOS/drachenspiele" --self-test --out "$out/selftest"
ls "$out/selftest"/*.png > /dev/null

staging="$(mktemp -d)"
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"  # drag-to-install target inside the disk image
dmg="dist/drachenspiele-$version-macos-$arch.dmg"
rm -f "$dmg"
hdiutil create -volname "Drachenspiele $version" -srcfolder "$staging" -ov -format UDZO "$dmg"
echo "app: $app ($(du -sm "$app" | cut -f1) MB), dmg: $dmg ($(du -m "$dmg" | cut -f1) MB)"
