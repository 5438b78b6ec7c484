"""Cards on phones (issue 24): the wire's schema refuses what it must and reads what the
page sends; the server's helpers keep files inside the web folder and listen only on
private addresses. Pure: no socket is opened here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from common.remote import protocol as P
from common.remote.server import _inside, _private


def frame(**fields: object) -> str:
    return json.dumps({"v": 1, **fields})


def test_the_page_s_frames_are_read() -> None:
    move = {"kind": "step", "seat": 2, "cell": 14, "card": 3, "target": None}
    assert P.parse_incoming(frame(type="move", ref=5, rev=17, move=move)) == P.MoveMsg(5, 17, move)
    assert P.parse_incoming(frame(type="play", ref=6, rev=17, card=71)) == P.PlayMsg(6, 17, 71)
    assert P.parse_incoming(frame(type="pass", ref=7)) == P.PassMsg(7)
    assert P.parse_incoming(frame(type="ping")) == P.PingMsg()
    exchange = {"kind": "exchange", "seat": 1, "cards": [3, 4, 5]}
    assert isinstance(P.parse_incoming(frame(type="move", ref=1, rev=1, move=exchange)), P.MoveMsg)


@pytest.mark.parametrize(
    ("raw", "code", "closes"),
    [
        (b"\x00\x01", "binary", P.CLOSE_BINARY),
        ("x" * (P.MAX_BYTES + 1), "too_big", P.CLOSE_TOO_BIG),
        (frame(type="ping", pad="ü" * (P.MAX_BYTES // 2)), "too_big", P.CLOSE_TOO_BIG),
        ("{", "not_json", P.CLOSE_MALFORMED),
        ("NaN", "not_json", P.CLOSE_MALFORMED),
        ('{"v":1,"type":"pass","ref":Infinity}', "not_json", P.CLOSE_MALFORMED),
        ("[1]", "not_object", None),
        ('{"type":"ping"}', "bad_version", None),
        ('{"v":true,"type":"ping"}', "bad_version", None),
        ('{"v":2,"type":"ping"}', "bad_version", None),
        (frame(type="hello"), "unknown_type", None),
        (frame(type=None), "unknown_type", None),
        (frame(type="pass"), "bad_field", None),
        (frame(type="pass", ref=1, seat=0), "bad_field", None),
        (frame(type="pass", ref=True), "bad_field", None),
        (frame(type="pass", ref=-1), "bad_field", None),
        (frame(type="pass", ref=1.0), "bad_field", None),
        (frame(type="pass", ref=2**31), "bad_field", None),
        (frame(type="play", ref=1, rev=1, card="71"), "bad_field", None),
        (frame(type="move", ref=1, rev=1, move=[]), "bad_field", None),
        (frame(type="move", ref=1, rev=1, move={"seat": 0}), "bad_field", None),
        (frame(type="move", ref=1, rev=1, move={"kind": "x", "c": [[[[1]]]]}), "bad_field", None),
        (
            frame(type="move", ref=1, rev=1, move={"kind": "x", "c": list(range(40))}),
            "bad_field",
            None,
        ),
        (frame(type="move", ref=1, rev=1, move={"kind": "x", "c": {"a": 1}}), "bad_field", None),
    ],
)
def test_bad_frames_are_refused_with_a_reason(
    raw: str | bytes, code: str, closes: int | None
) -> None:
    refusal = P.parse_incoming(raw)
    assert isinstance(refusal, P.Refusal), refusal
    assert (refusal.code, refusal.close_code) == (code, closes)
    assert refusal.code in P.REFUSALS  # it has words for the phone, in both languages


def test_the_flood_limit_allows_a_person_and_stops_a_flood() -> None:
    limit = P.RateLimit(0.0)
    taps = [limit.allow(k * 0.25) for k in range(200)]  # four taps a second for 50 s
    assert all(taps)
    flood = P.RateLimit(0.0)
    allowed = sum(flood.allow(k * 0.001) for k in range(200))  # 1,000 a second
    assert P.BURST <= allowed <= P.BURST + 1


def test_outgoing_frames_carry_the_version() -> None:
    for raw in (
        P.hello(0, "Anna", "#d0463c", "de", "dracheninsel", {"title": "Drachenspiele"}),
        P.view(3, {"game": "dracheninsel"}),
        P.refused(5, "stale", "…"),
        P.held("…"),
        P.bye("…"),
        P.pong(),
    ):
        data = P.parse_outgoing(raw)
        assert data["v"] == P.VERSION


def test_only_files_inside_the_web_folder(tmp_path: Path) -> None:
    web = tmp_path / "phone"
    web.mkdir()
    (web / "app.js").write_text("x")
    (web / ".secret").write_text("x")
    (tmp_path / "outside.txt").write_text("x")
    assert _inside(web, "app.js") == (web / "app.js").resolve()
    for bad in ("../outside.txt", ".secret", "", "a//b", "..", "sub/../../outside.txt", "a\\b"):
        assert _inside(web, bad) is None, bad


def test_only_private_addresses_are_listened_on() -> None:
    for address in ("192.168.1.20", "10.0.0.7", "172.16.4.2"):
        assert _private(address)
    for address in ("8.8.8.8", "127.0.0.1", "169.254.1.1", "100.64.0.1", "not an address"):
        assert not _private(address), address
