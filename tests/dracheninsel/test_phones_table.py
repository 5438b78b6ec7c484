"""Cards on phones at the real table (issue 24): the option on in the setup, a phone (an
aiohttp client on 127.0.0.1 in a thread of its own) joins a seat; the table never draws
that seat's hand and shows no hand-off for it, takes its End turn and exchange from the
phone, refuses a wrong move to that phone only, and offers "Play Anna here instead" when
the phone is needed and gone. With the option off nothing of it exists (hot-seat as ever).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import threading
import time
from typing import Any

import aiohttp
import pygame
import pytest

from common.app import App
from common.games import GameSetup
from common.remote import sessions as phone_sessions
from common.scenes.handoff import HandoffScene
from dracheninsel.options import OPTION_PHONES
from dracheninsel.plugin import PLUGIN
from dracheninsel.rules import data as D
from dracheninsel.rules.state import EXCHANGE, MAIN
from dracheninsel.ui import cards, selftest
from dracheninsel.ui.phones import PHONE_HAND_HELP
from dracheninsel.ui.table import SPEEDS, DracheninselTable

ANNA, JORG = 0, 1
WAIT = 10.0


class ThreadPhone:
    """A phone on its own thread and loop: connects with a token, keeps every frame."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.frames: list[dict[str, Any]] = []
        self.loop = asyncio.new_event_loop()
        self.ws: Any = None
        self.ref = 0
        self.closed = threading.Event()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        assert self.ready.wait(WAIT), "the phone could not connect"

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._main())
        self.loop.close()
        self.closed.set()

    async def _main(self) -> None:
        async with aiohttp.ClientSession() as http:
            self.ws = await http.ws_connect(self.url)
            self.ready.set()
            async for msg in self.ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                self.frames.append(json.loads(msg.data))

    def send(self, **fields: Any) -> None:
        self.ref += 1
        text = json.dumps({"v": 1, **fields, "ref": self.ref})
        asyncio.run_coroutine_threadsafe(self.ws.send_str(text), self.loop).result(WAIT)

    def close(self) -> None:
        if self.ws is not None and not self.closed.is_set():
            asyncio.run_coroutine_threadsafe(self.ws.close(), self.loop).result(WAIT)
        assert self.closed.wait(WAIT)

    def latest(self) -> dict[str, Any] | None:
        views = [f for f in self.frames if f["type"] == "view"]
        return views[-1] if views else None

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["type"] == kind]


def phone_before_the_game(seat: int = ANNA, fast: bool = False) -> ThreadPhone:
    """The setup opened the phones (its QR codes) and Anna's phone joined there (`fast`:
    a phone that may send faster than any person, for floods of test frames)."""
    sessions = phone_sessions.open_phones("dracheninsel", 4)
    if fast:
        sessions.server.rate_per_second = 100_000.0
        sessions.server.burst = 10_000
    phone = ThreadPhone(sessions.url(seat).replace("/s/", "/ws?token="))
    end = time.monotonic() + WAIT
    while not phone.of_type("hello"):  # the server has taken it
        assert time.monotonic() < end
        time.sleep(0.005)
    return phone


def table_with_phones(app: App, phones: bool = True, seed: int = 8) -> DracheninselTable:
    """Anna and Jörg are people, the other two computers; "Cards on phones" on or off."""
    setup = selftest.family_setup(4, seed=seed)
    seats = [
        dataclasses.replace(seat, kind="human" if i < 2 else "computer")
        for i, seat in enumerate(setup.seats)
    ]
    options = {**setup.options, OPTION_PHONES: phones}
    table = PLUGIN.create_table_scene(
        app, GameSetup(**{**vars(setup), "seats": seats, "options": options})
    )
    assert isinstance(table, DracheninselTable)
    table.offer_guide = False
    table.sync_ai = True
    app.scenes.reset(table)
    return table


def step_until(app: App, test: Any, limit: int = 3000, what: str = "") -> None:
    """app.step() until `test()`: bounded in frames and in time."""
    end = time.monotonic() + 60
    for _ in range(limit):
        if test():
            return
        app.step()
        assert time.monotonic() < end, f"too slow: {what}"
    raise AssertionError(f"never happened: {what}")


def reveal_handoffs(app: App) -> None:
    """A hot-seat hand-off on top: click through it (the people's seats without phone)."""
    top = app.scenes.top
    if isinstance(top, HandoffScene):
        pos = top.button.rect.center if hasattr(top, "button") else (640, 400)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def offers_exchange(phone: ThreadPhone) -> bool:
    latest = phone.latest()
    return latest is not None and any(i.get("pick_cards") for i in latest["view"]["can"])


@pytest.fixture
def stop_phones() -> Any:
    yield
    phone_sessions.close_phones()


def test_option_off_starts_no_server(app: App, stop_phones: None) -> None:
    table = table_with_phones(app, phones=False)
    assert table.phones is None
    assert phone_sessions.current() is None


def test_a_phone_seat_plays_from_its_phone_and_its_hand_never_shows(
    app: App, stop_phones: None
) -> None:
    phone = phone_before_the_game()
    table = table_with_phones(app)
    assert table.phones is not None
    sessions = table.phones.sessions
    assert sessions.server.hosts == ["127.0.0.1"]
    assert sessions.on_phone(ANNA)
    try:
        with cards.FaceUpRecorder() as faces:
            step_until(app, lambda: sessions.on_phone(ANNA), what="Anna's phone joins")
            step_until(
                app,
                lambda: table.state.active == ANNA and table.state.phase == MAIN,
                what="Anna's turn",
            )
            step_until(app, lambda: not table.anim.active, what="the table at rest")
            for _ in range(5):
                reveal_handoffs(app)
            latest = phone.latest()
            step_until(
                app,
                lambda: (phone.latest() or {}).get("view", {}).get("your_turn") is True,
                what="Anna's phone says her turn",
            )
            latest = phone.latest()
            assert latest is not None
            hand = [c["id"] for c in latest["view"]["hand"]]
            assert sorted(hand) == sorted(table.state.hands[ANNA])
            kinds = [i["move"]["kind"] for i in latest["view"]["can"] if "move" in i]
            assert "end_turn" in kinds
            # her hand is on the phone: never face up here, and no hand-off was needed
            assert ANNA not in faces.owners()
            assert not any(screen == "handoff" and who == ANNA for _t, screen, who in table.screens)
            assert table.viewer == ANNA and table.hand_of_viewer() == []
            assert PHONE_HAND_HELP in [words for _rect, words in table.help_spots()]  # F1
            # a wrong move goes back to Anna's phone only; nothing changes
            before = json.dumps(table.state.to_json(), sort_keys=True)
            phone.send(type="move", rev=latest["rev"], move={"kind": "end_turn", "seat": JORG})
            step_until(app, lambda: phone.of_type("refused"), what="the refusal")
            assert json.dumps(table.state.to_json(), sort_keys=True) == before
            # End turn on the phone, then the exchange (nothing put away)
            phone.send(type="move", rev=latest["rev"], move={"kind": "end_turn", "seat": ANNA})
            step_until(app, lambda: table.state.phase == EXCHANGE, what="the exchange")
            step_until(app, lambda: offers_exchange(phone), what="the phone offers the exchange")
            rev = phone.latest()["rev"]
            phone.send(type="move", rev=rev, move={"kind": "exchange", "seat": ANNA, "cards": []})
            step_until(app, lambda: table.state.active != ANNA, what="Anna's turn ends")
            for _ in range(30):
                app.step()
            assert ANNA not in faces.owners()
            assert not any(screen == "handoff" and who == ANNA for _t, screen, who in table.screens)
    finally:
        phone.close()


def test_waiting_for_a_phone_and_play_here_instead(app: App, stop_phones: None) -> None:
    phone = phone_before_the_game()
    table = table_with_phones(app)
    assert table.phones is not None
    sessions = table.phones.sessions
    now = [1000.0]
    sessions.clock = lambda: now[0]
    assert sessions.on_phone(ANNA)
    phone.close()
    step_until(app, lambda: not sessions.seats[ANNA].connected, what="the phone is gone")
    now[0] += 10.0
    step_until(
        app,
        lambda: table.state.actor() == ANNA and table.state.phase == MAIN,
        what="Anna is needed",
    )
    step_until(app, lambda: table.phone_here.visible, what="Waiting for Anna's phone")
    assert "Anna" in table.phone_here.label
    pos = table.phone_here.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step_until(app, lambda: not sessions.on_phone(ANNA), what="Anna back on the laptop")
    # hot-seat again: her hand comes behind her hand-off
    step_until(
        app,
        lambda: isinstance(app.scenes.top, HandoffScene),
        what="Anna's hand-off",
    )
    assert ("play_here", ANNA) in [(s, w) for _t, s, w in table.screens]


def test_a_seat_s_phone_chip_says_whether_its_phone_is_here(app: App, stop_phones: None) -> None:
    """The panel's chip reads "Phone" while the phone is connected and "Phone gone" once it
    went (not only a paler colour), and the table draws again at once to show it."""
    phone = phone_before_the_game()
    table = table_with_phones(app)
    assert table.phones is not None
    sessions = table.phones.sessions
    step_until(app, lambda: sessions.seats[ANNA].connected, what="Anna's phone is here")
    app.render()  # the panels are laid out
    assert table.phone_chip(ANNA) is not None
    assert table.phone_chip_words(ANNA) == "Phone"
    phone.close()
    end = time.monotonic() + WAIT
    redraw = False
    while sessions.seats[ANNA].connected:
        assert time.monotonic() < end, "the server never told that the phone went"
        redraw = table.poll_phones()
        time.sleep(0.005)
    assert redraw  # the poll that noticed it asks for the chip to be drawn again
    assert table.phone_chip_words(ANNA) == "Phone gone"
    assert table.phone_chip(ANNA) is not None  # the seat is still the phone's
    app.render()


# ---------------------------------------------------------------------- a long game
MOVES = 120  # moves of the game the test plays (a few rounds of every seat)


def _two_phones(app: App, seed: int) -> tuple[DracheninselTable, dict[int, ThreadPhone]]:
    sessions = phone_sessions.open_phones("dracheninsel", 4)
    sessions.server.rate_per_second = 1000.0  # the simulated people tap at once
    phones = {}
    for seat in (ANNA, JORG):
        phones[seat] = ThreadPhone(sessions.url(seat).replace("/s/", "/ws?token="))
    end = time.monotonic() + WAIT
    while not all(p.of_type("hello") for p in phones.values()):
        assert time.monotonic() < end
        time.sleep(0.005)
    return table_with_phones(app, seed=seed), phones


def _laptop_person(table: DracheninselTable, phone: ThreadPhone, seat: int, rng: Any) -> bool:
    """Anna or Jörg at the laptop on their own turn: the cone is dragged here, a card's
    target clicked here; what is done on the phone is sent from it. True if acted."""
    from dracheninsel.ai import choose_move
    from dracheninsel.ui.moves import dragon_target

    latest = phone.latest()
    if latest is None or latest["view"]["step"] != len(table.moves):
        return False  # the phone has not seen this position yet
    move = choose_move(table.state.view(seat), seat, "easy", rng)
    rev = latest["rev"]
    if move.kind == "step":
        table.drop_figure(seat, move.cell, glide=False)
        return True
    if move.kind in ("destructive_forces", "thundering_elements"):
        targets = [move.cell, move.cell2]
    elif move.kind == "dragon_patrol":
        targets = [dragon_target(move.target), move.cell]
    elif move.kind == "foolhardy_flight":
        targets = [move.cell]
    elif move.kind in ("fear_and_loathing", "sneak_attack"):
        targets = [move.target]
    else:
        phone.send(type="move", rev=rev, move=move.to_json())
        return True
    phone.send(type="play", rev=rev, card=move.card)
    end = time.monotonic() + WAIT
    while table.pick is None:  # the card's targets light up on the laptop
        assert time.monotonic() < end, "the played card never reached the laptop"
        table.app.step()
    for target in targets:
        table.pick_target(target)
    return True


def _phone_person(phone: ThreadPhone, rng: Any, seen: dict[int, int]) -> str | None:
    """What a person does on the phone by themselves: answer or go on in a bar, the duel,
    pay with the card asked for, the lone bearer's choice, the exchange."""
    latest = phone.latest()
    if latest is None or seen.get(id(phone)) == latest["rev"]:
        return None
    view, rev = latest["view"], latest["rev"]
    window = view["window"]
    pay = [i for i in view["can"] if i.get("style") == "pay"]
    did = None
    if window is not None and window["asked"]:
        answers = [i for i in view["can"] if "move" in i]
        if answers and rng.random() < 0.6:
            phone.send(type="move", rev=rev, move=answers[0]["move"])
            did = answers[0]["move"]["kind"]
        else:
            phone.send(type="pass")
            did = "pass"
    elif pay:
        phone.send(type="move", rev=rev, move=rng.choice(pay)["move"])
        did = "pay"
    elif view["your_turn"] and view["phase"] == "exchange":
        cards = [c["id"] for c in view["hand"] if rng.random() < 0.3]
        phone.send(
            type="move", rev=rev, move={"kind": "exchange", "seat": view["seat"], "cards": cards}
        )
        did = "exchange"
    elif view["your_turn"] and view["phase"] == "choice":
        phone.send(type="move", rev=rev, move=view["can"][0]["move"])
        did = "choice"
    seen[id(phone)] = rev
    return did


def test_two_phone_seats_play_with_two_computers_and_nothing_of_theirs_shows(
    app: App, stop_phones: None
) -> None:
    import random as random_module

    table, phones = _two_phones(app, seed=12)
    table.speed_index = len(SPEEDS) - 1  # the computers at their fastest (bars keep theirs)
    backs_for: list[int | None] = []  # a phone seat's strip shows words, not card backs
    draw_backs = table.draw_hidden_hand

    def recording_backs(surface: Any, count: int, note: bool = True) -> Any:
        backs_for.append(table.viewer)
        return draw_backs(surface, count, note)

    table.draw_hidden_hand = recording_backs  # type: ignore[method-assign]
    rng = random_module.Random(4)
    seen: dict[int, int] = {}
    done: list[str] = []
    acted_at: dict[int, int] = {}
    on_phones = set(phones)
    try:
        with cards.FaceUpRecorder() as faces:
            start = time.monotonic()
            for _ in range(40_000):
                if table.end_shown or len(table.moves) >= MOVES or time.monotonic() - start > 120:
                    break
                app.step()
                for phone in phones.values():
                    did = _phone_person(phone, rng, seen)
                    if did:
                        done.append(did)
                seat = table.acting_person()
                if (
                    seat in on_phones
                    and table.may_act()
                    and table.pick is None
                    and table.choice is None
                    and table.state.phase == "main"
                    and acted_at.get(seat) != len(table.moves)
                    and not table.phones.laptop.pay
                    and _laptop_person(table, phones[seat], seat, rng)
                ):
                    acted_at[seat] = len(table.moves)
                # never, at any frame: a phone seat's card face up here, its hand-off, its
                # private panel (answer, duel, lone bearer)
                assert not on_phones & faces.owners(), faces.owners()
                private = {"handoff", "answer", "duel", "bearer", "new_cards"}
                assert not [(s, w) for _t, s, w in table.screens if s in private and w in on_phones]
                # nor a "Show my cards" for a hand that lives on a phone (seen in a real
                # window after a bar on a phone seat's own step)
                assert not (table.show_button.visible and table.viewer in on_phones)
        moves = [m["kind"] for m in table.moves]
        assert len(moves) >= MOVES, len(moves)
        # "Your cards wait until the others have answered" over backs was drawn for a hand
        # that lives on a phone (seen in a real window); its strip says where the cards are
        assert not on_phones & set(backs_for)
        # the phones did their part: bars answered or passed, exchanges, payments
        assert {"pass", "exchange"} <= set(done), set(done)
        for phone in phones.values():
            assert not phone.of_type("bye")
    finally:
        for phone in phones.values():
            phone.close()


def test_play_again_keeps_the_phones(app: App, stop_phones: None) -> None:
    phone = phone_before_the_game()
    try:
        table = table_with_phones(app)
        assert table.phones is not None
        sessions = table.phones.sessions
        again = table.rematch()
        assert table.phones is None and again.phones is not None
        assert again.phones.sessions is sessions and again.on_phone(ANNA)
        app.scenes.reset(again)  # the old table is left: the server keeps running
        assert sessions.running and phone_sessions.current() is sessions
        for _ in range(30):
            app.step()
        assert not phone.of_type("bye")
    finally:
        phone.close()


def test_play_again_gives_new_codes_and_the_phone_keeps_its_seat(
    app: App, stop_phones: None
) -> None:
    """The issue: a new token each game. "Play again" (the end screen's `play_again`)
    makes new ones; Anna's phone, connected through it, is sent hers over its socket and
    shows the new game's hand; her old code opens nothing now (4001: the page asks the
    laptop for a new one). Before, the codes stayed the same from game to game."""
    phone = phone_before_the_game()
    stale: ThreadPhone | None = None
    try:
        table = table_with_phones(app)
        assert table.phones is not None
        sessions = table.phones.sessions
        old = sessions.seats[ANNA].token
        step_until(app, lambda: phone.latest() is not None, what="the first game's view")
        table.play_again()
        again = app.scenes.top
        assert isinstance(again, DracheninselTable) and again is not table
        assert again.phones is not None and again.phones.sessions is sessions
        new = sessions.seats[ANNA].token
        assert new != old and again.on_phone(ANNA)
        dealt = sorted(again.state.hands[ANNA])

        def new_view() -> dict[str, Any] | None:
            kinds = [f["type"] for f in phone.frames]
            if "token" not in kinds:
                return None
            after = phone.frames[kinds.index("token") :]
            return next((f for f in after if f["type"] == "view"), None)

        step_until(app, lambda: new_view() is not None, what="the new game's view")
        assert phone.of_type("token") == [{"v": 1, "type": "token", "token": new}]
        view = new_view()
        assert view is not None and view["view"]["over"] is None
        assert sorted(c["id"] for c in view["view"]["hand"]) == dealt
        assert not phone.of_type("bye") and not phone.closed.is_set()
        assert sessions.seats[ANNA].connected
        stale = ThreadPhone(sessions.url(ANNA).replace("/s/", "/ws?token=").replace(new, old))
        assert stale.closed.wait(WAIT)
        assert stale.frames == [] and stale.ws.close_code == 4001
    finally:
        phone.close()


def test_a_take_back_on_the_laptop_gives_the_phone_its_card_back_and_says_so(
    app: App, stop_phones: None
) -> None:
    """Anna's cone is dragged on the laptop (she pays with a card from the phone's hand),
    then her Take back is clicked: her phone's view is the one from before the step again
    (the card back in her hand, the step count back) and its "what happened" ends with the
    laptop's own line, "Anna takes the last action back", where the step's lines vanished
    without a word before."""
    phone = phone_before_the_game()
    try:
        table = table_with_phones(app)
        assert table.phones is not None
        sessions = table.phones.sessions
        step_until(
            app,
            lambda: table.state.active == ANNA and table.state.phase == MAIN and table.may_act(),
            what="Anna's turn",
        )
        step_until(app, lambda: not table.anim.active, what="the table at rest")
        step_until(app, lambda: (phone.latest() or {}).get("view", {}).get("your_turn"))
        before = phone.latest()["view"]
        paid = [m for m in table.legal(ANNA) if m.kind == "step" and m.card is not None]
        assert paid, "no paid step for Anna in this seed"
        move = paid[0]
        table.commit(move)  # the cone dragged on the laptop
        step_until(
            app,
            lambda: phone.latest()["view"]["step"] == before["step"] + 1,
            what="the phone's view after the step",
        )
        assert move.card not in [c["id"] for c in phone.latest()["view"]["hand"]]
        stepped = phone.latest()["view"]["events"]
        step_until(app, lambda: table.takeback.button.visible and table.takeback.button.enabled)
        rev = sessions.rev(ANNA)
        pos = table.takeback.button.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        step_until(app, lambda: len(table.moves) == before["step"], what="the take-back")
        step_until(
            app,
            lambda: (
                phone.latest()["rev"] > rev and phone.latest()["view"]["step"] == before["step"]
            ),
            what="the phone's view after the take-back",
        )
        after = phone.latest()["view"]
        assert sorted(c["id"] for c in after["hand"]) == sorted(c["id"] for c in before["hand"])
        assert move.card in [c["id"] for c in after["hand"]]
        assert stepped != before["events"]  # the step said something ("Anna moves")...
        assert after["events"][-1] == "Anna takes the last action back"  # ...gone, said why
        assert after["events"][:-1] == before["events"][-(len(after["events"]) - 1) :]
    finally:
        phone.close()


def test_hostile_frames_at_the_table_change_nothing_and_it_keeps_drawing(
    app: App, stop_phones: None
) -> None:
    import random as random_module

    phone = phone_before_the_game(fast=True)
    table = table_with_phones(app)
    assert table.phones is not None
    rng = random_module.Random(3)
    try:
        step_until(
            app,
            lambda: table.state.active == ANNA and table.state.phase == MAIN and table.may_act(),
            what="Anna's turn",
        )
        step_until(app, lambda: (phone.latest() or {}).get("view", {}).get("your_turn"))
        rev = phone.latest()["rev"]
        before = json.dumps(table.state.to_json(), sort_keys=True)
        others = [c for s in (1, 2, 3) for c in table.state.hands[s]]
        frames: list[Any] = []
        for k in range(200):
            frames.append(
                rng.choice(
                    [
                        {"type": "move", "rev": rev, "move": {"kind": "end_turn", "seat": JORG}},
                        {"type": "move", "rev": rev - 1, "move": {"kind": "end_turn", "seat": 0}},
                        {
                            "type": "move",
                            "rev": rev,
                            "move": {"kind": "step", "seat": 0, "cell": k % 61},
                        },
                        {"type": "play", "rev": rev, "card": rng.choice(others)},
                        {
                            "type": "move",
                            "rev": rev,
                            "move": {"kind": "sweet_slumber", "seat": 0, "card": 1},
                        },
                        {"type": "pass"},
                        {
                            "type": "move",
                            "rev": rev,
                            "move": {"kind": "exchange", "seat": 0, "cards": others[:2]},
                        },
                        {"type": "hello"},
                    ]
                )
            )
        for frame in frames:
            phone.send(**frame)
        step_until(app, lambda: len(phone.of_type("refused")) >= len(frames), what="refusals")
        for _ in range(20):
            app.step()
            app.render()  # the table still draws
        assert json.dumps(table.state.to_json(), sort_keys=True) == before
        assert len(phone.of_type("refused")) == len(frames)
    finally:
        phone.close()


def test_the_phones_follow_the_app_s_language(app: App, stop_phones: None) -> None:
    from common import i18n
    from dracheninsel.options import COLOUR_NAMES

    phone = phone_before_the_game()
    try:
        table = table_with_phones(app)
        for _ in range(10):
            app.step()
        assert phone.of_type("hello")[-1]["lang"] == "en"
        # "You are Anna (red)": the seat's colour, named in the app's language
        colour = COLOUR_NAMES[table.state.config.seats[ANNA]]
        assert phone.of_type("hello")[-1]["colour_name"] == colour.lower()
        i18n.set_language("de")  # as from the pause menu's settings
        step_until(app, lambda: phone.of_type("hello")[-1]["lang"] == "de", what="German")
        hello = phone.of_type("hello")[-1]
        assert hello["texts"]["your_turn"] == i18n._("Your turn") != "Your turn"
        assert hello["colour_name"] == i18n._(colour).lower() != colour.lower()
        assert hello["texts"]["you_are_colour"] == "Du bist {name} ({colour})"
        english = {"Your turn", "Anna's turn", "Jörg's turn", "Özlem's turn", "Ben's turn"}
        step_until(
            app,
            lambda: (phone.latest() or {}).get("view", {}).get("headline") not in english,
            what="the view in German",
        )
    finally:
        phone.close()


def test_a_second_phone_on_a_seat_waits_until_the_laptop_lets_it_in(
    app: App, stop_phones: None
) -> None:
    first = phone_before_the_game()
    table = table_with_phones(app)
    assert table.phones is not None
    sessions = table.phones.sessions
    second = ThreadPhone(sessions.url(ANNA).replace("/s/", "/ws?token="))
    try:
        step_until(app, lambda: table.phone_yes.visible, what="Another phone wants Anna's seat")
        assert [f["type"] for f in second.frames] == ["held"]  # nothing of Anna's yet
        assert table._notice == ("claim", ANNA)
        pos = table.phone_yes.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        step_until(app, lambda: second.of_type("hello"), what="the second phone let in")
        assert first.closed.wait(WAIT)  # the first phone was told and closed
        assert first.of_type("bye")
        step_until(app, lambda: not table.phone_yes.visible, what="the notice gone")
    finally:
        first.close()
        second.close()


def test_the_banner_says_who_chooses_a_card_on_the_phone_until_it_is_paid(
    app: App, stop_phones: None
) -> None:
    """Anna drops her hunter on a space she can pay in two ways: her phone asks which card,
    and the laptop's banner says "Anna: choose the card on the phone" until the phone has
    paid (a real window showed only a toast at the pointer that faded while the hunter
    stood back on its boat, and the banner still said "drag your hunter")."""
    phone = phone_before_the_game()
    table = table_with_phones(app)
    assert table.phones is not None
    sessions = table.phones.sessions
    try:
        step_until(app, lambda: sessions.on_phone(ANNA), what="Anna's phone joins")
        step_until(
            app,
            lambda: table.state.active == ANNA and table.state.phase == MAIN,
            what="Anna's turn",
        )
        step_until(app, lambda: not table.anim.active, what="the table at rest")
        for _ in range(5):
            reveal_handoffs(app)
        # from the pile, Anna gets a card of every terrain: each space she may step on
        # can then be paid with its colour or with her own (the joker)
        state, hand = table.state, table.state.hands[ANNA]
        for colour in sorted({D.CARD_COLOUR[c] for c in state.deck} - {None}):
            if not any(D.CARD_COLOUR[c] == colour for c in hand):
                card = next(c for c in state.deck if D.CARD_COLOUR[c] == colour)
                state.deck.remove(card)
                hand.append(card)
        table.version += 1
        steps = [m for m in table.legal(ANNA) if m.kind == "step"]
        cells = {m.cell for m in steps}
        choice = next(
            cell
            for cell in sorted(cells)
            if len({D.CARD_COLOUR[m.card] for m in steps if m.cell == cell and m.card is not None})
            > 1
            and not any(m.card is None for m in steps if m.cell == cell)
        )
        name = table.name(ANNA)
        assert "choose the card on the phone" not in table.banner_text()[0]
        table.drop_figure(ANNA, choice, glide=False)
        step_until(
            app,
            lambda: any(
                i.get("style") == "pay"
                for i in (phone.latest() or {"view": {"can": []}})["view"]["can"]
            ),
            what="the phone asks which card pays",
        )
        for _ in range(200):  # long after the toast at the pointer has faded
            app.step()
            assert table.banner_text()[0] == f"{name}: choose the card on the phone"
        latest = phone.latest()
        assert latest is not None
        pay = next(i for i in latest["view"]["can"] if i.get("style") == "pay")
        phone.send(type="move", rev=latest["rev"], move=pay["move"])
        step_until(app, lambda: table.state.pos[ANNA] == choice, what="the step is paid")
        assert "choose the card on the phone" not in table.banner_text()[0]
    finally:
        phone.close()
