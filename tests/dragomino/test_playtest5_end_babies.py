"""Play-test finding on the end screen (seen under Xvfb, fixed here): four babies of four
terrains in a tall row wrapped as three and one. Wrapped rows are now balanced (two and
two), the babies as big as before.
"""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from common.app import App
from dragomino.plugin import demo_table
from dragomino.ui import end as end_module
from dragomino.ui import selftest
from dragomino.ui.end import EndOverlay

Centres = list[list[tuple[float, float]]]


def click(app: App, pos: tuple[int, int]) -> None:
    at = app.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    app.step()


def test_four_single_babies_wrap_two_and_two(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = demo_table(["easy", "easy"], 5)  # seat 1 ends with four terrains, one baby each
    app.scenes.push(table)
    assert selftest.run_until(table, lambda: isinstance(app.scenes.top, EndOverlay), 3000, 0.2)
    end = app.scenes.top
    assert isinstance(end, EndOverlay)
    eggs = table.state.players[1].eggs.values()
    assert sorted(Counter(t.terrain for t in eggs if t.baby is not None).values()) == [1] * 4

    laid: list[tuple[pygame.Rect, int, Centres]] = []
    real_layout = end_module.baby_layout

    def spy(groups: list[int], area: pygame.Rect, max_size: int) -> tuple[int, Centres]:
        size, centres = real_layout(groups, area, max_size)
        laid.append((area, size, centres))
        return size, centres

    monkeypatch.setattr(end_module, "baby_layout", spy)
    click(app, dict(end.buttons())["islands"].center)  # see the islands, then the results
    click(app, dict(end.buttons())["results"].center)
    laid.clear()
    app.render()
    four = [(area, size, c) for area, size, c in laid if sum(map(len, c)) == 4]
    assert four, "the row with four babies was drawn"
    area, size, centres = four[0]
    rows = Counter(round(y) for group in centres for _x, y in group)
    assert sorted(rows.values()) == [2, 2], f"balanced rows, not {sorted(rows.values())}"
    for group in centres:
        for x, y in group:
            assert area.left <= x - size / 2 and x + size / 2 <= area.right + 1
            assert area.top - 1 <= y - size / 2 and y + size / 2 <= area.bottom + 1


@pytest.mark.parametrize("groups", [[1, 1, 1, 1], [1, 1, 1, 1, 1], [5, 2, 1], [3, 3], [2, 1, 1]])
def test_balancing_keeps_the_size_and_the_row_count(groups: list[int]) -> None:
    area = pygame.Rect(410, 230, 400, 168)
    size, centres = end_module.baby_layout(groups, area, 96)
    plain = end_module.flow_babies(groups, size, area.w)
    rows = Counter(round(y) for group in centres for _x, y in group)
    assert len(rows) == len(plain), "balancing never adds a row"
    assert max(rows.values()) <= max(len(row) for row in plain)
