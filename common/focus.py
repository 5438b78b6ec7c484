"""Pointer and keyboard state that the shell and the widgets share.

It sits below `audio`, `scene` and `widgets`: the mute key must not fire while a text field
has the keyboard, and a change of scene resets the hand cursor, yet `audio` and `scene`
may not import `widgets`, which builds on both.
"""

from __future__ import annotations

import contextlib
from typing import Protocol

import pygame


class KeyboardField(Protocol):
    """A widget that can hold the keyboard (`widgets.TextField`)."""

    focused: bool

    def blur(self) -> None: ...


#: The text field that has the keyboard now, if any (set by `TextField.focus`/`blur`).
field: KeyboardField | None = None

_hand_cursor = False


def typing() -> bool:
    """True while a text field has the keyboard (plain keys are letters then)."""
    return field is not None and field.focused


def set_hand_cursor(on: bool) -> None:
    """Show the pointing hand over clickable things (only touches SDL when it changes)."""
    global _hand_cursor
    if on == _hand_cursor:
        return
    _hand_cursor = on
    cursor = pygame.SYSTEM_CURSOR_HAND if on else pygame.SYSTEM_CURSOR_ARROW
    with contextlib.suppress(pygame.error):
        pygame.mouse.set_cursor(cursor)
