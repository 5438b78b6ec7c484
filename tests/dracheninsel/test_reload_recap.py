"""Play-test finding: after Continue, the hand-off card's "While you waited" repeated lines
its reader had already seen before the save (the recap started again at the end of that
person's last turn). What each person has seen now survives the save (views.py,
`_keep_memory`): every line reaches each person once, and none that they had not seen is
lost. The game is a real seeded one (saves load by replaying its moves), three people at
one screen, driven by posted mouse events; the reload goes through the title's Continue.
"""

from __future__ import annotations

from common import saves
from common.app import App
from common.games import GameSetup, SeatConfig
from common.scenes.handoff import HandoffScene
from common.scenes.title import TitleScene
from common.widgets import Button
from dracheninsel.plugin import GAME_ID, PLUGIN
from dracheninsel.ui import selftest
from dracheninsel.ui.board_view import PRICE_FREE
from dracheninsel.ui.peek import PeekScene
from dracheninsel.ui.table import DracheninselTable
from dracheninsel.ui.views import RECAP_SEEN
from tests.dracheninsel.test_ui_table import click, drag, settle

ANNA, JOERG, OZLEM = 0, 1, 2
NAMES = ("Anna", "Jörg", "Özlem")
SEED = 5
Recap = list[str] | None  # a hand-off's recap lines; None: no recap card (nothing new)
Recaps = list[tuple[str, Recap]]  # (whose hand-off, its recap)


def new_table(app: App, people: tuple[int, ...] = (0, 1, 2), seed: int = SEED) -> DracheninselTable:
    """A new game as the setup screen starts it: Anna, Jörg and Özlem, `people` of them
    people and the others computers (easy ones, thinking inline)."""
    colours = [cid for cid, _rgb, _name in PLUGIN.seat_colours]
    seats = [
        SeatConfig(name, colours[i], "human" if i in people else "computer", "easy")
        for i, name in enumerate(NAMES)
    ]
    setup = GameSetup("dracheninsel", seats, PLUGIN.default_options(), 0, seed)
    assert PLUGIN.create_table_scene is not None
    table = PLUGIN.create_table_scene(app, setup)
    assert isinstance(table, DracheninselTable)
    table.offer_guide = False  # the first start of the game would offer the guided game
    table.sync_ai = True
    app.scenes.reset(table)
    app.step()
    return table


def continue_from_title(app: App) -> DracheninselTable:
    """Quit to the title and press Die Dracheninsel's Continue, as a family would: the
    autosave written by the last move is loaded, checked and opened."""
    title = TitleScene()
    app.scenes.reset(title)
    app.step()
    card = next(rect for plugin, rect in title.cards if plugin.game_id == "dracheninsel")
    buttons = [
        w
        for w in title.group.widgets
        if isinstance(w, Button) and w.label == "Continue" and card.contains(w.rect)
    ]
    assert len(buttons) == 1
    click(app, buttons[0].rect.center)
    for _ in range(5):
        app.step()
    table = next(s for s in app.scenes.stack if isinstance(s, DracheninselTable))
    table.sync_ai = True
    return table


def take_handoff(
    app: App, table: DracheninselTable, seat: int, recaps: Recaps | None = None
) -> None:
    """The hand-off for `seat` is up: "I'm ready", read its recap card, then continue."""
    top = app.scenes.top
    assert isinstance(top, HandoffScene) and top.player_name == NAMES[seat], top
    click(app, (640, 400))
    if recaps is not None:
        recaps.append((NAMES[seat], None if top.recap_lines is None else list(top.recap_lines)))
    if isinstance(app.scenes.top, HandoffScene):
        click(app, (640, 400))  # past the recap card
    settle(app, table)
    assert table.viewer == seat


def step_once(app: App, table: DracheninselTable, seat: int) -> None:
    """Drag the hunter one step (a free one when there is) and let the bar run out."""
    prices = table.step_prices(seat)
    free = [cell for cell, price in prices.items() if price.kind == PRICE_FREE]
    target = min(free or prices)
    drag(app, table.board.figure_center(table.state, seat), table.board.cell_center(target))
    if table.choice is not None:
        click(app, table.choice.group.widgets[0].rect.center)
    done = lambda: table.state.phase == "main" and table.round is None and not table.anim.active  # noqa: E731
    assert selftest.run_until(table, done, 30)
    settle(app, table)
    if table.show_button.visible:
        click(app, table.show_button.rect.center)


def end_turn(app: App, table: DracheninselTable) -> None:
    click(app, table.end_button.rect.center)
    settle(app, table)
    if table.state.phase == "exchange":
        click(app, table.draw_button.rect.center)
    selftest.run_until(table, lambda: isinstance(app.scenes.top, HandoffScene), 30)
    pass_new_cards(app, table)


def pass_new_cards(app: App, table: DracheninselTable) -> None:
    """Issue 27: the person whose turn ended sees their new cards (behind "Something
    secret for ..." when their hand lay face down) and hides them before the screen
    passes on."""
    top = app.scenes.top
    if isinstance(top, HandoffScene) and top.keep:
        click(app, (640, 400))
    top = app.scenes.top
    if isinstance(top, PeekScene):
        click(app, top.button.rect.center)
    selftest.run_until(table, lambda: isinstance(app.scenes.top, HandoffScene), 30)


def play(app: App, reload_at: tuple[str, int] | None = None) -> Recaps:
    """Six turns, each a step and End turn. `reload_at`: ("step", k) continues the game
    from the title right after the k-th step (mid-turn: that person has read their recap
    and moved); ("handoff", k) right after the k-th turn ended (the next hand-off is up).
    Returns every hand-off's (person, recap) in order."""
    table = new_table(app)
    recaps: Recaps = []
    for turn in range(6):
        seat = turn % 3
        if reload_at == ("handoff", turn):
            table = continue_from_title(app)
        take_handoff(app, table, seat, recaps)
        step_once(app, table, seat)
        if reload_at == ("step", turn + 1):
            table = continue_from_title(app)
            take_handoff(app, table, seat, recaps)
        end_turn(app, table)
    return recaps


def per_person(recaps: Recaps) -> dict[str, list[Recap]]:
    lines: dict[str, list[Recap]] = {}
    for name, recap in recaps:
        lines.setdefault(name, []).append(recap)
    return lines


def test_each_recap_line_reaches_each_person_once_across_continue(app: App) -> None:
    """Continued mid-turn (Jörg has read his recap and moved) and at a hand-off (Özlem's
    is up): every person's recaps are those of the same game played without a pause,
    plus, mid-turn, Jörg's hand-off again with no recap card (nothing new for him), where
    it used to repeat "Özlem moves", "Anna moves" and even his own "Jörg moves"."""
    plain = per_person(play(app))
    assert plain[NAMES[OZLEM]][0] == ["Anna moves", "Jörg moves"]  # lines are there at all
    mid_turn = per_person(play(app, ("step", 5)))
    assert mid_turn[NAMES[JOERG]] == [*plain[NAMES[JOERG]], None]
    for name in (NAMES[ANNA], NAMES[OZLEM]):  # nothing they had not seen was lost
        assert mid_turn[name] == plain[name]
    at_handoff = per_person(play(app, ("handoff", 5)))
    assert at_handoff == plain


def test_damaged_recap_points_in_a_save_fall_back_and_nothing_breaks(app: App) -> None:
    """Saved points that are no seat, no whole number or below 0 count for nothing (the
    recap starts at the end of that person's last turn, as for an older save); one past
    the game's log means all of it."""
    table = new_table(app)
    for turn in range(4):
        seat = turn % 3
        take_handoff(app, table, seat)
        step_once(app, table, seat)
        if turn < 3:
            end_turn(app, table)
    data = saves.load_autosave(GAME_ID)  # Anna has stepped in her second turn
    data["table"][RECAP_SEEN] = {"0": 10**6, "1": -3, "2": "x", "9": 1, "true": 2}
    assert saves.write_autosave(GAME_ID, data)
    table = continue_from_title(app)
    recaps: Recaps = []
    take_handoff(app, table, ANNA, recaps)  # past the log's end: all of it seen
    end_turn(app, table)
    take_handoff(app, table, JOERG, recaps)  # -3: from the end of his last turn
    end_turn(app, table)
    take_handoff(app, table, OZLEM, recaps)  # "x": the same
    assert recaps == [
        (NAMES[ANNA], None),
        (NAMES[JOERG], ["Özlem moves", "Anna moves"]),
        (NAMES[OZLEM], ["Anna moves", "Jörg's turn"]),
    ]
