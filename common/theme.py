"""One place for the look: colours, sizes and the few drawing helpers every scene shares.

Keeping the palette here (instead of literals in scenes) is what makes the app feel like
one product: change a colour once and every screen follows.
"""

from __future__ import annotations

import pygame

Colour = tuple[int, int, int]

#: The logical canvas every scene draws on; the app scales it to the window.
LOGICAL_SIZE = (1280, 800)

# Warm storybook palette: cream paper, terracotta, moss green, sky blue, ink brown.
PAPER: Colour = (252, 243, 224)
PAPER_DARK: Colour = (240, 224, 194)
CARD: Colour = (255, 250, 240)
INK: Colour = (74, 52, 38)
INK_SOFT: Colour = (128, 100, 80)
INK_FAINT: Colour = (180, 158, 136)
PRIMARY: Colour = (222, 106, 56)
PRIMARY_DARK: Colour = (176, 74, 34)
PRIMARY_LIGHT: Colour = (246, 160, 104)
SECONDARY: Colour = (88, 150, 96)
SECONDARY_DARK: Colour = (58, 110, 66)
ACCENT: Colour = (74, 144, 196)
ACCENT_DARK: Colour = (46, 100, 146)
GOLD: Colour = (240, 188, 64)
DANGER: Colour = (196, 62, 52)
DANGER_DARK: Colour = (146, 40, 34)
DISABLED: Colour = (206, 194, 178)
SHADOW: tuple[int, int, int, int] = (60, 36, 20, 70)
LETTERBOX: Colour = (46, 34, 28)
SKY_TOP: Colour = (255, 214, 160)
SKY_BOTTOM: Colour = (252, 240, 214)
DIM: tuple[int, int, int, int] = (40, 24, 14, 150)
HIGHLIGHT: Colour = (255, 226, 120)
REFUSE: Colour = (214, 80, 64)

RADIUS = 18
RADIUS_SMALL = 10
PAD = 24

# Font sizes by role, so scenes ask for "heading" instead of a number.
SIZE_HUGE = 84
SIZE_TITLE = 56
SIZE_HEADING = 36
SIZE_SUBHEADING = 28
SIZE_BODY = 24
SIZE_SMALL = 19


def lighten(colour: Colour, amount: float) -> Colour:
    """Mix towards white; used for hover states so every colour gets one for free."""
    r, g, b = colour
    return (
        int(r + (255 - r) * amount),
        int(g + (255 - g) * amount),
        int(b + (255 - b) * amount),
    )


def darken(colour: Colour, amount: float) -> Colour:
    """Mix towards black; used for pressed states and outlines."""
    r, g, b = colour
    return (int(r * (1 - amount)), int(g * (1 - amount)), int(b * (1 - amount)))


def ideal_text_colour(background: Colour) -> Colour:
    """Pick ink or cream so text stays readable on any seat colour."""
    r, g, b = background
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return INK if luminance > 150 else CARD


_shadow_cache: dict[tuple[int, int, int, int], pygame.Surface] = {}


def soft_shadow(
    size: tuple[int, int], radius: int, blur: int = 10, alpha: int = 70
) -> pygame.Surface:
    """A blurred rounded-rect shadow, cached by size: drawn under cards and lifted pieces."""
    key = (size[0], size[1], radius, blur * 1000 + alpha)
    cached = _shadow_cache.get(key)
    if cached is not None:
        return cached
    w, h = size[0] + blur * 2, size[1] + blur * 2
    # A shadow is soft anyway: blurring it at a quarter of the size and scaling it up
    # looks the same and costs a sixteenth (big card shadows cost ~7 ms each at start-up).
    k = 4 if blur >= 8 and min(w, h) >= 64 else 1
    small = pygame.Surface((max(1, w // k), max(1, h // k)), pygame.SRCALPHA)
    pygame.draw.rect(
        small,
        (40, 24, 12, alpha),
        (blur // k, blur // k, max(1, size[0] // k), max(1, size[1] // k)),
        border_radius=max(0, radius // k),
    )
    if blur > 0:
        small = pygame.transform.gaussian_blur(small, max(1, blur // (2 * k)))
    surf = small if k == 1 else pygame.transform.smoothscale(small, (w, h))
    _shadow_cache[key] = surf
    return surf


def draw_shadow(
    surface: pygame.Surface,
    rect: pygame.Rect | pygame.FRect,
    radius: int = RADIUS,
    offset: tuple[int, int] = (0, 6),
    blur: int = 10,
    alpha: int = 70,
) -> None:
    """Blit a soft shadow below ``rect`` (offset downwards, like light from above)."""
    shadow = soft_shadow((int(rect.width), int(rect.height)), radius, blur, alpha)
    surface.blit(shadow, (rect.x - blur + offset[0], rect.y - blur + offset[1]))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: Colour = CARD,
    border: Colour | None = PAPER_DARK,
    radius: int = RADIUS,
    shadow: bool = True,
) -> None:
    """A raised card: the basic container of every screen."""
    if shadow:
        draw_shadow(surface, rect, radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=2, border_radius=radius)


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A smooth top-to-bottom gradient, built once by scaling a 1-pixel-wide strip."""
    strip = pygame.Surface((1, 256))
    for y in range(256):
        t = y / 255
        strip.set_at(
            (0, y),
            (
                int(top[0] + (bottom[0] - top[0]) * t),
                int(top[1] + (bottom[1] - top[1]) * t),
                int(top[2] + (bottom[2] - top[2]) * t),
            ),
        )
    return pygame.transform.smoothscale(strip, size)
