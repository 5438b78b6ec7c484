"""Die Dracheninsel cards on screen: faces, backs, the fanned hand and the hover tooltip.

API (stable; the table and hand code build on it):

- ``card_kinds() -> list[str]``: "terrain" plus every action id, read from the card data.
- ``kind_of(card) -> str``, ``face_key(card) -> str`` ("terrain_R", "sneak_attack", ...).
- ``card_size(width) -> (w, h)``: the printed ratio 250 x 350 at ``width``.
- ``card_name(card) -> str``: printed name in the current language (action names from the
  card data, terrain cards by their landscape: "Volcano" / "Vulkan").
- ``card_help(card) -> str``: what the card does, one or two plain sentences (translated);
  ``card_tag(card)`` ("Terrain card", "Action card" or the green-card note) and
  ``card_rgb(card)`` (its terrain colour, green, or terracotta).
- ``example_card(kind, colour=0) -> int``: the lowest card id of a kind (sheets, tests).
- ``draw_face_up(surface, card, owner, center, width, angle=0.0, *, glow=None,
  alpha=255) -> Rect``:
  THE single door for every face-up card. ``owner`` is the seat whose hand the card is in
  (None for a public card: the discard pile, a card just played). Every call is reported
  to ``FACE_UP_HOOKS`` first, which is how the privacy test sees every face-up draw.
- ``draw_face_down(surface, center, width, angle=0.0, *, glow=None, alpha=255) -> Rect``:
  a card back; ``back_art(width)`` is its picture (e.g. for a draw pile or a Slide).
- ``draw_tooltip(surface, card, owner, anchor, bounds=None) -> Rect``: name, kind and
  help text in a bubble above ``anchor`` (a card's rect), kept inside ``bounds``. It names
  the card, so it reports to ``FACE_UP_HOOKS`` like a face-up draw.
- ``fan_layout(count, area, card_w, hovered=None, *, lift=0.28) -> list[CardSpot]``: a
  hand fanned along the bottom of ``area``; the hovered card is lifted (by ``lift`` of its
  height) and straightened. ``CardSpot(index, center, angle, width, lifted)`` has
  ``size``, ``rect()`` (upright bounding box) and ``contains(pos)`` (tilt-aware).
- ``draw_order(spots) -> list[CardSpot]`` (hovered last) and ``card_at(spots, pos)``
  (index of the topmost card under a point, or None).
- ``FACE_UP_HOOKS: list[Callable[[int, int | None], None]]`` and ``FaceUpRecorder``, a
  context manager that records ``(card, owner)`` for every face-up draw while active.

- ``warm_up(width)`` renders every face once (before a hand first fans out);
  ``clear_cache()`` forgets rendered faces.

Art: ``assets/dracheninsel/card_<key>.svg`` (the name band at the top is left blank by
the art generator; the name is printed here in the current language). Faces and backs
are cached per width and language; rotated copies are cached per quarter degree.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from common import assets, theme
from common.i18n import N_, _, get_language
from dracheninsel.rules import data as D

Point = tuple[float, float]
Colour = tuple[int, int, int]

ART = "dracheninsel/card_{}.svg"
ART_W, ART_H = 250, 350  # the printed card and its SVG viewBox
NAME_BAND = (22, 18, 206, 50)  # x, y, w, h of the blank name band in the art
MIN_NAME_WIDTH = 56  # narrower cards print no name (unreadable; the art says enough)
#: a name squeezed narrower than this at 9 px goes on two lines (German "Hinterhältiger
#: Angriff" was squeezed to 0.7 in the hand, hard to read under Xvfb)
TWO_LINES_BELOW = 0.8
INK = (74, 52, 38)
GREEN_CARD: Colour = (76, 160, 84)
ACTION_TAG: Colour = (201, 115, 58)

# What each card kind does, in the words of the rules viewer (help/rules_*.md).
# Keyed by the card data's ids; a test checks every kind of the data has its text.
TERRAIN_HELP = N_(
    "Discard it to step onto a {colour} disk. If {colour} is your own colour, "
    "it pays for a step onto a disk of any colour."
)
ACTION_HELP: dict[str, str] = {
    "destructive_forces": N_(
        "Swap two neighbouring terrain disks that nobody is standing on, "
        "neither a hunter nor a dragon."
    ),
    "thundering_elements": N_(
        "Swap any two terrain disks that nobody is standing on, neither a hunter nor a dragon."
    ),
    "dragon_patrol": N_(
        "Put a dragon onto a free terrain disk that is not a landing space. "
        "Nobody may move onto a dragon."
    ),
    "evil_curse": N_(
        "Discard all your other cards. Then draw one random card from each other player."
    ),
    "foolhardy_flight": N_(
        "Your hunter (or your pair) jumps in a straight line over one neighbouring space "
        "onto the space beyond, without a terrain card. Never over a dragon, never into a boat."
    ),
    "long_journey": N_(
        "Play it together with a terrain card: for the rest of your turn, "
        "disks of that card's colour are free for you."
    ),
    "fear_and_loathing": N_(
        "Send any hunter or treasure bearer back to its boat. A bearer left alone gives up "
        "the treasure or waits with it for a new partner."
    ),
    "sneak_attack": N_("Draw a random card from another player's hand."),
    "sweet_slumber": N_(
        "Play it during another player's turn: their last action is undone (they get back "
        "the cards they spent on it) and their turn ends at once."
    ),
    "counter_magic": N_(
        "Stops a Sneak Attack, a Sweet Slumber, a Fear & Loathing or another Counter Magic "
        "as it is played. Anyone may play it."
    ),
    "unfaithful": N_(
        "Only when a treasure is delivered: the partners take turns playing Unfaithful, "
        "and whoever plays the last one gets both coins."
    ),
}
KIND_TAG = {
    "terrain": N_("Terrain card"),
    "action": N_("Action card"),
    "green": N_("Green card: may also be played outside your turn."),
}
COLOUR_NAMES = (N_("Red"), N_("Yellow"), N_("Green"), N_("Blue"), N_("Grey"), N_("Brown"))


# ----------------------------------------------------------------------------- data
def card_kinds() -> list[str]:
    """Every kind of card, from the card data: terrain first, then the actions in order."""
    return [D.TERRAIN, *D.ACTION_IDS]


def kind_of(card: int) -> str:
    return D.CARD_KIND[card]


def face_key(card: int) -> str:
    """The art name of a card: ``terrain_<colour letter>`` or the action id."""
    kind = D.CARD_KIND[card]
    if kind == D.TERRAIN:
        return f"terrain_{D.COLOUR_LETTERS[D.CARD_COLOUR[card]]}"
    return kind


def example_card(kind: str, colour: int = 0) -> int:
    """The lowest card id of a kind (a terrain card of ``colour``): for sheets and tests."""
    if kind == D.TERRAIN:
        return min(
            c for c in D.CARDS_OF_KIND[D.TERRAIN] if D.CARD_COLOUR[c] == colour % D.N_COLOURS
        )
    return min(D.CARDS_OF_KIND[kind])


def card_size(width: int) -> tuple[int, int]:
    width = max(4, int(width))
    return (width, max(6, round(width * ART_H / ART_W)))


def _language_field(info: dict[str, str], stem: str) -> str:
    lang = get_language()
    return info.get(f"{stem}{lang}") or info.get(f"{stem}en") or ""


def card_name(card: int) -> str:
    """The printed name in the current language: the action's name or the landscape."""
    kind = D.CARD_KIND[card]
    if kind == D.TERRAIN:
        info = D.COLOUR_INFO[D.COLOUR_LETTERS[D.CARD_COLOUR[card]]]
        name = _language_field(info, "terrain_")
        return name[:1].upper() + name[1:]
    names = D.CARD_NAMES.get(kind, {})
    return names.get(get_language()) or names.get("en") or kind


def colour_name(colour: int) -> str:
    return _(COLOUR_NAMES[colour % len(COLOUR_NAMES)])


def card_help(card: int) -> str:
    """What the card does, in one or two plain sentences of the current language."""
    kind = D.CARD_KIND[card]
    if kind == D.TERRAIN:
        return _(TERRAIN_HELP).format(colour=colour_name(D.CARD_COLOUR[card]))
    msgid = ACTION_HELP.get(kind)
    return _(msgid) if msgid else card_name(card)


def card_tag(card: int) -> str:
    """'Terrain card', 'Action card' or the green-card note."""
    kind = D.CARD_KIND[card]
    if kind == D.TERRAIN:
        return _(KIND_TAG["terrain"])
    return _(KIND_TAG["green"] if kind in D.GREEN else KIND_TAG["action"])


def card_rgb(card: int) -> Colour:
    """The card's own colour: its terrain, green for out-of-turn cards, else terracotta."""
    kind = D.CARD_KIND[card]
    if kind == D.TERRAIN:
        r, g, b = D.COLOUR_INFO[D.COLOUR_LETTERS[D.CARD_COLOUR[card]]]["rgb"]
        return (int(r), int(g), int(b))
    return GREEN_CARD if kind in D.GREEN else ACTION_TAG


# ----------------------------------------------------------------------------- art
_faces: dict[tuple[str, int, str], pygame.Surface] = {}
_rotated: dict[tuple[str, int, str, int], pygame.Surface] = {}
_ROTATED_LIMIT = 400


def _fit_name(name: str, width: int, height: int) -> pygame.Surface:
    """The name as large as the band allows; squeezed a little when even 9 px is too wide,
    on two lines when it would be squeezed a lot."""
    size = max(9, int(height * 0.62))
    while size > 9 and assets.font(size, bold=True).size(name)[0] > width:
        size -= 1
    label = assets.text(name, size, INK, True)
    if label.get_width() > width / TWO_LINES_BELOW and " " in name:
        two = _two_lines(name, width, height)
        if two is not None:
            return two
    if label.get_width() > width:
        scale = width / label.get_width()
        label = pygame.transform.smoothscale_by(label, (scale, max(scale, 0.8)))
    return label


def _two_lines(name: str, width: int, height: int) -> pygame.Surface | None:
    """A long name ("Hinterhältiger Angriff") on two lines of the band, unsqueezed, when a
    break fits at 9 px or more; None when none does (then the one line is squeezed)."""
    words = name.split(" ")
    best: tuple[int, int, str, str] | None = None  # (size, -longer line, top, bottom)
    for cut in range(1, len(words)):
        top, bottom = " ".join(words[:cut]), " ".join(words[cut:])
        size = max(9, int(height * 0.5))
        font = assets.font(size, bold=True)
        while size > 9 and max(font.size(top)[0], font.size(bottom)[0]) > width:
            size -= 1
            font = assets.font(size, bold=True)
        longer = max(font.size(top)[0], font.size(bottom)[0])
        if longer <= width and (best is None or (size, -longer) > best[:2]):
            best = (size, -longer, top, bottom)  # the largest, then the most even break
    if best is None:
        return None
    size, _longer, top, bottom = best
    lines = [assets.text(part, size, INK, True) for part in (top, bottom)]
    step = size - 1  # the two lines share the band: capitals of the second under the first
    out = pygame.Surface(
        (max(line.get_width() for line in lines), step + lines[1].get_height()), pygame.SRCALPHA
    )
    for k, line in enumerate(lines):
        out.blit(line, line.get_rect(midtop=(out.get_width() // 2, k * step)))
    return out.subsurface(out.get_bounding_rect()).copy()  # centred by its ink in the band


def _face_art(card: int, width: int) -> pygame.Surface:
    """The face with its name printed in the band; cached per width and language."""
    key = (face_key(card), int(width), get_language())
    cached = _faces.get(key)
    if cached is not None:
        return cached
    size = card_size(width)
    surf = assets.svg(ART.format(key[0]), size).copy()
    if width >= MIN_NAME_WIDTH:
        k = size[0] / ART_W
        bx, by, bw, bh = NAME_BAND
        band = pygame.Rect(round(bx * k), round(by * k), round(bw * k), round(bh * k))
        label = _fit_name(card_name(card), band.w - max(4, round(14 * k)), band.h)
        surf.blit(label, label.get_rect(center=(band.centerx, band.centery + 1)))
    surf = assets._prepare(surf)
    _faces[key] = surf
    return surf


def back_art(width: int) -> pygame.Surface:
    """The card back at ``width`` (cached by common.assets)."""
    return assets.svg(ART.format("back"), card_size(width))


def _turned(key: str, pic: pygame.Surface, angle: float) -> pygame.Surface:
    """A rotated copy, cached per quarter degree (a hand has few cards and few angles)."""
    quarter = round(angle * 4)
    if quarter == 0:
        return pic
    cache_key = (key, pic.get_width(), get_language(), quarter)
    cached = _rotated.get(cache_key)
    if cached is None:
        if len(_rotated) > _ROTATED_LIMIT:
            _rotated.clear()
        cached = pygame.transform.rotozoom(pic, quarter / 4, 1.0)
        _rotated[cache_key] = cached
    return cached


def clear_cache() -> None:
    """Forget rendered faces (a language switch is handled by the cache key already)."""
    _faces.clear()
    _rotated.clear()
    _bubbles.clear()
    _rings.clear()


# ----------------------------------------------------------------------------- privacy
FaceUpHook = Callable[[int, "int | None"], None]
FACE_UP_HOOKS: list[FaceUpHook] = []


class FaceUpRecorder:
    """Records every face-up draw ``(card, owner)`` while active (privacy tests)."""

    def __init__(self) -> None:
        self.draws: list[tuple[int, int | None]] = []

    def __call__(self, card: int, owner: int | None) -> None:
        self.draws.append((card, owner))

    def __enter__(self) -> FaceUpRecorder:
        FACE_UP_HOOKS.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        if self in FACE_UP_HOOKS:
            FACE_UP_HOOKS.remove(self)

    def owners(self) -> set[int | None]:
        return {owner for _card, owner in self.draws}

    def cards_of(self, seat: int) -> list[int]:
        return [card for card, owner in self.draws if owner == seat]

    def clear(self) -> None:
        self.draws.clear()


def _report(card: int, owner: int | None) -> None:
    for hook in list(FACE_UP_HOOKS):
        hook(card, owner)


# ----------------------------------------------------------------------------- drawing
def draw_face_up(
    surface: pygame.Surface,
    card: int,
    owner: int | None,
    center: Point,
    width: int,
    angle: float = 0.0,
    *,
    glow: Colour | None = None,
    alpha: int = 255,
) -> pygame.Rect:
    """Draw a card face up; the only function that does. ``owner`` None = a public card.

    ``glow`` draws a coloured rim behind the card (selected, playable, hovered).
    """
    _report(card, owner)
    pic = _face_art(card, width)
    return _blit_card(surface, face_key(card), pic, center, angle, glow, alpha)


def draw_face_down(
    surface: pygame.Surface,
    center: Point,
    width: int,
    angle: float = 0.0,
    *,
    glow: Colour | None = None,
    alpha: int = 255,
) -> pygame.Rect:
    """A card back (hands of others, the draw pile, cards flying between hands)."""
    return _blit_card(surface, "back", back_art(width), center, angle, glow, alpha)


_rings: dict[tuple[int, int, Colour, int], pygame.Surface] = {}


def _ring(size: tuple[int, int], colour: Colour, angle: float) -> pygame.Surface:
    """The coloured rim behind a card (cached per size, colour and quarter degree)."""
    key = (size[0], size[1], colour, round(angle * 4))
    cached = _rings.get(key)
    if cached is None:
        if len(_rings) > _ROTATED_LIMIT:
            _rings.clear()
        rim = max(3, size[0] // 18)
        cached = pygame.Surface((size[0] + 2 * rim, size[1] + 2 * rim), pygame.SRCALPHA)
        pygame.draw.rect(cached, (*colour, 200), cached.get_rect(), border_radius=rim * 3)
        if key[3]:
            cached = pygame.transform.rotozoom(cached, key[3] / 4, 1.0)
        _rings[key] = cached
    return cached


def _blit_card(
    surface: pygame.Surface,
    key: str,
    pic: pygame.Surface,
    center: Point,
    angle: float,
    glow: Colour | None,
    alpha: int,
) -> pygame.Rect:
    cx, cy = round(center[0]), round(center[1])
    if glow is not None:
        ring = _ring(pic.get_size(), glow, angle)
        surface.blit(ring, ring.get_rect(center=(cx, cy)))
    turned = _turned(key, pic, angle)
    if alpha < 255:
        turned = turned.copy()
        turned.set_alpha(alpha)
    rect = turned.get_rect(center=(cx, cy))
    surface.blit(turned, rect)
    return rect


# ----------------------------------------------------------------------------- tooltip
TOOLTIP_W = 340


_bubbles: dict[tuple[str, str, float], pygame.Surface] = {}


def _bubble(card: int, scale: float = 1.0) -> pygame.Surface:
    """The tooltip's picture for a card (cached per art key, language and text scale:
    hovering is redrawn every frame, and wrapping text is the slow part)."""
    key = (face_key(card), get_language(), scale)
    cached = _bubbles.get(key)
    if cached is not None:
        return cached
    colour = card_rgb(card)
    ink = theme.darken(colour, 0.25)
    width = round(TOOLTIP_W * scale)
    body_size, tag_size = round(theme.SIZE_SMALL * scale), round((theme.SIZE_SMALL - 3) * scale)
    title = assets.text(card_name(card), round(theme.SIZE_BODY * scale), theme.INK, True)
    tag = assets.text(card_tag(card), tag_size, ink, True)
    if tag.get_width() > width:
        tag = assets.wrapped_text(card_tag(card), tag_size, ink, width, True)
    body = assets.wrapped_text(card_help(card), body_size, theme.INK, width)
    inner_w = max(title.get_width(), tag.get_width(), body.get_width())
    height = title.get_height() + tag.get_height() + body.get_height() + 30
    pic = pygame.Surface((inner_w + 40, height), pygame.SRCALPHA)
    box = pic.get_rect()
    radius = theme.RADIUS_SMALL
    pygame.draw.rect(pic, theme.CARD, box, border_radius=radius)
    pygame.draw.rect(
        pic,
        colour,
        (0, 0, 10, box.h),
        border_top_left_radius=radius,
        border_bottom_left_radius=radius,
    )
    pygame.draw.rect(pic, theme.darken(colour, 0.3), box, 2, border_radius=radius)
    x, y = 24, 10
    pic.blit(title, (x, y))
    y += title.get_height()
    pic.blit(tag, (x, y))
    y += tag.get_height() + 6
    pic.blit(body, (x, y))
    pic = assets._prepare(pic)
    _bubbles[key] = pic
    return pic


def draw_tooltip(
    surface: pygame.Surface,
    card: int,
    owner: int | None,
    anchor: pygame.Rect | pygame.FRect,
    bounds: pygame.Rect | None = None,
    scale: float = 1.0,
) -> pygame.Rect:
    """A bubble above ``anchor``: the card's name, what kind it is and what it does
    (`scale`: "larger text and pieces")."""
    _report(card, owner)
    bounds = bounds or surface.get_rect()
    pic = _bubble(card, scale)
    box = pic.get_rect()
    anchor = pygame.Rect(anchor)
    box.midbottom = (anchor.centerx, anchor.top - 10)
    if box.top < bounds.top + 4:
        box.midtop = (anchor.centerx, anchor.bottom + 10)
    box.clamp_ip(bounds.inflate(-8, -8))
    theme.draw_shadow(surface, box, theme.RADIUS_SMALL, offset=(0, 5), blur=8)
    surface.blit(pic, box)
    return box


# ----------------------------------------------------------------------------- hand fan
@dataclass(frozen=True)
class CardSpot:
    """Where one card of a fanned hand goes: centre, tilt (degrees, + = anticlockwise)."""

    index: int
    center: Point
    angle: float
    width: int
    lifted: bool = False

    @property
    def size(self) -> tuple[int, int]:
        return card_size(self.width)

    def contains(self, pos: Point) -> bool:
        """Is ``pos`` on this (tilted) card?"""
        w, h = self.size
        dx, dy = pos[0] - self.center[0], pos[1] - self.center[1]
        a = math.radians(self.angle)
        # undo the tilt: pygame rotates anticlockwise on screen (y down)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= w / 2 and abs(ly) <= h / 2

    def rect(self) -> pygame.Rect:
        """The upright bounding box (for tooltips and drop tests)."""
        w, h = self.size
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.center[0]), round(self.center[1]))
        return r


MAX_TILT = 4.0  # degrees between neighbours
MAX_SPREAD = 24.0  # total degrees of the fan
LIFT = 0.28  # hovered card rises by this share of its height


def fan_layout(
    count: int,
    area: pygame.Rect,
    card_w: int,
    hovered: int | None = None,
    *,
    lift: float = LIFT,
) -> list[CardSpot]:
    """Centres and tilts for ``count`` cards fanned in ``area`` (a strip along the bottom).

    Cards overlap only when the row would be wider than the area; the fan's arc dips at
    the ends like cards held in a hand. The hovered card rises, straightens and is meant
    to be drawn last (``draw_order``).
    """
    if count <= 0:
        return []
    w, h = card_size(card_w)
    step = min(w * 1.04, (area.w - w * 1.3) / max(1, count - 1)) if count > 1 else 0.0
    tilt = min(MAX_TILT, MAX_SPREAD / max(1, count - 1)) if count > 1 else 0.0
    mid = (count - 1) / 2
    dip_k = h * 0.012
    base_y = area.bottom - h / 2 - 6 - mid * mid * dip_k
    spots = []
    for index in range(count):
        off = index - mid
        x = area.centerx + off * step
        angle = -off * tilt
        dip = off * off * dip_k
        y = base_y + dip
        lifted = index == hovered
        if lifted:
            y = base_y - h * lift
            angle = 0.0
        spots.append(CardSpot(index, (x, y), angle, card_w, lifted))
    return spots


def draw_order(spots: list[CardSpot]) -> list[CardSpot]:
    """Left to right, the lifted card on top."""
    return sorted(spots, key=lambda s: (s.lifted, s.index))


def card_at(spots: list[CardSpot], pos: Point) -> int | None:
    """Index of the topmost card under ``pos`` (the lifted one first), or None."""
    for spot in reversed(draw_order(spots)):
        if spot.contains(pos):
            return spot.index
    return None


def warm_up(width: int) -> None:
    """Render every face and the back at ``width`` now (before a hand first fans out)."""
    for card in sorted({example_card(k, c) for k in card_kinds() for c in range(D.N_COLOURS)}):
        _face_art(card, width)
    back_art(width)
