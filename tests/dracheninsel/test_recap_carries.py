"""The recap says who carries the treasure (issue 27 follow-up, helper S).

A play-test read "Anna moves 2 steps" in the "While you waited" recap where Anna had
carried the treasure two spaces nearer her boat with her partner: the one thing worth
saying about those steps. Now a step whose mover is in a pair (the pair moves as one
figure) reads "Anna carries the treasure 2 steps" ("Anna trägt den Schatz 2 Felder weit"),
also after a saved game is loaded; a hunter's own steps still say "moves".

The steps are made with posted mouse events on the real table (see test_ui_table).
"""

from __future__ import annotations

import pytest

from common import i18n
from common.app import App
from dracheninsel.plugin import PLUGIN, load_table_scene
from dracheninsel.rules.scenario import cell
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import drag, settle, start

ANNA, JOERG, OEZLEM = 0, 1, 2
WORDS = {
    "en": ("Anna carries the treasure 2 steps", "Anna moves 2 steps"),
    "de": ("Anna trägt den Schatz 2 Felder weit", "Anna zieht 2 Felder"),
}


def two_steps(app: App, table: DracheninselTable) -> None:
    """Anna drags her hunter (alone, or the pair she is in) twice, each time to the first
    disk her own red pays for."""
    for _ in range(2):
        target = min(table.step_prices(ANNA))
        drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
        settle(app, table)
        table.skip_round()  # nobody answers: the bar ends (Go on)
        settle(app, table)
    assert [m["kind"] for m in table.moves if m["kind"] != "pass"] == ["step", "step"]


def recap_in(table: DracheninselTable, lang: str) -> list[str]:
    before = i18n.get_language()
    i18n.set_language(lang)
    try:
        return [str(line) for line in table.recap(OEZLEM)]
    finally:
        i18n.set_language(before)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_pair_s_steps_say_it_carries_the_treasure(app: App, lang: str) -> None:
    table = start(
        app,
        selftest.scripted(
            hands={ANNA: ["R", "R", "R"], JOERG: ["K"], OEZLEM: ["G"]},
            groups=[([ANNA, JOERG], cell(1, 1))],
        ),
    )
    two_steps(app, table)
    carried, moved = WORDS[lang]
    assert carried in recap_in(table, lang) and moved not in recap_in(table, lang)


def test_a_loaded_game_knows_which_steps_carried_the_treasure(app: App) -> None:
    """Continue rebuilds the log from the saved moves: the same steps carry."""
    setup = selftest.family_setup(4, seed=21)
    for seat in setup.seats:
        seat.kind = "computer"
    table = PLUGIN.create_table_scene(app, setup)  # type: ignore[misc]
    assert isinstance(table, DracheninselTable)
    table.offer_guide = False
    table.sync_ai = True
    table.speed_index = 2
    app.scenes.reset(table)
    assert selftest.run_until(table, lambda: len(table.carried_steps) >= 3, limit=3000)
    carried = {i for i, e in enumerate(table.log) if id(e) in table.carried_steps}
    loaded = load_table_scene(app, table.save_data())  # Continue: the log is rebuilt
    assert isinstance(loaded, DracheninselTable)
    assert {i for i, e in enumerate(loaded.log) if id(e) in loaded.carried_steps} == carried


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_lone_hunter_s_steps_still_say_moves(app: App, lang: str) -> None:
    table = start(
        app,
        selftest.scripted(
            hands={ANNA: ["R", "R", "R"], JOERG: ["K"], OEZLEM: ["G"]},
            positions={ANNA: cell(1, 1)},
        ),
    )
    two_steps(app, table)
    carried, moved = WORDS[lang]
    assert moved in recap_in(table, lang) and carried not in recap_in(table, lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_new_lines_keep_12_px_on_the_hand_off_card_at_800x500(lang: str) -> None:
    """As test_family_text_size measures every recap line: the rendered line height of
    the longest new lines on the hand-off card, in an 800x500 window (x 0.625)."""
    from common import assets, games
    from common.scenes.handoff import CARD, RECAP_MIN, recap_picture
    from dracheninsel.ui.words import RUN_TEXTS, phrase

    games.load_plugin("dracheninsel")
    before = i18n.get_language()
    i18n.set_language(lang)
    try:
        for (carries, _cards, _one), msgid in RUN_TEXTS.items():
            for you in (False, True):
                if not carries:
                    continue
                line = phrase(msgid, subject_is_you=you).format(
                    name="Friedrich", card="Weite Reise und Hinterhältiger Angriff", count=3
                )
                picture = recap_picture(line, CARD.width - 60, (0, 0, 0))
                rows = max(1, round(picture.get_height() / assets.font(RECAP_MIN).get_linesize()))
                assert picture.get_height() / rows * 0.625 >= 12, line
    finally:
        i18n.set_language(before)
