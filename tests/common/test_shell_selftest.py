"""The self-test renders every shared scene to PNG and fails when a game scene raises."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from common import games, selftest
from common.scene import Scene

SHARED = [
    "title.png",
    "settings.png",
    "pause.png",
    "dialog-quit.png",
    "handoff.png",
    "installed.png",
    "install-problem.png",
]


@pytest.fixture
def placeholder_games(monkeypatch: pytest.MonkeyPatch) -> dict[str, games.GamePlugin]:
    """Games as 'coming soon' placeholders, so this test does not depend on game code."""
    table = {gid: games.placeholder_plugin(gid) for gid in games.GAME_MODULES}
    monkeypatch.setattr(games, "_plugins", table)
    return table


def test_self_test_writes_one_png_per_scene(
    tmp_path: Path, user_dirs: Path, placeholder_games: dict[str, games.GamePlugin]
) -> None:
    out = tmp_path / "shots"
    assert selftest.run(out, "de") == 0
    names = sorted(p.name for p in out.glob("*.png"))
    for name in SHARED:
        assert name in names
    for gid in games.GAME_MODULES:
        for scene in ("setup", "rules", "placeholder"):
            assert f"{gid}-{scene}.png" in names
    image = pygame.image.load(str(out / "title.png"))
    assert image.get_size() == (1280, 800)


class Broken(Scene):
    def draw(self, surface: pygame.Surface) -> None:
        raise RuntimeError("boom")


def test_a_game_scene_that_raises_fails_the_self_test(
    tmp_path: Path, user_dirs: Path, placeholder_games: dict[str, games.GamePlugin]
) -> None:
    plugin = placeholder_games["dragomino"]
    plugin.self_test_scenes = lambda app: [("table", Broken())]
    out = tmp_path / "shots"
    assert selftest.run(out) == 1
    assert (out / "title.png").exists()
    assert not (out / "dragomino-table.png").exists()
