"""Hand-off screen: hides the table between people so private facts stay private.

The `HandoffGate` (common/table/turns.py) pushes it before a person's private view when
another person had the screen. It is opaque: nothing of the table shows through. A click
anywhere or Enter/Space reveals (Esc does not: it is too easy to press by accident);
with recap lines ("since your last turn ...", asked for only after the reveal, from what
that person may know) a second card lists them until the next click or key.

A click or key in the first `GUARD_SECONDS` after a card is first drawn does nothing: it was
meant for the table that was there a moment ago (a play-tester's click on a claim badge
passed the next person's hand-off at once, which would have shown that hand to the wrong
person).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import ClassVar

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.scene import Scene
from common.scenes import art
from common.widgets import Button, WidgetGroup, draw_text_centered, fit_text

REVEAL_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
CARD = pygame.Rect(300, 210, 680, 420)
BUTTON = pygame.Rect(640 - 200, 470, 400, 80)
RECAP_ROOM = 6  # lines the recap card shows, the latest ones (games fold theirs to fit)
RECAP_TOP = 120  # pixels from the card's top to the middle of the recap's first line
RECAP_LINE_STEP = 32  # pixels between the recap's lines
BADGE_RADIUS = 38  # the person's face on top of the card
RECAP_GAP = 40  # pixels from the recap's last line (its middle) down to the button
#: px: a recap line is never drawn smaller (12 px on screen in an 800x500 window, which
#: shows the 1280x800 canvas at 0.625); a line too long for it wraps onto a second row of
#: the card ("recap lines that do not fit shrink instead of wrapping": to 12 px before,
#: family play-test, issue 27 finding 12)
RECAP_MIN = 20
PASS_HEADING = N_("Pass the screen to")
KEEP_HEADING = N_("Something secret for")  # the person has the screen already


class HandoffScene(Scene):
    """An opaque overlay: "Pass the screen to Anna", then (optionally) Anna's recap."""

    is_overlay = True
    #: Seconds after a card is first drawn during which clicks and keys do nothing (the
    #: tests set 0: they click at once, and one test checks the guard itself).
    GUARD_SECONDS: ClassVar[float] = 0.4

    def __init__(
        self,
        player_name: str,
        colour: tuple[int, int, int],
        on_ready: Callable[[], None] | None = None,
        recap: Callable[[], list[str]] | None = None,
        badge: pygame.Surface | None = None,
        keep: bool = False,
    ) -> None:
        self.player_name = player_name
        # the person has the screen already (their own move opened something secret, a
        # Dragomino spring): "Pass the screen to Mia" to Mia herself confused (play-test
        # under Xvfb, two people at one screen); the card says it is a secret for her
        self.keep = keep
        self.colour = colour
        # the game's own piece for this seat (Die Dracheninsel: the hunter); None: the face
        self.badge = badge
        self.on_ready = on_ready
        self.recap = recap
        self.recap_lines: list[str] | None = None  # shown after the reveal
        self.shown_at: float | None = None  # when the card now up was first drawn
        self.group = WidgetGroup()
        self.button = Button(
            BUTTON.copy(),
            N_("I'm ready"),
            self.ready,
            font_size=theme.SIZE_HEADING - 4,
        )
        self.group.add(self.button)

    def ready(self) -> None:
        """Reveal: show the recap first when there is one, else uncover the table."""
        if self.recap_lines is None and self.recap is not None:
            lines = self.recap()
            if lines:
                self.recap_lines = lines
                self.button.label = N_("Continue")
                rows = sum(recap_rows(p) for p in self._recap_shown(lines))
                last = CARD.y + RECAP_TOP + (rows - 1) * RECAP_LINE_STEP  # the button under it
                self.button.rect.y = max(BUTTON.y, last + RECAP_GAP)
                self.shown_at = None  # a new card: its own guard time once drawn
                self.request_redraw()
                return
        self.manager.remove(self)
        if self.on_ready is not None:
            self.on_ready()

    def guarded(self) -> bool:
        """True while a click or key cannot have been meant for this card: it is not drawn
        yet, or only since less than `GUARD_SECONDS`."""
        if self.GUARD_SECONDS <= 0:
            return False
        shown = self.shown_at
        return shown is None or time.perf_counter() - shown < self.GUARD_SECONDS

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.guarded() and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return True  # meant for the screen before: swallowed, nothing revealed
        if event.type == pygame.KEYDOWN and event.key in REVEAL_KEYS:
            self.ready()
            return True
        if self.group.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.ready()  # a click anywhere: the person should not have to aim
        return True

    def update(self, dt: float) -> bool:
        return self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.shown_at is None and self.GUARD_SECONDS > 0:
            self.shown_at = time.perf_counter()
        surface.blit(art.backdrop(), (0, 0))  # opaque on purpose: nothing below may show
        card = CARD
        theme.draw_panel(surface, card, theme.CARD, self.colour, radius=30)
        self._draw_badge(surface, (640, card.y))
        if self.recap_lines is not None:
            self._draw_recap(surface, card, self.recap_lines)
        else:
            draw_text_centered(
                surface,
                _(KEEP_HEADING if self.keep else PASS_HEADING),
                theme.SIZE_SUBHEADING,
                theme.INK_SOFT,
                (640, card.y + 90),
            )
            name_size = fit_text(self.player_name, theme.SIZE_TITLE, card.width - 60, bold=True)
            draw_text_centered(
                surface, self.player_name, name_size, theme.INK, (640, card.y + 160), bold=True
            )
            draw_text_centered(
                surface,
                _("Everybody else, please look away."),
                theme.SIZE_BODY,
                theme.INK_SOFT,
                (640, card.y + 230),
            )
        self.group.draw(surface)

    def _draw_badge(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        """The person's own badge on the card: their face in their colour and their colour's
        mark (a plain coloured disc told a child who cannot read the name, or tell the
        colours apart, nothing; seen under Xvfb)."""
        from common.table import draw  # the table kit is loaded whenever a hand-off is due

        pygame.draw.circle(surface, theme.darken(self.colour, 0.25), (center[0], center[1] + 4), 50)
        pygame.draw.circle(surface, theme.CARD, center, 50)
        pygame.draw.circle(surface, self.colour, center, 50, 4)
        if self.badge is not None:
            surface.blit(self.badge, self.badge.get_rect(center=center))
            return
        draw.avatar(surface, center, BADGE_RADIUS, self.colour, False)

    def _draw_recap(self, surface: pygame.Surface, card: pygame.Rect, lines: list[str]) -> None:
        draw_text_centered(
            surface,
            _("While you waited"),
            theme.SIZE_SUBHEADING,
            theme.INK,
            (640, card.y + 80),
            bold=True,
        )
        top = card.y + RECAP_TOP - RECAP_LINE_STEP // 2
        for picture in self._recap_shown(lines):  # the latest ones, above the button
            rows = recap_rows(picture)
            surface.blit(picture, picture.get_rect(center=(640, top + rows * RECAP_LINE_STEP // 2)))
            top += rows * RECAP_LINE_STEP

    def _recap_shown(self, lines: list[str]) -> list[pygame.Surface]:
        """The pictures of the latest lines that fill the card's `RECAP_ROOM` rows."""
        shown: list[pygame.Surface] = []
        rows = 0
        for line in reversed(lines):
            picture = recap_picture(line, CARD.width - 60, theme.INK_SOFT)
            rows += recap_rows(picture)
            if shown and rows > RECAP_ROOM:
                break
            shown.insert(0, picture)
        return shown


def recap_picture(
    line: str, width: int, colour: tuple[int, int, int], bold: bool = False
) -> pygame.Surface:
    """One recap line as large as fits `width` (body size down to `RECAP_MIN`), else
    wrapped at body size (pygame-ce's wraplength, centred): its rows are there anyway."""
    size = fit_text(line, theme.SIZE_BODY, width, bold=bold, min_size=RECAP_MIN)
    if assets.font(size, bold).size(line)[0] <= width:
        return assets.text(line, size, colour, bold)
    return assets.wrapped_text(line, theme.SIZE_BODY, colour, width, bold, align="center")


def recap_rows(picture: pygame.Surface) -> int:
    """How many of the card's line rows a recap line takes (a wrapped one, two or more)."""
    return max(1, -(-(picture.get_height() - 4) // RECAP_LINE_STEP))
