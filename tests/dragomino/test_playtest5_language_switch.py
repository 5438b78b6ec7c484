"""Play-test finding (Dragomino under Xvfb): switching the language in the settings during a
game left the turn banner saying "Spieler 3" while the panels beside it said "Player 1" and
"Computer 2": the banner's picture was cached per seat, not per language (the table's other
cached pictures likewise, until something else changed them). The table now draws its
cached pictures again when the language changed.
"""

from __future__ import annotations

import pygame

from common import i18n
from common.app import App
from common.games import GameSetup, SeatConfig
from dragomino import plugin
from dragomino.ui import hud
from dragomino.ui.table import TableScene


def unnamed_table(app: App) -> TableScene:
    """A table as the setup screen makes it, its seats left unnamed ("Player 1" ...)."""
    setup = GameSetup(
        "dragomino",
        [SeatConfig("", "R"), SeatConfig("", "B", "computer", "easy"), SeatConfig("", "G")],
        start_player=0,
        seed=3,
    )
    scene = plugin.create_table_scene(app, setup)
    assert isinstance(scene, TableScene)
    return scene


def banner_picture(scene: TableScene) -> bytes:
    """The turn banner's plate as the table would paint it now, in the language of now."""
    banner = scene.rect("banner")
    plate = pygame.Surface((banner.w, banner.h + 6), pygame.SRCALPHA)
    info = scene.seats[scene.shown_turn]
    hud.paint_banner(plate, info, len(scene.seats), scene.lay)
    return pygame.image.tobytes(plate, "RGBA")


def test_the_turn_banner_follows_a_language_switch_mid_game(app: App) -> None:
    scene = unnamed_table(app)
    app.scenes.push(scene)
    app.render()
    english = scene.layers._layers["banner"][1]
    assert scene.seats[scene.shown_turn].name == "Player 1"
    i18n.set_language("de")  # as the settings do, from the pause menu
    try:
        app.render()
        cached = scene.layers._layers["banner"][1]
        assert scene.seats[scene.shown_turn].name == "Spieler 1"
        assert pygame.image.tobytes(cached, "RGBA") == banner_picture(scene)
        assert english is not cached
    finally:
        i18n.set_language("en")
        scene.on_exit()
