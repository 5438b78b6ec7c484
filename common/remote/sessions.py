"""Which seat has a phone, on the frame's side of "Cards on phones" (issue 24).

`PhoneSessions` owns the server (server.py) for one game: it makes the seats' tokens
(`secrets`, 192 bits, new for every game: "Play again" makes new ones, `new_game`, and the
phones that stay are sent theirs), reads the server's inbox once per frame (`poll`),
remembers per seat whether a phone joined, whether it is connected and since when it is
gone, publishes each seat's view (a new `rev` only when the view changed) and
says when a needed phone has been gone too long (`waiting`, after `GRACE` seconds), so the
table can offer "Play Anna here instead" (`play_here`: the seat goes back to the laptop,
behind its hand-off, for the rest of the game).

Game-agnostic: the game's `remote.py` builds the views and reads the moves. Nothing here
blocks: every call to the server only hands a message to its loop.

One `PhoneSessions` at a time is "open" (`open_phones` / `current` / `close_phones`): the
setup screen opens it when the host switches the option on (its QR codes need the
addresses), the table takes it over, and the end of the game or the app closes it.
"""

from __future__ import annotations

import logging
import os
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from common.i18n import N_, _, get_language
from common.remote import protocol as P
from common.remote.server import PhoneServer, lan_addresses

log = logging.getLogger(__name__)

#: Seconds a needed phone may be away (a reload, a Wi-Fi blip, a screen lock) before the
#: laptop says "Waiting for Anna's phone" and offers to play that seat here.
GRACE = 4.0
TOKEN_BYTES = 24  # 192 bits, over the 128
GAME_ENDED = N_("The game has ended. For a new game, scan the new code on the laptop.")


@dataclass
class SeatInfo:
    """What a phone is told about its own seat (public facts)."""

    name: str
    colour: str  # "#rrggbb"
    person: bool = True
    #: the colour's name as a msgid ("Red"), translated when the hello goes out, so the
    #: page says "You are Anna (red)"; empty: the page says "You are Anna"
    colour_name: str = ""


@dataclass
class PhoneSeat:
    token: str
    joined: bool = False  # a phone joined this game: its hand lives there
    connected: bool = False
    gone_since: float | None = None
    last_seen: float = 0.0
    claim: bool = False  # a second phone waits for the laptop's yes
    here: bool = False  # taken back to the laptop ("Play Anna here instead")
    rev: int = 0
    body: dict[str, Any] | None = field(default=None, repr=False)


def hex_colour(rgb: Sequence[int]) -> str:
    r, g, b = (int(x) for x in rgb[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


class PhoneSessions:
    """The phones of one game: tokens, presence, views out, checked frames in."""

    def __init__(
        self,
        game_id: str,
        seats: int,
        *,
        hosts: Sequence[str] | None = None,
        port: int = 0,
        clock: Callable[[], float] = time.monotonic,
        wake: Callable[[], None] | None = None,
    ) -> None:
        self.game_id = game_id
        self.clock = clock
        self.server = PhoneServer(hosts=hosts, port=port, seats=seats, wake=wake, clock=clock)
        self.seats = [PhoneSeat(secrets.token_urlsafe(TOKEN_BYTES)) for _ in range(seats)]
        self.infos: list[SeatInfo] = [SeatInfo(f"{i + 1}", "#808080") for i in range(seats)]
        self.claims: list[int] = []  # seats where a second phone waits for the laptop
        self.lang = get_language()
        #: the settings' fixed port when it was busy and a free one is used instead
        #: (the setup screen says so in one line); None: the port asked for, or a free one
        self.busy_port: int | None = None

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> None:
        """Listen; a fixed port (the settings' "Port for phones") that is busy, or may not
        be bound, gives way to a free one rather than leaving the family without phones."""
        try:
            self.server.start()
        except RuntimeError as error:
            wanted = self.server.port
            if not wanted:
                raise
            log.warning("phone port %s could not be used (%s); a free one instead", wanted, error)
            self.server.port = 0
            self.server.start()
            self.busy_port = wanted
        self.set_seats(self.infos)  # tokens and first hellos; the setup names the seats

    def close(self, why: str = "") -> None:
        """Bye to every phone and stop. By default the phones are told how a next game
        finds them: the setup (or the next start of the app) makes new codes."""
        self.server.stop(why or _(GAME_ENDED))

    @property
    def running(self) -> bool:
        return self.server.running

    @property
    def port(self) -> int:
        return self.server.port

    def set_wake(self, wake: Callable[[], None] | None) -> None:
        self.server.wake = wake

    def set_seats(self, infos: Sequence[SeatInfo]) -> None:
        """Names, colours and who is a person (computers get no token); hellos go out."""
        for index, info in enumerate(infos[: len(self.seats)]):
            self.infos[index] = info
        self.lang = get_language()
        self._send_tokens()
        for seat in range(len(self.seats)):
            if self.infos[seat].person and not self.seats[seat].here:
                self.server.publish(seat, self.hello(seat), None)

    def new_game(self) -> None:
        """ "Play again": every seat gets a new token (the issue: new for each game). The
        phones that are connected keep their seats and are handed their new token over
        their open socket (server.py); the old tokens open nothing from now on, so a page
        still holding one is asked for a new code. Each seat's next view goes out even if
        it looks like the last one (a new game's first view)."""
        for phone in self.seats:
            phone.token = secrets.token_urlsafe(TOKEN_BYTES)
            phone.body = None
        self._send_tokens()

    def follow_language(self) -> bool:
        """The app's language changed (the pause menu's settings): new hellos with the
        page's words in it; True if so. The views follow with the next publish."""
        if get_language() == self.lang:
            return False
        self.set_seats(self.infos)
        return True

    def _send_tokens(self) -> None:
        self.server.set_tokens(
            {
                p.token: seat
                for seat, p in enumerate(self.seats)
                if self.infos[seat].person and not p.here
            }
        )

    def hello(self, seat: int) -> str:
        info = self.infos[seat]
        texts = {key: _(msgid) for key, msgid in P.PAGE_TEXTS.items()}
        lang = self.lang if self.lang in ("de", "en") else "en"
        # in brackets after the name: "(red)", "(rot)" read as adjectives in both languages
        colour_name = _(info.colour_name).lower() if info.colour_name else ""
        return P.hello(seat, info.name, info.colour, lang, self.game_id, texts, colour_name)

    # ------------------------------------------------------------------ addresses
    def host(self) -> str:
        """The address phones use: the laptop's first private LAN address (the server
        listens there only when it was started without `hosts`)."""
        hosts = [h for h in self.server.hosts if h not in ("127.0.0.1", "::1")]
        if hosts:
            return hosts[0]
        return self.server.hosts[0] if self.server.hosts else "127.0.0.1"

    def url(self, seat: int, host: str | None = None) -> str:
        """The address of `seat`'s page (its QR code); the token is its only key."""
        return self.server.url(host or self.host(), self.seats[seat].token)

    def short_address(self, seat: int) -> str:
        """The typed fallback under the QR code (the same address)."""
        return self.url(seat).removeprefix("http://")

    # ------------------------------------------------------------------ the frame
    def poll(self) -> list[tuple[int, P.Incoming]]:
        """Drain the server's inbox (once per frame): presence is noted here, the phones'
        checked frames are returned for the game, in arrival order."""
        frames: list[tuple[int, P.Incoming]] = []
        inbox = self.server.inbox
        now = self.clock()
        while not inbox.empty():
            item = inbox.get_nowait()
            what, seat = item[0], item[1]
            if not 0 <= seat < len(self.seats):
                continue
            phone = self.seats[seat]
            if what == "join":
                phone.joined = phone.connected = True
                phone.gone_since = None
                phone.last_seen = now
                phone.claim = False
            elif what == "gone":
                phone.connected = False
                phone.gone_since = now
            elif what == "claim":
                phone.claim = True
                if seat not in self.claims:
                    self.claims.append(seat)
            elif what == "frame" and not phone.here:
                phone.last_seen = now
                frames.append((seat, item[2]))
        return frames

    def on_phone(self, seat: int) -> bool:
        """Whether `seat`'s hand lives on a phone now (a phone joined, not taken back)."""
        phone = self.seats[seat] if 0 <= seat < len(self.seats) else None
        return phone is not None and phone.joined and not phone.here

    def phone_seats(self) -> list[int]:
        return [s for s in range(len(self.seats)) if self.on_phone(s)]

    def waiting(self, seat: int) -> bool:
        """`seat`'s phone is needed by the caller and gone for more than GRACE seconds."""
        phone = self.seats[seat]
        return (
            self.on_phone(seat)
            and not phone.connected
            and phone.gone_since is not None
            and self.clock() - phone.gone_since >= GRACE
        )

    def play_here(self, seat: int) -> None:
        """ "Play Anna here instead": the seat leaves its phone for the rest of the game."""
        phone = self.seats[seat]
        phone.here = True
        phone.connected = False
        if seat in self.claims:
            self.claims.remove(seat)
        self.server.drop_seat(
            seat, _("{name} plays on the laptop now.").format(name=self.infos[seat].name)
        )

    def offer_again(self, seat: int) -> None:
        """A seat taken back to the laptop ("Play Anna here instead") may join with a phone
        again ("Connect phones" at the table): a new code; the old one stays refused."""
        phone = self.seats[seat]
        if not phone.here:
            return
        self.seats[seat] = PhoneSeat(secrets.token_urlsafe(TOKEN_BYTES), rev=phone.rev)
        self._send_tokens()
        if self.infos[seat].person:
            self.server.publish(seat, self.hello(seat), None)

    def confirm(self, seat: int, yes: bool) -> None:
        """The laptop's answer to a second phone on `seat`."""
        if seat in self.claims:
            self.claims.remove(seat)
        self.seats[seat].claim = False
        if yes:
            self.server.confirm(seat)
        else:
            self.server.deny(seat)

    def publish(self, seat: int, body: dict[str, Any]) -> bool:
        """Send `seat` its view if it changed (a new rev); True when sent."""
        phone = self.seats[seat]
        if phone.here or not self.infos[seat].person or body == phone.body:
            return False
        phone.body = body
        phone.rev += 1
        window = body.get("window")
        deadline = None
        if isinstance(window, dict) and isinstance(window.get("ends_in_ms"), int):
            # the bar's end on the laptop's clock: every later send counts down to it
            deadline = self.server.clock() + window["ends_in_ms"] / 1000
        self.server.publish(seat, None, P.view(phone.rev, body), deadline)
        return True

    def rev(self, seat: int) -> int:
        return self.seats[seat].rev

    def refuse(self, seat: int, ref: int, code: str, reason: str) -> None:
        """A refusal to that phone only."""
        self.server.send(seat, P.refused(ref, code, reason))


# ---------------------------------------------------------------------- the open one
_OPEN: PhoneSessions | None = None


def open_phones(
    game_id: str,
    seats: int,
    *,
    hosts: Sequence[str] | None = None,
    port: int = 0,
    wake: Callable[[], None] | None = None,
) -> PhoneSessions:
    """The running phone sessions for `game_id` (started now if none or another game's):
    the setup opens them when "Cards on phones" is switched on. `hosts` None: the
    environment's DRACHENSPIELE_PHONE_HOSTS (comma-separated; tests set 127.0.0.1), else
    loopback and the private LAN addresses."""
    global _OPEN
    if hosts is None and os.environ.get("DRACHENSPIELE_PHONE_HOSTS"):
        hosts = [h.strip() for h in os.environ["DRACHENSPIELE_PHONE_HOSTS"].split(",") if h.strip()]
    if (
        _OPEN is not None
        and _OPEN.running
        and _OPEN.game_id == game_id
        and len(_OPEN.seats) >= seats
    ):
        return _OPEN
    close_phones()
    sessions = PhoneSessions(game_id, max(seats, 6), hosts=hosts, port=port, wake=wake)
    sessions.start()
    _OPEN = sessions
    return sessions


def current() -> PhoneSessions | None:
    return _OPEN if _OPEN is not None and _OPEN.running else None


def close_phones(why: str = "") -> None:
    """Stop the server (the game ended, the option was switched off, the app quits)."""
    global _OPEN
    sessions, _OPEN = _OPEN, None
    if sessions is not None:
        sessions.close(why)


def release(sessions: PhoneSessions, why: str = "") -> None:
    """A table is done with `sessions`: stop them, through `close_phones` when they are the
    open ones (so `current()` forgets them), else on their own."""
    if current() is sessions:
        close_phones(why)
    else:
        sessions.close(why)


def has_network() -> bool:
    """Whether phones could reach this laptop at all (a private LAN address exists)."""
    return bool(lan_addresses())
