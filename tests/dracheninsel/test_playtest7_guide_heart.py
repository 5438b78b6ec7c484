"""Play-test finding 10 (issue 27): the guided first game ended before the heart of the
game: carrying the pair home, the delivery, the Unfaithful duel, passing the screen.

The guide now goes on: the pair leaves the site (the green card pays), End turn, the
computers play (the little dragon carries the pair to your boat's landing space), your next
turn opens behind the real hand-off card, you step into your boat, the duel asks you, the
little dragon answers your Unfaithful with its own, and the coins are shared out. Walked
here with posted mouse events only, every lesson asserted in order; the learner's clicks
and the lessons are counted (the guide stays short).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.rules import data as D
from dracheninsel.rules.events import DeliveryStarted, TreasureCollected, UnfaithfulPlayed
from dracheninsel.ui import cards, guide
from dracheninsel.ui.guide import STEP_TARGET, GuideTable
from dracheninsel.ui.reactions import badge_rects
from tests.dracheninsel.test_guide import centre, click, drag, post, until

#: Everything the learner does, counted (a drag or a click is one).
MAX_ACTIONS = 18
#: The lessons are at most this many (the old guide had 11).
MAX_LESSONS = 20


class Learner:
    """Posts the learner's input and keeps count of it."""

    def __init__(self, app: App, scene: GuideTable) -> None:
        self.app, self.scene, self.actions = app, scene, 0
        self.seen: list[str] = [scene.step]

    def note(self) -> None:
        """Record each new lesson once, in the order it appeared."""
        if self.scene.step != self.seen[-1]:
            self.seen.append(self.scene.step)

    def wait(self, done: object, limit: float = 60.0) -> None:
        def check() -> bool:
            self.note()
            return bool(done())  # type: ignore[operator]

        until(self.scene, check, limit)
        self.note()

    def click(self, pos: tuple[int, int]) -> None:
        self.actions += 1
        click(self.app, pos)
        self.note()

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.actions += 1
        drag(self.app, start, end)
        self.note()

    def step_to(self, key: str) -> None:
        scene = self.scene
        assert scene.step == key
        self.drag(centre(scene, scene.state.pos[guide.LEARNER]), centre(scene, STEP_TARGET[key]))


def play_to_the_counter(learner: Learner) -> None:
    """The first part of the guide, as before (test_guide walks it in detail)."""
    scene = learner.scene
    learner.wait(scene.tap_ready)
    learner.click((640, 400))
    learner.wait(scene.may_act)
    for key in ("free", "pay", "joker"):
        learner.step_to(key)
        learner.wait(lambda key=key: scene.step != key and scene.may_act())  # type: ignore[misc]
    card = scene.card_rect(scene.card_of("dragon_patrol"))
    assert card is not None
    sea = (guide.BOARD_RECT.x + 20, guide.BOARD_RECT.y + 20)  # on a disk it would land
    learner.drag(card.center, sea)
    assert scene.step == "target"
    learner.click(centre(scene, sorted(scene.targets())[0]))
    learner.wait(lambda: scene.step == "treasure" and scene.may_act())
    learner.step_to("treasure")
    learner.wait(lambda: scene.step == "claim")
    learner.click(badge_rects(scene.people)[0].center)
    assert scene.step == "counter" and scene.choice is not None
    learner.click(scene.choice.group.widgets[0].rect.center)


def faces_drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The cards of a hand (an owner's, not the public discard pile) drawn face up in one
    whole frame of the app."""
    seen: list[int] = []
    real = cards.draw_face_up

    def spy(surface: Any, card: int, owner: int | None, *args: Any, **kwargs: Any) -> Any:
        if owner is not None:
            seen.append(card)
        return real(surface, card, owner, *args, **kwargs)

    monkeypatch.setattr(cards, "draw_face_up", spy)
    app.render()
    monkeypatch.undo()
    return seen


def walk_to_the_duel(app: App, monkeypatch: pytest.MonkeyPatch | None = None) -> Learner:
    scene = GuideTable(lambda: None, sync_ai=True)
    app.scenes.push(scene)
    learner = Learner(app, scene)
    play_to_the_counter(learner)
    learner.wait(lambda: scene.step == "carry" and scene.may_act())
    assert scene.state.group_of(guide.LEARNER) is not None  # the pair stands on the site
    green = scene.card_of(D.TERRAIN, "G")
    assert green is not None
    learner.step_to("carry")
    learner.wait(lambda: scene.step == "end" and scene.end_button.visible)
    assert scene.card_of(D.TERRAIN, "G") is None, "the green card paid the step home"
    assert scene.state.pos[guide.LEARNER] == guide.CARRY_DISK
    learner.click(scene.end_button.rect.center)
    learner.wait(lambda: scene.step == "others")
    learner.wait(lambda: isinstance(app.scenes.top, HandoffScene))
    assert scene.step == "handoff"
    card = app.scenes.top
    assert isinstance(card, guide.GuideHandoff) and card.keep  # "Something secret for you"
    pair = scene.state.group_of(guide.LEARNER)
    assert pair is not None and pair.pos == guide.ROUTE[-1], "the partner carried it on"
    assert scene.state.active == guide.LEARNER
    assert scene.viewer is None, "nothing private under the hand-off card"
    if monkeypatch is not None:
        assert not faces_drawn(app, monkeypatch), "no card face up under the hand-off card"
    learner.click(card.button.rect.center)
    assert app.scenes.top is scene
    learner.wait(lambda: scene.step == "home" and scene.may_act())
    if monkeypatch is not None:
        assert faces_drawn(app, monkeypatch), "your hand face up again after I'm ready"
    hand = [D.CARD_KIND[c] for c in scene.state.hands[guide.LEARNER]]
    assert hand.count("unfaithful") == 2, hand
    learner.step_to("home")
    learner.wait(lambda: scene.step == "duel")
    assert any(isinstance(e, DeliveryStarted) for e in scene.log), "the pair was delivered"
    assert scene.choice is not None and scene.choice_for == guide.LEARNER
    return learner


def test_the_guide_goes_on_to_delivery_duel_and_hand_off(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    learner = walk_to_the_duel(app, monkeypatch)
    scene = learner.scene
    assert scene.choice is not None
    learner.click(scene.choice.group.widgets[0].rect.center)  # Play Unfaithful
    learner.wait(lambda: scene.step == "again")
    assert scene.choice is not None and scene.choice_for == guide.LEARNER
    played = [e.seat for e in scene.log if isinstance(e, UnfaithfulPlayed)]
    assert played == [guide.LEARNER, guide.PARTNER], "the little dragon answered in kind"
    learner.click(scene.choice.group.widgets[0].rect.center)  # the second Unfaithful
    learner.wait(lambda: scene.step == "coins")
    collected = [e for e in scene.log if isinstance(e, TreasureCollected)]
    assert len(collected) == 1 and len(scene.state.collected[guide.LEARNER]) == 2
    assert scene.line_key() == "coins"
    turn = scene.state.turn_no
    learner.wait(scene.tap_ready)
    learner.click((640, 400))
    assert scene.finished and not scene.skipped
    learner.wait(lambda: not scene.anim.active)
    assert scene.state.turn_no == turn, "nothing more is played after the coins"
    assert learner.seen == list(guide.SCRIPT)
    assert learner.actions <= MAX_ACTIONS and len(guide.SCRIPT) <= MAX_LESSONS
    click(learner.app, guide.layer.PLAY_BUTTON.center)


@pytest.mark.parametrize("when", ["first", "second"])
def test_passing_in_the_duel_is_a_lesson_too(app: App, when: str) -> None:
    """The learner plays or passes: passing first shares the coins, passing after the
    little dragon's Unfaithful leaves both to it; either way the guide goes on."""
    learner = walk_to_the_duel(app)
    scene = learner.scene
    assert scene.choice is not None
    if when == "second":
        learner.click(scene.choice.group.widgets[0].rect.center)
        learner.wait(lambda: scene.step == "again")
    assert scene.choice is not None
    learner.click(scene.choice.group.widgets[-1].rect.center)  # Pass
    learner.wait(lambda: scene.step == "coins")
    mine = len(scene.state.collected[guide.LEARNER])
    assert (mine, scene.line_key()) == ((1, "shared") if when == "first" else (0, "lost"))


def test_skip_on_the_hand_off_card(app: App) -> None:
    """The lessons stay skippable on the hand-off card (it is a scene of its own)."""
    scene = GuideTable(lambda: None, sync_ai=True)
    app.scenes.push(scene)
    learner = Learner(app, scene)
    play_to_the_counter(learner)
    learner.wait(lambda: scene.step == "carry" and scene.may_act())
    learner.step_to("carry")
    learner.wait(lambda: scene.step == "end" and scene.end_button.visible)
    learner.click(scene.end_button.rect.center)
    learner.wait(lambda: isinstance(app.scenes.top, guide.GuideHandoff))
    post(app, pygame.MOUSEBUTTONDOWN, pos=guide.SKIP_BUTTON.center, button=1)
    assert app.scenes.top is scene and scene.finished and scene.skipped
    assert not scene.gate.covering


def test_the_dragon_may_not_block_the_way_home(app: App) -> None:
    scene = GuideTable(lambda: None, sync_ai=True)
    app.scenes.push(scene)
    learner = Learner(app, scene)
    learner.wait(scene.tap_ready)
    learner.click((640, 400))
    learner.wait(scene.may_act)
    for key in ("free", "pay", "joker"):
        learner.step_to(key)
        learner.wait(lambda key=key: scene.step != key and scene.may_act())  # type: ignore[misc]
    card = scene.card_rect(scene.card_of("dragon_patrol"))
    assert card is not None
    learner.drag(card.center, (guide.BOARD_RECT.x + 20, guide.BOARD_RECT.y + 20))  # the sea
    assert scene.targets() and not set(scene.targets()) & guide.KEEP_CLEAR


def test_no_take_back_in_the_guide(app: App) -> None:
    """Xvfb (larger text): 'Take back' stood under End turn while the carry's bar ran; a
    take-back there (or after the first step) left the script's next move impossible:
    only Skip was left. The guide offers no take-back; Ctrl+Z does nothing."""
    scene = GuideTable(lambda: None, sync_ai=True)
    app.scenes.push(scene)
    learner = Learner(app, scene)
    learner.wait(scene.tap_ready)
    learner.click((640, 400))
    learner.wait(scene.may_act)
    learner.step_to("free")
    learner.wait(lambda: scene.round is not None and not scene.anim.active)
    assert scene.step == "pay"
    assert not scene.takeback.button.visible, "no Take back under the guide's bar"
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.pos[guide.LEARNER] == guide.FREE_DISK, "Ctrl+Z took the step back"
