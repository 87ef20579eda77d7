"""The Income phase: Franchise Income, Attraction Income, Graveyard Deduction, floor and cap."""

from __future__ import annotations

import pytest

from tests.engine.helpers import all_pass, buy, give_capsules, give_yen, hotel, purchasing, to_front


@pytest.fixture
def g():
    """Player 0: S1 and L1 (board E west of S1, x 8–15, y 9–16). Player 1: S2."""
    game = purchasing(2, loans=(10000, 10000), first=0)
    give_yen(game, 0, 10000)
    buy(game, {"type": "buy_parcel", "player": 0, "board": "E", "x": 8, "y": 9, "rot": 0})
    give_capsules(game, 0, "red", 4)
    give_capsules(game, 0, "white", 12)
    give_capsules(game, 1, "green", 7)
    return game


def vend(game, player: int, x: float, y: float) -> None:
    buy(game, {"type": "buy_vending", "player": player, "x": x, "y": y})


def grave(game, player: int, x: float, y: float) -> None:
    buy(game, {"type": "buy_graveyard", "player": player, "x": x, "y": y})


def income_of(game, hotel_id: str):
    return next(h for h in game.state.last_income.hotels if h.hotel == hotel_id)


def test_franchise_income_is_100_per_hotel_plus_100_per_parcel(g) -> None:
    vend(g, 0, 18, 12)
    vend(g, 0, 14, 15)
    vend(g, 0, 12, 15)
    buy(g, hotel(0, "red", 15, 9, 1))  # S1
    assert g.state.franchise_income("red") == 200
    buy(g, hotel(0, "red", 8, 9, 1))  # L1
    assert g.state.franchise_income("red") == 400
    buy(g, hotel(0, "red", 10, 9, 1))  # L1 again: one more Hotel, no new Parcel
    assert g.state.franchise_income("red") == 500


def test_faq_subdivisions_do_not_count_for_franchise_income(g) -> None:
    vend(g, 0, 15, 12)
    vend(g, 0, 18, 9)
    buy(g, {"type": "build_hotel", "player": 0, "color": "red",
            "capsules": [{"x": 15, "y": 9, "z": 0, "rot": 0}], "entrance": {"x": 15, "y": 10}})
    for p in list(g.state.queue):
        g.apply({"type": "leave_queue", "player": p})
    g.apply({"type": "barter_open", "parties": [0, 1]})
    g.apply({"type": "barter", "barter": "X1",
             "transfers": [{"from": 0, "to": 1, "subdivide": "S1",
                            "outline": [[17, 9], [19, 9], [19, 13], [17, 13]]},
                           {"from": 0, "to": 1, "capsules": {"red": 1}},
                           {"from": 1, "to": 0, "yen": 500}]})
    buy(g, {"type": "build_hotel", "player": 1, "color": "red",
            "capsules": [{"x": 17, "y": 11, "z": 0, "rot": 0}], "entrance": {"x": 17, "y": 12}})
    assert g.state.structures["H2"].area == "D1"
    assert g.state.franchise_income("red") == 100 * (2 + 1), "two Hotels, one Parcel (S1)"


def test_hotel_income_example_franchise_300_graveyard_100_income_200(g) -> None:
    vend(g, 0, 14, 15)
    grave(g, 0, 12, 14.5)
    buy(g, hotel(0, "red", 8, 9, 1))
    buy(g, hotel(0, "red", 10, 9, 1))
    all_pass(g)
    inc = income_of(g, "H1")
    assert (inc.franchise, inc.attraction, inc.graveyard, inc.income) == (300, 0, 100, 200)
    assert g.state.players[0].income_history == [400]


def test_graveyard_deduction_is_100_per_graveyard_in_the_parcel(g) -> None:
    vend(g, 0, 8, 9)
    buy(g, hotel(0, "white", 10, 9, 3))  # Franchise 200
    for x, y in ((8, 13), (10, 13), (12, 13)):
        grave(g, 0, x, y)
    all_pass(g)
    inc = income_of(g, "H1")
    assert inc.graveyard == 300 and inc.income == 100, "200 − 300 is raised to the floor of 100"


def test_graveyards_in_another_parcel_do_not_deduct(g) -> None:
    vend(g, 0, 8, 9)
    buy(g, hotel(0, "white", 10, 9, 3))
    grave(g, 0, 15, 9)  # in S1
    all_pass(g)
    assert income_of(g, "H1").graveyard == 0


def test_income_is_never_reduced_below_100(g) -> None:
    vend(g, 0, 8, 9)
    buy(g, hotel(0, "white", 10, 9, 3))
    for x, y in ((8, 11), (8, 13), (10, 13), (12, 13), (13.5, 11)):
        grave(g, 0, x, y)
    all_pass(g)
    inc = income_of(g, "H1")
    assert (inc.raw, inc.income) == (200 - 500, 100)


def test_attraction_income_is_the_dice_of_the_buildings_in_the_parcel(g) -> None:
    vend(g, 0, 14, 15)
    buy(g, hotel(0, "white", 8, 9, 2))
    buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 12, "y": 9, "rot": 0})
    to_front(g, 0)
    g.apply({"type": "roll", "building": "B1", "face": 5})  # 500円
    all_pass(g)
    inc = income_of(g, "H1")
    assert (inc.franchise, inc.attraction, inc.income) == (200, 500, 700)
    assert [a.to_dict() for a in g.log if a.TYPE == "roll"] == [{"type": "roll", "building": "B1", "face": 5}]


def test_faq_the_cap_applies_last(g) -> None:
    # Franchise 200 + Park 3,000 − 5 Graveyards (500) = 2,700, capped at 1,000 × 1 capsule.
    # Capping first would give 1,000 − 500 = 500.
    vend(g, 0, 8, 9)
    buy(g, hotel(0, "white", 10, 9, 1))
    buy(g, {"type": "buy_building", "player": 0, "building": "park", "x": 12, "y": 12, "rot": 90})
    for x, y in ((8, 11), (8, 13), (12, 9), (10, 12.5), (10, 14.5)):
        grave(g, 0, x, y)
    g.apply({"type": "roll", "building": "B1", "face": 3})  # 3,000円
    all_pass(g)
    inc = income_of(g, "H1")
    assert (inc.raw, inc.cap, inc.income) == (2700, 1000, 1000)


def test_income_cap_is_1000_per_capsule(g) -> None:
    vend(g, 0, 8, 9)
    buy(g, hotel(0, "white", 10, 9, 2))
    buy(g, {"type": "buy_building", "player": 0, "building": "park", "x": 11, "y": 12.5, "rot": 0})
    g.apply({"type": "roll", "building": "B1", "face": 3})
    all_pass(g)
    assert income_of(g, "H1").income == 2000


def test_coupon_face_goes_to_the_buildings_owner_not_to_income(g) -> None:
    vend(g, 0, 14, 15)
    buy(g, hotel(0, "white", 8, 9, 2))
    buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 12, "y": 9, "rot": 0})
    g.apply({"type": "roll", "building": "B1", "face": 0})  # [Coupon]
    all_pass(g)
    assert income_of(g, "H1").attraction == 0
    assert g.state.players[0].coupons == 1


def test_coupon_faces_are_listed_per_owner_in_the_income_report_and_event(g) -> None:
    vend(g, 0, 14, 15)
    buy(g, hotel(0, "white", 8, 9, 2))
    buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 12, "y": 9, "rot": 0})
    vend(g, 0, 18, 12)
    buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 15, "y": 9, "rot": 0})
    g.apply({"type": "roll", "building": "B2", "face": 0})  # [Coupon] in S1 (S1 rolls first)
    g.apply({"type": "roll", "building": "B1", "face": 0})  # [Coupon] in L1
    all_pass(g)
    assert g.state.last_income.coupons == {0: 2}, "two Coupon faces, both Player 0's: 0 + 1 + 1"
    paid = [e for e in g.events if e.code == "income"][-1]
    assert paid["coupons"] == {0: 2}


def test_net_worth_history_is_yen_after_income_less_the_debt(g) -> None:
    all_pass(g)
    # Player 1: the 10,000 loan in hand, no Income; Debt in round 1 = 10,000 + 10 % = 11,000.
    assert g.state.players[1].income_history == [0]
    assert g.state.players[1].net_history == [10000 - 11000]


def test_no_graveyard_face_cancels_the_deduction_in_its_parcel(g) -> None:
    vend(g, 0, 14, 15)
    buy(g, hotel(0, "white", 8, 9, 2))
    grave(g, 0, 8, 13)
    buy(g, {"type": "buy_building", "player": 0, "building": "tokyo_spike", "x": 12, "y": 9, "rot": 0})
    g.apply({"type": "roll", "building": "B1", "face": 0})  # [No Graveyard]
    all_pass(g)
    inc = income_of(g, "H1")
    assert (inc.graveyard, inc.income) == (0, 200)


def test_franchise_thresholds_pay_a_coupon_once_to_each_owner(g) -> None:
    vend(g, 0, 14, 15)
    vend(g, 0, 12, 15)
    vend(g, 0, 18, 12)
    vend(g, 1, 24, 12)
    g.state.players[1].capsules["red"] = 1
    g.state.players[0].capsules["red"] = 3
    buy(g, hotel(0, "red", 8, 9, 1))  # 200
    buy(g, hotel(1, "red", 21, 9, 1))  # 400
    assert [p.coupons for p in g.state.players] == [0, 0]
    buy(g, hotel(0, "red", 15, 9, 1))  # 3 Hotels, 3 Parcels: 600 ≥ 500
    assert [p.coupons for p in g.state.players] == [1, 1]
    buy(g, hotel(0, "red", 10, 9, 1))  # 700: no new threshold
    assert [p.coupons for p in g.state.players] == [1, 1]
    assert g.state.franchise_paid["red"] == [500]
