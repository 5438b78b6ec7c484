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


# --- the import graph: no module may import itself back through others ---------------

PACKAGES = ("common", "dragomino", "dracheninsel")


def module_name(path: Path) -> str:
    """``common/scenes/base.py`` -> ``common.scenes.base``; a package is its ``__init__``."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(p): p for pkg in PACKAGES for p in python_files(pkg)}


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    name = test.attr if isinstance(test, ast.Attribute) else getattr(test, "id", None)
    return name == "TYPE_CHECKING"


def _imports_in(tree: ast.AST) -> list[tuple[str, list[str], int]]:
    """(module, names, level) of every import that runs: top level, in functions, or
    ``importlib.import_module("literal")``; blocks under ``if TYPE_CHECKING:`` never run."""
    found: list[tuple[str, list[str], int]] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _type_checking_only(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            found += [(alias.name, [], 0) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.module or "", [a.name for a in node.names], node.level))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and (getattr(node.func, "attr", None) or getattr(node.func, "id", None))
            == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.args[0].value, [], 0))
        stack.extend(ast.iter_child_nodes(node))
    return found


def import_graph() -> dict[str, set[str]]:
    """Edges from each module of the three packages to the project modules it imports.

    ``from pkg import name`` points at ``pkg.name`` when that is a module, else at ``pkg``.
    Parent packages that Python also runs on the way are not edges: a package's
    ``__init__`` that re-exports its modules would otherwise tie every module into it.
    """
    modules = all_modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for module, names, level in _imports_in(tree):
            if level:
                base = package.split(".")
                base = base[: len(base) - (level - 1)]
                module = ".".join(base + ([module] if module else []))
            targets = [f"{module}.{n}" for n in names if f"{module}.{n}" in modules]
            if len(targets) < len(names) or not names:
                targets.append(module)
            graph[name] |= {t for t in targets if t in modules and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def a_loop(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One concrete loop through the component's first module, to name in the message."""
    members = set(component)
    start = component[0]
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for child in sorted(graph[node] & members):
            if child == start:
                return paths[node] + [start]
            if child not in paths:
                paths[child] = paths[node] + [child]
                queue.append(child)
    return component


def test_the_import_graph_has_no_cycle() -> None:
    graph = import_graph()
    found = cycles(graph)
    report = [
        f"{len(c)} modules: {', '.join(c)}\n    e.g. {' -> '.join(a_loop(graph, c))}" for c in found
    ]
    assert not found, "import cycles:\n" + "\n".join(report)


def test_the_cycle_finder_sees_lazy_and_dynamic_imports() -> None:
    """The graph must not miss the imports a cycle likes to hide in."""
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    import hidden\n"
        "def f():\n    from . import lazy\n"
        "importlib.import_module('dyn.amic')\n"
    )
    seen = {module for module, _names, _level in _imports_in(tree)}
    assert seen == {"typing", "", "dyn.amic"}
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
