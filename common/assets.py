"""Load art, fonts and sounds from source checkouts and PyInstaller bundles alike.

Every file access goes through :func:`asset_path` / :func:`package_path` so the frozen
build (``sys._MEIPASS``) and the source tree behave the same. Rendered SVGs and fonts are
cached per size: rendering is the slow part, blitting is cheap.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import zlib
from pathlib import Path

import pygame

from common import notices, settings
from common.i18n import N_

log = logging.getLogger(__name__)

_SOURCE_ROOT = Path(__file__).resolve().parent.parent
FONT_FILE = "fonts/Fredoka.ttf"


def bundle_root() -> Path:
    """The folder holding ``assets/`` and the packages: the bundle dir when frozen."""
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass:
        return Path(meipass)
    return _SOURCE_ROOT


def asset_path(rel: str) -> Path:
    """Path of ``assets/<rel>``; the file may not exist (callers draw a fallback)."""
    return bundle_root() / "assets" / rel


def has_asset(rel: str) -> bool:
    """True when the art file exists; scenes use it to pick SVG art or a drawn fallback."""
    return asset_path(rel).is_file()


def package_path(package: str, rel: str = "") -> Path:
    """A data file inside one of our packages (``common``, a game), source or frozen."""
    path = bundle_root() / package
    return path / rel if rel else path


def _prepare(surface: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """convert()/convert_alpha() when a display exists: unconverted blits are 10x slower.

    A picture already in the window's alpha format (cached renders load so) is kept as it
    is: converting would only copy it (3 ms for the title backdrop, before the first frame).
    """
    window = pygame.display.get_surface() if pygame.display.get_init() else None
    if window is None:
        return surface
    if alpha and _in_alpha_format_of(surface, window):
        return surface
    return surface.convert_alpha() if alpha else surface.convert()


def _in_alpha_format_of(surface: pygame.Surface, window: pygame.Surface) -> bool:
    """32-bit, per-pixel alpha in the top byte, colour channels where the window has them."""
    return (
        surface.get_bitsize() == 32
        and bool(surface.get_flags() & pygame.SRCALPHA)
        and window.get_bitsize() == 32
        and surface.get_masks() == (*window.get_masks()[:3], 0xFF000000)
    )


_svg_cache: dict[tuple[str, int, int], pygame.Surface] = {}
_missing_logged: set[str] = set()


def _missing_art(size: tuple[int, int]) -> pygame.Surface:
    """A soft dashed placeholder so missing art is visible but not alarming."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (200, 170, 140, 120), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, (150, 110, 80, 200), surf.get_rect(), width=3, border_radius=12)
    return surf


def try_svg(rel: str, size: tuple[int, int]) -> pygame.Surface | None:
    """Render ``assets/<rel>`` at ``size`` (cached), or None when the file is missing/broken."""
    key = (rel, int(size[0]), int(size[1]))
    cached = _svg_cache.get(key)
    if cached is not None:
        return cached
    path = asset_path(rel)
    if not path.is_file():
        if rel not in _missing_logged:
            _missing_logged.add(rel)
            log.info("art %s not found; using a drawn fallback", rel)
        return None
    cache_file = _disk_cache_file(path, (key[1], key[2]))
    surf = _load_cached_render(cache_file)
    if surf is None:
        try:
            surf = pygame.image.load_sized_svg(str(path), (key[1], key[2]))
        except (pygame.error, FileNotFoundError, ValueError) as exc:
            log.warning("could not render %s: %s", rel, exc)
            return None
        _store_cached_render(cache_file, surf)
    surf = _prepare(surf)
    _svg_cache[key] = surf
    return surf


# Large pictures (title art, backgrounds) take 20-80 ms each to render from SVG, so they are
# kept on disk between runs, as uncompressed BMP (alpha kept): decoding the title's backdrop
# from PNG took 25 ms of the first frame, from BMP it takes under 2 ms (the files are
# larger, 4 MB for a full-window picture; it is a cache).
DISK_CACHE_MIN_PIXELS = 160 * 160


def _disk_cache_file(path: Path, size: tuple[int, int]) -> Path | None:
    if size[0] * size[1] < DISK_CACHE_MIN_PIXELS:
        return None
    try:
        content = path.read_bytes()
    except OSError:
        return None
    # Named by two checksums and the length of the SVG and render size: hashlib would load
    # OpenSSL (about 5 ms) before the first frame, for a name in a cache.
    keyed = content + f"{size[0]}x{size[1]} {pygame.version.ver}".encode()
    digest = f"{zlib.crc32(keyed):08x}{zlib.adler32(keyed):08x}{len(content):x}"
    return settings.cache_dir() / "art" / f"{digest}.bmp"


def _load_cached_render(cache_file: Path | None) -> pygame.Surface | None:
    if cache_file is None:
        return None
    try:
        if not cache_file.is_file():  # may raise: a cache folder nobody may search
            return None
        return pygame.image.load(str(cache_file))
    except (pygame.error, OSError) as exc:
        log.info("ignoring unreadable art cache %s: %s", cache_file, exc)
        return None


def _store_cached_render(cache_file: Path | None, surface: pygame.Surface) -> None:
    """Write atomically; a read-only or full disk just means no cache."""
    if cache_file is None:
        return
    try:
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache_file.with_suffix(f".{os.getpid()}.tmp.bmp")
        pygame.image.save(surface, str(tmp))
        os.replace(tmp, cache_file)
    except (pygame.error, OSError) as exc:
        log.info("art cache not written (%s)", exc)
        notices.report(
            "art-cache", N_("Pictures cannot be kept between runs, so starting is slower.")
        )


def svg(rel: str, size: tuple[int, int]) -> pygame.Surface:
    """Like :func:`try_svg` but never None: a missing file gives a dashed placeholder."""
    surf = try_svg(rel, size)
    return surf if surf is not None else _missing_art((int(size[0]), int(size[1])))


_VIEWBOX = re.compile(rb'viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"')
_natural_sizes: dict[str, tuple[int, int] | None] = {}


def svg_natural_size(rel: str) -> tuple[int, int] | None:
    """The SVG's own width/height (from its viewBox), or None when missing/broken.

    Read from the file's text: rendering the whole picture just to learn its size cost
    about 140 ms of every start-up.
    """
    if rel in _natural_sizes:
        return _natural_sizes[rel]
    path = asset_path(rel)
    size: tuple[int, int] | None = None
    if path.is_file():
        match = _VIEWBOX.search(path.read_bytes()[:4096])
        if match:
            size = (round(float(match[1])), round(float(match[2])))
        else:
            try:
                size = pygame.image.load(str(path)).get_size()
            except pygame.error as exc:
                log.warning("could not read %s: %s", rel, exc)
    _natural_sizes[rel] = size
    return size


def svg_fit(rel: str, box: tuple[int, int]) -> pygame.Surface | None:
    """Render an SVG as large as fits in ``box`` keeping its aspect ratio (None if missing)."""
    natural = svg_natural_size(rel)
    if natural is None:
        return None
    scale = min(box[0] / max(1, natural[0]), box[1] / max(1, natural[1]))
    return try_svg(rel, (max(1, round(natural[0] * scale)), max(1, round(natural[1] * scale))))


def svg_cover(rel: str, box: tuple[int, int]) -> pygame.Surface | None:
    """Render an SVG to fill ``box`` completely (aspect kept, centre crop), like CSS cover."""
    natural = svg_natural_size(rel)
    if natural is None:
        return None
    scale = max(box[0] / max(1, natural[0]), box[1] / max(1, natural[1]))
    size = (max(box[0], round(natural[0] * scale)), max(box[1], round(natural[1] * scale)))
    full = try_svg(rel, size)
    if full is None or size == box:  # nothing to crop: the cached render itself, like try_svg
        return full
    area = pygame.Rect(0, 0, *box)
    area.center = (size[0] // 2, size[1] // 2)
    return full.subsurface(area).copy()


def image(rel: str) -> pygame.Surface | None:
    """A raster image (PNG/WebP) from assets, converted, or None if missing."""
    path = asset_path(rel)
    if not path.is_file():
        return None
    try:
        return _prepare(pygame.image.load(str(path)))
    except pygame.error as exc:
        log.warning("could not load %s: %s", rel, exc)
        return None


_font_cache: dict[tuple[int, str], pygame.font.Font] = {}

# Static weights cut from the variable Fredoka (see assets/fonts/Fredoka-instances.txt).
FONT_WEIGHTS = {
    "regular": "fonts/Fredoka-Regular.ttf",
    "bold": "fonts/Fredoka-SemiBold.ttf",
    "heavy": "fonts/Fredoka-Bold.ttf",
}


def font(size: int, bold: bool = False, weight: str | None = None) -> pygame.font.Font:
    """The rounded house font (Fredoka, has umlauts) at ``size``.

    ``weight`` is "regular", "bold" or "heavy" (overrides ``bold``). Falls back to the
    variable file with synthetic bold, then to pygame's default font, never failing.
    """
    chosen = weight or ("bold" if bold else "regular")
    key = (int(size), chosen)
    cached = _font_cache.get(key)
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    result: pygame.font.Font | None = None
    for rel in (FONT_WEIGHTS.get(chosen, FONT_WEIGHTS["regular"]), FONT_FILE):
        path = asset_path(rel)
        if not path.is_file():
            continue
        try:
            result = pygame.font.Font(str(path), key[0])
        except (pygame.error, OSError):
            continue
        if rel == FONT_FILE and chosen != "regular":
            result.set_bold(True)
        break
    if result is None:
        result = pygame.font.Font(None, key[0])
        result.set_bold(chosen != "regular")
    _font_cache[key] = result
    return result


_text_cache: dict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = {}
_TEXT_CACHE_LIMIT = 2000


def text(value: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """Render one line of text (cached): labels are redrawn every frame, glyphs are not."""
    key = (value, int(size), bold, tuple(colour))
    cached = _text_cache.get(key)
    if cached is not None:
        return cached
    if len(_text_cache) > _TEXT_CACHE_LIMIT:
        _text_cache.clear()
    surf = _prepare(render_safely(font(size, bold), value, colour))
    _text_cache[key] = surf
    return surf


def render_safely(
    face: pygame.font.Font, value: str, colour: tuple[int, ...], wraplength: int = 0
) -> pygame.Surface:
    """`Font.render` for any string, never raising: a lone surrogate or NUL (which pygame
    refuses) is replaced, and text that draws as nothing (only zero-width characters: pygame
    says "Text has zero width") gives an empty line of the font's height (issue 25: a
    name of invisible characters crashed the setup and a loaded table)."""
    if "\x00" in value or any("\ud800" <= char <= "\udfff" for char in value):
        value = value.replace("\x00", "").encode("utf-8", "replace").decode("utf-8")
    try:
        return face.render(value, True, colour, None, wraplength)
    except (pygame.error, ValueError):
        return face.render("", True, colour)


_ALIGN = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER, "right": pygame.FONT_RIGHT}


def wrapped_text(
    value: str,
    size: int,
    colour: tuple[int, ...],
    width: int,
    bold: bool = False,
    align: str = "left",
) -> pygame.Surface:
    """Multi-line text wrapped to ``width`` pixels (pygame-ce's wraplength)."""
    f = font(size, bold)
    f.align = _ALIGN[align]
    return _prepare(render_safely(f, value, colour, width))


_SOUND_EXTENSIONS = (".ogg", ".wav", ".flac")
_sound_cache: dict[str, pygame.mixer.Sound | None] = {}


def sound(name: str) -> pygame.mixer.Sound | None:
    """Load ``assets/sounds/<name>.(ogg|wav|flac)`` once; None when missing or no mixer."""
    if name in _sound_cache:
        return _sound_cache[name]
    result: pygame.mixer.Sound | None = None
    if pygame.mixer.get_init():
        for ext in _SOUND_EXTENSIONS:
            path = asset_path(os.path.join("sounds", name + ext))
            if path.is_file():
                try:
                    result = pygame.mixer.Sound(str(path))
                except pygame.error as exc:
                    log.warning("could not load sound %s: %s", path, exc)
                break
    _sound_cache[name] = result
    return result


def clear_caches() -> None:
    """Forget rendered surfaces (after a display mode change or in tests)."""
    _svg_cache.clear()
    _text_cache.clear()
    _font_cache.clear()
