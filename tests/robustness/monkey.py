"""A seeded UI monkey: random mouse, keyboard, wheel, text, resize and window-close events
posted into the real App, over a catalogue of every scene of both games.

Used by tests/robustness/test_ui_monkey.py (a few thousand events in CI, 20,000+ with
DRACHEN_FULL_ROBUST=1) and by bench/robustness_monkey.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from common.app import App
from common.games import GameSetup, SeatConfig, get_plugin, plugins
from common.scene import Scene

Builder = Callable[[], list[Scene]]

KEYS = (
    pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB,
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE,
    pygame.K_DELETE, pygame.K_HOME, pygame.K_END, pygame.K_r, pygame.K_o, pygame.K_z,
    pygame.K_m, pygame.K_a, pygame.K_1, pygame.K_2, pygame.K_4, pygame.K_F1, pygame.K_F11,
    pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_h, pygame.K_q,
)  # fmt: skip
MODS = (0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT)
TEXT = ("a", "Z", "ö", "ß", "1", " ", "é", "🐉", "-")
SIZES = ((1280, 800), (640, 400), (800, 800), (1600, 900), (960, 600), (1024, 768))


def setup(game_id: str, kinds: list[str], seed: int) -> GameSetup:
    """A setup with the given seat kinds ("human"/"computer"), easy computers."""
    plugin = get_plugin(game_id)
    colours = [cid for cid, _rgb, _name in plugin.seat_colours]
    seats = [SeatConfig(f"P{i}ä", colours[i], kind, "easy") for i, kind in enumerate(kinds)]
    return GameSetup(game_id, seats, plugin.default_options(), 0, seed)


def finished(app: App, table: Any, limit: float = 4000.0) -> Any:
    """Run an all-computer table to its end screen in game time (no real time)."""
    app.scenes.push(table)
    t = 0.0
    while t < limit and not table.state.is_over:
        table.update(0.2)
        t += 0.2
    while t < limit and app.scenes.top is table:
        table.update(0.2)
        t += 0.2
    return table


def catalogue(app: App) -> list[tuple[str, Builder]]:
    """(name, builder of the stack over the title) for every scene a family can reach."""
    from common import selftest
    from common.scenes.pause import PauseMenu

    out: list[tuple[str, Builder]] = list(selftest.shared_scenes())
    for game_id, plugin in plugins().items():
        if plugin.self_test_scenes is not None:
            for name, scene in plugin.self_test_scenes(app):
                out.append((f"{game_id}-selftest-{name}", lambda s=scene: [s]))
        create = plugin.create_table_scene
        if create is None:
            continue
        people = (
            ["human", "human", "computer"]
            if game_id == "dragomino"
            else ["human", "human", "human", "computer"]
        )
        out.append(
            (f"{game_id}-people", lambda c=create, g=game_id, p=people: [c(app, setup(g, p, 7))])
        )
        out.append(
            (
                f"{game_id}-pause",
                lambda c=create, g=game_id, p=people: [
                    c(app, setup(g, p, 8)),
                    PauseMenu(get_plugin(g)),
                ],
            )
        )
        machines = ["computer"] * (3 if game_id == "dragomino" else 4)
        out.append(
            (
                f"{game_id}-computers",
                lambda c=create, g=game_id, m=machines: [c(app, setup(g, m, 9))],
            )
        )

    out += game_ends(app)
    return out


def game_ends(app: App) -> list[tuple[str, Builder]]:
    """Finished games with their end screens, and their replays (Watch again)."""
    from common.scenes.replay import ReplayScene
    from dragomino.plugin import demo_table

    def dragomino_end() -> list[Scene]:
        table = finished(app, demo_table(["easy", "easy", "easy"], 10))
        at = app.scenes.stack.index(table)
        stack = app.scenes.stack[at:]
        del app.scenes.stack[at:]
        return stack

    def dragomino_replay() -> list[Scene]:
        stack = dragomino_end()
        table = stack[0]
        return [*stack, ReplayScene(table.replay_table(), table.session.moves)]  # type: ignore[attr-defined]

    def dracheninsel_replay() -> list[Scene]:
        from dracheninsel.ui import selftest
        from dracheninsel.ui.replay import replay_of

        table = selftest.finished_table(app)
        return [ReplayScene(replay_of(table), table.moves)]  # type: ignore[arg-type]

    return [
        ("dracheninsel-replay", dracheninsel_replay),
        ("dragomino-spring-people", lambda: [demo_table([None, None], 4, spring=True)]),
        ("dragomino-end", dragomino_end),
        ("dragomino-replay", dragomino_replay),
    ]


class Monkey:
    """Posts seeded random events into `app` and steps it; counts what it did."""

    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.events = 0
        self.quits = 0
        self.pressed = False

    def pos(self) -> tuple[int, int]:
        w, h = self.app.window.get_size()
        return (self.rng.randrange(-10, w + 10), self.rng.randrange(-10, h + 10))

    def one(self) -> None:
        """Post one random input (a click is a press and, mostly, its release)."""
        r = self.rng.random()
        post = pygame.event.post
        if r < 0.34:
            buttons = (1, 0, 0) if self.pressed else (0, 0, 0)
            post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=self.pos(), rel=(3, -2), buttons=buttons)
            )
        elif r < 0.56:
            button = self.rng.choice((1, 1, 1, 1, 3, 2))
            pos = self.pos()
            post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
            self.pressed = button == 1
            if self.rng.random() < 0.8:
                if self.rng.random() < 0.3:
                    pos = self.pos()
                post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
                self.pressed = False
        elif r < 0.62:
            post(
                pygame.event.Event(
                    pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-1, 1, 2, -3)), flipped=False
                )
            )
        elif r < 0.9:
            key = self.rng.choice(KEYS)
            mod = self.rng.choice(MODS)
            post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
            post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        elif r < 0.95:
            post(pygame.event.Event(pygame.TEXTINPUT, text=self.rng.choice(TEXT)))
        elif r < 0.985:
            size = self.rng.choice(SIZES)
            pygame.display.set_mode(size, pygame.RESIZABLE)
            post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        else:
            post(pygame.event.Event(pygame.QUIT))
        self.events += 1

    def run(self, count: int) -> None:
        """`count` events, a few per frame, with game time passing in between."""
        app = self.app
        done = 0
        while done < count:
            burst = min(count - done, self.rng.randint(2, 10))
            for _ in range(burst):
                self.one()
            done += burst
            app.step()
            if not app.running:  # a window-close: the app would end here; go on testing
                self.quits += 1
                app.running = True
            if self.rng.random() < 0.3:
                app.scenes.update(self.rng.choice((0.05, 0.2, 0.5)))
            if not app.scenes.stack:
                from common.scenes.title import TitleScene

                app.scenes.push(TitleScene())
