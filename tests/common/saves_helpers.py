"""Legal Dragomino saves and a catalogue of hostile ones, for the save tests.

A legal save is what `common.table.session.GameSession.save_data()` writes: format, game,
config, seed, the full move list, the state after it, seats and table settings. Each
hostile save is a legal one with one thing broken, named after what it tries.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

from dragomino.rules import GameConfig, GameState, new_game

GAME_ID = "dragomino"
Save = dict[str, Any]


def start(config: dict[str, Any], seed: int) -> GameState:
    """Build a Dragomino game from a saved config, as loosely as a careless loader would
    (``bool("no")`` is True): `restore_game` must catch what this lets through."""
    return new_game(
        GameConfig(
            int(config["players"]),
            bool(config.get("spring_variant", False)),
            config.get("first_player"),
        ),
        seed,
    )


def legal_save(players: int = 3, seed: int = 7, moves: int = 9, spring: bool = False) -> Save:
    """A real game: ``moves`` random legal moves from a seeded start."""
    config = {"players": players, "spring_variant": spring, "first_player": 0}
    state = start(config, seed)
    rng = random.Random(seed)
    played: list[dict[str, Any]] = []
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.actors()[0]
        move = rng.choice(state.legal_moves(seat))
        state.apply(move)
        played.append(move.to_json())
    return {
        "format": 2,
        "game": GAME_ID,
        "config": config,
        "seed": seed,
        "moves": played,
        "state": json.loads(json.dumps(state.to_json())),
        "seats": [
            {"name": name, "colour": [200, 60, 50], "level": None}
            for name in ["Anna", "Jörg", "Özlem", "Ben"][:players]
        ],
        "table": {"show_odds": False},
        "over": state.is_over,
    }


def _set(path: str, value: Any) -> Callable[[Save], None]:
    """A mutation setting ``data[a][b]...`` (dotted path, list indices as numbers)."""

    def mutate(data: Save) -> None:
        keys: list[Any] = [int(k) if k.lstrip("-").isdigit() else k for k in path.split(".")]
        target: Any = data
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return mutate


def _both(*mutations: Callable[[Save], None]) -> Callable[[Save], None]:
    def mutate(data: Save) -> None:
        for m in mutations:
            m(data)

    return mutate


def _append_state_player(data: Save) -> None:
    data["state"]["players"].append(copy.deepcopy(data["state"]["players"][0]))


def _duplicate_domino(data: Save) -> None:
    stack = data["state"]["stack"]
    stack[:12] = [stack[0]] * 12


def _negative_egg(data: Save) -> None:
    supply = next(s for s in data["state"]["supplies"].values() if s)
    supply[0] = [-3, None]


def _illegal_move(data: Save) -> None:
    data["moves"][2] = dict(data["moves"][2], cell=[40, 40])


def _move_after_the_end(data: Save) -> None:
    data["moves"].append(dict(data["moves"][0]))


def _unknown_move(data: Save) -> None:
    data["moves"][0] = {"kind": "banana"}


def _moves_dropped(data: Save) -> None:
    data["moves"] = data["moves"][:-1]


# what each hostile Dragomino save tries; all must be refused
HOSTILE: dict[str, Callable[[Save], None]] = {
    "one player": _both(_set("config.players", 1), _set("state.config.players", 1)),
    "five players": _both(_set("config.players", 5), _set("state.config.players", 5)),
    "eight players": _set("config.players", 8),
    "players 10**18": _both(_set("config.players", 10**18), _set("state.config.players", 10**18)),
    "players as text": _set("config.players", "3"),
    "state has an extra player": _append_state_player,
    "same domino twelve times": _duplicate_domino,
    "domino 99 in the stack": _set("state.stack.0", 99),
    "domino 99 on display": _set("state.display.0", 99),
    "domino 99 in a move": _set("moves.0.display_index", 99),
    "negative egg token": _negative_egg,
    "turn index -1": _set("state.turn_index", -1),
    "round 10**30": _set("state.round", 10**30),
    "spring_variant 'no'": _both(
        _set("config.spring_variant", "no"), _set("state.config.spring_variant", True)
    ),
    "mother dragon at seat 99": _set("state.mother", 99),
    "phase banana": _set("state.phase", "banana"),
    "egg terrain LAVA": _set("state.supplies", {"LAVA": [[0, None]]}),
    "colour red as text": _set("state.players.0.island.0.2", "red"),
    "square at y=10**18": _set("state.players.0.island.0.1", 10**18),
    "illegal move": _illegal_move,
    "unknown move kind": _unknown_move,
    "move after the end of the list": _move_after_the_end,
    "a move missing": _moves_dropped,
    "seed changed": _set("seed", 8),
    "seed negative": _set("seed", -1),
    "seed as float": _set("seed", 7.0),
    "no move list": _set("moves", None),
    "state 1 for true": _set("state.config.spring_variant", 0),
    "NaN in the state": _set("state.round", float("nan")),
    "name with NUL": _set("seats.0.name", "An\x00na"),
    "name with a lone surrogate": _set("seats.0.name", "An\ud800na"),
    "name of a million characters": _set("seats.0.name", "A" * 1_000_000),
    "list of a million moves": _set("moves", [{"kind": "place_domino"}] * 1_000_000),
}


def write_raw(path: Any, data: Save, *, version: Any = 2, game: Any = GAME_ID) -> bytes:
    """Write ``data`` in the save envelope exactly as given (NaN, escapes and all)."""
    wrapper = {"format": "drachenspiele-save", "version": version, "game": game, "data": data}
    raw = json.dumps(wrapper).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return raw


# ------------------------------------------------------------------ seeded fuzzing

HOSTILE_VALUES: list[Any] = [
    -1,
    99,
    10**18,
    10**30,
    "red",
    "",
    None,
    True,
    1.5,
    [],
    {},
    "x" * 5000,
    float("nan"),
    "\x00",
    "\ud800",
    [[[[[[[[[[[[[[[[[[[[[[[[[[0]]]]]]]]]]]]]]]]]]]]]]]]]],
]


def _leaves(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a JSON tree (containers and leaves)."""
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _leaves(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _leaves(value, (*path, index))
    return found


def _replace(data: Any, path: tuple[Any, ...], value: Any) -> None:
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


def fuzzed_saves(count: int, seed: int = 2026) -> list[tuple[str, bytes, Save]]:
    """``count`` seeded hostile files: (what was done, the bytes, the legal save it broke).

    Half change one value inside config/seed/moves/state to a hostile one, the rest delete
    a key, duplicate a list item, truncate, flip bytes or wrap the data in deep nesting.
    """
    rng = random.Random(seed)
    bases = [
        legal_save(players=p, seed=s, moves=m, spring=sp)
        for p, s, m, sp in [(2, 1, 0, False), (3, 2, 9, True), (4, 3, 25, False), (2, 4, 60, True)]
    ]
    out: list[tuple[str, bytes, Save]] = []
    while len(out) < count:
        base = rng.choice(bases)
        data = copy.deepcopy(base)
        kind = rng.choice(
            ["value", "value", "value", "delete", "duplicate", "truncate", "flip", "nest"]
        )
        part = rng.choice(["config", "seed", "moves", "state", "state", "state"])
        if kind in ("value", "delete", "duplicate"):
            paths = [(part, *p) for p in _leaves(data[part])] if part != "seed" else [("seed",)]
            path = rng.choice(paths)
            if kind == "value":
                if not path:
                    continue
                _replace(data, path, rng.choice(HOSTILE_VALUES))
            elif kind == "delete":
                if len(path) < 2 or not isinstance(_get(data, path[:-1]), dict):
                    continue
                del _get(data, path[:-1])[path[-1]]
            else:
                lists = [p for p in paths if isinstance(_get(data, p), list) and _get(data, p)]
                if not lists:
                    continue
                chosen = _get(data, rng.choice(lists))
                chosen.insert(rng.randrange(len(chosen) + 1), copy.deepcopy(rng.choice(chosen)))
            raw = _envelope_bytes(data)
            what = f"{kind} at {'.'.join(map(str, path))}"
        else:
            raw = _envelope_bytes(data)
            if kind == "truncate":
                raw = raw[: rng.randrange(len(raw))]
            elif kind == "flip":
                flipped = bytearray(raw)
                for _ in range(rng.randint(1, 4)):
                    flipped[rng.randrange(len(flipped))] = rng.randrange(256)
                raw = bytes(flipped)
            else:
                raw = raw[:-1] + b', "deep": ' + b"[" * 5000 + b"]" * 5000 + b"}"
            what = kind
        out.append((what, raw, base))
    return out


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def _envelope_bytes(data: Save) -> bytes:
    wrapper = {"format": "drachenspiele-save", "version": 2, "game": GAME_ID, "data": data}
    return json.dumps(wrapper).encode("utf-8")
