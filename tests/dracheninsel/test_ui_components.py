"""Die Dracheninsel table components: cards, animations and the end screen (helper D2).

Cards render at several sizes and print their names; every card kind of the data has its
tooltip text in German and English; the fan keeps cards in its strip and finds the card
under the pointer; every face-up draw is seen by the recorder; each motion of a piece's
sprite finishes, ends at its target, takes its sprites off the layer (the board has the
pieces again: nothing parked) and runs faster at a higher speed; the
end screen ranks by the engine's rules, states the tie rule and its buttons work.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from common import i18n
from common.sprites import SpriteLayer
from common.table.seats import Seat
from common.tween import Animation, TweenManager
from dracheninsel.rules import GameConfig, State, new_game
from dracheninsel.rules import data as D
from dracheninsel.ui import anim, cards, pictures
from dracheninsel.ui.board_view import BoardView
from dracheninsel.ui.end import DracheninselEnd, coin_layout, ranking, tie_note

ROOT = Path(__file__).resolve().parents[2]
CANVAS = (1280, 800)
DT = 1 / 60


@pytest.fixture(autouse=True)
def display() -> Iterator[pygame.Surface]:
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(CANVAS)
    i18n.set_language("en")  # loads the common catalog first (register_domain alone would not)
    i18n.register_domain(ROOT / "dracheninsel")
    yield surface
    i18n.set_language("en")


def run(animation: Animation, speed: float = 1.0, limit: int = 2000) -> int:
    """Frames until done on a TweenManager at ``speed``."""
    manager = TweenManager(speed)
    manager.add(animation)
    frames = 0
    while manager.update(DT):
        frames += 1
        assert frames < limit, "the animation never finished"
    return frames


def same_size(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """The SVG renderer keeps the aspect ratio and may round a side up by a pixel."""
    return abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def every_card() -> list[int]:
    """One card per kind, and a terrain card of every colour."""
    out = [cards.example_card(D.TERRAIN, colour) for colour in range(D.N_COLOURS)]
    return out + [cards.example_card(kind) for kind in D.ACTION_IDS]


# ----------------------------------------------------------------------------- cards
def test_card_kinds_come_from_the_card_data() -> None:
    assert cards.card_kinds() == [D.TERRAIN, *D.ACTION_IDS]
    assert set(cards.card_kinds()) == set(D.CARD_KIND)


@pytest.mark.parametrize("width", [40, 90, 160])
def test_every_face_and_the_back_render_at_any_width(display: pygame.Surface, width: int) -> None:
    for card in every_card():
        display.fill((0, 0, 0))
        rect = cards.draw_face_up(display, card, None, (400, 400), width)
        assert same_size(rect.size, cards.card_size(width))
        assert display.get_at(rect.center)[:3] != (0, 0, 0), cards.face_key(card)
        assert (ROOT / "assets" / cards.ART.format(cards.face_key(card))).is_file()
    rect = cards.draw_face_down(display, (400, 400), width)
    assert same_size(rect.size, cards.card_size(width))


def test_the_name_is_printed_in_the_current_language(display: pygame.Surface) -> None:
    card = cards.example_card("counter_magic")
    band = pygame.Rect(30, 20, 100, 30)

    def band_pixels() -> bytes:
        display.fill((0, 0, 0))
        rect = cards.draw_face_up(display, card, None, (80, 112), 160)
        return pygame.image.tobytes(display.subsurface(band.move(rect.x - 0, rect.y)), "RGB")

    english = band_pixels()
    i18n.set_language("de")
    german = band_pixels()
    assert english != german
    assert cards.card_name(card) == "Gegenzauber"
    i18n.set_language("en")
    assert cards.card_name(card) == "Counter Magic"
    assert cards.card_name(cards.example_card(D.TERRAIN, 0)) == "Volcano"


@pytest.mark.parametrize("kind", cards.card_kinds())
def test_every_card_kind_has_its_tooltip_in_both_languages(kind: str) -> None:
    msgid = cards.TERRAIN_HELP if kind == D.TERRAIN else cards.ACTION_HELP[kind]
    german, english = i18n.catalog("de"), i18n.catalog("en")
    assert msgid in english and msgid in german
    assert german[msgid] != msgid  # really translated
    card = cards.example_card(kind, 2)
    i18n.set_language("de")
    text_de, tag_de = cards.card_help(card), cards.card_tag(card)
    i18n.set_language("en")
    text_en, tag_en = cards.card_help(card), cards.card_tag(card)
    assert text_de != text_en and tag_de != tag_en
    assert "{" not in text_de and "{" not in text_en
    if kind == D.TERRAIN:
        assert "Green" in text_en and "Grün" in text_de


def test_tooltips_use_the_rules_viewers_terms() -> None:
    rules_de = (ROOT / "dracheninsel" / "help" / "rules_de.md").read_text(encoding="utf-8")
    i18n.set_language("de")
    counter = cards.card_help(cards.example_card("counter_magic"))
    slumber = cards.card_help(cards.example_card("sweet_slumber"))
    for term in ("Süßen Schlummer", "Gegenzauber", "Hinterhältigen Angriff"):
        assert term in counter and term in rules_de
    assert "rückgängig" in slumber and "rückgängig" in rules_de
    unfaithful = cards.card_help(cards.example_card("unfaithful"))
    assert "Untreue" in unfaithful


@pytest.mark.parametrize("count", [1, 2, 6, 9, 12])
def test_the_fan_stays_in_its_strip_and_finds_the_card_under_the_pointer(count: int) -> None:
    area = pygame.Rect(240, 560, 800, 240)
    spots = cards.fan_layout(count, area, 118)
    assert [s.index for s in spots] == list(range(count))
    for spot in spots:
        assert area.left - 4 <= spot.center[0] - spot.size[0] / 2
        assert spot.center[0] + spot.size[0] / 2 <= area.right + 4
        assert spot.center[1] + spot.size[1] / 2 <= area.bottom + 1
    xs = [s.center[0] for s in spots]
    assert xs == sorted(xs)
    hovered = count // 2
    lifted = cards.fan_layout(count, area, 118, hovered=hovered)
    assert lifted[hovered].lifted and lifted[hovered].angle == 0
    assert lifted[hovered].center[1] < spots[hovered].center[1]
    assert cards.draw_order(lifted)[-1].index == hovered
    assert cards.card_at(lifted, lifted[hovered].center) == hovered
    assert cards.card_at(spots, spots[0].center) == 0
    assert cards.card_at(spots, (area.centerx, area.top - 200)) is None


def test_the_face_up_recorder_sees_every_face_up_draw(display: pygame.Surface) -> None:
    card = cards.example_card("sneak_attack")
    with cards.FaceUpRecorder() as seen:
        cards.draw_face_down(display, (100, 100), 80)
        assert seen.draws == []
        cards.draw_face_up(display, card, 2, (100, 100), 80, 10.0)
        cards.draw_face_up(display, card, None, (300, 100), 80)
        cards.draw_tooltip(display, card, 2, pygame.Rect(400, 400, 80, 112))
        layer = SpriteLayer()
        for face, owner in ((None, None), (card, 1)):  # face down: nothing recorded
            flying = layer.add(pictures.Card((0.0, 0.0), 60, face, owner))
            layer_run(layer, anim.card_flight(flying, (500.0, 500.0), None, layer))
    assert seen.cards_of(2) == [card, card]
    assert seen.cards_of(1)  # the face-up flight went through the one door
    assert None in seen.owners()
    assert seen not in cards.FACE_UP_HOOKS
    cards.draw_face_up(display, card, 2, (100, 100), 80)
    assert seen.cards_of(2) == [card, card]  # nothing after the recorder closed


def test_tooltip_stays_on_screen(display: pygame.Surface) -> None:
    for anchor in (pygame.Rect(0, 0, 80, 112), pygame.Rect(1200, 690, 80, 112)):
        box = cards.draw_tooltip(display, cards.example_card("long_journey"), 0, anchor)
        assert display.get_rect().contains(box)


# ----------------------------------------------------------------------------- animations
@pytest.fixture
def board() -> BoardView:
    return BoardView(pygame.Rect(244, 78, 792, 716))


@pytest.fixture
def state() -> State:
    return new_game(GameConfig(seats=("R", "B", "G", "Y")), 11)


def close(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) < 0.5 and abs(a[1] - b[1]) < 0.5


def layer_run(layer: SpriteLayer, animation: Animation, speed: float = 1.0) -> list[set[object]]:
    """Run `animation` drawing the layer every frame; returns each frame's sprite frames."""
    manager = TweenManager(speed)
    manager.add(animation)
    canvas = pygame.Surface(CANVAS, pygame.SRCALPHA)
    seen: list[set[object]] = []
    while manager.update(DT):
        layer.draw(canvas)
        seen.append({s.frame for s in layer})
        assert len(seen) < 2000, "the animation never finished"
    return seen


def test_a_hop_ends_on_the_last_space_and_leaves_the_layer(board: BoardView, state: State) -> None:
    layer = SpriteLayer()
    start = board.figure_center(state, 0)
    landing = D.LANDINGS[state.colour_of(0)][0]
    path = [start, board.cell_center(landing), board.cell_center(D.ADJ[landing][0])]
    piece = layer.add(pictures.cone(board, [state.colour_of(0)], [], start, [0]))
    sounds: list[str] = []
    hops = anim.cone_hops(piece, path, sounds.append, layer)
    hops.step(0.15)
    assert piece.offset[1] < 0 and pictures.away(layer) == {("hunter", 0)}  # in the air
    frames = layer_run(layer, hops)
    assert close(piece.pos, path[-1]) and piece.offset == (0.0, 0.0)
    assert piece not in layer and pictures.away(layer) == frozenset()
    assert sounds.count("pick") == 2 and sounds.count("drop") == 2
    per = anim.TIMING["hop"] + anim.TIMING["hop_pause"]
    assert len(frames) == pytest.approx((2 * per - 0.15) / DT, abs=2)


def test_a_pair_hops_as_one_sprite_with_its_coins(board: BoardView) -> None:
    layer = SpriteLayer()
    pair = layer.add(pictures.cone(board, [0, 3], [4, 5], (100.0, 100.0), [0, 1]))
    assert pictures.away(layer) == {("hunter", 0), ("hunter", 1)}
    alone = pictures.cone(board, [0], [], (100.0, 100.0), [0])
    assert pair.rect().width > alone.rect().width  # two cones and the coins they carry
    layer_run(layer, anim.cone_hops(pair, [(100.0, 100.0), (160.0, 100.0)], None, layer))
    assert close(pair.pos, (160, 100)) and not layer


def test_disk_swap_trades_places(board: BoardView, state: State) -> None:
    layer = SpriteLayer()
    a, b = board.cell_center(5), board.cell_center(40)
    size = board.disk_size()
    one = layer.add(pictures.Disk(state.colours[5], size, a, 5, True))
    two = layer.add(pictures.Disk(state.colours[40], size, b, 40, True))
    swap = anim.disk_swap(one, two, None, layer)
    assert pictures.away(layer) == {("disk", 5), ("disk", 40)}
    for _ in range(30):
        swap.step(DT)
    assert one.offset[1] < -size * 0.3 and one.scale > 1.05  # lifted mid-way
    assert any(s.layer == pictures.GLINTS for s in layer)  # magic twinkles
    layer_run(layer, swap)
    assert close(one.pos, b) and close(two.pos, a) and one.offset == (0.0, 0.0)
    assert not layer


def test_dragon_flies_to_its_disk_flapping(board: BoardView, state: State) -> None:
    layer = SpriteLayer()
    start, end = board.dragon_center(state, 1), board.cell_center(30)
    dragon = layer.add(pictures.Dragon(board.px(1.45), start, 1))
    sounds: list[str] = []
    flight = anim.dragon_flight(dragon, end, sounds.append, layer)
    assert pictures.away(layer) == {("dragon", 1)}
    frames = set().union(*layer_run(layer, flight))
    assert {"up", "down"} <= frames  # the wings beat
    assert close(dragon.pos, end) and dragon.frame == "stand" and dragon.scale == 1.0
    assert not layer
    assert sounds[0] == "whoosh" and "flap" in sounds and sounds[-1] == "roar_small"


def test_a_card_flies_face_down_or_through_the_one_door(display: pygame.Surface) -> None:
    layer = SpriteLayer()
    card = cards.example_card("sneak_attack")
    with cards.FaceUpRecorder() as seen:
        back = layer.add(pictures.Card((100.0, 100.0), 60))
        layer_run(layer, anim.card_flight(back, lambda: (900.0, 600.0), None, layer))
        assert seen.draws == [] and close(back.pos, (900, 600)) and back.rotation == 0.0
        face = layer.add(pictures.Card((100.0, 100.0), 60, card, 1))
        frames = layer_run(layer, anim.card_flight(face, (900.0, 600.0), None, layer))
    assert seen.cards_of(1) == [card] * len(frames)  # every frame went through the door
    assert not layer


def test_counter_shield_and_slumber_finish(board: BoardView, state: State) -> None:
    layer = SpriteLayer()
    sounds: list[str] = []
    layer_run(layer, anim.counter_shield((640.0, 400.0), 120, sounds.append, layer))
    assert not layer and sounds == ["magic", "refuse"]
    piece = layer.add(pictures.cone(board, [state.colour_of(0)], [], board.cell_center(20), [0]))
    back = board.figure_center(state, 0)
    night = anim.slumber(pygame.Rect(0, 0, *CANVAS), [(piece, back)], sounds.append, layer)
    assert {s.layer for s in layer} == {
        pictures.NIGHT,
        pictures.FIGURES,
    }  # the night is sprites too
    layer_run(layer, night)
    assert close(piece.pos, back) and not layer
    assert sounds[2:] == ["snore", "whoosh", "snap"]


def motions(board: BoardView, layer: SpriteLayer, sound: anim.Sound | None) -> list[Animation]:
    def disk(at: tuple[float, float], magic: bool = False) -> pictures.Disk:
        return layer.add(pictures.Disk(0, 40, at, 1, magic))

    cone = layer.add(pictures.cone(board, [0], [], (0.0, 0.0), [0]))
    return [
        anim.cone_hops(cone, [(0.0, 0.0), (50.0, 0.0), (100.0, 0.0)], sound, layer),
        anim.disk_swap(disk((0.0, 0.0)), disk((100.0, 0.0)), sound, layer),
        anim.disk_swap(disk((0.0, 0.0), True), disk((100.0, 0.0), True), sound, layer),
        anim.dragon_flight(
            layer.add(pictures.Dragon(60, (0.0, 0.0), 0)), (300.0, 300.0), sound, layer
        ),
        anim.card_flight(layer.add(pictures.Card((0.0, 0.0), 60)), (300.0, 0.0), sound, layer),
        anim.counter_shield((0.0, 0.0), 60, sound, layer),
        anim.slumber(pygame.Rect(0, 0, 400, 400), [], sound, layer),
    ]


def test_speed_setting_scales_every_animation(board: BoardView) -> None:
    layer = SpriteLayer()
    for slow, fast in zip(motions(board, layer, None), motions(board, layer, None), strict=True):
        one, two = run(slow, 1.0), run(fast, 2.0)
        assert two == pytest.approx(one / 2, abs=2), type(slow).__name__


def test_every_sound_an_animation_asks_for_exists(board: BoardView) -> None:
    sounds: list[str] = []
    for animation in motions(board, SpriteLayer(), sounds.append):
        run(animation)
    assert sounds
    for name in set(sounds):
        assert (ROOT / "assets" / "sounds" / f"{name}.wav").is_file(), name


# ----------------------------------------------------------------------------- end screen
def finished(collected: list[list[int]]) -> State:
    state = new_game(GameConfig(seats=("R", "B", "G", "Y")), 5)
    state.collected = collected
    return state


SEATS = [
    Seat("Anna", (200, 56, 40)),
    Seat("Ben", (50, 110, 200)),
    Seat("Computer", (60, 150, 70), "normal"),
    Seat("Großmutter Hildegard", (230, 190, 60)),
]


def test_ranking_and_the_tie_rule_follow_the_engine() -> None:
    # coin ids: 2k and 2k+1 are worth PAIR_VALUES[k] (100 ... 700)
    plain = finished([[13, 1], [5, 4, 11], [2, 3], [0, 6, 7]])  # 800, 1200, 400, 900
    assert ranking(plain)[0] == plain.winners()[0] == 1
    assert tie_note(plain) is None
    by_coin = finished([[13, 12, 5, 4], [11, 10, 7, 6], [9, 8, 2, 3], [0, 1]])
    assert by_coin.scores()[0] == by_coin.scores()[1] == 2000
    assert by_coin.winners() == [0]
    assert ranking(by_coin)[:2] == [0, 1]
    assert tie_note(by_coin) == "Same total: the most valuable single coin wins"
    i18n.set_language("de")
    assert tie_note(by_coin) == "Gleichstand: Die wertvollste einzelne Münze gewinnt"
    shared = finished([[13, 0], [12, 1], [2, 3], []])
    assert shared.winners() == [0, 1]
    assert tie_note(shared) == "Immer noch gleich: Ihr teilt euch den Sieg"


def test_coins_fit_their_row() -> None:
    area = pygame.Rect(0, 0, 500, 60)
    for count in (1, 4, 8, 14):
        size, centres = coin_layout(count, area, 64)
        assert len(centres) == count
        assert centres[0][0] - size / 2 >= area.left - 0.5
        assert centres[-1][0] + size / 2 <= area.right + 0.5


def test_end_screen_buttons_are_translated() -> None:
    i18n.set_language("de")
    assert i18n._("Play again") != "Play again"
    assert i18n._(DracheninselEnd.board_label) == "Insel ansehen"


def test_end_screen_draws_and_its_buttons_work(display: pygame.Surface) -> None:
    state = finished([[13, 12, 5, 4], [11, 10, 7, 6], [9, 8, 2, 3], []])
    pressed: list[str] = []
    sounds: list[str] = []
    end = DracheninselEnd(
        state,
        SEATS,
        on_again=lambda: pressed.append("again"),
        on_menu=lambda: pressed.append("menu"),
        sound=sounds.append,
    )
    assert end.order == [0, 1, 2, 3] and end.winners == [0]
    assert end.note == "Same total: the most valuable single coin wins"
    for _ in range(round(2.0 / DT)):  # the coins pop in row by row, with a clink each
        end.update(DT)
    assert sounds.count("coin") == 3  # three rows have coins, the fourth has none
    display.fill((0, 0, 0))
    end.draw(display)
    names = [name for name, _rect in end.buttons()]
    assert names == ["again", "island", "home"]
    rects = dict(end.buttons())
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rects["island"].center, button=1)
    end.handle_event(click)
    assert end.showing_board
    end.draw(display)
    assert [name for name, _rect in end.buttons()] == ["results"]
    end.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert not end.showing_board
    end.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rects["again"].center, button=1)
    )
    end.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rects["home"].center, button=1))
    assert pressed == ["again", "menu"]
