"""Reduce motion (shorter flights) and the help overlay (F1 toggles it, labels translated)."""

from __future__ import annotations

import pygame

from common.app import App
from common.i18n import catalog
from common.scene import Scene
from common.scenes import help_overlay
from common.scenes.help_overlay import HelpOverlay
from common.table.scene import TableSceneBase


class Spotted(Scene):
    def help_spots(self) -> list[help_overlay.Spot]:
        return [(pygame.Rect(100, 100, 300, 200), help_overlay.TITLE)]


def press_f1(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0))
    app.step()


def test_reduce_motion_makes_flights_shorter(app: App) -> None:
    table = TableSceneBase()
    app.scenes.push(table)
    normal = table.speed()
    app.settings.reduce_motion = True
    try:
        assert table.speed() == normal * 2
    finally:
        app.settings.reduce_motion = False


def test_f1_opens_and_closes_help_for_a_scene_with_spots(app: App) -> None:
    scene = Spotted()
    app.scenes.push(scene)
    press_f1(app)
    overlay = app.scenes.top
    assert isinstance(overlay, HelpOverlay) and len(overlay.labels) == 1
    assert not overlay.labels[0].box.colliderect(pygame.Rect(100, 100, 300, 200)) or (
        overlay.labels[0].inside
    )
    press_f1(app)
    assert app.scenes.top is scene


def test_f1_does_nothing_without_spots(app: App) -> None:
    scene = Scene()
    app.scenes.push(scene)
    press_f1(app)
    assert app.scenes.top is scene


def test_every_help_label_of_both_tables_is_translated(app: App) -> None:
    from common.games import plugins
    from dracheninsel.ui import selftest as di_selftest
    from dragomino.ui import selftest as dr_selftest

    plugins()  # each game registers its catalogue when its plugin loads

    tables = [dr_selftest.table_scene(), di_selftest.table_scene(app)]
    msgids = [help_overlay.TITLE, help_overlay.CLOSE_HINT]
    for table in tables:
        spots = help_overlay.spots_of(table)
        assert len(spots) >= 8
        msgids += [msgid for _rect, msgid in spots]
    de, en = catalog("de"), catalog("en")
    for msgid in msgids:
        assert msgid in en and msgid in de, msgid
        assert de[msgid] != msgid, f"not translated: {msgid}"


def test_larger_text_makes_the_help_labels_bigger(app: App) -> None:
    scene = Spotted()
    app.scenes.push(scene)

    def label_height() -> int:
        press_f1(app)
        overlay = app.scenes.top
        assert isinstance(overlay, HelpOverlay)
        height = overlay.labels[0].text.get_height()
        press_f1(app)
        return height

    normal = label_height()
    app.settings.larger_text = True
    try:
        larger = label_height()
    finally:
        app.settings.larger_text = False
    assert larger >= normal * 1.2
