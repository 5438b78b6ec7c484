"""Play-test finding (the last stop's open item, seen again under Xvfb): F1 on the Dragomino
table with larger text drew leader lines from labels to the small buttons in the top-left
corner across other labels, and three earlier layouts of leader lines each made another
screen worse. Small parts (buttons, a disk, the mother dragon) are now named together on
one legend card that shows each part's own picture beside its sentence; the other labels
keep short leader lines, which cross no label, no leader line and not the card.

Checked on every screen with F1 help, in both languages, with larger text on and off.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator

import pygame
import pytest

from common import i18n
from common.app import App
from common.games import load_plugin
from common.scene import Scene
from common.scenes.help_overlay import SCREEN, HelpOverlay, Label, legend_card, spots_of
from common.scenes.setup import SetupScene
from common.scenes.title import TitleScene
from tests.app_fixtures import clean_stage, module_app


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with module_app(tmp_path_factory.mktemp("help-legend")) as application:
        yield application


@pytest.fixture
def app(shared_app: App) -> Iterator[App]:
    with clean_stage(shared_app) as application:
        yield application
        application.settings.larger_text = False


def dragomino_table(levels: list[str | None]) -> Callable[[App], Scene]:
    def make(app: App) -> Scene:
        from dragomino.plugin import demo_table
        from dragomino.ui import selftest

        table = demo_table(levels, 4)
        table.app = app
        assert selftest.run_until(table, table.input_allowed, 30)
        return table

    return make


def dragomino_guide(app: App) -> Scene:
    from dragomino.ui import selftest
    from dragomino.ui.guide import GuideTable

    guide = GuideTable(sync_ai=True)
    guide.app = app
    guide.on_enter()
    assert selftest.run_until(guide, guide.tap_ready, 30, selftest.STEP)
    guide.go_on()
    assert selftest.run_until(guide, lambda: guide.step.key == "take", 60, selftest.STEP)
    return guide


def dracheninsel_table(app: App) -> Scene:
    from dracheninsel.ui import selftest

    return selftest.table_scene(app)


SCREENS: dict[str, Callable[[App], Scene]] = {
    "title": lambda app: TitleScene(),
    "setup-dragomino": lambda app: SetupScene(load_plugin("dragomino")),
    "setup-dracheninsel": lambda app: SetupScene(load_plugin("dracheninsel")),
    "dragomino-2": dragomino_table([None, "easy"]),
    "dragomino-3": dragomino_table([None, "normal", "hard"]),
    "dragomino-4": dragomino_table([None, "easy", "easy", "easy"]),
    "dragomino-guide": dragomino_guide,
    "dracheninsel": dracheninsel_table,
}


def open_help(app: App, scene: Scene) -> tuple[HelpOverlay, pygame.Surface]:
    """Show `scene`, then press F1 as a player does; the overlay and the screen before it."""
    app.scenes.push(scene)
    app.step()
    if hasattr(scene, "mother"):  # a Dragomino table: the mother dragon's entrance ends
        from dragomino.ui import selftest

        selftest.advance(scene, 3.0)  # type: ignore[arg-type]
    while app.fade_alpha > 0:  # the cross-fade from the last test's picture ends
        app.tweens.update(0.1)
        app.step()
    before = app.canvas.copy()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.step()
    overlay = app.scenes.top
    assert isinstance(overlay, HelpOverlay)
    app.step()  # drawn once with its labels and legend
    return overlay, before


def problems(labels: list[Label]) -> list[str]:
    """What a family would find wrong in a help picture: labels on labels, leader lines
    across labels, the card or each other, anything off the screen, a part the legend card
    hides."""
    found: list[str] = []
    boxes = [label for label in labels if label.thumb is None]
    card = legend_card(labels)
    for label in boxes:
        if not SCREEN.contains(label.box):
            found.append(f"off screen: {label.box}")
        if card is not None and label.box.colliderect(card):
            found.append(f"label under the legend card: {label.box}")
    if card is not None and not SCREEN.contains(card):
        found.append(f"legend card off screen: {card}")
    for a, b in itertools.combinations(boxes, 2):
        if a.box.colliderect(b.box):
            found.append(f"labels overlap: {a.box} {b.box}")
    lines = [(label, line) for label in boxes if (line := label.leader) is not None]
    for label, (start, end) in lines:
        for other in boxes:
            if other is not label and other.box.clipline(start, end):
                found.append(f"leader line of {label.spot} crosses the label {other.box}")
        if card is not None and card.clipline(start, end):
            found.append(f"leader line of {label.spot} crosses the legend card")
    for (a, line_a), (b, line_b) in itertools.combinations(lines, 2):
        if crosses(line_a, line_b):
            found.append(f"leader lines of {a.spot} and {b.spot} cross")
    for row in labels:
        if row.thumb is not None and card is not None and card.colliderect(row.spot):
            found.append(f"the legend card hides {row.spot}")
        for label in boxes:
            if row.thumb is not None and label.box.colliderect(row.spot):
                found.append(f"the label {label.box} hides {row.spot}")
    return found


def crosses(a: tuple[tuple[int, int], ...], b: tuple[tuple[int, int], ...]) -> bool:
    """Two segments cross (independent of the overlay's own test)."""

    def side(p: tuple[int, int], q: tuple[int, int], r: tuple[int, int]) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    (p1, p2), (q1, q2) = a, b
    return (side(q1, q2, p1) * side(q1, q2, p2) < 0) and (side(p1, p2, q1) * side(p1, p2, q2) < 0)


@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_help_labels_leave_each_other_and_their_lines_clear(
    app: App, screen: str, language: str, larger: bool
) -> None:
    load_plugin("dragomino")
    load_plugin("dracheninsel")  # both games' sentences, in both languages
    i18n.set_language(language)
    app.settings.larger_text = larger
    scene = SCREENS[screen](app)
    overlay, _before = open_help(app, scene)
    labels = overlay.labels
    assert sorted(label.spot.topleft for label in labels) == sorted(
        spot.topleft for spot, _msgid in spots_of(scene)
    )  # every part named once
    assert problems(labels) == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_dragomino_corner_buttons_are_named_by_their_pictures(app: App, language: str) -> None:
    """The menu, odds and help buttons in the top-left corner (and the other small parts)
    sit on the legend card as pictures of themselves; no leader line goes into the corner."""
    load_plugin("dragomino")
    i18n.set_language(language)
    app.settings.larger_text = True
    table = dragomino_table([None, "easy", "hard"])(app)
    overlay, before = open_help(app, table)
    rows = [label for label in overlay.labels if label.thumb is not None]
    corner = [table.rect(name) for name in ("menu_button", "odds_button", "help_button")]
    assert [row.spot for row in rows[:3]] == corner  # in reading order, left to right
    corner_area = corner[0].unionall(corner[1:]).inflate(40, 40)
    for label in overlay.labels:
        line = label.leader
        assert line is None or not corner_area.clipline(*line), label.spot
    for row in rows:  # each row shows the part as it is on the table
        assert row.thumb is not None
        assert (
            math.dist(
                pygame.transform.average_color(before, row.spot)[:3],
                pygame.transform.average_color(app.canvas, row.thumb)[:3],
            )
            < 30
        ), row.spot


def test_f1_while_the_mother_dragon_flies_in_names_nothing_off_the_screen(app: App) -> None:
    """F1 in the first second of a game, while the mother dragon still flies in from above
    the window: she is not named until she is there (her label pointed off the screen)."""
    from dragomino.ui.table import TableScene

    load_plugin("dragomino")
    table = dragomino_table([None, "easy"])(app)
    assert isinstance(table, TableScene)
    app.scenes.push(table)
    app.step()
    assert table.mother.pos[1] < 0  # still above the window
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.step()
    overlay = app.scenes.top
    assert isinstance(overlay, HelpOverlay)
    for label in overlay.labels:
        assert SCREEN.contains(label.spot), label.spot
        line = label.leader
        assert line is None or all(SCREEN.collidepoint(point) for point in line)
    assert problems(overlay.labels) == []
