"""A grid index of the structures' footprints: which may stand near a rectangle, fast.

The Construction Rules ask "what stands within this distance?" for every
candidate placement; the index answers from the few grid cells a rectangle
touches instead of every structure on the Map.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, ClassVar

from tch_desktop.engine.geometry import Rect

if TYPE_CHECKING:
    from tch_desktop.engine.state import Structure


class StructureIndex:
    """A grid over the Map of every structure's footprint rectangles.

    Never changed once built (a new structure gives a new index that shares
    the untouched cells), so copies of a state can share it. Each rectangle
    keeps the position of its structure in `GameState.structures`, so a
    query answers in the order the structures were placed.
    """

    CELL: ClassVar[float] = 4.0

    def __init__(self, ids: dict[str, int], cells: dict[tuple[int, int], tuple[tuple[int, str, Rect], ...]]
                 ) -> None:
        self.ids = ids  # structure id -> its position in the structures dict
        self.cells = cells

    @classmethod
    def build(cls, structures: Mapping[str, Structure]) -> StructureIndex:
        return cls({}, {}).extended(structures)

    def extended(self, structures: Mapping[str, Structure]) -> StructureIndex:
        """This index with the structures not yet in it (appended in dict order)."""
        ids = dict(self.ids)
        cells = dict(self.cells)
        for sid, s in structures.items():
            if sid in ids:
                continue
            pos = len(ids)
            ids[sid] = pos
            for r in s.rects:
                for key in self._keys(r):
                    cells[key] = (*cells.get(key, ()), (pos, sid, r))
        return StructureIndex(ids, cells)

    @classmethod
    def _keys(cls, r: Rect, margin: float = 0.0) -> Iterator[tuple[int, int]]:
        c = cls.CELL
        for i in range(int((r[0] - margin) // c), int((r[2] + margin) // c) + 1):
            for j in range(int((r[1] - margin) // c), int((r[3] + margin) // c) + 1):
                yield i, j

    def near(self, r: Rect, margin: float) -> list[tuple[int, str, Rect]]:
        """Every (position, structure id, rectangle) that may lie within `margin` of r."""
        found: set[tuple[int, str, Rect]] = set()
        grow = (r[0] - margin, r[1] - margin, r[2] + margin, r[3] + margin)
        for key in self._keys(r, margin):
            for item in self.cells.get(key, ()):
                q = item[2]
                if q[0] <= grow[2] and grow[0] <= q[2] and q[1] <= grow[3] and grow[1] <= q[3]:
                    found.add(item)
        return sorted(found)
