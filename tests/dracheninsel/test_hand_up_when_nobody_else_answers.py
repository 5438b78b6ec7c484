"""With two people at the screen, the mover's hand stays face up between their own actions
when no other person could answer them, and is covered whenever one could or a public
answer has been watched (issue 27 follow-up, helper S).

Play-test: Anna's hand was turned face down after each of her own steps, and she had to
press "Show my cards" again, although Özlem, the other person, held no card at all (her
panel said so) and so could answer nothing: her claim badge stood on the bar all the
same. Now a person with no card is not asked (a hand's size is public), so such a window
asks nobody at the screen and shows no bar, and the acting hand stays up. Privacy stays
as it was wherever another person could answer; and when a computer answers in such a
window (its Counter Magic plays on the table for all to see), the hand is covered again.

Each case records every face-up card the table draws (`cards.FACE_UP_HOOKS`, as the
other privacy tests do) and drives the real table with posted mouse events.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.ui import cards, selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, settle, start

ANNA, JOERG, OEZLEM, BEN = 0, 1, 2, 3


class FaceUpLog:
    """Each face-up card drawn, with whether another person could answer at that moment
    (an open bar with a badge for someone other than the card's owner)."""

    def __init__(self) -> None:
        self.table: DracheninselTable | None = None
        self.drawn: list[tuple[int, bool]] = []  # (owner, another person was asked)

    def __call__(self, card: int, owner: int | None) -> None:
        t = self.table
        if owner is None or t is None:
            return
        rnd = t.round
        asked = rnd is not None and any(seat != owner for seat in rnd.asked)
        self.drawn.append((owner, asked or t.watched()))


@pytest.fixture
def faces() -> Iterator[FaceUpLog]:
    log = FaceUpLog()
    cards.FACE_UP_HOOKS.append(log)
    yield log
    cards.FACE_UP_HOOKS.remove(log)


def watch_frames(app: App, table: DracheninselTable, seconds: float) -> None:
    t = 0.0
    while t < seconds:
        table.update(0.05)
        app.render()
        t += 0.05


def step(app: App, table: DracheninselTable) -> None:
    target = min(table.step_prices(ANNA))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))


def test_the_hand_stays_up_when_the_other_person_holds_no_card(app: App, faces: FaceUpLog) -> None:
    table = start(
        app,
        selftest.scripted(hands={ANNA: ["R", "R", "R", "K"], JOERG: ["B"], OEZLEM: [], BEN: ["N"]}),
    )
    faces.table = table
    for _ in range(2):
        before = len(faces.drawn)
        step(app, table)
        watch_frames(app, table, 8.0)  # the window's whole drawn length and more
        assert table.round is None or table.round.quiet  # no bar: nobody here could answer
        assert not table.hand_hidden() and not table.show_button.visible  # was: covered
        assert any(owner == ANNA for owner, _asked in faces.drawn[before:])
    assert [m["kind"] for m in table.moves if m["kind"] != "pass"] == ["step", "step"]
    assert faces.drawn and not any(asked for _owner, asked in faces.drawn)


def test_the_hand_is_covered_while_another_person_could_answer(app: App, faces: FaceUpLog) -> None:
    """The privacy rule, unchanged: Özlem holds a card, so she is asked; Anna's hand lies
    face down through the bar and stays so until she shows it again."""
    table = start(
        app,
        selftest.scripted(
            hands={ANNA: ["R", "R", "R", "K"], JOERG: ["B"], OEZLEM: ["G"], BEN: ["N"]}
        ),
    )
    faces.table = table
    step(app, table)
    settle(app, table)
    assert table.round is not None and OEZLEM in table.round.asked
    start_at = len(faces.drawn)
    watch_frames(app, table, 8.0)
    assert table.round is None and table.hand_hidden() and table.show_button.visible
    assert not any(owner == ANNA for owner, _asked in faces.drawn[start_at:])
    click(app, table.show_button.rect.center)  # Anna takes the screen again
    app.render()
    assert any(owner == ANNA for owner, _asked in faces.drawn[start_at:])
    assert not any(asked for _owner, asked in faces.drawn)


def test_a_computer_s_answer_watched_by_everyone_covers_the_hand_again(
    app: App, faces: FaceUpLog
) -> None:
    """Anna's Sneak Attack on Jörg (a computer holding the last Counter Magic); Özlem holds
    no card, so nobody at the screen is asked and Anna's hand stays up, until Jörg's
    Counter Magic plays on the table: then it is covered until she shows it again (no
    bar follows that could cover it: no Counter Magic is left to answer it)."""
    table = start(
        app,
        selftest.scripted(
            hands={ANNA: ["sneak_attack", "R", "Y"], JOERG: ["counter_magic", "B"], BEN: ["N"]},
            discard=["counter_magic"] * 4,  # Jörg's is the last: nobody counters it
            level="expert",
        ),
    )
    faces.table = table
    card = next(c for c in table.state.hands[ANNA] if D.CARD_KIND[c] == "sneak_attack")
    hand = table.hand_of_viewer()
    drag(app, table.fan.rect_of(hand, card).center, table.panel_rects[JOERG].center)
    start_at = len(faces.drawn)
    counter_at: int | None = None  # faces drawn when the counter had been played out
    for _tick in range(240):
        table.update(0.05)
        app.render()
        shown = any(e.kind == "countered" for e in table.log) and not table.anim.active
        if counter_at is None and shown:
            counter_at = len(faces.drawn)
    assert counter_at is not None  # Jörg's Counter Magic played
    assert any(owner == ANNA for owner, _a in faces.drawn[start_at:counter_at])  # up before
    assert table.state.active == ANNA and table.hand_hidden() and table.show_button.visible
    assert not any(owner == ANNA for owner, _a in faces.drawn[counter_at:])  # covered after
    click(app, table.show_button.rect.center)  # Anna takes the screen again
    app.render()
    assert not table.hand_hidden() and faces.drawn[-1][0] == ANNA
    assert not any(asked for _owner, asked in faces.drawn)
