"""The board shown for a game whose table scene is not built yet ("coming soon")."""

from __future__ import annotations

import pygame

from common import assets, theme
from common.games import GamePlugin, GameSetup
from common.i18n import N_, _
from common.scene import Scene
from common.scenes import art
from common.scenes.base import label
from common.widgets import Button, WidgetGroup, draw_text_centered

CARD = pygame.Rect(0, 0, 720, 520)
CARD.center = (640, 420)


class PlaceholderBoard(Scene):
    """A calm table with the chosen seats; Esc or the menu button opens the pause menu."""

    def __init__(self, plugin: GamePlugin, setup: GameSetup | None) -> None:
        self.plugin = plugin
        self.setup = setup
        self.group = WidgetGroup()
        self.group.add(
            Button((1280 - 28 - 150, 22, 150, 56), N_("Menu"), self.pause, style="plain")
        )

    def pause(self) -> None:
        from common.scenes.pause import PauseMenu

        self.manager.push(PauseMenu(self.plugin))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()
            return True
        return False

    def update(self, dt: float) -> bool:
        return self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(art.soft_backdrop(), (0, 0))
        table = pygame.Rect(40, 110, 1200, 660)
        theme.draw_panel(surface, table, (214, 176, 128), (170, 130, 90), radius=40)
        pygame.draw.rect(surface, (196, 156, 108), table.inflate(-40, -40), border_radius=30)
        draw_text_centered(
            surface,
            _(self.plugin.title_msgid),
            theme.SIZE_TITLE - 6,
            theme.PRIMARY_DARK,
            (640, 58),
            bold=True,
        )
        theme.draw_panel(surface, CARD, theme.CARD, theme.GOLD, radius=26)
        picture = art.card_art(self.plugin.game_id, self.plugin.art, (CARD.width - 20, 220))
        surface.blit(picture, (CARD.x + 10, CARD.y + 10))
        draw_text_centered(
            surface,
            _("Coming soon"),
            theme.SIZE_HEADING,
            theme.INK,
            (CARD.centerx, CARD.y + 270),
            bold=True,
        )
        text = assets.wrapped_text(
            _("This game board is still being built. Your table is set:"),
            theme.SIZE_BODY - 2,
            theme.INK_SOFT,
            CARD.width - 80,
            align="center",
        )
        surface.blit(text, text.get_rect(midtop=(CARD.centerx, CARD.y + 300)))
        if self.setup is not None:
            seats = self.setup.seats
            step = min(110, (CARD.width - 60) // max(1, len(seats)))
            x0 = CARD.centerx - step * (len(seats) - 1) // 2
            for i, seat in enumerate(seats):
                cx = x0 + i * step
                rgb = self.plugin.colour_rgb(seat.colour)
                pygame.draw.circle(surface, theme.darken(rgb, 0.25), (cx, CARD.y + 393), 26)
                pygame.draw.circle(surface, rgb, (cx, CARD.y + 390), 26)
                kind = _("Computer") if seat.kind == "computer" else _("Human")
                label(
                    surface,
                    kind[:1],
                    (cx, CARD.y + 390),
                    theme.SIZE_BODY,
                    theme.ideal_text_colour(rgb),
                    True,
                    anchor="center",
                )
                name_size = min(theme.SIZE_SMALL, max(12, step // 6))
                label(
                    surface,
                    seat.name or str(i + 1),
                    (cx, CARD.y + 440),
                    name_size,
                    theme.INK,
                    True,
                    anchor="center",
                )
        label(
            surface,
            _("Press Esc for the menu"),
            (CARD.centerx, CARD.bottom - 24),
            theme.SIZE_SMALL,
            theme.INK_FAINT,
            anchor="center",
        )
        self.group.draw(surface)
