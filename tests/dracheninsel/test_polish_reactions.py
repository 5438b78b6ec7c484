"""Play-test findings on the reaction windows: who is offered a claim badge.

Seen under Xvfb: after Anna's own step the prompt offered Anna's badge too, though by the
rules nobody answers their own card or action (the engine asks only the others). The badge
set now follows one public fact, who played what is being answered, never a hand.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.ui import cards, selftest
from dracheninsel.ui import table as table_module
from dracheninsel.ui.moves import make_move
from dracheninsel.ui.reactions import badge_rects
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import (
    click,
    drag,
    hand_card,
    key,
    pass_handoffs,
    settle,
    start,
)

ANNA, OZLEM = 0, 2  # the two people of `selftest.scripted` (seats 1 and 3 are computers)


def drawn_badges(app: App, table: DracheninselTable, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seats whose badges the next frame draws."""
    seen: list[list[int]] = []
    real = table_module.draw_prompt

    def spy(surface: pygame.Surface, rnd: Any, people: list[int], *rest: Any) -> None:
        seen.append(list(people))
        real(surface, rnd, people, *rest)

    monkeypatch.setattr(table_module, "draw_prompt", spy)
    app.render()
    monkeypatch.setattr(table_module, "draw_prompt", real)
    assert seen, "no prompt was drawn"
    return seen[-1]


def step_and_open_round(app: App, green: bool) -> DracheninselTable:
    hands: dict[int, list[str]] = {0: ["Y", "G", "R"], 1: ["B"], 2: ["K"], 3: ["N"]}
    if green:
        hands[0] += ["counter_magic", "sweet_slumber"]
        hands[2] = ["sweet_slumber", "counter_magic"]
    table = start(app, selftest.scripted(hands=hands, seed=9))
    target = next(iter(table.step_prices(ANNA)))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    settle(app, table)
    assert table.round is not None
    return table


@pytest.mark.parametrize("green", [False, True])
def test_the_acting_person_is_not_offered_a_badge_for_their_own_action(
    app: App, monkeypatch: pytest.MonkeyPatch, green: bool
) -> None:
    table = step_and_open_round(app, green)
    assert drawn_badges(app, table, monkeypatch) == [OZLEM]  # the same with or without
    key(app, pygame.K_1)  # Anna's number claims nothing ...
    click(app, table.panel_rects[ANNA].center)  # ... nor does her panel
    assert table.round is not None and table.round.claimant is None
    assert not isinstance(app.scenes.top, HandoffScene)
    badge = badge_rects([OZLEM], table.lay)[OZLEM]
    click(app, badge.center)  # Özlem's badge, where the first badge sits now
    assert table.round.claimant == OZLEM and isinstance(app.scenes.top, HandoffScene)


def test_a_counter_to_anna_offers_her_badge_and_not_the_counterers(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card, its Counter Magic, then the counter's counter: in the second bar the
    acting person may answer (someone else played the top card), the counterer may not."""
    table = start(
        app,
        selftest.scripted(
            hands={0: ["sneak_attack", "counter_magic", "Y"], 1: ["B"], 2: ["counter_magic"]},
        ),
    )
    _card, at = hand_card(table, "sneak_attack")
    drag(app, at, table.panel_rects[OZLEM].center)  # dropped on Özlem's panel: plays at once
    settle(app, table)
    assert table.round is not None and drawn_badges(app, table, monkeypatch) == [OZLEM]
    key(app, pygame.K_3)
    pass_handoffs(app)
    assert table.choice is not None and table.choice_for == OZLEM
    click(app, table.choice.group.widgets[0].rect.center)  # Play Counter Magic
    selftest.run_until(table, lambda: table.round is not None and not table.anim.active, 20)
    assert drawn_badges(app, table, monkeypatch) == [ANNA]
    key(app, pygame.K_3)  # Özlem answers her own card: nothing happens
    assert table.round.claimant is None


def watch_the_gap(app: App, table: DracheninselTable) -> list[tuple[str, bool, bool, bool, int]]:
    """Tick the table until the second round opens; per frame between the two rounds:
    (what, End turn shown, End turn enabled, Take back shown, cards drawn face up)."""
    frames = []
    seen_gap = False
    for _ in range(400):
        table.update(0.02)
        app.render()
        if table.round is None and table.state.phase == "window":
            seen_gap = True
            frames.append(
                (
                    "gap",
                    table.end_button.visible,
                    table.end_button.enabled,
                    table.takeback.button.visible,
                    len(table.hand_of_viewer()),
                )
            )
        elif seen_gap and table.round is not None:
            return frames
    raise AssertionError("the second round never opened")


def countered_by_a_computer(app: App) -> DracheninselTable:
    """Anna's Sneak Attack on Özlem, countered by computer seat 1 (its answer is put in the
    round as a computer's decision would be); the round runs out, the Counter Magic is
    shown, and a second bar opens in which Anna may counter the counter."""
    table = start(
        app,
        selftest.scripted(hands={0: ["sneak_attack", "Y", "G"], 1: ["counter_magic"], 2: ["K"]}),
    )
    _card, at = hand_card(table, "sneak_attack")
    drag(app, at, table.panel_rects[OZLEM].center)
    selftest.run_until(table, lambda: table.round is not None and not table.round.thinking, 20)
    rnd = table.round
    assert rnd is not None
    # shown but greyed: a Sneak Attack's bar may not be cut short (test_playtest3_bar.py)
    assert table.end_button.visible and not table.end_button.enabled
    assert table.takeback.button.visible
    counter = table.state.hands[1][0]
    rnd.decisions = {1: make_move("counter_magic", 1, card=counter)}
    rnd.left = 0.0
    return table


def test_end_turn_stays_greyed_between_two_linked_bars(app: App) -> None:
    """End turn and Take back vanished for the Counter Magic's half second between the
    bars; now they stay, greyed and deaf, and the hand stays face down."""
    table = countered_by_a_computer(app)
    frames = watch_the_gap(app, table)
    assert frames and all(shown and not enabled for _w, shown, enabled, _t, _c in frames)
    assert all(takeback for _w, _s, _e, takeback, _c in frames)
    assert not any(cards for *_rest, cards in frames), "the acting hand flashed face up"
    # the second bar answers the Counter Magic: shown, greyed as the first
    assert table.end_button.visible and not table.end_button.enabled
    # Take back is still Anna's to see, greyed: "The next player has played"
    assert table.takeback.button.visible and not table.takeback.button.enabled
    assert table.may_answer() == [ANNA, OZLEM]  # the counterer (seat 1) is a computer


def test_a_click_on_the_greyed_end_turn_does_nothing(app: App) -> None:
    table = countered_by_a_computer(app)
    selftest.run_until(table, lambda: table.round is None, 5)
    assert table.between_rounds() and not table.end_button.enabled
    moves = len(table.moves)
    click(app, table.end_button.rect.center)
    assert table.queued is None
    selftest.run_until(table, lambda: table.round is not None and not table.anim.active, 20)
    assert len(table.moves) == moves and table.state.active == ANNA  # the turn goes on


def test_take_back_stays_greyed_while_the_persons_next_action_is_shown(app: App) -> None:
    """Anna steps while her first step's bar is open: the bar closes, her second step
    is shown, and its own bar opens. Take back (hers both times) stays in view."""
    table = step_and_open_round(app, green=False)
    assert table.takeback.button.visible and table.takeback.button.enabled
    steps = [m for m in table.legal(ANNA) if m.kind == "step"]
    table.commit(steps[0])
    frames = watch_the_gap(app, table)
    assert frames and all(takeback and not ended for _w, _s, ended, takeback, _c in frames)
    assert table.takeback.button.visible and table.takeback.button.enabled


@pytest.mark.parametrize("next_seat", ["computer", "person"])
def test_the_new_hand_is_not_shown_once_the_turn_has_passed(app: App, next_seat: str) -> None:
    """Seen under Xvfb: after End turn the banner said 'Player 2's turn' while the last
    player's new hand (the cards just drawn among them) lay face up until the hand-off."""
    people = (0, 1) if next_seat == "person" else (0, 2)
    table = start(
        app,
        selftest.scripted(
            people=people, hands={0: ["Y", "G", "R"], 1: ["B"], 2: ["K"], 3: ["N"]}, seed=9
        ),
    )
    target = next(iter(table.step_prices(ANNA)))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    selftest.run_until(table, lambda: table.round is None and not table.anim.active, 20)
    faces: list[tuple[int, int | None, int]] = []

    def watch(card: int, owner: int | None) -> None:
        faces.append((card, owner, table.state.active))

    cards.FACE_UP_HOOKS.append(watch)
    try:
        click(app, table.end_button.rect.center)  # draws up to six, the turn passes
        assert table.state.active == 1 and table.viewer == ANNA  # still her view ...
        for _ in range(40):
            assert table.hand_of_viewer() == []  # ... but her cards lie face down
            table.update(0.05)
            app.render()
    finally:
        cards.FACE_UP_HOOKS.remove(watch)
    assert not [f for f in faces if f[1] == ANNA and f[2] != ANNA], faces[:3]


def test_a_stolen_cards_name_is_not_on_the_banner_while_everybody_watches(app: App) -> None:
    """Seen under Xvfb: 'Spieler 2 nimmt Spieler 1 die Karte Gegenzauber weg' (Evil Curse)
    stood on the banner while the bar everyone watches was about to open, the thief's hand
    already face down. The banner says what the screen may show: 'takes a card'."""
    # Jörg keeps a card after the curse: with every other hand empty no bar would open;
    # so does Özlem, as a person with no card is not asked (a bar nobody watches)
    hands = {0: ["evil_curse", "Y"], 1: ["B", "K"], 2: ["unfaithful", "unfaithful"], 3: ["N"]}
    table = start(app, selftest.scripted(hands=hands))
    _card, at = hand_card(table, "evil_curse")
    drag(app, at, (640, 300))
    assert table.choice is not None
    click(app, table.choice.group.widgets[0].rect.center)  # Play Evil Curse
    banners = []
    for _ in range(200):
        if table.hand_hidden():
            banners.append(table.banner_text()[0])
        if table.round is not None:
            break
        table.update(0.02)
        app.render()
    assert any("takes a card from" in text for text in banners), banners
    assert not any(word in text for text in banners for word in ("Unfaithful", "Water", "Farm"))
