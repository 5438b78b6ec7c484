"""Play-test finding in the help overlay (F1 or "?") on the Dragomino table, seen under Xvfb
and fixed here: the island's label sat at the top of the island and pushed the turn
banner's label below it, so the banner's leader line ran under the island's label and the
island's label seemed to name the banner. The table now names its banner before its
island, and a big part's label may also sit further inside it than its top; so the
banner's label sits right under the banner and the island's label inside, below it.
"""

from __future__ import annotations

import pygame
import pytest

from common import i18n
from common.app import App
from common.games import load_plugin
from common.scenes.help_overlay import HelpOverlay, _nearest
from dragomino.plugin import demo_table
from dragomino.ui import selftest
from dragomino.ui.table import TableScene


def table_with_help(app: App) -> TableScene:
    """A table on a person's turn with the help opened by F1, as a player opens it."""
    scene = demo_table([None, "easy", "easy", "easy"], 4)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.step()
    assert isinstance(app.scenes.top, HelpOverlay)
    return scene


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("larger", [False, True])
def test_the_banner_label_sits_under_the_banner_and_the_island_label_inside_below_it(
    app: App, language: str, larger: bool
) -> None:
    load_plugin("dragomino")  # the table's own sentences, in both languages
    i18n.set_language(language)
    app.settings.larger_text = larger
    try:
        scene = table_with_help(app)
        overlay = app.scenes.top
        assert isinstance(overlay, HelpOverlay)
        labels = overlay.labels
        banner = next(la for la in labels if la.spot == scene.rect("banner"))
        island = next(la for la in labels if la.spot == scene.rect("island"))
        assert 0 <= banner.box.top - scene.rect("banner").bottom < 40
        assert island.inside and island.box.top > banner.box.bottom
        start = _nearest(banner.box, banner.spot.center)
        end = _nearest(banner.spot, banner.box.center)
        assert not island.box.clipline(start, end)  # the island's label names no banner
    finally:
        app.settings.larger_text = False
        i18n.set_language("en")
