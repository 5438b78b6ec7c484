"""Play-test finding (Dragomino under Xvfb): with the pointer resting on the Undo button,
Esc opened the pause card and the button's tooltip ("Nothing to take back yet") stood
under it, dimmed, and was still there after the card closed with the pointer elsewhere:
the table hears no pointer moves while an overlay has them. What the pointer rested on
(the Undo tooltip, a lifted domino) is let go when an overlay covers the table.
"""

from __future__ import annotations

import pygame

from common.app import App
from common.scenes.pause import PauseMenu
from dragomino.plugin import demo_table
from dragomino.ui import selftest


def test_the_undo_tooltip_and_a_lifted_domino_go_when_the_pause_card_opens(app: App) -> None:
    scene = demo_table([None, "easy"], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    for target in (scene.rect("undo_button").center, scene.slot_rect(0).center):
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=app.to_window(target), rel=(1, 1), buttons=(0, 0, 0)
            )
        )
        app.step()
        assert scene.undo_hover or scene.hover_slot == 0
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        app.step()
        assert isinstance(app.scenes.top, PauseMenu)
        assert not scene.undo_hover and scene.hover_slot is None
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        app.step()
        assert app.scenes.top is scene
