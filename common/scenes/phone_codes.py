"""Connect phones in the middle of a game (issue 24): every person's code, and who has joined.

A family that continues a game played with "Cards on phones" gets their phones back here
(the tokens of a game are not saved, so Continue starts hot-seat), and so does a family
that decides mid-game to play with phones: the table's menu item opens this screen over
the table with a new code for each person at the laptop. Each card shows the person's
name, their code (the setup's `qr.qr_surface`), whether their phone is here; a click on a
card shows its code large with the whole address to type (the setup's `SeatCodes` zoom).
"Done" (or Esc) goes back to the table, which plays each seat whose phone joined on that
phone from then on, exactly as if it had been chosen in the setup.

The screen is opaque and draws nothing of the table: no hand shows while people gather
round the laptop to scan. The table below is not updated meanwhile (only the top scene
is), so an answer bar stands still for everybody alike and goes on with the time it had;
the phones' actions wait in the table's queue (`listen`) and are taken when it resumes.
Game-agnostic: the table hands it the sessions, the seat rows and its two callbacks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.remote import qr
from common.remote.seat_codes import ADDRESS_ROW, SCAN_HINT, TEXT_MIN, SeatCodes, SeatRow
from common.scenes.base import HEADER_HEIGHT, MenuScene
from common.widgets import Button, fit_text

TITLE = N_("Connect phones")
INTRO = N_("Each person scans their own code. Without a phone you play here as before.")
JOINED = N_("{name}'s phone is here")
DONE_HELP = N_("Back to the game: who has a phone now plays on it.")
CARDS_HELP = N_(
    "One card per person: scan it with that person's phone. A click on a card shows its"
    " code large, with the address to type."
)
CARDS_AREA = pygame.Rect(40, HEADER_HEIGHT + 68, 1200, 530)
CARD_GAP = 20
CARD_MAX = (380, 380)
DONE_BUTTON = pygame.Rect(640 - 130, 714, 260, 64)


class PhoneCodesScene(MenuScene):
    """The codes of the people at the table, over it (opaque); see the module docstring."""

    def __init__(
        self,
        sessions: Any,
        rows: Sequence[SeatRow],
        listen: Callable[[], None],
        on_done: Callable[[], None],
        problem: str | None = None,
    ) -> None:
        super().__init__()
        self.codes = SeatCodes(getattr(sessions, "game_id", ""))
        self.codes.sessions = sessions
        self.codes.rows = list(rows)
        self.codes.problem = problem
        self.listen = listen
        self.on_done = on_done
        self._seen: frozenset[int] = frozenset()
        self.finished = False

    @property
    def sessions(self) -> Any:
        return self.codes.sessions

    def people(self) -> list[int]:
        return [seat for seat, row in enumerate(self.codes.rows) if row.person]

    def build(self) -> None:
        self.group.add(Button(DONE_BUTTON, N_("Done"), self.back))

    def back(self) -> None:
        """ "Done" or Esc: the table takes the phones that joined."""
        if self.finished:
            return
        self.finished = True
        self.on_done()
        self.manager.remove(self)

    # ------------------------------------------------------------------ the frame
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.sessions is not None and self.codes.handle_event(event):
            self.request_redraw()
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self.sessions is not None:
            self.listen()  # who joined is noted; what the phones sent waits for the table
            seen = frozenset(self.sessions.phone_seats())
            if seen != self._seen:
                self._seen = seen
                changed = True
        return changed

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        return [
            (CARDS_AREA, CARDS_HELP),
            (DONE_BUTTON, DONE_HELP),
        ]

    # ------------------------------------------------------------------ drawing
    def card_rects(self) -> dict[int, pygame.Rect]:
        """One card per person: up to three in a row, as large as the room allows."""
        people = self.people()
        count = len(people)
        cols = count if count <= 3 else (2 if count == 4 else 3)
        rows = (count + cols - 1) // max(1, cols)
        width = min(CARD_MAX[0], (CARDS_AREA.width - CARD_GAP * (cols - 1)) // max(1, cols))
        height = min(CARD_MAX[1], (CARDS_AREA.height - CARD_GAP * (rows - 1)) // max(1, rows))
        rects: dict[int, pygame.Rect] = {}
        for index, seat in enumerate(people):
            row, col = divmod(index, cols)
            in_row = min(cols, count - row * cols)
            left = CARDS_AREA.centerx - (in_row * width + (in_row - 1) * CARD_GAP) // 2
            top = CARDS_AREA.centery - (rows * height + (rows - 1) * CARD_GAP) // 2
            rects[seat] = pygame.Rect(
                left + col * (width + CARD_GAP), top + row * (height + CARD_GAP), width, height
            )
        return rects

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_header(surface, _(TITLE))
        intro = _(INTRO)
        size = fit_text(intro, theme.SIZE_BODY - 2, CARDS_AREA.width, min_size=TEXT_MIN)
        text = assets.wrapped_text(intro, size, theme.INK_SOFT, CARDS_AREA.width, align="center")
        surface.blit(text, text.get_rect(midtop=(CARDS_AREA.centerx, HEADER_HEIGHT + 4)))
        note = self.codes.port_note() if self.sessions is not None else None
        if note is not None:  # the settings' port was busy
            picture = assets.text(note, TEXT_MIN + 2, theme.PRIMARY_DARK)
            surface.blit(
                picture,
                picture.get_rect(
                    midtop=(CARDS_AREA.centerx, text.get_rect().height + HEADER_HEIGHT + 8)
                ),
            )
        if self.sessions is None:
            problem = self.codes.problem or ""
            panel = CARDS_AREA.inflate(-300, -300)
            theme.draw_panel(surface, panel)
            words = assets.wrapped_text(problem, theme.SIZE_BODY, theme.DANGER, panel.width - 60)
            surface.blit(words, words.get_rect(center=panel.center))
            return
        self.codes.spots = {}
        for seat, card in self.card_rects().items():
            self.draw_card(surface, seat, card)

    def draw_card(self, surface: pygame.Surface, seat: int, card: pygame.Rect) -> None:
        row = self.codes.rows[seat]
        joined = self.sessions.on_phone(seat)
        theme.draw_panel(surface, card)
        strip = pygame.Rect(card.x, card.y, card.width, 12)
        pygame.draw.rect(surface, row.rgb, strip, border_radius=8)
        size = fit_text(
            row.name, theme.SIZE_BODY + 2, card.width - 40, bold=True, min_size=TEXT_MIN
        )
        name = assets.text(row.name, size, theme.INK, True)
        surface.blit(name, name.get_rect(midtop=(card.centerx, card.y + 22)))
        words = [
            (_(JOINED if joined else SCAN_HINT).format(name=row.name), joined),
            (_(ADDRESS_ROW), None),
        ]
        pictures = []
        for text, state in words:
            ink = (
                theme.INK_FAINT
                if state is None
                else (theme.SECONDARY_DARK if state else theme.INK_SOFT)
            )
            pictures.append(
                assets.wrapped_text(
                    text, TEXT_MIN + 2, ink, card.width - 32, bold=bool(state), align="center"
                )
            )
        below = sum(p.get_height() for p in pictures) + 14
        room = card.bottom - 16 - below - (card.y + 22 + name.get_height() + 10)
        code = qr.qr_surface(self.sessions.url(seat), max(60, min(room, 260)))
        spot = code.get_rect(midtop=(card.centerx, card.y + 22 + name.get_height() + 12))
        pygame.draw.rect(surface, (255, 255, 255), spot.inflate(10, 10), border_radius=8)
        surface.blit(code, spot)
        if joined:  # a tick over the code's corner: this one is done
            tick = spot.topright
            pygame.draw.circle(surface, theme.SECONDARY_DARK, tick, 18)
            pygame.draw.lines(
                surface,
                theme.CARD,
                False,
                [(tick[0] - 8, tick[1]), (tick[0] - 2, tick[1] + 7), (tick[0] + 9, tick[1] - 7)],
                4,
            )
        y = spot.bottom + 14
        for picture in pictures:
            surface.blit(picture, picture.get_rect(midtop=(card.centerx, y)))
            y += picture.get_height()
        self.codes.spots[seat] = card  # a click anywhere on the card shows its code large

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.codes.draw_zoom(surface)
