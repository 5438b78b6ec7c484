"""Reaction windows and the small private choices of Die Dracheninsel's table.

A `ReactionRound` is what everybody sees after an action that may be answered: one
neutral prompt ("Does anyone want to answer?") with the action and a countdown whose
length comes from the table's own seeded RNG, never from anybody's hand. People claim it
by clicking their seat badge or pressing their seat number; computer seats decide inside
the same round (their answers are applied when it closes, in the engine's seat order).

`ChoicePanel` is a private answer view: a title, a few buttons (play a green card,
decline, wait / abandon, which partner to push out), drawn over the table after that
person's hand-off. The exchange picker is the hand itself (cards marked) plus a panel.
It sits over the middle of the island, so it can be seen through and moved aside: holding
its eye button fades it away (look where the piece went, let go, answer), and dragging
it by anything but a button moves it; the table opens the next one where the last was
left (family play-test, issue 27 finding 9: the panel hid the move it asked about). The
board has no free room beside it for a docked panel: the seat panels fill both sides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.widgets import Button, WidgetGroup, fit_text
from dracheninsel.ui.layout import BADGE_GAP, BADGE_H, BADGE_W, BASE, CHOICE, PROMPT, TableLayout

__all__ = ["BADGE_GAP", "BADGE_H", "BADGE_W", "CHOICE", "PROMPT"]  # their home is layout.py
#: How long a reaction bar runs, by the setup's "Time to answer" (seconds, shortest to
#: longest; each bar draws its length between them). "short" is the former fixed 2-4 s:
#: play-testers found it short for a claim, so families get "normal" unless they choose.
ANSWER_TIMES: dict[str, tuple[float, float]] = {
    "short": (2.0, 4.0),
    "normal": (3.5, 6.0),
    "long": (6.0, 10.0),
}
DEFAULT_ANSWER_TIME = "normal"
#: px at factor 1.0: the claim hint is never smaller (the setup's and the bar's readable size,
#: 14; at 12 it was about 9 px on screen in a 960x640 window); with larger text it grows
HINT_MIN = 14
HINT_SIZE = 15  # px at factor 1.0: the hint's size when it has the room
HINT_GAP = 2  # px between the hint's line and the badges under it
COUNTDOWN_MIN = 180  # px: the countdown bar keeps at least this when the hint shares its line
WHAT_MIN = 12  # px: the action beside the prompt's title is never smaller
PEEK_SIZE = 40  # px at factor 1.0: the eye button in the panel's top right corner
PEEK_INSET = 10  # px from the panel's top and right edges
PEEK_ALPHA = 28  # how much of the panel shows while its eye button is held (of 255)
PEEK_HINT = N_("Hold to see the board")
#: a panel moved aside keeps at least this much of itself on the canvas
CANVAS_RECT = pygame.Rect(0, 0, 1280, 800)


#: Seconds a window stays open at least, counted from its opening, however fast everybody
#: says "go on" (`ReactionRound.floor`), by what the window answers (public facts only):
#: a counter window (Sneak Attack, Fear & Loathing, a chain to counter) is where the
#: expert searches, up to its 0.4 s budget (dracheninsel/ai/expert.py), when it holds
#: Counter Magic; everywhere else every level answers by a rule of thumb in milliseconds.
#: Each floor is well above the slowest computer's answer there, so the moment a window
#: closes early never waits for a computer: see `ReactionRound`.
ANSWER_FLOORS: dict[str, float] = {"counter": 1.2, "slumber": 0.4}
#: A claim (or "go on") made in a bar's first seconds, when another bar closed shortly
#: before, was not made on it: nobody reads a new bar and decides to claim it that fast,
#: so the hand was on its way to the bar before (the badges stand in the same place). A
#: play-tester's late claim of "Computer 3 moves" answered "Computer 4 plays Foolhardy
#: Flight" instead (under Xvfb a claim key reached the next bar 0.1 s after it opened).
LATE_CLAIM = 0.8
#: ... "shortly before": within this many seconds. With no bar on screen a claim then is
#: told it came too late too (a number key there did nothing at all before). Seconds of
#: the table's clock, which runs while the table moves.
LATE_NOTE = 3.0
TOO_LATE = N_("Too late — that chance has passed")
#: Seconds the bar takes to run empty once everybody asked has said "go on" (it is seen
#: to end, not to vanish; the self-test's "go on" picture shows it half way).
CLOSE_TIME = 0.35


def answer_floor(kind: str, chain: bool) -> float:
    """`ANSWER_FLOORS` for a window of `kind`; a chain on the table may be countered, so a
    slumber window with a card on its chain waits as long as a counter window."""
    return ANSWER_FLOORS["counter" if chain else kind] if kind in ANSWER_FLOORS else 1.2


@dataclass
class ReactionRound:
    """One open reaction window as the table shows it.

    `decisions` holds the answers collected so far (seat -> move); seats without one pass.
    `paused` stops the countdown while a person who claimed answers privately.

    Who ends a window, and when (issue 27: every action opened a 4.5-6.8 s bar that
    nobody could end). `asked` are the people who may answer (everyone but the seat that
    played what is answered: a public fact). Each says "go on" (`go_on`) with the same
    key or button whether or not they hold a green card, and a claim answered "Nothing"
    counts as one. Once all of them have, the bar runs empty in `CLOSE_TIME` (`early`).
    A window nobody at the screen may answer (`quiet`: a person's action with only
    computers to answer it) shows no bar at all: it lasts until that person moves on
    (Take back stays at hand meanwhile) or its drawn length ends, and where nobody at
    the screen acts either (the computers' own moves) just its `floor`.

    The computers never end a window and never show in its timing. They are asked when
    it opens and answer on a copy of the game; their answers wait, unseen, until it
    closes, in the engine's order. Their decision is awaited in every case (`tick` never
    closes while one thinks), so what could tell is a decision that arrives after the
    window could have closed without it: a computer thinking longer because it holds a
    card. Hence `floor`: no window ends early before it, however fast everybody says "go
    on", and it is chosen per kind of window from public facts alone (`answer_floor`) to
    outlast the slowest computer's answer there by far (the expert's 0.4 s search in a
    counter window, milliseconds elsewhere). The end time is then a function of public
    facts only: the drawn length, the floor, and when the people said "go on". (A machine
    so loaded that a computer overruns the floor would make the window wait for it; the
    table logs that.) A person's card answer, or the acting person's next move in a plain
    step's window, closes it once the computers have answered (`hurry`): those come
    seconds after it opened (a claim, a hand-off and a choice; a drag), and a move may
    cut short only a slumber window, where every computer answers in milliseconds.
    """

    duration: float
    what: Callable[[], str]  # the action being answered, in the current language
    left: float = 0.0
    decisions: dict[int, Any] = field(default_factory=dict)
    claimant: int | None = None
    claimed: set[int] = field(default_factory=set)
    thinking: set[int] = field(default_factory=set)  # computer seats still deciding
    closed: bool = False
    asked: list[int] = field(default_factory=list)  # people who may answer (public)
    floor: float = 0.0  # seconds it stays open at least (`answer_floor`)
    went_on: set[int] = field(default_factory=set)  # people who said "go on"
    elapsed: float = 0.0  # seconds it has been counting
    opened_at: float = 0.0  # the table's clock when it opened (a late claim, rounds.py)
    early: bool = False  # everybody asked said "go on": the bar runs empty
    hurry: bool = False  # close as soon as the computers have answered
    _drain: tuple[float, float] = (0.0, 0.0)  # (fraction, seconds) when it began to empty

    def __post_init__(self) -> None:
        self.left = self.duration

    @property
    def quiet(self) -> bool:
        """Nobody at the screen may answer: no bar is shown, nobody needs to look."""
        return not self.asked

    @property
    def paused(self) -> bool:
        return self.claimant is not None

    def go_on(self, seat: int) -> bool:
        """`seat` says "go on"; True when that was news. When everybody asked has said it,
        the bar runs empty, no sooner than the floor (see the class docstring)."""
        if seat not in self.asked or seat in self.went_on:
            return False
        self.went_on.add(seat)
        if not self.early and self.went_on >= set(self.asked):
            drain = min(self.left, max(CLOSE_TIME, self.floor - self.elapsed))
            self._drain = (self.fraction(), drain)
            self.early = True
            self.left = drain
        return True

    def everyone_went_on(self) -> bool:
        return bool(self.asked) and self.went_on >= set(self.asked)

    def tick(self, dt: float) -> bool:
        """Run the countdown; True once it may close: it has run out (or is hurried) and
        every computer has decided."""
        if not self.paused:
            self.elapsed += dt
            if self.left > 0:
                self.left = max(0.0, self.left - dt)
        ended = self.left <= 0 or self.hurry
        return ended and not self.thinking and not self.paused

    def fraction(self) -> float:
        if self.early:
            start, drain = self._drain
            return start * self.left / drain if drain > 0 else 0.0
        return self.left / self.duration if self.duration > 0 else 0.0


def round_length(rng_value: float, answer_time: str = DEFAULT_ANSWER_TIME) -> float:
    """The countdown of a window, from a uniform draw in [0, 1) of the table's own RNG (never
    from a hand) within the range `answer_time` names (an unknown name: the default)."""
    shortest, longest = ANSWER_TIMES.get(answer_time, ANSWER_TIMES[DEFAULT_ANSWER_TIME])
    return shortest + (longest - shortest) * rng_value


def badge_rects(seats: list[int], lay: TableLayout = BASE) -> dict[int, pygame.Rect]:
    """The claim badges under the prompt, one per person, centred. Five badges with larger
    text would reach the prompt's rounded right edge (seen under Xvfb): they narrow to fit."""
    prompt = lay.prompt
    w, h, gap = lay.badge
    left = prompt.x + 22
    if seats:
        w = min(w, (prompt.right - 16 - left - (len(seats) - 1) * gap) // len(seats))
    return {
        seat: pygame.Rect(left + i * (w + gap), prompt.bottom - h - 8, w, h)
        for i, seat in enumerate(seats)
    }


def go_on_rects(badges: dict[int, pygame.Rect]) -> dict[int, pygame.Rect]:
    """Each badge's "go on" end (a tick): the right part of the badge; the rest claims.
    With several people each says "go on" there (or Shift and their number)."""
    out = {}
    for seat, rect in badges.items():
        w = min(max(26, rect.height), rect.width // 3)
        out[seat] = pygame.Rect(rect.right - w, rect.y, w, rect.height)
    return out


def draw_tick(
    surface: pygame.Surface, rect: pygame.Rect, ink: tuple[int, int, int], width: int
) -> None:
    """A tick mark in `rect` (drawn, not a font glyph: every font shows it alike)."""
    x, y, w, h = rect.x, rect.y, rect.width, rect.height
    points = [
        (x + w * 0.24, y + h * 0.52),
        (x + w * 0.44, y + h * 0.72),
        (x + w * 0.78, y + h * 0.3),
    ]
    pygame.draw.lines(surface, ink, False, points, width)


def draw_prompt(
    surface: pygame.Surface,
    rnd: ReactionRound,
    people: list[int],
    names: list[str],
    colours: list[tuple[int, int, int]],
    lay: TableLayout = BASE,
    ticks: bool = True,
) -> None:
    """The neutral prompt: the same picture whoever holds which cards. `names` are the
    badges' words, each with the seat number that claims (the panels' `panel_title`).
    `ticks`: each badge ends in its "go on" box (several people; a lone person has the
    "Go on" button instead), ticked once its person has said it, which everyone does
    alike, holding a green card or not."""
    prompt = lay.prompt
    theme.draw_panel(surface, prompt, theme.CARD, theme.PRIMARY, radius=20)
    title = _("Does anyone want to answer?")
    if rnd.early:
        title = _("Everybody said go on")
    what = rnd.what()
    title_size, size = prompt_sizes(title, what, lay)
    head_h = assets.font(lay.font(theme.SIZE_BODY), True).get_height()  # the row keeps its height
    label = assets.text(title, title_size, theme.PRIMARY_DARK, True)
    surface.blit(label, (prompt.x + 22, prompt.y + 8 + (head_h - label.get_height()) // 2))
    middle = prompt.y + 9 + (head_h + 1) // 2  # beside the title
    line = assets.text(what, size, theme.INK, False)
    surface.blit(line, line.get_rect(midleft=(prompt.x + 36 + label.get_width(), middle)))
    # the countdown bar between the title line and the badges
    bar = pygame.Rect(prompt.x + 22, prompt.y + 16 + head_h, prompt.width - 140, 8)
    badges = badge_rects(people, lay)
    hint_text = claim_hint(ticks and len(badges) > 0)
    if badges:
        right = max(rect.right for rect in badges.values())
        hint_w = prompt.right - 14 - (right + 14)
        smallest = lay.font(HINT_MIN)
        if assets.font(smallest).size(hint_text)[0] <= hint_w:  # beside the badges
            hint_size = fit_text(hint_text, lay.font(HINT_SIZE), hint_w, min_size=smallest)
            hint = assets.text(hint_text, hint_size, theme.INK_SOFT)
            badge_middle = prompt.bottom - 8 - lay.badge[1] // 2
            surface.blit(hint, hint.get_rect(midleft=(right + 14, badge_middle)))
        else:  # the badges fill the row: the hint shares the countdown's line, which shortens
            room = bar.width - COUNTDOWN_MIN - 16
            hint_size = fit_text(hint_text, lay.font(HINT_SIZE), room, min_size=HINT_MIN)
            hint = assets.text(hint_text, hint_size, theme.INK_SOFT)
            bar.width -= hint.get_width() + 16
            at = hint.get_rect(midleft=(bar.right + 16, bar.centery))
            # with larger text its line would touch the badges' tops: it rises to keep a gap
            at.bottom = min(at.bottom, min(rect.top for rect in badges.values()) - HINT_GAP)
            surface.blit(hint, at)
    pygame.draw.rect(surface, theme.INK_FAINT, bar, border_radius=4)
    filled = bar.copy()
    filled.width = round(bar.width * rnd.fraction())
    if filled.width > 0:
        pygame.draw.rect(surface, theme.PRIMARY, filled, border_radius=4)
    for seat, rect in badges.items():
        rgb = colours[seat]
        pygame.draw.rect(surface, rgb, rect, border_radius=12)
        if seat == rnd.claimant:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), 3, 14)
        text = names[seat]
        ink = theme.ideal_text_colour(rgb)
        name_rect = rect
        if ticks:
            tick = go_on_rects({seat: rect})[seat]
            name_rect = rect.copy()
            name_rect.width -= tick.width
            said = seat in rnd.went_on
            inner = tick.inflate(-6, -6)
            pygame.draw.rect(surface, theme.CARD if said else rgb, inner, border_radius=9)
            pygame.draw.rect(surface, ink, inner, 2, border_radius=9)
            if said:  # an empty box to tick; ticked once said
                draw_tick(surface, inner, theme.PRIMARY_DARK, max(2, lay.px(3)))
        size = fit_text(text, lay.font(16), name_rect.width - 12, bold=True, min_size=11)
        badge = assets.text(text, size, ink, True)
        surface.blit(badge, badge.get_rect(center=name_rect.center))


def prompt_sizes(title: str, what: str, lay: TableLayout = BASE) -> tuple[int, int]:
    """Font sizes of the prompt's title and of the action beside it. The action is what the
    bar is about, so when both do not fit the row (left of the speed button) the title gives
    way first, then both shrink together: a play-tester saw "Oezlem spielt Angst & Schrecken
    gegen Jörg" at 12 px and cut off under the 2x button with larger text, the title at 30."""
    room = lay.prompt.width - 150  # title + action, from the prompt's left edge to the button
    title_size, size = lay.font(theme.SIZE_BODY), lay.font(theme.SIZE_SMALL)

    def width() -> int:
        return assets.font(title_size, True).size(title)[0] + assets.font(size).size(what)[0]

    while width() > room and size > WHAT_MIN:
        if title_size > size + 3:
            title_size -= 1
        else:
            title_size, size = title_size - 1, size - 1
    return title_size, size


def claim_hint(ticks: bool = False) -> str:
    """The words beside the badges; with ticks, how to say "go on" too."""
    if ticks:
        return _("Name or number: answer. Tick: go on")
    return _("Click your name or press your number")


@dataclass
class Choice:
    """One button of a private choice: its words and what happens when it is picked."""

    label: Callable[[], str]
    action: Callable[[], None]
    style: str = "primary"


class ChoicePanel:
    """A private question with a few answers, drawn over the table."""

    def __init__(
        self,
        title: Callable[[], str],
        choices: list[Choice],
        rect: pygame.Rect | None = None,
        note: Callable[[], str] | None = None,
        lay: TableLayout = BASE,
    ) -> None:
        self.title = title
        self.note = note
        self.choices = choices
        self.lay = lay
        self.rect = pygame.Rect(rect if rect is not None else lay.choice)
        self.group = WidgetGroup()
        self.offset = (0, 0)  # how far it was moved from where it opened
        self.placed = False  # moved to where the table's last panel was left (`follow`)
        self.peeking = False  # its eye button is held: the panel is faded away
        self.peek_hover = False
        self.grab: tuple[int, int] | None = None  # the pointer's place when a drag began
        self.grab_offset = (0, 0)  # ... and the panel's offset then
        self._faded: pygame.Surface | None = None
        count = len(choices)
        gap = 12
        height = lay.choice_button_h
        buttons_h = count * height + (count - 1) * gap
        # words above the buttons never run under them: the panel grows (about its
        # centre) when the title and note need more room than it has
        wanted = self._words_height() + 16 + buttons_h + 20
        if wanted > self.rect.height:
            self.rect = self.rect.inflate(0, wanted - self.rect.height)
        top = self.rect.bottom - 20 - buttons_h
        for index, choice in enumerate(choices):
            button = Button(
                (self.rect.x + 40, top + index * (height + gap), self.rect.width - 80, height),
                "",
                choice.action,
                style=choice.style,
                font_size=lay.font(theme.SIZE_SMALL + 1),
                translate=False,
            )
            button.label = choice.label()
            self.group.add(button)

    def _title_picture(self) -> pygame.Surface:
        """The question, each line centred like the note and the answers under it (a
        German question that wrapped hung its last word at the left edge, Xvfb); it keeps
        clear of the eye button in the corner on both sides, so it stays centred."""
        size = self.lay.font(theme.SIZE_BODY)
        width = self.rect.width - 2 * (self.lay.px(PEEK_SIZE) + PEEK_INSET + 6)
        return assets.wrapped_text(self.title(), size, theme.INK, width, True, align="center")

    def peek_rect(self) -> pygame.Rect:
        """The eye button: hold it to see the board through the panel."""
        side = self.lay.px(PEEK_SIZE)
        return pygame.Rect(
            self.rect.right - PEEK_INSET - side, self.rect.y + PEEK_INSET, side, side
        )

    def move(self, dx: int, dy: int) -> None:
        """Move the panel and its buttons, never off the canvas."""
        moved = self.rect.move(dx, dy).clamp(CANVAS_RECT)
        dx, dy = moved.x - self.rect.x, moved.y - self.rect.y
        if not (dx or dy):
            return
        self.rect = moved
        for widget in self.group.widgets:
            widget.rect.move_ip(dx, dy)
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)

    def follow(self, offset: tuple[int, int]) -> tuple[int, int]:
        """Open where the table's last panel was left (once), then report where this one is:
        a panel put aside stays aside for the next question."""
        if not self.placed:
            self.placed = True
            self.move(offset[0] - self.offset[0], offset[1] - self.offset[1])
        return self.offset

    def _note_picture(self) -> pygame.Surface | None:
        if self.note is None:
            return None
        size = self.lay.font(theme.SIZE_SMALL)
        width = self.rect.width - 60
        return assets.wrapped_text(self.note(), size, theme.INK_SOFT, width, align="center")

    def _words_height(self) -> int:
        """From the panel's top to the end of the title (and the note under it)."""
        note = self._note_picture()
        bottom = 18 + self._title_picture().get_height()
        return bottom if note is None else bottom + 16 + note.get_height()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Pointer on the buttons; Tab or the arrow keys move the focus ring from answer to
        answer, Enter or Space picks the ringed one. Holding the eye button fades the panel
        away; pressing anywhere else on it (not a button) and dragging moves it."""
        if self._pointer(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            back = pygame.KMOD_SHIFT if event.key == pygame.K_UP else 0
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=back, unicode="\t")
        return bool(self.group.handle_event(event))

    def _pointer(self, event: pygame.event.Event) -> bool:
        """Peeking and dragging; True when the event was theirs."""
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.peek_hover = self.peek_rect().collidepoint(pos)
        if self.peeking:  # while held, nothing else happens (the panel is not there)
            if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
                self.peeking = False
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if self.grab is not None:
            if event.type == pygame.MOUSEMOTION and pos is not None:
                (x, y), (ox, oy) = self.grab, self.grab_offset
                self.move(ox + pos[0] - x - self.offset[0], oy + pos[1] - y - self.offset[1])
                return True
            if event.type == pygame.MOUSEBUTTONUP:
                self.grab = None
                return True
            return event.type == pygame.MOUSEBUTTONDOWN
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
            return False
        if pos is None or not self.rect.collidepoint(pos):
            return False
        if self.peek_rect().collidepoint(pos):
            self.peeking = True
            return True
        if any(w.rect.collidepoint(pos) for w in self.group.widgets):
            return False  # the buttons' own
        self.grab = (int(pos[0]), int(pos[1]))
        self.grab_offset = self.offset
        return True

    def update(self, dt: float) -> bool:
        return bool(self.group.update(dt))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.peeking:
            self._draw_panel(surface)
        else:  # faded away: the board shows through; the held eye stays plain
            if self._faded is None or self._faded.get_size() != surface.get_size():
                self._faded = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._faded.fill((0, 0, 0, 0))
            self._draw_panel(self._faded)
            self._faded.set_alpha(PEEK_ALPHA)
            surface.blit(self._faded, self.rect, self.rect)
        self._draw_eye(surface)

    def _draw_eye(self, surface: pygame.Surface) -> None:
        """The eye button, lit while held or under the pointer; its hint beside it."""
        rect = self.peek_rect()
        lit = self.peeking or self.peek_hover
        pygame.draw.rect(
            surface, theme.HIGHLIGHT if lit else theme.PAPER_DARK, rect, border_radius=10
        )
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=10)
        eye = rect.inflate(-rect.w // 4, -rect.h // 2)
        pygame.draw.ellipse(surface, theme.INK, eye, 2)
        pygame.draw.circle(surface, theme.INK, eye.center, max(3, eye.h // 3))
        if lit:
            hint = assets.text(_(PEEK_HINT), self.lay.font(15), theme.INK, True)
            box = hint.get_rect(midright=(rect.x - 14, rect.centery)).inflate(14, 8)
            box.clamp_ip(CANVAS_RECT)
            pygame.draw.rect(surface, theme.CARD, box, border_radius=8)
            pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=8)
            surface.blit(hint, hint.get_rect(center=box.center))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.rect, theme.CARD, theme.GOLD, radius=22)
        label = self._title_picture()
        surface.blit(label, label.get_rect(midtop=(self.rect.centerx, self.rect.y + 18)))
        note = self._note_picture()
        if note is not None:
            surface.blit(
                note,
                note.get_rect(midtop=(self.rect.centerx, label.get_height() + self.rect.y + 34)),
            )
        for widget, choice in zip(self.group.widgets, self.choices, strict=False):
            if isinstance(widget, Button):
                widget.label = choice.label()
        self.group.draw(surface)


def level_names() -> list[str]:
    """Marks the computer level names for translation (panels show them capitalised)."""
    return [N_("Easy"), N_("Normal"), N_("Hard"), N_("Expert")]
