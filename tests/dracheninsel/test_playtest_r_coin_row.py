"""Play-test finding (helper R's whole game under Xvfb, picture 50): on Computer 4's panel
six coins were drawn so close together that only the top one kept its number; the others
were blank gold discs. (Even a lone coin's number was about 8 px on screen at 800x500.)

Now each value is one gold chip with its number at the panels' readable size, a value's
second coin a chip peeking out behind it, highest first; they fill a row, then a second
(with larger text one: the hand's backs leave no room for two), and whatever is left is
"+N"; the total stands beside them. Every number drawn there is
at least 12 px tall on screen in an 800x500 window (measured as test_readable_lines does:
the rendered picture's height per line, at the window's scale), the chips stay inside
the panel, clear of each other and of the total. Normal and larger text.
"""

from __future__ import annotations

import pytest

from common import assets, theme
from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_readable_lines import SCREEN_PX, WINDOWS, Lines
from tests.dracheninsel.test_ui_table import start

SEAT = 3  # a computer's panel, as in the picture


def coins_of(values: list[int]) -> list[int]:
    """Coin ids of those values (each value is in the game twice)."""
    pool = list(range(len(D.COIN_VALUE)))
    out = []
    for value in values:
        coin = next(c for c in pool if D.COIN_VALUE[c] == value)
        pool.remove(coin)
        out.append(coin)
    return out


HOLDINGS = {
    "picture-50": [100, 100, 300, 300, 600, 600],  # Computer 4's 2000
    "seven-values": [100, 200, 300, 400, 500, 600, 700],
    "all-fourteen": [v for v in range(100, 800, 100) for _twice in range(2)],
    "one": [700],
}


@pytest.mark.parametrize("holding", list(HOLDINGS))
def test_every_coin_on_a_panel_shows_a_readable_number(
    app: App, larger: bool, monkeypatch: pytest.MonkeyPatch, holding: str
) -> None:
    table: DracheninselTable = start(app, selftest.scripted(people=(0, 2)))
    values = HOLDINGS[holding]
    table.shown_collected[SEAT] = coins_of(values)
    lines = Lines(monkeypatch)
    app.render()
    boxes = table.coin_boxes[SEAT]
    panel = table.panel_rects[SEAT]
    shown = [words for words, _box in boxes]
    numbers = [int(w) for w in shown if not w.startswith("+")]
    hidden = sum(int(w[1:]) for w in shown if w.startswith("+"))
    # every value shown once, highest first, or counted in "+N"
    assert numbers == sorted(set(numbers), reverse=True) and numbers[0] == max(values)
    assert sum(values.count(n) for n in numbers) + hidden == len(values)
    if len(set(values)) <= 4 and not larger:  # more than fit end in "+N" (larger text: one row)
        assert not hidden, shown  # was: five blank coins and a 600
    assert len(numbers) >= min(len(set(values)), 1 if larger else 5)
    for words in shown:  # was: about 8 px on screen, or no number at all
        for window, scale in WINDOWS.items():
            assert lines.heights[words] * scale >= SCREEN_PX, (words, window)
    rects = [box for _words, box in boxes]
    assert all(panel.contains(box) for box in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    total = str(sum(values))
    assert total in lines.heights
    score_w = assets.font(table.lay.font(theme.SIZE_BODY), True).size(total)[0]
    assert all(box.right < panel.right - 14 - score_w for box in rects)  # clear of the total
