"""Family play-test finding 12 (issue 27): in a 900x600 window the German card titles were
about 5 px ("Zerstörende Kräfte", "Angst & Schrecken": a 96 px card's name band holds them
only at 9 px of the 1280x800 canvas) and recap lines that did not fit shrank (to 12 px)
instead of wrapping. In an 800x500 window (the canvas at 0.625) every card of the hand is
now named above the fan at 12 px or more on screen (names too long for their room wrap),
and every recap line of a seeded game keeps 12 px, wrapping onto a second row of the card
when it must; both languages. The pictures are rendered and their glyphs measured.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from common import assets, games, i18n
from common.app import App
from common.scenes.handoff import CARD, RECAP_MIN, HandoffScene, recap_picture
from dracheninsel.ai import choose_move
from dracheninsel.rules import GameConfig, event_view, new_game
from dracheninsel.rules import data as D
from dracheninsel.ui import cards
from dracheninsel.ui.hand import HandFan
from dracheninsel.ui.layout import BASE, HAND_AREA
from dracheninsel.ui.words import recap_lines

WINDOW = (800, 500)
SCALE = min(WINDOW[0] / 1280, WINDOW[1] / 800)  # 0.625: how the app shows the canvas
SCREEN_PX = 12  # the smallest text on screen


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    games.load_plugin("dracheninsel")
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def line_height(picture: pygame.Surface, lines: int) -> float:
    """The rendered height of one line of a text picture, in canvas px."""
    return picture.get_height() / lines


def one_of_each(count: int, start: int) -> list[int]:
    """A hand of `count` different cards, every kind in turn (terrain cards of each colour)."""
    kinds = [c for c in range(D.N_CARDS)]
    seen: dict[str, int] = {}
    for card in kinds:
        seen.setdefault(cards.face_key(card), card)
    faces = list(seen.values())
    return [faces[(start + k) % len(faces)] for k in range(count)]


def test_every_card_is_named_in_readable_words_above_the_hand(app: App, language: str) -> None:
    fan = HandFan(HAND_AREA, BASE.card_w)
    faces = one_of_each(100, 0)[: len({cards.face_key(c) for c in range(D.N_CARDS)})]
    surface = pygame.Surface((1280, 800))
    for count in (6, 7, 8):  # a full hand, and one or two cards more (a Sneak Attack)
        for start in range(0, len(faces), count):
            hand = [faces[(start + k) % len(faces)] for k in range(count)]
            pairs = fan.spots(hand)
            named = fan.name_pictures(pairs)
            assert len(named) == count  # every card of the hand has its name
            boxes = [box for _picture, box in named]
            for a in range(len(boxes)):
                for b in range(a + 1, len(boxes)):
                    assert not boxes[a].colliderect(boxes[b]), (hand, boxes[a], boxes[b])
            for (card, spot), (picture, box) in zip(
                sorted(pairs, key=lambda pair: pair[1].index), named, strict=True
            ):
                # above the cards, or over the card's own printed name (its top third)
                assert box.bottom <= spot.rect().top + 0.3 * spot.size[1]
                assert abs(box.centerx - spot.center[0]) <= 1  # centred over its card
                assert box.top >= 500  # and not far up the island
                lines = max(
                    1,
                    round(picture.get_height() / assets.font(fan.name_size(), True).get_linesize()),
                )
                on_screen = line_height(picture, lines) * SCALE
                assert on_screen >= SCREEN_PX, (cards.card_name(card), on_screen)
                assert fan.name_size() * SCALE >= SCREEN_PX
                assert lines <= 2, cards.card_name(card)
            fan.draw(surface, hand, 0)  # and it draws


def seeded_recaps(seed: int) -> list[str]:
    """Every recap a person at seat 0 would get in a seeded 4-seat computer game: the
    events between two of seat 0's turns, as that seat may know them."""
    state = new_game(GameConfig(seats=("R", "Y", "G", "B")), seed)
    rng = random.Random(seed)
    names = ["Anna", "Jörg", "Özlem", "Ben"].__getitem__
    pending: list[object] = []
    found: list[str] = []
    for _ in range(1500):
        if state.is_over:
            break
        seat = state.actors()[0]
        if seat == 0 and state.phase == "main" and pending:
            found += recap_lines(pending, 0, names, 4)
            pending = []
        events = state.apply(choose_move(state.view(seat), seat, "normal", rng))
        pending += [event_view(event, 0) for event in events]
    return found


def test_every_recap_line_of_a_seeded_game_stays_readable(app: App, language: str) -> None:
    lines = seeded_recaps(11)
    assert len(lines) > 40
    longest = max(lines, key=lambda line: assets.font(24).size(line)[0])
    for line in [*lines, longest + " " + longest]:  # and a line longer than any
        picture = recap_picture(line, CARD.width - 60, (0, 0, 0))
        size = RECAP_MIN if picture.get_height() < 2 * assets.font(RECAP_MIN).get_linesize() else 24
        rows = max(1, round(picture.get_height() / assets.font(size).get_linesize()))
        on_screen = line_height(picture, rows) * SCALE
        assert on_screen >= SCREEN_PX, (line, on_screen)
        assert picture.get_width() <= CARD.width - 60
    # on the hand-off card itself: a wrapped line takes two rows, nothing runs off the card
    cover = HandoffScene("Anna", (200, 40, 40), recap=lambda: [lines[0], longest + " " + longest])
    app.scenes.reset(cover)
    cover.GUARD_SECONDS = 0
    cover.ready()
    app.render()
    assert cover.recap_lines is not None
    assert cover.button.rect.top > CARD.y + 120 + 2 * 32  # under both rows of the long line
    assert cover.button.rect.bottom <= CARD.bottom
