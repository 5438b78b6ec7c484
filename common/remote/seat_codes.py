"""The setup screen's side of "Cards on phones" (issue 24), for any game's setup.

When the host switches the option on (`PHONES_OPTION` among the game's options), the phone
sessions are opened (`sessions.open_phones`: the server and this game's tokens) and every
person's seat row shows its QR code, whether the phone is there, and that a click gives the
address to type; a computer's seat shows none. A click on a code (or its words) shows it
large (`zoom`), with the person's name and the whole address in letters big enough to type.

The address is not typed in the row itself: at the smallest line a player must read (16 px
on the canvas, 12.5 px in an 800x500 window) it is about 400 px long, four or five lines in
the 108 x 81 px beside the code, more than the row holds; cut short it would be useless.

Switching the option off, or leaving the setup by "Back", closes the server; "Start game"
leaves it open for the table, which takes it over.

The addresses the server listens on are the laptop's private LAN addresses
(`server.lan_addresses`); `DRACHENSPIELE_PHONE_HOSTS` (comma-separated) or `SeatCodes.hosts`
narrows that, e.g. to 127.0.0.1 for tests and pictures.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.remote import qr

log = logging.getLogger(__name__)

#: The setup option's key that switches the phones on (a game offers it among its options;
#: any truthy value means on).
PHONES_OPTION = "phones"
HOSTS_VARIABLE = "DRACHENSPIELE_PHONE_HOSTS"

#: The code in a seat row: whole pixels per module make it 2 px a module at the rows'
#: height (a 33-module code with its quiet zone is 74 px).
ROW_CODE = 76
ZOOM_CODE = 420  # the large code a click shows
#: The smallest words here: 20 px lines, 12.5 px on screen in an 800x500 window (the setup
#: screen's READ_MIN); the row's words wrap at this size and are never shrunk below it
TEXT_MIN = 16
CODE_GAP = 10  # between the row's code and its words

SCAN_HINT = N_("Scan with {name}'s phone")  # the large code's title
#: the row's words, short enough for two lines each beside the code (its name stands at the
#: row's start)
SCAN_ROW = N_("Scan with a phone")
JOINED_ROW = N_("Phone is here")
ADDRESS_ROW = N_("Click for the address")
NO_NETWORK = N_("No Wi-Fi: phones cannot join")
NOT_STARTED = N_("Phones cannot join: {why}")
NOT_STARTED_ROW = N_("Phones cannot join")  # the row's words when the reason is too long
ZOOM_CLOSE = N_("Click anywhere to close")
OR_TYPE = N_("or type into the phone's browser:")
#: the settings' fixed port was taken by another program: phones join all the same
PORT_BUSY = N_("Port {wanted} was busy: the phones use {port} this time.")


@dataclass
class SeatRow:
    """What the setup knows of one seat: enough for its phone's hello and its code."""

    name: str
    rgb: tuple[int, int, int]
    person: bool
    colour_name: str = ""  # msgid ("Red"): the phone says "You are Anna (red)"


def configured_hosts() -> list[str] | None:
    raw = os.environ.get(HOSTS_VARIABLE, "").strip()
    return [h.strip() for h in raw.split(",") if h.strip()] or None


class SeatCodes:
    """The phone codes of one setup screen."""

    #: Listen only here (tests, pictures); None: the server's own choice (LAN + loopback).
    hosts: Sequence[str] | None = None

    def __init__(self, game_id: str, wake: Callable[[], None] | None = None) -> None:
        self.game_id = game_id
        self.wake = wake
        self.sessions: Any = None  # common.remote.sessions.PhoneSessions while on
        self.problem: str | None = None  # why the phones cannot join (translated)
        self.zoom: int | None = None  # the seat whose code is shown large
        self.spots: dict[int, pygame.Rect] = {}  # seat -> its code on screen (clicks)
        self.word_spots: dict[int, pygame.Rect] = {}  # seat -> the words beside it (clicks)
        self.rows: list[SeatRow] = []

    # ------------------------------------------------------------------ on and off
    @staticmethod
    def wanted(options: dict[str, Any]) -> bool:
        return bool(options.get(PHONES_OPTION))

    @property
    def on(self) -> bool:
        return self.sessions is not None

    def sync(self, options: dict[str, Any], rows: list[SeatRow], port: int = 0) -> None:
        """Open or close the sessions to match the option; tell them the seats. `port`: the
        settings' phone port (0: a free one)."""
        from common.remote import sessions as S

        self.rows = rows
        if not self.wanted(options):
            self.close()
            return
        if self.sessions is None:
            hosts = self.hosts if self.hosts is not None else configured_hosts()
            if hosts is None and not S.has_network():
                self.problem = _(NO_NETWORK)
                return
            try:
                self.sessions = S.open_phones(
                    self.game_id, len(rows), hosts=hosts, port=port, wake=self.wake
                )
            except (OSError, RuntimeError) as error:
                log.warning("phone server could not start: %s", error)
                self.problem = _(NOT_STARTED).format(why=error)
                return
            self.problem = None
        infos = [S.SeatInfo(r.name, S.hex_colour(r.rgb), r.person, r.colour_name) for r in rows]
        self.sessions.set_seats(infos)
        if self.zoom is not None and (self.zoom >= len(rows) or not rows[self.zoom].person):
            self.zoom = None

    def close(self) -> None:
        """The option went off or the setup was left: no server, no codes."""
        from common.remote import sessions as S

        if self.sessions is not None and S.current() is self.sessions:
            S.close_phones()
        self.sessions = None
        self.problem = None
        self.zoom = None
        self.spots = {}
        self.word_spots = {}

    def port_note(self) -> str | None:
        """One line when the settings' fixed port was busy and a free one is used."""
        busy = getattr(self.sessions, "busy_port", None)
        if not busy:
            return None
        return _(PORT_BUSY).format(wanted=busy, port=self.sessions.port)

    def hand_over(self) -> None:
        """The game starts: the table takes the open sessions over (they stay running)."""
        self.sessions = None
        self.zoom = None

    # ------------------------------------------------------------------ drawing
    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """The seat's code at the left of `rect` and its words beside it."""
        if seat >= len(self.rows) or not self.rows[seat].person:
            return
        if self.sessions is None:
            if self.problem:
                words = pygame.Rect(rect)
                if not self._words(surface, [self.problem], words, theme.DANGER, probe=True):
                    self._words(surface, [_(NOT_STARTED_ROW)], words, theme.DANGER)
                else:
                    self._words(surface, [self.problem], words, theme.DANGER)
            return
        url = self.sessions.url(seat)
        size = min(ROW_CODE, rect.height)
        code = qr.qr_surface(url, size)
        spot = code.get_rect(midleft=(rect.x, rect.centery))
        pygame.draw.rect(surface, (255, 255, 255), spot.inflate(6, 6), border_radius=6)
        surface.blit(code, spot)
        self.spots[seat] = spot
        joined = self.sessions.on_phone(seat)
        first = _(JOINED_ROW if joined else SCAN_ROW)
        left = spot.right + CODE_GAP
        words = pygame.Rect(left, rect.y, rect.right - left, rect.height)
        self.word_spots[seat] = words
        colour = theme.SECONDARY_DARK if joined else theme.INK_SOFT
        self._words(surface, [first, _(ADDRESS_ROW)], words, colour)

    def _words(
        self,
        surface: pygame.Surface,
        lines: list[str],
        rect: pygame.Rect,
        colour: theme.Colour,
        probe: bool = False,
    ) -> bool:
        """Lines wrapped into `rect` at TEXT_MIN, centred; the later ones are left out
        when they do not fit (the first always stands). False (and nothing drawn when
        `probe`) when even the first does not fit."""
        pictures: list[pygame.Surface] = []
        height = 0
        for i, line in enumerate(lines):
            ink = colour if i == 0 else theme.INK_FAINT
            picture = assets.wrapped_text(line, TEXT_MIN, ink, rect.width)
            if pictures and height + picture.get_height() > rect.height:
                break
            pictures.append(picture)
            height += picture.get_height()
        fits = height <= rect.height
        if probe:
            return fits
        y = rect.centery - height // 2
        for picture in pictures:
            surface.blit(picture, (rect.x, y))
            y += picture.get_height()
        return fits

    def draw_zoom(self, surface: pygame.Surface) -> None:
        """The chosen seat's code large, over everything, with the address to type."""
        if self.zoom is None or self.sessions is None:
            return
        seat = self.zoom
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill(theme.DIM)
        surface.blit(dim, (0, 0))
        code = qr.qr_surface(self.sessions.url(seat), ZOOM_CODE)
        panel = pygame.Rect(0, 0, max(code.get_width() + 80, 620), code.get_height() + 230)
        panel.center = (surface.get_width() // 2, surface.get_height() // 2)
        theme.draw_panel(surface, panel)
        row = self.rows[seat]
        pygame.draw.rect(surface, row.rgb, (panel.x, panel.y, panel.width, 14), border_radius=8)
        title = _(SCAN_HINT).format(name=row.name)
        size = min(theme.SIZE_HEADING - 4, _fit(title, theme.SIZE_HEADING - 4, panel.width - 40))
        text = assets.text(title, size, theme.INK, bold=True)
        surface.blit(text, text.get_rect(midtop=(panel.centerx, panel.y + 28)))
        where = code.get_rect(midtop=(panel.centerx, panel.y + 78))
        surface.blit(code, where)
        hint = assets.text(_(OR_TYPE), theme.SIZE_SMALL, theme.INK_SOFT)
        surface.blit(hint, hint.get_rect(midtop=(panel.centerx, where.bottom + 12)))
        address = self.sessions.short_address(seat)
        size = _fit(address, theme.SIZE_BODY, panel.width - 40, bold=True)
        text = assets.wrapped_text(address, size, theme.INK, panel.width - 40, bold=True)
        surface.blit(text, text.get_rect(midtop=(panel.centerx, where.bottom + 40)))
        close = assets.text(_(ZOOM_CLOSE), theme.SIZE_SMALL - 2, theme.INK_FAINT)
        surface.blit(close, close.get_rect(midbottom=(panel.centerx, panel.bottom - 14)))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on a code shows it large; anything while it is large closes it."""
        if self.zoom is not None:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.zoom = None
                return True
            return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            for seat, spot in [*self.spots.items(), *self.word_spots.items()]:
                if spot.collidepoint(event.pos) and self.sessions is not None:
                    self.zoom = seat
                    return True
        return False


def _fit(text: str, size: int, width: int, bold: bool = False) -> int:
    while size > TEXT_MIN and assets.font(size, bold).size(text)[0] > width:
        size -= 1
    return size
