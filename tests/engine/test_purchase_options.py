"""Game.purchase_options: every shop item with its price, Coupons, sides, roofs and refusal.

Numbers from the classic component set: red 1,000円 (4 capsules), pink 2,000円 + 500円 each extra,
Entrance 1,000円, Vending Machine 500円, Graveyard −200円, Coupon 500円, Park 4,000円.
"""

from __future__ import annotations

from tch_desktop.engine.options import PurchaseOption
from tests.engine.helpers import buy, give_capsules, give_yen, purchasing, to_front


def by_key(options: list[PurchaseOption]) -> dict[str, PurchaseOption]:
    return {o.key: o for o in options}


def code(o: PurchaseOption) -> str | None:
    return None if o.refusal is None else o.refusal.code


def test_every_item_is_listed_once_with_its_price_and_whether_it_is_placed() -> None:
    g = purchasing(2, loans=(4000, 6000))
    opts = by_key(g.purchase_options(0))
    c = g.components
    assert len(opts) == len(c.capsule_price) + 4 + len(c.boards) + len(c.buildings)
    assert (opts["capsules:red"].price, opts["capsules:red"].left, opts["capsules:red"].placed) == (1000, 4, False)
    assert (opts["pink"].price, opts["pink"].placed) == (2000, False)
    assert [opts[k].item for k in ("capsules:red", "pink", "hotel", "parcel:A", "building:park")] == [
        "red", "pink", None, "A", "park"]
    assert [opts[k].type for k in ("capsules:red", "pink", "hotel", "vending", "graveyard", "parcel:A",
                                   "building:park")] == [
        "buy_capsules", "buy_pink", "build_hotel", "buy_vending", "buy_graveyard", "buy_parcel", "buy_building"]
    assert (opts["hotel"].price, opts["vending"].price, opts["graveyard"].price) == (1000, 500, -200)
    assert all(opts[k].placed for k in ("hotel", "vending", "graveyard", "parcel:A", "building:park"))
    assert by_key(g.purchase_options(0, pink=4))["pink"].price == 3500
    none = by_key(g.purchase_options(0, pink=0))["pink"]  # no count: the price of one, refused
    assert none.price == 2000 and repr(none.refusal) == "IllegalAction('bad_count', count=0)"
    lefts = {k: opts[k].left for k in ("capsules:white", "pink", "hotel", "vending", "graveyard",
                                       "parcel:A", "building:coin_laundry", "building:park")}
    assert lefts == {"capsules:white": 12, "pink": 28, "hotel": 20, "vending": 20, "graveyard": 5,
                     "parcel:A": 1, "building:coin_laundry": 4, "building:park": 1}


def test_coupons_offered_are_clamped_to_the_price() -> None:
    g = purchasing(2, loans=(4000, 6000))  # Aiko: 4,000円 and 1 Coupon
    opts = by_key(g.purchase_options(0))
    assert opts["capsules:red"].coupons == 1
    assert opts["vending"].coupons == 1
    assert opts["graveyard"].coupons == 0  # it pays the buyer
    assert by_key(g.purchase_options(0, coupons=0))["capsules:red"].coupons == 0


def test_refusals_are_the_engines_reason_codes() -> None:
    g = purchasing(2, loans=(4000, 6000))
    to_front(g, 0)
    opts = by_key(g.purchase_options(0))
    assert opts["capsules:red"].possible
    assert opts["capsules:white"].possible  # 4,000円 − 1 Coupon: 3,500円 due
    assert opts["building:sumo_dohyo"].refusal is not None
    assert opts["building:sumo_dohyo"].refusal.code == "insufficient_funds"
    assert opts["hotel"].refusal is not None and opts["hotel"].refusal.code == "insufficient_capsules"
    assert opts["vending"].possible and opts["graveyard"].possible  # Aiko owns S1
    other = by_key(g.purchase_options(1))
    assert all(o.refusal is not None and o.refusal.code == "not_front_of_queue" for o in other.values())
    g.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    to_front(g, 0)
    assert code(by_key(g.purchase_options(0))["capsules:red"]) == "sold_out"


def test_a_player_without_land_cannot_place_pieces_but_may_buy_a_parcel() -> None:
    g = purchasing(2)
    to_front(g, 0)
    del g.state.areas["S1"]  # test-only: Aiko owns no Land
    g.state.players[0].start = None
    opts = by_key(g.purchase_options(0))
    assert repr(opts["vending"].refusal) == "IllegalAction('not_owned', reason='no_land')"
    assert opts["parcel:A"].possible and opts["capsules:red"].possible


def test_sides_follow_the_variant_and_roofs_the_buildings_roof_capacity() -> None:
    g = purchasing(2, cards="choose")
    give_capsules(g, 0, "red", 3)
    give_capsules(g, 0, "blue", 1)
    opts = by_key(g.purchase_options(0))
    assert opts["building:park"].sides == ("A", "B")
    assert opts["building:coin_laundry"].sides == (None,)
    assert opts["building:coin_laundry"].roofs == (None, ("red", 1), ("red", 2), ("blue", 1))
    assert opts["building:park"].roofs == (None,)
    assert opts["hotel"].colours == ("red", "blue")
    b = by_key(purchasing(2, cards="all_b").purchase_options(0))["building:park"]
    assert b.sides == ("B",)


def test_legal_action_types_are_the_possible_items_types() -> None:
    g = purchasing(2, loans=(4000, 6000))
    to_front(g, 0)
    give_yen(g, 0, 0)
    types = g.legal_action_types(0)
    assert "buy_capsules" in types and "buy_vending" in types and "build_hotel" not in types


def test_a_taken_card_fixes_the_side_and_a_hand_makes_a_hotel_possible() -> None:
    g = purchasing(2, cards="choose")
    buy(g, {"type": "buy_building", "player": 0, "building": "sweets_buffet", "x": 15.5, "y": 10,
            "side": "A"})
    to_front(g, 1)
    opts = by_key(g.purchase_options(1))
    assert opts["building:sweets_buffet"].sides == ("A",), "every Sweets Buffet shows the first one's side"
    assert opts["building:park"].sides == ("A", "B")
    assert repr(opts["hotel"].refusal) == "IllegalAction('insufficient_capsules', color='', need=1, have=0)"
    assert opts["building:park"].possible, "side A or B is chosen later: the Park can be bought"
    give_capsules(g, 1, "red", 1)
    hotel = by_key(g.purchase_options(1))["hotel"]
    assert hotel.possible and hotel.colours == ("red",)


def test_the_last_pink_capsule_is_a_possible_purchase() -> None:
    g = purchasing(4, first=0)
    give_yen(g, 0, 10000)
    buy(g, {"type": "buy_pink", "player": 0, "count": 27})  # 28 in the box: one is left
    to_front(g, 1)
    assert g.state.supply["pink"] == 1
    assert "buy_pink" in g.legal_action_types(1), "one capsule for 2,000 is still for sale"
