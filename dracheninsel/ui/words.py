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

# What the banner asks for while an action card picks its targets.
PICK_PROMPTS: dict[str, str] = {
    "destructive_forces": N_("Pick two neighbouring disks to swap"),
    "thundering_elements": N_("Pick any two disks to swap"),
    "dragon_patrol": N_("Pick a dragon, then the disk it flies to"),
    "foolhardy_flight": N_("Pick where your hunter lands"),
    "long_journey": N_("Pick a terrain card: its colour is free this turn"),
    "fear_and_loathing": N_("Pick a hunter to send back to its boat"),
    "sneak_attack": N_("Pick a player to steal a card from"),
    "evil_curse": N_("Play Evil Curse?"),
}

REFUSALS: dict[str, str] = {
    "bad_target": N_("That is not a target for this card."),
    "blocked": N_("Something stands there."),
    "blocked_dragon": N_("A dragon is in the way."),
    "card_needed": N_("You need a terrain card of that colour (or your own colour)."),
    "card_not_in_hand": N_("That card is not in your hand."),
    "disk_occupied": N_("That disk is taken."),
    "dragon_off_board": N_("Bring the waiting dragon onto the island first."),
    "game_over": N_("The game is over."),
    "landing_space": N_("Dragons may not land next to a boat."),
    "lone_bearer": N_("Alone you cannot carry the treasure."),
    "must_leave_site": N_("The pair has to leave the treasure site first."),
    "not_adjacent": N_("Only one step at a time."),
    "not_allowed_now": N_("That cannot be played now."),
    "not_your_turn": N_("It is not your turn."),
    "same_colour": N_("Those two disks have the same colour."),
    "wrong_card": N_("That card does not fit here."),
    "wrong_payment": N_("That card cannot pay for this space."),
    "wrong_phase": N_("Not now."),
}


def refusal_text(code: str) -> str:
    return _(REFUSALS.get(code, N_("That move is not allowed.")))


def card_label(kind: str) -> str:
    names = D.CARD_NAMES.get(kind)
    if names is None:
        return kind
    from common.i18n import get_language

    return names.get(get_language(), names["en"])


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


#: The same sentences with the seat called "You" (the guided game's learner) as their
#: subject: "You swaps 2 cards" / "Du tauscht" would be wrong in both languages.
SECOND_PERSON: dict[str, str] = {
    "{name} plays {card}": N_("You play {card}"),
    "{name} moves": N_("You move"),
    "{name} pushes {other} out of the pair": N_("You push {other} out of the pair"),
    "{name} waits at the treasure": N_("You wait at the treasure"),
    "{name} has to go back to the boat": N_("You have to go back to the boat"),
    "{name} gets {value}": N_("You get {value}"),
    "{name}'s last action is undone": N_("Your last action is undone"),
    "{name} swaps {count} cards": N_("You swap {count} cards"),
    "{name} takes {card} from {victim}": N_("You take {card} from {victim}"),
    "{name} takes a card from {victim}": N_("You take a card from {victim}"),
    "{name}'s turn": N_("Your turn"),
    "{name}'s action": N_("Your action"),
    "{name} starts": N_("You start"),
    "{name} wins with {score}!": N_("You win with {score}!"),
    "{a} and {b} carry the treasure": N_("You and {b} carry the treasure"),
    "{name}: drag your hunter or play a card": N_("Drag your hunter or play a card"),
}
#: ... and with "You" as their object (German needs "dir" / "dich", not "Du").
YOU_AS_OBJECT: dict[str, str] = {
    "{name} takes {card} from {victim}": N_("{name} takes {card} from you"),
    "{name} takes a card from {victim}": N_("{name} takes a card from you"),
    "{name} pushes {other} out of the pair": N_("{name} pushes you out of the pair"),
}


def phrase(msgid: str, *, subject_is_you: bool = False, object_is_you: bool = False) -> str:
    """`msgid` translated, in the second person where its subject (or else its object) is
    the seat called "You"; a hot-seat table has no such seat and keeps the names."""
    if subject_is_you:
        msgid = SECOND_PERSON.get(msgid, msgid)
    elif object_is_you:
        msgid = YOU_AS_OBJECT.get(msgid, msgid)
    return _(msgid)


def describe(
    event: Any, seat: int, name_of: Callable[[int], str], seats: int, you: int | None = None
) -> str:
    """One line about an event for seat `seat` (-1: public); '' if not worth a line.
    `you`: the seat called "You" (the guide's learner), whose lines are in the second person."""
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
        parts = []
        for gainer, coins in dict(ev(event, "gains") or {}).items():
            value = sum(D.COIN_VALUE[c] for c in coins)
            parts.append(
                say_of("{name} gets {value}", int(gainer)).format(
                    name=name_of(int(gainer)), value=value
                )
            )
        return ", ".join(parts)
    if kind == "treasure_removed":
        return _("The treasure is lost")
    if kind == "slumbered":
        target = int(ev(event, "target"))
        return say_of("{name}'s last action is undone", target).format(name=name_of(target))
    if kind == "countered":
        return _("Countered!")
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
        return say_of("{name} swaps {count} cards").format(name=name, count=len(ev(event, "cards")))
    if kind == "turn_start":
        return say_of("{name}'s turn").format(name=name)
    return ""
