"""Issue 27, finding 4: Take back existed only while an action's bar ran and vanished
without a word. Now the person on turn may take back action after action through the whole
turn (each with the passes after it), until something hidden came to light or someone
else played; the button stays in view all turn, greyed with the reason (tooltip, a picture
on its corner, a line when pressed). Undo is a rewind of the move list (no rules change),
and the autosave after it is the rewound game. Driven with posted clicks and keys on real
seeded games (the only ones a move list rebuilds).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from common.app import App
from common.settings import Settings
from common.table.session import GameSession
from common.table.undo import NOTHING_YET
from dracheninsel.engine import ENGINE
from dracheninsel.rules import data as D
from dracheninsel.ui import takeback
from dracheninsel.ui.moves import start_game
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_takeback import key, person_table

ANNA = 0
QUIET_SEED = 3  # Anna steps twice, each onto a free disk, and nobody answers
SNEAK_SEED = 42  # Anna holds a Sneak Attack, plays it at once, and nobody counters it
ANSWER_SEED = 1  # a computer puts Anna to sleep after her first step


@pytest.fixture
def app(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """One person and two computers, no hand-offs (as test_ui_takeback's)."""
    base = tmp_path_factory.mktemp("dracheninsel-take-back")
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(base / name.lower()))
    settings = Settings(language="en")
    settings.handoff_screen = False
    application = App(settings, fullscreen=False, expect_headless=True)
    application.running = True
    pygame.event.clear()
    yield application
    for scene in list(application.scenes.stack):
        scene.on_exit()
    application.scenes.stack.clear()


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def settled(table: DracheninselTable) -> bool:
    return table.may_act() and table.round is None and not table.anim.active


def run(table: DracheninselTable, done: Callable[[], bool], ticks: int = 6000) -> bool:
    """The table's clock (not real time) at 4x until `done()`; no frames drawn."""
    table.speed_index = 2
    for _ in range(ticks):
        if done():
            return True
        table.update(0.1)
    return done()


def free_step(table: DracheninselTable) -> Any:
    steps = [m for m in table.legal(ANNA) if m.kind == "step"]
    return next((m for m in steps if m.card is None), steps[0] if steps else None)


def first_turn(app: App, seed: int) -> DracheninselTable:
    table = person_table(app, seed)
    assert run(table, lambda: settled(table)) and not table.moves  # Anna starts
    return table


def two_quiet_steps(app: App) -> tuple[DracheninselTable, list[str], list[int]]:
    """Anna steps twice and nobody answers either step: the table, the state (JSON) at the
    turn's start and after each step's bar, and the move counts then."""
    table = first_turn(app, QUIET_SEED)
    states, counts = [table.state.to_json()], [len(table.moves)]
    for _ in range(2):
        table.commit(free_step(table))
        assert run(table, lambda: settled(table))
        states.append(table.state.to_json())
        counts.append(len(table.moves))
    assert all(m["kind"] in ("step", "pass") for m in table.moves)
    return table, states, counts


def test_two_steps_are_taken_back_one_after_the_other_after_their_bars(app: App) -> None:
    table, states, counts = two_quiet_steps(app)
    button = table.takeback.button
    assert button.visible and button.enabled  # was: gone once the step's bar had run out
    assert counts[2] - counts[1] > 1  # the second step and the passes of its bar
    click(app, button.rect.center)
    assert table.state.to_json() == states[1] and len(table.moves) == counts[1]
    assert run(table, lambda: settled(table), 400)
    assert button.visible and button.enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.state.to_json() == states[0] and len(table.moves) == counts[0]
    assert run(table, lambda: settled(table), 400)
    # back at the turn's start: still in view, greyed, and it says why
    table._refresh_buttons()
    assert button.visible and not button.enabled and button.tooltip == NOTHING_YET
    key(app, pygame.K_BACKSPACE)
    assert table.state.to_json() == states[0]
    assert table.toasts.current is not None and table.toasts.current.message == NOTHING_YET


def test_the_save_after_a_take_back_is_the_rewound_game(app: App) -> None:
    table, states, counts = two_quiet_steps(app)
    click(app, table.takeback.button.rect.center)
    saved = table.saved[-1]  # type: ignore[attr-defined]
    assert saved["moves"] == table.moves and len(saved["moves"]) == counts[1]
    session = GameSession.restore(ENGINE, saved, start_game)
    assert session.replay().to_json() == saved["state"] == states[1]


def test_a_stolen_card_ends_the_take_backs_with_its_reason_shown(app: App) -> None:
    """Anna's Sneak Attack took a card: greyed with "A card changed hands" and a card back
    on its corner; pressing it says so and changes nothing."""
    table = first_turn(app, SNEAK_SEED)
    table.commit(next(m for m in table.legal(ANNA) if m.kind == "sneak_attack"))
    assert run(table, lambda: settled(table))
    assert any(e.kind == "card_taken" for e in table.log)
    table._refresh_buttons()
    button = table.takeback.button
    assert button.visible and not button.enabled and button.tooltip == takeback.CARD_SEEN
    assert takeback.WHY_PICTURES[takeback.CARD_SEEN] == "card"
    app.render()  # the picture of why is drawn on the corner
    before = table.state.to_json()
    click(app, button.rect.center)  # a greyed button: nothing happens
    key(app, pygame.K_BACKSPACE)  # the key says why
    assert table.state.to_json() == before
    assert table.toasts.current is not None
    assert table.toasts.current.message == takeback.CARD_SEEN


def test_someone_elses_answer_ends_the_take_backs_with_its_reason(app: App) -> None:
    """A computer answered Anna's step with Sweet Slumber: before its bar closes the
    button says why she cannot go back."""
    table = first_turn(app, ANSWER_SEED)
    table.commit(free_step(table))

    def answered() -> bool:
        w = table.state.window
        return w is not None and bool(w.chain) and table.round is not None

    assert run(table, answered, 400)
    table._refresh_buttons()
    button = table.takeback.button
    assert button.visible and not button.enabled
    assert button.tooltip == takeback.OTHER_PLAYED
    window = table.state.window
    assert window is not None and D.CARD_KIND[window.chain[-1][1]] == "sweet_slumber"
