"""A stand-in for the laptop's phone server, for testing the phone page alone.

It speaks common/remote/protocol.py's wire (hello, view, refused, bye; move, play, pass,
ping) from views written by hand, serves the page, the card art and the font the way
the real server does (docs/PHONES.md's URLs), listens on 127.0.0.1 only and records
every frame both ways. The page's own tests (tap a card, pay, answer, reload) need nothing
of the game's rules: the real server's end-to-end test plays the game.
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
PHONE = ASSETS / "phone"
TOKEN = "stub-token-0123456789abcdefghijkl"
CLOSE_NO_TOKEN = 4001

#: Where the art and fonts come from, as the real server serves them.
STATIC = {"phone": PHONE, "art": ASSETS, "fonts": ASSETS / "fonts"}


class PhoneStub:
    """Serve the page at http://127.0.0.1:<port>/s/<TOKEN>; `views` answers each move.

    `on_frame(frame) -> view | None` is called for every frame a phone sends (in the
    server's thread); a returned view is sent to the phone with the next rev."""

    def __init__(
        self,
        hello: dict[str, Any],
        view: dict[str, Any],
        on_frame: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None,
    ) -> None:
        self.hello = hello
        self.view = view
        self.rev = 1
        self.on_frame = on_frame
        self.received: queue.Queue[dict[str, Any]] = queue.Queue()
        self.sent: list[dict[str, Any]] = []
        self.connections = 0
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="phone-stub", daemon=True)

    # ------------------------------------------------------------------ life
    def start(self) -> PhoneStub:
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the phone stub did not start")
        return self

    def stop(self) -> None:
        loop = self._loop
        if loop is None:
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        self._thread.join(10)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/s/{TOKEN}"

    def push(self, view: dict[str, Any]) -> None:
        """Send a new view to every connected phone (from the test's thread)."""
        assert self._loop is not None
        asyncio.run_coroutine_threadsafe(self._push(view), self._loop).result(10)

    def send(self, kind: str, **fields: Any) -> None:
        """Any frame to every connected phone (held, refused, ...)."""
        assert self._loop is not None

        async def out() -> None:
            for ws in list(self._sockets):
                await ws.send_str(self._frame(kind, **fields))

        asyncio.run_coroutine_threadsafe(out(), self._loop).result(10)

    def close_all(self, code: int) -> None:
        """Close every phone's socket with `code` (a Wi-Fi blip: 1001; seat taken: 4005)."""
        assert self._loop is not None

        async def close() -> None:
            for ws in list(self._sockets):
                await ws.close(code=code)

        asyncio.run_coroutine_threadsafe(close(), self._loop).result(10)

    def bye(self, why: str) -> None:
        assert self._loop is not None
        asyncio.run_coroutine_threadsafe(self._bye(why), self._loop).result(10)

    # ------------------------------------------------------------------ the server
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        loop.run_until_complete(self._serve())
        self._ready.set()
        loop.run_forever()
        loop.close()

    async def _serve(self) -> None:
        app = web.Application()
        app.router.add_get("/s/{token}", self._page)
        app.router.add_get("/ws", self._socket)
        app.router.add_get("/{root:phone|art|fonts}/{path:.+}", self._static)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def _shutdown(self) -> None:
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _page(self, request: web.Request) -> web.StreamResponse:
        if request.match_info["token"] != TOKEN:
            return web.Response(status=403, text="ask the laptop for a new code")
        return web.FileResponse(PHONE / "index.html", headers={"Cache-Control": "no-store"})

    async def _static(self, request: web.Request) -> web.StreamResponse:
        base = STATIC[request.match_info["root"]].resolve()
        path = (base / request.match_info["path"]).resolve()
        if base not in path.parents or not path.is_file():
            raise web.HTTPNotFound()
        return web.FileResponse(path, headers={"Cache-Control": "no-store"})

    def _frame(self, kind: str, **fields: Any) -> str:
        frame = {"v": 1, "type": kind, **fields}
        self.sent.append(frame)
        return json.dumps(frame)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=16 * 1024)
        await ws.prepare(request)
        if request.query.get("token") != TOKEN:
            await ws.close(code=CLOSE_NO_TOKEN)
            return ws
        self.connections += 1
        self._sockets.add(ws)
        await ws.send_str(self._frame("hello", **self.hello))
        await ws.send_str(self._frame("view", rev=self.rev, view=self.view))
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                self.received.put(frame)
                if frame.get("type") == "ping":
                    await ws.send_str(self._frame("pong"))
                    continue
                answer = self.on_frame(frame) if self.on_frame else None
                if answer is not None:
                    await self._push(answer)
        finally:
            self._sockets.discard(ws)
        return ws

    async def _push(self, view: dict[str, Any]) -> None:
        self.view = view
        self.rev += 1
        for ws in list(self._sockets):
            await ws.send_str(self._frame("view", rev=self.rev, view=view))

    async def _bye(self, why: str) -> None:
        for ws in list(self._sockets):
            await ws.send_str(self._frame("bye", why=why))
            await ws.close(code=4000)
