"""The Dragomino table's still parts, drawn from plain values: the static layer (table,
sea, panels, buttons), the turn banner's plate and round order, score chips, display cards,
the egg supply with its odds hint, the round markers and the keyboard hint.

Each function takes exactly what it shows, so the table scene (`ui/table/`) only decides
*what* to show and caches the pictures; nothing here reads or changes the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from common.i18n import _
from common.table import Seat
from common.table import draw as kit
from common.table.undo import COMPUTER_MOVE, NEXT_PLAYED
from dragomino.rules import EggToken, Square, domino
from dragomino.ui import pieces
from dragomino.ui.art import Art
from dragomino.ui.island_view import Camera, draw_island
from dragomino.ui.layout import BASE, TableLayout
from dragomino.ui.look import (
    GOLD,
    INK,
    OK_GREEN,
    PANEL,
    PANEL_EDGE,
    TABLE_BG,
    TABLE_BG_DARK,
    TERRAIN_ORDER,
)
from dragomino.ui.takeback import DOMINOES_DEALT, EGG_REVEALED, SPRING_PEEKED

Cell = tuple[int, int]
SEA = (120, 190, 220)
SHADOW = (16, 44, 60)
CREAM = (244, 236, 214)


def order_left(banner_width: int, seats: int, lay: TableLayout = BASE) -> int:
    """Left edge of the round order's faces, from the banner's left edge."""
    return banner_width - 200 - lay.order_step * seats - 17


def paint_static(
    surface: pygame.Surface,
    art: Art,
    seats: Sequence[Seat],
    turn: int,
    panels: Sequence[tuple[int, pygame.Rect, pygame.Rect]],
    show_odds: bool,
    lay: TableLayout = BASE,
) -> None:
    """Table, sea, panels and buttons: everything that changes only with the turn.

    `panels` lists (seat, panel, sea) of the other players' small islands."""
    surface.fill(TABLE_BG)
    for k in range(0, 1280, 64):
        pygame.draw.line(surface, TABLE_BG_DARK, (k, 0), (k + 400, 800), 18)
    area = lay.rect("display")
    for index in range(4):
        base = pygame.Rect(area.x, area.y + index * (area.h // 4), area.w, area.h // 4 - 10)
        pygame.draw.rect(surface, TABLE_BG_DARK, base, border_radius=18)
        pieces.dashed_rect(surface, (90, 140, 170), base.inflate(-10, -10), 2, 10)
    area = lay.rect("island")
    pygame.draw.rect(surface, SHADOW, area.move(0, 5), border_radius=26)
    pygame.draw.rect(surface, SEA, area, border_radius=26)
    clip = surface.get_clip()
    surface.set_clip(area.inflate(-8, -8))
    for row in range(area.top + 30, area.bottom, 46):
        for col in range(area.left - 40, area.right, 90):
            off = math.sin(row * 0.1) * 14
            pygame.draw.arc(
                surface, (150, 210, 236), (col + off, row, 40, 14), 0.2, math.pi - 0.2, 2
            )
    surface.set_clip(clip)
    pygame.draw.rect(surface, seats[turn].colour, area, 6, border_radius=26)
    for seat, panel, sea in panels:
        info = seats[seat]
        kit.panel(surface, panel, PANEL, info.colour)
        head = panel.y + lay.px(28)  # the name strip's middle
        pieces.avatar(
            surface, (panel.x + lay.px(30), head), lay.px(18), info.colour, info.is_computer
        )
        size = pieces.fit_text(info.name, lay.font(26), panel.w - 140)
        pieces.text(
            surface, info.name, size, INK, topleft=(panel.x + lay.px(56), head - size * 0.6)
        )
        pygame.draw.rect(surface, (150, 206, 230), sea.inflate(8, 8), border_radius=12)
    kit.panel(surface, lay.rect("supply"), CREAM)
    kit.panel(surface, lay.rect("rounds"), CREAM)
    draw_buttons(surface, art, show_odds, lay)


def draw_buttons(
    surface: pygame.Surface, art: Art, show_odds: bool, lay: TableLayout = BASE
) -> None:
    """Menu (pause) and odds-hint buttons."""
    menu = lay.rect("menu_button")
    kit.panel(surface, menu, PANEL, PANEL_EDGE, 16)
    for k in range(3):
        y = menu.y + lay.px(18) + k * lay.px(10)
        pygame.draw.line(surface, INK, (menu.x + lay.px(14), y), (menu.right - lay.px(14), y), 4)
    odds = lay.rect("odds_button")
    kit.panel(surface, odds, GOLD if show_odds else PANEL, PANEL_EDGE, 16)
    egg = art.egg("PRAIRIE", lay.px(36))
    surface.blit(egg, egg.get_rect(center=(odds.centerx - lay.px(6), odds.centery)))
    where = (odds.right - lay.px(12), odds.bottom - lay.px(14))
    pieces.text(surface, "%", lay.font(22), INK, center=where)


def paint_peek(
    surf: pygame.Surface,
    art: Art,
    info: Seat,
    squares: dict[Cell, Square],
    eggs: dict[tuple[Cell, Cell], EggToken],
    lay: TableLayout = BASE,
) -> None:
    """Another player's island shown big (pointing at their panel)."""
    frame = surf.get_rect()
    pygame.draw.rect(surf, SHADOW, frame.move(0, 6), border_radius=24)
    pygame.draw.rect(surf, SEA, frame.inflate(0, -6), border_radius=24)
    pygame.draw.rect(surf, info.colour, frame.inflate(0, -6), 6, border_radius=24)
    strip = lay.px(36)  # the name strip above the island
    cam = Camera(frame.inflate(-30, -strip).move(0, strip // 2), max_cell=80, margin=0.6)
    cam.fit(squares, instant=True)
    draw_island(surf, art, cam, squares, eggs)
    head = lay.px(34)
    pieces.avatar(surf, (34, head), lay.px(18), info.colour, info.is_computer)
    pieces.text(surf, info.name, lay.font(26), INK, topleft=(34 + lay.px(26), head - 16))


def chip_size(lay: TableLayout = BASE) -> tuple[int, int]:
    """A score chip at rest."""
    return (lay.px(74), lay.px(40))


def score_chip(
    surface: pygame.Surface,
    center: tuple[float, float],
    score: int,
    bump: float,
    lay: TableLayout = BASE,
) -> None:
    """Star and points; `bump` (0..1) swells it for a moment when the number changed."""
    w, h = chip_size(lay)
    chip = pygame.Rect(0, 0, round(w * (1 + bump * 0.4)), round(h * (1 + bump * 0.4)))
    chip.center = (round(center[0]), round(center[1]))
    pygame.draw.rect(surface, (255, 244, 200), chip, border_radius=chip.h // 2)
    pygame.draw.rect(surface, GOLD, chip, 3, border_radius=chip.h // 2)
    kit.star(surface, (chip.x + lay.px(20), chip.centery), lay.px(13) * (1 + bump))
    where = (chip.right - lay.px(22), chip.centery + 1)
    pieces.text(surface, str(score), lay.font(26), INK, center=where)


def card_surface(art: Art, dom: int, lifted: bool, lay: TableLayout = BASE) -> pygame.Surface:
    """A display card with its domino (the table caches it per domino and hover state)."""
    area = lay.rect("display")
    size = (area.w + 8, area.h // 4 - 10 + 14)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    inner = pygame.Rect(4, 4, area.w, area.h // 4 - 10)
    kit.panel(surf, inner, PANEL, GOLD if lifted else PANEL_EDGE)
    pieces.draw_domino(surf, art, domino(dom), inner.center, lay.display_cell, shadow=4)
    return surf


SUPPLY_EDGE = 10  # pixels the odds keep clear of the supply panel's ends


def paint_supply(
    surface: pygame.Surface,
    art: Art,
    counts: dict[str, tuple[int, int]],
    odds: dict[str, float] | None,
    lay: TableLayout = BASE,
) -> None:
    """Egg piles per terrain: eggs left, or with the hint (`odds`) the chance of a baby."""
    area = surface.get_rect()
    step = area.w / len(TERRAIN_ORDER)
    for k, terrain in enumerate(TERRAIN_ORDER):
        cx = area.x + step * (k + 0.5)
        cy = area.centery
        left = sum(counts.get(terrain, (0, 0)))
        if odds is not None:
            # ring, egg and percentage side by side in a slot of their own, the six slots
            # clear of the panel's ends (the last "78%" ran into the panel's right edge)
            slot = (area.w - 2 * SUPPLY_EDGE) / len(TERRAIN_ORDER)
            slot_left = area.x + SUPPLY_EDGE + slot * k
            chance = odds.get(terrain, 0.0)
            ring = pygame.Rect(0, 0, 58, 58)
            ring.midleft = (round(slot_left + 2), round(cy))
            pygame.draw.circle(surface, (220, 210, 190), ring.center, 29)
            if chance > 0:
                end = math.pi / 2 + 2 * math.pi * chance
                pygame.draw.arc(surface, OK_GREEN, ring, math.pi / 2, end, 7)
            small = _faded(art.egg(terrain, 44), left == 0)
            surface.blit(small, small.get_rect(center=ring.center))
            label = f"{round(chance * 100)}%"
            # "100%" too stays inside its slot (the slot is narrower at a larger factor)
            room = min(lay.px(54), round(slot_left + slot - 4 - (ring.right + 4)))
            size = pieces.fit_text(label, lay.font(24), room)
            words = pieces.text_surface(label, size, INK)
            surface.blit(words, words.get_rect(midleft=(ring.right + 4, round(cy))))
        else:
            egg = _faded(art.egg(terrain, lay.px(54)), left == 0)
            surface.blit(egg, egg.get_rect(center=(round(cx - lay.px(22)), round(cy))))
            where = (cx + lay.px(26), cy + 2)
            pieces.text(surface, f"×{left}", lay.font(26), INK, center=where)


def _faded(pic: pygame.Surface, empty: bool) -> pygame.Surface:
    """An egg pile with no eggs left is shown faint."""
    if not empty:
        return pic
    pic = pic.copy()
    pic.set_alpha(70)
    return pic


def draw_rounds(
    surface: pygame.Surface,
    total: int,
    shown_round: int,
    over: bool,
    age: float,
    lay: TableLayout = BASE,
) -> None:
    """One marker per round; the current one is gold (rings spread `age` s after it began)."""
    area = lay.rect("rounds")
    gap = area.w / total
    for k in range(total):
        cx = area.x + gap * (k + 0.5)
        r = pygame.Rect(0, 0, lay.px(18), lay.px(34))
        r.center = (round(cx), area.centery)
        done = k + 1 < shown_round or over
        current = k + 1 == shown_round and not over
        colour = (200, 186, 160) if done else (GOLD if current else (255, 252, 244))
        marker = r.inflate(6, 6) if current else r
        pygame.draw.rect(surface, colour, marker, border_radius=5)
        pygame.draw.rect(surface, PANEL_EDGE, marker, 2, border_radius=5)
        if current and 0 <= age < 1.2:
            # a new round: rings spread from its marker
            for ring in range(2):
                grow = (age * 40 + ring * 14) % 48
                pygame.draw.rect(surface, GOLD, r.inflate(6 + grow, 6 + grow), 2, border_radius=8)


def draw_order(
    surface: pygame.Surface,
    banner: pygame.Rect,
    order: Sequence[int],
    seats: Sequence[Seat],
    turn: int,
    lay: TableLayout = BASE,
) -> None:
    """This round's order as little faces: who already played, who plays now, who is next."""
    if not order:
        return
    x0 = banner.x + order_left(banner.w, len(order), lay) + 17
    current = order.index(turn) if turn in order else -1
    for k, seat in enumerate(order):
        info = seats[seat]
        center = (x0 + k * lay.order_step, banner.centery)
        if k == current:
            pygame.draw.circle(surface, (255, 255, 255), center, lay.px(17))
            pieces.avatar(surface, center, lay.px(13), info.colour, info.is_computer)
        else:
            pieces.avatar(surface, center, lay.px(10), info.colour, info.is_computer)
            if k < current:  # already played this round
                r = lay.px(13)
                veil = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
                pygame.draw.circle(veil, (255, 255, 255, 150), (r, r), r)
                surface.blit(veil, (center[0] - r, center[1] - r))


def paint_banner(
    surface: pygame.Surface, info: Seat, seat_count: int, lay: TableLayout = BASE
) -> None:
    """Whose turn: the seat's colour, face or robot, and name (the table caches it per seat)."""
    banner = pygame.Rect(0, 0, surface.get_width(), surface.get_height() - 6)
    pygame.draw.rect(surface, SHADOW, banner.move(0, 5), border_radius=30)
    pygame.draw.rect(surface, info.colour, banner, border_radius=30)
    pygame.draw.rect(surface, (255, 255, 255), banner, 3, border_radius=30)
    pieces.avatar(surface, (lay.px(36), banner.centery), lay.px(22), info.colour, info.is_computer)
    # the name ends before the thinking dots (only computers think) and the round order
    name_x = lay.px(70)
    room = order_left(banner.w, seat_count, lay) - (80 if info.is_computer else 14) - name_x
    size = pieces.fit_text(info.name, lay.font(34), min(300, room))
    topleft = (name_x, banner.centery - size * 0.6)
    pieces.text(surface, info.name, size, (255, 255, 255), topleft=topleft, outline=INK)


def draw_key_hint(surface: pygame.Surface, lay: TableLayout = BASE) -> pygame.Rect:
    """While a domino is held by keyboard, say which keys move, turn and place it (the
    pill's rect is returned)."""
    words = _("Arrows: move · R: turn · Enter: place · Esc: back")
    island = lay.rect("island")
    room = island.copy()
    undo = lay.rect("undo_button").inflate(16, 16)
    size = pieces.fit_text(words, lay.font(22), room.w - 80)
    line = pieces.text_surface(words, size, INK)
    pill = line.get_rect().inflate(36, 16)
    pill.midbottom = (island.centerx, island.bottom - 12)
    if pill.colliderect(undo):  # larger text: the line moves right of the Undo button
        room.width = island.right - undo.right
        room.x = undo.right
        size = pieces.fit_text(words, lay.font(22), room.w - 52)
        line = pieces.text_surface(words, size, INK)
        pill = line.get_rect().inflate(36, 16)
        pill.midbottom = (room.centerx, island.bottom - 12)
    pygame.draw.rect(surface, (255, 250, 240), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, PANEL_EDGE, pill, 2, border_radius=pill.h // 2)
    surface.blit(line, line.get_rect(center=pill.center))
    return pill


def draw_undo_button(
    surface: pygame.Surface,
    box: pygame.Rect,
    enabled: bool,
    lay: TableLayout = BASE,
    why: pygame.Surface | None = None,
) -> None:
    """Undo: a round arrow turning back; grey and flat when nothing may be taken back, then
    with `why` (`undo_why_picture`) on a chip at its top-right corner."""
    face = PANEL if enabled else (206, 204, 198)
    ink = INK if enabled else (150, 146, 140)
    kit.panel(surface, box, face, PANEL_EDGE if enabled else (170, 166, 160), 16)
    arc = pygame.Rect(0, 0, lay.px(30), lay.px(26))
    arc.center = (box.centerx + 2, box.centery + 3)
    pygame.draw.arc(surface, ink, arc, -math.pi / 2, math.pi, 5)
    tip = (arc.left + 2, arc.centery - 1)
    a, b = lay.px(9), lay.px(4)
    pygame.draw.polygon(
        surface, ink, [(tip[0] - a, tip[1] - b), (tip[0] + a, tip[1] - b), (tip[0], tip[1] + 8)]
    )
    if why is not None and not enabled:
        chip = why.get_rect(center=undo_why_center(box, lay))
        pygame.draw.circle(surface, CREAM, chip.center, chip.width // 2 + 3)
        pygame.draw.circle(surface, (150, 146, 140), chip.center, chip.width // 2 + 3, 2)
        surface.blit(why, chip)


#: why a move cannot be taken back -> what the greyed Undo button shows (no reading
#: needed): the egg that came out, the spring's eggs, the new dominoes, a computer's move
UNDO_WHY_PICTURES: dict[str, str] = {
    EGG_REVEALED: "egg",
    SPRING_PEEKED: "spring",
    DOMINOES_DEALT: "dominoes",
    COMPUTER_MOVE: "computer",
    NEXT_PLAYED: "computer",
}


def undo_why_size(lay: TableLayout = BASE) -> int:
    """The side of the picture on the greyed Undo button's corner chip."""
    return lay.px(30)


def undo_why_center(box: pygame.Rect, lay: TableLayout = BASE) -> tuple[int, int]:
    """Where the chip sits: on the button's top-right corner, half outside it."""
    return (box.right - lay.px(4), box.top + lay.px(4))


def undo_why_picture(art: Art, reason: str, lay: TableLayout = BASE) -> pygame.Surface | None:
    """The picture of why Undo is greyed (`UNDO_WHY_PICTURES`), or None (nothing to take
    back yet, the game is over, or wait a moment: no picture is clearer than the grey)."""
    kind = UNDO_WHY_PICTURES.get(reason)
    if kind is None:
        return None
    size = undo_why_size(lay)
    if kind == "egg":
        return art.egg("DESERT", size)
    if kind == "spring":
        return art.spring_badge(size)
    pic = pygame.Surface((size, size), pygame.SRCALPHA)
    if kind == "computer":
        kit.avatar(pic, (size / 2, size / 2), size / 2 - 3, (96, 126, 170), True, "round")
        return pic
    # two fresh dominoes, fanned: the next round's dealt display
    cell = size // 3 + 1
    for k, terrains in enumerate((("DESERT", "FOREST"), ("PRAIRIE", "VOLCANO"))):
        x, y = (0, size // 2 - cell - 1) if k == 0 else (size - 2 * cell - 1, size // 2 + 1)
        rect = pygame.Rect(x, y, cell * 2 + 1, cell)
        pygame.draw.rect(pic, (250, 244, 226), rect.inflate(2, 2), border_radius=2)
        for half, terrain in enumerate(terrains):
            pic.blit(art.square(terrain, cell - 1), (rect.x + half * cell + 1, rect.y))
        pygame.draw.rect(pic, INK, rect.inflate(2, 2), 1, border_radius=2)
    return pic
