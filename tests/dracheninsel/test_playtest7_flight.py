"""Family play-test on 5ae9e22 (issue 27), finding 15 of Die Dracheninsel: a dragged
Foolhardy Flight lit no landing spaces and the card covered the target; a click on a disk
it cannot reach said nothing. Now its landings light while it is held (as a step's do), a
card held over the island shrinks and stands clear of the disk under the pointer (every
card: the board cards and the terrain cards alike), and a wrong click says why in words
(the engine's code, `legal.flight_refusal`, translated). Driven with posted mouse events.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.rules.scenario import cell
from dracheninsel.ui import hand as hand_module
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_playtest6_hidden_glow import lit_frames
from tests.dracheninsel.test_ui_table import click, drag, post, press_and_move, start

ANNA, JOERG, OEZLEM = 0, 1, 2
HERE = cell(1, 1)  # a red disk; its neighbours: blue (1, 0), yellow (1, 2), brown, grey
BLUE, YELLOW = cell(1, 0), cell(1, 2)
BLUE_C = D.COLOUR_INDEX["B"]


def priced_table(app: App, hand: list[str] | None = None, **scenario: Any) -> DracheninselTable:
    """Anna (a person, Özlem the other) on a red disk with two blue cards and a red one."""
    return start(
        app,
        selftest.scripted(
            hands={ANNA: hand or ["B", "Y", "B", "R", "foolhardy_flight"], 1: ["K"], 2: ["G"]},
            positions={ANNA: HERE},
            **scenario,
        ),
    )


def let_go(app: App, at: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONUP, pos=(round(at[0]), round(at[1])), button=1)
    app.step()


# ---------------------------------------------------------------------- finding 15
def flight_card(table: DracheninselTable) -> int:
    return next(c for c in table.state.hands[ANNA] if D.CARD_KIND[c] == "foolhardy_flight")


def test_a_held_foolhardy_flight_lights_its_landings(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = priced_table(app, dragons=[YELLOW])
    drawn = lit_frames(monkeypatch)
    card = flight_card(table)
    landings = {m.cell for m in table.state.legal_moves(ANNA) if m.kind == "foolhardy_flight"}
    land = min(landings)
    start_at = table.fan.rect_of(table.hand_of_viewer(), card).center
    press_and_move(app, start_at, table.board.cell_center(land))
    app.render()
    assert drawn and set(drawn[-1]) == landings  # was: nothing lit while dragging
    let_go(app, table.board.cell_center(land))
    assert table.state.pos[ANNA] == land and table.moves[-1]["kind"] == "foolhardy_flight"


@pytest.mark.parametrize("kind", ["foolhardy_flight", "thundering_elements", "B"])
def test_a_card_held_over_the_island_leaves_the_disk_under_the_pointer_in_sight(
    app: App, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    table = priced_table(app, hand=["B", "R", "foolhardy_flight", "thundering_elements"])
    card = next(
        c
        for c in table.state.hands[ANNA]
        if D.CARD_KIND[c] == kind or (kind == "B" and D.CARD_COLOUR[c] == BLUE_C)
    )
    drawn: dict[int, pygame.Rect] = {}
    real = hand_module.cards.draw_face_up

    def watch(surface: Any, c: int, owner: Any, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(surface, c, owner, *args, **kw)
        drawn[c] = rect
        return rect

    monkeypatch.setattr(hand_module.cards, "draw_face_up", watch)
    for target in (BLUE, cell(0, -3), cell(-2, 3)):  # the middle, near the top, near the bottom
        start_at = table.fan.rect_of(table.hand_of_viewer(), card).center
        press_and_move(app, start_at, table.board.cell_center(target))
        drawn.clear()
        app.render()
        disk = pygame.Rect(0, 0, *(2 * [round(table.board.disk_size())]))
        disk.center = tuple(round(v) for v in table.board.cell_center(target))
        assert card in drawn and not drawn[card].colliderect(disk), target  # was: on top of it
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")  # put it back
        post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
        app.step()
        table.cancel_pick()


@pytest.mark.parametrize(
    ("where", "words"),
    [
        (BLUE, "Foolhardy Flight can't land there: it jumps over one space, in a straight line."),
        (cell(1, 3), "Foolhardy Flight can't land there: it never jumps over a dragon."),
    ],
)
def test_a_click_where_foolhardy_flight_cannot_land_says_why(
    app: App, where: int, words: str
) -> None:
    table = priced_table(app, dragons=[YELLOW])
    card = flight_card(table)
    click(app, table.fan.rect_of(table.hand_of_viewer(), card).center)  # pick mode
    assert table.pick is not None and table.pick.kind == "foolhardy_flight"
    assert set(table.lit_positions()) == {
        m.cell for m in table.state.legal_moves(ANNA) if m.kind == "foolhardy_flight"
    }
    click(app, table.board.cell_center(where))
    toast = table.toasts.current
    assert toast is not None and toast.message == words  # was: nothing at all
    assert table.pick is not None  # still picking: the next click may land it


def test_foolhardy_flight_let_go_where_it_cannot_land_says_why(app: App) -> None:
    table = priced_table(app, dragons=[YELLOW])
    card = flight_card(table)
    start_at = table.fan.rect_of(table.hand_of_viewer(), card).center
    drag(app, start_at, table.board.cell_center(BLUE))  # a neighbour: no jump lands there
    toast = table.toasts.current
    assert toast is not None and toast.code == "flight_not_in_line"
    assert table.state.pos[ANNA] == HERE and table.pick is not None  # its landings wait


def test_the_engine_names_why_a_flight_cannot_land() -> None:
    """`check` gives each refused landing its own code (it said "not_allowed_now" for all);
    the legal flights and the golden games are unchanged."""
    from dracheninsel.rules import IllegalMove
    from dracheninsel.rules.moves import FoolhardyFlight
    from dracheninsel.rules.scenario import build_state

    s = build_state(
        "RYGB",
        hands={ANNA: ["foolhardy_flight"]},
        positions={ANNA: HERE, 1: cell(3, -1)},
        dragons=[YELLOW, cell(1, -1)],
        auto_pass=False,
    )
    card = s.hands[ANNA][0]
    expected = {
        BLUE: "flight_not_in_line",  # a neighbour
        cell(1, 3): "flight_over_dragon",  # over the dragon on (1, 2)
        cell(1, -1): "flight_onto_dragon",
        cell(3, -1): "flight_blocked",  # Jörg stands there
    }
    for land, code in expected.items():
        with pytest.raises(IllegalMove) as refused:
            s.check(FoolhardyFlight(ANNA, card, land))
        assert refused.value.code == code, land
    s.pos[ANNA] = s.boat(ANNA)
    with pytest.raises(IllegalMove) as refused:
        s.check(FoolhardyFlight(ANNA, card, cell(3, -2)))
    assert refused.value.code == "flight_from_boat"
