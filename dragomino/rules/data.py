"""The one place that reads Dragomino's component table (`dragomino/data/components.json`).

Keeping every printed fact of the box (terrains, egg counts, dominoes, springs) in the JSON
means a misprint is fixed in data, never in rule logic.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any


@dataclass(frozen=True, slots=True)
class TerrainSpec:
    """One landscape type with its egg supply (babies + empty shells)."""

    id: str
    name_de: str
    name_en: str
    colour: str
    pattern: str
    eggs: int
    babies: int
    shells: int


@dataclass(frozen=True, slots=True)
class Half:
    """One square of a domino: its terrain and whether it shows a spring (variant)."""

    terrain: str
    spring: bool


@dataclass(frozen=True, slots=True)
class DominoSpec:
    """A domino of the box; id 0 is the start domino, 1..28 the exploration dominoes."""

    id: int
    a: Half
    b: Half

    @property
    def is_double(self) -> bool:
        """Both halves the same terrain (their shared inner edge never counts)."""
        return self.a.terrain == self.b.terrain


@dataclass(frozen=True, slots=True)
class RulesTable:
    """Numbers of the rules that are data, not logic."""

    min_players: int
    max_players: int
    display_size: int
    mother_dragon_bonus: int
    start_dominoes: int


def _half(raw: dict[str, Any]) -> Half:
    return Half(terrain=str(raw["terrain"]), spring=bool(raw["spring"]))


def _domino(raw: dict[str, Any]) -> DominoSpec:
    return DominoSpec(id=int(raw["id"]), a=_half(raw["a"]), b=_half(raw["b"]))


def _load() -> tuple[RulesTable, dict[str, TerrainSpec], DominoSpec, dict[int, DominoSpec]]:
    text = resources.files("dragomino.data").joinpath("components.json").read_text("utf-8")
    raw = json.loads(text)
    rules = RulesTable(**{k: int(v) for k, v in raw["rules"].items()})
    terrains = {str(t["id"]): TerrainSpec(**t) for t in raw["terrains"]}
    start = _domino(raw["start_domino"])
    dominoes = {d.id: d for d in (_domino(r) for r in raw["dominoes"])}
    for spec in terrains.values():
        if spec.babies + spec.shells != spec.eggs:
            raise ValueError(f"components.json: egg counts of {spec.id} do not add up")
    for dom in (start, *dominoes.values()):
        for half in (dom.a, dom.b):
            if half.terrain not in terrains:
                raise ValueError(f"components.json: domino {dom.id} has unknown terrain")
    return rules, terrains, start, dominoes


RULES, TERRAINS, START_DOMINO, DOMINOES = _load()
#: Terrain ids in table order (the order of supplies, odds and score breakdowns).
TERRAIN_IDS: tuple[str, ...] = tuple(TERRAINS)
#: Exploration domino ids, 1..28.
DOMINO_IDS: tuple[int, ...] = tuple(sorted(DOMINOES))
TOTAL_EGGS: int = sum(t.eggs for t in TERRAINS.values())


def domino(domino_id: int) -> DominoSpec:
    """The spec of an exploration domino or of the start domino (id 0)."""
    if domino_id == START_DOMINO.id:
        return START_DOMINO
    return DOMINOES[domino_id]
