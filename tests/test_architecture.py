"""Layering rules from docs/ARCHITECTURE.md, checked on the source with ast."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PURE = [
    "dragomino/rules",
    "dracheninsel/rules",
    "dragomino/ai",
    "dracheninsel/ai",
]
GAMES = ("dragomino", "dracheninsel")


def python_files(rel: str) -> list[Path]:
    path = ROOT / rel
    if path.is_file():
        return [path]
    if path.is_dir():
        return sorted(path.rglob("*.py"))
    return []  # not written yet


def imported_modules(path: Path) -> set[str]:
    """Top-level names of every module ``path`` imports (including lazy imports)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.add(node.args[0].value.split(".")[0])
    return names


def test_rules_and_ai_never_import_pygame_or_common_ui() -> None:
    offenders = []
    for rel in PURE:
        for path in python_files(rel):
            bad = imported_modules(path) & {"pygame", "common"}
            if bad:
                offenders.append(f"{path.relative_to(ROOT)} imports {sorted(bad)}")
    assert not offenders, offenders


def test_common_never_imports_a_game_by_name() -> None:
    offenders = []
    for path in python_files("common"):
        bad = imported_modules(path) & set(GAMES)
        if bad:
            offenders.append(f"{path.relative_to(ROOT)} imports {sorted(bad)}")
    assert not offenders, offenders
