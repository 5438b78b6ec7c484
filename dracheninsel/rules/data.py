"""Component data of Die Dracheninsel, loaded once from `dracheninsel/data/*.json`.

The printed board, card counts and coin values are a reconstruction, so every number
lives in the JSON files and is only turned into fast lookup tables here.

Position ids (used everywhere in the engine, in moves and in events):
  0            the treasure site
  1 .. 60      the terrain spaces, in the order of `board.json` "spaces"
  61 .. 66     the boats, one per colour in `colours.json` "order" (R, Y, G, B, K, N)
Card ids 0..98: terrain cards first (9 per colour, colour order), then the action cards
in `cards.json` order. Coin ids 0..13: coins 2k and 2k+1 form pair k (value PAIR_VALUES[k]).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def _load(name: str) -> Any:
    with open(DATA_DIR / name, encoding="utf-8") as handle:
        return json.load(handle)


_BOARD = _load("board.json")
_COLOURS = _load("colours.json")
_CARDS = _load("cards.json")
_COINS = _load("coins.json")

COLOUR_LETTERS: tuple[str, ...] = tuple(_COLOURS["order"])
COLOUR_INFO: dict[str, dict[str, Any]] = _COLOURS["colours"]
N_COLOURS = len(COLOUR_LETTERS)
COLOUR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLOUR_LETTERS)}

SITE = 0
CELL_COORDS: list[tuple[int, int]] = [tuple(_BOARD["treasure"])]
START_COLOURS: list[int] = [-1]
for _q, _r, _c in _BOARD["spaces"]:
    CELL_COORDS.append((int(_q), int(_r)))
    START_COLOURS.append(COLOUR_INDEX[_c])
N_CELLS = len(CELL_COORDS)  # island cells incl. the site
BOAT_BASE = N_CELLS
N_POSITIONS = N_CELLS + N_COLOURS
COORD_TO_CELL: dict[tuple[int, int], int] = {xy: i for i, xy in enumerate(CELL_COORDS)}


def boat_of(colour: int) -> int:
    """Position id of the boat of a colour."""
    return BOAT_BASE + colour


def is_boat(pos: int) -> bool:
    return pos >= BOAT_BASE


LANDINGS: list[tuple[int, int]] = [
    (
        COORD_TO_CELL[tuple(_BOARD["boats"][c][0])],
        COORD_TO_CELL[tuple(_BOARD["boats"][c][1])],
    )
    for c in COLOUR_LETTERS
]
ALL_LANDINGS: frozenset[int] = frozenset(x for pair in LANDINGS for x in pair)

HEX_DIRS: tuple[tuple[int, int], ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))

# ADJ[pos]: positions one step away (island neighbours, plus boat <-> landing spaces).
ADJ: list[tuple[int, ...]] = []
# JUMPS[cell]: (over, land) pairs in straight lines for Foolhardy Flight (island only).
JUMPS: list[tuple[tuple[int, int], ...]] = []
for _i, (_q, _r) in enumerate(CELL_COORDS):
    _n = [
        COORD_TO_CELL[(_q + dq, _r + dr)]
        for dq, dr in HEX_DIRS
        if (_q + dq, _r + dr) in COORD_TO_CELL
    ]
    _n += [boat_of(c) for c in range(N_COLOURS) if _i in LANDINGS[c]]
    ADJ.append(tuple(_n))
    _j = []
    for dq, dr in HEX_DIRS:
        over = COORD_TO_CELL.get((_q + dq, _r + dr))
        land = COORD_TO_CELL.get((_q + 2 * dq, _r + 2 * dr))
        if over is not None and land is not None:
            _j.append((over, land))
    JUMPS.append(tuple(_j))
for _c in range(N_COLOURS):
    ADJ.append(LANDINGS[_c])
    JUMPS.append(())


def _distances() -> list[list[int]]:
    """Plain step distances between all positions (costs ignored), for the AIs."""
    table = []
    for start in range(N_POSITIONS):
        dist = [99] * N_POSITIONS
        dist[start] = 0
        frontier = [start]
        while frontier:
            nxt = []
            for p in frontier:
                for n in ADJ[p]:
                    if dist[n] == 99:
                        dist[n] = dist[p] + 1
                        nxt.append(n)
            frontier = nxt
        table.append(dist)
    return table


DIST: list[list[int]] = _distances()

# Cards.
HAND_SIZE: int = int(_CARDS["hand_size"])
TERRAIN = "terrain"
ACTION_IDS: tuple[str, ...] = tuple(a["id"] for a in _CARDS["actions"])
GREEN: frozenset[str] = frozenset(a["id"] for a in _CARDS["actions"] if a["green"])
CARD_NAMES: dict[str, dict[str, str]] = {
    a["id"]: {"de": a["de"], "en": a["en"]} for a in _CARDS["actions"]
}
CARD_KIND: list[str] = []
CARD_COLOUR: list[int] = []
for _c in range(N_COLOURS):
    for _ in range(int(_CARDS["terrain_per_colour"])):
        CARD_KIND.append(TERRAIN)
        CARD_COLOUR.append(_c)
for _a in _CARDS["actions"]:
    for _ in range(int(_a["count"])):
        CARD_KIND.append(str(_a["id"]))
        CARD_COLOUR.append(-1)
N_CARDS = len(CARD_KIND)
CARDS_OF_KIND: dict[str, frozenset[int]] = {
    k: frozenset(i for i, kind in enumerate(CARD_KIND) if kind == k) for k in set(CARD_KIND)
}

# Coins.
PAIR_VALUES: tuple[int, ...] = tuple(int(v) for v in _COINS["pairs"])
N_PAIRS = len(PAIR_VALUES)
N_COINS = 2 * N_PAIRS
COIN_VALUE: list[int] = [PAIR_VALUES[i // 2] for i in range(N_COINS)]
N_DRAGONS: int = int(_COINS["dragons"])


def card_label(card: int) -> str:
    """Short English label of a card id, for logs and text output."""
    kind = CARD_KIND[card]
    if kind == TERRAIN:
        return f"terrain {COLOUR_LETTERS[CARD_COLOUR[card]]}"
    return CARD_NAMES[kind]["en"]


# Which cards Counter Magic may answer (card data "counterable").
COUNTERABLE: frozenset[str] = frozenset(a["id"] for a in _CARDS["actions"] if a.get("counterable"))
