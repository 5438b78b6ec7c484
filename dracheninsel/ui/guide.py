"""A guided first game of Die Dracheninsel: a dragon shows two turns, step by step.

A real table (`DracheninselTable`) on a hand-made position (`scenario.build_state`): you
are red, next to the treasure; the little dragon (yellow) waits alone on the treasure site,
the old dragon (green) holds one Sweet Slumber. Your hand: a yellow card, a red card,
Dragon Patrol, Counter Magic and a green card; the draw pile is arranged (`DRAWS`) so your
next hand holds two Unfaithful. The steps, each waiting for your real input:

1. drag your hunter onto a red disk (your own colour: free),
2. onto a yellow disk (it costs the yellow card),
3. onto a grey disk (no grey card: your red card is the joker),
4. drag Dragon Patrol onto the island, 5. tap a disk for the dragon (let go on a glowing
disk, it lands there at once and step 5 is done),
6. step onto the treasure site: the little dragon becomes your partner,
7. the old dragon answers with Sweet Slumber: tap your name, 8. play Counter Magic,
9. carry the pair off the site (the green card pays), 10. End turn;
11. the others play: the little dragon carries the pair to your boat's landing space,
12. your turn again, behind the hand-off card (`GuideHandoff`), 13. step into your boat,
14. the treasure duel: play Unfaithful or pass; 15. the little dragon answers with its
Unfaithful, so you may play your second one; 16. the coins are shared out.

Passing the screen: the guide has one person, so no hand-off would ever show; the real
card is shown once, at the moment a hand-off comes in a game of several people (the start
of your next turn after the computers played), as "Something secret for you" (true here:
you hold the screen already) with the dragon saying how the screen goes round. A second
person in the guide would have to follow lessons too, and the guide's one "you" would not
hold; one person and the real card teach the gesture in one tap.

Any other move is refused (the cone glides home) and nothing is taken back (the next
lesson needs the move just made); the computers play a script (`_scripted`:
the old dragon's one Sweet Slumber, the little dragon's three steps and its Unfaithful,
else they pass or end their turn) through the engine's normal moves; reaction windows are
short, and the one you answer waits for you. Once the coins are shared nothing more is
played. Skip (or Esc) jumps to the last card: a normal game, or the menu.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from common import assets, comfort
from common.games import get_plugin
from common.i18n import N_, _
from common.scenes import guide_layer as layer
from common.scenes.handoff import HandoffScene
from common.table.computer import Decision
from common.table.seats import Seat
from dracheninsel.options import GAME_ID
from dracheninsel.rules import State
from dracheninsel.rules import data as D
from dracheninsel.rules.scenario import build_state, cell
from dracheninsel.rules.state import DUEL, EXCHANGE, MAIN
from dracheninsel.ui.reactions import PROMPT, badge_rects
from dracheninsel.ui.table import BOARD_RECT, DracheninselTable, make_move
from dracheninsel.ui.views import HANDOFF_HUNTER_H

if TYPE_CHECKING:
    from common.scene import Scene

SEED = 3
LETTERS = "RYG"
LEARNER, PARTNER, SLEEPER = 0, 1, 2
START, FREE_DISK, PAID_DISK, JOKER_DISK = 8, 9, 11, 4  # red, yellow, grey disks to the site
CARRY_DISK = cell(1, -1)  # green: the pair's first step home, paid with the green card
#: The little dragon carries the pair on from there to your boat's landing space: a blue,
#: a green and a blue disk (it pays with the cards of `HANDS`).
ROUTE = (cell(2, -2), cell(3, -3), cell(4, -4))
HOME_BOAT = D.BOAT_BASE + D.COLOUR_INDEX[LETTERS[LEARNER]]
#: Dragon Patrol may not put the dragon on the treasure's way home (a landing space is
#: never a target anyway).
KEEP_CLEAR = frozenset((CARRY_DISK, *ROUTE))
HANDS = {
    LEARNER: ["Y", "R", "dragon_patrol", "counter_magic", "G"],
    PARTNER: ["B", "G", "B", "unfaithful"],
    SLEEPER: ["sweet_slumber"],
}
#: What each seat draws at the end of its turn, in turn order (you draw six, the little
#: dragon five, the old dragon six): your next hand holds two Unfaithful for the duel.
DRAWS = {
    LEARNER: ["unfaithful", "unfaithful", "B", "Y", "R", "K"],
    PARTNER: ["N", "K", "Y", "R", "B"],
    SLEEPER: ["N", "K", "Y", "R", "B", "G"],
}
QUICK_WINDOW = 0.8  # seconds a reaction window stays open in the guide (nobody answers)

LINES: dict[str, str] = {
    "hello": N_("Hello! I am the dragon of the island. Let's hunt for treasure!"),
    "free": N_("Drag your hunter onto the glowing disk. Your own colour costs nothing."),
    "pay": N_("Another colour: this step costs the yellow card."),
    "joker": N_("No grey card? Your own colour is a joker: the red card pays."),
    "card": N_("An action card: drag Dragon Patrol onto the island."),
    "target": N_("Tap a glowing disk: the dragon lands there."),
    "treasure": N_("Step onto the treasure: your partner waits there."),
    "wait": N_("Careful: someone may answer your step…"),
    "claim": N_("Sweet Slumber against you! Tap your name to answer."),
    "counter": N_("Play Counter Magic: it stops the Sweet Slumber."),
    "carry": N_("Carry the treasure off the site at once: the green card pays this step."),
    "end": N_("Enough for one turn: tap End turn. You get new cards."),
    "others": N_("Now the others play. Your partner carries the treasure on its turn too!"),
    "handoff": N_(
        "With more people, this card passes the screen on: the others look away. Tap I'm ready."
    ),
    "home": N_("Your boat is right there: bring the treasure home! Your own boat costs nothing."),
    "duel": N_("The treasure duel! Play Unfaithful to take both coins, or pass to share them."),
    "again": N_("The little dragon plays Unfaithful too! The last Unfaithful takes both coins."),
    "coins": N_("Both coins are yours!"),
    "shared": N_("One coin each: you share the treasure."),
    "lost": N_("The little dragon takes both coins. Next time!"),
    "done": N_("Well done! Now you can play."),
}
#: The hand-off card's name: "Something secret for you" (the person holds the screen).
HANDOFF_NAME = N_("you")
SCRIPT: tuple[str, ...] = (
    "hello",
    "free",
    "pay",
    "joker",
    "card",
    "target",
    "treasure",
    "wait",
    "claim",
    "counter",
    "carry",
    "end",
    "others",
    "handoff",
    "home",
    "duel",
    "again",
    "coins",
    "done",
)
#: The steps that are a drag of your hunter (or the pair) onto one place.
STEP_TARGET = {
    "free": FREE_DISK,
    "pay": PAID_DISK,
    "joker": JOKER_DISK,
    "treasure": D.SITE,
    "carry": CARRY_DISK,
    "home": HOME_BOAT,
}
STEP_CARD = {"pay": "Y", "carry": "G"}  # the card a step is paid with (the lesson says so)
TAP_STEPS = ("hello", "coins")  # a tap anywhere goes on (the big ▶)
SEAT_NAMES = (N_("You"), N_("Little dragon"), N_("Old dragon"))
BUTTON_LABELS = (*layer.BUTTON_LABELS, *SEAT_NAMES)
SKIP_BUTTON = pygame.Rect(14, 8, 226, 62)  # top left: the side buttons sit bottom right
BUBBLES = (
    pygame.Rect(262, 80, 756, 100),  # top of the island
    pygame.Rect(262, 520, 756, 100),  # bottom of the island
)
#: While a card's target is picked anywhere on the island: over the hand, so no glowing disk
#: is hidden (the bottom bubble covered the island's two lower rows, seen under Xvfb).
OVER_HAND = pygame.Rect(262, 676, 756, 100)
#: Under the hand-off card (`common.scenes.handoff.CARD` ends at y 630).
HANDOFF_BUBBLE = pygame.Rect(262, 660, 756, 120)
#: The standing dragon in a bubble: the guide layer centres a 118 px picture 10 px above
#: the bubble's middle and bobs it 4 px, so a 118 px dragon stood 27 px out of the bubble's
#: top, its wings over the banner's edge (seen under Xvfb). It is drawn smaller and lower in
#: that picture, so with the bob it stays `DRAGON_INSET` px inside the bubble's edges.
DRAGON_PICTURE = 118  # the picture the layer places
DRAGON_LIFT, DRAGON_BOB = 10, 4  # the layer's offset and bob (guide_layer.bubble)
DRAGON_INSET = 4


def guide_state() -> State:
    """The hand-made position the guide plays on (see the module docstring)."""
    return build_state(
        LETTERS,
        auto_pass=False,
        seed=SEED,
        hands=HANDS,
        positions={LEARNER: START, PARTNER: D.SITE},
        dragons=[cell(0, 3)],
        deck_top=[*DRAWS[SLEEPER][::-1], *DRAWS[PARTNER][::-1], *DRAWS[LEARNER][::-1]],
    )


class GuideTable(DracheninselTable):
    """The table of the guided first game (see the module docstring)."""

    you_seat = LEARNER  # the seat is called "You": "Your turn", "You swap 2 cards"
    skip_allowed = False  # the script times its own bars (a claim it teaches must not run out)
    take_back_shown = False  # the script goes step by step: no Take back (as in Dragomino's)

    def __init__(self, on_play: Callable[[], None] | None = None, *, sync_ai: bool = False):
        plugin = get_plugin(GAME_ID)  # the game's entry, from the shell: the plugin builds on us
        self.skipped = False  # Skip went straight to the last card

        seats = [
            Seat(_(name), plugin.colour_rgb(letter), None if seat == LEARNER else "easy")
            for seat, (name, letter) in enumerate(zip(SEAT_NAMES, LETTERS, strict=True))
        ]
        super().__init__(plugin, seats, guide_state(), seed=SEED, sync_ai=sync_ai)
        self.on_play = on_play
        self.step_number = 0
        self.step_clock = 0.0
        self.slumbered = False
        self.duel_answered = False  # the little dragon played its Unfaithful
        self.handed = False  # the hand-off card was shown
        self.dragons_at_start = list(self.state.dragons)
        self.entered = True  # no "You starts" line: the dragon says what to do
        self.steps_seen: list[str] = ["hello"]

    # ------------------------------------------------------------------ the script

    @property
    def step(self) -> str:
        return SCRIPT[min(self.step_number, len(SCRIPT) - 1)]

    @property
    def finished(self) -> bool:
        return self.step == "done"

    def go_to(self, key: str) -> None:
        self.step_number = SCRIPT.index(key)
        self.step_clock = 0.0
        self.steps_seen.append(key)
        self.sound("fanfare" if key == "done" else "flap")

    def next_step(self) -> None:
        self.go_to(SCRIPT[min(self.step_number + 1, len(SCRIPT) - 1)])

    def skip(self) -> None:
        self.skipped = True
        self.drag = None
        self.go_to("done")

    def tap_ready(self) -> bool:
        """The ▶ is up (the coins' once they have landed)."""
        return self.step in TAP_STEPS and self.step_clock > 0.3 and not self.anim.active

    def go_on(self) -> None:
        if self.tap_ready():
            self.sound("click")
            self.next_step()
            self.advance()  # now the table starts: your turn

    @property
    def delivered(self) -> bool:
        """A treasure was collected: the guide's game is over (nothing more is played)."""
        return any(self.state.collected)

    def line_key(self) -> str:
        """The line of the step now (the coins' line says who got them)."""
        key = self.step
        if key == "coins":
            mine = len(self.state.collected[LEARNER])
            return "coins" if mine == 2 else "shared" if mine == 1 else "lost"
        return key

    def card_of(self, kind: str, colour: str | None = None) -> int | None:
        """The learner's card of `kind` (a terrain card of `colour`), if still in hand."""
        for card in self.state.hands[LEARNER]:
            if D.CARD_KIND[card] != kind:
                continue
            if colour is None or D.CARD_COLOUR[card] == D.COLOUR_INDEX[colour]:
                return card
        return None

    def _done(self, key: str) -> bool:
        """Has what the step asks for happened (on the real state)?"""
        s = self.state
        if key == "home":  # into the boat: the duel asks you first
            return s.phase == DUEL and self._asked_in_duel()
        if key in STEP_TARGET:
            return s.pos[LEARNER] == STEP_TARGET[key] and not self.anim.active
        if key == "end":
            return s.active != LEARNER
        if key == "handoff":
            return self.handed and not self.gate.covering
        if key in ("duel", "again"):
            return self.delivered  # the coins' line while they fly to your panel
        if key == "card":  # taken; or let go on a glowing disk, where the dragon lands at once
            picking = self.pick is not None and self.pick.kind == "dragon_patrol"
            return picking or s.dragons != self.dragons_at_start
        if key == "target":
            return s.dragons != self.dragons_at_start
        if key == "wait":
            return self.round is not None and self._slumber_open()
        if key == "claim":
            return self.choice is not None and self.choice_for == LEARNER
        if key == "counter":
            return self.card_of("counter_magic") is None and s.phase == MAIN
        return False

    def _slumber_open(self) -> bool:
        """The open window answers the Sweet Slumber (not yet countered)."""
        window = self.state.window
        return (
            window is not None
            and bool(window.chain)
            and D.CARD_KIND[window.chain[-1][1]] == "sweet_slumber"
        )

    def _asked_in_duel(self) -> bool:
        """The duel's question is up for you."""
        return self.choice is not None and self.choice_for == LEARNER and not self.anim.active

    def _check_step(self) -> None:
        for _guard in range(len(SCRIPT)):
            key = self.step
            duel = self.state.duel
            if key == "target" and self.pick is None and not self._done(key):
                self.go_to("card")  # the card was put back: take it again
            elif key == "duel" and duel is not None and duel.last == PARTNER:
                if not self._asked_in_duel():
                    return
                self.go_to("again")  # the little dragon answered: your turn to answer
            elif key == "duel" and self._done(key):
                self.go_to("coins")  # you passed: shared at once
            elif key not in (*TAP_STEPS, "done") and self._done(key):
                self.next_step()
            else:
                return

    # ------------------------------------------------------------------ table hooks

    def advance(self) -> None:
        if self.step == "hello" or self.finished or self.delivered:
            return  # the table waits until you said hello; after the coins nothing is played
        super().advance()

    def _open_private(self, seat: int, then: Callable[[], None], recap: bool = True) -> None:
        """Your next turn, after the computers played, opens behind the hand-off card once:
        where a game of several people passes the screen (the guide's `handoff` step)."""
        if seat == LEARNER and self.step == "others" and self.state.phase == MAIN:
            self.handed = True
            self.go_to("handoff")
            self._show_handoff(seat, then)
            return
        super()._open_private(seat, then, recap)

    def _show_handoff(self, seat: int, then: Callable[[], None]) -> None:
        """The real hand-off card (as `PrivateViews._cover` pushes it), with the dragon."""
        self.gate.owner = None
        self.gate.covering = True
        self.toasts.clear()
        self.record("handoff", seat)

        def revealed() -> None:
            self.gate.owner = seat
            self.gate.covering = False
            self.covered_for = None
            self.record("reveal", seat)
            then()

        hunter = self.board.hunter_sprite(self.state.colour_of(seat), HANDOFF_HUNTER_H)
        self.manager.push(GuideHandoff(self, self.seats[seat].colour, revealed, hunter))

    def targets(self) -> dict[int, Any]:
        """The dragon may not land on the treasure's way home (`KEEP_CLEAR`)."""
        out = super().targets()
        if self.held_kind() == "dragon_patrol":  # picking, or the card held (a drop plays)
            return {t: p for t, p in out.items() if t not in KEEP_CLEAR}
        return out

    def _acceptable(self, move: Any) -> bool:
        """May the learner make `move` now (the step's move, nothing else)?"""
        key = self.step
        kind = move.kind
        if key in STEP_TARGET:
            if kind != "step" or move.cell != STEP_TARGET[key]:
                return False
            card = getattr(move, "card", None)
            if key not in STEP_CARD:
                return True
            return card is not None and D.CARD_COLOUR[card] == D.COLOUR_INDEX[STEP_CARD[key]]
        if key in ("card", "target"):
            return kind == "dragon_patrol" and move.cell not in KEEP_CLEAR
        if key == "end":
            return kind == "end_turn"
        if key in ("duel", "again"):
            return kind in ("unfaithful", "pass")
        return False

    def commit(self, move: Any) -> None:
        """The learner's moves pass only when they are the step's (else the cone glides home)."""
        if getattr(move, "seat", None) == LEARNER and not self._acceptable(move):
            self.sound("refuse")
            self.pick = None
            self.fan.picked.clear()
            self._glide_back(LEARNER, None)
            return
        super().commit(move)

    def _open_round(self) -> None:
        """Windows close quickly, except the one where you answer (it waits for you)."""
        super()._open_round()
        rnd = self.round
        if rnd is None:
            return
        if self._slumber_open():
            rnd.duration = rnd.left = 1e9
        else:
            rnd.duration = rnd.left = min(rnd.left, QUICK_WINDOW)

    def _ready(self, seat: int, decision: Decision[Any], in_round: bool) -> None:
        """The computers answer only once: the old dragon's Sweet Slumber on your last step;
        their turns follow the script (`_scripted`)."""
        if not in_round:
            if self.finished or self.delivered:
                self.thinking.discard(seat)  # the guide is over: nothing more is played
                return
            scripted = self._scripted(seat)
            move = decision.move if scripted is None else scripted
            super()._ready(seat, dataclasses.replace(decision, move=move), in_round)
            return
        move = make_move("pass", seat)
        if (
            in_round
            and seat == SLEEPER
            and not self.slumbered
            and self.state.group_of(LEARNER) is not None
        ):
            sim = self._until_asked(seat)
            slumber = [m for m in sim.legal_moves(seat) if m.kind == "sweet_slumber"] if sim else []
            if slumber:
                move = slumber[0]
                self.slumbered = True
        super()._ready(seat, dataclasses.replace(decision, move=move), in_round)

    def _scripted(self, seat: int) -> Any:
        """A computer's move in its turn or the duel: the little dragon carries the pair
        along `ROUTE` and answers your first Unfaithful with its own; else they pass or end
        their turn. Always one of the engine's legal moves (None: none fits, the computer's
        own choice stands)."""
        s = self.state
        moves = s.legal_moves(seat)
        kinds: dict[str, list[Any]] = {}
        for move in moves:
            kinds.setdefault(move.kind, []).append(move)
        if s.phase == DUEL:
            if seat == PARTNER and not self.duel_answered and "unfaithful" in kinds:
                self.duel_answered = True
                return kinds["unfaithful"][0]
            return next(iter(kinds.get("pass", [])), None)
        if s.phase == EXCHANGE:
            return next((m for m in kinds.get("exchange", []) if not m.cards), None)
        group = s.group_of(seat)
        if seat == PARTNER and group is not None and group.pos != ROUTE[-1]:
            way = (D.SITE, CARRY_DISK, *ROUTE)
            goal = way[way.index(group.pos) + 1] if group.pos in way else None
            step = next((m for m in kinds.get("step", []) if m.cell == goal), None)
            if step is not None:
                return step
        return next(iter(kinds.get("end_turn", [])), None)

    def _answer(self, seat: int, move: Any) -> None:
        """ "Nothing" would let you fall asleep: the guide asks again."""
        if seat == LEARNER and move is None and self.step in ("claim", "counter"):
            self.sound("refuse")
            self._offer_answer(seat)
            return
        super()._answer(seat, move)

    def end_turn(self) -> None:
        if self.step != "end":
            self.sound("refuse")  # the turn ends when the guide says so
            return
        super().end_turn()

    def open_pause(self) -> None:
        self.skip()

    #: F1's label of the Menu button: here it ends the guide (`open_pause`), not a pause.
    menu_help = N_("Menu: skip the first game's lessons (Esc).")

    def _refresh_buttons(self) -> None:
        """No Take back in the guide: the script's next lesson needs the move just made (a
        taken-back first step left the next glowing disk out of reach, a taken-back carry
        left the pair on the site where End turn is not allowed): only Skip was left."""
        super()._refresh_buttons()
        self.takeback.button.visible = False

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """Help (F1) labels the table during the steps, not over the last card."""
        return [] if self.finished else super().help_spots()

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        etype = event.type
        key = self.step
        if etype == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if key == "done":
                self.leave()
            else:
                self.skip()
            return True
        if key == "done":
            choice = layer.card_choice(event)
            if choice == "play":
                self.play()
            elif choice == "menu":
                self.leave()
            return etype != pygame.MOUSEMOTION
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if SKIP_BUTTON.collidepoint(event.pos):
                self.sound("click")
                self.skip()
                return True
            if key in TAP_STEPS:
                self.go_on()
                return True
        if key in TAP_STEPS:
            if etype == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self.go_on()
            return etype != pygame.MOUSEMOTION
        return super().handle_event(event)

    def play(self) -> None:
        self.sound("click")
        if self.on_play is not None:
            self.on_play()
        else:
            self.leave()

    # ------------------------------------------------------------------ time

    def update(self, dt: float) -> bool:
        if self.frozen:
            return False
        super().update(dt)  # also runs the table's clock (pulses and bounces use it)
        self.step_clock += dt
        self._check_step()
        return True

    # ------------------------------------------------------------------ drawing

    def disk_rect(self, pos: int) -> pygame.Rect:
        size = round(self.board.disk_size() * 1.25)
        box = pygame.Rect(0, 0, size, size)
        x, y = self.board.cell_center(pos)
        box.center = (round(x), round(y))
        return box

    def card_rect(self, card: int | None) -> pygame.Rect | None:
        if card is None:
            return None
        return self.fan.rect_of(self.state.hands[LEARNER], card)

    def focus(self) -> list[pygame.Rect]:
        """What the dragon points at now (first: where the arrow goes)."""
        key = self.step
        spots: list[pygame.Rect | None] = []
        if key in STEP_TARGET:
            spots = [self.disk_rect(STEP_TARGET[key]), self.disk_rect(self.state.pos[LEARNER])]
            if key in STEP_CARD:
                spots.append(self.card_rect(self.card_of(D.TERRAIN, STEP_CARD[key])))
            if key == "joker":
                spots.append(self.card_rect(self.card_of(D.TERRAIN, "R")))
        elif key == "card":
            spots = [self.card_rect(self.card_of("dragon_patrol")), BOARD_RECT.inflate(-40, -40)]
        elif key == "target":
            spots = [BOARD_RECT.inflate(-20, -20)]
        elif key == "wait" and self.round is not None:
            spots = [PROMPT]
        elif key == "claim":
            badge = badge_rects(self.may_answer(), self.lay).get(LEARNER)
            spots = [badge.inflate(8, 8) if badge is not None else PROMPT, PROMPT]
        elif key == "counter" and self.choice is not None:
            buttons = self.choice.group.widgets
            spots = [buttons[0].rect.inflate(8, 8) if buttons else self.choice.rect]
        elif key in ("duel", "again") and self.choice is not None:
            # both answers are fine: Unfaithful and Pass outlined (no arrow: see `draw`)
            spots = [b.rect.inflate(8, 8) for b in self.choice.group.widgets]
            spots.append(self.choice.rect)
        elif key == "end" and self.end_button.visible:
            spots = [self.end_button.rect.inflate(8, 8)]
        elif key == "others":
            spots = [BOARD_RECT.inflate(-20, -20)]
        elif key == "coins":
            spots = [self.panel_rects[LEARNER].inflate(8, 8)]
        return [spot for spot in spots if spot is not None]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        key = self.step
        focus = self.focus()
        layer.dim(surface, focus)
        cone = self.disk_rect(self.state.pos[LEARNER]) if key in STEP_TARGET else None
        outlined = [f for f in focus if f != cone]  # the cone: bright
        if key in ("duel", "again") and self.choice is not None:
            outlined = [f for f in outlined if f != self.choice.rect]  # the panel: undimmed
        layer.outline(surface, outlined, self.clock)
        # no arrow on an answer panel's button: from above it covered the panel's title
        # ("Old drago[arrow]lays Sweet Slumber", seen under Xvfb), from below the "Nothing"
        # button; its gold outline shows it
        # none on your panel at the coins either: from below it covered the next panel's name
        # ("2 Little dragon", seen under Xvfb); the outline shows it
        quiet = ("target", "wait", "counter", "others", "duel", "again", "coins")
        if focus and key not in quiet:
            below = cone is not None and cone.centery < focus[0].centery
            layer.arrow(surface, focus[0], self.clock, from_below=below or None)
        if key == "done":
            big = assets.svg("dracheninsel/dragon.svg", (170, 170))
            line = layer.SKIPPED_LINE if self.skipped else LINES["done"]
            layer.done_card(surface, big, line, self.clock)
            return
        box = self.bubble_box(focus)
        scale = comfort.text_scale(self)
        dragon = bubble_dragon(box.height)
        layer.bubble(
            surface, box, dragon, LINES[self.line_key()], self.tap_ready(), self.clock, scale
        )
        layer.skip_button(surface, SKIP_BUTTON)

    def bubble_box(self, focus: list[pygame.Rect]) -> pygame.Rect:
        """Where the dragon's line goes now: clear of what it points at."""
        key = self.step
        if key in ("card", "pay", "joker", "carry", "end"):
            return BUBBLES[0]  # the hand and the buttons below stay in view
        if key == "target":
            return OVER_HAND
        if key in ("duel", "again") and self.choice is not None:
            # under the question, so the pair in your boat (top right) stays in view; the
            # question grows with its note (and larger text): the bubble goes lower with it
            below = BUBBLES[1].move(0, max(0, self.choice.rect.bottom + 12 - BUBBLES[1].y))
            if below.bottom <= OVER_HAND.bottom:
                return below
        return next(
            (b for b in BUBBLES if not any(b.colliderect(s) for s in focus[:1])), BUBBLES[-1]
        )


class GuideHandoff(HandoffScene):
    """The real hand-off card, once, with the dragon's line under it and the arrow on
    "I'm ready"; Skip (and Esc) still end the lessons. The guide's one person holds the
    screen already, so it says "Something secret for you" (`keep`), as the table does."""

    def __init__(
        self,
        table: GuideTable,
        colour: tuple[int, int, int],
        on_ready: Callable[[], None],
        badge: pygame.Surface,
    ) -> None:
        super().__init__(_(HANDOFF_NAME), colour, on_ready, badge=badge, keep=True)
        self.table = table

    def skip(self) -> None:
        self.ready()  # the table is uncovered first
        self.table.skip()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.skip()
            return True
        down = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
        if down and SKIP_BUTTON.collidepoint(event.pos):
            self.table.sound("click")
            self.skip()
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> bool:
        super().update(dt)
        self.table.clock += dt  # the arrow bounces and the dragon bobs
        return True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        table = self.table
        button = self.button.rect
        layer.outline(surface, [button], table.clock)
        layer.arrow(surface, button, table.clock, from_below=True)
        box = HANDOFF_BUBBLE
        dragon = bubble_dragon(box.height)
        scale = comfort.text_scale(table)
        layer.bubble(surface, box, dragon, LINES["handoff"], False, table.clock, scale)
        layer.skip_button(surface, SKIP_BUTTON)


@functools.cache
def bubble_dragon(bubble_height: int) -> pygame.Surface:
    """The layer's 118 px picture with the dragon drawn as tall as fits a bubble of this
    height (bob included) and placed where the layer's centring keeps it inside."""
    picture = pygame.Surface((DRAGON_PICTURE, DRAGON_PICTURE), pygame.SRCALPHA)
    half = DRAGON_PICTURE // 2
    # the picture's top lies `half + DRAGON_LIFT` above the bubble's middle
    top = half + DRAGON_LIFT - bubble_height // 2 + DRAGON_INSET + DRAGON_BOB
    size = min(DRAGON_PICTURE - top, bubble_height - 2 * (DRAGON_INSET + DRAGON_BOB))
    dragon = assets.svg("dracheninsel/dragon.svg", (size, size))
    picture.blit(dragon, dragon.get_rect(midtop=(half, top)))
    return picture


def guide_scene(on_play: Callable[[], None] | None = None) -> Scene:
    """The shell's entry (`common.scenes.guide_entry`): a new guided first game."""
    return GuideTable(on_play)
