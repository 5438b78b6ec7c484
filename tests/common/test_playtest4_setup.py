"""Play-test finding on the setup screen (seen under Xvfb, fixed here): Dragomino's seat
colour chips drew each seat's face about 12 px wide, too small to tell a child's "my sun"
from "my flower". The chips are wider and taller now (Die Dracheninsel's six colours keep
their width); the row still fits: the level chooser keeps room for its longest word.
"""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import click, settle

from common import games, i18n, theme
from common.app import App
from common.scenes.setup import PLAYERS_PANEL, SEGMENT_MARGIN, CycleChoice, SetupScene
from common.scenes.title import TitleScene
from common.widgets import ColourSwatches, fit_text


def dragomino_setup(app: App) -> SetupScene:
    """The title's "New game" on the Dragomino card, clicked."""
    title = TitleScene()
    app.scenes.push(title)
    settle(app)
    new_game = [w for w in title.group.widgets if getattr(w, "label", "") == "New game"]
    click(new_game[0].rect.center)
    app.step()
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.plugin.game_id == "dragomino"
    return setup


def drawn_width(swatches: ColourSwatches, surface: pygame.Surface, index: int) -> int:
    """How wide chip `index`'s picture is drawn (its visible pixels, on a blank canvas)."""
    centre = swatches.chip_centres()[index]
    radius = swatches.chip_radius + 4
    area = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    area.center = centre
    blank = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    swatches.draw(blank)
    return blank.subsurface(area).get_bounding_rect().w


def test_dragomino_seat_faces_are_big_enough_to_tell_apart(app: App) -> None:
    setup = dragomino_setup(app)
    swatches = [w for w in setup.group.widgets if isinstance(w, ColourSwatches)]
    assert swatches
    first = swatches[0]
    free = next(
        i
        for i, (cid, _rgb) in enumerate(first.colours)
        if cid not in first.taken and cid != first.value
    )
    assert drawn_width(first, app.canvas, free) >= 26  # was 22 with a 12 px face inside
    assert first.chip_radius >= 17
    # a click on a free chip picks it (the real event, on the bigger chip's edge)
    cx, cy = first.chip_centres()[free]
    click((cx + first.chip_radius - 2, cy))
    app.step()
    assert setup.seats[0].colour == first.colours[free][0]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", ["dragomino", "dracheninsel"])
def test_the_level_chooser_keeps_room_for_its_longest_word(
    app: App, game_id: str, language: str
) -> None:
    i18n.set_language(language)
    try:
        scene = SetupScene(games.get_plugin(game_id))
        app.scenes.reset(scene)
        scene.set_seat_count(scene.plugin.max_seats)
        app.step()
        levels = [w for w in scene.group.widgets if isinstance(w, CycleChoice)]
        chooser = next(w for w in levels if w.rect.right <= PLAYERS_PANEL.right)
        assert chooser.rect.right <= PLAYERS_PANEL.right - 12
        room = chooser.rect.w - 2 * chooser.rect.h - 8 - 2 * SEGMENT_MARGIN  # as it draws
        for _value, label in chooser.options:  # each level's word at its full size
            assert fit_text(i18n._(label), theme.SIZE_BODY - 2, room, bold=True) == (
                theme.SIZE_BODY - 2
            ), label
    finally:
        i18n.set_language("en")
