"""Play-test finding (Dragomino, settings from the pause menu, under Xvfb): the hand-off
screen's hint said it hides secret cards; in Dragomino there are no cards, it hides the
eggs a person peeks at a spring. It names both games' secrets now, on one line.
"""

from __future__ import annotations

import pytest

from common import assets, i18n, theme
from common.i18n import _
from common.scenes.settings_scene import CONTROL_X, PANEL, ROW_HANDOFF, ROWS

EGGS = {"en": "eggs", "de": "Eier"}
CARDS = {"en": "cards", "de": "Karten"}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_handoff_hint_names_cards_and_eggs_on_one_line(language: str) -> None:
    i18n.set_language(language)
    hint = _(ROWS[ROW_HANDOFF][1])
    assert EGGS[language] in hint and CARDS[language] in hint
    one_line = assets.text("Ag", theme.SIZE_SMALL - 2, theme.INK_SOFT).get_height()
    wrapped = assets.wrapped_text(
        hint, theme.SIZE_SMALL - 2, theme.INK_SOFT, CONTROL_X - PANEL.x - 70
    )
    assert wrapped.get_height() < 2 * one_line  # no second line running into the next row
