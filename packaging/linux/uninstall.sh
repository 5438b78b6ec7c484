#!/bin/sh
# Remove Drachenspiele from this user account. Saves and settings are kept unless you say so.
#   drachenspiele-uninstall [--keep-user-data | --remove-user-data]
# Without a flag it asks about saves/settings (and keeps them when it cannot ask).
# The whole body is one function, read before it runs, because it deletes its own file.
set -eu

# refresh_cache DIR PATTERN CACHE CMD...: rebuild a desktop cache in DIR when other apps still
# have files matching PATTERN there, or delete the cache when ours was the last one.
refresh_cache() {
    dir=$1 pattern=$2 cache=$3
    shift 3
    [ -d "$dir" ] || return 0
    if [ -n "$(find "$dir" -type f -name "$pattern" | head -n 1)" ]; then
        if command -v "$1" >/dev/null 2>&1; then "$@" || true; fi
    else
        rm -f "$dir/$cache"
    fi
}

main() {
    user_data=ask
    for arg in "$@"; do
        case "$arg" in
            --keep-user-data) user_data=keep ;;
            --remove-user-data) user_data=remove ;;
            -h|--help) sed -n '2,4p' "$0"; return 0 ;;
            *) printf 'unknown option %s\n' "$arg" >&2; return 2 ;;
        esac
    done

    app_dir=$(cd "$(dirname "$0")" && pwd)
    [ -f "$app_dir/installed-files.txt" ] && [ -x "$app_dir/drachenspiele" ] \
        || { printf 'not a Drachenspiele install: %s\n' "$app_dir" >&2; return 1; }

    # Files the installer placed outside the program folder (menu entry, icons, commands).
    while IFS= read -r path; do
        if [ -n "$path" ]; then rm -f "$path"; fi
    done < "$app_dir/installed-files.txt"
    data_home="${XDG_DATA_HOME:-$HOME/.local/share}"
    refresh_cache "$data_home/applications" '*.desktop' mimeinfo.cache \
        update-desktop-database -q "$data_home/applications"
    refresh_cache "$data_home/icons/hicolor" '*.[ps][nv]g' icon-theme.cache \
        gtk-update-icon-cache -q -t "$data_home/icons/hicolor"
    if [ -d "$data_home/icons/hicolor" ]; then
        find "$data_home/icons/hicolor" -depth -type d -empty -delete 2>/dev/null || true
    fi
    rm -rf "$app_dir"
    printf 'Drachenspiele program files removed.\n'

    # Where the app keeps its own files (platformdirs, app name "drachenspiele").
    cache="${XDG_CACHE_HOME:-$HOME/.cache}/drachenspiele"
    rm -rf "$cache"
    set -- "$data_home/drachenspiele" "${XDG_CONFIG_HOME:-$HOME/.config}/drachenspiele" \
        "${XDG_STATE_HOME:-$HOME/.local/state}/drachenspiele"
    found=""
    for dir in "$@"; do
        if [ -e "$dir" ]; then found="$found
  $dir"; fi
    done
    [ -n "$found" ] || return 0

    if [ "$user_data" = ask ]; then
        if [ -t 0 ]; then
            printf 'Also delete your saved games, settings and logs?%s\n[y/N] ' "$found"
            read -r answer || answer=n
            case "$answer" in y|Y|yes|j|J|ja) user_data=remove ;; *) user_data=keep ;; esac
        else
            user_data=keep
        fi
    fi
    if [ "$user_data" = remove ]; then
        for dir in "$@"; do rm -rf "$dir"; done
        printf 'Saved games and settings deleted.\n'
    else
        printf 'Kept your saved games and settings in:%s\n' "$found"
    fi
}

main "$@"
exit $?
