"""Play-test finding (reaction bar, four or more people, a 960x640 window): "Click your name
or press your number" was drawn at 12-13 px on the 1280x800 canvas, about 9 px on screen,
and did not grow with "larger text". It now keeps the table's readable size (at least
14 px times the text factor, 15 when there is room): when the claim badges fill their row
it shares the countdown's line, and the countdown gives it the room; with larger text
that line rises clear of the badges' tops (at 18 px it touched them, seen under Xvfb).
The bar is opened by a real card play (click the card, click the target's panel).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common import i18n
from common.app import App
from common.table.seats import Seat
from dracheninsel.plugin import PLUGIN
from dracheninsel.rules.scenario import build_state
from dracheninsel.ui import reactions, selftest
from dracheninsel.ui.reactions import badge_rects
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, hand_card, settle, start

LETTERS = "RYGBKN"
NAMES = ("Anna", "Jörg", "Computer 3", "Oezlem", "Player 5", "Friedrich")
COMPUTER = 2
OZLEM = 3
READABLE = 14  # px at factor 1.0: the smallest text of the setup and the bar (tests)


class BlitSpy(pygame.Surface):
    """A canvas that remembers where each picture went."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = super().blit(source, dest, *args, **kwargs)
        if isinstance(source, pygame.Surface):
            at = dest.topleft if isinstance(dest, pygame.Rect) else dest
            self.placed.append((source, pygame.Rect(at, source.get_size())))
        return rect


def fear_on_the_computer(app: App, language: str) -> DracheninselTable:
    """Six seats, five people: Özlem plays Fear & Loathing on the computer's hunter, and
    four people (badges) may answer."""
    i18n.set_language(language)
    state = build_state(
        LETTERS,
        active=OZLEM,
        # every person holds a card: a person with none is not asked (no badge)
        hands={
            OZLEM: ["fear_and_loathing", "B"],
            0: ["counter_magic"],
            1: ["Y"],
            4: ["K"],
            5: ["N"],
        },
        positions={COMPUTER: 5},
    )
    seats = [
        Seat(name, PLUGIN.colour_rgb(letter), "normal" if i == COMPUTER else None)
        for i, (name, letter) in enumerate(zip(NAMES, LETTERS, strict=True))
    ]
    table = start(app, DracheninselTable(PLUGIN, seats, state, seed=3, sync_ai=True))
    assert table.viewer == OZLEM
    _card, at = hand_card(table, "fear_and_loathing")
    click(app, at)
    click(app, table.panel_rects[COMPUTER].center)
    selftest.run_until(table, lambda: table.round is not None and not table.anim.active, 10)
    settle(app, table)
    assert table.round is not None
    return table


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_claim_hint_keeps_a_readable_size(app: App, larger: bool, language: str) -> None:
    try:
        table = fear_on_the_computer(app, language)
        hint = reactions.claim_hint(ticks=True)  # several people: how to say "go on" too
        drawn: list[tuple[int, pygame.Surface]] = []
        real_text = reactions.assets.text

        def spy(value: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
            picture = real_text(value, size, *args, **kwargs)
            if value == hint:
                drawn.append((size, picture))
            return picture

        reactions.assets.text = spy  # type: ignore[assignment]
        canvas = BlitSpy(app.canvas.get_size())
        try:
            table.draw(canvas)
        finally:
            reactions.assets.text = real_text  # type: ignore[assignment]
    finally:
        i18n.set_language("en")
    assert len(drawn) == 1, "the hint is drawn once"
    size, picture = drawn[0]
    lay = table.lay
    badges = badge_rects(table.may_answer(), lay)
    assert len(badges) == 4
    assert size >= lay.font(READABLE), f"the hint drawn at {size} px"
    assert picture.get_width() <= (lay.prompt.width - 140) * 3 // 4  # the countdown keeps 1/4
    at = next(rect for shown, rect in canvas.placed if shown is picture)
    assert lay.prompt.contains(at)
    # with larger text its line rose clear of the badges (it touched their tops)
    assert at.bottom <= min(rect.top for rect in badges.values()), (at, badges)
