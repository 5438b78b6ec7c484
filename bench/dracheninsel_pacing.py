"""Die Dracheninsel's pace at the table: how much of a game runs under an answer bar.

A seeded game of two people (Anna, Ben) and two computers (hard, expert) at four seats is
played through the real table scene, headless, on a simulated clock (frames of 1/30 s fed
to `update`; nothing sleeps). Figures:

- share of game time under an answer bar (`table.round` open, the bar on screen);
- seconds per person turn of exactly four steps, from the turn's start (the previous seat's
  turn ended) to the start of the next seat's turn;
- median and p95 seconds per computer turn at 1x (the speed button untouched).

Assumptions (the same before and after):
- The scripted people act 1.0 s after the screen asks them (`DELAY`): a hand-off's
  "I'm ready" (and its recap's "Continue"), "Show my cards", each step, End turn, a choice.
  They never claim a bar; where the table offers "go on" (a person's own key or button,
  or the lone person's "Go on"), each person asked presses it 1.0 s after the bar opens.
  On their turn they make up to four steps (free ones first), waiting for the bar of each
  step to close and their hand to be face up again, then end the turn.
- Computers think inline; the wall-clock seconds of a computer's turn decisions (the
  expert searches up to 0.4 s) are added to the simulated clock, as the table stands still
  meanwhile. Their answers inside a bar are taken as in at once (they think while the bar
  counts down).
- 1x speed, the setup's "Time to answer" at its default ("normal").

Run: `python bench/dracheninsel_pacing.py [--turns N] [--seed S] [--root CHECKOUT]`;
`--root` measures another checkout (e.g. `git worktree add /tmp/base 5ae9e22`) with this
same script. `bench/suite.py pacing` runs it among the benchmarks.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

DELAY = 1.0  # seconds a scripted person takes to react to the screen
FRAME = 1.0 / 30.0  # the simulated frame
TARGET_STEPS = 4


def _setup_path(root: Path) -> None:
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))


class Person:
    """The scripted people: one pending action at a time, done `DELAY` after it appeared."""

    def __init__(self) -> None:
        self.pending: tuple[str, float] | None = None  # (what, due at)
        self.steps = 0  # steps in the current own turn
        self.gone_on: set[tuple[int, int]] = set()  # (round id, seat) that said go on

    def wants(self, what: str, now: float) -> bool:
        """True once `what` has been wanted for `DELAY` seconds (a new `what` restarts)."""
        if self.pending is None or self.pending[0] != what:
            self.pending = (what, now + DELAY)
            return False
        if now >= self.pending[1]:
            self.pending = None
            return True
        return False


def play(turns: int, seed: int) -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    scratch = Path(tempfile.mkdtemp(prefix="bench-pacing-"))
    for name in ("CONFIG", "DATA", "LOG"):
        os.environ[f"DRACHENSPIELE_{name}_DIR"] = str(scratch / name.lower())
    from common.app import App
    from common.games import SeatConfig
    from common.scenes.handoff import HandoffScene
    from common.settings import Settings
    from dracheninsel.plugin import PLUGIN
    from dracheninsel.rules.state import EXCHANGE, MAIN, OVER, WINDOW
    from dracheninsel.ui import selftest

    settings = Settings(language="en")
    settings.path = scratch / "config" / "settings.json"
    app = App(settings, fullscreen=False, expect_headless=True)
    app.running = True
    setup = selftest.family_setup(4, seed=seed)
    levels = {1: "hard", 2: "expert"}
    setup.seats = [
        SeatConfig(s.name, s.colour, s.kind, levels.get(i, s.level))
        for i, s in enumerate(setup.seats)
    ]
    table = PLUGIN.create_table_scene(app, setup)  # type: ignore[misc]
    table.offer_guide = False
    table.sync_ai = True
    app.scenes.reset(table)

    think = {"main": 0.0}
    choose = table.computer.choose_move

    def timed(view: Any, seat: int, level: str, rng: Any) -> Any:
        began = time.perf_counter()
        move = choose(view, seat, level, rng)
        if view.phase != WINDOW:
            think["main"] += time.perf_counter() - began
        return move

    table.computer.choose_move = timed
    person = Person()
    clock = 0.0
    under_bar = 0.0
    turn_start = 0.0
    turn_seat = table.state.active
    turn_no = table.state.turn_no
    person_turns: list[tuple[float, int]] = []
    computer_turns: list[float] = []
    rounds_seen = 0
    go_on = getattr(table, "go_on", None)  # the new table: each person's "go on"
    last_round: Any = None
    round_id = 0

    while turns > len(person_turns) + len(computer_turns) and table.state.phase != OVER:
        now = clock
        top = app.scenes.top
        rnd = table.round
        if rnd is not last_round:
            last_round = rnd
            if rnd is not None:
                round_id += 1
                rounds_seen += 1
        if isinstance(top, HandoffScene):
            if person.wants("handoff", now):
                top.ready()
        elif top is table:
            s = table.state
            asked = table.may_answer() if rnd is not None and rnd.claimant is None else []
            due = [seat for seat in asked if (round_id, seat) not in person.gone_on]
            if due and (go_on is not None or table.may_skip_round()):
                if person.wants(f"go-on-{round_id}", now):
                    for seat in due:
                        person.gone_on.add((round_id, seat))
                        if go_on is not None:
                            go_on(seat)
                        else:
                            table.skip_round()
            elif table.choice is not None and table.viewer == table.choice_for:
                if person.wants("choice", now):
                    table.choice.choices[0].action()
            elif table.show_button.visible:
                if person.wants("show", now):
                    table.show_my_cards()
            elif s.phase == EXCHANGE and table.viewer == s.active and rnd is None:
                if person.wants("exchange", now):
                    table.finish_exchange()
            elif (
                s.phase == MAIN
                and rnd is None
                and not table.anim.active
                and table.may_act()
                and not table.hand_hidden()
            ):
                seat = table.acting_person()
                moves = table.legal(seat)
                steps = [m for m in moves if m.kind == "step" and m.target is None]
                free = [m for m in steps if m.card is None]
                ends = [m for m in moves if m.kind == "end_turn"]
                if person.steps < TARGET_STEPS and (free or steps):
                    if person.wants(f"step-{person.steps}", now):
                        table.commit((free or steps)[0])
                        person.steps += 1
                elif ends and person.wants("end", now):
                    table.commit(ends[0])
        think["main"] = 0.0
        if app.scenes.top is table:
            table.update(FRAME)
        clock += FRAME + think["main"]
        if table.round is not None and table.people and not getattr(table.round, "quiet", False):
            under_bar += FRAME
        s = table.state
        if s.turn_no != turn_no or s.phase == OVER:
            spent = clock - turn_start
            if table.is_computer(turn_seat):
                computer_turns.append(spent)
            else:
                person_turns.append((spent, person.steps))
            person.steps = 0
            turn_start, turn_seat, turn_no = clock, s.active, s.turn_no
    four = [t for t, n in person_turns if n == TARGET_STEPS]
    for scene in list(app.scenes.stack):
        scene.on_exit()

    def pct(values: list[float], q: float) -> float:
        if not values:
            return float("nan")
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]

    import dracheninsel

    return {
        "code": str(Path(dracheninsel.__file__).resolve().parent.parent),
        "seed": seed,
        "game_seconds": round(clock, 1),
        "under_bar_share": round(under_bar / clock, 3) if clock else float("nan"),
        "bars": rounds_seen,
        "person_turns": len(person_turns),
        "four_step_turns": len(four),
        "four_step_turn_s": round(statistics.mean(four), 1) if four else float("nan"),
        "computer_turns": len(computer_turns),
        "computer_turn_median_s": round(pct(computer_turns, 0.5), 1),
        "computer_turn_p95_s": round(pct(computer_turns, 0.95), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=40, help="turns to play (all seats)")
    parser.add_argument("--seed", type=int, action="append", help="game seed (repeatable)")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args(argv)
    _setup_path(args.root.resolve())
    for seed in args.seed or [21]:
        print(json.dumps(play(args.turns, seed)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
