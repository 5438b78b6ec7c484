"""Play-test finding on the setup screen: German labels touched their buttons' edges.

Seen under Xvfb: "Mitspieler hinzufügen" reached the edge of its button, the selected pill
of "Paar zieht los" (and of "Computer", "Duell endet") ended where its words did, and the
four computer levels side by side were squeezed to 12 px with "Normal" filling its pill.
Every label of the setup now keeps a margin from its face or pill, in both languages and
for both games (the setup screen is shared).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from common import assets, games, i18n
from common.app import App
from common.scenes.setup import CycleChoice, SetupScene
from common.widgets import (
    LABEL_MARGIN,
    SEGMENT_INSET,
    SEGMENT_MARGIN,
    Button,
    SegmentedChoice,
    fit_text,
)

GAMES = ("dracheninsel", "dragomino")
READABLE = 14  # px: no setup label is drawn smaller


@pytest.fixture(params=["de", "en"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    for game in GAMES:
        games.load_plugin(game)  # registers the game's catalogue
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def setup_screen(app: App, game: str, seats: int) -> SetupScene:
    scene = SetupScene(games.load_plugin(game))
    app.scenes.reset(scene)
    scene.set_seat_count(seats)
    for index in range(seats):  # every seat a computer: the level choosers are shown
        scene.seats[index].kind = "computer" if index else "human"
    scene.rebuild()
    app.render()
    return scene


def button_problems(button: Button) -> list[str]:
    face_w = button.rect.width
    size = fit_text(button.text, button.font_size, face_w - 2 * LABEL_MARGIN, bold=True)
    width = assets.font(size, True).size(button.text)[0]
    problems = []
    if width + 2 * LABEL_MARGIN > face_w:
        problems.append(f"{button.text!r}: {width} px in a face of {face_w}")
    if size < min(READABLE, button.font_size):
        problems.append(f"{button.text!r} squeezed to {size} px")
    return problems


def segment_problems(choice: SegmentedChoice) -> list[str]:
    size = choice.label_size()
    font = assets.font(size, True)
    problems = [] if size >= READABLE else [f"{choice.texts()} squeezed to {size} px"]
    for seg, text in zip(choice.segment_rects(), choice.texts(), strict=True):
        pill = seg.inflate(-2 * SEGMENT_INSET, 0)
        if font.size(text)[0] + 2 * SEGMENT_MARGIN > pill.width:
            problems.append(f"{text!r}: {font.size(text)[0]} px in a pill of {pill.width}")
    return problems


def cycle_problems(choice: CycleChoice) -> list[str]:
    inner = choice.rect.inflate(-2 * choice.rect.height - 8, 0)
    problems = []
    for _value, label in choice.options:
        text = i18n._(label) if choice.translate else label
        size = fit_text(text, 22, inner.width - 2 * SEGMENT_MARGIN, bold=True, min_size=15)
        if assets.font(size, True).size(text)[0] + 2 * SEGMENT_MARGIN > inner.width:
            problems.append(f"{text!r} does not fit {inner.width} px")
        elif choice.translate and size < READABLE + 4:  # the levels: large, not squeezed
            problems.append(f"{text!r} squeezed to {size} px")
    return problems


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seats", ["fewest", "most"])
def test_every_setup_label_keeps_a_margin(app: App, language: str, game: str, seats: str) -> None:
    plugin = games.load_plugin(game)
    scene = setup_screen(app, game, plugin.min_seats if seats == "fewest" else plugin.max_seats)
    problems: list[str] = []
    for widget in scene.group.widgets:
        if not widget.visible:
            continue
        if isinstance(widget, Button):
            problems += button_problems(widget)
        elif isinstance(widget, SegmentedChoice):
            problems += segment_problems(widget)
        elif isinstance(widget, CycleChoice):
            problems += cycle_problems(widget)
    assert not problems, problems
    add = [w for w in scene.group.widgets if isinstance(w, Button) and w.label == "Add a player"]
    assert bool(add) == (seats == "fewest")
    for button in add:  # sized to its words: drawn at its full size, not squeezed
        room = button.rect.width - 2 * LABEL_MARGIN
        assert fit_text(button.text, button.font_size, room, bold=True) == button.font_size


def test_the_setup_chooses_by_clicks_on_the_new_segments_and_levels(
    app: App, language: str
) -> None:
    """Real clicks: the wider segment of "Pair sets off" takes its click, and the level's
    › steps a computer from Normal to Hard (and the tooltip still says what it is)."""
    scene = setup_screen(app, "dracheninsel", 3)
    refill = next(
        w
        for w in scene.group.widgets
        if isinstance(w, SegmentedChoice) and [v for v, _l in w.options] == ["collect", "leave"]
    )
    leave = refill.segment_rects()[1]
    assert leave.width > refill.rect.width // 2 or language == "en"
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(leave.x + 6, leave.centery), button=1))
    app.step()
    assert scene.options["coins_refill"] == "leave"
    levels = [w for w in scene.group.widgets if isinstance(w, CycleChoice) and w.visible]
    levels = [w for w in levels if w.translate]
    assert len(levels) == 2 and levels[0].tooltip == "How strong this computer player plays"
    assert scene.seats[1].level == "normal"
    at = levels[0].right.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=at, button=1))
    app.step()
    assert scene.seats[1].level == "hard"
