#!/usr/bin/env bash
# Install and self-test the Linux installer inside a clean Debian 12 root with no Python,
# to prove the bundle carries everything it needs. Needs root (debootstrap, chroot).
#
#   packaging/linux/check_clean_debian.sh [INSTALLER.run] [ROOT_DIR]
#
# ROOT_DIR (default /tmp/deb-root) is made with `debootstrap --variant=minbase bookworm`
# when it does not exist yet (apt-get install debootstrap; ~200 MB, a few minutes).
# Nothing is installed in the root besides what minbase brings: the self-test runs with
# SDL's dummy video/audio drivers. A real window would also need the X11 client libraries
# SDL loads at run time (see packaging/README.md).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root_repo="$(cd "$here/../.." && pwd)"
installer="${1:-$(ls -t "$root_repo"/dist/drachenspiele-*-linux-x86_64.run | head -n1)}"
chroot_dir="${2:-/tmp/deb-root}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

[ "$(id -u)" = 0 ] || { echo "needs root (chroot)" >&2; exit 1; }
if [ ! -x "$chroot_dir/bin/sh" ]; then
    debootstrap --variant=minbase bookworm "$chroot_dir" "$mirror"
fi
if chroot "$chroot_dir" sh -c 'command -v python3 || command -v python || ls /usr/lib/python3*' \
    >/dev/null 2>&1; then
    echo "the root at $chroot_dir has Python: not a fair test" >&2
    exit 1
fi

cp "$installer" "$chroot_dir/tmp/installer.run"
mounted=0
if ! mountpoint -q "$chroot_dir/proc"; then
    mount -t proc proc "$chroot_dir/proc"
    mounted=1
fi
cleanup() { if [ "$mounted" = 1 ]; then umount "$chroot_dir/proc"; fi; }
trap cleanup EXIT

chroot "$chroot_dir" /usr/bin/env -i HOME=/home/player PATH=/usr/bin:/bin LANG=C.UTF-8 sh -euc '
    rm -rf /home/player /tmp/selftest && mkdir -p /home/player
    echo "glibc $(getconf GNU_LIBC_VERSION), $(. /etc/os-release && echo "$PRETTY_NAME"), python: $(command -v python3 || echo none)"
    sh /tmp/installer.run --yes
    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy /home/player/.local/bin/drachenspiele \
        --self-test --out /tmp/selftest
    echo "self-test exit 0, $(ls /tmp/selftest | grep -c "\.png$") screenshots"
    /home/player/.local/bin/drachenspiele-uninstall --remove-user-data
'
echo "CLEAN DEBIAN CHECK PASSED ($(basename "$installer") in $chroot_dir)"
