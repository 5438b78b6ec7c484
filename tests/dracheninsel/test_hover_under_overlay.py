"""An overlay lets go of what the pointer rested on: a hovered card's description stood
under the help (F1) and its legend's pictures showed that popup (helper Y under Xvfb)."""

from __future__ import annotations

from common.app import App
from common.scenes.help_overlay import HelpOverlay, open_help
from dracheninsel.ui import selftest
from tests.dracheninsel.test_ui_table import start


def test_help_drops_the_hovered_card(app: App) -> None:
    table = start(app, selftest.turn_position())
    hand = table.hand_of_viewer()
    table.fan.hover = hand[2]  # the pointer rests on a card: its description shows
    assert open_help(app.scenes)
    assert isinstance(app.scenes.top, HelpOverlay)
    assert table.fan.hover is None
    app.render()
