"""The Dragomino table, one scene made of parts (see `scene.py` for how they fit).

Everything other code imports from `dragomino.ui.table` is re-exported here.
"""

from dragomino.rules import Event
from dragomino.ui.pictures import Floating
from dragomino.ui.table.controls import (
    KEYS_START,
    TAP_DISTANCE,
    UNDO_KEYS,
    Drag,
    Ghost,
    refusal_text,
)
from dragomino.ui.table.draw import PULSE_RADIUS, PulseLook
from dragomino.ui.table.history import WAIT_TO_UNDO
from dragomino.ui.table.idle import GLOW_BAND, GLOW_REACH, PULSE_BAND, pulse_band
from dragomino.ui.table.places import MOTHER_SIZE, rect
from dragomino.ui.table.scene import (
    Cell,
    SeatInfo,
    Session,
    TableScene,
)

__all__ = [
    "GLOW_BAND",
    "GLOW_REACH",
    "KEYS_START",
    "MOTHER_SIZE",
    "PULSE_BAND",
    "PULSE_RADIUS",
    "TAP_DISTANCE",
    "UNDO_KEYS",
    "WAIT_TO_UNDO",
    "Cell",
    "Drag",
    "Event",
    "Floating",
    "Ghost",
    "PulseLook",
    "SeatInfo",
    "Session",
    "TableScene",
    "pulse_band",
    "rect",
    "refusal_text",
]
