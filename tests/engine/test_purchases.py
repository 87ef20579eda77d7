"""Items available for Purchase and the Construction Rules for placing them."""

from __future__ import annotations

import pytest

from tch_desktop.engine import IllegalAction
from tests.engine.helpers import buy, give_yen, purchasing, to_front


def refused(g, action) -> str:
    err = g.check(action)
    assert err is not None, f"expected a refusal for {action}"
    return err.code


def parcel(player: int, board: str, x: float, y: float, rot: int = 0) -> dict:
    return {"type": "buy_parcel", "player": player, "board": board, "x": x, "y": y, "rot": rot}


# --------------------------------------------------------------- Land Parcels

def test_parcel_must_share_part_of_a_side_with_a_claimed_parcel() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    assert g.check(parcel(0, "A", 10, 9)) is None  # x 10–15 against S1's west side
    assert refused(g, parcel(0, "A", 10, 4)) == "not_adjacent"  # touches S1 at a corner only
    assert refused(g, parcel(0, "A", 2, 2)) == "not_adjacent"


def test_parcel_may_not_overlap_a_claimed_parcel() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    assert refused(g, parcel(0, "A", 12, 9)) == "overlaps"


def test_parcel_must_stay_on_the_map() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    assert refused(g, parcel(0, "E", 25, 23)) == "off_map"  # y 23–30 > 28


def test_parcel_may_touch_another_players_parcel() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    assert g.check(parcel(0, "A", 25, 9)) is None  # against S2, owned by player 1


def test_unclaimed_starting_squares_may_be_covered() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)  # S3 and S4 unclaimed
    assert g.check(parcel(0, "D", 15, 13)) is None


@pytest.mark.parametrize(("board", "x", "y", "price"), [
    ("A", 15, 4, 3000), ("B", 15, 5, 4000), ("C", 9, 9, 4000), ("D", 7, 9, 5000), ("E", 8, 9, 6000)])
def test_parcel_board_prices_are_the_boards(board: str, x: float, y: float, price: int) -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, parcel(0, board, x, y))
    assert g.state.players[0].yen == 10000 - price
    assert g.state.spend == price


def test_board_c_rotated_90_is_the_l_turned_clockwise() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, parcel(0, "C", 9, 9, 90))
    area = g.state.areas["L1"]
    assert sorted(area.outline) == sorted([(15, 9), (15, 15), (12, 15), (12, 12), (9, 12), (9, 9)])
    assert area.polygon.area == 27


def test_parcel_positions_snap_to_the_half_unit_grid() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    assert refused(g, parcel(0, "A", 10.25, 9)) == "off_grid"
    assert refused(g, parcel(0, "A", 10, 9, 45)) == "bad_rotation"


def test_bought_parcels_are_named_in_order() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, parcel(0, "A", 10, 9))
    buy(g, parcel(1, "A", 25, 9))
    assert [a for a in g.state.areas if a.startswith("L")] == ["L1", "L2"]
    assert g.state.areas["L2"].owner == 1


# --------------------------------------------------------------- Capsules

def test_buying_a_colour_takes_every_capsule_of_it() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, {"type": "buy_capsules", "player": 0, "color": "green"})
    assert g.state.players[0].capsules == {"green": 7}
    assert g.state.players[0].yen == 7500
    to_front(g, 1)
    assert refused(g, {"type": "buy_capsules", "player": 1, "color": "green"}) == "sold_out"


def test_pink_is_not_bought_as_a_whole_colour() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    assert refused(g, {"type": "buy_capsules", "player": 0, "color": "pink"}) == "bad_color"


def test_pink_example_4_capsules_cost_3500_then_3_cost_3000() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, {"type": "buy_pink", "player": 0, "count": 4})
    assert g.state.players[0].yen == 10000 - 3500
    buy(g, {"type": "buy_pink", "player": 0, "count": 3})
    assert g.state.players[0].yen == 10000 - 3500 - 3000
    assert g.state.players[0].capsules == {"pink": 7}
    assert g.state.supply["pink"] == 21


def test_pink_count_is_limited_by_the_supply() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    give_yen(g, 0, 20000)
    assert refused(g, {"type": "buy_pink", "player": 0, "count": 29}) == "sold_out"
    assert refused(g, {"type": "buy_pink", "player": 0, "count": 0}) == "bad_count"


def test_one_pink_capsule_may_be_bought_for_the_first_price() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, {"type": "buy_pink", "player": 0, "count": 1})
    assert g.state.players[0].yen == 10000 - 2000  # 2,000 for the first (3,500 for 4: 2,000 + 3 × 500)
    assert g.state.players[0].capsules == {"pink": 1}


def test_the_last_pink_capsules_may_be_bought_down_to_the_last_one() -> None:
    g = purchasing(4, first=0)  # Purchase Limit 18,000: room for 15,000 + 2,000
    give_yen(g, 0, 10000)
    buy(g, {"type": "buy_pink", "player": 0, "count": 27})  # 2,000 + 26 × 500 = 15,000
    assert g.state.supply["pink"] == 1
    buy(g, {"type": "buy_pink", "player": 0, "count": 1})  # all that is left
    assert g.state.supply["pink"] == 0 and g.state.players[0].capsules == {"pink": 28}
    assert g.state.players[0].yen == 20000 - 15000 - 2000
    to_front(g, 1)
    err = g.check({"type": "buy_pink", "player": 1, "count": 1})
    assert err is not None and (err.code, err.details) == ("sold_out", {"item": "pink"})


def test_the_last_vending_machine_may_be_bought() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    g.state.vending_left = 1  # test-only: 19 of the 20 are on the Map
    buy(g, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    assert g.state.vending_left == 0
    to_front(g, 0)
    err = g.check({"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    assert err is not None and (err.code, err.details) == ("sold_out", {"item": "vending"})


def test_a_building_without_a_card_takes_no_card_whatever_the_variant() -> None:
    for mode in ("off", "choose", "all_b"):
        g = purchasing(2, loans=(10000, 10000), first=0, cards=mode)
        buy(g, parcel(0, "E", 8, 9))
        events = buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 12, "y": 9})
        assert [e.code for e in events] == ["purchase"], mode
        assert g.state.cards == {} and g.state.players[0].cards == [], mode


# --------------------------------------------------------------- Vending Machines and Graveyards

def test_vending_machine_costs_500_and_stands_wholly_within_own_land() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    assert refused(g, {"type": "buy_vending", "player": 0, "x": 21, "y": 9}) == "not_owned"
    assert refused(g, {"type": "buy_vending", "player": 0, "x": 14.5, "y": 9}) == "not_owned"
    assert refused(g, {"type": "buy_vending", "player": 0, "x": 2, "y": 2}) == "not_owned"
    assert refused(g, {"type": "buy_vending", "player": 0, "x": 39.5, "y": 9}) == "off_map"
    buy(g, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})  # touching the outline is inside
    assert g.state.players[0].yen == 9500
    assert g.state.structures["V1"].area == "S1"


def test_structures_leave_a_visible_gap() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    to_front(g, 0)
    assert refused(g, {"type": "buy_vending", "player": 0, "x": 16, "y": 9}) == "too_close"
    assert refused(g, {"type": "buy_vending", "player": 0, "x": 15.5, "y": 9.5}) == "overlaps"
    assert g.check({"type": "buy_vending", "player": 0, "x": 16.5, "y": 9}) is None
    assert g.check({"type": "buy_vending", "player": 0, "x": 16, "y": 10.5}) is None  # diagonal ≥ 0.5


def test_a_piece_across_two_parcels_is_refused() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, parcel(0, "A", 10, 9))
    to_front(g, 0)
    assert refused(g, {"type": "buy_vending", "player": 0, "x": 14.5, "y": 10}) == "crosses_outline"


def test_graveyard_gives_200_and_is_traced() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, {"type": "buy_graveyard", "player": 0, "x": 15, "y": 9})
    assert g.state.players[0].yen == 10200
    assert g.state.structures["G1"].rects == ((15, 9, 16.5, 10.5),)


def test_graveyard_limit_is_5_per_parcel() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, parcel(0, "E", 8, 9))  # L1: x 8–15, y 9–16
    spots = [(8, 9), (10, 9), (12, 9), (8, 11), (10, 11), (12, 11)]
    for x, y in spots[:5]:
        buy(g, {"type": "buy_graveyard", "player": 0, "x": x, "y": y})
    to_front(g, 0)
    x, y = spots[5]
    assert refused(g, {"type": "buy_graveyard", "player": 0, "x": x, "y": y}) == "graveyard_limit"


# --------------------------------------------------------------- Buildings

def test_buildings_cost_their_price_and_run_out() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    give_yen(g, 0, 10000)
    buy(g, parcel(0, "E", 8, 9))
    buy(g, {"type": "buy_building", "player": 0, "building": "park", "x": 8, "y": 9, "rot": 0})
    assert g.state.structures["B1"].rects == ((8, 9, 12, 12),)
    assert g.state.players[0].yen == 20000 - 6000 - 4000
    to_front(g, 0)
    assert refused(g, {"type": "buy_building", "player": 0, "building": "park", "x": 8, "y": 13}) == "sold_out"


def test_building_rotation_turns_its_footprint() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, {"type": "buy_building", "player": 0, "building": "sweets_buffet", "x": 15, "y": 9, "rot": 90})
    assert g.state.structures["B1"].rects == ((15, 9, 17, 12),)


def test_refused_purchase_leaves_the_state_untouched() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    before = g.clone()
    with pytest.raises(IllegalAction):
        g.apply({"type": "buy_vending", "player": 0, "x": 21, "y": 9})
    from tch_desktop.engine import summary
    assert summary(g) == summary(before) and len(g.log) == len(before.log)
