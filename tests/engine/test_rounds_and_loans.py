"""Setup, rounds, loans, Debt and the game's end (rulebook: Gameplay, Game End)."""

from __future__ import annotations

import pytest

from tch_desktop.engine import IllegalAction
from tests.engine.helpers import all_pass, claimed, give_yen, new_game, purchasing


def test_starting_parcels_are_claimed_in_seat_order() -> None:
    g = new_game(3)
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "claim_start", "player": 1, "parcel": "S2"})
    assert err.value.code == "not_your_turn"
    g.apply({"type": "claim_start", "player": 0, "parcel": "S2"})
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "claim_start", "player": 1, "parcel": "S2"})
    assert err.value.code == "already_claimed"
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "claim_start", "player": 1, "parcel": "S9"})
    assert err.value.code == "bad_parcel"
    g.apply({"type": "claim_start", "player": 1, "parcel": "S4"})
    assert g.state.phase == "setup"
    g.apply({"type": "claim_start", "player": 2, "parcel": "S1"})
    assert g.state.phase == "loans" and g.state.round == 1
    assert [a.owner for a in g.state.areas.values()] == [0, 1, 2]


def test_unclaimed_starting_squares_are_not_areas() -> None:
    g = claimed(2)
    assert set(g.state.areas) == {"S1", "S2"}


def test_loans_are_chosen_once_and_revealed_together() -> None:
    g = claimed(2)
    g.apply({"type": "loan", "player": 1, "amount": 8000})
    assert g.state.players[1].yen == 0, "a loan is revealed only when all have chosen"
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "loan", "player": 1, "amount": 6000})
    assert err.value.code == "loan_taken"
    g.apply({"type": "loan", "player": 0, "amount": 6000})
    assert [p.yen for p in g.state.players] == [6000, 8000]
    assert g.state.phase == "purchase"


def test_loan_must_be_an_option_on_the_ledger() -> None:
    g = claimed(2)
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "loan", "player": 0, "amount": 5000})
    assert err.value.code == "bad_loan"


def test_loan_of_4000_gives_a_coupon() -> None:
    g = purchasing(2, loans=(4000, 10000))
    assert [p.coupons for p in g.state.players] == [1, 0]


def test_faq_no_second_loan_after_round_1() -> None:
    g = purchasing(2, loans=(6000, 6000), first=0)
    all_pass(g)
    assert g.state.round == 2 and g.state.phase == "purchase"
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "loan", "player": 0, "amount": 4000})
    assert err.value.code == "wrong_phase"


def test_debt_example_6000_loan_is_7200_in_round_2() -> None:
    g = purchasing(2, loans=(6000, 6000), first=0)
    all_pass(g)
    assert g.state.round == 2
    assert g.state.debt(0) == 7200


def test_debt_is_loan_plus_interest_times_round() -> None:
    g = purchasing(2, loans=(4000, 10000), first=0)
    assert g.state.debt(0) == 4000 + 400 * 1
    assert g.state.debt(1, 8) == 10000 + 1000 * 8


def test_coupon_rounds_3_and_6_give_every_player_a_coupon() -> None:
    g = purchasing(2, loans=(6000, 6000), first=0)
    coupons_by_round = {}
    while g.state.phase != "over":
        coupons_by_round[g.state.round] = [p.coupons for p in g.state.players]
        all_pass(g)
    assert coupons_by_round[2] == [0, 0]
    assert coupons_by_round[3] == [1, 1]
    assert coupons_by_round[5] == [1, 1]
    assert coupons_by_round[6] == [2, 2]


def test_game_ends_after_round_8_with_net_position() -> None:
    g = purchasing(2, loans=(6000, 8000), first=0)
    rounds = set()
    while g.state.phase != "over":
        rounds.add(g.state.round)
        all_pass(g)
    assert rounds == set(range(1, 9))
    assert g.state.end_reason == "rounds"
    assert g.state.net == [6000 - (6000 + 8 * 600), 8000 - (8000 + 8 * 800)]
    assert g.state.winners == [0]
    assert not g.state.purchasing_open and g.state.queue == [], "nothing is bought after the last Income"


def test_game_end_check_in_loans_phase_when_a_player_can_repay() -> None:
    g = purchasing(2, loans=(6000, 6000), first=0)
    give_yen(g, 1, 1300)  # 7,300 ≥ round 2 Debt of 7,200
    all_pass(g)
    assert g.state.phase == "over" and g.state.round == 2
    assert g.state.end_reason == "repaid"
    check = [e for e in g.events if e.code == "end_check"]
    assert len(check) == 1 and check[0]["able"] == [1] and check[0]["round"] == 2
    assert g.state.winners == [1]
    assert g.state.net == [6000 - 7200, 7300 - 7200]


def test_yen_exactly_equal_to_the_debt_repays_it() -> None:
    g = purchasing(2, loans=(6000, 6000), first=0)
    give_yen(g, 0, 1200)  # 7,200 = the round-2 Debt of 6,000 + 2 × 600, to the Yen
    all_pass(g)
    assert g.state.phase == "over" and g.state.end_reason == "repaid" and g.state.winners == [0]
    assert g.state.net == [0, 6000 - 7200]


def test_the_loans_phase_is_announced_as_round_1() -> None:
    g = claimed(2)
    changed = [e for e in g.events if e.code == "phase"]
    assert [(e["phase"], e["round"]) for e in changed] == [("loans", 1)]


def test_game_end_check_is_not_made_in_round_1() -> None:
    g = claimed(2)
    g.apply({"type": "loan", "player": 0, "amount": 4000})
    give_yen(g, 0, 1000)  # revealed: 5,000 Yen ≥ the round-1 Debt of 4,400 — she could repay now
    events = g.apply({"type": "loan", "player": 1, "amount": 4000})
    assert g.state.players[0].yen >= g.state.debt(0) == 4400
    assert g.state.phase == "purchase" and g.state.round == 1
    assert "end_check" not in [e.code for e in events], "the first end check is in round 2"


def test_ties_share_the_win() -> None:
    g = purchasing(2, loans=(6000, 6000), first=0)
    while g.state.phase != "over":
        all_pass(g)
    assert g.state.winners == [0, 1]


def test_coupons_do_not_pay_off_debt() -> None:
    g = purchasing(2, loans=(6000, 6000), first=0)
    give_yen(g, 0, 1100)  # 7,100 Yen
    g.state.players[0].coupons = 10
    all_pass(g)
    assert g.state.phase == "purchase", "7,100 Yen + Coupons cannot repay 7,200 of Debt"
