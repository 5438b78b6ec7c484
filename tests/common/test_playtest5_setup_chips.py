"""Play-test finding on Die Dracheninsel's setup (seen under Xvfb, fixed here): the six
colour chips per seat sat in 31 px slots, a 24 px picture a child had to hit with a click
no more than 15 px from its centre. Each chip now has a 40 px slot (30 px on screen in a
960x640 window, whose canvas is scaled by 0.75), the whole slot takes the click, and the
row still fits beside the name, the Human/Computer choice and the level chooser, in both
languages, with 3 to 6 seats, with larger text on, for both games (the scene is shared).
"""

from __future__ import annotations

import itertools

import pytest
from shell_helpers import click

from common import games, i18n
from common.app import App
from common.scenes.setup import PLAYERS_PANEL, CycleChoice, SetupScene
from common.widgets import ColourSwatches, SegmentedChoice, TextField

MIN_SLOT = 40  # px on the 1280x800 canvas per colour chip
MIN_KIND_TEXT = 18  # px: "Mensch | Computer" no smaller than before the change


def setup_screen(app: App, game: str, seats: int, language: str) -> SetupScene:
    games.load_plugin(game)  # its catalogue
    i18n.set_language(language)
    scene = SetupScene(games.load_plugin(game))
    app.scenes.reset(scene)
    scene.set_seat_count(seats)
    for index in range(seats):  # computers show the level chooser, the widest row
        scene.seats[index].kind = "computer" if index else "human"
    scene.rebuild()
    app.render()
    return scene


def row_widgets(scene: SetupScene, kind: type) -> list:
    return [w for w in scene.group.widgets if isinstance(w, kind) and w.visible]


@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("seats", [3, 4, 6])
@pytest.mark.parametrize("language", ["en", "de"])
def test_six_colour_chips_are_big_and_the_row_still_fits(
    app: App, language: str, seats: int, larger: bool
) -> None:
    app.settings.larger_text = larger
    try:
        scene = setup_screen(app, "dracheninsel", seats, language)
    finally:
        i18n.set_language("en")
        app.settings.larger_text = False
    swatches = row_widgets(scene, ColourSwatches)
    assert len(swatches) == seats
    for chips in swatches:
        slot = chips.rect.width / len(chips.colours)
        assert slot >= MIN_SLOT, f"a colour chip is {slot:.0f} px wide"
        assert 2 * (chips.chip_radius + 3) >= MIN_SLOT  # the drawn ring, too
    inner = PLAYERS_PANEL.inflate(-24, 0)
    for row in range(seats):
        field = row_widgets(scene, TextField)[row]
        chips = swatches[row]
        kind = [
            w for w in row_widgets(scene, SegmentedChoice) if w.rect.centery == chips.rect.centery
        ]
        assert len(kind) == 1
        parts = [field.rect, chips.rect, kind[0].rect]
        levels = [
            w for w in row_widgets(scene, CycleChoice) if w.rect.centery == chips.rect.centery
        ]
        parts += [w.rect for w in levels]
        for left, right in itertools.pairwise(parts):
            assert left.right <= right.left, f"row {row}: {left} overlaps {right}"
        assert all(inner.contains(rect) for rect in parts), parts
        assert kind[0].label_size() >= MIN_KIND_TEXT


def test_a_click_anywhere_in_a_chips_slot_picks_it(app: App) -> None:
    """A real click near the slot's top corner (outside the drawn circle) picks that colour;
    before, only the circle took clicks and such a click did nothing."""
    scene = setup_screen(app, "dracheninsel", 3, "en")
    i18n.set_language("en")
    chips = row_widgets(scene, ColourSwatches)[0]
    free = next(
        i
        for i, (cid, _rgb) in enumerate(chips.colours)
        if cid not in chips.taken and cid != chips.value
    )
    cx, _cy = chips.chip_centres()[free]
    slot = chips.rect.width // len(chips.colours)
    corner = (cx - slot // 2 + 2, chips.rect.top + 2)
    click(corner)
    app.step()
    assert scene.seats[0].colour == chips.colours[free][0]


def test_dragomino_keeps_its_wide_chips(app: App) -> None:
    scene = setup_screen(app, "dragomino", 4, "de")
    i18n.set_language("en")
    for chips in row_widgets(scene, ColourSwatches):
        assert chips.rect.width / len(chips.colours) >= 46
    levels = [w for w in row_widgets(scene, CycleChoice) if w.translate]  # not "Who starts?"
    assert len(levels) == 3
    assert all(w.rect.right <= PLAYERS_PANEL.right - 12 for w in levels)
