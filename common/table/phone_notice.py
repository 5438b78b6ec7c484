"""The laptop's notice about the phones (issue 24, "Cards on phones"), for either game's
table: "Waiting for Anna's phone" with a button that takes the seat back to the laptop,
and "Another phone wants Anna's seat" with "Let it in" / "Keep the first".

Why one piece for both games: which notice stands is a fact of the sessions alone (a
second phone's claim first; else the phone the game needs now, gone for longer than
`sessions.GRACE`), and what the buttons do to the sessions is the same (`play_here`,
`confirm`). Only three things are the game's: which seat's phone is needed now, the words
on the "here instead" button, and what the table does once that seat is back here (open
its private view behind its hand-off), handed in as `on_here`.

The notice draws its card and words (`draw`); its buttons are `common.widgets.Button`s
that a table either adds to its widget group (`buttons`) or draws and feeds itself
(`draw_buttons`, `handle_event`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from common import assets, theme
from common.i18n import N_, _, get_language
from common.widgets import Button, fit_text

WAITING = N_("Waiting for {name}'s phone")
SECOND_PHONE = N_("Another phone wants {name}'s seat")
LET_IN = N_("Let it in")
KEEP_FIRST = N_("Keep the first")

Notice = tuple[str, int]  # ("waiting" | "claim", seat)


class PhoneNotice:
    """One notice at a time, over `box` (logical canvas); inert until `follow` finds one."""

    def __init__(
        self,
        box: pygame.Rect,
        here_label: str,
        on_here: Callable[[int], None],
        on_claim: Callable[[int, bool], None] | None = None,
    ) -> None:
        self.box = pygame.Rect(box)
        self.here_label = here_label  # a msgid with {name}: "Play {name} here instead"
        self.on_here = on_here  # the seat is back on the laptop (`play_here` done)
        self.on_claim = on_claim  # the laptop answered a second phone (`confirm` done)
        self.notice: Notice | None = None
        self.sessions: Any = None
        self.name = ""
        self._shown: tuple[Notice | None, str, str] = (None, "", "")
        small = theme.SIZE_SMALL
        self.here = Button((0, 0, 10, 10), "", self._here, font_size=small, translate=False)
        self.yes = Button(
            (0, 0, 10, 10), "", partial(self._claim, True), font_size=small, translate=False
        )
        self.no = Button(
            (0, 0, 10, 10),
            "",
            partial(self._claim, False),
            style="plain",
            font_size=small,
            translate=False,
        )
        for button in self.buttons:
            button.visible = False

    @property
    def buttons(self) -> tuple[Button, Button, Button]:
        return (self.here, self.yes, self.no)

    def follow(self, sessions: Any, needed: int | None, name_of: Callable[[int], str]) -> bool:
        """Which notice stands now; True when that changed (the table draws again).
        `needed`: the seat whose phone the game waits for now (None: none)."""
        self.sessions = sessions
        notice: Notice | None = None
        if sessions.claims:
            notice = ("claim", sessions.claims[0])
        elif needed is not None and sessions.waiting(needed):
            notice = ("waiting", needed)
        name = name_of(notice[1]) if notice is not None else ""
        shown = (notice, name, get_language())  # a new language in the menu: new words
        if shown == self._shown:
            return False
        self._shown = shown
        self.notice = notice
        self.name = name
        self._lay_out()
        return True

    def set_box(self, box: pygame.Rect) -> None:
        """The table was laid out anew (a larger text factor)."""
        if box != self.box:
            self.box = pygame.Rect(box)
            self._lay_out()

    def _lay_out(self) -> None:
        notice, box = self.notice, self.box
        self.here.visible = notice is not None and notice[0] == "waiting"
        self.yes.visible = self.no.visible = notice is not None and notice[0] == "claim"
        if notice is None:
            return
        if notice[0] == "waiting":
            self.here.label = _(self.here_label).format(name=self.name)
            self.here.rect = pygame.Rect(box.x + 40, box.bottom - 56, box.width - 80, 44)
        else:
            half = (box.width - 100) // 2
            self.yes.label = _(LET_IN)
            self.no.label = _(KEEP_FIRST)
            self.yes.rect = pygame.Rect(box.x + 40, box.bottom - 56, half, 44)
            self.no.rect = pygame.Rect(box.right - 40 - half, box.bottom - 56, half, 44)

    def clear(self) -> None:
        self.notice = None
        self._shown = (None, "", "")
        self._lay_out()

    # ------------------------------------------------------------------ the buttons
    def _here(self) -> None:
        """The seat goes back to the laptop for the rest of the game; the table opens its
        private view there, behind its hand-off (`on_here`)."""
        notice = self.notice
        if self.sessions is None or notice is None or notice[0] != "waiting":
            return
        seat = notice[1]
        self.sessions.play_here(seat)
        self.clear()
        self.on_here(seat)

    def _claim(self, yes: bool) -> None:
        notice = self.notice
        if self.sessions is None or notice is None or notice[0] != "claim":
            return
        seat = notice[1]
        self.sessions.confirm(seat, yes)
        self.clear()
        if self.on_claim is not None:
            self.on_claim(seat, yes)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """For a table without a widget group: a press or release on a shown button."""
        return any(button.handle_event(event) for button in self.buttons if button.visible)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, font_size: int) -> None:
        """The card and its words (the buttons: the table's group, or `draw_buttons`)."""
        notice = self.notice
        if notice is None:
            return
        box = self.box
        pygame.draw.rect(surface, theme.CARD, box, border_radius=16)
        pygame.draw.rect(surface, theme.INK_SOFT, box, 2, border_radius=16)
        msgid = WAITING if notice[0] == "waiting" else SECOND_PHONE
        words = _(msgid).format(name=self.name)
        size = fit_text(words, font_size, box.width - 40, bold=True)
        text = assets.text(words, size, theme.INK, True)
        surface.blit(text, text.get_rect(center=(box.centerx, box.y + 32)))

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)
