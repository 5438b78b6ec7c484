"""Seeded Die Dracheninsel table scenes for `--self-test` and the UI tests.

Scripted positions come from the engine's `scenario.build_state` (chosen hands, hunters,
pairs); computer players think inline (`sync_ai`) and time advances in fixed steps, so
every picture is the same on every machine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from common.games import GameSetup, SeatConfig, get_plugin
from common.settings import LARGER_TEXT_SCALE
from common.table.seats import Seat
from dracheninsel.options import GAME_ID
from dracheninsel.rules import State
from dracheninsel.rules import data as D
from dracheninsel.rules.scenario import build_state, cell

if TYPE_CHECKING:
    from common.app import App
    from common.scene import Scene
    from dracheninsel.ui.table import DracheninselTable

NAMES = ("Anna", "Jörg", "Özlem", "Ben", "Mia", "Luca")
LEVELS = ("hard", "normal", "easy")
STEP = 0.05


def family_setup(seats: int = 6, seed: int = 7) -> GameSetup:
    """A table of `seats` with umlaut names, people and computers mixed."""
    PLUGIN = get_plugin(GAME_ID)

    colours = [cid for cid, _rgb, _name in PLUGIN.seat_colours]
    table = [
        SeatConfig(
            NAMES[i], colours[i], "human" if i % 3 == 0 else "computer", LEVELS[i % len(LEVELS)]
        )
        for i in range(seats)
    ]
    return GameSetup("dracheninsel", table, PLUGIN.default_options(), 0, seed)


def seats_for(letters: str, people: tuple[int, ...], level: str = "normal") -> list[Seat]:
    PLUGIN = get_plugin(GAME_ID)

    return [
        Seat(NAMES[i], PLUGIN.colour_rgb(letter), None if i in people else level)
        for i, letter in enumerate(letters)
    ]


def scripted(
    letters: str = "RYGB",
    people: tuple[int, ...] = (0, 2),
    level: str = "normal",
    seed: int = 3,
    **scenario: Any,
) -> DracheninselTable:
    """A table on a hand-made position (see `build_state`), engine without auto-pass."""
    PLUGIN = get_plugin(GAME_ID)
    from dracheninsel.ui.table import DracheninselTable

    state = build_state(letters, auto_pass=False, seed=seed, **scenario)
    return DracheninselTable(
        PLUGIN, seats_for(letters, people, level), state, seed=seed, sync_ai=True
    )


def run_until(
    table: DracheninselTable, done: Callable[[], bool], limit: float = 600.0, step: float = STEP
) -> bool:
    """Advance the table's clock (not real time) until `done()`; True if it happened."""
    t = 0.0
    while t < limit:
        if done():
            return True
        table.update(step)
        t += step
    return done()


def reveal(table: DracheninselTable, seat: int) -> None:
    """Open `seat`'s private view as if its hand-off had been clicked."""
    table.gate.owner = seat
    table.gate.covering = False
    table.resumed = False


#: Where `fear_on_a_pair` puts Jörg and Özlem's pair.
PAIR_CELL = cell(0, 2)


def fear_on_a_pair() -> DracheninselTable:
    """Anna holds Fear and Loathing; Jörg and Özlem carry the treasure as a pair."""
    return scripted(
        hands={0: ["fear_and_loathing", "Y"], 1: ["B"], 2: ["K"], 3: ["N"]},
        groups=[([1, 2], PAIR_CELL)],
    )


def turn_position(seed: int = 3) -> DracheninselTable:
    """Anna's turn: a hand with terrain and action cards, a pair on the island."""
    return scripted(
        seed=seed,
        hands={
            0: ["Y", "G", "R", "thundering_elements", "sneak_attack", "sweet_slumber"],
            1: ["B", "K", "N", "counter_magic"],
            2: ["Y", "unfaithful", "G"],
            3: ["R", "R"],
        },
        positions={0: cell(2, -2)},
        groups=[([1, 3], cell(-1, 2))],
        dragons=[cell(0, 3)],
    )


TEXT_SCALE: float | None = None  # pictures of "larger text and pieces" set it (`larger`)


def _opened(table: DracheninselTable, app: App | None) -> DracheninselTable:
    if app is not None:
        table.app = app
    table.text_scale_override = TEXT_SCALE
    table.manager = _NullManager()  # type: ignore[assignment]
    return table


class _NullManager:
    """Stands in for the scene stack while a self-test picture is prepared."""

    def push(self, scene: Any) -> None:
        pass

    def remove(self, scene: Any) -> None:
        pass

    def reset(self, scene: Any) -> None:
        pass


def table_scene(app: App | None = None) -> DracheninselTable:
    table = _opened(turn_position(), app)
    reveal(table, 0)
    table.fan.hover = table.state.hands[0][3]
    table.frozen = True
    return table


def rest_scene(app: App | None = None) -> DracheninselTable:
    """Anna thinks and the table is alive at rest (idle.py): the dragons breathe (the one on
    the island blinks), the boats bob, little waves run in the sea, the arrow marks Anna.
    Not frozen: the self-test's settling updates bring it to rest, and the picture is an
    idle frame (the still picture with the idle motion over it)."""
    table = _opened(turn_position(), app)
    reveal(table, 0)
    table.entered = True  # no "Anna starts" line: it would still be fading
    idle = table.idle
    idle.clock = 0.9
    # the self-test settles the table for 4 x 0.5 s: the island's dragon blinks then
    idle.blinks.next = {0: idle.clock + 1.99, 1: idle.clock + 3.5}
    return table


def phones_scene(app: App | None = None) -> DracheninselTable:
    """Cards on phones (issue 24): Anna's phone has joined; on her turn the laptop shows
    the board and "Anna's cards are on the phone" where her hand would be. No network:
    the sessions are made but never started (a joined phone is only a mark in them)."""
    from common.remote.sessions import PhoneSessions

    table = _opened(turn_position(), app)
    sessions = PhoneSessions(GAME_ID, len(table.seats), hosts=["127.0.0.1"])
    sessions.seats[0].joined = sessions.seats[0].connected = True
    table.attach_phones(sessions)
    reveal(table, 0)
    table.frozen = True
    return table


def drag_scene(app: App | None = None) -> DracheninselTable:
    from dracheninsel.ui.table import Drag

    table = _opened(turn_position(), app)
    reveal(table, 0)
    here = table.board.cell_center(table.state.pos[0])
    pos = (round(here[0] - 50), round(here[1] + 30))
    table.drag = Drag("figure", None, (round(here[0]), round(here[1])), pos, True)
    table.motion.hunters[0] = (float(pos[0]), float(pos[1]) + 14)
    table.hover_pos = table.board.cell_at(pos)
    table.frozen = True
    return table


def price_scene(app: App | None = None) -> DracheninselTable:
    """Anna holds her hunter over a disk a card pays for: the price in words under the disk
    and the card it spends lit in her hand (issue 27, finding 6)."""
    from dracheninsel.ui.board_view import PRICE_COLOUR
    from dracheninsel.ui.table import Drag

    table = _opened(turn_position(), app)
    reveal(table, 0)
    prices = table.step_prices(0)
    target = min(c for c, p in prices.items() if p.kind == PRICE_COLOUR)
    here = table.board.cell_center(table.state.pos[0])
    x, y = table.board.cell_center(target)
    pos = (round(x), round(y))
    table.drag = Drag("figure", None, (round(here[0]), round(here[1])), pos, True)
    table.motion.hunters[0] = (float(pos[0]), float(pos[1]) + 14)
    table.hover_pos = target
    table.frozen = True
    return table


def target_scene(app: App | None = None) -> DracheninselTable:
    table = _opened(turn_position(), app)
    reveal(table, 0)
    card = next(c for c in table.state.hands[0] if D.CARD_KIND[c] == "thundering_elements")
    table.start_card(0, card)
    assert table.pick is not None
    table.pick.chosen.append(cell(1, -1))
    table.frozen = True
    return table


def reaction_scene(app: App | None = None) -> DracheninselTable:
    """Anna has stepped; the neutral prompt asks the table whether anyone answers."""
    table = _opened(turn_position(), app)
    reveal(table, 0)
    step = next(m for m in table.legal(0) if m.kind == "step")
    table.commit(step)
    run_until(table, lambda: table.round is not None, 30)
    if table.round is not None:
        table.round.left = table.round.duration * 0.6
    table.frozen = True
    return table


def go_on_scene(app: App | None = None) -> DracheninselTable:
    """Anna has stepped and Özlem, the other person, has said "go on" on her badge's
    tick: the bar says everybody did and runs empty, long before its countdown would."""
    table = _opened(turn_position(), app)
    reveal(table, 0)
    step = next(m for m in table.legal(0) if m.kind == "step")
    table.commit(step)
    run_until(table, lambda: table.round is not None and not table.anim.active, 30)
    rnd = table.round
    if rnd is not None:
        run_until(table, lambda: rnd.elapsed >= 1.0, 5)
        for seat in rnd.asked:
            table.go_on(seat)
        table.update(rnd.left / 2)  # half way down
    table.frozen = True
    return table


def duel_position(seed: int = 3) -> State:
    """Anna and Özlem carry the treasure one step from Anna's boat."""
    landing = D.LANDINGS[D.COLOUR_INDEX["R"]][0]
    return build_state(
        "RYGB",
        auto_pass=False,
        seed=seed,
        hands={0: ["unfaithful", "Y"], 2: ["unfaithful", "unfaithful"], 1: ["B"], 3: ["K"]},
        groups=[([0, 2], landing)],
    )


def duel_scene(app: App | None = None) -> DracheninselTable:
    PLUGIN = get_plugin(GAME_ID)
    from dracheninsel.ui.table import DracheninselTable

    state = duel_position()
    table = DracheninselTable(PLUGIN, seats_for("RYGB", (0, 2)), state, seed=3, sync_ai=True)
    _opened(table, app)
    reveal(table, 0)
    boat = state.boat(0)
    step = next(m for m in table.legal(0) if m.kind == "step" and m.cell == boat)
    table.commit(step)
    run_until(table, lambda: table.round is not None, 30)
    table._close_round()
    run_until(table, lambda: table.choice is not None or table.state.phase != "duel", 30)
    reveal(table, table.state.actors()[0] if table.state.actors() else 0)
    table.advance()
    table.frozen = True
    return table


def exchange_scene(app: App | None = None) -> DracheninselTable:
    table = _opened(turn_position(), app)
    reveal(table, 0)
    end = next(m for m in table.legal(0) if m.kind == "end_turn")
    table.commit(end)
    run_until(table, lambda: table.state.phase == "exchange" and not table.anim.active, 30)
    hand = table.state.hands[0]
    table.fan.picked = {hand[0], hand[4]}
    table.frozen = True
    return table


def finished_table(app: App | None = None, seed: int = 11) -> DracheninselTable:
    """A short all-computer game played to its end (3 seats, fast)."""
    PLUGIN = get_plugin(GAME_ID)
    from dracheninsel.rules import GameConfig, new_game
    from dracheninsel.ui.table import DracheninselTable

    state = new_game(GameConfig(("R", "Y", "G"), auto_pass=False), seed)
    table = DracheninselTable(PLUGIN, seats_for("RYG", ()), state, seed=seed, sync_ai=True)
    _opened(table, app)
    table.speed_index = 2
    table.on_enter()
    run_until(table, lambda: table.state.phase == "over" and not table.anim.active, 20000, 0.25)
    return table


def end_scene(app: App | None = None) -> DracheninselTable:
    """The finished table; entering it pushes the end screen over the final island."""
    table = finished_table(app)
    table.end_shown = False
    return table


def _help_scene(app: App) -> Scene:
    """The help overlay over the table (F1)."""
    from common.scenes.help_overlay import HelpOverlay, spots_of

    table = table_scene(app)
    table.on_pause()  # as F1 does: the help covers the table, which lets go of the hover
    return HelpOverlay(spots_of(table), backdrop=table)


def _guide_scene(app: App) -> Scene:
    """The guided first game at its first step: the dragon points at a disk."""
    from dracheninsel.ui.guide import GuideTable

    table = _opened(GuideTable(sync_ai=True), app)
    run_until(table, table.tap_ready, 5)
    table.go_on()
    run_until(table, table.may_act, 10)
    table.frozen = True
    return table


class _Keeper(_NullManager):
    """A `_NullManager` that keeps what was pushed (the guide's hand-off card)."""

    def __init__(self) -> None:
        self.pushed: list[Any] = []

    def push(self, scene: Any) -> None:
        scene.manager = self
        self.pushed.append(scene)


def guide_walk(app: App | None, last: str) -> tuple[Any, _Keeper]:
    """The guided first game played by its own hooks (no events) until lesson `last`;
    the learner plays Unfaithful in the duel. Returns the guide and its stand-in stack."""
    from dracheninsel.ui import guide

    table = _opened(guide.GuideTable(sync_ai=True), app)
    keeper = _Keeper()
    table.manager = keeper  # type: ignore[assignment]
    me = guide.LEARNER

    def act(key: str) -> None:
        """The learner's input for lesson `key`, once the table takes it."""
        if key in guide.TAP_STEPS:
            run_until(table, table.tap_ready, 30)
            table.go_on()
        elif key in guide.STEP_TARGET:
            run_until(table, table.may_act, 60)
            moves = [m for m in table.legal(me) if m.kind == "step" and table._acceptable(m)]
            table.commit(moves[0])
        elif key == "card":
            run_until(table, table.may_act, 60)
            table.start_card(me, table.card_of("dragon_patrol"))
        elif key == "target":
            table.pick_target(sorted(table.targets())[0])
        elif key == "claim":
            run_until(table, lambda: not table.anim.active, 30)
            table.claim(me)
        elif key in ("counter", "duel", "again"):
            run_until(table, lambda: table.choice is not None and not table.anim.active, 30)
            table.choice.choices[0].action()  # type: ignore[union-attr]
        elif key == "end":
            run_until(table, lambda: table.end_button.visible and table.may_act(), 30)
            table.end_turn()
        elif key == "handoff":
            keeper.pushed.pop().ready()

    while table.step != last and not table.finished:
        key = table.step
        act(key)
        if not run_until(table, lambda key=key: table.step != key, 60):  # type: ignore[misc]
            break
    run_until(table, lambda: not table.anim.active, 30)
    return table, keeper


def _guide_handoff(app: App) -> Scene:
    """The guide's hand-off card: the real card, the dragon's line under it."""
    table, keeper = guide_walk(app, "handoff")
    table.frozen = True
    return keeper.pushed[-1]


def _guide_at(app: App, step: str) -> Scene:
    """The guide at a later lesson (the duel's second question, the coins)."""
    table, _keeper = guide_walk(app, step)
    run_until(table, lambda: not table.anim.active, 30)
    table.frozen = True
    return table


def larger(make: Callable[[App | None], DracheninselTable], app: App | None) -> DracheninselTable:
    """A self-test table at "larger text and pieces", whatever the app's setting."""
    global TEXT_SCALE
    TEXT_SCALE = LARGER_TEXT_SCALE
    try:
        return make(app)
    finally:
        TEXT_SCALE = None


def _handoff_scene() -> Scene:
    """The hand-off card as the table pushes it: Özlem's green hunter on top."""
    from common.scenes.handoff import HandoffScene

    PLUGIN = get_plugin(GAME_ID)
    from dracheninsel.rules import data as D
    from dracheninsel.ui.board_view import BoardView
    from dracheninsel.ui.layout import BOARD_RECT
    from dracheninsel.ui.views import HANDOFF_HUNTER_H

    hunter = BoardView(BOARD_RECT).hunter_sprite(D.COLOUR_LETTERS.index("G"), HANDOFF_HUNTER_H)
    return HandoffScene("Özlem", PLUGIN.colour_rgb("G"), badge=hunter)


def _recap_scene() -> Scene:
    """Anna's "While you waited" card after a busy round (issue 27, 5): everything since
    she last looked, what happened to her first, the rest below (it scrolls)."""
    from common.scenes.handoff import HandoffScene
    from dracheninsel.rules import data as D
    from dracheninsel.rules.events import (
        CardPlayed,
        CardTaken,
        DeliveryStarted,
        PairFormed,
        SentHome,
        Stepped,
        TreasureCollected,
        TurnEnded,
        TurnStarted,
    )
    from dracheninsel.ui.board_view import BoardView
    from dracheninsel.ui.layout import BOARD_RECT
    from dracheninsel.ui.recap import RECAP_ROOM, grouped_recap
    from dracheninsel.ui.views import HANDOFF_HUNTER_H

    PLUGIN = get_plugin(GAME_ID)

    def first(kind: str) -> int:
        return min(D.CARDS_OF_KIND[kind])

    forest = min(c for c in D.CARDS_OF_KIND[D.TERRAIN] if D.CARD_COLOUR[c] == 2)
    names = ("Anna", "Jörg", "Özlem", "Mia")
    events: list[Any] = [
        TurnStarted(1),
        CardPlayed(1, first("sneak_attack"), "sneak_attack", 0),
        CardTaken(1, 0, forest),
        Stepped(1, 1, 2, None),
        Stepped(1, 2, 3, None),
        PairFormed(1, (1, 2), 0),
        TurnEnded(1),
        TurnStarted(2),
        CardPlayed(2, first("fear_and_loathing"), "fear_and_loathing", 0),
        SentHome(2, 0),
        Stepped(2, 3, 4, None),
        DeliveryStarted(2, 2, 1, (2, 3)),
        TreasureCollected(2, ((2, (2,)), (1, (3,))), -1),
        TurnEnded(2),
        TurnStarted(3),
        Stepped(3, 5, 6, None),
        CardPlayed(3, first("dragon_patrol"), "dragon_patrol", None),
        TurnEnded(3),
        TurnStarted(0),
    ]
    lines = grouped_recap(events, 0, names.__getitem__, 4)
    hunter = BoardView(BOARD_RECT).hunter_sprite(D.COLOUR_LETTERS.index("R"), HANDOFF_HUNTER_H)
    scene = HandoffScene(
        "Anna",
        PLUGIN.colour_rgb("R"),
        recap=lambda: lines,
        badge=hunter,
        room=RECAP_ROOM,
        from_top=True,
    )
    scene.ready()  # the recap card, as after "I'm ready"
    return scene


def scenes(app: App) -> list[tuple[str, Scene]]:
    out: list[tuple[str, Scene]] = [
        ("table", table_scene(app)),
        ("rest", rest_scene(app)),
        ("phones", phones_scene(app)),  # Cards on phones: Anna's hand is on her phone
        ("drag", drag_scene(app)),
        ("prices", price_scene(app)),
        ("target", target_scene(app)),
        ("reaction", reaction_scene(app)),
        ("larger", larger(reaction_scene, app)),  # "larger text and pieces"
        ("go_on", go_on_scene(app)),  # a bar ended early: everybody said "go on"
        ("duel", duel_scene(app)),
        ("exchange", exchange_scene(app)),
        ("end", end_scene(app)),
        ("handoff", _handoff_scene()),
        ("recap", _recap_scene()),
        ("help", _help_scene(app)),
        ("guide", _guide_scene(app)),
        ("guide-handoff", _guide_handoff(app)),
        ("guide-duel", _guide_at(app, "again")),
        ("guide-coins", _guide_at(app, "coins")),
    ]
    for _name, scene in out:
        if hasattr(scene, "manager") and isinstance(scene.manager, _NullManager):
            del scene.manager
    return out
