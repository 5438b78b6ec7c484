"""Cards on phones at the REAL table with REAL phone pages (issue 24's acceptance): the
setup's QR codes opened in two headless Chromiums (the page the app serves, on 127.0.0.1),
"Start game" clicked, and a seeded four-seat game played to its end screen with Anna and
Jörg on their phones and two computers. What the people do on their phones is tapped on the
pages; what they do on the laptop (a cone dragged onto a disk, a target picked) is given to
the table as its drag and pick would. Through the pages: steps paid with a chosen card, action
cards played from the phone with their target picked on the laptop, answers in the bars
(Go on, Counter Magic, Sweet Slumber), the Unfaithful duel, exchanges, End turn; Anna's page
is reloaded mid-game and keeps her seat; Jörg's phone goes away, the laptop says "Waiting
for Jörg's phone" and its "Play Jörg here instead" (a real click) puts him back on the
laptop behind his hand-offs. Each person decides like a computer player on their own view.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from common.app import App
from common.games import GameSetup
from common.remote import sessions as phone_sessions
from common.scenes.handoff import HandoffScene
from common.scenes.setup import SetupScene
from dracheninsel.ai import choose_move
from dracheninsel.options import OPTION_PHONES
from dracheninsel.plugin import PLUGIN
from dracheninsel.remote import ANSWER_KINDS, TARGET_KINDS, until_asked
from dracheninsel.rules import data as D
from dracheninsel.rules.moves import Exchange
from dracheninsel.rules.state import CHOICE, DUEL, EXCHANGE, MAIN, OVER, WINDOW
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.remote.browser import MISSING, chromium, find_browser

pytestmark = pytest.mark.skipif(find_browser() is None, reason=MISSING)

ANNA, JORG = 0, 1
PEOPLE = (ANNA, JORG)
SEED = 8
WAIT = 15.0
WALL = 420.0  # seconds the whole game may take (a bound, not a measure)


@pytest.fixture
def pages(app: App) -> Iterator[dict[int, Any]]:
    speed = app.settings.animation_speed
    with chromium(lang="en") as anna, chromium(lang="de") as jorg:
        yield {ANNA: anna, JORG: jorg}
    phone_sessions.close_phones()
    app.settings.animation_speed = speed


def css(driver: Any, selector: str) -> list[Any]:
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def until(what: Any, seconds: float = WAIT, pump: Any = None) -> Any:
    """Wait (bounded) until `what()`; `pump()` runs the laptop's frame meanwhile."""
    end = time.monotonic() + seconds
    while True:
        value = what()
        if value:
            return value
        assert time.monotonic() < end, f"gave up waiting for {what}"
        if pump is not None:
            pump()
        else:
            time.sleep(0.01)


def shown_rev(driver: Any) -> int:
    value = driver.execute_script("return document.getElementById('app').dataset.rev")
    return int(value) if value else -1


def tap(driver: Any, selector: str, index: int = 0, pump: Any = None) -> None:
    """A person's tap; `pump` runs the laptop's frames while the page waits for it."""
    found = until(lambda: [e for e in css(driver, selector) if e.is_displayed()], pump=pump)
    target = found[index]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", target)
    target.click()


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def phones_setup(app: App) -> SetupScene:
    """Die Dracheninsel's setup: Anna and Jörg people, two computers, "Cards on phones"
    switched on by a click on its chooser."""
    scene = SetupScene(PLUGIN)
    app.scenes.reset(scene)
    app.step()
    scene.set_seat_count(4)
    for i, (name, kind) in enumerate(
        [("Anna", "human"), ("Jörg", "human"), ("", "computer"), ("", "computer")]
    ):
        scene.seats[i].name = name
        scene.seats[i].kind = kind
        scene.seats[i].level = "easy"
    scene.rebuild()
    app.step()
    from common.widgets import SegmentedChoice

    row = next(r for r in scene.option_layout() if r.option.key == OPTION_PHONES)
    chooser = next(
        w for w in scene.group.widgets if isinstance(w, SegmentedChoice) and w.rect == row.control
    )
    on = next(i for i, (value, _l) in enumerate(chooser.options) if value is True)
    click(chooser.segment_rects()[on].center)
    app.step()
    assert scene.options[OPTION_PHONES] is True
    return scene


def join(app: App, scene: SetupScene, pages: dict[int, Any]) -> None:
    """Each person opens their seat's address (what the QR code says) on their phone."""
    phones = phone_sessions.current()
    assert phones is not None
    for seat, page in pages.items():
        page.get(phones.url(seat))
    until(lambda: scene._phones_seen == frozenset(PEOPLE), pump=app.step)
    for seat, page in pages.items():
        title = until(lambda page=page: css(page, "#cover-title")[0].text)
        assert ("Anna" if seat == ANNA else "Jörg") in title  # "You are Anna" before the game


def test_the_setup_codes_lead_the_phones_into_the_game(app: App, pages: dict[int, Any]) -> None:
    scene = phones_setup(app)
    join(app, scene, pages)
    start = next(w for w in scene.group.widgets if getattr(w, "label", "") == "Start game")
    if "dracheninsel" not in app.settings.guides_offered:  # no "first game?" question
        app.settings.guides_offered.append("dracheninsel")
    click(start.rect.center)
    until(lambda: any(isinstance(s, DracheninselTable) for s in app.scenes.stack), pump=app.step)
    table = next(s for s in app.scenes.stack if isinstance(s, DracheninselTable))
    assert table.phones is not None and table.phones.sessions is phone_sessions.current()
    for seat, page in pages.items():
        until(lambda page=page: shown_rev(page) >= 1, pump=app.step)
        shown = sorted(int(e.get_attribute("data-card")) for e in css(page, "#hand .card-button"))
        until(
            lambda seat=seat, page=page: (
                sorted(int(e.get_attribute("data-card")) for e in css(page, "#hand .card-button"))
                == sorted(table.state.hands[seat])
            ),
            pump=app.step,
        )
        assert len(shown) == 6
    # the table draws no hand of a phone seat and shows no hand-off for it
    assert table.hand_of_viewer() == [] or not table.on_phone(table.viewer)


# ----------------------------------------------------------------------------- the game
class People:
    """Anna and Jörg: decide like a computer player on their own view; act on the page
    (phone) or on the table (laptop), as a person would."""

    def __init__(self, app: App, table: DracheninselTable, pages: dict[int, Any]) -> None:
        self.app = app
        self.table = table
        self.pages = pages
        import random

        self.rng = random.Random(SEED)
        self.done: set[str] = set()
        self.decided: dict[Any, Any] = {}
        self.answered: set[tuple[int, int]] = set()
        self.actions = {ANNA: 0, JORG: 0}
        self.reloaded = False
        self.gone = False

    def step(self) -> None:
        self.app.step()
        top = self.app.scenes.top
        if isinstance(top, HandoffScene):  # Jörg back on the laptop: his hand-off
            pos = top.button.rect.center if hasattr(top, "button") else (640, 400)
            click(pos)
            self.app.step()

    def on_phone(self, seat: int) -> bool:
        return self.table.on_phone(seat)

    def synced(self, seat: int) -> bool:
        phones = self.table.phones
        assert phones is not None
        return shown_rev(self.pages[seat]) >= phones.sessions.rev(seat)

    def wait_synced(self, seat: int) -> None:
        until(lambda: self.synced(seat), pump=self.step)

    def brain(self, state: Any, seat: int) -> Any:
        return choose_move(state.view(seat), seat, "easy", self.rng)

    def ready(self) -> bool:
        t = self.table
        return not t.anim.active and not t.phone_queue and not t.gate.covering

    # ------------------------------------------------------------------ answers
    def answer_round(self) -> bool:
        """The people asked by an open bar answer it (once per bar)."""
        t = self.table
        rnd = t.round
        s = t.state
        if s.phase != WINDOW or rnd is None or rnd.quiet or rnd.hurry:
            return False
        acted = False
        for seat in PEOPLE:
            key = (id(rnd), seat)
            if seat not in rnd.asked or seat in rnd.went_on or key in self.answered:
                continue
            if seat in rnd.decisions:
                continue
            sim = until_asked(s, seat)
            self.answered.add(key)
            move = self.brain(sim, seat) if sim is not None else None
            if not self.on_phone(seat):
                t.go_on(seat)  # on the laptop: the badge's tick (hot-seat answers aside)
                acted = True
                continue
            self.wait_synced(seat)
            page = self.pages[seat]
            if move is None or move.kind == "pass":
                tap(page, '#window-buttons [data-role="go-on"]', pump=self.app.step)
                self.done.add("pass")
            else:
                tap(page, f'#window-buttons [data-move="{move.kind}"]', pump=self.app.step)
                self.done.add(move.kind)
            self.actions[seat] += 1
            until(
                lambda seat=seat, rnd=rnd: (
                    seat in rnd.went_on or seat in rnd.decisions or t.round is not rnd
                ),
                pump=self.app.step,
            )
            acted = True
        return acted

    # ------------------------------------------------------------------ turns
    def act(self) -> bool:
        """The person the game waits for does their next thing; True if something was done."""
        t = self.table
        s = t.state
        seat = s.actor()
        if seat not in PEOPLE or s.phase == WINDOW or not self.ready():
            return False
        if s.phase in (MAIN, EXCHANGE) and not (self.on_phone(seat) or t.may_act()):
            return False
        key = (len(t.moves), seat, s.phase)
        if key in self.decided:
            return False
        if self.on_phone(seat) and self.maybe_go_away(seat):
            return True  # Jörg's phone went away: he is played on the laptop from now
        move = self.brain(s, seat)
        self.decided[key] = move
        if not self.on_phone(seat):
            self.on_laptop(seat, move)
            return True
        self.maybe_reload(seat)
        self.wait_synced(seat)
        page = self.pages[seat]
        kind = move.kind
        self.actions[seat] += 1
        if kind == "step":
            options = [m for m in t.legal(seat) if m.kind == "step" and m.cell == move.cell]
            colours = {D.CARD_COLOUR[m.card] for m in options if m.card is not None}
            if (
                len(colours) > 1
                and all(m.card is not None for m in options)
                and len({m.target for m in options}) == 1
            ):
                t.drop_figure(seat, move.cell)  # dragged on the laptop: the phone is asked
                self.wait_synced(seat)
                colour = D.CARD_COLOUR[move.card]

                def of_colour() -> list[int]:
                    shown = [
                        int(c.get_attribute("data-card"))
                        for c in css(page, "#pay .pay-choice")
                        if c.is_displayed()
                    ]
                    return [c for c in shown if D.CARD_COLOUR[c] == colour]

                card = until(of_colour, pump=self.app.step)[0]
                tap(page, f'#pay [data-card="{card}"]', pump=self.app.step)
                self.done.add("pay")
                until(lambda: len(t.moves) > key[0], pump=self.step)
            else:
                t.commit(move)  # the drag on the laptop
            return True
        if kind in TARGET_KINDS:
            tap(page, f'#hand [data-card="{move.card}"]', pump=self.app.step)
            tap(page, '#sheet-buttons [data-move="play"]', pump=self.app.step)
            until(lambda: t.pick is not None, pump=self.app.step)
            self.done.add("play")
            t.commit(move)  # its target picked on the laptop
            return True
        if kind == "exchange":
            tap(page, '#actions [data-move="exchange"]', pump=self.app.step)
            for card in sorted(move.cards):
                tap(page, f'#hand [data-card="{card}"]', pump=self.app.step)
                until(lambda card=card: css(page, f'#hand [data-card="{card}"] .chosen'))
            tap(page, '#actions [data-role="pick-confirm"]', pump=self.app.step)
        elif kind in ("end_turn", "abandon_treasure", "wait", "abandon"):
            tap(page, f'#actions [data-move="{kind}"]', pump=self.app.step)
        elif kind in ANSWER_KINDS or kind == "pass":  # the duel
            if kind == "pass":
                tap(page, '#window-buttons [data-role="go-on"]', pump=self.app.step)
            else:
                tap(page, f'#window-buttons [data-move="{kind}"]', pump=self.app.step)
        elif kind in ("evil_curse", "long_journey"):
            tap(page, f'#hand [data-card="{move.card}"]', pump=self.app.step)
            tap(page, f'#sheet-buttons [data-move="{kind}"]', pump=self.app.step)
        else:
            raise AssertionError(f"a phone cannot do {kind}")
        self.done.add(kind)
        until(lambda: len(t.moves) > key[0] or t.state.phase != key[2], pump=self.step)
        return True

    def on_laptop(self, seat: int, move: Any) -> None:
        """Jörg, back on the laptop: his move as the board and panels give it."""
        t = self.table
        if t.state.phase in (CHOICE, DUEL) or t.choice is not None:
            t.choice = None
            t.choice_for = None
        if move.kind == "exchange":
            move = Exchange(seat, tuple(sorted(move.cards)))
        t.commit(move)

    # ------------------------------------------------------------------ the drops
    def maybe_reload(self, seat: int) -> None:
        if seat == ANNA and not self.reloaded and self.actions[ANNA] >= 12:
            page = self.pages[ANNA]
            page.refresh()  # the page reloads (a phone's browser does it on its own, too)
            self.wait_synced(ANNA)
            assert "Anna" in css(page, "#you")[0].text
            self.reloaded = True

    def maybe_go_away(self, seat: int) -> bool:
        """Jörg's phone leaves (battery, a lock screen that never comes back); the laptop
        waits a few seconds for it, then offers to play him here."""
        if seat != JORG or self.gone or self.actions[JORG] < 25:
            return False
        t = self.table
        phones = t.phones
        assert phones is not None
        page = self.pages[JORG]
        jorg_url = phones.sessions.url(JORG)
        page.get("about:blank")
        until(lambda: not phones.sessions.seats[JORG].connected, pump=self.app.step)
        clock = phones.sessions.clock
        later = clock() + 30.0
        phones.sessions.clock = lambda: later  # the few seconds pass
        for _ in range(3):
            self.app.step()
        print(
            "GONE",
            phones.sessions.waiting(JORG),
            t.state.actor(),
            t._notice,
            phones.sessions.seats[JORG],
            later,
            flush=True,
        )
        until(lambda: t.phone_here.visible, pump=self.app.step)
        assert "Jörg" in t.phone_here.label
        click(t.phone_here.rect.center)  # "Play Jörg here instead"
        until(lambda: not phones.sessions.on_phone(JORG), pump=self.step)
        phones.sessions.clock = clock
        self.gone = True
        self.done.add("play_here")
        # his page, opened again, gets nothing: that code is dead
        page.get(jorg_url)
        said = until(lambda: css(page, "body")[0].text, pump=self.app.step)
        assert "ask the laptop for a new one" in said, said
        return True


def stuck(table: DracheninselTable, app: App) -> str:
    """What the table waits for, when it waits too long (a failing test's message)."""
    s = table.state
    rnd = table.round
    return (
        f"no move for 5000 frames after {len(table.moves)}: phase {s.phase}, actor {s.actor()}, "
        f"active {s.active}, viewer {table.viewer}, top {type(app.scenes.top).__name__}, "
        f"choice {table.choice is not None}, anim {table.anim.active}, "
        f"round {None if rnd is None else (rnd.asked, rnd.went_on, rnd.decisions, rnd.hurry)}, "
        f"screens {table.screens[-6:]}"
    )


def test_two_phone_pages_and_two_computers_play_the_real_table_to_the_end(
    app: App, pages: dict[int, Any]
) -> None:
    scene = phones_setup(app)
    join(app, scene, pages)
    # the seeded game of this setup (the setup screen's own start draws a random seed)
    setup = selftest.family_setup(4, seed=SEED)
    seats = [
        dataclasses.replace(
            seat,
            name=["Anna", "Jörg", "Computer A", "Computer B"][i],
            kind="human" if i in PEOPLE else "computer",
            level="easy",
        )
        for i, seat in enumerate(setup.seats)
    ]
    options = {**setup.options, OPTION_PHONES: True}
    table = PLUGIN.create_table_scene(
        app, GameSetup(**{**vars(setup), "seats": seats, "options": options})
    )
    assert isinstance(table, DracheninselTable) and table.phones is not None
    table.offer_guide = False
    table.sync_ai = True
    table.speed_index = 2  # the table's 4x button, as an impatient family would
    app.settings.animation_speed = 4.0  # and more: every move still animates, only sooner
    app.scenes.reset(table)
    people = People(app, table, pages)
    end = time.monotonic() + WALL
    still = 0
    last = -1
    while table.state.phase != OVER or not table.end_shown:
        assert time.monotonic() < end, f"too slow: {len(table.moves)} moves, {people.done}"
        still = still + 1 if len(table.moves) == last else 0
        last = len(table.moves)
        assert still < 5000, stuck(table, app)
        if people.answer_round() or people.act():
            continue
        people.step()
    assert people.reloaded and people.gone
    wanted = {"pay", "play", "pass", "end_turn", "exchange", "play_here"}
    assert wanted <= people.done, sorted(wanted - people.done)
    print("through the pages:", sorted(people.done), people.actions)
    # Anna's page shows the end with the winners
    phones = table.phones
    if phones is not None:
        until(lambda: people.synced(ANNA), pump=app.step)
    text = css(pages[ANNA], "#turn-line")[0].text
    winners = [table.seats[s].name for s in table.state.winners()]
    assert any(name in text for name in winners), (text, winners)
