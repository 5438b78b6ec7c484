"""Spring variant: the chooser secretly looks at two eggs and keeps one.

With more than one person at the table the kit's hand-off screen comes first (the table's
`HandoffGate`), so the two eggs are shown only after the chooser revealed them; computer
players never see this screen.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from common.i18n import _
from common.scene import Scene
from dragomino.ui import pieces
from dragomino.ui.look import GOLD, INK, OK_GREEN, PANEL, PANEL_EDGE

if TYPE_CHECKING:
    from dragomino.ui.table import TableScene


class SpringChoiceOverlay(Scene):
    """Two egg cards; a click on one keeps it."""

    is_overlay = True

    def __init__(self, table: TableScene, seat: int) -> None:
        self.table = table
        self.seat = seat
        self.clock = 0.0
        self.hover: int | None = None
        self.focus = 0

    def option_rects(self) -> list[pygame.Rect]:
        out = []
        for k in range(2):
            r = pygame.Rect(0, 0, 240, 280)
            r.center = (640 + (k * 2 - 1) * 160, 430)
            out.append(r)
        return out

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next(
                (k for k, r in enumerate(self.option_rects()) if r.collidepoint(event.pos)), None
            )
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            for k, r in enumerate(self.option_rects()):
                if r.collidepoint(event.pos):
                    self._choose(k)
            return True
        if event.type == pygame.KEYDOWN:
            self.hover = None  # the keyboard's choice shows, not where the pointer rested
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.focus = 1 - self.focus
                self.table.sound("hover")
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self._choose(self.focus)
            elif event.key in (pygame.K_1, pygame.K_2):
                self._choose(event.key - pygame.K_1)
            return True
        return True

    def _choose(self, keep: int) -> None:
        self.table.sound("click")
        manager = self.manager
        self.table.choose_spring(keep)  # first: the table must not reopen a chooser on resume
        manager.remove(self)

    def update(self, dt: float) -> bool:
        self.clock += dt
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((10, 20, 40, 170))
        surface.blit(shade, (0, 0))
        info = self.table.seats[self.seat]
        panel = pygame.Rect(0, 0, 720, 520)
        panel.center = (640, 400)
        pygame.draw.rect(surface, PANEL, panel, border_radius=30)
        pygame.draw.rect(surface, info.colour, panel, 8, border_radius=30)
        offer = self.table.state.spring_offer
        lay = self.table.layout  # "larger text and pieces"
        pieces.avatar(surface, (panel.x + 60, panel.y + 60), lay.px(30), info.colour, False)
        title = _("Keep one egg")
        size = pieces.fit_text(title, lay.font(40), panel.w - 2 * lay.px(110))
        pieces.text(surface, title, size, INK, center=(660, panel.y + 62))
        if offer is None:
            return
        for k, (r, token) in enumerate(zip(self.option_rects(), offer.options, strict=False)):
            lifted = k == self.hover or (self.hover is None and k == self.focus)
            card = r.move(0, -10 if lifted else 0)
            pygame.draw.rect(surface, (16, 44, 60), card.move(0, 6), border_radius=24)
            pygame.draw.rect(surface, (255, 252, 244), card, border_radius=24)
            pygame.draw.rect(surface, GOLD if lifted else PANEL_EDGE, card, 6, border_radius=24)
            bob = math.sin(self.clock * 3 + k) * 4
            if token.baby is not None:
                pic = self.table.art.baby(token.terrain, token.baby, 190)
            else:
                pic = self.table.art.shell(token.terrain, 170)
            surface.blit(pic, pic.get_rect(center=(card.centerx, card.centery - 16 + bob)))
            has_mother = self.table.state.mother == self.seat
            if token.baby is None:
                mother = self.table.art.mother_token(64)
                spot = mother.get_rect(center=(card.right - 40, card.bottom - 40))
                surface.blit(mother, spot)
                if has_mother:  # she is yours already: a tick, she stays (no new star)
                    tick_mark(surface, (spot.right - 6, spot.top + 8), lay.px(14))
            number = (card.x + lay.px(26), card.bottom - lay.px(26))
            pieces.text(surface, str(k + 1), lay.font(26), INK, center=number)
            # say what each egg does: two shells look alike, a baby's worth is not obvious
            caption = shell_caption(token.baby is not None, has_mother)
            lines = caption_lines(caption, lay.font(26), r.w + 60)
            size = min(pieces.fit_text(line, lay.font(26), r.w + 60) for line in lines)
            for row, line in enumerate(lines):
                y = r.bottom + 34 + (row - (len(lines) - 1) / 2) * size * 1.15
                pieces.text(surface, line, size, INK, center=(r.centerx, y))


def shell_caption(baby: bool, has_mother: bool) -> str:
    """What keeping this egg does, in the chooser's words (a parent reads it out). An empty
    shell brings the mother dragon "from whoever has it" (rules file): to someone who has her
    already it brings nothing new, and the caption said "mother dragon" all the same
    (family play-test)."""
    if baby:
        return _("Baby dragon: 1 point")
    if has_mother:
        return _("Empty shell: the mother dragon stays with you")
    return _("Empty shell: mother dragon")


def caption_lines(caption: str, size: int, width: int) -> list[str]:
    """The caption on one line, or on two after its colon when one line would have to
    shrink below 4/5 of `size` to fit `width`."""
    head, colon, rest = caption.partition(": ")
    if not colon or pieces.fit_text(caption, size, width) >= size * 4 // 5:
        return [caption]
    return [head + ":", rest]


def tick_mark(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A green badge with a white tick: "yours already"."""
    pygame.draw.circle(surface, (255, 255, 255), center, radius + 2)
    pygame.draw.circle(surface, OK_GREEN, center, radius)
    x, y = center
    r = radius
    points = [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.4), (x + r * 0.55, y - r * 0.4)]
    pygame.draw.lines(surface, (255, 255, 255), False, points, max(2, r // 4))
