"""Input on the Dragomino table: the buttons, holding a display domino by pointer (press
and drag, or tap to hold and tap to put down) or by keyboard, turning it (wheel, right
click, R), the ghost where it would snap, and letting go: the engine checks the spot, a
legal drop is committed, a refused one glides home with a short reason.

The kit's `DragController` tells press from drag from tap; it calls `_pick_at`,
`_update_hover` and `_drop_held` here. The guided game (`guide.py`) narrows `_pick_at` and
`_drop` to its script. A part of `TableScene` (see `scene.py`): it holds no state of its
own (the scene's `__init__` sets `dragger`, `kb_slot`, `hover_slot`, `peek_seat`, ...).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from common.i18n import _
from common.motions import glide_home
from common.scenes.help_overlay import open_help
from dragomino.rules import (
    ORIENTATION_DELTAS,
    Connection,
    DominoSpec,
    IllegalMove,
    PlaceDomino,
    domino,
    half_b_cell,
)
from dragomino.ui.look import TIMING
from dragomino.ui.pictures import Floating
from dragomino.ui.table.places import KEYBOARD_REACH

Cell = tuple[int, int]
TAP_DISTANCE = 12  # pixels: a press and release closer than this is a tap, not a drag
KEYS_START = (
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
)
UNDO_KEYS = (pygame.K_z, pygame.K_BACKSPACE)  # Ctrl+Z, or Backspace alone


@dataclass
class Ghost:
    """Where the held domino would go: half A cell, orientation, legality, eggs it would make."""

    slot: int
    cell_a: Cell
    orientation: int
    legal: bool
    preview: list[Connection]


@dataclass
class Drag:
    """A domino held with the pointer (or the keyboard when `keyboard` is True)."""

    slot: int
    spec: DominoSpec
    grab_half: int
    pos: tuple[float, float]
    orientation: int = 0
    hover: Cell | None = None
    keyboard: bool = False
    press: tuple[float, float] | None = None  # where the press began (tap vs drag)
    sticky: bool = False  # tapped, not dragged: it follows the pointer until the next tap


def refusal_text(code: str) -> str:
    """Few words for a refused drop (the picture says the rest)."""
    texts = {
        "not_touching": _("Must touch your island"),
        "occupied": _("That spot is taken"),
    }
    return texts.get(code, _("Not there"))


class TableControls:
    """Pointer, wheel and keys: holding, turning and dropping a domino; the buttons."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Pointer, wheel and keys; positions are already on the logical canvas."""
        self.idle.still = None  # any input may change what the table shows
        if self.phone_notice_event(event):  # phones.py: "Choose Anna's egg here instead"
            return True
        etype = event.type
        if etype == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event.pos, getattr(event, "button", 1))
        if etype == pygame.MOUSEMOTION:
            return self._mouse_move(event.pos)
        if etype == pygame.MOUSEBUTTONUP:
            # a tap on a domino picks it up; the next tap puts it down (small hands)
            return getattr(event, "button", 1) == 1 and self.dragger.lift(event.pos)
        if etype == pygame.MOUSEWHEEL:
            if self.drag is not None:
                self._rotate(-1 if getattr(event, "y", 1) > 0 else 1)
                return True
            return False
        if etype == pygame.KEYDOWN:
            return self._key(event.key, getattr(event, "mod", 0))
        return False

    def _mouse_down(self, pos: tuple[int, int], button: int) -> bool:
        """Buttons, picking up a display domino, right-click rotation, tap-to-place."""
        if button == 3 and self.drag is not None:
            self._rotate(1)
            return True
        if button != 1:
            return False
        if self.drag is not None and self.drag.sticky:
            return self.dragger.press(pos)  # the second tap puts it down
        if self.rect("menu_button").collidepoint(pos):
            self.sound("click")
            self.open_pause()
            return True
        if self.rect("odds_button").collidepoint(pos):
            self.sound("click")
            self.show_odds = not self.show_odds
            return True
        if self.rect("help_button").collidepoint(pos):
            self.sound("click")
            open_help(self.manager, self)
            return True
        if self.rect("undo_button").collidepoint(pos):
            self.take_back()
            return True
        if not self.input_allowed():
            return False
        return self.dragger.press(pos)

    def _pick_at(self, pos: tuple[int, int]) -> Drag | None:
        """A press anywhere on a display card (as it lights up) picks up its domino."""
        for index, dom in enumerate(self.shown_display):
            if dom is None:
                continue
            r = self.slot_domino_rect(index)
            if self.slot_rect(index).collidepoint(pos):
                grab = 0 if pos[0] < r.centerx else 1
                self.kb_slot = None
                self.outline_cache = None
                self.sound("pick")
                return Drag(index, domino(dom), grab, pos, press=pos)
        return None

    def _mouse_move(self, pos: tuple[int, int]) -> bool:
        """Move the held domino, or light up the domino / small island under the pointer."""
        self.undo_hover = self.rect("undo_button").collidepoint(pos)
        if self.dragger.motion(pos):
            return True
        hover = None
        for index, dom in enumerate(self.shown_display):
            if dom is not None and self.slot_rect(index).collidepoint(pos):
                hover = index
        if hover != self.hover_slot and hover is not None and self.input_allowed():
            self.sound("hover")
        if (hover is not None and self.input_allowed()) != (self.hover_slot is not None):
            self.set_cursor(hover is not None and self.input_allowed())
        self.hover_slot = hover
        self.peek_seat = next(
            (
                seat
                for seat, panel in zip(self.others(), self.mini_rects, strict=False)
                if panel.collidepoint(pos)
            ),
            None,
        )
        return False

    def _update_hover(self) -> None:
        """Snap the held domino to the cell under the pointer."""
        drag = self.drag
        if drag is None:
            return
        old = drag.hover
        if drag.keyboard:
            return
        drag.hover = (
            self.big.cell_at(drag.pos) if self.rect("island").collidepoint(drag.pos) else None
        )
        if drag.hover != old:
            # a soft tick only when the spot becomes good or its egg count changes
            ghost = self.ghost()
            feel = (ghost.legal, len(ghost.preview)) if ghost is not None else None
            if feel != self._ghost_feel and feel is not None and feel[0]:
                self.sound("magic" if feel[1] else "hover")
            self._ghost_feel = feel

    def _cell_a(self, drag: Drag, hover: Cell, orientation: int) -> Cell:
        """Half A's cell when the grabbed half sits on `hover` (rotation pivots on it)."""
        if drag.grab_half == 0:
            return hover
        dx, dy = ORIENTATION_DELTAS[orientation]
        return (hover[0] - dx, hover[1] - dy)

    def ghost(self) -> Ghost | None:
        """The snapped ghost of the held domino, asking the engine whether it is legal."""
        drag = self.drag
        if drag is None or drag.hover is None:
            return None
        cell_a = self._cell_a(drag, drag.hover, drag.orientation)
        move = PlaceDomino(drag.slot, cell_a, drag.orientation)
        legal = self.state.is_legal(move)
        seat = self.state.current_player or 0
        preview = (
            self.state.placement_preview(seat, drag.spec, cell_a, drag.orientation) if legal else []
        )
        return Ghost(drag.slot, cell_a, drag.orientation, legal, preview)

    def _rotate(self, direction: int) -> None:
        """Turn the held domino, skipping orientations that are illegal at the hovered spot."""
        drag = self.drag
        if drag is None:
            return
        self.sound("click")
        self.outline_cache = None
        if drag.hover is not None:
            for k in range(1, 4):
                orientation = (drag.orientation + k * direction) % 4
                cell_a = self._cell_a(drag, drag.hover, orientation)
                if self.state.is_legal(PlaceDomino(drag.slot, cell_a, orientation)):
                    drag.orientation = orientation
                    return
        drag.orientation = (drag.orientation + direction) % 4
        if drag.keyboard and drag.hover is not None:  # turned at the edge: it stays in reach
            drag.hover = self._keyboard_reach(drag.hover, drag.orientation)

    def _drop_held(self, held: Drag, pos: tuple[int, int]) -> None:
        self._drop(pos)

    def _drop(self, pos: tuple[float, float]) -> None:
        """Let go at `pos`: the held domino settles there, then `_let_go` decides."""
        drag = self.drag
        if drag is None:
            return
        if not drag.keyboard:
            drag.pos = pos
            self._update_hover()
        self._let_go(drag, self.ghost())

    def _let_go(self, drag: Drag, ghost: Ghost | None) -> None:
        """The engine checks the spot; legal plays the move, illegal glides back."""
        if ghost is None:
            self._glide_back(drag, None)
            return
        move = PlaceDomino(drag.slot, ghost.cell_a, ghost.orientation)
        try:
            self.state.check(move)
        except IllegalMove as refused:
            self._glide_back(drag, refused.code)
            return
        self.drag = None
        self.kb_slot = None
        self.sound("drop")
        self.commit(move)

    def _glide_back(self, drag: Drag, code: str | None) -> None:
        """Send a refused domino home to its slot, with a short reason if there is one."""
        self.drag = None
        self.kb_slot = None
        self.outline_cache = None
        start = self._held_center(drag)
        piece = Floating(
            self.art, drag.spec, start, self.lay.display_cell, self.big.cell_px, drag.orientation
        )
        self.floating = piece
        self.sprites.add(piece)
        home = self.slot_domino_center(drag.slot)
        if code is not None:
            self.sound("refuse")
            self.toasts.show(code, refusal_text(code), drag.pos)

        def home_again() -> None:
            self.sprites.remove(piece)
            self.floating = None
            self._after_events()

        # back to the display's size, upright again for the last stretch
        self.tweens.add(
            glide_home(
                piece, home, TIMING["glide_back"], scale=1.0, frame_at=(0.7, 0), on_done=home_again
            )
        )

    def _held_center(self, drag: Drag) -> tuple[float, float]:
        """Centre of the held domino: the grabbed half sits under the pointer."""
        ghost = self.ghost()
        if ghost is not None:
            a = self.big.cell_center(ghost.cell_a)
            b = self.big.cell_center(half_b_cell(ghost.cell_a, ghost.orientation))
            return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        dx, dy = ORIENTATION_DELTAS[drag.orientation]
        sign = 1 if drag.grab_half == 0 else -1
        half = self.big.cell_px / 2
        return (drag.pos[0] + dx * half * sign, drag.pos[1] + dy * half * sign)

    def _available_slots(self) -> list[int]:
        """Display slots that still hold a domino."""
        return [i for i, d in enumerate(self.shown_display) if d is not None]

    def _key(self, key: int, mod: int) -> bool:
        """Keyboard play: Tab picks a domino, arrows move it, R turns it, Enter places it."""
        if key == pygame.K_ESCAPE:
            if self.drag is not None:
                self._glide_back(self.drag, None)
                return True
            self.open_pause()
            return True
        if key in (pygame.K_o,):
            self.show_odds = not self.show_odds
            return True
        if key in UNDO_KEYS and (key == pygame.K_BACKSPACE or mod & pygame.KMOD_CTRL):
            self.take_back()
            return True
        if key == pygame.K_r and self.drag is not None:
            self._rotate(-1 if mod & pygame.KMOD_SHIFT else 1)
            return True
        if not self.input_allowed():
            return False
        slots = self._available_slots()
        if not slots:
            return False
        drag = self.drag
        if key == pygame.K_TAB or (drag is None and key in KEYS_START):
            step = -1 if mod & pygame.KMOD_SHIFT else 1
            if drag is None or not drag.keyboard:
                index = slots[0] if drag is None else drag.slot
            else:
                pos = slots.index(drag.slot) if drag.slot in slots else -1
                index = slots[(pos + step) % len(slots)]
            self._keyboard_pick(index)
            return True
        if drag is None or not drag.keyboard:
            return False
        moves = {
            pygame.K_LEFT: (-1, 0),
            pygame.K_RIGHT: (1, 0),
            pygame.K_UP: (0, -1),
            pygame.K_DOWN: (0, 1),
        }
        if key in moves and drag.hover is not None:
            dx, dy = moves[key]
            x, y = self._keyboard_reach((drag.hover[0] + dx, drag.hover[1] + dy), drag.orientation)
            if (x, y) != drag.hover:
                drag.hover = (x, y)
                self.sound("hover")
            return True
        if key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self._drop(drag.pos)
            return True
        return False

    def _keyboard_reach(self, hover: Cell, orientation: int) -> Cell:
        """`hover` moved so that both halves of a domino held by keyboard (half A on
        `hover`) stay within `KEYBOARD_REACH` squares of the island: no legal spot lies
        further out, and the camera keeps that much sea in the picture. Only half A was
        kept within reach, and half B stuck out of the island's panel."""
        cells = list(self.shown_islands[self.shown_turn]) or [(0, 0)]
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        dx, dy = ORIENTATION_DELTAS[orientation]
        reach = KEYBOARD_REACH
        x = max(min(xs) - reach - min(0, dx), min(max(xs) + reach - max(0, dx), hover[0]))
        y = max(min(ys) - reach - min(0, dy), min(max(ys) + reach - max(0, dy), hover[1]))
        return (x, y)

    def _keyboard_pick(self, index: int) -> None:
        """Hold domino `index` by keyboard; the ghost starts on a legal spot near the middle."""
        dom = self.shown_display[index]
        if dom is None:
            return
        spec = domino(dom)
        old = self.drag
        orientation = old.orientation if old is not None and old.keyboard else 0
        hover = old.hover if old is not None and old.keyboard else None
        if hover is None:
            placements = self.state.legal_placements(spec)
            cx, cy = self.big.center
            best = min(
                (p for p in placements if p.orientation == orientation),
                key=lambda p: (p.cell[0] + 0.5 - cx) ** 2 + (p.cell[1] + 0.5 - cy) ** 2,
            )
            hover = best.cell
        self.drag = Drag(
            index, spec, 0, self.big.cell_center(hover), orientation, hover, keyboard=True
        )
        self.kb_slot = index
        self.outline_cache = None
        self.sound("pick")
