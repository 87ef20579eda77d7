"""Candidate moves: legal placements the engine can list for bots and hints.

The engine decides legality (`Game.check`); this module only proposes
positions worth asking about — Parcel spots along the edges of claimed land,
free spots inside a player's areas, simple hotel designs — and keeps those
the engine accepts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

import numpy
import shapely

from tch_desktop.engine.actions import (
    BuildHotel,
    BuyBuilding,
    BuyGraveyard,
    BuyParcel,
    BuyVending,
    CapsulePlacement,
    Roof,
)
from tch_desktop.engine.components import Components
from tch_desktop.engine.game import Game
from tch_desktop.engine.geometry import ROTATIONS, Rect, rect_at, rect_covers

P = TypeVar("P", BuyVending, BuyGraveyard)


def _frange(a: float, b: float, step: float) -> Iterator[float]:
    n = int(round((b - a) / step))
    for i in range(n + 1):
        yield a + i * step


def parcel_spots(game: Game, player: int, board: str, step: float = 1.0,
                 limit: int | None = None) -> list[BuyParcel]:
    """Legal places for a Land Parcel board, found along the claimed Parcels' edges."""
    s = game.state
    c = game.components
    out: list[BuyParcel] = []
    seen: set[tuple[float, float, int]] = set()
    w_map, h_map = c.map_size
    outline = c.boards[board].outline
    bw = max(p[0] for p in outline)
    bh = max(p[1] for p in outline)
    for parcel in s.parcels():
        x0, y0, x1, y1 = parcel.polygon.bounds
        for rot in ROTATIONS:
            w, h = (bh, bw) if rot in (90, 270) else (bw, bh)
            xs = list(_frange(max(0.0, x0 - w), min(w_map - w, x1), step))
            ys = list(_frange(max(0.0, y0 - h), min(h_map - h, y1), step))
            cands = [(x, y0 - h) for x in xs] + [(x, y1) for x in xs] + \
                    [(x0 - w, y) for y in ys] + [(x1, y) for y in ys]
            for x, y in cands:
                key = (x, y, rot)
                if key in seen or x < 0 or y < 0:
                    continue
                seen.add(key)
                act = BuyParcel(player, board, x, y, rot)
                if game.check(act) is None:
                    out.append(act)
                    if limit and len(out) >= limit:
                        return out
    return out


def free_rects(game: Game, player: int, w: float, h: float, step: float = 0.5,
               area: str | None = None) -> Iterator[tuple[str, Rect]]:
    """Spots in the player's areas where a w × h footprint fits the Construction Rules' geometry.

    Each area's spots are taken row by row from the top, left to right. Which of them lie on the
    area's own portion (inside it, off its Subdivisions) is asked of shapely once for the whole
    grid, not spot by spot: a footprint the own portion covers lies in that area and no other
    (Parcels never overlap, nor do Subdivisions of one Parcel), which is what `locate` finds.
    """
    from tch_desktop.engine.construction import check_gaps, map_rect
    from tch_desktop.engine.errors import IllegalAction

    s = game.state
    on_map = map_rect(s)
    for a in s.areas.values():
        if a.owner != player or (area is not None and a.id != area):
            continue
        x0, y0, x1, y1 = a.polygon.bounds
        xs = list(_frange(x0, x1 - w, step))
        ys = list(_frange(y0, y1 - h, step))
        if not xs or not ys:
            continue
        left = numpy.tile(numpy.array(xs), len(ys))
        top = numpy.repeat(numpy.array(ys), len(xs))
        inside = shapely.covers(s.own_portion(a.id), shapely.box(left, top, left + w, top + h))
        for i in numpy.flatnonzero(inside):
            r = rect_at(xs[i % len(xs)], ys[i // len(xs)], w, h)
            if not rect_covers(on_map, r):
                continue
            try:
                check_gaps(s, (r,))
            except IllegalAction:
                continue
            yield a.id, r


def _spots(game: Game, player: int, size: tuple[float, float], make: Callable[[float, float], P],
           limit: int) -> list[P]:
    out: list[P] = []
    for _, r in free_rects(game, player, *size):
        act = make(r[0], r[1])
        if game.check(act) is None:
            out.append(act)
            if len(out) >= limit:
                break
    return out


def vending_spots(game: Game, player: int, limit: int = 50) -> list[BuyVending]:
    return _spots(game, player, game.components.vending_size, lambda x, y: BuyVending(player, x, y), limit)


def graveyard_spots(game: Game, player: int, limit: int = 50) -> list[BuyGraveyard]:
    return _spots(game, player, game.components.graveyard_size, lambda x, y: BuyGraveyard(player, x, y), limit)


def building_spots(game: Game, player: int, building: str, side: str | None = None,
                   roof: Roof | None = None, limit: int = 50) -> list[BuyBuilding]:
    w, h = game.components.buildings[building].size
    out = []
    for rot in (0, 90) if w != h else (0,):
        ww, hh = (h, w) if rot == 90 else (w, h)
        for _, r in free_rects(game, player, ww, hh):
            act = BuyBuilding(player, building, r[0], r[1], rot, side, roof)
            if game.check(act) is None:
                out.append(act)
                if len(out) >= limit:
                    return out
    return out


def hotel_shapes(c: Components, n: int) -> list[tuple[list[CapsulePlacement], tuple[float, float]]]:
    """Hotel designs of n capsules at the origin: rows, blocks and stacks, each with an entrance.

    Designs are relative to (0, 0); `hotel_designs` moves them onto free land.
    A single stack is proposed for any colour; the engine keeps it for the
    stack exception's colour only.
    """
    long, short = c.capsule_size
    shapes: list[tuple[list[CapsulePlacement], tuple[float, float]]] = []
    # One row of capsules side by side (long sides vertical), entrance in front.
    for ground in range(1, n + 1):
        stories = -(-n // ground)
        if stories > ground and not (ground == 1 and stories >= c.stack_min_stories):
            continue
        caps = []
        left = n
        for z in range(stories):
            k = min(ground, left)
            caps += [CapsulePlacement(short * i, 0.0, z, 90) for i in range(k)]
            left -= k
            if left == 0:
                break
        shapes.append((caps, (0.0, long)))
    # A flat row of capsules end to end (long sides horizontal).
    if n <= 6:
        shapes.append(([CapsulePlacement(long * i, 0.0, 0, 0) for i in range(n)], (0.0, short)))
    return shapes


def hotel_designs(game: Game, player: int, color: str, n: int, limit: int = 20,
                  step: float = 0.5) -> list[BuildHotel]:
    """Legal ways to build a Hotel of n capsules of `color` on the player's land."""
    out: list[BuildHotel] = []
    long, short = game.components.capsule_size
    ew, eh = game.components.entrance_size
    for caps, ent in hotel_shapes(game.components, n):
        xs = [c.x for c in caps] + [ent[0]]
        ys = [c.y for c in caps] + [ent[1]]
        w = max(max(c.x + (short if c.rot == 90 else long) for c in caps), ent[0] + ew) - min(xs)
        h = max(max(c.y + (long if c.rot == 90 else short) for c in caps), ent[1] + eh) - min(ys)
        for _, r in free_rects(game, player, w, h, step):
            dx, dy = r[0] - min(xs), r[1] - min(ys)
            act = BuildHotel(player, color,
                             tuple(CapsulePlacement(c.x + dx, c.y + dy, c.z, c.rot) for c in caps),
                             (ent[0] + dx, ent[1] + dy))
            if game.check(act) is None:
                out.append(act)
                if len(out) >= limit:
                    return out
                break
    return out
