"""Play-test finding (Dragomino under Xvfb, laying dominoes with Tab and Enter): the Enter
pressed once more after the last domino landed on the end screen the moment it opened,
where "Play again" has the focus, and a new game began before anyone had seen who won. A
click or key in the end screen's first second now does nothing (`EndScreen.GUARD_SECONDS`,
counted on the screen's own clock); after it, Enter plays again as before.
"""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from common.scenes.end import EndScreen
from dragomino.ui import selftest
from dragomino.ui.end import EndOverlay
from dragomino.ui.table import TableScene

END_GUARD_AS_SHIPPED = getattr(EndScreen, "GUARD_SECONDS", 0.0)  # read before any fixture


@pytest.fixture
def guarded() -> None:
    """The guard as the app ships it (the suite's autouse fixture sets 0 and restores)."""
    EndScreen.GUARD_SECONDS = END_GUARD_AS_SHIPPED


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step()


def test_keys_and_clicks_in_the_end_screens_first_second_do_nothing(
    app: App, guarded: None
) -> None:
    assert END_GUARD_AS_SHIPPED >= 0.5
    table = selftest.end_scene(5, players=2)
    app.scenes.push(table)
    overlay = app.scenes.top
    assert isinstance(overlay, EndOverlay)
    overlay.clock = 0.0  # the screen has just opened
    app.render()
    press(app, pygame.K_RETURN)  # the Enter meant for the last domino
    again = dict(overlay.buttons())["again"]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(again.center), button=1)
    )
    app.step()
    assert app.scenes.top is overlay and overlay in app.scenes.stack  # nothing restarted
    overlay.update(END_GUARD_AS_SHIPPED)  # a second later
    press(app, pygame.K_RETURN)
    fresh = app.scenes.top
    assert isinstance(fresh, TableScene) and fresh is not table  # Play again, as before
