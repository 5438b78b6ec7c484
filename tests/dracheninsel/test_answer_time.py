"""The setup's "Time to answer": how long a reaction bar runs (a play-tester found the former
fixed 2-4 s short for a child's claim). Chosen on the setup screen by a click, kept in the
save, and never shortened by the animation-speed setting or "reduce motion"."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from common import saves
from common.app import App
from common.games import GameSetup
from common.scenes.setup import SetupScene
from common.widgets import SegmentedChoice
from dracheninsel.plugin import OPTION_ANSWER_TIME, PLUGIN, load_table_scene
from dracheninsel.ui import selftest
from dracheninsel.ui.reactions import ANSWER_TIMES, DEFAULT_ANSWER_TIME
from dracheninsel.ui.table import DracheninselTable


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def computers_only(answer_time: str) -> GameSetup:
    """One person (Anna) and two computers: a bar opens when a person may answer (issue 27:
    where nobody at the screen may answer, a window shows no bar and lasts its floor)."""
    setup = selftest.family_setup(3, seed=4)
    seats = [
        dataclasses.replace(seat, kind="human" if i == 0 else "computer")
        for i, seat in enumerate(setup.seats)
    ]
    return dataclasses.replace(
        setup, seats=seats, options={**setup.options, OPTION_ANSWER_TIME: answer_time}
    )


def first_round(app: App, table: DracheninselTable) -> float:
    """Play until the first reaction bar opens (Anna ends her turns at once); its length in
    seconds."""
    from common.scenes.handoff import HandoffScene

    table.offer_guide = False
    table.sync_ai = True
    app.scenes.reset(table)
    for _ in range(4000):
        if isinstance(app.scenes.top, HandoffScene):
            app.scenes.top.ready()  # a loaded game opens behind its hand-off
        app.step()
        table.update(0.05)
        if table.round is not None and not table.round.quiet:
            return table.round.duration
        if table.may_act() and table.round is None and table.end_button.enabled:
            table.end_turn()
        if table.state.phase == "exchange" and table.viewer == table.state.active:
            table.finish_exchange()
    raise AssertionError("no reaction bar opened")


def test_the_setup_screen_offers_time_to_answer_and_a_click_chooses_long(app: App) -> None:
    setup = SetupScene(PLUGIN)
    app.scenes.reset(setup)
    app.step()
    assert setup.options[OPTION_ANSWER_TIME] == DEFAULT_ANSWER_TIME == "normal"
    chooser = next(
        w
        for w in setup.group.widgets
        if isinstance(w, SegmentedChoice) and "long" in [v for v, _l in w.options]
    )
    assert chooser.visible
    click(app, chooser.segment_rects()[2].center)
    assert setup.options[OPTION_ANSWER_TIME] == "long"
    assert setup.make_setup().options[OPTION_ANSWER_TIME] == "long"


def test_a_long_answer_time_gives_long_bars_and_survives_a_save(app: App) -> None:
    table = PLUGIN.create_table_scene(app, computers_only("long"))  # type: ignore[misc]
    assert isinstance(table, DracheninselTable)
    assert table.answer_time == "long"
    shortest, longest = ANSWER_TIMES["long"]
    assert shortest <= first_round(app, table) <= longest
    data = table.save_data()
    assert data["table"][OPTION_ANSWER_TIME] == "long"
    loaded = load_table_scene(app, data)
    assert isinstance(loaded, DracheninselTable) and loaded.answer_time == "long"
    assert loaded.rematch().answer_time == "long"


def test_short_bars_are_the_former_two_to_four_seconds(app: App) -> None:
    table = PLUGIN.create_table_scene(app, computers_only("short"))  # type: ignore[misc]
    assert isinstance(table, DracheninselTable)
    assert 2.0 <= first_round(app, table) <= 4.0


def test_an_old_save_without_an_answer_time_gets_the_default(app: App) -> None:
    table = PLUGIN.create_table_scene(app, computers_only("short"))  # type: ignore[misc]
    data = table.save_data()
    data["table"] = {}
    loaded = load_table_scene(app, data)
    assert isinstance(loaded, DracheninselTable) and loaded.answer_time == DEFAULT_ANSWER_TIME
    loaded.offer_guide = False
    loaded.sync_ai = True
    first_round(app, loaded)  # and its bars run


@pytest.mark.parametrize("stored", ["forever", ["long"], {"long": 1}, 7])
def test_a_damaged_answer_time_is_refused_like_any_field(app: App, stored: object) -> None:
    """Issue 25: a load checks every field against what the app writes (it was quietly
    replaced by the default)."""
    table = PLUGIN.create_table_scene(app, computers_only("short"))  # type: ignore[misc]
    data = table.save_data()
    data["table"] = {OPTION_ANSWER_TIME: stored}
    with pytest.raises(saves.CorruptSave, match="answer_time"):
        load_table_scene(app, data)


def test_fast_animations_and_reduced_motion_do_not_shorten_the_time_to_answer(app: App) -> None:
    settings = app.settings
    before = (settings.animation_speed, settings.reduce_motion)
    settings.animation_speed, settings.reduce_motion = 2.0, True
    try:
        table = PLUGIN.create_table_scene(app, computers_only("normal"))  # type: ignore[misc]
        assert isinstance(table, DracheninselTable)
        first_round(app, table)
        while table.anim.active:
            table.update(0.05)
        rnd = table.round
        assert rnd is not None and rnd.left > 1.5
        left = rnd.left
        table.update(0.5)
        assert abs((left - rnd.left) - 0.5) < 1e-6  # one second of bar per second, not two
        table.cycle_speed()  # nor the table's own 2x button (issue 27: it halved it unsaid)
        table.update(0.5)
        assert abs((left - 0.5 - rnd.left) - 0.5) < 1e-6
    finally:
        settings.animation_speed, settings.reduce_motion = before
