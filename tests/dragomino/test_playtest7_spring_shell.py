"""Family play-test (spring variant): the chooser who already had the mother dragon was
offered "Empty shell: mother dragon", as if the shell would bring her. The rules file: a
shell brings the mother dragon "from whoever has it"; to her holder it brings nothing new.
The card now says she stays with you, and her picture carries a tick."""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from dragomino.plugin import demo_table
from dragomino.rules import PlaceDomino
from dragomino.ui import pieces, selftest, spring
from dragomino.ui.spring import SpringChoiceOverlay
from tests.dragomino.test_ui_undo import place_by_mouse

# seed 1, two seats, Anna (a person, seat 0) starts with the mother dragon: this placement
# meets a spring, and the two eggs offered are a desert baby and a desert shell
SEED = 1
SPRING_MOVE = PlaceDomino(0, (-1, 0), 1)


def captions(app: App, overlay: SpringChoiceOverlay, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    real = pieces.text

    def record(surface: pygame.Surface, message: str, *args: object, **kw: object) -> pygame.Rect:
        said.append(message)
        return real(surface, message, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(pieces, "text", record)
    overlay.draw(pygame.Surface((1280, 800)))
    monkeypatch.setattr(pieces, "text", real)
    return said


def open_chooser(app: App) -> SpringChoiceOverlay:
    scene = demo_table([None, "easy"], SEED, spring=True)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    assert scene.state.mother == 0, "Anna holds the mother dragon"
    place_by_mouse(app, scene, SPRING_MOVE)
    assert selftest.run_until(scene, lambda: isinstance(app.scenes.top, SpringChoiceOverlay), 20)
    overlay = app.scenes.top
    assert isinstance(overlay, SpringChoiceOverlay)
    offer = scene.state.spring_offer
    assert offer is not None and sorted(t.baby is None for t in offer.options) == [False, True]
    return overlay


def test_a_shell_offered_to_the_mother_dragons_holder_says_she_stays(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    overlay = open_chooser(app)
    said = captions(app, overlay, monkeypatch)
    assert "Empty shell: mother dragon" not in said
    assert "Empty shell:" in said and "the mother dragon stays with you" in said
    assert "Baby dragon: 1 point" in said
    # and when someone else holds her, the shell does bring her
    overlay.table.state.mother = 1
    assert "Empty shell: mother dragon" in captions(app, overlay, monkeypatch)


def test_the_caption_in_german_fits_the_card(app: App) -> None:
    from common import games, i18n

    games.load_plugin("dragomino")  # registers the game's catalogues
    i18n.set_language("de")
    try:
        lines = spring.caption_lines(spring.shell_caption(False, True), 26, 300)
        assert lines == ["Leere Schale:", "die Drachenmutter bleibt bei dir"]
        assert all(pieces.fit_text(line, 26, 300) >= 16 for line in lines)
    finally:
        i18n.set_language("en")
