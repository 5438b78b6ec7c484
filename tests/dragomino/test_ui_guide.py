"""The guided first game of Dragomino, walked to its end with posted events only."""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from common.i18n import catalog
from common.scenes.title import TitleScene
from common.widgets import Button
from dragomino.plugin import start_game
from dragomino.rules import EggRevealed, MotherDragonMoved, half_b_cell
from dragomino.ui import guide, selftest
from dragomino.ui.guide import (
    COMPUTER_MOVES,
    LEARNER_MOVES,
    MENU_BUTTON,
    PLAY_BUTTON,
    SKIP_BUTTON,
    GuideTable,
)


def post(app: App, etype: int, **fields: object) -> None:
    if "pos" in fields:
        fields["pos"] = app.to_window(fields["pos"])  # type: ignore[arg-type]
    pygame.event.post(pygame.event.Event(etype, fields))
    app.step()


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=button)


def until(scene: GuideTable, done: object, limit: float = 60.0) -> None:
    assert callable(done)
    assert selftest.run_until(scene, done, limit, 0.05), f"stuck at {scene.step}"  # type: ignore[arg-type]


def start(app: App, played: list[bool]) -> GuideTable:
    scene = GuideTable(lambda: played.append(True), sync_ai=True)
    app.scenes.push(scene)
    until(scene, scene.tap_ready)
    assert scene.step.key == "hello"
    click(app, (640, 400))  # "hello": a tap anywhere goes on
    until(scene, lambda: scene.step.key == "take")
    return scene


def lay(app: App, scene: GuideTable, number: int) -> None:
    """Take the pointed-at domino, turn it with a right click, drop it on the glowing spot."""
    move = LEARNER_MOVES[number]
    grab = scene.slot_domino_rect(move.display_index)
    start_pos = (grab.x + grab.h // 2, grab.centery)  # half A
    post(app, pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1)
    assert scene.step.key == "turn"
    target = scene.big.cell_center(move.cell)
    target = (round(target[0]), round(target[1]))
    post(app, pygame.MOUSEMOTION, pos=target, rel=(10, 0), buttons=(1, 0, 0))
    assert scene.drag is not None and scene.drag.hover == move.cell
    post(app, pygame.MOUSEBUTTONDOWN, pos=target, button=3)  # right click turns it
    assert scene.step.key == "place"
    post(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
    island = scene.state.players[0].island
    assert move.cell in island and half_b_cell(move.cell, move.orientation) in island


def test_the_fixed_deal_works_out() -> None:
    """Your first domino hatches a baby, your second an empty shell: the mother flies to you."""
    state = start_game(guide.CONFIG, guide.SEED)
    assert state.current_player == guide.COMPUTER and state.mother == guide.COMPUTER
    outcomes = []
    for computer, learner in zip(COMPUTER_MOVES, LEARNER_MOVES, strict=True):
        assert not [e for e in state.apply(computer) if isinstance(e, EggRevealed)]
        assert state.current_player == guide.LEARNER
        assert learner.orientation != 0, "each of your dominoes needs one turn"
        outcomes.append(state.apply(learner))
    first = [e for e in outcomes[0] if isinstance(e, EggRevealed)]
    assert len(first) == 1 and first[0].baby
    second = [e for e in outcomes[1] if isinstance(e, EggRevealed)]
    assert len(second) == 1 and not second[0].baby
    assert MotherDragonMoved(guide.COMPUTER, guide.LEARNER) in outcomes[1]


def test_guide_walks_to_the_end_with_posted_events(app: App) -> None:
    played: list[bool] = []
    scene = start(app, played)
    lay(app, scene, 0)
    assert scene.step.key == "hatch"
    click(app, (640, 400))  # too early: the egg is still hatching, nothing happens
    until(scene, scene.tap_ready)
    assert scene.step.key == "hatch" and scene.state.players[0].eggs
    post(app, pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)  # Space goes on like a tap
    assert scene.step.key == "watch"
    until(scene, lambda: scene.step.key == "take")
    lay(app, scene, 1)
    assert scene.step.key == "shell"
    until(scene, scene.tap_ready)
    assert scene.shown_mother == guide.LEARNER
    click(app, (640, 400))
    assert scene.finished
    click(app, PLAY_BUTTON.center)
    assert played == [True]
    assert [key for key in scene.steps_seen if key != "watch"] == [
        "hello",
        "take",
        "turn",
        "place",
        "hatch",
        "take",
        "turn",
        "place",
        "shell",
        "done",
    ]


def test_a_wrong_drop_keeps_the_domino_in_hand_and_the_step(app: App) -> None:
    scene = start(app, [])
    move = LEARNER_MOVES[0]
    wrong = scene.slot_domino_rect(0 if move.display_index else 2)
    click(app, wrong.center)  # not the domino the dragon points at
    assert scene.drag is None and scene.step.key == "take"
    grab = scene.slot_domino_rect(move.display_index)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(grab.x + 20, grab.centery), button=1)
    far = scene.big.cell_center((move.cell[0], move.cell[1] + 3))
    post(app, pygame.MOUSEMOTION, pos=far, rel=(10, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=far, button=1)
    assert len(scene.session.moves) == 1  # only the little dragon's move
    assert scene.drag is not None and scene.step.key == "turn"  # still in hand


def test_skip_then_menu(app: App) -> None:
    scene = start(app, [])
    click(app, SKIP_BUTTON.center)
    assert scene.finished
    click(app, MENU_BUTTON.center)
    assert isinstance(app.scenes.top, TitleScene)


def test_guide_lines_are_translated() -> None:
    from common.games import plugins

    plugins()  # each game registers its catalogue when its plugin loads
    de, en = catalog("de"), catalog("en")
    for msgid in [*guide.LINES.values(), *guide.BUTTON_LABELS]:
        assert msgid in en and msgid in de, msgid
        assert de[msgid] != msgid, f"not translated: {msgid}"


def test_first_start_offers_the_guide_once_and_play_returns_to_that_game(app: App) -> None:
    from common.games import GameSetup, SeatConfig
    from common.widgets import Dialog
    from dragomino.plugin import PLUGIN
    from dragomino.ui.table import TableScene

    assert PLUGIN.create_table_scene is not None
    app.settings.guides_offered = []
    setup = GameSetup(
        "dragomino",
        [SeatConfig("Anna", "red"), SeatConfig("Ben", "blue", "computer", "easy")],
        seed=5,
    )
    table = PLUGIN.create_table_scene(app, setup)
    app.scenes.push(table)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and app.settings.guides_offered == ["dragomino"]
    show = next(w for w in dialog.group.widgets if isinstance(w, Button) and w.text == "Show me")
    click(app, show.rect.center)
    guided = app.scenes.top
    assert isinstance(guided, GuideTable)
    click(app, SKIP_BUTTON.center)
    click(app, PLAY_BUTTON.center)
    assert app.scenes.top is table
    again = PLUGIN.create_table_scene(app, setup)
    app.scenes.push(again)
    assert isinstance(app.scenes.top, TableScene)  # offered once only


def test_a_table_of_computers_only_just_plays_without_offering_the_guide(app: App) -> None:
    from common.games import GameSetup, SeatConfig
    from dragomino.plugin import PLUGIN
    from dragomino.ui.table import TableScene

    assert PLUGIN.create_table_scene is not None
    app.settings.guides_offered = []
    computers = [SeatConfig("Ada", "red", "computer", "easy"), SeatConfig("Bo", "blue", "computer")]
    table = PLUGIN.create_table_scene(app, GameSetup("dragomino", computers, seed=5))
    app.scenes.push(table)
    assert isinstance(app.scenes.top, TableScene)
    assert app.settings.guides_offered == []  # still offered when a person first sits down


def first_game_button(widgets: list[object]) -> Button:
    return next(w for w in widgets if isinstance(w, Button) and w.text == "First game")


def test_the_title_card_and_the_rules_viewer_start_the_guide(app: App) -> None:
    from common.scenes.rules import RulesScene
    from dragomino.plugin import PLUGIN

    title = TitleScene()
    app.scenes.reset(title)
    app.step()
    button = next(
        w for w in title.group.widgets if isinstance(w, Button) and w.text == "First game"
    )
    click(app, button.rect.center)
    assert isinstance(app.scenes.top, GuideTable)
    rules = RulesScene(PLUGIN)
    app.scenes.reset(rules)
    app.step()
    button = next(
        w for w in rules.group.widgets if isinstance(w, Button) and w.text == "First game"
    )
    click(app, button.rect.center)
    assert isinstance(app.scenes.top, GuideTable)


def key(app: App, code: int, mod: int = 0) -> None:
    post(app, pygame.KEYDOWN, key=code, mod=mod)


def test_guide_with_the_keyboard_only(app: App) -> None:
    """Tab takes the pointed-at domino, arrows move it, R turns it, Enter lays it; Space
    goes on; Enter on the last card plays."""
    played: list[bool] = []
    scene = GuideTable(lambda: played.append(True), sync_ai=True)
    app.scenes.push(scene)
    until(scene, scene.tap_ready)
    key(app, pygame.K_SPACE)
    for number in range(2):
        until(scene, lambda: scene.step.key == "take")
        move = LEARNER_MOVES[number]
        key(app, pygame.K_TAB)
        while scene.drag is None or scene.drag.slot != move.display_index:
            key(app, pygame.K_TAB)
        assert scene.step.key == "turn" and scene.drag.keyboard
        while scene.drag.hover != move.cell:
            hx, hy = scene.drag.hover or (0, 0)
            if hx != move.cell[0]:
                key(app, pygame.K_RIGHT if move.cell[0] > hx else pygame.K_LEFT)
            else:
                key(app, pygame.K_DOWN if move.cell[1] > hy else pygame.K_UP)
        while scene.drag.orientation != move.orientation:
            key(app, pygame.K_r)
        assert scene.step.key == "place"
        key(app, pygame.K_RETURN)
        assert scene.step.key == ("hatch", "shell")[number]
        until(scene, scene.tap_ready)
        key(app, pygame.K_SPACE)
    assert scene.finished
    key(app, pygame.K_RETURN)
    assert played == [True]


def test_the_rules_viewer_asks_before_the_guide_takes_a_game_in_progress(app: App) -> None:
    """Play-test finding: Rules -> First game from the pause menu left the running game
    without a word. Now a dialog says what leaving means (as Quit does), and Stay here keeps
    playing; while saving fails it says the latest moves would be lost, not "later"."""
    from common.games import GameSetup, SeatConfig
    from common.scenes.rules import RulesScene
    from common.widgets import Dialog
    from dragomino.plugin import PLUGIN

    assert PLUGIN.create_table_scene is not None
    app.settings.guides_offered = ["dragomino"]
    people = [SeatConfig("Ada", "red", "human"), SeatConfig("Bo", "blue", "computer", "easy")]
    table = PLUGIN.create_table_scene(app, GameSetup("dragomino", people, seed=5))
    app.scenes.push(table)
    assert table.saves_on_quit()
    rules = RulesScene(PLUGIN)
    app.scenes.push(rules)
    app.step()
    click(app, first_game_button(rules.group.widgets).rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and "continue it later" in dialog.message
    key(app, pygame.K_ESCAPE)  # Stay here
    assert app.scenes.top is rules and table in app.scenes.stack
    click(app, first_game_button(rules.group.widgets).rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    app.step()
    start = next(w for w in dialog.group.widgets if w.text == "Start the first game")
    click(app, start.rect.center)
    assert isinstance(app.scenes.top, GuideTable)


def test_first_game_says_what_would_be_lost_while_saving_fails(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from common import saves
    from common.games import GameSetup, SeatConfig
    from common.scenes.rules import RulesScene
    from common.widgets import Dialog
    from dragomino.plugin import PLUGIN

    assert PLUGIN.create_table_scene is not None
    app.settings.guides_offered = ["dragomino"]
    people = [SeatConfig("Ada", "red", "human"), SeatConfig("Bo", "blue", "computer", "easy")]
    app.scenes.push(PLUGIN.create_table_scene(app, GameSetup("dragomino", people, seed=5)))
    monkeypatch.setattr(saves, "autosave_failing", lambda game_id=None: True)
    rules = RulesScene(PLUGIN)
    app.scenes.push(rules)
    app.step()
    click(app, first_game_button(rules.group.widgets).rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and "will be lost" in dialog.message


def test_the_last_card_says_well_done_only_to_who_played_it_through(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Play-test finding: after Skip the last card said "Well done!" for nothing done."""
    from common.scenes import guide_layer

    said: list[str] = []
    monkeypatch.setattr(guide_layer, "done_card", lambda _s, _d, line, _c: said.append(line))
    scene = start(app, [])
    scene.go_to(len(guide.SCRIPT) - 1)  # reached by playing
    app.render()
    assert said[-1] == guide.LINES["done"]
    scene = start(app, [])
    click(app, SKIP_BUTTON.center)
    app.render()
    assert said[-1] == guide_layer.SKIPPED_LINE
