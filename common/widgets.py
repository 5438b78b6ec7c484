"""Themed widgets: button, toggle, slider, segmented choice, colour swatches, stepper,
text field (umlauts via TEXTINPUT), tooltip and dialog.

Labels are msgids translated at draw time, so a language switch shows up on the next
frame without rebuilding screens. Widgets take logical-canvas events (the App maps them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from common import assets, focus, theme
from common.audio import play_ui
from common.focus import set_hand_cursor
from common.i18n import N_, _
from common.names import NO_VISIBLE_NAME, renders_as_nothing, typeable
from common.scene import Scene
from common.theme import LOGICAL_SIZE

TOOLTIP_DELAY = 0.55
LIP = 5  # height of the 3D "lip" under buttons
#: Room a button's words keep from the edge of its face, each side: at 12 px German labels
#: ("Mitspieler hinzufügen") looked as if they touched it, the more so in a small window.
LABEL_MARGIN = 16
#: Room a segment's words keep from the edge of the selected pill, each side (it was 3 px).
SEGMENT_MARGIN = 10
SEGMENT_INSET = 3  # the selected pill lies this far inside its segment


class Widget:
    """Base: a rect that may take events and draw itself."""

    interactive = True  # shows the hand cursor when hovered and enabled

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], tooltip: str | None = None):
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True
        self.hovered = False
        self.tooltip = tooltip

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.hovered = False
        return False

    def update(self, dt: float) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def key_activate(self) -> bool:
        """Enter/Space while keyboard-focused; True if something happened."""
        return False

    def key_adjust(self, step: int) -> bool:
        """Left/Right (-1/+1) while keyboard-focused; True if the value changed."""
        return False


def draw_text_centered(
    surface: pygame.Surface,
    value: str,
    size: int,
    colour: tuple[int, ...],
    center: tuple[int, int],
    bold: bool = False,
) -> pygame.Rect:
    img = assets.text(value, size, colour, bold)
    rect = img.get_rect(center=center)
    surface.blit(img, rect)
    return rect


def fit_text(value: str, size: int, max_width: int, bold: bool = False, min_size: int = 12) -> int:
    """Largest font size <= ``size`` at which ``value`` fits ``max_width`` (German is long)."""
    while size > min_size and assets.font(size, bold).size(value)[0] > max_width:
        size -= 1
    return size


def button_width(value: str, size: int) -> int:
    """The width of a button whose words `value` fit at `size` with `LABEL_MARGIN`."""
    return assets.font(size, True).size(value)[0] + 2 * LABEL_MARGIN


def ellipsize(value: str, size: int, max_width: int, bold: bool = False) -> str:
    """``value`` cut with "…" so it fits ``max_width`` at ``size`` (unchanged when it fits)."""
    font = assets.font(size, bold)
    if font.size(value)[0] <= max_width:
        return value
    while value and font.size(value.rstrip() + "…")[0] > max_width:
        value = value[:-1]
    return value.rstrip() + "…"


STYLES: dict[str, tuple[theme.Colour, theme.Colour, theme.Colour]] = {
    # body, lip, text
    "primary": (theme.PRIMARY, theme.PRIMARY_DARK, theme.CARD),
    "secondary": (theme.SECONDARY, theme.SECONDARY_DARK, theme.CARD),
    "accent": (theme.ACCENT, theme.ACCENT_DARK, theme.CARD),
    "danger": (theme.DANGER, theme.DANGER_DARK, theme.CARD),
    "plain": (theme.CARD, theme.PAPER_DARK, theme.INK),
}


class Button(Widget):
    """A chunky rounded button with a 3D lip that presses down."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], None] | None = None,
        style: str = "primary",
        font_size: int = theme.SIZE_BODY,
        tooltip: str | None = None,
        translate: bool = True,
    ) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.font_size = font_size
        self.translate = translate
        self.pressed = False

    @property
    def text(self) -> str:
        return _(self.label) if self.translate else self.label

    def click(self) -> None:
        if self.enabled and self.on_click is not None:
            play_ui("click")
            self.on_click()

    def key_activate(self) -> bool:
        self.click()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.contains(event.pos):
                self.click()
            return True
        if event.type == pygame.MOUSEMOTION and self.pressed and not self.contains(event.pos):
            self.pressed = False
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        body, lip, ink = STYLES.get(self.style, STYLES["primary"])
        if not self.enabled:
            body, lip, ink = theme.DISABLED, theme.darken(theme.DISABLED, 0.15), theme.CARD
        elif self.hovered and not self.pressed:
            body = theme.lighten(body, 0.12)
        radius = min(theme.RADIUS, self.rect.height // 2)
        down = LIP - 1 if self.pressed else 0
        face = self.rect.move(0, down - LIP // 2)
        face.height -= LIP // 2
        base = face.move(0, LIP - down)
        if self.enabled and not self.pressed:
            theme.draw_shadow(surface, base, radius, offset=(0, 3), blur=6, alpha=50)
        pygame.draw.rect(surface, lip, base, border_radius=radius)
        pygame.draw.rect(surface, body, face, border_radius=radius)
        if self.style == "plain":
            pygame.draw.rect(surface, theme.PAPER_DARK, face, width=2, border_radius=radius)
        size = fit_text(self.text, self.font_size, face.width - 2 * LABEL_MARGIN, bold=True)
        draw_text_centered(surface, self.text, size, ink, face.center, bold=True)


class Toggle(Widget):
    """An on/off pill switch whose knob slides."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: bool,
        on_change: Callable[[bool], None] | None = None,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.value = value
        self.on_change = on_change
        self.knob = 1.0 if value else 0.0

    def key_activate(self) -> bool:
        self.set(not self.value)
        return True

    def key_adjust(self, step: int) -> bool:
        before = self.value
        self.set(step > 0)
        return before != self.value

    def set(self, value: bool) -> None:
        if value != self.value:
            play_ui("click")
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.set(not self.value)
            return True
        return False

    def update(self, dt: float) -> bool:
        goal = 1.0 if self.value else 0.0
        if abs(self.knob - goal) < 0.01:
            self.knob = goal
            return False
        self.knob += (goal - self.knob) * min(1.0, dt * 18)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        r = self.rect
        off, on = theme.DISABLED, theme.SECONDARY
        k = self.knob
        colour: theme.Colour = (
            int(off[0] + (on[0] - off[0]) * k),
            int(off[1] + (on[1] - off[1]) * k),
            int(off[2] + (on[2] - off[2]) * k),
        )
        if self.hovered:
            colour = theme.lighten(colour, 0.1)
        pygame.draw.rect(surface, colour, r, border_radius=r.height // 2)
        knob_r = r.height // 2 - 4
        cx = int(r.x + r.height // 2 + (r.width - r.height) * self.knob)
        pygame.draw.circle(surface, theme.darken(colour, 0.25), (cx, r.centery + 2), knob_r)
        pygame.draw.circle(surface, theme.CARD, (cx, r.centery), knob_r)


class Slider(Widget):
    """A horizontal slider for a number in [minimum, maximum]."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: float,
        minimum: float = 0.0,
        maximum: float = 1.0,
        on_change: Callable[[float], None] | None = None,
        step: float | None = None,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.on_change = on_change
        self.dragging = False

    @property
    def fraction(self) -> float:
        span = self.maximum - self.minimum
        return 0.0 if span == 0 else (self.value - self.minimum) / span

    def key_adjust(self, step: int) -> bool:
        delta = self.step or (self.maximum - self.minimum) / 20
        value = min(self.maximum, max(self.minimum, self.value + step * delta))
        if value == self.value:
            return False
        self.value = value
        if self.on_change is not None:
            self.on_change(value)
        return True

    def _set_from_x(self, x: float) -> None:
        track = self.rect.inflate(-self.rect.height, 0)
        t = min(1.0, max(0.0, (x - track.x) / max(1, track.width)))
        value = self.minimum + t * (self.maximum - self.minimum)
        if self.step:
            value = self.minimum + round((value - self.minimum) / self.step) * self.step
        value = min(self.maximum, max(self.minimum, value))
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.dragging = True
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        r = self.rect
        track = pygame.Rect(0, 0, r.width - r.height, 12)
        track.center = r.center
        pygame.draw.rect(surface, theme.PAPER_DARK, track, border_radius=6)
        filled = track.copy()
        filled.width = int(track.width * self.fraction)
        pygame.draw.rect(surface, theme.PRIMARY, filled, border_radius=6)
        cx = track.x + filled.width
        knob = r.height // 2 - 2
        pygame.draw.circle(surface, theme.darken(theme.PAPER_DARK, 0.1), (cx, r.centery + 2), knob)
        colour = theme.lighten(theme.PRIMARY, 0.15) if self.hovered else theme.PRIMARY
        pygame.draw.circle(surface, theme.CARD, (cx, r.centery), knob)
        pygame.draw.circle(surface, colour, (cx, r.centery), knob - 5)


class SegmentedChoice(Widget):
    """A row of pill segments choosing one value (language, human/computer, level...)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None] | None = None,
        font_size: int = theme.SIZE_SMALL,
        tooltip: str | None = None,
        translate: bool = True,
    ) -> None:
        super().__init__(rect, tooltip)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.font_size = font_size
        self.translate = translate
        self.hover_index = -1

    def key_adjust(self, step: int) -> bool:
        values = [value for value, _label in self.options]
        index = values.index(self.value) if self.value in values else 0
        target = min(len(values) - 1, max(0, index + step))
        if target == index:
            return False
        play_ui("click")
        self.value = values[target]
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def texts(self) -> list[str]:
        return [_(label) if self.translate else label for _value, label in self.options]

    def label_size(self) -> int:
        """One size for all segments (the row reads evenly): the largest at which every
        label keeps `SEGMENT_MARGIN` from its pill when each segment is as wide as its
        words plus an equal share of the rest (`segment_rects`)."""
        texts = self.texts()
        pads = len(texts) * 2 * (SEGMENT_INSET + SEGMENT_MARGIN)
        size = self.font_size
        while size > 12 and sum(assets.font(size, True).size(t)[0] for t in texts) + pads > (
            self.rect.width
        ):
            size -= 1
        return size

    def segment_rects(self) -> list[pygame.Rect]:
        """Equal segments while every label fits its own with `SEGMENT_MARGIN`; else each
        as wide as its words plus an equal share of the rest, so a long label ("Paar zieht
        los") gets the room a short neighbour does not need."""
        n = max(1, len(self.options))
        font = assets.font(self.label_size(), True)
        widths = [font.size(t)[0] for t in self.texts()]
        pad = 2 * (SEGMENT_INSET + SEGMENT_MARGIN)
        if max(widths, default=0) + pad <= self.rect.width / n:
            widths = [0] * len(widths)  # all fit: equal segments
        share = (self.rect.width - sum(widths)) / n
        rects = []
        x = float(self.rect.x)
        for w in widths:
            right = x + w + share
            rects.append(
                pygame.Rect(round(x), self.rect.y, round(right) - round(x), self.rect.height)
            )
            x = right
        return rects

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = -1
            if self.contains(event.pos):
                for i, seg in enumerate(self.segment_rects()):
                    if seg.collidepoint(event.pos):
                        self.hover_index = i
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            for seg, (value, _label) in zip(self.segment_rects(), self.options, strict=True):
                if seg.collidepoint(event.pos) and value != self.value:
                    play_ui("click")
                    self.value = value
                    if self.on_change is not None:
                        self.on_change(value)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        r = self.rect
        radius = r.height // 2
        pygame.draw.rect(surface, theme.PAPER_DARK, r, border_radius=radius)
        segments = self.segment_rects()
        size = self.label_size()
        inset = -2 * SEGMENT_INSET
        for i, (seg, (value, _label), text) in enumerate(
            zip(segments, self.options, self.texts(), strict=True)
        ):
            selected = value == self.value
            if selected:
                inner = seg.inflate(inset, inset)
                colour = theme.PRIMARY if self.enabled else theme.DISABLED
                pygame.draw.rect(surface, colour, inner, border_radius=inner.height // 2)
                ink = theme.CARD
            else:
                if i == self.hover_index and self.enabled:
                    inner = seg.inflate(inset, inset)
                    pygame.draw.rect(
                        surface,
                        theme.lighten(theme.PAPER_DARK, 0.4),
                        inner,
                        border_radius=inner.height // 2,
                    )
                ink = theme.INK if self.enabled else theme.INK_FAINT
            draw_text_centered(surface, text, size, ink, seg.center, bold=selected)


class ColourSwatches(Widget):
    """Round colour chips; ``taken`` ones (other seats) are shown faded."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        colours: Sequence[tuple[str, theme.Colour]],
        value: str,
        on_change: Callable[[str], None] | None = None,
        tooltip: str | None = None,
        chip: Callable[[str, int], pygame.Surface] | None = None,
    ) -> None:
        """`chip(colour_id, diameter)`: a picture for a colour that does not rely on colour
        alone (the game's mark or terrain); None draws plain circles."""
        super().__init__(rect, tooltip)
        self.colours = list(colours)
        self.value = value
        self.on_change = on_change
        self.chip = chip
        self.taken: set[str] = set()

    def key_adjust(self, step: int) -> bool:
        ids = [cid for cid, _rgb in self.colours]
        index = ids.index(self.value) if self.value in ids else 0
        cid = ids[(index + step) % len(ids)]
        play_ui("click")
        if self.on_change is not None:
            self.on_change(cid)
        self.value = cid
        return True

    def chip_centres(self) -> list[tuple[int, int]]:
        n = max(1, len(self.colours))
        step = self.rect.width / n
        return [(round(self.rect.x + step * (i + 0.5)), self.rect.centery) for i in range(n)]

    @property
    def chip_radius(self) -> int:
        n = max(1, len(self.colours))
        return int(min(self.rect.height / 2, self.rect.width / n / 2) - 3)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            # the whole slot of a chip takes its click, not only the drawn circle: a child's
            # click just above or between chips still picks the nearest one
            step = self.rect.width / max(1, len(self.colours))
            index = min(len(self.colours) - 1, int((event.pos[0] - self.rect.x) // step))
            cid = self.colours[index][0]
            if cid != self.value:
                play_ui("click")
            if cid != self.value and self.on_change is not None:
                self.on_change(cid)
            self.value = cid
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        radius = self.chip_radius
        for (cid, rgb), centre in zip(self.colours, self.chip_centres(), strict=True):
            if cid == self.value:
                pygame.draw.circle(surface, theme.INK, centre, radius + 3)
                pygame.draw.circle(surface, theme.CARD, centre, radius)
                self._chip(surface, cid, rgb, centre, radius - 3, 255)
            elif cid in self.taken:
                self._chip(surface, cid, theme.lighten(rgb, 0.6), centre, radius - 4, 90)
            else:
                inner = radius - 2
                if self.chip is None:  # a plain chip gets a darker rim
                    pygame.draw.circle(surface, theme.darken(rgb, 0.2), centre, inner)
                    inner = radius - 4
                self._chip(surface, cid, rgb, centre, inner, 255)

    def _chip(
        self,
        surface: pygame.Surface,
        cid: str,
        rgb: theme.Colour,
        centre: tuple[int, int],
        radius: int,
        alpha: int,
    ) -> None:
        if self.chip is None or radius < 4:
            pygame.draw.circle(surface, rgb, centre, radius)
            return
        picture = self.chip(cid, 2 * radius)
        if alpha < 255:
            picture = picture.copy()
            picture.set_alpha(alpha)
        surface.blit(picture, picture.get_rect(center=centre))


class Stepper(Widget):
    """− value + : a small integer chooser (number of players)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: int,
        minimum: int,
        maximum: int,
        on_change: Callable[[int], None] | None = None,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.value, self.minimum, self.maximum = value, minimum, maximum
        self.on_change = on_change
        h = self.rect.height
        self.minus = Button(
            (self.rect.x, self.rect.y, h, h),
            "−",
            lambda: self._bump(-1),
            style="plain",
            font_size=32,
            translate=False,
        )
        self.plus = Button(
            (self.rect.right - h, self.rect.y, h, h),
            "+",
            lambda: self._bump(1),
            style="plain",
            font_size=32,
            translate=False,
        )

    def key_adjust(self, step: int) -> bool:
        before = self.value
        self._bump(step)
        return before != self.value

    def _bump(self, delta: int) -> None:
        value = min(self.maximum, max(self.minimum, self.value + delta))
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        self.minus.enabled = self.value > self.minimum
        self.plus.enabled = self.value < self.maximum
        return self.minus.handle_event(event) or self.plus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.minus.enabled = self.value > self.minimum
        self.plus.enabled = self.value < self.maximum
        self.minus.draw(surface)
        self.plus.draw(surface)
        draw_text_centered(
            surface, str(self.value), theme.SIZE_HEADING, theme.INK, self.rect.center, bold=True
        )


class TextField(Widget):
    """A one-line text box; typing arrives as TEXTINPUT so umlauts and ß just work."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str = "",
        on_change: Callable[[str], None] | None = None,
        max_length: int = 16,
        placeholder: str = "",
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.text = typeable(text)
        self.on_change = on_change
        self.max_length = max_length
        self.placeholder = placeholder
        self.caret = len(text)
        self.focused = False

    def focus(self) -> None:
        if focus.field is not None and focus.field is not self:
            focus.field.blur()
        focus.field = self
        self.focused = True
        self.caret = len(self.text)
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def key_activate(self) -> bool:
        self.focus()
        return True

    def blur(self) -> None:
        if self.focused:
            self.focused = False
            if focus.field is self:
                focus.field = None
            pygame.key.stop_text_input()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.contains(event.pos):
                self.focus()
                return True
            self.blur()
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            room = self.max_length - len(self.text)
            if room > 0:
                piece = typeable(event.text)[:room]
                self.text = self.text[: self.caret] + piece + self.text[self.caret :]
                self.caret += len(piece)
                self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_BACKSPACE and self.caret > 0:
                self.text = self.text[: self.caret - 1] + self.text[self.caret :]
                self.caret -= 1
                self._changed()
            elif key == pygame.K_DELETE and self.caret < len(self.text):
                self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
                self._changed()
            elif key == pygame.K_LEFT:
                self.caret = max(0, self.caret - 1)
            elif key == pygame.K_RIGHT:
                self.caret = min(len(self.text), self.caret + 1)
            elif key == pygame.K_HOME:
                self.caret = 0
            elif key == pygame.K_END:
                self.caret = len(self.text)
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.blur()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, theme.CARD, r, border_radius=theme.RADIUS_SMALL)
        border = (
            theme.PRIMARY
            if self.focused
            else (theme.INK_FAINT if self.hovered else theme.PAPER_DARK)
        )
        pygame.draw.rect(
            surface, border, r, width=3 if self.focused else 2, border_radius=theme.RADIUS_SMALL
        )
        size = theme.SIZE_BODY
        inner = r.inflate(-24, -4)
        if renders_as_nothing(self.text):
            # only invisible characters: refused here, with the reason (common.names)
            size = fit_text(_(NO_VISIBLE_NAME), size, inner.width - 2, min_size=size - 8)
            img = assets.text(_(NO_VISIBLE_NAME), size, theme.DANGER)
        elif self.text:
            shown = self.text
            if not self.focused:
                # at rest a long name shows its beginning, smaller or cut with an ellipsis,
                # instead of staying scrolled to where the caret was
                size = fit_text(shown, size, inner.width - 2, min_size=size - 6)
                shown = ellipsize(shown, size, inner.width - 2)
            img = assets.text(shown, size, theme.INK)
        else:
            img = assets.text(
                _(self.placeholder) if self.placeholder else "", size, theme.INK_FAINT
            )
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        text_rect = img.get_rect(midleft=(inner.x, r.centery))
        caret_x = inner.x + assets.font(size).size(self.text[: self.caret])[0]
        if self.focused and caret_x > inner.right - 2:
            shift = caret_x - inner.right + 2
            text_rect.x -= shift
            caret_x -= shift
        surface.blit(img, text_rect)
        if self.focused:
            pygame.draw.line(
                surface, theme.PRIMARY, (caret_x + 1, r.y + 10), (caret_x + 1, r.bottom - 10), 3
            )
        surface.set_clip(clip)


def draw_tooltip(surface: pygame.Surface, text: str, anchor: pygame.Rect) -> None:
    """A small ink-coloured bubble above (or below) ``anchor``, kept on screen."""
    img = assets.wrapped_text(text, theme.SIZE_SMALL, theme.CARD, 360)
    box = img.get_rect().inflate(24, 16)
    box.midbottom = (anchor.centerx, anchor.top - 8)
    if box.top < 4:
        box.midtop = (anchor.centerx, anchor.bottom + 8)
    box.clamp_ip(surface.get_rect().inflate(-8, -8))
    theme.draw_shadow(surface, box, theme.RADIUS_SMALL, offset=(0, 4), blur=6)
    pygame.draw.rect(surface, theme.INK, box, border_radius=theme.RADIUS_SMALL)
    surface.blit(img, img.get_rect(center=box.center))


class WidgetGroup:
    """Routes events to widgets (top-most first) and shows tooltips after a short hover."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self._tip_widget: Widget | None = None
        self._tip_time = 0.0
        self.focus: Widget | None = None  # keyboard focus (Tab / Shift+Tab)
        self.keyboard = False  # the focus ring shows only while the keyboard is used

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self._tip_widget = None
        self.focus = None

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.enabled and w.interactive]

    def _handle_key(self, event: pygame.event.Event) -> bool:
        """Tab moves the focus ring; Enter/Space activate; Left/Right adjust."""
        editing = next((w for w in self.widgets if isinstance(w, TextField) and w.focused), None)
        if editing is not None:
            self.focus = editing  # clicked into a field: Tab continues from there
        typing = editing is not None
        if event.key == pygame.K_TAB:
            order = self.focusable()
            if not order:
                return False
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            index = order.index(self.focus) if self.focus in order else (-1 if step > 0 else 0)
            if isinstance(self.focus, TextField):
                self.focus.blur()
            self.focus = order[(index + step) % len(order)]
            self.keyboard = True
            if isinstance(self.focus, TextField):
                self.focus.focus()
            return True
        if typing or not self.keyboard or self.focus not in self.focusable():
            return False
        assert self.focus is not None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.focus.key_activate()
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self.focus.key_adjust(-1 if event.key == pygame.K_LEFT else 1)
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        consumed = False
        if event.type == pygame.KEYDOWN and self._handle_key(event):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.keyboard = False
        if event.type == pygame.MOUSEBUTTONDOWN:
            # a click anywhere else ends typing, even if another widget takes the click
            for widget in self.widgets:
                if (
                    isinstance(widget, TextField)
                    and widget.focused
                    and not widget.contains(event.pos)
                ):
                    widget.blur()
        for widget in reversed(self.widgets):
            if not widget.visible:
                continue
            if consumed:
                # others still learn about motion (hover off) but cannot consume
                if event.type == pygame.MOUSEMOTION:
                    Widget.handle_event(widget, event)
                continue
            if widget.handle_event(event):
                consumed = True
        if event.type == pygame.MOUSEMOTION:
            set_hand_cursor(
                any(w.visible and w.enabled and w.interactive and w.hovered for w in self.widgets)
            )
            tip = next(
                (w for w in reversed(self.widgets) if w.visible and w.tooltip and w.hovered), None
            )
            if tip is not self._tip_widget:
                self._tip_widget, self._tip_time = tip, 0.0
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.WINDOWLEAVE):
            self._tip_widget = None
        return consumed

    def update(self, dt: float) -> bool:
        animating = False
        for widget in self.widgets:
            if widget.visible and widget.update(dt):
                animating = True
        if self._tip_widget is not None and self._tip_time < TOOLTIP_DELAY:
            self._tip_time += dt
            animating = True
        return animating

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
        if self.keyboard and self.focus is not None and self.focus.visible:
            ring = self.focus.rect.inflate(12, 12)
            pygame.draw.rect(surface, theme.ACCENT, ring, width=4, border_radius=theme.RADIUS)
        tip = self._tip_widget
        if tip is not None and tip.tooltip and self._tip_time >= TOOLTIP_DELAY and tip.hovered:
            draw_tooltip(surface, _(tip.tooltip), tip.rect)


class Dialog(Scene):
    """A modal overlay card: title, message and buttons. Esc picks the cancel button."""

    is_overlay = True

    def __init__(
        self,
        title: str,
        message: str,
        buttons: Sequence[tuple[str, Callable[[], None] | None, str]],
        cancel_index: int | None = None,
        width: int = 620,
    ) -> None:
        self.title = title
        self.message = message
        self.buttons_spec = list(buttons)
        self.cancel_index = cancel_index
        self.width = width
        self.appear = 0.0
        self.group = WidgetGroup()
        self.panel = pygame.Rect(0, 0, width, 300)

    def on_enter(self) -> None:
        msg = assets.wrapped_text(_(self.message), theme.SIZE_BODY, theme.INK, self.width - 80)
        height = 150 + msg.get_height() + 90
        self.panel = pygame.Rect(0, 0, self.width, height)
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        n = len(self.buttons_spec)
        bw = min(240, (self.width - 60 - 20 * (n - 1)) // max(1, n))
        total = n * bw + (n - 1) * 20
        x = self.panel.centerx - total // 2
        self.group.clear()
        for label, action, style in self.buttons_spec:
            self.group.add(
                Button(
                    (x, self.panel.bottom - 90, bw, 62), label, self._closer(action), style=style
                )
            )
            x += bw + 20
        self.appear = 0.0
        self.app.tweens.tween(self, "appear", 1.0, 0.22, "out_back")

    def _closer(self, action: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            self.manager.remove(self)
            if action is not None:
                action()

        return run

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.cancel_index is not None:
                self.group.widgets[self.cancel_index].click()  # type: ignore[attr-defined]
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.group.widgets[-1].click()  # type: ignore[attr-defined]
            return True
        return True  # modal: nothing below gets input

    def update(self, dt: float) -> bool:
        return self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((*theme.DIM[:3], int(theme.DIM[3] * min(1.0, self.appear))))
        surface.blit(dim, (0, 0))
        if abs(self.appear - 1.0) < 1e-3:
            self._draw_card(surface)
            return
        # popping in: draw the finished card off-screen, then scale and fade it
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        self._draw_card(layer)
        region = self.panel.inflate(40, 40).clip(layer.get_rect())
        scale = max(0.05, 0.8 + 0.2 * self.appear)
        card = pygame.transform.smoothscale_by(layer.subsurface(region), scale)
        card.set_alpha(int(255 * max(0.0, min(1.0, self.appear))))
        surface.blit(card, card.get_rect(center=region.center))

    def _draw_card(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.panel, theme.CARD, theme.GOLD)
        draw_text_centered(
            surface,
            _(self.title),
            theme.SIZE_HEADING,
            theme.INK,
            (self.panel.centerx, self.panel.y + 55),
            bold=True,
        )
        msg = assets.wrapped_text(
            _(self.message), theme.SIZE_BODY, theme.INK_SOFT, self.width - 80, align="center"
        )
        surface.blit(msg, msg.get_rect(midtop=(self.panel.centerx, self.panel.y + 100)))
        self.group.draw(surface)


def could_not_start_dialog() -> Dialog:
    """The one message for a game that fails to open (from the setup or a guide): the
    family's app stays up, and the reason is in the log."""
    return Dialog(
        N_("Something went wrong"),
        N_("This game could not be started. Please try again."),
        [(N_("OK"), None, "primary")],
        cancel_index=0,
    )


class Tooltip:
    """A hover hint for things that are not widgets (pieces, cards): call ``draw`` when shown."""

    def __init__(self, text: str) -> None:
        self.text = text  # msgid, translated when drawn

    def draw(self, surface: pygame.Surface, anchor: pygame.Rect | pygame.FRect) -> None:
        draw_tooltip(surface, _(self.text), pygame.Rect(anchor))
