"""Game setup: seats (name, colour, human/computer, level), rule options, start player."""

from __future__ import annotations

import logging
from functools import partial
from typing import Any

import pygame

from common import assets, theme
from common.games import LEVELS, GamePlugin, GameSetup, OptionSpec, SeatConfig
from common.i18n import N_, _
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
OPTION_HEIGHT = 96

KIND_CHOICES = [("human", N_("Human")), ("computer", N_("Computer"))]
LEVEL_CHOICES = [
    ("easy", N_("Easy")),
    ("normal", N_("Normal")),
    ("hard", N_("Hard")),
    ("expert", N_("Expert")),
]


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
        for opt, y, _hint in self.option_layout():
            control_y, control_h = self.option_control(y)
            rect = (SIDE_PANEL.x + 22, control_y, SIDE_PANEL.width - 44, control_h)
            self.group.add(
                choice_widget(
                    rect,
                    opt.choices,
                    self.options.get(opt.key),
                    partial(self.set_option, opt.key),
                    tooltip=opt.tooltip_msgid,
                )
            )
        self.start_choice = CycleChoice(
            (SIDE_PANEL.x + 22, SIDE_PANEL.bottom - 196, SIDE_PANEL.width - 44, 52),
            self.start_options(),
            self.start_player,
            self.set_start,
            translate=False,
        )
        self.group.add(self.start_choice)
        self.group.add(
            Button(
                (SIDE_PANEL.x + 22, SIDE_PANEL.bottom - 100, SIDE_PANEL.width - 44, 80),
                N_("Start game"),
                self.start_game,
                font_size=theme.SIZE_HEADING - 4,
            )
        )

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """F1: what each part of the setup does (F1 here did nothing; seen under Xvfb)."""
        first_row = pygame.Rect(
            PLAYERS_PANEL.x + 12, ROW_TOP + 4, PLAYERS_PANEL.width - 24, self.row_height() - 8
        )
        spots: list[tuple[pygame.Rect, str]] = [
            (first_row, N_("Who plays: a name, a colour, a person here or the computer.")),
            (SIDE_PANEL.inflate(-12, -12), N_("Rule options for this game.")),
        ]
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
        return seat.name.strip() or self.default_name(index)

    def set_seat_count(self, count: int) -> None:
        while len(self.seats) < count:
            used = {s.colour for s in self.seats}
            free = [cid for cid, _rgb, _n in self.plugin.seat_colours if cid not in used]
            self.seats.append(SeatConfig("", free[0] if free else "", "computer", "normal"))
        del self.seats[count:]
        if self.start_player is not None and self.start_player >= count:
            self.start_player = None
        self.rebuild()

    def option_layout(self) -> list[tuple[OptionSpec, int, pygame.Surface | None]]:
        """Where each rule option sits; hints only when everything fits above "Who starts?"."""
        top, bottom = SIDE_PANEL.y + 70, SIDE_PANEL.bottom - 236
        hints = [
            assets.wrapped_text(
                _(opt.tooltip_msgid), theme.SIZE_SMALL - 3, theme.INK_SOFT, SIDE_PANEL.width - 48
            )
            if opt.tooltip_msgid
            else None
            for opt in self.plugin.options
        ]
        tall = sum(OPTION_HEIGHT + (h.get_height() + 6 if h else 0) for h in hints)
        if tall > bottom - top:
            hints = [None] * len(hints)
        count = max(1, len(self.plugin.options))
        step_short = min(OPTION_HEIGHT, (bottom - top) // count)
        self.option_step = step_short
        result = []
        y = top
        for opt, hint in zip(self.plugin.options, hints, strict=True):
            result.append((opt, y, hint))
            y += (OPTION_HEIGHT + hint.get_height() + 6) if hint else step_short
        return result

    def option_compact(self) -> bool:
        return getattr(self, "option_step", OPTION_HEIGHT) < OPTION_HEIGHT

    def option_control(self, y: int) -> tuple[int, int]:
        """(top, height) of an option's control; squeezed when there are many options."""
        if not self.option_compact():
            return y + 34, 48
        return y + 24, max(28, self.option_step - 30)

    def start_options(self) -> list[tuple[Any, str]]:
        """'Random' (or the game's rule) and every seat by its current name."""
        options: list[tuple[Any, str]] = [(None, _(self.plugin.start_player_default_msgid))]
        return options + [(i, self.display_name(i)) for i in range(len(self.seats))]

    def set_name(self, index: int, text: str) -> None:
        self.seats[index].name = text
        self.start_choice.options = self.start_options()

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
            SeatConfig(s.name.strip(), s.colour, s.kind, s.level)
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
            if seat.kind == "human":
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
        label(
            surface,
            tip,
            (PLAYERS_PANEL.centerx, PLAYERS_PANEL.bottom - 28),
            theme.SIZE_SMALL - 1,
            theme.INK_FAINT,
            anchor="center",
        )
        sx = SIDE_PANEL.x + 24
        label(
            surface, _("Options"), (sx, SIDE_PANEL.y + 40), theme.SIZE_HEADING, theme.INK, bold=True
        )
        label_room = SIDE_PANEL.right - 16 - sx  # German labels must not run over the edge
        for opt, y, hint_img in self.option_layout():
            text = _(opt.label_msgid)
            label(
                surface,
                text,
                (sx, y + (11 if self.option_compact() else 18)),
                fit_text(text, theme.SIZE_SMALL + 1, label_room, bold=True),
                theme.INK_SOFT,
                bold=True,
            )
            if hint_img is not None:
                surface.blit(hint_img, (sx, y + 90))
        y = SIDE_PANEL.y + 70
        if not self.plugin.options:
            label(surface, _("Standard rules"), (sx, y + 22), theme.SIZE_BODY - 2, theme.INK_SOFT)
        start_label = _(self.plugin.start_player_label_msgid)
        label(
            surface,
            start_label,
            (sx, SIDE_PANEL.bottom - 216),
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
