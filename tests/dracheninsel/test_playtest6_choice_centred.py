"""Play-test finding (German, 640x480 under Xvfb): a claimant's question that needs two
lines ("Antwort auf: Anna spielt Zerstörende Kräfte") hung its last word at the panel's
left edge, under a note and answers that are centred. Each line of the question and of
the note is centred now. Checked on the panel a real claim opens (posted key and clicks).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from common import i18n
from common.app import App
from dracheninsel.ui import selftest
from tests.dracheninsel.test_playtest6_recap_fold import claim
from tests.dracheninsel.test_ui_table import click, hand_card, settle, start

ANNA, OZLEM = 0, 2


def line_centres(picture: pygame.Surface) -> list[float]:
    """The middle (x) of the ink of each line of a wrapped text picture."""
    mask = pygame.mask.from_surface(picture)
    rows = [
        y
        for y in range(picture.get_height())
        if any(mask.get_at((x, y)) for x in range(picture.get_width()))
    ]
    lines: list[tuple[int, int]] = []
    for y in rows:
        if lines and y == lines[-1][1] + 1:
            lines[-1] = (lines[-1][0], y)
        else:
            lines.append((y, y))
    centres = []
    for top, bottom in lines:
        band = picture.subsurface(pygame.Rect(0, top, picture.get_width(), bottom - top + 1))
        box = band.get_bounding_rect()
        centres.append(box.centerx)
    return centres


def test_a_two_line_question_is_centred_like_its_answers(app: App) -> None:
    i18n.register_domain(Path(selftest.__file__).parents[1])  # the game's catalogue
    table = start(
        app,
        selftest.scripted(
            hands={ANNA: ["destructive_forces", "Y"], 1: ["B"], OZLEM: ["K"], 3: ["N"]}
        ),
    )
    i18n.set_language("de")
    try:
        _card, at = hand_card(table, "destructive_forces")
        click(app, at)
        first = min(table.targets())
        click(app, table.board.cell_center(first))
        click(app, table.board.cell_center(min(table.targets())))
        settle(app, table)
        assert table.round is not None
        claim(app, table, OZLEM)
        click(app, (640, 400))
        panel = table.choice
        assert panel is not None and table.choice_for == OZLEM
        title = panel._title_picture()
        assert panel.title() == "Antwort auf: Anna spielt Zerstörende Kräfte"
        centres = line_centres(title)
        assert len(centres) == 2  # it wraps
        middle = title.get_width() / 2
        assert all(abs(c - middle) <= 3 for c in centres), (centres, middle)
    finally:
        i18n.set_language("en")
