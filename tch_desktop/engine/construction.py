"""Construction Rules: where a piece may stand, and why not.

Pure checks on a `GameState`: each returns what the caller needs (the area a
footprint lies in, the cleaned-up outline) or raises `IllegalAction` with a
reason code. Nothing here changes the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shapely import Polygon, box

from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.geometry import (
    ROTATIONS,
    Point,
    Rect,
    group_connected,
    interiors_meet,
    on_grid,
    rect_at,
    rect_covers,
    rect_distance,
    rect_polygon,
    rects_overlap,
    rotate_outline,
    share_side,
    shared_side,
    union_covers,
)
from tch_desktop.engine.state import Area, GameState, Structure


def require_grid(state: GameState, *values: float) -> None:
    grid = state.components.grid
    for v in values:
        if not on_grid(v, grid):
            raise IllegalAction("off_grid", value=v, grid=grid)


def require_rotation(rot: int, allowed: Sequence[int] = ROTATIONS) -> None:
    if rot not in allowed:
        raise IllegalAction("bad_rotation", rot=rot)


def map_rect(state: GameState) -> Rect:
    w, h = state.components.map_size
    return (0.0, 0.0, w, h)


# ------------------------------------------------------------------ Parcels

def parcel_outline(state: GameState, board: str, x: float, y: float, rot: int) -> list[Point]:
    """The outline of a Land Parcel board placed at x, y, turned rot degrees."""
    b = state.components.boards.get(board)
    if b is None:
        raise IllegalAction("bad_board", board=board)
    require_rotation(rot)
    require_grid(state, x, y)
    return rotate_outline(b.outline, rot, x, y)


def check_parcel_site(state: GameState, outline: list[Point]) -> Polygon:
    """A new Parcel lies on the Map, overlaps no claimed Parcel and shares a side with one."""
    poly = Polygon(outline)
    minx, miny, maxx, maxy = poly.bounds
    if not rect_covers(map_rect(state), (minx, miny, maxx, maxy)):
        raise IllegalAction("off_map")
    adjacent = False
    for parcel in state.parcels():
        x0, y0, x1, y1 = parcel.polygon.bounds
        if x0 > maxx or x1 < minx or y0 > maxy or y1 < miny:
            continue  # apart: neither overlapping nor sharing a side
        if interiors_meet(parcel.polygon, poly):
            raise IllegalAction("overlaps", area=parcel.id)
        if not adjacent and share_side(parcel.polygon, poly):
            adjacent = True
    if not adjacent:
        raise IllegalAction("not_adjacent")
    return poly


# ------------------------------------------------------------------ land under a footprint

def locate(state: GameState, player: int, rects: Sequence[Rect]) -> Area:
    """The area whose own portion wholly holds the footprint; it must be the player's."""
    mp = map_rect(state)
    for r in rects:
        if not rect_covers(mp, r):
            raise IllegalAction("off_map")
    # Partly in the street is `not_owned` (no land there); wholly on land but across an outline
    # (two Parcels, or a Parcel and a Subdivision in it) is `crosses_outline`, whichever of the
    # footprint's rectangles (a Hotel's capsules and Entrance) crosses it. Only a refusal asks.
    area = state.area_of_rect(rects[0])
    if area is None:
        if all(state.land_covers(q) for q in rects):
            raise IllegalAction("crosses_outline")
        raise IllegalAction("not_owned", reason="no_land")
    own = state.own_portion(area.id)
    for r in rects:
        if not own.covers(box(*r)):
            if not all(state.land_covers(q) for q in rects):
                raise IllegalAction("not_owned", reason="no_land")
            raise IllegalAction("crosses_outline", area=area.id)
    if area.owner != player:
        raise IllegalAction("not_owned", area=area.id, owner=area.owner)
    return area


def check_gaps(state: GameState, rects: Sequence[Rect], ignore: str | None = None) -> None:
    """At least the visible gap between this footprint and every other structure."""
    gap = state.components.gap
    # Only the structures the spatial index finds near the footprint can break the rule;
    # they are taken in the order they were placed, so the one named is the first one.
    near = {sid for r in rects for sid, _ in state.structures_near(r, gap) if sid != ignore}
    order = state.structure_index().ids
    for sid in sorted(near, key=order.__getitem__):
        for other in state.structures[sid].rects:
            for r in rects:
                if rects_overlap(r, other):
                    raise IllegalAction("overlaps", structure=sid)
                if rect_distance(r, other) < gap:
                    raise IllegalAction("too_close", structure=sid, gap=gap)


def check_golden_rule(state: GameState, area: Area, new_hotels: int = 1,
                      new_support: int = 0) -> None:
    """No more Hotels than Vending Machines and Graveyards in the area's own portion."""
    if state.golden_rule_lifted(area.parcel):
        return
    hotels, support = state.golden_counts(state.in_area(area.id))
    if hotels + new_hotels > support + new_support:
        raise IllegalAction("golden_rule", area=area.id, hotels=hotels + new_hotels,
                            support=support + new_support)


def check_graveyard_limit(state: GameState, area: Area) -> None:
    limit = state.components.graveyards_per_parcel
    if state.graveyards_in_parcel(area.parcel) >= limit:
        raise IllegalAction("graveyard_limit", parcel=area.parcel, limit=limit)


# ------------------------------------------------------------------ hotels

@dataclass(frozen=True)
class HotelDesign:
    """A checked hotel design: its footprint and its shape in stories."""

    ground: tuple[Rect, ...]
    entrance: Rect | None
    stories: int
    count: int

    @property
    def footprint(self) -> tuple[Rect, ...]:
        return self.ground if self.entrance is None else (*self.ground, self.entrance)


def check_hotel_design(state: GameState, colour: str,
                       capsules: Sequence[tuple[float, float, int, int]],
                       entrance: Point | None) -> HotelDesign:
    """Connected ground floor, supported stories, story limit, the entrance against a capsule.

    With `entrance` None (a design still being laid out) every rule but the
    Entrance's is checked.
    """
    if not capsules:
        raise IllegalAction("no_capsules")
    cw, ch = state.components.capsule_size
    by_story: dict[int, list[Rect]] = {}
    for x, y, z, rot in capsules:
        require_rotation(rot, (0, 90))
        require_grid(state, x, y)
        if z < 0:
            raise IllegalAction("bad_story", z=z)
        r = rect_at(x, y, cw, ch, rot)
        for other in by_story.get(z, []):
            if rects_overlap(r, other):
                raise IllegalAction("overlaps", story=z)
        by_story.setdefault(z, []).append(r)
    ground = by_story.get(0, [])
    if not ground:
        raise IllegalAction("not_supported", story=min(by_story))
    if not group_connected(ground):
        raise IllegalAction("not_connected")
    stories = max(by_story) + 1
    for z in range(1, stories):
        upper = by_story.get(z)
        if not upper:
            raise IllegalAction("not_supported", story=z)
        below = by_story.get(z - 1, [])
        for r in upper:
            if not union_covers(below, r):
                raise IllegalAction("not_supported", story=z)
    if stories > len(ground):
        # The one exception: a single stack of the exempt colour (pink), tall enough.
        c = state.components
        single_stack = (colour == c.stack_colour and len(ground) == 1
                        and all(len(v) == 1 and v[0] == ground[0] for v in by_story.values()))
        if not (single_stack and stories >= c.stack_min_stories):
            raise IllegalAction("story_limit", stories=stories, ground=len(ground))
    if entrance is None:
        return HotelDesign(tuple(ground), None, stories, len(capsules))
    ex, ey = entrance
    require_grid(state, ex, ey)
    ew, eh = state.components.entrance_size
    ent = rect_at(ex, ey, ew, eh)
    if any(rects_overlap(ent, g) for g in ground):
        raise IllegalAction("overlaps", piece="entrance")
    if not any(shared_side(ent, g) > 0 for g in ground):
        raise IllegalAction("entrance_not_touching")
    return HotelDesign(tuple(ground), ent, stories, len(capsules))


# ------------------------------------------------------------------ Subdivisions

def check_subdivision(state: GameState, giver: int, area_id: str,
                      outline: Sequence[Point]) -> tuple[Polygon, list[Structure]]:
    """A new Subdivision inside the giver's area: returns its polygon and what it holds."""
    area = state.areas.get(area_id)
    if area is None:
        raise IllegalAction("no_such_area", area=area_id)
    if area.owner != giver:
        raise IllegalAction("not_owned", area=area_id, owner=area.owner)
    if len(outline) < 3:
        raise IllegalAction("bad_outline")
    for x, y in outline:
        require_grid(state, x, y)
    poly = Polygon(outline)
    if not poly.is_valid or poly.area <= 0:
        raise IllegalAction("bad_outline")
    if not area.polygon.covers(poly):
        raise IllegalAction("crosses_outline", area=area_id)
    for cid in area.children:
        if interiors_meet(state.areas[cid].polygon, poly):
            raise IllegalAction("crosses_outline", area=cid)
    inside: list[Structure] = []
    for s in state.in_area(area_id):
        parts = [rect_polygon(r) for r in s.rects]
        if all(poly.covers(p) for p in parts):
            inside.append(s)
        elif any(poly.intersection(p).area > 0 for p in parts):
            raise IllegalAction("cuts_structure", structure=s.id)
    if not state.golden_rule_lifted(area.parcel):
        outside = [s for s in state.in_area(area_id) if s not in inside]
        for side in (inside, outside):
            hotels, support = state.golden_counts(side)
            if hotels > support:
                raise IllegalAction("golden_rule", area=area_id, hotels=hotels, support=support)
    return poly, inside
