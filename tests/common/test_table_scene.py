"""The kit's scene parts driven with posted pygame events: drag/tap/glide back, pause,
event player, banner, toast and the end-screen frame."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from common.app import App
from common.scenes.end import EndScreen
from common.scenes.pause import PauseMenu
from common.table import DragController, EventPlayer, Seat, TableSceneBase, ToastLine, TurnBanner
from common.table import draw as kit
from common.table.drag import glide_back
from common.tween import Delay
from tests.common.shell_helpers import click, drag, settle

HOME = (200.0, 400.0)
TARGET = pygame.Rect(800, 300, 200, 200)


@dataclass
class Token:
    pos: tuple[float, float]
    press: tuple[float, float] | None = None
    sticky: bool = False
    keyboard: bool = False


class Board(TableSceneBase):
    """One token that may be dropped on TARGET; anywhere else it glides home."""

    def __init__(self) -> None:
        super().__init__()
        self.token_pos = HOME
        self.dropped: list[tuple[int, int]] = []
        self.drag: DragController[Token] = DragController(self.pick, self.moved, self.drop)

    def pick(self, pos: tuple[int, int]) -> Token | None:
        near = abs(pos[0] - self.token_pos[0]) < 30 and abs(pos[1] - self.token_pos[1]) < 30
        return Token(pos, press=pos) if near else None

    def moved(self, held: Token) -> None:
        self.token_pos = held.pos

    def drop(self, held: Token, pos: tuple[int, int]) -> None:
        self.drag.release()
        if TARGET.collidepoint(pos):
            self.dropped.append(pos)
            self.token_pos = TARGET.center
        else:
            glide_back(self.tweens, self.set_pos, held.pos, lambda: HOME, 0.3)

    def set_pos(self, p: tuple[float, float]) -> None:
        self.token_pos = p

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        return self.drag.handle_event(event)

    def update(self, dt: float) -> bool:
        return self.tweens.update(dt)


def window(app: App, pos: tuple[float, float]) -> tuple[int, int]:
    return app.to_window(pos)


def test_drag_onto_the_target_drops_and_elsewhere_glides_home(app: App) -> None:
    board = Board()
    app.scenes.push(board)
    drag(window(app, HOME), window(app, TARGET.center))
    app.step()
    assert board.dropped == [TARGET.center] and board.drag.held is None
    board.token_pos = HOME
    drag(window(app, HOME), window(app, (500, 600)))
    app.step()
    assert board.dropped == [TARGET.center]
    assert abs(board.token_pos[0] - 500) < 5 and abs(board.token_pos[1] - 600) < 5  # let go here
    settle(app, 0.5)
    assert board.token_pos == HOME, "the refused token glided back home"


def test_a_tap_holds_the_token_until_the_next_tap(app: App) -> None:
    board = Board()
    app.scenes.push(board)
    click(window(app, HOME))
    app.step()
    held = board.drag.held
    assert held is not None and held.sticky
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=window(app, TARGET.center), rel=(5, 5), buttons=(0, 0, 0)
        )
    )
    app.step()
    assert board.token_pos == TARGET.center
    click(window(app, TARGET.center))
    app.step()
    assert board.dropped == [TARGET.center] and board.drag.held is None


def test_escape_opens_the_pause_menu_and_resume_comes_back(app: App) -> None:
    board = Board()
    app.scenes.push(board)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert isinstance(app.scenes.top, PauseMenu)
    assert app.scenes.top.on_quit is None  # this table keeps nothing: no "continue later"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert app.scenes.top is board


def test_the_event_player_runs_one_blocking_animation_at_a_time() -> None:
    from common.tween import TweenManager

    tweens = TweenManager()
    started: list[str] = []
    idle: list[bool] = []

    def animate(event: str) -> Delay | None:
        started.append(event)
        return None if event == "quiet" else Delay(1.0)

    player = EventPlayer(tweens, animate, lambda: idle.append(True))
    player.play(["a", "quiet", "b"])
    assert started == ["a"] and not player.idle
    tweens.update(0.5)
    player.update()
    assert started == ["a"]
    tweens.update(0.6)
    player.update()
    assert started == ["a", "quiet", "b"] and idle == []
    tweens.update(1.0)
    player.update()
    assert player.idle and idle == [True]


def test_the_splash_clock_runs_only_while_the_person_may_act() -> None:
    banner = TurnBanner((640, 170), splash_seconds=1.3)
    banner.update(5.0, may_act=False)
    assert banner.splashing and banner.animating(True)
    banner.update(0.5, may_act=True)
    surface = pygame.Surface((1280, 800))
    anna = Seat("Anna", (214, 72, 58))
    banner.draw_splash(surface, anna, people_count=2)
    assert surface.get_at((640 - 200, 170))[:3] == anna.colour
    banner.update(1.0, may_act=True)
    assert not banner.splashing
    banner.turn_begins()
    assert banner.splashing


def test_a_toast_fades_out_and_stays_inside_its_area() -> None:
    toasts = ToastLine(seconds=1.0)
    toasts.show("x", "Not there", (1270, 790))
    surface = pygame.Surface((1280, 800))
    surface.fill((0, 0, 0))
    area = pygame.Rect(100, 100, 600, 400)
    toasts.draw(surface, area)
    outside = pygame.Rect(0, 0, 1280, 800)
    lit = [
        (x, y)
        for x in range(0, 1280, 8)
        for y in range(0, 800, 8)
        if surface.get_at((x, y))[:3] != (0, 0, 0)
    ]
    assert lit and all(area.collidepoint(p) for p in lit) and outside.contains(area)
    assert toasts.update(0.6) and not toasts.update(0.6)
    assert toasts.current is None


class Ranking(EndScreen):
    def __init__(self, calls: list[str]) -> None:
        seats = [Seat("Anna", (214, 72, 58)), Seat("Robo", (64, 124, 200), "easy")]
        super().__init__(
            seats,
            [1, 0],
            [1],
            on_again=lambda: calls.append("again"),
            on_menu=lambda: calls.append("menu"),
            note="Same points: the shells decide",
        )
        self.painted: list[tuple[int, bool]] = []
        self.boards = 0

    def paint_row(self, surface: pygame.Surface, row: pygame.Rect, seat: int, winner: bool) -> None:
        self.painted.append((seat, winner))
        kit.text(surface, self.seats[seat].name, 30, kit.INK, topleft=(row.x + 20, row.y + 10))

    def draw_board(self, surface: pygame.Surface) -> None:
        self.boards += 1


def test_the_end_screen_frame_paints_rows_and_routes_its_buttons(app: App) -> None:
    calls: list[str] = []
    end = Ranking(calls)
    app.scenes.push(end)
    app.render()
    assert end.painted == [(1, True), (0, False)]
    rows = end.row_rects()
    assert rows[0].bottom <= rows[1].top and all(r.bottom < 680 for r in rows)
    board = dict(end.buttons())["board"]
    click(window(app, board.center))
    app.step()
    app.render()
    assert end.showing_board and end.boards >= 1
    assert [name for name, _r in end.buttons()] == ["results"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert not end.showing_board and calls == []
    click(window(app, dict(end.buttons())["again"].center))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert calls == ["again", "menu"]


def test_a_layer_is_painted_again_only_when_its_key_changes() -> None:
    layers = kit.LayerCache()
    painted: list[int] = []

    def paint(surf: pygame.Surface) -> None:
        painted.append(1)
        surf.fill((1, 2, 3))

    first = layers.get("panel", ("turn", 0), (40, 20), paint)
    assert layers.get("panel", ("turn", 0), (40, 20), paint) is first and len(painted) == 1
    layers.get("panel", ("turn", 1), (40, 20), paint)
    assert len(painted) == 2


def test_the_table_clock_takes_the_app_step_while_busy() -> None:
    from common.table.scene import MAX_IDLE_STEP

    board = Board()
    assert board.tick_clock(0.05, busy=True) == 0.05 and board.clock == 0.05
    step = board.tick_clock(0.0, busy=False)  # an idle frame: real time, capped
    assert 0.0 <= step <= MAX_IDLE_STEP and board.clock == 0.05 + step
