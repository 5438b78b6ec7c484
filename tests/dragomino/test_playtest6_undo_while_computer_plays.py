"""Play-test finding (Dragomino under Xvfb, a person followed by a computer): Undo went grey
while the next computer played. A quiet move (nothing revealed) could be taken back during
the computer's two-second pause, but the moment its domino lifted off the display the button
said "wait until the pieces have landed", and once it had landed "the next player has
played". The computer's domino is committed only when it lands, so the person's move is
still the latest one: Undo now stays ready until then, and pressing it stops the glide and
puts that domino back on the display.

When the move cannot be taken back (an egg came out, new dominoes were dealt, a computer
moved), grey is right; the button now shows why with a picture on its corner (an egg, two
dominoes, a little robot), so a child who cannot read the tooltip sees it too.
"""

from __future__ import annotations

import pygame

from common.app import App
from common.table import undo
from dragomino.plugin import demo_table
from dragomino.ui import hud, selftest, takeback
from dragomino.ui.table import TableScene
from tests.dragomino.test_ui_undo import click, first_quiet_game, place_by_mouse, post


def test_undo_stops_the_computers_glide_and_takes_the_move_back(app: App) -> None:
    scene, _saved, move = first_quiet_game(app, [None, "easy"])
    before = scene.state.to_json()
    place_by_mouse(app, scene, move)
    # the computer thinks, then lifts its domino and glides it in (not yet committed)
    assert selftest.run_until(scene, lambda: scene.floating is not None, 30)
    assert len(scene.session.moves) == 1
    undo_at = scene.rect("undo_button").center
    post(app, pygame.MOUSEMOTION, pos=undo_at, rel=(1, 0), buttons=(0, 0, 0))
    assert scene.undo_status().allowed, scene.undo_status().reason
    click(app, undo_at)
    assert scene.session.moves == [] and scene.state.to_json() == before
    assert scene.floating is None, "the computer's domino stopped in mid-air"
    assert scene.shown_display == list(scene.state.display), "it is back on the display"
    assert selftest.run_until(scene, scene.input_allowed, 10), "our turn again"
    selftest.advance(scene, 5.0)
    assert scene.session.moves == [], "the computer did not play its cancelled move"
    place_by_mouse(app, scene, move)  # and the game goes on as before
    assert selftest.run_until(scene, lambda: len(scene.session.moves) == 2, 30)


def test_a_move_that_cannot_be_taken_back_shows_why_on_the_button(app: App) -> None:
    scene = demo_table([None, "easy", "easy"], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    move = selftest.connecting_move(scene)
    assert move is not None
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: scene.events.idle and scene.floating is None, 30)
    verdict = scene.undo_status()
    assert not verdict.allowed and verdict.reason == takeback.EGG_REVEALED
    surface = pygame.Surface((1280, 800))
    scene.draw(surface)
    egg = hud.undo_why_picture(scene.art, verdict.reason, scene.lay)
    assert egg is not None
    middle = (egg.get_width() // 2, egg.get_height() // 2)
    assert egg.get_at(middle).a == 255
    centre = hud.undo_why_center(scene.rect("undo_button"), scene.lay)
    assert surface.get_at(centre)[:3] == egg.get_at(middle)[:3], "the egg sits on the button"


def test_every_reason_a_person_meets_has_a_picture(app: App) -> None:
    scene: TableScene = demo_table([None, "easy"], 11)
    for reason in (
        takeback.EGG_REVEALED,
        takeback.SPRING_PEEKED,
        takeback.DOMINOES_DEALT,
        undo.COMPUTER_MOVE,
        undo.NEXT_PLAYED,
    ):
        picture = hud.undo_why_picture(scene.art, reason, scene.lay)
        assert picture is not None, reason
        assert pygame.mask.from_surface(picture).count() > picture.get_width() ** 2 // 4
    # nothing to take back yet, or a moment's wait: the grey alone says it
    assert hud.undo_why_picture(scene.art, undo.NOTHING_YET, scene.lay) is None
    scene.on_exit()


def test_pressing_a_greyed_undo_says_why_once(app: App) -> None:
    """Seen under Xvfb: a press on the greyed button showed the bubble "An egg was revealed"
    and, under the pointer, the tooltip with the same words right below it."""
    scene = demo_table([None, "easy", "easy"], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    move = selftest.connecting_move(scene)
    assert move is not None
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: scene.events.idle and scene.floating is None, 30)
    undo_at = scene.rect("undo_button").center
    post(app, pygame.MOUSEMOTION, pos=undo_at, rel=(1, 0), buttons=(0, 0, 0))
    assert scene.undo_hover
    tipped = pygame.Surface((1280, 800))
    scene.draw(tipped)
    click(app, undo_at)
    assert scene.toast is not None and scene.toast.message == "An egg was revealed"
    assert scene.undo_hover
    pressed = pygame.Surface((1280, 800))
    scene.draw(pressed)
    bare = pygame.Surface((1280, 800))
    scene.undo_hover = False
    scene.draw(bare)
    # with the bubble up, the pointer on the button adds nothing: no tooltip under it
    above = scene.rect("undo_button").move(0, -60).inflate(200, 0)

    def pixels(surface: pygame.Surface) -> bytes:
        return pygame.image.tobytes(surface.subsurface(above).copy(), "RGB")

    assert pixels(pressed) == pixels(bare)
    assert pixels(tipped) != pixels(bare), "the tooltip shows before the press"


def test_f1_outlines_the_greyed_undo_with_its_picture(app: App) -> None:
    """Seen under Xvfb: F1 outlined the Undo button alone and cut the picture of why on its
    corner in half, on the screen and on the legend card."""
    from common.scenes.help_overlay import HelpOverlay

    scene = demo_table([None, "easy"], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    move = selftest.connecting_move(scene)
    assert move is not None
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: scene.events.idle and scene.floating is None, 30)
    verdict = scene.undo_status()
    picture = hud.undo_why_picture(scene.art, verdict.reason, scene.lay)
    assert not verdict.allowed and picture is not None
    chip = picture.get_rect(center=hud.undo_why_center(scene.rect("undo_button"), scene.lay))
    post(app, pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
    overlay = app.scenes.top
    assert isinstance(overlay, HelpOverlay)
    button = scene.rect("undo_button")
    undo_spots = [
        label.spot
        for label in overlay.labels
        if label.spot.colliderect(button) and label.spot.w <= 100  # not the island around it
    ]
    assert len(undo_spots) == 1
    assert undo_spots[0].contains(chip), (undo_spots[0], chip)


def test_f1_in_the_guided_game_names_no_undo_button(app: App) -> None:
    """The guided game has no Undo button, but F1 outlined its empty place on the sea."""
    from dragomino.ui.guide import GuideTable
    from dragomino.ui.table.places import UNDO_HELP

    guide = GuideTable(sync_ai=True)
    guide.app = app
    guide.on_enter()
    assert selftest.run_until(guide, guide.tap_ready, 30, selftest.STEP)
    spots = guide.help_spots()
    assert spots and all(msgid != UNDO_HELP for _rect, msgid in spots)
    guide.on_exit()
