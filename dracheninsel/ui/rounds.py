"""Reaction rounds and the computers' answers: the privacy-critical timing in one place.

The engine runs with `auto_pass=False`, so after every action that may be answered it opens
a reaction window and asks every eligible seat. The table turns each window into one
neutral `ReactionRound`: a countdown of `round_length` (the setup's "Time to answer",
reactions.py) drawn from the table's own seeded `window_rng` (never from who holds green
cards), that looks the same whoever could answer. People claim it by their badge, panel or
seat number; computers decide inside it on the state where every seat before them passed;
the answers are fed to the engine in its seat order when the round closes (`_close_round`),
everyone else passes. Each person asked says "go on" (`go_on`) and once all have, the
round ends early, no sooner than its floor (`ReactionRound` says why that hides the
computers' answers); a window no person at the screen may answer shows no bar (`quiet`).
While a round is open after a person's action, that person may prepare the next action
(legal moves come from `plan`, the state after everyone passed) with the hand turned face
down when other people are watching (`hand_hidden`); committing it closes the round.
A computer's turn paces by its moves (`COMPUTER_PACE`), not by rounds. The countdown runs
only while nothing animates (`tick_round`).

Everybody watches an unclaimed bar, so no hand-off opens over one (`may_prepare`: the
acting person's view opens then only if it is open already), and a claim always opens
behind a hand-off when another person plays (`_open_claimed`), whoever had the screen.

Why not the kit's `TurnDriver`: it dispatches one actor (or a hand-off) per position and
asks `several_act` for out-of-turn windows, but here a window is not "several actors":
it is one public countdown whose length must not depend on who could answer, whose claims
come from any person at any moment, and whose answers are applied together at the end in
the engine's order. The table keeps that flow here and uses the kit's parts below it
(`ComputerPlayer` for thinking, `HandoffGate`/`HandoffScene` for private views).

Mixin of `DracheninselTable` (dracheninsel/ui/table.py). Owns `round`, `plan`, `prepared`,
`window_rng`, `ai_jobs`, `ai_current`, `thinking`, `choice`, `choice_for`; reads the
table's `state`, `seats`, `people`, `gate`, `computer`, `anim`.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from common.audio import play_ui
from common.i18n import N_, _
from common.table.computer import ComputerPlayer, Decision
from common.table.stuck import report_stuck
from dracheninsel.ai import choose_move
from dracheninsel.rules import IllegalMove, State
from dracheninsel.rules import data as D
from dracheninsel.rules.reactions import reaction_target
from dracheninsel.rules.state import EXCHANGE, MAIN, WINDOW
from dracheninsel.ui.moves import make_move
from dracheninsel.ui.reactions import (
    LATE_CLAIM,
    LATE_NOTE,
    TOO_LATE,
    Choice,
    ChoicePanel,
    ReactionRound,
    answer_floor,
    badge_rects,
    round_length,
)
from dracheninsel.ui.words import card_label, duel_round, say, terrain_name

log = logging.getLogger(__name__)
#: The hand-off of a claim says which action is answered: a claim that reached another
#: bar than the one meant was answered blind (play-test R, picture 44)
CLAIM_NOTE = N_("To answer: {what}")
#: Seconds of the table's clock (1x; the speed button shortens it) a computer's move of its
#: turn takes at least: the same for every move and hand, so people can follow each one.
COMPUTER_PACE = 0.6
NO_UNFAITHFUL = N_("You have no Unfaithful card: you can only pass.")
UNFAITHFUL_ANSWERED = N_(
    "{name} has played Unfaithful: both coins go to {name} unless you play one too."
)
#: The duel's question with its round (each Unfaithful played starts the next): the second
#: round asked the same words as the first and players could not tell their answer counted
#: (family play-test, issue 27 finding 11)
DUEL_QUESTION = N_("Treasure duel with {name}, round {round}: play Unfaithful to take both coins?")


class ReactionRounds:
    """Reaction rounds, private choices (duel, bearer, partner) and computer jobs."""

    round: ReactionRound | None
    plan: State | None  # the state after everybody passed (what a preparer plays on)
    prepared: Any  # a person's next action, committed when the round closes
    window_rng: random.Random
    computer: ComputerPlayer[State, Any]
    ai_jobs: list[tuple[int, State, bool]]  # (seat, state to decide on, in a round)
    ai_current: tuple[int, State, bool] | None
    thinking: set[int]
    choice: ChoicePanel | None
    choice_for: int | None
    you_seat: int | None  # the guided game's learner (table.py)
    covered_for: int | None  # whose hand waits for "Show my cards" (`cover_after_watching`)
    answer_time: str  # the setup's "Time to answer" (reactions.ANSWER_TIMES), table.py
    clock: float  # the table's clock, real seconds (table.py)
    pointer: tuple[float, float]  # where the pointer was last (controls.py)

    def _init_rounds(self, seed: int, draws: int, threaded: bool) -> None:
        """The round's RNG and the computers' seeds follow the game's seed and the number of
        moves so far, so a loaded game goes on exactly as the uninterrupted one."""
        self.window_rng = random.Random(seed * 31 + 7 + draws)
        self.computer = ComputerPlayer(
            choose_move, seed=seed * 7919 + 1 + draws, min_think=0.0, threaded=threaded
        )
        self.ai_jobs = []
        self.ai_current = None
        self.round = None
        self.plan = None
        self.prepared = None
        self.thinking = set()
        self.choice = None
        self.choice_for = None
        self.bar_closed_at: float | None = None  # the table clock when a bar last closed
        self.closed_badges: dict[int, pygame.Rect] = {}  # where its badges stood

    def late_claim(self) -> bool:
        """A claim or "go on" made now was made on a bar that has closed (`LATE_CLAIM`,
        `LATE_NOTE`): a bar closed shortly before, and no bar shows now or the one showing
        has only just opened. The table's clock and when bars opened and closed decide
        it: public, the same whoever holds what."""
        closed = self.bar_closed_at
        if closed is None or self.clock - closed >= LATE_NOTE:
            return False
        rnd = self.round
        if rnd is None or rnd.quiet:
            return True
        return self.clock - rnd.opened_at < LATE_CLAIM

    def claim_by_hand(self, seat: int) -> None:
        """A person's claim by badge, panel or number key: it belongs to the bar on screen
        when it was made. Made as that bar closed (`late_claim`) it is dropped with a
        short line near the pointer, and the next bar starts clean: nobody has claimed it
        or said "go on" there."""
        if self.late_claim():
            self.too_late(seat)
            return
        self.claim(seat)

    def too_late(self, seat: int) -> None:
        """The line for a claim that came after its bar closed (the same for everybody)."""
        self.record("too_late", seat)
        self.toasts.show("too_late", _(TOO_LATE), self.pointer)
        play_ui("refuse", 0.5)

    def tick_round(self, dt: float) -> bool:
        """Count the open round down while nothing animates; True while it counts. The time
        to answer is the setup's choice alone: neither the 1x/2x/4x button (which halved it
        unannounced, issue 27; the button paces the computers' moves, its label says the
        answer time stays) nor the animation-speed setting or "reduce motion" change it."""
        if self.round is None or self.anim.active:
            return False
        counting = not self.round.paused
        if self.round.tick(dt):
            self._close_round()
        return counting

    def hand_hidden(self) -> bool:
        """While the others may answer, the active person's cards lie face down.

        Everybody looks at the screen during a reaction round (to claim it), so with more
        than one person at the table the acting hand is turned over until the round closes;
        the cone can still be moved meanwhile (that commits and closes the round). Also
        while the action (or an answer) is shown before its round opens (`between_rounds`):
        the hand lay face up there for half a second between two bars. And once the turn
        has passed to another seat, until the next hand-off or a computer's turn closes
        the view.
        """
        viewer = self.viewer
        if viewer is None or len(self.people) < 2:
            return False
        if viewer == self.state.active:
            return self.watched() or self.covered_for == viewer
        # The turn has passed on (the draw still flying) and the next person is called:
        # the last one's new hand lay face up under "Player 2's turn" until the hand-off.
        return self.state.phase in (MAIN, EXCHANGE)

    def watched(self) -> bool:
        """Everybody looks at the screen now: a reaction round nobody has claimed yet, or an
        action (or answer) shown before its round opens. Not a window no person at the
        screen may answer (`ReactionRound.quiet`: a lone person's own action, the others
        computers): nobody else is asked to look, so the acting hand stays face up between
        that person's actions (issue 27); nor one nobody could answer (`answer_possible`).
        Public facts: who may answer, which cards are spent, how many each hand holds."""
        rnd = self.round
        if rnd is not None:
            return rnd.claimant is None and not rnd.quiet
        return self.between_rounds() and bool(self.may_answer()) and self.answer_possible()

    def cover_after_watching(self) -> None:
        """Once everybody has watched, the acting hand stays face down for its owner until
        they show it again (`show_my_cards`): when the bar closes the others are still
        looking, and the hand turned face up at once (play-test finding). A hand-off to
        anybody, or the turn passing, ends the cover (the next hand-off guards that view)."""
        viewer = self.viewer
        if self.covered_for is not None and self.covered_for != viewer:
            self.covered_for = None
        if (
            viewer is not None
            and viewer == self.state.active
            and len(self.people) >= 2
            and self.watched()
        ):
            self.covered_for = viewer

    def _cover_after_answers(self, events: list[Any]) -> None:
        """A round closed with another seat's answer (a computer's Counter Magic or Sweet
        Slumber in a window no other person could answer): everybody watches it play, so
        the acting hand, face up through that quiet window, is covered again until its
        owner shows it (`show_my_cards`). Public facts: who played a card."""
        viewer = self.viewer
        if viewer is None or viewer != self.state.active or len(self.people) < 2:
            return
        if any(e.kind == "card_played" and getattr(e, "seat", viewer) != viewer for e in events):
            self.covered_for = viewer

    def show_my_cards(self) -> None:
        """The acting person turns their hand face up again (the others look away)."""
        self.covered_for = None

    #: Whether a lone person may end a bar's wait ("Go on"); the guided game's script waits
    #: for its own bars and turns it off.
    skip_allowed = True

    def may_skip_round(self) -> bool:
        """With one person at the screen (every other seat a computer), that person's "Go on"
        button (or Space) is the one "nobody here answers" press, as a player at a real
        table says "no, go on". With several people each says it on their badge's tick
        (`go_on`). Either way the bar then runs empty, no sooner than its floor, and the
        computers' answers are awaited (`ReactionRound`)."""
        rnd = self.round
        return (
            self.skip_allowed
            and rnd is not None
            and len(self.people) == 1
            and rnd.claimant is None
            and self.choice is None
            and not rnd.quiet
            and not rnd.everyone_went_on()
        )

    def skip_round(self) -> None:
        """ "Go on": the lone person lets the open bar run out now (see `may_skip_round`)."""
        if self.may_skip_round() and self.round is not None:
            for seat in self.round.asked:
                self.go_on(seat)
            self.record("skip", None)

    def may_go_on(self, seat: int) -> bool:
        """Whether `seat` may say "go on" to the open bar now: a person asked by it (public),
        while nobody answers privately. Holding a card or not changes nothing here."""
        rnd = self.round
        return (
            self.skip_allowed
            and rnd is not None
            and rnd.claimant is None
            and self.choice is None
            and not rnd.hurry
            and seat in rnd.asked
            and seat not in rnd.went_on
        )

    def go_on(self, seat: int) -> None:
        """`seat` says "go on" (their badge's tick, Shift and their number, or the lone
        person's "Go on"): once everybody asked has, the bar runs empty (issue 27)."""
        if self.may_go_on(seat) and self.round is not None and self.round.go_on(seat):
            self.record("go_on", seat)

    def may_answer(self) -> list[int]:
        """The people offered a claim badge in the open window: everyone but the seat that
        played what is answered (the top of the chain, else the active seat's action), as
        nobody answers their own card (the engine asks the others, `ask_from`), and who
        holds a card at all (a hand's size is on its panel for all to see). Decided from
        those public facts alone, never from a hand's faces: the prompt looks the same
        whoever holds which cards. A person with no card cannot answer, so the acting
        person's hand stays face up when nobody else at the screen could (a play-test saw
        it covered after every own step while the other person's hand was empty)."""
        s = self.state
        w = s.window
        if w is None:
            return []
        last = w.chain[-1][0] if w.chain else s.active
        return [seat for seat in self.people if seat != last and s.hands[seat]]

    def _answering(self) -> Callable[[], str]:
        """Words for what the open window answers (public facts only)."""
        w = self.state.window
        if w is not None and w.chain:
            seat, card = w.chain[-1]
            kind = D.CARD_KIND[card]
            target = getattr(w.pending, "target", None) if len(w.chain) == 1 else None
            if target is None:  # a Sweet Slumber hits the active player (a public fact)
                target = reaction_target(kind, self.state.active)
            if isinstance(target, int) and target != seat:
                msgid = N_("{name} plays {card} on {target}")
                if target == self.you_seat:
                    msgid = N_("{name} plays {card} on you")
                return say(
                    self.person(msgid, seat),
                    name=self.name(seat),
                    card=partial(card_label, kind),
                    target=self.name(target),
                )
            return say(
                self.person(N_("{name} plays {card}"), seat),
                name=self.name(seat),
                card=partial(card_label, kind),
            )
        last = self.state.last_action
        seat = self.state.active
        if last is not None and last.kind == "long_journey":  # whether to answer: which colour
            return say(
                self.person(N_("{name} plays {card}: {terrain} is free"), seat),
                name=self.name(seat),
                card=partial(card_label, last.kind),
                terrain=partial(terrain_name, D.CARD_COLOUR[int(last.card2)]),
            )
        if last is not None and last.kind in D.CARD_NAMES:
            return say(
                self.person(N_("{name} plays {card}"), seat),
                name=self.name(seat),
                card=partial(card_label, last.kind),
            )
        if last is not None and last.kind == "step":
            return say(self.person(N_("{name} moves"), seat), name=self.name(seat))
        return say(self.person(N_("{name}'s action"), seat), name=self.name(seat))

    def answer_possible(self) -> bool:
        """Whether the rules allow any answer to the open window, by public facts alone (the
        discard pile, how many cards each hand holds, what is on the chain), never by a
        hand: a card that answers it (Sweet Slumber to an action, Counter Magic to a
        counterable card on top of the chain) may still be in someone's hand, and someone
        asked holds a card at all. When not, the window opens no bar and asks no computer
        (issue 27: a bar after every action, even where nobody could answer)."""
        s = self.state
        w = s.window
        if w is None:
            return False
        if w.chain:
            top_seat, top_card = w.chain[-1]
            if D.CARD_KIND[top_card] not in D.COUNTERABLE:
                return False
            kind, asked = "counter_magic", [seat for seat in range(s.n) if seat != top_seat]
        else:
            kind, asked = "sweet_slumber", [seat for seat in range(s.n) if seat != s.active]
        # spent: on the discard pile, or on the chain (played, not yet discarded)
        played = [*s.discard, *(card for _seat, card in w.chain)]
        spent = sum(1 for card in played if D.CARD_KIND[card] == kind)
        in_hands = len(D.CARDS_OF_KIND[kind]) - spent > 0
        return in_hands and any(s.hands[seat] for seat in asked)

    def _open_round(self) -> None:
        duration = round_length(self.window_rng.random(), self.answer_time)
        w = self.state.window
        floor = answer_floor(w.kind, bool(w.chain)) if w is not None else 0.0
        self.plan = self._after_passes(self.state)  # `acting_person` reads it
        self.version += 1
        if not self.answer_possible():  # nobody could answer: it closes at once, no bar
            self.round = ReactionRound(0.0, self._answering(), asked=[], floor=0.0)
            self.record("window", 0.0)
            return
        asked = self.may_answer()
        if not asked and self.acting_person() is None:
            duration = floor  # nobody at the screen waits on it: computers pace by moves
        self.round = ReactionRound(
            duration, self._answering(), asked=asked, floor=floor, opened_at=self.clock
        )
        self.record("window", round(duration, 6))
        w = self.state.window
        queue = list(w.queue) if w is not None else []
        for seat in queue:
            if self.is_computer(seat):
                sim = self._until_asked(seat)
                if sim is not None:
                    self._think(seat, sim, in_round=True)

    def _after_passes(self, state: State) -> State:
        plan = state.copy()
        while plan.phase == WINDOW:
            seat = plan.actors()[0]
            plan.apply(make_move("pass", seat))
        return plan

    def _until_asked(self, seat: int) -> State | None:
        """A copy of the state where every seat before `seat` has passed."""
        sim = self.state.copy()
        while sim.phase == WINDOW:
            asked = sim.actors()[0]
            if asked == seat:
                return sim
            sim.apply(make_move("pass", asked))
        return None

    def claim(self, seat: int) -> None:
        """A person claims the open round (badge click or seat number)."""
        rnd = self.round
        if rnd is None or rnd.claimant is not None or seat not in self.may_answer():
            return
        if rnd.hurry:  # answered already: it closes as soon as it may
            return
        if self.anim.active or self.drag is not None:
            return
        rnd.claimant = seat
        rnd.claimed.add(seat)
        self.record("claim", seat)
        self.selected = False
        self.pick = None
        what = rnd.what
        self._open_claimed(seat, partial(self._offer_answer, seat), say(CLAIM_NOTE, what=what))

    def _offer_answer(self, seat: int) -> None:
        sim = self._until_asked(seat)
        options = [m for m in sim.legal_moves(seat) if m.kind != "pass"] if sim else []
        choices = [
            Choice(
                say(N_("Play {card}"), card=partial(card_label, m.kind)),
                partial(self._answer, seat, m),
            )
            for m in options
        ]
        choices.append(Choice(say(N_("Nothing")), partial(self._answer, seat, None), "plain"))
        what = self.round.what if self.round is not None else say(N_("Answer"))
        note = None if options else say(N_("None of your cards can answer this now."))
        self.choice = ChoicePanel(
            say(N_("Answer: {what}"), what=what), choices, note=note, lay=self.lay
        )
        self.choice_for = seat
        self.record("answer", seat)

    def _answer(self, seat: int, move: Any) -> None:
        rnd = self.round
        self.choice = None
        self.choice_for = None
        if rnd is None:
            return
        rnd.claimant = None
        if move is not None:
            rnd.decisions[seat] = move
        self.record("answered", None)
        preparer = self.acting_person()
        if preparer != seat:
            self._close_private()
        if move is not None:
            self._close_when_answered()
            return
        self.go_on(seat)  # "Nothing" says "go on" too
        self.advance()

    def _close_when_answered(self) -> None:
        """Close the round as soon as it may: at once, unless a computer is still deciding
        (`ReactionRound.hurry`): a computer's answer is awaited in every case, never
        dropped because a person was quicker."""
        rnd = self.round
        if rnd is None:
            return
        if rnd.thinking:
            rnd.hurry = True
            return
        self._close_round()

    def _close_round(self) -> None:
        """Feed the round's answers to the engine in its order; everyone else passes."""
        rnd = self.round
        if rnd is None:
            return
        # a bar that ran on screen to its end (its countdown, everybody's "go on", the
        # acting person moving on): a claim made on it now comes too late. Not one that a
        # person's card answer closed: their hand-off and answer covered it meanwhile,
        # so no claim can have been on its way (a card answered is public)
        answered = any(seat in self.people for seat in rnd.decisions)
        if not rnd.quiet and not answered:
            self.bar_closed_at = self.clock
            self.closed_badges = badge_rects(self.may_answer(), self.lay)
        self.round = None
        self.plan = None
        self._drop_computers()  # answers still thinking are dropped (they pass)
        self.record("close", None)
        events: list[Any] = []
        while self.state.phase == WINDOW:
            seat = self.state.actors()[0]
            move = rnd.decisions.get(seat)
            if move is None or move.kind == "pass":
                events += self._apply(make_move("pass", seat))
                continue
            try:
                events += self._apply(move)
            except IllegalMove:
                events += self._apply(make_move("pass", seat))
                continue
            break
        self._cover_after_answers(events)
        prepared, self.prepared = self.prepared, None
        if (
            prepared is not None
            and self.state.phase in (MAIN, EXCHANGE)
            and self.state.active == prepared.seat
        ):
            try:
                events += self._apply(prepared)
            except IllegalMove as refused:
                self.refuse(refused.code)
        self.version += 1
        self._play(events)

    def _offer_duel(self, seat: int) -> None:
        moves = self.legal(seat)
        duel = self.state.duel
        choices = [
            Choice(say(N_("Play Unfaithful")), partial(self._choose, m))
            for m in moves
            if m.kind == "unfaithful"
        ]
        choices += [
            Choice(say(N_("Pass")), partial(self._choose, m), "plain")
            for m in moves
            if m.kind == "pass"
        ]
        other = (
            duel.other
            if duel is not None and duel.owner == seat
            else (duel.owner if duel else seat)
        )
        note = None
        if not any(m.kind == "unfaithful" for m in moves):
            note = say(NO_UNFAITHFUL)  # the question asked for a card whose button was missing
        elif duel is not None and duel.last == other:
            # the same question came back unchanged after the partner's Unfaithful (play-test
            # under Xvfb: did my click count?); what was played is public, face up
            note = say(UNFAITHFUL_ANSWERED, name=self.name(other))
        self.choice = ChoicePanel(
            say(DUEL_QUESTION, name=self.name(other), round=duel_round(duel)),
            choices,
            note=note,
            lay=self.lay,
        )
        self.choice_for = seat
        self.record("duel", seat)

    def _offer_bearer(self, seat: int) -> None:
        moves = self.legal(seat)
        labels = {"wait": N_("Wait for a new partner"), "abandon": N_("Give up the treasure")}
        choices = [
            Choice(
                say(labels[m.kind]),
                partial(self._choose, m),
                "primary" if m.kind == "wait" else "plain",
            )
            for m in moves
            if m.kind in labels
        ]
        self.choice = ChoicePanel(
            say(N_("Your partner was sent home. Wait with the treasure?")), choices, lay=self.lay
        )
        self.choice_for = seat
        self.record("bearer", seat)

    def _choose(self, move: Any) -> None:
        self.choice = None
        self.choice_for = None
        self.commit(move)

    def _ask_partner(
        self, moves: list[Any], question: str = N_("Which partner do you push out of the pair?")
    ) -> None:
        """Stepping onto a pair, or Fear and Loathing on a pair's figure: which of the two
        hunters goes back to the boat? (Both stand on one disk: a click cannot tell.) The
        buttons come in seat order: they followed the pair's order of joining, so Anna was
        first once and the computer the next time, and a misclick followed (play-test)."""
        choices = [
            Choice(
                say(N_("{name} goes home"), name=self.name(int(m.target))), partial(self._choose, m)
            )
            for m in sorted(moves, key=lambda m: int(m.target))
        ]
        choices.append(Choice(say(N_("Cancel")), self._cancel_choice, "plain"))
        self.choice = ChoicePanel(say(question), choices, lay=self.lay)
        self.choice_for = self.acting_person()

    def _cancel_choice(self) -> None:
        self.choice = None
        self.choice_for = None
        self.pick = None
        self.fan.picked.clear()
        self.fan.lit = None

    def _think(self, seat: int, state: State, in_round: bool = False) -> None:
        """Queue a decision of the computer of `seat` on `state` (the kit's worker thinks on
        a copy of its view; one job at a time, the main loop never waits)."""
        self.thinking.add(seat)
        if in_round and self.round is not None:
            self.round.thinking.add(seat)
        self.ai_jobs.append((seat, state, in_round))
        self._next_job()

    def _next_job(self) -> None:
        if self.ai_current is not None or not self.ai_jobs:
            return
        seat, state, in_round = self.ai_current = self.ai_jobs.pop(0)
        # a move of its turn takes at least `COMPUTER_PACE` (1x): computer turns pace by
        # their actions now that no bar pauses them where nobody at the screen may answer
        # (issue 27); an answer inside a window is wanted at once (its floor hides when)
        pace = 0.0 if in_round else COMPUTER_PACE
        self.computer.request(state, seat, self.seats[seat].level or "normal", min_think=pace)

    def _drop_computers(self) -> None:
        self.computer.cancel()
        self.ai_jobs.clear()
        self.ai_current = None
        self.thinking.clear()

    def _poll_computer(self, dt: float) -> None:
        current = self.ai_current
        if current is None:
            return
        seat, state, in_round = current
        decision = self.computer.update(dt, state)
        if decision is None:
            return
        self.ai_current = None
        self._ready(seat, decision, in_round)
        self._next_job()

    def _ready(self, seat: int, decision: Decision[Any], in_round: bool) -> None:
        self.thinking.discard(seat)
        move = decision.move
        if in_round:
            if self.round is not None:
                rnd = self.round
                if rnd.elapsed > rnd.floor and (rnd.hurry or rnd.everyone_went_on()):
                    # the window waited for this answer past its floor (`ReactionRound`)
                    log.warning("seat %d answered %.2f s into a window", seat, rnd.elapsed)
                rnd.thinking.discard(seat)
                if move is not None:
                    self.round.decisions[seat] = move
            return
        if move is None:
            self.computer_stuck(decision)
            return
        if self.state.phase == WINDOW:
            # A stale turn answer: drop it and let the table look again (it opens the
            # window's round), instead of waiting for a round nobody will open.
            log.error("a turn move for seat %d while a window is open: %s", seat, move)
            self.advance_due = True
            return
        try:
            events = self._apply(move)
        except IllegalMove:
            log.warning("computer move %s refused; taking the first legal move", move)
            events = self._apply(self.state.legal_moves(seat)[0])
        self._play(events)

    def computer_stuck(self, decision: Decision[Any]) -> None:
        """A computer seat has no legal move (a rules bug): say so, offer the title."""
        seat = decision.seat
        report_stuck(
            getattr(self, "manager", None), seat, self.name(seat), decision.problem, self.leave
        )
