"""The game engine: every rule of Tokyo Capsule Hotel, pure Python, no Qt.

Typical use::

    from tch_desktop.engine import Game, Setup, PlayerSetup
    game = Game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                       PlayerSetup("Ren", "fan", "#2471a3")], seed=7))
    game.apply({"type": "claim_start", "player": 0, "parcel": "S1"})
    game.check({"type": "claim_start", "player": 0, "parcel": "S2"})  # -> IllegalAction

Refused actions raise `IllegalAction` (a reason code plus details); bad files
raise `RecordError`.
"""

from tch_desktop.engine.actions import Action, parse_action
from tch_desktop.engine.components import Components, default_components
from tch_desktop.engine.errors import IllegalAction, RecordError
from tch_desktop.engine.events import Event
from tch_desktop.engine.game import Game
from tch_desktop.engine.record import (
    PlayerSetup,
    Record,
    Setup,
    game_record,
    load_record,
    loads_record,
    replay,
    save_record,
)
from tch_desktop.engine.summary import summary

__all__ = [
    "Action", "Components", "Event", "Game", "IllegalAction", "PlayerSetup", "Record",
    "RecordError", "Setup", "default_components", "game_record", "load_record",
    "loads_record", "parse_action", "replay", "save_record", "summary",
]
