"""Where the guided first games are found and offered (title card, rules viewer, first start).

A game with a guide has `<game_id>/ui/guide.py` with `guide_scene(on_play) -> Scene`: a short
scripted game that teaches itself and ends in `on_play()` (a normal game) or the menu. The
shell finds it by module name (it never imports a game by name), and `settings.guides_offered`
remembers which games already offered it on their first start.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from common.i18n import N_

if TYPE_CHECKING:
    from common.games import GamePlugin
    from common.scene import Scene, SceneManager, Shell

log = logging.getLogger(__name__)

GuideFactory = Callable[[Callable[[], None] | None], "Scene"]
BUTTON_LABEL = N_("First game")
BUTTON_TIP = N_("The mother dragon shows you how to play")


def has_guide(game_id: str) -> bool:
    """Whether `<game_id>.ui.guide` exists, found without importing it: the title card asks
    before its first frame, and the guide imports the whole table (about 100 ms)."""
    try:
        return importlib.util.find_spec(f"{game_id}.ui.guide") is not None
    except (ImportError, ValueError):
        return False


def guide_for(game_id: str) -> GuideFactory | None:
    """`<game_id>.ui.guide.guide_scene`, or None when the game has no guide (yet)."""
    name = f"{game_id}.ui.guide"
    try:
        if importlib.util.find_spec(name) is None:
            return None
        module = importlib.import_module(name)
    except Exception:  # a broken guide must not take the title screen down
        log.exception("guide of %s failed to import", game_id)
        return None
    factory = getattr(module, "guide_scene", None)
    return factory if callable(factory) else None


def start_guide(manager: SceneManager, plugin: GamePlugin) -> bool:
    """Push the guide of `plugin`; its "play" opens the normal setup screen."""
    factory = guide_for(plugin.game_id)
    if factory is None:
        return False

    def play() -> None:
        manager.start_setup(plugin)

    if manager.app is not None:
        manager.app.current_game = plugin
    mark_offered(manager.app, plugin.game_id)  # taken once: the first start need not offer it
    manager.push(factory(play))
    return True


def was_offered(app: Shell | None, game_id: str) -> bool:
    """True once the first-start offer of `game_id` was shown (or there is no app)."""
    settings = getattr(app, "settings", None)
    offered = getattr(settings, "guides_offered", None)
    return settings is None or not isinstance(offered, list) or game_id in offered


def mark_offered(app: Shell | None, game_id: str) -> None:
    """Remember the offer (saved at once: a crash later must not offer it again)."""
    settings = getattr(app, "settings", None)
    offered = getattr(settings, "guides_offered", None)
    if settings is None or not isinstance(offered, list) or game_id in offered:
        return
    offered.append(game_id)
    try:
        settings.save()
    except Exception:  # the settings module reports its own write problems
        log.exception("could not save that the guide was offered")


def offer_once(
    manager: SceneManager,
    game_id: str,
    guide: GuideFactory,
    title: str,
    text: str,
) -> bool:
    """On a game's first start, ask once whether its guided first game should run now.

    "Show me" pushes `guide` over the table (closing it returns to the table); True when
    the question is up, so the table can wait for its answer."""
    if was_offered(manager.app, game_id):
        return False
    mark_offered(manager.app, game_id)
    from common.widgets import Dialog

    def show() -> None:
        scene = guide(lambda: manager.remove(scene))
        manager.push(scene)

    manager.push(
        Dialog(
            title,
            text,
            [(N_("Show me"), show, "primary"), (N_("Play now"), None, "plain")],
            cancel_index=1,
        )
    )
    return True
