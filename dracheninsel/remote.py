"""Die Dracheninsel on the phones (issue 24): each seat's view for its phone, and the
reading of what a phone sends.

PRIVACY: `build_view` reads the game only through `state.view(seat)` and
`event_view(event, seat)` (the engine contract): the view deals the other hands and the
pile again from a canonical order and drops the Sweet Slumber snapshot, so nothing here can
name another seat's card, the pile's order or the snapshot even by mistake; of the other
hands only their sizes are sent (a public fact). tests/dracheninsel/test_phones.py records
every frame of whole games and checks that against the TRUE state.

What the laptop adds (`Laptop`) is public too: the answer bar's kind, title and time left
(the same for every phone), who is asked (everyone but the seat that played), a payment
choice offered to the seat whose cone was just dropped, and a note ("pick the target on
the laptop").

`read` is the one gate for a phone's frame: stale rev, a move of another seat, a kind the
phone may not send (steps and targets are made on the laptop, where everyone sees them),
then the engine's own `check`. It never changes the state; the table applies what it
returns like any other move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from common.i18n import N_, _
from common.remote import protocol as P
from common.remote.desk import GameDesk
from common.remote.desk import Laptop as BaseLaptop
from dracheninsel.rules import IllegalMove, State
from dracheninsel.rules import data as D
from dracheninsel.rules.events import Event, event_view
from dracheninsel.rules.moves import Move, Pass, move_from_json
from dracheninsel.rules.state import CHOICE, DUEL, EXCHANGE, MAIN, OVER, WINDOW
from dracheninsel.ui import cards
from dracheninsel.ui.words import (
    TAKEN_BACK,
    card_label,
    describe,
    refusal_text,
    terrain_name,
)

GAME_ID = "dracheninsel"
#: Lines of "what happened" a phone shows (the newest last).
EVENTS_SHOWN = 8
#: Events looked at for those lines (most events make no line).
EVENTS_SCANNED = 60
#: Cards played from the phone whose target is picked on the laptop, where everyone sees it.
TARGET_KINDS = frozenset(
    {
        "foolhardy_flight",
        "destructive_forces",
        "thundering_elements",
        "dragon_patrol",
        "fear_and_loathing",
        "sneak_attack",
    }
)
#: Complete moves a phone may send (a step only as an offered payment, `Laptop.pay`).
PHONE_KINDS = frozenset(
    {
        "end_turn",
        "abandon_treasure",
        "evil_curse",
        "long_journey",
        "sweet_slumber",
        "counter_magic",
        "unfaithful",
        "wait",
        "abandon",
        "exchange",
    }
)
ANSWER_KINDS = frozenset({"sweet_slumber", "counter_magic", "unfaithful"})

LABELS = {
    "end_turn": N_("End turn"),
    "abandon_treasure": N_("Give up the treasure"),
    "wait": N_("Wait for a new partner"),
    "abandon": N_("Give up the treasure"),
    "exchange": N_("Put cards away and draw"),
}
PLAY_CARD = N_("Play {card}")
JOURNEY_LABEL = N_("{card}: {terrain} is free")
PAY_LABEL = N_("Pay with {card}")
YOUR_TURN = N_("Your turn")
TURN_OF = N_("{name}'s turn")
ANSWER_TITLE = N_("Answer: {what}")
DUEL_TITLE = N_("Treasure duel: play Unfaithful?")
BEARER_NOTE = N_("Your partner was sent home. Wait with the treasure?")
EXCHANGE_NOTE = N_("Put away any cards, then draw up to six")
PAY_NOTE = N_("Pay with which card?")
TARGET_NOTE = N_("Now pick the target on the laptop")


@dataclass
class Laptop(BaseLaptop):
    """What the Die Dracheninsel table adds to the phones' views: its answer bars and the
    choices it hands to a phone."""

    #: the open answer bar: kind ("slumber"/"counter"/"duel"), title, ends_in_ms, total_ms
    window: dict[str, Any] | None = None
    #: the seats the bar asks (public: everyone but the seat that played)
    asked: Sequence[int] = ()
    #: seat -> the payments offered for the step just dropped on the laptop
    pay: dict[int, list[Move]] = field(default_factory=dict)
    #: the laptop runs the answer bars (the table): no bar open means nobody is asked;
    #: without (a headless game) the seat the engine asks is
    bars: bool = False
    #: take-backs on the laptop, as (the log's length after it, whose action): the phones'
    #: "what happened" says "Anna takes the last action back" there, where the lines of
    #: the action taken back vanished
    taken_back: list[tuple[int, int]] = field(default_factory=list)

    def took_back(self, log_length: int, seat: int) -> None:
        """A take-back: its line stands at the end of the log as it is now; earlier ones
        past that point (taken back further) move there too, in their order."""
        self.taken_back = [(min(at, log_length), s) for at, s in self.taken_back]
        self.taken_back.append((log_length, seat))


def _art(card: int) -> str:
    return f"/art/{GAME_ID}/card_{cards.face_key(card)}.svg"


def card_json(card: int) -> dict[str, Any]:
    kind = D.CARD_KIND[card]
    colour = D.CARD_COLOUR[card]
    rgb = cards.card_rgb(card)
    return {
        "id": card,
        "kind": kind,
        "name": cards.card_name(card),
        "text": cards.card_help(card),
        "tag": cards.card_tag(card),
        "art": _art(card),
        "colour": f"#{rgb[0]:02x}{rgb[1]:02x}{rgb[2]:02x}" if colour >= 0 else None,
        "green": kind in D.GREEN,
    }


def until_asked(state: State, seat: int) -> State | None:
    """A copy of `state` where every seat asked before `seat` in the open window passed
    (None: `seat` is not asked); the table feeds answers in this order too."""
    sim = state.copy()
    while sim.phase == WINDOW:
        asked = sim.actor()
        if asked == seat:
            return sim
        if asked is None:
            return None
        sim.apply(Pass(asked))
    return None


def _item(label: str, move: Move, style: str, card: int | None = None) -> P.CanItem:
    item: P.CanItem = {"label": label, "move": move.to_json(), "style": style}
    if card is not None:
        item["card"] = card
    return item


def can_items(view: State, seat: int, laptop: Laptop) -> list[P.CanItem]:
    """What `seat` may do from its phone now, from its own view."""
    phase = view.phase
    items: list[P.CanItem] = []
    if phase == OVER:
        return items
    if phase == WINDOW:
        if seat in _asked(view, laptop):
            sim = until_asked(view, seat)
            answers = [m for m in sim.legal_moves(seat) if m.kind != "pass"] if sim else []
            seen: set[str] = set()
            for m in answers:
                if m.kind not in seen:
                    seen.add(m.kind)
                    label = _(PLAY_CARD).format(card=card_label(m.kind))
                    items.append(_item(label, m, "answer", int(getattr(m, "card", -1))))
        return items
    if view.actor() != seat:
        return items
    legal = view.legal_moves(seat)
    if phase == DUEL:
        for m in legal:
            if m.kind == "unfaithful":
                label = _(PLAY_CARD).format(card=card_label(m.kind))
                return [_item(label, m, "answer", int(getattr(m, "card", -1)))]
        return items
    if phase == CHOICE:
        for m in legal:
            if m.kind in ("wait", "abandon"):
                style = "main" if m.kind == "wait" else "danger"
                items.append(_item(_(LABELS[m.kind]), m, style))
        return items
    if phase == EXCHANGE:
        template = {"label": _(LABELS["exchange"]), "style": "main", "pick_cards": True}
        item: P.CanItem = {**template, "move": {"kind": "exchange", "seat": seat, "cards": []}}  # type: ignore[typeddict-item]
        return [item]
    if phase != MAIN:
        return items
    colours: set[int] = set()
    for m in laptop.pay.get(seat, []):  # one button per colour: same-coloured cards pay alike
        card = getattr(m, "card", None)
        if m.kind == "step" and card is not None and D.CARD_COLOUR[card] not in colours:
            colours.add(D.CARD_COLOUR[card])
            items.append(
                _item(_(PAY_LABEL).format(card=cards.card_name(int(card))), m, "pay", int(card))
            )
    played: set[int] = set()
    journeys: set[int] = set()
    for m in legal:
        kind = m.kind
        card = getattr(m, "card", None)
        if kind in TARGET_KINDS and isinstance(card, int) and card not in played:
            if not any(D.CARD_KIND[c] == kind for c in played):  # one button per kind
                played.add(card)
                label = _(PLAY_CARD).format(card=card_label(kind))
                items.append({"label": label, "play": card, "card": card, "style": "main"})
        elif kind == "evil_curse" and isinstance(card, int) and card not in played:
            if not any(D.CARD_KIND[c] == kind for c in played):
                played.add(card)
                items.append(_item(_(PLAY_CARD).format(card=card_label(kind)), m, "main", card))
        elif kind == "long_journey":
            colour = D.CARD_COLOUR[int(getattr(m, "card2", 0))]
            if colour not in journeys:
                journeys.add(colour)
                label = _(JOURNEY_LABEL).format(card=card_label(kind), terrain=terrain_name(colour))
                items.append(_item(label, m, "main", int(getattr(m, "card", -1))))
    for m in legal:
        if m.kind in ("abandon_treasure", "end_turn"):
            style = "danger" if m.kind == "abandon_treasure" else "main"
            items.append(_item(_(LABELS[m.kind]), m, style))
    return items


def _asked(view: State, laptop: Laptop) -> Sequence[int]:
    """Who the open bar asks: the laptop's public list, or (no laptop bar: a headless
    game) the engine's seat asked now."""
    if laptop.window is not None or laptop.bars:
        return laptop.asked
    actor = view.actor()
    return () if actor is None else (actor,)


def event_lines(
    log: Sequence[Event],
    seat: int,
    name_of: Callable[[int], str],
    n: int,
    taken_back: Sequence[tuple[int, int]] = (),
) -> list[str]:
    """`seat`'s lines of the latest events, with the laptop's take-backs where they were
    (`Laptop.taken_back`: a line before the event at that index of the log)."""
    lines: list[str] = []
    start = max(0, len(log) - EVENTS_SCANNED)
    for index in range(start, len(log) + 1):
        for at, who in taken_back:
            if at == index:
                lines.append(_(TAKEN_BACK).format(name=name_of(who)))
        if index < len(log):
            text = describe(event_view(log[index], seat), seat, name_of, n)
            if text:
                lines.append(text)
    return lines[-EVENTS_SHOWN:]


def build_view(state: State, seat: int, log: Sequence[Event], laptop: Laptop) -> dict[str, Any]:
    """The whole body of `seat`'s "view" frame (docs/PHONES.md), from its view only."""
    view = state.view(seat)  # everything below reads `view`, never `state`
    n = view.n
    names = list(laptop.names)

    def name_of(s: int) -> str:
        return names[s] if 0 <= s < len(names) else "?"

    actor = view.actor()
    scores = view.scores()
    group = view.group_of(seat)
    partner = None
    if group is not None and len(group.members) == 2:
        partner = next(m for m in group.members if m != seat)
    players = [
        {
            "seat": s,
            "name": name_of(s),
            "colour": laptop.colours[s] if s < len(laptop.colours) else "#808080",
            "cards": len(view.hands[s]),
            "score": scores[s],
            "carrying": view.group_of(s) is not None,
            "computer": bool(laptop.computers[s]) if s < len(laptop.computers) else False,
            "phone": bool(laptop.phones[s]) if s < len(laptop.phones) else False,
        }
        for s in range(n)
    ]
    items = can_items(view, seat, laptop)
    window = _window(view, seat, laptop, items)
    if view.phase == OVER:
        headline = _(P.PAGE_TEXTS["game_over"])
    elif view.active == seat:
        headline = _(YOUR_TURN)
    else:
        headline = _(TURN_OF).format(name=name_of(view.active))
    note = laptop.note.get(seat)
    if note is None and actor == seat:
        if view.phase == CHOICE:
            note = _(BEARER_NOTE)
        elif view.phase == EXCHANGE:
            note = _(EXCHANGE_NOTE)
        elif laptop.pay.get(seat):
            note = _(PAY_NOTE)
    return {
        "game": GAME_ID,
        "seat": seat,
        "active": view.active,
        "actor": actor,
        "phase": view.phase,
        "your_turn": actor == seat,
        "headline": headline,
        "players": players,
        "hand": [card_json(c) for c in view.hands[seat]],
        "score": scores[seat],
        "partner": partner,
        "carrying": [D.COIN_VALUE[c] for c in group.coins] if group is not None else [],
        "events": event_lines(log, seat, name_of, n, laptop.taken_back),
        "can": items,
        "window": window,
        "note": note,
        "over": {"winners": view.winners(), "scores": scores} if view.phase == OVER else None,
        "step": laptop.step,
    }


def _window(view: State, seat: int, laptop: Laptop, items: list[P.CanItem]) -> P.WindowInfo | None:
    """The answer bar as this phone shows it: the laptop's public bar, with "nothing to
    play" for this seat alone."""
    if view.phase == DUEL and view.duel is not None and seat in (view.duel.owner, view.duel.other):
        base = laptop.window or {"kind": "duel", "title": _(DUEL_TITLE)}
        asked = view.actor() == seat
    elif view.phase == WINDOW and view.window is not None:
        base = laptop.window or {"kind": view.window.kind, "title": ""}
        asked = seat in _asked(view, laptop)
    else:
        return None
    return {
        "kind": str(base.get("kind", "")),
        "title": str(base.get("title", "")),
        "ends_in_ms": int(base.get("ends_in_ms", 0)),
        "total_ms": int(base.get("total_ms", 0)),
        "nothing_to_play": asked and not items,
        "asked": asked,
    }


# ---------------------------------------------------------------------- reading frames
@dataclass(frozen=True)
class PhoneMove:
    """A checked complete move from `seat`'s phone (a window answer: checked where the
    engine will ask that seat)."""

    seat: int
    ref: int
    move: Move


@dataclass(frozen=True)
class PhonePlay:
    """An action card from the phone: the laptop now picks its target."""

    seat: int
    ref: int
    card: int


@dataclass(frozen=True)
class PhonePass:
    """ "Go on" in the open answer bar (or the duel's pass)."""

    seat: int
    ref: int


@dataclass(frozen=True)
class PhoneRefusal:
    seat: int
    ref: int
    code: str
    reason: str  # translated


PhoneAction = PhoneMove | PhonePlay | PhonePass


def refusal_reason(code: str) -> str:
    """A protocol refusal's words, or the engine's (words.py) for an IllegalMove code."""
    msgid = P.REFUSALS.get(code)
    return _(msgid) if msgid is not None else refusal_text(code)


def read(
    state: State,
    seat: int,
    msg: P.Incoming,
    rev: int,
    laptop: Laptop,
) -> PhoneAction | PhoneRefusal | None:
    """Check one frame of `seat`'s phone against the game now; never changes `state`.
    None: nothing to do (a ping)."""
    if isinstance(msg, P.PingMsg):
        return None
    ref = msg.ref

    def no(code: str) -> PhoneRefusal:
        return PhoneRefusal(seat, ref, code, refusal_reason(code))

    if isinstance(msg, P.PassMsg):
        if state.phase == WINDOW and seat in _asked(state, laptop):
            return PhonePass(seat, ref)
        if state.phase == DUEL and state.actor() == seat:
            return PhonePass(seat, ref)
        return no("not_now")
    if msg.rev != rev:
        return no("stale")
    if isinstance(msg, P.PlayMsg):
        if msg.card not in state.hands[seat]:
            return no("not_in_hand")
        if state.phase != MAIN or state.actor() != seat:
            return no("not_your_turn")
        kind = D.CARD_KIND[msg.card]
        if kind not in TARGET_KINDS or not any(
            getattr(m, "card", None) == msg.card for m in state.legal_moves(seat)
        ):
            return no("not_allowed_now")
        return PhonePlay(seat, ref, msg.card)
    try:
        move = move_from_json(msg.move)
    except IllegalMove as refused:
        return no(refused.code)
    if move.seat != seat:
        return no("not_now")  # another seat's move: never
    if move.kind == "step":
        if move not in laptop.pay.get(seat, []):
            return no("not_now")  # steps are made on the laptop; the phone only pays
    elif move.kind not in PHONE_KINDS:
        return no("not_now")
    try:
        if state.phase == WINDOW:
            if move.kind not in ANSWER_KINDS or seat not in _asked(state, laptop):
                return no("not_now")
            sim = until_asked(state, seat)
            if sim is None:
                return no("not_now")
            sim.check(move)
        else:
            state.check(move)
    except IllegalMove as refused:
        return no(refused.code)
    return PhoneMove(seat, ref, move)


class PhoneDesk(GameDesk):
    """`common.remote.desk.GameDesk` with Die Dracheninsel's views and gate."""

    def __init__(self, sessions: Any, laptop: Laptop) -> None:
        super().__init__(sessions, laptop, build_view, read)
        self.laptop: Laptop = laptop
