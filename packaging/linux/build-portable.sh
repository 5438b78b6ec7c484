#!/usr/bin/env bash
# Build the Linux installer so that it runs on glibc 2.31 and newer (Debian 11, Ubuntu 20.04+,
# Mint 20+, Fedora 32+): the PyInstaller bundle is tied to the glibc of the Python it runs under,
# so build inside a debootstrapped Debian 11 (bullseye) root with a Python 3.11 compiled there
# from the source Debian's archive serves (bookworm's python3.11 source package).
#
#   packaging/linux/build-portable.sh [--shell]
#
# Needs root (debootstrap, chroot, mount) and the Debian mirror + PyPI. Everything big lives
# under CACHE_DIR (default /work/cache/drachenspiele-portable), never in the git tree:
#   bullseye-root/            the build root (debootstrap --variant=minbase + build deps)
#   python3.11-bullseye.tar.gz the compiled Python (--enable-shared, PyInstaller needs libpython):
#                             a second run, even in a fresh root, unpacks it instead of compiling
# The installer and the .deb land in dist/ (same names as build-installer.sh's and
# build-deb.sh's; DEB_REVISION is passed on) and the timing of each step is printed at the
# end (figures in packaging/README.md). --shell opens a shell in the root.
# DEBIAN_MIRROR overrides the mirror (default: the one apt on this machine uses).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cache="${CACHE_DIR:-/work/cache/drachenspiele-portable}"
broot="$cache/bullseye-root"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
py_prefix=/opt/python3.11
py_cache="$cache/python3.11-bullseye.tar.gz"
# What PyInstaller's bundle needs from PyPI: the same pins as pyproject.toml.
pip_pins=("pygame-ce>=2.5.8,<2.6" "platformdirs>=4.0,<5" "pyinstaller>=6.22,<7")
# Compiler and the -dev packages of the Python modules a pygame game imports (ssl for pip).
build_deps=gcc,make,libc6-dev,binutils,xz-utils,ca-certificates,libssl-dev,zlib1g-dev,libbz2-dev,libffi-dev,liblzma-dev,libsqlite3-dev,uuid-dev

shell=0
for arg in "$@"; do
    case "$arg" in
        --shell) shell=1 ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done
[ "$(id -u)" = 0 ] || { echo "needs root (debootstrap, chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "needs debootstrap (apt-get install debootstrap)" >&2; exit 1; }
mkdir -p "$cache"

timings=()
step_start=0
step() { step_start=$SECONDS; echo "== $1"; }
step_done() { timings+=("$(printf '%-38s %4d s' "$1" $((SECONDS - step_start)))"); }

step "Debian 11 build root at $broot"
if [ ! -x "$broot/usr/bin/gcc" ]; then
    # A half-made root from an interrupted run: never follow a bind mount into the host.
    if [ -e "$broot" ]; then
        umount -l "$broot/dev" "$broot/proc" 2>/dev/null || true
        rm -rf --one-file-system "$broot"
    fi
    nice -n 10 debootstrap --variant=minbase --include="$build_deps" bullseye "$broot" "$mirror"
fi
step_done "debootstrap bullseye + build deps"

mounts=()
bind() { mkdir -p "$broot$1"; mount --bind "$1" "$broot$1"; mounts+=("$broot$1"); }
cleanup() { for m in "${mounts[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
mountpoint -q "$broot/proc" || { mount -t proc proc "$broot/proc"; mounts+=("$broot/proc"); }
mountpoint -q "$broot/dev" || bind /dev
cp /etc/resolv.conf "$broot/etc/resolv.conf"
in_root() { chroot "$broot" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 "$@"; }

if [ "$shell" = 1 ]; then in_root bash; exit 0; fi

step "Python 3.11 in $py_prefix"
echo "$py_prefix/lib" > "$broot/etc/ld.so.conf.d/python3.11.conf"
if [ ! -x "$broot$py_prefix/bin/python3.11" ] && [ -f "$py_cache" ]; then
    tar -C "$broot" -xzf "$py_cache"
fi
if [ ! -x "$broot$py_prefix/bin/python3.11" ]; then
    # The source from Debian's archive: bookworm's python3.11 source package (apt checks it
    # against the signed Sources index); its .orig tarball is the upstream release.
    echo "deb-src $mirror bookworm main" > "$broot/etc/apt/sources.list.d/bookworm-src.list"
    in_root apt-get -qq update
    in_root sh -euc 'rm -rf /usr/src/py && mkdir -p /usr/src/py && chown _apt /usr/src/py &&
        cd /usr/src/py && apt-get -qq source --download-only python3.11 &&
        tar -xf python3.11_*.orig.tar.*'
    step_done "python3.11 source from bookworm"
    step "compile Python 3.11 (--enable-shared)"
    # No rpath: PyInstaller would copy it into every bundled library (a RUNPATH pointing
    # at the build root); the root's ld.so.conf finds libpython instead.
    in_root sh -euc "cd /usr/src/py/Python-3.11* &&
        ./configure -q --prefix=$py_prefix --enable-shared --disable-test-modules \
            --with-ensurepip=install &&
        nice -n 10 make -s -j$(nproc) && make -s install >/dev/null"
    tar -C "$broot" -czf "$py_cache.tmp" "${py_prefix#/}" && mv "$py_cache.tmp" "$py_cache"
    rm -rf "$broot/usr/src/py"
fi
in_root ldconfig
in_root "$py_prefix/bin/python3.11" -c 'import ssl, sqlite3, lzma, bz2, ctypes, zlib, sys; print(sys.version)'
step_done "compile Python 3.11 (or cached)"

step "build venv: pygame-ce + PyInstaller from PyPI"
if [ ! -x "$broot/opt/build-venv/bin/python" ]; then
    in_root "$py_prefix/bin/python3.11" -m venv /opt/build-venv
fi
# pip trusts what this machine trusts (e.g. the CA of a company proxy in front of PyPI).
cp /etc/ssl/certs/ca-certificates.crt "$broot/etc/ssl/host-ca-certificates.crt"
in_root PIP_CERT=/etc/ssl/host-ca-certificates.crt /opt/build-venv/bin/python -m pip install -q \
    --upgrade --only-binary=:all: pip "${pip_pins[@]}"
step_done "pip install pygame-ce + pyinstaller"

step "PyInstaller bundle + installer inside the root"
# The project's files as git has them plus uncommitted edits, without .venv/dist/build.
rm -rf "$broot/src" && mkdir -p "$broot/src"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard \
    | tar --null -T - -cf -) | tar -C "$broot/src" -xf -
in_root sh -euc 'cd /src && PYTHON=/opt/build-venv/bin/python DIST_DIR=/src/dist WORK_DIR=/src/build \
    packaging/linux/build-installer.sh'
mkdir -p "$repo/dist"
run_file="$(ls "$broot"/src/dist/drachenspiele-*-linux-x86_64.run)"
cp "$run_file" "$repo/dist/"
step_done "PyInstaller bundle + .run"

step ".deb from the same bundle"
in_root sh -euc 'cd /src && PYTHON=/opt/build-venv/bin/python DIST_DIR=/src/dist WORK_DIR=/src/build \
    DEB_REVISION="$1" packaging/linux/build-deb.sh' sh "${DEB_REVISION:-1}"
deb_file="$(ls "$broot"/src/dist/drachenspiele_*_amd64.deb)"
cp "$deb_file" "$repo/dist/"
step_done ".deb (dpkg-deb)"

bundle_mb="$(du -sm "$broot/src/dist/drachenspiele" | cut -f1)"
floor="$(find "$broot/src/dist/drachenspiele" -type f \( -name '*.so*' -o -name drachenspiele \) -print0 \
    | xargs -0 objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n1)"
echo
printf '%s\n' "${timings[@]}"
echo "bundle:    $bundle_mb MB unpacked, newest glibc symbol: $floor"
echo "installer: $repo/dist/$(basename "$run_file") ($(( $(stat -c %s "$run_file") / 1024 )) KiB)"
echo "deb:       $repo/dist/$(basename "$deb_file") ($(( $(stat -c %s "$deb_file") / 1024 )) KiB)"
