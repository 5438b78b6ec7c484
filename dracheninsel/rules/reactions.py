"""Out-of-turn play: reaction windows, the Counter Magic chain, Sweet Slumber's undo and
the Unfaithful duel.

The fourth layer of the rules: imports only the state, `actions` and the tables below.
Nothing here decides what follows; each call that can end a window or the duel says so
to `flow.py`, which goes on from there (carry out the announced card, let the action
stand, end the turn, collect the treasure).

Windows. After every completed action of the active player a *slumber window* opens
(`open_slumber_window`); Sneak Attack and Fear & Loathing open a *counter window* before
they act (`announce`). Seats are asked one at a time, clockwise from the left of the seat
that played last (`ask_from`); each played card goes on the chain and the asking starts
again. When everybody asked has passed (`advance_window` says so), `resolve_chain`
resolves it from the top: every effective Counter Magic cancels the card directly below.

Sweet Slumber (`slumber`) restores the snapshot taken before the action (`begin_action`);
reaction cards played meanwhile stay spent (`undo_reactions`); then the turn ends.

The duel (`start_duel` .. `collect`): the partners of a delivered pair play Unfaithful in
turn, the boat owner first; see `duel_pass_ends` for when a pass ends it.
"""

from __future__ import annotations

from . import actions
from . import data as D
from .events import (
    Countered,
    DeliveryStarted,
    TreasureCollected,
    UnfaithfulPlayed,
    new_card_played,
    new_slumbered,
)
from .moves import Announced, CounterMagic, SweetSlumber, Unfaithful
from .state import (
    DUEL,
    WINDOW,
    Duel,
    State,
    Window,
    forget_slumber,
    new_window,
    others_hold,
    others_hold_slumber,
    restore,
    snap,
    snap_step,
)

__all__ = [
    "ANNOUNCED",
    "COUNTERED",
    "REOPENED",
    "SLUMBERED",
    "forget_slumber",
    "others_hold",
    "others_hold_slumber",
    "reaction_target",
    "restore",
    "snap",
    "snap_step",
]

SS, CM, UF = "sweet_slumber", "counter_magic", "unfaithful"
_SS_CARDS = D.CARDS_OF_KIND[SS]
_CM_CARDS = D.CARDS_OF_KIND[CM]

#: How a resolved window ends besides "the action stands" (`resolve_chain`).
ANNOUNCED, COUNTERED, SLUMBERED, REOPENED = "announced", "countered", "slumbered", "reopened"


def reaction_target(card_kind: str, active: int | None) -> int | None:
    """Whom an out-of-turn card hits, where its `card_played` event names nobody: Sweet
    Slumber always the player whose turn it is (`active`; rules: "played by another player
    during someone's turn"), as `slumber` below undoes; other cards, nobody."""
    return active if card_kind == SS else None


# --------------------------------------------------------------------------- undo snapshot


def begin_action(state: State) -> bool:
    """Keep what Sweet Slumber would restore, if anybody else could play one; returns
    whether anybody could (`finish_action` may reuse it if no other hand changed)."""
    possible = others_hold_slumber(state)
    state.snapshot = snap(state) if possible else None
    if state.undo_reactions:
        state.undo_reactions = []
    return possible


# --------------------------------------------------------------------------- windows


def open_slumber_window(state: State, after: str) -> None:
    """An action of the active player is complete: the others are to be asked about
    Sweet Slumber, clockwise from the active seat (`ask_from(state, state.active)`);
    `after`: what follows if the action stands."""
    queue = list(_CLOCKWISE_AFTER[state.n][state.active])
    state.window = new_window("slumber", [], queue, after)


def announce(state: State, move: Announced) -> None:
    """A counterable card goes on the chain; a counter window opens before it acts."""
    state.hands[move.seat].remove(move.card)
    state.turn_acted = True
    state.events.append(new_card_played(move.seat, move.card, move.kind, move.target))
    state.window = Window("counter", [(move.seat, move.card)], [], pending=move)
    ask_from(state, move.seat)


def ask_from(state: State, seat: int) -> None:
    """The others are to be asked, clockwise from the left of `seat`."""
    w = state.window
    assert w is not None
    w.queue = list(_CLOCKWISE_AFTER[state.n][seat])


#: _CLOCKWISE_AFTER[n][seat]: the other seats of an n-seat game, from the left of `seat`.
_CLOCKWISE_AFTER: dict[int, list[tuple[int, ...]]] = {
    n: [tuple((seat + k) % n for k in range(1, n)) for seat in range(n)] for n in range(3, 7)
}


def advance_window(state: State) -> bool:
    """Skip who need not be asked; True once nobody is left (resolve the chain now)."""
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
    return not w.queue


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


def resolve_chain(state: State) -> str:
    """Everybody passed: close the window and resolve its chain from the top. Returns
    what follows: the window's `after` when the action stands; `ANNOUNCED` or `COUNTERED`
    for a counter window's card; `SLUMBERED` once Sweet Slumber has undone the action
    (the turn ends); `REOPENED` when a Sweet Slumber was countered and the others are to
    be asked again."""
    w = state.window
    assert w is not None
    state.window = None
    chain = w.chain
    if not chain:  # a slumber window everybody passed: the action stands
        return w.after
    effective = [True] * len(chain)
    for i in range(len(chain) - 1, 0, -1):
        if effective[i] and D.CARD_KIND[chain[i][1]] == CM:
            effective[i - 1] = False
    for (seat, card), ok in zip(chain, effective, strict=True):
        state.discard.append(card)
        if not ok:
            state.events.append(Countered(seat, card))
    if w.kind == "counter":
        return ANNOUNCED if effective[0] else COUNTERED
    if effective[0]:
        slumber(state, chain[0][0])
        return SLUMBERED
    # The Sweet Slumber was countered: others may still try.
    state.window = Window("slumber", [], [], w.after)
    ask_from(state, state.active)
    return REOPENED


def slumber(state: State, by: int) -> None:
    """Sweet Slumber: undo the active player's last action (if a snapshot exists); the
    turn ends next (`flow`)."""
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


# --------------------------------------------------------------------------- the duel
# Each call that can end the duel returns True when it is over: `collect`, then the turn
# ends (`flow.end_duel`).


def start_duel(state: State) -> bool:
    """A pair reached a boat: the partners duel with Unfaithful, boat owner first."""
    g = state.group_of(state.active)
    assert g is not None
    owner = next(m for m in g.members if state.boat(m) == g.pos)
    other = next(m for m in g.members if m != owner)
    state.duel = Duel(owner, other, owner)
    state.phase = DUEL
    state.events.append(DeliveryStarted(state.active, owner, other, tuple(g.coins)))
    return advance_duel(state)


def advance_duel(state: State) -> bool:
    """With auto-pass a partner without Unfaithful passes at once."""
    d = state.duel
    assert d is not None
    while state.config.auto_pass and state.first_of_kind(d.turn, UF) is None:
        if duel_pass_ends(state):
            return True
    return False


def duel_pass_ends(state: State) -> bool:
    """Record a pass of the seat to decide; True if the duel is over."""
    d = state.duel
    assert d is not None
    d.passes += 1
    if d.last is not None or d.passes >= 2 or state.config.duel_opening_pass_ends:
        return True
    d.turn = d.other if d.turn == d.owner else d.owner
    return False


def duel_pass(state: State) -> bool:
    """A pass in the duel."""
    if duel_pass_ends(state):
        return True
    return advance_duel(state)


def unfaithful(state: State, move: Unfaithful) -> bool:
    """Unfaithful: the player claims both coins unless the partner answers in kind."""
    d = state.duel
    assert d is not None
    actions.pay(state, move.seat, move.card)
    if move.seat != state.active:
        state.owed[move.seat] += 1
    d.last, d.count, d.passes = move.seat, d.count + 1, 0
    d.turn = d.other if d.turn == d.owner else d.owner
    state.events.append(UnfaithfulPlayed(move.seat, move.card))
    return advance_duel(state)


def collect(state: State) -> None:
    """The duel is over: the last Unfaithful takes both coins, else one each; the next
    coin pair may appear."""
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
