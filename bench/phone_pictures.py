"""Pictures of "Cards on phones" (issue 24) as a family sees them, in both languages:

  phone-<lang>-hand.png     Anna's phone in a seeded Die Dracheninsel game, mid-game
  phone-<lang>-card.png     the same with a card tapped (what it does, what it may do)
  phone-<lang>-answer.png   an answer window open: the countdown, the answers or
                            "Nothing to play"
  setup-phones-<lang>.png   the setup screen with every person's QR code
  setup-phones-zoom-<lang>.png  one code clicked large
  table-phones-<lang>.png   the laptop's table with Anna's and Jörg's phones joined (real
                            pages in Chromium): their hands live on the phones

The phone pictures come from a real headless Chromium (Debian's chromium + chromedriver,
tests/remote/browser.py) at 360 x 740 CSS px, showing the page served by the app's own
server (common/remote/server.py) with views built by the game (dracheninsel/remote.py)
from a seeded game; everything listens on 127.0.0.1 only. The setup pictures are drawn
headless like the self-test's.

    python bench/phone_pictures.py OUT_DIR
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from common import selftest as shell_selftest  # noqa: E402

NAMES = ["Anna", "Jörg", "Özlem", "Ben"]
SEED = 11
ME = 0
SCALE = 2  # device pixels per CSS pixel: a phone's screen


def seeded_game(want_window: bool) -> tuple[Any, list[Any]]:
    """A 4-seat game played by computers from a seed until Anna (seat 0) is on turn with
    cards in hand, or (want_window) until an answer window asks her."""
    from dracheninsel.ai import choose_move
    from dracheninsel.engine import new_standard_game
    from dracheninsel.remote import until_asked
    from dracheninsel.rules.state import MAIN, WINDOW

    state = new_standard_game(4, SEED)
    rng = random.Random(SEED)
    log: list[Any] = []
    for _ in range(4000):
        if state.is_over:
            break
        asked = state.phase == WINDOW and state.active != ME and until_asked(state, ME)
        turn = state.phase == MAIN and state.actor() == ME and len(state.hands[ME]) >= 5
        if (want_window and asked and len(log) > 12) or (
            not want_window and turn and len(log) > 30
        ):
            return state, log
        seat = state.actor()
        assert seat is not None
        move = choose_move(state.view(seat), seat, "normal", rng)
        log.extend(state.apply(move))
    raise RuntimeError("the seeded game never reached the wanted moment")


def phone_pictures(out: Path) -> None:
    from common import i18n
    from common.remote import protocol as P
    from common.remote.server import PhoneServer
    from dracheninsel.options import SEAT_COLOURS
    from dracheninsel.remote import ANSWER_TITLE, Laptop, build_view
    from tests.remote.browser import chromium

    colours = ["#{:02x}{:02x}{:02x}".format(*rgb) for _l, rgb, _n in SEAT_COLOURS[:4]]
    token = "picture-token-" + "x" * 24
    for lang in ("en", "de"):
        i18n.set_language(lang)
        texts = {key: i18n._(msgid) for key, msgid in P.PAGE_TEXTS.items()}
        hello = P.hello(ME, NAMES[ME], colours[ME], lang, "dracheninsel", texts)
        laptop = Laptop(NAMES, colours, [False, False, True, True], [True, True, False, False])
        state, log = seeded_game(want_window=False)
        hand_view = build_view(state, ME, log, laptop)
        wstate, wlog = seeded_game(want_window=True)
        what = i18n._("Counter Magic") if lang == "en" else "Gegenzauber"
        laptop.window = {
            "kind": wstate.window.kind if wstate.window else "counter",
            "title": i18n._(ANSWER_TITLE).format(what=what),
            "ends_in_ms": 4200,
            "total_ms": 6000,
        }
        laptop.asked = [s for s in range(4) if s != wstate.active]
        answer_view = build_view(wstate, ME, wlog, laptop)
        server = PhoneServer(hosts=["127.0.0.1"], seats=4)
        server.start()
        try:
            server.set_tokens({token: ME})
            server.publish(ME, hello, P.view(1, hand_view))
            url = server.url("127.0.0.1", token)
            with chromium(lang=lang, scale=SCALE) as driver:
                from selenium.webdriver.common.by import By

                driver.get(url)
                _wait(lambda: driver.find_elements(By.CSS_SELECTOR, "#hand .card-button"))
                _settle_images(driver)
                driver.save_screenshot(str(out / f"phone-{lang}-hand.png"))
                playable = driver.find_elements(By.CSS_SELECTOR, "#hand .card.playable")
                target = (
                    playable[0]
                    if playable
                    else driver.find_elements(By.CSS_SELECTOR, "#hand .card")[2]
                )
                target.click()
                _wait(lambda: driver.find_element(By.ID, "sheet").is_displayed())
                time.sleep(0.4)  # the sheet rises
                driver.save_screenshot(str(out / f"phone-{lang}-card.png"))
                driver.find_element(By.CSS_SELECTOR, '#sheet-buttons [data-role="close"]').click()
                server.publish(ME, None, P.view(2, answer_view))
                _wait(lambda: driver.find_element(By.ID, "window").is_displayed())
                time.sleep(0.8)
                _settle_images(driver)
                driver.execute_script("window.scrollTo(0, 0)")
                driver.save_screenshot(str(out / f"phone-{lang}-answer.png"))
        finally:
            server.stop()
    i18n.set_language("en")


def _wait(what: Any, seconds: float = 15.0) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = what()
        if value:
            return value
        time.sleep(0.05)
    raise RuntimeError(f"gave up waiting for {what}")


def _settle_images(driver: Any) -> None:
    _wait(
        lambda: driver.execute_script(
            "return Array.from(document.images).every(i => i.complete)"
            " && document.fonts.status === 'loaded'"
        )
    )


def setup_pictures(out: Path) -> None:
    """The Die Dracheninsel setup with "Cards on phones" on, both languages."""
    import dataclasses

    import pygame

    from common import games, i18n
    from common.app import App
    from common.games import OptionSpec
    from common.remote import sessions
    from common.remote.seat_codes import PHONES_OPTION, SeatCodes
    from common.scenes.setup import SetupScene
    from common.settings import Settings

    SeatCodes.hosts = ("127.0.0.1",)
    app = App(Settings.load(), expect_headless=True)
    plugin = games.get_plugin("dracheninsel")
    if not any(o.key == PHONES_OPTION for o in plugin.options):  # before the option lands
        option = OptionSpec(
            PHONES_OPTION,
            i18n.N_("Cards on phones"),
            [(False, i18n.N_("Off")), (True, i18n.N_("On"))],
        )
        plugin = dataclasses.replace(plugin, options=[*plugin.options, option])
    for lang in ("en", "de"):
        i18n.set_language(lang)
        scene = SetupScene(plugin)
        scene._loaded = True
        scene.seats = shell_selftest._family_setup(plugin).seats[:4]
        for i, seat in enumerate(scene.seats):
            seat.kind = "computer" if i == 2 else "human"
        scene.options[PHONES_OPTION] = True
        app.scenes.reset(scene)
        shell_selftest._settle(app)
        app.step()
        pygame.image.save(app.screenshot(), str(out / f"setup-phones-{lang}.png"))
        scene.codes.zoom = 0
        app.step()
        scene.request_redraw()
        app.step()
        pygame.image.save(app.screenshot(), str(out / f"setup-phones-zoom-{lang}.png"))
        scene.codes.zoom = None
        sessions.close_phones()
    i18n.set_language("en")
    app.shutdown()


def table_pictures(out: Path) -> None:
    """The table at Anna's turn with her and Jörg's phone pages joined, both languages."""
    import dataclasses
    import os

    import pygame

    from common import i18n
    from common.app import App
    from common.games import GameSetup
    from common.remote import sessions
    from common.scenes.handoff import HandoffScene
    from common.settings import Settings
    from dracheninsel.options import OPTION_PHONES
    from dracheninsel.plugin import PLUGIN
    from dracheninsel.rules.state import MAIN
    from dracheninsel.ui import selftest
    from dracheninsel.ui.table import DracheninselTable
    from tests.remote.browser import chromium

    os.environ["DRACHENSPIELE_PHONE_HOSTS"] = "127.0.0.1"
    app = App(Settings.load(), expect_headless=True)
    for lang in ("en", "de"):
        i18n.set_language(lang)
        app.settings.language = lang
        phones = sessions.open_phones("dracheninsel", 4)
        with chromium(lang=lang) as anna, chromium(lang=lang) as jorg:
            anna.get(phones.url(0))
            jorg.get(phones.url(1))
            setup = selftest.family_setup(4, seed=8)
            seats = [
                dataclasses.replace(seat, kind="human" if i < 2 else "computer")
                for i, seat in enumerate(setup.seats)
            ]
            options = {**setup.options, OPTION_PHONES: True}
            table = PLUGIN.create_table_scene(
                app, GameSetup(**{**vars(setup), "seats": seats, "options": options})
            )
            assert isinstance(table, DracheninselTable)
            table.offer_guide = False
            table.sync_ai = True
            app.scenes.reset(table)
            end = time.monotonic() + 60
            while time.monotonic() < end:
                app.step()
                if isinstance(app.scenes.top, HandoffScene):
                    app.scenes.pop()
                if (
                    table.state.phase == MAIN
                    and table.state.active == 0
                    and not table.anim.active
                    and all(phones.on_phone(s) for s in (0, 1))
                ):
                    break
            for _ in range(30):
                app.step()
            pygame.image.save(app.screenshot(), str(out / f"table-phones-{lang}.png"))
        sessions.close_phones()
    i18n.set_language("en")
    app.shutdown()


def main(out: Path) -> int:
    shell_selftest.prepare_environment(out)
    setup_pictures(out)
    phone_pictures(out)
    table_pictures(out)
    for path in sorted(out.glob("*.png")):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "phone-pictures")))
