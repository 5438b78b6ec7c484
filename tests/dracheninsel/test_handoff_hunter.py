"""The hand-off card shows the seat's own hunter, the piece that stands for that person on
this table's panels and island (the shared card's face badge belongs to Dragomino; helper X
saw Die Dracheninsel's hand-off wear it under Xvfb)."""

from __future__ import annotations

import pygame

from common.app import App
from common.scenes.handoff import CARD, HandoffScene
from dracheninsel.ui import selftest
from dracheninsel.ui.views import HANDOFF_HUNTER_H


def test_the_hand_off_card_wears_the_seats_hunter(app: App) -> None:
    table = selftest.turn_position()
    app.scenes.reset(table)
    app.step()
    card = app.scenes.top
    assert isinstance(card, HandoffScene)
    seat = table.state.active
    hunter = table.board.hunter_sprite(table.state.colour_of(seat), HANDOFF_HUNTER_H)
    assert card.badge is hunter
    app.render()
    # the hunter is drawn on the card's badge: its pixels, not the face's, at the middle
    centre = (640, CARD.y)
    patch = pygame.Surface(hunter.get_size(), pygame.SRCALPHA)
    patch.blit(app.canvas, (0, 0), hunter.get_rect(center=centre))
    x, y = hunter.get_width() // 2, hunter.get_height() // 2
    assert patch.get_at((x, y))[:3] == hunter.get_at((x, y))[:3]
