"""Cards on phones (issue 24), end to end through the real server on 127.0.0.1: whole
seeded games with two simulated phones (aiohttp clients) and two computers, every frame
to every phone recorded and checked against the TRUE state; hostile phones; a socket
without a token; a reconnect.

The simulated person behind a phone decides like a computer player (from its own view);
what a person does on the laptop (steps, targets) the driver does on the laptop's side,
what is done on the phone goes over the wire as the page sends it.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import pytest

from common.remote import protocol as P
from common.remote.sessions import PhoneSessions, SeatInfo
from dracheninsel.ai import choose_move
from dracheninsel.remote import (
    PHONE_KINDS,
    TARGET_KINDS,
    Laptop,
    PhoneDesk,
    PhoneMove,
    PhonePass,
    PhonePlay,
    build_view,
)
from dracheninsel.rules import GameConfig, State, new_game
from dracheninsel.rules import data as D
from dracheninsel.rules.moves import Pass, move_from_json
from dracheninsel.rules.state import MAIN, OVER

NAMES = ["Anna", "Jörg", "Computer A", "Computer B"]
PHONES = (0, 1)
COMPUTERS = (2, 3)
HOSTILE_SEAT = 1
WAIT = 10.0  # seconds any single wait for the server may take (bounded loops)
MAX_MOVES = 3000


def _laptop() -> Laptop:
    return Laptop(
        names=NAMES,
        colours=["#d0463c", "#e8c547", "#4a9a4a", "#326ec8"],
        computers=[s in COMPUTERS for s in range(4)],
    )


@pytest.fixture
def sessions() -> Iterator[PhoneSessions]:
    phones = PhoneSessions("dracheninsel", 4, hosts=["127.0.0.1"])
    phones.start()
    # the simulated people answer within a millisecond, far over any person's pace (the
    # flood limit is tested by the hostile phone, which sets it back)
    phones.server.rate_per_second = 100_000.0
    phones.set_seats([SeatInfo(NAMES[s], "#808080", s not in COMPUTERS) for s in range(4)])
    yield phones
    phones.close()
    assert not phones.running


@dataclass
class Phone:
    """One simulated phone: its socket and everything it received."""

    seat: int
    ws: Any
    frames: list[dict[str, Any]] = field(default_factory=list)
    latest: dict[str, Any] | None = None
    refused: list[dict[str, Any]] = field(default_factory=list)
    ref: int = 0
    task: Any = None

    def start(self) -> None:
        self.task = asyncio.ensure_future(self.pump())

    async def pump(self) -> None:
        async for msg in self.ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            frame = P.parse_outgoing(msg.data)
            self.frames.append(frame)
            if frame["type"] == "view":
                self.latest = frame
            elif frame["type"] == "refused":
                self.refused.append(frame)

    async def send(self, **fields: Any) -> int:
        self.ref += 1
        await self.ws.send_str(json.dumps({"v": 1, **fields, "ref": self.ref}))
        return self.ref


class Driver:
    """The laptop's side of a headless game: applies moves, asks computers, publishes
    views, and takes the phones' actions from the server (as the table does each frame)."""

    def __init__(self, sessions: PhoneSessions, seed: int) -> None:
        self.sessions = sessions
        self.state: State = new_game(GameConfig(seats=("R", "Y", "G", "B"), auto_pass=False), seed)
        self.rng = random.Random(seed)
        self.log: list[Any] = []
        self.desk = PhoneDesk(sessions, _laptop())
        self.truth: dict[tuple[int, int], dict[str, Any]] = {}  # (seat, rev) -> true state
        self.moves = 0
        self.kinds: set[str] = set()
        self.phone_kinds: set[str] = set()  # moves of the phones' seats
        self.sent_moves: list[str] = []  # every move frame a phone sent (replayed later)

    def apply(self, move: Any) -> None:
        self.log += self.state.apply(move)
        self.moves += 1
        self.kinds.add(move.kind)
        if move.seat in PHONES:
            self.phone_kinds.add(move.kind)
        self.desk.laptop.step = self.moves
        self.desk.laptop.pay.clear()
        self.desk.laptop.note.clear()

    def publish(self) -> None:
        self.desk.publish(self.state, self.log)
        for seat in PHONES:
            key = (seat, self.sessions.rev(seat))
            if key not in self.truth:
                self.truth[key] = self.state.to_json()

    def brain(self, seat: int) -> Any:
        return choose_move(self.state.view(seat), seat, "easy", self.rng)

    async def wait_for(self, phone: Phone) -> None:
        """Until the phone has the view just published."""
        rev = self.sessions.rev(phone.seat)
        end = time.monotonic() + WAIT
        while phone.latest is None or phone.latest["rev"] < rev:
            assert time.monotonic() < end, "the phone never got its view"
            await asyncio.sleep(0.002)

    async def action(self) -> Any:
        """The next checked action from any phone (bounded wait)."""
        end = time.monotonic() + WAIT
        while True:
            for action in self.desk.actions(lambda: self.state):
                return action
            assert time.monotonic() < end, (
                f"no action from the phone (refused: {self.desk.last_refusal})"
            )
            await asyncio.sleep(0.002)


def _item(view: dict[str, Any], **match: Any) -> dict[str, Any] | None:
    for item in view["can"]:
        if all(item.get(k) == v for k, v in match.items()):
            return item
    return None


async def _send_move(driver: Driver, phone: Phone, rev: int, move: Any) -> None:
    frame = {"type": "move", "rev": rev, "move": move.to_json()}
    driver.sent_moves.append(json.dumps({"v": 1, **frame, "ref": phone.ref + 1}))
    await phone.send(**frame)


async def _phone_turn(driver: Driver, phones: dict[int, Phone], seat: int) -> None:
    """The person of `seat` decides; what is done on the phone goes over the wire."""
    state = driver.state
    move = driver.brain(seat)
    phone = phones[seat]
    await driver.wait_for(phone)
    assert phone.latest is not None
    view, rev = phone.latest["view"], phone.latest["rev"]
    kind = move.kind
    if kind == "pass":  # "go on" in a bar, or the duel's pass
        assert view["window"] is not None and view["window"]["asked"]
        await phone.send(type="pass")
        action = await driver.action()
        assert isinstance(action, PhonePass) and action.seat == seat
        driver.apply(Pass(seat))
        return
    if kind == "step":
        options = [
            m
            for m in state.legal_moves(seat)
            if m.kind == "step" and m.cell == move.cell and m.target == move.target
        ]
        colours = {None if m.card is None else D.CARD_COLOUR[m.card] for m in options}
        if len(colours - {None}) < 2 or move.card is None:
            driver.apply(move)  # dragged on the laptop, one way to pay
            return
        driver.desk.laptop.pay[seat] = options  # the laptop asks the phone which card
        driver.publish()
        await driver.wait_for(phone)
        view, rev = phone.latest["view"], phone.latest["rev"]
        pay = [i for i in view["can"] if i.get("style") == "pay"]
        assert len(pay) == len(colours - {None}), (pay, options)
        same = [i for i in pay if D.CARD_COLOUR[i["card"]] == D.CARD_COLOUR[move.card]]
        assert len(same) == 1, (same, move)
        move = move_from_json(same[0]["move"])  # the person taps the colour they meant
        await _send_move(driver, phone, rev, move)
        action = await driver.action()
        assert isinstance(action, PhoneMove) and action.move == move
        driver.phone_kinds.add("paid_on_phone")
        driver.apply(move)
        return
    if kind in TARGET_KINDS:
        assert any(i.get("play") == move.card for i in view["can"]) or any(
            i.get("play") is not None for i in view["can"]
        ), view["can"]
        await phone.send(type="play", rev=rev, card=move.card)
        action = await driver.action()
        assert isinstance(action, PhonePlay) and action.card == move.card
        driver.phone_kinds.add("played_from_phone")
        driver.apply(move)  # the target is picked on the laptop
        return
    assert kind in PHONE_KINDS, kind
    offered = [(i.get("move") or {}).get("kind") for i in view["can"]]
    assert kind in offered, f"{kind} not offered: {view['can']}"
    await _send_move(driver, phone, rev, move)
    action = await driver.action()
    assert isinstance(action, PhoneMove) and action.move == move
    driver.apply(move)


async def _connect(http: aiohttp.ClientSession, port: int, token: str) -> Any:
    return await http.ws_connect(f"http://127.0.0.1:{port}/ws?token={token}")


async def _reconnect(driver: Driver, http: aiohttp.ClientSession, phone: Phone) -> None:
    """Drop the phone's socket and come back with the same token: hello and the current
    view arrive at once."""
    if not phone.ws.closed:
        await phone.ws.close()
    await phone.task
    hellos = sum(1 for f in phone.frames if f["type"] == "hello")
    phone.ws = await _connect(http, driver.sessions.port, driver.sessions.seats[phone.seat].token)
    phone.start()
    end = time.monotonic() + WAIT
    while sum(1 for f in phone.frames if f["type"] == "hello") == hellos:
        assert time.monotonic() < end, "no hello after the reconnect"
        await asyncio.sleep(0.002)
    await driver.wait_for(phone)


async def _poll_until(sessions: PhoneSessions, test: Any) -> None:
    """Poll presence like the frame does until `test()` (bounded)."""
    end = time.monotonic() + WAIT
    while not test():
        sessions.poll()
        assert time.monotonic() < end, "the server never told"
        await asyncio.sleep(0.002)


# ---------------------------------------------------------------------- hostile frames
def _hostile_frames(driver: Driver, rng: random.Random, count: int) -> list[str]:
    """`count` frames a hostile phone of HOSTILE_SEAT sends while a computer is on its
    turn: each must be refused (none closes the socket)."""
    seat = HOSTILE_SEAT
    state = driver.state
    rev = driver.sessions.rev(seat)
    actor = state.actor()
    assert actor in COMPUTERS
    own = state.hands[seat]
    others = [c for s in range(state.n) if s != seat for c in state.hands[s]]
    theirs = [m.to_json() for m in state.legal_moves(actor)][:30]
    mine = [
        {"kind": "end_turn", "seat": seat},
        {"kind": "exchange", "seat": seat, "cards": own[:2]},
        {"kind": "step", "seat": seat, "cell": rng.randrange(61), "card": None, "target": None},
        {"kind": "abandon_treasure", "seat": seat},
        {"kind": "counter_magic", "seat": seat, "card": rng.choice(own or [0])},
        {"kind": "sweet_slumber", "seat": seat, "card": rng.choice(others or [0])},
    ]

    def one() -> Any:
        pick = rng.randrange(14)
        if pick == 0:  # not an object, or no version
            return rng.choice(["[]", '"move"', "1", "null", "{}", '{"v":1}', "true", "[[{}]]"])
        if pick == 1:  # a wrong version or type
            return {"v": rng.choice([0, 2, "1", None, 1.0]), "type": "move", "ref": 1}
        if pick == 2:
            return {"v": 1, "type": rng.choice(["hack", "hello", "view", "", "MOVE", None])}
        if pick == 3:  # wrong field types
            return {
                "v": 1,
                "type": "move",
                "ref": rng.choice([-1, 1.5, "1", True, None, 2**40]),
                "rev": rev,
                "move": mine[0],
            }
        if pick == 4:  # extra or missing fields
            return rng.choice(
                [
                    {"v": 1, "type": "move", "ref": 1, "rev": rev},
                    {"v": 1, "type": "pass", "ref": 1, "seat": actor},
                    {"v": 1, "type": "play", "ref": 1, "rev": rev, "card": 1, "target": 3},
                ]
            )
        if pick == 5 and theirs:  # another seat's move, exactly as the engine writes it
            return {"v": 1, "type": "move", "ref": 2, "rev": rev, "move": rng.choice(theirs)}
        if pick == 6:  # its own moves, out of turn
            return {"v": 1, "type": "move", "ref": 3, "rev": rev, "move": rng.choice(mine)}
        if pick == 7 and driver.sent_moves:  # a replayed old frame
            return rng.choice(driver.sent_moves)
        if pick == 8:  # a stale rev
            return {"v": 1, "type": "move", "ref": 4, "rev": max(0, rev - 1), "move": mine[0]}
        if pick == 9:  # a card of another hand, of its own, or none at all
            card = rng.choice([*others[:5], *own[:2], 999, 10**6])
            return {"v": 1, "type": "play", "ref": 5, "rev": rev, "card": card}
        if pick == 10:  # "go on" with no bar open
            return {"v": 1, "type": "pass", "ref": 6}
        if pick == 11:  # a malformed move
            bad = rng.choice(
                [
                    {"kind": "step", "seat": seat, "cell": "3"},
                    {"kind": "end_turn", "seat": seat, "x": 1},
                    {"kind": "exchange", "seat": seat, "cards": [[1, 2], [3]]},
                    {"kind": "step", "seat": seat, "cell": 10**30},
                    {"kind": "nope"},
                    {"seat": seat},
                    {"kind": "end_turn", "seat": float(seat)},
                ]
            )
            return {"v": 1, "type": "move", "ref": 7, "rev": rev, "move": bad}
        if pick == 12:  # a move with a deep or long list
            return {
                "v": 1,
                "type": "move",
                "ref": 8,
                "rev": rev,
                "move": {"kind": "x", "c": [0] * 40},
            }
        text = "".join(chr(rng.randrange(32, 0x2FFF)) for _ in range(rng.randrange(1, 200)))
        return json.dumps(text)  # a JSON string, not an object

    return [f if isinstance(f, str) else json.dumps(f) for f in (one() for _ in range(count))]


async def _until_refused(driver: Driver, phone: Phone, expected: int) -> None:
    """Poll like the frame does until `expected` refusals reached the phone; nothing may
    come out as an action."""
    end = time.monotonic() + WAIT
    while len(phone.refused) < expected and not phone.ws.closed:
        for action in driver.desk.actions(lambda: driver.state):
            raise AssertionError(f"a hostile frame was taken: {action}")
        assert time.monotonic() < end, f"{len(phone.refused)} of {expected} refused"
        await asyncio.sleep(0.002)
    for action in driver.desk.actions(lambda: driver.state):
        raise AssertionError(f"a hostile frame was taken: {action}")


async def _hostile_burst(
    driver: Driver, http: aiohttp.ClientSession, phones: dict[int, Phone], stats: dict, total: int
) -> None:
    """One batch of bad frames from a fresh socket of the hostile seat, then a frame that
    must close it (huge, binary or a flood), then a reconnect."""
    phone = phones[HOSTILE_SEAT]
    rng = random.Random(stats["hostile"])
    before = json.dumps(driver.state.to_json(), sort_keys=True)
    closer = stats["closed"] % 4
    fast = driver.sessions.server.rate_per_second
    if closer == 2:  # this batch ends in a flood: a person's limit
        driver.sessions.server.rate_per_second = P.RATE_PER_SECOND
    await _reconnect(driver, http, phone)  # a fresh rate budget for this batch
    driver.sessions.server.rate_per_second = fast
    frames = _hostile_frames(driver, rng, min(19, total - stats["hostile"]))
    start = len(phone.refused)
    for frame in frames:
        await phone.ws.send_str(frame)
    await _until_refused(driver, phone, start + len(frames))
    assert len(phone.refused) == start + len(frames)
    stats["hostile"] += len(frames)
    if stats["hostile"] < total:
        if closer == 0:
            await phone.ws.send_str(json.dumps({"v": 1, "type": "ping", "x": "a" * P.MAX_BYTES}))
            code = P.CLOSE_TOO_BIG
            sent = 1
        elif closer == 1:
            await phone.ws.send_bytes(rng.randbytes(64))
            code = P.CLOSE_BINARY
            sent = 1
        elif closer == 3:  # not JSON at all
            await phone.ws.send_str(rng.choice(["tru", "{", "NaN", '{"v":1,', "\u0000"]))
            code = P.CLOSE_MALFORMED
            sent = 1
        else:
            sent = P.BURST + 10
            for _ in range(sent):
                await phone.ws.send_str('{"v":1,"type":"pass","ref":9}')
            code = P.CLOSE_FLOOD
        await phone.task  # the server closes it
        assert phone.ws.close_code == code, (phone.ws.close_code, code)
        stats["hostile"] += sent
        stats["closed"] += 1
        for action in driver.desk.actions(lambda: driver.state):
            raise AssertionError(f"a hostile frame was taken: {action}")
        await _reconnect(driver, http, phone)
    elif closer == 2:  # no flood after all: the game goes on at the simulated pace
        await _reconnect(driver, http, phone)
    assert json.dumps(driver.state.to_json(), sort_keys=True) == before


async def _play(sessions: PhoneSessions, seed: int, hostile: int = 0) -> tuple[Driver, dict]:
    driver = Driver(sessions, seed)
    driver.publish()
    stats: dict[str, Any] = {"hostile": 0, "closed": 0}
    async with aiohttp.ClientSession() as http:
        phones: dict[int, Phone] = {}
        for seat in PHONES:
            ws = await _connect(http, sessions.port, sessions.seats[seat].token)
            phones[seat] = Phone(seat, ws)
            phones[seat].start()
        while driver.state.phase != OVER and driver.moves < MAX_MOVES:
            driver.publish()
            seat = driver.state.actor()
            assert seat is not None
            if seat in COMPUTERS:
                if hostile and driver.state.phase == MAIN and stats["hostile"] < hostile:
                    await _hostile_burst(driver, http, phones, stats, hostile)
                driver.apply(choose_move(driver.state.view(seat), seat, "easy", driver.rng))
            else:
                await _phone_turn(driver, phones, seat)
        driver.publish()
        for phone in phones.values():
            await driver.wait_for(phone)
            await phone.ws.close()
            await phone.task
    stats["phones"] = phones
    return driver, stats


# ---------------------------------------------------------------------- the checks
def _card_ids(node: Any, key: str = "") -> Iterator[int]:
    """Every card id a frame names (under the keys that carry card ids; a player's
    "cards" is the public count of their hand)."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k != "players":
                yield from _card_ids(v, k)
    elif isinstance(node, list):
        for v in node:
            yield from _card_ids(v, key)
    elif key in ("id", "card", "card2", "cards", "play") and type(node) is int:
        yield node


def _check_no_leak(driver: Driver, phones: dict[int, Phone]) -> int:
    """Every view frame: the cards it names are the seat's own (TRUE state at that rev)
    and none of another hand or the pile; no pile, hands or snapshot anywhere."""
    checked = 0
    for seat, phone in phones.items():
        for frame in phone.frames:
            if frame["type"] != "view":
                continue
            truth = State.from_json(driver.truth[(seat, frame["rev"])])
            body = frame["view"]
            text = json.dumps(body)
            for word in ('"deck"', '"discard"', '"hands"', '"snapshot"', '"rng"', '"queue"'):
                assert word not in text
            own = set(truth.hands[seat])
            named = set(_card_ids(body))
            assert named <= own, f"seat {seat} rev {frame['rev']} names {named - own}"
            others = {c for s in range(truth.n) if s != seat for c in truth.hands[s]}
            assert not named & others
            assert not named & set(truth.deck)
            snap = truth.snapshot
            if snap is not None:  # Sweet Slumber's copy: the others' hands, the pile
                hidden = set(snap["deck"]) if "deck" in snap else set()
                if "hands" in snap:
                    hidden.update(c for s, h in enumerate(snap["hands"]) if s != seat for c in h)
                elif truth.active != seat:
                    hidden.update(snap["hand"])
                assert not named & (hidden - own)
            checked += 1
    return checked


def _non_interference(driver: Driver, seat: int, samples: int = 30) -> None:
    """The view is a function of the public facts and the seat's own hand only: a world
    dealt differently (the other hands and the pile shuffled, no snapshot) gives the
    same frame."""
    rng = random.Random(5)
    keys = sorted(k for k in driver.truth if k[0] == seat)
    for key in rng.sample(keys, min(samples, len(keys))):
        truth = State.from_json(driver.truth[key])
        other = truth.copy()
        hidden = [c for s in range(other.n) if s != seat for c in other.hands[s]] + other.deck
        rng.shuffle(hidden)
        for s in range(other.n):
            if s != seat:
                k = len(other.hands[s])
                other.hands[s], hidden = hidden[:k], hidden[k:]
        other.deck = hidden
        other.snapshot = None
        laptop = _laptop()
        assert build_view(truth, seat, [], laptop) == build_view(other, seat, [], laptop)


@pytest.mark.parametrize("seed", [11, 12])
def test_phones_play_a_whole_game_and_see_only_their_own_cards(
    sessions: PhoneSessions, seed: int
) -> None:
    driver, result = asyncio.run(_play(sessions, seed))
    assert driver.state.phase == OVER, f"not over after {driver.moves} moves"
    phones = result["phones"]
    assert _check_no_leak(driver, phones) > 100
    for seat in PHONES:
        _non_interference(driver, seat)
        last = phones[seat].latest["view"]  # the last view shows the end, with the scores
        assert last["over"] == {"winners": driver.state.winners(), "scores": driver.state.scores()}
        assert phones[seat].frames[0]["type"] == "hello"
        assert phones[seat].frames[0]["name"] == NAMES[seat]
        assert not phones[seat].refused
    # through the phones: a paid step with a choice of card, an action card with its
    # target on the laptop, the answers (Sweet Slumber, Counter Magic, the duel), an
    # exchange, "go on" in the bars, end turn
    assert {
        "paid_on_phone",
        "played_from_phone",
        "sweet_slumber",
        "counter_magic",
        "unfaithful",
        "exchange",
        "pass",
        "end_turn",
    } <= driver.phone_kinds, driver.phone_kinds


def test_a_thousand_hostile_frames_are_refused_and_change_nothing(
    sessions: PhoneSessions,
) -> None:
    driver, result = asyncio.run(_play(sessions, 13, hostile=1000))
    assert result["hostile"] >= 1000, result["hostile"]
    assert result["closed"] >= 4
    assert driver.state.phase == OVER  # the game went on to its end regardless
    phones = result["phones"]
    assert not phones[0].refused  # refusals go to that phone only
    assert _check_no_leak(driver, phones) > 100


def test_a_socket_without_a_valid_token_receives_nothing(sessions: PhoneSessions) -> None:
    sessions.publish(0, {"secret": "Anna's view"})

    async def probe() -> list[Any]:
        seen = []
        async with aiohttp.ClientSession() as http:
            base = f"http://127.0.0.1:{sessions.port}"
            for token in ("", "x", sessions.seats[0].token[:-1], "../" + sessions.seats[0].token):
                ws = await http.ws_connect(f"{base}/ws?token={token}")
                msg = await ws.receive(timeout=WAIT)
                seen.append(msg.type)
                assert msg.type == aiohttp.WSMsgType.CLOSE
                assert ws.close_code == P.CLOSE_NO_TOKEN
            page = await http.get(f"{base}/s/nothing")
            assert page.status == 403
            assert "Anna" not in await page.text()
            # the right token from another origin (a page elsewhere, DNS rebinding)
            token = sessions.seats[0].token
            bad = await http.get(f"{base}/s/{token}", headers={"Host": "evil.example:80"})
            assert bad.status == 403
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await http.ws_connect(
                    f"{base}/ws?token={token}", headers={"Origin": "http://evil.example"}
                )
            # nothing outside the web folder
            for path in (
                "/phone/../../common/remote/server.py",
                "/art/../pyproject.toml",
                "/phone/.hidden",
                "/art/dracheninsel/../../pyproject.toml",
            ):
                answer = await http.get(base + path)
                assert answer.status in (403, 404), path
        return seen

    assert asyncio.run(probe())
    assert sessions.poll() == []  # nothing reached the game


def test_a_phone_that_reconnects_gets_its_seat_and_the_current_view(
    sessions: PhoneSessions,
) -> None:
    async def run() -> None:
        driver = Driver(sessions, 21)
        driver.publish()
        async with aiohttp.ClientSession() as http:
            phone = Phone(0, await _connect(http, sessions.port, sessions.seats[0].token))
            phone.start()
            await driver.wait_for(phone)
            await _poll_until(sessions, lambda: sessions.seats[0].connected)
            for _ in range(12):  # the game goes on while the phone is away
                seat = driver.state.actor()
                driver.apply(choose_move(driver.state.view(seat), seat, "easy", driver.rng))
            await phone.ws.close()
            await phone.task
            driver.publish()
            await _poll_until(sessions, lambda: not sessions.seats[0].connected)
            assert sessions.on_phone(0)  # still the phone's seat, just away
            await _reconnect(driver, http, phone)
            assert phone.latest is not None
            assert phone.latest["rev"] == sessions.rev(0)
            assert phone.latest["view"] == build_view(
                driver.state, 0, driver.log, driver.desk.laptop
            )
            sessions.poll()
            assert sessions.seats[0].connected
            await phone.ws.close()

    asyncio.run(run())


def test_a_second_phone_on_a_seat_waits_for_the_laptop(sessions: PhoneSessions) -> None:
    async def run() -> None:
        driver = Driver(sessions, 22)
        driver.publish()
        token = sessions.seats[0].token
        async with aiohttp.ClientSession() as http:
            first = Phone(0, await _connect(http, sessions.port, token))
            first.start()
            await driver.wait_for(first)
            second = Phone(0, await _connect(http, sessions.port, token))
            second.start()
            await _poll_until(sessions, lambda: 0 in sessions.claims)
            assert [f["type"] for f in second.frames] == ["held"]
            sessions.confirm(0, True)
            await first.task  # the first phone is told and closed
            assert first.ws.close_code == P.CLOSE_REPLACED
            await driver.wait_for(second)
            assert second.frames[1]["type"] == "hello"
            await second.ws.close()

    asyncio.run(run())


def test_play_here_instead_takes_the_seat_back_from_its_phone(sessions: PhoneSessions) -> None:
    now = [100.0]
    sessions.clock = lambda: now[0]

    async def run() -> None:
        driver = Driver(sessions, 23)
        driver.publish()
        token = sessions.seats[0].token
        async with aiohttp.ClientSession() as http:
            phone = Phone(0, await _connect(http, sessions.port, token))
            phone.start()
            await driver.wait_for(phone)
            await _poll_until(sessions, lambda: sessions.seats[0].connected)
            await phone.ws.close()
            await phone.task
            await _poll_until(sessions, lambda: not sessions.seats[0].connected)
            assert not sessions.waiting(0)  # a blip: not yet
            now[0] += 5.0
            assert sessions.waiting(0)  # "Waiting for Anna's phone"
            sessions.play_here(0)
            assert not sessions.on_phone(0) and not sessions.waiting(0)
            late = await _connect(http, sessions.port, token)  # the old code is dead now
            msg = await late.receive(timeout=WAIT)
            assert msg.type == aiohttp.WSMsgType.CLOSE and late.close_code == P.CLOSE_NO_TOKEN

    asyncio.run(run())


def test_take_backs_stand_in_what_happened_where_they_were() -> None:
    """The laptop's take-backs in a phone's "what happened": each where it was, in order;
    one taken back further (the log shorter than when it was said) moves to the end of the
    log as it is now, before what happens next, instead of landing among later lines."""
    from dracheninsel.remote import event_lines
    from dracheninsel.rules.events import Event

    state = new_game(GameConfig(seats=("R", "Y", "G", "B")), 3)
    log: list[Event] = []
    rng = random.Random(3)
    while len([e for e in log if e.kind == "step"]) < 4:
        seat = state.actor()
        assert seat is not None
        log.extend(state.apply(choose_move(state.view(seat), seat, "easy", rng)))
    laptop = _laptop()

    def lines(upto: int) -> list[str]:
        return event_lines(log[:upto], 0, NAMES.__getitem__, 4, laptop.taken_back)

    plain = event_lines(log, 0, NAMES.__getitem__, 4)
    assert plain and lines(len(log)) == plain[-8:]
    laptop.took_back(len(log) - 1, 1)
    laptop.took_back(len(log) - 3, 0)  # taken back further: the first one moves too
    assert laptop.taken_back == [(len(log) - 3, 1), (len(log) - 3, 0)]
    said = lines(len(log) - 3)
    assert said[-2:] == ["Jörg takes the last action back", "Anna takes the last action back"]
    later = lines(len(log))  # the game went on: the lines stay before what came next
    after = event_lines(log[len(log) - 3 :], 0, NAMES.__getitem__, 4)
    assert 0 < len(after) <= 6
    assert later[-len(after) - 2 :] == said[-2:] + after
