"""The end-screen frame both games share: ranking rows, trophy, confetti and buttons.

A game subclasses `EndScreen` and paints one row per seat (`paint_row`) and the "see the
board" view (`draw_board`); the frame owns the layout, the keyboard (arrows, Enter, Esc:
from the board view Esc goes back to the results) and the buttons Play again / See the
board / Menu, which call the `on_again` / `on_menu` callbacks.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import ClassVar

import pygame

from common import comfort
from common.effects import Confetti
from common.i18n import N_, _
from common.scene import Scene
from common.table import draw
from common.table.seats import Seat

BUTTON_SIZE = (270, 70)
BUTTON_SIZE_FOUR = (236, 70)  # with "Watch again" four buttons share the row
BUTTON_Y = 712
BUTTON_COLOURS = {
    "again": (90, 200, 110),
    "board": (240, 150, 60),
    "home": (80, 160, 255),
    "results": (130, 90, 200),
    "watch": (200, 96, 170),
}
PANEL_RECT = pygame.Rect(90, 24, 1100, 752)
NOTE_CENTER = (920, 82)
TROPHY_CENTER = (640, 82)


class EndScreen(Scene):
    """The frame; see the module docstring. `board_name` names the board button."""

    is_overlay = True
    board_name = "board"  # the button's name (a game may call it "islands")
    board_label = N_("See the board")
    #: Seconds (of the screen's own clock) after it opens during which clicks and keys do
    #: nothing: they were meant for the game that just ended (an Enter that laid the last
    #: domino, pressed once more, started a new game before anyone saw who won; seen in a
    #: play-test under Xvfb).
    GUARD_SECONDS: ClassVar[float] = 1.0

    def __init__(
        self,
        seats: Sequence[Seat],
        order: Sequence[int],
        winners: Sequence[int],
        *,
        on_again: Callable[[], None],
        on_menu: Callable[[], None],
        note: str | None = None,
        sound: Callable[[str], None] = lambda name: None,
        on_watch: Callable[[], None] | None = None,
    ) -> None:
        self.seats = list(seats)
        self.order = list(order)
        self.winners = list(winners)
        self.on_again = on_again
        self.on_menu = on_menu
        self.on_watch = on_watch  # "Watch again": the replay (`common.scenes.replay`)
        self.note = note
        self.sound = sound
        self.clock = 0.0
        self.confetti = Confetti(pygame.Rect(0, 0, 1280, 800))
        self.focus = 0
        self.showing_board = False

    def on_enter(self) -> None:
        self.sound("fanfare")

    # ------------------------------------------------------------------ hooks
    def paint_row(self, surface: pygame.Surface, row: pygame.Rect, seat: int, winner: bool) -> None:
        """One seat's row of the ranking: the game's pictures of what they scored."""
        draw.avatar(surface, (row.x + 60, row.centery), 30, self.seats[seat].colour, False)
        draw.text(surface, self.seats[seat].name, 30, draw.INK, topleft=(row.x + 104, row.y + 10))

    def draw_board(self, surface: pygame.Surface) -> None:
        """The 'see the board' view: the final board without the ranking."""

    # ------------------------------------------------------------------ input
    def buttons(self) -> list[tuple[str, pygame.Rect]]:
        """The buttons of the current view: results (again, board, menu) or board (results)."""
        names = ["results"] if self.showing_board else ["again", self.board_name, "home"]
        if self.on_watch is not None and not self.showing_board:
            names.insert(1, "watch")
        size = BUTTON_SIZE_FOUR if len(names) > 3 else BUTTON_SIZE
        spacing = size[0] + (20 if len(names) > 3 else 30)
        left = 640 - spacing * (len(names) - 1) / 2
        out = []
        for k, name in enumerate(names):
            r = pygame.Rect((0, 0), size)
            r.center = (round(left + k * spacing), BUTTON_Y)
            out.append((name, r))
        return out

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.clock < self.GUARD_SECONDS:
            return True  # meant for the game that just ended: swallowed
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            for name, r in self.buttons():
                if r.collidepoint(event.pos):
                    self.press(name)
            return True
        if event.type == pygame.KEYDOWN:
            count = len(self.buttons())
            if event.key == pygame.K_LEFT:
                self.focus = (self.focus - 1) % count
            elif event.key in (pygame.K_RIGHT, pygame.K_TAB):
                self.focus = (self.focus + 1) % count
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.press(self.buttons()[min(self.focus, count - 1)][0])
            elif event.key == pygame.K_ESCAPE:
                # from the board, Escape goes back to the results, not straight to the menu
                self.press("results" if self.showing_board else "home")
            return True
        return True  # modal: nothing reaches the table below

    def press(self, name: str) -> None:
        self.sound("click")
        if name == "again":
            self.on_again()
        elif name == "watch" and self.on_watch is not None:
            self.on_watch()
        elif name == self.board_name:
            self.showing_board = True
            self.focus = 0
        elif name == "results":
            self.showing_board = False
            names = [n for n, _r in self.buttons()]
            self.focus = names.index(self.board_name)  # back where the player left
        else:
            self.on_menu()

    def update(self, dt: float) -> bool:
        self.clock += dt
        self.confetti.step(dt)
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.showing_board:
            self.draw_board(surface)
            self.draw_buttons(surface)
            return
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((10, 20, 40, 160))
        surface.blit(shade, (0, 0))
        panel = PANEL_RECT
        pygame.draw.rect(surface, draw.SHADOW, panel.move(0, 8), border_radius=34)
        pygame.draw.rect(surface, draw.PANEL, panel, border_radius=34)
        pygame.draw.rect(surface, draw.GOLD, panel, 6, border_radius=34)
        trophy(surface, TROPHY_CENTER, self.clock)
        if self.note:
            size = draw.fit_text(self.note, 26, 400)
            draw.text(surface, self.note, size, draw.INK, center=NOTE_CENTER)
        for seat, row in zip(self.order, self.row_rects(), strict=True):
            self.paint_row(surface, row, seat, seat in self.winners)
        self.draw_buttons(surface)
        if self.winners and not comfort.reduced(self):  # "reduce motion": no confetti
            self.confetti.draw(surface)

    def row_rects(self) -> list[pygame.Rect]:
        """One row per seat in ranking order, as tall as fits (at most 190 px), the rows
        together in the middle between the trophy and the buttons (two rows at the top
        left an empty third of the card above the buttons, seen under Xvfb)."""
        panel = PANEL_RECT
        rows = max(1, len(self.order))
        row_h = min(190, (panel.h - 220) // rows)
        top, bottom = panel.y + 112, BUTTON_Y - 20
        top += max(0, (bottom - top - rows * row_h) // 2)
        return [
            pygame.Rect(panel.x + 30, top + k * row_h, panel.w - 60, row_h - 12)
            for k in range(len(self.order))
        ]

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """Round buttons, each an icon and a short word; the keyboard focus has a gold rim."""
        labels = {
            "again": _("Play again"),
            self.board_name: _(self.board_label),
            "home": _("Menu"),
            "results": _("Results"),
            "watch": _("Watch again"),
        }
        icons: dict[str, Callable[[pygame.Surface, tuple[float, float]], None]] = {
            "again": again_icon,
            self.board_name: board_icon,
            "home": home_icon,
            "results": small_trophy,
            "watch": watch_icon,
        }
        for index, (name, r) in enumerate(self.buttons()):
            focused = index == self.focus
            colour = BUTTON_COLOURS["board" if name == self.board_name else name]
            pygame.draw.rect(surface, draw.SHADOW, r.move(0, 5), border_radius=35)
            pygame.draw.rect(surface, colour, r, border_radius=35)
            pygame.draw.rect(surface, draw.GOLD if focused else draw.WHITE, r, 4, border_radius=35)
            icons[name](surface, (r.x + 40, r.centery))
            label = labels[name]
            size = draw.fit_text(label, 28, r.w - 90)
            draw.text(
                surface,
                label,
                size,
                draw.WHITE,
                center=(r.centerx + 24, r.centery),
                outline=draw.INK,
            )


def crown(surface: pygame.Surface, center: tuple[float, float]) -> None:
    """A gold crown over a winner."""
    cx, cy = center
    pts = [
        (cx - 22, cy + 10), (cx - 26, cy - 12), (cx - 11, cy), (cx, cy - 18),
        (cx + 11, cy), (cx + 26, cy - 12), (cx + 22, cy + 10),
    ]  # fmt: skip
    pygame.draw.polygon(surface, draw.GOLD, pts)
    pygame.draw.polygon(surface, (180, 120, 20), pts, 3)


def trophy(surface: pygame.Surface, center: tuple[float, float], clock: float) -> None:
    """The bobbing trophy over the ranking."""
    cx, cy = center
    cy += math.sin(clock * 3) * 3
    gold = draw.GOLD
    pygame.draw.rect(
        surface,
        gold,
        (cx - 30, cy - 34, 60, 44),
        border_bottom_left_radius=30,
        border_bottom_right_radius=30,
    )
    pygame.draw.circle(surface, gold, (cx - 32, cy - 20), 14, 6)
    pygame.draw.circle(surface, gold, (cx + 32, cy - 20), 14, 6)
    pygame.draw.rect(surface, gold, (cx - 6, cy + 8, 12, 16))
    pygame.draw.rect(surface, draw.GOLD_DARK, (cx - 24, cy + 22, 48, 12), border_radius=4)
    draw.star(surface, (cx, cy - 14), 12)


def again_icon(surface: pygame.Surface, center: tuple[float, float]) -> None:
    cx, cy = center
    r = pygame.Rect(0, 0, 34, 34)
    r.center = (round(cx), round(cy))
    pygame.draw.arc(surface, draw.WHITE, r, 0.6, 5.6, 5)
    pygame.draw.polygon(
        surface, draw.WHITE, [(cx + 18, cy - 14), (cx + 18, cy + 2), (cx + 4, cy - 6)]
    )


def watch_icon(surface: pygame.Surface, center: tuple[float, float]) -> None:
    """A play triangle in a ring: 'watch the game again'."""
    cx, cy = center
    pygame.draw.circle(surface, draw.WHITE, (round(cx), round(cy)), 18, 4)
    pygame.draw.polygon(surface, draw.WHITE, [(cx - 6, cy - 10), (cx - 6, cy + 10), (cx + 11, cy)])


def home_icon(surface: pygame.Surface, center: tuple[float, float]) -> None:
    cx, cy = center
    pygame.draw.polygon(surface, draw.WHITE, [(cx - 18, cy), (cx, cy - 18), (cx + 18, cy)])
    pygame.draw.rect(surface, draw.WHITE, (cx - 12, cy, 24, 16))


ICON_SEA = (120, 190, 220)
ICON_ISLAND = (96, 170, 90)


def board_icon(surface: pygame.Surface, center: tuple[float, float]) -> None:
    """A magnifying glass over a little island: 'look at the board' (two white boxes on
    wave arcs read as two screens; play-test under Xvfb)."""
    cx, cy = center
    lens = (cx - 5, cy - 5)
    pygame.draw.line(surface, draw.INK, (cx + 4, cy + 4), (cx + 17, cy + 17), 9)
    pygame.draw.line(surface, draw.WHITE, (cx + 5, cy + 5), (cx + 16, cy + 16), 5)
    pygame.draw.circle(surface, ICON_SEA, lens, 13)
    pygame.draw.ellipse(surface, ICON_ISLAND, (lens[0] - 9, lens[1] - 3, 18, 9))
    pygame.draw.circle(surface, draw.WHITE, lens, 15, 4)
    pygame.draw.circle(surface, draw.INK, lens, 17, 2)


def small_trophy(surface: pygame.Surface, center: tuple[float, float]) -> None:
    """The trophy, button-sized: 'back to the results'."""
    cx, cy = center
    gold = draw.GOLD
    pygame.draw.rect(
        surface,
        gold,
        (cx - 14, cy - 16, 28, 22),
        border_bottom_left_radius=14,
        border_bottom_right_radius=14,
    )
    pygame.draw.circle(surface, gold, (cx - 15, cy - 9), 7, 3)
    pygame.draw.circle(surface, gold, (cx + 15, cy - 9), 7, 3)
    pygame.draw.rect(surface, gold, (cx - 3, cy + 5, 6, 8))
    pygame.draw.rect(surface, draw.GOLD_DARK, (cx - 12, cy + 12, 24, 6), border_radius=2)
    pygame.draw.rect(surface, draw.INK, (cx - 12, cy + 12, 24, 6), 1, border_radius=2)
