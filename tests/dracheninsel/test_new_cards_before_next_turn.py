"""A person's new cards at the end of their own turn come up before the next turn is
announced; the hand-off card says "Pass the screen to" only when that person is to act.

Whole-game play-test (helper R, shots 22/23): Jörg ended his turn with an exchange, the
banner read "Computer 3's turn" for about a second over his face-down hand (everybody is
called to look at the table), then "Jörg, your new cards" came up face up with no
hand-off. Now the banner says "Jörg draws 2 cards" and his panel keeps the gold until his
new cards were shown; the next turn is announced only after them.

Shots 10, 16, 19: the same new-cards screen came behind "Something secret for Anna" in
some cases and "Pass the screen to Anna" in others, also in the middle of a computer's
turn. Now "Pass the screen to Anna" is said when it is Anna's turn to act (her turn, her
answer, her duel round), "Something secret for Anna" when only a private look waits (her
new cards, "My cards").

`TurnWatch` records, in order, every banner the table draws, every hand-off revealed and
every face-up card (`cards.FACE_UP_HOOKS`): a seat's face-up card after a banner that
announced another seat's turn needs that seat's hand-off in between.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from common.app import App
from common.i18n import set_language
from common.scenes.handoff import HandoffScene
from common.settings import ANIMATION_SPEED_MAX
from dracheninsel.plugin import PLUGIN
from dracheninsel.ui import cards, selftest
from dracheninsel.ui.peek import NEW_CARDS_TITLE, PeekScene
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, person_plays, settle, start, tap

ANNA, JOERG, OZLEM, BEN = 0, 1, 2, 3  # people: Anna and Özlem; Jörg and Ben are computers


class TurnWatch:
    """Banners, reveals and face-up cards in the order the table drew them."""

    def __init__(self) -> None:
        self.table: DracheninselTable | None = None
        self.log: list[tuple[str, Any]] = []
        self.problems: list[str] = []

    def attach(self, table: DracheninselTable) -> DracheninselTable:
        self.table = table
        banner: Callable[[], tuple[str, Any]] = table.banner_text
        record: Callable[..., Any] = table.record

        def banner_text() -> tuple[str, Any]:
            text, colour = banner()
            if table.manager.top is table:  # not under an opaque card (a hand-off, a look)
                self.log.append(("banner", text))
            return text, colour

        def recorded(screen: str, detail: Any = None) -> Any:
            if screen == "reveal":
                self.log.append(("reveal", detail))
            return record(screen, detail)

        table.banner_text = banner_text  # type: ignore[method-assign]
        table.record = recorded  # type: ignore[method-assign]
        return table

    def __call__(self, card: int, owner: int | None) -> None:
        t = self.table
        if owner is None or t is None:
            return
        self.log.append(("face", owner))
        others = {t.turn_text(seat) for seat in range(len(t.seats)) if seat != owner}
        for kind, detail in reversed(self.log[:-1]):
            if kind == "reveal" and detail == owner:
                return
            if kind == "face" and detail == owner:
                return  # this run of faces was checked at its first card
            if kind == "banner" and detail in others:
                self.problems.append(
                    f"{t.name(owner)}'s card {card} face up after the banner {detail!r}"
                    " with no hand-off of theirs in between"
                )
                return


@pytest.fixture
def watch() -> Iterator[TurnWatch]:
    seen = TurnWatch()
    cards.FACE_UP_HOOKS.append(seen)
    try:
        yield seen
    finally:
        cards.FACE_UP_HOOKS.remove(seen)


def frames(app: App, table: DracheninselTable, done: Callable[[], bool], limit: int = 400) -> None:
    """Update and draw frame by frame (table clock) until `done()`."""
    for _ in range(limit):
        if done():
            return
        table.update(0.05)
        app.render()
    assert done()


def exchange_and_draw(app: App, table: DracheninselTable) -> None:
    """Anna neither moved nor played: End turn opens the exchange, Draw ends it."""
    click(app, table.end_button.rect.center)
    settle(app, table)
    app.render()
    click(app, table.draw_button.rect.center)


def test_new_cards_come_before_the_computers_turn_is_announced(app: App, watch: TurnWatch) -> None:
    """Shots 22/23: Anna exchanges, Jörg (a computer) is next. Her new cards come up face
    up at once (she held the screen, nobody else's turn has shown anything), and until
    then the banner says she draws, never "Jörg's turn". Fails on 10bc060: "Jörg's turn"
    stood over her hand for the whole draw, then her cards came face up."""
    table = selftest.scripted(
        hands={ANNA: ["sneak_attack", "Y", "G", "R"], JOERG: ["B"], OZLEM: ["K"], BEN: ["N"]}
    )
    watch.attach(table)
    start(app, table)
    exchange_and_draw(app, table)
    banners: set[str] = set()
    frames(app, table, lambda: banners.add(table.banner_text()[0]) or app.scenes.top is not table)
    peek = app.scenes.top
    assert isinstance(peek, PeekScene) and peek.title == NEW_CARDS_TITLE and peek.seat == ANNA
    assert table.state.active == JOERG  # the turn has passed in the rules ...
    assert banners == {"Anna draws 2 cards"}  # ... not yet on the screen
    app.render()
    assert ("face", ANNA) in watch.log
    assert not watch.problems, watch.problems
    click(app, peek.button.rect.center)  # "Done, hide my cards"
    assert app.scenes.top is table and table.viewer is None
    assert table.banner_text()[0] == "Jörg's turn"  # now the next turn is announced


def test_the_drawing_banner_reads_naturally_in_german(app: App, watch: TurnWatch) -> None:
    table = selftest.scripted(
        hands={ANNA: ["sneak_attack", "Y", "G", "R", "K"], JOERG: ["B"], OZLEM: ["K"], BEN: ["N"]}
    )
    watch.attach(table)
    start(app, table)
    exchange_and_draw(app, table)
    set_language("de")
    try:
        assert table.banner_text()[0] == "Anna zieht eine Karte"
    finally:
        set_language("en")
    assert table.banner_text()[0] == "Anna draws a card"


def test_hand_off_words_say_whether_the_person_acts_or_only_looks(
    app: App, watch: TurnWatch
) -> None:
    """The seeded two-person game, the people also looking at their cards ("My cards") at
    random moments: every hand-off card before a private look (new cards, a look) says
    "Something secret for ...", every other one (a turn, a claim, a duel round) "Pass the
    screen to ...". And no face-up card follows another seat's turn on the banner without
    its owner's hand-off. Fails on 10bc060: the looks and some new cards said "Pass the
    screen to", and new cards came face up after "Computer 4's turn"."""
    speed = app.settings.animation_speed
    app.settings.animation_speed = ANIMATION_SPEED_MAX
    try:
        setup = selftest.family_setup(4, seed=21)
        table = PLUGIN.create_table_scene(app, setup)  # type: ignore[misc]
        assert isinstance(table, DracheninselTable)
        table.offer_guide = False
        table.sync_ai = True
        table.speed_index = 2
        watch.attach(table)
        app.scenes.reset(table)
        rng = random.Random(8)
        cards_seen: dict[int, tuple[bool, bool]] = {}  # id -> (keep, a look waits)
        for _tick in range(2500):
            if table.state.phase == "over":
                break
            top = app.scenes.top
            if isinstance(top, HandoffScene) and not isinstance(top, PeekScene):
                cards_seen.setdefault(id(top), (top.keep, table.peek_open is not None))
            if top is table and rng.random() < 0.05:
                offered = [c for c in (table.peek_chip(s) for s in table.people) if c]
                if offered:
                    tap(app, rng.choice(offered).center)
            person_plays(app, table, rng)
            table.update(0.1)
            app.render()
        kinds = [screen for _clock, screen, _detail in table.screens]
        assert kinds.count("peek") >= 3 and kinds.count("handoff") >= 3
        looks = [keep for keep, look in cards_seen.values() if look]
        acts = [keep for keep, look in cards_seen.values() if not look]
        assert len(looks) >= 3 and len(acts) >= 3
        assert all(looks), f"{looks.count(False)} of {len(looks)} looks: 'Pass the screen to'"
        assert not any(acts), f"{sum(acts)} of {len(acts)} turns: 'Something secret for'"
        assert not watch.problems, watch.problems[:3]
    finally:
        app.settings.animation_speed = speed
