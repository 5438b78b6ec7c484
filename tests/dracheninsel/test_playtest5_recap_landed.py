"""Play-test finding: a save written while a move was still flying across the table (the
app killed mid-animation, or Menu -> Quit to title pressed while the pieces moved) counted
that move's lines as seen by the person watching, so after Continue their recap never
told them what it was (where the hunter went, what it found). Now only what has been
played on the table counts (`PrivateViews.landed`); when an animation ends with a private
view open the table saves again, so a move watched to its end is not repeated.

Anna and Jörg play with Özlem, a computer (easy, thinking inline), in a real seeded game
driven by posted mouse events; Anna leaves through the pause menu while her hunter still
walks, and the family continues from the title.
"""

from __future__ import annotations

from common import saves
from common.app import App
from common.scenes.pause import PauseMenu
from common.widgets import Button
from dracheninsel.plugin import GAME_ID
from dracheninsel.ui.table import DracheninselTable
from dracheninsel.ui.views import RECAP_SEEN
from tests.dracheninsel.test_reload_recap import (
    ANNA,
    JOERG,
    NAMES,
    Recaps,
    continue_from_title,
    new_table,
    step_once,
    take_handoff,
)
from tests.dracheninsel.test_ui_table import click, drag

STEP = 0.02
PEOPLE = (ANNA, JOERG)


def button(app: App, label: str) -> Button:
    top = app.scenes.top
    found = [w for w in top.group.widgets if isinstance(w, Button) and w.label == label]
    assert len(found) == 1, (label, top)
    return found[0]


def quit_and_continue(app: App, table: DracheninselTable) -> DracheninselTable:
    click(app, table.menu_button.rect.center)
    assert isinstance(app.scenes.top, PauseMenu)
    click(app, button(app, "Quit to title").rect.center)
    click(app, button(app, "Quit game").rect.center)
    return continue_from_title(app)


def test_a_move_still_flying_at_a_save_stays_in_the_recap(app: App) -> None:
    table = new_table(app, people=PEOPLE)
    recaps: Recaps = []
    take_handoff(app, table, ANNA, recaps)
    prices = table.step_prices(ANNA)
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(min(prices)))
    if table.choice is not None:
        click(app, table.choice.group.widgets[0].rect.center)
    assert table.anim.active and table.moves[-1]["kind"] == "step"  # her hunter walks
    flying = len(table.log)  # the log holds the walking step's events already
    table = quit_and_continue(app, table)
    saved = saves.load_autosave(GAME_ID)
    assert saved["table"][RECAP_SEEN][str(ANNA)] < flying  # was all of the log
    take_handoff(app, table, ANNA, recaps)
    assert recaps[-1] == (NAMES[ANNA], ["Anna moves"])  # was no recap at all


def test_a_move_watched_to_its_end_is_not_repeated(app: App) -> None:
    """Anna's own step, watched to its end, then Continue: no recap card for her (the
    table saved again when the step landed; the save of the step itself came first)."""
    table = new_table(app, people=PEOPLE)
    recaps: Recaps = []
    take_handoff(app, table, ANNA, recaps)
    step_once(app, table, ANNA)
    assert not table.anim.active
    assert saves.load_autosave(GAME_ID)["table"][RECAP_SEEN][str(ANNA)] == len(table.log)
    table = quit_and_continue(app, table)
    take_handoff(app, table, ANNA, recaps)
    assert recaps[-1] == (NAMES[ANNA], None)
