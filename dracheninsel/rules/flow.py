"""How a move runs, start to end: the top layer of the rules, the only one that
sequences. `apply` (installed as `State.apply`) checks the move, then the move's handler
(`HANDLERS`) goes down the layers in order:

  check (`legal`) → keep the undo snapshot (`reactions.begin_action`) → the effect
  (`actions`) → open the slumber window and ask (`reactions`) → resolve its chain →
  finish the action (`close_action`: stand, duel or game over) → close the turn.

Nothing below imports this file; the layers below report what follows (an effect's
"after", how a window or the duel ended) and this file carries it out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import actions, legal, reactions
from .actions import EFFECTS, TURN_ENDED
from .events import Event
from .moves import (
    Abandon,
    AbandonTreasure,
    Announced,
    CounterMagic,
    DestructiveForces,
    DragonPatrol,
    EndTurn,
    EvilCurse,
    Exchange,
    FearAndLoathing,
    FoolhardyFlight,
    LongJourney,
    Move,
    Pass,
    SneakAttack,
    Step,
    SweetSlumber,
    ThunderingElements,
    Unfaithful,
    Wait,
)
from .state import CHOICE, DUEL, EXCHANGE, MAIN, WINDOW, State, others_hold_slumber, snap_step


def apply(state: State, move: Move) -> list[Event]:
    """Carry out a legal move and return what happened; illegal moves change nothing.

    The most frequent moves (a plain step, ending the turn, a pass in a window, the
    exchange) are checked in place and go straight to what they do; everything else,
    and any move those quick tests do not accept, is checked by `legal.validate`.
    `state.events` is the list the handlers append to: a new one for every apply (the
    handlers run only inside it), left in place afterwards."""
    cls = type(move)
    phase = state.phase
    events: list[Event]
    if phase == MAIN:
        if cls is Step:
            entry = legal.quick_step_entry(state, move)  # type: ignore[arg-type]
            if entry is not None:
                state.events = events = []
                state.last_action = move
                step(state, move, entry)  # type: ignore[arg-type]
                return events
        elif cls is EndTurn:  # legal for the active seat unless a pair must leave
            seat = move.seat
            if (
                type(seat) is int
                and seat == state.active
                and (not state.groups or not legal.must_leave_site(state))
            ):
                state.events = events = [TURN_ENDED[seat]]  # `end_turn`
                state.last_action = move
                close_turn(state)
                return events
    elif phase == WINDOW and cls is Pass:  # legal for the seat asked now
        seat = move.seat
        window = state.window
        assert window is not None
        queue = window.queue
        if type(seat) is int and queue and seat == queue[0]:
            state.events = events = []
            queue.pop(0)  # `pass_` in a window
            run_window(state)
            return events
    elif phase == EXCHANGE and cls is Exchange:  # distinct cards the active seat holds
        seat = move.seat
        cards = move.cards  # type: ignore[union-attr]
        if type(seat) is int and seat == state.active and type(cards) is tuple:
            # Taken out of a copy of the hand one by one: a card not held, or named
            # twice (the hand holds each card once), stops it, as does a card that is
            # not a whole number; then `validate` decides and the hand is untouched.
            kept = state.hands[seat][:]
            for card in cards:
                if type(card) is not int:
                    break
                try:
                    kept.remove(card)
                except ValueError:
                    break
            else:
                state.events = events = []
                state.hands[seat] = kept
                actions.exchanged(state, move)  # type: ignore[arg-type]
                return events
    entry = legal.validate(state, move)  # raises IllegalMove; a step's entry kind
    state.events = events = []
    if phase == MAIN:
        state.last_action = move
    if entry is None:
        HANDLERS[cls](state, move)
    else:  # a checked step (`validate` says so): how it enters is known
        step(state, move, entry)  # type: ignore[arg-type]
    return events


# --------------------------------------------------------------------------- the moves


def step(state: State, move: Step, entry: str | None = None) -> None:
    """A step (`actions.step`); `entry`: how it enters, if the check found it already.

    The most frequent steps take shortcuts, each the same as the general call it skips:
    `reactions.begin_action` inline (with a step's slimmer snapshot), and without anybody
    else holding Sweet Slumber the action stands at once (`finish_action` with auto-pass:
    `close_action`)."""
    known = state.slumber_known  # `others_hold_slumber`, its usual answer inline
    if known is not None and known[0] == state.turn_no:
        slumber_possible = known[1]
    else:
        slumber_possible = others_hold_slumber(state)
    state.snapshot = snap_step(state) if slumber_possible else None
    if state.undo_reactions:  # (an empty list is kept: no new one per step)
        state.undo_reactions = []
    after = actions.step(state, move, entry)
    if after == "continue" and not slumber_possible and state.config.auto_pass:
        # Nobody could slumber: `close_action` (snapshot and reactions already empty).
        if not state.supply and not state.site_coins and not state.groups:
            actions.game_over(state)
        else:
            state.phase = MAIN
        return
    # Only the active player's hand changed: who could slumber is still known.
    finish_action(state, after, slumber_possible)


def foolhardy_flight(state: State, move: FoolhardyFlight) -> None:
    """Foolhardy Flight (`actions.foolhardy_flight`): only the active hand changes, so
    who could slumber is still known when it is done."""
    slumber_possible = reactions.begin_action(state)
    finish_action(state, actions.foolhardy_flight(state, move), slumber_possible)


def action(state: State, move: Any) -> None:
    """A card played on one's own turn, or a lone bearer giving up its treasure: its
    effect (`actions.EFFECTS`) between the undo snapshot and the slumber window."""
    reactions.begin_action(state)
    finish_action(state, EFFECTS[type(move)](state, move))


def choose(state: State, move: Wait | Abandon) -> None:
    """The lone bearer's choice completes the Fear & Loathing action begun before."""
    finish_action(state, EFFECTS[type(move)](state, move))


def announce(state: State, move: Announced) -> None:
    """Fear & Loathing and Sneak Attack: a counter window opens before they act;
    `carry_out` does once nobody counters them."""
    reactions.begin_action(state)
    reactions.announce(state, move)
    run_window(state)


def carry_out(state: State, move: Announced) -> None:
    """The announced card was not countered: its effect, then (unless a lone bearer
    must choose first) the slumber window."""
    after = actions.resolve_announced(state, move)
    if after != CHOICE:
        finish_action(state, after)


def react(state: State, move: SweetSlumber | CounterMagic) -> None:
    """Sweet Slumber or Counter Magic goes on the chain; the others are asked again."""
    reactions.react(state, move)
    run_window(state)


def pass_(state: State, move: Pass) -> None:
    """A pass in a window or in the duel."""
    if state.phase == DUEL:
        if reactions.duel_pass(state):
            end_duel(state)
        return
    w = state.window
    assert w is not None
    w.queue.pop(0)
    run_window(state)


def unfaithful(state: State, move: Unfaithful) -> None:
    """Unfaithful in the duel (`reactions.unfaithful`)."""
    if reactions.unfaithful(state, move):
        end_duel(state)


def end_turn(state: State, move: EndTurn) -> None:
    state.events.append(TURN_ENDED[move.seat])
    close_turn(state)


# --------------------------------------------------------------------------- what follows


def finish_action(state: State, after: str, slumber_possible: bool | None = None) -> None:
    """An action of the active player is complete: open the slumber window.
    `slumber_possible`: whether another seat holds Sweet Slumber, if the caller knows."""
    if state.config.auto_pass:
        if slumber_possible is None:
            slumber_possible = others_hold_slumber(state)
        if not slumber_possible:
            close_action(state, after)
            return
    reactions.open_slumber_window(state, after)
    run_window(state)


def run_window(state: State) -> None:
    """Ask on in the open window; once everybody asked has passed, resolve its chain and
    carry out what follows (a countered Sweet Slumber opens the window again)."""
    while reactions.advance_window(state):
        window = state.window
        assert window is not None
        pending = window.pending
        outcome = reactions.resolve_chain(state)
        if outcome == reactions.REOPENED:
            continue
        if outcome == reactions.ANNOUNCED:
            assert pending is not None
            carry_out(state, pending)
        elif outcome == reactions.COUNTERED:
            finish_action(state, "continue")
        elif outcome == reactions.SLUMBERED:
            close_turn(state)
        else:
            close_action(state, outcome)
        return


def close_action(state: State, after: str) -> None:
    """No Sweet Slumber: the action stands; what follows it happens now."""
    state.snapshot = None
    if state.undo_reactions:
        state.undo_reactions = []
    if after == "end_turn":
        close_turn(state)
    elif after == "duel":
        if reactions.start_duel(state):
            end_duel(state)
    elif not state.supply and not state.site_coins and not state.groups:  # treasures_done
        actions.game_over(state)
    else:
        state.phase = MAIN


def end_duel(state: State) -> None:
    """The duel is over: the treasure is shared out and the turn ends."""
    reactions.collect(state)
    close_turn(state)


def close_turn(state: State) -> None:
    """The turn is over: the game may end; without an action the player may exchange
    cards first, else the hand is refilled and the next player starts."""
    if state.free_colours:  # (empty lists are kept, not replaced, on every turn)
        state.free_colours = []
    state.snapshot = None
    if state.undo_reactions:
        state.undo_reactions = []
    state.window = None
    if not state.supply and not state.site_coins and not state.groups:  # treasures_done
        actions.game_over(state)
        return
    if not state.turn_acted:
        state.phase = EXCHANGE
        return
    actions.refill_and_next(state)


# --------------------------------------------------------------------------- dispatch

#: What each move kind does, by move class.
HANDLERS: dict[type, Callable[[State, Any], None]] = {
    Step: step,
    FoolhardyFlight: foolhardy_flight,
    DestructiveForces: action,
    ThunderingElements: action,
    DragonPatrol: action,
    EvilCurse: action,
    LongJourney: action,
    FearAndLoathing: announce,
    SneakAttack: announce,
    AbandonTreasure: action,
    EndTurn: end_turn,
    SweetSlumber: react,
    CounterMagic: react,
    Unfaithful: unfaithful,
    Pass: pass_,
    Wait: choose,
    Abandon: choose,
    Exchange: actions.exchange,
}
