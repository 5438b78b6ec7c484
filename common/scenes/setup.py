"""Game setup: seats (name, colour, human/computer, level), rule options, start player."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from common import assets, theme
from common.games import LEVELS, GamePlugin, GameSetup, OptionSpec, SeatConfig
from common.i18n import N_, _
from common.names import shown_name
from common.remote.seat_codes import PHONES_OPTION, SeatCodes, SeatRow
from common.scenes.base import HEADER_HEIGHT, MenuScene, label
from common.widgets import (
    SEGMENT_MARGIN,
    Button,
    ColourSwatches,
    SegmentedChoice,
    Stepper,
    TextField,
    Widget,
    button_width,
    could_not_start_dialog,
    ellipsize,
    fit_text,
)

log = logging.getLogger(__name__)

PLAYERS_PANEL = pygame.Rect(24, HEADER_HEIGHT + 8, 920, 676)
NAME_WIDTH = 158  # "Computer 6" fits its field with room to spare
BADGE_X = 42  # the seat's numbered badge, from the panel's left edge
CHIP = 46  # per colour chip; 33 drew Dragomino's seat faces 12 px wide (seen under Xvfb)
CHIPS_ROOM = 240  # all of a seat's chips: six colours get 40 px each (31 drew 24 px faces)
CHIP_HEIGHT = 48
KIND_WIDTH = 206  # "Mensch | Computer" at 18 px (190 squeezed it to 15)
LEVEL_HEIGHT = 40  # the level chooser's arrows are square: 40 leaves its words their room
COLUMN_GAP = 10
CHIPS_GAP = 8  # the chips draw 3 px inside their slots: a smaller gap looks the same
HERE_MIN = 16  # px: "plays at this screen" wraps onto two lines rather than shrink below
SIDE_PANEL = pygame.Rect(964, HEADER_HEIGHT + 8, 292, 676)
ROW_TOP = PLAYERS_PANEL.y + 92
NAME_MAX = 14
# The rule options: each its name, a line in plain words under it and its chooser (a
# family did not understand "Owner passes first: Duel goes on / Duel ends" without one)
OPTIONS_TOP = SIDE_PANEL.y + 64  # under the "Options" heading
OPTIONS_BOTTOM = SIDE_PANEL.bottom - 196  # above "Who starts?"
OPTION_NAME_H = 23  # the option's name
OPTION_CONTROL_H = 44  # its chooser, as tall as fits (never under OPTION_CONTROL_MIN)
OPTION_CONTROL_MIN = 30  # five options fit (issue 24: "Cards on phones")
OPTION_GAP = 4  # between two options (five options and four lines under them fit)
# The smallest line a player must read here: its line is 20 px tall, 12.5 px on screen in
# an 800x500 window (the canvas at 0.625); 14-15 px drew lines of 11 px (issue 27)
READ_MIN = 16
SUBTITLE_SIZE = READ_MIN  # the line under the name wraps rather than shrink
SUBTITLE_MIN = READ_MIN  # ... and is never smaller
#: The option choosers reach a little further out than the words above them: two labels
#: side by side ("darf aufgeben | wartet") keep READ_MIN with their pills' margins
OPTION_INSET = 20
SUBTITLE_LINES = 2  # a subtitle longer than this (at SUBTITLE_MIN) is left out
START_LABEL_Y = SIDE_PANEL.bottom - 184  # "Who starts?"
START_CHOICE = pygame.Rect(SIDE_PANEL.x + 22, SIDE_PANEL.bottom - 166, SIDE_PANEL.width - 44, 48)
START_BUTTON = pygame.Rect(SIDE_PANEL.x + 22, SIDE_PANEL.bottom - 96, SIDE_PANEL.width - 44, 76)

KIND_CHOICES = [("human", N_("Human")), ("computer", N_("Computer"))]
LEVEL_CHOICES = [
    ("easy", N_("Easy")),
    ("normal", N_("Normal")),
    ("hard", N_("Hard")),
    ("expert", N_("Expert")),
]


@dataclass
class OptionRow:
    """One rule option on the setup screen: where its name, its line and its chooser sit."""

    option: OptionSpec
    top: int  # the name's line starts here
    subtitle: pygame.Surface | None  # the line in plain words under the name
    control: pygame.Rect

    def area(self) -> pygame.Rect:
        """The whole option, for F1."""
        return pygame.Rect(
            self.control.x - 6,
            self.top - 2,
            self.control.width + 12,
            self.control.bottom - self.top + 4,
        )


class CycleChoice(Widget):
    """‹ value › : compact chooser for long lists (start player, many-valued options)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        options: list[tuple[Any, str]],
        value: Any,
        on_change: Any = None,
        translate: bool = True,
    ) -> None:
        super().__init__(rect)
        self.options = options
        self.value = value
        self.on_change = on_change
        self.translate = translate
        h = self.rect.height
        self.left = Button(
            (self.rect.x, self.rect.y, h, h),
            "‹",
            lambda: self.shift(-1),
            style="plain",
            font_size=34,
            translate=False,
        )
        self.right = Button(
            (self.rect.right - h, self.rect.y, h, h),
            "›",
            lambda: self.shift(1),
            style="plain",
            font_size=34,
            translate=False,
        )

    def key_adjust(self, step: int) -> bool:
        self.shift(step)
        return True

    def index(self) -> int:
        for i, (value, _label) in enumerate(self.options):
            if value == self.value:
                return i
        return 0

    def shift(self, delta: int) -> None:
        i = (self.index() + delta) % len(self.options)
        self.value = self.options[i][0]
        if self.on_change is not None:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        return self.left.handle_event(event) or self.right.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        inner = self.rect.inflate(-2 * self.rect.height - 8, 0)
        pygame.draw.rect(surface, theme.PAPER_DARK, inner, border_radius=theme.RADIUS_SMALL)
        text = self.options[self.index()][1]
        text = _(text) if self.translate else text
        from common.widgets import draw_text_centered

        room = inner.width - 2 * SEGMENT_MARGIN
        size = fit_text(text, theme.SIZE_BODY - 2, room, bold=True, min_size=15)
        text = ellipsize(text, size, room, bold=True)  # a long name stays inside
        draw_text_centered(surface, text, size, theme.INK, inner.center, bold=True)
        self.left.draw(surface)
        self.right.draw(surface)


def choice_widget(
    rect: tuple[int, int, int, int],
    choices: list[tuple[Any, str]],
    value: Any,
    on_change: Any,
    tooltip: str | None = None,
) -> Widget:
    """Up to three choices side by side; more as ‹ value ›, one at a time in words large
    enough to read (the computer levels side by side were squeezed to 12 px, "Normal"
    touching its pill, in a six-colour game's seat row)."""
    if len(choices) <= 3:
        return SegmentedChoice(rect, choices, value, on_change, tooltip=tooltip)
    widget = CycleChoice(rect, choices, value, on_change)
    widget.tooltip = tooltip
    return widget


def default_seats(plugin: GamePlugin, count: int) -> list[SeatConfig]:
    colours = [cid for cid, _rgb, _name in plugin.seat_colours]
    return [
        SeatConfig(
            name="", colour=colours[i % len(colours)], kind="human" if i == 0 else "computer"
        )
        for i in range(count)
    ]


class SetupScene(MenuScene):
    """Everything before the first move. Remembers the last setup per game in settings."""

    def __init__(self, plugin: GamePlugin) -> None:
        super().__init__()
        self.plugin = plugin
        self.seats: list[SeatConfig] = []
        self.options: dict[str, Any] = plugin.default_options()
        self.start_player: int | None = None
        self.name_fields: list[TextField] = []
        self._loaded = False
        # "Cards on phones": each person's QR code, when the game offers the option and
        # the host switches it on (common/remote/seat_codes.py)
        # A phone joins on the server's thread: wake the idle loop so its seat says so at
        # once, not at the next mouse move (a resting setup screen waits for events)
        self.codes = SeatCodes(plugin.game_id, wake=self._wake_from_phone)
        self._phones_seen: frozenset[int] = frozenset()

    def on_enter(self) -> None:
        if not self._loaded:
            self._load_last()
            self._loaded = True
        super().on_enter()

    def _load_last(self) -> None:
        saved = self.app.settings.last_setups.get(self.plugin.game_id)
        seats: list[SeatConfig] = []
        if isinstance(saved, dict):
            try:
                setup = GameSetup.from_json({"game_id": self.plugin.game_id, **saved})
                valid = {cid for cid, _rgb, _name in self.plugin.seat_colours}
                seats = [s for s in setup.seats if s.colour in valid]
                for s in seats:
                    if s.level not in self.plugin.levels:  # a level this game lacks
                        s.level = "hard"
                for opt in self.plugin.options:
                    if opt.key in setup.options and any(
                        v == setup.options[opt.key] for v, _l in opt.choices
                    ):
                        self.options[opt.key] = setup.options[opt.key]
            except (KeyError, TypeError, ValueError) as exc:
                log.info("ignoring remembered setup: %s", exc)
        if not (self.plugin.min_seats <= len(seats) <= self.plugin.max_seats):
            seats = default_seats(self.plugin, self.plugin.min_seats)
            saved = None  # a start player would name seats that are not these
        self.seats = seats
        # who starts (Dragomino: "Youngest player") is remembered with the names and seats
        # it names (it fell back to Random every new game while they were kept; play-test)
        start = saved.get("start_player") if isinstance(saved, dict) else None
        if isinstance(start, int) and not isinstance(start, bool) and 0 <= start < len(seats):
            self.start_player = start

    # --- layout -------------------------------------------------------------------------
    def row_height(self) -> int:
        return min(100, (PLAYERS_PANEL.bottom - ROW_TOP - 50) // max(1, self.plugin.max_seats))

    def chip(self) -> int:
        """Width per colour chip: narrower when a game has many colours (never under 40 px
        for six, a child's fingertip on the mouse; the kind and level columns give way)."""
        return min(CHIP, CHIPS_ROOM // max(1, len(self.plugin.seat_colours)))

    def ghost_rect(self) -> pygame.Rect:
        """The dashed "free seat" row right under the last seat."""
        row_h = self.row_height()
        y = ROW_TOP + len(self.seats) * row_h
        return pygame.Rect(PLAYERS_PANEL.x + 12, y + 4, PLAYERS_PANEL.width - 24, row_h - 8)

    def columns(self) -> dict[str, int]:
        """x positions of the seat row columns; the colour chips decide the spacing."""
        name_x = PLAYERS_PANEL.x + BADGE_X + 32
        chips_x = name_x + NAME_WIDTH + COLUMN_GAP
        kind_x = chips_x + self.chip() * len(self.plugin.seat_colours) + CHIPS_GAP
        level_x = kind_x + KIND_WIDTH + COLUMN_GAP
        return {"name": name_x, "chips": chips_x, "kind": kind_x, "level": level_x}

    def build(self) -> None:
        self.add_back_button()
        count = Stepper(
            (PLAYERS_PANEL.right - 190, PLAYERS_PANEL.y + 18, 166, 52),
            len(self.seats),
            self.plugin.min_seats,
            self.plugin.max_seats,
            self.set_seat_count,
        )
        self.group.add(count)
        self.name_fields = []
        row_h = self.row_height()
        col = self.columns()
        for i, seat in enumerate(self.seats):
            cy = ROW_TOP + i * row_h + row_h // 2
            field = TextField(
                (col["name"], cy - 25, NAME_WIDTH, 50),
                seat.name,
                partial(self.set_name, i),
                max_length=NAME_MAX,
                placeholder=self.default_name(i),
            )
            self.name_fields.append(field)
            self.group.add(field)
            swatches = ColourSwatches(
                (
                    col["chips"],
                    cy - CHIP_HEIGHT // 2,
                    self.chip() * len(self.plugin.seat_colours),
                    CHIP_HEIGHT,
                ),
                [(cid, rgb) for cid, rgb, _n in self.plugin.seat_colours],
                seat.colour,
                partial(self.set_colour, i),
                tooltip=N_("Pick a colour"),
                chip=self.plugin.colour_chip,
            )
            swatches.taken = {s.colour for j, s in enumerate(self.seats) if j != i}
            self.group.add(swatches)
            self.group.add(
                SegmentedChoice(
                    (col["kind"], cy - 22, KIND_WIDTH, 44),
                    KIND_CHOICES,
                    seat.kind,
                    partial(self.set_kind, i),
                )
            )
            level = choice_widget(
                (
                    col["level"],
                    cy - LEVEL_HEIGHT // 2,
                    PLAYERS_PANEL.right - 22 - col["level"],
                    LEVEL_HEIGHT,
                ),
                [c for c in LEVEL_CHOICES if c[0] in self.plugin.levels],
                seat.level,
                partial(self.set_level, i),
                tooltip=N_("How strong this computer player plays"),
            )
            level.visible = seat.kind == "computer"
            self.group.add(level)
        if len(self.seats) < self.plugin.max_seats:
            ghost = self.ghost_rect()
            width = max(260, button_width(_("Add a player"), theme.SIZE_BODY))  # its words
            self.group.add(
                Button(
                    (ghost.centerx - width // 2, ghost.centery - 28, width, 56),
                    N_("Add a player"),
                    lambda: self.set_seat_count(len(self.seats) + 1),
                    style="plain",
                )
            )
        for row in self.option_layout():
            self.group.add(
                choice_widget(
                    tuple(row.control),  # type: ignore[arg-type]
                    row.option.choices,
                    self.options.get(row.option.key),
                    partial(self.set_option, row.option.key),
                    tooltip=row.option.tooltip_msgid,
                )
            )
        self.start_choice = CycleChoice(
            START_CHOICE,
            self.start_options(),
            self.start_player,
            self.set_start,
            translate=False,
        )
        self.group.add(self.start_choice)
        self.group.add(
            Button(
                START_BUTTON,
                N_("Start game"),
                self.start_game,
                font_size=theme.SIZE_HEADING - 4,
            )
        )
        self.sync_codes()

    # --- cards on phones ------------------------------------------------------------------
    def sync_codes(self) -> None:
        """Open or close the phones' server to match the option and tell it the seats."""
        rows = [
            SeatRow(
                self.display_name(i),
                self.plugin.colour_rgb(s.colour),
                s.kind == "human",
                self.plugin.colour_name(s.colour),
            )
            for i, s in enumerate(self.seats)
        ]
        port = int(getattr(self.app.settings, "phone_port", 0) or 0)
        self.codes.sync(self.options, rows, port)

    def _wake_from_phone(self) -> None:
        """Called on the server's thread when a phone comes or goes."""
        self.app.post_from_thread(self.request_redraw)

    def phones_shown(self) -> bool:
        return self.codes.on or self.codes.problem is not None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.phones_shown() and self.codes.handle_event(event):
            self.request_redraw()
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self.codes.on:
            self.codes.sessions.poll()  # a phone joined: its seat says so
            seen = frozenset(self.codes.sessions.phone_seats())
            if seen != self._phones_seen:
                self._phones_seen = seen
                changed = True
        return changed

    def back(self) -> None:
        self.codes.close()
        super().back()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.codes.draw_zoom(surface)

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """F1: what each part of the setup does (F1 here did nothing; seen under Xvfb)."""
        first_row = pygame.Rect(
            PLAYERS_PANEL.x + 12, ROW_TOP + 4, PLAYERS_PANEL.width - 24, self.row_height() - 8
        )
        spots: list[tuple[pygame.Rect, str]] = [
            (first_row, N_("Who plays: a name, a colour, a person here or the computer.")),
        ]
        # what each option changes and what its choices mean ("Rule options for this
        # game." was all F1 said; a family could not tell what they were choosing), one
        # paragraph per option on one label beside them: a label per option crowded the
        # column with crossing leader lines (larger text)
        rows = self.option_layout()
        explained = [_(msgid) for row in rows if (msgid := row.option.help())]
        if explained:
            area = rows[0].area().union(rows[-1].area())
            spots.append((area, "\n".join(f"• {text}" for text in explained)))
        else:
            spots.append((SIDE_PANEL.inflate(-12, -12), N_("Rule options for this game.")))
        for widget in self.group.widgets:
            if isinstance(widget, Stepper):
                spots.append((widget.rect.copy(), N_("How many play.")))
            elif isinstance(widget, Button) and widget.label == N_("Start game"):
                spots.append((widget.rect.copy(), N_("Everyone is ready: the game begins.")))
            elif isinstance(widget, Button) and widget.label == N_("Back"):
                spots.append((widget.rect.copy(), N_("Back to the menu.")))
        return spots

    # --- state changes ------------------------------------------------------------------
    def default_name(self, index: int) -> str:
        """Placeholder name: "Player 2" for people, "Computer 3" for computer seats."""
        if index < len(self.seats) and self.seats[index].kind == "computer":
            return _("Computer {n}").format(n=index + 1)
        return _("Player {n}").format(n=index + 1)

    def display_name(self, index: int) -> str:
        seat = self.seats[index]
        return shown_name(seat.name) or self.default_name(index)

    def set_seat_count(self, count: int) -> None:
        while len(self.seats) < count:
            used = {s.colour for s in self.seats}
            free = [cid for cid, _rgb, _n in self.plugin.seat_colours if cid not in used]
            self.seats.append(SeatConfig("", free[0] if free else "", "computer", "normal"))
        del self.seats[count:]
        if self.start_player is not None and self.start_player >= count:
            self.start_player = None
        self.rebuild()

    def option_layout(self) -> list[OptionRow]:
        """Where each rule option sits: its name, the line in plain words under it (wrapped
        onto a second line rather than shrunk), its chooser. The choosers give way down to
        OPTION_CONTROL_MIN when the lines need the room; if that is not enough, the longest
        subtitles are left out (the F1 help still explains every option)."""
        room = OPTIONS_BOTTOM - OPTIONS_TOP
        width = SIDE_PANEL.width - 22 - OPTION_INSET + 2  # from the name's x to the chooser's end
        subtitles: list[pygame.Surface | None] = []
        for opt in self.plugin.options:
            msgid = opt.subtitle()
            picture = None
            if msgid:
                text = _(msgid)
                size = fit_text(text, SUBTITLE_SIZE, width, min_size=SUBTITLE_MIN)
                if assets.font(size).size(text)[0] > width:  # it wraps at the full size
                    size = SUBTITLE_SIZE
                picture = assets.wrapped_text(text, size, theme.INK_SOFT, width)
                line_h = assets.font(size).get_linesize()
                if picture.get_height() > SUBTITLE_LINES * line_h + 2:
                    picture = None
            subtitles.append(picture)
        count = len(self.plugin.options)

        def needed(control: int) -> int:
            words = sum(p.get_height() + 2 for p in subtitles if p is not None)
            return count * (OPTION_NAME_H + control + OPTION_GAP) + words

        while needed(OPTION_CONTROL_MIN) > room and any(p is not None for p in subtitles):
            tallest = max(
                (k for k, p in enumerate(subtitles) if p is not None),
                key=lambda k: subtitles[k].get_height(),  # type: ignore[union-attr]
            )
            subtitles[tallest] = None
        control = OPTION_CONTROL_H
        while control > OPTION_CONTROL_MIN and needed(control) > room:
            control -= 1
        if needed(control) > room:  # many options: share the room evenly
            control = max(28, room // max(1, count) - OPTION_NAME_H - OPTION_GAP)
        rows = []
        y = OPTIONS_TOP
        for opt, picture in zip(self.plugin.options, subtitles, strict=True):
            words_h = 0 if picture is None else picture.get_height() + 2
            rect = pygame.Rect(
                SIDE_PANEL.x + OPTION_INSET,
                y + OPTION_NAME_H + words_h,
                SIDE_PANEL.width - 2 * OPTION_INSET,
                control,
            )
            rows.append(OptionRow(opt, y, picture, rect))
            y = rect.bottom + OPTION_GAP
        return rows

    def start_options(self) -> list[tuple[Any, str]]:
        """'Random' (or the game's rule) and every seat by its current name."""
        options: list[tuple[Any, str]] = [(None, _(self.plugin.start_player_default_msgid))]
        return options + [(i, self.display_name(i)) for i in range(len(self.seats))]

    def set_name(self, index: int, text: str) -> None:
        self.seats[index].name = text
        self.start_choice.options = self.start_options()
        if self.codes.on:
            self.sync_codes()  # the phone says "You are ..." with the new name

    def set_colour(self, index: int, colour: str) -> None:
        for j, other in enumerate(self.seats):
            if j != index and other.colour == colour:
                other.colour = self.seats[index].colour  # swap: colours stay unique
        self.seats[index].colour = colour
        self.rebuild()

    def set_kind(self, index: int, kind: str) -> None:
        self.seats[index].kind = kind
        self.rebuild()

    def set_level(self, index: int, level: str) -> None:
        if level in LEVELS and level in self.plugin.levels:
            self.seats[index].level = level

    def set_option(self, key: str, value: Any) -> None:
        self.options[key] = value
        if key == PHONES_OPTION:
            self.rebuild()  # the seats show their codes, or "plays at this screen" again

    def set_start(self, value: Any) -> None:
        self.start_player = value

    def rebuild(self) -> None:
        focused = next((i for i, f in enumerate(self.name_fields) if f.focused), None)
        for f in self.name_fields:
            f.blur()
        super().rebuild()
        if focused is not None and focused < len(self.name_fields):
            self.name_fields[focused].focus()

    def make_setup(self) -> GameSetup:
        seats = [
            # an unnamed seat stays unnamed: the table calls it "Player 2" in the language of
            # the moment (common.table.seats.Seat), and the next setup shows the placeholder
            SeatConfig(shown_name(s.name), s.colour, s.kind, s.level)
            for s in self.seats
        ]
        return GameSetup(self.plugin.game_id, seats, dict(self.options), self.start_player)

    def start_game(self) -> None:
        from common.scenes.placeholder import PlaceholderBoard

        for f in self.name_fields:
            f.blur()
        setup = self.make_setup()
        remembered = setup.to_json()
        remembered["seats"] = [s.to_json() for s in self.seats]
        remembered.pop("seed", None)
        remembered.pop("game_id", None)
        self.app.settings.last_setups[self.plugin.game_id] = remembered
        self.app.settings.save()
        self.app.current_game = self.plugin
        self.codes.hand_over()  # the table takes the phones' server over
        if self.plugin.create_table_scene is None:
            self.manager.replace(PlaceholderBoard(self.plugin, setup))
            return
        try:
            table = self.plugin.create_table_scene(self.app, setup)
        except Exception:  # a game bug must not close the family's app
            log.exception("could not start %s", self.plugin.game_id)
            self.manager.push(could_not_start_dialog())
            return
        self.manager.replace(table)

    def on_exit(self) -> None:
        for f in self.name_fields:
            f.blur()

    # --- drawing ------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_header(surface, _(self.plugin.title_msgid))
        theme.draw_panel(surface, PLAYERS_PANEL)
        theme.draw_panel(surface, SIDE_PANEL)
        px = PLAYERS_PANEL.x
        label(
            surface,
            _("Players"),
            (px + 28, PLAYERS_PANEL.y + 44),
            theme.SIZE_HEADING,
            theme.INK,
            bold=True,
        )
        hint = _("{low} to {high} players").format(
            low=self.plugin.min_seats, high=self.plugin.max_seats
        )
        label(
            surface,
            hint,
            (PLAYERS_PANEL.right - 206, PLAYERS_PANEL.y + 44),
            theme.SIZE_SMALL,
            theme.INK_SOFT,
            anchor="midright",
        )
        row_h = self.row_height()
        col = self.columns()
        for i, seat in enumerate(self.seats):
            y = ROW_TOP + i * row_h
            cy = y + row_h // 2
            band = pygame.Rect(px + 12, y + 4, PLAYERS_PANEL.width - 24, row_h - 8)
            if i % 2 == 0:
                pygame.draw.rect(surface, theme.lighten(theme.PAPER, 0.35), band, border_radius=14)
            rgb = self.plugin.colour_rgb(seat.colour)
            centre = (px + BADGE_X, cy)
            pygame.draw.circle(surface, theme.darken(rgb, 0.25), (centre[0], centre[1] + 3), 24)
            pygame.draw.circle(surface, rgb, centre, 24)
            label(
                surface,
                str(i + 1),
                centre,
                theme.SIZE_BODY,
                theme.ideal_text_colour(rgb),
                True,
                anchor="center",
            )
            if seat.kind == "human" and self.phones_shown():
                room = PLAYERS_PANEL.right - 20 - col["level"]
                # the seat's band: its words keep two lines of two (seat_codes.draw_seat)
                self.codes.draw_seat(surface, i, pygame.Rect(col["level"], y + 4, room, row_h - 8))
            elif seat.kind == "human":
                here = _("plays at this screen")
                room = PLAYERS_PANEL.right - 20 - col["level"] - 8
                size = fit_text(here, theme.SIZE_SMALL - 1, room)
                if size >= HERE_MIN:
                    label(surface, here, (col["level"] + 8, cy), size, theme.INK_FAINT)
                else:  # German is long: two lines at a readable size
                    img = assets.wrapped_text(here, theme.SIZE_SMALL - 1, theme.INK_FAINT, room)
                    surface.blit(img, img.get_rect(midleft=(col["level"] + 8, cy)))
        if len(self.seats) < self.plugin.max_seats:
            draw_dashed_rect(surface, self.ghost_rect(), theme.INK_FAINT)
        tip = _("Click a name to type it. Computer players take their turns by themselves.")
        ink = theme.INK_FAINT
        note = self.codes.port_note() if self.codes.on else None
        if note is not None:  # the settings' port was busy: said where the tip stands
            tip, ink = note, theme.PRIMARY_DARK
        label(
            surface,
            tip,
            (PLAYERS_PANEL.centerx, PLAYERS_PANEL.bottom - 28),
            fit_text(tip, theme.SIZE_SMALL - 1, PLAYERS_PANEL.width - 40, min_size=READ_MIN),
            ink,
            anchor="center",
        )
        sx = SIDE_PANEL.x + 24
        label(
            surface, _("Options"), (sx, SIDE_PANEL.y + 40), theme.SIZE_HEADING, theme.INK, bold=True
        )
        label_room = SIDE_PANEL.right - 16 - sx  # German labels must not run over the edge
        for row in self.option_layout():
            text = _(row.option.label_msgid)
            label(
                surface,
                text,
                (sx, row.top + OPTION_NAME_H // 2),
                fit_text(text, theme.SIZE_SMALL + 1, label_room, bold=True),
                theme.INK,
                bold=True,
            )
            if row.subtitle is not None:
                surface.blit(row.subtitle, (sx, row.top + OPTION_NAME_H))
        y = SIDE_PANEL.y + 70
        if not self.plugin.options:
            label(surface, _("Standard rules"), (sx, y + 22), theme.SIZE_BODY - 2, theme.INK_SOFT)
        start_label = _(self.plugin.start_player_label_msgid)
        label(
            surface,
            start_label,
            (sx, START_LABEL_Y),
            fit_text(start_label, theme.SIZE_SMALL + 1, label_room, bold=True),
            theme.INK_SOFT,
            bold=True,
        )


def draw_dashed_rect(
    surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour, dash: int = 12
) -> None:
    """A dashed outline: the "free seat" look."""
    for x in range(rect.x + 14, rect.right - 14, dash * 2):
        end = min(x + dash, rect.right - 14)
        pygame.draw.line(surface, colour, (x, rect.y), (end, rect.y), 2)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1), 2)
    for y in range(rect.y + 14, rect.bottom - 14, dash * 2):
        end = min(y + dash, rect.bottom - 14)
        pygame.draw.line(surface, colour, (rect.x, y), (rect.x, end), 2)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end), 2)
