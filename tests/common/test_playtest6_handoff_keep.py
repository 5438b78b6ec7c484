"""Play-test finding (Dragomino with the dragons' spring, two people at one screen, under
Xvfb): Mia laid a domino on a spring, and the card that hides the two secret eggs said
"Pass the screen to Mia", to Mia, who had the screen. When the person who made the last
move is the one to look, the card now says "Something secret for Mia" and still asks
everybody else to look away; a card for someone else still says to pass the screen.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from common.app import App
from common.scenes import handoff
from common.scenes.handoff import HandoffScene
from dragomino.plugin import demo_table
from dragomino.rules import PHASE_SPRING_CHOICE, PlaceDomino
from dragomino.ui import selftest
from tests.app_fixtures import clean_stage, module_app


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with module_app(tmp_path_factory.mktemp("handoff-keep")) as application:
        yield application


@pytest.fixture
def app(shared_app: App) -> Iterator[App]:
    with clean_stage(shared_app) as application:
        yield application


def spring_move(scene: object) -> PlaceDomino | None:
    """A placement of the current person that connects a spring (opens the secret eggs)."""
    state = scene.state  # type: ignore[attr-defined]
    seat = state.current_player
    for index, dom in enumerate(state.display):
        if dom is None:
            continue
        for p in state.legal_placements(dom):
            preview = state.placement_preview(seat, dom, p.cell, p.orientation)
            if any(c.spring for c in preview):
                return PlaceDomino(index, p.cell, p.orientation)
    return None


def test_a_spring_from_your_own_move_is_a_secret_for_you(app: App) -> None:
    table = demo_table([None, None], 3, spring=True, names=["Mia", "Leo"])
    app.scenes.push(table)
    for _turn in range(30):
        assert selftest.run_until(table, table.input_allowed, 60)
        move = spring_move(table)
        if move is not None:
            break
        state = table.state
        index = next(i for i, d in enumerate(state.display) if d is not None)
        placement = state.legal_placements(state.display[index])[0]
        table.commit(PlaceDomino(index, placement.cell, placement.orientation))
    else:
        pytest.fail("no spring in this deal")
    mover = table.state.current_player
    table.commit(move)
    assert selftest.run_until(table, lambda: isinstance(app.scenes.top, HandoffScene), 30)
    assert table.state.phase == PHASE_SPRING_CHOICE
    card = app.scenes.top
    assert isinstance(card, HandoffScene)
    assert card.player_name == table.seats[mover].name
    assert card.keep, "the person who just moved has the screen already"
    said: list[str] = []
    real = handoff.draw_text_centered

    def record(surface: pygame.Surface, text: str, *args: object, **kw: object) -> None:
        said.append(text)
        real(surface, text, *args, **kw)  # type: ignore[arg-type]

    handoff.draw_text_centered = record  # type: ignore[assignment]
    try:
        card.draw(app.canvas)
        other = HandoffScene("Leo", (60, 120, 220))
        other.draw(app.canvas)
    finally:
        handoff.draw_text_centered = real  # type: ignore[assignment]
    assert "Something secret for" in said and "Pass the screen to" in said
    assert said.count("Everybody else, please look away.") == 2
