"""Dragomino on the phones (issue 24): a person's phone shows their island and, with the
spring variant, the two eggs they secretly look at (instead of the laptop's chooser behind
a hand-off), and keeps one of them. Placing dominoes stays on the laptop.

PRIVACY: `build_view` reads the game only through `state.view(seat)` (the engine
contract; it deals the other seats' spring eggs and the supplies again) and
`event_view(event, seat)`: the islands are public, the peeked eggs only the chooser's.
"""

from __future__ import annotations

from collections.abc import Sequence
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
    IllegalMove,
    move_from_json,
)

GAME_ID = "dragomino"
YOUR_TURN = N_("Your turn")
TURN_OF = N_("{name}'s turn")
KEEP = N_("Keep this egg")
BABY = N_("A baby dragon")
SHELL = N_("An empty shell")
PEEK_NOTE = N_("Look at the two eggs and keep one")
PLACE_ON_LAPTOP = N_("Place your domino on the laptop")


def _terrain(terrain: str) -> dict[str, str]:
    spec = TERRAINS[terrain]
    return {
        "terrain": terrain,
        "colour": spec.colour,
        "name": spec.name_de if get_language() == "de" else spec.name_en,
    }


def _egg_art(token: Any) -> str:
    if token.baby is not None:
        return f"/art/{GAME_ID}/baby_{token.terrain}_{token.baby}.svg"
    return f"/art/{GAME_ID}/shell_{token.terrain}.svg"


def build_view(state: GameState, seat: int, log: Sequence[Any], laptop: Laptop) -> dict[str, Any]:
    """The body of `seat`'s "view" frame (docs/PHONES.md, the Dragomino view)."""
    view = state.view(seat)  # everything below reads `view`, never `state`
    names = list(laptop.names)
    player = view.players[seat]
    squares = [
        {"x": x, "y": y, **_terrain(sq.terrain), "spring": sq.spring, "start": sq.is_start}
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
        "events": [],
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
