"""Fast, independent copies of a game (for bots thinking ahead and for scrubbed views).

A copy shares what never changes — the component data, the setup, actions,
events and shapely geometries — and copies the rest. It is made in memory
with the pickle protocol (nothing is written to or read from a file): about
three times faster than `copy.deepcopy` on a full Map.
"""

from __future__ import annotations

import io
import pickle
from typing import TYPE_CHECKING

import shapely

from tch_desktop.engine.actions import ACTION_TYPES, CapsulePlacement, Promise, Roof, Transfer
from tch_desktop.engine.components import Components
from tch_desktop.engine.events import Event

if TYPE_CHECKING:
    from tch_desktop.engine.game import Game

_SHARED_TYPES: frozenset[type] = frozenset({
    Components, Event, CapsulePlacement, Promise, Roof, Transfer, *ACTION_TYPES.values(),
    shapely.Point, shapely.LineString, shapely.LinearRing, shapely.Polygon, shapely.MultiPoint,
    shapely.MultiLineString, shapely.MultiPolygon, shapely.GeometryCollection,
})


class _Saver(pickle.Pickler):
    """Pickles a game, leaving its immutable parts out (they are handed over by reference)."""

    def __init__(self, buf: io.BytesIO, keep: object) -> None:
        super().__init__(buf, protocol=pickle.HIGHEST_PROTOCOL)
        self.shared: list[object] = []
        self.keep = keep

    def persistent_id(self, obj: object) -> int | None:
        if type(obj) in _SHARED_TYPES or obj is self.keep:
            self.shared.append(obj)
            return len(self.shared) - 1
        return None


class _Loader(pickle.Unpickler):
    def __init__(self, data: bytes, shared: list[object]) -> None:
        super().__init__(io.BytesIO(data))
        self.shared = shared

    def persistent_load(self, pid: object) -> object:
        assert isinstance(pid, int)
        return self.shared[pid]


def copy_game(game: Game) -> Game:
    """An independent copy of a game; its immutable parts are shared."""
    buf = io.BytesIO()
    saver = _Saver(buf, game.setup)
    saver.dump(game)
    copy = _Loader(buf.getvalue(), saver.shared).load()
    assert isinstance(copy, type(game))
    return copy
