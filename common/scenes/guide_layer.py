"""The pictures both guided first games draw over their table.

What to do next is shown, not written: the rest of the table dimmed, a pulsing gold outline
and a bouncing arrow on the part to use, the guide dragon with one short line (a bonus for
parents), a big ▶ when a tap goes on, a Skip button with a ⏭ picture, and the last card's
Play (▶) and Menu (a little house). The games' guides (`<game>/ui/guide.py`) decide the
steps; this module only draws and knows where its buttons are.
"""

from __future__ import annotations

import math

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.table import draw as kit
from common.widgets import fit_text

SKIP_BUTTON = pygame.Rect(1014, 716, 250, 72)
SKIP_WORD_AT = 100  # pixels from the Skip button's left edge to its word (after the ⏭)
CARD = pygame.Rect(340, 200, 600, 400)
PLAY_BUTTON = pygame.Rect(380, 490, 250, 84)
MENU_BUTTON = pygame.Rect(650, 490, 250, 84)
DIM = (10, 20, 30, 150)
EDGE = (40, 24, 14)
WHITE = (255, 255, 255)
BUTTON_LABELS = (N_("Skip"), N_("Play"), N_("Menu"))
#: The last card's line after Skip (its "Well done!" is for having played the guide through).
SKIPPED_LINE = N_("All set? Now you can play.")
LINE_SIZE = 25  # the bubble's words at normal text size
LINE_MIN_SIZE = 16
LINE_MARGIN = 4  # pixels kept free above and below the words inside the bubble
_FITTED_SIZES: dict[tuple[str, int, int, int], int] = {}
_BALANCED_WIDTHS: dict[tuple[str, int, int], int] = {}


def text_left(
    surface: pygame.Surface,
    message: str,
    size: int,
    colour: tuple[int, int, int],
    midleft: tuple[int, int],
) -> None:
    pic = kit.text_surface(message, size, colour)
    surface.blit(pic, pic.get_rect(midleft=midleft))


def dim(surface: pygame.Surface, focus: list[pygame.Rect]) -> None:
    """Dim everything but the parts in `focus`."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(DIM)
    for spot in focus:
        pygame.draw.rect(shade, (0, 0, 0, 0), spot.inflate(6, 6), border_radius=16)
    surface.blit(shade, (0, 0))


def outline(surface: pygame.Surface, focus: list[pygame.Rect], clock: float) -> None:
    """A pulsing gold outline around each part in `focus`."""
    pulse = 0.5 + 0.5 * math.sin(clock * 5)
    for spot in focus:
        pygame.draw.rect(surface, EDGE, spot.inflate(8, 8), 7, border_radius=16)
        pygame.draw.rect(
            surface, kit.GOLD, spot.inflate(6, 6), 3 + round(pulse * 3), border_radius=16
        )


def arrow(
    surface: pygame.Surface, spot: pygame.Rect, clock: float, from_below: bool | None = None
) -> None:
    """A big bouncing arrow pointing at `spot`: from above, or from below (near the top of
    the screen, or when asked: e.g. when what moves there comes from above)."""
    bounce = abs(math.sin(clock * 4)) * 16
    down = spot.top > 150 if from_below is None else not from_below
    tip_y = spot.top - 8 - bounce if down else spot.bottom + 8 + bounce
    x = spot.centerx
    sign = -1 if down else 1
    points = [
        (x, tip_y),
        (x - 30, tip_y + sign * 36),
        (x - 12, tip_y + sign * 36),
        (x - 12, tip_y + sign * 80),
        (x + 12, tip_y + sign * 80),
        (x + 12, tip_y + sign * 36),
        (x + 30, tip_y + sign * 36),
    ]
    pygame.draw.polygon(surface, kit.GOLD, points)
    pygame.draw.polygon(surface, EDGE, points, 4)


def fitted_line_size(message: str, size: int, width: int, height: int) -> int:
    """The largest font size <= `size` at which `message`, wrapped to `width`, is at most
    `height` tall (with larger text a three-line German line ran out of the bubble's top and
    bottom, seen under Xvfb: 'Gleiche Landschaft an gleicher Landschaft: ein Ei! ...')."""
    key = (message, size, width, height)
    if key not in _FITTED_SIZES:
        fitted = size
        while (
            fitted > LINE_MIN_SIZE
            and assets.wrapped_text(message, fitted, kit.INK, width).get_height() > height
        ):
            fitted -= 1
        _FITTED_SIZES[key] = fitted
    return _FITTED_SIZES[key]


def balanced_width(message: str, size: int, width: int) -> int:
    """The narrowest wrap width <= `width` that keeps `message`'s number of lines, so its
    lines come out about equally long (wrapped at full width a last line could hold one
    word, "card." or "there.", seen under Xvfb)."""
    key = (message, size, width)
    if key not in _BALANCED_WIDTHS:
        lines = assets.wrapped_text(message, size, kit.INK, width).get_height()
        low, high = width // 2, width
        while low < high:
            middle = (low + high) // 2
            if assets.wrapped_text(message, size, kit.INK, middle).get_height() > lines:
                low = middle + 1
            else:
                high = middle
        _BALANCED_WIDTHS[key] = high
    return _BALANCED_WIDTHS[key]


def bubble(
    surface: pygame.Surface,
    box: pygame.Rect,
    dragon: pygame.Surface,
    line_msgid: str,
    go_on: bool,
    clock: float,
    scale: float = 1.0,
) -> None:
    """The guide dragon and its line (text times `scale`, the "larger text" setting);
    with `go_on`, the ▶ a tap presses."""
    kit.panel(surface, box, kit.PANEL, kit.GOLD, 24)
    bob = math.sin(clock * 3) * 4
    surface.blit(dragon, dragon.get_rect(center=(box.x + 66, round(box.centery - 10 + bob))))
    line = _(line_msgid)
    size = fitted_line_size(line, round(LINE_SIZE * scale), box.w - 250, box.h - 2 * LINE_MARGIN)
    words = assets.wrapped_text(line, size, kit.INK, balanced_width(line, size, box.w - 250))
    surface.blit(words, words.get_rect(midleft=(box.x + 136, box.centery)))
    if go_on:
        go = pygame.Rect(0, 0, 84, 84)
        go.midright = (box.right - 12, box.centery)
        grow = round(abs(math.sin(clock * 4)) * 6)
        pygame.draw.rect(surface, theme.SECONDARY, go.inflate(grow, grow), border_radius=42)
        pygame.draw.rect(surface, EDGE, go.inflate(grow, grow), 3, border_radius=42)
        cx, cy = go.center
        pygame.draw.polygon(surface, WHITE, [(cx - 14, cy - 22), (cx - 14, cy + 22), (cx + 24, cy)])


def skip_button(surface: pygame.Surface, where: pygame.Rect = SKIP_BUTTON) -> None:
    """The Skip button (⏭ and the word) at `where`, the word fitted to the button (at a
    fixed 28 px German "Überspringen" ran past it, over the table, seen under Xvfb)."""
    kit.panel(surface, where, kit.PANEL, kit.PANEL_EDGE, 20)
    x, y = where.x + 44, where.centery
    for dx in (0, 22):
        pygame.draw.polygon(
            surface, kit.INK, [(x + dx - 12, y - 16), (x + dx - 12, y + 16), (x + dx + 8, y)]
        )
    pygame.draw.rect(surface, kit.INK, (x + 34, y - 16, 6, 32))
    label = _("Skip")
    left = where.x + SKIP_WORD_AT
    text_left(surface, label, fit_text(label, 28, where.right - 12 - left), kit.INK, (left, y))


def done_card(
    surface: pygame.Surface, dragon: pygame.Surface, line_msgid: str, clock: float
) -> None:
    """The last card: the dragon, the line, Play and Menu (with pictures)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((10, 20, 30, 120))
    surface.blit(shade, (0, 0))
    kit.panel(surface, CARD, kit.PANEL, kit.GOLD, 30)
    bob = math.sin(clock * 3) * 5
    surface.blit(dragon, dragon.get_rect(center=(CARD.centerx, round(CARD.y + 120 + bob))))
    line = _(line_msgid)
    kit.text(
        surface,
        line,
        kit.fit_text(line, 32, CARD.w - 60),
        kit.INK,
        center=(CARD.centerx, CARD.y + 240),
    )
    for button, label, colour in (
        (PLAY_BUTTON, _("Play"), theme.SECONDARY),
        (MENU_BUTTON, _("Menu"), theme.CARD),
    ):
        kit.panel(surface, button, colour, EDGE, 24)
        ink = WHITE if colour == theme.SECONDARY else kit.INK
        cx, cy = button.x + 50, button.centery
        if button is PLAY_BUTTON:
            pygame.draw.polygon(
                surface, ink, [(cx - 14, cy - 20), (cx - 14, cy + 20), (cx + 20, cy)]
            )
        else:  # a little house
            pygame.draw.polygon(surface, ink, [(cx - 22, cy), (cx, cy - 22), (cx + 22, cy)])
            pygame.draw.rect(surface, ink, (cx - 15, cy, 30, 20))
        text_left(surface, label, 30, ink, (button.x + 88, cy))


def card_choice(event: pygame.event.Event) -> str | None:
    """Which button of the last card an event presses: "play", "menu" or None.

    Enter and Space mean Play (the keyboard's way through)."""
    if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
        if PLAY_BUTTON.collidepoint(event.pos):
            return "play"
        if MENU_BUTTON.collidepoint(event.pos):
            return "menu"
    if event.type == pygame.KEYDOWN and event.key in (
        pygame.K_RETURN,
        pygame.K_SPACE,
        pygame.K_KP_ENTER,
    ):
        return "play"
    return None
