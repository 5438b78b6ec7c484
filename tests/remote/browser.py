"""Headless Chromium for the phone page's tests and pictures (Debian's `chromium` and
`chromium-driver`; Selenium drives it). Nothing here reaches beyond the machine: the
browser's own update, sync, QUIC and background fetching are switched off, every profile
is fresh, and the tests only open 127.0.0.1."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: A phone in portrait: the smallest size the page is made for (issue 24: 360 x 740 and up).
PHONE_SIZE = (360, 740)

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
DRIVER_NAMES = ("chromedriver", "chromium-driver")

#: Why the browser tests were skipped, said loudly (CI installs both; see .ci/run).
MISSING = (
    "Chromium or chromedriver not found: the phone page's browser tests are SKIPPED. "
    "Install Debian's `chromium` and `chromium-driver` (.ci/run does it as root)."
)

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--no-default-browser-check",
    "--hide-scrollbars",
    "--disable-dev-shm-usage",
)


def find_browser() -> tuple[str, str] | None:
    """(chromium, chromedriver) paths, or None when either is missing."""
    browser = os.environ.get("DRACHEN_CHROMIUM") or next(
        (p for p in map(shutil.which, CHROMIUM_NAMES) if p), None
    )
    driver = os.environ.get("DRACHEN_CHROMEDRIVER") or next(
        (p for p in map(shutil.which, DRIVER_NAMES) if p), None
    )
    if not browser or not driver:
        return None
    return browser, driver


@contextmanager
def chromium(
    size: tuple[int, int] = PHONE_SIZE,
    lang: str = "en",
    scale: float = 1.0,
    *,
    still: bool = True,
    log_network: bool = False,
) -> Iterator[Any]:
    """A fresh headless Chromium window of `size` CSS pixels, language `lang`.

    `still`: the phone asks for reduced motion, so the page's sheets and pop-ins stand
    where they end at once (a click aimed at a sheet still rising would miss it).
    `log_network`: Chromium's performance log keeps the network events, so a test can read
    every WebSocket frame the page received (`driver.get_log("performance")`)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    found = find_browser()
    if found is None:
        raise RuntimeError(MISSING)
    browser, driver_path = found
    profile = Path(tempfile.mkdtemp(prefix="drachen-chromium-"))
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--lang={lang}")
    options.add_argument(f"--force-device-scale-factor={scale}")
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    if log_network:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True})
    service = Service(executable_path=driver_path)
    driver = webdriver.Chrome(options=options, service=service)
    try:
        # Headless window size includes no browser chrome: the viewport is exactly this.
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {
                "width": size[0],
                "height": size[1],
                "deviceScaleFactor": scale,
                "mobile": True,
            },
        )
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
        if still:
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia",
                {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]},
            )
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
