"""Play-test finding (seen under Xvfb, fixed here): the pause card sat over a "your turn"
splash that had stopped half grown behind it, because the table below an overlay does not
update. Opening an overlay now settles the splash (the banner's steady glow remains) and
takes away a refusal toast, so what lies behind the card is a still, tidy picture.
"""

from __future__ import annotations

import pygame

from common.app import App
from common.scenes.pause import PauseMenu
from dragomino.plugin import demo_table
from dragomino.rules import PlaceDomino
from dragomino.ui import selftest
from dragomino.ui.table import TableScene


def people_table(app: App) -> TableScene:
    """Two people at one screen, so the splash names the person."""
    scene = demo_table([None, None], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30, 0.05)
    return scene


def post(app: App, etype: int, **fields: object) -> None:
    if "pos" in fields:
        fields["pos"] = app.to_window(fields["pos"])  # type: ignore[arg-type]
    pygame.event.post(pygame.event.Event(etype, fields))
    app.step()


def splash_pixel(scene: TableScene) -> tuple[int, int, int]:
    """The table as drawn behind the card: the colour inside the splash's left end."""
    behind = pygame.Surface((1280, 800))
    scene.draw(behind)
    x, y = scene.banner.splash_center
    return tuple(behind.get_at((x - 200, y)))[:3]  # type: ignore[return-value]


def test_the_your_turn_splash_settles_when_the_pause_card_opens(app: App) -> None:
    scene = people_table(app)
    selftest.advance(scene, 0.25)  # the splash is still growing
    assert scene.banner.splashing
    post(app, pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    assert isinstance(app.scenes.top, PauseMenu)
    assert not scene.banner.splashing, "no half-grown splash behind the pause card"
    seat_colour = tuple(scene.seats[scene.shown_turn].colour)[:3]
    for _ in range(12):  # the card's own 0.18 s appearance, then a still picture
        app.step()
    assert splash_pixel(scene) != seat_colour
    post(app, pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)  # Resume
    assert app.scenes.top is scene and scene.input_allowed()


def test_a_refusal_toast_goes_when_the_pause_card_opens(app: App) -> None:
    scene = people_table(app)
    selftest.advance(scene, 2.0)  # past the splash
    far = (scene.big.rect.left + 30, scene.big.rect.top + 30)
    cell = scene.big.cell_at(far)
    assert not any(scene.state.is_legal(PlaceDomino(0, cell, o)) for o in range(4))
    grab = scene.slot_domino_rect(0)
    start = (grab.x + grab.h // 2, grab.centery)
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(app, pygame.MOUSEMOTION, pos=far, rel=(10, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=far, button=1)
    assert scene.toast is not None, "the drop was refused with a toast"
    post(app, pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    assert isinstance(app.scenes.top, PauseMenu)
    assert scene.toast is None, "no half-faded toast behind the pause card"
