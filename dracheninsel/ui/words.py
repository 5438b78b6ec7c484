"""What the Die Dracheninsel table says: event lines, refusals, prompts, names of cards.

Pure text: no drawing, no table state. `describe(event, seat, ...)` is the one place an
event becomes a sentence, for the banner, the recaps on the hand-off card, and the replay;
what a seat may read depends on `seat` (the event is already `event_view`-ed for it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from common import theme
from common.i18n import N_, _
from dracheninsel.rules import data as D
from dracheninsel.rules import legal
from dracheninsel.rules.reactions import reaction_target
from dracheninsel.ui import cards
from dracheninsel.ui.moves import ev

# Which event kinds are a card being played (the card is public then).
CARD_EVENTS = {
    "flight": "foolhardy_flight",
    "destructive_forces": "destructive_forces",
    "thundering_elements": "thundering_elements",
    "dragon_patrol": "dragon_patrol",
    "evil_curse": "evil_curse",
    "long_journey": "long_journey",
    "unfaithful": "unfaithful",
}

#: A phone seat's step with a choice of card: the phone asks, the laptop's banner says so.
PAY_ON_PHONE = N_("{name}: choose the card on the phone")
# What the banner asks for while an action card picks its targets.
PICK_PROMPTS: dict[str, str] = {
    "destructive_forces": N_("Pick two neighbouring disks to swap"),
    "thundering_elements": N_("Pick any two disks to swap"),
    "dragon_patrol": N_("Pick a dragon, then the disk it flies to"),
    "foolhardy_flight": N_("Pick where your hunter lands"),
    "long_journey": N_("Pick a terrain card or drag it onto the island: its colour is free"),
    "fear_and_loathing": N_("Pick a hunter to send back to its boat"),
    "sneak_attack": N_("Pick a player to steal a card from"),
    "evil_curse": N_("Play Evil Curse?"),
}

#: The swap cards' banner once the first disk is picked (it glows): the second one now.
SWAP_SECOND_PROMPT = N_("Now pick the disk to swap it with")
SWAP_KINDS = ("destructive_forces", "thundering_elements")
#: Dragon Patrol's banner once the dragon is given (the only one, or the one picked): the
#: disks glow already, so "Pick a dragon, then ..." asked for a pick that was not there.
PATROL_DISK_PROMPT = N_("Pick the disk the dragon flies to")
#: ... and once the card was let go on a disk while two dragons stand on the island: either
#: may fly there, so the dragons glow and ask which one goes (the disk glows too).
PATROL_DRAGON_PROMPT = N_("Which dragon flies there? Pick one")

REFUSALS: dict[str, str] = {
    "answers_pending": N_("Wait: this card may still be answered."),
    "bad_target": N_("That is not a target for this card."),
    "blocked": N_("Something stands there."),
    "blocked_dragon": N_("A dragon is in the way."),
    "card_needed": N_("You need a terrain card of that colour (or your own colour)."),
    "card_not_in_hand": N_("That card is not in your hand."),
    "disk_occupied": N_("That disk is taken."),
    "dragon_off_board": N_("Bring the waiting dragon onto the island first."),
    "flight_blocked": N_("Foolhardy Flight can't land there: you may not enter that space."),
    "flight_from_boat": N_("Foolhardy Flight starts on the island, not from a boat."),
    "flight_not_in_line": N_(
        "Foolhardy Flight can't land there: it jumps over one space, in a straight line."
    ),
    "flight_onto_dragon": N_("Foolhardy Flight can't land there: a dragon sits on it."),
    "flight_over_dragon": N_("Foolhardy Flight can't land there: it never jumps over a dragon."),
    "game_over": N_("The game is over."),
    "landing_space": N_("Dragons may not land next to a boat."),
    "lone_bearer": N_("Alone you cannot carry the treasure."),
    "must_leave_site": N_("The pair has to leave the treasure site first."),
    "no_card_of_colour": N_("You have no terrain card of that colour."),
    "not_adjacent": N_("Only one step at a time."),
    "not_allowed_now": N_("That cannot be played now."),
    "not_your_turn": N_("It is not your turn."),
    "same_colour": N_("Those two disks have the same colour."),
    "wrong_card": N_("That card does not fit here."),
    "wrong_payment": N_("That card cannot pay for this space."),
    "wrong_phase": N_("Not now."),
}


#: Long Journey let go on a disk of a colour the hand holds no terrain card of: the drop
#: is refused (the rules play it together with a card of the colour it frees), in words
#: that name the card it needs, so the family knows what would have made it work.
JOURNEY_NEEDS_CARD = N_("{card} needs a {terrain} card: you have none")


def refusal_text(code: str) -> str:
    return _(REFUSALS.get(code, N_("That move is not allowed.")))


#: A colour inside a sentence ("costs a blue card"; German "eine Karte in Blau").
COLOUR_WORDS = (N_("red"), N_("yellow"), N_("green"), N_("blue"), N_("grey"), N_("brown"))
#: A step's price in words, by `legal.StepPrice.why` (play-test: the ~12 px chip said
#: neither "costs a blue card" nor "your own colour pays for anything"). {colour}: the
#: disk's colour, {own}: the mover's; {count}: how many cards of the disk's colour it holds.
PRICE_WORDS: dict[str, str] = {
    legal.PRICE_SITE: N_("Free: the treasure site"),
    legal.PRICE_BOAT: N_("Free: a boat costs nothing"),
    legal.PRICE_OWN: N_("Free: your own colour"),
    legal.PRICE_PARTNER: N_("Free: your partner's colour"),
    legal.PRICE_JOURNEY: N_("{card}: {colour} is free"),
    legal.PRICE_COLOUR: N_("Costs a {colour} card — you have one"),
    legal.PRICE_JOKER: N_("No {colour} card: your own {own} pays for anything"),
}
PRICE_COLOUR_MANY = N_("Costs a {colour} card — you have {count}")
#: A held Foolhardy Flight over a space it may land on.
FLIGHT_WORDS = N_("{card}: lands here, no terrain card needed")


def colour_word(colour: int) -> str:
    return _(COLOUR_WORDS[colour % len(COLOUR_WORDS)])


def price_words(price: legal.StepPrice, own: int, hand: list[int]) -> str:
    """What a step costs, in words, for the person whose `hand` it is (drawn only while
    that hand lies face up: the words name the cards in it)."""
    msgid = PRICE_WORDS.get(price.why, N_("free"))
    count = sum(1 for c in hand if D.CARD_COLOUR[c] == price.colour)
    if price.why == legal.PRICE_COLOUR and count > 1:
        msgid = PRICE_COLOUR_MANY
    return _(msgid).format(
        colour=colour_word(price.colour) if price.colour >= 0 else "",
        own=colour_word(own),
        count=count,
        card=card_label("long_journey"),
    )


def card_label(kind: str) -> str:
    names = D.CARD_NAMES.get(kind)
    if names is None:
        return kind
    from common.i18n import get_language

    return names.get(get_language(), names["en"])


def terrain_name(colour: int) -> str:
    """The landscape of a colour in the current language ("Farmland" / "Acker")."""
    return cards.card_name(cards.example_card(D.TERRAIN, colour))


def readable(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    luminance = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return theme.darken(rgb, 0.5 if luminance > 150 else 0.2)


@dataclass
class Line:
    """A banner line, translated when drawn so a language switch re-labels it."""

    text: Callable[[], str]
    colour: tuple[int, int, int]
    age: float = 0.0


def say(msgid: str, **args: object) -> Callable[[], str]:
    def text() -> str:
        values = {key: value() if callable(value) else value for key, value in args.items()}
        return _(msgid).format(**values)

    return text


#: A take-back's line: the table's banner (takeback.py) and the phones' "what happened".
TAKEN_BACK = N_("{name} takes the last action back")

#: The same sentences with the seat called "You" (the guided game's learner) as their
#: subject: "You swaps 2 cards" / "Du tauscht" would be wrong in both languages.
SECOND_PERSON: dict[str, str] = {
    "{name} plays {card}": N_("You play {card}"),
    "{name} moves": N_("You move"),
    "{name} pushes {other} out of the pair": N_("You push {other} out of the pair"),
    "{name} waits at the treasure": N_("You wait at the treasure"),
    "{name} has to go back to the boat": N_("You have to go back to the boat"),
    "{name} gets {value}": N_("You get {value}"),
    "{name} takes both coins ({value})!": N_("You take both coins ({value})!"),
    "{name}'s last action is undone": N_("Your last action is undone"),
    "{name} swaps {count} cards": N_("You swap {count} cards"),
    "{name} draws a card": N_("You draw a card"),
    "{name} draws {count} cards": N_("You draw {count} cards"),
    "{name} swaps {cards}": N_("You swap {cards}"),
    "{name} takes {card} from {victim}": N_("You take {card} from {victim}"),
    "{name} takes a card from {victim}": N_("You take a card from {victim}"),
    "{name}'s turn": N_("Your turn"),
    "{name}'s action": N_("Your action"),
    "{name} starts": N_("You start"),
    "{name} wins with {score}!": N_("You win with {score}!"),
    "{a} and {b} carry the treasure": N_("You and {b} carry the treasure"),
    "{name}: drag your hunter or play a card": N_("Drag your hunter or play a card"),
    "{name}: move the pair off the treasure site": N_("Move the pair off the treasure site"),
    "{name}: alone with the treasure: wait for a partner or play a card": N_(
        "Alone with the treasure: wait for a partner or play a card"
    ),
    "{name}: free this turn: {terrain}": N_("Free this turn: {terrain}"),
    "{name} takes the last action back": N_("You take the last action back"),
    "{name} moves {count} steps": N_("You move {count} steps"),
    "{name} plays {card} and moves": N_("You play {card} and move"),
    "{name} plays {card} and moves {count} steps": N_("You play {card} and move {count} steps"),
    "{name} carries the treasure one step": N_("You carry the treasure one step"),
    "{name} carries the treasure {count} steps": N_("You carry the treasure {count} steps"),
    "{name} plays {card} and carries the treasure one step": N_(
        "You play {card} and carry the treasure one step"
    ),
    "{name} plays {card} and carries the treasure {count} steps": N_(
        "You play {card} and carry the treasure {count} steps"
    ),
    "{name} plays {card} on {target}": N_("You play {card} on {target}"),
    "{name}'s {card} is stopped": N_("Your {card} is stopped"),
    "{name} plays {card}: {terrain} is free": N_("You play {card}: {terrain} is free"),
}
#: ... and with "You" as their object (German needs "dir" / "dich", not "Du").
YOU_AS_OBJECT: dict[str, str] = {
    "{name} takes {card} from {victim}": N_("{name} takes {card} from you"),
    "{name} takes a card from {victim}": N_("{name} takes a card from you"),
    "{name} pushes {other} out of the pair": N_("{name} pushes you out of the pair"),
    "{name} plays {card} on {target}": N_("{name} plays {card} on you"),
}


#: An exchange names up to this many discarded cards ("Anna swaps Forest and Water"; the
#: rules reveal them and they lie face up on the discard pile) if their names take at most
#: SWAP_NAMES_CHARS; else it folds to a count ("Anna swaps 3 cards"), so the line keeps the
#: hand-off card's full text size (three long action-card names shrank it from 24 to 16 pt).
SWAP_NAMED = 3
SWAP_NAMES_CHARS = 40


def phrase(msgid: str, *, subject_is_you: bool = False, object_is_you: bool = False) -> str:
    """`msgid` translated, in the second person where its subject (or else its object) is
    the seat called "You"; a hot-seat table has no such seat and keeps the names."""
    if subject_is_you:
        msgid = SECOND_PERSON.get(msgid, msgid)
    elif object_is_you:
        msgid = YOU_AS_OBJECT.get(msgid, msgid)
    return _(msgid)


def describe(
    event: Any,
    seat: int,
    name_of: Callable[[int], str],
    seats: int,
    you: int | None = None,
    active: int | None = None,
) -> str:
    """One line about an event for seat `seat` (-1: public); '' if not worth a line.
    `you`: the seat called "You" (the guide's learner), whose lines are in the second person.
    `active`: whose turn it was, if known: a Sweet Slumber always hits that player (a
    public fact the engine's event leaves out), so its line can say on whom."""
    kind = event.kind
    actor = event.seat if hasattr(event, "seat") else -1
    name = name_of(actor) if 0 <= actor < seats else ""

    def say_of(msgid: str, subject: int = actor, target: int = -1) -> str:
        return phrase(
            msgid,
            subject_is_you=you is not None and subject == you,
            object_is_you=you is not None and target == you,
        )

    card_kind = CARD_EVENTS.get(kind) or (
        str(ev(event, "card_kind")) if kind == "card_played" else None
    )
    target = ev(event, "target") if kind == "card_played" else None
    if card_kind is not None and target is None:
        target = reaction_target(card_kind, active)
    if (
        card_kind is not None
        and isinstance(target, int)
        and 0 <= target < seats
        and target != actor
    ):
        return say_of(N_("{name} plays {card} on {target}"), target=target).format(
            name=name, card=card_label(card_kind), target=name_of(target)
        )
    if card_kind is not None:
        return say_of("{name} plays {card}").format(name=name, card=card_label(card_kind))
    if kind == "step":
        return say_of("{name} moves").format(name=name)
    if kind == "pair_formed":
        first, second = (int(s) for s in ev(event, "partners"))
        if second == you:  # "You and ..." rather than "... and You"
            first, second = second, first
        return say_of("{a} and {b} carry the treasure", first).format(
            a=name_of(first), b=name_of(second)
        )
    if kind == "partner_replaced":
        replaced = int(ev(event, "replaced"))
        return say_of("{name} pushes {other} out of the pair", target=replaced).format(
            name=name, other=name_of(replaced)
        )
    if kind == "waits_on_site":
        return say_of("{name} waits at the treasure").format(name=name)
    if kind == "sent_home":
        target = int(ev(event, "target"))
        return say_of("{name} has to go back to the boat", target).format(name=name_of(target))
    if kind == "treasure_collected":
        return _collected_text(event, name_of, say_of)
    if kind == "treasure_removed":
        return _("The treasure is lost")
    if kind == "slumbered":
        target = int(ev(event, "target"))
        return say_of("{name}'s last action is undone", target).format(name=name_of(target))
    if kind == "countered":
        countered = ev(event, "card")
        if not 0 <= actor < seats or countered is None:
            return _("Countered!")
        return say_of(N_("{name}'s {card} is stopped")).format(
            name=name, card=cards.card_name(int(countered))
        )
    if kind == "coins_placed":
        return _("New treasure: {value}").format(value=ev(event, "value"))
    if kind == "card_taken":
        victim = int(ev(event, "victim"))
        card = ev(event, "card")
        if card is not None and seat in (victim, actor):
            return say_of("{name} takes {card} from {victim}", target=victim).format(
                name=name, card=cards.card_name(int(card)), victim=name_of(victim)
            )
        return say_of("{name} takes a card from {victim}", target=victim).format(
            name=name, victim=name_of(victim)
        )
    if kind == "exchange" and ev(event, "cards"):
        swapped = [int(c) for c in ev(event, "cards")]
        names = join_names(counted([cards.card_name(c) for c in swapped]))
        if len(swapped) <= SWAP_NAMED and len(names) <= SWAP_NAMES_CHARS:  # public: revealed
            return say_of(N_("{name} swaps {cards}")).format(name=name, cards=names)
        return say_of("{name} swaps {count} cards").format(name=name, count=len(swapped))
    if kind == "turn_start":
        return say_of("{name}'s turn").format(name=name)
    return ""


def duel_round(duel: Any) -> int:
    """The Unfaithful duel's round: 1 until someone plays Unfaithful, then one more per card
    (a public count: every Unfaithful lies face up)."""
    return 1 + (int(duel.count) if duel is not None else 0)


def _collected_text(event: Any, name_of: Callable[[int], str], say_of: Callable[..., str]) -> str:
    """How a delivery ended, said as its result: "Anna takes both coins (700)!" after an
    Unfaithful won the duel, else "One coin each: Anna gets 300, Jörg gets 400" (a duel's
    end was not said at all; family play-test, issue 27 finding 11)."""
    gains = {int(k): list(v) for k, v in dict(ev(event, "gains") or {}).items()}
    if len(gains) == 1:
        ((winner, coins),) = gains.items()
        return say_of(N_("{name} takes both coins ({value})!"), winner).format(
            name=name_of(winner), value=sum(D.COIN_VALUE[c] for c in coins)
        )
    parts = [
        say_of("{name} gets {value}", gainer).format(
            name=name_of(gainer), value=sum(D.COIN_VALUE[c] for c in coins)
        )
        for gainer, coins in gains.items()
    ]
    return _("One coin each: {gains}").format(gains=", ".join(parts))


#: Cards whose whole effect is on the board: a recap folds them into the mover's line.
BOARD_CARDS = frozenset(
    (
        "foolhardy_flight",
        "destructive_forces",
        "thundering_elements",
        "dragon_patrol",
        "long_journey",
    )
)


@dataclass
class _Run:
    """One seat's steps and board cards with no other line between them."""

    actor: int
    cards: list[str]
    steps: int = 0
    carries: bool = False  # its steps carried the treasure (the mover was in a pair)


def counted(names: list[str]) -> list[str]:
    """Equal names once each, with their number: ["Volcano", "Volcano", "Desert"] ->
    ["2 × Volcano", "Desert"] (the same in both languages)."""
    tally: dict[str, int] = {}
    for name in names:
        tally[name] = tally.get(name, 0) + 1
    return [name if n == 1 else f"{n} × {name}" for name, n in tally.items()]


def join_names(names: list[str]) -> str:
    """'A', 'A and B', 'A, B and C' in the current language."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


#: A run's line by (its steps carried the treasure, it played cards, one step or more).
RUN_TEXTS: dict[tuple[bool, bool, bool], str] = {
    (False, False, True): N_("{name} moves"),
    (False, False, False): N_("{name} moves {count} steps"),
    (False, True, True): N_("{name} plays {card} and moves"),
    (False, True, False): N_("{name} plays {card} and moves {count} steps"),
    (True, False, True): N_("{name} carries the treasure one step"),
    (True, False, False): N_("{name} carries the treasure {count} steps"),
    (True, True, True): N_("{name} plays {card} and carries the treasure one step"),
    (True, True, False): N_("{name} plays {card} and carries the treasure {count} steps"),
}


def _run_text(run: _Run, name_of: Callable[[int], str], you: int | None) -> str:
    cards_text = join_names(counted([card_label(kind) for kind in run.cards]))
    if run.steps == 0:
        msgid = N_("{name} plays {card}")
    else:
        msgid = RUN_TEXTS[run.carries, bool(run.cards), run.steps == 1]
    text = phrase(msgid, subject_is_you=you is not None and run.actor == you)
    return text.format(name=name_of(run.actor), card=cards_text, count=run.steps)


def _stopped_text(
    event: Any, countered_by: int, name_of: Callable[[int], str], you: int | None
) -> str:
    """'Jörg stops Anna's Sneak Attack with Counter Magic' (one line for two events)."""
    victim = event.seat
    msgid = N_("{name} stops {victim}'s {card} with Counter Magic")
    if you is not None and countered_by == you:
        msgid = N_("You stop {victim}'s {card} with Counter Magic")
    elif you is not None and victim == you:
        msgid = N_("{name} stops your {card} with Counter Magic")
    card = cards.card_name(int(event.card))
    return _(msgid).format(name=name_of(countered_by), victim=name_of(victim), card=card)


def recap_lines(
    events: list[Any],
    seat: int,
    name_of: Callable[[int], str],
    seats: int,
    you: int | None = None,
    limit: int | None = None,
    active: int | None = None,
    carried: Callable[[Any], bool] | None = None,
) -> list[str]:
    """What happened, in as few lines as the hand-off card needs (`limit`: its room).
    `active`: whose turn it was at the first event (later turns start with their own
    `turn_start`), so a Sweet Slumber's line names whom it hit. `carried`: whether a step
    event carried the treasure (its mover was in a pair; the table knows, the event does
    not), so the line says "carries the treasure 2 steps" and not "moves 2 steps".

    The events are already `event_view`-ed for `seat`. A seat's steps and board cards in a
    row become one line ("Anna plays Long Journey and moves 3 steps"); a Counter Magic and
    what it stopped become one line; a "{name}'s turn" line stays only for a turn that
    shows nothing else, and not at all for `seat`'s own turn that is starting now (the
    hand-off card says so already). Over `limit`, lines of plain steps go first (the board
    shows where everyone stands), then the oldest.
    """
    entries: list[_Run | tuple[str, int, str]] = []  # runs, ("turn"|"line"|"cm", actor, text)
    run: _Run | None = None
    for event in events:
        kind = event.kind
        actor = event.seat if hasattr(event, "seat") else -1
        card = CARD_EVENTS.get(kind)
        if kind == "step" or card in BOARD_CARDS:
            carries = kind == "step" and carried is not None and carried(event)
            changed = kind == "step" and run is not None and run.steps and run.carries != carries
            if run is None or run.actor != actor or changed:
                run = _Run(actor, [])
                entries.append(run)
            if kind == "step":
                run.steps += 1
                run.carries = carries
            elif card is not None:
                run.cards.append(card)
            continue
        last = entries[-1] if entries else None
        if kind == "countered" and isinstance(last, tuple) and last[0] == "cm":
            entries[-1] = ("line", last[1], _stopped_text(event, last[1], name_of, you))
            run = None
            continue
        if kind == "turn_start":
            active = actor
        text = describe(event, seat, name_of, seats, you, active)
        if not text:
            continue
        tag = "line"
        if kind == "turn_start":
            tag = "turn"
        elif kind == "card_played" and ev(event, "card_kind") == "counter_magic":
            tag = "cm"
        entries.append((tag, actor, text))
        run = None
    shown: list[tuple[bool, str]] = []  # (only steps, text)
    for index, entry in enumerate(entries):
        if isinstance(entry, _Run):
            shown.append((not entry.cards, _run_text(entry, name_of, you)))
            continue
        tag, actor, text = entry
        if tag == "turn":
            rest = entries[index + 1 :]
            shows_more = bool(rest) and not (isinstance(rest[0], tuple) and rest[0][0] == "turn")
            if shows_more or (not rest and actor == seat):
                continue
        shown.append((False, text))
    while limit is not None and len(shown) > limit:
        steps_only = next((k for k, (only, _t) in enumerate(shown) if only), 0)
        del shown[steps_only]
    return [text for _only, text in shown]
