"""Entrance (+ build Hotel), Coin Laundry Hotels and the Golden Rule."""

from __future__ import annotations

import pytest

from tests.engine.helpers import buy, give_capsules, hotel, purchasing, to_front


@pytest.fixture
def g():
    """Player 0 owns S1 and L1 (board E, x 8–15, y 9–16) with capsules in hand."""
    game = purchasing(2, loans=(10000, 10000), first=0)
    buy(game, {"type": "buy_parcel", "player": 0, "board": "E", "x": 8, "y": 9, "rot": 0})
    give_capsules(game, 0, "white", 12)
    give_capsules(game, 0, "pink", 6)
    to_front(game, 0)
    return game


def code(game, action) -> str | None:
    err = game.check(action)
    return None if err is None else err.code


def caps(*spec: tuple[float, float, int, int]) -> list[dict]:
    return [{"x": x, "y": y, "z": z, "rot": r} for x, y, z, r in spec]


def build(player: int, color: str, capsules: list[dict], ex: float, ey: float) -> dict:
    return {"type": "build_hotel", "player": player, "color": color, "capsules": capsules,
            "entrance": {"x": ex, "y": ey}}


def vending(game, x: float, y: float) -> None:
    buy(game, {"type": "buy_vending", "player": 0, "x": x, "y": y})
    to_front(game, 0)


def test_golden_rule_needs_a_vending_machine_or_graveyard_per_hotel(g) -> None:
    assert code(g, hotel(0, "white", 8, 9, 2)) == "golden_rule"
    vending(g, 14, 15)
    assert code(g, hotel(0, "white", 8, 9, 2)) is None
    buy(g, hotel(0, "white", 8, 9, 2))
    to_front(g, 0)
    assert code(g, hotel(0, "white", 11, 9, 2)) == "golden_rule"
    buy(g, {"type": "buy_graveyard", "player": 0, "x": 12, "y": 14.5})
    to_front(g, 0)
    assert code(g, hotel(0, "white", 11, 9, 2)) is None, "a Graveyard supports a Hotel too"


def test_the_last_entrance_builds_a_hotel_then_entrances_are_sold_out(g) -> None:
    vending(g, 14, 15)
    vending(g, 14, 13)
    g.state.entrances_left = 1  # test-only: 19 of the 20 Entrances are on the Map
    buy(g, hotel(0, "white", 8, 9, 2))
    assert g.state.entrances_left == 0
    to_front(g, 0)
    err = g.check(hotel(0, "white", 11, 9, 2))
    assert err is not None and (err.code, err.details) == ("sold_out", {"item": "entrance"})


def test_a_hotel_without_an_entrance_is_refused_as_an_action(g) -> None:
    from tch_desktop.engine.actions import BuildHotel, CapsulePlacement

    vending(g, 14, 15)
    design = BuildHotel(0, "white", (CapsulePlacement(8, 9, 0, 90), CapsulePlacement(9, 9, 0, 90)), None)
    assert g.check_hotel_design(0, "white", [(8, 9, 0, 90), (9, 9, 0, 90)]) is None, "fine as a design"
    err = g.check(design)  # no record can hold it: `entrance` is a required field of the entry
    assert err is not None and (err.code, err.details["field"]) == ("bad_action", "action.entrance")


def test_golden_rule_counts_each_area_separately(g) -> None:
    vending(g, 18, 12)  # in S1, not in L1
    assert code(g, hotel(0, "white", 8, 9, 2)) == "golden_rule"


def test_hotel_costs_1000_for_the_entrance_and_uses_capsules_from_hand(g) -> None:
    vending(g, 14, 15)
    yen = g.state.players[0].yen
    buy(g, hotel(0, "white", 8, 9, 3))
    assert g.state.players[0].yen == yen - 1000
    assert g.state.players[0].capsules["white"] == 9
    h = g.state.structures["H1"]
    assert (h.color, h.count, h.stories, h.area, h.parcel) == ("white", 3, 1, "L1", "L1")
    assert g.state.entrances_left == 19


def test_hotel_needs_the_capsules_in_hand(g) -> None:
    vending(g, 14, 15)
    assert code(g, hotel(0, "red", 8, 9, 1)) == "insufficient_capsules"


def test_ground_floor_capsules_must_share_sides(g) -> None:
    vending(g, 14, 15)
    apart = caps((8, 9, 0, 90), (10, 9, 0, 90))
    assert code(g, build(0, "white", apart, 8, 11)) == "not_connected"
    corner = caps((8, 9, 0, 0), (10, 10, 0, 0))
    assert code(g, build(0, "white", corner, 8, 10)) == "not_connected"
    half_side = caps((8, 9, 0, 0), (9, 10, 0, 0))  # shares 1 unit of a long side
    assert code(g, build(0, "white", half_side, 8, 10)) is None


def test_capsules_lie_flat_long_side_parallel_to_the_map(g) -> None:
    vending(g, 14, 15)
    assert code(g, build(0, "white", caps((8, 9, 0, 45)), 8, 10)) == "bad_rotation"


def test_stacked_capsules_rest_wholly_on_the_story_below(g) -> None:
    vending(g, 14, 15)
    ok = caps((8, 9, 0, 90), (9, 9, 0, 90), (8, 9, 1, 0))  # a 2 × 1 lying across two uprights
    assert code(g, build(0, "white", ok, 8, 11)) is None
    overhang = caps((8, 9, 0, 90), (9, 9, 0, 90), (9, 9, 1, 0))
    assert code(g, build(0, "white", overhang, 8, 11)) == "not_supported"
    floating = caps((8, 9, 0, 90), (9, 9, 0, 90), (8, 9, 2, 90))
    assert code(g, build(0, "white", floating, 8, 11)) == "not_supported"


def test_stories_may_not_exceed_ground_floor_capsules(g) -> None:
    vending(g, 14, 15)
    three_high_on_two = caps((8, 9, 0, 90), (9, 9, 0, 90), (8, 9, 1, 90), (8, 9, 2, 90))
    err = g.check(build(0, "white", three_high_on_two, 8, 11))
    assert err is not None and err.code == "story_limit" and err.details == {"stories": 3, "ground": 2}
    three_on_three = caps((8, 9, 0, 90), (9, 9, 0, 90), (10, 9, 0, 90), (8, 9, 1, 90), (8, 9, 2, 90))
    assert code(g, build(0, "white", three_on_three, 8, 11)) is None


def test_pink_single_stack_of_4_or_more_ignores_the_story_limit(g) -> None:
    vending(g, 14, 15)
    stack4 = caps(*[(8, 9, z, 90) for z in range(4)])
    assert code(g, build(0, "pink", stack4, 8, 11)) is None
    buy(g, build(0, "pink", stack4, 8, 11))
    assert g.state.structures["H1"].stories == 4


def test_faq_pink_stack_of_2_or_3_stories_is_refused(g) -> None:
    vending(g, 14, 15)
    for n in (2, 3):
        stack = caps(*[(8, 9, z, 90) for z in range(n)])
        assert code(g, build(0, "pink", stack, 8, 11)) == "story_limit"


def test_other_colours_get_no_stack_exception(g) -> None:
    vending(g, 14, 15)
    stack4 = caps(*[(8, 9, z, 90) for z in range(4)])
    assert code(g, build(0, "white", stack4, 8, 11)) == "story_limit"


def test_pink_exception_needs_a_single_stack(g) -> None:
    vending(g, 14, 15)
    two_wide = caps((8, 9, 0, 90), (9, 9, 0, 90), *[(8, 9, z, 90) for z in range(1, 4)])
    assert code(g, build(0, "pink", two_wide, 8, 11)) == "story_limit"


def test_entrance_must_touch_a_side_of_a_ground_floor_capsule(g) -> None:
    vending(g, 14, 15)
    one = caps((8, 10, 0, 0))  # x 8–10, y 10–11
    assert code(g, build(0, "white", one, 10, 10)) is None  # short side
    assert code(g, build(0, "white", one, 9, 9)) is None  # long side
    assert code(g, build(0, "white", one, 11, 10)) == "entrance_not_touching"
    assert code(g, build(0, "white", one, 10, 11)) == "entrance_not_touching"  # corner only
    assert code(g, build(0, "white", one, 9, 10)) == "overlaps"


def test_hotel_must_stand_wholly_within_own_land(g) -> None:
    vending(g, 14, 15)
    assert code(g, hotel(0, "white", 14, 9, 2)) == "crosses_outline"  # L1 into S1
    assert code(g, hotel(0, "white", 21, 9, 1)) == "not_owned"  # S2 is player 1's


def test_a_hotel_wholly_on_land_but_across_two_parcels_crosses_an_outline_whichever_piece_crosses(g) -> None:
    """L1 is x 8–15 and S1 x 15–19 (y 9–13), both player 0's. Any one rectangle of the footprint
    straddling x = 15 is `crosses_outline`, not the street's `not_owned`; a piece partly in the
    street (y > 16 below L1) is `not_owned` (no land), even when another piece crosses the outline."""
    vending(g, 8, 15)
    one = caps((12, 10, 0, 0))  # x 12–14, y 10–11, in L1
    assert code(g, build(0, "white", one, 12, 11)) is None
    assert code(g, build(0, "white", caps((13.5, 10, 0, 0)), 13.5, 11)) == "crosses_outline"  # the capsule
    assert code(g, build(0, "white", caps((13, 10, 0, 0)), 14.5, 11)) == "crosses_outline"  # the Entrance
    two = caps((11.5, 11, 0, 0), (13.5, 11, 0, 0))  # the second capsule x 13.5–15.5
    assert code(g, build(0, "white", two, 11.5, 12)) == "crosses_outline"
    assert code(g, build(0, "white", caps((13.5, 15, 0, 0)), 13.5, 16)) == "not_owned"  # Entrance y 16–17


def test_hotel_keeps_a_visible_gap_from_other_structures(g) -> None:
    vending(g, 10, 9)
    assert code(g, hotel(0, "white", 8, 9, 2)) == "too_close"  # x 8–10 touches the machine
    assert code(g, hotel(0, "white", 11.5, 9, 2)) is None


def test_several_hotels_of_one_colour_in_one_area(g) -> None:
    vending(g, 14, 15)
    vending(g, 12, 15)
    buy(g, hotel(0, "white", 8, 9, 2))
    to_front(g, 0)
    buy(g, hotel(0, "white", 11, 9, 2))
    assert [h.id for h in g.state.hotels()] == ["H1", "H2"]


def laundry(player: int, x: float, y: float, color: str | None = None, count: int = 0) -> dict:
    return {"type": "buy_building", "player": player, "building": "coin_laundry", "x": x, "y": y,
            "rot": 0, "roof": {"color": color, "count": count}}


def test_coin_laundry_without_capsules_is_not_a_hotel(g) -> None:
    assert code(g, laundry(0, 8, 9)) is None, "no Golden Rule needed without a Hotel"
    buy(g, laundry(0, 8, 9))
    assert g.state.hotels() == []


def test_coin_laundry_hotel_needs_the_golden_rule(g) -> None:
    assert code(g, laundry(0, 8, 9, "white", 2)) == "golden_rule"
    vending(g, 14, 15)
    buy(g, laundry(0, 8, 9, "white", 2))
    h = g.state.hotels()[0]
    assert (h.laundry, h.count, h.stories) == ("B1", 2, 2)
    assert g.state.entrances_left == 20, "a Coin Laundry Hotel needs no Entrance"


def test_faq_coin_laundry_stacking_is_not_limited_by_its_ground_floor(g) -> None:
    vending(g, 14, 15)
    assert code(g, laundry(0, 8, 9, "white", 1)) is None
    assert code(g, laundry(0, 8, 9, "white", 3)) == "bad_roof"


def test_roof_capsules_only_on_a_coin_laundry(g) -> None:
    vending(g, 14, 15)
    act = {"type": "buy_building", "player": 0, "building": "sweets_buffet", "x": 8, "y": 9,
           "rot": 0, "roof": {"color": "white", "count": 1}}
    assert code(g, act) == "bad_roof"


def test_a_design_without_its_entrance_is_checked_for_every_other_rule(g) -> None:
    vending(g, 14, 15)
    assert g.check_hotel_design(0, "white", [(8, 9, 0, 90), (9, 9, 0, 90), (8, 9, 1, 90)]) is None
    err = g.check_hotel_design(0, "white", [(8, 9, 0, 90), (8, 9, 1, 90)])
    assert err is not None and err.code == "story_limit"
    err = g.check_hotel_design(0, "white", [(14, 9, 0, 0)])
    assert err is not None and err.code == "crosses_outline"
    no_entrance = {"type": "build_hotel", "player": 0, "color": "white",
                   "capsules": [{"x": 8, "y": 9, "z": 0, "rot": 90}], "entrance": None}
    assert code(g, no_entrance) is not None, "a Hotel is bought only with its Entrance"
