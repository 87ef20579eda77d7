"""Room on the Map: where a bot's pieces could go, found fast on a grid.

The Map is cut into cells of the placement grid (0.5 units). For each area a
player owns, `Space` knows which cells lie in its own portion and which are
too close to something already standing (a structure plus the visible gap).
The gap around a piece is taken as one cell throughout (blocked cells, contact
scores, the room next door): every shipped set's gap equals its grid
(tests/bots/test_placement.py checks it); a set with a wider gap would need it
read here, though the engine would still refuse any spot too close.
Windows of free cells give candidate spots for any footprint in one numpy
pass; a spot is only a proposal: the bot asks `game.check` before acting.

`capacity` estimates how many more small Hotels (with their Vending Machine)
an area can take, by packing them greedily; bots value land with it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TypeVar

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from tch_desktop.bots.econ import Econ
from tch_desktop.engine.components import Components
from tch_desktop.engine.geometry import Rect
from tch_desktop.engine.state import GameState

Cells = tuple[int, int, int, int]  # x, y, w, h in cells
T = TypeVar("T")


def _sat(mask: np.ndarray) -> np.ndarray:
    """Summed-area table with a zero border: sat[y, x] = mask[:y, :x].sum()."""
    s = np.zeros((mask.shape[0] + 1, mask.shape[1] + 1), dtype=np.int32)
    s[1:, 1:] = mask.astype(np.int32).cumsum(0).cumsum(1)
    return s


def window_ok(sat: np.ndarray, w: int, h: int) -> np.ndarray:
    """ok[y, x]: the w × h window at (x, y) is all True (shape: positions that fit)."""
    H, W = sat.shape[0] - 1, sat.shape[1] - 1
    if w > W or h > H or w <= 0 or h <= 0:
        return np.zeros((0, 0), dtype=bool)
    total = sat[h:, w:] - sat[:-h, w:] - sat[h:, :-w] + sat[:-h, :-w]
    ok: np.ndarray = total == w * h
    return ok


def footprint_ok(sat: np.ndarray, rects: list[Cells]) -> np.ndarray:
    """ok[y, x]: every rectangle (relative cells) of a footprint fits with its corner at (x, y)."""
    H, W = sat.shape[0] - 1, sat.shape[1] - 1
    fw = max(r[0] + r[2] for r in rects)
    fh = max(r[1] + r[3] for r in rects)
    if fw > W or fh > H:
        return np.zeros((0, 0), dtype=bool)
    if len(rects) == 1 and rects[0][:2] == (0, 0):
        return window_ok(sat, fw, fh)  # (one rectangle: its windows are the footprint's)
    ok = np.ones((H - fh + 1, W - fw + 1), dtype=bool)
    for dx, dy, w, h in rects:
        win = window_ok(sat, w, h)
        ok &= win[dy:dy + ok.shape[0], dx:dx + ok.shape[1]]
    return ok


@dataclass
class AreaRoom:
    """One area on the grid: where its own portion is, and which cells are free."""
    area: str
    parcel: str
    origin: tuple[int, int]  # cell offset of the local grid in the Map grid
    free: np.ndarray  # bool [rows, cols]: in the own portion and clear of every structure
    inside: np.ndarray  # bool: in the own portion
    exact: bool = True  # every outline edge runs along the grid: the cells are the whole truth


class Space:
    """Free cells of one player's areas."""

    def __init__(self, state: GameState, player: int, areas: list[str] | None = None) -> None:
        c = state.components
        self.components = c
        self.grid = c.grid
        w, h = c.map_size
        self.cols, self.rows = int(round(w / self.grid)), int(round(h / self.grid))
        blocked = np.zeros((self.rows, self.cols), dtype=bool)
        for st in state.structures.values():
            for r in st.rects:
                x0, y0, x1, y1 = self.cells_of(r)
                blocked[max(0, y0 - 1):y1 + 1, max(0, x0 - 1):x1 + 1] = True
        self.blocked = blocked
        self.rooms: dict[str, AreaRoom] = {}
        for a in state.areas.values():
            if a.owner != player or (areas is not None and a.id not in areas):
                continue
            holes = tuple(tuple(state.areas[c].outline) for c in a.children)
            (bx0, by0, bx1, by1), inside = _inside_cells(tuple(a.outline), holes, self.grid)
            free = inside & ~blocked[by0:by1, bx0:bx1]
            exact = all(_rectilinear(o) for o in (tuple(a.outline), *holes))
            self.rooms[a.id] = AreaRoom(a.id, a.parcel, (bx0, by0), free, inside, exact)
        # Each area's free cells on the Map grid, so a spot can see what it takes from the player's
        # other areas (the gap around a piece reaches over the border between two of them).
        self._own_free = np.zeros((self.rows, self.cols), dtype=bool)
        for room in self.rooms.values():
            (ox, oy), (h, w) = room.origin, room.free.shape
            self._own_free[oy:oy + h, ox:ox + w] |= room.free
        self._near: dict[str, np.ndarray] = {}

    def cells_of(self, r: Rect | tuple[float, ...]) -> Cells:
        """A rectangle in map units as cells (x0, y0, x1, y1)."""
        g = self.grid
        return (int(round(r[0] / g)), int(round(r[1] / g)), int(round(r[2] / g)), int(round(r[3] / g)))

    def to_units(self, room: AreaRoom, x: int, y: int) -> tuple[float, float]:
        """A cell of an area's grid as a map position."""
        return ((x + room.origin[0]) * self.grid, (y + room.origin[1]) * self.grid)

    def cells(self, length: float) -> int:
        """A length in map units as a number of cells."""
        return int(round(length / self.grid))

    # ------------------------------------------------------------ spots
    def spots(self, area: str, rects: list[Cells], careful: bool, limit: int = 8) -> list[tuple[float, float]]:
        """Map positions (units) where a footprint of relative cell rectangles fits in `area`.

        Careful spots hug edges and other pieces (most contact first), which
        keeps the rest of the land in one usable piece; otherwise first fit,
        reading the land like a page.
        """
        room = self.rooms.get(area)
        if room is None:
            return []
        near = self.near(area) if careful else None
        key = ("spots", room.origin, tuple(rects), careful, limit, None if near is None else near.tobytes())
        return list(_remembered(self, room, key, lambda: self._spots(room, rects, careful, limit, near)))

    def near(self, area: str) -> np.ndarray:
        """The free cells of the player's *other* areas around `area`'s grid (one cell of margin
        each side: the gap a piece keeps reaches that far), in `area`'s grid shifted by one cell."""
        known = self._near.get(area)
        if known is None:
            room = self.rooms[area]
            (ox, oy), (h, w) = room.origin, room.free.shape
            known = np.zeros((h + 2, w + 2), dtype=bool)
            y0, x0 = max(0, oy - 1), max(0, ox - 1)
            y1, x1 = min(self.rows, oy + h + 1), min(self.cols, ox + w + 1)
            known[y0 - oy + 1:y1 - oy + 1, x0 - ox + 1:x1 - ox + 1] = self._own_free[y0:y1, x0:x1]
            known[1:-1, 1:-1] &= ~room.inside
            self._near[area] = known
        return known

    def _spots(self, room: AreaRoom, rects: list[Cells], careful: bool, limit: int,
               near: np.ndarray | None = None) -> list[tuple[float, float]]:
        ok = footprint_ok(_sat(room.free), rects)
        ys, xs = np.nonzero(ok)
        if len(xs) == 0:
            return []
        if careful and len(xs) > 1:
            score = self._contact(room, rects, xs, ys)
            # A spot whose gap takes free cells of another of the player's areas comes last: on a
            # 3 × 3 starting square the one slot left can stand right across the border.
            taken = self._taken(near, rects, xs, ys) if near is not None and near.any() else np.zeros_like(score)
            order = np.lexsort((xs, ys, -score, taken))
        else:
            order = np.arange(len(xs))
        return [self.to_units(room, int(xs[i]), int(ys[i])) for i in order[:limit]]

    def _contact(self, room: AreaRoom, rects: list[Cells], xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        """For each position, how many cells just around the footprint are not free."""
        pad = np.ones((room.free.shape[0] + 2, room.free.shape[1] + 2), dtype=bool)  # a border of not free
        pad[1:-1, 1:-1] = ~room.free
        sat = _sat(pad)
        score = np.zeros(len(xs), dtype=np.int32)
        for dx, dy, w, h in rects:
            # the ring of cells around the rectangle, in padded coordinates
            x0, y0 = xs + dx, ys + dy
            outer = (sat[y0 + h + 2, x0 + w + 2] - sat[y0, x0 + w + 2]
                     - sat[y0 + h + 2, x0] + sat[y0, x0])
            score += outer
        return score

    def next_door(self, area: str, rects: list[Cells], spares: dict[str, int], careful: bool) -> dict[str, int]:
        """The room (`capacity`, with the area's spare supports in `spares`) left in each of the
        player's other areas whose room shrinks once the footprint stands at its best spot in `area`:
        the gap around a piece reaches over the border between two of them."""
        spots = self.spots(area, rects, careful, limit=1)
        if not spots:
            return {}
        cx, cy = self.cells(spots[0][0]), self.cells(spots[0][1])
        out: dict[str, int] = {}
        for other, room in self.rooms.items():
            if other == area:
                continue
            (ox, oy), (h, w) = room.origin, room.free.shape
            free = room.free.copy()
            for dx, dy, rw, rh in rects:
                x0, y0 = max(0, cx + dx - 1 - ox), max(0, cy + dy - 1 - oy)
                x1, y1 = min(w, cx + dx + rw + 1 - ox), min(h, cy + dy + rh + 1 - oy)
                if x0 < x1 and y0 < y1:
                    free[y0:y1, x0:x1] = False
            if (free == room.free).all():
                continue
            spare = max(0, spares.get(other, 0))
            before = self.capacity(other, spare)
            saved, room.free = room.free, free
            try:
                after = self.capacity(other, spare)
            finally:
                room.free = saved
            if after < before:
                out[other] = after
        return out

    def takes(self, area: str, rects: list[Cells], x: float, y: float) -> int:
        """How many free cells of the player's other areas a footprint at map position (x, y) in
        `area` would take with its gap (what `spots` orders careful spots by first)."""
        room = self.rooms[area]
        near = self.near(area)
        xs = np.array([self.cells(x) - room.origin[0]])
        ys = np.array([self.cells(y) - room.origin[1]])
        return int(self._taken(near, rects, xs, ys)[0]) if near.any() else 0

    @staticmethod
    def _taken(near: np.ndarray, rects: list[Cells], xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        """For each position, the cells of `near` (see `near`) within a cell of the footprint."""
        sat = _sat(near)
        out = np.zeros(len(xs), dtype=np.int32)
        for dx, dy, w, h in rects:
            # the rectangle grown by a cell each side, in `near`'s coordinates (shifted by one)
            x0, y0 = xs + dx, ys + dy
            out += sat[y0 + h + 2, x0 + w + 2] - sat[y0, x0 + w + 2] - sat[y0 + h + 2, x0] + sat[y0, x0]
        return out

    @contextmanager
    def reserved(self, area: str, rects: list[Cells], x: float, y: float) -> Iterator[None]:
        """Treat a footprint at map position (x, y) as standing there, for the duration."""
        room = self.rooms[area]
        saved = room.free.copy()
        cx, cy = self.cells(x) - room.origin[0], self.cells(y) - room.origin[1]
        for dx, dy, w, h in rects:
            room.free[max(0, cy + dy - 1):cy + dy + h + 1, max(0, cx + dx - 1):cx + dx + w + 1] = False
        try:
            yield
        finally:
            room.free = saved

    def place(self, area: str, rects: list[Cells]) -> bool:
        """Mark a footprint's first-fit spot as taken (for packing estimates)."""
        room = self.rooms[area]
        ok = footprint_ok(_sat(room.free), rects)
        first = int(ok.argmax()) if ok.size else 0  # (the first fit, row by row)
        if ok.size == 0 or not ok.flat[first]:
            return False
        y, x = divmod(first, ok.shape[1])
        for dx, dy, w, h in rects:
            room.free[max(0, y + dy - 1):y + dy + h + 1, max(0, x + dx - 1):x + dx + w + 1] = False
        return True

    def capacity(self, area: str, spare: int, most: int = 12) -> int:
        """How many more one-capsule Hotels (each with a Vending Machine unless `spare`) fit.

        Hotels are packed first, Vending Machines in what is left; if they do
        not all fit, one Hotel fewer is tried.
        """
        room = self.rooms.get(area)
        if room is None:
            return 0
        return int(_remembered(self, room, ("capacity", spare, most), lambda: self._capacity(area, spare, most)))

    def slot_pieces(self) -> tuple[list[Cells], list[Cells]]:
        """What one slot of `capacity` holds, in cells: a one-capsule Hotel (a capsule standing
        upright, short × long, with its Entrance below it) and a Vending Machine."""
        c = self.components
        long, short = c.capsule_size
        return ([(0, 0, self.cells(short), self.cells(long + c.entrance_size[1]))],
                [(0, 0, self.cells(c.vending_size[0]), self.cells(c.vending_size[1]))])

    def _capacity(self, area: str, spare: int, most: int) -> int:
        room = self.rooms[area]
        saved = room.free.copy()
        hotel, vending = self.slot_pieces()
        try:
            # The land after each Hotel packed: with one Hotel fewer, the first fits are the same.
            packed = [saved.copy()]
            room.free = saved.copy()
            while len(packed) <= most and self.place(area, hotel):
                packed.append(room.free.copy())
            for n in range(len(packed) - 1, 0, -1):
                room.free = packed[n]
                need = max(0, n - spare)
                v = 0
                while v < need and self.place(area, vending):
                    v += 1
                if v >= need:
                    return n
            return 0
        finally:
            room.free = saved

    def capacity_after(self, area: str, rects: list[Cells], spare: int, careful: bool) -> int:
        """The capacity left once a footprint stands at its best spot (0 if it does not fit)."""
        return self.capacity_with(area, [rects], spare, careful)

    def capacity_with(self, area: str, footprints: list[list[Cells]], spare: int, careful: bool,
                      missing: int = 0) -> int:
        """The capacity left once each footprint stands, in turn, at its best spot (`missing` if one
        does not fit).

        A Hotel and then its support piece (a Graveyard is 1.5 × 1.5 where the
        capacity counts 1 × 1 Vending Machines), or a Graveyard for cash: the room
        that remains is measured on the grid, not assumed.
        """
        room = self.rooms.get(area)
        if room is None:
            return missing
        # (careful spots see the player's other areas: their cells are part of the key, as in `spots`)
        key = ("after", tuple(tuple(r) for r in footprints), spare, careful, missing,
               self.near(area).tobytes() if careful else None)
        return int(_remembered(self, room, key, lambda: self._capacity_with(area, footprints, spare, careful,
                                                                             missing)))

    def _capacity_with(self, area: str, footprints: list[list[Cells]], spare: int, careful: bool,
                       missing: int) -> int:
        room = self.rooms[area]
        saved = room.free.copy()
        try:
            for rects in footprints:
                spots = self.spots(area, rects, careful, limit=1)
                if not spots:
                    return missing
                x = self.cells(spots[0][0]) - room.origin[0]
                y = self.cells(spots[0][1]) - room.origin[1]
                for dx, dy, w, h in rects:
                    room.free[max(0, y + dy - 1):y + dy + h + 1, max(0, x + dx - 1):x + dx + w + 1] = False
            return self.capacity(area, spare)
        finally:
            room.free = saved

    def exact(self, area: str) -> bool:
        """Whether the grid sees an area exactly (no slanted outline edges)."""
        room = self.rooms.get(area)
        return room is None or room.exact

    def free_cells(self, area: str) -> int:
        """How many cells of an area are free."""
        room = self.rooms.get(area)
        return 0 if room is None else int(room.free.sum())


#: Spots and capacities worked out, by the free cells they were worked out on (issue 16: a hard
#: decision asks the same of the same land many times — each Building of one size, each option's
#: plan — and the next decision asks again of land that has not changed), and the Map's cells
#: each Parcel covers (`placement.parcel_action`). Every answer depends only on the key, so
#: remembering changes none; the memory is emptied when it grows too big.
_KNOWN: dict[tuple[object, ...], object] = {}
_KNOWN_MOST = 4096


def forget() -> None:
    """Empty the memory of spots and capacities (benchmarks start each way from nothing)."""
    _KNOWN.clear()


def _remembered(space: Space, room: AreaRoom, key: tuple[object, ...], work_out: Callable[[], T]) -> T:
    """`work_out()` for the area `room` of `space` as its free cells stand, remembered."""
    c = space.components
    return remembered((*key, room.free.shape, room.free.tobytes(), c.grid, c.capsule_size, c.entrance_size,
                       c.vending_size), work_out)


def remembered(key: tuple[object, ...], work_out: Callable[[], T]) -> T:
    """`work_out()`, remembered by `key`, which holds everything the answer depends on (the
    geometry of land, never a position's money or hand)."""
    if not Econ.remember:  # (it switches every memory of a decision off)
        return work_out()
    known = _KNOWN.get(key, _KNOWN)
    if known is _KNOWN:
        if len(_KNOWN) >= _KNOWN_MOST:
            _KNOWN.clear()
        known = _KNOWN[key] = work_out()
    return known  # type: ignore[return-value]


def _rectilinear(outline: tuple[tuple[float, float], ...]) -> bool:
    pts = list(outline)
    return all(a[0] == b[0] or a[1] == b[1] for a, b in zip(pts, pts[1:] + pts[:1], strict=True))


@lru_cache(maxsize=512)
def _inside_cells(outline: tuple[tuple[float, float], ...], holes: tuple[tuple[tuple[float, float], ...], ...],
                  grid: float) -> tuple[Cells, np.ndarray]:
    """The cells of an area's own portion (its outline minus its Subdivisions), and where they sit.

    Outlines never change once drawn, so the answer is remembered.
    """
    own: BaseGeometry = shapely.Polygon(outline)
    for h in holes:
        own = own.difference(shapely.Polygon(h))
    minx, miny, maxx, maxy = shapely.Polygon(outline).bounds
    bx0, by0 = int(np.floor(minx / grid + 1e-9)), int(np.floor(miny / grid + 1e-9))
    bx1, by1 = int(np.ceil(maxx / grid - 1e-9)), int(np.ceil(maxy / grid - 1e-9))
    xs, ys = np.meshgrid(np.arange(bx0, bx1) * grid, np.arange(by0, by1) * grid)
    boxes = shapely.box(xs.ravel(), ys.ravel(), xs.ravel() + grid, ys.ravel() + grid)
    inside = shapely.covers(own, boxes).reshape(xs.shape)
    inside.setflags(write=False)
    return (bx0, by0, bx1, by1), inside


@cache
def board_capacity(components: Components, board: str) -> int:
    """How many one-capsule Hotels with Vending Machines fit on an empty Land Parcel board."""
    from shapely import Polygon

    outline = components.boards[board].outline
    poly = Polygon(outline)
    g = components.grid
    minx, miny, maxx, maxy = poly.bounds
    cols, rows = int(round((maxx - minx) / g)), int(round((maxy - miny) / g))
    xs, ys = np.meshgrid(np.arange(cols) * g + minx, np.arange(rows) * g + miny)
    boxes = shapely.box(xs.ravel(), ys.ravel(), xs.ravel() + g, ys.ravel() + g)
    inside = shapely.covers(poly, boxes).reshape(xs.shape)
    sp = Space.__new__(Space)
    sp.components = components
    sp.grid = g
    sp.rooms = {"new": AreaRoom("new", "new", (0, 0), inside.copy(), inside)}
    return sp.capacity("new", 0, most=20)
