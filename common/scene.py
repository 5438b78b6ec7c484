"""Scenes and the scene stack.

The stack gives us overlays for free: a pause menu, dialog or hand-off screen is pushed
with ``is_overlay = True`` and the scene(s) below are drawn first, but only the top scene
receives input and updates. ``on_pause``/``on_resume`` tell a scene when it is covered.

A scene never imports the app: it is handed a `Shell`, the few things it may ask of the app
(a redraw, a transition, the stack, settings, audio, tweens), and the manager knows the
screens a scene may jump to without importing them (`home`, the title; `new_game`, a game's
setup screen), given to it by the app. So this module sits under every scene.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, Protocol

import pygame

from common import audio
from common.focus import set_hand_cursor

if TYPE_CHECKING:
    from common.games import GamePlugin
    from common.settings import Settings
    from common.tween import TweenManager

log = logging.getLogger(__name__)


class Shell(Protocol):
    """What a scene may ask of the app (`common.app.App` is the one implementation)."""

    settings: Settings
    audio: audio.Audio
    tweens: TweenManager
    scenes: SceneManager
    current_game: GamePlugin | None  # the game being played, for the pause menu and rules

    def request_redraw(self, delay: float = 0.0) -> None: ...
    def begin_transition(self) -> None: ...
    def apply_settings(self) -> None: ...
    def call_later(self, delay: float, fn: Callable[[], None]) -> None: ...
    def post_from_thread(self, fn: Callable[[], None]) -> None: ...
    def seconds_since_input(self) -> float: ...
    def watch_continue(self, game_id: str, scene: Scene | None = None) -> None: ...
    def quit(self, code: int = 0) -> None: ...


class Scene:
    """One screen. Override what you need; the defaults do nothing."""

    is_overlay: bool = False
    # The tune while this scene is on the stack (a track of assets/music); None: keep the
    # tune of the scene below, and the menu tune when no scene asks for one.
    music: ClassVar[str | None] = None
    # True for the root screen (the title): "back" from it goes nowhere.
    is_home: ClassVar[bool] = False
    app: Shell
    manager: SceneManager

    def on_enter(self) -> None:
        """Pushed onto the stack (``app`` and ``manager`` are set)."""

    def on_exit(self) -> None:
        """Popped or replaced."""

    def on_pause(self) -> None:
        """Another scene was pushed on top."""

    def on_resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Events arrive with ``pos`` on the logical canvas; return True if consumed."""
        return False

    def update(self, dt: float) -> bool:
        """Advance time; return True while animating (keeps frames coming)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical canvas."""

    def request_redraw(self) -> None:
        """Convenience for widgets: ask the app for a new frame."""
        app = getattr(self, "app", None)
        if app is not None:
            app.request_redraw()


class SceneManager:
    """A stack of scenes; the last one is on top and gets the input."""

    def __init__(
        self,
        app: Shell | None = None,
        *,
        home: Callable[[], Scene] | None = None,
        new_game: Callable[[GamePlugin], Scene] | None = None,
        help: Callable[[SceneManager], bool] | None = None,
    ) -> None:
        self.app = app
        self.stack: list[Scene] = []
        # Given by the app, so no scene imports the screens above it: the root screen, the
        # screen that starts a game, and F1's help for what is on screen.
        self.home = home
        self.new_game = new_game
        self.help = help

    def home_scene(self) -> Scene:
        """A new root screen (the title)."""
        if self.home is None:
            raise RuntimeError("this scene manager was given no home screen")
        return self.home()

    def go_home(self) -> None:
        """Clear the stack and show the root screen (quit to title)."""
        self.reset(self.home_scene())

    def start_setup(self, plugin: GamePlugin) -> None:
        """Replace the top scene by the screen that starts a game of `plugin`."""
        if self.new_game is None:
            raise RuntimeError("this scene manager was given no setup screen")
        self.replace(self.new_game(plugin))

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _attach(self, scene: Scene) -> None:
        if self.app is not None:
            scene.app = self.app
        scene.manager = self

    def _changed(self) -> None:
        set_hand_cursor(False)  # the new top scene decides again on the next motion
        if self.app is not None:
            self.app.request_redraw()
            sound = getattr(self.app, "audio", None)
            if sound is not None:
                sound.play_music(self.music_track())

    def music_track(self) -> str | None:
        """The tune the stack asks for: the topmost scene that names one, else the menu's."""
        if not self.stack:
            return None
        for scene in reversed(self.stack):
            if scene.music is not None:
                return scene.music
        return audio.MENU_TRACK

    def _crossfade(self, *scenes: Scene | None) -> None:
        """Ask the app to fade from the last frame when a full screen comes or goes."""
        if self.app is not None and any(s is not None and not s.is_overlay for s in scenes):
            self.app.begin_transition()

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top; the old top is paused."""
        self._crossfade(scene)
        if self.stack:
            self.stack[-1].on_pause()
        self._attach(scene)
        self.stack.append(scene)
        scene.on_enter()
        self._changed()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below resumes."""
        if not self.stack:
            return None
        self._crossfade(self.stack[-1])
        scene = self.stack.pop()
        scene.on_exit()
        if self.stack:
            self.stack[-1].on_resume()
        self._changed()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene without resuming the one below."""
        self._crossfade(scene, self.top)
        if self.stack:
            self.stack.pop().on_exit()
        self._attach(scene)
        self.stack.append(scene)
        scene.on_enter()
        self._changed()

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack and start over with ``scene`` (quit to title)."""
        self._crossfade(scene)
        while self.stack:
            self.stack.pop().on_exit()
        self.push(scene)

    def remove(self, scene: Scene) -> None:
        """Take a specific scene out (e.g. a dialog closing itself while not on top)."""
        if scene is self.top:
            self.pop()
        elif scene in self.stack:
            self.stack.remove(scene)
            scene.on_exit()
            self._changed()

    def visible_scenes(self) -> list[Scene]:
        """The top scene plus everything under a run of overlays, bottom first."""
        if not self.stack:
            return []
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].is_overlay:
            start -= 1
        return self.stack[start:]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The mute key and F1 (help) work on every screen; the rest goes to the top scene."""
        sound = getattr(self.app, "audio", None) if self.app is not None else None
        if sound is not None and sound.handle_key(event):
            return True
        help_key = event.type == pygame.KEYDOWN and event.key == pygame.K_F1
        if help_key and self.help is not None and self.help(self):
            return True  # help for what is on screen (scenes with help_spots)
        top = self.top
        return top.handle_event(event) if top is not None else False

    def update(self, dt: float) -> bool:
        top = self.top
        return top.update(dt) if top is not None else False

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible_scenes():
            scene.draw(surface)
