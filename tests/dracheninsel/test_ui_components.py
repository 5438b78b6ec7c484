"""Die Dracheninsel table components: cards, animations and the end screen (helper D2).

Cards render at several sizes and print their names; every card kind of the data has its
tooltip text in German and English; the fan keeps cards in its strip and finds the card
under the pointer; every face-up draw is seen by the recorder; each animation finishes,
ends at its target, releases the pieces it parked and runs faster at a higher speed; the
end screen ranks by the engine's rules, states the tie rule and its buttons work.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from common import i18n
from common.table.seats import Seat
from common.tween import Animation, TweenManager
from dracheninsel.rules import GameConfig, State, new_game
from dracheninsel.rules import data as D
from dracheninsel.ui import anim, cards
from dracheninsel.ui.board_view import BoardView, Motion
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
    """Frames until done on a TweenManager at ``speed`` (each frame is also drawn)."""
    manager = TweenManager(speed)
    manager.add(animation)
    canvas = pygame.Surface(CANVAS, pygame.SRCALPHA)
    frames = 0
    while manager.update(DT):
        frames += 1
        assert frames < limit, "the animation never finished"
        animation.draw(canvas)  # type: ignore[attr-defined]
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
        run(anim.CardFlight((0, 0), (500, 500), 60))  # face down: nothing recorded
        run(anim.CardFlight((0, 0), (500, 500), 60, card=card, owner=1))
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


def test_cone_hop_ends_on_the_last_space_and_parks_the_cone_meanwhile(
    board: BoardView, state: State
) -> None:
    motion = Motion()
    start = board.figure_center(state, 0)
    landing = D.LANDINGS[state.colour_of(0)][0]
    path = [start, board.cell_center(landing), board.cell_center(D.ADJ[landing][0])]
    sounds: list[str] = []
    finished: list[bool] = []
    hop = anim.ConeHop(
        [board.hunter_sprite(state.colour_of(0))],
        path,
        seats=[0],
        motion=motion,
        sound=sounds.append,
        on_done=lambda: finished.append(True),
    )
    hop.step(DT)
    assert motion.hunters[0] == anim.OFF_CANVAS
    _ground, lift, _sx, _sy = hop.pose()
    assert lift >= 0
    run(hop)
    assert finished == [True]
    assert close(hop.pose()[0], path[-1]) and hop.pose()[1] == 0
    assert 0 not in motion.hunters
    assert sounds.count("pick") == 2 and sounds.count("drop") == 2
    with pytest.raises(ValueError):
        anim.ConeHop([board.hunter_sprite(0)], [start])


def test_a_pair_hops_as_one(board: BoardView) -> None:
    sprites = [board.hunter_sprite(0), board.hunter_sprite(3)]
    carried = anim.carried_coins(board, [4, 5])
    assert carried is not None and anim.carried_coins(board, []) is None
    pair = anim.ConeHop(sprites, [(100, 100), (160, 100)], carried=carried)
    frames = run(pair)
    assert close(pair.pose()[0], (160, 100))
    assert frames == pytest.approx((anim.TIMING["hop"] + anim.TIMING["hop_pause"]) / DT, abs=2)


def test_disk_swap_trades_places(board: BoardView, state: State) -> None:
    motion = Motion()
    a, b = board.cell_center(5), board.cell_center(40)
    swap = anim.DiskSwap(
        anim.disk_sprite(state.colours[5], board.disk_size()),
        anim.disk_sprite(state.colours[40], board.disk_size()),
        a,
        b,
        cells=[5, 40],
        magic=True,
        motion=motion,
    )
    swap.step(DT)
    assert motion.disks == {5: anim.OFF_CANVAS, 40: anim.OFF_CANVAS}
    for _ in range(30):
        swap.step(DT)
    assert swap.pose()[2] > 0.5  # lifted mid-way
    run(swap)
    pos_a, pos_b, rise = swap.pose()
    assert close(pos_a, b) and close(pos_b, a) and rise == 0
    assert motion.disks == {}


def test_dragon_flies_to_its_disk_flapping(board: BoardView, state: State) -> None:
    motion = Motion()
    start, end = board.dragon_center(state, 1), board.cell_center(30)
    sounds: list[str] = []
    flight = anim.DragonFlight(
        start, end, board.px(1.45), dragon=1, motion=motion, sound=sounds.append
    )
    frames_seen = set()
    manager = TweenManager()
    manager.add(flight)
    canvas = pygame.Surface(CANVAS)
    while manager.update(DT):
        frames_seen.add(flight.pose()[3])
        flight.draw(canvas)
        assert motion.dragons[1] == anim.OFF_CANVAS
    assert {"up", "down"} <= frames_seen  # the wings beat
    body, ground, _scale, frame, stand = flight.pose()
    assert close(body, end) and close(ground, end) and frame == "stand" and stand == 1.0
    assert motion.dragons == {}
    assert sounds[0] == "whoosh" and "flap" in sounds and sounds[-1] == "roar_small"
    for frame_name in ("up", "down", "stand"):
        assert anim.dragon_sprite(60, frame_name).get_width() == 60


def test_coins_fly_via_the_boat_to_the_panel(board: BoardView) -> None:
    sounds: list[str] = []
    coins = [board.coin_sprite(500, 30), board.coin_sprite(500, 30)]
    site, boat, panel = board.cell_center(D.SITE), board.boat_center(2), (1200.0, 700.0)
    flight = anim.CoinFlight(coins, site, panel, via=boat, end_scale=0.7, sound=sounds.append)
    for _ in range(round((anim.TIMING["coin_leg"] + 0.1) / DT)):
        flight.step(DT)
    pose = flight.coin_pose(0)
    assert pose is not None  # resting in the boat (with a little bounce)
    assert abs(pose[0][0] - boat[0]) < 0.5 and 0 <= boat[1] - pose[0][1] <= 8
    run(flight)
    for index in range(2):
        pose = flight.coin_pose(index)
        assert pose is not None and close(pose[0], panel) and pose[2] == pytest.approx(0.7)
    assert sounds.count("coin") == 4


def test_each_coin_may_fly_to_its_own_panel(board: BoardView) -> None:
    coins = [board.coin_sprite(200, 30), board.coin_sprite(200, 30)]
    panels = [(100.0, 700.0), (1180.0, 120.0)]
    flight = anim.CoinFlight(coins, board.cell_center(D.SITE), panels[0], ends=panels)
    run(flight)
    for index, panel in enumerate(panels):
        pose = flight.coin_pose(index)
        assert pose is not None and close(pose[0], panel)
    with pytest.raises(ValueError):
        anim.CoinFlight(coins, (0, 0), (1, 1), ends=[(1, 1)])


def test_slumber_slides_put_back_hunters_dragons_and_disks(board: BoardView, state: State) -> None:
    restored = state
    shown = state.copy()
    shown.pos[0] = D.LANDINGS[shown.colour_of(0)][0]
    shown.dragons[0] = 30
    a = 12
    b = next(c for c in range(40, D.N_CELLS) if shown.colours[c] != shown.colours[a])
    shown.colours[a], shown.colours[b] = shown.colours[b], shown.colours[a]
    slides = anim.slumber_slides(board, shown, restored)
    hunters = [s for s in slides if s.hunter is not None]
    dragons = [s for s in slides if s.dragon is not None]
    disks = {s.disk: s for s in slides if s.disk is not None}
    assert [s.hunter for s in hunters] == [0] and hunters[0].cone
    assert close(hunters[0].end, board.figure_center(restored, 0))
    assert [s.dragon for s in dragons] == [0]
    assert close(dragons[0].start, board.dragon_center(shown, 0))
    assert close(dragons[0].end, board.dragon_center(restored, 0))
    assert set(disks) == {a, b}
    assert close(disks[a].end, board.cell_center(b))
    assert close(disks[b].end, board.cell_center(a))
    motion = Motion()
    rewind = anim.SlumberRewind(pygame.Rect(0, 0, *CANVAS), (640, 400), slides, motion=motion)
    rewind.step(DT)
    assert motion.hunters.keys() == {0} and motion.dragons.keys() == {0}
    assert motion.disks.keys() == {a, b}
    run(rewind)
    assert not motion.hunters and not motion.dragons and not motion.disks


def test_card_flight_lands_face_down() -> None:
    flight = anim.CardFlight((100, 100), lambda: (900.0, 600.0), 60, end_width=90)
    run(flight)
    pos, width, angle = flight.pose()
    assert close(pos, (900, 600)) and width == 90 and abs(angle) < 1e-6


def test_counter_shield_and_slumber_finish(board: BoardView, state: State) -> None:
    shield = anim.CounterShield((640, 400), 120)
    run(shield)
    assert shield.done
    motion = Motion()
    hunter = board.hunter_sprite(state.colour_of(0))
    back = board.figure_center(state, 0)
    slides = [
        anim.Slide(hunter, board.cell_center(20), back, cone=True, hunter=0),
        anim.Slide(cards.back_art(60), (640, 700), (1100, 700)),
    ]
    sounds: list[str] = []
    rewind = anim.SlumberRewind(
        pygame.Rect(0, 0, *CANVAS),
        board.cell_center(D.SITE),
        slides,
        motion=motion,
        sound=sounds.append,
    )
    rewind.step(DT)
    assert motion.hunters == {0: anim.OFF_CANVAS}
    run(rewind)
    assert all(close(rewind.slide_point(s), s.end) for s in slides)
    assert motion.hunters == {}
    assert sounds[0] == "snore"


def test_speed_setting_scales_every_animation(board: BoardView) -> None:
    def make() -> list[Animation]:
        sprite = board.hunter_sprite(0)
        return [
            anim.ConeHop([sprite], [(0, 0), (50, 0), (100, 0)]),
            anim.DiskSwap(sprite, sprite, (0, 0), (100, 0)),
            anim.DragonFlight((0, 0), (300, 300), 60),
            anim.CoinFlight([sprite], (0, 0), (300, 0), via=(150, 0)),
            anim.CardFlight((0, 0), (300, 0), 60),
            anim.CounterShield((0, 0), 60),
            anim.SlumberRewind(pygame.Rect(0, 0, 400, 400), (200, 200)),
        ]

    for slow, fast in zip(make(), make(), strict=True):
        one, two = run(slow, 1.0), run(fast, 2.0)
        assert two == pytest.approx(one / 2, abs=2), type(slow).__name__


def test_every_sound_an_animation_asks_for_exists(board: BoardView) -> None:
    sounds: list[str] = []
    sprite = board.hunter_sprite(0)
    for animation in (
        anim.ConeHop([sprite], [(0, 0), (50, 0)], sound=sounds.append),
        anim.DiskSwap(sprite, sprite, (0, 0), (100, 0), sound=sounds.append),
        anim.DiskSwap(sprite, sprite, (0, 0), (100, 0), magic=True, sound=sounds.append),
        anim.DragonFlight((0, 0), (300, 300), 60, sound=sounds.append),
        anim.CoinFlight([sprite], (0, 0), (300, 0), via=(150, 0), sound=sounds.append),
        anim.CardFlight((0, 0), (300, 0), 60, sound=sounds.append),
        anim.CounterShield((0, 0), 60, sound=sounds.append),
        anim.SlumberRewind(pygame.Rect(0, 0, 400, 400), (200, 200), sound=sounds.append),
    ):
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
