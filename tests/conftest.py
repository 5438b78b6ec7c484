"""Test-wide settings: headless SDL and English, set before anything imports pygame."""

import os
import tempfile
from collections.abc import Iterator

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# Rendered-art cache of the test run, never the player's own.
os.environ.setdefault(
    "DRACHENSPIELE_CACHE_DIR", tempfile.mkdtemp(prefix="drachenspiele-test-cache-")
)
# The UI language follows the system locale (common.i18n.system_language), so a German
# machine would otherwise run the suite in German: every `Settings()` made by a fixture gets
# English. A test that wants German sets it itself (and the fixture below undoes it).
for _variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
    os.environ[_variable] = "C.UTF-8"
os.environ["LANGUAGE"] = "en"
# Every App.step() advances the clocks by one 60 Hz frame, however long the machine took:
# posted-event tests then see the same countdowns and animations on a loaded CI machine.
os.environ.setdefault("DRACHENSPIELE_FIXED_STEP", str(1 / 60))
# "Cards on phones": a server a test starts listens on loopback only, never on the LAN.
os.environ["DRACHENSPIELE_PHONE_HOSTS"] = "127.0.0.1"


@pytest.fixture(autouse=True)
def english_unless_a_test_chooses() -> Iterator[None]:
    """Every test starts in English, whatever the test before it switched to."""
    from common import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def handoff_reveals_at_once() -> Iterator[None]:
    """Posted-event tests click a hand-off the moment it is up; its guard against clicks
    meant for the table before (`HandoffScene.GUARD_SECONDS`) has a test of its own. The
    end screen's guard (`EndScreen.GUARD_SECONDS`) likewise."""
    from common.scenes.end import EndScreen
    from common.scenes.handoff import HandoffScene

    HandoffScene.GUARD_SECONDS = 0.0
    EndScreen.GUARD_SECONDS = 0.0
    yield
    HandoffScene.GUARD_SECONDS = GUARD_AS_SHIPPED
    EndScreen.GUARD_SECONDS = END_GUARD_AS_SHIPPED


def _guard_as_shipped() -> float:
    from common.scenes.handoff import HandoffScene

    return HandoffScene.GUARD_SECONDS


GUARD_AS_SHIPPED = _guard_as_shipped()


def _end_guard_as_shipped() -> float:
    from common.scenes.end import EndScreen

    return EndScreen.GUARD_SECONDS


END_GUARD_AS_SHIPPED = _end_guard_as_shipped()
