"""Where things are on the Dragomino table: named regions at the text-size factor, the
display's slots, the other players' panels, the cameras aimed at the islands, the mother
dragon's seat, and the help overlay's labels for each region.

A part of `TableScene` (see `scene.py`): it holds no state of its own; the scene's
`__init__` sets what it reads (`lay`, `big`, `minis`, `mini_rects`, ...).
"""

from __future__ import annotations

import pygame

from common import comfort, i18n
from common.i18n import N_
from common.scenes.help_overlay import Spot
from dragomino.rules import domino
from dragomino.ui import hud
from dragomino.ui.island_view import Camera
from dragomino.ui.layout import BASE, TableLayout, table_layout

MOTHER_SIZE = 64
#: cells of sea around the island in the middle: a legal domino's far half lies up to two
#: squares beyond the island, so two keep every place a domino may go inside the panel (at
#: 1.6 a domino held there, by keyboard, stuck about 35 px out of it; family play-test)
BIG_ISLAND_MARGIN = 2.0
#: how far beyond the island a domino held by keyboard may go (no legal spot lies further)
KEYBOARD_REACH = 2
UNDO_HELP = N_("Take back your last move, if it showed nothing new (Ctrl+Z).")
UNDO_HELP_PEOPLE = N_(
    "Take back the last move if it showed nothing new (Ctrl+Z); another person's asks first."
)
SPRING_HELP = N_("A spring: an egg found next to it lets you look at two eggs and keep one.")


def rect(name: str) -> pygame.Rect:
    """A named region of the table at factor 1.0 (a scene's own places: `TableScene.rect`)."""
    return BASE.rect(name)


class TablePlaces:
    """Regions, slots, panels and cameras of the table, at the current factor."""

    @property
    def layout(self) -> TableLayout:
        """The table's places and sizes at the "larger text and pieces" factor."""
        self._follow_layout()
        return self.lay

    def _follow_layout(self) -> None:
        """Lay the table out again when the factor changed (also when it is switched in the
        pause menu's settings during a game), and draw its cached pictures again when the
        language changed there (the turn banner kept "Spieler 3" in an English game; play-test
        under Xvfb)."""
        scale = comfort.text_scale(self)
        language = i18n.get_language()
        if scale != self.lay.scale or language != self.lay_language:
            self.lay_language = language
            self._relayout(table_layout(scale))

    def rect(self, name: str) -> pygame.Rect:
        """A named region of the table at the current factor."""
        return self.layout.rect(name)

    def _splash_center(self) -> tuple[int, int]:
        island = self.lay.rect("island")
        return (island.centerx, island.top + 90)

    def _relayout(self, lay: TableLayout) -> None:
        """Move everything to `lay`: cameras, panels, splash; cached pictures are redrawn."""
        self.lay = lay
        self.big.rect = lay.rect("island")
        self.big.max_cell = lay.island_max_cell
        self.banner.splash_center = self._splash_center()
        self._layout_minis()
        self._fit_cameras(instant=True)
        self.layers.clear()
        self._cards.clear()
        self.idle.still = None

    def others(self) -> list[int]:
        """The other seats, in turn order after the active one (clockwise)."""
        n = len(self.seats)
        return [(self.shown_turn + k) % n for k in range(1, n)]

    def _layout_minis(self) -> None:
        """Stack the other players' panels on the right; fewer players get the same size."""
        lay = self.lay
        area = lay.rect("others")
        count = max(1, len(self.seats) - 1)
        height = min(area.h // count, 220)
        self.mini_rects = [
            pygame.Rect(area.x, area.y + k * (height + 6), area.w, height) for k in range(count)
        ]
        head = lay.mini_header
        self.minis = [
            Camera(
                r.inflate(-16, -head - 8).move(0, head // 2), max_cell=lay.mini_max_cell, margin=0.7
            )
            for r in self.mini_rects
        ]

    def mini_rect_of(self, seat: int) -> pygame.Rect | None:
        """The panel of `seat`, or None for the active player (shown big)."""
        others = self.others()
        return self.mini_rects[others.index(seat)] if seat in others else None

    def mother_anchor(self, seat: int) -> tuple[float, float]:
        """Where the mother dragon sits: by the turn banner or on her holder's panel."""
        panel = self.mini_rect_of(seat)
        if panel is None:
            banner = self.rect("banner")
            return (banner.right - 44, banner.centery + 6)
        return (panel.right - 36, panel.top + 30)

    def score_chip_center(self, seat: int) -> tuple[float, float]:
        """Where `seat`'s score chip is: on the turn banner, or on their small panel."""
        others = self.others()
        if seat in others:
            return self._mini_chip_rect(self.minis[others.index(seat)]).center
        banner = self.rect("banner")
        return (banner.right - 140, banner.centery)

    def slot_rect(self, index: int) -> pygame.Rect:
        """A display slot's card."""
        area = self.rect("display")
        height = area.h // 4
        return pygame.Rect(area.x, area.y + index * height, area.w, height - 10)

    def slot_domino_center(self, index: int) -> tuple[float, float]:
        card = self.slot_rect(index)
        return (card.centerx, card.centery)

    def slot_domino_rect(self, index: int) -> pygame.Rect:
        cell = self.layout.display_cell
        r = pygame.Rect(0, 0, cell * 2, cell)
        r.center = (
            round(self.slot_domino_center(index)[0]),
            round(self.slot_domino_center(index)[1]),
        )
        return r

    def _fit_cameras(self, instant: bool = False) -> None:
        """Aim every camera at its island; the small ones jump, the big one may ease."""
        self.big.fit(self.shown_islands[self.shown_turn], instant=instant)
        for seat, cam in zip(self.others(), self.minis, strict=False):
            cells = self.shown_islands[seat]
            cam.fit(cells, instant=True)
            chips = [self._mini_chip_rect(cam)]
            phone = self.phone_chip(seat)  # phones.py: "Phone" beside the score
            if phone is not None:
                chips.append(phone)
            if any(cam.cell_rect(cell).collidelist(chips) >= 0 for cell in cells):
                # a chip would hide part of the island: fit it above the chips
                top = min(chip.top for chip in chips)
                above = pygame.Rect(cam.rect.x, cam.rect.y, cam.rect.w, top - cam.rect.y)
                cam.fit(cells, instant=True, area=above)

    def _mini_chip_rect(self, cam: Camera) -> pygame.Rect:
        """Where a small island's score chip sits (bottom left of its sea)."""
        sea = cam.rect.inflate(8, 8)
        chip = pygame.Rect((0, 0), hud.chip_size(self.lay))
        chip.center = (sea.x + self.lay.px(42), sea.bottom - self.lay.px(24))
        return chip

    def _mini_sea_of(self, seat: int) -> pygame.Rect:
        """Where a seat's small island is drawn (its mini panel's sea)."""
        others = self.others()
        if seat in others:
            return self.minis[others.index(seat)].rect.copy()
        return self.rect("island")

    def undo_area(self) -> pygame.Rect:
        """The Undo button with, when it is greyed, the picture of why on its corner (F1
        outlined the button alone and cut the picture in half, seen under Xvfb)."""
        button = self.rect("undo_button")
        verdict = self.undo_status()
        if self.replaying or verdict.allowed:
            return button
        why = hud.undo_why_picture(self.art, verdict.reason, self.lay)
        if why is None:
            return button
        chip = why.get_rect(center=hud.undo_why_center(button, self.lay)).inflate(8, 8)
        return button.union(chip)

    def help_spots(self) -> list[Spot]:
        """The parts of the table, one sentence each (the help overlay, F1 or "?")."""
        mother = pygame.Rect(0, 0, MOTHER_SIZE + 16, MOTHER_SIZE + 16)
        mother.center = (round(self.mother.pos[0]), round(self.mother.pos[1]))
        # a computer's island is on the table while it plays: not "your" island then
        island_words = (
            N_("The island of whoever plays now: every domino must touch it.")
            if self.seats[self.shown_turn].is_computer
            else N_("Your island: every domino must touch it.")
        )
        spots: list[Spot] = [
            (
                self.rect("display"),
                N_("Take one of these dominoes and lay it on your island (keys: Tab takes one)."),
            ),
            (self.rect("banner"), N_("Whose turn it is, their stars and the order of the round.")),
            (self.rect("island"), island_words),
            (mother, N_("The mother dragon: one extra star for whoever has her.")),
            (self.rect("supply"), N_("The egg supply: how many eggs of each land are left.")),
            (self.rect("rounds"), N_("The rounds: the gold marker is the round you play now.")),
            (
                self.rect("odds_button"),
                N_("Show the chance of a baby dragon for each land (key O)."),
            ),
            (
                self.rect("menu_button"),
                N_("The menu: pause, rules, settings or stop playing (Esc)."),
            ),
            (self.rect("help_button"), N_("Help: names every part of the screen (also F1).")),
            (self.undo_area(), UNDO_HELP if len(self.session.people) < 2 else UNDO_HELP_PEOPLE),
        ]
        if len(self.seats) > 1:
            others = self.mini_rects[0].unionall(self.mini_rects[1:])
            spots.append((others, N_("The other players' islands; point at one to see it big.")))
        spring = self.spring_spot()
        if spring is not None:
            spots.append((spring, SPRING_HELP))
        return spots

    def island_squares(self) -> list[pygame.Rect]:
        """Where the squares of the island in the middle are on screen."""
        return [self.big.cell_rect(cell) for cell in self.shown_islands[self.shown_turn]]

    def beside_island(self, size: tuple[int, int], near: pygame.Rect) -> pygame.Rect:
        """Where a note about `near` (the "egg ×n" badge, a refusal's bubble) goes on the
        island's panel without covering its squares or `near` (`clear_place`); both sat
        over the squares they talked about (family play-test)."""
        within = self.rect("island").inflate(-12, -12)
        return clear_place(size, near, self.island_squares(), within)

    def spring_spot(self) -> pygame.Rect | None:
        """A spring symbol on the table for F1 to name (the spring variant only: without it
        no square shows one): on the island in the middle, else on a display domino; None
        when none is in sight. The drop showed without a word in F1 (family play-test)."""
        if not self.state.config.spring_variant:
            return None
        island = self.rect("island")
        for cell, square in self.shown_islands[self.shown_turn].items():
            box = self.big.cell_rect(cell)
            if square.spring and island.contains(box):
                return spring_badge_rect(box)
        for index, dom in enumerate(self.shown_display):
            if dom is None:
                continue
            spec = domino(dom)
            card = self.slot_domino_rect(index)
            for half, side in enumerate((spec.a, spec.b)):
                if side.spring:
                    square = pygame.Rect(card.x + half * card.h, card.y, card.h, card.h)
                    return spring_badge_rect(square)
        return None


def clear_place(
    size: tuple[int, int], near: pygame.Rect, avoid: list[pygame.Rect], within: pygame.Rect
) -> pygame.Rect:
    """A box of `size` beside `near` (above, below, left, right, then the corners, a
    little further out each try) inside `within`, covering as little of `avoid` as
    possible: the first that covers none, else the one covering least."""
    box = pygame.Rect((0, 0), size)
    best: tuple[int, pygame.Rect] | None = None
    for gap in (10, 40, 80, 130, 190):
        tries = (
            ("midbottom", (near.centerx, near.top - gap)),
            ("midtop", (near.centerx, near.bottom + gap)),
            ("midright", (near.left - gap, near.centery)),
            ("midleft", (near.right + gap, near.centery)),
            ("bottomright", (near.left - gap, near.top - gap)),
            ("bottomleft", (near.right + gap, near.top - gap)),
            ("topright", (near.left - gap, near.bottom + gap)),
            ("topleft", (near.right + gap, near.bottom + gap)),
        )
        for anchor, point in tries:
            setattr(box, anchor, point)
            placed = box.clamp(within)
            covered = sum(placed.clip(part).w * placed.clip(part).h for part in (*avoid, near))
            if covered == 0:
                return placed
            if best is None or covered < best[0]:
                best = (covered, placed)
    assert best is not None
    return best[1]


def spring_badge_rect(square: pygame.Rect) -> pygame.Rect:
    """Where a square's spring symbol sits (`Art.square`: top right, 2/5 of the side),
    a little larger so F1's outline goes round it."""
    size = max(6, square.w * 2 // 5)
    badge = pygame.Rect(square.right - size - square.w // 16, square.y + square.w // 16, size, size)
    return badge.inflate(10, 10)
