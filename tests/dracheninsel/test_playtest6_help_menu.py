"""Play-test finding (F1 on the Die Dracheninsel table): the help named every button but
"Menu" (Dragomino's names it). Now the Menu button has its sentence under F1, in both
languages, and it says what the button does: a click on it opens the pause menu; in the
first game (the guide) it skips the lessons, and F1 says that there. Menu is a small
button now, as in Dragomino's corner, so F1 names it on the legend card with its picture.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from common import i18n
from common.app import App
from common.scenes.help_overlay import HelpOverlay
from common.scenes.pause import PauseMenu
from dracheninsel.ui import selftest
from dracheninsel.ui.guide import GuideTable
from tests.dracheninsel.test_ui_table import click, key, start

MENU_MSGID = "The menu: pause, rules, settings or stop playing (Esc)."
GUIDE_MENU_MSGID = "Menu: skip the first game's lessons (Esc)."


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The language, set once the table is up (the app sets its own at start); English
    again afterwards."""
    i18n.register_domain(Path(selftest.__file__).parents[1])  # the game's catalogue
    yield request.param
    i18n.set_language("en")


def overlay_after_f1(app: App) -> HelpOverlay:
    key(app, pygame.K_F1)
    overlay = app.scenes.top
    assert isinstance(overlay, HelpOverlay)
    app.render()
    return overlay


def test_f1_names_the_menu_button_and_the_button_opens_the_pause_menu(
    app: App, language: str
) -> None:
    table = start(app, selftest.turn_position())
    i18n.set_language(language)
    overlay = overlay_after_f1(app)
    menus = [rect for rect, msgid in overlay.spots if msgid == MENU_MSGID]
    assert menus == [table.menu_button.rect]
    labelled = [label for label in overlay.labels if label.spot == table.menu_button.rect]
    # a row of the legend card, beside "?": a label of its own drew a leader line across
    # the first panel and pushed that panel's label over a boat
    assert len(labelled) == 1 and labelled[0].thumb is not None
    words = i18n._(MENU_MSGID)
    assert words.startswith("Das Menü" if language == "de" else "The menu")
    key(app, pygame.K_F1)  # F1 again closes the help
    assert app.scenes.top is table
    click(app, table.menu_button.rect.center)  # what the label promised
    assert isinstance(app.scenes.top, PauseMenu)


def test_the_first_games_f1_says_its_menu_skips_the_lessons(app: App, language: str) -> None:
    scene = GuideTable(lambda: None, sync_ai=True)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.tap_ready, 30)
    click(app, (640, 400))
    assert selftest.run_until(scene, scene.may_act, 30)
    i18n.set_language(language)
    overlay = overlay_after_f1(app)
    menus = [msgid for rect, msgid in overlay.spots if rect == scene.menu_button.rect]
    assert menus == [GUIDE_MENU_MSGID]
    words = i18n._(GUIDE_MENU_MSGID)
    assert ("überspringen" if language == "de" else "skip") in words
    key(app, pygame.K_F1)
    click(app, scene.menu_button.rect.center)
    assert scene.finished and scene.skipped  # the lessons were skipped, as F1 said
