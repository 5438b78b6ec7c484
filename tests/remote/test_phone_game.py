"""Issue 24's acceptance game through real phone pages: a seeded four-seat Die Dracheninsel
game to its end with two people on phones (the real page in headless Chromium, talking to
the app's real server on 127.0.0.1) and two computers.

Through the pages: a paid step with a choice of card, an action card played from the phone
(its target picked on the laptop's side), a claimed Counter Magic, a Sweet Slumber, the
Unfaithful duel, an exchange with picked cards, "Go on" in the answer windows, End turn; a
page reload mid-game keeps its seat; "Play Jörg here instead" puts Jörg back on the laptop
and his page says so. Every view frame each page received (read from Chromium's own
network log) names only that seat's cards, checked against the TRUE state at that rev.

The laptop's side here is the headless driver of tests/remote/phone_game.py (the same
PhoneDesk the table uses: publish views, read the phones' checked actions, apply); the
people's decisions come from a computer player on their own view, the seed found by
phone_game.find_seeds.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from common.remote import protocol as P
from common.remote.sessions import PhoneSessions, SeatInfo
from dracheninsel.remote import PhoneDesk, PhoneMove, PhonePass, PhonePlay
from dracheninsel.rules import State
from dracheninsel.rules.state import OVER
from tests.remote.browser import MISSING, chromium, find_browser
from tests.remote.phone_game import COMPUTERS, COVERAGE, NAMES, PHONES, Game, Way

pytestmark = pytest.mark.skipif(find_browser() is None, reason=MISSING)

SEED = 10
HERE_AFTER = 560  # Jörg's seat goes back to the laptop at this move ("Play here instead")
RELOAD_AT = 40  # Anna's page is reloaded at her 40th phone action
WAIT = 15.0


class Phones:
    """The laptop's side: the real sessions and server, the table's PhoneDesk."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.sessions = PhoneSessions("dracheninsel", 4, hosts=["127.0.0.1"])
        self.sessions.start()
        self.sessions.set_seats(
            [SeatInfo(NAMES[s], game.laptop.colours[s], s not in COMPUTERS) for s in range(4)]
        )
        self.desk = PhoneDesk(self.sessions, game.laptop)
        self.truth: dict[tuple[int, int], dict[str, Any]] = {}

    def url(self, seat: int) -> str:
        return self.sessions.url(seat)

    def publish(self) -> None:
        self.desk.publish(self.game.state, self.game.log)
        for seat in PHONES:
            key = (seat, self.sessions.rev(seat))
            if key not in self.truth:
                self.truth[key] = self.game.state.to_json()

    def action(self) -> Any:
        """The next checked action from a phone (bounded wait)."""
        end = time.monotonic() + WAIT
        while True:
            for action in self.desk.actions(lambda: self.game.state):
                return action
            assert time.monotonic() < end, f"no action (refused: {self.desk.last_refusal})"
            time.sleep(0.005)


@pytest.fixture
def browsers() -> Iterator[dict[int, Any]]:
    with (
        chromium(lang="en", log_network=True) as anna,
        chromium(lang="de", log_network=True) as joerg,
    ):
        yield {0: anna, 1: joerg}


def css(driver: Any, selector: str) -> list[Any]:
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def wait_for(what: Any, seconds: float = WAIT) -> Any:
    end = time.monotonic() + seconds
    while True:
        value = what()
        if value:
            return value
        assert time.monotonic() < end, f"gave up waiting for {what}"
        time.sleep(0.01)


def shown_rev(driver: Any) -> int:
    value = driver.execute_script("return document.getElementById('app').dataset.rev")
    return int(value) if value else -1


def tap(driver: Any, selector: str, index: int = 0) -> None:
    """A person's tap on what `selector` finds (scrolled into the middle of the screen)."""
    found = wait_for(lambda: [e for e in css(driver, selector) if e.is_displayed()])
    target = found[index]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", target)
    target.click()


def do_on_page(driver: Any, way: Way) -> None:
    """What the person taps for `way`."""
    if way.how == "pass":
        tap(driver, '#window-buttons [data-role="go-on"]')
    elif way.how == "pay":
        tap(driver, f'#pay [data-card="{way.card}"]')
    elif way.how == "play":
        tap(driver, f'#hand [data-card="{way.card}"]')
        tap(driver, '#sheet-buttons [data-move="play"]')
    elif way.how == "bar":
        tap(driver, f'#actions [data-move="{way.kind}"]')
    elif way.how == "window":
        tap(driver, f'#window-buttons [data-move="{way.kind}"]')
    elif way.how == "sheet":
        tap(driver, f'#hand [data-card="{way.card}"]')
        tap(driver, f'#sheet-buttons [data-move="{way.kind}"]', way.index)
    elif way.how == "exchange":
        tap(driver, '#actions [data-move="exchange"]')
        for card in way.cards:
            tap(driver, f'#hand [data-card="{card}"]')
            wait_for(lambda card=card: css(driver, f'#hand [data-card="{card}"] .chosen'))
        tap(driver, '#actions [data-role="pick-confirm"]')
    else:
        raise AssertionError(way.how)


def expected_action(way: Way, seat: int) -> tuple[type, Any]:
    if way.how == "pass":
        return PhonePass, None
    if way.how == "play":
        return PhonePlay, way.card
    return PhoneMove, way.applied


def received_frames(driver: Any) -> list[dict[str, Any]]:
    """Every WebSocket frame the page received, from Chromium's own network log."""
    frames = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.webSocketFrameReceived":
            payload = message["params"]["response"]["payloadData"]
            frames.append(P.parse_outgoing(payload))
    return frames


def card_ids(node: Any, key: str = "") -> Iterator[int]:
    if isinstance(node, dict):
        for k, v in node.items():
            if k != "players":
                yield from card_ids(v, k)
    elif isinstance(node, list):
        for v in node:
            yield from card_ids(v, key)
    elif key in ("id", "card", "card2", "cards", "play") and type(node) is int:
        yield node


def test_two_phones_and_two_computers_play_a_whole_game(browsers: dict[int, Any]) -> None:
    game = Game(SEED, HERE_AFTER)
    phones = Phones(game)
    frames: dict[int, list[dict[str, Any]]] = {0: [], 1: []}
    try:
        phones.publish()
        for seat, driver in browsers.items():
            driver.get(phones.url(seat))
            wait_for(lambda driver=driver: shown_rev(driver) >= 1)
        assert "Anna" in css(browsers[0], "#you")[0].text
        assert "Jörg" in css(browsers[1], "#you")[0].text
        reloaded = here_seen = False
        while not game.over:
            seat, way = game.next_way()
            if 1 in game.here and not here_seen:
                phones.sessions.play_here(1)  # "Play Jörg here instead" on the laptop
                cover = wait_for(lambda: css(browsers[1], "#cover-title")[0].text)
                assert "Jörg" in cover  # "Jörg plays on the laptop now." (his page)
                frames[1] += received_frames(browsers[1])
                here_seen = True
            if way.how == "laptop":
                game.apply(seat, way)
                continue
            phones.publish()
            driver = browsers[seat]
            rev = phones.sessions.rev(seat)
            wait_for(lambda driver=driver, rev=rev: shown_rev(driver) >= rev)
            if seat == 0 and game.phone_actions[0] == RELOAD_AT and not reloaded:
                frames[0] += received_frames(driver)
                driver.refresh()  # a reload mid-game: the seat comes back with its view
                wait_for(lambda driver=driver, rev=rev: shown_rev(driver) >= rev)
                assert "Anna" in css(driver, "#you")[0].text
                reloaded = True
            do_on_page(driver, way)
            frames[seat] += received_frames(driver)  # drained as it goes: the log is a buffer
            action = phones.action()
            kind, detail = expected_action(way, seat)
            assert isinstance(action, kind) and action.seat == seat, (action, way)
            if kind is PhoneMove:
                assert action.move == detail, (action.move, detail)
            elif kind is PhonePlay:
                assert action.card == detail
            game.apply(seat, way)
        phones.publish()
        assert game.state.phase == OVER, f"not over after {game.moves} moves"
        rev = phones.sessions.rev(0)
        wait_for(lambda: shown_rev(browsers[0]) >= rev)
        final = css(browsers[0], "#turn-line")[0].text
        winners = [NAMES[s] for s in game.state.winners()]
        assert all(name in final for name in winners), (final, winners)
        frames[0] += received_frames(browsers[0])
        frames[1] += received_frames(browsers[1])
    finally:
        phones.sessions.close()
    assert reloaded and here_seen
    missing = COVERAGE - game.done
    assert not missing, f"the phones never did {sorted(missing)}"
    # no leak: every view any page received names only its own seat's cards (TRUE state)
    checked = 0
    for seat, received in frames.items():
        assert received and received[0]["type"] == "hello"
        for frame in received:
            if frame["type"] != "view":
                continue
            truth = State.from_json(phones.truth[(seat, frame["rev"])])
            named = set(card_ids(frame["view"]))
            assert named <= set(truth.hands[seat]), (seat, frame["rev"], named)
            text = json.dumps(frame["view"])
            for word in ('"deck"', '"hands"', '"snapshot"', '"rng"'):
                assert word not in text
            checked += 1
    assert checked > 100, checked
