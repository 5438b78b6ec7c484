"""Drag and drop with posted mouse events: a drop that lands, one refused that glides back."""

from __future__ import annotations

import pygame
from shell_helpers import drag, settle

from common.app import App
from common.scene import Scene
from common.sprites import DraggableSprite, DropTarget, SpriteLayer


class Board(Scene):
    def __init__(self, layer: SpriteLayer) -> None:
        self.layer = layer

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.layer.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.layer.draw(surface)


def make_board(app: App, verdict: bool | str) -> tuple[DraggableSprite, DropTarget, list[str]]:
    log: list[str] = []
    layer = SpriteLayer(app.tweens)
    image = pygame.Surface((80, 40))
    image.fill((200, 60, 60))
    piece = DraggableSprite(image, (200, 200))
    piece.on_refused = lambda sprite, reason: log.append(f"refused {reason}")
    piece.on_landed = lambda sprite, target: log.append("landed")
    target = DropTarget(
        pygame.Rect(600, 400, 120, 80),
        accepts=lambda sprite, pos: verdict,
        on_drop=lambda sprite, pos: log.append("dropped"),
    )
    layer.add(piece)
    layer.add_target(target)
    app.scenes.push(Board(layer))
    return piece, target, log


def test_drop_on_accepting_target_snaps_into_place(app: App) -> None:
    piece, _target, log = make_board(app, True)
    drag((210, 205), (650, 430))
    app.step()
    assert piece.lift > 0 or log  # picked up (lift animation started)
    settle(app)
    assert piece.pos == (660.0, 440.0)  # the target's centre
    assert piece.lift == 0.0
    assert log == ["dropped", "landed"]


def test_refused_drop_glides_back_home_with_reason(app: App) -> None:
    piece, _target, log = make_board(app, "not next to a matching land")
    drag((210, 205), (650, 430))
    app.step()
    assert piece.pos != (200.0, 200.0)  # still on its way home
    settle(app)
    assert piece.pos == (200.0, 200.0)
    assert log == ["refused not next to a matching land"]


def test_drop_outside_any_target_glides_back(app: App) -> None:
    piece, _target, log = make_board(app, True)
    drag((200, 200), (400, 600))
    settle(app)
    assert piece.pos == (200.0, 200.0)
    assert log == ["refused None"]


def test_grab_offset_is_kept_while_dragging(app: App) -> None:
    piece, _target, _log = make_board(app, True)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(220, 210), button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(320, 260), rel=(100, 50), buttons=(1, 0, 0))
    )
    app.step()
    assert piece.pos == (300.0, 250.0)
