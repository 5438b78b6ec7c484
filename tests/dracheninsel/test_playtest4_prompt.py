"""Play-test finding (six seats, German, "larger text and pieces", a 960x640 window): the
reaction bar said "Oezlem spielt Angst & Schrecken gegen Jörg" at 12 px beside a 30 px
"Möchte jemand antworten?", and its end ran under the 2x button. What the bar is about now
keeps a readable size and its row: the title gives way first (`prompt_sizes`).
The bar is opened by a real card play (click the card, click the target's panel).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common import assets, i18n, theme
from common.app import App
from common.table.seats import Seat
from dracheninsel.plugin import PLUGIN
from dracheninsel.rules.scenario import build_state
from dracheninsel.ui import reactions, selftest
from dracheninsel.ui.layout import SPEED_BUTTON
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, hand_card, settle, start

LETTERS = "RYGBKN"
NAMES = ("Anna", "Jörg", "Computer 3", "Oezlem", "Player 5", "Computer 6")
COMPUTERS = (2, 5)
OZLEM = 3


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
    """Özlem's turn; she plays Fear & Loathing on Computer 3's hunter."""
    i18n.set_language(language)
    state = build_state(
        LETTERS,
        active=OZLEM,
        hands={OZLEM: ["fear_and_loathing", "B"], 0: ["counter_magic"]},
        positions={2: 5},  # Computer 3's hunter stands on the island
    )
    seats = [
        Seat(name, PLUGIN.colour_rgb(letter), "normal" if i in COMPUTERS else None)
        for i, (name, letter) in enumerate(zip(NAMES, LETTERS, strict=True))
    ]
    table = start(app, DracheninselTable(PLUGIN, seats, state, seed=3, sync_ai=True))
    assert table.viewer == OZLEM
    _card, at = hand_card(table, "fear_and_loathing")
    click(app, at)
    click(app, table.panel_rects[2].center)
    selftest.run_until(table, lambda: table.round is not None and not table.anim.active, 10)
    settle(app, table)
    assert table.round is not None
    return table


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_action_on_the_bar_is_readable_and_ends_before_the_speed_button(
    app: App, larger: bool, language: str
) -> None:
    table = fear_on_the_computer(app, language)
    rnd = table.round
    assert rnd is not None
    what = rnd.what()
    assert "Computer 3" in what and "Oezlem" in what
    title_size, size = reactions.prompt_sizes(
        i18n._("Does anyone want to answer?"), what, table.lay
    )
    assert size >= 14  # it was 12 (and past its room) in German and with larger text
    assert title_size > size  # the title still reads as the title
    canvas = BlitSpy(app.canvas.get_size())
    table.draw(canvas)
    picture = assets.text(what, size, theme.INK, False)  # the pictures are told by size
    rects = [rect for shown, rect in canvas.placed if rect.size == picture.get_size()]
    assert rects, "the action's line was not drawn"
    assert rects[-1].right <= SPEED_BUTTON.left - 4  # not under the 2x button
    assert table.speed_button.visible  # two computers: the button is there
