#!/usr/bin/env bash
# Build dist/drachenspiele_<version>-1_amd64.deb from the PyInstaller bundle: the program in
# /opt/drachenspiele, `drachenspiele` in /usr/games, the menu entry and icons, a man page. A
# double-click on it opens the software centre on Debian/Ubuntu/Mint; `apt-get install ./file`
# works from a terminal. Saves stay in the player's home, which apt never touches.
#
#   packaging/linux/build-deb.sh [BUNDLE_DIR]     # default dist/drachenspiele
#
# PYTHON (default .venv/bin/python, needs pygame-ce) renders the icons; DIST_DIR and WORK_DIR
# as in build-installer.sh; DEB_REVISION (default 1) the Debian revision (<version>-<rev>). Needs dpkg-deb; checked with `lintian` (overrides justified in
# lintian-overrides). Build the bundle on Debian 11 (build-portable.sh does) so that
# Depends: libc6 (>= 2.31) holds.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
python="${PYTHON:-$root/.venv/bin/python}"
dist_dir="${DIST_DIR:-$root/dist}"
work_dir="${WORK_DIR:-$root/build}"
bundle="${1:-$dist_dir/drachenspiele}"
[ -x "$bundle/drachenspiele" ] || { echo "no bundle at $bundle (run build-installer.sh first)" >&2; exit 1; }

version="$("$python" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$root/pyproject.toml")"
deb_version="$version-${DEB_REVISION:-1}"
stage="$work_dir/deb"
rm -rf "$stage"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/games" "$stage/usr/share/applications" \
    "$stage/usr/share/doc/drachenspiele" "$stage/usr/share/man/man6" \
    "$stage/usr/share/lintian/overrides"

cp -a "$bundle" "$stage/opt/drachenspiele"
# Games go to /usr/games (on the PATH of every Debian/Ubuntu user); a link across top-level
# folders is absolute (policy 10.5). dlopen needs no execute bit: libraries are 0644.
ln -s /opt/drachenspiele/drachenspiele "$stage/usr/games/drachenspiele"
find "$stage/opt" -type f -name '*.so*' -exec chmod 644 {} +
# The same menu entry as the .run installer; the command is on PATH here.
sed -e 's|@EXEC@|drachenspiele|g' -e '/^TryExec=/d' "$here/drachenspiele.desktop.in" \
    > "$stage/usr/share/applications/drachenspiele.desktop"
SDL_VIDEODRIVER=dummy "$python" "$root/packaging/make_icons.py" "$work_dir/deb-icons"
mkdir -p "$stage/usr/share/icons"
cp -a "$work_dir/deb-icons/hicolor" "$stage/usr/share/icons/hicolor"
rm -rf "$work_dir/deb-icons"

cat > "$stage/usr/share/doc/drachenspiele/copyright" <<'EOF'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Drachenspiele
Comment: /opt/drachenspiele is a PyInstaller bundle: it also carries the Python runtime
 (PSF License), pygame-ce (LGPL-2.1+) and the libraries its wheel brings (SDL2, SDL2_image,
 SDL2_mixer, SDL2_ttf, FreeType, HarfBuzz, libpng, libjpeg-turbo, libwebp, libogg/libvorbis,
 opus, FLAC, mpg123, zlib; each under its own free licence, see their upstream projects).

Files: *
Copyright: Drachenspiele Studio
License: Expat

Files: opt/drachenspiele/_internal/assets/fonts/*
Copyright: 2016 The Fredoka Project Authors
License: OFL-1.1
 The full text is installed as opt/drachenspiele/_internal/assets/fonts/Fredoka-OFL.txt.

License: Expat
 Permission is hereby granted, free of charge, to any person obtaining a copy of this
 software and associated documentation files (the "Software"), to deal in the Software
 without restriction, including without limitation the rights to use, copy, modify, merge,
 publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
 to whom the Software is furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or
 substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
 INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
 PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
 FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
 OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 DEALINGS IN THE SOFTWARE.
EOF

date_r="$(LC_ALL=C date -u -R -d "@${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}")"
printf 'drachenspiele (%s) unstable; urgency=medium\n\n  * Release %s as a binary package of the PyInstaller bundle.\n\n -- Drachenspiele Studio <drachenspiele@users.noreply.github.com>  %s\n' \
    "$deb_version" "$version" "$date_r" | gzip -9n > "$stage/usr/share/doc/drachenspiele/changelog.Debian.gz"

cat <<EOF | gzip -9n > "$stage/usr/share/man/man6/drachenspiele.6.gz"
.TH DRACHENSPIELE 6 "" "Drachenspiele $version" "Games"
.SH NAME
drachenspiele \- Dragomino and Die Dracheninsel, family board games at one computer
.SH SYNOPSIS
.B drachenspiele
.RB [ \-\-game " " dragomino | dracheninsel ]
.RB [ \-\-lang " " de | en ]
.RB [ \-\-windowed | \-\-fullscreen ]
.RB [ \-\-self\-test " " [ \-\-out
.IR DIR ]]
.SH DESCRIPTION
Two board games with dragons for a family at one laptop: Dragomino (tile laying for
children) and Die Dracheninsel (a treasure hunt with secret hands of cards).
Start it from the applications menu (Games) or with this command.
.SH FILES
Saved games and settings are kept in
.I ~/.local/share/drachenspiele
and
.IR ~/.config/drachenspiele ,
logs in
.IR ~/.local/state/drachenspiele .
Removing the package leaves them in place.
EOF

# Why each lintian tag is overridden (a comment line before each, as lintian reads them).
cat > "$stage/usr/share/lintian/overrides/drachenspiele" <<'EOF'
# A self-contained third-party game, not a package for Debian's archive: FHS 3.13 gives
# /opt to such add-on software, and its runtime (Python, SDL) must not mix with /usr/lib.
drachenspiele: dir-or-file-in-opt [opt/drachenspiele/*]
# The bundle carries its own copies of zlib, libpng etc. (inside pygame-ce's SDL libraries)
# so that one build runs on every distribution from glibc 2.31 on.
drachenspiele: embedded-library *
# PyInstaller's prebuilt launcher (from its wheel) is not a position-independent executable;
# rebuilding the bootloader with Debian's flags is not worth it for a game.
drachenspiele: hardening-no-pie [opt/drachenspiele/drachenspiele]
# pygame's default font, bundled so pygame.font.Font(None) works without fonts-freefont-ttf.
drachenspiele: duplicate-font-file *
# Not uploaded to Debian, so there is no ITP bug to close.
drachenspiele: initial-upload-closes-no-bugs *
# Python extension modules take libc's symbols from the interpreter that loads them
# (libpython), as every CPython build does; they are not libraries of their own.
drachenspiele: library-not-linked-against-libc [opt/drachenspiele/_internal/*]
drachenspiele: shared-library-lacks-prerequisites [opt/drachenspiele/_internal/*]
# pygame-ce's wheel links its modules with RUNPATH /usr/local/lib (its build machine); the
# SDL libraries they need carry hashed names (libSDL2-2-50d19f93...) found next to them.
drachenspiele: custom-library-search-path RUNPATH /usr/local/lib [opt/drachenspiele/_internal/pygame/*]
EOF

installed_kb="$(du -sk --exclude=DEBIAN "$stage" | cut -f1)"
min_glibc="$(find "$bundle" -type f \( -name '*.so*' -o -name drachenspiele \) -print0 \
    | xargs -0 objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n1 | cut -d_ -f2)"
cat > "$stage/DEBIAN/control" <<EOF
Package: drachenspiele
Version: $deb_version
Architecture: amd64
Maintainer: Drachenspiele Studio <drachenspiele@users.noreply.github.com>
Installed-Size: $installed_kb
Depends: libc6 (>= ${min_glibc:-2.31}), libx11-6, libxext6
Recommends: libxcursor1, libxi6, libxrandr2, libxss1
Section: games
Priority: optional
Description: Dragomino and Die Dracheninsel: family board games with dragons
 Two board games for a family at one computer. Dragomino is a tile-laying
 game for children: lay dominoes, discover lands and hatch baby dragons.
 Die Dracheninsel is a treasure hunt with secret hands of cards, partners
 and out-of-turn tricks.
 .
 German and English. Saved games stay in the player's home folder.
EOF
(cd "$stage" && find usr opt -type f ! -path 'opt/*' -print0 | sort -z | xargs -0 md5sum > DEBIAN/md5sums
 cd "$stage" && find opt -type f -print0 | sort -z | xargs -0 md5sum >> DEBIAN/md5sums)
find "$stage" -type d -exec chmod 755 {} +
find "$stage/usr" -type f -exec chmod 644 {} +
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

out="$dist_dir/drachenspiele_${deb_version}_amd64.deb"
mkdir -p "$dist_dir"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out" >/dev/null
echo "deb:       $out ($(( $(stat -c %s "$out") / 1024 )) KiB, Depends libc6 >= ${min_glibc:-?})"
