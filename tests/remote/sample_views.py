"""Hand-written Die Dracheninsel phone views (docs/PHONES.md's shape) for the phone
page's tests and pictures: real card names, help texts and art from the card data, in the
language asked for, so the page is seen as a family would see it."""

from __future__ import annotations

from typing import Any

from common import i18n
from common.i18n import _

SEAT_COLOURS = ["#c83828", "#e6be3c", "#3c9646", "#326ec8"]
NAMES = ["Anna", "Jörg", "Özlem", "Ben"]
ME = 0


def _card(card: int) -> dict[str, Any]:
    from dracheninsel.rules import data as D
    from dracheninsel.ui import cards

    kind = D.CARD_KIND[card]
    colour = None
    if kind == D.TERRAIN:
        r, g, b = cards.card_rgb(card)
        colour = f"#{r:02x}{g:02x}{b:02x}"
    return {
        "id": card,
        "kind": kind,
        "name": cards.card_name(card),
        "text": cards.card_help(card),
        "art": f"/art/dracheninsel/card_{cards.face_key(card)}.svg",
        "colour": colour,
        "green": kind in D.GREEN,
    }


def hand_ids() -> list[int]:
    """Six cards of a plausible hand: two terrain, a Counter Magic, a Dragon Patrol, ..."""
    from dracheninsel.ui.cards import example_card

    return [
        example_card("terrain", 0),
        example_card("terrain", 3),
        example_card("counter_magic"),
        example_card("dragon_patrol"),
        example_card("sweet_slumber"),
        example_card("long_journey"),
    ]


def hello(lang: str) -> dict[str, Any]:
    """The hello frame's fields (without v/type): the page's texts in `lang`."""
    texts: dict[str, str] = {}
    try:
        from common.remote.protocol import PAGE_TEXTS
    except ImportError:  # before the server's protocol module is merged: the page's own
        PAGE_TEXTS = {}
    with language(lang):
        texts = {key: _(msgid) for key, msgid in PAGE_TEXTS.items()}
        colour_name = _("Red").lower()
    return {
        "seat": ME,
        "name": NAMES[ME],
        "colour": SEAT_COLOURS[ME],
        "colour_name": colour_name,
        "lang": lang,
        "game": "dracheninsel",
        "texts": texts,
    }


class language:
    """Switch common.i18n to `lang` for a block (the sample texts are translated)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.before = i18n.get_language()

    def __enter__(self) -> None:
        i18n.set_language(self.lang)

    def __exit__(self, *exc: object) -> None:
        i18n.set_language(self.before)


def view(
    lang: str,
    *,
    hand: list[int] | None = None,
    your_turn: bool = True,
    window: dict[str, Any] | None = None,
    pay: bool = False,
    note: str | None = None,
) -> dict[str, Any]:
    """A mid-game view of Anna's phone: her hand, the table's public facts, what she may do."""
    ids = hand_ids() if hand is None else hand
    with language(lang):
        cards = [_card(c) for c in ids]
        de = lang == "de"
        can: list[dict[str, Any]] = []
        if your_turn and window is None:
            can.append(
                {
                    "label": "Zug beenden" if de else "End turn",
                    "move": {"kind": "end_turn", "seat": ME},
                    "style": "main",
                }
            )
            offered: set[str] = set()  # one item per kind, as the laptop offers them
            for c in cards:
                if c["kind"] in ("dragon_patrol", "long_journey") and c["kind"] not in offered:
                    offered.add(c["kind"])
                    can.append(
                        {
                            "label": (f"{c['name']} ausspielen" if de else f"Play {c['name']}"),
                            "play": c["id"],
                            "card": c["id"],
                            "style": "main",
                        }
                    )
        if pay:
            for c in cards[:2]:
                can.append(
                    {
                        "label": (f"Mit {c['name']} zahlen" if de else f"Pay with {c['name']}"),
                        "move": {
                            "kind": "step",
                            "seat": ME,
                            "cell": 14,
                            "card": c["id"],
                            "target": None,
                        },
                        "card": c["id"],
                        "style": "pay",
                    }
                )
        if window is not None and window.get("asked") and not window.get("nothing_to_play"):
            for c in cards:
                if c["kind"] == "counter_magic":
                    can.append(
                        {
                            "label": "Gegenzauber spielen" if de else "Play Counter Magic",
                            "move": {"kind": "counter_magic", "seat": ME, "card": c["id"]},
                            "card": c["id"],
                            "style": "answer",
                        }
                    )
        events = (
            [
                "Jörg zieht auf eine gelbe Scheibe",
                "Özlem spielt Drachenpatrouille",
                "Ben bekommt 300 Münzen",
                "Du ziehst auf eine rote Scheibe",
            ]
            if de
            else [
                "Jörg steps onto a yellow disk",
                "Özlem plays Dragon Patrol",
                "Ben collects 300 coins",
                "You step onto a red disk",
            ]
        )
        active = ME if your_turn else 1
        headline = (
            ("Du bist dran" if de else "Your turn")
            if your_turn
            else (f"{NAMES[1]} ist dran" if de else f"{NAMES[1]}'s turn")
        )
    return {
        "game": "dracheninsel",
        "seat": ME,
        "active": active,
        "actor": active,
        "phase": "window" if window else "main",
        "your_turn": your_turn,
        "headline": headline,
        "players": [
            {
                "seat": s,
                "name": NAMES[s],
                "colour": SEAT_COLOURS[s],
                "cards": 6 if s else len(ids),
                "score": [700, 300, 0, 500][s],
                "carrying": s in (0, 2),
                "computer": s >= 2,
                "phone": s < 2,
            }
            for s in range(4)
        ],
        "hand": cards,
        "score": 700,
        "partner": 2,
        "carrying": [400, 400],
        "events": events,
        "can": can,
        "window": window,
        "note": note,
        "over": None,
    }
