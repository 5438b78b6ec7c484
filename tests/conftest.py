"""Test-wide settings: headless SDL, set before anything imports pygame."""

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# Rendered-art cache of the test run, never the player's own.
os.environ.setdefault(
    "DRACHENSPIELE_CACHE_DIR", tempfile.mkdtemp(prefix="drachenspiele-test-cache-")
)
