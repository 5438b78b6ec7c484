"""Settings: language, effects and music volume, fullscreen, animation speed, hand-off
screen, reduce motion, larger text and pieces. Changes apply at once and are saved, so
there is no "OK/Cancel" to get wrong.
"""

from __future__ import annotations

import time

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.scenes.base import MenuScene, label
from common.settings import ANIMATION_SPEED_MAX, ANIMATION_SPEED_MIN
from common.widgets import Button, SegmentedChoice, Slider, Toggle, fit_text

PANEL = pygame.Rect(0, 0, 860, 656)
PANEL.center = (640, 452)
ROW_H = 64
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
) = range(len(ROWS))


class SettingsScene(MenuScene):
    """Also reachable from the pause menu; drawn full-screen either way."""

    _last_sample = 0.0

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
        self.group.add(
            Button((PANEL.centerx - 130, PANEL.bottom - 20 - 64, 260, 64), N_("Done"), self.back)
        )

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
        return super().update(dt)

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
            hint_img = assets.wrapped_text(
                _(hint), theme.SIZE_SMALL - 2, theme.INK_SOFT, CONTROL_X - PANEL.x - 70
            )
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
