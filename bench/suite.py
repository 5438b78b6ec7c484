"""Every benchmark in one table: `python3 tasks.py bench [NAME ...] [--quick]`.

Each benchmark runs in a fresh child process (`bench/suite.py --one NAME`) so a window, a
thread or a memory peak of one never colours another, and prints rows as JSON. A row is one
figure: what was measured, the baseline measured in the same run (so machine load hits both
alike), their ratio, the target and pass/fail. Nothing here asserts in the test suite; the
smoke test runs every benchmark with `--quick` sizes only to prove it works.

Benchmarks (run one alone by name):
  startup    launch to first frame: the app's title vs a bare pygame window
  frame      frame cost while dragging a domino with animations running vs a bare fill+flip
             of the same window; frames drawn while the expert thinks (Xvfb if available)
  idle       CPU of an idle Dragomino and Die Dracheninsel table vs the idle title screen
  decisions  decision time per level per game (median, max)
  engine     random full games per second per game (Dragomino vs its engine before the
             speed-up, extracted from git in the same run)
  layers     both engines now vs before issue 26 (5ae9e22, rules in layers): >= 0.95x
  memory     peak memory of a full computer game per game vs the same imports alone
  pacing     Die Dracheninsel: share of a game under an answer bar, seconds per 4-step
             turn and per computer turn (dracheninsel_pacing.py, simulated clock)
  phonetap   Cards on phones: a tap on the real phone page (headless Chromium) to the move
             applied on the laptop, on 127.0.0.1 (phone_tap.py)
  phones     Cards on phones on 127.0.0.1: tap on a phone -> move applied (median), the
             server's idle CPU with six phones, a table frame with six phones vs none
             (phones.py)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: The Dragomino engine before the speed-up of issue 12 (the throughput baseline).
DRAGOMINO_BASELINE_COMMIT = "6723a7d"
#: Display numbers tried for a private Xvfb (the first without a lock file is used).
#: Both engines before issue 26 (rules in layers, no import circles): "layers" compares.
LAYERS_BASE_COMMIT = "5ae9e22"
XVFB_DISPLAYS = range(80, 90)
FRAME_BUDGET_MS = 1000.0 / 60.0


@dataclass
class Row:
    figure: str
    measured: float
    unit: str
    target: str
    passed: bool | None  # None: reported only
    baseline: float | None = None
    note: str = ""

    @property
    def ratio(self) -> float | None:
        if self.baseline is None or self.baseline == 0:
            return None
        return self.measured / self.baseline


# --------------------------------------------------------------------------- helpers


def _scratch_env(scratch: Path) -> None:
    """Keep the player's settings, saves and logs out of every benchmark."""
    for name in ("CONFIG", "DATA", "LOG"):
        os.environ[f"DRACHENSPIELE_{name}_DIR"] = str(scratch / name.lower())
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


@contextmanager
def video_driver() -> Iterator[str]:
    """A real X server when one can be had (DISPLAY, or our own Xvfb), else SDL's dummy
    driver; yields what was used, for the table. SDL_VIDEODRIVER=dummy forces the dummy."""
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        yield "dummy (SDL_VIDEODRIVER)"
        return
    if os.environ.get("DISPLAY") and not os.environ.get("SDL_VIDEODRIVER"):
        yield f"x11 ({os.environ['DISPLAY']})"
        return
    xvfb = shutil.which("Xvfb")
    free = [n for n in XVFB_DISPLAYS if not Path(f"/tmp/.X{n}-lock").exists()]
    if xvfb and free:
        display = f":{free[0]}"
        lock = Path(f"/tmp/.X{free[0]}-lock")
        proc = subprocess.Popen(
            [xvfb, display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.time() + 5
            while not lock.exists() and time.time() < deadline and proc.poll() is None:
                time.sleep(0.05)
            if proc.poll() is None:
                os.environ.pop("SDL_VIDEODRIVER", None)
                os.environ["DISPLAY"] = display
                time.sleep(0.2)
                yield f"Xvfb ({display})"
                return
        finally:
            proc.terminate()
            proc.wait(5)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    yield "dummy (no Xvfb)"


def _make_app(scratch: Path) -> Any:
    _scratch_env(scratch)
    from common.app import App
    from common.settings import Settings

    settings = Settings(language="en")
    settings.path = scratch / "config" / "settings.json"
    app = App(settings, fullscreen=False, expect_headless=os.environ.get("DISPLAY") is None)
    app.running = True
    return app


def _dragomino_table(levels: list[str | None], seed: int = 11) -> Any:
    from dragomino.plugin import demo_table
    from dragomino.ui import selftest

    scene = demo_table(levels, seed)
    return scene, selftest


def _settle(app: Any, limit: float = 5.0) -> None:
    """Run the loop until nothing animates (a turn's splash, the opening fade): idle is
    what is left, the slow idle motion only."""
    began = time.perf_counter()
    while app._animating and time.perf_counter() - began < limit:
        app.step(block=True)


def _pass_handoffs(app: Any, table: Any) -> None:
    """Click away the hand-off (and recap) cards over `table`, as its person would: with
    two people at the table the first turn opens behind one."""
    import pygame

    from common.scenes.handoff import HandoffScene

    guard = HandoffScene.GUARD_SECONDS
    HandoffScene.GUARD_SECONDS = 0.0
    try:
        for _ in range(20):
            if app.scenes.top is table:
                return
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=app.to_window((640, 400)), button=1))
            for _ in range(30):
                app.step()
    finally:
        HandoffScene.GUARD_SECONDS = guard


def _cpu_share(step: Callable[[], None], seconds: float) -> float:
    """Process CPU time over wall time while `step` is called for `seconds`."""
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall0 < seconds:
        step()
    return (time.process_time() - cpu0) / (time.perf_counter() - wall0)


def _idle_share(step: Callable[[], None], seconds: float, windows: int) -> float:
    """The median `_cpu_share` of `windows` windows, `seconds` in all: a second of load
    from another process (which makes every wake-up of an idle loop dearer) spoils one
    window, not the figure (one 4-s window read 3.3 % for a table that drew no frame)."""
    return statistics.median(_cpu_share(step, seconds / windows) for _ in range(windows))


# --------------------------------------------------------------------------- startup


def bench_startup(quick: bool) -> list[Row]:
    import startup_time as st

    runs = 1 if quick else 5
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp, video_driver() as driver:
        scratch = Path(tmp)
        env = st.probe_env(scratch)
        script = scratch / "bare_window.py"
        script.write_text(st.BARE_WINDOW)
        bare_cmd = [sys.executable, str(script)]
        app_cmd = [sys.executable, "-m", "common.launcher"]
        st.time_once(bare_cmd, env)  # warm the page cache
        st.time_once(app_cmd, env)
        bare: list[float] = []
        app: list[float] = []
        for _ in range(runs):
            bare.append(st.time_once(bare_cmd, env))
            app.append(st.time_once(app_cmd, env))
    measured = statistics.median(app) * 1000
    base = statistics.median(bare) * 1000
    return [
        Row(
            "start-up to first frame (title)",
            measured,
            "ms",
            "<= 1.5 x bare",
            measured <= 1.5 * base,
            base,
            f"median of {runs}, {driver}",
        )
    ]


# --------------------------------------------------------------------------- frame


def bench_frame(quick: bool) -> list[Row]:
    frames = 30 if quick else 240
    with tempfile.TemporaryDirectory(prefix="bench-frame-") as tmp, video_driver() as driver:
        import pygame

        app = _make_app(Path(tmp))
        scene, selftest = _dragomino_table([None, "easy", "easy"])
        app.scenes.push(scene)
        selftest.run_until(scene, scene.input_allowed, 30)
        # a few connecting moves first so eggs, babies and the mother dragon are on show
        move = selftest.connecting_move(scene)
        slot = move.display_index if move is not None else 0
        grab = scene.slot_domino_rect(slot)
        start = (grab.x + grab.h // 2, grab.centery)
        island = scene.big.rect

        def post(kind: int, pos: tuple[float, float], **extra: Any) -> None:
            pygame.event.post(pygame.event.Event(kind, pos=app.to_window(pos), **extra))

        post(pygame.MOUSEBUTTONDOWN, start, button=1)
        app.step()
        times: list[float] = []
        for k in range(frames):
            t = k / max(1, frames - 1)
            x = island.left + 40 + (island.width - 80) * t
            y = island.centery + (island.height / 3) * (0.5 - abs(0.5 - t))
            post(pygame.MOUSEMOTION, (x, y), rel=(4, 0), buttons=(1, 0, 0))
            began = time.perf_counter()
            app.step()
            times.append(time.perf_counter() - began)
        drawn_during_drag = app.frames_drawn
        post(pygame.MOUSEBUTTONUP, start, button=1)
        app.step()

        window = pygame.display.get_surface()
        bare: list[float] = []
        for k in range(frames):
            began = time.perf_counter()
            window.fill((240, 230, 210) if k % 2 else (230, 220, 200))
            pygame.display.flip()
            bare.append(time.perf_counter() - began)

        # frames the table draws while an expert computer player thinks: the app's way (a
        # worker process), and in a thread of the app's process for comparison; on a
        # fresh table waiting for its person, so only the app's fade tween animates and
        # every frame costs the same (the drag's table goes on playing computer turns)
        app.scenes.stack.clear()
        waiting, _selftest = _dragomino_table([None, "easy", "easy"])
        app.scenes.push(waiting)
        selftest.run_until(waiting, waiting.input_allowed, 30)
        _settle(app)
        think_s = 0.5 if quick else 4.0
        thinking = {
            "process": _frames_while_expert_thinks(app, think_s, in_process=True),
            "thread": _frames_while_expert_thinks(app, think_s, in_process=False),
        }
        pygame.display.quit()
    measured = statistics.median(times) * 1000
    base = statistics.median(bare) * 1000
    p95 = sorted(times)[int(0.95 * (len(times) - 1))] * 1000
    rows = [
        Row(
            "frame during a drag (median)",
            measured,
            "ms",
            f"<= {FRAME_BUDGET_MS:.1f} ms or <= 2 x bare",
            measured <= max(FRAME_BUDGET_MS, 2 * base),
            base,
            f"{frames} frames, {driver}; drawn {drawn_during_drag}",
        ),
        Row("frame during a drag (p95)", p95, "ms", "reported", None, base, driver),
    ]
    for label, (fps, idle_fps, seconds, decisions) in thinking.items():
        where = "the worker process" if label == "process" else "a thread (as before)"
        rows.append(
            Row(
                f"frames/s while the expert thinks ({label})",
                fps,
                "fps",
                ">= 0.9 x without it" if label == "process" else "reported",
                fps >= 0.9 * idle_fps if label == "process" else None,
                idle_fps,
                f"{seconds:.1f} s, {decisions} expert decisions in {where}, {driver}",
            )
        )
    return rows


#: Frames are counted in alternating windows, with and without thinking, so that load from
#: other programs, which changes from second to second, hits both alike.
THINK_WINDOW_S = 0.7


def _frames_while_expert_thinks(
    app: Any, seconds: float, in_process: bool
) -> tuple[float, float, float, int]:
    """Frames per second the main loop draws while the app's computer player runs the
    expert (decision after decision on an end-game position, where it searches), and the
    same loop's rate without it (an animation keeps the loop drawing), counted in
    alternating windows. `in_process`: the app's way, in the worker process (started and
    warmed before counting); else in a thread of this process, as before issue 12.
    Returns fps, fps without, seconds of thinking counted, decisions made."""
    from common.table.computer import PROCESS_LEVELS, ComputerPlayer
    from dragomino.ai.expert import SEARCH_STACK
    from dragomino.engine import ENGINE

    state = ENGINE.new_game(3, 5)
    moves = random.Random(5)
    while len(state.stack) > SEARCH_STACK:  # the end game, where the expert searches
        state.apply(moves.choice(state.legal_moves()))
    seat = state.current_player
    assert seat is not None
    worker = ComputerPlayer(
        ENGINE.choose_move,
        seed=1,
        min_think=0.0,
        process_levels=PROCESS_LEVELS if in_process else (),
    )
    if in_process:  # the app starts the worker on the first expert turn: not counted here
        worker.request(state, seat, "expert")
        worker.wait(60)
        worker.update(0.0)
    app.tweens.tween(app, "fade_alpha", 0.0, seconds * 20, "linear")  # keep animating
    frames = {False: 0, True: 0}
    spent = {False: 0.0, True: 0.0}
    decisions = 0
    for _window in range(max(1, round(seconds / THINK_WINDOW_S))):
        for thinking in (False, True):
            before, began = app.frames_drawn, time.perf_counter()
            while time.perf_counter() - began < THINK_WINDOW_S:
                if thinking and not worker.busy:
                    worker.request(state, seat, "expert")
                app.step(block=True)
                decisions += worker.update(0.0) is not None
            frames[thinking] += app.frames_drawn - before
            spent[thinking] += time.perf_counter() - began
        worker.wait(60)  # the last decision ends outside the windows
        decisions += worker.update(0.0) is not None
    app.tweens.cancel_target(app)
    if worker.worker is not None:
        worker.worker.close()
    return frames[True] / spent[True], frames[False] / spent[False], spent[True], decisions


# --------------------------------------------------------------------------- idle


def bench_idle(quick: bool) -> list[Row]:
    seconds = 0.6 if quick else 6.0
    windows = 1 if quick else 5
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="bench-idle-") as tmp, video_driver() as driver:
        app = _make_app(Path(tmp))
        from common.scenes.title import TitleScene

        app.scenes.push(TitleScene())
        for _ in range(60):  # let the opening fade settle
            app.step()
        _settle(app)
        title = _idle_share(lambda: app.step(block=True), seconds, windows)
        app.scenes.stack.clear()

        scene, selftest = _dragomino_table([None, None])
        app.scenes.push(scene)
        selftest.run_until(scene, scene.input_allowed, 30)
        for _ in range(60):
            app.step()
        _settle(app)  # the 'your turn' splash is an animation, not idle
        drawn, parts = app.frames_drawn, app.frames_in_parts
        dragomino = _idle_share(lambda: app.step(block=True), seconds, windows)
        drawn, parts = app.frames_drawn - drawn, app.frames_in_parts - parts
        rows.append(
            Row(
                "idle CPU, Dragomino table",
                100 * dragomino,
                "%",
                "<= 2 %",
                dragomino <= 0.02,
                100 * title,
                f"median of {windows} windows in {seconds:.0f} s, {drawn} frames "
                f"({parts} in parts), baseline idle title, {driver}",
            )
        )
        app.scenes.stack.clear()
        try:
            from dracheninsel.ui import selftest as di_selftest

            table = di_selftest.turn_position()
            table.app = app
            app.scenes.push(table)
            for _ in range(120):
                app.step()
            _pass_handoffs(app, table)  # the table itself at rest, not its hand-off card
            _settle(app)
            drawn, parts = app.frames_drawn, app.frames_in_parts
            drachen = _idle_share(lambda: app.step(block=True), seconds, windows)
            drawn, parts = app.frames_drawn - drawn, app.frames_in_parts - parts
            rows.append(
                Row(
                    "idle CPU, Die Dracheninsel table",
                    100 * drachen,
                    "%",
                    "<= 2 %",
                    drachen <= 0.02,
                    100 * title,
                    f"median of {windows} windows in {seconds:.0f} s, {drawn} frames "
                    f"({parts} in parts), baseline idle title, {driver}",
                )
            )
        except Exception as exc:  # the table is still being finished by another helper
            rows.append(
                Row(
                    "idle CPU, Die Dracheninsel table",
                    float("nan"),
                    "%",
                    "<= 2 %",
                    False,
                    None,
                    f"could not open the table: {type(exc).__name__}: {exc}",
                )
            )
    return rows


# --------------------------------------------------------------------------- decisions


def _decision_times(
    engine: Any,
    players: int,
    level: str,
    games: int,
    max_moves: int | None = None,
    searches: Callable[[Any, int, random.Random], bool] | None = None,
) -> tuple[list[float], list[float]]:
    """(every decision's seconds, the seconds of those `searches` says were searched)."""
    times: list[float] = []
    searched: list[float] = []
    for game in range(games):
        state = engine.new_game(players, 1000 + game)
        rng = random.Random(game)
        moves = 0
        while not state.is_over and (max_moves is None or moves < max_moves):
            seat = state.actors()[0]
            view = state.view(seat, rng.getrandbits(32))
            will_search = False
            if searches is not None:  # asked on a copy of the RNG: the game is unchanged
                probe = random.Random()
                probe.setstate(rng.getstate())
                will_search = searches(view.copy(), seat, probe)
            began = time.perf_counter()
            move = engine.choose_move(view, seat, level, rng)
            times.append(time.perf_counter() - began)
            if will_search:
                searched.append(times[-1])
            state.apply(move)
            moves += 1
    return times, searched


def _dracheninsel_expert_searches(view: Any, seat: int, rng: random.Random) -> bool:
    """Whether Die Dracheninsel's expert searches this decision (more than one candidate);
    about half its decisions have one and return at once, which swings a median of all."""
    from dracheninsel.ai.expert import candidate_moves, canonical_view
    from dracheninsel.ai.players import hard_move

    root = canonical_view(view, seat)
    return len(candidate_moves(root, seat, hard_move(root, seat, rng))) > 1


def bench_decisions(quick: bool) -> list[Row]:
    from dracheninsel.engine import ENGINE as DRACHENINSEL
    from dragomino.engine import ENGINE as DRAGOMINO

    #: Moves per game with every seat expert (Die Dracheninsel games are long: ~130 turns).
    expert_caps = {"Die Dracheninsel": 90}
    #: Levels whose decisions are also reported over the searched ones alone.
    searchers = {("Die Dracheninsel", "expert"): _dracheninsel_expert_searches}
    rows: list[Row] = []
    for name, engine, players, games, cap in (
        ("Dragomino", DRAGOMINO, 2, 1 if quick else 4, 4 if quick else None),
        ("Dragomino", DRAGOMINO, 4, 1 if quick else 2, 4 if quick else None),
        ("Die Dracheninsel", DRACHENINSEL, 4, 1 if quick else 2, 6 if quick else 400),
    ):
        for level in engine.levels:
            if quick and level == "expert":
                continue  # the expert's budget is wall clock: not for a smoke test
            level_cap = expert_caps.get(name, cap) if level == "expert" else cap
            searches = searchers.get((name, level))
            t, searched = _decision_times(engine, players, level, games, level_cap, searches)
            median, worst = statistics.median(t) * 1000, max(t) * 1000
            target = "median <= 500, max <= 1000 ms"
            rows.append(
                Row(
                    f"decision {name} {players}p {level}",
                    median,
                    "ms",
                    target,
                    median <= 500 and worst <= 1000,
                    None,
                    f"max {worst:.0f} ms, {len(t)} decisions",
                )
            )
            if searches is not None and searched:
                median = statistics.median(searched) * 1000
                worst = max(searched) * 1000
                rows.append(
                    Row(
                        f"decision {name} {players}p {level}, searched ones",
                        median,
                        "ms",
                        target,
                        median <= 500 and worst <= 1000,
                        None,
                        f"max {worst:.0f} ms, {len(searched)} of {len(t)} decisions searched",
                    )
                )
    return rows


# --------------------------------------------------------------------------- engine


def _random_dragomino_games(rules: Any, players: int, games: int, seed0: int) -> float:
    """Games per CPU second (CPU time: other processes' load does not count)."""
    started = time.process_time()
    for seed in range(seed0, seed0 + games):
        rng = random.Random(seed)
        state = rules.new_game(rules.GameConfig(players, seed % 2 == 0), seed)
        while not state.is_over:
            if state.phase == rules.PHASE_SPRING_CHOICE:
                state.apply(rules.ChooseSpringEgg(rng.randrange(2)))
                continue
            index = rng.choice([i for i, d in enumerate(state.display) if d is not None])
            p = rng.choice(state.legal_placements(state.display_domino(index)))
            state.apply(rules.PlaceDomino(index, p.cell, p.orientation))
    return games / (time.process_time() - started)


def _baseline_dragomino_rules(scratch: Path, commit: str = DRAGOMINO_BASELINE_COMMIT) -> Any:
    """Dragomino's rules as of `commit`, importable as its own package."""
    archive = subprocess.run(
        ["git", "archive", commit, "dragomino/rules"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(scratch)], input=archive, check=True)
    name = f"dragomino_rules_{commit}"
    (scratch / "dragomino" / "rules").rename(scratch / name)
    sys.path.insert(0, str(scratch))
    import importlib

    return importlib.import_module(name)


def bench_engine(quick: bool) -> list[Row]:
    import dragomino.rules as rules

    # thirty short blocks of the same games, old and new in turn: this machine's speed
    # swings by half within seconds (blocks of one run: 840 to 1,830 games/s), so each
    # engine's rate is over all its blocks and a slow moment hits both alike (three long
    # blocks and a median of each swung the ratio from 2.97 to 4.05)
    games = 30 if quick else 900
    blocks = 3 if quick else 30
    per_block = games // blocks
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="bench-engine-") as tmp:
        try:
            old = _baseline_dragomino_rules(Path(tmp))
        except (subprocess.CalledProcessError, OSError) as exc:
            old, note = None, f"no baseline ({exc})"
        new_seconds = old_seconds = 0.0
        for block in range(blocks):
            seed = 7000 + per_block * block
            new_seconds += per_block / _random_dragomino_games(rules, 3, per_block, seed)
            if old is not None:
                old_seconds += per_block / _random_dragomino_games(old, 3, per_block, seed)
        rate = per_block * blocks / new_seconds
        base = per_block * blocks / old_seconds if old is not None else None
        if base is not None:
            note = f"baseline: engine at {DRAGOMINO_BASELINE_COMMIT}; target 2000 = 3.3 x ~600"
        rows.append(
            Row(
                "Dragomino 3p random games/CPU-s",
                rate,
                "games/s",
                ">= 2000 (or >= 3.3 x baseline)",
                rate >= 2000 or (base is not None and rate >= 3.33 * base),
                base,
                note,
            )
        )
    try:
        import dracheninsel_random_games as di_bench  # bench/, helper H's

        with tempfile.TemporaryDirectory(prefix="bench-engine-di-") as tmp:
            di_rate, di_base, di_note = di_bench.interleaved(12 if quick else 120, Path(tmp))
        rows.append(
            Row(
                "Die Dracheninsel 3-6p random games/CPU-s",
                di_rate,
                "games/s",
                ">= 300 (or >= 3.06 x baseline)",
                di_rate >= 300 or (di_base is not None and di_rate >= 3.06 * di_base),
                di_base,
                f"{di_note}; target 300 = 3.06 x ~98",
            )
        )
    except Exception as exc:
        rows.append(
            Row(
                "Die Dracheninsel random games/s",
                float("nan"),
                "games/s",
                ">= 300",
                False,
                None,
                f"{type(exc).__name__}: {exc}",
            )
        )
    return rows


def bench_layers(quick: bool) -> list[Row]:
    """Both engines now vs the same games on LAYERS_BASE_COMMIT, before issue 26 put the
    rules in layers and the house without circles: no engine may be slower than 0.95x."""
    try:
        return _layers_rows(quick)
    except (subprocess.CalledProcessError, OSError) as exc:  # a shallow clone: no 5ae9e22
        why = f"no baseline ({exc})"
        return [Row("games vs before issue 26", float("nan"), "x", ">= 0.95", None, None, why)]


def _layers_rows(quick: bool) -> list[Row]:
    import dragomino.rules as rules

    games, blocks = (12, 3) if quick else (3000, 60)
    per_block = games // blocks
    with tempfile.TemporaryDirectory(prefix="bench-layers-") as tmp:
        (Path(tmp) / "dragomino").mkdir()
        (Path(tmp) / "di").mkdir()
        old = _baseline_dragomino_rules(Path(tmp) / "dragomino", LAYERS_BASE_COMMIT)
        new_seconds = old_seconds = 0.0
        for block in range(blocks):  # who goes first alternates (first: 0.95-0.98x)
            seed = 5000 + per_block * block
            for engine in (rules, old) if block % 2 else (old, rules):
                seconds = per_block / _random_dragomino_games(engine, 3, per_block, seed)
                if engine is rules:
                    new_seconds += seconds
                else:
                    old_seconds += seconds
        import dracheninsel_random_games as di_bench

        di_games = 12 if quick else 1200
        di = di_bench.interleaved(di_games, Path(tmp) / "di", commit=LAYERS_BASE_COMMIT)
    rows = []
    for game, rate, base in (
        ("Dragomino 3p", games / new_seconds, games / old_seconds),
        ("Die Dracheninsel 3-6p", di[0], di[1]),
    ):
        ratio = rate / base if base else float("nan")
        rows.append(
            Row(
                f"{game} random games/CPU-s vs before issue 26",
                rate,
                "games/s",
                ">= 0.95 x baseline",
                ratio >= 0.95,
                base,
                f"baseline: engine at {LAYERS_BASE_COMMIT}, interleaved; ratio {ratio:.2f}",
            )
        )
    return rows


# --------------------------------------------------------------------------- memory

_MEMORY_CHILD = """
import random, resource, sys
sys.path.insert(0, {root!r})
from {module}.engine import ENGINE
play = {play}
if play:
    state = ENGINE.new_game({players}, 3)
    rng = random.Random(3)
    while not state.is_over:
        seat = state.actors()[0]
        view = state.view(seat, rng.getrandbits(32))
        state.apply(ENGINE.choose_move(view, seat, "hard", rng))
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def _peak_kb(module: str, players: int, play: bool) -> float:
    code = _MEMORY_CHILD.format(root=str(ROOT), module=module, players=players, play=play)
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=600
    ).stdout
    return float(out.split()[-1])


def bench_memory(quick: bool) -> list[Row]:
    rows: list[Row] = []
    for module, name, players in (
        ("dragomino", "Dragomino 4p", 4),
        ("dracheninsel", "Die Dracheninsel 6p", 6),
    ):
        base = _peak_kb(module, players, False) / 1024
        peak = _peak_kb(module, players, True) / 1024
        rows.append(
            Row(
                f"peak memory, full game ({name}, hard)",
                peak,
                "MB",
                "<= imports + 50 MB",
                peak - base <= 50,
                base,
                "max RSS of a child process; baseline: the same imports, no game",
            )
        )
    return rows


# --------------------------------------------------------------------------- pacing


def bench_pacing(quick: bool) -> list[Row]:
    """Die Dracheninsel's pace (`dracheninsel_pacing.py`): a seeded game of two scripted
    people and two computers on a simulated clock; reported, no target of its own."""
    import dracheninsel_pacing

    with tempfile.TemporaryDirectory(prefix="bench-pacing-") as tmp:
        _scratch_env(Path(tmp))
        got = dracheninsel_pacing.play(4 if quick else 48, 21)
    note = f"seed 21, {got['person_turns']} person and {got['computer_turns']} computer turns"
    return [
        Row(
            "Dracheninsel: share of game time under a bar",
            100 * got["under_bar_share"],
            "%",
            "report",
            None,
            note=note,
        ),
        Row(
            "Dracheninsel: seconds per 4-step person turn",
            got["four_step_turn_s"],
            "s",
            "report",
            None,
            note=f"{got['four_step_turns']} such turns, people act after 1 s",
        ),
        Row(
            "Dracheninsel: computer turn at 1x, median",
            got["computer_turn_median_s"],
            "s",
            "report",
            None,
            note=note,
        ),
        Row(
            "Dracheninsel: computer turn at 1x, p95",
            got["computer_turn_p95_s"],
            "s",
            "report",
            None,
            note=note,
        ),
    ]


def bench_phonetap(quick: bool) -> list[Row]:
    """Cards on phones: a tap on the real phone page (headless Chromium) to the move
    applied on the laptop, over the app's server on 127.0.0.1 (`phone_tap.py`)."""
    import phone_tap

    from tests.remote.browser import MISSING, find_browser

    figure = "Phones: tap on the page -> move applied, median"
    if find_browser() is None:
        return [Row(figure, float("nan"), "ms", "<= 50 ms", None, note=MISSING[:60])]
    with tempfile.TemporaryDirectory(prefix="bench-phonetap-") as tmp:
        _scratch_env(Path(tmp))
        got = phone_tap.measure(3 if quick else 40)
    note = f"{got['taps']} taps, max {got['max_ms']:.1f} ms; the table polls once a frame"
    return [Row(figure, got["median_ms"], "ms", "<= 50 ms", got["median_ms"] <= 50.0, note=note)]


# --------------------------------------------------------------------------- phones


def bench_phones(quick: bool) -> list[Row]:
    """Cards on phones (`phones.py`), loopback only."""
    import phones

    with tempfile.TemporaryDirectory(prefix="bench-phones-") as tmp:
        _scratch_env(Path(tmp))
        return [Row(**row) for row in phones.rows(quick)]


BENCHMARKS: dict[str, Callable[[bool], list[Row]]] = {
    "startup": bench_startup,
    "frame": bench_frame,
    "idle": bench_idle,
    "decisions": bench_decisions,
    "engine": bench_engine,
    "layers": bench_layers,
    "memory": bench_memory,
    "pacing": bench_pacing,
    "phonetap": bench_phonetap,
    "phones": bench_phones,
}


# --------------------------------------------------------------------------- the table


def run_one_child(name: str, quick: bool) -> list[Row]:
    """Run one benchmark in a fresh process and read its rows."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--one", name]
    if quick:
        cmd.append("--quick")
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith("ROWS "):
            return [Row(**raw) for raw in json.loads(line[5:])]
    tail = (proc.stderr or proc.stdout)[-600:].strip().replace("\n", " | ")
    return [Row(f"{name}: failed", float("nan"), "", "runs", False, None, tail)]


def _fmt(value: float | None) -> str:
    if value is None:
        return "-"
    if value != value:  # NaN
        return "n/a"
    return f"{value:.3g}" if abs(value) < 100 else f"{value:.0f}"


def format_table(rows: list[Row]) -> str:
    header = ("figure", "measured", "baseline", "ratio", "target", "result", "note")
    lines = [
        [
            r.figure,
            f"{_fmt(r.measured)} {r.unit}".strip(),
            _fmt(r.baseline),
            _fmt(r.ratio),
            r.target,
            "-" if r.passed is None else ("pass" if r.passed else "FAIL"),
            r.note,
        ]
        for r in rows
    ]
    widths = [max(len(h), *(len(line[i]) for line in lines)) for i, h in enumerate(header)]
    widths[-1] = len(header[-1])
    out = ["  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True))]
    out.append("  ".join("-" * w for w in widths))
    for line in lines:
        out.append("  ".join(c.ljust(w) for c, w in zip(line, widths, strict=True)))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help=f"any of {', '.join(BENCHMARKS)} (default all)")
    parser.add_argument("--quick", action="store_true", help="tiny sizes (a smoke test)")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))  # startup_time and friends
    if args.one:
        rows = BENCHMARKS[args.one](args.quick)
        print("ROWS " + json.dumps([asdict(r) for r in rows]), flush=True)
        return 0
    unknown = [n for n in args.names if n not in BENCHMARKS]
    if unknown:
        parser.error(f"unknown benchmark {', '.join(unknown)}; choose from {', '.join(BENCHMARKS)}")
    rows: list[Row] = []
    for name in args.names or list(BENCHMARKS):
        print(f"running {name} ...", file=sys.stderr, flush=True)
        rows.extend(run_one_child(name, args.quick))
    print(format_table(rows))
    return 1 if any(r.passed is False for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
