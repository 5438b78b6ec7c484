"""Play-test finding (960x640 and 640x480 windows under Xvfb): the "6 more" under the coins
still to come was drawn at 10 px on the 1280x800 canvas, 5 px in a 640x480 window, the
smallest text on the table. It is 16 px now, larger with "larger text and pieces", and
still clear of the first boat and the panels."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common import assets
from common.app import App
from dracheninsel.ui import board_view, selftest
from tests.dracheninsel.test_ui_table import start


@pytest.mark.parametrize("larger", [False, True], ids=["normal-text", "larger-text"])
def test_the_coins_to_come_say_how_many_at_a_readable_size(
    app: App, monkeypatch: pytest.MonkeyPatch, larger: bool
) -> None:
    app.settings.larger_text = larger
    try:
        table = start(app, selftest.turn_position())
        sizes: list[tuple[str, int, pygame.Rect]] = []
        real = assets.text

        def text(words: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
            surface = real(words, size, *args, **kwargs)
            sizes.append((words, size, surface.get_rect()))
            return surface

        monkeypatch.setattr(board_view.assets, "text", text)
        app.render()
        captions = [(size, rect) for words, size, rect in sizes if words.endswith(" more")]
        assert captions, sizes
        size, rect = captions[-1]
        assert size >= (20 if larger else 16)  # was 10
        x, y = table.board.supply_anchor()
        rect.midtop = (round(x), round(y) + table.board.px(0.5))
        assert not any(rect.colliderect(panel) for panel in table.panel_rects if panel.width)
    finally:
        app.settings.larger_text = False
