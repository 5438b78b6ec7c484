"""The guided first game of Die Dracheninsel, walked to its end with posted events only."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from common.app import App
from common.i18n import catalog
from common.scenes.title import TitleScene
from dracheninsel.rules import data as D
from dracheninsel.ui import guide, selftest
from dracheninsel.ui.guide import STEP_TARGET, GuideTable
from dracheninsel.ui.reactions import badge_rects


def post(app: App, etype: int, **fields: object) -> None:
    if "pos" in fields:
        fields["pos"] = app.to_window(fields["pos"])  # type: ignore[arg-type]
    pygame.event.post(pygame.event.Event(etype, fields))
    app.step()


def click(app: App, pos: tuple[int, int]) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    post(app, pygame.MOUSEMOTION, pos=middle, rel=(10, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEMOTION, pos=end, rel=(10, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


def until(scene: GuideTable, done: Callable[[], bool], limit: float = 30.0) -> None:
    assert selftest.run_until(scene, done, limit), f"stuck at {scene.step}"


def centre(scene: GuideTable, pos: int) -> tuple[int, int]:
    x, y = scene.board.cell_center(pos)
    return (round(x), round(y))


def start(app: App, played: list[bool]) -> GuideTable:
    scene = GuideTable(lambda: played.append(True), sync_ai=True)
    app.scenes.push(scene)
    until(scene, scene.tap_ready)
    click(app, (640, 400))
    assert scene.step == "free"
    until(scene, scene.may_act)
    return scene


def test_guide_walks_to_the_end_with_posted_events(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    played: list[bool] = []
    scene = start(app, played)
    for key in ("free", "pay", "joker"):
        assert scene.step == key
        drag(app, centre(scene, scene.state.pos[0]), centre(scene, STEP_TARGET[key]))
        until(scene, lambda key=key: scene.step != key and scene.may_act())  # type: ignore[misc]
    hand = scene.state.hands[0]
    assert [D.CARD_KIND[c] for c in hand] == ["dragon_patrol", "counter_magic", D.TERRAIN]
    assert scene.step == "card"
    card = scene.card_rect(scene.card_of("dragon_patrol"))
    assert card is not None
    sea = (guide.BOARD_RECT.x + 20, guide.BOARD_RECT.y + 20)  # on the island's sea, no disk
    drag(app, card.center, sea)  # let go on a glowing disk it lands: the test below
    assert scene.step == "target"
    box = scene.bubble_box(scene.focus())
    hidden = [t for t in scene.targets() if box.colliderect(scene.disk_rect(t))]
    assert not hidden, f"the dragon's line hides glowing disks {hidden} (seen under Xvfb)"
    target = next(iter(scene.targets()))
    click(app, centre(scene, target))
    until(scene, lambda: scene.step == "treasure" and scene.may_act())
    drag(app, centre(scene, scene.state.pos[0]), centre(scene, D.SITE))
    until(scene, lambda: scene.step == "claim")
    assert scene.state.group_of(0) is not None, "the little dragon became your partner"
    click(app, badge_rects(scene.people)[0].center)
    assert scene.step == "counter" and scene.choice is not None
    arrows: list[object] = []
    monkeypatch.setattr(guide.layer, "arrow", lambda *a, **k: arrows.append(a))
    app.render()
    assert not arrows, "no arrow over the answer panel's title (seen under Xvfb)"
    monkeypatch.undo()
    nothing, counter = scene.choice.group.widgets[-1], scene.choice.group.widgets[0]
    click(app, nothing.rect.center)  # "Nothing" would let you sleep: asked again
    assert scene.choice is not None and scene.step == "counter"
    click(app, counter.rect.center)
    until(scene, lambda: scene.step == "carry")  # the guide goes on (test_playtest7_guide_heart)
    assert scene.state.active == 0 and scene.state.pos[0] == D.SITE  # the slumber was stopped
    assert scene.steps_seen == list(guide.SCRIPT[: guide.SCRIPT.index("carry") + 1])
    click(app, guide.SKIP_BUTTON.center)
    click(app, guide.layer.PLAY_BUTTON.center)
    assert played == [True]


def test_dragon_patrol_let_go_on_a_glowing_disk_lands_and_the_guide_goes_on(app: App) -> None:
    """The drop is the pick (test_playtest_r_patrol_drop): the dragon lands where the card
    is let go, and the guide passes its "tap a glowing disk" step, which is done."""
    scene = start(app, [])
    for key in ("free", "pay", "joker"):
        drag(app, centre(scene, scene.state.pos[0]), centre(scene, STEP_TARGET[key]))
        until(scene, lambda key=key: scene.step != key and scene.may_act())  # type: ignore[misc]
    card = scene.card_rect(scene.card_of("dragon_patrol"))
    assert card is not None and scene.step == "card"
    target = max(
        int(m.cell)
        for m in scene.legal(0)
        if m.kind == "dragon_patrol" and m.cell not in guide.KEEP_CLEAR
    )
    drag(app, card.center, centre(scene, target))
    assert target in scene.state.dragons
    until(scene, lambda: scene.step == "treasure" and scene.may_act())
    assert scene.steps_seen[-3:] == ["card", "target", "treasure"]


def test_a_wrong_step_glides_home(app: App) -> None:
    scene = start(app, [])
    wrong = next(p for p in scene.legal(0) if p.kind == "step" and p.cell != STEP_TARGET["free"])
    drag(app, centre(scene, scene.state.pos[0]), centre(scene, wrong.cell))
    assert scene.state.pos[0] == guide.START and scene.step == "free"
    assert not scene.moves


def test_skip_then_menu(app: App) -> None:
    scene = start(app, [])
    click(app, guide.SKIP_BUTTON.center)
    assert scene.finished
    click(app, guide.layer.MENU_BUTTON.center)
    assert isinstance(app.scenes.top, TitleScene)


def test_guide_lines_are_translated() -> None:
    from common.games import plugins

    plugins()
    de, en = catalog("de"), catalog("en")
    for msgid in [*guide.LINES.values(), *guide.BUTTON_LABELS, guide.HANDOFF_NAME]:
        assert msgid in en and msgid in de, msgid
        assert de[msgid] != msgid, f"not translated: {msgid}"


def test_first_start_offers_the_guide_once(app: App) -> None:
    from common.widgets import Dialog
    from dracheninsel.plugin import PLUGIN
    from dracheninsel.ui.table import DracheninselTable

    assert PLUGIN.create_table_scene is not None
    app.settings.guides_offered = []
    setup = selftest.family_setup(3)
    table = PLUGIN.create_table_scene(app, setup)
    app.scenes.push(table)
    assert isinstance(app.scenes.top, Dialog)
    assert app.settings.guides_offered == ["dracheninsel"]
    app.scenes.pop()  # "Play now": the game goes on
    assert app.scenes.top is table
    again = PLUGIN.create_table_scene(app, setup)
    app.scenes.push(again)
    assert isinstance(app.scenes.top, DracheninselTable)


def test_a_table_of_computers_only_just_plays_without_offering_the_guide(app: App) -> None:
    from dracheninsel.plugin import PLUGIN
    from dracheninsel.ui.table import DracheninselTable

    assert PLUGIN.create_table_scene is not None
    app.settings.guides_offered = []
    setup = selftest.family_setup(3)
    for seat in setup.seats:
        seat.kind = "computer"
    app.scenes.push(PLUGIN.create_table_scene(app, setup))
    assert isinstance(app.scenes.top, DracheninselTable)
    assert app.settings.guides_offered == []  # still offered when a person first sits down


def test_guide_with_the_keyboard_only(app: App) -> None:
    """Space takes the cone, arrows pick a lit disk, Enter steps; C walks the hand, Enter
    plays the card; 1 claims the answer; Tab and Enter pick Counter Magic; the pair goes
    home the same way, E ends the turn, Enter passes the hand-off card, Tab and Enter play
    Unfaithful twice; Enter goes on from the coins and plays on."""
    played: list[bool] = []
    scene = GuideTable(lambda: played.append(True), sync_ai=True)
    app.scenes.push(scene)

    def key(code: int) -> None:
        post(app, pygame.KEYDOWN, key=code, mod=0)

    def choose(target: int) -> None:
        # A reaction window of the previous action may close meanwhile and animate the
        # answers; keys pressed during that animation are (rightly) ignored, so wait it out.
        for _ in range(len(scene.targets()) + 1):
            until(scene, scene.may_act)
            if scene.hover_pos == target:
                break
            key(pygame.K_RIGHT)
        until(scene, scene.may_act)
        key(pygame.K_RETURN)

    until(scene, scene.tap_ready)
    key(pygame.K_SPACE)
    until(scene, scene.may_act)
    for step in ("free", "pay", "joker"):
        assert scene.step == step
        key(pygame.K_SPACE)
        choose(STEP_TARGET[step])
        until(scene, lambda step=step: scene.step != step and scene.may_act())  # type: ignore[misc]
    assert scene.step == "card" and scene.state.pos[0] == guide.JOKER_DISK
    patrol = scene.card_of("dragon_patrol")
    while scene.fan.hover != patrol:
        key(pygame.K_c)
    key(pygame.K_RETURN)
    assert scene.step == "target"
    choose(sorted(scene.targets())[0])
    until(scene, lambda: scene.step == "treasure" and scene.may_act())
    key(pygame.K_SPACE)
    choose(D.SITE)
    until(scene, lambda: scene.step == "claim")
    key(pygame.K_1)
    assert scene.step == "counter" and scene.choice is not None

    def answer(step: str) -> None:
        for _ in range(4):
            if scene.step != step:
                break
            key(pygame.K_TAB)
            key(pygame.K_RETURN)
            selftest.run_until(scene, lambda: scene.step != step, 5)
        assert scene.step != step

    answer("counter")
    assert scene.card_of("counter_magic") is None
    until(scene, lambda: scene.step == "carry" and scene.may_act())
    key(pygame.K_SPACE)
    choose(guide.CARRY_DISK)
    until(scene, lambda: scene.step == "end" and scene.end_button.visible)
    key(pygame.K_e)
    until(scene, lambda: scene.step == "handoff")
    key(pygame.K_RETURN)
    until(scene, lambda: scene.step == "home" and scene.may_act())
    key(pygame.K_SPACE)
    choose(guide.HOME_BOAT)
    until(scene, lambda: scene.step == "duel")
    answer("duel")
    until(scene, lambda: scene.step == "again")
    answer("again")
    until(scene, scene.tap_ready)
    assert scene.step == "coins" and len(scene.state.collected[guide.LEARNER]) == 2
    key(pygame.K_RETURN)
    assert scene.finished
    key(pygame.K_RETURN)
    assert played == [True]


def test_the_banner_says_your_turn_to_the_learner(app: App) -> None:
    """The learner's seat is called "You": the banner must not say "You's turn"."""
    from common import i18n

    scene = start(app, [])
    scene.state.active = guide.LEARNER
    assert scene.turn_text(guide.LEARNER) == "Your turn"
    assert scene.turn_text(guide.PARTNER) == "Little dragon's turn"
    i18n.set_language("de")
    assert scene.turn_text(guide.LEARNER) == "Du bist am Zug"


def test_the_learners_lines_are_in_the_second_person(app: App) -> None:
    """Lines about the seat called "You" must not read "You swaps 2 cards" / "Du tauscht"."""
    from common import i18n
    from dracheninsel.rules.events import CardsExchanged, CardTaken, PairFormed, Stepped

    scene = start(app, [])
    learner, partner = guide.LEARNER, guide.PARTNER
    swap = CardsExchanged(seat=learner, cards=(1, 2, 3, 4))  # over 3: counted
    assert scene.describe(swap, -1) == "You swap 4 cards"
    assert scene.describe(CardsExchanged(seat=partner, cards=(1, 2, 3, 4)), -1) == (
        "Little dragon swaps 4 cards"
    )
    assert scene.describe(Stepped(seat=learner, frm=0, to=1, card=None), -1) == "You move"
    stolen = CardTaken(seat=partner, victim=learner, card=None)
    assert scene.describe(stolen, -1) == "Little dragon takes a card from you"
    pair = PairFormed(seat=partner, partners=(partner, learner), cell=0)
    assert scene.describe(pair, -1) == "You and Little dragon carry the treasure"
    # the game's catalogue, as the launcher registers it (alone, no earlier test did)
    i18n.register_domain(Path(guide.__file__).parents[1])
    i18n.set_language("de")
    assert scene.describe(swap, -1) == "Du tauschst 4 Karten"
    assert scene.describe(stolen, -1) == f"{scene.name(partner)} nimmt dir eine Karte weg"


def test_the_last_card_says_well_done_only_to_who_played_it_through(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Play-test finding: after Skip the last card said "Well done!" for nothing done."""
    said: list[str] = []
    monkeypatch.setattr(guide.layer, "done_card", lambda _s, _d, line, _c: said.append(line))
    scene = start(app, [])
    scene.go_to("done")  # reached by playing
    app.render()
    assert said[-1] == guide.LINES["done"]
    scene = start(app, [])
    click(app, guide.SKIP_BUTTON.center)
    app.render()
    assert said[-1] == guide.layer.SKIPPED_LINE
