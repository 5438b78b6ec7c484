"""The Dragomino table's parts (dragomino/ui/table/) keep the shape scene.py describes.

The mixed-in parts (places, animate, controls, history, draw) hold no state of their
own: every attribute their methods set on the table already exists once `TableScene`
is built, so all of the table's state is born in one `__init__` (where the idle frames'
still-picture key can be checked against it), and no part grows a cache or flag later.
Only `IdleFrames` owns state, as a composed object. And no part imports the scene back
at run time (the scene composes the parts, never the other way round).
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from common.table import idle as kit_idle
from dragomino.plugin import demo_table
from dragomino.ui.table import TableScene
from dragomino.ui.table.animate import TableAnimation
from dragomino.ui.table.controls import TableControls
from dragomino.ui.table.draw import TableDrawing
from dragomino.ui.table.history import TableHistory
from dragomino.ui.table.idle import IdleFrames
from dragomino.ui.table.places import TablePlaces

MIXINS = [TablePlaces, TableAnimation, TableControls, TableHistory, TableDrawing]
PACKAGE = Path(inspect.getfile(TableScene)).parent


def attributes_set(cls: type) -> set[str]:
    """Names a class's methods assign on `self` (plain, augmented or annotated)."""
    tree = ast.parse(inspect.getsource(inspect.getmodule(cls)))  # type: ignore[arg-type]
    node = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls.__name__)
    names = set()
    for sub in ast.walk(node):
        targets: list[ast.expr] = []
        if isinstance(sub, ast.Assign):
            targets = sub.targets
        elif isinstance(sub, ast.AugAssign | ast.AnnAssign):
            targets = [sub.target]
        for target in targets:
            for part in ast.walk(target):
                if (
                    isinstance(part, ast.Attribute)
                    and isinstance(part.value, ast.Name)
                    and part.value.id == "self"
                ):
                    names.add(part.attr)
    return names


@pytest.mark.parametrize("part", MIXINS, ids=lambda cls: cls.__name__)
def test_mixed_in_parts_keep_no_state_of_their_own(part: type) -> None:
    assert "__init__" not in vars(part), f"{part.__name__} must not build state"
    class_state = [
        name
        for name, value in vars(part).items()
        if not name.startswith("__")
        and not callable(value)
        and not isinstance(value, property | staticmethod | classmethod)
    ]
    assert class_state == [], f"{part.__name__} keeps class-level state: {class_state}"
    scene = demo_table([None, "easy", None], 5, spring=True)
    born = set(vars(scene))
    settable = {
        name
        for klass in type(scene).__mro__
        for name, value in vars(klass).items()
        if isinstance(value, property) and value.fset is not None
    }
    late = attributes_set(part) - born - settable
    assert late == set(), f"{part.__name__} sets attributes TableScene.__init__ never made: {late}"


def test_idle_frames_own_their_state_and_the_scene_reads_it_through() -> None:
    scene = demo_table([None, None], 11)
    assert isinstance(scene.idle, IdleFrames)
    # the still picture and the last frame are the kit's (common/table/idle.py)
    owned = (attributes_set(IdleFrames) | attributes_set(kit_idle.IdleFrames)) - {"table"}
    assert owned == {"still", "quiet", "drawn"}
    scene._still, scene._quiet = None, True
    assert scene.idle.still is None and scene.idle.quiet is True
    assert not {"_still", "_quiet", "_idle_drawn"} & set(vars(scene)), "one copy of the state"


def test_no_part_imports_the_scene_at_run_time() -> None:
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name in ("scene.py", "__init__.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:  # top level only: TYPE_CHECKING blocks are `if` nodes
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                assert module not in ("dragomino.ui.table", "dragomino.ui.table.scene"), (
                    f"{path.name} imports the scene back: {ast.unparse(node)}"
                )
