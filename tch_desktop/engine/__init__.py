"""The game engine: every rule of Tokyo Capsule Hotel, pure Python, no Qt.

Typical use::

    from tch_desktop.engine import Game, Setup, PlayerSetup
    game = Game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                       PlayerSetup("Ren", "fan", "#2471a3")], seed=7))
    game.apply({"type": "claim_start", "player": 0, "parcel": "S1"})
    game.check({"type": "claim_start", "player": 0, "parcel": "S2"})  # -> IllegalAction

Refused actions raise `IllegalAction` (a reason code plus details); bad files
raise `RecordError`.

The names below are loaded when first asked for, so that importing a light
module of the engine (its errors, its component set) does not import the
geometry library: the window paints before the rules are loaded (issue 16).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# Loaded at once, being light: a submodule named like the function would otherwise shadow it
# (importing `tch_desktop.engine.summary` binds the package's `summary` to the module).
from tch_desktop.engine.summary import summary

if TYPE_CHECKING:
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

_HOMES = {
    "Action": "actions", "parse_action": "actions",
    "Components": "components", "default_components": "components",
    "IllegalAction": "errors", "RecordError": "errors",
    "Event": "events",
    "Game": "game",
    "PlayerSetup": "record", "Record": "record", "Setup": "record", "game_record": "record",
    "load_record": "record", "loads_record": "record", "replay": "record", "save_record": "record",
}

__all__ = [
    "Action", "Components", "Event", "Game", "IllegalAction", "PlayerSetup", "Record",
    "RecordError", "Setup", "default_components", "game_record", "load_record",
    "loads_record", "parse_action", "replay", "save_record", "summary",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
