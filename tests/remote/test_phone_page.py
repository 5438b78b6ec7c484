"""The phone page (assets/phone/, issue 24 "Cards on phones"): it names no other place,
and in a real headless Chromium it shows the hand, answers taps with the view's own moves,
shows an answer window's countdown and "Nothing to play" privately, and a reload keeps
the seat. Served by tests/remote/phone_stub.py on 127.0.0.1; the real server's game is
played in test_phone_game.py."""

from __future__ import annotations

import json
import queue
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.remote import sample_views as S
from tests.remote.browser import MISSING, chromium, find_browser
from tests.remote.phone_stub import PHONE, TOKEN, PhoneStub

PAGE_FILES = ("index.html", "app.js", "style.css")

# ----------------------------------------------------------------------------- no URL
#: Anything that would make a phone reach beyond the laptop: a scheme with a host, a
#: protocol-relative address, an @import, a CSS url() or src/href not on the same origin.
EXTERNAL = [
    re.compile(r"\b(?:https?|wss?|ftp)://", re.IGNORECASE),
    re.compile(r"""(?:src|href|action|url)\s*[=(]\s*["']?\s*//""", re.IGNORECASE),
    re.compile(r"@import", re.IGNORECASE),
    re.compile(r"""\bfetch\(\s*["'](?!/)""", re.IGNORECASE),
    re.compile(r"\b(?:cdn|googleapis|gstatic|unpkg|jsdelivr|cloudflare)\.", re.IGNORECASE),
]


def references(text: str) -> list[str]:
    """Every src=, href= and url(...) target in a page file."""
    found = re.findall(r"""(?:src|href)\s*=\s*["']([^"']*)["']""", text, re.IGNORECASE)
    found += re.findall(r"""url\(\s*["']?([^"')]*)["']?\s*\)""", text, re.IGNORECASE)
    return found


def external_in(text: str) -> list[str]:
    bad = [m.group(0) for pattern in EXTERNAL for m in pattern.finditer(text)]
    bad += [ref for ref in references(text) if not (ref.startswith("/") or ref == "data:,")]
    bad += [ref for ref in references(text) if ref.startswith("//")]
    return bad


@pytest.mark.parametrize("name", PAGE_FILES)
def test_the_page_names_no_external_address(name: str) -> None:
    """No CDN, no web font service, no analytics: the page must work with no internet,
    and a family's Wi-Fi learns nothing about the game elsewhere."""
    text = (PHONE / name).read_text(encoding="utf-8")
    assert external_in(text) == [], f"{name} reaches beyond the laptop"


def test_every_file_in_the_phone_folder_is_checked() -> None:
    shipped = sorted(p.name for p in PHONE.iterdir() if p.is_file())
    assert shipped == sorted(PAGE_FILES)


@pytest.mark.parametrize(
    "sample",
    [
        '<script src="https://cdn.example.org/x.js"></script>',
        '<link href="//fonts.example.org/a.css">',
        '@import "a.css";',
        'background: url("http://x.example/a.png")',
        "new WebSocket('wss://evil.example/ws')",
        '<img src="art/card.svg">',
    ],
)
def test_the_check_finds_what_it_is_for(sample: str) -> None:
    assert external_in(sample)


def test_same_origin_references_pass_the_check() -> None:
    assert external_in('<script src="/phone/app.js"></script> url("/fonts/F.ttf")') == []


def test_the_page_refers_to_its_files_by_absolute_path() -> None:
    """The page lives at /s/<token>: relative paths would ask for /s/app.js."""
    html = (PHONE / "index.html").read_text(encoding="utf-8")
    assert '<script src="/phone/app.js">' in html
    assert 'href="/phone/style.css"' in html


def test_the_page_keeps_its_fallback_words_in_both_languages() -> None:
    """Before the hello (and on a page with an invalid code) the page speaks the phone's
    language; both tables have the same keys, and they cover the server's PAGE_TEXTS."""
    source = (PHONE / "app.js").read_text(encoding="utf-8")
    tables = re.search(r"var FALLBACK = (\{.*?\n  \});", source, re.DOTALL)
    assert tables
    keys = {
        lang: set(re.findall(r"^      (\w+):", body, re.MULTILINE))
        for lang, body in re.findall(r"^    (\w\w): \{(.*?)^    \}", tables.group(1), re.M | re.S)
    }
    assert set(keys) == {"en", "de"}
    assert keys["en"] == keys["de"]
    try:
        from common.remote.protocol import PAGE_TEXTS
    except ImportError:
        return
    assert set(PAGE_TEXTS) - {"title"} <= keys["en"]


# ----------------------------------------------------------------------------- browser
needs_browser = pytest.mark.skipif(find_browser() is None, reason=MISSING)


def _loud_skip_message() -> None:
    if find_browser() is None:
        print(f"\n\n*** {MISSING} ***\n")


_loud_skip_message()


@pytest.fixture
def stub() -> Iterator[PhoneStub]:
    server = PhoneStub(S.hello("en"), S.view("en")).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def phone() -> Iterator[Any]:
    with chromium() as driver:
        yield driver


def wait_for(what: Callable[[], Any], seconds: float = 10.0) -> Any:
    """Poll until `what()` is truthy (a bounded wait for the browser, never a timed assert)."""
    end = time.monotonic() + seconds
    while True:
        value = what()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"gave up waiting for {what}")
        time.sleep(0.05)


def frames(server: PhoneStub, kind: str, seconds: float = 10.0) -> dict[str, Any]:
    """The next frame of `kind` the phone sent (pings are skipped)."""
    end = time.monotonic() + seconds
    while True:
        try:
            frame = server.received.get(timeout=max(0.01, end - time.monotonic()))
        except queue.Empty:
            raise AssertionError(f"no {kind} frame from the phone") from None
        if frame.get("type") == kind:
            return frame


def css(driver: Any, selector: str) -> list[Any]:
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def visible_text(driver: Any, selector: str) -> str:
    found = [e for e in css(driver, selector) if e.is_displayed()]
    return " ".join(e.text for e in found)


def open_page(driver: Any, server: PhoneStub) -> None:
    driver.get(server.url)
    wait_for(lambda: css(driver, "#hand .card-button"))


@needs_browser
def test_the_hand_shows_with_names_and_art(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    names = [e.text for e in css(phone, "#hand .card-name")]
    assert names == [card["name"] for card in stub.view["hand"]]
    arts = [e.get_attribute("src") for e in css(phone, "#hand .card-art")]
    assert all(a.startswith(f"http://127.0.0.1:{stub.port}/art/dracheninsel/") for a in arts)
    loaded = phone.execute_script(
        "return Array.from(document.querySelectorAll('#hand img'))"
        ".every(i => i.complete && i.naturalWidth > 0)"
    )
    assert loaded, "the card art did not load"
    assert visible_text(phone, "#you") == "You are Anna (red)"
    assert visible_text(phone, "#turn-line") == "Your turn"
    assert "Özlem" in visible_text(phone, "#partner")
    assert visible_text(phone, "#coins") == "700"
    assert "Özlem plays Dragon Patrol" in visible_text(phone, "#events")


@needs_browser
def test_tapping_a_card_says_what_it_does_and_plays_it(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    patrol = next(c for c in stub.view["hand"] if c["kind"] == "dragon_patrol")
    css(phone, f'#hand [data-card="{patrol["id"]}"]')[0].click()
    wait_for(lambda: visible_text(phone, "#sheet-name"))
    assert visible_text(phone, "#sheet-name") == patrol["name"]
    assert visible_text(phone, "#sheet-help") == patrol["text"]
    css(phone, '#sheet-buttons [data-move="play"]')[0].click()
    frame = frames(stub, "play")
    assert frame["card"] == patrol["id"]
    assert frame["rev"] == stub.rev
    assert frame["v"] == 1
    assert not css(phone, "#sheet")[0].is_displayed()


@needs_browser
def test_a_card_with_nothing_to_do_only_shows_its_text(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    water = stub.view["hand"][1]
    css(phone, f'#hand [data-card="{water["id"]}"]')[0].click()
    wait_for(lambda: visible_text(phone, "#sheet-help"))
    buttons = [b.text for b in css(phone, "#sheet-buttons button") if b.is_displayed()]
    assert buttons == ["Close"]
    css(phone, '#sheet-buttons [data-role="close"]')[0].click()
    wait_for(lambda: not css(phone, "#sheet")[0].is_displayed())


@needs_browser
def test_end_turn_sends_the_views_own_move(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    css(phone, '#actions [data-move="end_turn"]')[0].click()
    frame = frames(stub, "move")
    assert frame["move"] == {"kind": "end_turn", "seat": S.ME}
    assert isinstance(frame["ref"], int) and frame["ref"] >= 1


@needs_browser
def test_paying_for_a_step_picks_the_card_on_the_phone(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    stub.push(S.view("en", pay=True, note="Pay with which card?"))
    wait_for(lambda: css(phone, "#pay .pay-choice"))
    assert visible_text(phone, "#pay-title") == "Pay with which card?"
    choices = css(phone, "#pay .pay-choice")
    assert len(choices) == 2
    second = stub.view["hand"][1]["id"]
    css(phone, f'#pay [data-card="{second}"]')[0].click()
    frame = frames(stub, "move")
    assert frame["move"]["kind"] == "step" and frame["move"]["card"] == second
    assert frame["rev"] == stub.rev


@needs_browser
def test_an_answer_window_counts_down_and_answers(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    window = {
        "kind": "counter",
        "title": "Counter Magic? Answer now",
        "ends_in_ms": 6000,
        "total_ms": 6000,
        "nothing_to_play": False,
        "asked": True,
    }
    stub.push(S.view("en", your_turn=False, window=window))
    wait_for(lambda: visible_text(phone, "#window-title"))
    assert visible_text(phone, "#window-title") == "Counter Magic? Answer now"
    assert not css(phone, "#window-nothing")[0].is_displayed()
    first = float(css(phone, "#countdown-fill")[0].value_of_css_property("width")[:-2])
    wait_for(
        lambda: float(css(phone, "#countdown-fill")[0].value_of_css_property("width")[:-2]) < first
    )
    css(phone, '#window-buttons [data-move="counter_magic"]')[0].click()
    frame = frames(stub, "move")
    assert frame["move"]["kind"] == "counter_magic"


@needs_browser
def test_nothing_to_play_is_said_and_go_on_passes(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    window = {
        "kind": "slumber",
        "title": "Sweet Slumber? Answer now",
        "ends_in_ms": 5000,
        "total_ms": 6000,
        "nothing_to_play": True,
        "asked": True,
    }
    stub.push(S.view("en", your_turn=False, window=window))
    wait_for(lambda: visible_text(phone, "#window-nothing"))
    assert visible_text(phone, "#window-nothing") == "Nothing to play"
    answers = [b for b in css(phone, "#window-buttons .btn-answer")]
    assert answers == []
    css(phone, '#window-buttons [data-role="go-on"]')[0].click()
    assert frames(stub, "pass")["v"] == 1


@needs_browser
def test_exchange_lets_the_person_pick_cards(stub: PhoneStub, phone: Any) -> None:
    view = S.view("en")
    view["can"] = [
        {
            "label": "Exchange cards",
            "move": {"kind": "exchange", "seat": S.ME, "cards": []},
            "pick_cards": True,
            "style": "plain",
        }
    ]
    stub.push(view)
    open_page(phone, stub)
    css(phone, '#actions [data-move="exchange"]')[0].click()
    wait_for(lambda: css(phone, '#actions [data-role="pick-confirm"]'))
    ids = [c["id"] for c in view["hand"]]
    for card in (ids[4], ids[1]):
        css(phone, f'#hand [data-card="{card}"]')[0].click()
        wait_for(lambda card=card: css(phone, f'#hand [data-card="{card}"] .chosen'))
    css(phone, '#actions [data-role="pick-confirm"]')[0].click()
    frame = frames(stub, "move")
    assert frame["move"] == {"kind": "exchange", "seat": S.ME, "cards": sorted([ids[4], ids[1]])}


@needs_browser
def test_a_reload_keeps_the_seat(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    stub.push(S.view("en", your_turn=False))
    wait_for(lambda: visible_text(phone, "#turn-line") == "Jörg's turn")
    phone.refresh()
    wait_for(lambda: css(phone, "#hand .card-button"))
    wait_for(lambda: visible_text(phone, "#turn-line") == "Jörg's turn")
    assert visible_text(phone, "#you") == "You are Anna (red)"
    assert stub.connections == 2
    assert TOKEN in phone.current_url


@needs_browser
def test_a_dropped_connection_comes_back_by_itself(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    # The laptop's side of the link goes away (a Wi-Fi blip): the page tries again.
    phone.execute_script("window.__dropped = true;")
    stub.push(S.view("en"))  # a live socket first
    stub.close_all(1001)
    wait_for(lambda: stub.connections >= 2)
    wait_for(lambda: css(phone, "#hand .card-button"))
    assert phone.execute_script("return window.__dropped") is True, "the page was reloaded"
    assert not css(phone, "#cover")[0].is_displayed()


@needs_browser
def test_a_page_without_a_valid_code_asks_the_laptop(stub: PhoneStub, phone: Any) -> None:
    phone.get(f"http://127.0.0.1:{stub.port}/phone/index.html")
    wait_for(lambda: visible_text(phone, "#cover-title"))
    assert "ask the laptop" in visible_text(phone, "#cover-title")
    assert stub.connections == 0
    assert all(f["type"] != "hello" for f in stub.sent)


@needs_browser
def test_the_game_is_over_says_bye_and_stops(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    stub.bye("The game is over. Thank you for playing!")
    wait_for(lambda: visible_text(phone, "#cover-title"))
    assert visible_text(phone, "#cover-title") == "The game is over. Thank you for playing!"
    time.sleep(1.2)  # longer than the first retry: a page after a bye must not reconnect
    assert stub.connections == 1


@needs_browser
def test_german_comes_from_the_hello() -> None:
    server = PhoneStub(S.hello("de"), S.view("de")).start()
    try:
        with chromium(lang="en") as driver:  # an English phone at a German table
            open_page(driver, server)
            assert visible_text(driver, "#turn-line") == "Du bist dran"
            assert css(driver, "#you")[0].get_attribute("textContent") == "Du bist Anna (rot)"
            assert css(driver, "#hand-title")[0].get_attribute("textContent") == "Deine Karten"
            names = [e.text for e in css(driver, "#hand .card-name")]
            assert "Gegenzauber" in names
            assert driver.execute_script("return document.documentElement.lang") == "de"
    finally:
        server.stop()


def test_frames_from_the_stub_follow_the_protocol(stub: PhoneStub) -> None:
    """The stub's hello and view are what docs/PHONES.md describes (fields the page
    reads), so a page passing here reads the real server's frames too."""
    hello = json.loads(json.dumps(S.hello("en")))
    assert set(hello) == {"seat", "name", "colour", "colour_name", "lang", "game", "texts"}
    view = S.view("en")
    for key in ("headline", "your_turn", "players", "hand", "score", "partner", "can"):
        assert key in view
    assert Path(PHONE / "index.html").exists()


@needs_browser
def test_a_seat_the_window_does_not_ask_only_sees_the_bar(stub: PhoneStub, phone: Any) -> None:
    """The seat that played the card is not asked: the same bar, no buttons, nothing sent."""
    open_page(phone, stub)
    window = {
        "kind": "counter",
        "title": "Counter Magic? Answer now",
        "ends_in_ms": 5000,
        "total_ms": 6000,
        "nothing_to_play": False,
        "asked": False,
    }
    stub.push(S.view("en", your_turn=False, window=window))
    wait_for(lambda: visible_text(phone, "#window-title"))
    assert [b for b in css(phone, "#window-buttons button")] == []
    assert not css(phone, "#window-nothing")[0].is_displayed()


@needs_browser
def test_any_card_of_an_offered_action_plays_itself(stub: PhoneStub, phone: Any) -> None:
    """The laptop offers one item per action (on the first such card); a person who taps
    their other Dragon Patrol gets the same button, and that very card is played."""
    from dracheninsel.rules import data as D

    first, second = sorted(D.CARDS_OF_KIND["dragon_patrol"])[:2]
    hand = [*S.hand_ids()[:3], first, second]
    stub.push(S.view("en", hand=hand))
    open_page(phone, stub)
    wait_for(lambda: len(css(phone, "#hand .card-button")) == 5)
    assert css(phone, f'#hand [data-card="{second}"] .playable')
    css(phone, f'#hand [data-card="{second}"]')[0].click()
    wait_for(lambda: css(phone, '#sheet-buttons [data-move="play"]'))
    css(phone, '#sheet-buttons [data-move="play"]')[0].click()
    assert frames(stub, "play")["card"] == second


@needs_browser
def test_a_refusal_is_said_on_that_phone(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    stub.send("refused", ref=3, code="not_your_turn", reason="It is not your turn.")
    wait_for(lambda: visible_text(phone, "#toast"))
    assert visible_text(phone, "#toast") == "It is not your turn."


@needs_browser
def test_a_second_phone_waits_for_the_laptop(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    stub.send("held", why="Another phone has this seat: confirm on the laptop.")
    wait_for(lambda: visible_text(phone, "#cover-title"))
    assert visible_text(phone, "#cover-title") == (
        "Another phone has this seat: confirm on the laptop."
    )
    stub.push(S.view("en"))  # the laptop said yes: the view comes
    wait_for(lambda: not css(phone, "#cover")[0].is_displayed())


@needs_browser
def test_a_seat_taken_by_another_phone_can_be_taken_back(stub: PhoneStub, phone: Any) -> None:
    open_page(phone, stub)
    stub.close_all(4005)
    wait_for(lambda: visible_text(phone, "#cover-title"))
    assert visible_text(phone, "#cover-title") == "Another phone took this seat."
    time.sleep(1.2)  # longer than the first retry: the page waits for its person
    assert stub.connections == 1
    css(phone, "#cover-button")[0].click()
    wait_for(lambda: stub.connections == 2)
    wait_for(lambda: not css(phone, "#cover")[0].is_displayed())


@needs_browser
def test_dragomino_shows_the_island_and_the_secret_eggs(stub: PhoneStub, phone: Any) -> None:
    """Dragomino's view: the island's squares and its eggs, and with the spring variant the
    two eggs only this person sees, each with its own "Keep" (not two "Keep" buttons in the
    bottom bar that nobody could tell apart)."""
    squares = [
        {"x": x, "y": y, "terrain": "DESERT", "colour": "#e6be3c", "name": "Desert"}
        for x in range(3)
        for y in range(2)
    ]
    eggs = [
        {
            "a": [0, 0],
            "b": [1, 0],
            "terrain": "DESERT",
            "baby": True,
            "art": "/art/dragomino/baby_DESERT_0.svg",
        }
    ]
    options = [
        {"baby": False, "label": "An empty shell", "art": "/art/dragomino/shell_DESERT.svg"},
        {"baby": True, "label": "A baby dragon", "art": "/art/dragomino/baby_DESERT_1.svg"},
    ]
    keep = [
        {
            "label": "Keep this egg",
            "move": {"kind": "choose_spring_egg", "keep": i},
            "style": "main",
        }
        for i in range(2)
    ]
    stub.push(
        {
            "game": "dragomino",
            "seat": 0,
            "headline": "Your turn",
            "your_turn": True,
            "players": [{"seat": 0, "name": "Anna", "colour": "#c83828", "score": 3}],
            "island": {"squares": squares, "eggs": eggs},
            "peek": {"terrain": "DESERT", "name": "Desert", "options": options},
            "can": keep,
            "events": [],
            "note": "Look at the two eggs and keep one",
            "window": None,
            "over": None,
        }
    )
    phone.get(stub.url)
    wait_for(lambda: css(phone, "#island .square"))
    assert len(css(phone, "#island .square")) == 6
    assert len(css(phone, "#island .egg")) == 1
    assert "Desert" in visible_text(phone, "#peek")
    assert "A baby dragon" in visible_text(phone, "#peek")
    assert not css(phone, "#hand-section")[0].is_displayed()
    assert not css(phone, "#stats")[0].is_displayed()
    assert css(phone, "#actions button") == []  # the keeps stand by their eggs
    css(phone, '#peek [data-egg="1"]')[0].click()
    assert frames(stub, "move")["move"] == {"kind": "choose_spring_egg", "keep": 1}


@needs_browser
def test_two_phones_count_down_together(stub: PhoneStub, phone: Any) -> None:
    """Every connected phone shows the same countdown at the same moment: both run it from
    when the view arrived, with the laptop's time left and length."""
    with chromium() as other:
        open_page(phone, stub)
        open_page(other, stub)
        window = {
            "kind": "slumber",
            "title": "Sweet Slumber? Answer now",
            "ends_in_ms": 6000,
            "total_ms": 6000,
            "nothing_to_play": False,
            "asked": True,
        }
        stub.push(S.view("en", your_turn=False, window=window))
        for page in (phone, other):
            wait_for(lambda page=page: visible_text(page, "#window-title"))
        script = (
            "const f = document.getElementById('countdown-fill');"
            "return f.getBoundingClientRect().width / f.parentNode.getBoundingClientRect().width;"
        )
        wait_for(lambda: phone.execute_script(script) < 0.9)  # it runs
        first = phone.execute_script(script)
        second = other.execute_script(script)
        assert 0.2 < first < 1.0 and 0.2 < second < 1.0
        assert abs(first - second) < 0.05, (first, second)  # well under a third of a second


@needs_browser
def test_a_new_hello_mid_game_changes_the_pages_words_at_once(stub: PhoneStub, phone: Any) -> None:
    """The laptop switched to German during the game: a new hello, the page's own words
    follow before the next view comes."""
    open_page(phone, stub)
    assert css(phone, "#hand-title")[0].get_attribute("textContent") == "Your cards"
    stub.send("hello", **S.hello("de"))
    wait_for(lambda: css(phone, "#hand-title")[0].get_attribute("textContent") == "Deine Karten")
    assert visible_text(phone, "#you") == "Du bist Anna (rot)"
