"""Settings round trip, corrupt files, autosave detection and the Continue button."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from common import saves
from common.app import App
from common.settings import Settings, config_dir


def test_settings_round_trip(user_dirs: Path) -> None:
    settings = Settings.load()
    assert settings.path == config_dir() / "settings.json"
    assert str(settings.path).startswith(str(user_dirs))
    settings.language = "de"
    settings.volume = 0.35
    settings.fullscreen = True
    settings.animation_speed = 1.5
    settings.handoff_screen = False
    settings.window_size = (1024, 700)
    settings.last_setups = {"dragomino": {"seats": []}}
    settings.save()
    again = Settings.load()
    assert again.to_json() == settings.to_json()


def test_corrupt_or_odd_settings_fall_back_to_defaults(user_dirs: Path) -> None:
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    assert Settings.load().volume == Settings().volume
    path.write_text(json.dumps({"volume": 7, "language": "fr", "window_size": [5, 5]}))
    loaded = Settings.load()
    assert loaded.volume == 1.0
    assert loaded.language in ("de", "en")
    assert loaded.window_size == (1280, 800)


def test_autosave_round_trip_and_corrupt_file_is_kept_aside(user_dirs: Path) -> None:
    assert not saves.has_autosave("dragomino")
    saves.write_autosave("dragomino", {"turn": 3})
    assert saves.has_autosave("dragomino")
    assert saves.load_autosave("dragomino") == {"turn": 3}
    saves.autosave_path("dragomino").write_text("garbage")
    with pytest.raises(saves.CorruptSave) as info:
        saves.load_autosave("dragomino")
    assert not saves.has_autosave("dragomino")
    assert info.value.kept_as is not None and info.value.kept_as.read_text() == "garbage"


def test_title_shows_continue_only_with_an_autosave(app: App) -> None:
    from common.scenes.title import TitleScene

    def labels() -> list[str]:
        scene = TitleScene()
        app.scenes.reset(scene)
        return [getattr(w, "label", "") for w in scene.group.widgets]

    assert "Continue" not in labels()
    saves.write_autosave("dracheninsel", {"x": 1})
    assert labels().count("Continue") == 1
