"""Dragomino on the phones (issue 24): a person's phone shows their island and, with the
spring variant, the two eggs they secretly look at (instead of the laptop's chooser behind
a hand-off), and keeps one of them. Placing dominoes stays on the laptop.

PRIVACY: `build_view` reads the game only through `state.view(seat)` (the engine
contract; it deals the other seats' spring eggs and the supplies again) and
`event_view(event, seat)`: the islands are public, the peeked eggs only the chooser's.
The lines of "what happened" (`event_lines`) never name a peeked egg, not even to the
chooser (the peek panel shows those): only the egg kept, once it lies on the island for
everyone to see.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from common.i18n import N_, _, get_language
from common.remote import protocol as P
from common.remote.desk import GameDesk, Laptop
from dragomino.rules import GameState
from dragomino.rules.data import TERRAINS
from dragomino.rules.model import (
    MALFORMED,
    PHASE_GAME_OVER,
    PHASE_SPRING_CHOICE,
    ChooseSpringEgg,
    DominoPlaced,
    EggReturned,
    EggRevealed,
    EggSupplyEmpty,
    Event,
    GameEnded,
    IllegalMove,
    MotherDragonMoved,
    RoundStarted,
    SpringOffered,
    event_view,
    move_from_json,
)

GAME_ID = "dragomino"
SPRING_ART = f"/art/{GAME_ID}/spring.svg"
YOUR_TURN = N_("Your turn")
TURN_OF = N_("{name}'s turn")
KEEP = N_("Keep this egg")
BABY = N_("A baby dragon")
SHELL = N_("An empty shell")
PEEK_NOTE = N_("Look at the two eggs and keep one")
PLACE_ON_LAPTOP = N_("Place your domino on the laptop")

#: Lines of "what happened" a phone shows (the newest last), and the events looked at for
#: them (a turn makes two to six events, most of them no line).
EVENTS_SHOWN = 8
EVENTS_SCANNED = 60
#: Where an egg lies, by its land: the lines say "in the desert", "im Schnee".
WHERE = {
    "DESERT": N_("in the desert"),
    "SNOW": N_("in the snow"),
    "PRAIRIE": N_("on the prairie"),
    "FOREST": N_("in the forest"),
    "MOUNTAIN": N_("in the mountains"),
    "VOLCANO": N_("in the volcano"),
}
#: The lines, each as said of another seat and to the phone's own seat ("You ...").
LINES = {
    "placed": (N_("{name} places a domino"), N_("You place a domino")),
    "baby": (N_("{name} finds a baby dragon {where}!"), N_("You find a baby dragon {where}!")),
    "shell": (N_("{name} finds an empty shell {where}"), N_("You find an empty shell {where}")),
    "peek": (N_("{name} peeks at two eggs {where}"), N_("You peek at two eggs {where}")),
    "kept_baby": (N_("{name} keeps an egg: a baby dragon!"), N_("You keep an egg: a baby dragon!")),
    "kept_shell": (
        N_("{name} keeps an egg: an empty shell"),
        N_("You keep an egg: an empty shell"),
    ),
    "returned": (N_("{name} puts the other egg back"), N_("You put the other egg back")),
    "mother": (N_("The mother dragon flies to {name}"), N_("The mother dragon flies to you")),
    "won": (N_("{name} wins!"), N_("You win!")),
}
NO_EGGS = N_("No more eggs {where}")
ROUND_BEGINS = N_("Round {round} begins")
WIN_TOGETHER = N_("{names} and {last} win together!")


def _terrain(terrain: str) -> dict[str, str]:
    spec = TERRAINS[terrain]
    return {
        "terrain": terrain,
        "colour": spec.colour,
        "name": spec.name_de if get_language() == "de" else spec.name_en,
        "art": f"/art/{GAME_ID}/terrain_{terrain}.svg",  # the laptop's tile: its picture
    }


def _egg_art(token: Any) -> str:
    if token.baby is not None:
        return f"/art/{GAME_ID}/baby_{token.terrain}_{token.baby}.svg"
    return f"/art/{GAME_ID}/shell_{token.terrain}.svg"


def describe(event: Event, seat: int, name_of: Callable[[int], str], peeking: int | None) -> str:
    """One short line about `event` as `seat` sees it ('' for none). `peeking`: the seat
    that looked at two spring eggs and has not kept one yet (its egg is "kept", not found)."""

    def line(key: str, who: int, **more: str) -> str:
        other, you = LINES[key]
        return _(you if who == seat else other).format(name=name_of(who), **more)

    if isinstance(event, DominoPlaced):
        return line("placed", event.player)
    if isinstance(event, EggRevealed):
        if event.player == peeking:
            return line("kept_baby" if event.baby else "kept_shell", event.player)
        where = _(WHERE[event.token.terrain])
        return line("baby" if event.baby else "shell", event.player, where=where)
    if isinstance(event, SpringOffered):  # the eggs themselves only on the peek panel
        return line("peek", event.player, where=_(WHERE[event.terrain]))
    if isinstance(event, EggReturned):
        return line("returned", event.player)
    if isinstance(event, EggSupplyEmpty):
        return _(NO_EGGS).format(where=_(WHERE[event.terrain]))
    if isinstance(event, MotherDragonMoved):
        return line("mother", event.to_player)
    if isinstance(event, RoundStarted) and event.round > 1:  # the first: the game begins
        return _(ROUND_BEGINS).format(round=event.round)
    if isinstance(event, GameEnded) and len(event.winners) == 1:
        return line("won", event.winners[0])
    if isinstance(event, GameEnded) and event.winners:
        names = [name_of(s) for s in event.winners]
        return _(WIN_TOGETHER).format(names=", ".join(names[:-1]), last=names[-1])
    return ""


def event_lines(log: Sequence[Event], seat: int, name_of: Callable[[int], str]) -> list[str]:
    """The last lines of what happened, oldest first, each from `event_view(event, seat)`."""
    lines: list[str] = []
    peeking: int | None = None
    for event in log[-EVENTS_SCANNED:]:
        seen = event_view(event, seat)
        text = describe(seen, seat, name_of, peeking)
        if isinstance(seen, SpringOffered):
            peeking = seen.player
        elif isinstance(seen, EggRevealed | EggReturned):
            peeking = None
        if text:
            lines.append(text)
    return lines[-EVENTS_SHOWN:]


def build_view(state: GameState, seat: int, log: Sequence[Any], laptop: Laptop) -> dict[str, Any]:
    """The body of `seat`'s "view" frame (docs/PHONES.md, the Dragomino view)."""
    view = state.view(seat)  # everything below reads `view`, never `state`
    names = list(laptop.names)

    def name_of(s: int) -> str:
        return names[s] if 0 <= s < len(names) else "?"

    player = view.players[seat]
    squares = [
        {
            "x": x,
            "y": y,
            **_terrain(sq.terrain),
            "spring": sq.spring,
            "spring_art": SPRING_ART if sq.spring else None,
            "start": sq.is_start,
        }
        for (x, y), sq in sorted(player.island.items())
    ]
    eggs = [
        {
            "a": list(a),
            "b": list(b),
            "terrain": token.terrain,
            "baby": token.baby is not None,
            "art": _egg_art(token),
        }
        for (a, b), token in sorted(player.eggs.items())
    ]
    current = view.current_player
    offer = view.spring_offer
    peek = None
    can: list[P.CanItem] = []
    if view.phase == PHASE_SPRING_CHOICE and offer is not None and offer.player == seat:
        options = []
        for index, token in enumerate(offer.options):
            options.append(
                {
                    "baby": token.baby is not None,
                    "label": _(BABY if token.baby is not None else SHELL),
                    "art": _egg_art(token),
                }
            )
            can.append(
                {
                    "label": _(KEEP),
                    "move": ChooseSpringEgg(index).to_json(),
                    "style": "main",
                }
            )
        peek = {**_terrain(offer.connection.terrain), "options": options}
    scores = view.scores()
    over = view.phase == PHASE_GAME_OVER
    if over:
        headline = _(P.PAGE_TEXTS["game_over"])
    elif current == seat:
        headline = _(YOUR_TURN)
    else:
        headline = _(TURN_OF).format(name=names[current] if current is not None else "?")
    note = laptop.note.get(seat)
    if note is None and peek is not None:
        note = _(PEEK_NOTE)
    elif note is None and current == seat and not over:
        note = _(PLACE_ON_LAPTOP)
    return {
        "game": GAME_ID,
        "seat": seat,
        "headline": headline,
        "your_turn": current == seat and not over,
        "players": [
            {
                "seat": s,
                "name": names[s] if s < len(names) else "?",
                "colour": laptop.colours[s] if s < len(laptop.colours) else "#808080",
                "score": scores[s],
                "computer": bool(laptop.computers[s]) if s < len(laptop.computers) else False,
                "phone": bool(laptop.phones[s]) if s < len(laptop.phones) else False,
            }
            for s in range(len(view.players))
        ],
        "island": {"squares": squares, "eggs": eggs},
        "peek": peek,
        "can": can,
        "events": event_lines(log, seat, name_of),
        "note": note,
        "window": None,
        "over": {"winners": list(view.final_winners), "scores": scores} if over else None,
        "step": laptop.step,
    }


@dataclass(frozen=True)
class PhoneMove:
    seat: int
    ref: int
    move: ChooseSpringEgg


@dataclass(frozen=True)
class PhoneRefusal:
    seat: int
    ref: int
    code: str
    reason: str


def read(
    state: GameState, seat: int, msg: P.Incoming, rev: int, laptop: Laptop
) -> PhoneMove | PhoneRefusal | None:
    """A phone may only keep one of the eggs it looks at; anything else is refused."""
    if isinstance(msg, P.PingMsg):
        return None
    ref = msg.ref

    def no(code: str) -> PhoneRefusal:
        return PhoneRefusal(seat, ref, code, _(P.REFUSALS[code]))

    if not isinstance(msg, P.MoveMsg):
        return no("not_now")
    if msg.rev != rev:
        return no("stale")
    try:
        move = move_from_json(msg.move)
    except IllegalMove as refused:
        return no("bad_field" if refused.code == MALFORMED else "not_now")
    offer = state.spring_offer
    if (
        not isinstance(move, ChooseSpringEgg)
        or state.phase != PHASE_SPRING_CHOICE
        or offer is None
        or offer.player != seat
    ):
        return no("not_now")
    try:
        state.check(move)
    except IllegalMove:
        return no("not_now")
    return PhoneMove(seat, ref, move)


class DragominoDesk(GameDesk):
    def __init__(self, sessions: Any, laptop: Laptop) -> None:
        super().__init__(sessions, laptop, build_view, read)
        self.laptop: Laptop = laptop
