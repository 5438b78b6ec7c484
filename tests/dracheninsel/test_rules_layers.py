"""Die Dracheninsel's rules are layers a move falls down through (issue 26): `state` →
`legal` → `actions` → `reactions` → `flow`, each importing only the layers below it (and
the tables under them all), no import inside a function either; and while moves are
applied no function of a lower layer calls into a higher one.

On 5ae9e22 `state`, `legal`, `actions` and `reactions` imported each other in a circle,
partly inside functions, and one step went back and forth between them.
"""

from __future__ import annotations

import ast
import random
import sys
from pathlib import Path
from types import FrameType
from typing import Any

from dracheninsel.ai.randomplayer import random_move
from dracheninsel.rules import GameConfig, new_game
from dracheninsel.rules.state import OVER

RULES = Path(__file__).resolve().parents[2] / "dracheninsel" / "rules"
PACKAGE = "dracheninsel.rules"
#: The layers, bottom first.
LAYERS = ("state", "legal", "actions", "reactions", "flow")
#: The tables and typed values under every layer: they import no layer at all.
BELOW = ("data", "frozen", "moves", "events", "shuffling")


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node of `tree` outside `if TYPE_CHECKING:` blocks (function bodies too)."""
    out: list[ast.AST] = []
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                todo.extend(child.orelse)
                continue
            todo.append(child)
    return out


def rules_imports(name: str) -> set[str]:
    """The sibling modules `dracheninsel/rules/<name>.py` imports at run time."""
    path = RULES / f"{name}.py"
    found = imported_siblings(path.read_text(encoding="utf-8")) if path.exists() else set()
    found.discard(name)
    return found


def imported_siblings(source: str) -> set[str]:
    """The modules of `dracheninsel/rules/` that `source` (a module there) imports at run
    time, at the top or inside a function (`import_module` calls too)."""
    found: set[str] = set()
    siblings = {p.stem for p in RULES.glob("*.py")}

    def add(dotted: str) -> None:
        if dotted.startswith(PACKAGE + "."):
            found.add(dotted[len(PACKAGE) + 1 :].split(".")[0])

    for node in _runtime_nodes(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 1:  # from . import x / from .x import y
                if node.module:
                    found.add(node.module.split(".")[0])
                else:
                    found.update(a.name for a in node.names if a.name in siblings)
            elif node.level == 0 and node.module:
                if node.module == PACKAGE:
                    found.update(a.name for a in node.names if a.name in siblings)
                add(node.module)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            add(node.args[0].value)
    return found


def test_the_rule_layers_import_only_downward() -> None:
    wrong = []
    for i, name in enumerate(LAYERS):
        allowed = {*LAYERS[:i], *BELOW}
        for other in sorted(rules_imports(name) - allowed):
            wrong.append(f"{name}.py imports {other}.py")
    for name in BELOW:
        for other in sorted(rules_imports(name) & set(LAYERS)):
            wrong.append(f"{name}.py imports the layer {other}.py")
    assert not wrong, wrong


def test_the_import_check_sees_function_local_imports() -> None:
    """The check above would catch the old circle's hidden half: an import inside a
    function counts, in any spelling; one under `if TYPE_CHECKING:` does not."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "from . import data as D\n"
        "from .moves import Move\n"
        "if TYPE_CHECKING:\n    from .flow import apply\n"
        "def f():\n    from dracheninsel.rules import reactions\n"
        "def g():\n    import dracheninsel.rules.actions\n"
        "def h():\n    return importlib.import_module('dracheninsel.rules.legal')\n"
    )
    assert imported_siblings(source) == {"data", "moves", "reactions", "actions", "legal"}


def _layer_of(frame: FrameType | None) -> int | None:
    if frame is None:
        return None
    path = Path(frame.f_code.co_filename)
    if path.parent != RULES or path.stem not in LAYERS:
        return None
    return LAYERS.index(path.stem)


def test_a_move_only_calls_down_the_layers() -> None:
    """Whole random games (every kind of move, windows, chains, duels), traced: a
    function of one layer calls functions of its own layer or those below, never above."""
    upward: set[str] = set()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        callee, caller = _layer_of(frame), _layer_of(frame.f_back)
        if callee is not None and caller is not None and callee > caller:
            back = frame.f_back
            assert back is not None
            upward.add(f"{back.f_code.co_name} ({LAYERS[caller]}) -> {frame.f_code.co_name}")

    kinds: set[str] = set()
    for game in range(12):
        rng = random.Random(game)
        state = new_game(GameConfig(seats=tuple("RYGBKN"[: 3 + game % 4])), game)
        actions = turn = 0
        while state.phase != OVER and state.turn_no < 400:
            seat = state.actors()[0]
            if state.turn_no != turn:
                turn, actions = state.turn_no, 0
            move = random_move(state, seat, rng, actions)
            actions += state.phase == "main"
            sys.setprofile(profile)
            try:
                events = state.apply(move)
            finally:
                sys.setprofile(None)
            kinds.update(e.kind for e in events)
    assert {"slumbered", "countered", "treasure_collected", "card_taken"} <= kinds
    assert not upward, sorted(upward)
