"""The placement check's shortcuts (the structure grid, the kept land union) and the state's
structural copy give exactly what the plain computations give."""

from __future__ import annotations

import copy
import random

import shapely

from tch_desktop.engine import load_record, replay
from tch_desktop.engine.construction import check_gaps
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.geometry import rect_distance, rects_overlap
from tch_desktop.engine.state import Area, GameState, Graveyard, StructureIndex
from tests.engine.helpers import claimed

RECORD = "tests/records/bots_4p.json"


def _late_state() -> GameState:
    return replay(load_record(RECORD)).game.state


def _plain_gaps(state: GameState, rects: tuple, gap: float) -> str | None:
    """The gap rule over every structure, the way it reads in the rulebook."""
    for s in state.structures.values():
        for other in s.rects:
            for r in rects:
                if rects_overlap(r, other):
                    return f"overlaps {s.id}"
                if rect_distance(r, other) < gap:
                    return f"too_close {s.id}"
    return None


def test_gap_check_through_the_grid_names_the_same_structure_as_a_scan_of_all() -> None:
    s = _late_state()
    gap = s.components.gap
    rng = random.Random(3)
    refusals = 0
    for _ in range(3000):
        x, y = rng.randrange(0, 120) / 2, rng.randrange(0, 120) / 2
        rects = ((x, y, x + rng.choice((1, 2, 3)), y + rng.choice((1, 2))),)
        try:
            check_gaps(s, rects)
            got = None
        except IllegalAction as err:
            got = f"{err.code} {err.details['structure']}"
            refusals += 1
        assert got == _plain_gaps(s, rects, gap)
    assert refusals > 100  # the sample reached the structures


def test_structure_index_takes_in_new_structures_and_rebuilds_after_removal() -> None:
    s = _late_state()
    first = s.structure_index()
    s.structures["G999"] = Graveyard("G999", "S1", "S1", ((0.0, 0.0, 1.0, 1.0),))
    second = s.structure_index()
    assert second is not first and "G999" in second.ids and "G999" not in first.ids
    assert [sid for sid, _ in s.structures_near((0.0, 0.0, 1.0, 1.0), 0.0)][-1:] == ["G999"]
    del s.structures["G999"]
    assert "G999" not in s.structure_index().ids
    assert s.structures_near((0.0, 0.0, 1.0, 1.0), 0.0) == [
        (sid, q) for _, sid, q in StructureIndex.build(s.structures).near((0.0, 0.0, 1.0, 1.0), 0.0)]


def test_land_union_is_kept_and_grows_with_a_new_parcel() -> None:
    g = claimed(2)
    s = g.state
    land = s.land()
    assert s.land() is land  # kept between checks
    assert land.equals(shapely.union_all([p.polygon for p in s.parcels()]))
    x0, y0, x1, y1 = s.areas["S1"].polygon.bounds
    s.areas["L9"] = Area("L9", "parcel", 0, [(x1, y0), (x1 + 2, y0), (x1 + 2, y0 + 2), (x1, y0 + 2)])
    grown = s.land()
    assert grown is not land
    assert grown.equals(shapely.union_all([p.polygon for p in s.parcels()]))
    assert s.land_covers((x1 - 1, y0, x1 + 1, y0 + 1))  # straddles the two Parcels


def test_state_copy_is_deep_a_change_to_the_copy_leaves_the_original() -> None:
    s = _late_state()
    before = repr(s)
    c = s.copy()
    assert repr(c) == before
    c.players[0].capsules["pink"] = 99
    c.players[1].income_history.append(5)
    next(iter(c.structures.values())).area = "elsewhere"
    next(iter(c.areas.values())).children.append("D99")
    next(iter(c.areas.values())).owner = 3
    c.franchise_paid.setdefault("pink", []).append(1)
    c.supply["pink"] = -1
    c.queue.append(9)
    assert repr(s) == before


def test_state_copy_equals_a_generic_deep_copy() -> None:
    s = _late_state()
    own = GameState.__deepcopy__
    try:
        del GameState.__deepcopy__  # type: ignore[misc]
        generic = copy.deepcopy(s, {id(s.components): s.components})
    finally:
        GameState.__deepcopy__ = own  # type: ignore[method-assign]
    assert repr(s.copy()) == repr(generic)


def _plain_free_rects(state: GameState, player: int, w: float, h: float, step: float) -> list:
    """Every spot of each of the player's areas, asked one by one of locate and the gap rule."""
    from tch_desktop.engine.construction import locate
    from tch_desktop.engine.geometry import rect_at

    out = []
    for a in state.areas.values():
        if a.owner != player:
            continue
        x0, y0, x1, y1 = a.polygon.bounds
        for j in range(int(round((y1 - h - y0) / step)) + 1):
            for i in range(int(round((x1 - w - x0) / step)) + 1):
                r = rect_at(x0 + i * step, y0 + j * step, w, h)
                try:
                    if locate(state, player, (r,)).id == a.id:
                        check_gaps(state, (r,))
                        out.append((a.id, r))
                except IllegalAction:
                    pass
    return out


def test_free_spots_asked_for_a_whole_grid_at_once_are_those_locate_and_the_gap_rule_accept() -> None:
    from tch_desktop.engine import moves
    from tests.engine.randomplay import random_game

    games = [replay(load_record(RECORD)).game, random_game(5), random_game(11)]
    subdivided = sum(1 for g in games for a in g.state.areas.values() if a.children)
    assert subdivided, "some area has a Subdivision carved out of it"
    found = refused = 0
    for g in games:
        for p in range(len(g.state.players)):
            for w, h, step in ((1.0, 1.0, 0.5), (2.0, 1.0, 0.5), (1.5, 3.0, 0.5), (2.0, 2.0, 1.0)):
                plain = _plain_free_rects(g.state, p, w, h, step)
                assert list(moves.free_rects(g, p, w, h, step)) == plain, (p, w, h)
                cells = sum(max(0, int(round((a.polygon.bounds[2] - w - a.polygon.bounds[0]) / step)) + 1)
                            * max(0, int(round((a.polygon.bounds[3] - h - a.polygon.bounds[1]) / step)) + 1)
                            for a in g.state.areas.values() if a.owner == p)
                found += len(plain)
                refused += cells - len(plain)
    assert found > 100 and refused > 100
