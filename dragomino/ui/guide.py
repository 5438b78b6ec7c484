"""A guided first game of Dragomino: the mother dragon shows what to do, step by step.

The guide is a real table (`TableScene`) on a fixed deal (seed `SEED`, two seats: "You" and
a computer "Little dragon" whose two moves are scripted) with a layer on top: the rest of
the table dimmed, a pulsing outline and a bouncing arrow on what to do next, the mother
dragon with one short line (a bonus for parents: the pictures, arrows and sounds carry it).

Every step waits for the real input (a press on the right domino, a turn, a drop on the
glowing spot, a tap to go on); after a wrong drop the domino stays in hand, the step stays
and the dragon says what was wrong. After
your first domino a baby dragon hatches; after your second an empty shell brings you the
mother dragon. Skip (or Esc) jumps to the last card: play a normal game, or the menu.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from common import comfort
from common.i18n import N_, _
from common.scenes import guide_layer as layer
from common.table import Decision, GameSession, Seat
from common.table import draw as kit
from common.tween import Animation
from dragomino.engine import ENGINE
from dragomino.rules import (
    GameEnded,
    Move,
    PlaceDomino,
    RoundEnded,
    RoundStarted,
    TurnStarted,
    half_b_cell,
)
from dragomino.ui import pieces
from dragomino.ui.table import MOTHER_SIZE, Drag, Event, Ghost, TableScene
from dragomino.ui.table.places import UNDO_HELP

if TYPE_CHECKING:
    from common.scene import Scene

# The fixed deal: with seed 3 the little dragon (seat 1) holds the mother dragon and starts;
# your first domino (turned once) hatches a baby, your second finds an empty shell, and the
# mother dragon flies to you (tests/dragomino/test_ui_guide.py checks that it works out).
SEED = 3
CONFIG: dict[str, Any] = {"players": 2, "spring_variant": False, "first_player": 1}
LEARNER = 0
COMPUTER = 1
COMPUTER_MOVES = (
    PlaceDomino(0, (-2, 0), 0),
    PlaceDomino(0, (-4, 0), 0),
)
LEARNER_MOVES = (
    PlaceDomino(1, (-1, 0), 1),
    PlaceDomino(1, (-2, 0), 1),
)
LEARNER_COLOUR = (214, 72, 58)
COMPUTER_COLOUR = (64, 124, 200)

# What the mother dragon says at each step (msgids; both catalogues have them).
LINES: dict[str, str] = {
    "hello": N_("Hello! I am the mother dragon. Let's play together!"),
    "watch": N_("First the little dragon takes a domino."),
    "take": N_("Take this domino."),
    "turn": N_("Turn it: right mouse button or R."),
    "place": N_("Lay it next to your island, where it glows."),
    "hatch": N_("Same land touches same land: an egg! A baby dragon for you."),
    "shell": N_("An empty shell: so I fly to you! I am worth one star."),
    "done": N_("Well done! Now you can play."),
}
SCRIPT: tuple[tuple[str, int], ...] = (  # (step, which of your moves it is about)
    ("hello", 0),
    ("watch", 0),
    ("take", 0),
    ("turn", 0),
    ("place", 0),
    ("hatch", 0),
    ("watch", 1),
    ("take", 1),
    ("turn", 1),
    ("place", 1),
    ("shell", 1),
    ("done", 1),
)
# What the mother dragon says after a wrong try (msgids): the step stays, the domino stays
# in hand (a wrong drop used to glide home and start the step again without a word)
WRONG: dict[str, str] = {
    "spot": N_("Not there: lay it where it glows."),
    "turn": N_("Good spot! Turn it first: right mouse button or R."),
    "domino": N_("Take the domino the arrow points at."),
}
WRONG_SECONDS = 4.0  # how long the dragon says what was wrong (unless the step changes)
CROSS_SECONDS = 1.2  # how long a red cross marks where a wrong drop was
WAIT_FOR_TAP = ("hello", "hatch", "shell")  # the line stays until a tap (or Enter/Space)
STEP_SOUND = {"take": "flap", "turn": "flap", "place": "flap", "hatch": "magic", "done": "fanfare"}
BUTTON_LABELS = (*layer.BUTTON_LABELS, N_("You"), N_("Little dragon"))
SKIP_BUTTON = layer.SKIP_BUTTON
PLAY_BUTTON = layer.PLAY_BUTTON
MENU_BUTTON = layer.MENU_BUTTON
BUBBLE_LOW = pygame.Rect(262, 586, 716, 104)
BUBBLE_HIGH = pygame.Rect(262, 90, 716, 104)
TURN_HINT_SIZE = (54, 142)  # the mouse (54 x 78), a 12 px gap, the R key (52 x 52)
ARROW_REACH = 104  # pixels above (or below) its spot the guide's arrow takes up, bounce included


class WaitThen(Animation):
    """Block the event queue until `ready()`, then run the animation `make()` returns.

    The guide holds the next turn here while the learner looks at their egg."""

    def __init__(self, ready: Callable[[], bool], make: Callable[[], Animation | None]) -> None:
        self.ready = ready
        self.make = make
        self.inner: Animation | None = None
        self.started = False
        self.done = False

    def step(self, dt: float) -> float:
        if not self.started:
            if not self.ready():
                return 0.0
            self.started = True
            self.inner = self.make()
        if self.inner is None or self.inner.done:
            self.done = True
            return dt
        left = self.inner.step(dt)
        self.done = self.inner.done
        return left

    def finish(self) -> None:  # never spin on a wait nobody will release
        if self.ready():
            super().finish()
        else:
            self.done = True


@dataclass
class Step:
    key: str
    move_index: int


class GuideTable(TableScene):
    """The table of the guided first game (see the module docstring)."""

    guided = True  # no "Connect phones" in its menu (phones.py)

    def __init__(self, on_play: Callable[[], None] | None = None, *, sync_ai: bool = False):
        from dragomino.options import start_game

        self.skipped = False  # Skip went straight to the last card

        seats = [
            Seat(_("You"), LEARNER_COLOUR, None),
            Seat(_("Little dragon"), COMPUTER_COLOUR, "easy"),
        ]
        session = GameSession(
            ENGINE,
            seats,
            start_game(CONFIG, SEED),
            config=CONFIG,
            seed=SEED,
            start=start_game,
            table={"show_odds": False},
            autosave=None,
        )
        super().__init__(session, sync_ai=sync_ai, ai_seed=SEED)
        self.on_play = on_play
        self.step_number = 0
        self.computer_turns = 0
        self.paused = True  # the next turn waits while a tap-step is up
        self.step_clock = 0.0
        self.steps_seen: list[str] = ["hello"]
        self.wrong: str | None = None  # what the last wrong try was (a key of WRONG)
        self.wrong_at: tuple[float, float] | None = None  # where a wrong drop was
        self.wrong_clock = -99.0

    # ------------------------------------------------------------------ the script

    @property
    def step(self) -> Step:
        key, index = SCRIPT[min(self.step_number, len(SCRIPT) - 1)]
        return Step(key, index)

    @property
    def finished(self) -> bool:
        return self.step.key == "done"

    def target(self) -> PlaceDomino | None:
        """Your scripted move of the current step, while it is still to be made."""
        if self.step.key not in ("take", "turn", "place"):
            return None
        return LEARNER_MOVES[self.step.move_index]

    def learner_moves_made(self) -> int:
        return sum(1 for m in self.session.moves if m.get("display_index") is not None) - (
            self.computer_turns
        )

    def go_to(self, number: int) -> None:
        self.wrong = None
        self.step_number = min(number, len(SCRIPT) - 1)
        self.step_clock = 0.0
        key = self.step.key
        self.steps_seen.append(key)
        self.paused = key in WAIT_FOR_TAP or key == "done"
        if key in STEP_SOUND:
            self.sound(STEP_SOUND[key])

    def next_step(self) -> None:
        self.go_to(self.step_number + 1)

    def skip(self) -> None:
        """Straight to the last card (play a normal game or go to the menu)."""
        self.skipped = True
        if self.drag is not None:
            self.drag = None
        self.go_to(len(SCRIPT) - 1)

    def tap_ready(self) -> bool:
        """A tap-step may end: its pictures finished (the next turn is held back)."""
        key = self.step.key
        if key == "hello":
            return self.events.idle and self.step_clock > 0.3
        if key in ("hatch", "shell"):
            waiting = (
                isinstance(self.events.blocking, WaitThen) and not self.events.blocking.started
            )
            settled = waiting or (self.events.idle and self.floating is None)
            if key == "shell":
                settled = settled and self.shown_mother == LEARNER
            return settled
        return False

    def go_on(self) -> None:
        """The tap that ends a tap-step: the held turn (if any) plays on."""
        if not self.tap_ready():
            return
        self.sound("click")
        was = self.step.key
        self.next_step()
        if was == "hello" and self.events.idle:
            super()._after_events()

    def _check_step(self) -> None:
        """Advance the steps that end by themselves (what you did, or a computer turn)."""
        for _guard in range(len(SCRIPT)):
            key = self.step.key
            target = self.target()
            if key == "watch" and self.input_allowed():
                self.next_step()
            elif key in ("turn", "place") and self.drag is None and target is not None:
                if self.learner_moves_made() > self.step.move_index:
                    self.go_to(self._index_of(("hatch", "shell")))
                elif self.floating is None:
                    self.go_to(self._index_of(("take",)))  # it glided home: take it again
                else:
                    return
            elif target is not None and (
                (key == "take" and self._holding(target))
                or (key == "turn" and self._turned(target))
            ):
                self.next_step()
            else:
                return

    def _index_of(self, keys: tuple[str, ...]) -> int:
        """The script position of the first of `keys` for the current move."""
        index = self.step.move_index
        for number, (key, move_index) in enumerate(SCRIPT):
            if key in keys and move_index == index:
                return number
        return self.step_number

    def _holding(self, target: PlaceDomino) -> bool:
        drag = self.drag
        return drag is not None and drag.slot == target.display_index

    def _turned(self, target: PlaceDomino) -> bool:
        drag = self.drag
        return drag is not None and drag.orientation == target.orientation

    # ------------------------------------------------------------------ table hooks

    def _after_events(self) -> None:
        if self.step.key == "hello":
            return  # the little dragon waits until you said hello
        super()._after_events()

    def _animate(self, event: Event) -> Animation | None:
        """The next turn (or round) waits while you look at your egg."""
        if self.paused and isinstance(event, TurnStarted | RoundEnded | RoundStarted | GameEnded):
            parent = super()._animate
            return WaitThen(lambda: not self.paused, lambda: parent(event))
        return super()._animate(event)

    def play_computer(self, decision: Decision[Move]) -> None:
        """The little dragon plays its scripted move (the deal is made for it)."""
        if self.computer_turns < len(COMPUTER_MOVES):
            scripted = COMPUTER_MOVES[self.computer_turns]
            self.computer_turns += 1
            decision = dataclasses.replace(decision, move=scripted)
        super().play_computer(decision)

    def _pick_at(self, pos: tuple[int, int]) -> Drag | None:
        """Only the domino the dragon points at can be taken (another one: she says so)."""
        target = self.target()
        if target is None or not self.slot_rect(target.display_index).collidepoint(pos):
            if target is not None and any(
                self.slot_rect(k).collidepoint(pos)
                for k, dom in enumerate(self.shown_display)
                if dom is not None
            ):
                self.say_wrong("domino", None)
            return None
        return super()._pick_at(pos)

    def _let_go(self, drag: Drag, ghost: Ghost | None) -> None:
        """A drop anywhere but the glowing spot makes no move: the domino stays in hand
        (following the pointer until the next tap), the step stays, and the dragon says
        what was wrong, with a red cross where it was let go. It used to glide home and
        the step began again at "Take this domino" without a word (family play-test)."""
        # a quick drag may be let go before a frame moved the step on from "take": catch up
        # first, or the step's change would wipe what the dragon says (seen under Xvfb)
        self._check_step()
        target = self.target()
        if (
            ghost is None
            or target is None
            or (drag.slot, ghost.cell_a, ghost.orientation)
            != (target.display_index, target.cell, target.orientation)
        ):
            right_spot = ghost is not None and target is not None and ghost.cell_a == target.cell
            self.say_wrong("turn" if right_spot else "spot", drag.pos)
            if not drag.keyboard:
                drag.sticky = True  # still in hand: the next tap puts it down
                drag.press = None
            return
        super()._let_go(drag, ghost)

    def say_wrong(self, what: str, where: tuple[float, float] | None) -> None:
        """The dragon says what was wrong (`WRONG[what]`), with the refusal sound."""
        self.sound("refuse")
        self.wrong = what
        self.wrong_at = where
        self.wrong_clock = self.step_clock

    def line(self) -> str:
        """What the dragon says now (a msgid): the step's line, or what was wrong."""
        if self.wrong is not None and self.step_clock - self.wrong_clock < WRONG_SECONDS:
            return WRONG[self.wrong]
        return LINES[self.step.key]

    def open_pause(self) -> None:
        """Esc or the menu button: the guide's own way out is the last card."""
        self.skip()

    def take_back(self) -> bool:
        """No take-backs in the guide: a wrong drop already glides home."""
        return False

    def _draw_undo(self, surface: pygame.Surface) -> None:
        """The guide has no Undo button (see `take_back`)."""

    def _show_end(self) -> None:
        """The guide never reaches the end of the game."""

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """Help (F1) labels the table during the steps, not over the last card, and not the
        Undo button the guide does not have (F1 outlined an empty corner of the sea)."""
        if self.finished:
            return []
        return [(rect, msgid) for rect, msgid in super().help_spots() if msgid != UNDO_HELP]

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        etype = event.type
        key = self.step.key
        if etype == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.drag is not None:
                return super().handle_event(event)  # Esc puts a held domino back first
            if key != "done":
                self.skip()
                return True
            self.leave()
            return True
        if key == "done":
            return self._card_event(event)
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if SKIP_BUTTON.collidepoint(event.pos):
                self.sound("click")
                self.skip()
                return True
            if key in WAIT_FOR_TAP:
                self.go_on()
                return True
        if etype == pygame.KEYDOWN and key in WAIT_FOR_TAP:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.go_on()
            return True
        if key in WAIT_FOR_TAP or key == "watch":
            return etype != pygame.MOUSEMOTION or super().handle_event(event)
        return super().handle_event(event)

    def _card_event(self, event: pygame.event.Event) -> bool:
        """The last card: Play (Enter) or Menu."""
        choice = layer.card_choice(event)
        if choice == "play":
            self.play()
        elif choice == "menu":
            self.leave()
        return event.type != pygame.MOUSEMOTION

    def play(self) -> None:
        """A normal game: back to the one that offered the guide, or the setup screen."""
        self.sound("click")
        if self.on_play is not None:
            self.on_play()
        else:
            self.leave()

    # ------------------------------------------------------------------ time

    def update(self, dt: float) -> bool:
        if self.frozen:
            return False
        super().update(dt)
        self.step_clock += dt
        self._check_step()
        return True  # the outline pulses and the arrow bounces while the guide is up

    # ------------------------------------------------------------------ drawing

    def focus(self) -> list[pygame.Rect]:
        """What the dragon points at now (the rest is dimmed)."""
        key = self.step.key
        target = LEARNER_MOVES[self.step.move_index]
        if key == "watch":
            return [self.rect("display"), self.rect("banner")]
        if key == "take":
            return [self.slot_rect(target.display_index).inflate(8, 8)]
        cam = self.big
        spot = cam.cell_rect(target.cell).union(
            cam.cell_rect(half_b_cell(target.cell, target.orientation))
        )
        if key == "turn" and self.drag is not None:
            size = self.big.cell_px * 2 + 24
            held = pygame.Rect(0, 0, size, size)
            center = self._held_center(self.drag)
            held.center = (round(center[0]), round(center[1]))
            return [held, spot.inflate(10, 10)]  # turn it here, then where it goes
        if key in ("turn", "place"):
            return [spot.inflate(10, 10)]
        if key in ("hatch", "shell"):
            spots = [self.rect("island")]
            if key == "shell":
                spots.append(self.mother_rect())
            return spots
        return []

    def arrow_spot(self, focus: list[pygame.Rect]) -> pygame.Rect:
        """What the bouncing arrow points at: the mother dragon after a shell, else the first
        part in focus, together with the "egg ×n" badge over the held domino when they meet
        (the arrow hid the badge's egg and number while the domino sat on its spot)."""
        spot = focus[-1] if self.step.key == "shell" else focus[0]
        badge = self.preview_badge_rect(self.ghost())
        if badge is not None and badge.colliderect(spot.inflate(0, 2 * ARROW_REACH)):
            spot = spot.union(badge)
        return spot

    def mother_rect(self) -> pygame.Rect:
        box = pygame.Rect(0, 0, MOTHER_SIZE + 24, MOTHER_SIZE + 24)
        box.center = (round(self.mother.pos[0]), round(self.mother.pos[1]))
        return box

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        key = self.step.key
        focus = self.focus()
        layer.dim(surface, focus)
        layer.outline(surface, focus, self.clock)
        if focus and key != "hatch":
            layer.arrow(surface, self.arrow_spot(focus), self.clock)
        if key == "turn":
            self._turn_hint(surface, focus[0] if focus else self.rect("island"))
        if key == "done":
            line = layer.SKIPPED_LINE if self.skipped else LINES["done"]
            layer.done_card(surface, self.art.mother_token(170), line, self.clock)
            return
        box = BUBBLE_LOW
        if any(box.colliderect(spot) for spot in focus if spot != self.rect("island")):
            box = BUBBLE_HIGH
        go_on = key in WAIT_FOR_TAP and self.tap_ready()
        scale = comfort.text_scale(self)
        dragon = self.art.mother_token(118)
        layer.bubble(surface, box, dragon, self.line(), go_on, self.clock, scale)
        layer.skip_button(surface)
        since = self.step_clock - self.wrong_clock
        if self.wrong_at is not None and self.wrong is not None and since < CROSS_SECONDS:
            pieces.reason_icon(surface, "x", self.wrong_at, 44)  # where it was let go

    def turn_hint_rect(self, spot: pygame.Rect) -> pygame.Rect:
        """Where the mouse-and-R picture goes: beside `spot` (the held domino), first right,
        then left, a little farther out each try, then below or above, on the first place
        inside the island's frame that covers none of the island's pieces, the domino's
        spot, the turning arrow and the dragon's bubble (right of the held domino, it sat
        over the island's pieces in a play-test). Right beside `spot` if none is free."""
        box = pygame.Rect(0, 0, *TURN_HINT_SIZE)
        target = self.target()
        cells = list(self.shown_islands[self.shown_turn])
        if target is not None:
            cells += [target.cell, half_b_cell(target.cell, target.orientation)]
        blocked = [self.big.cell_rect(cell) for cell in cells]
        blocked += [spot.inflate(36, 36), BUBBLE_LOW]
        frame = self.rect("island").inflate(-12, -12)
        step = max(16, self.big.cell_px // 2)
        tries: list[tuple[str, tuple[int, int]]] = []
        for k in range(10):
            out = 24 + k * step
            tries += [("midleft", (spot.right + out, spot.centery + 32))]
            tries += [("midright", (spot.left - out, spot.centery + 32))]
        tries += [("midtop", (spot.centerx, spot.bottom + 24))]
        tries += [("midbottom", (spot.centerx, spot.top - 24))]
        for anchor, point in tries:
            setattr(box, anchor, point)
            if frame.contains(box) and box.collidelist(blocked) < 0:
                return box
        box.midleft = (spot.right + 24, spot.centery + 32)
        return box.clamp(pygame.Rect(8, 8, 1264, 784))

    def _turn_hint(self, surface: pygame.Surface, spot: pygame.Rect) -> None:
        """A mouse with its right button lit, and the R key below it: how to turn."""
        box = self.turn_hint_rect(spot)
        mouse = pygame.Rect(box.x, box.y, 54, 78)
        pygame.draw.rect(surface, (250, 250, 250), mouse, border_radius=26)
        right = pygame.Rect(mouse.centerx, mouse.y, mouse.w // 2, mouse.h // 2)
        glow = kit.GOLD if math.sin(self.clock * 6) > 0 else (255, 140, 60)
        pygame.draw.rect(surface, glow, right, border_top_right_radius=26)
        pygame.draw.line(surface, (40, 24, 14), (mouse.centerx, mouse.y), mouse.center, 3)
        pygame.draw.line(
            surface, (40, 24, 14), (mouse.x, mouse.centery), (mouse.right, mouse.centery), 3
        )
        pygame.draw.rect(surface, (40, 24, 14), mouse, 3, border_radius=26)
        cap = pygame.Rect(0, 0, 52, 52)
        cap.midtop = (mouse.centerx, mouse.bottom + 12)  # TURN_HINT_SIZE holds both
        pygame.draw.rect(surface, (250, 250, 250), cap, border_radius=10)
        pygame.draw.rect(surface, (40, 24, 14), cap, 3, border_radius=10)
        kit.text(surface, "R", 30, kit.INK, center=cap.center)
        # a curved "turn" arrow around the held domino
        arc = spot.inflate(24, 24)
        start = self.clock * 2 % (2 * math.pi)
        pygame.draw.arc(surface, kit.GOLD, arc, start, start + 4.2, 6)


def guide_scene(on_play: Callable[[], None] | None = None) -> Scene:
    """The shell's entry (`common.scenes.guide_entry`): a new guided first game."""
    return GuideTable(on_play)
