"""The window and main loop: logical canvas, letterboxed scaling, idle-friendly redraws.

Everything is drawn on a fixed 1280x800 logical canvas and scaled into the window, so
scenes never think about window sizes; mouse positions are mapped back before scenes see
them. The loop redraws only when something changed or animates and otherwise blocks in
``pygame.event.wait`` so an idle title screen costs almost no CPU. A scene alone on screen
may draw an idle frame in parts over its last one (``draw_changes``): then only those parts
are painted and handed to the window.
"""

from __future__ import annotations

import contextlib
import heapq
import itertools
import logging
import os
import queue
import time
import warnings
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from common import assets, i18n, notices, theme
from common.audio import Audio
from common.scene import Scene, SceneManager
from common.scenes.help_overlay import toggle_help
from common.settings import WINDOW_MIN, Settings, window_size_ok
from common.theme import LOGICAL_SIZE
from common.tween import TweenManager

if TYPE_CHECKING:
    from common.games import GamePlugin

log = logging.getLogger(__name__)

FPS = 60
IDLE_POLL_FAST = 1 / 90  # seconds between event polls shortly after input (low latency)
IDLE_POLL_SLOW = 1 / 30  # ... and once nothing happened for IDLE_FAST_SECONDS
IDLE_FAST_SECONDS = 2.0
MAX_DT = 0.1
COPY_COLUMNS = 16  # pixels: areas of a frame are copied in whole columns this wide
TRANSITION_SECONDS = 0.22
MAX_RECOVERIES = 3  # errors within ERROR_WINDOW seconds before giving up
ERROR_WINDOW = 10.0
HEADLESS_DRIVERS = ("dummy", "offscreen")
NOTICE_SECONDS = 7.0  # how long a problem notice stays at the bottom of the screen
NOTICE_MAX_SHOWN = 3
NOTICE_WIDTH = 760
NOTICE_TEXT_SIZE = 17
# An error this soon after Continue blames the save, not the screen: it is refused.
CONTINUE_GUARD_SECONDS = 10.0
CONTINUE_GUARD_FRAMES = 90

_POINTER_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
_INPUT_EVENTS = (
    *_POINTER_EVENTS,
    pygame.MOUSEWHEEL,
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.TEXTINPUT,
    pygame.TEXTEDITING,
    pygame.WINDOWLEAVE,
)
_REDRAW_WINDOW_EVENTS = (
    pygame.WINDOWEXPOSED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWRESTORED,
    pygame.WINDOWMAXIMIZED,
    pygame.WINDOWFOCUSGAINED,
)


def _title_scene() -> Scene:
    """The root screen, unless the launcher names another (imported late: it pulls in
    every menu screen, which the window's first frame need not wait for)."""
    from common.scenes.title import TitleScene

    return TitleScene()


def _setup_scene(plugin: GamePlugin) -> Scene:
    from common.scenes.setup import SetupScene

    return SetupScene(plugin)


class App:
    """One per process: owns the window, settings, audio, tweens and the scene stack."""

    LOGICAL_SIZE = LOGICAL_SIZE

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        fullscreen: bool | None = None,
        expect_headless: bool = False,
        caption: str = "Drachenspiele",
        home: Callable[[], Scene] | None = None,
        new_game: Callable[[GamePlugin], Scene] | None = None,
    ) -> None:
        # Only what the first frame needs: the mixer opens after it (see render()), since
        # opening a sound device can take 100 ms and more.
        pygame.display.init()
        pygame.font.init()
        self.settings = settings if settings is not None else Settings.load()
        i18n.set_language(self.settings.language)
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.expect_headless = expect_headless
        self.tweens = TweenManager(self.settings.animation_speed)
        # The shell's screens are given to the manager, so no scene imports the ones above it.
        self.scenes = SceneManager(
            self,
            home=home or _title_scene,
            new_game=new_game or _setup_scene,
            help=toggle_help,
        )
        self.clock = pygame.time.Clock()
        self.running = False
        self.exit_code = 0
        self._closing_saved = False  # quit hooks and settings saved on the way out (run)
        self.frames_drawn = 0
        self.frames_in_parts = 0  # of those, idle frames drawn and presented in parts
        self._fade_from: pygame.Surface | None = None
        self._bars: pygame.Surface | None = None
        self.fade_alpha = 0.0
        self.current_game: GamePlugin | None = None  # set when a game starts (pause menu, rules)
        # notices on screen now: (notice, real time it goes away)
        self.shown_notices: list[tuple[notices.Notice, float]] = []
        # (game id, its scene, time, frames drawn) of the last Continue, while errors blame
        # that save
        self._continued: tuple[str, Scene | None, float, int] | None = None

        self._dirty = True
        # the scene that alone drew the frame on the canvas and in the window, if one did:
        # its next frame may then be drawn and presented in parts (`_draw_changes`)
        self._frame_of: Scene | None = None
        self._animating = False
        self._soon: deque[Callable[[], None]] = deque()
        self._from_threads: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._timers: list[tuple[float, int, Callable[[], None]]] = []
        self._timer_ids = itertools.count()
        self._quit_hooks: list[Callable[[], None]] = []
        self._last_time = time.perf_counter()
        self._last_input = self._last_time
        # Tests pin every step to the same length so a loaded machine cannot make a
        # countdown or an animation run further between two posted events.
        fixed = os.environ.get("DRACHENSPIELE_FIXED_STEP", "")
        self.fixed_step: float | None = _positive_float(fixed)
        self.wake_event = pygame.event.custom_type()

        pygame.display.set_caption(caption)
        self._set_icon()
        self.window = self._open_window(self.settings.fullscreen)
        # made in the window's pixel format: convert() would copy 4 MB before the first frame
        self.canvas = pygame.Surface(LOGICAL_SIZE, 0, self.window)
        self._scaled: pygame.Surface | None = None
        self.view_rect = pygame.Rect(0, 0, *LOGICAL_SIZE)
        self.scale = 1.0
        self._layout()
        self.driver = pygame.display.get_driver()
        log.info("video driver: %s, window %s", self.driver, self.window.get_size())
        if self.driver in HEADLESS_DRIVERS and not expect_headless:
            log.warning("video driver is %r: no window will appear (is DISPLAY set?)", self.driver)
        self.audio = Audio(self.settings.volume, music_volume=self.settings.music_volume)

    def seconds_since_input(self) -> float:
        """How long nobody touched mouse or keyboard: idle animations slow down with it."""
        return time.perf_counter() - self._last_input

    # --- window ---------------------------------------------------------------------
    def _set_icon(self) -> None:
        icon = assets.try_svg("common/icon.svg", (64, 64))
        if icon is None:
            icon = pygame.Surface((64, 64), pygame.SRCALPHA)
            pygame.draw.circle(icon, theme.PRIMARY, (32, 32), 30)
            pygame.draw.circle(icon, theme.GOLD, (32, 32), 30, 4)
            pygame.draw.circle(icon, theme.CARD, (24, 26), 6)
            pygame.draw.circle(icon, theme.INK, (25, 26), 3)
        with contextlib.suppress(pygame.error):
            pygame.display.set_icon(icon)

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if pygame.display.get_driver() == "x11":
            # SDL's default X11 window surface is an OpenGL texture: with software GL (no
            # GPU driver: VMs, Xvfb) every present then costs ~8 ms of CPU whatever its
            # size, most of an idle table's CPU. The plain X11 surface (MIT-SHM) presents
            # the same frame in ~0.05 ms. SDL reads this when it makes the window
            # surface; a user's own setting wins.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as exc:
                log.warning("fullscreen failed (%s); using a window", exc)
                self.settings.fullscreen = False
        size = self.settings.window_size
        if not window_size_ok(size):
            size = Settings().window_size
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        with contextlib.suppress(Exception), warnings.catch_warnings():
            # not every driver has a window to limit; pygame-ce calls this API deprecated
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = WINDOW_MIN
        return surface

    def _layout(self) -> None:
        """Fit the logical canvas into the window, centred, keeping the aspect ratio."""
        surface = pygame.display.get_surface()
        if surface is None:
            raise RuntimeError("no display surface")
        self.window = surface
        ww, wh = self.window.get_size()
        lw, lh = LOGICAL_SIZE
        self.scale = min(ww / lw, wh / lh) if ww and wh else 1.0
        w, h = max(1, round(lw * self.scale)), max(1, round(lh * self.scale))
        self.view_rect = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)
        self._scaled = None
        self._dirty = True
        self._frame_of = None  # a new window surface: the next frame is presented whole

    def set_fullscreen(self, fullscreen: bool) -> None:
        """Switch fullscreen on/off (F11 or the settings screen) and remember it."""
        if fullscreen == self.settings.fullscreen and self.window is not None:
            return
        self.settings.fullscreen = fullscreen
        self.window = self._open_window(fullscreen)
        self._layout()
        self.settings.save()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Window pixel -> logical canvas pixel (may lie outside the canvas)."""
        x = (pos[0] - self.view_rect.x) / self.scale
        y = (pos[1] - self.view_rect.y) / self.scale
        return round(x), round(y)

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Logical canvas pixel -> window pixel (for tests and tooltips near edges)."""
        return (
            round(pos[0] * self.scale + self.view_rect.x),
            round(pos[1] * self.scale + self.view_rect.y),
        )

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """A copy of a pointer event with ``pos``/``rel`` on the logical canvas."""
        if event.type not in _POINTER_EVENTS or "pos" not in event.dict:
            return event
        data = dict(event.dict)
        data["pos"] = self.to_logical(data["pos"])
        if "rel" in data:
            rx, ry = data["rel"]
            data["rel"] = (round(rx / self.scale), round(ry / self.scale))
        return pygame.event.Event(event.type, data)

    # --- scheduling -----------------------------------------------------------------
    def request_redraw(self, delay: float = 0.0) -> None:
        """Ask for a new frame now, or after ``delay`` seconds (caret blink, tooltips)."""
        if delay <= 0:
            self._dirty = True
        else:
            self.call_later(delay, self.request_redraw)

    def call_soon(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` on the main loop at the start of the next frame (main thread only)."""
        self._soon.append(fn)

    def call_later(self, delay: float, fn: Callable[[], None]) -> None:
        """Run ``fn`` on the main loop after ``delay`` seconds of real time."""
        heapq.heappush(self._timers, (time.perf_counter() + delay, next(self._timer_ids), fn))

    def post_from_thread(self, fn: Callable[[], None]) -> None:
        """Thread-safe: hand ``fn`` to the main loop (computer players finishing a move)."""
        self._from_threads.put(fn)
        # if the event system is already gone (shutting down) the queue is simply dropped
        with contextlib.suppress(pygame.error):
            pygame.event.post(pygame.event.Event(self.wake_event))

    def add_quit_hook(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the app is about to close (autosave)."""
        self._quit_hooks.append(fn)

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def apply_settings(self) -> None:
        """Push changed settings into the running app and save them."""
        i18n.set_language(self.settings.language)
        self.audio.set_volume(self.settings.volume)
        self.audio.set_music_volume(self.settings.music_volume)
        self.tweens.speed = self.settings.animation_speed
        self.set_fullscreen(self.settings.fullscreen)
        self.settings.save()
        self.request_redraw()

    # --- loop -----------------------------------------------------------------------
    def _idle_interval(self) -> float:
        """Sleep between polls when idle: short right after input, longer later."""
        now = time.perf_counter()
        interval = IDLE_POLL_FAST if now - self._last_input < IDLE_FAST_SECONDS else IDLE_POLL_SLOW
        if self._timers:
            interval = min(interval, max(0.0, self._timers[0][0] - now))
        return interval

    def _callbacks_due(self) -> bool:
        if not self._from_threads.empty() or self._soon:
            return True
        return bool(self._timers) and self._timers[0][0] <= time.perf_counter()

    def _busy(self) -> bool:
        return (
            self._dirty
            or self._animating
            or bool(self._soon)
            or not self._from_threads.empty()
            or notices.current().has_unshown()
        )

    def _dispatch(self, event: pygame.event.Event) -> None:
        etype = event.type
        if etype == pygame.QUIT:
            self.quit()
            return
        if etype == self.wake_event:
            return
        if etype in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            self._layout()
            if not self.settings.fullscreen:
                size = self.window.get_size()
                if window_size_ok(size):
                    self.settings.window_size = size
            return
        if etype in _REDRAW_WINDOW_EVENTS:
            self._dirty = True
            self._frame_of = None  # the window may have lost its picture: present it whole
            return
        if etype == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if etype in _INPUT_EVENTS:
            self._dirty = True
            if self._notice_hit(event):
                return
            self.scenes.handle_event(self.map_event(event))

    def _run_callbacks(self) -> None:
        while not self._from_threads.empty():
            self._soon.append(self._from_threads.get_nowait())
        now = time.perf_counter()
        while self._timers and self._timers[0][0] <= now:
            self._soon.append(heapq.heappop(self._timers)[2])
        while self._soon:
            fn = self._soon.popleft()
            fn()
            self._dirty = True

    def step(self, block: bool = False) -> None:
        """One loop iteration: events, callbacks, update, draw if needed.

        Tests call ``step()`` after posting events; ``run`` calls ``step(block=True)``.
        """
        was_animating = self._animating
        if block and not self._busy():
            # pygame's event.wait() polls every millisecond inside (~4 % CPU measured);
            # a short sleep between polls keeps an idle screen near 0.5 %.
            events = pygame.event.get()
            if not events:
                time.sleep(self._idle_interval())
                events = pygame.event.get()
                if not events and not self._callbacks_due():
                    return
        else:
            events = pygame.event.get()
        if events:
            self._last_input = time.perf_counter()
        for event in events:
            self._dispatch(event)
            if not self.running and block:
                return
        self._run_callbacks()
        self._take_notices()

        now = time.perf_counter()
        dt = min(now - self._last_time, MAX_DT)
        if not was_animating:
            dt = min(dt, 1 / FPS)  # an animation that just started must not jump
        if self.fixed_step is not None:
            dt = self.fixed_step
        self._last_time = now
        animating = self.tweens.update(dt)
        animating = self.scenes.update(dt) or animating
        self._animating = animating
        # The step in which the last animation ends draws once more, so its final state
        # (e.g. a finished cross-fade) is what stays on screen.
        if self._dirty or animating or was_animating:
            self.render()
        if animating and block:
            self.clock.tick(FPS)

    def render(self) -> None:
        """Draw the scene stack on the canvas and present it scaled into the window.

        An idle frame of a scene alone on screen may be drawn and presented in parts
        (`_draw_changes`); the canvas then holds the same complete picture as ever."""
        self._dirty = False
        changed = self._draw_changes()
        if changed is None:
            self._draw_frame()
        else:
            self.frames_in_parts += 1
        self.frames_drawn += 1
        self._present(changed)
        if self.frames_drawn == 1:
            if os.environ.get("DRACHENSPIELE_STARTUP_PROBE") == "1":
                # bench/startup_time.py measures launch to first frame: report it and quit.
                print(f"DRACHENSPIELE_FIRST_FRAME {time.time():.6f}", flush=True)
                self.running = False
            self.audio.open()

    def _draw_frame(self) -> None:
        """The whole frame on the canvas: paper, the visible scenes, cross-fade, notices."""
        self.canvas.fill(theme.PAPER)
        self.scenes.draw(self.canvas)
        faded = False
        if self._fade_from is not None:
            if self.fade_alpha <= 0:
                self._fade_from = None
            else:
                self._fade_from.set_alpha(int(self.fade_alpha))
                self.canvas.blit(self._fade_from, (0, 0))
                faded = True
        self._draw_notices(self.canvas)
        visible = self.scenes.visible_scenes()
        alone = len(visible) == 1 and not faded and not self.shown_notices
        self._frame_of = visible[0] if alone else None

    def _draw_changes(self) -> list[pygame.Rect] | None:
        """Let the scene that alone drew the last frame draw just what changed since, on
        the canvas that still holds that frame (a table's idle motion: a few small areas
        instead of the whole 1280x800 picture); returns those areas, or None (nothing
        drawn) when the frame must be drawn in full.

        Only a scene with `draw_changes(surface) -> list[Rect] | None` is asked, and only
        while nothing else is on screen: no overlay, cross-fade or notice, and the window
        shows that same last frame (a new window surface or a lost picture forgets it)."""
        scene = self._frame_of
        if scene is None or self._fade_from is not None or self.shown_notices:
            return None
        if self.scenes.visible_scenes() != [scene]:
            return None
        draw_changes = getattr(scene, "draw_changes", None)
        if draw_changes is None:
            return None
        changed: list[pygame.Rect] | None = draw_changes(self.canvas)
        return changed

    def _present(self, changed: list[pygame.Rect] | None) -> None:
        """Show the canvas in the window: all of it, or only the `changed` areas when the
        window is at the logical size (a scaled window is always scaled whole, so its
        pixels are exactly those of a whole frame)."""
        window = self.window
        if self.view_rect.size == LOGICAL_SIZE:
            if changed is None:
                window.blit(self.canvas, self.view_rect)
                pygame.display.flip()
                return
            pygame.display.update(copy_areas(window, self.canvas, changed, self.view_rect.topleft))
        else:
            window.blit(self._letterbox(), (0, 0))
            if self._scaled is None or self._scaled.get_size() != self.view_rect.size:
                self._scaled = pygame.Surface(self.view_rect.size).convert()
            pygame.transform.smoothscale(self.canvas, self.view_rect.size, self._scaled)
            window.blit(self._scaled, self.view_rect)
            pygame.display.flip()

    def _letterbox(self) -> pygame.Surface:
        """What fills the bars beside the canvas: the landscape, dimmed (once per size)."""
        size = self.window.get_size()
        if self._bars is None or self._bars.get_size() != size:
            from common.scenes import art

            scale = max(size[0] / LOGICAL_SIZE[0], size[1] / LOGICAL_SIZE[1])
            cover = (round(LOGICAL_SIZE[0] * scale) + 1, round(LOGICAL_SIZE[1] * scale) + 1)
            bars = pygame.Surface(size).convert()
            bars.blit(
                pygame.transform.smoothscale(art.backdrop(), cover),
                ((size[0] - cover[0]) // 2, (size[1] - cover[1]) // 2),
            )
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((*theme.LETTERBOX, 170))
            bars.blit(shade, (0, 0))
            self._bars = bars
        return self._bars

    # --- notices ----------------------------------------------------------------------
    def _take_notices(self) -> None:
        """Move newly reported problems on screen; drop the ones whose time is up."""
        now = time.perf_counter()
        before = len(self.shown_notices)
        self.shown_notices = [(n, until) for n, until in self.shown_notices if until > now]
        for notice in notices.current().take_unshown():
            self.shown_notices.append((notice, now + NOTICE_SECONDS))
            self.call_later(NOTICE_SECONDS + 0.05, self.request_redraw)
        self.shown_notices = self.shown_notices[-NOTICE_MAX_SHOWN:]
        if len(self.shown_notices) != before:
            self._dirty = True

    def _notice_rects(self) -> list[tuple[notices.Notice, pygame.Rect, pygame.Surface]]:
        """Where each shown notice sits: compact pills at the bottom centre, newest lowest."""
        placed = []
        y = LOGICAL_SIZE[1] - 6
        for notice, _until in reversed(self.shown_notices):
            text = assets.wrapped_text(
                notice.text(), NOTICE_TEXT_SIZE, theme.CARD, NOTICE_WIDTH - 64
            )
            pill = pygame.Rect(0, 0, text.get_width() + 64, text.get_height() + 12)
            pill.midbottom = (LOGICAL_SIZE[0] // 2, y)
            placed.append((notice, pill, text))
            y = pill.y - 4
        return placed

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """Small dark pills over every scene; a click on one puts them all away."""
        for _notice, pill, text in self._notice_rects():
            veil = pygame.Surface(pill.size, pygame.SRCALPHA)
            radius = min(16, pill.height // 2)
            pygame.draw.rect(veil, (*theme.LETTERBOX, 230), veil.get_rect(), border_radius=radius)
            surface.blit(veil, pill)
            mark = (pill.x + 22, pill.y + 6 + min(text.get_height(), 24) // 2)
            pygame.draw.circle(surface, theme.GOLD, mark, 10)
            bang = assets.text("!", NOTICE_TEXT_SIZE - 2, theme.INK, bold=True)
            surface.blit(bang, bang.get_rect(center=mark))
            surface.blit(text, (pill.x + 42, pill.y + 6))

    def _notice_hit(self, event: pygame.event.Event) -> bool:
        """A press on a notice dismisses the notices (and does not reach the scene)."""
        if event.type != pygame.MOUSEBUTTONDOWN or not self.shown_notices:
            return False
        pos = self.to_logical(event.pos)
        if any(pill.collidepoint(pos) for _n, pill, _t in self._notice_rects()):
            self.shown_notices.clear()
            self._dirty = True
            return True
        return False

    # --- Continue: errors in the first frames refuse the save --------------------------
    def watch_continue(self, game_id: str, scene: Scene | None = None) -> None:
        """A saved game was just continued (into ``scene``): an error in its first frames
        refuses the save, unless the family already left that scene."""
        self._continued = (game_id, scene, time.perf_counter(), self.frames_drawn)

    def _continue_guard(self) -> str | None:
        """The game id whose Continue an error now blames, or None."""
        if self._continued is None:
            return None
        game_id, scene, since, frames = self._continued
        if (scene is not None and scene not in self.scenes.stack) or (
            time.perf_counter() - since > CONTINUE_GUARD_SECONDS
            and self.frames_drawn - frames > CONTINUE_GUARD_FRAMES
        ):
            self._continued = None
            return None
        return game_id

    def begin_transition(self) -> None:
        """Cross-fade from the last drawn frame to whatever is drawn next (scene changes)."""
        if self.frames_drawn == 0 or TRANSITION_SECONDS <= 0:
            return
        self._fade_from = self.canvas.copy()
        self.fade_alpha = 255.0
        self.tweens.cancel_target(self)
        self.tweens.tween(self, "fade_alpha", 0.0, TRANSITION_SECONDS, "out_quad")

    def run(self, first_scene: Scene | None = None) -> int:
        """Run until quit or the stack empties; returns the exit code."""
        if first_scene is not None:
            self.scenes.push(first_scene)
        self.running = True
        self._last_time = time.perf_counter()
        errors: list[float] = []
        self._closing_saved = False
        try:
            while True:
                while self.running and self.scenes.stack:
                    try:
                        self.step(block=True)
                    except Exception:
                        # a bug in one screen should not close the family's app: log it, go
                        # back to the title and say sorry; repeated failures do end the app
                        log.exception("unexpected error; returning to the title screen")
                        now = time.perf_counter()
                        errors = [t for t in errors if now - t < ERROR_WINDOW] + [now]
                        if len(errors) > MAX_RECOVERIES:
                            raise
                        self._recover()
                if not self._save_before_closing():
                    break
        finally:
            if not self._closing_saved:
                self._save_for_closing()
        return self.exit_code

    def _save_for_closing(self) -> None:
        """The quit hooks (autosave) and the settings, once, before the window closes."""
        self._closing_saved = True
        for hook in self._quit_hooks:
            try:
                hook()
            except Exception:
                log.exception("quit hook failed")
        self.settings.save()

    def _save_before_closing(self) -> bool:
        """Save on the way out while the window still shows; True when something could not
        be saved, which is then said in the window before it closes (a failure at exit was
        only noticed after the window had gone, issue 25)."""
        if self._closing_saved:
            return False
        self._save_for_closing()
        unsaid = notices.current().take_unshown()
        if not unsaid:
            return False
        from common.i18n import N_
        from common.widgets import Dialog

        self.scenes.push(
            Dialog(
                N_("Not everything could be saved"),
                " ".join(notice.text() for notice in unsaid),
                [(N_("Close anyway"), self.quit, "primary")],
                cancel_index=0,
                width=760,
            )
        )
        self.running = True
        self.request_redraw()
        return True

    def _recover(self) -> None:
        from common import saves
        from common.i18n import N_
        from common.widgets import Dialog

        self.tweens.animations.clear()
        blamed = self._continue_guard()
        self._continued = None
        message = N_("Sorry! The game ran into a problem and went back to the title screen.")
        title = N_("Something went wrong")
        if blamed is not None:
            # the save just continued is what broke: refuse it so Continue is not offered again
            try:
                error = saves.refuse_autosave(
                    blamed,
                    saves.CorruptSave(
                        "the continued game failed in its first moments",
                        reason_msgid=N_("the game in it could not be played"),
                    ),
                )
                message = saves.refusal_message(error)
                title = N_("Saved game damaged")
            except Exception:
                log.exception("could not refuse the autosave of %s", blamed)
        self.scenes.go_home()
        self.scenes.push(
            Dialog(title, message, [(N_("OK"), None, "primary")], cancel_index=0, width=760)
        )

    def screenshot(self) -> pygame.Surface:
        """Render the stack onto the logical canvas and return a copy (self-test)."""
        self._fade_from = None
        self._frame_of = None  # the canvas is no longer what the window shows
        self.canvas.fill(theme.PAPER)
        self.scenes.draw(self.canvas)
        return self.canvas.copy()

    def shutdown(self) -> None:
        """Close audio and the window; cached fonts/surfaces die with pygame, so forget them."""
        from common.scenes import art

        self.audio.shutdown()
        assets.clear_caches()
        art.clear_cache()
        pygame.quit()


def copy_areas(
    target: pygame.Surface,
    source: pygame.Surface,
    areas: list[pygame.Rect],
    offset: tuple[int, int] = (0, 0),
) -> list[pygame.Rect]:
    """Copy `areas` of `source` onto `target` at `offset`; returns where they went.

    Each area is widened to whole 16-pixel columns first: SDL copies a row in 64-byte
    chunks and a row that does not end on one finishes very slowly (measured: a 228x147
    area 0.06 ms, the 240x147 area round it 0.006 ms; a whole frame 0.13 ms)."""
    bounds = source.get_rect()
    placed = []
    for area in areas:
        left = area.left - area.left % COPY_COLUMNS
        right = area.right + (-area.right) % COPY_COLUMNS
        column = pygame.Rect(left, area.top, right - left, area.height).clip(bounds)
        if column.width and column.height:
            placed.append(target.blit(source, column.move(offset), column))
    return placed


def environment_is_test() -> bool:
    """True under pytest or an explicit dummy driver (no warning about headless then)."""
    return "PYTEST_CURRENT_TEST" in os.environ or os.environ.get("SDL_VIDEODRIVER") == "dummy"


def _positive_float(text: str) -> float | None:
    """`text` as a positive number of seconds, or None when empty or not one."""
    try:
        value = float(text)
    except ValueError:
        return None
    return value if 0 < value <= MAX_DT else None
