"""A seat's phone code on the laptop ("Cards on phones", issue 24): the QR code a phone
scans and the short typed address under it, drawn for any game's setup (Die Dracheninsel's
and Dragomino's).

Why drawn by hand: segno only makes the matrix (pure Python, no image library); each module
becomes a square of whole pixels here, so the code is crisp at any size a phone's camera
meets it (a smoothed or fractional scale blurs the module edges and slows the scan).
Dark modules are the app's ink on its card colour: a scanner needs contrast, not black.

API:
- ``qr_matrix(text) -> list[list[bool]]``: the modules (True dark), no quiet zone.
- ``qr_surface(text, size, *, quiet=QUIET) -> Surface``: the code with its quiet zone at
  the largest whole module size that fits ``size`` px (never below 1 px per module), cached.
- ``module_size(text, size, quiet) -> int``: that module size (tests, layouts).
- ``draw_phone_code(surface, rect, url, address, caption=None) -> Rect``: the code centred
  in the top of ``rect`` and the typed address under it, shrunk to fit; returns the code's
  rectangle (for a click that shows it large).
"""

from __future__ import annotations

import functools

import pygame

from common import assets, theme

#: Modules of light border round the code. The standard asks for 4; phone cameras read 2
#: reliably on a lit screen, and the setup's seat rows are short.
QUIET = 2
#: Error correction: "L" keeps the code small (fewer, larger modules on a laptop screen);
#: a screen has no smudges to correct.
ERROR = "l"
ADDRESS_SIZE = 15  # px: the typed address under a code
ADDRESS_MIN = 10
DARK: theme.Colour = theme.INK
LIGHT: theme.Colour = (255, 255, 255)


@functools.lru_cache(maxsize=32)
def _matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    import segno  # 20 ms: only when a code is first drawn, never for the title's first frame

    code = segno.make(text, error=ERROR, boost_error=False, micro=False)
    return tuple(tuple(bool(v) for v in row) for row in code.matrix)


def qr_matrix(text: str) -> list[list[bool]]:
    """The code's modules, row by row, True where dark; no quiet zone."""
    return [list(row) for row in _matrix(text)]


def module_size(text: str, size: int, quiet: int = QUIET) -> int:
    """Whole pixels per module for a code of at most ``size`` px square (at least 1)."""
    modules = len(_matrix(text)) + 2 * quiet
    return max(1, size // modules)


@functools.lru_cache(maxsize=32)
def _surface(text: str, scale: int, quiet: int) -> pygame.Surface:
    rows = _matrix(text)
    n = len(rows)
    side = (n + 2 * quiet) * scale
    surf = pygame.Surface((side, side))
    surf.fill(LIGHT)
    for y, row in enumerate(rows):
        x = 0
        while x < n:  # one rectangle per dark run: fast enough to draw every frame
            if row[x]:
                start = x
                while x < n and row[x]:
                    x += 1
                surf.fill(
                    DARK,
                    ((start + quiet) * scale, (y + quiet) * scale, (x - start) * scale, scale),
                )
            else:
                x += 1
    return surf


def qr_surface(text: str, size: int, *, quiet: int = QUIET) -> pygame.Surface:
    """The code at the largest whole-pixel module size within ``size`` px (cached)."""
    return _surface(text, module_size(text, size, quiet), quiet)


def draw_phone_code(
    surface: pygame.Surface,
    rect: pygame.Rect,
    url: str,
    address: str,
    *,
    address_colour: theme.Colour = theme.INK_SOFT,
) -> pygame.Rect:
    """The seat's QR code in the top of ``rect`` and its typed address under it."""
    font_h = assets.font(ADDRESS_SIZE).get_linesize()
    code = qr_surface(url, min(rect.width, rect.height - font_h - 2))
    where = code.get_rect(midtop=(rect.centerx, rect.y))
    surface.blit(code, where)
    size = ADDRESS_SIZE
    while size > ADDRESS_MIN and assets.font(size).size(address)[0] > rect.width:
        size -= 1
    text = assets.text(address, size, address_colour)
    surface.blit(text, text.get_rect(midtop=(rect.centerx, where.bottom + 2)))
    return where
