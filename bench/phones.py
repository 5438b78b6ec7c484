"""Cards on phones (issue 24): what the phones cost the laptop, on loopback only.

  tap -> move applied   a seeded game, one seat on a simulated phone (an aiohttp client on
                        127.0.0.1 in its own thread), three computers: every time the phone
                        sends a move (a "go on", End turn, an exchange, an answer), the time
                        from the send to the laptop having applied it. The laptop side
                        sleeps like the app's idle loop and is woken by the server (`wake`),
                        as `App.post_from_thread` wakes the real one. Median and p95.
  server idle CPU       six phones connected and idle (heartbeats running): the whole
                        process's CPU time over a few seconds of wall time, in % of a core.
  frame with phones     a six-person table at rest on a phone seat's turn: update + draw of
                        one frame with six phones connected vs the same table without.

Run alone: `python bench/phones.py [--quick]`; in the table: `python3 tasks.py bench phones`.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["DRACHENSPIELE_PHONE_HOSTS"] = "127.0.0.1"  # never the LAN

WAIT = 10.0


class LoopPhone:
    """A phone client on its own thread and event loop."""

    def __init__(self, url: str) -> None:
        import aiohttp

        self.aiohttp = aiohttp
        self.url = url
        self.frames: list[dict[str, Any]] = []
        self.loop = asyncio.new_event_loop()
        self.ws: Any = None
        self.ready = threading.Event()
        self.done = threading.Event()
        self.ref = 0
        threading.Thread(target=self._run, daemon=True).start()
        if not self.ready.wait(WAIT):
            raise RuntimeError("the phone could not connect")

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._main())
        self.done.set()

    async def _main(self) -> None:
        async with self.aiohttp.ClientSession() as http:
            self.ws = await http.ws_connect(self.url)
            self.ready.set()
            async for msg in self.ws:
                if msg.type != self.aiohttp.WSMsgType.TEXT:
                    break
                self.frames.append(json.loads(msg.data))

    def send(self, **fields: Any) -> None:
        self.ref += 1
        text = json.dumps({"v": 1, **fields, "ref": self.ref})
        asyncio.run_coroutine_threadsafe(self.ws.send_str(text), self.loop).result(WAIT)

    def latest_rev(self) -> int:
        views = [f for f in self.frames if f["type"] == "view"]
        return int(views[-1]["rev"]) if views else -1

    def close(self) -> None:
        if self.ws is not None:
            asyncio.run_coroutine_threadsafe(self.ws.close(), self.loop).result(WAIT)
        self.done.wait(WAIT)


def _socket_url(sessions: Any, seat: int) -> str:
    return str(sessions.url(seat, "127.0.0.1")).replace("/s/", "/ws?token=")


def tap_to_move(samples: int) -> list[float]:
    """Milliseconds from a phone's send to the move applied on the laptop."""
    from common.remote.sessions import PhoneSessions, SeatInfo
    from dracheninsel.ai import choose_move
    from dracheninsel.remote import PHONE_KINDS, Laptop, PhoneDesk
    from dracheninsel.rules import GameConfig, new_game
    from dracheninsel.rules.moves import Pass

    woken = threading.Event()
    sessions = PhoneSessions("dracheninsel", 4, hosts=["127.0.0.1"], wake=woken.set)
    sessions.start()
    sessions.server.rate_per_second = 1000.0  # the simulated person taps at once
    names = ["Anna", "B", "C", "D"]
    sessions.set_seats([SeatInfo(n, "#808080", i == 0) for i, n in enumerate(names)])
    desk = PhoneDesk(sessions, Laptop(names, ["#808080"] * 4, [False, True, True, True]))
    phone = LoopPhone(sessions.url(0, "127.0.0.1").replace("/s/", "/ws?token="))
    rng = random.Random(5)
    times: list[float] = []
    try:
        for seed in range(1, 50):
            state = new_game(GameConfig(seats=("R", "Y", "G", "B"), auto_pass=False), seed)
            log: list[Any] = []
            while not state.is_over and len(times) < samples:
                desk.laptop.step += 1
                desk.publish(state, log)
                seat = state.actor()
                assert seat is not None
                move = choose_move(state.view(seat), seat, "easy", rng)
                if seat != 0 or (move.kind not in PHONE_KINDS and move.kind != "pass"):
                    log += state.apply(move)
                    continue
                rev = sessions.rev(0)
                end = time.monotonic() + WAIT
                while phone.latest_rev() < rev:  # the phone shows the current view
                    if time.monotonic() > end:
                        raise RuntimeError("the phone never got its view")
                    time.sleep(0.0005)
                woken.clear()
                sent = time.perf_counter()
                if move.kind == "pass":
                    phone.send(type="pass")
                else:
                    phone.send(type="move", rev=rev, move=move.to_json())
                applied = None
                while applied is None:
                    if not woken.wait(WAIT):
                        raise RuntimeError("the laptop was never woken")
                    woken.clear()
                    for action in desk.actions(lambda s=state: s):
                        applied = action
                        break
                chosen = Pass(0) if move.kind == "pass" else applied.move
                log += state.apply(chosen)
                times.append((time.perf_counter() - sent) * 1000)
            if len(times) >= samples:
                break
    finally:
        phone.close()
        sessions.close()
    return times


def idle_cpu(seconds: float) -> float:
    """% of one core the whole process uses with six idle phones connected."""
    from common.remote.sessions import PhoneSessions, SeatInfo

    sessions = PhoneSessions("dracheninsel", 6, hosts=["127.0.0.1"])
    sessions.start()
    sessions.set_seats([SeatInfo(f"P{i}", "#808080", True) for i in range(6)])
    phones = [LoopPhone(_socket_url(sessions, s)) for s in range(6)]
    try:
        time.sleep(0.5)  # the joins settle
        sessions.poll()
        cpu0, wall0 = time.process_time(), time.perf_counter()
        time.sleep(seconds)
        share = (time.process_time() - cpu0) / (time.perf_counter() - wall0)
    finally:
        for phone in phones:
            phone.close()
        sessions.close()
    return 100 * share


def frame_cost(frames: int) -> tuple[float, float]:
    """(ms per frame with six phones joined, ms without) of a six-person table at rest."""
    import dataclasses
    import tempfile

    import pygame

    from common.app import App
    from common.games import GameSetup
    from common.remote import sessions as S
    from common.settings import Settings
    from dracheninsel.options import OPTION_PHONES
    from dracheninsel.plugin import PLUGIN
    from dracheninsel.ui import selftest

    scratch = Path(tempfile.mkdtemp(prefix="bench-phones-"))
    for name in ("CONFIG", "DATA", "LOG"):
        os.environ[f"DRACHENSPIELE_{name}_DIR"] = str(scratch / name.lower())
    settings = Settings(language="en")
    settings.path = scratch / "settings.json"
    app = App(settings, fullscreen=False, expect_headless=True)
    app.running = True
    surface = pygame.display.get_surface()

    def table(phones: bool) -> Any:
        setup = selftest.family_setup(6, seed=4)
        seats = [dataclasses.replace(s, kind="human") for s in setup.seats]
        options = {**setup.options, OPTION_PHONES: phones}
        scene = PLUGIN.create_table_scene(
            app, GameSetup(**{**vars(setup), "seats": seats, "options": options})
        )
        scene.offer_guide = False
        scene.sync_ai = True
        app.scenes.reset(scene)
        return scene

    def settle() -> None:
        for _ in range(30):
            app.step()

    def frame(scene: Any) -> float:
        start = time.perf_counter()
        scene.update(1 / 60)
        scene.draw_table(surface, scene.idle.alive())
        return time.perf_counter() - start

    sessions = S.open_phones("dracheninsel", 6, hosts=["127.0.0.1"])
    phones = [LoopPhone(_socket_url(sessions, s)) for s in range(6)]
    try:
        time.sleep(0.3)
        with_phones = table(True)
        settle()
        assert len(with_phones.phones.sessions.phone_seats()) == 6
        # the same table without phones, never entered: measured in turns with the
        # other, ten frames each, so the machine's load hits both alike
        setup = selftest.family_setup(6, seed=4)
        seats = [dataclasses.replace(s, kind="human") for s in setup.seats]
        without = PLUGIN.create_table_scene(
            app, GameSetup(**{**vars(setup), "seats": seats, "options": setup.options})
        )
        # ... with the acting person's view open, as after her hand-off (the phones'
        # table shows her turn too: the lit prices, her strip instead of her hand)
        without.gate.owner = with_phones.state.active
        without.gate.covering = False
        on: list[float] = []
        off: list[float] = []
        for _ in range(max(1, frames // 10)):
            on += [frame(with_phones) for _ in range(10)]
            off += [frame(without) for _ in range(10)]
    finally:
        for phone in phones:
            phone.close()
        S.close_phones()
    return statistics.median(on) * 1000, statistics.median(off) * 1000


def rows(quick: bool) -> list[dict[str, Any]]:
    taps = tap_to_move(30 if quick else 300)
    p95 = statistics.quantiles(taps, n=20)[-1] if len(taps) >= 20 else max(taps)
    cpu = idle_cpu(1.0 if quick else 10.0)
    on, off = frame_cost(20 if quick else 300)
    return [
        {
            "figure": "phones: tap -> move applied, median",
            "measured": statistics.median(taps),
            "unit": "ms",
            "target": "<= 50 ms",
            "passed": statistics.median(taps) <= 50,
            "note": f"{len(taps)} moves over 127.0.0.1, p95 {p95:.1f} ms",
        },
        {
            "figure": "phones: server idle, six phones joined",
            "measured": cpu,
            "unit": "% core",
            "target": "< 1 % of a core",
            "passed": cpu < 1.0,
            "note": "whole process CPU time / wall time, heartbeats running",
        },
        {
            "figure": "phones: table frame with six phones",
            "measured": on,
            "unit": "ms",
            "target": "frame rate >= 0.95x without",
            "passed": off / on >= 0.95 if on > 0 else True,
            "baseline": off,
            "note": "update + full draw of a person's turn at rest, six people, headless",
        },
    ]


if __name__ == "__main__":
    for row in rows("--quick" in sys.argv):
        print(json.dumps(row, ensure_ascii=False))
