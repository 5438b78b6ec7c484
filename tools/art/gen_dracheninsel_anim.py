"""Generate the two flight frames of the Die Dracheninsel dragon (wings up / wings down)
and the closed eye it blinks with at rest.

The board dragon (`gen_dracheninsel.dragon`) stands on a stone base with its wings raised;
in flight the base stays behind and the wings beat between these two frames, drawn by
`dracheninsel/ui/anim.py`. Same figure, same transform, so the frames line up with the
standing dragon; so does the closed eye (`dragon_eyes_closed.svg`, the Dragomino mother's
lid), laid over the standing dragon when it blinks (`dracheninsel/ui/idle.py`).
Run: .venv/bin/python tools/art/gen_dracheninsel_anim.py
"""

from __future__ import annotations

from gen_dragomino import mother_body, mother_eyes_closed, mother_wing
from svgkit import Svg

OUT = "dracheninsel"


GROUND_SHADOW = '<ellipse cx="128" cy="238" rx="90" ry="10" fill="#000000" opacity="0.18"/>'


def dragon_flying(up: bool) -> Svg:
    """96 wide like the board dragon, a little taller so the raised wing is not cut off.

    The figure's own ground shadow is left out: in flight the UI draws the shadow on the
    ground far below the dragon.
    """
    s = Svg(96, 100)
    with s.group("translate(-1 0) scale(0.38)"):
        mother_wing(up, s)
        mother_body(s)
    s.body = [line for line in s.body if line != GROUND_SHADOW]
    return s


def dragon_eyes_closed() -> Svg:
    """The lid over the standing dragon's eye: the same 96 x 96 box and transform as the
    board dragon (`gen_dracheninsel.dragon`), so it lies exactly on its eye."""
    s = Svg(96, 96)
    with s.group("translate(-1 -8) scale(0.38)"):
        mother_eyes_closed(s)
    return s


def main() -> None:
    dragon_flying(True).save(f"{OUT}/dragon_fly_up.svg")
    dragon_flying(False).save(f"{OUT}/dragon_fly_down.svg")
    dragon_eyes_closed().save(f"{OUT}/dragon_eyes_closed.svg")


if __name__ == "__main__":
    main()
