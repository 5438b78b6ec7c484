"""Issue 26, item 3: the Die Dracheninsel table's moving pieces live on the shared sprite
layer (common/sprites.py), as Dragomino's do. A hunter hopping or going home, a pair, a
dragon in flight, two disks trading places, coins and cards flying are sprites on the
table's one `SpriteLayer` while they move and the board's when they rest: every piece is
drawn exactly once in every frame, and nothing is parked off the canvas. On 10bc060 the
table had no `sprites`: its animations drew the pieces themselves and parked the board's
copies at (-100000, -100000) in a `Motion`."""

from __future__ import annotations

from collections import Counter

import pygame

from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.ui import anim, board_view, pictures, selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import drag, start

CANVAS = pygame.Rect(0, 0, 1280, 800)


def count_draws(table: DracheninselTable) -> tuple[Counter[int], Counter[int]]:
    """Draw one frame; how often each hunter colour and each dragon was painted."""
    hunters: Counter[int] = Counter()
    dragons: Counter[int] = Counter()
    board = table.board
    group, dragon, breathing = board.draw_group, board._draw_dragon, board._breathing
    painting: list[int] = []

    def counted_group(surface, colours, *rest):  # type: ignore[no-untyped-def]
        hunters.update(colours)
        return group(surface, colours, *rest)

    def counted_dragon(surface, state, index, *rest):  # type: ignore[no-untyped-def]
        painting[:] = [index]
        return dragon(surface, state, index, *rest)

    def counted_breathing(*args):  # type: ignore[no-untyped-def]
        dragons[painting[0]] += 1  # its picture is painted
        return breathing(*args)

    board.draw_group = counted_group  # type: ignore[method-assign]
    board._draw_dragon = counted_dragon  # type: ignore[method-assign]
    board._breathing = counted_breathing  # type: ignore[method-assign]
    try:
        table.draw_table(pygame.Surface(CANVAS.size), table.idle.alive())
    finally:
        del board.draw_group, board._draw_dragon, board._breathing
    dragons.update(s.name[1] for s in table.sprites if isinstance(s, pictures.Dragon))
    return hunters, dragons


def test_every_moving_piece_is_a_sprite_drawn_once_and_nothing_is_parked(app: App) -> None:
    """A batch that moves a hunter and a dragon and swaps two disks: each is a sprite while
    it moves (the board leaves it out), drawn once per frame, and on the canvas."""
    table = start(app, selftest.turn_position())
    shown = table.shown
    real = table.state
    landing = D.LANDINGS[real.colour_of(1)][0]
    real.pos[1] = landing  # Jörg's hunter goes ashore ...
    real.dragons[0] = 30 if real.dragons[0] != 30 else 31  # ... a dragon flies ...
    a, b = next(
        (x, y)
        for x in range(1, D.N_CELLS)
        for y in range(x + 1, D.N_CELLS)
        if real.colours[x] != real.colours[y]
    )
    real.colours[a], real.colours[b] = real.colours[b], real.colours[a]  # ... disks swap
    assert not hasattr(anim, "OFF_CANVAS") and not hasattr(board_view, "Motion")
    table._play([])
    seen: set[object] = set()
    colours = Counter(shown.colour_of(s) for s in range(shown.n))
    while table.anim.active:
        hunters, dragons = count_draws(table)
        assert hunters == colours, "each hunter drawn once, by the board or its sprite"
        assert dragons == Counter(range(len(shown.dragons))), "each dragon drawn once"
        away = table.away()
        seen |= away
        for sprite in table.sprites:
            assert sprite.rect().colliderect(CANVAS), "a sprite is where the piece is"
        table.update(0.02)
    assert {("hunter", 1), ("dragon", 0), ("disk", a), ("disk", b)} <= seen
    assert not table.sprites and table.away() == frozenset(), "landed: the board's again"
    assert table.shown.pos[1] == landing


def test_a_held_hunter_is_one_sprite_and_a_refused_one_glides_home(app: App) -> None:
    table = start(app, selftest.turn_position())
    here = table.board.figure_center(table.state, 0)
    far = table.board.cell_center(next(c for c in range(1, D.N_CELLS) if c not in D.ADJ[0]))
    table.hold_figure(0, (here[0] + 60, here[1] + 60))
    held = table.sprites.named(("hunter", 0))
    assert held is not None and held.layer == pictures.HELD and list(table.sprites) == [held]
    hunters, _dragons = count_draws(table)
    assert hunters[table.state.colour_of(0)] == 1, "the board leaves the held hunter out"
    table._drop_held()
    assert not table.sprites
    drag(app, here, far)  # refused: it glides home from where it was let go
    assert [s.layer for s in table.sprites] == [pictures.FIGURES]
    selftest.run_until(table, lambda: not table.sprites, 5, 0.02)
    assert not table.sprites and ("hunter", 0) not in table.away()


def test_the_layer_reports_what_a_flying_coin_changed(app: App) -> None:
    table = start(app, selftest.turn_position())
    coin = table.sprites.add(pictures.coin(table.board, 500, 34, (300.0, 300.0)))
    table.sprites.draw(pygame.Surface(CANVAS.size))
    assert table.sprites.changes() == []
    before = coin.rect()
    coin.pos = (340.0, 310.0)
    changed = table.sprites.changes()
    assert before in changed and coin.rect() in changed
