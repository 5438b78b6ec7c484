"""The end of a game: everyone's babies by terrain, the mother-dragon bonus, shells for the
tie-break, and the winner(s) celebrated with a fanfare and confetti.

Numbers come from the engine (`final_scores`, `winners`); this screen only arranges them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from common.i18n import _
from common.scene import Scene
from dragomino.rules import final_scores
from dragomino.ui import pieces
from dragomino.ui.anim import Confetti
from dragomino.ui.look import GOLD, INK, PANEL, TERRAIN_ORDER

if TYPE_CHECKING:
    from dragomino.ui.table import TableScene

BABY_PX = 96


class EndOverlay(Scene):
    """Scores with pictures; 'again' starts a new game with the same seats, 'home' leaves."""

    is_overlay = True

    def __init__(self, table: TableScene) -> None:
        self.table = table
        state = table.state
        self.scores = final_scores(state)
        self.shells = [p.shells for p in state.players]
        self.winners = list(state.winners)
        best = max(self.scores)
        self.tie_broken = sum(1 for s in self.scores if s == best) > len(self.winners)
        self.clock = 0.0
        self.confetti = Confetti(pygame.Rect(0, 0, 1280, 800))
        self.focus = 0
        self.order = sorted(
            range(len(self.scores)), key=lambda s: (-self.scores[s], -self.shells[s], s)
        )

    def on_enter(self) -> None:
        self.table.sound("fanfare")

    def buttons(self) -> list[tuple[str, pygame.Rect]]:
        again = pygame.Rect(0, 0, 230, 70)
        home = pygame.Rect(0, 0, 230, 70)
        again.center = (500, 712)
        home.center = (780, 712)
        return [("again", again), ("home", home)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            for name, r in self.buttons():
                if r.collidepoint(event.pos):
                    self._press(name)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.focus = 1 - self.focus
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self._press(self.buttons()[self.focus][0])
            elif event.key == pygame.K_ESCAPE:
                self._press("home")
            return True
        return True

    def _press(self, name: str) -> None:
        self.table.sound("click")
        if name == "again":
            self.manager.remove(self)
            self.manager.replace(self.table.rematch())
        else:
            self.table.leave()

    def update(self, dt: float) -> bool:
        self.clock += dt
        self.confetti.step(dt)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((10, 20, 40, 160))
        surface.blit(shade, (0, 0))
        panel = pygame.Rect(90, 24, 1100, 752)
        pygame.draw.rect(surface, (16, 44, 60), panel.move(0, 8), border_radius=34)
        pygame.draw.rect(surface, PANEL, panel, border_radius=34)
        pygame.draw.rect(surface, GOLD, panel, 6, border_radius=34)
        _trophy(surface, (640, 82), self.clock)
        if self.tie_broken:
            # a winner with the same points as others: say why (the shells shine in the row)
            note = _("Same points: more empty shells win")
            size = pieces.fit_text(note, 26, 400)
            pieces.text(surface, note, size, INK, center=(920, 82))
        seats = self.table.seats
        rows = len(self.order)
        row_h = min(190, (panel.h - 220) // rows)
        for k, seat in enumerate(self.order):
            row = pygame.Rect(panel.x + 30, panel.y + 112 + k * row_h, panel.w - 60, row_h - 12)
            self._row(surface, row, seat, seats[seat])
        for index, (name, r) in enumerate(self.buttons()):
            focused = index == self.focus
            pygame.draw.rect(surface, (16, 44, 60), r.move(0, 5), border_radius=35)
            pygame.draw.rect(
                surface, (90, 200, 110) if name == "again" else (80, 160, 255), r, border_radius=35
            )
            pygame.draw.rect(surface, GOLD if focused else (255, 255, 255), r, 4, border_radius=35)
            icon = (r.x + 40, r.centery)
            if name == "again":
                _again_icon(surface, icon)
                label = _("Play again")
            else:
                _home_icon(surface, icon)
                label = _("Menu")
            pieces.text(
                surface, label, 28, (255, 255, 255), center=(r.centerx + 22, r.centery), outline=INK
            )
        if self.winners:
            self.confetti.draw(surface)

    def _row(self, surface: pygame.Surface, row: pygame.Rect, seat: int, info: object) -> None:
        winner = seat in self.winners
        colour = info.colour  # type: ignore[attr-defined]
        if winner:
            glow = 0.5 + 0.5 * math.sin(self.clock * 4)
            pygame.draw.rect(surface, (255, 236, 160), row, border_radius=22)
            pygame.draw.rect(
                surface, GOLD, row.inflate(4 + glow * 6, 4 + glow * 6), 4, border_radius=24
            )
        else:
            pygame.draw.rect(surface, (246, 238, 220), row, border_radius=22)
        pygame.draw.rect(surface, colour, (row.x, row.y, 14, row.h), border_radius=7)
        cy = row.centery
        pieces.avatar(surface, (row.x + 60, cy), min(38, row.h // 2 - 8), colour, info.is_computer)  # type: ignore[attr-defined]
        if winner:
            _crown(surface, (row.x + 60, cy - min(38, row.h // 2 - 8) - 10))
        name = info.name  # type: ignore[attr-defined]
        pieces.text(
            surface, name, pieces.fit_text(name, 30, 170), INK, topleft=(row.x + 104, cy - 18)
        )
        # babies by terrain: the very dragons that hatched
        eggs = self.table.state.players[seat].eggs
        x: float = row.x + 290
        limit = row.right - 350  # the mother-dragon token starts here
        size = min(BABY_PX, row.h - 30)
        groups = []
        for terrain in TERRAIN_ORDER:
            babies = sorted(
                t.baby for t in eggs.values() if t.terrain == terrain and t.baby is not None
            )
            if babies:
                groups.append((terrain, babies))
        count = sum(len(b) for _t, b in groups)
        gap = size * 0.4
        room = limit - x - size - gap * max(0, len(groups) - 1)
        step = min(size * 0.95, room / max(1, count - 1))
        for terrain, babies in groups:
            for baby in babies:
                pic = self.table.art.baby(terrain, baby, size)
                surface.blit(pic, pic.get_rect(center=(round(x + size / 2), cy)))
                x += step
            x += gap
        # mother-dragon bonus and shells
        right = row.right
        size = min(size, 64)
        if self.table.state.mother == seat:
            token = self.table.art.mother_token(size + 12)
            surface.blit(token, token.get_rect(center=(right - 306, cy)))
            pieces.text(surface, "+1", 26, INK, center=(right - 250, cy))
        if winner and self.tie_broken:
            # the shells decided: make them shine
            pygame.draw.circle(surface, (255, 226, 120), (right - 184, cy), size * 0.62)
            pygame.draw.circle(surface, GOLD, (right - 184, cy), size * 0.62, 3)
        shell = self.table.art.shell("DESERT", size)
        surface.blit(shell, shell.get_rect(center=(right - 200, cy)))
        pieces.text(surface, f"×{self.shells[seat]}", 26, INK, center=(right - 160, cy))
        chip = pygame.Rect(0, 0, 96, 64)
        chip.center = (right - 62, cy)
        pygame.draw.rect(surface, (255, 244, 200), chip, border_radius=32)
        pygame.draw.rect(surface, GOLD, chip, 4, border_radius=32)
        _star(surface, (chip.x + 26, chip.centery), 18)
        pieces.text(
            surface, str(self.scores[seat]), 36, INK, center=(chip.x + 66, chip.centery + 1)
        )


def _star(surface: pygame.Surface, center: tuple[float, float], radius: float) -> None:
    cx, cy = center
    pts = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    pygame.draw.polygon(surface, GOLD, pts)
    pygame.draw.polygon(surface, (200, 140, 30), pts, 2)


def _crown(surface: pygame.Surface, center: tuple[float, float]) -> None:
    cx, cy = center
    pts = [
        (cx - 22, cy + 10), (cx - 26, cy - 12), (cx - 11, cy), (cx, cy - 18),
        (cx + 11, cy), (cx + 26, cy - 12), (cx + 22, cy + 10),
    ]  # fmt: skip
    pygame.draw.polygon(surface, GOLD, pts)
    pygame.draw.polygon(surface, (180, 120, 20), pts, 3)


def _trophy(surface: pygame.Surface, center: tuple[float, float], clock: float) -> None:
    cx, cy = center
    cy += math.sin(clock * 3) * 3
    pygame.draw.rect(
        surface,
        GOLD,
        (cx - 30, cy - 34, 60, 44),
        border_bottom_left_radius=30,
        border_bottom_right_radius=30,
    )
    pygame.draw.circle(surface, GOLD, (cx - 32, cy - 20), 14, 6)
    pygame.draw.circle(surface, GOLD, (cx + 32, cy - 20), 14, 6)
    pygame.draw.rect(surface, GOLD, (cx - 6, cy + 8, 12, 16))
    pygame.draw.rect(surface, (200, 140, 30), (cx - 24, cy + 22, 48, 12), border_radius=4)
    _star(surface, (cx, cy - 14), 12)


def _again_icon(surface: pygame.Surface, center: tuple[float, float]) -> None:
    cx, cy = center
    r = pygame.Rect(0, 0, 34, 34)
    r.center = (round(cx), round(cy))
    pygame.draw.arc(surface, (255, 255, 255), r, 0.6, 5.6, 5)
    pygame.draw.polygon(
        surface, (255, 255, 255), [(cx + 18, cy - 14), (cx + 18, cy + 2), (cx + 4, cy - 6)]
    )


def _home_icon(surface: pygame.Surface, center: tuple[float, float]) -> None:
    cx, cy = center
    pygame.draw.polygon(surface, (255, 255, 255), [(cx - 18, cy), (cx, cy - 18), (cx + 18, cy)])
    pygame.draw.rect(surface, (255, 255, 255), (cx - 12, cy, 24, 16))
