"""The table kit: what both games' table scenes share (see README.md in this folder)."""

from common.table.banner import TurnBanner
from common.table.computer import ComputerPlayer, Decision
from common.table.director import EventPlayer
from common.table.drag import DragController, Held, HeldSprite, glide_back, pick_sprite
from common.table.scene import TableSceneBase
from common.table.seats import Seat, people
from common.table.session import FinishedSave, GameSession, SaveError, write_or_clear_autosave
from common.table.toast import Toast, ToastLine
from common.table.turns import HandoffGate, TurnDriver, TurnHooks

__all__ = [
    "ComputerPlayer",
    "Decision",
    "DragController",
    "EventPlayer",
    "FinishedSave",
    "GameSession",
    "HandoffGate",
    "Held",
    "HeldSprite",
    "SaveError",
    "Seat",
    "TableSceneBase",
    "Toast",
    "ToastLine",
    "TurnBanner",
    "TurnDriver",
    "TurnHooks",
    "glide_back",
    "people",
    "pick_sprite",
    "write_or_clear_autosave",
]
