"""Play-test finding on playing action cards by dragging them.

Seen under Xvfb: Fear & Loathing dragged right onto the hunter it was meant for only lit
up the targets and waited for a second click on the same hunter; Sneak Attack dragged
onto a player's panel did nothing at all.
"""

from __future__ import annotations

from common.app import App
from dracheninsel.rules.scenario import cell
from dracheninsel.ui import cards, selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, hand_card, pass_handoffs, settle, start

JOERG_AT = cell(0, 2)


def table_with(app: App, card: str) -> DracheninselTable:
    return start(
        app,
        selftest.scripted(
            hands={0: [card, "Y"], 1: ["B", "K"], 2: ["G"], 3: ["N"]},
            positions={1: JOERG_AT},  # Jörg is out on the island
        ),
    )


def test_fear_and_loathing_dropped_on_a_hunter_plays_at_once(app: App) -> None:
    table = table_with(app, "fear_and_loathing")
    _card, at = hand_card(table, "fear_and_loathing")
    drag(app, at, table.board.figure_center(table.state, 1))
    settle(app, table)
    assert table.round is not None and table.pick is None
    assert table.round.what() == "Anna plays Fear & Loathing on Jörg"


def test_sneak_attack_dropped_on_a_panel_plays_at_once(app: App) -> None:
    table = table_with(app, "sneak_attack")
    _card, at = hand_card(table, "sneak_attack")
    drag(app, at, table.panel_rects[1].center)
    settle(app, table)
    assert table.round is not None and table.pick is None
    assert table.round.what() == "Anna plays Sneak Attack on Jörg"


def test_dropped_beside_any_target_the_card_waits_for_a_click(app: App) -> None:
    table = table_with(app, "fear_and_loathing")
    _card, at = hand_card(table, "fear_and_loathing")
    drag(app, at, table.board.cell_center(cell(-2, 1)))  # an empty disk
    assert table.pick is not None and table.round is None
    assert 1 in table.targets()


def test_a_duel_turn_without_unfaithful_says_why_only_pass_is_offered(app: App) -> None:
    """Seen under Xvfb: "Treasure duel with Özlem: play Unfaithful to take both coins?"
    above a lone Pass button, for a partner who had no Unfaithful left."""
    from dracheninsel.plugin import PLUGIN

    state = selftest.duel_position()
    table = start(
        app,
        DracheninselTable(PLUGIN, selftest.seats_for("RYGB", (0, 2)), state, seed=3, sync_ai=True),
    )
    boat = state.boat(0)
    table.commit(next(m for m in table.legal(0) if m.kind == "step" and m.cell == boat))
    for player in (0, 2):  # Anna plays her only Unfaithful, Özlem answers with one
        selftest.run_until(table, lambda: table.choice is not None, 30)
        pass_handoffs(app)
        assert table.choice is not None and table.choice_for == player
        # Özlem's question also says Anna has played Unfaithful (test_playtest5_duel_note)
        assert (table.choice.note is None) == (player == 0)
        click(app, table.choice.group.widgets[0].rect.center)  # Play Unfaithful
    selftest.run_until(table, lambda: table.choice is not None, 30)
    pass_handoffs(app)
    assert table.choice is not None and table.choice_for == 0
    assert [w.label for w in table.choice.group.widgets] == ["Pass"]
    assert table.choice.note is not None
    assert table.choice.note() == "You have no Unfaithful card: you can only pass."


def test_the_card_being_answered_lies_face_up_on_the_discard_pile(app: App) -> None:
    """Seen under Xvfb: while the others could counter a Sneak Attack, the card had vanished
    from the hand and was nowhere on the table."""
    table = table_with(app, "sneak_attack")
    sneak, at = hand_card(table, "sneak_attack")
    drag(app, at, table.panel_rects[1].center)
    settle(app, table)
    assert table.round is not None and sneak not in table.state.discard
    with cards.FaceUpRecorder() as seen:
        app.render()
    assert (sneak, None) in seen.draws  # public, on the pile
    selftest.run_until(table, lambda: table.round is None and not table.anim.active, 30)
    with cards.FaceUpRecorder() as seen:
        app.render()
    assert table.state.discard[-1] == sneak and seen.draws.count((sneak, None)) == 1


def test_a_long_card_name_goes_on_two_lines_instead_of_being_squeezed(app: App) -> None:
    """Seen under Xvfb: German "Hinterhältiger Angriff" in the hand was squeezed to 70 %
    of its width at 9 px, hard to read; short names keep their one line."""
    room, band = 73, 19  # the name band of a hand card (96 px wide)
    long = cards._fit_name("Hinterhältiger Angriff", room, band)
    short = cards._fit_name("Untreue", room, band)
    one_line = short.get_height()
    assert long.get_width() <= room and one_line < long.get_height() <= band
    unsqueezed = cards.assets.font(9, bold=True).size("Hinterhältiger")[0]
    assert long.get_width() >= unsqueezed  # its longer line at full width, not squeezed
    slightly_long = cards._fit_name("Tosende Elemente", room, band)  # squeezed to 0.85
    assert slightly_long.get_height() <= one_line < long.get_height()
