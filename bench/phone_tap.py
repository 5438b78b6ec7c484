"""A tap on the phone page to the move applied on the laptop (issue 24: at most 50 ms median
on loopback), measured through the real page in headless Chromium and the app's real
server on 127.0.0.1, with the table's PhoneDesk reading the frame and the engine applying
it, exactly the laptop's path.

Each tap: Anna's view (her turn, "End turn" offered) is published, the page shows it, the
page itself taps End turn and notes the moment (the page's clock and this process's are
the same machine's wall clock), at a person's pace; the laptop polls its desk every
millisecond (the frame loop does once per frame, ~16 ms at 60 fps: said in the note),
checks the move, applies it to a copy of the game. The time is from the page's tap to
the applied move.

    python bench/phone_tap.py [TAPS]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

PACE = 0.15  # seconds between taps at least (the page pings too)
TAP_SCRIPT = """
const button = document.querySelector('#actions [data-move="end_turn"]');
window.__tapAt = performance.timeOrigin + performance.now();
button.click();
return window.__tapAt;
"""


def anna_on_turn() -> Any:
    """A seeded 4-seat game at a moment where Anna (seat 0) may end her turn."""
    import random

    from dracheninsel.ai import choose_move
    from dracheninsel.rules import GameConfig, new_game
    from dracheninsel.rules.state import MAIN

    state = new_game(GameConfig(seats=("R", "Y", "G", "B")), 3)
    rng = random.Random(3)
    for _ in range(2000):
        if (
            state.phase == MAIN
            and state.actor() == 0
            and any(m.kind == "end_turn" for m in state.legal_moves(0))
        ):
            return state
        seat = state.actor()
        state.apply(choose_move(state.view(seat), seat, "easy", rng))
    raise RuntimeError("Anna never got a turn")


def measure(taps: int) -> dict[str, Any]:
    from common.remote.sessions import PhoneSessions, SeatInfo
    from dracheninsel.remote import Laptop, PhoneDesk, PhoneMove
    from tests.remote.browser import chromium

    state = anna_on_turn()
    names = ["Anna", "Jörg", "Computer A", "Computer B"]
    laptop = Laptop(names, ["#c83828", "#e6be3c", "#3c9646", "#326ec8"], [False, True, True, True])
    sessions = PhoneSessions("dracheninsel", 4, hosts=["127.0.0.1"])
    sessions.start()
    sessions.set_seats([SeatInfo(n, "#808080", i == 0) for i, n in enumerate(names)])
    desk = PhoneDesk(sessions, laptop)
    delays: list[float] = []
    try:
        with chromium() as driver:
            desk.publish(state, [])
            driver.get(sessions.url(0))
            last = 0.0
            for n in range(taps):
                laptop.step = n + 1  # a new view each time (as after every move)
                desk.publish(state, [])
                rev = sessions.rev(0)
                end = time.monotonic() + 10
                while driver.execute_script(
                    "return document.getElementById('app').dataset.rev"
                ) != str(rev):
                    if time.monotonic() > end:
                        raise RuntimeError("the page never showed its view")
                    time.sleep(0.005)
                # a person's pace: the server closes a phone sending over 10 frames a second
                time.sleep(max(0.0, last + PACE - time.monotonic()))
                last = time.monotonic()
                tapped = driver.execute_script(TAP_SCRIPT) / 1000.0
                end = time.monotonic() + 10
                applied = None
                while applied is None:
                    for action in desk.actions(lambda: state):
                        assert isinstance(action, PhoneMove), action
                        state.copy().apply(action.move)
                        applied = time.time()
                    if applied is None:
                        if time.monotonic() > end:
                            said = driver.get_log("browser")
                            raise RuntimeError(f"no move at tap {n} ({desk.last_refusal}, {said})")
                        time.sleep(0.001)
                delays.append(1000.0 * (applied - tapped))
    finally:
        sessions.close()
    return {
        "median_ms": statistics.median(delays),
        "max_ms": max(delays),
        "taps": len(delays),
    }


def main(argv: list[str]) -> int:
    taps = int(argv[0]) if argv else 30
    got = measure(taps)
    print(
        f"tap on the phone page -> move applied on the laptop: median {got['median_ms']:.1f} ms, "
        f"max {got['max_ms']:.1f} ms over {got['taps']} taps (+ up to one frame, ~16 ms, "
        f"for the table's once-per-frame poll)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
