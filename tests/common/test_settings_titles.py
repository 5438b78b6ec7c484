"""The settings rows' titles keep a gap before their controls in both languages (seen under
Xvfb: "Größere Schrift und Spielteile" almost touched its switch)."""

from __future__ import annotations

import pygame
import pytest

from common import i18n
from common.app import App
from common.scenes.settings_scene import CONTROL_X, PANEL, ROWS, TITLE_W, SettingsScene


@pytest.mark.parametrize("language", ["de", "en"])
def test_no_title_reaches_into_the_gap_before_its_control(app: App, language: str) -> None:
    i18n.set_language(language)
    try:
        scene = SettingsScene()
        app.scenes.push(scene)
        app.step()
        canvas = pygame.Surface((1280, 800))
        scene.draw(canvas)
        gap = pygame.Rect(PANEL.x + 44 + TITLE_W + 1, 0, CONTROL_X - PANEL.x - 44 - TITLE_W - 1, 1)
        for index in range(len(ROWS)):
            y = scene.row_y(index) - 13
            for x in range(gap.left, gap.right):
                for dy in range(-9, 10, 3):
                    r, g, b, _a = canvas.get_at((x, y + dy))
                    assert r + g + b > 3 * 150, f"ink at {(x, y + dy)} in row {index}"
    finally:
        i18n.set_language("en")
