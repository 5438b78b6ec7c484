"""The laptop's small LAN server for "Cards on phones" (issue 24): aiohttp HTTP + WebSocket
on its own asyncio loop in a daemon thread, so the frame never waits for the network.

The frame thread and the loop meet only in two thread-safe places:
  * `inbox` (a `queue.SimpleQueue`): what the phones did — ("join", seat), ("gone", seat),
    ("claim", seat) for a second phone on a seat, ("frame", seat, Incoming) for a checked
    frame — drained once per frame by `sessions.PhoneSessions.poll`;
  * `publish` / `refuse` / `confirm` / `deny` / `drop_seat`: the frame's orders, handed to
    the loop with `call_soon_threadsafe`. The latest hello and view of each seat are kept
    here, so a phone that (re)connects gets them at once, without waiting for a frame.

Security at a family's Wi-Fi (the issue's list, each in one place below): tokens are the
only key (`tokens`, made by the sessions with `secrets`); a socket without a valid one is
closed with 4001 before anything is sent; Host and Origin must name this server's own
address (`_host_ok`, against DNS rebinding); only private LAN addresses and loopback are
bound (`lan_addresses`); every frame goes through `protocol.parse_incoming` (size, type,
fields) and a per-connection rate limit; one connection per seat (a second waits for the
laptop's confirmation) plus `EXTRA_CONNECTIONS`; files only from inside the web folder,
the art folders and the fonts folder (`_inside`).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import queue
import socket
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from common.i18n import _
from common.remote import protocol as P

log = logging.getLogger(__name__)

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
WEB_ROOT = ASSETS / "phone"
#: The app's own fonts (Fredoka), which the page's style.css loads from /fonts/<file>.ttf:
#: the phone looks like the laptop, with nothing downloaded from elsewhere.
FONT_ROOT = ASSETS / "fonts"
FONT_TYPES = {".ttf": "font/ttf"}
#: Art the page may show, by game: the folders under assets/ and the file types served.
ART_GAMES = ("dracheninsel", "dragomino", "common")
ART_TYPES = {".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp"}
PAGE_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".json": "application/json",
    ".woff2": "font/woff2",
}
#: Connections beyond one per seat (a second phone waiting for confirmation, a reload
#: racing its old socket's close).
EXTRA_CONNECTIONS = 4
#: Seconds between WebSocket pings: a phone that vanished (Wi-Fi gone, screen locked)
#: is noticed within about two of them.
HEARTBEAT = 5.0
#: A page shown for an unknown code (both languages: the app's language is not known
#: to a stranger's phone, and nothing else is sent).
NO_TOKEN_PAGE = (
    "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'>"
    "<title>Drachenspiele</title><body style='font:20px sans-serif;padding:1em'>"
    "<p>Dieser Code gilt nicht: Bitte am Laptop nach einem neuen fragen.</p>"
    "<p>This code is not valid: ask the laptop for a new one.</p>"
)
PLACEHOLDER_PAGE = (
    "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'>"
    "<title>Drachenspiele</title><body style='font:20px sans-serif;padding:1em'>"
    "<p>Drachenspiele</p>"
)
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",  # the token is in the page's address
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
}


def lan_addresses() -> list[str]:
    """This laptop's private IPv4 addresses (a home Wi-Fi's 192.168.x.x, 10.x, 172.16-31.x),
    never a public one; found without sending anything (a UDP socket's `connect` only asks
    the routing table). Empty when there is no network."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(str(info[4][0]))
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.254.254.254", 1))  # no packet is sent
        found.add(str(probe.getsockname()[0]))
    return sorted(a for a in found if _private(a))


def _private(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.is_private and not ip.is_loopback and not ip.is_link_local


def _inside(root: Path, relative: str) -> Path | None:
    """The file `relative` inside `root`, or None: no hidden parts, no way out."""
    parts = relative.split("/")
    if not relative or any(not p or p.startswith(".") or "\\" in p for p in parts):
        return None
    path = (root / relative).resolve()
    try:
        path.relative_to(root.resolve())
    except ValueError:
        return None
    return path if path.is_file() else None


class _Conn:
    """One phone's socket: its seat, the token it holds (the one it connected with, or the
    new one it was sent), its page's device id ("" if none), its rate limit, its count of
    refused frames."""

    __slots__ = ("bad", "device", "rate", "seat", "token", "ws")

    def __init__(
        self,
        ws: web.WebSocketResponse,
        seat: int,
        rate: float,
        burst: int,
        token: str = "",
        device: str = "",
    ) -> None:
        self.ws = ws
        self.seat = seat
        self.token = token
        self.device = device
        self.rate = P.RateLimit(time.monotonic(), rate, burst)
        self.bad = 0

    def same_phone(self, device: str) -> bool:
        """`device` is this socket's page coming back (a locked screen, a reload)."""
        return bool(device) and device == self.device


class PhoneServer:
    """HTTP + WebSocket for the phones; `start()` binds and returns once listening."""

    def __init__(
        self,
        *,
        hosts: Sequence[str] | None = None,
        port: int = 0,
        seats: int = 6,
        web_root: Path = WEB_ROOT,
        art_root: Path = ASSETS,
        font_root: Path = FONT_ROOT,
        wake: Callable[[], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """`hosts`: addresses to listen on (None: loopback and the private LAN addresses);
        `port` 0 picks a free one; `wake` is called (on the loop's thread) when something
        arrived, so an idle frame loop looks at `inbox` at once; `clock` (seconds) is the
        one answer bars' deadlines are kept on (`publish`)."""
        self.hosts = list(hosts) if hosts is not None else ["127.0.0.1", *lan_addresses()]
        self.port = port
        self.web_root = web_root
        self.art_root = art_root
        self.font_root = font_root
        self.wake = wake
        self.clock = clock
        self.max_connections = seats + EXTRA_CONNECTIONS
        #: the flood limit of each new connection (protocol.RateLimit); tests whose
        #: simulated people tap faster than any person raise it
        self.rate_per_second = P.RATE_PER_SECOND
        self.burst = P.BURST
        self.inbox: queue.SimpleQueue[tuple[Any, ...]] = queue.SimpleQueue()
        self._tokens: dict[str, int] = {}
        self._latest: dict[int, list[str]] = {}  # seat -> [hello, view]
        #: seat -> when the answer bar in its latest view ends (`clock`), or None
        self._deadline: dict[int, float | None] = {}
        self._conns: dict[int, _Conn] = {}  # seat -> its live phone
        self._held: dict[int, _Conn] = {}  # seat -> a second phone waiting for the laptop
        self._open: set[web.WebSocketResponse] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self.sent = 0  # frames sent (bench, tests)
        self._tasks: set[asyncio.Future[Any]] = set()

    # ------------------------------------------------------------------ the frame's side
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def set_tokens(self, tokens: dict[str, int]) -> None:
        """The valid tokens (token -> seat); a seat missing here is closed. A seat whose
        token changed ("Play again") keeps its phone, which is sent the new token; the
        old one opens nothing from now on."""
        self._call(self._set_tokens, dict(tokens))

    def start(self, timeout: float = 10.0) -> None:
        if self.running:
            return
        self._ready.clear()
        self._error = None  # a start that failed before (a busy port) is tried afresh
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise RuntimeError("the phone server did not start")
        if self._error is not None:
            self._thread.join(timeout)  # its loop closes: a retry (another port) starts anew
            raise RuntimeError(f"the phone server could not listen: {self._error}")

    def stop(self, why: str = "", timeout: float = 5.0) -> None:
        """Say bye to every phone, close, and end the thread (idempotent)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or not thread.is_alive():
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self._shutdown(why), loop).result(timeout)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)
        self._thread = None

    def publish(
        self, seat: int, hello: str | None, view: str | None, deadline: float | None = None
    ) -> None:
        """Keep `seat`'s latest hello and/or view and send them to its phone, if any.
        `deadline` (on `clock`): when the view's answer bar ends; its `ends_in_ms` is then
        stamped afresh whenever the view is sent, so a phone that comes back during the
        bar counts down to the same moment as the laptop and the other phones."""
        self._call(self._publish, seat, hello, view, deadline)

    def send(self, seat: int, frame: str) -> None:
        """One frame to `seat`'s phone now (a refusal); dropped when none is connected."""
        self._call(self._send_seat, seat, frame)

    def confirm(self, seat: int) -> None:
        """The laptop lets the waiting second phone take `seat`."""
        self._call(self._confirm, seat)

    def deny(self, seat: int) -> None:
        self._call(self._deny, seat)

    def drop_seat(self, seat: int, why: str) -> None:
        """The seat goes back to the laptop: bye to its phone(s), its token forgotten."""
        self._call(self._drop_seat, seat, why)

    def url(self, host: str, token: str) -> str:
        return f"http://{_host_port(host, self.port)}/s/{token}"

    def _call(self, fn: Callable[..., None], *args: Any) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop ended meanwhile
                loop.call_soon_threadsafe(fn, *args)

    # ------------------------------------------------------------------ the loop's side
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as error:
            self._error = error
            self._ready.set()
            loop.close()
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            with contextlib.suppress(Exception):
                loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _listen(self) -> None:
        app = web.Application(client_max_size=P.MAX_BYTES, middlewares=[self._guard])
        app.router.add_get("/s/{token}", self._page)
        app.router.add_get("/phone/{name:.+}", self._page_file)
        app.router.add_get("/art/{game}/{name:.+}", self._art)
        app.router.add_get("/fonts/{name:.+}", self._font)
        app.router.add_get("/ws", self._socket)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        self._runner = runner
        try:
            for host in self.hosts:
                site = web.TCPSite(runner, host, self.port, reuse_address=True)
                await site.start()
                if self.port == 0:  # the first address picks the port, the others share it
                    self.port = int(runner.addresses[0][1])
        except BaseException:
            await runner.cleanup()  # the addresses bound so far are let go: a retry may bind
            self._runner = None
            raise

    async def _shutdown(self, why: str) -> None:
        frame = P.bye(why)
        for ws in list(self._open):
            with contextlib.suppress(Exception):
                await ws.send_str(frame)
                await ws.close(code=P.CLOSE_BYE, message=b"bye")
        if self._runner is not None:
            await self._runner.cleanup()

    def _set_tokens(self, tokens: dict[str, int]) -> None:
        self._tokens = tokens
        seats = set(tokens.values())
        for seat in list(self._conns):
            if seat not in seats:
                self._drop_seat(seat, "")
        for conn in list(self._conns.values()):
            key = self._token_of(conn.seat)
            if conn.token != key:  # a new game's token: the phone keeps its seat with it
                conn.token = key
                self._spawn(self._send_to(conn, P.token(key)))

    def _token_of(self, seat: int) -> str:
        return next((t for t, s in self._tokens.items() if s == seat), "")

    # ------------------------------------------------------------------ HTTP
    def _allowed_hosts(self) -> set[str]:
        names = {*self.hosts, "localhost"}
        return {_host_port(h, self.port) for h in names}

    @web.middleware
    async def _guard(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        """DNS rebinding: a page from another name (even one that resolves here) is refused;
        so is a socket or request whose Origin is not this server."""
        allowed = self._allowed_hosts()
        host = request.headers.get("Host", "")
        origin = request.headers.get("Origin")
        if host not in allowed or (origin is not None and origin != f"http://{host}"):
            return web.Response(status=403, text="forbidden", headers=HEADERS)
        response: web.StreamResponse = await handler(request)
        return response

    async def _page(self, request: web.Request) -> web.StreamResponse:
        if request.match_info["token"] not in self._tokens:
            return web.Response(
                status=403, text=NO_TOKEN_PAGE, content_type="text/html", headers=HEADERS
            )
        index = _inside(self.web_root, "index.html")
        body = index.read_bytes() if index is not None else PLACEHOLDER_PAGE.encode()
        headers = {**HEADERS, "Content-Security-Policy": self._csp(request)}
        return web.Response(body=body, content_type="text/html", charset="utf-8", headers=headers)

    def _csp(self, request: web.Request) -> str:
        host = request.headers.get("Host", "")
        return (
            f"default-src 'self'; connect-src 'self' ws://{host}; img-src 'self' data:; "
            "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'"
        )

    async def _page_file(self, request: web.Request) -> web.StreamResponse:
        return self._file(self.web_root, request.match_info["name"], PAGE_TYPES)

    async def _art(self, request: web.Request) -> web.StreamResponse:
        game = request.match_info["game"]
        if game not in ART_GAMES:
            raise web.HTTPNotFound()
        return self._file(self.art_root / game, request.match_info["name"], ART_TYPES)

    async def _font(self, request: web.Request) -> web.StreamResponse:
        """Only the font files directly in assets/fonts/ (no folders, no other types)."""
        name = request.match_info["name"]
        if "/" in name:
            raise web.HTTPNotFound()
        return self._file(self.font_root, name, FONT_TYPES)

    def _file(self, root: Path, name: str, types: dict[str, str]) -> web.StreamResponse:
        path = _inside(root, name)
        if path is None or path.suffix.lower() not in types:
            raise web.HTTPNotFound()
        return web.Response(
            body=path.read_bytes(),
            content_type=types[path.suffix.lower()],
            headers={**HEADERS, "Cache-Control": "max-age=3600"},
        )

    # ------------------------------------------------------------------ WebSocket
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=4 * P.MAX_BYTES)
        token = request.query.get("token", "")
        seat = self._tokens.get(token)
        await ws.prepare(request)
        if seat is None:  # nothing is sent: only the close (whatever device it names)
            await ws.close(code=P.CLOSE_NO_TOKEN, message=b"no token")
            return ws
        if len(self._open) >= self.max_connections:
            await ws.close(code=P.CLOSE_TOO_MANY, message=b"too many")
            return ws
        device = P.device_id(request.query.get("device"))
        conn = _Conn(ws, seat, self.rate_per_second, self.burst, token, device)
        self._open.add(ws)
        try:
            current = self._conns.get(seat)
            if current is not None and not current.ws.closed and current.same_phone(device):
                # the seat's own phone is back (its screen was locked: the old socket has
                # not been seen to die yet): it takes the seat at once, no question
                del self._conns[seat]
                self._spawn(self._close_quietly(current))
                await self._take(conn)
            elif current is not None and not current.ws.closed:
                old_held = self._held.pop(seat, None)
                if old_held is not None:
                    await old_held.ws.close(code=P.CLOSE_REPLACED, message=b"replaced")
                self._held[seat] = conn
                await ws.send_str(P.held(_("Another phone has this seat: confirm on the laptop.")))
                self._tell("claim", seat)
            else:
                await self._take(conn)
            await self._read(conn)
        finally:
            self._open.discard(ws)
            if self._held.get(seat) is conn:
                del self._held[seat]
            if self._conns.get(seat) is conn:
                del self._conns[seat]
                waiting = self._held.pop(seat, None)
                if waiting is not None and not waiting.ws.closed:
                    await self._take(waiting)  # the old phone went: the new one takes over
                else:
                    self._tell("gone", seat)
        return ws

    async def _close_quietly(self, conn: _Conn) -> None:
        """The old socket of a phone that came back: closed without a frame."""
        with contextlib.suppress(Exception):
            await conn.ws.close(code=P.CLOSE_REPLACED, message=b"came back")

    async def _take(self, conn: _Conn) -> None:
        """`conn` becomes its seat's phone: hello and the current view at once (first the
        seat's new token, if it came in with the old game's: a phone let in late)."""
        self._conns[conn.seat] = conn
        self._tell("join", conn.seat)
        key = self._token_of(conn.seat)
        if key and conn.token != key:
            conn.token = key
            await conn.ws.send_str(P.token(key))
        for frame in self._fresh(conn.seat, *self._latest.get(conn.seat, [])):
            if frame:
                await conn.ws.send_str(frame)
                self.sent += 1

    async def _read(self, conn: _Conn) -> None:
        ws = conn.ws
        async for msg in ws:
            if msg.type == WSMsgType.TEXT:
                data: str | bytes = msg.data
            elif msg.type == WSMsgType.BINARY:
                data = msg.data
            else:  # errors and closes end the loop themselves
                continue
            if not conn.rate.allow(time.monotonic()):
                await self._close_with(conn, P.Refusal("flood", "flood", P.CLOSE_FLOOD), -1)
                return
            parsed = P.parse_incoming(data)
            if isinstance(parsed, P.Refusal):
                conn.bad += 1
                if parsed.close_code is None and conn.bad > P.MAX_BAD:
                    parsed = P.Refusal(parsed.code, parsed.detail, P.CLOSE_MALFORMED)
                if parsed.close_code is not None:
                    await self._close_with(conn, parsed, -1)
                    return
                await ws.send_str(P.refused(-1, parsed.code, _(P.REFUSALS[parsed.code])))
                continue
            if isinstance(parsed, P.PingMsg):
                await ws.send_str(P.pong())
                continue
            if self._conns.get(conn.seat) is not conn:
                ref = getattr(parsed, "ref", -1)
                await ws.send_str(P.refused(ref, "not_now", _(P.REFUSALS["not_now"])))
                continue
            self._tell("frame", conn.seat, parsed)

    async def _close_with(self, conn: _Conn, refusal: P.Refusal, ref: int) -> None:
        with contextlib.suppress(Exception):
            await conn.ws.send_str(P.refused(ref, refusal.code, _(P.REFUSALS[refusal.code])))
            await conn.ws.close(
                code=refusal.close_code or P.CLOSE_BYE, message=refusal.code.encode()
            )

    def _tell(self, *item: Any) -> None:
        self.inbox.put(item)
        if self.wake is not None:
            with contextlib.suppress(Exception):
                self.wake()

    def _publish(
        self, seat: int, hello: str | None, view: str | None, deadline: float | None
    ) -> None:
        latest = self._latest.setdefault(seat, ["", ""])
        if hello is not None:
            latest[0] = hello
        if view is not None:
            latest[1] = view
            self._deadline[seat] = deadline
        conn = self._conns.get(seat)
        if conn is not None:
            for frame in self._fresh(seat, hello, view):
                if frame is not None:
                    self._spawn(self._send_to(conn, frame))

    def _fresh(self, seat: int, *frames: str | None) -> list[str | None]:
        """`frames` (hello, view) as they go out now: the view's answer bar stamped with
        the time left until its deadline at this moment, not when the view was built."""
        deadline = self._deadline.get(seat)
        if deadline is None or len(frames) < 2 or not frames[1]:
            return list(frames)
        left = max(0, round((deadline - self.clock()) * 1000))
        return [frames[0], P.stamp_window(frames[1], left), *frames[2:]]

    def _send_seat(self, seat: int, frame: str) -> None:
        conn = self._conns.get(seat)
        if conn is not None:
            self._spawn(self._send_to(conn, frame))

    async def _send_to(self, conn: _Conn, frame: str) -> None:
        if not conn.ws.closed:
            with contextlib.suppress(Exception):
                await conn.ws.send_str(frame)
                self.sent += 1

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _confirm(self, seat: int) -> None:
        waiting = self._held.pop(seat, None)
        if waiting is None:
            return
        old = self._conns.pop(seat, None)

        async def swap() -> None:
            if old is not None:
                with contextlib.suppress(Exception):
                    await old.ws.send_str(P.bye(_("Another phone took this seat.")))
                    await old.ws.close(code=P.CLOSE_REPLACED, message=b"replaced")
            if not waiting.ws.closed:
                await self._take(waiting)

        self._spawn(swap())

    def _deny(self, seat: int) -> None:
        waiting = self._held.pop(seat, None)
        if waiting is not None:
            self._spawn(waiting.ws.close(code=P.CLOSE_REPLACED, message=b"denied"))

    def _drop_seat(self, seat: int, why: str) -> None:
        self._tokens = {t: s for t, s in self._tokens.items() if s != seat}
        self._latest.pop(seat, None)
        self._deadline.pop(seat, None)
        for conn in (self._conns.pop(seat, None), self._held.pop(seat, None)):
            if conn is not None:

                async def close(c: _Conn = conn) -> None:
                    with contextlib.suppress(Exception):
                        await c.ws.send_str(P.bye(why))
                        await c.ws.close(code=P.CLOSE_BYE, message=b"bye")

                self._spawn(close())


def _host_port(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
