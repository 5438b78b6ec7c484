"""Die Dracheninsel table for every hand and eye: the "?" help button, keyboard-only
actions with a visible focus, and "larger text and pieces".

Driven with posted pygame events under SDL_VIDEODRIVER=dummy; the table's clock advances
through its own `update(dt)`, computer players think inline.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

import pygame
import pytest

from common import i18n, theme
from common.app import App
from common.scenes.handoff import HandoffScene
from common.scenes.help_overlay import HelpOverlay
from common.scenes.pause import PauseMenu
from common.settings import LARGER_TEXT_SCALE
from dracheninsel.rules import data as D
from dracheninsel.rules.scenario import cell
from dracheninsel.ui import hand, layout, selftest
from dracheninsel.ui.layout import CANVAS, HELP_BUTTON, MENU_BUTTON, SPEED_BUTTON, table_layout
from dracheninsel.ui.reactions import Choice, ChoicePanel, badge_rects
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, key, settle, start


def post(kind: int, **fields: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def tab(app: App, shift: bool = False) -> None:
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT if shift else 0, unicode="\t")
    app.step()


def test_the_help_button_opens_the_overlay_and_covers_nothing(app: App) -> None:
    table = start(app, selftest.turn_position())
    others = [MENU_BUTTON, SPEED_BUTTON, table.end_button.rect, *table.panel_rects]
    assert not any(HELP_BUTTON.colliderect(r) for r in others if r.width)
    click(app, HELP_BUTTON.center)
    assert isinstance(app.scenes.top, HelpOverlay)
    labels = [words for _rect, words in table.help_spots()]
    assert "Help: names every part of the screen (also F1)." in labels
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


def test_tab_reaches_the_help_button_with_a_ring_and_enter_opens_help(app: App) -> None:
    table = start(app, selftest.turn_position())
    for _ in range(len(table.group.widgets) + 1):
        if table.group.focus is table.help_button:
            break
        tab(app)
    assert table.group.focus is table.help_button and table.group.keyboard
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, HelpOverlay)
    key(app, pygame.K_ESCAPE)
    tab(app)
    assert table.group.focus is table.menu_button
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, PauseMenu)


def test_help_button_is_a_focusable_widget(app: App) -> None:
    table = start(app, selftest.turn_position())
    assert isinstance(table, DracheninselTable)
    assert table.help_button in table.group.focusable()


# ---------------------------------------------------------------------- larger text and pieces
def rotated_bounds(spot: Any) -> pygame.Rect:
    """The canvas a tilted card covers (its corners turned by the spot's angle)."""
    w, h = spot.size
    a = math.radians(spot.angle)
    bw = abs(w * math.cos(a)) + abs(h * math.sin(a))
    bh = abs(w * math.sin(a)) + abs(h * math.cos(a))
    box = pygame.Rect(0, 0, math.ceil(bw), math.ceil(bh))
    box.center = (round(spot.center[0]), round(spot.center[1]))
    return box


def test_factor_one_is_the_table_as_it_was() -> None:
    lay = table_layout(1.0)
    assert lay.card_w == hand.CARD_WIDTH == 96
    assert lay.hand_area == layout.HAND_AREA and lay.prompt == layout.PROMPT
    assert lay.choice == layout.CHOICE and lay.badge == (112, 32, 8)
    assert (lay.panel_h, lay.panel_head_h, lay.panel_cards_y) == (166, 50, 84)
    assert (lay.panel_coins_inset, lay.coin_radius) == (24, 12)


def test_larger_hand_cards_panels_and_prompt_without_overlaps(app: App) -> None:
    table = start(app, selftest.turn_position())
    hand = table.hand_of_viewer()
    before = [spot.size for _card, spot in table.fan.spots(hand)]
    app.settings.larger_text = True
    try:
        app.step()
        assert table.lay.scale == LARGER_TEXT_SCALE
        spots = [spot for _card, spot in table.fan.spots(hand)]
        for spot, (w, h) in zip(spots, before, strict=True):
            assert spot.size[0] >= 1.25 * w and spot.size[1] >= 1.25 * h
            assert CANVAS.contains(rotated_bounds(spot))  # no corner off the table
        fixed = {
            "banner": layout.BANNER,
            "help": HELP_BUTTON,
            "menu": MENU_BUTTON,
            "draw pile": layout.DRAW_PILE,
            "discard": layout.DISCARD_PILE,
            "end turn": table.end_button.rect,
            "abandon": table.abandon_button.rect,
            "take back": table.takeback.button.rect,
        }
        panels = {f"panel {k}": r for k, r in enumerate(table.panel_rects) if r.width}
        rects = {**fixed, **panels}
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            assert not ra.colliderect(rb), (a, b)
        for name, panel in panels.items():
            assert not panel.colliderect(layout.BOARD_RECT), name
            assert panel.h >= 1.04 * layout.PANEL_H
        # the claim badges grow and stay inside the prompt, clear of each other
        badges = list(badge_rects([0, 2, 4], table.lay).values())
        assert badges[0].w >= 1.25 * layout.BADGE_W and badges[0].h >= 1.25 * layout.BADGE_H
        assert all(table.lay.prompt.contains(b) for b in badges)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(badges, 2))
        app.render()  # the whole table draws at the larger size
    finally:
        app.settings.larger_text = False
    app.step()
    assert [spot.size for _card, spot in table.fan.spots(hand)] == before


@pytest.mark.parametrize("language", ["en", "de"])
def test_larger_choice_panel_keeps_its_words_above_its_buttons(language: str) -> None:
    """Evil Curse's question (the longest) and the duel: the panel grows, nothing overlaps."""
    i18n.set_language(language)
    try:
        lay = table_layout(LARGER_TEXT_SCALE)
        for title in (
            "Evil Curse: discard your other cards and take one from each player?",
            "Treasure duel with {name}, round {round}: play Unfaithful to take both coins?",
        ):
            choices = [Choice(lambda: i18n._("Play Evil Curse"), lambda: None)] * 3
            panel = ChoicePanel(lambda t=title: i18n._(t), choices, lay=lay)
            buttons = [w.rect for w in panel.group.widgets]
            assert all(panel.rect.contains(b) for b in buttons)
            assert panel.rect.y + panel._words_height() <= min(b.top for b in buttons)
            assert buttons[0].h >= 1.25 * layout.CHOICE_BUTTON_H
            assert CANVAS.contains(panel.rect)
    finally:
        i18n.set_language("en")


# ---------------------------------------------------------------------- keyboard only
def play_card_by_keys(app: App, table: DracheninselTable, kind: str) -> None:
    """C walks the hand to the first card of `kind` (its tooltip shows), Enter plays it."""
    for _ in range(len(table.hand_of_viewer()) + 1):
        if table.fan.hover is not None and D.CARD_KIND[table.fan.hover] == kind:
            break
        key(app, pygame.K_c)
    assert table.fan.hover is not None and D.CARD_KIND[table.fan.hover] == kind
    key(app, pygame.K_RETURN)


def handoffs_by_keys(app: App) -> None:
    """Continue on every hand-off screen with Return (no pointer)."""
    for _ in range(4):
        if isinstance(app.scenes.top, HandoffScene):
            key(app, pygame.K_RETURN)


def ring_pixels(app: App, rect: pygame.Rect) -> int:
    """How many pixels of the focus-ring colour lie on the edge band just outside `rect`."""
    app.render()
    shot = app.scenes.top
    assert shot is not None
    surface = pygame.Surface((1280, 800))
    shot.draw(surface)
    band = rect.inflate(12, 12)
    hits = 0
    for x in range(band.left, band.right, 2):
        for y in (band.top + 1, band.bottom - 2):
            if surface.get_at((x, y))[:3] == theme.ACCENT:
                hits += 1
    return hits


def test_sneak_attack_by_keys_rings_the_chosen_player(app: App) -> None:
    table = start(
        app,
        selftest.scripted(hands={0: ["sneak_attack", "Y"], 1: ["B", "K"], 2: ["G"], 3: ["R"]}),
    )
    play_card_by_keys(app, table, "sneak_attack")
    assert table.pick is not None and table.pick.kind == "sneak_attack"
    assert ring_pixels(app, table.panel_rects[1]) == 0  # nobody focused yet
    while table.keyboard_seat() != 1:
        key(app, pygame.K_RIGHT)
    assert ring_pixels(app, table.panel_rects[1]) > 20  # the focus ring is on Jörg's panel
    key(app, pygame.K_RETURN)
    settle(app, table)
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    assert len(table.state.hands[0]) == 2 and len(table.state.hands[1]) == 1


def test_fear_and_loathing_and_the_lone_bearer_by_keys(app: App) -> None:
    table = start(app, selftest.fear_on_a_pair())
    play_card_by_keys(app, table, "fear_and_loathing")
    while table.keyboard_seat() != 1:
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    selftest.run_until(table, lambda: table.state.phase == "choice" and not table.anim.active, 30)
    selftest.run_until(table, lambda: isinstance(app.scenes.top, HandoffScene), 10)
    handoffs_by_keys(app)
    assert table.viewer == 2 and table.choice is not None
    key(app, pygame.K_DOWN)  # the ring on the first answer: wait for a new partner
    assert table.choice.group.keyboard
    assert table.choice.group.focus is table.choice.group.widgets[0]
    key(app, pygame.K_RETURN)
    assert any(e.kind == "bearer_waits" for e in table.log)


def test_evil_curse_confirm_by_keys(app: App) -> None:
    table = start(
        app,
        selftest.scripted(hands={0: ["evil_curse", "Y", "G"], 1: ["B", "K"], 2: ["G"], 3: ["R"]}),
    )
    play_card_by_keys(app, table, "evil_curse")
    assert table.choice is not None
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)  # to "Put it back"
    key(app, pygame.K_RETURN)
    assert table.choice is None and "evil_curse" in [D.CARD_KIND[c] for c in table.state.hands[0]]
    play_card_by_keys(app, table, "evil_curse")
    key(app, pygame.K_DOWN)  # "Play Evil Curse"
    key(app, pygame.K_RETURN)
    settle(app, table)
    assert any(e.kind == "evil_curse" for e in table.log)


def test_the_exchange_by_keys(app: App) -> None:
    table = start(app, selftest.turn_position())
    key(app, pygame.K_e)  # end the turn without acting: the exchange opens
    settle(app, table)
    assert table.state.phase == "exchange"
    labels = [words for _rect, words in table.help_spots()]
    assert any(words.startswith("Draw up to six. Keys:") for words in labels)  # F1 says how
    hand = table.hand_of_viewer()
    key(app, pygame.K_c)
    key(app, pygame.K_RETURN)  # mark the first card
    key(app, pygame.K_c)
    key(app, pygame.K_SPACE)  # and the second
    first, second = hand[0], hand[1]
    assert table.fan.picked == {first, second}
    key(app, pygame.K_d)  # draw
    assert first in table.state.discard and second in table.state.discard
    assert len(table.state.hands[0]) == 6


def test_a_reaction_claimed_and_answered_by_keys(app: App) -> None:
    table = start(
        app,
        selftest.scripted(hands={0: ["Y", "G", "R"], 2: ["sweet_slumber"], 1: ["B"], 3: ["K"]}),
    )
    home = table.state.pos[0]
    key(app, pygame.K_SPACE)  # the cone
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)  # step
    settle(app, table)
    assert table.round is not None
    key(app, pygame.K_3)  # Özlem claims with her number
    handoffs_by_keys(app)
    assert table.viewer == 2 and table.choice is not None
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # play Sweet Slumber
    selftest.run_until(table, lambda: table.state.active != 0 and not table.anim.active, 40)
    assert table.state.pos[0] == home
    assert any(e.kind == "slumbered" for e in table.log)


def test_a_table_key_takes_enter_back_from_a_tabbed_button(app: App) -> None:
    """Tab rings a button (End turn); C then walks the hand, the ring goes away, and Enter
    plays the card instead of pressing the button that had the ring."""
    table = start(app, selftest.turn_position())
    tab(app)
    assert table.group.keyboard and table.group.focus is table.end_button
    key(app, pygame.K_c)
    assert not table.group.keyboard  # the ring is gone: the hand has the keyboard
    play_card_by_keys(app, table, "thundering_elements")
    assert table.pick is not None and table.pick.kind == "thundering_elements"
    assert table.state.phase == "main"  # the turn was not ended


def test_the_treasure_duel_answered_by_keys(app: App) -> None:
    from dracheninsel.plugin import PLUGIN

    state = selftest.duel_position()
    table = start(
        app,
        DracheninselTable(PLUGIN, selftest.seats_for("RYGB", (0, 2)), state, seed=3, sync_ai=True),
    )
    boat = table.state.boat(0)
    key(app, pygame.K_SPACE)  # the pair
    for _ in range(len(table.targets())):
        if table.hover_pos == boat:
            break
        key(app, pygame.K_RIGHT)
    assert table.hover_pos == boat
    key(app, pygame.K_RETURN)  # home with the treasure: the duel
    assert selftest.run_until(
        table, lambda: table.choice is not None or isinstance(app.scenes.top, HandoffScene), 60
    )
    handoffs_by_keys(app)
    assert table.choice is not None
    answers = [w.text for w in table.choice.group.widgets]
    key(app, pygame.K_DOWN)
    assert table.choice.group.focus is table.choice.group.widgets[0]
    key(app, pygame.K_RETURN)
    assert answers[0] == "Play Unfaithful"
    assert any(e.kind == "unfaithful" for e in table.log)


def test_dragon_patrol_by_keys_rings_the_dragon(app: App) -> None:
    table = start(
        app,
        selftest.scripted(
            hands={0: ["dragon_patrol", "Y"], 1: ["B"], 2: ["G"], 3: ["R"]},
            dragons=[cell(0, 3), cell(-3, 0)],
        ),
    )
    play_card_by_keys(app, table, "dragon_patrol")
    assert table.pick is not None and table.pick.kind == "dragon_patrol"
    key(app, pygame.K_RIGHT)
    dragon = table.keyboard_dragon()
    assert dragon is not None  # the ring is on this dragon
    key(app, pygame.K_RETURN)
    assert table.pick is not None and table.pick.chosen == [dragon]
    key(app, pygame.K_RIGHT)
    assert table.hover_pos in table.targets()
    key(app, pygame.K_RETURN)
    settle(app, table)
    assert any(e.kind == "dragon_patrol" for e in table.log)


def test_long_journey_by_keys(app: App) -> None:
    table = start(
        app,
        selftest.scripted(hands={0: ["long_journey", "Y", "G"], 1: ["B"], 2: ["K"], 3: ["N"]}),
    )
    play_card_by_keys(app, table, "long_journey")
    assert table.pick is not None and table.pick.kind == "long_journey"
    play_card_by_keys(app, table, D.TERRAIN)  # the colour to travel: C to a terrain card, Enter
    settle(app, table)
    assert any(e.kind == "long_journey" for e in table.log)


def test_foolhardy_flight_by_keys(app: App) -> None:
    table = start(
        app,
        selftest.scripted(
            hands={0: ["foolhardy_flight", "Y"], 1: ["B"], 2: ["K"], 3: ["N"]},
            positions={0: cell(2, -2)},  # on the island: a flight jumps from a disk
        ),
    )
    play_card_by_keys(app, table, "foolhardy_flight")
    assert table.pick is not None and table.pick.kind == "foolhardy_flight"
    key(app, pygame.K_RIGHT)
    assert table.hover_pos in table.targets()
    key(app, pygame.K_RETURN)
    settle(app, table)
    assert any(e.kind == "flight" for e in table.log)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("scale", [1.0, LARGER_TEXT_SCALE])
def test_help_labels_do_not_cover_each_other(app: App, language: str, scale: float) -> None:
    from common.scenes.help_overlay import layout

    i18n.set_language(language)
    try:
        table = start(app, selftest.turn_position())
        labels = layout(table.help_spots(), scale=scale)
        for a, b in itertools.combinations(labels, 2):
            assert not a.box.colliderect(b.box), (a.box, b.box)
    finally:
        i18n.set_language("en")
