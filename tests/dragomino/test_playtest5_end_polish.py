"""Play-test findings on the end screen (Dragomino, larger text, under Xvfb):

- each row's name was fitted on its own, so "Computer 2" sat smaller than "Player 1" just
  above it; all rows now share one size, the largest at which every name fits;
- the "See islands" button showed two white boxes on wave arcs, which read as two screens;
  it shows a magnifying glass over a little island now (both games' board button).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from common.scenes.end import BUTTON_COLOURS, board_icon
from common.table import draw
from dragomino.plugin import demo_table
from dragomino.ui import pieces, selftest
from dragomino.ui.end import EndOverlay

NAMES = ["Player 1", "Computer 2", "Player 3"]


def test_every_row_names_its_player_at_the_same_size(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.settings.larger_text = True
    try:
        table = demo_table(["easy", "normal", "easy"], 5, names=NAMES)
        app.scenes.push(table)
        assert selftest.run_until(table, lambda: table.state.is_over and not table.pending, 3000)
        selftest.advance(table, 1.0, 0.1)
        overlay = app.scenes.top
        assert isinstance(overlay, EndOverlay)
        sizes: dict[str, int] = {}
        real_text = pieces.text

        def record(surface: pygame.Surface, words: str, size: int, *args: Any, **kw: Any) -> Any:
            if words in NAMES:
                sizes[words] = size
            return real_text(surface, words, size, *args, **kw)

        monkeypatch.setattr(pieces, "text", record)
        overlay.draw(app.canvas)
        assert set(sizes) == set(NAMES)
        assert len(set(sizes.values())) == 1, sizes
        assert all(draw.text_surface(n, sizes[n], draw.INK).get_width() <= 166 for n in NAMES)
    finally:
        app.settings.larger_text = False


def test_the_board_button_shows_a_magnifying_glass_over_an_island() -> None:
    surface = pygame.Surface((120, 80))
    surface.fill(BUTTON_COLOURS["board"])
    board_icon(surface, (40, 40))
    lens = tuple(surface.get_at((35, 35)))[:3]
    handle = tuple(surface.get_at((50, 50)))[:3]
    assert lens not in (draw.WHITE, BUTTON_COLOURS["board"])  # sea or island inside a lens
    assert handle == draw.WHITE
