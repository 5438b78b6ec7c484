"""Pictures of Die Dracheninsel's pieces in motion, which the self-test (settled, every
animation finished) never shows: a hunter's step and flight, a hunter sent home, a dragon's
flight, two disks trading places by magic, coins flying to a panel, a stolen card and the
draw crossing the table, the site's new coins, Sweet Slumber's night. Run it on two
commits and compare the folders with bench/picture_diff.py:

    python bench/dracheninsel_motion_shots.py OUT_DIR

Each scene is the self-test's turn position with the real state moved on and the table
asked to animate the difference (`_play`), stepped with a fixed dt: the same code gives
the same pictures.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from common import selftest as shell_selftest

DT = 0.02


def main(out: Path) -> int:
    shell_selftest.prepare_environment(out)
    import pygame

    from common.app import App
    from common.settings import Settings
    from dracheninsel.rules import data as D
    from dracheninsel.rules import events as E
    from dracheninsel.ui import selftest
    from dracheninsel.ui.table import DracheninselTable

    app = App(Settings.load(), expect_headless=True)
    surface = pygame.Surface((1280, 800))

    def scene(name: str, change: Callable[[DracheninselTable], list[Any]], shots: int) -> None:
        table = selftest.turn_position()
        app.scenes.replace(table)
        selftest.reveal(table, 0)
        table._play(change(table))
        k = 0
        while table.anim.active and k < shots:
            table.draw(surface)
            pygame.image.save(surface, str(out / f"dracheninsel-{name}-{k}.png"))
            for _ in range(5):
                table.update(DT)
            k += 1

    def hop(table: DracheninselTable) -> list[Any]:
        here = table.state.pos[0]
        table.state.pos[0] = there = D.ADJ[here][0]
        return [E.Stepped(seat=0, frm=here, to=there, card=None)]

    def flight(table: DracheninselTable) -> list[Any]:
        here = table.state.pos[0]
        table.state.pos[0] = there = D.SITE
        return [E.Flew(seat=0, frm=here, to=there, card=0)]

    def home(table: DracheninselTable) -> list[Any]:
        table.state.pos[0] = D.boat_of(table.state.colour_of(0))
        return [E.SentHome(seat=1, target=0)]

    def dragon_and_disks(table: DracheninselTable) -> list[Any]:
        s = table.state
        s.dragons[0] = 30 if s.dragons[0] != 30 else 31
        a = 12
        b = next(c for c in range(40, D.N_CELLS) if s.colours[c] != s.colours[a])
        s.colours[a], s.colours[b] = s.colours[b], s.colours[a]
        return [E.ThunderingElementsPlayed(seat=0, card=0, cells=(a, b))]

    def coins(table: DracheninselTable) -> list[Any]:
        return [E.TreasureCollected(seat=0, gains=((0, (4, 5)),), unfaithful=-1)]

    def cards(table: DracheninselTable) -> list[Any]:
        return [E.CardTaken(seat=0, victim=1, card=None), E.CardsDrawn(seat=2, count=2, cards=None)]

    def countered(table: DracheninselTable) -> list[Any]:
        return [E.Countered(seat=1, card=0)]

    def slumbered(table: DracheninselTable) -> list[Any]:
        table.state.pos[0] = D.ADJ[table.state.pos[0]][0]
        return [E.Slumbered(seat=1, target=0)]

    scene("hop", hop, 12)
    scene("shield", countered, 12)
    scene("slumber", slumbered, 24)
    scene("flight", flight, 12)
    scene("home", home, 12)
    scene("dragon-disks", dragon_and_disks, 30)
    scene("coins", coins, 12)
    scene("cards", cards, 12)
    app.shutdown()
    print(f"motion shots written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
