"""Play-test finding (six people at one screen, German, "larger text and pieces", under
Xvfb): the fifth claim badge, "6 Friedrich", reached the reaction prompt's rounded right
edge and covered its border. The badges now narrow to fit inside the prompt; their words
still fit them. The bar is opened by a real step (the hunter dragged onto a disk).
"""

from __future__ import annotations

from common.app import App
from dracheninsel.ui import selftest
from dracheninsel.ui.reactions import badge_rects
from tests.dracheninsel.test_playtest4_chain import step_anna
from tests.dracheninsel.test_ui_table import start


def test_five_claim_badges_lie_inside_the_prompt(app: App, larger: bool) -> None:
    table = start(
        app,
        selftest.scripted(
            letters="RYGBKN",
            people=(0, 1, 2, 3, 4, 5),
            # everybody asked holds a card: with empty hands no bar opens (issue 27)
            hands={0: ["R"], 1: ["Y"], 2: ["G"], 3: ["B"], 4: ["K"], 5: ["N"]},
        ),
    )
    step_anna(app, table)
    answering = table.may_answer()
    assert answering == [1, 2, 3, 4, 5]
    prompt = table.lay.prompt
    badges = badge_rects(answering, table.lay)
    inside = prompt.inflate(-24, 0)  # clear of the rounded corners and the border
    assert all(inside.contains(rect) for rect in badges.values()), (prompt, badges)
    width = {rect.width for rect in badges.values()}
    assert len(width) == 1 and width.pop() >= table.lay.badge[0] - 8  # hardly narrower
