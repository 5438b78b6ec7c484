"""What each move does: one leaf function per card and move, the movement onto a space,
coin placement, drawing and the start of the next turn.

The third layer of the rules: imports only the state, `legal` and the tables below. Every
function here takes the state first, changes it and reports what happened by appending
events to `state.events` (the list the running `apply` returns); it calls nothing above
this file. An effect returns what follows the action (`EFFECTS`): "continue", "end_turn"
for a hunter waiting on the site, "duel" for a delivery, or `CHOICE` when a lone bearer
must choose; `flow.py` carries that out (the slumber window, the end of the turn).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import data as D
from . import legal
from .events import (
    BearerWaits,
    CardTaken,
    CoinsPlaced,
    DestructiveForcesPlayed,
    DragonPatrolPlayed,
    Event,
    EvilCursePlayed,
    Flew,
    GameOver,
    LongJourneyPlayed,
    PairFormed,
    PartnerReplaced,
    Reshuffled,
    SentHome,
    ThunderingElementsPlayed,
    TreasureRemoved,
    TurnEnded,
    TurnStarted,
    WaitsOnSite,
    new_cards_drawn,
    new_cards_exchanged,
    new_stepped,
)
from .moves import (
    Abandon,
    AbandonTreasure,
    Announced,
    DestructiveForces,
    DragonPatrol,
    EvilCurse,
    Exchange,
    FearAndLoathing,
    FoolhardyFlight,
    LongJourney,
    SneakAttack,
    Step,
    ThunderingElements,
    Wait,
)
from .shuffling import shuffle
from .state import CHOICE, MAIN, OVER, Group, State, forget_slumber


def emit(state: State, event: Event) -> None:
    """Report `event` from the running `apply` (the handlers append to `state.events`
    directly: one call less on the hot path)."""
    state.events.append(event)


def pay(state: State, seat: int, card: int) -> None:
    """Move a card from the hand of `seat` to the discard pile."""
    state.hands[seat].remove(card)
    state.discard.append(card)
    if seat != state.active:  # out of turn (Unfaithful)
        forget_slumber(state)


def take_random_card(state: State, thief: int, victim: int) -> None:
    """Sneak Attack and Evil Curse: `thief` takes a random card of `victim` (if any)."""
    if state.hands[victim]:
        card = state.hands[victim].pop(state.rng.randrange(len(state.hands[victim])))
        forget_slumber(state)
        state.hands[thief].append(card)
        state.events.append(CardTaken(thief, victim, card))


# --------------------------------------------------------------------------- movement


def step(state: State, move: Step, entry: str | None = None) -> str:
    """A step onto an adjacent space, paying a terrain card unless the disk is free;
    `entry`: how it enters (`legal.entry`), if the caller's check found it already.
    A plain step without groups moves the figure directly (what `enter` would do)."""
    seat, card, cell = move.seat, move.card, move.cell
    if card is not None:
        state.hands[seat].remove(card)  # pay
        state.discard.append(card)
    state.turn_acted = True
    pos = state.pos
    state.events.append(new_stepped(seat, pos[seat], cell, card))
    if entry == "plain" and not state.groups and pos[seat] != D.SITE:
        pos[seat] = cell
        return "continue"
    return enter(state, seat, cell, move.target, entry)


def foolhardy_flight(state: State, move: FoolhardyFlight) -> str:
    """Foolhardy Flight: jump two spaces in a straight line (checked in `legal`)."""
    pay(state, move.seat, move.card)
    state.turn_acted = True
    state.events.append(Flew(move.seat, state.pos[move.seat], move.cell, move.card))
    return enter(state, move.seat, move.cell, move.target)


def enter(
    state: State, seat: int, target: int, replace: int | None, kind: str | None = None
) -> str:
    """Move the figure of `seat` onto `target` (entering as `kind`, see `legal.entry`;
    worked out here if None); returns what follows the action ("continue", "end_turn"
    for a hunter waiting on the site, "duel" for a delivery)."""
    g = state.group_of(seat) if state.groups else None
    if kind is None:
        kind = legal.entry_of(state, g, seat, target)
    left_site = state.pos[seat] == D.SITE
    after = "continue"
    if g is not None:
        g.pos = target
        for m in g.members:
            state.pos[m] = target
        if kind == "deliver":
            after = "duel"
    else:
        state.pos[seat] = target
        if kind == "wait_site":
            after = "end_turn"
            state.events.append(_WAITS_ON_SITE[seat])
        elif kind == "form_pair":
            waiting = lone_at_except(state, target, seat)
            state.groups.append(Group([waiting, seat], state.site_coins, target))
            state.site_coins = []
            state.events.append(PairFormed(seat, (waiting, seat), target))
        elif kind == "join":
            other = state.group_at(target)
            assert other is not None
            other.members.append(seat)
            state.events.append(PairFormed(seat, tuple(other.members), target))
        elif kind == "replace":
            other = state.group_at(target)
            assert other is not None and replace is not None and replace in other.members
            other.members[other.members.index(replace)] = seat
            state.pos[replace] = state.boat(replace)
            state.events.append(PartnerReplaced(seat, replace, target))
    if left_site:
        place_coins(state)
    return after


def lone_at_except(state: State, pos: int, seat: int) -> int:
    for s, p in enumerate(state.pos):
        if p == pos and s != seat and state.group_of(s) is None:
            return s
    raise AssertionError("no waiting hunter")


def place_coins(state: State) -> None:
    """Put the next coin pair on the site when the rules say it is time
    (`GameConfig.coins_refill`)."""
    if state.site_coins or not state.supply:
        return
    if state.config.coins_refill == "leave":
        if state.group_at(D.SITE) is not None:
            return
    elif state.groups:
        return
    state.site_coins = state.supply[:2]
    state.supply = state.supply[2:]
    state.events.append(CoinsPlaced(-1, tuple(state.site_coins), D.COIN_VALUE[state.site_coins[0]]))


def remove_group(state: State, g: Group) -> None:
    """The coins of a group leave the game (abandoned or nobody left to carry them)."""
    state.groups.remove(g)
    state.removed.extend(g.coins)
    state.events.append(TreasureRemoved(-1, tuple(g.coins), g.pos))
    place_coins(state)


# --------------------------------------------------------------------------- action cards


def destructive_forces(state: State, move: DestructiveForces) -> str:
    """Destructive Forces: swap two adjacent unoccupied disks."""
    _swap(state, move.seat, move.card, move.cell, move.cell2)
    state.events.append(DestructiveForcesPlayed(move.seat, move.card, (move.cell, move.cell2)))
    return "continue"


def thundering_elements(state: State, move: ThunderingElements) -> str:
    """Thundering Elements: swap any two unoccupied disks."""
    _swap(state, move.seat, move.card, move.cell, move.cell2)
    state.events.append(ThunderingElementsPlayed(move.seat, move.card, (move.cell, move.cell2)))
    return "continue"


def _swap(state: State, seat: int, card: int, a: int, b: int) -> None:
    pay(state, seat, card)
    state.turn_acted = True
    state.colours[a], state.colours[b] = state.colours[b], state.colours[a]


def dragon_patrol(state: State, move: DragonPatrol) -> str:
    """Dragon Patrol: put a dragon on an unoccupied disk (one off the board comes first)."""
    pay(state, move.seat, move.card)
    state.turn_acted = True
    frm = state.dragons[move.target]
    state.dragons[move.target] = move.cell
    state.events.append(DragonPatrolPlayed(move.seat, move.card, move.target, frm, move.cell))
    return "continue"


def evil_curse(state: State, move: EvilCurse) -> str:
    """Evil Curse: discard the whole hand, then take a random card from every other
    player, clockwise from the curser's left."""
    seat = move.seat
    pay(state, seat, move.card)
    state.turn_acted = True
    dropped = list(state.hands[seat])
    state.discard.extend(dropped)
    state.hands[seat] = []
    state.events.append(EvilCursePlayed(seat, move.card, tuple(dropped)))
    for k in range(1, state.n):
        take_random_card(state, seat, (seat + k) % state.n)
    return "continue"


def long_journey(state: State, move: LongJourney) -> str:
    """Long Journey: with a terrain card, that colour is free for the rest of the turn."""
    pay(state, move.seat, move.card)
    pay(state, move.seat, move.card2)
    state.turn_acted = True
    colour = D.CARD_COLOUR[move.card2]
    state.free_colours.append(colour)
    state.events.append(LongJourneyPlayed(move.seat, move.card, move.card2, colour))
    return "continue"


def resolve_announced(state: State, move: Announced) -> str:
    """The announced card (Sneak Attack, Fear & Loathing; it went on the chain when
    played, `reactions.announce`) was not countered: its effect."""
    if isinstance(move, SneakAttack):
        return sneak_attack_effect(state, move)
    return fear_and_loathing_effect(state, move)


def sneak_attack_effect(state: State, move: SneakAttack) -> str:
    """Sneak Attack: take a random card from the victim."""
    take_random_card(state, move.seat, move.target)
    return "continue"


def fear_and_loathing_effect(state: State, move: FearAndLoathing) -> str:
    """Fear & Loathing: the target hunter goes back to its boat. A partner left alone
    with the coins chooses to wait or abandon them (`CHOICE`: the action is not complete
    yet); a lone bearer sent home takes its coins out of the game."""
    target = move.target
    g = state.group_of(target)
    state.pos[target] = state.boat(target)
    state.events.append(SentHome(move.seat, target))
    if g is not None:
        g.members.remove(target)
        if g.members:
            state.chooser = g.members[0]
            state.phase = CHOICE
            return CHOICE
        remove_group(state, g)
    return "continue"


def wait(state: State, move: Wait) -> str:
    """The lone bearer keeps the treasure and waits for a new partner."""
    state.chooser = None
    state.events.append(BearerWaits(move.seat))
    return "continue"


def abandon(state: State, move: Abandon) -> str:
    """The lone bearer drops the treasure: its coins leave the game."""
    state.chooser = None
    g = state.group_of(move.seat)
    assert g is not None
    remove_group(state, g)
    return "continue"


def abandon_treasure(state: State, move: AbandonTreasure) -> str:
    """A lone bearer gives up its coins on its own turn (`lone_bearer_may_abandon`)."""
    g = state.group_of(move.seat)
    assert g is not None
    remove_group(state, g)
    return "continue"


# --------------------------------------------------------------------------- turns


# The events without details, one per seat (events are frozen, so they can be shared).
TURN_ENDED: tuple[TurnEnded, ...] = tuple(TurnEnded(seat) for seat in range(D.N_COLOURS))
_TURN_STARTED: tuple[TurnStarted, ...] = tuple(TurnStarted(seat) for seat in range(D.N_COLOURS))
_WAITS_ON_SITE: tuple[WaitsOnSite, ...] = tuple(WaitsOnSite(seat) for seat in range(D.N_COLOURS))


def exchange(state: State, move: Exchange) -> None:
    """End of a turn without action: discard any cards, then draw (the exchange phase
    is the end of the turn: the next player starts)."""
    hand = state.hands[move.seat]
    for card in move.cards:
        hand.remove(card)
    exchanged(state, move)


def exchanged(state: State, move: Exchange) -> None:
    """`exchange` once its cards have left the hand: they go onto the discard pile, then
    the hand is refilled (`State.apply` takes the cards out as it checks them)."""
    state.discard.extend(move.cards)  # paid in order, as one by one
    state.events.append(new_cards_exchanged(move.seat, tuple(move.cards)))
    refill_and_next(state)


def draw(state: State, seat: int) -> list[int]:
    """Draw up to the hand size, reshuffling the discards into a new pile when needed."""
    hand = state.hands[seat]
    need = D.HAND_SIZE - len(hand)
    if need <= 0:
        return []
    deck = state.deck
    if len(deck) >= need:  # the usual case: take the top `need` cards at once
        drawn = deck[-need:]
        drawn.reverse()  # the top of the pile (the end of the list) is drawn first
        del deck[-need:]
        hand.extend(drawn)
        return drawn
    drawn = []
    while len(state.hands[seat]) < D.HAND_SIZE:
        if not state.deck:
            if not state.discard:
                break
            state.deck = state.discard
            state.discard = []
            shuffle(state.rng, state.deck)
            state.events.append(Reshuffled(-1, len(state.deck)))
        card = state.deck.pop()
        state.hands[seat].append(card)
        drawn.append(card)
    return drawn


def refill_and_next(state: State) -> None:
    """Draw up to the hand size (`draw`; its usual case inline) and start the next turn."""
    seat = state.active
    hand = state.hands[seat]
    need = D.HAND_SIZE - len(hand)
    deck = state.deck
    if 0 < need <= len(deck):  # as `draw`: the top `need` cards, the top one first
        drawn = deck[: -need - 1 : -1]
        del deck[-need:]
        hand.extend(drawn)
    else:
        drawn = draw(state, seat)
    state.owed[seat] = 0
    events = state.events
    events.append(new_cards_drawn(seat, len(drawn), tuple(drawn)))
    state.active = active = (seat + 1) % state.n
    state.turn_acted = False
    state.turn_no += 1
    state.phase = MAIN
    events.append(_TURN_STARTED[active])


def treasures_done(state: State) -> bool:
    return not state.supply and not state.site_coins and not state.groups


def game_over(state: State) -> None:
    state.phase = OVER
    state.events.append(GameOver(-1, tuple(state.winners()), tuple(state.scores())))


# --------------------------------------------------------------------------- by move

#: The effect of each move that `flow` carries out the same way (keep the undo snapshot
#: for a move of the active player, the effect, then what it returns), by move class.
EFFECTS: dict[type, Callable[[State, Any], str]] = {
    DestructiveForces: destructive_forces,
    ThunderingElements: thundering_elements,
    DragonPatrol: dragon_patrol,
    EvilCurse: evil_curse,
    LongJourney: long_journey,
    AbandonTreasure: abandon_treasure,
    Wait: wait,
    Abandon: abandon,
}
