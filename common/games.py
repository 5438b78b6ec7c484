"""How games plug into the shared app, found by module name (never imported by name).

Each game package exposes ``PLUGIN`` (a :class:`GamePlugin`) in ``<game>/plugin.py``.
When a plugin is missing or fails to import, the launcher still shows the game with a
"coming soon" placeholder built from ``common/data/games.json``, so the title screen is
complete while the games are still being built.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from common import i18n
from common.i18n import N_

if TYPE_CHECKING:
    import pygame

    from common.app import App
    from common.scene import Scene

log = logging.getLogger(__name__)

GAME_MODULES = ("dragomino", "dracheninsel")
SEAT_KINDS = ("human", "computer")
LEVELS = ("easy", "normal", "hard", "expert")  # every level any game offers

Rgb = tuple[int, int, int]


@dataclass(frozen=True)
class OptionSpec:
    """One rule option shown on the setup screen as a segmented choice."""

    key: str
    label_msgid: str
    choices: list[tuple[Any, str]]
    default: Any = None  # None: the plugin's `option_defaults` says (the game's engine)
    tooltip_msgid: str | None = None
    #: one short line under the option's name on the setup screen (else the tooltip's)
    subtitle_msgid: str | None = None
    #: F1's explanation of the option and of each of its choices (else the tooltip's)
    help_msgid: str | None = None

    def subtitle(self) -> str | None:
        """The msgid of the line under the option's name."""
        return self.subtitle_msgid or self.tooltip_msgid

    def help(self) -> str | None:
        """The msgid of F1's sentence about the option."""
        return self.help_msgid or self.tooltip_msgid


@dataclass
class SeatConfig:
    name: str
    colour: str
    kind: str = "human"  # "human" | "computer"
    level: str = "normal"  # "easy" | "normal" | "hard"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "colour": self.colour, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SeatConfig:
        kind = data.get("kind", "human")
        level = data.get("level", "normal")
        return cls(
            name=str(data.get("name", "")),
            colour=str(data.get("colour", "")),
            kind=kind if kind in SEAT_KINDS else "human",
            level=level if level in LEVELS else "normal",
        )


@dataclass
class GameSetup:
    """Everything the setup screen decided; handed to ``create_table_scene``."""

    game_id: str
    seats: list[SeatConfig]
    options: dict[str, Any] = field(default_factory=dict)
    start_player: int | None = None  # None: random / the rule's default
    seed: int = field(default_factory=lambda: random.randrange(2**31))

    def to_json(self) -> dict[str, Any]:
        return {
            "game_id": self.game_id,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "start_player": self.start_player,
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameSetup:
        start = data.get("start_player")
        return cls(
            game_id=str(data["game_id"]),
            seats=[SeatConfig.from_json(s) for s in data.get("seats", [])],
            options=dict(data.get("options", {})),
            start_player=start if isinstance(start, int) else None,
            seed=int(data.get("seed", 0)),
        )


def _no_rules(lang: str) -> str:
    return ""


@dataclass
class GamePlugin:
    """What a game tells the launcher. Scene factories may be None (placeholder board)."""

    game_id: str
    title_msgid: str
    tagline_msgid: str
    art: str
    min_seats: int
    max_seats: int
    seat_colours: list[tuple[str, Rgb, str]]
    options: list[OptionSpec] = field(default_factory=list)
    # the options' defaults from the game's engine, asked when a setup is made: a plugin is
    # imported before the title's first frame, its engine need not be
    option_defaults: Callable[[], dict[str, Any]] | None = None
    rules_text: Callable[[str], str] = _no_rules
    create_table_scene: Callable[[App, GameSetup], Scene] | None = None
    load_table_scene: Callable[[App, dict[str, Any]], Scene | None] | None = None
    self_test_scenes: Callable[[App], list[tuple[str, Scene]]] | None = None
    # every check `load_table_scene` makes, without building a table: raises
    # `saves.CorruptSave` for a save Continue would refuse (the title checks a backup so
    # before offering it)
    check_save: Callable[[dict[str, Any]], None] | None = None
    # the round a save's game is in, for the title's list of saved games (None: unknown)
    save_round: Callable[[dict[str, Any]], int | None] | None = None
    # a finished game's save -> its table in replay mode at move 0 (`common.scenes.replay`);
    # raises `saves.CorruptSave` when the moves do not replay
    replay_table_scene: Callable[[App, dict[str, Any]], Scene | None] | None = None
    # the setup screen's question about the start player, and what "None" means there
    start_player_label_msgid: str = N_("Who starts?")
    start_player_default_msgid: str = N_("Random")
    available: bool = True  # False: "coming soon" placeholder
    levels: tuple[str, ...] = ("easy", "normal", "hard")  # computer levels this game offers
    # a seat colour's chip of a given diameter that is not told by colour alone (its mark,
    # its terrain): the setup screen's colour choice; None: plain coloured circles
    colour_chip: Callable[[str, int], pygame.Surface] | None = None
    load_error: str | None = None

    def colour_rgb(self, colour_id: str) -> Rgb:
        for cid, rgb, _name in self.seat_colours:
            if cid == colour_id:
                return rgb
        return (128, 128, 128)

    def colour_name(self, colour_id: str) -> str:
        for cid, _rgb, name in self.seat_colours:
            if cid == colour_id:
                return name
        return colour_id

    def default_options(self) -> dict[str, Any]:
        engine = self.option_defaults() if self.option_defaults is not None else {}
        return {opt.key: engine.get(opt.key, opt.default) for opt in self.options}


def package_dir(game_id: str) -> Path | None:
    """The game's package folder without importing it (source tree or bundle)."""
    try:
        spec = importlib.util.find_spec(game_id)
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def read_rules_markdown(game_id: str, lang: str) -> str:
    """``<game>/help/rules_<lang>.md`` (English as fallback); empty when missing."""
    base = package_dir(game_id)
    if base is None:
        return ""
    for candidate in (lang, "en", "de"):
        path = base / "help" / f"rules_{candidate}.md"
        if path.is_file():
            try:
                return path.read_text(encoding="utf-8")
            except OSError as exc:
                log.warning("could not read %s: %s", path, exc)
    return ""


def _fallback_table() -> dict[str, Any]:
    path = Path(__file__).resolve().parent / "data" / "games.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def placeholder_plugin(game_id: str, error: str | None = None) -> GamePlugin:
    """A "coming soon" entry for a game whose plugin is not there yet."""
    info = _fallback_table().get(game_id, {})
    return GamePlugin(
        game_id=game_id,
        title_msgid=info.get("title_msgid", game_id.title()),
        tagline_msgid=info.get("tagline_msgid", ""),
        art=info.get("art", f"{game_id}/title.svg"),
        min_seats=int(info.get("min_seats", 2)),
        max_seats=int(info.get("max_seats", 4)),
        seat_colours=[
            (c, (rgb[0], rgb[1], rgb[2]), n) for c, rgb, n in info.get("seat_colours", [])
        ],
        rules_text=lambda lang: read_rules_markdown(game_id, lang),
        available=False,
        load_error=error,
    )


def load_plugin(game_id: str) -> GamePlugin:
    """Import ``<game_id>.plugin`` and return its PLUGIN, or a placeholder on failure."""
    base = package_dir(game_id)
    if base is not None:
        i18n.register_domain(base)
    try:
        module = importlib.import_module(f"{game_id}.plugin")
        plugin = module.PLUGIN
    except ImportError as exc:
        if exc.name == f"{game_id}.plugin":  # simply not written yet: no error
            log.info("game %s has no plugin yet; showing 'coming soon'", game_id)
            return placeholder_plugin(game_id, None)
        log.exception("plugin of %s failed to import", game_id)
        return placeholder_plugin(game_id, f"{type(exc).__name__}: {exc}")
    except Exception as exc:
        log.exception("plugin of %s failed to load", game_id)
        return placeholder_plugin(game_id, f"{type(exc).__name__}: {exc}")
    if not isinstance(plugin, GamePlugin):
        log.warning("%s.plugin.PLUGIN is not a GamePlugin", game_id)
    return plugin  # type: ignore[no-any-return]


def engine_binding(game_id: str) -> Any | None:
    """``<game_id>.engine.ENGINE`` (a `common.engine.GameEngine`), or None if the game has
    none yet. Found by name through importlib, like the plugins (saves validate with it)."""
    if game_id not in GAME_MODULES:
        return None
    try:
        module = importlib.import_module(f"{game_id}.engine")
    except ImportError as exc:
        if exc.name != f"{game_id}.engine":
            log.exception("engine of %s failed to import", game_id)
        return None
    except Exception:
        log.exception("engine of %s failed to load", game_id)
        return None
    return getattr(module, "ENGINE", None)


_plugins: dict[str, GamePlugin] | None = None


def plugins(reload: bool = False) -> dict[str, GamePlugin]:
    """All games in GAME_MODULES order (loaded once)."""
    global _plugins
    if _plugins is None or reload:
        _plugins = {game_id: load_plugin(game_id) for game_id in GAME_MODULES}
    return _plugins


def get_plugin(game_id: str) -> GamePlugin:
    found = plugins().get(game_id)
    if found is None:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAME_MODULES)}")
    return found
