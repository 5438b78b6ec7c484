"""Play-test finding (Watch again, German, 960x640 under Xvfb): the table under the replay's
bar still showed its own "Menü", "?" and "1×" buttons; the replay takes input only on its
bar, so clicking Menü or ? did nothing. In Watch again the table's own buttons are hidden:
the bar has the speed and "Done" (Esc). The replay is opened by clicking the end screen's
"Watch again"; the buttons are looked for in the picture's widgets and by a real click.
"""

from __future__ import annotations

from common.app import App
from common.scenes.pause import PauseMenu
from common.scenes.replay import ReplayScene
from dracheninsel.ui import selftest
from dracheninsel.ui.end import DracheninselEnd
from dracheninsel.ui.layout import MENU_BUTTON
from dracheninsel.ui.replay import ReplayTable
from tests.dracheninsel.test_ui_table import click


def test_watch_again_shows_no_dead_table_buttons(app: App) -> None:
    table = selftest.end_scene(app)
    app.scenes.push(table)
    end = app.scenes.top
    assert isinstance(end, DracheninselEnd)
    click(app, dict(end.buttons())["watch"].center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and isinstance(replay.table, ReplayTable)
    for _ in range(20):
        app.step()
    shown = replay.table.table
    visible = {w.label for w in shown.group.widgets if w.visible and hasattr(w, "label")}
    assert not visible & {"Menu", "?", "1×", "2×", "4×"}, visible
    click(app, MENU_BUTTON.center)  # where Menu stood: still nothing opens over the replay
    assert app.scenes.top is replay and not isinstance(app.scenes.top, PauseMenu)
    replay.close()
    assert app.scenes.top is end
    assert table.menu_button.visible  # the live table keeps its buttons
