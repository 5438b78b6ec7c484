"""Out-of-turn play: reaction windows, the Counter Magic chain, Sweet Slumber's undo and
the Unfaithful duel.

Windows. After every completed action of the active player a *slumber window* opens
(`finish_action`); Sneak Attack and Fear & Loathing open a *counter window* before they
act (`announce`). Seats are asked one at a time, clockwise from the left of the seat that
played last (`ask_from`); each played card goes on the chain and the asking starts again.
When everybody asked has passed, `resolve_chain` resolves it from the top: every effective
Counter Magic cancels the card directly below it.

Sweet Slumber (`slumber`) restores the snapshot taken before the action (`begin_action`)
and ends the turn; reaction cards played meanwhile stay spent (`undo_reactions`).

The duel (`start_duel` .. `collect`): the partners of a delivered pair play Unfaithful in
turn, the boat owner first; see `duel_pass_ends` for when a pass ends it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions
from . import data as D
from . import state as st
from .events import (
    Countered,
    DeliveryStarted,
    TreasureCollected,
    UnfaithfulPlayed,
    new_card_played,
    new_slumbered,
)
from .legal import DUEL, MAIN, WINDOW
from .moves import Announced, CounterMagic, Pass, SweetSlumber, Unfaithful

if TYPE_CHECKING:
    from .state import State

SS, CM, UF = "sweet_slumber", "counter_magic", "unfaithful"
_SS_CARDS = D.CARDS_OF_KIND[SS]
_CM_CARDS = D.CARDS_OF_KIND[CM]


def reaction_target(card_kind: str, active: int | None) -> int | None:
    """Whom an out-of-turn card hits, where its `card_played` event names nobody: Sweet
    Slumber always the player whose turn it is (`active`; rules: "played by another player
    during someone's turn"), as `slumber` below undoes; other cards, nobody."""
    return active if card_kind == SS else None


# --------------------------------------------------------------------------- undo snapshot


def others_hold(state: State, kind: str) -> bool:
    """Whether any seat but the active one holds a card of `kind`."""
    holds_none = list(map(D.CARDS_OF_KIND[kind].isdisjoint, state.hands))
    holds_none[state.active] = True  # the active seat does not count
    return not all(holds_none)


def others_hold_slumber(state: State) -> bool:
    """`others_hold(state, SS)`, remembered for the rest of the turn in
    `State.slumber_known`, since every step asks: during a turn the other seats' hands
    change only by a reaction card played, a card stolen or paid out of turn, or an undo,
    and each of those forgets the answer (`forget_slumber`).

    So in a later turn, while nothing was forgotten, only the hands of the seats that
    were active since may differ (each turn passes to the next seat, `refill_and_next`):
    only those are looked at again, not every hand."""
    known = state.slumber_known
    turn = state.turn_no
    active = state.active
    if known is not None:
        then, held, holds_none, seat = known
        if then == turn:
            return held
        if 0 < turn - then < state.n:
            for _ in range(turn - then):  # the seats active since, in turn order
                holds_none[seat] = _SS_CARDS.isdisjoint(state.hands[seat])
                seat = (seat + 1) % state.n
            holds_none[active] = True
            held = not all(holds_none)
            state.slumber_known = (turn, held, holds_none, active)
            return held
    holds_none = list(map(_SS_CARDS.isdisjoint, state.hands))  # `others_hold`, inline
    holds_none[active] = True
    held = not all(holds_none)
    state.slumber_known = (turn, held, holds_none, active)  # per seat too: `advance_window`
    return held


def forget_slumber(state: State) -> None:
    """Another seat's hand changed during the turn: `others_hold_slumber` looks again."""
    state.slumber_known = None


def begin_action(state: State) -> bool:
    """Keep what Sweet Slumber would restore, if anybody else could play one; returns
    whether anybody could (`finish_action` may reuse it if no other hand changed)."""
    possible = others_hold_slumber(state)
    state.snapshot = snap(state) if possible else None
    if state.undo_reactions:
        state.undo_reactions = []
    return possible


def snap(state: State) -> dict[str, Any]:
    """What Sweet Slumber restores (`st.SNAP_FIELDS` and the nested lists), copied."""
    return {
        "colours": state.colours[:],
        "dragons": state.dragons[:],
        "pos": state.pos[:],
        "site_coins": state.site_coins[:],
        "supply": state.supply[:],
        "removed": state.removed[:],
        "deck": state.deck[:],
        "discard": state.discard[:],
        "free_colours": state.free_colours[:],
        "groups": [g.copy() for g in state.groups] if state.groups else [],
        "collected": list(map(list.copy, state.collected)),
        "hands": list(map(list.copy, state.hands)),
        "turn_acted": state.turn_acted,
    }


def snap_step(state: State) -> dict[str, Any]:
    """`snap` for a step, which can change only the figures, the coins on the site and
    in the supply, the discard pile and the active hand (its payment): only those are
    kept, the active hand as "hand" (a third of the copying of `snap`)."""
    return {
        "pos": state.pos[:],
        "site_coins": state.site_coins[:],
        "supply": state.supply[:],
        "discard": state.discard[:],
        "groups": [g.copy() for g in state.groups] if state.groups else [],
        "hand": state.hands[state.active][:],
        "turn_acted": state.turn_acted,
    }


def restore(state: State, saved: dict[str, Any]) -> None:
    """Put back what `saved` holds (`snap`: everything an action may change; `snap_step`:
    what a step may change, the active hand as "hand")."""
    forget_slumber(state)
    for f in st.SNAP_FIELDS:
        if f in saved:
            setattr(state, f, list(saved[f]))
    state.groups = [g.copy() for g in saved["groups"]]
    if "hands" in saved:
        state.collected = [list(x) for x in saved["collected"]]
        state.hands = [list(x) for x in saved["hands"]]
    else:
        state.hands[state.active] = list(saved["hand"])
    state.turn_acted = bool(saved["turn_acted"])


# --------------------------------------------------------------------------- windows


def finish_action(state: State, after: str, slumber_possible: bool | None = None) -> None:
    """An action of the active player is complete: open the slumber window.
    `slumber_possible`: whether another seat holds Sweet Slumber, if the caller knows."""
    if state.config.auto_pass:
        if slumber_possible is None:
            slumber_possible = others_hold_slumber(state)
        if not slumber_possible:
            close_action(state, after)
            return
    # `ask_from(state, state.active)`, inline: the others clockwise from the active seat.
    queue = list(_CLOCKWISE_AFTER[state.n][state.active])
    state.window = st.new_window("slumber", [], queue, after)
    advance_window(state)


def announce(state: State, move: Announced) -> None:
    """A counterable card goes on the chain; a counter window opens before it acts."""
    state.hands[move.seat].remove(move.card)
    state.turn_acted = True
    state.events.append(new_card_played(move.seat, move.card, move.kind, move.target))
    state.window = st.Window("counter", [(move.seat, move.card)], [], pending=move)
    ask_from(state, move.seat)


def ask_from(state: State, seat: int) -> None:
    """Ask the others clockwise from the left of `seat`."""
    w = state.window
    assert w is not None
    w.queue = list(_CLOCKWISE_AFTER[state.n][seat])
    advance_window(state)


#: _CLOCKWISE_AFTER[n][seat]: the other seats of an n-seat game, from the left of `seat`.
_CLOCKWISE_AFTER: dict[int, list[tuple[int, ...]]] = {
    n: [tuple((seat + k) % n for k in range(1, n)) for seat in range(n)] for n in range(3, 7)
}


def advance_window(state: State) -> None:
    """Skip who need not be asked; resolve the chain once nobody is left."""
    w = state.window
    assert w is not None
    state.phase = WINDOW
    if state.config.auto_pass:
        queue = w.queue
        if not w.chain:  # `may_respond` of a slumber window inline: others holding one
            hands, active = state.hands, state.active
            known = state.slumber_known
            if known is not None and known[0] == state.turn_no:  # who holds none, known
                holds_none = known[2]
                while queue and (queue[0] == active or holds_none[queue[0]]):
                    queue.pop(0)
            else:
                while queue and (queue[0] == active or _SS_CARDS.isdisjoint(hands[queue[0]])):
                    queue.pop(0)
        else:  # `may_respond` inline: Counter Magic against a counterable top, not one's own
            top_seat, top_card = w.chain[-1]
            if D.CARD_KIND[top_card] in D.COUNTERABLE:
                hands = state.hands
                while queue and (queue[0] == top_seat or _CM_CARDS.isdisjoint(hands[queue[0]])):
                    queue.pop(0)
            else:
                queue.clear()
    elif not w.chain:
        # Without auto-pass every seat but the active one is asked about Sweet Slumber.
        w.queue = [s for s in w.queue if s != state.active]
    if not w.queue:
        resolve_chain(state)


def pass_(state: State, move: Pass) -> None:
    """A pass in a window or in the duel."""
    if state.phase == DUEL:
        duel_pass(state)
        return
    w = state.window
    assert w is not None
    w.queue.pop(0)
    advance_window(state)


def react(state: State, move: SweetSlumber | CounterMagic) -> None:
    """Sweet Slumber or Counter Magic goes on the chain (out of turn: owed a card)."""
    w = state.window
    assert w is not None
    state.hands[move.seat].remove(move.card)
    forget_slumber(state)
    if move.seat != state.active:
        state.owed[move.seat] += 1
    w.chain.append((move.seat, move.card))
    state.undo_reactions.append((move.seat, move.card))
    state.events.append(new_card_played(move.seat, move.card, move.kind, None))
    ask_from(state, move.seat)


def resolve_chain(state: State) -> None:
    """Everybody passed: resolve the chain from the top and carry out what survived."""
    w = state.window
    assert w is not None
    state.window = None
    chain = w.chain
    if not chain:  # a slumber window everybody passed: the action stands
        close_action(state, w.after)
        return
    effective = [True] * len(chain)
    for i in range(len(chain) - 1, 0, -1):
        if effective[i] and D.CARD_KIND[chain[i][1]] == CM:
            effective[i - 1] = False
    for (seat, card), ok in zip(chain, effective, strict=True):
        state.discard.append(card)
        if not ok:
            state.events.append(Countered(seat, card))
    if w.kind == "counter":
        assert w.pending is not None
        if effective[0]:
            actions.resolve_announced(state, w.pending)
        else:
            finish_action(state, "continue")
        return
    if chain and effective[0]:
        slumber(state, chain[0][0])
        return
    if chain:  # the Sweet Slumber was countered: others may still try
        state.window = st.Window("slumber", [], [], w.after)
        ask_from(state, state.active)
        return
    close_action(state, w.after)


def slumber(state: State, by: int) -> None:
    """Sweet Slumber: undo the active player's last action (if a snapshot exists) and
    end the turn."""
    saved = state.snapshot
    if saved is not None:
        reactions = state.undo_reactions
        restore(state, saved)
        # After a step only the active hand was put back: the other seats' reaction
        # cards already left their hands when played.
        every_hand = "hands" in saved
        for seat, card in reactions:
            if every_hand or seat == state.active:
                take_out(state, seat, card)
            state.discard.append(card)
    state.chooser = None
    state.events.append(new_slumbered(by, state.active))
    state.snapshot = None
    if state.undo_reactions:
        state.undo_reactions = []
    actions.close_turn(state)


def take_out(state: State, seat: int, card: int) -> None:
    """A reaction card played during the undone action stays spent: after the restore,
    take it out of whichever hand holds it then. That is the hand of `seat`, unless
    `seat` had stolen it during the action (Sneak Attack, Evil Curse): then the restored
    state has it back with its victim, who loses it, and the thief keeps its own cards."""
    forget_slumber(state)
    hands = [state.hands[seat], *(h for s, h in enumerate(state.hands) if s != seat)]
    for zone in [*hands, state.deck, state.discard]:
        if card in zone:
            zone.remove(card)
            return
    raise AssertionError(f"spent card {card} is nowhere after the undo")


def close_action(state: State, after: str) -> None:
    """No Sweet Slumber: the action stands; what follows it happens now."""
    state.snapshot = None
    if state.undo_reactions:
        state.undo_reactions = []
    if after == "end_turn":
        actions.close_turn(state)
    elif after == "duel":
        start_duel(state)
    elif not state.supply and not state.site_coins and not state.groups:  # treasures_done
        actions.game_over(state)
    else:
        state.phase = MAIN


# --------------------------------------------------------------------------- the duel


def start_duel(state: State) -> None:
    """A pair reached a boat: the partners duel with Unfaithful, boat owner first."""
    g = state.group_of(state.active)
    assert g is not None
    owner = next(m for m in g.members if state.boat(m) == g.pos)
    other = next(m for m in g.members if m != owner)
    state.duel = st.Duel(owner, other, owner)
    state.phase = DUEL
    state.events.append(DeliveryStarted(state.active, owner, other, tuple(g.coins)))
    advance_duel(state)


def advance_duel(state: State) -> None:
    """With auto-pass a partner without Unfaithful passes at once."""
    d = state.duel
    assert d is not None
    while state.config.auto_pass and state.first_of_kind(d.turn, UF) is None:
        if duel_pass_ends(state):
            collect(state)
            return


def duel_pass_ends(state: State) -> bool:
    """Record a pass of the seat to decide; True if the duel is over."""
    d = state.duel
    assert d is not None
    d.passes += 1
    if d.last is not None or d.passes >= 2 or state.config.duel_opening_pass_ends:
        return True
    d.turn = d.other if d.turn == d.owner else d.owner
    return False


def duel_pass(state: State) -> None:
    if duel_pass_ends(state):
        collect(state)
    else:
        advance_duel(state)


def unfaithful(state: State, move: Unfaithful) -> None:
    """Unfaithful: the player claims both coins unless the partner answers in kind."""
    d = state.duel
    assert d is not None
    actions.pay(state, move.seat, move.card)
    if move.seat != state.active:
        state.owed[move.seat] += 1
    d.last, d.count, d.passes = move.seat, d.count + 1, 0
    d.turn = d.other if d.turn == d.owner else d.owner
    state.events.append(UnfaithfulPlayed(move.seat, move.card))
    advance_duel(state)


def collect(state: State) -> None:
    """The duel is over: the last Unfaithful takes both coins, else one each."""
    d = state.duel
    assert d is not None
    g = state.group_of(d.owner)
    assert g is not None
    if d.last is not None:
        state.collected[d.last].extend(g.coins)
        gains = [(d.last, tuple(g.coins))]
    else:
        state.collected[d.owner].append(g.coins[0])
        state.collected[d.other].append(g.coins[1])
        gains = sorted([(d.owner, (g.coins[0],)), (d.other, (g.coins[1],))])
    state.groups.remove(g)
    for m in (d.owner, d.other):
        state.pos[m] = state.boat(m)
    state.duel = None
    state.events.append(TreasureCollected(state.active, tuple(gains), d.count))
    actions.place_coins(state)
    actions.close_turn(state)
