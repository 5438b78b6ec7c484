"""The comfort settings as the tables read them (`common.comfort`)."""

from __future__ import annotations

from types import SimpleNamespace

from common import comfort
from common.settings import LARGER_TEXT_SCALE


def scene_with(**settings: object) -> SimpleNamespace:
    return SimpleNamespace(app=SimpleNamespace(settings=SimpleNamespace(**settings)))


def test_text_scale_follows_the_setting_and_a_pictures_own_factor() -> None:
    assert comfort.text_scale(object()) == 1.0  # no app, as in tests
    assert comfort.text_scale(scene_with(larger_text=False)) == 1.0
    assert comfort.text_scale(scene_with(larger_text=True)) == LARGER_TEXT_SCALE >= 1.25
    overridden = scene_with(larger_text=False)
    overridden.text_scale_override = LARGER_TEXT_SCALE  # a self-test picture
    assert comfort.text_scale(overridden) == LARGER_TEXT_SCALE
    overridden.text_scale_override = None
    assert comfort.text_scale(overridden) == 1.0


def test_reduce_motion_shortens_flights() -> None:
    assert comfort.flight_factor(scene_with(reduce_motion=True)) == comfort.REDUCED_SPEEDUP
    assert comfort.flight_factor(scene_with(reduce_motion=False)) == 1.0
