"""Family play-test finding 8 (issue 27): the setup's rule options were jargon ("Owner
passes first: Duel goes on / Duel ends", "Next treasure appears: Delivered / Pair sets
off") and F1 said only "Rule options for this game". Each option now has a name and
choices in plain words, a line under its name on the setup screen and its own paragraph
in F1, in both languages; the stored values are the engine's as before (saves keep them).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest

from common import assets, games, i18n
from common.app import App
from common.scenes import help_overlay
from common.scenes.setup import SIDE_PANEL, SUBTITLE_MIN, SetupScene
from dracheninsel import plugin

OLD_JARGON = {
    "Next treasure appears",
    "Delivered",
    "Pair sets off",
    "Owner passes first",
    "Duel goes on",
    "Duel ends",
    "Lone bearer may give up",
}
STORED = {  # the values saves and remembered setups hold: never changed
    plugin.OPTION_COINS: {"collect", "leave"},
    plugin.OPTION_DUEL: {True, False},
    plugin.OPTION_ABANDON: {True, False},
    plugin.OPTION_ANSWER_TIME: {"short", "normal", "long"},
    plugin.OPTION_PHONES: {True, False},  # "Cards on phones" (issue 24)
}


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    games.load_plugin("dracheninsel")
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def setup_screen(app: App) -> SetupScene:
    scene = SetupScene(games.load_plugin("dracheninsel"))
    app.scenes.reset(scene)
    scene.set_seat_count(4)
    app.render()
    return scene


def test_options_keep_their_stored_values_and_lose_the_jargon() -> None:
    assert {opt.key: {v for v, _l in opt.choices} for opt in plugin.OPTIONS} == STORED
    words = {opt.label_msgid for opt in plugin.OPTIONS}
    words |= {label for opt in plugin.OPTIONS for _v, label in opt.choices}
    assert not words & OLD_JARGON


def test_every_option_has_a_line_under_its_name(app: App, language: str) -> None:
    scene = setup_screen(app)
    rows = scene.option_layout()
    assert [row.option.key for row in rows] == [opt.key for opt in plugin.OPTIONS]
    controls = [w.rect for w in scene.group.widgets if w.rect in [r.control for r in rows]]
    assert len(controls) == len(rows)  # the choosers sit where the layout says
    for row in rows:
        if row.option.key == plugin.OPTION_PHONES:  # not a rule: its name says it (issue 24)
            assert row.subtitle is None
            continue
        assert row.subtitle is not None, row.option.key
        text = i18n._(row.option.subtitle() or "")
        assert text != row.option.subtitle() or language == "en"  # German is German
        line = pygame.Rect((SIDE_PANEL.x + 24, row.top + 23), row.subtitle.get_size())
        assert SIDE_PANEL.contains(line)
        assert not line.colliderect(row.control)  # above its chooser, not under it
        assert line.bottom <= row.control.top
        # drawn at a readable size: one text line is at least the smallest label's height
        assert row.subtitle.get_height() >= assets.font(SUBTITLE_MIN).get_height()
    for upper, lower in itertools.pairwise(rows):
        assert upper.control.bottom < lower.top  # nothing overlaps the next option
    start = next(w for w in scene.group.widgets if w is scene.start_choice)
    assert rows[-1].control.bottom < start.rect.top - 24  # "Who starts?" keeps its place


def test_f1_explains_every_option_in_its_own_words(app: App, language: str) -> None:
    scene = setup_screen(app)
    spots = help_overlay.spots_of(scene)
    texts = [i18n._(msgid) for _rect, msgid in spots]
    assert "Rule options for this game." not in texts
    assert i18n._("Rule options for this game.") not in texts
    options = [
        text for text in texts if all(i18n._(opt.help() or "") in text for opt in plugin.OPTIONS)
    ]
    assert len(options) == 1  # one paragraph per option, on one label beside them
    for opt in plugin.OPTIONS:
        if opt.key == plugin.OPTION_PHONES:  # not a rule: the rules viewer explains it
            assert opt.help() is None
            continue
        explained = i18n._(opt.help() or "")
        assert len(explained) > 60
        for _value, label in opt.choices[:2]:  # it names the choices it explains
            if opt.key != plugin.OPTION_ANSWER_TIME:
                assert i18n._(label) in explained, (label, explained)
    # F1 really opens with it, on the real key
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.step()
    overlay = app.scenes.top
    assert isinstance(overlay, help_overlay.HelpOverlay)
