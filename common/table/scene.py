"""One base for a game's table scene: speed, sounds, pause hookup, cursor, idle frames.

A game's table subclasses `TableSceneBase` and wires the kit (session, computer player,
turn driver, event player, banner, toast, drag) in its own `__init__`; the base supplies
the services every table needs, so Esc/menu → pause, the hand cursor and the slow idle
redraws work the same in both games.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from common import comfort
from common.focus import set_hand_cursor
from common.scene import Scene
from common.tween import TweenManager

if TYPE_CHECKING:
    from common.games import GamePlugin

# An idle table frame costs ~1 ms of CPU under Xvfb (waking, updating, then drawing and
# presenting only the idle motion's areas, `App._draw_changes`; ~2 ms drawn whole): at 5
# idle frames a second an idle table stays well under 2 % of a core (issue 12); slow
# breathing and pulsing look the same, and a blink (0.16 s) gets a frame of its own
# (`idle_frame_later(due=...)`).
IDLE_FRAME = 0.2  # seconds between idle frames (breathing, blinking) ...
IDLE_FRAME_CALM = 0.25  # ... and once nobody touched anything for `calm_after` seconds
MAX_IDLE_STEP = 0.22  # seconds of real time an idle frame may add to the clock at most ...
MAX_IDLE_STEP_CALM = 0.15  # ... and when calm (idle motion slows down then)
BLINK_LATE = 0.02  # seconds after a due moment its frame comes (the clock has passed it)


class TableSceneBase(Scene):
    """Services for table scenes; see the module docstring."""

    #: a replay's speed factor (1x/2x/4x, `common.scenes.replay`); 1.0 in live play
    replay_speed: float = 1.0

    def __init__(self) -> None:
        self.tweens = TweenManager()
        self.clock = 0.0
        self._idle_tick_pending = False
        self._idle_step = MAX_IDLE_STEP  # the cap of the idle frame that comes next
        self._last_tick = time.perf_counter()

    # ------------------------------------------------------------------ services
    def tick_clock(self, dt: float, busy: bool) -> float:
        """Advance `self.clock` (breathing, blinking, pulsing) and return by how much.

        While something moves the app's `dt` is right; idle frames come rarely (see
        `idle_frame_later`) and the app caps their `dt`, so then the clock follows real
        time (at most MAX_IDLE_STEP per frame) and idle motion keeps its pace."""
        step = self.idle_step(dt, busy)
        self.clock += step
        return step

    def idle_step(self, dt: float, busy: bool) -> float:
        """By how much a clock of idle motion advances in this frame: the app's `dt` while
        something moves, else real time (at most MAX_IDLE_STEP, see `tick_clock`); always
        the app's `dt` when the app pins every step (tests: a loaded machine must not make
        a blink end between two posted events)."""
        if getattr(getattr(self, "app", None), "fixed_step", None) is not None:
            return dt
        now = time.perf_counter()
        real = min(self._idle_step, now - self._last_tick)
        self._last_tick = now
        return dt if busy else max(dt, real)

    def sound(self, name: str) -> None:
        """Play an effect through the shell's audio; silence when there is none."""
        app = getattr(self, "app", None)
        if app is not None:
            with contextlib.suppress(Exception):
                app.audio.play(name)

    def speed(self) -> float:
        """The player's animation-speed setting (1.0 = normal), faster with reduced motion."""
        app = getattr(self, "app", None)
        settings = getattr(app, "settings", None)
        base = float(getattr(settings, "animation_speed", 1.0) or 1.0)
        # "reduce motion": shorter flights
        return base * comfort.flight_factor(self) * self.replay_speed

    def handoff_enabled(self) -> bool:
        """The settings' hand-off screen switch (on when there is no app, as in tests)."""
        app = getattr(self, "app", None)
        settings = getattr(app, "settings", None)
        return bool(getattr(settings, "handoff_screen", True))

    @staticmethod
    def set_cursor(hand: bool) -> None:
        """The one place a table sets the pointer (shares the widgets' cache)."""
        set_hand_cursor(hand)

    def idle_frame_later(self, calm_after: float = 15.0, due: float | None = None) -> None:
        """Ask for one redraw soon (idle motion needs ~5 frames a second, ~4 when calm).

        `due`: seconds until a moment that must be seen (a blink begins); its frame comes
        then if that is sooner."""
        app = getattr(self, "app", None)
        if app is None or self._idle_tick_pending:
            return
        self._idle_tick_pending = True  # one timer at a time, however many frames ask
        calm = app.seconds_since_input() > calm_after
        self._idle_step = MAX_IDLE_STEP_CALM if calm else MAX_IDLE_STEP
        delay = IDLE_FRAME_CALM if calm else IDLE_FRAME
        if due is not None and 0.0 <= due < delay:
            delay = due + BLINK_LATE
        app.call_later(delay, self._idle_tick)

    def _idle_tick(self) -> None:
        self._idle_tick_pending = False
        self.request_redraw()

    # ------------------------------------------------------------------ navigation
    def pause_plugin(self) -> GamePlugin | None:
        """The game whose rules the pause menu offers (default: the app's current game)."""
        return None

    def saves_on_quit(self) -> bool:
        """True when `before_quit` keeps the game for Continue (the pause menu says so)."""
        return False

    def before_quit(self) -> None:
        """Runs before 'Quit to title' (autosave)."""

    def open_pause(self) -> None:
        """The shell's pause menu (resume, rules, settings, quit to title)."""
        manager = getattr(self, "manager", None)
        if manager is None:
            return
        from common.scenes.pause import PauseMenu

        on_quit = self.before_quit if self.saves_on_quit() else None
        manager.push(PauseMenu(self.pause_plugin(), on_quit=on_quit, extras=self.pause_extras()))

    def pause_extras(self) -> list[tuple[str, Callable[[], None]]]:
        """Items this table adds to its pause menu now (msgid, action); none by default."""
        return []

    def leave(self) -> None:
        """Back to the title screen (the end screen's 'Menu')."""
        manager = getattr(self, "manager", None)
        if manager is None:
            return
        manager.go_home()

    def on_exit(self) -> None:
        self.set_cursor(False)
