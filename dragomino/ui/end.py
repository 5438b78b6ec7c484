"""The end of a game: everyone's babies by terrain, the mother-dragon bonus, shells for the
tie-break, and the winner(s) celebrated with a fanfare and confetti.

"See islands" swaps the score panel for every player's final island side by side, so a
family can admire what they built; "Results" brings the scores back.

Numbers come from the engine (`final_scores`, `winners`); this screen only arranges them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from common.i18n import N_, _
from common.scenes.end import EndScreen, crown
from common.table.draw import star
from dragomino.rules import final_scores
from dragomino.ui import pieces
from dragomino.ui.island_view import Camera, draw_island
from dragomino.ui.look import GOLD, INK, PANEL, TABLE_BG, TABLE_BG_DARK, TERRAIN_ORDER

if TYPE_CHECKING:
    from dragomino.ui.table import TableScene

BABY_PX = 96
MIN_BABY_PX = 30  # below this a baby is no longer recognisable: wrap to another row first
NAME_ROOM = 166  # px for a name between the badge and the babies
ISLANDS_AREA = pygame.Rect(24, 20, 1232, 652)  # above the 'Results' button
ISLAND_HEADER = 56


def flow_babies(groups: list[int], size: int, width: float) -> list[list[tuple[int, float]]]:
    """Babies of `size` in rows no wider than `width`: (group, x offset) per baby, row by
    row. A group that no longer fits in the row starts a new row (a group longer than a
    whole row wraps inside itself)."""
    pitch = size * 1.02
    gap = size * 0.35
    rows: list[list[tuple[int, float]]] = [[]]
    x = 0.0
    for index, count in enumerate(groups):
        if rows[-1] and x + count * pitch > width and count * pitch <= width:
            rows.append([])
            x = 0.0
        for _k in range(count):
            if rows[-1] and x + size > width:
                rows.append([])
                x = 0.0
            rows[-1].append((index, x))
            x += pitch
        x += gap
    return rows


def balanced_width(groups: list[int], size: int, width: float) -> float:
    """The narrowest row width that needs no more rows than `width` does: wrapped rows come
    out even (four babies as 2 + 2, not 3 + 1 as a play-test showed)."""
    most = len(flow_babies(groups, size, width))
    low, high = float(size), width
    while high - low > 1:
        middle = (low + high) / 2
        if len(flow_babies(groups, size, middle)) <= most:
            high = middle
        else:
            low = middle
    return high


def baby_layout(
    groups: list[int], area: pygame.Rect, max_size: int
) -> tuple[int, list[list[tuple[float, float]]]]:
    """Size and centres for babies in terrain groups, so none overlap inside `area`.

    Tries the biggest size first (`flow_babies`); wrapped rows are balanced
    (`balanced_width`). Returns (size, centres per group).
    """
    total = sum(groups)
    size = max_size
    while True:
        pitch = size * 1.02
        rows = flow_babies(groups, size, area.w)
        if len(rows) * pitch <= area.h or size <= MIN_BABY_PX or total == 0:
            break
        size -= 2
    if len(rows) > 1:
        rows = flow_babies(groups, size, balanced_width(groups, size, area.w))
    centres: list[list[tuple[float, float]]] = [[] for _g in groups]
    top = area.centery - len(rows) * pitch / 2
    for r, row in enumerate(rows):
        cy = top + r * pitch + pitch / 2
        for index, x in row:
            centres[index].append((area.x + x + size / 2, cy))
    return size, centres


class EndOverlay(EndScreen):
    """Scores with pictures on the kit's end-screen frame (`common.scenes.end.EndScreen`);
    'See islands' is its board view, 'again' starts a new game with the same seats."""

    board_name = "islands"
    board_label = N_("See islands")

    def __init__(self, table: TableScene) -> None:
        self.table = table
        state = table.state
        self.scores = final_scores(state)
        self.shells = [p.shells for p in state.players]
        winners = list(state.winners())
        best = max(self.scores)
        self.tie_broken = sum(1 for s in self.scores if s == best) > len(winners)
        order = sorted(range(len(self.scores)), key=lambda s: (-self.scores[s], -self.shells[s], s))
        super().__init__(
            table.seats,
            order,
            winners,
            on_again=self._again,
            on_menu=table.leave,
            # a winner with the same points as others: say why (the shells shine in the row)
            note=_("Same points: more empty shells win") if self.tie_broken else None,
            sound=table.sound,
            on_watch=self._watch,
        )
        self._island_pics: dict[int, pygame.Surface] = {}

    @property
    def showing_islands(self) -> bool:
        return self.showing_board

    @showing_islands.setter
    def showing_islands(self, on: bool) -> None:
        self.showing_board = on

    def _again(self) -> None:
        self.manager.remove(self)
        self.manager.replace(self.table.rematch())

    def _watch(self) -> None:
        """The whole game once more, from its first move (`common.scenes.replay`)."""
        from common.scenes.replay import watch_again

        watch_again(self.manager, self.table.replay_table, self.table.session.moves)

    def draw_board(self, surface: pygame.Surface) -> None:
        self._draw_islands(surface)

    def _draw_islands(self, surface: pygame.Surface) -> None:
        """Every final island in its own sea, zoomed to fit, with name, colour and score."""
        surface.fill(TABLE_BG)
        for k in range(0, 1280, 64):
            pygame.draw.line(surface, TABLE_BG_DARK, (k, 0), (k + 400, 800), 18)
        for seat, box in enumerate(island_boxes(len(self.scores))):
            pic = self._island_pics.get(seat)
            if pic is None or pic.get_size() != box.size:
                pic = self._paint_island(seat, box.size)
                self._island_pics[seat] = pic
            surface.blit(pic, box)

    def _paint_island(self, seat: int, size: tuple[int, int]) -> pygame.Surface:
        """One player's card: header with avatar, name and score, then the island below."""
        info = self.table.seats[seat]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        frame = surf.get_rect()
        card = frame.inflate(0, -6).move(0, -3)
        pygame.draw.rect(surf, (16, 44, 60), card.move(0, 6), border_radius=24)
        pygame.draw.rect(surf, PANEL, card, border_radius=24)
        sea = pygame.Rect(
            card.x + 12, card.y + ISLAND_HEADER, card.w - 24, card.h - ISLAND_HEADER - 12
        )
        pygame.draw.rect(surf, (120, 190, 220), sea, border_radius=16)
        pygame.draw.rect(surf, info.colour, card, 6, border_radius=24)
        winner = seat in self.winners
        lay = self.table.layout  # "larger text and pieces": the words grow
        cy = card.y + ISLAND_HEADER // 2 + 2
        pieces.avatar(surf, (card.x + 36, cy), 18, info.colour, info.is_computer)
        name_w = card.w - 240
        size = pieces.fit_text(info.name, lay.font(28), name_w)
        label = pieces.text(surf, info.name, size, INK, topleft=(card.x + 66, cy - size * 0.6))
        if winner:
            crown(surf, (label.right + 34, cy))
        chip = pygame.Rect(0, 0, 92, 42)
        chip.midright = (card.right - 16, cy)
        pygame.draw.rect(surf, (255, 244, 200), chip, border_radius=21)
        pygame.draw.rect(surf, GOLD, chip, 3, border_radius=21)
        star(surf, (chip.x + 22, chip.centery), 14)
        where = (chip.x + 62, chip.centery + 1)
        pieces.text(surf, str(self.scores[seat]), lay.font(28), INK, center=where)
        if self.table.state.mother == seat:
            token = self.table.art.mother_token(40)
            surf.blit(token, token.get_rect(midright=(chip.x - 8, cy)))
        player = self.table.state.players[seat]
        cam = Camera(sea.inflate(-8, -8), max_cell=90, margin=0.4)
        cam.fit(player.island, instant=True)
        draw_island(surf, self.table.art, cam, player.island, player.eggs)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    def name_size(self) -> int:
        """One font size for every row's name, the largest at which all of them fit their
        room ("Computer 2" shrank alone and sat smaller than "Player 1" above it; play-test
        under Xvfb)."""
        lay = self.table.layout
        return min(pieces.fit_text(seat.name, lay.font(30), NAME_ROOM) for seat in self.seats)

    def paint_row(self, surface: pygame.Surface, row: pygame.Rect, seat: int, winner: bool) -> None:
        """Avatar and name, the babies by terrain, the mother-dragon bonus, shells, points."""
        info = self.seats[seat]
        colour = info.colour
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
        lay = self.table.layout  # "larger text and pieces": the words grow
        pieces.avatar(surface, (row.x + 60, cy), min(38, row.h // 2 - 8), colour, info.is_computer)
        if winner:
            crown(surface, (row.x + 60, cy - min(38, row.h // 2 - 8) - 10))
        name = info.name
        size = self.name_size()
        # right of the badge's outline (a flower or sun reaches a little beyond its circle)
        pieces.text(surface, name, size, INK, topleft=(row.x + 110, cy - size * 0.6))
        # babies by terrain: the very dragons that hatched
        eggs = self.table.state.players[seat].eggs
        x: float = row.x + 290
        # the mother-dragon token starts at -350; without it the babies may use its room
        limit = row.right - (350 if self.table.state.mother == seat else 240)
        size = min(BABY_PX, row.h - 30)
        groups = []
        for terrain in TERRAIN_ORDER:
            babies = sorted(
                t.baby for t in eggs.values() if t.terrain == terrain and t.baby is not None
            )
            if babies:
                groups.append((terrain, babies))
        area = pygame.Rect(round(x), row.y + 6, limit - round(x), row.h - 12)
        size, centres = baby_layout([len(b) for _t, b in groups], area, size)
        for (terrain, babies), spots in zip(groups, centres, strict=True):
            for baby, (bx, by) in zip(babies, spots, strict=True):
                pic = self.table.art.baby(terrain, baby, size)
                surface.blit(pic, pic.get_rect(center=(round(bx), round(by))))
        # mother-dragon bonus and shells
        right = row.right
        size = min(BABY_PX, row.h - 30, 64)
        if self.table.state.mother == seat:
            token = self.table.art.mother_token(size + 12)
            surface.blit(token, token.get_rect(center=(right - 306, cy)))
            pieces.text(surface, "+1", lay.font(26), INK, center=(right - 250, cy))
        count = pieces.text_surface(f"×{self.shells[seat]}", lay.font(26), INK)
        shell = self.table.art.shell("DESERT", size)
        shell_box = shell.get_rect(center=(right - 200, cy))
        count_box = count.get_rect(center=(right - 160, cy))
        if winner and self.tie_broken:
            # the shells decided: make them shine, the shell and its count on one gold pill
            # (a ring around the shell alone ran through the count, play-test under Xvfb)
            pill = shell_box.union(count_box).inflate(lay.px(16), lay.px(8))
            pygame.draw.rect(surface, (255, 226, 120), pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, GOLD, pill, 3, border_radius=pill.h // 2)
        surface.blit(shell, shell_box)
        surface.blit(count, count_box)
        chip = pygame.Rect(0, 0, lay.px(96), 64)
        chip.center = (right - 62, cy)
        pygame.draw.rect(surface, (255, 244, 200), chip, border_radius=32)
        pygame.draw.rect(surface, GOLD, chip, 4, border_radius=32)
        star(surface, (chip.x + 26, chip.centery), lay.px(18))
        where = (chip.right - lay.px(30), chip.centery + 1)
        pieces.text(surface, str(self.scores[seat]), lay.font(36), INK, center=where)


def island_boxes(players: int) -> list[pygame.Rect]:
    """Where each island card goes: one row for up to three players, a grid for more."""
    columns = players if players <= 3 else math.ceil(players / 2)
    rows = math.ceil(players / columns)
    gap = 16
    width = (ISLANDS_AREA.w - gap * (columns - 1)) // columns
    height = (ISLANDS_AREA.h - gap * (rows - 1)) // rows
    boxes = []
    for seat in range(players):
        row, col = divmod(seat, columns)
        in_row = min(columns, players - row * columns)
        left = ISLANDS_AREA.x + (ISLANDS_AREA.w - in_row * width - (in_row - 1) * gap) // 2
        boxes.append(
            pygame.Rect(
                left + col * (width + gap), ISLANDS_AREA.y + row * (height + gap), width, height
            )
        )
    return boxes
