"""Help for what is on screen: F1 or a "?" button labels the parts of the current screen.

A scene that wants help implements `help_spots()` (the `HelpSpots` protocol): a list of
(rect on the 1280x800 canvas, msgid). The overlay dims everything else, outlines each part,
and puts one translated sentence next to it with a leader line. Any click or key closes it
(F1 too, so F1 toggles). The scene manager routes F1 (`common.scene.SceneManager`), so
every scene with spots gets help without its own key handling; tables add a "?" button
drawn by `draw_help_button` that calls `open_help`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from common import assets, comfort, theme
from common.i18n import N_, _
from common.scene import Scene

if TYPE_CHECKING:
    from common.scene import SceneManager

SCREEN = pygame.Rect(0, 0, 1280, 800)
LABEL_WIDTH = 270  # wrap width of one sentence
LABEL_SIZE = 19
LABEL_PAD = 10
GAP = 16  # between a part and its label when the label sits outside it
DIM = (20, 16, 30, 150)
OUTLINE = theme.GOLD
TITLE = N_("What is on the screen")
CLOSE_HINT = N_("Click or press any key to close")

Spot = tuple[pygame.Rect, str]  # where, and the msgid of one sentence about it


@runtime_checkable
class HelpSpots(Protocol):
    """A scene that can say what its parts are (rects on the canvas, msgids)."""

    def help_spots(self) -> list[Spot]: ...


@dataclass
class Label:
    """One placed sentence: the part, the box the text sits in, where the leader line ends."""

    spot: pygame.Rect
    box: pygame.Rect
    text: pygame.Surface
    inside: bool  # the box sits inside its part (no leader line needed)


def spots_of(scene: Scene | None) -> list[Spot]:
    """The help spots of `scene`, or [] when it has none (or asking fails)."""
    if scene is None or not isinstance(scene, HelpSpots):
        return []
    return [(pygame.Rect(r), msgid) for r, msgid in scene.help_spots()]


def open_help(manager: SceneManager, scene: Scene | None = None) -> bool:
    """Push the overlay for `scene` (default: the top scene); False when it has no spots."""
    target = scene if scene is not None else manager.top
    spots = spots_of(target)
    if not spots:
        return False
    manager.push(HelpOverlay(spots))
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


def _cost(
    box: pygame.Rect, own: pygame.Rect | None, parts: list[pygame.Rect], boxes: list[pygame.Rect]
) -> float:
    """How bad a place is: hiding its own part, other labels, and other parts (small ones
    count more: a covered button is lost, a covered corner of the sea is not)."""
    cost = 0.0
    if own is not None:
        cost += _overlap(box, own) * 40.0
    cost += sum(_overlap(box, other) for other in boxes) * 60.0
    for part in parts:
        area = max(1, part.w * part.h)
        cost += _overlap(box, part) / area * 20000.0
    return cost


def layout(spots: list[Spot], font_size: int = LABEL_SIZE, scale: float = 1.0) -> list[Label]:
    """Place one label per spot where it hides least: not its own part, not another
    label, preferably no small part (labels go over wide empty areas like the sea)."""
    labels: list[Label] = []
    parts = [r for r, _msgid in spots]
    for index, (spot, msgid) in enumerate(spots):
        text = assets.wrapped_text(
            _(msgid), round(font_size * scale), theme.INK, round(LABEL_WIDTH * scale)
        )
        size = (text.get_width() + 2 * LABEL_PAD, text.get_height() + 2 * LABEL_PAD)
        boxes = [label.box for label in labels]
        others = [p for k, p in enumerate(parts) if k != index]
        best: tuple[float, pygame.Rect, bool] | None = None
        for box, inside in _candidates(spot, size):
            cost = _cost(box, None if inside else spot, others, boxes)
            if best is None or cost < best[0]:
                best = (cost, box, inside)
        assert best is not None
        if any(best[1].colliderect(other) for other in boxes):
            # no place near its part is free of other labels (larger text, crowded
            # corners): the nearest free place anywhere, its leader line points back
            for box in _anywhere(size):
                cost = _cost(box, spot, others, boxes) + _distance(box, spot) * 4.0
                if cost < best[0]:
                    best = (cost, box, False)
        labels.append(Label(spot, best[1], text, best[2]))
    return labels


def _anywhere(size: tuple[int, int], step: int = 24) -> list[pygame.Rect]:
    """Places for a label of `size` all over the screen, on a coarse grid."""
    w, h = size
    area = SCREEN.inflate(-16, -16)
    return [
        pygame.Rect(x, y, w, h)
        for y in range(area.top, area.bottom - h + 1, step)
        for x in range(area.left, area.right - w + 1, step)
    ]


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

    def __init__(self, spots: list[Spot], backdrop: Scene | None = None) -> None:
        self.spots = spots
        self.labels: list[Label] = []
        # drawn first when the overlay is shown alone (the self-test's single-scene shots)
        self.backdrop = backdrop

    @property
    def msgids(self) -> list[str]:
        return [msgid for _rect, msgid in self.spots]

    def on_enter(self) -> None:
        self.labels = layout(self.spots, scale=comfort.text_scale(self))

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
            if label.inside:
                continue
            start = _nearest(label.box, label.spot.center)
            end = _nearest(label.spot, label.box.center)
            pygame.draw.line(surface, (40, 24, 14), start, end, 6)
            pygame.draw.line(surface, OUTLINE, start, end, 3)
            pygame.draw.circle(surface, OUTLINE, end, 7)
            pygame.draw.circle(surface, (40, 24, 14), end, 7, 2)
        for label in self.labels:
            theme_panel(surface, label.box)
            surface.blit(label.text, (label.box.x + LABEL_PAD, label.box.y + LABEL_PAD))
        self._draw_title(surface)

    def _draw_title(self, surface: pygame.Surface) -> None:
        title = assets.text(_(TITLE), theme.SIZE_BODY, theme.INK, bold=True)
        hint = assets.text(_(CLOSE_HINT), theme.SIZE_SMALL - 2, theme.INK_SOFT)
        box = pygame.Rect(0, 0, max(title.get_width(), hint.get_width()) + 40, 66)
        parts = [label.spot for label in self.labels]
        boxes = [label.box for label in self.labels]
        places = [(640, 796), (640, 70), (640, 500), (640, 700), (640, 300)]

        def cost(place: tuple[int, int]) -> float:
            box.midbottom = place
            return _cost(box, None, parts, boxes)

        box.midbottom = min(places, key=cost)
        theme_panel(surface, box)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 8)))
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 8)))


def theme_panel(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A paper card with a soft shadow (the labels' and the title's background)."""
    pygame.draw.rect(surface, (30, 20, 14), box.move(0, 3), border_radius=12)
    pygame.draw.rect(surface, theme.CARD, box, border_radius=12)
    pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=12)
