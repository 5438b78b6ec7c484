"""Issue 25, finding 4: any name a person can type or paste is either shown or refused at
the field with a reason, and the renderer never raises on any string. A name of only
invisible characters (zero-width space, direction marks, word joiner, BOM, soft hyphen)
crashed the setup ("Something went wrong") and a loaded Dragomino table.

Names are generated from the categories that caused trouble: format characters (Cf),
combining marks (Mn), spaces (Zs), lone surrogates, right-to-left text, emoji and very long
strings; 1,000 under DRACHEN_FULL_ROBUST=1, fewer in CI."""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from counts import count

from common import assets, names
from common.app import App
from common.games import get_plugin
from common.scenes.setup import SetupScene
from common.scenes.title import TitleScene
from common.settings import Settings
from common.table import draw as table_draw
from common.table.seats import Seat

CF = "\u200b\u200c\u200e\u200f\u2060\ufeff\u00ad\u202a\u202b\u202c\u202d\u202e\u2066\u2069"
MN = "\u0300\u0301\u0308\u0327\u036f\u20d7"
ZS = " \u00a0\u2002\u2003\u2009\u3000\u205f"
SURROGATES = "\ud800\udbff\udc00\udfff"
RTL = "\u05d0\u05d1\u05d2\u0627\u0644\u0639"  # Hebrew and Arabic letters
EMOJI = "\U0001f409\U0001f600\U0001f468\u200d\U0001f469\u200d\U0001f467\u2764\ufe0f"
LATIN = "AnnaJörgÖzlemßé"
POOLS = (CF, MN, ZS, SURROGATES, RTL, EMOJI, LATIN, "\x00\x07\t\n\x7f")


def generated_names(n: int, seed: int = 25) -> list[str]:
    rng = random.Random(seed)
    out = ["\u200b", "\u200e\u200f", "\u2060", "\ufeff", "\u00ad", "x" * 1000, ""]
    while len(out) < n:
        pools = rng.sample(POOLS, rng.randint(1, 3))
        length = rng.choice((1, 2, 3, 5, 8, 14, 40, 1000))
        out.append("".join(rng.choice(rng.choice(pools)) for _ in range(length)))
    return out[:n]


NAMES = generated_names(count(250, 1000))


@pytest.fixture
def names_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(tmp_path / name.lower()))
    settings = Settings(language="en")
    settings.path = tmp_path / "config" / "settings.json"
    app = App(settings, fullscreen=False, expect_headless=True)
    app.running = True
    pygame.event.clear()
    yield app
    app.scenes.reset(TitleScene())
    app.scenes.stack.clear()


def test_the_renderer_never_raises_on_any_string(names_app: App) -> None:
    for value in NAMES:
        assets.text(value, 24, (0, 0, 0))
        assets.wrapped_text(value, 24, (0, 0, 0), 300)
        table_draw.text_surface(value, 20, (0, 0, 0), (255, 255, 255))


def test_a_name_is_shown_or_said_to_show_nothing() -> None:
    for value in NAMES:
        shown = names.shown_name(value)
        assert shown == shown.strip()
        assert not any(unicodedata.category(c) in ("Cc", "Cs") for c in shown)
        assert names.renders_as_nothing(value) == (bool(value) and not shown)
        if shown:  # what is kept draws something
            assert assets.text(shown, 24, (0, 0, 0)).get_width() > 0


def _type(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step()


@pytest.mark.parametrize("game_id", ["dragomino", "dracheninsel"])
def test_typed_names_never_break_the_setup_or_the_table(names_app: App, game_id: str) -> None:
    """Each name typed into the first seat's field with real events; the setup draws, and
    for the invisible ones the game starts with the seat called by its number."""
    setup = SetupScene(get_plugin(game_id))
    names_app.scenes.push(setup)
    names_app.step()
    field = setup.name_fields[0]
    for value in NAMES[: count(60, 400)]:
        pos = field.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        names_app.step()
        field.text = ""
        field.caret = 0
        _type(names_app, value)
        names_app.render()
        assert setup.display_name(0)  # a name, or "Player 1": never nothing
    field.text = ""
    field.caret = 0
    _type(names_app, "\u200b\u2060")
    names_app.render()
    assert setup.make_setup().seats[0].name == ""  # called by its number at the table
    setup.start_game()
    for _ in range(5):
        names_app.step()
        names_app.render()
    assert names_app.scenes.top is not setup


def test_a_saved_seat_whose_name_shows_nothing_is_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="shows nothing"):
        Seat.from_json({"name": "\u200b\u200e", "colour": [1, 2, 3], "level": None})
    kept = Seat.from_json({"name": "Anna\u200b", "colour": [1, 2, 3], "level": None})
    assert kept.name == "Anna"
