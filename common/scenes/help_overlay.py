"""Help for what is on screen: F1 or a "?" button labels the parts of the current screen.

A scene that wants help implements `help_spots()` (the `HelpSpots` protocol): a list of
(rect on the 1280x800 canvas, msgid). The overlay dims everything else, outlines each part,
and puts one translated sentence next to it with a short leader line, or inside it when the
part is big. Small parts (buttons, a disk, the mother dragon) are named together on one
legend card instead: each row shows the part's own picture beside its sentence, so no
leader lines have to cross a crowded corner (with larger text they always did, whatever
the layout; the picture is what a child matches anyway). Any click or key closes it
(F1 too, so F1 toggles). The scene manager routes F1 (`common.scene.SceneManager`), so
every scene with spots gets help without its own key handling; tables add a "?" button
drawn by `draw_help_button` that calls `open_help`.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from common import assets, comfort, theme
from common.i18n import N_, _
from common.scene import Scene
from common.settings import LARGER_TEXT_SCALE

if TYPE_CHECKING:
    from common.scene import SceneManager

SCREEN = pygame.Rect(0, 0, 1280, 800)
LABEL_WIDTH = 270  # wrap width of one sentence
WIDE_LABEL_WIDTH = 400  # a flatter shape, where the usual one finds no free place
WIDE_COST = 3000.0  # how much worse a wide label must fit before it is chosen
TITLE_ANYWHERE = 2000.0  # the title leaves its usual places when they hide more than this
IMPROVE_ROUNDS = 3  # rounds in which each label may move to a better place
LEGEND_PULL = 0.5  # cost per pixel between the legend card and the parts it names
LEGEND_TRIES = 10  # places of the legend card tried with every label placed around it
LEGEND_SPREAD = 120  # how far apart (centres, px) two tried places of the card lie
LABEL_SIZE = 19
#: the smallest label text on the screen, in window pixels: a small window shows the
#: 1280x800 canvas scaled down (a 640x480 window by half, and 19 px labels were 9.5 px), so
#: there the help's text grows until it reaches this (`help_text_scale`)
MIN_LABEL_PX = 13
LABEL_PAD = 10
GAP = 16  # between a part and its label when the label sits outside it
SMALL_SIDE = 100  # a part no wider and no taller than this is named on the legend card
THUMB = 48  # the side of a part's picture on the legend card (times the text factor)
ROW_GAP = 10  # between two rows of the legend card
CROSSING = 30000.0  # the cost of a leader line crossing a label or another leader line
HIDE_PART = 20000.0  # the cost of hiding all of a part (a share of it costs its share)
HIDE_SMALL = 3 * CROSSING  # ... of a small part (a button, the mother dragon): never
NEAR = 4.0  # the cost of each pixel between a label and its part
LINE_OVER_PART = 30.0  # the cost of each pixel of a leader line over another part
DIM = (20, 16, 30, 150)
OUTLINE = theme.GOLD
TITLE = N_("What is on the screen")
HINT_WIDTH = 380  # the close hint wraps wider than this (German, in a small window)
CLOSE_HINT = N_("Click or press any key to close")

Spot = tuple[pygame.Rect, str]  # where, and the msgid of one sentence about it


@runtime_checkable
class HelpSpots(Protocol):
    """A scene that can say what its parts are (rects on the canvas, msgids)."""

    def help_spots(self) -> list[Spot]: ...


@dataclass
class Label:
    """One placed sentence: the part, the box the text sits in, where the leader line ends.

    A legend row has `thumb`, where the part's picture sits on the legend card; its `box`
    holds the picture and the sentence, and it has no leader line."""

    spot: pygame.Rect
    box: pygame.Rect
    text: pygame.Surface
    inside: bool  # the box sits inside its part (no leader line needed)
    thumb: pygame.Rect | None = None
    scale: float = 1.0  # the text factor it was set at (the legend's heading follows it)

    @property
    def leader(self) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """The leader line from the label to its part (None inside it or on the legend)."""
        if self.inside or self.thumb is not None:
            return None
        return (_nearest(self.box, self.spot.center), _nearest(self.spot, self.box.center))


def spots_of(scene: Scene | None) -> list[Spot]:
    """The help spots of `scene` that are on the screen, or [] when it has none. A part
    still flying in (the mother dragon at the start of a game) is not named until it is
    there: a label pointing off the screen names nothing."""
    if scene is None or not isinstance(scene, HelpSpots):
        return []
    spots = [(pygame.Rect(r).clip(SCREEN), msgid) for r, msgid in scene.help_spots()]
    return [(r, msgid) for r, msgid in spots if r.w and r.h]


def controls_of(scene: Scene | None) -> list[pygame.Rect]:
    """The visible controls of `scene` (its widget group's buttons, steppers, fields): the
    help's title keeps clear of them, named or not (on the setup screen it lay over the
    unnamed "Add a player", play-test under Xvfb)."""
    group = getattr(scene, "group", None)
    widgets = getattr(group, "widgets", None)
    if not isinstance(widgets, list):
        return []
    return [
        pygame.Rect(widget.rect).clip(SCREEN)
        for widget in widgets
        if getattr(widget, "visible", True)
        and isinstance(getattr(widget, "rect", None), pygame.Rect)
    ]


def help_text_scale(scene: Scene) -> float:
    """The help's text factor: the player's (larger text), or more in a small window, so a
    label is at least `MIN_LABEL_PX` window pixels tall (`App.scale` is window px per canvas
    px: 0.5 at 640x480)."""
    factor = comfort.text_scale(scene)
    window = getattr(getattr(scene, "app", None), "scale", 1.0)
    if isinstance(window, (int, float)) and 0 < window < 1:
        factor = max(factor, MIN_LABEL_PX / (LABEL_SIZE * window))
    return factor


def open_help(manager: SceneManager, scene: Scene | None = None) -> bool:
    """Push the overlay for `scene` (default: the top scene); False when it has no spots."""
    target = scene if scene is not None else manager.top
    spots = spots_of(target)
    if not spots:
        return False
    manager.push(HelpOverlay(spots, keep_clear=controls_of(target)))
    return True


def toggle_help(manager: SceneManager) -> bool:
    """F1: close the help when it is up, else open it for the top scene."""
    if isinstance(manager.top, HelpOverlay):
        manager.pop()
        return True
    return open_help(manager)


def _overlap(a: pygame.Rect, other: pygame.Rect) -> int:
    clip = a.clip(other)
    return clip.w * clip.h


def _candidates(spot: pygame.Rect, size: tuple[int, int]) -> list[tuple[pygame.Rect, bool]]:
    """Where a label of `size` may go for `spot`: inside (big parts), below, above, beside."""
    w, h = size
    found: list[tuple[pygame.Rect, bool]] = []
    if spot.w >= w + 40 and spot.h >= h + 60:
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (spot.centerx, spot.y + 24)
        found.append((box, True))
        room = spot.inflate(-16, -16)
        for fy in (0.25, 0.5, 0.75):  # further in, when other labels took its top
            for fx in (0.5, 0.25, 0.75):
                box = pygame.Rect(0, 0, w, h)
                box.center = (round(spot.x + fx * spot.w), round(spot.y + fy * spot.h))
                box.clamp_ip(room)
                found.append((box, True))
    for anchor, place in (
        ("midtop", (spot.centerx, spot.bottom + GAP)),
        ("midbottom", (spot.centerx, spot.top - GAP)),
        ("midleft", (spot.right + GAP, spot.centery)),
        ("midright", (spot.left - GAP, spot.centery)),
        ("topleft", (spot.right + GAP, spot.top)),
        ("topright", (spot.left - GAP, spot.top)),
        ("bottomleft", (spot.right + GAP, spot.bottom)),
        ("bottomright", (spot.left - GAP, spot.bottom)),
        ("bottomleft", (spot.left, spot.top - GAP)),
        ("topleft", (spot.left, spot.bottom + GAP)),
        ("bottomright", (spot.right, spot.top - GAP)),
        ("topright", (spot.right, spot.bottom + GAP)),
    ):
        box = pygame.Rect(0, 0, w, h)
        setattr(box, anchor, place)
        box.clamp_ip(SCREEN.inflate(-8, -8))
        found.append((box, False))
    # crowded corners (a row of small buttons): further down, a leader line points back
    for step in (1, 2, 3):
        for anchor, place in (
            ("midtop", (spot.centerx, spot.bottom + GAP + step * (h + GAP))),
            ("topleft", (spot.right + GAP, spot.bottom + GAP + step * (h + GAP))),
        ):
            box = pygame.Rect(0, 0, w, h)
            setattr(box, anchor, place)
            box.clamp_ip(SCREEN.inflate(-8, -8))
            found.append((box, False))
    return found


Line = tuple[tuple[int, int], tuple[int, int]]


def _cost(
    box: pygame.Rect, own: pygame.Rect | None, parts: list[pygame.Rect], boxes: list[pygame.Rect]
) -> float:
    """How bad a place is: hiding its own part, other labels, and other parts (small ones
    count more: a covered button is lost, a covered corner of the sea is not)."""
    cost = 0.0
    if own is not None:
        cost += _overlap(box, own) * 40.0
    cost += sum(_overlap(box, boxes[k]) for k in box.collidelistall(boxes)) * 60.0
    for k in box.collidelistall(parts):
        part = parts[k]
        weight = HIDE_SMALL if _is_small(part) else HIDE_PART
        cost += _overlap(box, part) / max(1, part.w * part.h) * weight
    return cost


def _crossings(
    box: pygame.Rect, line: Line | None, boxes: list[pygame.Rect], lines: list[Line]
) -> int:
    """How many placed labels and leader lines a new label (and its leader line) crosses."""
    count = sum(1 for other in lines if box.clipline(*other))
    if line is not None:
        count += sum(1 for other in boxes if other.clipline(*line))
        count += sum(1 for other in lines if _segments_cross(line, other))
    return count


def _segments_cross(a: Line, b: Line) -> bool:
    """True when two leader lines cross (touching at an end counts)."""

    def turn(p: tuple[int, int], q: tuple[int, int], r: tuple[int, int]) -> int:
        value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return (value > 0) - (value < 0)

    (p1, p2), (q1, q2) = a, b
    if (
        max(p1[0], p2[0]) < min(q1[0], q2[0])
        or max(q1[0], q2[0]) < min(p1[0], p2[0])
        or max(p1[1], p2[1]) < min(q1[1], q2[1])
        or max(q1[1], q2[1]) < min(p1[1], p2[1])
    ):
        return False  # far apart
    d1, d2 = turn(q1, q2, p1), turn(q1, q2, p2)
    d3, d4 = turn(p1, p2, q1), turn(p1, p2, q2)
    if d1 != d2 and d3 != d4:
        return True

    def on(p: tuple[int, int], q: tuple[int, int], r: tuple[int, int]) -> bool:
        return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(
            p[1], q[1]
        )

    return (
        (d1 == 0 and on(q1, q2, p1))
        or (d2 == 0 and on(q1, q2, p2))
        or (d3 == 0 and on(p1, p2, q1))
        or (d4 == 0 and on(p1, p2, q2))
    )


def _label_cost(
    box: pygame.Rect,
    inside: bool,
    spot: pygame.Rect,
    others: list[pygame.Rect],
    boxes: list[pygame.Rect],
    lines: list[Line],
    bound: float = math.inf,
) -> float:
    """The cost of one label's place: what it hides, and what it and its leader line cross
    (a place already known to cost `bound` or more is not looked at further)."""
    cost = _cost(box, None if inside else spot, others, boxes)
    if inside or cost >= bound:
        return cost + _crossings(box, None, boxes, lines) * CROSSING
    line = (_nearest(box, spot.center), _nearest(spot, box.center))
    cost += _crossings(box, line, boxes, lines) * CROSSING
    # a line running over another part seems to name that part
    return cost + sum(_length_over(part, line) for part in others) * LINE_OVER_PART


def _length_over(part: pygame.Rect, line: Line) -> float:
    """How long a stretch of `line` runs over `part` (px)."""
    clipped = part.clipline(*line)
    return math.dist(clipped[0], clipped[1]) if clipped else 0.0


def _is_small(spot: pygame.Rect) -> bool:
    return spot.w <= SMALL_SIDE and spot.h <= SMALL_SIDE


def layout(spots: list[Spot], font_size: int = LABEL_SIZE, scale: float = 1.0) -> list[Label]:
    """Place one label per spot where it hides least: not its own part, not another label,
    preferably no small part (labels go over wide empty areas like the sea), and with no
    leader line across another label or line. Two or more small parts share the legend card
    (`legend_card`), placed after the other labels where it hides least of them; where it
    has to cover some (a full table, larger text), the labels are placed again around it,
    for a few places of the card, and the best whole picture wins."""
    key = (tuple((tuple(spot), _(msgid)) for spot, msgid in spots), font_size, scale)
    if key in _LAYOUTS:
        return list(_LAYOUTS[key])
    small = [k for k, (spot, _msgid) in enumerate(spots) if _is_small(spot)]
    listed = small if len(small) >= 2 else []
    direct = [k for k in range(len(spots)) if k not in listed]
    labels = _labels(spots, direct, [], font_size, scale)
    if listed:
        cards = _legends([spots[k] for k in listed], labels, spots, font_size, scale)
        card = legend_card(cards[0])
        assert card is not None
        if any(
            label.box.colliderect(card) or ((line := label.leader) and card.clipline(*line))
            for label in labels
        ):
            tries: list[list[Label]] = []
            for rows in cards:
                tried = _labels(spots, direct, rows, font_size, scale) + rows
                tries.append(tried)
                if not _conflicts(tried):
                    break  # the first picture without a crossing, in the card's order
            labels = min(tries, key=lambda tried: _total_cost(tried, spots))
        else:
            labels += cards[0]
    if len(_LAYOUTS) >= 32:
        _LAYOUTS.clear()
    _LAYOUTS[key] = labels
    return list(labels)


_LAYOUTS: dict[tuple[object, ...], list[Label]] = {}  # the last layouts (F1 again is instant)


def _total_cost(labels: list[Label], spots: list[Spot]) -> float:
    """How bad a whole picture is: every label's cost among all the others, and what the
    legend card hides."""
    parts = [spot for spot, _msgid in spots]
    total = 0.0
    for label in labels:
        if label.thumb is not None:
            continue
        rest = [other for other in labels if other is not label]
        boxes = [other.box for other in rest if other.thumb is None]
        card = legend_card(rest)
        if card is not None:
            boxes.append(card)
        lines = [line for other in rest if (line := other.leader) is not None]
        others = [part for part in parts if part is not label.spot]
        total += _label_cost(label.box, label.inside, label.spot, others, boxes, lines)
        total += 0.0 if label.inside else _distance(label.box, label.spot) * NEAR
    card = legend_card(labels)
    if card is not None:
        total += _cost(card, None, parts, [])
    return total


def _labels(
    spots: list[Spot], indices: list[int], placed: list[Label], font_size: int, scale: float
) -> list[Label]:
    """Labels of their own for the spots at `indices`, around what is `placed` already.
    Smaller parts choose first (a big part has room for its label in many places); then
    each label in turn may move to a better place among the others, a few rounds, so an
    early label gets out of the way of a later one's leader line."""
    order = sorted(indices, key=lambda k: spots[k][0].w * spots[k][0].h)
    labels: dict[int, Label] = {}
    for index in order:
        labels[index] = _label(spots, index, placed + list(labels.values()), font_size, scale)
    for _round in range(IMPROVE_ROUNDS):
        moved = False
        for index in order:
            rest = placed + [label for k, label in labels.items() if k != index]
            if not _in_conflict(labels[index], rest):
                continue
            label = _label(spots, index, rest, font_size, scale)
            moved = moved or label.box != labels[index].box
            labels[index] = label
        if not moved:
            break
    return [labels[k] for k in order]


def _conflicts(labels: list[Label]) -> bool:
    """True when any label of a picture is in conflict with the others."""
    return any(
        _in_conflict(label, [other for other in labels if other is not label])
        for label in labels
        if label.thumb is None
    )


def _in_conflict(label: Label, rest: list[Label]) -> bool:
    """True when `label` covers another label or the legend card, or it or its leader line
    crosses another label or leader line."""
    boxes = [other.box for other in rest]
    card = legend_card(rest)
    if card is not None:
        boxes.append(card)
    if label.box.collidelist(boxes) >= 0:
        return True
    lines = [line for other in rest if (line := other.leader) is not None]
    return _crossings(label.box, label.leader, boxes, lines) > 0


def _label(
    spots: list[Spot], index: int, placed: list[Label], font_size: int, scale: float
) -> Label:
    """The best label for spot `index` among `placed`. A sentence may be set
    wider and flatter where its usual shape finds no free place."""
    spot, msgid = spots[index]
    others = [part for k, (part, _msgid) in enumerate(spots) if k != index]
    best: tuple[float, Label] | None = None
    for width, extra in ((LABEL_WIDTH, 0.0), (WIDE_LABEL_WIDTH, WIDE_COST)):
        text = _sentence(msgid, font_size, scale, width)
        size = (text.get_width() + 2 * LABEL_PAD, text.get_height() + 2 * LABEL_PAD)
        cost, box, inside = _place(spot, size, others, placed)
        if best is None or cost + extra < best[0]:
            best = (cost + extra, Label(spot, box, text, inside))
    assert best is not None
    return best[1]


def _sentence(msgid: str, font_size: int, scale: float, width: int = LABEL_WIDTH) -> pygame.Surface:
    return assets.wrapped_text(_(msgid), round(font_size * scale), theme.INK, round(width * scale))


def _place(
    spot: pygame.Rect, size: tuple[int, int], others: list[pygame.Rect], placed: list[Label]
) -> tuple[float, pygame.Rect, bool]:
    """The best place for a label of `size` naming `spot`: its cost, the box, and whether
    it sits inside the part."""
    boxes = [label.box for label in placed]
    card = legend_card(placed)
    if card is not None:
        boxes.append(card)
    lines = [line for label in placed if (line := label.leader) is not None]
    best: tuple[float, pygame.Rect, bool] = (math.inf, spot, True)
    for box, inside in _candidates(spot, size):
        near = 0.0 if inside else _distance(box, spot) * NEAR  # near its part
        value = near + _label_cost(box, inside, spot, others, boxes, lines, best[0] - near)
        if value < best[0]:
            best = (value, box, inside)
    if best[0] >= CROSSING or best[1].collidelist(boxes) >= 0:
        # no place near its part is free (larger text, crowded corners): the nearest
        # free place anywhere, its leader line points back
        for box in _anywhere(size, spot):
            near = _distance(box, spot) * NEAR
            if near >= best[0]:
                break  # the rest lie further away still
            value = near + _label_cost(box, False, spot, others, boxes, lines, best[0] - near)
            if value < best[0]:
                best = (value, box.copy(), False)
    return best


def _legends(
    listed: list[Spot], placed: list[Label], spots: list[Spot], font_size: int, scale: float
) -> list[list[Label]]:
    """The legend card's rows for the small parts, in reading order (top band first, left
    to right), on the best few places for the card (`LEGEND_SPREAD` apart): where it
    covers no label, leader line or small part, near the parts it names."""
    listed = sorted(listed, key=lambda spot: (spot[0].centery // 120, spot[0].centerx))
    thumb = round(THUMB * scale)
    gap = thumb // 4  # as `HelpOverlay._draw_row` leaves it
    texts = [_sentence(msgid, font_size, scale) for _spot, msgid in listed]
    width = thumb + gap + max(t.get_width() for t in texts)
    heights = [max(thumb, t.get_height()) for t in texts]
    head = _heading_height(scale)
    size = (
        max(width, *(line.get_width() for line in _heading(scale))) + 2 * LABEL_PAD,
        head + sum(heights) + ROW_GAP * (len(texts) - 1) + 2 * LABEL_PAD,
    )
    boxes = [label.box for label in placed]
    lines = [line for label in placed if (line := label.leader) is not None]
    parts = [spot for spot, _msgid in spots]
    cluster = listed[0][0].unionall([spot for spot, _msgid in listed[1:]])

    def cost(card: pygame.Rect) -> float:
        # a label or leader line in the way can move (`layout` does), a part it names cannot
        moves = _crossings(card, None, boxes, lines) + len(card.collidelistall(boxes))
        hidden = sum(1 for spot, _msgid in listed if card.colliderect(spot))
        value = _cost(card, None, parts, []) + (moves / 4 + hidden * 2) * CROSSING
        return value + math.dist(card.center, cluster.center) * LEGEND_PULL  # near its parts

    cards: list[pygame.Rect] = []
    for card in sorted(_grid(size, 16), key=cost):
        if all(math.dist(card.center, other.center) >= LEGEND_SPREAD for other in cards):
            cards.append(card)
            if len(cards) == LEGEND_TRIES:
                break
    tries: list[list[Label]] = []
    for card in cards:
        rows: list[Label] = []
        y = card.y + LABEL_PAD + head
        for (spot, _msgid), text, height in zip(listed, texts, heights, strict=True):
            box = pygame.Rect(card.x + LABEL_PAD, y, width, height)
            picture = pygame.Rect(0, 0, thumb, thumb)
            picture.midleft = box.midleft
            rows.append(Label(spot, box, text, False, picture, scale))
            y += height + ROW_GAP
        tries.append(rows)
    return tries


def legend_card(labels: list[Label]) -> pygame.Rect | None:
    """The card behind the legend's rows and its heading (None when every part has a label
    of its own)."""
    listed = [label for label in labels if label.thumb is not None]
    if not listed:
        return None
    rows = [label.box for label in listed]
    union = rows[0].unionall(rows[1:])
    scale = listed[0].scale
    head = _heading_height(scale)
    width = max(union.w, *(line.get_width() for line in _heading(scale)))
    card = pygame.Rect(union.x, union.y - head, width, union.h + head)
    return card.inflate(2 * LABEL_PAD, 2 * LABEL_PAD)


def _heading(scale: float = 1.0) -> tuple[pygame.Surface, pygame.Surface]:
    """The overlay's title and how to close it (on the legend card when there is one). It
    keeps its size with larger text; in a small window (`help_text_scale` above larger
    text's factor) it grows with the labels, the hint as large as a label and wrapped."""
    if scale <= LARGER_TEXT_SCALE:
        title = assets.text(_(TITLE), theme.SIZE_BODY, theme.INK, bold=True)
        return title, assets.text(_(CLOSE_HINT), theme.SIZE_SMALL - 2, theme.INK_SOFT)
    title = assets.text(_(TITLE), round(theme.SIZE_BODY * scale), theme.INK, bold=True)
    hint = assets.wrapped_text(
        _(CLOSE_HINT),
        round(LABEL_SIZE * scale),
        theme.INK_SOFT,
        round(HINT_WIDTH * scale),
        align="center",
    )
    return title, hint


def _heading_height(scale: float = 1.0) -> int:
    title, hint = _heading(scale)
    return title.get_height() + hint.get_height() + ROW_GAP


def _anywhere(size: tuple[int, int], near: pygame.Rect) -> list[pygame.Rect]:
    """Places for a label of `size` all over the screen, on a coarse grid, nearest to
    `near` first."""
    return sorted(_grid(size, 32), key=lambda box: _distance(box, near))


@functools.lru_cache(maxsize=64)
def _grid(size: tuple[int, int], step: int) -> tuple[pygame.Rect, ...]:
    """Boxes of `size` all over the screen, `step` pixels apart (not to be changed)."""
    w, h = size
    area = SCREEN.inflate(-16, -16)
    return tuple(
        pygame.Rect(x, y, w, h)
        for y in range(area.top, area.bottom - h + 1, step)
        for x in range(area.left, area.right - w + 1, step)
    )


def _distance(box: pygame.Rect, spot: pygame.Rect) -> float:
    """How far a label sits from its part (its leader line's length, roughly)."""
    return math.dist(box.center, _nearest(spot, box.center))


def _nearest(rect: pygame.Rect, point: tuple[int, int]) -> tuple[int, int]:
    """The point of `rect`'s edge area nearest to `point`."""
    return (
        max(rect.left, min(rect.right - 1, point[0])),
        max(rect.top, min(rect.bottom - 1, point[1])),
    )


def draw_help_button(surface: pygame.Surface, rect: pygame.Rect, lit: bool = False) -> None:
    """The round "?" button tables put next to their menu button."""
    edge = theme.darken(theme.PAPER_DARK, 0.3)
    pygame.draw.rect(surface, edge, rect.move(0, 3), border_radius=16)
    pygame.draw.rect(surface, theme.GOLD if lit else theme.CARD, rect, border_radius=16)
    pygame.draw.rect(surface, theme.darken(theme.PAPER_DARK, 0.25), rect, 2, border_radius=16)
    mark = assets.text("?", int(rect.h * 0.62), theme.INK, bold=True)
    surface.blit(mark, mark.get_rect(center=rect.center))


class HelpOverlay(Scene):
    """The labels over a dimmed screen; the labelled parts stay bright."""

    is_overlay = True

    def __init__(
        self,
        spots: list[Spot],
        backdrop: Scene | None = None,
        keep_clear: list[pygame.Rect] | None = None,
    ) -> None:
        self.spots = spots
        self.labels: list[Label] = []
        # drawn first when the overlay is shown alone (the self-test's single-scene shots)
        self.backdrop = backdrop
        # controls the title card must not cover, named or not (`controls_of`)
        self.keep_clear = list(keep_clear or [])
        self.text_scale = 1.0  # set on entry (`help_text_scale`)

    @property
    def msgids(self) -> list[str]:
        return [msgid for _rect, msgid in self.spots]

    def on_enter(self) -> None:
        self.text_scale = help_text_scale(self)
        self.labels = layout(self.spots, scale=self.text_scale)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
                return False  # the manager's F1 toggle closes it
            self.manager.remove(self)
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            self.backdrop.draw(surface)
        below = surface.copy()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(DIM)
        surface.blit(shade, (0, 0))
        for label in self.labels:
            part = label.spot.clip(surface.get_rect())
            surface.blit(below, part, part)  # the part itself stays bright
        for label in self.labels:
            pygame.draw.rect(surface, (40, 24, 14), label.spot.inflate(6, 6), 5, border_radius=12)
            pygame.draw.rect(surface, OUTLINE, label.spot.inflate(4, 4), 3, border_radius=12)
        for label in self.labels:
            line = label.leader
            if line is None:
                continue
            start, end = line
            pygame.draw.line(surface, (40, 24, 14), start, end, 6)
            pygame.draw.line(surface, OUTLINE, start, end, 3)
            pygame.draw.circle(surface, OUTLINE, end, 7)
            pygame.draw.circle(surface, (40, 24, 14), end, 7, 2)
        card = legend_card(self.labels)
        if card is not None:
            theme_panel(surface, card)
        for label in self.labels:
            if label.thumb is not None:
                self._draw_row(surface, below, label, label.thumb)
                continue
            theme_panel(surface, label.box)
            surface.blit(label.text, (label.box.x + LABEL_PAD, label.box.y + LABEL_PAD))
        self._draw_title(surface)

    def _draw_row(
        self, surface: pygame.Surface, below: pygame.Surface, label: Label, thumb: pygame.Rect
    ) -> None:
        """A legend row: the part's own picture (as it is on the screen) and its sentence."""
        part = label.spot.clip(below.get_rect())
        if part.w and part.h:
            fit = pygame.Rect(part).fit(thumb)
            picture = pygame.transform.smoothscale(below.subsurface(part), fit.size)
            surface.blit(picture, fit)
        pygame.draw.rect(surface, (40, 24, 14), thumb.inflate(6, 6), 4, border_radius=10)
        pygame.draw.rect(surface, OUTLINE, thumb.inflate(4, 4), 2, border_radius=10)
        text = label.text.get_rect(midleft=(thumb.right + thumb.w // 4, label.box.centery))
        surface.blit(label.text, text)

    def _draw_title(self, surface: pygame.Surface) -> None:
        """The title and how to close: atop the legend card, else on a card of its own
        where it hides least (`title_box`)."""
        title, hint = _heading(self.text_scale)
        card = legend_card(self.labels)
        if card is not None:
            surface.blit(title, title.get_rect(midtop=(card.centerx, card.y + LABEL_PAD)))
            y = card.y + LABEL_PAD + title.get_height()
            surface.blit(hint, hint.get_rect(midtop=(card.centerx, y)))
            return
        box = self.title_box()
        theme_panel(surface, box)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 8)))
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 8)))

    def title_box(self) -> pygame.Rect:
        """The title's card: on the legend card when there is one, else where it hides
        least: no label, no named part and no control (`keep_clear`), nearest the bottom
        middle."""
        card = legend_card(self.labels)
        if card is not None:
            return card
        title, hint = _heading(self.text_scale)
        width = max(title.get_width(), hint.get_width()) + 40
        height = title.get_height() + hint.get_height() + 16
        box = pygame.Rect(0, 0, width, 66 if self.text_scale <= LARGER_TEXT_SCALE else height)
        parts = [label.spot for label in self.labels] + self.keep_clear
        boxes = [label.box for label in self.labels]
        lines = [line for label in self.labels if (line := label.leader) is not None]
        top = max(70, box.h + 4)  # at the top, the card's whole height on the screen
        places = [(640, 796), (640, top), (640, 500), (640, 700), (640, 300)]

        def cost(place: tuple[int, int]) -> float:
            box.midbottom = place
            return _cost(box, None, parts, boxes) + _crossings(box, None, [], lines) * CROSSING

        best = min(places, key=cost)
        if cost(best) > TITLE_ANYWHERE:  # all usual places hide something: the nearest free one
            anywhere = [place.midbottom for place in _grid(box.size, 32)]
            best = min(anywhere, key=lambda place: cost(place) + math.dist(place, places[0]))
        box.midbottom = best
        return box


def theme_panel(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A paper card with a soft shadow (the labels' and the title's background)."""
    pygame.draw.rect(surface, (30, 20, 14), box.move(0, 3), border_radius=12)
    pygame.draw.rect(surface, theme.CARD, box, border_radius=12)
    pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=12)
