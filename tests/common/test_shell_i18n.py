"""Every msgid used in common/ exists in German and English; the .po reader is right."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from common import i18n

ROOT = Path(__file__).resolve().parents[2]
COMMON = ROOT / "common"


def msgids_in_source(package: Path) -> dict[str, str]:
    """All literal arguments of _("...") and N_("...") calls, with where they are."""
    found: dict[str, str] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("_", "N_")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.setdefault(node.args[0].value, f"{path.name}:{node.lineno}")
    return found


def msgids_in_game_table() -> set[str]:
    data = json.loads((COMMON / "data" / "games.json").read_text(encoding="utf-8"))
    ids: set[str] = set()
    for key, info in data.items():
        if key.startswith("_"):
            continue
        ids |= {info["title_msgid"], info["tagline_msgid"]}
        ids |= {name for _cid, _rgb, name in info["seat_colours"]}
    return ids


def test_every_common_msgid_is_in_both_catalogs() -> None:
    wanted = set(msgids_in_source(COMMON)) | msgids_in_game_table()
    assert len(wanted) > 40
    for lang in ("de", "en"):
        catalog = i18n.load_po_file(COMMON / "locale" / f"{lang}.po")
        missing = sorted(wanted - set(catalog))
        assert not missing, f"{lang}.po lacks {missing}"


def test_po_parser_handles_continuations_escapes_and_fuzzy() -> None:
    text = (
        'msgid ""\nmsgstr "Language: de\\n"\n\n'
        'msgid "Hello"\nmsgstr "Hallo"\n\n'
        'msgid ""\n"Two "\n"lines"\nmsgstr "Zwei "\n"Zeilen \\"quoted\\""\n\n'
        '#, fuzzy\nmsgid "Maybe"\nmsgstr "Vielleicht"\n\n'
        'msgid "Empty"\nmsgstr ""\n'
    )
    assert i18n.parse_po(text) == {"Hello": "Hallo", "Two lines": 'Zwei Zeilen "quoted"'}


def test_language_switch_translates_and_notifies() -> None:
    seen: list[str] = []
    i18n.on_language_change(seen.append)
    i18n.set_language("de")
    try:
        assert i18n._("New game") == "Neues Spiel"
        assert i18n._("no such key") == "no such key"
        i18n.set_language("en")
        assert i18n._("New game") == "New game"
        assert seen[-2:] == ["de", "en"]
    finally:
        i18n.set_language("en")


def test_system_language_rule(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    assert i18n.system_language() == "de"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert i18n.system_language() == "en"


def test_a_game_domain_registered_first_does_not_hide_the_common_catalog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game's table may register its catalog before the first translation (D2 hit it)."""
    monkeypatch.setattr(i18n, "_domains", [])
    monkeypatch.setattr(i18n, "_catalogs", {lang: {} for lang in i18n.LANGUAGES})
    game = tmp_path / "game" / "locale"
    game.mkdir(parents=True)
    for lang in i18n.LANGUAGES:
        (game / f"{lang}.po").write_text('msgid "Dragon"\nmsgstr "Drache"\n', encoding="utf-8")
    i18n.register_domain(game.parent)
    common_keys = i18n.parse_po((i18n._COMMON_LOCALE / "de.po").read_text(encoding="utf-8"))
    key = next(iter(common_keys))
    assert i18n.catalog("de")[key] == common_keys[key]
    assert i18n.catalog("de")["Dragon"] == "Drache"
