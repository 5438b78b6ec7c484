"""Translations: tiny .po reader with gettext semantics, one catalog pair per package.

Each package (``common`` and every game) keeps ``locale/de.po`` and ``locale/en.po``;
the msgid is an English-ish key. We parse .po directly instead of compiling .mo files so
the catalogs stay editable text that ships as-is in the PyInstaller bundle.
"""

from __future__ import annotations

import locale
import logging
import os
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)

LANGUAGES = ("de", "en")
DEFAULT_LANGUAGE = "en"

_COMMON_LOCALE = Path(__file__).resolve().parent / "locale"
_domains: list[Path] = []
_catalogs: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
_current = DEFAULT_LANGUAGE
_listeners: list[Callable[[str], None]] = []


def _unquote(token: str) -> str:
    """Decode one C-style quoted .po string."""
    body = token.strip()
    if len(body) < 2 or body[0] != '"' or body[-1] != '"':
        raise ValueError(f"not a quoted string: {token!r}")
    body = body[1:-1]
    if "\\" not in body:  # most lines: nothing to decode (parsing runs before the first frame)
        return body
    out: list[str] = []
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def parse_po(text: str) -> dict[str, str]:
    """Parse .po text into {msgid: msgstr}; fuzzy and empty translations are skipped."""
    entries: dict[str, str] = {}
    msgid: list[str] | None = None
    msgstr: list[str] | None = None
    current: list[str] | None = None
    fuzzy = False

    def flush() -> None:
        nonlocal msgid, msgstr, fuzzy
        if msgid is not None and msgstr is not None:
            key, value = "".join(msgid), "".join(msgstr)
            if key and value and not fuzzy:
                entries[key] = value
        msgid, msgstr, fuzzy = None, None, False

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            current = None
            continue
        if line.startswith("#,") and "fuzzy" in line:
            fuzzy = True
            continue
        if line.startswith("#"):
            continue
        if line.startswith("msgid "):
            if msgstr is not None:
                flush()
            msgid = [_unquote(line[6:])]
            current = msgid
        elif line.startswith("msgstr "):
            msgstr = [_unquote(line[7:])]
            current = msgstr
        elif line.startswith('"') and current is not None:
            current.append(_unquote(line))
    flush()
    return entries


def load_po_file(path: Path) -> dict[str, str]:
    """Read one catalog; a broken file is logged and treated as empty (never a crash)."""
    try:
        return parse_po(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("could not read catalog %s: %s", path, exc)
        return {}


def register_domain(package_dir: str | os.PathLike[str]) -> None:
    """Add ``<package_dir>/locale/{de,en}.po``; call once per package (idempotent)."""
    base = Path(package_dir).resolve()
    locale_dir = base if base.name == "locale" else base / "locale"
    if locale_dir in _domains:
        return
    if locale_dir != _COMMON_LOCALE and _COMMON_LOCALE not in _domains:
        register_domain(_COMMON_LOCALE)  # common first, so games may override its keys
    _domains.append(locale_dir)
    for lang in LANGUAGES:
        path = locale_dir / f"{lang}.po"
        if path.is_file():
            _catalogs[lang].update(load_po_file(path))


def _ensure_common() -> None:
    """Load the shell's own catalog first in any case: a game may register its domain
    before the first translation, and that must not leave the common catalog unloaded."""
    if _COMMON_LOCALE not in _domains:
        register_domain(_COMMON_LOCALE)


def _(msgid: str) -> str:
    """Translate ``msgid`` into the current language (the key itself if untranslated)."""
    _ensure_common()
    return _catalogs[_current].get(msgid, msgid)


def N_(msgid: str) -> str:
    """Mark a string for translation without translating it now (tables, labels)."""
    return msgid


def get_language() -> str:
    return _current


def set_language(lang: str) -> None:
    """Switch language; listeners (scenes caching rendered text) are told."""
    global _current
    _ensure_common()
    if lang not in LANGUAGES:
        log.warning("unknown language %r, keeping %s", lang, _current)
        return
    if lang == _current:
        return
    _current = lang
    for listener in list(_listeners):
        listener(lang)


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(lang)`` after each language switch."""
    _listeners.append(listener)


def system_language() -> str:
    """German if the system locale is German, else English (the team's rule)."""
    candidates = [os.environ.get(v, "") for v in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    try:
        loc = locale.getlocale()[0]
        if loc:
            candidates.append(loc)
    except ValueError:
        pass
    for value in candidates:
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return DEFAULT_LANGUAGE


def catalog(lang: str) -> dict[str, str]:
    """All loaded translations for ``lang`` (tests and debugging)."""
    _ensure_common()
    return dict(_catalogs[lang])
