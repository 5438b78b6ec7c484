"""Hand-off screen: hides the table between turns so hands stay secret at one screen."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from common import theme
from common.i18n import N_, _
from common.scene import Scene
from common.scenes import art
from common.widgets import Button, WidgetGroup, draw_text_centered, fit_text


class HandoffScene(Scene):
    """An opaque overlay: "Pass to Anna" and a button only Anna should press.

    Games push it before a human's turn when ``app.settings.handoff_screen`` is on; it
    pops itself and calls ``on_ready`` when the player confirms.
    """

    is_overlay = True

    def __init__(
        self,
        player_name: str,
        colour: tuple[int, int, int],
        on_ready: Callable[[], None] | None = None,
    ) -> None:
        self.player_name = player_name
        self.colour = colour
        self.on_ready = on_ready
        self.group = WidgetGroup()
        self.group.add(
            Button(
                (640 - 200, 470, 400, 80),
                N_("I'm ready"),
                self.ready,
                font_size=theme.SIZE_HEADING - 4,
            )
        )

    def ready(self) -> None:
        self.manager.remove(self)
        if self.on_ready is not None:
            self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.ready()
            return True
        self.group.handle_event(event)
        return True

    def update(self, dt: float) -> bool:
        return self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(art.backdrop(), (0, 0))  # opaque on purpose: nothing below may show
        card = pygame.Rect(0, 0, 680, 420)
        card.center = (640, 420)
        theme.draw_panel(surface, card, theme.CARD, self.colour, radius=30)
        pygame.draw.circle(surface, theme.darken(self.colour, 0.25), (640, card.y + 4), 48)
        pygame.draw.circle(surface, self.colour, (640, card.y), 48)
        draw_text_centered(
            surface,
            _("Pass the screen to"),
            theme.SIZE_SUBHEADING,
            theme.INK_SOFT,
            (640, card.y + 90),
        )
        name_size = fit_text(self.player_name, theme.SIZE_TITLE, card.width - 60, bold=True)
        draw_text_centered(
            surface, self.player_name, name_size, theme.INK, (640, card.y + 160), bold=True
        )
        draw_text_centered(
            surface,
            _("Everybody else, please look away."),
            theme.SIZE_BODY,
            theme.INK_SOFT,
            (640, card.y + 230),
        )
        self.group.draw(surface)
