"""The end of a Die Dracheninsel game: everyone's coins laid out, the winner, confetti.

API (stable):

- ``DracheninselEnd(state, seats, *, on_again, on_menu, sound=...)``: an overlay scene
  (push it over the finished table). ``state`` is the finished game (scores and winners
  come from the engine's ``scores()`` and ``winners()``); ``seats`` are
  ``common.table.Seat`` records (name, colour, level) in seat order. Buttons: Play again
  (``on_again()``), See the island (the overlay steps aside so the final board under it
  shows, with a Results button to come back) and Menu (``on_menu()``). Keyboard: arrows,
  Enter, Esc (from the island view Esc goes back to the results).
- ``ranking(state) -> list[int]``: seats best first (total, then the best single coin).
- ``tie_note(state) -> str | None``: the tie rule, translated, when it decided the game.
- ``coin_layout(count, area, max_size) -> (size, centres)``: coins in a row, overlapping
  only when there are too many for the row.
- ``coin_sprite(value, diameter)``: the coin art with its value (cached per size).
- Coins pop onto the rows best player first during the first ~1.5 s, a clink per row
  (``pop_delay(rank, index)``); the frame's fanfare plays on entering.

The frame (shade, panel, trophy, note, rows in ranking order, buttons, confetti) is the
shared ``common.scenes.end.EndScreen``; this module paints the rows and the island view.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from common import assets, comfort
from common.i18n import N_, _
from common.scenes.end import EndScreen, crown
from common.table import draw
from common.table.seats import Seat
from common.tween import ease_out_back
from dracheninsel.rules import State
from dracheninsel.rules import data as D

COIN_PX = 64
NAME_W = 176
MIN_COIN_PX = 34
CHEST_PX = 76
COIN_TEXT = (124, 82, 16)
WINNER_ROW = (255, 236, 160)
ROW = (246, 238, 220)
# Coins pop onto the rows one after another, best player first (seconds).
POP_START, POP_ROW, POP_COIN, POP_TIME = 0.35, 0.3, 0.07, 0.35
TIE_TOP_COIN = N_("Same total: the most valuable single coin wins")
TIE_SHARED = N_("Still the same: you share the victory")

_coins: dict[tuple[int, int], pygame.Surface] = {}


def coin_sprite(value: int, diameter: int) -> pygame.Surface:
    """A gold coin with its value printed on it."""
    key = (value, diameter)
    cached = _coins.get(key)
    if cached is not None:
        return cached
    coin = assets.svg("dracheninsel/coin.svg", (diameter, diameter)).copy()
    label = assets.text(str(value), max(8, int(diameter * 0.34)), COIN_TEXT, True)
    coin.blit(label, label.get_rect(center=(diameter / 2, diameter / 2 + 1)))
    _coins[key] = coin
    return coin


def pop_delay(rank: int, index: int) -> float:
    """When the ``index``-th coin of the ``rank``-th row starts popping in."""
    return POP_START + rank * POP_ROW + index * POP_COIN


def top_coin(state: State, seat: int) -> int:
    return max((D.COIN_VALUE[c] for c in state.collected[seat]), default=0)


def ranking(state: State) -> list[int]:
    """Seats best first: total, then the most valuable single coin (the tie rule)."""
    scores = state.scores()
    return sorted(range(state.n), key=lambda s: (-scores[s], -top_coin(state, s), s))


def tie_note(state: State) -> str | None:
    """The tie rule in words when it decided (or when the victory is shared), else None."""
    scores = state.scores()
    best = max(scores)
    tied = [s for s in range(state.n) if scores[s] == best]
    if len(tied) < 2:
        return None
    if len(state.winners()) < len(tied):
        return _(TIE_TOP_COIN)
    return _(TIE_SHARED)


def coin_layout(
    count: int, area: pygame.Rect, max_size: int
) -> tuple[int, list[tuple[float, float]]]:
    """Size and centres for ``count`` coins in one row of ``area``.

    Coins keep a small gap while they fit; then they shrink down to MIN_COIN_PX, and only
    after that do they overlap like a fanned-out pile.
    """
    if count <= 0:
        return max_size, []
    size = min(max_size, area.h)
    while size > MIN_COIN_PX and count * size * 1.08 > area.w:
        size -= 2
    pitch = size * 1.08
    if count * pitch > area.w:
        pitch = (area.w - size) / max(1, count - 1)
    y = area.centery
    return size, [(area.x + size / 2 + k * pitch, y) for k in range(count)]


def _paint_name(surface: pygame.Surface, name: str, box: pygame.Rect, scale: float = 1.0) -> None:
    """The seat's name, left-aligned and vertically centred; a long name takes two lines
    (`scale`: "larger text and pieces")."""
    size = draw.fit_text(name, round(30 * scale), box.w)
    if size >= 22 or " " not in name:
        draw.text(surface, name, size, draw.INK, topleft=(box.x, box.centery - size * 0.62))
        return
    pic = assets.wrapped_text(name, 22, draw.INK, box.w)
    surface.blit(pic, pic.get_rect(midleft=(box.x, box.centery)))


def _paint_hunter(
    surface: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    rgb: tuple[int, int, int],
    colour: int,
) -> None:
    """The seat's hunter with its terrain hat in a ring of its colour: the same piece as on
    the island and the panels, so the row is told by more than its colour."""
    pygame.draw.circle(surface, draw.WHITE, centre, radius + 3)
    pygame.draw.circle(surface, rgb, centre, radius)
    pygame.draw.circle(surface, ROW, centre, radius - 5)
    height = round(radius * 1.5)
    art = assets.svg(
        f"dracheninsel/hunter_{D.COLOUR_LETTERS[colour]}.svg", (height * 2 // 3, height)
    )
    surface.blit(art, art.get_rect(center=(centre[0], centre[1] + 1)))


class DracheninselEnd(EndScreen):
    """Ranking rows with each player's coins; the island view shows the final board."""

    board_name = "island"
    board_label = N_("See the island")

    def __init__(
        self,
        state: State,
        seats: Sequence[Seat],
        *,
        on_again: Callable[[], None],
        on_menu: Callable[[], None],
        sound: Callable[[str], None] = lambda name: None,
        on_watch: Callable[[], None] | None = None,
    ) -> None:
        self.state = state
        self.scores = state.scores()
        self.tie_note = tie_note(state)
        self.tie_by_coin = self.tie_note == _(TIE_TOP_COIN)
        super().__init__(
            seats,
            ranking(state),
            state.winners(),
            on_again=on_again,
            on_menu=on_menu,
            note=self.tie_note,
            sound=sound,
            on_watch=on_watch,  # "Watch again" (dracheninsel.ui.replay)
        )

    # ------------------------------------------------------------------ the rows
    def paint_row(self, surface: pygame.Surface, row: pygame.Rect, seat: int, winner: bool) -> None:
        info = self.seats[seat]
        if winner:
            glow = 0.5 + 0.5 * math.sin(self.clock * 4)
            pygame.draw.rect(surface, WINNER_ROW, row, border_radius=22)
            pygame.draw.rect(
                surface, draw.GOLD, row.inflate(4 + glow * 6, 4 + glow * 6), 4, border_radius=24
            )
        else:
            pygame.draw.rect(surface, ROW, row, border_radius=22)
        pygame.draw.rect(surface, info.colour, (row.x, row.y, 14, row.h), border_radius=7)
        cy = row.centery
        radius = min(36, row.h // 2 - 10)
        _paint_hunter(surface, (row.x + 58, cy), radius, info.colour, self.state.colour_of(seat))
        if winner:
            crown(surface, (row.x + 58, cy - radius - 10))
        scale = comfort.text_scale(self)
        _paint_name(surface, info.name, pygame.Rect(row.x + 102, row.y, NAME_W, row.h), scale)
        self._paint_coins(surface, row, seat, winner)
        self._paint_total(surface, row, seat)

    def _paint_coins(
        self, surface: pygame.Surface, row: pygame.Rect, seat: int, winner: bool
    ) -> None:
        """The coins this player collected, most valuable first."""
        values = sorted((D.COIN_VALUE[c] for c in self.state.collected[seat]), reverse=True)
        area = pygame.Rect(row.x + 290, row.y + 6, row.w - 290 - 250, row.h - 12)
        if not values:
            words = _("No treasure this time")
            size = draw.fit_text(words, round(22 * comfort.text_scale(self)), area.w)
            draw.text(surface, words, size, (150, 128, 104), center=area.center)
            return
        size, centres = coin_layout(len(values), area, min(COIN_PX, row.h - 24))
        # the tie rule compared the best coins of the tied players: ring them, the winner's shines
        compared = self.tie_by_coin and self.scores[seat] == max(self.scores)
        rank = self.order.index(seat)
        for index, (value, (x, y)) in enumerate(zip(values, centres, strict=True)):
            pop = (self.clock - pop_delay(rank, index)) / POP_TIME
            if pop <= 0:
                continue
            scale = ease_out_back(min(1.0, pop))
            if compared and index == 0 and pop >= 1:
                pulse = 0.5 + 0.5 * math.sin(self.clock * 5) if winner else 0.0
                radius = size * (0.62 + 0.05 * pulse)
                fill = (255, 226, 120) if winner else (226, 218, 204)
                pygame.draw.circle(surface, fill, (x, y), radius)
                pygame.draw.circle(
                    surface, draw.GOLD_DARK if winner else (150, 140, 128), (x, y), radius, 3
                )
            pic = coin_sprite(value, size)
            if scale != 1.0:
                pic = pygame.transform.smoothscale_by(pic, max(0.05, scale))
            surface.blit(pic, pic.get_rect(center=(round(x), round(y))))

    def _paint_total(self, surface: pygame.Surface, row: pygame.Rect, seat: int) -> None:
        """A treasure chest and the total on a gold chip."""
        cy = row.centery
        chest_px = min(CHEST_PX, row.h - 16)
        chest = assets.svg("dracheninsel/chest.svg", (chest_px, chest_px))
        surface.blit(chest, chest.get_rect(center=(row.right - 200, cy)))
        chip = pygame.Rect(0, 0, 132, min(64, row.h - 20))
        chip.center = (row.right - 82, cy)
        pygame.draw.rect(surface, (255, 244, 200), chip, border_radius=chip.h // 2)
        pygame.draw.rect(surface, draw.GOLD, chip, 4, border_radius=chip.h // 2)
        total = str(self.scores[seat])
        draw.text(
            surface,
            total,
            draw.fit_text(total, round(34 * comfort.text_scale(self)), chip.w - 24),
            draw.INK,
            center=chip.center,
        )

    def update(self, dt: float) -> bool:
        """The frame's clock and confetti, and a clink as each row's coins arrive."""
        before = self.clock
        super().update(dt)
        for rank, seat in enumerate(self.order):
            start = pop_delay(rank, 0)
            if before < start <= self.clock and self.state.collected[seat]:
                self.sound("coin")
        return True

    # ------------------------------------------------------------------ the island view
    def island_label_box(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the island view's label goes: centred just above the Results button."""
        results = next((r for name, r in self.buttons() if name == "results"), None)
        bottom = results.top - 6 if results is not None else 671
        box = pygame.Rect((0, 0), (size[0] + 28, size[1] + 12))
        box.midbottom = (640, bottom)
        return box

    def draw_board(self, surface: pygame.Surface) -> None:
        """The finished table shows through; a small label says what this is, just above
        the Results button (at the top it covered the banner's "Anna wins with ...", seen
        under Xvfb)."""
        pic = draw.text_surface(_("The island at the end of the game"), 26, draw.WHITE, draw.INK)
        box = self.island_label_box(pic.get_size())
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (10, 20, 40, 150), shade.get_rect(), border_radius=box.h // 2)
        surface.blit(shade, box)
        surface.blit(pic, pic.get_rect(center=box.center))
