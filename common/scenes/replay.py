"""Watch it again: a finished game played from its move list on the game's own table.

The replay owns no picture of its own. The game's table scene runs in *replay mode*
(`ReplayTable`): people and computer players stop, nothing is autosaved, and each move
the replay hands it is committed and animated exactly as in live play, but with events
as a spectator sees them (`engine.event_view(event, -1)`) and no private view ever open,
so hands and peeked eggs stay hidden. The replay scene wraps the table (it updates and
draws it, the table gets no input) and adds a bar: step back, play/pause, step forward,
speed 1x/2x/4x, the move counter and Back.

Stepping back rebuilds the state from options, seed and the first n-1 moves
(`GameSession.rewind`); stepping forward while a move still animates jumps to its end.
Moves a table calls quiet (`replay_quiet`: Die Dracheninsel's passes, four in five) play
at once after the move before them and are not counted: the counter, its progress line
and the steps go by the moves one sees ("Move 37 of 4911" counted passes).
Reached from the end screens ("Watch again") and from the title for the last finished
game (`common.table.session.load_last_finished`).
"""

from __future__ import annotations

import bisect
import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from common.i18n import N_, _
from common.scene import Scene
from common.table import draw
from common.table.session import GameSession

log = logging.getLogger(__name__)

SPEEDS = (1.0, 2.0, 4.0)
GAP = 0.45  # seconds (at 1x) between two moves while playing, so each one can be seen
BAR = pygame.Rect(0, 0, 700, 76)
BAR.midbottom = (640, 794)
BUTTON = 56
KEY_SPEEDS = {pygame.K_1: 1.0, pygame.K_2: 2.0, pygame.K_4: 4.0}

TIPS: dict[str, str] = {
    "back": N_("One move back (Left arrow)"),
    "play": N_("Play or pause (Space)"),
    "forward": N_("One move on (Right arrow)"),
    "speed": N_("Faster: 1×, 2×, 4× (keys 1, 2, 4)"),
    "close": N_("Stop watching (Esc)"),
}


class ReplayTable(Protocol):
    """What a game's table scene offers to be driven by a replay instead of by players."""

    replay_speed: float

    @property
    def session(self) -> GameSession[Any, Any, Any]:
        """The table's session: its moves grow as the replay plays them."""

    def replay_begin(self) -> None:
        """Enter replay mode: no people, no computers, no autosave, no overlays; show
        `session.state` as it is, without an intro."""

    def replay_step(self, move: Any) -> None:
        """Commit `move` and animate it as in live play (public events only)."""

    def replay_jump(self) -> None:
        """`session.state` was rebuilt: drop running animations, show the state at once."""

    def replay_busy(self) -> bool:
        """True while the last move still animates."""

    def update(self, dt: float) -> bool: ...

    def draw(self, surface: pygame.Surface) -> None: ...


def bar_rect(table: object) -> pygame.Rect:
    """Where the control bar goes: over the strip the table names with an optional
    `replay_bar_rect()` (Dragomino: its egg supply, which the default bar covered all but
    a sliver and half an egg of, seen under Xvfb), else `BAR` at the bottom middle."""
    named = getattr(table, "replay_bar_rect", None)
    if callable(named):
        rect = pygame.Rect(named())
        if rect.w >= BAR.w and rect.h >= BUTTON + 8:
            return rect
    return BAR.copy()


class ReplayScene(Scene):
    """The table in replay mode under a control bar; see the module docstring."""

    def __init__(
        self,
        table: ReplayTable,
        moves: Sequence[dict[str, Any]],
        *,
        on_close: Callable[[], None] | None = None,
        playing: bool = True,
    ) -> None:
        self.table = table
        self.moves = [dict(raw) for raw in moves]
        self.on_close = on_close
        self.playing = playing
        self.speed = SPEEDS[0]
        self.target = len(table.session.moves)  # moves the table shows (or is animating)
        self.wait = GAP
        self.hover: str | None = None
        self.focus = 1  # keyboard focus on play/pause
        self.music = getattr(table, "music", None)  # type: ignore[misc]
        self.bar = bar_rect(table)
        quiet = getattr(table, "replay_quiet", None)
        self.seen_at = [  # where each move one sees stands in the move list
            index for index, raw in enumerate(self.moves) if not (callable(quiet) and quiet(raw))
        ]
        table.replay_begin()

    # ------------------------------------------------------------------ reading
    @property
    def total(self) -> int:
        return len(self.moves)

    @property
    def position(self) -> int:
        """How many moves have been played so far (the one animating counts)."""
        return self.target

    @property
    def seen_total(self) -> int:
        """How many moves one sees in the whole game (quiet ones not counted)."""
        return len(self.seen_at)

    @property
    def seen_position(self) -> int:
        """How many of those have been played so far (the one animating counts)."""
        return bisect.bisect_left(self.seen_at, self.target)

    @property
    def at_end(self) -> bool:
        return self.target >= self.total and not self.table.replay_busy()

    # ------------------------------------------------------------------ scene hooks
    def on_enter(self) -> None:
        app = getattr(self, "app", None)
        if app is not None:
            self.table.app = app  # type: ignore[attr-defined]  # sounds and settings

    def on_exit(self) -> None:
        exit_table = getattr(self.table, "on_exit", None)
        if callable(exit_table):
            exit_table()

    # ------------------------------------------------------------------ control
    def step_forward(self) -> None:
        """One move on: the animating one (if any) ends at once and the next one plays."""
        self.playing = False
        if self.table.replay_busy() or len(self.table.session.moves) != self.target:
            self.jump(self.target)
        self._play_next()

    def step_back(self) -> None:
        """One move back: to just before the last move one saw, the quiet ones before it
        played (the state is rebuilt from the first moves, no animation)."""
        self.playing = False
        seen = self.seen_position
        self.jump(self.seen_at[seen - 1] if seen else 0)

    def toggle(self) -> None:
        if self.at_end:
            self.jump(0)  # from the end, play starts over
            self.playing = True
            return
        self.playing = not self.playing
        self.wait = 0.0

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        self.table.replay_speed = speed

    def next_speed(self) -> None:
        self.set_speed(SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)])

    def jump(self, count: int) -> None:
        """Show the game after its first `count` moves, rebuilt from the move list."""
        count = max(0, min(self.total, count))
        session = self.table.session
        session.moves = [dict(raw) for raw in self.moves[:count]]
        session.rewind(count)
        self.target = count
        self.table.replay_jump()
        self.wait = GAP

    def close(self) -> None:
        if self.on_close is not None:
            self.on_close()
        elif getattr(self, "manager", None) is not None:
            self.manager.remove(self)

    def _play_next(self) -> None:
        if self.target >= self.total:
            self.playing = False
            return
        engine = self.table.session.engine
        move = engine.move_from_json(self.moves[self.target])
        self.target += 1
        self.table.replay_step(move)
        self.wait = GAP
        # moves that show nothing (a table's `replay_quiet`: Die Dracheninsel's passes, four
        # moves in five) take no time of their own; they follow at once while nothing moves
        while self._next_is_quiet() and not self.table.replay_busy():
            raw = self.moves[self.target]
            self.target += 1
            self.table.replay_step(engine.move_from_json(raw))

    def _next_is_quiet(self) -> bool:
        quiet = getattr(self.table, "replay_quiet", None)
        return callable(quiet) and self.target < self.total and bool(quiet(self.moves[self.target]))

    # ------------------------------------------------------------------ input
    def buttons(self) -> list[tuple[str, pygame.Rect]]:
        names = ["back", "play", "forward", "speed"]
        out = []
        x = self.bar.x + 14
        top = self.bar.y + (self.bar.h - BUTTON) // 2
        for name in names:
            out.append((name, pygame.Rect(x, top, BUTTON, BUTTON)))
            x += BUTTON + 10
        close = pygame.Rect(0, 0, 150, BUTTON)
        close.topright = (self.bar.right - 12, top)
        out.append(("close", close))
        return out

    def press(self, name: str) -> None:
        actions: dict[str, Callable[[], None]] = {
            "back": self.step_back,
            "play": self.toggle,
            "forward": self.step_forward,
            "speed": self.next_speed,
            "close": self.close,
        }
        sound = getattr(self.table, "sound", None)
        if callable(sound):
            sound("click")
        actions[name]()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Only the bar takes input; the table under it never does (nobody plays)."""
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.hover = next((n for n, r in self.buttons() if r.collidepoint(event.pos)), None)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = getattr(event, "pos", None)
            for name, r in self.buttons():
                if pos is not None and r.collidepoint(pos):
                    self.press(name)
            return True
        if event.type == pygame.KEYDOWN:
            key = event.key
            names = [n for n, _r in self.buttons()]
            if key == pygame.K_ESCAPE:
                self.press("close")
            elif key in (pygame.K_LEFT, pygame.K_BACKSPACE):
                self.press("back")
            elif key == pygame.K_RIGHT:
                self.press("forward")
            elif key == pygame.K_SPACE:
                self.press("play")
            elif key in KEY_SPEEDS:
                self.set_speed(KEY_SPEEDS[key])
            elif key == pygame.K_HOME:
                self.playing = False
                self.jump(0)
            elif key == pygame.K_END:
                self.playing = False
                self.jump(self.total)
            elif key == pygame.K_TAB:
                step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
                self.focus = (self.focus + step) % len(names)
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press(names[self.focus])
            return True
        return True

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> bool:
        self.table.replay_speed = self.speed
        moving = bool(self.table.update(dt))
        if self.playing and not self.table.replay_busy():
            if self.target >= self.total:
                self.playing = False
            else:
                self.wait -= dt * self.speed
                if self.wait <= 0 or self._next_is_quiet():
                    self._play_next()
        return moving or self.playing

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        self.draw_bar(surface)

    def draw_bar(self, surface: pygame.Surface) -> None:
        draw.panel(surface, self.bar, draw.PANEL, draw.GOLD, 24)
        for index, (name, r) in enumerate(self.buttons()):
            lit = name == self.hover
            face = (255, 236, 170) if lit else (246, 238, 220)
            pygame.draw.rect(surface, draw.SHADOW, r.move(0, 4), border_radius=16)
            pygame.draw.rect(surface, face, r, border_radius=16)
            edge = draw.GOLD if index == self.focus else (196, 170, 130)
            pygame.draw.rect(surface, edge, r, 3, border_radius=16)
            if name == "close":
                label = _("Done")  # not "Back": that would read like a step back
                size = draw.fit_text(label, 26, r.w - 20)
                draw.text(surface, label, size, draw.INK, center=r.center)
            elif name == "speed":
                draw.text(surface, f"{self.speed:g}×", 26, draw.INK, center=r.center)
            else:
                ICONS[name](surface, r.center, self.playing)
        total = self.seen_total
        counter = _("Move {n} of {total}").format(n=self.seen_position, total=total)
        if self.at_end:
            counter = _("The end") + f" · {total}/{total}"
        left = self.bar.x + 14 + 4 * (BUTTON + 10) + 6
        width = self.buttons()[-1][1].left - left - 10
        size = draw.fit_text(counter, 24, width)
        words = draw.text_surface(counter, size, draw.INK)
        surface.blit(words, words.get_rect(midleft=(left, self.bar.centery - 8)))
        # a progress line under the counter
        track = pygame.Rect(left, self.bar.centery + 14, width, 8)
        pygame.draw.rect(surface, (220, 208, 186), track, border_radius=4)
        done = track.copy()
        done.w = round(track.w * (self.seen_position / total if total else 1.0))
        if done.w > 0:
            pygame.draw.rect(surface, draw.GOLD_DARK, done, border_radius=4)
        if self.hover is not None:
            from common.widgets import draw_tooltip

            rect = dict(self.buttons())[self.hover]
            draw_tooltip(surface, _(TIPS[self.hover]), rect)


# ---------------------------------------------------------------------- icons


def _back_icon(surface: pygame.Surface, center: tuple[int, int], playing: bool) -> None:
    cx, cy = center
    pygame.draw.rect(surface, draw.INK, (cx - 14, cy - 12, 5, 24))
    pygame.draw.polygon(surface, draw.INK, [(cx + 12, cy - 13), (cx + 12, cy + 13), (cx - 7, cy)])


def _forward_icon(surface: pygame.Surface, center: tuple[int, int], playing: bool) -> None:
    cx, cy = center
    pygame.draw.rect(surface, draw.INK, (cx + 9, cy - 12, 5, 24))
    pygame.draw.polygon(surface, draw.INK, [(cx - 12, cy - 13), (cx - 12, cy + 13), (cx + 7, cy)])


def _play_icon(surface: pygame.Surface, center: tuple[int, int], playing: bool) -> None:
    cx, cy = center
    if playing:
        pygame.draw.rect(surface, draw.INK, (cx - 11, cy - 13, 8, 26), border_radius=2)
        pygame.draw.rect(surface, draw.INK, (cx + 3, cy - 13, 8, 26), border_radius=2)
    else:
        pygame.draw.polygon(
            surface, draw.INK, [(cx - 9, cy - 15), (cx - 9, cy + 15), (cx + 14, cy)]
        )


ICONS: dict[str, Callable[[pygame.Surface, tuple[int, int], bool], None]] = {
    "back": _back_icon,
    "forward": _forward_icon,
    "play": _play_icon,
}


def watch_again(
    manager: Any, table_factory: Callable[[], ReplayTable | None], moves: Sequence[dict[str, Any]]
) -> ReplayScene | None:
    """Push a replay of `moves` on `table_factory()` (a fresh table at move 0); None (and
    logged) when the game cannot build one."""
    try:
        table = table_factory()
    except Exception:
        log.exception("the replay table could not be built")
        return None
    if table is None:
        return None
    scene = ReplayScene(table, moves)
    manager.push(scene)
    return scene


def watch_last_game(scene: Scene, plugin: Any) -> ReplayScene | None:
    """The title's "Watch again": the last finished game of `plugin`'s game, checked by
    replaying its moves; a file that fails is put aside and the player told so."""
    from common.table.session import load_last_finished
    from common.widgets import Dialog

    data = load_last_finished(plugin.game_id)
    table = None
    if data is not None and plugin.replay_table_scene is not None:
        try:
            table = plugin.replay_table_scene(scene.app, data)
        except Exception:
            log.exception("the last finished %s game cannot be replayed", plugin.game_id)
            _refuse_last_finished(plugin.game_id)
    rebuild = getattr(scene, "rebuild", None)
    if table is None or data is None:
        scene.manager.push(
            Dialog(
                N_("Watch again"),
                N_("The finished game could not be shown again."),
                [(N_("OK"), rebuild, "primary")],
                cancel_index=0,
            )
        )
        return None
    replay = ReplayScene(table, data.get("moves", []))
    scene.manager.push(replay)
    return replay


def _refuse_last_finished(game_id: str) -> None:
    """Put a last-finished file that does not replay aside, so it is not offered again."""
    from common import saves
    from common.table.session import last_finished_path

    try:
        saves.refuse(
            last_finished_path(game_id),
            saves.CorruptSave(
                "the finished game does not replay",
                reason_msgid=N_("its game does not match its moves"),
            ),
        )
    except Exception:
        log.exception("could not put the last finished %s game aside", game_id)
