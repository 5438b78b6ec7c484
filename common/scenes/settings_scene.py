"""Settings: language, effects and music volume, fullscreen, animation speed, hand-off
screen, reduce motion, larger text and pieces, the port for phones. Changes apply at once
and are saved, so there is no "OK/Cancel" to get wrong.

"Port for phones" (issue 24): Automatic (a free port each game) suits almost every home, so
it is the default and its line says when to change it; "Fixed" shows a number, typed or
stepped with − and + (a mouse alone can set it), kept only while it is a port a program may
open (1024-65535). A busy fixed port never keeps phones out: the server takes a free one
and the setup screen says so (`PhoneSessions.busy_port`).
"""

from __future__ import annotations

import time

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.scenes.base import MenuScene, label
from common.settings import (
    ANIMATION_SPEED_MAX,
    ANIMATION_SPEED_MIN,
    PHONE_PORT_MAX,
    PHONE_PORT_MIN,
    phone_port_ok,
)
from common.widgets import Button, SegmentedChoice, Slider, TextField, Toggle, fit_text

PANEL = pygame.Rect(0, 0, 860, 656)
PANEL.center = (640, 452)
ROW_H = 58  # nine rows above Done (64 fitted eight)
ROWS_TOP = 24  # from the panel's top edge to the first row
CONTROL_X = PANEL.x + 420
CONTROL_W = 380
SAMPLE_GAP = 0.2
TITLE_W = CONTROL_X - PANEL.x - 44 - 36  # a row's title ends this far before its control

LANGUAGE_CHOICES = [("de", "Deutsch"), ("en", "English")]

ROWS = (
    (N_("Language"), N_("Menus and rules in German or English")),
    (N_("Volume"), N_("Sound effects")),
    (N_("Music"), N_("Background music (key M: sound off/on)")),
    (N_("Fullscreen"), N_("Also with F11")),
    (N_("Animation speed"), N_("How fast pieces move")),
    (N_("Hand-off screen"), N_("Hides secret cards and eggs between turns")),
    (N_("Reduce motion"), N_("No shaking, shorter flights, no confetti")),
    (N_("Larger text and pieces"), N_("On the game tables, a quarter bigger")),
    (N_("Port for phones"), N_("Change it only if a firewall asks for one")),
)
(
    ROW_LANGUAGE,
    ROW_VOLUME,
    ROW_MUSIC,
    ROW_FULLSCREEN,
    ROW_SPEED,
    ROW_HANDOFF,
    ROW_MOTION,
    ROW_LARGER,
    ROW_PORT,
) = range(len(ROWS))

PORT_AUTOMATIC = "automatic"
PORT_FIXED = "fixed"
PORT_CHOICES = [(PORT_AUTOMATIC, N_("Automatic")), (PORT_FIXED, N_("Fixed"))]
#: The number "Fixed" proposes first: above the ports other programs like (8080, 8000)
DEFAULT_FIXED_PORT = 8765
PORT_INVALID = N_("A number from {low} to {high}")
PORT_CHOICE_W = 212
PORT_STEP_W = 44  # − and + as tall as the field: 36 looked like dots at 800x500 (Xvfb)
PORT_FIELD_W = 96


class PortField(TextField):
    """The fixed port's number: digits only, five at most."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focused and event.type == pygame.TEXTINPUT and not event.text.isdigit():
            return True  # a letter is not a port: nothing happens
        return super().handle_event(event)


class SettingsScene(MenuScene):
    """Also reachable from the pause menu; drawn full-screen either way."""

    _last_sample = 0.0
    _typing_from: int | None = None  # the fixed port when typing in its field began

    def row_y(self, index: int) -> int:
        return PANEL.y + ROWS_TOP + index * ROW_H + ROW_H // 2

    def build(self) -> None:
        s = self.app.settings
        self.add_back_button()
        self.group.add(
            SegmentedChoice(
                (CONTROL_X, self.row_y(ROW_LANGUAGE) - 26, CONTROL_W, 52),
                LANGUAGE_CHOICES,
                s.language,
                self.set_language,
                font_size=theme.SIZE_BODY - 2,
                translate=False,
            )
        )
        self.volume = Slider(
            (CONTROL_X, self.row_y(ROW_VOLUME) - 22, CONTROL_W - 80, 44),
            s.volume,
            0.0,
            1.0,
            self.set_volume,
            step=0.05,
        )
        self.group.add(self.volume)
        self.music_slider = Slider(
            (CONTROL_X, self.row_y(ROW_MUSIC) - 22, CONTROL_W - 80, 44),
            s.music_volume,
            0.0,
            1.0,
            self.set_music_volume,
            step=0.05,
        )
        self.group.add(self.music_slider)
        self.fullscreen = Toggle(
            (CONTROL_X, self.row_y(ROW_FULLSCREEN) - 22, 84, 44), s.fullscreen, self.set_fullscreen
        )
        self.group.add(self.fullscreen)
        self.speed = Slider(
            (CONTROL_X + 70, self.row_y(ROW_SPEED) - 22, CONTROL_W - 140, 44),
            s.animation_speed,
            ANIMATION_SPEED_MIN,
            ANIMATION_SPEED_MAX,
            self.set_speed,
            step=0.25,
        )
        self.group.add(self.speed)
        self.group.add(
            Toggle(
                (CONTROL_X, self.row_y(ROW_HANDOFF) - 22, 84, 44),
                s.handoff_screen,
                self.set_handoff,
                tooltip=N_(
                    "Before each turn a screen asks the next player to take "
                    "over, so nobody sees another player's hand."
                ),
            )
        )
        self.group.add(
            Toggle(
                (CONTROL_X, self.row_y(ROW_MOTION) - 22, 84, 44),
                s.reduce_motion,
                self.set_reduce_motion,
                tooltip=N_("For eyes and heads that do not like things whizzing about."),
            )
        )
        self.group.add(
            Toggle(
                (CONTROL_X, self.row_y(ROW_LARGER) - 22, 84, 44),
                s.larger_text,
                self.set_larger_text,
                tooltip=N_("Names, numbers, cards and pieces on the tables drawn 125 % large."),
            )
        )
        self._build_port()
        self.group.add(
            Button((PANEL.centerx - 130, PANEL.bottom - 20 - 64, 260, 64), N_("Done"), self.back)
        )

    # ------------------------------------------------------------------ port for phones
    def _build_port(self) -> None:
        port = self.app.settings.phone_port
        if not hasattr(self, "fixed_port"):  # kept while the screen is rebuilt
            self.fixed_port = port if phone_port_ok(port) else DEFAULT_FIXED_PORT
        y = self.row_y(ROW_PORT)
        self.port_choice = SegmentedChoice(
            (CONTROL_X, y - 22, PORT_CHOICE_W, 44),
            PORT_CHOICES,
            PORT_FIXED if port else PORT_AUTOMATIC,
            self.set_port_kind,
            font_size=theme.SIZE_BODY - 2,
            tooltip=N_("Automatic takes a free port for every game."),
        )
        x = CONTROL_X + PORT_CHOICE_W + 8
        self.port_minus = Button(
            (x, y - PORT_STEP_W // 2, PORT_STEP_W, PORT_STEP_W),
            "−",
            lambda: self.step_port(-1),
            style="plain",
            font_size=32,
            translate=False,
        )
        self.port_field = PortField(
            (x + PORT_STEP_W + 4, y - 22, PORT_FIELD_W, 44),
            str(self.fixed_port),
            self.type_port,
            max_length=5,
        )
        self.port_plus = Button(
            (x + PORT_STEP_W + PORT_FIELD_W + 8, y - PORT_STEP_W // 2, PORT_STEP_W, PORT_STEP_W),
            "+",
            lambda: self.step_port(1),
            style="plain",
            font_size=32,
            translate=False,
        )
        for widget in (self.port_choice, self.port_minus, self.port_field, self.port_plus):
            self.group.add(widget)
        self._show_port()

    def _show_port(self) -> None:
        fixed = self.port_choice.value == PORT_FIXED
        for widget in (self.port_minus, self.port_field, self.port_plus):
            widget.visible = fixed
        if not fixed:
            self.port_field.blur()
        self.port_minus.enabled = self.fixed_port > PHONE_PORT_MIN
        self.port_plus.enabled = self.fixed_port < PHONE_PORT_MAX

    def port_typed_ok(self) -> bool:
        """Whether the number in the field is a port the settings keep."""
        text = self.port_field.text
        return text.isdigit() and phone_port_ok(int(text))

    def set_port_kind(self, kind: str) -> None:
        self.app.settings.phone_port = self.fixed_port if kind == PORT_FIXED else 0
        if kind == PORT_FIXED and not self.port_typed_ok():
            self.port_field.text = str(self.fixed_port)
        self._show_port()
        self.app.apply_settings()

    def step_port(self, delta: int) -> None:
        self.fixed_port = min(PHONE_PORT_MAX, max(PHONE_PORT_MIN, self.fixed_port + delta))
        self.port_field.text = str(self.fixed_port)
        self.port_field.caret = len(self.port_field.text)
        self.app.settings.phone_port = self.fixed_port
        self._show_port()
        self.app.apply_settings()

    def type_port(self, text: str) -> None:
        """Each keystroke: a valid port is kept at once; any other number is not (the row's
        line says which numbers may be typed until the field shows one again)."""
        if self.port_typed_ok():
            self.fixed_port = int(text)
            self.app.settings.phone_port = self.fixed_port
            self._show_port()
            self.app.apply_settings()

    def set_language(self, lang: str) -> None:
        self.app.settings.language = lang
        self.app.apply_settings()

    def set_volume(self, volume: float) -> None:
        self.app.settings.volume = volume
        self.app.apply_settings()
        now = time.perf_counter()
        if now - self._last_sample > SAMPLE_GAP:  # a sample of the new volume, not a rattle
            self._last_sample = now
            self.app.audio.play("click")

    def set_music_volume(self, volume: float) -> None:
        """The music that plays now gets louder or softer while the slider moves."""
        self.app.settings.music_volume = volume
        self.app.apply_settings()

    def set_fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self.app.apply_settings()

    def set_speed(self, speed: float) -> None:
        self.app.settings.animation_speed = speed
        self.app.apply_settings()

    def set_handoff(self, on: bool) -> None:
        self.app.settings.handoff_screen = on
        self.app.apply_settings()

    def set_reduce_motion(self, on: bool) -> None:
        self.app.settings.reduce_motion = on
        self.app.apply_settings()

    def set_larger_text(self, on: bool) -> None:
        self.app.settings.larger_text = on
        self.app.apply_settings()

    def update(self, dt: float) -> bool:
        # keep the fullscreen toggle honest when F11 was pressed on this screen
        self.fullscreen.value = self.app.settings.fullscreen
        self._end_typing()
        return super().update(dt)

    def _end_typing(self) -> None:
        """Typing in the port's field ended (Enter, a click elsewhere) with no port in it:
        the port from before the typing is back, in the field and in the settings (so
        deleting 42000 down to 42 does not leave 4200 behind)."""
        field = self.port_field
        if field.focused:
            if self._typing_from is None:
                self._typing_from = self.fixed_port
            return
        before, self._typing_from = self._typing_from, None
        if before is None or self.port_typed_ok():
            return
        self.fixed_port = before
        field.text = str(before)
        field.caret = len(field.text)
        if self.app.settings.phone_port:
            self.app.settings.phone_port = before
            self.app.apply_settings()
        self._show_port()

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_header(surface, _("Settings"))
        theme.draw_panel(surface, PANEL)
        for i, (title, hint) in enumerate(ROWS):
            y = self.row_y(i)
            if i:
                pygame.draw.line(
                    surface,
                    theme.PAPER,
                    (PANEL.x + 30, y - ROW_H // 2),
                    (PANEL.right - 30, y - ROW_H // 2),
                    2,
                )
            # a long title ("Größere Schrift und Spielteile") keeps a gap before its control
            words = _(title)
            size = fit_text(words, theme.SIZE_BODY + 2, TITLE_W, bold=True)
            label(surface, words, (PANEL.x + 44, y - 13), size, theme.INK, True)
            hint, ink = _(hint), theme.INK_SOFT
            if i == ROW_PORT and self.port_field.visible and not self.port_typed_ok():
                hint = _(PORT_INVALID).format(low=PHONE_PORT_MIN, high=PHONE_PORT_MAX)
                ink = theme.DANGER
            room = CONTROL_X - PANEL.x - 70
            hint_img = assets.wrapped_text(hint, theme.SIZE_SMALL - 2, ink, room)
            surface.blit(hint_img, (PANEL.x + 44, y + 6))
        s = self.app.settings
        audio = self.app.audio
        muted = audio.muted
        for row, value in ((ROW_VOLUME, s.volume), (ROW_MUSIC, s.music_volume)):
            label(
                surface,
                _("Muted") if muted else f"{round(value * 100)} %",
                (CONTROL_X + CONTROL_W, self.row_y(row)),
                theme.SIZE_BODY - (4 if muted else 0),
                theme.INK_SOFT if muted else theme.INK,
                True,
                anchor="midright",
            )
        label(
            surface, _("slow"), (CONTROL_X, self.row_y(ROW_SPEED)), theme.SIZE_SMALL, theme.INK_SOFT
        )
        label(
            surface,
            _("fast"),
            (CONTROL_X + CONTROL_W, self.row_y(ROW_SPEED)),
            theme.SIZE_SMALL,
            theme.INK_SOFT,
            anchor="midright",
        )
        toggles = (
            (ROW_FULLSCREEN, s.fullscreen),
            (ROW_HANDOFF, s.handoff_screen),
            (ROW_MOTION, s.reduce_motion),
            (ROW_LARGER, s.larger_text),
        )
        for row, value in toggles:
            label(
                surface,
                _("On") if value else _("Off"),
                (CONTROL_X + 100, self.row_y(row)),
                theme.SIZE_BODY - 2,
                theme.INK_SOFT,
            )
