"""A hard bot that remembers figures (`Econ.remember`) decides exactly as one that works each out afresh.

Remembered: each rival's plan once per position of it, Franchises, rates and Debts once
per model, the plan on the land in hand once per decision (issue 16: a hard decision in
≤ 60 % of the CPU time). The positions are benchmarks/hard_decision.py's: where hard bots
decide a Purchase in a seeded 4-player game.
"""

from __future__ import annotations

from typing import Any

import pytest

from tch_desktop.bots.econ import Econ
from tests.benchmark_module import load_benchmark

bench = load_benchmark("hard_decision.py", "hard_decision_bench")


@pytest.fixture(scope="module")
def positions() -> list[Any]:
    return bench.positions(games=1, seed=1, components="balanced")


def test_remembering_figures_changes_no_hard_decision(positions: list[Any]) -> None:
    pos = positions[::3]
    assert len(pos) >= 30
    _, fresh = bench.decide_all(pos, remember=False)
    _, remembered = bench.decide_all(pos, remember=True)
    assert remembered == fresh
    assert sum(a is not None for a in fresh) >= 20  # real Purchases, not only passes
    assert Econ.remember  # switched back on


def test_a_remembered_franchise_and_rate_follow_a_new_hotel(positions: list[Any]) -> None:
    game = positions[40][0]
    e = Econ.of(game.state)
    owner, colour = e.hotels[0].owner, e.hotels[0].colour
    before_f, before_r = e.franchise(colour), e.rate(owner)
    area = next(a for a, o in e.area_owner.items() if o == owner)
    e.add_hotel(owner, colour, area, 1, from_hand=False)
    Econ.remember = False
    try:
        fresh_f, fresh_r = e.franchise(colour), e.rate(owner)
    finally:
        Econ.remember = True
    assert (e.franchise(colour), e.rate(owner)) == (fresh_f, fresh_r)
    assert fresh_f > before_f and fresh_r > before_r


def option_values(pos: list[Any], remember: bool) -> list[list[tuple[Any, ...]]]:
    """Every option a hard planner values at each position, with its value (to the last bit)."""
    import random

    from tch_desktop.bots.levels import level_params
    from tch_desktop.bots.planner import Planner
    from tch_desktop.bots.view import BotView

    Econ.remember = remember
    try:
        out = []
        for game, player, seed in pos:
            view = BotView(game, player, [True] * len(game.state.players))
            planner = Planner(view, level_params("hard"), random.Random(seed))
            out.append([(o.kind, o.colour, o.count, o.area, o.board, o.building, o.side, o.value)
                        for o in planner.options()])
        return out
    finally:
        Econ.remember = True


def test_remembering_figures_changes_no_option_value(positions: list[Any]) -> None:
    pos = positions[1::3]
    fresh = option_values(pos, remember=False)
    assert option_values(pos, remember=True) == fresh
    assert sum(len(opts) for opts in fresh) >= 300


def fresh(fn: Any) -> Any:
    """What `fn()` answers with every memory switched off."""
    Econ.remember = False
    try:
        return fn()
    finally:
        Econ.remember = True


def test_a_colours_remembered_figures_hold_for_other_colours_and_follow_its_own_new_hotel(
        positions: list[Any]) -> None:
    game = positions[40][0]
    e = Econ.of(game.state)
    owner, colour = e.hotels[0].owner, e.hotels[0].colour
    other = next(col for col in e.c.capsule_price if col != colour)
    area = next(a for a, o in e.area_owner.items() if o == owner)
    parcel = e.area_parcel[area]
    before = e.hotel_gain(owner, colour, parcel, 1, owner)
    w = e.copy()
    w.add_hotel(owner, other, area, 1, from_hand=False)  # another colour: its figures still hold
    assert w.hotel_gain(owner, colour, parcel, 1, owner) == before == fresh(
        lambda: w.hotel_gain(owner, colour, parcel, 1, owner))
    w.add_hotel(owner, colour, area, 1, from_hand=False)  # its own: worked out afresh
    after = w.hotel_gain(owner, colour, parcel, 1, owner)
    assert after == fresh(lambda: w.hotel_gain(owner, colour, parcel, 1, owner))
    assert after != before
    assert e.hotel_gain(owner, colour, parcel, 1, owner) == before  # the original is untouched


def test_remembered_spots_and_capacities_answer_for_the_land_as_it_stands(positions: list[Any]) -> None:
    from tch_desktop.bots import space as space_mod
    from tch_desktop.bots.space import Space

    hotel = [(0, 0, 2, 4)]

    # A position from the game's middle with an area that still has room for two Hotels, where
    # a Hotel at the first spot lowers the capacity (position 60 until hard's game changed).
    def fits(sp: Space, a: str) -> bool:
        spots = sp.spots(a, hotel, True, 1)
        cap = sp.capacity(a, 0)
        if cap < 2 or not spots:
            return False
        with sp.reserved(a, hotel, *spots[0]):
            return sp.capacity(a, 0) < cap

    game, player, sp, area = next((g, p, sp, a) for g, p, _ in positions[60:] for sp in [Space(g.state, p)]
                                  for a in sorted(sp.rooms, key=sp.free_cells, reverse=True)[:1]
                                  if fits(sp, a))
    space_mod.forget()
    cap, spots = sp.capacity(area, 0), sp.spots(area, hotel, True, 3)
    assert cap == fresh(lambda: sp.capacity(area, 0)) and spots == fresh(lambda: sp.spots(area, hotel, True, 3))
    assert cap >= 2 and spots
    x, y = spots[0]
    with sp.reserved(area, hotel, x, y):  # a piece stands there: the land is not what was remembered
        assert sp.capacity(area, 0) == fresh(lambda: sp.capacity(area, 0)) < cap
        assert spots[0] not in sp.spots(area, hotel, True, 3)
    assert sp.capacity(area, 0) == cap and sp.spots(area, hotel, True, 3) == spots


def test_remembered_parcel_cells_answer_for_the_parcels_as_they_lie(positions: list[Any]) -> None:
    """The Map's cells each Parcel covers (a board's placement) are remembered by the Parcel's
    outline: a Parcel that lies elsewhere is not answered with the cells of where it lay."""
    from dataclasses import replace

    from tch_desktop.bots import space as space_mod
    from tch_desktop.bots.placement import land_cells

    game, player, _ = positions[60]
    s = game.state
    g = s.components.grid
    cols, rows = round(s.components.map_size[0] / g), round(s.components.map_size[1] / g)
    space_mod.forget()
    claimed, mine = land_cells(s, player, cols, rows, g)
    again = land_cells(s, player, cols, rows, g)  # (remembered now)
    fresh_claimed, fresh_mine = fresh(lambda: land_cells(s, player, cols, rows, g))
    assert (claimed == fresh_claimed).all() and (mine == fresh_mine).all()
    assert (again[0] == claimed).all() and (again[1] == mine).all()
    assert 0 < mine.sum() < claimed.sum()
    moved = s.copy()  # the player's first Parcel one cell to the right, under the same name
    parcel = next(a for a in s.parcels() if a.owner == player)
    moved.areas[parcel.id] = replace(parcel, outline=[(x + g, y) for x, y in parcel.outline])
    now_claimed, now_mine = land_cells(moved, player, cols, rows, g)
    fresh_claimed, fresh_mine = fresh(lambda: land_cells(moved, player, cols, rows, g))
    assert (now_claimed == fresh_claimed).all() and (now_mine == fresh_mine).all()
    assert not (now_mine == mine).all()
    assert (land_cells(s, player, cols, rows, g)[1] == mine).all()  # the original is untouched


def test_packing_with_one_hotel_fewer_starts_from_the_same_first_fits(positions: list[Any]) -> None:
    """An area's capacity tries one Hotel fewer from the land as packed so far (the first fits do
    not change) instead of packing afresh: the same answer as packing afresh, try after try."""
    from tch_desktop.bots import space as space_mod
    from tch_desktop.bots.space import Space

    def afresh(sp: Space, area: str, spare: int, most: int = 12) -> int:  # (the packing as it was)
        room = sp.rooms[area]
        saved = room.free.copy()
        hotel, vending = sp.slot_pieces()
        try:
            while most > 0:
                room.free = saved.copy()
                n = 0
                while n < most and sp.place(area, hotel):
                    n += 1
                need, v = max(0, n - spare), 0
                while v < need and sp.place(area, vending):
                    v += 1
                if v >= need:
                    return n
                most = n - 1
            return 0
        finally:
            room.free = saved

    tried = fewer = 0
    for game, player, _ in positions[::8]:
        sp = Space(game.state, player)
        for area in sp.rooms:
            for spare in (0, 1, 3):
                space_mod.forget()
                got = sp.capacity(area, spare)
                assert got == afresh(sp, area, spare)
                tried += 1
                fewer += got < afresh(sp, area, 99, 12)  # (Vending Machines cost it Hotels)
    assert tried >= 50 and fewer >= 5


def test_a_sets_boards_are_remembered_for_that_set_alone() -> None:
    from tch_desktop.bots.valuation import best_board, board_for
    from tch_desktop.engine.components import component_set

    balanced, classic = component_set("balanced"), component_set("classic")
    # Balanced step 15: A and B 3,000 for 4 (750円 a slot), C 4,500 for 7 (643), D 5,000 for 6 (833),
    # E 5,000 for 7 (714): C.
    assert best_board(balanced) == ("C", 4500, 7)
    assert best_board(classic) != best_board(balanced)
    assert board_for(classic, 99000, 0) == best_board(classic)
    assert best_board(balanced) == ("C", 4500, 7)


def test_what_a_hotel_earns_is_remembered_by_what_its_parcels_model_holds(positions: list[Any]) -> None:
    """A Hotel's expected Income on a Parcel is remembered by the Parcel model's outcomes and
    Graveyards: the next decision's model of the same Parcel finds it, a Graveyard added there
    (a new model) is worked out afresh."""
    from tch_desktop.bots import econ as econ_mod

    game = positions[40][0]
    econ_mod.forget()
    e = Econ.of(game.state)
    parcel = next(p for p, pm in sorted(e.parcels.items()) if not pm.ignore_graveyards
                  and pm.graveyards < e.c.graveyards_per_parcel and len(pm.outcomes) > 1)
    area = next(a for a, p in e.area_parcel.items() if p == parcel)
    worth = e.hotel_value(parcel, 800, 3)
    assert worth == fresh(lambda: Econ.of(game.state).hotel_value(parcel, 800, 3))
    again = Econ.of(game.state)  # the next decision's model: another object, the same content
    assert again.parcels[parcel] is not e.parcels[parcel] and not again.parcels[parcel].values
    assert again.hotel_value(parcel, 800, 3) == worth
    assert (econ_mod._model_number(e.c, again.parcels[parcel]), 800, 3) in econ_mod._EXPECTED
    w = e.copy()
    w.add_support(area, graveyard=True)  # a Graveyard there: a new model
    after = w.hotel_value(parcel, 800, 3)
    assert after == fresh(lambda: w.hotel_value(parcel, 800, 3)) < worth
    assert e.hotel_value(parcel, 800, 3) == worth  # the original is untouched


def test_a_view_remembers_the_actions_found_legal_on_its_own_snapshot(positions: list[Any]) -> None:
    """A snapshot never changes, so an action the engine found legal on it is not asked again
    (a bot checks the Purchase its planner placed once more before playing it); the next
    snapshot asks the engine afresh."""
    from tch_desktop.bots.bot import Bot
    from tch_desktop.bots.view import BotView

    game, player, seed = next(p for p in positions[30:] if Bot(p[1], "hard", p[2]).decide(
        BotView(p[0], p[1], [True] * len(p[0].state.players))) is not None)
    view = BotView(game, player, [True] * len(game.state.players))
    asked: list[Any] = []
    engine_check = game.check
    game.check = lambda a: asked.append(a) or engine_check(a)  # type: ignore[method-assign]
    try:
        act = Bot(player, "hard", seed).decide(view)
        assert act is not None and asked.count(act) == 1  # placed, checked, checked again: asked once
        assert view.check(act) is None and asked.count(act) == 1
        assert fresh(lambda: view.check(act)) is None and asked.count(act) == 2
    finally:
        del game.check
    after = game.clone()
    after.apply(act)  # the Purchase made: the next snapshot's engine refuses it again
    assert BotView(after, player, [True] * len(after.state.players)).check(act) is not None


def test_a_rivals_remembered_plan_follows_what_its_land_holds(positions: list[Any]) -> None:
    """A rival's plan is remembered by all it reads of the rival's areas, not only their room: a
    Graveyard or a Building on the rival's Parcel (a new model there), or support found where none
    was, makes it worked out afresh (2 of 123 hard decisions of a 2-player game differed when the
    key held the room alone)."""
    from tch_desktop.bots.levels import level_params
    from tch_desktop.bots.valuation import Valuer

    checked = 0
    for game, _, _ in positions[::4]:
        e = Econ.of(game.state)
        for rival in range(e.n):
            areas = {a: 3 for a, o in e.area_owner.items() if o == rival}
            if not areas or not any(e.hand[rival].values()):
                continue
            v = Valuer((rival + 1) % e.n, level_params("hard"))
            v.rival_areas = {rival: areas}
            incomes, rate = e.horizon()[0], e.rate(rival)
            before = v._rival_plan(e, rival, incomes, rate)
            assert before == fresh(lambda: v._rival_plan(e, rival, incomes, rate))
            area = next(iter(areas))
            for change in ("graveyard", "building", "support"):
                w = e.copy()
                if change == "graveyard":
                    w.add_support(area, graveyard=True)
                elif change == "building":
                    w.add_building(rival, area, "coin_laundry", None)
                else:
                    w.add_support(area)
                got = v._rival_plan(w, rival, incomes, rate)
                assert got == fresh(lambda: v._rival_plan(w, rival, incomes, rate)), (change, rival)
                checked += got != before
    assert checked >= 5  # the changes mattered to the plans checked
