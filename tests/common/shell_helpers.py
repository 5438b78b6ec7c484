"""Posting real mouse events and advancing animations in app-shell tests."""

from __future__ import annotations

import pygame

from common.app import App


def click(pos: tuple[int, int], button: int = 1) -> None:
    """Post a real press+release at window position ``pos``."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def drag(start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
    """Post a press, several motions (with rel and buttons) and a release."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    last = start
    for i in range(1, steps + 1):
        pos = (
            round(start[0] + (end[0] - start[0]) * i / steps),
            round(start[1] + (end[1] - start[1]) * i / steps),
        )
        rel = (pos[0] - last[0], pos[1] - last[1])
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))
        )
        last = pos
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def settle(application: App, seconds: float = 2.0) -> None:
    """Advance animations by ``seconds`` of game time in frame-sized steps."""
    application.step()
    t = 0.0
    while t < seconds:
        application.tweens.update(1 / 30)
        application.scenes.update(1 / 30)
        t += 1 / 30
