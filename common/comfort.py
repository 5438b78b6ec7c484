"""The comfort settings, read in one place: "reduce motion" and "larger text".

Tables multiply their animation speed by `flight_factor` (the kit's `TableSceneBase.speed`
does), so every glide, flight and hop is shorter; the end screen leaves out the confetti.
`text_scale` is the factor of "larger text and pieces": the tables lay themselves out for
it (`dragomino/ui/layout.py`, `dracheninsel/ui/layout.py`), the help overlay and the guides'
lines multiply their text by it.
"""

from __future__ import annotations

from typing import Any

from common.settings import LARGER_TEXT_SCALE

REDUCED_SPEEDUP = 2.0  # flights take half as long when motion is reduced


def reduced(scene: Any) -> bool:
    """True when the player asked for less motion (False without an app, as in tests)."""
    settings = getattr(getattr(scene, "app", None), "settings", None)
    return bool(getattr(settings, "reduce_motion", False))


def flight_factor(scene: Any) -> float:
    """What a table multiplies its animation speed by."""
    return REDUCED_SPEEDUP if reduced(scene) else 1.0


def text_scale(scene: Any) -> float:
    """LARGER_TEXT_SCALE when the player asked for larger text, else 1.0 (a scene's own
    `text_scale_override`, as the self-test's pictures of the larger tables set, wins)."""
    override = getattr(scene, "text_scale_override", None)
    if override is not None:
        return float(override)
    settings = getattr(getattr(scene, "app", None), "settings", None)
    return LARGER_TEXT_SCALE if getattr(settings, "larger_text", False) else 1.0
