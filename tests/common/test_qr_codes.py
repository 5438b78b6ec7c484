"""The phone codes the setup draws (common/remote/qr.py, issue 24): the very modules segno
makes, each a square of whole pixels (crisp for a phone's camera), cached, with a light
quiet zone."""

from __future__ import annotations

import io

import pygame
import pytest
import segno

from common.remote import qr

URL = "http://192.168.178.23:49152/s/" + "Ab3_-x" * 5 + "yz"


def segno_png(text: str, scale: int, quiet: int) -> pygame.Surface:
    """segno's own picture of the same code, in the same colours."""
    buffer = io.BytesIO()
    code = segno.make(text, error=qr.ERROR, boost_error=False, micro=False)
    code.save(buffer, kind="png", scale=scale, border=quiet, dark=qr.DARK, light=qr.LIGHT)
    buffer.seek(0)
    return pygame.image.load(buffer, "code.png")


@pytest.mark.parametrize("size", [76, 150, 420])
def test_the_drawn_code_is_segnos_code_pixel_for_pixel(size: int) -> None:
    drawn = qr.qr_surface(URL, size)
    scale = qr.module_size(URL, size)
    assert drawn.get_width() <= size
    expected = segno_png(URL, scale, qr.QUIET)
    assert drawn.get_size() == expected.get_size()
    for y in range(drawn.get_height()):
        for x in range(drawn.get_width()):
            assert drawn.get_at((x, y))[:3] == expected.get_at((x, y))[:3], (x, y)


def test_modules_are_whole_pixels_and_as_large_as_fit() -> None:
    modules = len(qr.qr_matrix(URL)) + 2 * qr.QUIET
    for size in (37, 74, 75, 111, 300):
        scale = qr.module_size(URL, size)
        assert scale == max(1, size // modules)
        assert qr.qr_surface(URL, size).get_width() == modules * scale


def test_the_setup_row_code_is_two_pixels_a_module() -> None:
    """A seat row's 76 px fit a code of this length at 2 px per module (1 px is too fine
    for a phone's camera across a table)."""
    assert qr.module_size(URL, 76) == 2


def test_codes_are_cached() -> None:
    assert qr.qr_surface(URL, 150) is qr.qr_surface(URL, 150)


def test_draw_phone_code_puts_the_address_under_the_code() -> None:
    canvas = pygame.Surface((240, 200))
    canvas.fill((10, 10, 10))
    where = qr.draw_phone_code(canvas, pygame.Rect(20, 10, 200, 180), URL, URL[7:])
    assert where.top == 10 and where.centerx == 120
    inked = [
        (x, y)
        for y in range(where.bottom + 1, 200)
        for x in range(20, 220)
        if canvas.get_at((x, y))[:3] != (10, 10, 10)
    ]
    assert inked, "no address under the code"
