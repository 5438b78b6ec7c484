"""The Dragomino table for every eye and hand: "larger text and pieces" re-flows the table
from one factor (`dragomino/ui/layout.py`) without overlaps, and leaves it as it was when off.

Driven with posted pygame events under SDL_VIDEODRIVER=dummy; time advances through the
scene's own `update(dt)`, computer players think inline.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest

from common.app import App
from common.settings import LARGER_TEXT_SCALE
from dragomino.plugin import demo_table
from dragomino.ui import selftest
from dragomino.ui.layout import table_layout
from dragomino.ui.look import LAYOUT
from dragomino.ui.table import TableScene
from tests.dragomino.test_ui_dragomino_more import play_a_spring

CANVAS = pygame.Rect(0, 0, 1280, 800)
BUTTONS = ("menu_button", "odds_button", "help_button")


def post(app: App, etype: int, **fields: object) -> None:
    if "pos" in fields:
        fields["pos"] = app.to_window(fields["pos"])  # type: ignore[arg-type]
    pygame.event.post(pygame.event.Event(etype, fields))
    app.step()


def key(app: App, code: int, mod: int = 0) -> None:
    post(app, pygame.KEYDOWN, key=code, mod=mod)


@pytest.fixture
def larger(app: App) -> Iterator[App]:
    """The app with "larger text and pieces" on (switched off again afterwards)."""
    app.settings.larger_text = True
    try:
        yield app
    finally:
        app.settings.larger_text = False


def human_table(app: App, players: int = 3, seed: int = 11) -> TableScene:
    levels: list[str | None] = [None, "easy", "easy", "normal"][:players]
    scene = demo_table(levels, seed)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    return scene


def table_rects(scene: TableScene) -> dict[str, pygame.Rect]:
    """Everything on the table a person reads or hits, by name (the display's four cards
    stand for the display column)."""
    rects = {name: scene.rect(name) for name in ("banner", "island", "supply", "rounds", *BUTTONS)}
    for k in range(4):
        rects[f"slot{k}"] = scene.slot_rect(k)
    for k, panel in enumerate(scene.mini_rects):
        rects[f"panel{k}"] = panel
    return rects


def test_factor_one_is_the_table_as_it_was() -> None:
    lay = table_layout(1.0)
    assert {name: lay.rects[name] for name in LAYOUT} == LAYOUT
    assert lay.rects["help_button"] == (154, 14, 56, 56)
    assert (lay.display_cell, lay.island_max_cell, lay.mini_max_cell) == (80, 104, 44)
    assert lay.font(26) == 26 and lay.px(56) == 56


@pytest.mark.parametrize("scale", [1.0, LARGER_TEXT_SCALE])
def test_the_named_regions_stay_apart_and_on_the_canvas(scale: float) -> None:
    lay = table_layout(scale)
    rects = {name: lay.rect(name) for name in lay.rects if name != "undo_button"}
    for name, box in rects.items():
        assert CANVAS.contains(box), name
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), (a, b)
    # the undo button sits on the island's sea, inside it
    assert lay.rect("island").contains(lay.rect("undo_button"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_larger_pieces_are_a_quarter_bigger_and_nothing_overlaps(app: App, players: int) -> None:
    scene = human_table(app, players)
    before = {k: scene.slot_domino_rect(k).size for k in range(4)}
    buttons_before = scene.rect("menu_button").size
    chip_before = scene._mini_chip_rect(scene.minis[0]).size
    app.settings.larger_text = True
    try:
        app.step()  # the next frame lays the table out again
        assert scene.layout.scale == LARGER_TEXT_SCALE
        for k in range(4):
            w, h = scene.slot_domino_rect(k).size
            assert w >= 1.25 * before[k][0] and h >= 1.25 * before[k][1]
            # the bigger domino still lies inside its card
            assert scene.slot_rect(k).contains(scene.slot_domino_rect(k))
        assert scene.rect("menu_button").w >= 1.25 * buttons_before[0]
        chip = scene._mini_chip_rect(scene.minis[0])
        assert chip.w >= round(1.25 * chip_before[0])
        assert scene.mini_rects[0].contains(chip)
        rects = table_rects(scene)
        for name, box in rects.items():
            assert CANVAS.contains(box), name
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            assert not ra.colliderect(rb), (a, b)
        # the island's camera uses the bigger squares where there is room
        assert scene.big.max_cell >= 1.25 * 104
    finally:
        app.settings.larger_text = False
    app.step()
    assert scene.slot_domino_rect(0).size == before[0]  # switched back: as before


def test_larger_table_draws_in_both_languages(larger: App) -> None:
    """A frame with a held domino, the key hint and the refusal bubble, English and German."""
    from common import i18n

    for language in ("en", "de"):
        i18n.set_language(language)
        scene = human_table(larger)
        key(larger, pygame.K_TAB)  # pick up the first domino with the keyboard
        assert scene.drag is not None and scene.drag.keyboard
        larger.render()
        key(larger, pygame.K_ESCAPE)
        assert scene.drag is None
        larger.scenes.remove(scene)
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("scale", [1.0, LARGER_TEXT_SCALE])
def test_the_key_hint_stays_clear_of_the_undo_button(language: str, scale: float) -> None:
    from common import i18n
    from dragomino.ui import hud

    i18n.set_language(language)
    try:
        lay = table_layout(scale)
        pill = hud.draw_key_hint(pygame.Surface((1280, 800)), lay)
        assert not pill.colliderect(lay.rect("undo_button"))
        assert lay.rect("island").contains(pill)
    finally:
        i18n.set_language("en")


# ---------------------------------------------------------------------- keyboard only
def test_spring_choice_by_keys_after_the_handoff(app: App) -> None:
    from common.scenes.handoff import HandoffScene
    from dragomino.ui.spring import SpringChoiceOverlay

    scene = demo_table([None, None, "easy"], 1, spring=True)
    app.scenes.push(scene)
    play_a_spring(scene)
    state = scene.state
    assert selftest.run_until(scene, lambda: isinstance(app.scenes.top, HandoffScene), 20)
    key(app, pygame.K_RETURN)  # "I am ready" without the pointer
    overlay = app.scenes.top
    assert isinstance(overlay, SpringChoiceOverlay)
    overlay.hover = 0  # the pointer rested on the first egg ...
    key(app, pygame.K_RIGHT)  # ... the keyboard's choice shows instead
    assert overlay.focus == 1 and overlay.hover is None
    assert state.spring_offer is not None
    kept = state.spring_offer.options[1]
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene and kept in state.players[0].eggs.values()


def test_odds_help_and_menu_have_keys(app: App) -> None:
    from common.scenes.help_overlay import HelpOverlay
    from common.scenes.pause import PauseMenu

    scene = human_table(app)
    odds = scene.show_odds
    key(app, pygame.K_o)
    assert scene.show_odds != odds
    key(app, pygame.K_o)
    assert scene.show_odds == odds
    key(app, pygame.K_F1)
    assert isinstance(app.scenes.top, HelpOverlay)
    key(app, pygame.K_F1)
    assert app.scenes.top is scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseMenu)


def test_keyboard_turn_with_larger_pieces(larger: App) -> None:
    scene = human_table(larger)
    assert scene.layout.scale == LARGER_TEXT_SCALE
    key(larger, pygame.K_TAB)
    key(larger, pygame.K_TAB)  # the next domino
    assert scene.drag is not None and scene.drag.keyboard and scene.drag.slot == 1
    key(larger, pygame.K_r)
    key(larger, pygame.K_r, pygame.KMOD_SHIFT)  # turned and back
    for _ in range(12):
        ghost = scene.ghost()
        if ghost is not None and ghost.legal:
            break
        key(larger, pygame.K_RIGHT)
    key(larger, pygame.K_RETURN)
    assert len(scene.state.players[0].island) == 4


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("scale", [1.0, LARGER_TEXT_SCALE])
def test_help_labels_do_not_cover_each_other(app: App, language: str, scale: float) -> None:
    """F1 / "?": every label (the '?' button's too) finds a place of its own."""
    from common import i18n
    from common.scenes.help_overlay import layout

    i18n.set_language(language)
    try:
        scene = human_table(app)
        labels = layout(scene.help_spots(), scale=scale)
        for a, b in itertools.combinations(labels, 2):
            assert not a.box.colliderect(b.box), (a.box, b.box)
    finally:
        i18n.set_language("en")


def test_help_calls_a_computers_island_not_yours() -> None:
    """F1 while a computer plays named the big island "Your island" (seen under Xvfb)."""
    scene = demo_table(["hard", None], seed=3)  # seat 0 a computer, seat 1 a person
    scene.shown_turn = 0
    words = {msgid for _rect, msgid in scene.help_spots()}
    assert "The island of whoever plays now: every domino must touch it." in words
    assert "Your island: every domino must touch it." not in words
    scene.shown_turn = 1
    words = {msgid for _rect, msgid in scene.help_spots()}
    assert "Your island: every domino must touch it." in words
