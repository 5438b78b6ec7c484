"""Issue 25, finding 8: a save that fails as the app closes (settings, the autosave of a
quit hook) is said in the window before it closes; it was only written to the log and the
notice queue after the window had gone."""

from __future__ import annotations

from pathlib import Path

import pygame
from shell_helpers import click, settle

from common import notices
from common.app import App
from common.scenes.title import TitleScene
from common.widgets import Button, Dialog


def test_a_settings_failure_at_exit_is_said_before_the_window_closes(
    app: App, user_dirs: Path
) -> None:
    notices.reset()
    app.settings.path = user_dirs / "blocker" / "settings.json"
    (user_dirs / "blocker").write_text("a file where the config folder should be")
    app.scenes.push(TitleScene())
    settle(app, 0.3)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running
    assert app._save_before_closing()  # what run() does when its loop ends
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and dialog.title == "Not everything could be saved"
    assert "a file is in the way of a folder" in dialog.message
    assert app.running  # the window stays until the family has read it
    button = next(w for w in dialog.group.widgets if isinstance(w, Button))
    click(button.rect.center)
    app.step()
    assert not app.running
    assert not app._save_before_closing()  # said once; the app closes now


def test_nothing_to_say_closes_at_once(app: App) -> None:
    notices.reset()
    app.scenes.push(TitleScene())
    settle(app, 0.3)
    app.quit()
    assert not app._save_before_closing()
