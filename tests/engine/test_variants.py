"""Attraction cards (side A/B per purchase or all side B) and the Tallest Hotel variant."""

from __future__ import annotations

import pytest

from tch_desktop.engine.adjacency import parcel_graph, park_bonus_parcels
from tests.engine.helpers import all_pass, buy, give_capsules, give_yen, hotel, purchasing, to_front


def game(cards: str = "choose", n: int = 2, tallest: bool = False):
    g = purchasing(n, loans=(10000,) * n, first=0, cards=cards, tallest=tallest)
    give_yen(g, 0, 10000)
    buy(g, {"type": "buy_parcel", "player": 0, "board": "E", "x": 8, "y": 9, "rot": 0})  # L1
    give_capsules(g, 0, "white", 12)
    give_capsules(g, 0, "pink", 8)
    to_front(g, 0)
    return g


def building(player: int, kind: str, x: float, y: float, side: str | None = None, rot: int = 0) -> dict:
    act = {"type": "buy_building", "player": player, "building": kind, "x": x, "y": y, "rot": rot}
    if side is not None:
        act["side"] = side
    return act


def code(g, action) -> str | None:
    err = g.check(action)
    return None if err is None else err.code


def income_of(g, hotel_id: str):
    return next(h for h in g.state.last_income.hotels if h.hotel == hotel_id)


def test_cards_chosen_per_purchase_need_a_side() -> None:
    g = game("choose")
    assert code(g, building(0, "arcade", 8, 9)) == "side_required"
    assert code(g, building(0, "arcade", 8, 9, "A")) is None
    assert code(g, building(0, "coin_laundry", 8, 9, "B")) == "side_not_allowed", "no card for it"


def test_without_cards_buildings_have_only_their_die() -> None:
    g = game("off")
    assert code(g, building(0, "arcade", 8, 9, "B")) == "side_not_allowed"
    buy(g, building(0, "arcade", 8, 9))
    assert g.state.structures["B1"].side is None and g.state.cards == {}


def test_all_side_b_forces_side_b() -> None:
    g = game("all_b")
    assert code(g, building(0, "arcade", 8, 9, "A")) == "side_not_allowed"
    buy(g, building(0, "arcade", 8, 9))
    assert g.state.structures["B1"].side == "B"


def test_the_purchaser_takes_the_attraction_card() -> None:
    g = game("choose")
    buy(g, building(0, "park", 8, 9, "A"))
    assert g.state.cards == {"park": (0, "A")} and g.state.players[0].cards == ["park"]


def test_sweets_buffet_card_is_taken_with_the_first_and_fixes_the_side() -> None:
    g = game("choose")
    buy(g, building(0, "sweets_buffet", 8, 9, "B"))
    to_front(g, 0)
    assert code(g, building(0, "sweets_buffet", 12, 9, "A")) == "side_fixed"
    buy(g, building(0, "sweets_buffet", 12, 9))
    assert g.state.structures["B2"].side == "B"
    assert g.state.players[0].cards == ["sweets_buffet"]


def test_tokyo_spike_side_b_gives_7_coupons_and_no_die() -> None:
    g = game("choose")
    buy(g, building(0, "tokyo_spike", 8, 9, "B"))
    assert g.state.players[0].coupons == 7
    all_pass(g)
    assert [a for a in g.log if a.TYPE == "roll"] == []


def test_arcade_side_b_is_a_manga_hotel_with_1000_and_a_coupon() -> None:
    g = game("choose")
    buy(g, {"type": "buy_vending", "player": 0, "x": 14, "y": 15})
    buy(g, hotel(0, "white", 8, 9, 2))
    buy(g, building(0, "arcade", 12, 9, "B"))
    assert g.state.players[0].coupons == 1
    all_pass(g)
    assert income_of(g, "H1").attraction == 1000
    assert [a for a in g.log if a.TYPE == "roll"] == []


def test_sweets_buffet_side_b_is_300_and_ignores_graveyards() -> None:
    g = game("choose")
    buy(g, {"type": "buy_vending", "player": 0, "x": 14, "y": 15})
    buy(g, hotel(0, "white", 8, 9, 2))
    buy(g, {"type": "buy_graveyard", "player": 0, "x": 8, "y": 13})
    buy(g, building(0, "sweets_buffet", 11, 9, "B"))
    all_pass(g)
    inc = income_of(g, "H1")
    assert (inc.attraction, inc.graveyard, inc.income) == (300, 0, 500)
    fixed = g.state.last_income.fixed
    assert [(f.building, f.parcel, f.yen, f.ignores_graveyards) for f in fixed] == [("B1", "L1", 300, True)]


def test_sumo_dohyo_side_b_lifts_the_golden_rule_in_its_parcel() -> None:
    g = game("choose")
    assert code(g, hotel(0, "white", 8, 9, 2)) == "golden_rule"
    buy(g, building(0, "sumo_dohyo", 11, 12, "B"))
    to_front(g, 0)
    assert code(g, hotel(0, "white", 8, 9, 2)) is None
    buy(g, hotel(0, "white", 8, 9, 2))
    to_front(g, 0)
    assert code(g, hotel(0, "white", 8, 13, 2)) is None, "again: no machines needed in this Parcel"
    assert code(g, hotel(0, "white", 17, 9, 1)) == "golden_rule", "S1 is another Parcel"
    all_pass(g)
    assert income_of(g, "H1").attraction == 0


def test_sumo_dohyo_side_a_keeps_the_golden_rule() -> None:
    g = game("choose")
    buy(g, building(0, "sumo_dohyo", 11, 12, "A"))
    to_front(g, 0)
    assert code(g, hotel(0, "white", 8, 9, 2)) == "golden_rule"


def test_park_side_b_adds_500_to_adjacent_parcels() -> None:
    g = game("choose")
    # L2 north of L1 (not touching S1), L3 far west of L1 touching it.
    buy(g, {"type": "buy_parcel", "player": 0, "board": "A", "x": 8, "y": 4, "rot": 0})
    buy(g, {"type": "buy_vending", "player": 0, "x": 8, "y": 4})
    buy(g, hotel(0, "pink", 10, 4, 1))  # in L2
    buy(g, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    buy(g, hotel(0, "pink", 15, 9, 1))  # in S1
    buy(g, building(0, "park", 8, 9, "B"))  # in L1
    g.apply({"type": "roll", "building": "B1", "face": 1})  # 1,000円 for L1 itself
    all_pass(g)
    report = g.state.last_income
    # S1 is a starting Parcel next to L1: every starting Parcel in play (S1, S2) gets the bonus.
    assert report.park_bonus == {"S1": 500, "S2": 500, "L2": 500}
    assert report.attraction["L1"] == 1000
    assert income_of(g, "H1").attraction == 500


def test_park_side_b_starting_squares_special_case() -> None:
    g = purchasing(4, loans=(10000,) * 4, first=0, cards="choose")
    give_yen(g, 0, 10000)
    buy(g, {"type": "buy_parcel", "player": 0, "board": "A", "x": 15, "y": 4, "rot": 0})  # on S1 only
    graph = parcel_graph(g.state)
    assert set(graph.neighbors("L1")) == {"S1"}
    assert park_bonus_parcels(g.state, "L1", graph) == ["S1", "S2", "S3", "S4"]


def test_park_side_b_never_pays_its_own_parcel_and_skips_unclaimed_squares() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0, cards="choose")
    buy(g, {"type": "buy_parcel", "player": 0, "board": "A", "x": 10, "y": 9, "rot": 0})  # L1 west of S1
    assert park_bonus_parcels(g.state, "S1") == ["L1"]
    assert park_bonus_parcels(g.state, "L1") == ["S1", "S2"], "S3 and S4 are not in play"


def test_tallest_hotel_coupon_for_each_new_tallest_but_not_the_first() -> None:
    g = game("off", tallest=True)
    for x, y in ((14, 15), (12, 15), (10, 15)):
        buy(g, {"type": "buy_vending", "player": 0, "x": x, "y": y})
    buy(g, hotel(0, "white", 8, 9, 1))  # the first Hotel: 1 story, no Coupon
    assert g.state.players[0].coupons == 0
    two = {"type": "build_hotel", "player": 0, "color": "white",
           "capsules": [{"x": 10, "y": 9, "z": 0, "rot": 90}, {"x": 11, "y": 9, "z": 0, "rot": 90},
                        {"x": 10, "y": 9, "z": 1, "rot": 90}], "entrance": {"x": 10, "y": 11}}
    buy(g, two)
    assert g.state.players[0].coupons == 1
    buy(g, hotel(0, "white", 13, 9, 1))  # not taller
    assert g.state.players[0].coupons == 1
    assert g.state.tallest == 2


def test_tallest_hotel_counts_a_coin_laundry_hotel_as_2_stories() -> None:
    g = game("off", tallest=True)
    for x, y in ((14, 15), (12, 15)):
        buy(g, {"type": "buy_vending", "player": 0, "x": x, "y": y})
    buy(g, hotel(0, "white", 8, 9, 1))
    buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 11, "y": 9,
            "rot": 0, "roof": {"color": "white", "count": 1}})
    assert g.state.players[0].coupons == 1


@pytest.mark.parametrize("cards", ["off", "choose", "all_b"])
def test_variant_modes_are_kept_in_the_record(cards: str) -> None:
    from tch_desktop.engine import game_record
    g = game(cards)
    assert game_record(g).to_dict()["setup"]["variants"] == {"attraction_cards": cards,
                                                            "tallest_hotel": False}
