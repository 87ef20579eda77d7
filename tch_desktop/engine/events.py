"""Events: what an applied action changed, as a code and its arguments.

The engine never writes sentences. Each applied action yields a list of
events; the GUI renders them in the player's language for the Game Ledger and
updates the map from the ids they carry. Codes are listed in docs/events.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """One thing that happened, e.g. ``Event("parcel_bought", {"player": 0, "area": "L1"})``."""

    code: str
    args: dict[str, Any] = field(default_factory=dict)
    action: int = -1  # index of the record entry that caused it

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self  # events are never changed once emitted

    def __getitem__(self, key: str) -> Any:
        return self.args[key]
