"""Where exactly: Hotel designs and concrete, engine-checked Purchases.

A bot first decides *what* to buy in numbers (valuation); this module finds
*where*: a Hotel design that uses its capsules well (tall stacks where the
story limit allows, a single pink stack of 4 or more), a spot for it from
`Space`, and asks the engine. Every action returned here has passed
`check`; None means nothing fits.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache
from math import ceil
from typing import TypeVar

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from tch_desktop.bots.space import Cells, Space, _sat, remembered
from tch_desktop.bots.view import BotView
from tch_desktop.engine import moves, rules
from tch_desktop.engine.actions import (
    Action,
    BuildHotel,
    BuyBuilding,
    BuyGraveyard,
    BuyParcel,
    BuyVending,
    CapsulePlacement,
    Roof,
)
from tch_desktop.engine.components import Components
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.geometry import ROTATIONS, rect_at, rotate_outline
from tch_desktop.engine.state import GameState


def coupons_for(view: BotView, price: int) -> int:
    """Coupons to spend on a price: as many as it takes (they are worth nothing at the end)."""
    return rules.coupons_to_pay(view.components, price, view.me.coupons)


@dataclass(frozen=True)
class Design:
    """A Hotel shape at the origin: capsules, Entrance, and footprint in cells."""

    capsules: tuple[CapsulePlacement, ...]
    entrance: tuple[float, float]
    cells: tuple[Cells, ...]
    stories: int

    @property
    def area(self) -> int:
        """Cells the footprint covers (smaller: more room left)."""
        return sum(w * h for _, _, w, h in self.cells)


def _stories(n: int, ground: int) -> list[int]:
    """Capsules per story for n capsules on `ground` ground-floor capsules, as many stories as
    the story limit allows (at most `ground`, each story at least one capsule and no wider than
    the one it rests on): 5 on 3 is 3 + 1 + 1, three stories on the footprint of 3 + 2."""
    stories = min(ground, n - ground + 1)
    if stories <= 1:
        return [n]
    upper, rest = divmod(n - ground, stories - 1)
    return [ground] + [upper + (1 if i < rest else 0) for i in range(stories - 1)]


@cache
def designs(c: Components, n: int, colour: str) -> tuple[Design, ...]:
    """Hotel designs for n capsules of a colour, smallest footprint (tallest) first."""
    grid = c.grid
    long, short = c.capsule_size
    ew, eh = c.entrance_size
    out: list[Design] = []
    grounds = [g for g in range(1, n + 1) if ceil(n / g) <= g]
    if colour == c.stack_colour and n >= c.stack_min_stories:
        grounds = [1, *grounds]
    for g in grounds[:3]:
        per_story = [n] if g == 1 else _stories(n, g)
        if g == 1:
            per_story = [1] * n
        # Row: capsules upright (short × long) side by side; column: lying (long × short) one below another.
        for rot in (90, 0):
            caps = []
            for z, k in enumerate(per_story):
                for i in range(k):
                    caps.append(CapsulePlacement(short * i, 0.0, z, 90) if rot == 90
                                else CapsulePlacement(0.0, short * i, z, 0))
            width = short * g  # the row's (or column's) extent across the capsules
            if rot == 90:
                doors = [(0.0, long), (width - ew, long), (-ew, 0.0), (width, 0.0), (0.0, -eh)]
            else:
                doors = [(long, 0.0), (-ew, 0.0), (0.0, width), (long, width - eh), (0.0, -eh)]
            for ex, ey in doors:
                ground = [(k.x, k.y, k.x + (short if rot == 90 else long), k.y + (long if rot == 90 else short))
                          for k in caps if k.z == 0]
                rects = [*ground, (ex, ey, ex + ew, ey + eh)]
                mx, my = min(r[0] for r in rects), min(r[1] for r in rects)
                cells = tuple((int((r[0] - mx) / grid), int((r[1] - my) / grid),
                               int((r[2] - r[0]) / grid), int((r[3] - r[1]) / grid)) for r in rects)
                moved = tuple(CapsulePlacement(k.x - mx, k.y - my, k.z, k.rot) for k in caps)
                out.append(Design(moved, (ex - mx, ey - my), cells, len(per_story)))
    out.sort(key=lambda d: (d.area, -d.stories))
    return tuple(out)


def ground_slots(c: Components, n: int, colour: str) -> int:
    """Room a Hotel of n capsules takes, in one-capsule Hotel slots: its smallest design's ground capsules.

    The story limit keeps a Hotel of n capsules at least ceil(sqrt(n)) capsules
    wide (a pink stack excepted), so a tall Hotel needs that many slots of
    the room `Space.capacity` counts, not one.
    """
    if n <= 1:
        return 1
    return sum(1 for k in designs(c, n, colour)[0].capsules if k.z == 0)


def _hotel_tries(view: BotView, space: Space, colour: str, n: int, area: str, careful: bool,
                 tallest: bool) -> Iterator[tuple[Design, float, float, BuildHotel, IllegalAction | None]]:
    """Hotel designs at candidate spots, each with the engine's verdict."""
    coupons = coupons_for(view, view.components.entrance_price)
    options = list(designs(view.components, n, colour))
    if tallest:
        options.sort(key=lambda d: (-d.stories, d.area))
    tried = 0
    for d in options:
        for x, y in space.spots(area, list(d.cells), careful, limit=3):
            act = BuildHotel(view.player, colour,
                             tuple(CapsulePlacement(c.x + x, c.y + y, c.z, c.rot) for c in d.capsules),
                             (d.entrance[0] + x, d.entrance[1] + y), coupons)
            yield d, x, y, act, view.check(act)
            tried += 1
            if tried > 12:
                return


Placed = TypeVar("Placed", BuildHotel, BuyBuilding, BuyGraveyard, BuyParcel, BuyVending)


def _with_coupons(view: BotView, act: Placed | None, price: int) -> Placed | None:
    """An action from `engine.moves`, paid with Coupons first, if the engine still agrees."""
    if act is None:
        return None
    paid = replace(act, coupons=coupons_for(view, price))
    return paid if view.check(paid) is None else None


def hotel_action(view: BotView, space: Space, colour: str, n: int, area: str,
                 careful: bool, tallest: bool = False, spare_after: int | None = None) -> BuildHotel | None:
    """A legal Hotel of n capsules of `colour` in `area`, or None.

    The grid proposes spots; where it cannot see exactly (a Subdivision with
    slanted edges), `engine.moves` is asked for its candidates too. With `spare_after` (the spare
    supports the area keeps once the Hotel stands; capsules are still in hand, `Level.kept_room`),
    a spot that would leave the area no room (`Space.capacity`) gives way to the next candidate spot
    of the same design that leaves some: the careful spot hugs an edge, and in a narrow area its
    gap can take the strip the next Hotel needed.
    """
    first: tuple[BuildHotel, Design] | None = None
    for d, x, y, act, err in _hotel_tries(view, space, colour, n, area, careful, tallest):
        if err is None:
            if spare_after is None or not space.exact(area):
                return act
            if first is not None and d is not first[1]:
                break  # another design: the first one's spots have been weighed
            with space.reserved(area, list(d.cells), x, y):
                room = space.capacity(area, spare_after)
            if room > 0:
                return act
            first = first or (act, d)
            continue
        if err.code == "golden_rule":
            return None
    if first is not None:
        return first[0]
    if space.exact(area):
        return None
    for act in moves.hotel_designs(view.game, view.player, colour, n, limit=4):
        if _area_of(view, act) == area:
            paid = _with_coupons(view, act, view.components.entrance_price)
            if paid is not None:
                return paid
    return None


def _area_of(view: BotView, act: BuildHotel) -> str | None:
    c = act.capsules[0]
    w, h = view.components.capsule_size
    x1, y1 = (c.x + h, c.y + w) if c.rot == 90 else (c.x + w, c.y + h)
    a = view.state.area_of_rect((c.x, c.y, x1, y1))
    return None if a is None else a.id


#: Refusals of a Hotel for its price, not its spot (the engine checks the payment before the site).
PAYMENT_REFUSALS = ("insufficient_funds", "insufficient_coupons", "too_many_coupons")


def support_action(view: BotView, space: Space, area: str, colour: str, n: int, careful: bool,
                   graveyard: bool) -> Action | None:
    """A Vending Machine (or Graveyard) placed so that the Hotel it is for still fits beside it.

    The Hotel may be for a later Purchase: the Golden Rule (it needs this support) and its
    price do not keep the spot from being kept; where the grid sees the land exactly, the
    spot it proposes is the Hotel's (the engine checks the price before the site).
    """
    later = ("golden_rule", *PAYMENT_REFUSALS) if space.exact(area) else ("golden_rule",)
    for d, x, y, _, err in _hotel_tries(view, space, colour, n, area, careful, False):
        if err is not None and err.code not in later:
            continue  # any other refusal is about the spot
        with space.reserved(area, list(d.cells), x, y):
            act = graveyard_action(view, space, area, careful) if graveyard else \
                vending_action(view, space, area, careful)
        if act is not None:
            return act
    return None


def _small_piece(view: BotView, space: Space, area: str, size: tuple[float, float], careful: bool,
                 make: type[BuyVending] | type[BuyGraveyard], price: int) -> Action | None:
    w, h = space.cells(size[0]), space.cells(size[1])
    coupons = coupons_for(view, price)
    for x, y in space.spots(area, [(0, 0, w, h)], careful, limit=6):
        act = make(view.player, x, y, coupons)
        if view.check(act) is None:
            return act
    if space.exact(area):
        return None
    def here(a: BuyVending | BuyGraveyard) -> bool:
        located = view.state.area_of_rect((a.x, a.y, a.x + size[0], a.y + size[1]))
        return located is not None and located.id == area

    if make is BuyVending:
        for v in moves.vending_spots(view.game, view.player, limit=20):
            if here(v):
                return _with_coupons(view, v, price)
        return None
    for g in moves.graveyard_spots(view.game, view.player, limit=20):
        if here(g):
            return _with_coupons(view, g, price)
    return None


def vending_action(view: BotView, space: Space, area: str, careful: bool) -> Action | None:
    """A legal Vending Machine in `area`, or None."""
    c = view.components
    return _small_piece(view, space, area, c.vending_size, careful, BuyVending, c.vending_price)


def graveyard_action(view: BotView, space: Space, area: str, careful: bool) -> Action | None:
    """A legal Graveyard in `area`, or None."""
    c = view.components
    return _small_piece(view, space, area, c.graveyard_size, careful, BuyGraveyard, c.graveyard_price)


def building_action(view: BotView, space: Space, kind: str, area: str, side: str | None,
                    roof: Roof | None, careful: bool) -> BuyBuilding | None:
    """A legal Building of `kind` in `area` (side and roof as given), or None."""
    c = view.components
    bk = c.buildings[kind]
    coupons = coupons_for(view, bk.price)
    w, h = bk.size
    tries = []
    for rot in (0, 90) if w != h else (0,):
        ww, hh = (h, w) if rot == 90 else (w, h)
        rects = [(0, 0, space.cells(ww), space.cells(hh))]
        tries += [(space.takes(area, rects, x, y) if careful else 0, rot, x, y)
                  for x, y in space.spots(area, rects, careful, limit=4)]
    # Careful: a spot that keeps clear of the player's other areas first, either way round.
    for _, rot, x, y in sorted(tries, key=lambda t: t[0]):
        act = BuyBuilding(view.player, kind, x, y, rot, side, roof, coupons)
        if view.check(act) is None:
            return act
    if space.exact(area):
        return None
    for act in moves.building_spots(view.game, view.player, kind, side, roof, limit=8):
        r = rect_at(act.x, act.y, w, h, act.rot)
        located = view.state.area_of_rect(r)
        if located is not None and located.id == area:
            return _with_coupons(view, act, bk.price)
    return None


# ------------------------------------------------------------------ Parcels

@cache
def _board_cells(components: Components, board: str, rot: int) -> tuple[Cells, ...]:
    """A rotated board as rectangles of cells (row runs merged), at the origin."""
    g = components.grid
    outline = rotate_outline(components.boards[board].outline, rot, 0.0, 0.0)
    poly = shapely.Polygon(outline)
    _, _, maxx, maxy = poly.bounds
    cols, rows = int(round(maxx / g)), int(round(maxy / g))
    xs, ys = np.meshgrid(np.arange(cols) * g, np.arange(rows) * g)
    inside = shapely.covers(poly, shapely.box(xs.ravel(), ys.ravel(), xs.ravel() + g,
                                              ys.ravel() + g)).reshape(xs.shape)
    rects: list[Cells] = []
    start = 0
    for y in range(1, rows + 1):
        if y == rows or not np.array_equal(inside[y], inside[start]):
            xs_in = np.nonzero(inside[start])[0]
            if len(xs_in):
                rects.append((int(xs_in[0]), start, int(xs_in[-1] - xs_in[0] + 1), y - start))
            start = y
    return tuple(rects)


Mask = np.ndarray[tuple[int, int], np.dtype[np.bool_]]  # a Map's cells, row by row


def land_cells(s: GameState, player: int, cols: int, rows: int, g: float) -> tuple[Mask, Mask]:
    """The cells of the Map's grid (`rows` × `cols` cells of side `g`) that Parcels cover: every
    Parcel's, and `player`'s own. Each Parcel's cells are remembered by its outline."""
    claimed = np.zeros((rows, cols), dtype=bool)
    mine = np.zeros((rows, cols), dtype=bool)
    for p in s.parcels():
        cov = remembered(("parcel cells", tuple(p.outline), cols, rows, g),
                         lambda: _covered(p.polygon, cols, rows, g))  # noqa: B023 (called at once)
        claimed |= cov
        if p.owner == player:
            mine |= cov
    return claimed, mine


def _covered(polygon: BaseGeometry, cols: int, rows: int, g: float) -> np.ndarray:
    """The cells of the Map's grid that `polygon` covers."""
    cells = remembered(("grid cells", cols, rows, g), lambda: _grid_cells(cols, rows, g))
    cov: np.ndarray = shapely.covers(polygon, cells).reshape(rows, cols)
    cov.flags.writeable = False  # (remembered: shared by every later answer)
    return cov


def _grid_cells(cols: int, rows: int, g: float) -> np.ndarray:
    """The squares of the Map's grid, row by row."""
    xs, ys = np.meshgrid(np.arange(cols) * g, np.arange(rows) * g)
    cells: np.ndarray = shapely.box(xs.ravel(), ys.ravel(), xs.ravel() + g, ys.ravel() + g)
    return cells


def parcel_action(view: BotView, board: str, careful: bool, rng: random.Random) -> BuyParcel | None:
    """A legal spot for a Land Parcel board next to claimed land, or None."""
    s = view.state
    c = view.components
    g = c.grid
    cols, rows = int(round(c.map_size[0] / g)), int(round(c.map_size[1] / g))
    claimed, mine = land_cells(s, view.player, cols, rows, g)
    def ring(m: np.ndarray) -> np.ndarray:
        d = np.zeros_like(m)
        d[1:, :] |= m[:-1, :]
        d[:-1, :] |= m[1:, :]
        d[:, 1:] |= m[:, :-1]
        d[:, :-1] |= m[:, 1:]
        return d & ~claimed
    sat_claimed, sat_adj, sat_mine = _sat(claimed), _sat(ring(claimed)), _sat(ring(mine))
    spots: list[tuple[float, int, int, int]] = []
    coupons = coupons_for(view, c.boards[board].price)
    for rot in ROTATIONS:
        rects = _board_cells(c, board, rot)
        fw = max(r[0] + r[2] for r in rects)
        fh = max(r[1] + r[3] for r in rects)
        shape = (rows - fh + 1, cols - fw + 1)
        over = np.zeros(shape, dtype=np.int32)
        adj = np.zeros(shape, dtype=np.int32)
        near = np.zeros(shape, dtype=np.int32)
        for dx, dy, w, h in rects:
            for sat, acc in ((sat_claimed, over), (sat_adj, adj), (sat_mine, near)):
                win = (sat[h:, w:] - sat[:-h, w:] - sat[h:, :-w] + sat[:-h, :-w])
                acc += win[dy:dy + shape[0], dx:dx + shape[1]]
        ok = (over == 0) & (adj > 0)
        ys, xs = np.nonzero(ok)  # (row by row, as the draws below have always been made)
        draws = np.array([rng.random() for _ in range(len(xs))], dtype=float)
        scores = (near[ys, xs] + draws) if careful else draws
        spots += zip(scores.tolist(), xs.tolist(), ys.tolist(), [rot] * len(xs), strict=True)
    for _, x, y, rot in heapq.nlargest(12, spots):  # (the first 12 of the spots sorted, best first)
        act = BuyParcel(view.player, board, x * g, y * g, rot, coupons)
        if view.check(act) is None:
            return act
    fallback = moves.parcel_spots(view.game, view.player, board, limit=1)
    return _with_coupons(view, fallback[0], c.boards[board].price) if fallback else None

