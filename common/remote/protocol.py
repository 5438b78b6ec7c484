"""The wire between the laptop and the phones ("Cards on phones", issue 24): one versioned
schema, JSON text frames only. Pure Python, no pygame, no aiohttp: the server, the
sessions, the tests and the phone page's author all read this one file
(and docs/PHONES.md, which says it in prose with each game's view).

Every frame is a JSON object with ``"v": VERSION`` and a ``"type"``. The phone only ever
receives what its own seat may know (built by the game's ``remote.py`` from
``state.view(seat)`` and ``event_view(event, seat)``); what it sends is checked here first
(size, type, fields; `parse_incoming`) and then by the engine like any other move.

server -> phone (built by the functions below, never by hand):
  hello    seat, name, colour (#rrggbb), colour_name (translated, or ""), lang ("de"/"en"),
           game, texts {key: text}
  view     rev (counts up on every change), view {...game's view, see docs/PHONES.md}
  refused  ref (the phone's ref, or -1), code (stable), reason (translated)
  held     why (translated): this phone waits, e.g. for the laptop to confirm a second
           phone on a seat that already has one; nothing else arrives until a hello
  bye      why (translated): the game ended, the app quit, or the seat went back to the
           laptop; the server then closes the socket
  token    token: this seat's key from now on ("Play again": new tokens each game). The
           old one stops working at once; the page reconnects with this one and puts it
           in its address (history.replaceState), so a reload works
  pong     -

phone -> server (`parse_incoming` gives one of the dataclasses below, or a `Refusal`):
  move     ref, rev, move {engine move JSON}: one of the view's "can" moves (exchange: the
           chosen cards filled in); a stale rev is refused, nothing changes
  play     ref, rev, card: play an action card whose target is picked on the laptop
  pass     ref: "go on" in an answer window (the engine's pass for this seat)
  ping     -

The socket's address: /ws?token=<token>&device=<device>. `device` (optional, `device_id`)
is the page's own random id, kept per token in the phone's localStorage: a connection
with the seat's token AND the device id of the seat's current phone is that phone coming
back (a locked screen whose old socket the server has not yet seen die) and takes the
seat at once, the old socket closed quietly (4005, no frame); any other second connection
waits for the laptop (held). The device id is no key: without a valid token it gets
nothing, and with one it only spares the phone that already holds the seat the question.

`v` changes only when a frame changes meaning. Additions an older page may ignore keep it
(the device parameter, the token frame: an older page without them waits for the laptop
after a locked screen, and after "Play again" is asked for a new code when it reconnects).

Close codes (the socket is closed with one; nothing else is sent first unless noted):
  4000 bye (a "bye" frame first)      4001 no or unknown token (nothing sent at all)
  4002 frame over MAX_BYTES           4003 binary frame
  4004 flood (over the rate)          4005 the seat was taken by another phone
  4006 too many connections           4007 not JSON, or refused frames repeated (MAX_BAD)
  (4005 also closes, without a frame, the old socket of a phone that came back)
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any, Final, Literal, TypedDict

from common.i18n import N_

VERSION: Final = 1
#: Largest frame accepted from a phone (bytes of UTF-8); bigger closes the socket (4002).
MAX_BYTES: Final = 16 * 1024
#: A phone may send this many frames per second on average, with bursts up to `BURST`;
#: over that the socket is closed (4004). Enough for a person tapping as fast as they can.
RATE_PER_SECOND: Final = 10.0
BURST: Final = 30
#: Refused (malformed) frames a connection may send before it is closed (4007).
MAX_BAD: Final = 50
#: Nesting depth and list length allowed inside a move (engine moves are flat).
MAX_DEPTH: Final = 3
MAX_LIST: Final = 16
#: A ref or rev is a whole number in [0, MAX_INT].
MAX_INT: Final = 2**31 - 1

#: A device id (`device_id`): what the page makes from 16 random bytes, in a safe alphabet.
DEVICE_PATTERN: Final = re.compile(r"[A-Za-z0-9_-]{16,64}")

CLOSE_BYE: Final = 4000
CLOSE_NO_TOKEN: Final = 4001
CLOSE_TOO_BIG: Final = 4002
CLOSE_BINARY: Final = 4003
CLOSE_FLOOD: Final = 4004
CLOSE_REPLACED: Final = 4005
CLOSE_TOO_MANY: Final = 4006
CLOSE_MALFORMED: Final = 4007

Lang = Literal["de", "en"]

# ------------------------------------------------------------------------- refusals
#: Why a frame from a phone was refused: code -> English text (msgid, translated by
#: `common.i18n` before it goes out). Engine refusals keep the engine's own codes
#: (`IllegalMove.code`), translated by the game.
REFUSALS: Final[dict[str, str]] = {
    "too_big": N_("That message was too long."),
    "binary": N_("That message was not text."),
    "not_json": N_("That message could not be read."),
    "not_object": N_("That message could not be read."),
    "bad_version": N_("This page is out of date: please reload it."),
    "unknown_type": N_("The laptop does not know that request."),
    "bad_field": N_("That request was incomplete."),
    "flood": N_("Too many messages at once."),
    "stale": N_("The game has moved on: look again and choose once more."),
    "not_now": N_("That is not yours to do right now."),
    "not_in_hand": N_("That card is not in your hand."),
}


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refused frame: `code` (a `REFUSALS` key), English `detail` for logs, and whether
    the connection must be closed (`close_code`, or None to keep it open)."""

    code: str
    detail: str
    close_code: int | None = None


# ------------------------------------------------------------------------- incoming
@dataclass(frozen=True, slots=True)
class MoveMsg:
    """A complete engine move chosen on the phone (one of the view's "can" moves)."""

    ref: int
    rev: int
    move: dict[str, Any]


@dataclass(frozen=True, slots=True)
class PlayMsg:
    """An action card played from the phone; its target is then picked on the laptop."""

    ref: int
    rev: int
    card: int


@dataclass(frozen=True, slots=True)
class PassMsg:
    """ "Go on" in an answer window."""

    ref: int


@dataclass(frozen=True, slots=True)
class PingMsg:
    """Keep-alive; answered with a pong."""


Incoming = MoveMsg | PlayMsg | PassMsg | PingMsg

#: Fields (besides v and type) each incoming type must have, exactly.
INCOMING_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "move": ("ref", "rev", "move"),
    "play": ("ref", "rev", "card"),
    "pass": ("ref",),
    "ping": (),
}


def device_id(raw: object) -> str:
    """The socket address's `device` parameter if it is a well-formed device id, else ""
    (no device: the connection counts as a new phone, as before the parameter existed)."""
    if isinstance(raw, str) and DEVICE_PATTERN.fullmatch(raw):
        return raw
    return ""


def _whole(value: object, top: int = MAX_INT) -> bool:
    return type(value) is int and 0 <= value <= top


def _plain(value: object, depth: int) -> bool:
    """A move's values are whole numbers, None, short strings and short lists of these."""
    if value is None or type(value) is int or type(value) is bool:
        return True
    if isinstance(value, float):
        return math.isfinite(value)  # the engine refuses it with a reason of its own
    if isinstance(value, str):
        return len(value) <= 64
    if isinstance(value, list) and depth < MAX_DEPTH:
        return len(value) <= MAX_LIST and all(_plain(v, depth + 1) for v in value)
    return False


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_incoming(raw: str | bytes) -> Incoming | Refusal:
    """Check one frame from a phone: the only way anything a phone sends gets further.
    Never raises; a `Refusal` says why (and whether to close the socket)."""
    if isinstance(raw, bytes | bytearray | memoryview):
        return Refusal("binary", "binary frame", CLOSE_BINARY)
    if not isinstance(raw, str):
        return Refusal("binary", f"frame of type {type(raw).__name__}", CLOSE_BINARY)
    if len(raw) > MAX_BYTES or len(raw.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        return Refusal("too_big", f"frame of {len(raw)} characters", CLOSE_TOO_BIG)
    try:
        data = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:  # the issue: malformed JSON closes it
        return Refusal("not_json", f"not JSON: {error}"[:200], CLOSE_MALFORMED)
    if not isinstance(data, dict):
        return Refusal("not_object", f"a frame is an object, not {type(data).__name__}")
    if data.get("v") != VERSION or type(data.get("v")) is not int:
        return Refusal("bad_version", f"version {data.get('v')!r}, expected {VERSION}")
    kind = data.get("type")
    names = INCOMING_FIELDS.get(kind) if isinstance(kind, str) else None
    if names is None:
        return Refusal("unknown_type", f"unknown type {str(kind)[:40]!r}")
    extra = sorted(str(k)[:40] for k in data if k not in names and k not in ("v", "type"))
    missing = [n for n in names if n not in data]
    if extra or missing:
        return Refusal("bad_field", f"{kind}: missing {missing}, extra {extra[:5]}")
    for name in ("ref", "rev", "card"):
        if name in names and not _whole(data[name]):
            return Refusal("bad_field", f"{kind}.{name} must be a whole number")
    if kind == "move":
        move = data["move"]
        if (
            not isinstance(move, dict)
            or len(move) > MAX_LIST
            or not all(isinstance(k, str) and len(k) <= 32 for k in move)
            or not all(_plain(v, 1) for v in move.values())
            or not isinstance(move.get("kind"), str)
        ):
            return Refusal("bad_field", "move must be a flat engine move object")
        return MoveMsg(data["ref"], data["rev"], move)
    if kind == "play":
        return PlayMsg(data["ref"], data["rev"], data["card"])
    if kind == "pass":
        return PassMsg(data["ref"])
    return PingMsg()


class RateLimit:
    """A token bucket per connection: `allow(now)` is False once a phone sends faster than
    `rate` frames per second on average (bursts up to `burst`), which closes it (4004)."""

    __slots__ = ("burst", "last", "rate", "tokens")

    def __init__(self, now: float, rate: float = RATE_PER_SECOND, burst: int = BURST) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.last = now

    def allow(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


# ------------------------------------------------------------------------- outgoing
class WindowInfo(TypedDict):
    """An open answer window, the same for every phone but `nothing_to_play`."""

    kind: str  # "slumber" | "counter" | "duel" (the game's word for the window)
    title: str  # translated, e.g. "Sweet Slumber? Answer now"
    ends_in_ms: int  # the laptop's bar: the same length for everyone
    total_ms: int
    nothing_to_play: bool  # only this phone's own fact
    asked: bool  # whether this seat is the one asked now


class CanItem(TypedDict, total=False):
    """One thing the seat may do now from the phone. Exactly one of `move` (send it back
    in a "move" frame; `pick_cards` True: fill "cards" with chosen hand cards first) or
    `play` (a card id: send a "play" frame; the target is picked on the laptop)."""

    label: str
    move: dict[str, Any]
    play: int
    pick_cards: bool
    card: int  # the hand card this item is about (to draw it on that card), if any
    style: str  # "main" | "answer" | "pay" | "danger" | "plain"


def _frame(kind: str, **fields: Any) -> str:
    return json.dumps(
        {"v": VERSION, "type": kind, **fields}, separators=(",", ":"), ensure_ascii=False
    )


def hello(
    seat: int,
    name: str,
    colour: str,
    lang: str,
    game: str,
    texts: dict[str, str],
    colour_name: str = "",
) -> str:
    """`colour_name`: the seat colour's translated name ("red"), or "" when not known."""
    return _frame(
        "hello",
        seat=seat,
        name=name,
        colour=colour,
        colour_name=colour_name,
        lang=lang,
        game=game,
        texts=texts,
    )


def view(rev: int, body: dict[str, Any]) -> str:
    return _frame("view", rev=rev, view=body)


def stamp_window(frame: str, ends_in_ms: int) -> str:
    """A view frame with its answer bar's `ends_in_ms` set to the time left now (the
    server stamps it when it sends, so a late phone's bar ends with everyone's)."""
    data = json.loads(frame)
    window = data.get("view", {}).get("window")
    if data.get("type") != "view" or not isinstance(window, dict):
        return frame
    window["ends_in_ms"] = ends_in_ms
    return view(int(data["rev"]), data["view"])


def refused(ref: int, code: str, reason: str) -> str:
    return _frame("refused", ref=ref, code=code, reason=reason)


def held(why: str) -> str:
    return _frame("held", why=why)


def bye(why: str) -> str:
    return _frame("bye", why=why)


def token(key: str) -> str:
    """The seat's new token ("Play again"), sent over the phone's open socket."""
    return _frame("token", token=key)


def pong() -> str:
    return _frame("pong")


# ------------------------------------------------------------------------- page texts
#: The page's own words (the hello's "texts"), translated into the app's language when a
#: phone connects. The page may rely on every key here; "{name}" etc. are filled by it.
PAGE_TEXTS: Final[dict[str, str]] = {
    "title": N_("Drachenspiele"),
    "you_are": N_("You are {name}"),
    "you_are_colour": N_("You are {name} ({colour})"),  # with the hello's colour_name
    "your_turn": N_("Your turn"),
    "turn_of": N_("{name}'s turn"),
    "hand": N_("Your cards"),
    "no_cards": N_("No cards in your hand"),
    "coins": N_("Coins"),
    "partner": N_("Partner"),
    "no_partner": N_("No partner"),
    "events": N_("What happened"),
    "tap_card": N_("Tap a card to see what it does"),
    "play": N_("Play"),
    "target_on_laptop": N_("Now pick the target on the laptop"),
    "pay_with": N_("Pay with which card?"),
    "exchange_pick": N_("Tap the cards to put away, then confirm"),
    "exchange_confirm": N_("Put these away and draw"),
    "answer_now": N_("Answer now"),
    "nothing_to_play": N_("Nothing to play"),
    "go_on": N_("Go on"),
    "connecting": N_("Connecting to the laptop…"),
    "reconnecting": N_("Connection lost, trying again…"),
    "ask_laptop": N_("This code is not valid: ask the laptop for a new one."),
    "seat_taken": N_("Another phone took this seat."),
    "game_over": N_("The game is over"),
    "winner": N_("{name} wins!"),
    # under "Anna wins!" while the laptop shows the end screen: what comes next
    "next_game": N_("Another game? Press “Play again” on the laptop and this phone plays along."),
    "close": N_("Close"),
    "cards_left": N_("{count} cards"),
    "island": N_("Your island"),
    "egg_peek": N_("Your secret egg"),
}


def parse_outgoing(raw: str) -> dict[str, Any]:
    """Read a frame the server sent (tests, tools): a dict with "v" and "type"."""
    data = json.loads(raw)
    if not isinstance(data, dict) or data.get("v") != VERSION or "type" not in data:
        raise ValueError(f"not a frame of version {VERSION}: {raw[:80]!r}")
    return data
