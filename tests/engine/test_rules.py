"""The rulebook's formulas (engine/rules.py), with numbers worked out by hand from the classic component set.

Coupon 500 円; Franchise 100 per Hotel + 100 per Parcel, thresholds 500/1000/1500,
1 Coupon each; Hotel Income floor 100, cap 1000 per capsule; Graveyard −100;
interest 10 % a round; Tallest Hotel 1 Coupon.
"""

from __future__ import annotations

import dataclasses

import pytest

from tch_desktop.engine import IllegalAction, rules
from tch_desktop.engine.components import Components, default_components


@pytest.fixture
def c() -> Components:
    return default_components()


def test_coupons_pay_at_most_what_the_price_allows(c: Components) -> None:
    assert rules.coupon_yen(c, 3) == 1500
    assert rules.most_coupons(c, 2499) == 4  # 4 × 500 = 2000 ≤ 2499 < 2500
    assert rules.most_coupons(c, 2500) == 5
    assert rules.most_coupons(c, -200) == 0  # a Graveyard pays the buyer
    assert rules.coupons_to_pay(c, 2499, held=9) == 4
    assert rules.coupons_to_pay(c, 2499, held=1) == 1
    assert rules.coupons_to_pay(c, 499, held=3) == 0
    assert rules.yen_due(c, 2499, 4) == 499
    assert rules.yen_due(c, -200, 0) == -200


def test_payment_refusal_names_the_first_problem(c: Components) -> None:
    def said(*args: int) -> str:
        return repr(rules.payment_refusal(c, *args))

    assert said(1000, 3, 9999, 3) == "IllegalAction('too_many_coupons', coupons=3, price=1000)"
    assert said(1000, -1, 9999, 3) == "IllegalAction('too_many_coupons', coupons=-1, price=1000)"
    assert said(1000, 2, 0, 1) == "IllegalAction('insufficient_coupons', need=2, have=1)"
    assert said(1500, 2, 499, 2) == "IllegalAction('insufficient_funds', need=500, have=499)"
    assert rules.payment_refusal(c, 1500, 2, yen=500, coupons_held=2) is None
    assert rules.payment_refusal(c, 1000, 2, yen=0, coupons_held=2) is None
    assert rules.payment_refusal(c, -200, 0, yen=0, coupons_held=0) is None


def test_can_afford_spends_coupons_first(c: Components) -> None:
    assert rules.can_afford(c, 1500, yen=500, coupons_held=2)
    assert not rules.can_afford(c, 1500, yen=499, coupons_held=2)
    assert rules.can_afford(c, 1200, yen=200, coupons_held=5)  # 2 Coupons, 200 円
    assert not rules.can_afford(c, 1200, yen=199, coupons_held=5)
    assert rules.can_afford(c, -200, yen=0, coupons_held=0)


def test_debt_adds_ten_percent_a_round(c: Components) -> None:
    assert rules.debt(c, 6000, 0) == 6000
    assert rules.debt(c, 6000, 3) == 7800
    assert rules.debt(c, 4000, -1) == 4000


def test_the_next_loans_check_is_the_next_round_and_none_after_the_last(c: Components) -> None:
    # Rules: the Loans phase checks for a repayment in rounds 2-8; after round 8's Income the game
    # ends on net Debt. So after round 1 comes round 2's check, after round 7 round 8's, after 8 none.
    assert c.rounds == 8
    assert rules.next_loans_check(c, 1) == 2
    assert rules.next_loans_check(c, 7) == 8
    assert rules.next_loans_check(c, 8) is None


def test_allowed_sides_follow_the_variant_and_the_taken_card(c: Components) -> None:
    assert rules.allowed_sides(c, "off", "park", None) == (None,)
    assert rules.allowed_sides(c, "choose", "coin_laundry", None) == (None,)  # no card
    assert rules.allowed_sides(c, "choose", "park", None) == ("A", "B")
    assert rules.allowed_sides(c, "choose", "park", "A") == ("A",)
    assert rules.allowed_sides(c, "all_b", "park", None) == ("B",)


def test_resolve_side_refuses_what_the_card_does_not_allow(c: Components) -> None:
    assert rules.resolve_side(c, "off", "park", None, "A") is None
    assert rules.resolve_side(c, "choose", "park", None, "B") == "B"
    assert rules.resolve_side(c, "all_b", "park", None, None) == "B"
    assert rules.resolve_side(c, "choose", "park", "A", None) == "A"
    for mode, fixed, asked, code in (("off", None, "B", "side_not_allowed"),
                                     ("choose", None, "C", "side_not_allowed"),
                                     ("choose", None, None, "side_required"),
                                     ("choose", "A", "B", "side_fixed"),
                                     ("all_b", None, "A", "side_not_allowed")):
        with pytest.raises(IllegalAction) as err:
            rules.resolve_side(c, mode, "park", fixed, asked)
        assert err.value.code == code
        assert err.value.details == ({"building": "park"} if code == "side_required" else
                                     {"side": fixed} if code == "side_fixed" else {"side": asked})


def test_roofs_come_from_roof_capacity_not_a_name(c: Components) -> None:
    assert rules.has_roof(c.buildings["coin_laundry"]) and not rules.has_roof(c.buildings["park"])
    assert rules.has_roof(dataclasses.replace(c.buildings["coin_laundry"], roof_max=1))
    assert rules.roof_options(c, "coin_laundry", {"red": 3, "blue": 1}) == [
        None, ("red", 1), ("red", 2), ("blue", 1)]
    assert rules.roof_options(c, "park", {"red": 3}) == [None]
    roof = rules.roof_refusal
    assert repr(roof(c, "coin_laundry", "red", 3, held=3)) == "IllegalAction('bad_roof', count=3, most=2)"
    assert repr(roof(c, "coin_laundry", "red", -1, held=3)) == "IllegalAction('bad_roof', count=-1, most=2)"
    assert repr(roof(c, "coin_laundry", "mauve", 1, held=3)) == "IllegalAction('bad_color', color='mauve')"
    assert repr(roof(c, "coin_laundry", None, 1, held=3)) == "IllegalAction('bad_color', color='')"
    assert repr(roof(c, "coin_laundry", "red", 2, held=1)) == (
        "IllegalAction('insufficient_capsules', color='red', need=2, have=1)")
    assert rules.roof_refusal(c, "coin_laundry", "red", 2, held=2) is None
    assert rules.roof_refusal(c, "park", None, 0, held=0) is None


def test_side_b_effects_read_from_the_cards(c: Components) -> None:
    b = c.buildings
    assert rules.effect(b["sweets_buffet"], "A") == rules.Effect()
    assert rules.effect(b["sweets_buffet"], None).rolls_die
    E = rules.Effect
    assert rules.effect(b["sweets_buffet"], "B") == E(rolls_die=False, fixed_yen=300, ignores_graveyards=True)
    assert rules.effect(b["tokyo_spike"], "B") == E(rolls_die=False, purchase_coupons=7)
    assert rules.effect(b["park"], "B") == E(adjacent_yen=500)
    assert rules.effect(b["arcade"], "B") == E(rolls_die=False, fixed_yen=1000, purchase_coupons=1)
    assert rules.effect(b["sumo_dohyo"], "B") == E(rolls_die=False, lifts_golden_rule=True)


def test_franchise_income_counts_hotels_and_parcels(c: Components) -> None:
    assert rules.franchise_income(c, []) == 0
    assert rules.franchise_income(c, ["S1"]) == 200
    assert rules.franchise_income(c, ["S1", "S1", "L2"]) == 500  # 3 Hotels, 2 Parcels


def test_franchise_value_from_counts_is_100_per_hotel_plus_100_per_parcel(c: Components) -> None:
    assert rules.franchise_value(c, 3, 2) == 300 + 200
    assert rules.franchise_value(c, 1, 0) == 100  # a planned Hotel on a Parcel already counted


def test_hotel_income_is_floored_then_capped(c: Components) -> None:
    assert rules.graveyard_deduction(c, 3) == 300
    assert rules.graveyard_deduction(c, 3, ignored=True) == 0
    low = rules.hotel_income(c, franchise=200, attraction=0, graveyard=300, capsules=2)
    assert (low.raw, low.floored, low.cap, low.income) == (-100, 100, 2000, 100)
    high = rules.hotel_income(c, franchise=500, attraction=3000, graveyard=100, capsules=2)
    assert (high.raw, high.floored, high.cap, high.income) == (3400, 3400, 2000, 2000)
    mid = rules.hotel_income(c, franchise=500, attraction=1000, graveyard=0, capsules=2)
    assert mid.income == 1500
    assert rules.floor_and_cap(c, 50, 0) == 0  # the cap applies last, even below the floor


def test_thresholds_are_paid_once_each(c: Components) -> None:
    assert rules.thresholds_reached(c, 400, []) == []
    assert rules.thresholds_reached(c, 1000, []) == [500, 1000]
    assert rules.thresholds_reached(c, 1000, [500]) == [1000]
    assert rules.thresholds_reached(c, 1600, [500, 1000, 1500]) == []
    assert rules.threshold_coupons(c, 2) == 2


def test_tallest_bonus_only_for_a_new_record_after_the_first_hotel(c: Components) -> None:
    assert rules.tallest_bonus(c, True, 0, 3) == 0  # the first Hotel sets the mark
    assert rules.tallest_bonus(c, True, 2, 3) == 1
    assert rules.tallest_bonus(c, True, 3, 3) == 0
    assert rules.tallest_bonus(c, False, 2, 3) == 0
