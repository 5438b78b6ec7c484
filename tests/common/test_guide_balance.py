"""The guide dragon's lines wrap into lines of about equal length (seen under Xvfb: a last
line of one word, "card." or "there.")."""

from __future__ import annotations

import pytest

from common import assets
from common.app import App
from common.scenes import guide_layer
from common.scenes.guide_layer import LINE_SIZE, balanced_width
from common.table.draw import INK


def lines(message: str, width: int) -> int:
    one = assets.wrapped_text("Xg", LINE_SIZE, INK, 10_000).get_height()
    return round(assets.wrapped_text(message, LINE_SIZE, INK, width).get_height() / one)


@pytest.mark.parametrize(
    "message",
    [
        "Another colour: this step costs the yellow card.",
        "Drag your hunter onto the glowing disk. Your own colour costs nothing.",
        "Hello! I am the dragon of the island. Let's hunt for treasure!",
        "Short.",
    ],
)
def test_the_balanced_width_keeps_the_lines_and_is_the_narrowest(app: App, message: str) -> None:
    full = 756 - 250  # the bubble's text width
    width = balanced_width(message, LINE_SIZE, full)
    assert lines(message, width) == lines(message, full)
    if width > full // 2:  # half the bubble is as narrow as it goes
        assert lines(message, width - 1) > lines(message, full), "the narrowest such width"


def test_the_yellow_card_line_no_longer_ends_in_one_word(app: App) -> None:
    message = "Another colour: this step costs the yellow card."
    full = 756 - 250
    assert lines(message, full) == 2
    width = balanced_width(message, LINE_SIZE, full)
    font = assets.font(LINE_SIZE)
    # the first line can no longer hold all but "card.": the last line holds more
    assert width < font.size("Another colour: this step costs the yellow")[0]
    assert guide_layer._BALANCED_WIDTHS  # cached: a bubble renders each frame
