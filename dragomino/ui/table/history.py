"""Moving the Dragomino table through the game other than by playing: take-backs (the
Undo button, Ctrl+Z, Backspace) and replay mode (`common.scenes.replay` drives the table
move by move, back and forth). Both rebuild the state and show it at once.

Whether a move may be taken back is the kit's rule (`common.table.undo`) with
Dragomino's `takeback.reveals`; this part adds only that nothing may still be moving.
A part of `TableScene` (see `scene.py`): it holds no state of its own.
"""

from __future__ import annotations

import pygame

from common.i18n import N_, _
from common.table.undo import TakeBack
from dragomino.rules import Move, PlaceDomino

WAIT_TO_UNDO = N_("Wait until the pieces have landed")
TAKE_BACK_WHOSE = N_("Take back {name}'s move (Ctrl+Z)")
ASK_TAKE_BACK = N_("Take back {name}'s move? Press again")
ASK_SECONDS = 5.0  # how long the question waits for the second press
ASK_CODE = "ask_undo"  # the question's bubble (its picture is the mover's face)


class TableHistory:
    """Take-backs and replay mode."""

    def undo_status(self) -> TakeBack:
        """May the last move be taken back now? The rule is the kit's
        (`common.table.undo`, with `takeback.reveals`); the table adds only that no card
        (pause, help, a spring's eggs) lies over it.

        Pieces still moving do not stop it: the person's own domino settling, the islands
        trading places, and the next computer thinking or gliding its domino in (not yet
        committed) are all stopped where they are by `take_back`. Before, Undo greyed as
        soon as the computer lifted its domino, about two seconds after the person's move,
        and a player who reached for it then met "wait" and then "the next player has
        played" (play-test under Xvfb)."""
        verdict = self.takebacks.status()
        if verdict.allowed and self.overlay_open:
            return TakeBack(False, WAIT_TO_UNDO, verdict.seat)
        return verdict

    def undo_mover(self) -> int | None:
        """Whose move Undo would take back, named when more than one person plays (with
        one person it is always theirs: "your last move")."""
        verdict = self.undo_status()
        if not verdict.allowed or verdict.seat is None or len(self.session.people) < 2:
            return None
        return verdict.seat

    def undo_asks_first(self) -> bool:
        """Undo takes back another person's move: it is someone else's turn now. With two
        people, Ctrl+Z on Ben's turn silently took back Anna's move while the help said
        "your last move" (family play-test); now the first press asks "Take back Anna's
        move?" with her face, and only a second press takes it back. Her own press while a
        computer thinks after her takes it back at once."""
        mover = self.undo_mover()
        now = self.state.current_player
        return (
            mover is not None
            and now is not None
            and now != mover
            and not self.seats[now].is_computer
        )

    def undo_tip(self) -> str:
        """The Undo button's tooltip: why not, or whose move it takes back."""
        verdict = self.undo_status()
        mover = self.undo_mover()
        if mover is None:
            return _(verdict.reason)
        return _(TAKE_BACK_WHOSE).format(name=self.seats[mover].name)

    def take_back(self) -> bool:
        """Undo button, Ctrl+Z, Backspace: rebuild the state without the last move (so no
        egg or domino is drawn again), autosave, and hand the turn back; refused with why.
        Another person's move is taken back on the second press (`undo_asks_first`)."""
        verdict = self.undo_status()
        if verdict.allowed and self.undo_asks_first() and not self._undo_asked():
            mover = self.undo_mover()
            assert mover is not None
            self.sound("click")
            words = _(ASK_TAKE_BACK).format(name=self.seats[mover].name)
            toast = self.toasts.show(f"{ASK_CODE}:{mover}", words, self.rect("undo_button").midtop)
            toast.left = ASK_SECONDS
            return False
        if verdict.allowed:
            verdict = self.takebacks.take_back()
        if not verdict.allowed:
            self.sound("refuse")
            self.toasts.show("x", _(verdict.reason), self.rect("undo_button").midtop)
            return False
        self.computer.cancel()  # the next player may have been thinking already
        self.toasts.clear()  # a question about this move is answered (it stayed, seen under Xvfb)
        self.drag = None
        self.driver.reset()
        self.gate.close()
        # whatever still moves (the move's own animations, the next computer's domino in
        # flight, which is committed only when it lands) stops where it is: the table
        # shows the state as it now is
        self.replay_jump()
        self.sound("slide")
        self._turn_begins(self.shown_turn)
        self._after_events()
        return True

    def _undo_asked(self) -> bool:
        """The question about this very move is still showing."""
        toast = self.toast
        mover = self.undo_mover()
        return toast is not None and toast.code == f"{ASK_CODE}:{mover}"

    def replay_begin(self) -> None:
        """Driven by a replay from now on: no people, no computers, no autosave, no end
        screen; the picture is the session's state as it is (`common.scenes.replay`)."""
        self.replaying = True
        self.entered = True  # no intro flight
        self.end_shown = True  # the replay's bar says "The end"
        self.computer.cancel()
        self.session.autosave = None
        self.replay_jump()

    def replay_step(self, move: Move) -> None:
        """One move of the replay, animated as live play shows a computer's move."""
        if isinstance(move, PlaceDomino):
            self._glide_ai(move)
        else:
            self.commit(move)

    def replay_jump(self) -> None:
        """The state was rebuilt (a step back, or a jump): show it at once."""
        for anim in self.tweens.animations:
            anim.cancel()
        self.tweens.animations.clear()
        self.events.clear()
        for piece in list(self.sprites):
            if piece is not self.mother:
                self.sprites.remove(piece)
        self.floating = None
        self.outline_cache = None
        self._sync_shown()
        self._fit_cameras(instant=True)
        self.mother.pos = self.mother_anchor(self.shown_mother)
        self.mother.settle()

    def replay_busy(self) -> bool:
        return not self.events.idle or self.floating is not None

    def replay_bar_rect(self) -> pygame.Rect:
        """The replay's control bar lies over the egg supply strip, edge to edge."""
        return self.rect("supply").copy()
