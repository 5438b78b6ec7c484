"""A seeded four-seat Die Dracheninsel game with two people on phones and two computers,
for the phone page's end-to-end test (test_phone_game.py) and its seed search.

The person behind a phone decides like a computer player (from their own view); `way_for`
says how that decision is made on the page — which button, which card — and which move the
game then applies (what the page sends, e.g. a payment of that colour as the laptop offers
it). The laptop's side (steps dragged there, targets picked there, the computers) is applied
directly, as the table would. The same function drives the pure simulation (`simulate`,
seed search) and the browser game, so a seed found here plays the same way in Chromium.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from dracheninsel.ai import choose_move
from dracheninsel.remote import ANSWER_KINDS, TARGET_KINDS, Laptop, build_view
from dracheninsel.rules import GameConfig, State, new_game
from dracheninsel.rules import data as D
from dracheninsel.rules.moves import Move, Pass, move_from_json
from dracheninsel.rules.state import OVER

NAMES = ["Anna", "Jörg", "Computer A", "Computer B"]
COLOURS = ["#c83828", "#e6be3c", "#3c9646", "#326ec8"]
PHONES = (0, 1)
COMPUTERS = (2, 3)
LEVEL = "easy"
MAX_MOVES = 3000
#: What the phones must have done in the acceptance game (issue 24).
COVERAGE = frozenset(
    {"pay", "play", "counter_magic", "sweet_slumber", "unfaithful", "exchange", "pass", "end_turn"}
)


def laptop() -> Laptop:
    return Laptop(names=NAMES, colours=COLOURS, computers=[s in COMPUTERS for s in range(4)])


@dataclass
class Way:
    """How a phone's person does `applied` on the page.

    how: "laptop" (not on the phone), "pass" (Go on), "pay" (a card in the pay panel),
    "play" (a card's sheet, its play button; the target then on the laptop), "bar" (a
    button in the bottom bar), "window" (an answer button in the window panel), "sheet"
    (the `index`-th button of `kind` on `card`'s sheet), "exchange" (pick `cards`, confirm).
    """

    how: str
    applied: Move
    kind: str = ""
    card: int | None = None
    index: int = 0
    cards: tuple[int, ...] = ()
    pay_options: list[Move] = field(default_factory=list)


def way_for(state: State, seat: int, move: Move, log: Sequence[Any], desk_laptop: Laptop) -> Way:
    kind = move.kind
    if kind == "pass":
        return Way("pass", Pass(seat), kind)
    if kind == "step":
        options = [
            m
            for m in state.legal_moves(seat)
            if m.kind == "step" and m.cell == move.cell and m.target == move.target
        ]
        colours = {D.CARD_COLOUR[m.card] for m in options if m.card is not None}
        if len(colours) < 2 or move.card is None:
            return Way("laptop", move, kind)
        desk_laptop.pay[seat] = options
        view = build_view(state, seat, log, desk_laptop)
        item = next(
            i
            for i in view["can"]
            if i.get("style") == "pay" and D.CARD_COLOUR[i["card"]] == D.CARD_COLOUR[move.card]
        )
        return Way("pay", move_from_json(item["move"]), "pay", item["card"], pay_options=options)
    if kind in TARGET_KINDS:
        return Way("play", move, "play", move.card)
    if kind == "exchange":
        cards = tuple(sorted(move.cards))
        return Way(
            "exchange", move_from_json({**move.to_json(), "cards": list(cards)}), kind, cards=cards
        )
    if kind in ("end_turn", "abandon_treasure", "wait", "abandon"):
        return Way("bar", move, kind)
    view = build_view(state, seat, log, desk_laptop)
    if kind in ANSWER_KINDS:
        item = next(
            i for i in view["can"] if i.get("style") == "answer" and i["move"]["kind"] == kind
        )
        return Way("window", move_from_json(item["move"]), kind, item["card"])
    if kind == "evil_curse":
        return Way("sheet", move, kind, move.card)
    if kind == "long_journey":
        journeys = [i for i in view["can"] if (i.get("move") or {}).get("kind") == kind]
        colour = D.CARD_COLOUR[move.card2]
        index = next(
            n for n, i in enumerate(journeys) if D.CARD_COLOUR[i["move"]["card2"]] == colour
        )
        chosen = {**journeys[index]["move"], "card": move.card}
        return Way("sheet", move_from_json(chosen), kind, move.card, index)
    raise AssertionError(f"a phone cannot do {kind}")


@dataclass
class Game:
    """The laptop's side of the game: the state, the log, the computers' and people's
    decisions (one seeded RNG, in move order)."""

    seed: int
    here_after: int | None = None  # move count at which seat 1 goes back to the laptop
    state: State = field(init=False)
    rng: random.Random = field(init=False)
    log: list[Any] = field(default_factory=list)
    laptop: Laptop = field(default_factory=laptop)
    moves: int = 0
    done: set[str] = field(default_factory=set)  # what the phones did (COVERAGE)
    phone_actions: dict[int, int] = field(default_factory=lambda: {s: 0 for s in PHONES})
    here: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.state = new_game(GameConfig(seats=("R", "Y", "G", "B"), auto_pass=False), self.seed)
        self.rng = random.Random(self.seed)

    @property
    def over(self) -> bool:
        return self.state.phase == OVER or self.moves >= MAX_MOVES

    def on_phone(self, seat: int) -> bool:
        return seat in PHONES and seat not in self.here

    def next_way(self) -> tuple[int, Way]:
        """Who acts now and how (the laptop's pay choice is set when one is asked)."""
        if self.here_after is not None and self.moves >= self.here_after:
            self.here.add(1)
        seat = self.state.actor()
        assert seat is not None
        move = choose_move(self.state.view(seat), seat, LEVEL, self.rng)
        if not self.on_phone(seat):
            return seat, Way("laptop", move, move.kind)
        return seat, way_for(self.state, seat, move, self.log, self.laptop)

    def apply(self, seat: int, way: Way) -> None:
        if way.how != "laptop":
            self.done.add(way.kind if way.how != "window" else way.applied.kind)
            self.phone_actions[seat] += 1
        self.log += self.state.apply(way.applied)
        self.moves += 1
        self.laptop.step = self.moves
        self.laptop.pay.clear()
        self.laptop.note.clear()


def simulate(seed: int, here_after: int | None = None) -> Game:
    game = Game(seed, here_after)
    while not game.over:
        seat, way = game.next_way()
        game.apply(seat, way)
    return game


def find_seeds(
    seeds: range, here_after: int | None, say: Callable[[str], None] = print
) -> list[int]:
    """Seeds whose game covers COVERAGE through the phones and ends (the search is run by
    hand from the repository: `python -m tests.remote.phone_game [HERE_AFTER]`)."""
    good = []
    for seed in seeds:
        game = simulate(seed, here_after)
        missing = COVERAGE - game.done
        say(
            f"seed {seed}: {game.moves} moves, over={game.state.phase == OVER}, "
            f"phone actions {game.phone_actions}, missing {sorted(missing)}"
        )
        if not missing and game.state.phase == OVER:
            good.append(seed)
    return good


if __name__ == "__main__":
    import sys

    print(find_seeds(range(1, 31), here_after=int(sys.argv[1]) if len(sys.argv) > 1 else None))
