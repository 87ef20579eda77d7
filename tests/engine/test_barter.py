"""Bartering: parties, what may be traded, Subdivisions, and the Round Spend marker."""

from __future__ import annotations

import pytest

from tch_desktop.engine import IllegalAction
from tests.engine.helpers import buy, give_capsules, hotel, purchasing, to_front


@pytest.fixture
def g():
    game = purchasing(3, loans=(10000, 10000, 10000), first=0)
    for p in (0, 1, 2):
        game.apply({"type": "leave_queue", "player": p})
    return game


def code(game, action) -> str | None:
    err = game.check(action)
    return None if err is None else err.code


def settle(game, transfers: list[dict], promises: list[dict] | None = None,
           barter: str = "X1") -> dict:
    return {"type": "barter", "barter": barter, "transfers": transfers, "promises": promises or []}


def square(x0: float, y0: float, x1: float, y1: float) -> list[list[float]]:
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


def test_barter_needs_two_parties_with_seals_out_of_the_queue(g) -> None:
    assert code(g, {"type": "barter_open", "parties": [0]}) == "bad_parties"
    assert code(g, {"type": "barter_open", "parties": [0, 0]}) == "bad_parties"
    g.apply({"type": "queue", "player": 1})
    assert code(g, {"type": "barter_open", "parties": [0, 1]}) == "seal_in_queue"
    g.apply({"type": "barter_open", "parties": [0, 2]})
    assert code(g, {"type": "queue", "player": 0}) == "in_barter"
    assert code(g, {"type": "pass", "player": 0}) == "in_barter"
    assert code(g, {"type": "barter_open", "parties": [2, 1]}) in ("in_barter", "seal_in_queue")


def test_rulebook_example_1000_yen_for_a_green_capsule(g) -> None:
    give_capsules(g, 1, "green", 7)
    g.apply({"type": "barter_open", "parties": [0, 1]})
    g.apply(settle(g, [{"from": 0, "to": 1, "yen": 1000},
                       {"from": 1, "to": 0, "capsules": {"green": 1}}]))
    s = g.state
    assert (s.players[0].yen, s.players[1].yen) == (9000, 11000)
    assert s.players[0].capsules == {"green": 1} and s.players[1].capsules == {"green": 6}
    assert s.barters == {}


def test_bartering_does_not_move_the_round_spend_marker(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1]})
    g.apply(settle(g, [{"from": 0, "to": 1, "yen": 5000}, {"from": 1, "to": 0, "yen": 4000}]))
    assert g.state.spend == 0


def test_every_party_must_offer_something(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1, 2]})
    deal = settle(g, [{"from": 0, "to": 1, "yen": 100}, {"from": 1, "to": 0, "yen": 100}])
    assert code(g, deal) == "party_gives_nothing"
    deal["promises"] = [{"from": 2, "text": "I will not build on your Parcel"}]
    assert code(g, deal) is None, "a promise counts as an offer"


def test_barter_items_must_be_held(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1]})
    assert code(g, settle(g, [{"from": 0, "to": 1, "yen": 10001}, {"from": 1, "to": 0, "yen": 1}])) \
        == "insufficient_funds"
    assert code(g, settle(g, [{"from": 0, "to": 1, "coupons": 1}, {"from": 1, "to": 0, "yen": 1}])) \
        == "insufficient_coupons"
    assert code(g, settle(g, [{"from": 0, "to": 1, "capsules": {"red": 1}},
                              {"from": 1, "to": 0, "yen": 1}])) == "insufficient_capsules"
    assert code(g, settle(g, [{"from": 0, "to": 2, "yen": 1}, {"from": 1, "to": 0, "yen": 1}])) \
        == "bad_transfer"
    assert code(g, settle(g, [{"from": 0, "to": 1, "yen": 0}, {"from": 1, "to": 0, "yen": 1}])) \
        == "bad_amount"


def test_a_party_may_give_everything_it_holds(g) -> None:
    give_capsules(g, 1, "green", 7)
    g.state.players[2].coupons = 2  # test-only: two Coupons in hand
    g.apply({"type": "barter_open", "parties": [0, 1, 2]})
    g.apply(settle(g, [{"from": 0, "to": 1, "yen": 10000},
                       {"from": 1, "to": 2, "capsules": {"green": 7}},
                       {"from": 2, "to": 0, "coupons": 2}]))
    s = g.state
    assert [p.yen for p in s.players] == [0, 20000, 10000]
    assert s.players[1].capsules == {} and s.players[2].capsules == {"green": 7}
    assert [p.coupons for p in s.players] == [2, 0, 0]


def test_a_promise_holds_up_to_280_characters_and_is_never_blank(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1]})
    give = [{"from": 0, "to": 1, "yen": 100}]
    assert code(g, settle(g, give, [{"from": 1, "text": "x" * 280}])) is None
    assert code(g, settle(g, give, [{"from": 1, "text": "x" * 281}])) == "bad_promise"
    assert code(g, settle(g, give, [{"from": 1, "text": "   "}])) == "bad_promise"


def test_a_barter_party_must_sit_at_the_table(g) -> None:
    assert code(g, {"type": "barter_open", "parties": [0, 3]}) == "bad_player"


def test_promises_are_logged_never_enforced(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1]})
    events = g.apply(settle(g, [{"from": 0, "to": 1, "yen": 500}],
                            [{"from": 1, "text": "I will buy a Park for our Parcel"}]))
    settled = [e for e in events if e.code == "barter_settled"][0]
    assert settled["promises"] == [{"from": 1, "text": "I will buy a Park for our Parcel"}]


def test_barter_abandoned_changes_nothing(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1]})
    g.apply({"type": "barter_abandon", "barter": "X1"})
    assert g.state.barters == {} and [p.yen for p in g.state.players] == [10000] * 3
    assert code(g, {"type": "barter_abandon", "barter": "X1"}) == "no_such_barter"


def test_whole_area_is_traded_with_everything_on_it(g) -> None:
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    g.apply({"type": "barter_open", "parties": [0, 1]})
    g.apply(settle(g, [{"from": 0, "to": 1, "area": "S1"}, {"from": 1, "to": 0, "yen": 3000}]))
    assert g.state.areas["S1"].owner == 1
    assert g.state.owner_of("V1") == 1


def test_subdivision_is_drawn_inside_the_givers_area_and_goes_to_the_receiver(g) -> None:
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    g.apply({"type": "barter_open", "parties": [0, 1]})
    g.apply(settle(g, [{"from": 0, "to": 1, "subdivide": "S1", "outline": square(15, 9, 17, 11)},
                       {"from": 1, "to": 0, "yen": 1000}]))
    d = g.state.areas["D1"]
    assert (d.kind, d.owner, d.parent, d.parcel, d.drawn_by) == ("subdivision", 1, "S1", "S1", 0)
    assert g.state.structures["V1"].area == "D1"
    assert g.state.owner_of("V1") == 1, "a piece belongs to the owner of the smallest area holding it"


def test_subdivision_must_not_cut_a_structure(g) -> None:
    buy(g, {"type": "buy_vending", "player": 0, "x": 16, "y": 10})
    g.apply({"type": "barter_open", "parties": [0, 1]})
    deal = settle(g, [{"from": 0, "to": 1, "subdivide": "S1", "outline": square(15, 9, 16.5, 13)},
                      {"from": 1, "to": 0, "yen": 1000}])
    assert code(g, deal) == "cuts_structure"


def test_subdivision_must_lie_in_the_givers_own_area(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1]})
    outside = settle(g, [{"from": 0, "to": 1, "subdivide": "S1", "outline": square(14, 9, 16, 11)},
                         {"from": 1, "to": 0, "yen": 1}])
    assert code(g, outside) == "crosses_outline"
    not_mine = settle(g, [{"from": 0, "to": 1, "subdivide": "S2", "outline": square(21, 9, 22, 10)},
                          {"from": 1, "to": 0, "yen": 1}])
    assert code(g, not_mine) == "not_owned"
    twisted = settle(g, [{"from": 0, "to": 1, "subdivide": "S1",
                          "outline": [[15, 9], [17, 11], [17, 9], [15, 11]]},
                         {"from": 1, "to": 0, "yen": 1}])
    assert code(g, twisted) == "bad_outline"


def test_subdivision_may_not_cross_another_subdivision(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1]})
    g.apply(settle(g, [{"from": 0, "to": 1, "subdivide": "S1", "outline": square(15, 9, 17, 11)},
                       {"from": 1, "to": 0, "yen": 1}]))
    g.apply({"type": "barter_open", "parties": [0, 2]})
    crossing = settle(g, [{"from": 0, "to": 2, "subdivide": "S1", "outline": square(16, 10, 18, 12)},
                          {"from": 2, "to": 0, "yen": 1}], barter="X2")
    assert code(g, crossing) == "crosses_outline"
    beside = settle(g, [{"from": 0, "to": 2, "subdivide": "S1", "outline": square(17, 9, 19, 11)},
                        {"from": 2, "to": 0, "yen": 1}], barter="X2")
    assert code(g, beside) is None


def test_subdivision_keeps_the_golden_rule_on_both_sides(g) -> None:
    give_capsules(g, 0, "red", 4)
    buy(g, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    buy(g, hotel(0, "red", 15, 9, 2))  # x 15–17, y 9–12
    g.apply({"type": "barter_open", "parties": [0, 1]})
    takes_the_machine = settle(g, [{"from": 0, "to": 1, "subdivide": "S1",
                                    "outline": square(17.5, 11.5, 19, 13)},
                                   {"from": 1, "to": 0, "yen": 1}])
    err = g.check(takes_the_machine)
    assert err is not None and err.code == "golden_rule"
    hotel_with_machine = settle(g, [{"from": 0, "to": 1, "subdivide": "S1",
                                     "outline": square(15, 9, 19, 13)},
                                    {"from": 1, "to": 0, "yen": 1}])
    assert code(g, hotel_with_machine) is None, "both the Hotel and its machine go: legal"


def test_subdivision_counts_the_golden_rule_in_its_own_portion(g) -> None:
    buy(g, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    g.apply({"type": "barter_open", "parties": [0, 1]})
    g.apply(settle(g, [{"from": 0, "to": 1, "subdivide": "S1", "outline": square(16, 10, 19, 13)},
                       {"from": 1, "to": 0, "yen": 1}]))
    give_capsules(g, 0, "red", 4)
    give_capsules(g, 1, "orange", 2)
    to_front(g, 0)
    west_strip = {"type": "build_hotel", "player": 0, "color": "red",
                  "capsules": [{"x": 15, "y": 9, "z": 0, "rot": 0}], "entrance": {"x": 15, "y": 10}}
    err = g.check(west_strip)
    assert err is not None and err.code == "golden_rule", "the machine now stands in D1, not in S1"
    to_front(g, 1)
    in_d1 = {"type": "build_hotel", "player": 1, "color": "orange",
             "capsules": [{"x": 16, "y": 10, "z": 0, "rot": 0}], "entrance": {"x": 16, "y": 11}}
    assert code(g, in_d1) is None, "player 1 builds in their Subdivision, supported by its machine"
    buy(g, in_d1)
    assert g.state.structures["H1"].area == "D1" and g.state.structures["H1"].parcel == "S1"


def test_land_moves_in_order_within_one_barter(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1]})
    twice = settle(g, [{"from": 0, "to": 1, "area": "S1"}, {"from": 0, "to": 1, "area": "S1"},
                       {"from": 1, "to": 0, "yen": 1}])
    assert code(g, twice) == "not_owned"
    assert g.state.areas["S1"].owner == 0


def test_refused_barter_changes_nothing(g) -> None:
    g.apply({"type": "barter_open", "parties": [0, 1]})
    with pytest.raises(IllegalAction):
        g.apply(settle(g, [{"from": 0, "to": 1, "subdivide": "S1", "outline": square(15, 9, 17, 11)},
                           {"from": 0, "to": 1, "area": "S2"}, {"from": 1, "to": 0, "yen": 1}]))
    assert "D1" not in g.state.areas and g.state.areas["S1"].children == []
    assert g.state.counters.get("D", 0) == 0
