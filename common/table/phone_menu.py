"""Phones that join a game already on the table (issue 24), alike in both games: the
table menu's "Connect phones", Continue of a game played with phones, and the words and
picture of a panel's "Phone" chip.

Why one piece for both games: the family's steps are the same whichever game is on the
table. "Connect phones" starts the phone server if it is not running (a seat taken back
to the laptop gets a new code if it is), shows `common.scenes.phone_codes` over the table
(opaque: nothing private shows) and "Done" hands the seats whose phone joined to their
phones. A game played with phones says so in its save's table data (`PHONES_PLAYED`,
never a token: a game's codes are not saved), so Continue opens on the codes, new ones.
What is each game's: when the menu may offer it (`may_connect_phones`: not in the guided
game, a replay, after the end, nor while someone's private view is open), the seats' rows
(`phone_rows`), how it attaches the sessions (`attach_phones`), what it does while the
codes stand (`listen_phones`) and after "Done" (`phones_connected`).

Mixin of a table scene, before `TableSceneBase` in its bases (it adds to `pause_extras`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.widgets import draw_text_centered, fit_text

log = logging.getLogger(__name__)

CONNECT = N_("Connect phones")
#: The save's table data: this game was played with phones (set when they are attached),
#: so Continue shows the codes first: a game's codes themselves are never saved
PHONES_PLAYED = "phones"
PHONE_CHIP = N_("Phone")
#: the chip of a seat whose phone has gone (asleep, out of the Wi-Fi): said in words, not
#: by a faded colour alone
PHONE_GONE_CHIP = N_("Phone gone")


class PhoneMenu:
    """The table's side of phones joining mid-game; see the module docstring."""

    phones: Any = None  # the game's desk (its `.sessions`), None without phones
    session: Any
    manager: Any

    # ------------------------------------------------------------------ the game's part
    def phone_game(self) -> str:
        raise NotImplementedError

    def phone_rows(self) -> list[Any]:
        """Each seat's `SeatRow` (name, colour, person, colour's name), in seat order."""
        raise NotImplementedError

    def may_connect_phones(self) -> bool:
        raise NotImplementedError

    def attach_phones(self, sessions: Any) -> None:
        raise NotImplementedError

    def listen_phones(self) -> None:
        """While the codes stand over the table (the table below is not updated)."""

    def phones_shown(self) -> None:
        """The codes are about to show: each person's view may wait at the server."""

    def phones_connected(self) -> None:
        """ "Done": the joined seats play on their phones from now on."""

    # ------------------------------------------------------------------ the menu
    def pause_extras(self) -> list[tuple[str, Callable[[], None]]]:
        """The menu offers "Connect phones" when `may_connect_phones`."""
        extras: list[tuple[str, Callable[[], None]]] = super().pause_extras()  # type: ignore[misc]
        if self.may_connect_phones():
            extras.append((CONNECT, self.connect_phones))
        return extras

    def connect_phones(self) -> None:
        """Start the phones if they are not running and show every person's code."""
        from common.scenes.phone_codes import PhoneCodesScene

        problem = self.start_phones()
        self.phones_shown()
        sessions = self.phones.sessions if self.phones is not None else None
        self.manager.push(
            PhoneCodesScene(
                sessions, self.phone_rows(), self.listen_phones, self.phones_connected, problem
            )
        )

    def start_phones(self) -> str | None:
        """The running sessions, attached (a seat played here instead gets a new code), or
        the server opened now; the words of what went wrong, else None."""
        from common.remote import sessions as S
        from common.remote.seat_codes import NO_NETWORK, NOT_STARTED, configured_hosts

        rows = self.phone_rows()
        phones = self.phones
        if phones is not None and phones.sessions.running:
            for seat, row in enumerate(rows):
                if row.person:
                    phones.sessions.offer_again(seat)  # "Play here instead" earlier: a new code
            return None
        self.phones = None
        app = getattr(self, "app", None)
        hosts = configured_hosts()
        port = int(getattr(getattr(app, "settings", None), "phone_port", 0) or 0)
        if hosts is None and not S.has_network():
            return _(NO_NETWORK)
        try:
            sessions = S.open_phones(self.phone_game(), len(rows), hosts=hosts, port=port)
        except (OSError, RuntimeError) as error:
            log.warning("cards on phones: the server could not start: %s", error)
            return _(NOT_STARTED).format(why=error)
        self.attach_phones(sessions)
        if app is not None:
            self.wake_phones(lambda: app.post_from_thread(app.request_redraw))
        return None

    def offer_phones_again(self) -> bool:
        """Continue of a game played with phones (`resumed`: the table was loaded): its
        codes come first (new ones, the old are gone with the app), before anybody's
        private view; True if they were shown."""
        if (
            not getattr(self, "resumed", False)
            or self.session.table.get(PHONES_PLAYED) is not True
            or self.phones is not None
            or not self.may_connect_phones()
        ):
            return False
        self.connect_phones()
        return True

    def phone_seat_infos(self) -> list[Any]:
        """What each seat's phone is told of its seat (`SeatInfo`), from `phone_rows`."""
        from common.remote.sessions import SeatInfo, hex_colour

        return [
            SeatInfo(row.name, hex_colour(row.rgb), row.person, row.colour_name)
            for row in self.phone_rows()
        ]

    def note_phones_played(self) -> None:
        """Attached: the save says so (never a token), so Continue brings the codes back."""
        self.session.table[PHONES_PLAYED] = True

    def hand_phones_to(self, table: Any) -> None:
        """ "Play again": the same people keep their phones at the new table, with new
        codes (the issue: new tokens each game; each connected phone is sent its own);
        this table will not close them when it is left."""
        phones, self.phones = self.phones, None
        if phones is not None:
            phones.sessions.new_game()
            table.attach_phones(phones.sessions)

    def wake_phones(self, wake: Callable[[], None]) -> None:
        """What the server calls from its thread when a phone sent something."""
        if self.phones is not None:
            self.phones.sessions.set_wake(wake)

    def close_phones(self, why: str = "") -> None:
        """The game is over or left: say bye to the phones and stop the server."""
        phones, self.phones = self.phones, None
        if phones is not None:
            from common.remote.sessions import release

            release(phones.sessions, why)

    def on_phone(self, seat: int | None) -> bool:
        """Whether `seat` plays on its phone now (a phone joined, not taken back)."""
        phones = self.phones
        return phones is not None and seat is not None and phones.sessions.on_phone(seat)

    # ------------------------------------------------------------------ the panels' chip
    def phone_present(self, seat: int) -> bool:
        """The seat's phone is connected now (its chip says "Phone", else "Phone gone")."""
        phones = self.phones
        return phones is not None and phones.sessions.seats[seat].connected

    def phone_chip_words(self, seat: int) -> str:
        """ "Phone" while the seat's phone is connected, "Phone gone" while it is away."""
        return _(PHONE_CHIP) if self.phone_present(seat) else _(PHONE_GONE_CHIP)


def draw_phone_chip(
    surface: pygame.Surface,
    chip: pygame.Rect,
    words: str,
    size: int,
    here: bool,
    ring: tuple[int, int, int],
    min_size: int,
) -> None:
    """A rounded chip with `words`: ringed in the seat's colour while its phone is here,
    faded (and saying so in words) while it has gone."""
    face = theme.CARD if here else theme.lighten(theme.CARD, 0.5)
    pygame.draw.rect(surface, face, chip, border_radius=chip.height // 2)
    edge = ring if here else theme.INK_SOFT
    pygame.draw.rect(surface, edge, chip, 2, border_radius=chip.height // 2)
    fitted = fit_text(words, size, chip.width - 12, bold=True, min_size=min_size)
    ink = theme.INK if here else theme.INK_SOFT
    draw_text_centered(surface, words, fitted, ink, chip.center, bold=True)


def phone_chip_width(words: str, size: int, pad: int) -> int:
    """The chip's width for its words at `size`, bold, with `pad` either side."""
    return assets.font(size, True).size(words)[0] + 2 * pad
