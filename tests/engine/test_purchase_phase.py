"""The real-time Purchase/Barter phase: queue, Round Spend marker, Purchase Limit."""

from __future__ import annotations

import pytest

from tch_desktop.engine import IllegalAction
from tests.engine.helpers import buy, claimed, give_yen, purchasing, to_front


def test_queue_is_set_by_yen_least_first() -> None:
    g = purchasing(3, loans=(8000, 4000, 10000))
    assert g.state.queue == [1, 0, 2]


def test_yen_ties_are_broken_by_a_drawn_first_player_then_clockwise() -> None:
    g = purchasing(4, loans=(6000, 6000, 4000, 6000), first=3)
    assert g.state.queue == [2, 3, 0, 1]
    assert [a.to_dict() for a in g.log if a.TYPE == "tiebreak"] == [{"type": "tiebreak", "first": 3}]


def test_tie_draw_comes_from_the_seeded_generator_when_the_record_has_none() -> None:
    a = purchasing(3, loans=(6000, 6000, 6000), seed=99)
    b = purchasing(3, loans=(6000, 6000, 6000), seed=99)
    assert a.state.queue == b.state.queue
    first = a.state.queue[0]
    assert a.state.queue == [first, (first + 1) % 3, (first + 2) % 3]


def test_only_the_front_seal_may_purchase() -> None:
    g = purchasing(2, loans=(4000, 10000))
    assert g.state.queue == [0, 1]
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "buy_capsules", "player": 1, "color": "red"})
    assert err.value.code == "not_front_of_queue"
    g.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert g.state.queue == [1], "the Seal returns to its owner after one Purchase"


def test_leaving_and_rejoining_the_queue_goes_to_the_back() -> None:
    g = purchasing(3, loans=(4000, 6000, 8000))
    g.apply({"type": "leave_queue", "player": 0})
    assert g.state.queue == [1, 2]
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "leave_queue", "player": 0})
    assert err.value.code == "not_in_queue"
    g.apply({"type": "queue", "player": 0})
    assert g.state.queue == [1, 2, 0]
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "queue", "player": 0})
    assert err.value.code == "seal_in_queue"


def test_forfeit_returns_the_front_seal_without_a_purchase() -> None:
    g = purchasing(2, loans=(4000, 10000))
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "forfeit", "player": 1})
    assert err.value.code == "not_front_of_queue"
    g.apply({"type": "forfeit", "player": 0})
    assert g.state.queue == [1] and g.state.spend == 0


def test_pass_ends_participation_for_the_round() -> None:
    g = purchasing(2, loans=(4000, 10000))
    g.apply({"type": "pass", "player": 0})
    assert g.state.queue == [1]
    for act in ({"type": "queue", "player": 0}, {"type": "barter_open", "parties": [0, 1]},
                {"type": "pass", "player": 0}):
        with pytest.raises(IllegalAction) as err:
            g.apply(act)
        assert err.value.code in ("passed", "seal_in_queue")


def test_all_players_passing_ends_the_phase() -> None:
    g = purchasing(2, loans=(4000, 10000))
    g.apply({"type": "pass", "player": 0})
    assert g.state.round == 1
    g.apply({"type": "pass", "player": 1})
    assert g.state.round == 2 and g.state.phase == "purchase"
    assert not any(p.passed for p in g.state.players), "Seals are flipped back each round"


def test_purchases_advance_the_round_spend_marker() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, {"type": "buy_capsules", "player": 0, "color": "green"})
    assert g.state.spend == 2500
    assert g.state.players[0].yen == 7500


def test_coupons_pay_part_of_a_price_and_count_on_the_round_spend_board() -> None:
    g = purchasing(2, loans=(4000, 10000))
    buy(g, {"type": "buy_capsules", "player": 0, "color": "red", "coupons": 1})
    assert g.state.players[0].yen == 3500 and g.state.players[0].coupons == 0
    assert g.state.spend == 1000


def test_coupons_cannot_exceed_the_price_or_the_players_coupons() -> None:
    g = purchasing(2, loans=(4000, 10000))
    g.state.players[0].coupons = 5
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "buy_capsules", "player": 0, "color": "red", "coupons": 3})
    assert err.value.code == "too_many_coupons"
    g.state.players[0].coupons = 1
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "buy_capsules", "player": 0, "color": "red", "coupons": 2})
    assert err.value.code == "insufficient_coupons"


def test_insufficient_funds_is_refused_and_changes_nothing() -> None:
    g = purchasing(2, loans=(4000, 10000))
    before = (g.state.players[0].yen, list(g.state.queue), g.state.spend, len(g.log))
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "buy_parcel", "player": 0, "board": "E", "x": 8, "y": 9, "rot": 0})
    assert err.value.code == "insufficient_funds"
    assert err.value.details == {"need": 6000, "have": 4000}
    assert (g.state.players[0].yen, list(g.state.queue), g.state.spend, len(g.log)) == before


def test_purchase_limit_exceeded_ends_purchasing_and_clears_the_queue() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    give_yen(g, 0, 10000)
    for colour in ("white", "purple", "blue"):  # 4,000 + 3,500 + 3,000 = 10,500
        buy(g, {"type": "buy_capsules", "player": 0, "color": colour})
    assert g.state.purchasing_open
    g.apply({"type": "queue", "player": 1})
    buy(g, {"type": "buy_capsules", "player": 0, "color": "green"})  # 13,000 > 12,000
    assert g.state.round == 2, "no barter open: the phase ends and Income follows"


def test_faq_reaching_the_limit_exactly_ends_purchasing() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    give_yen(g, 0, 10000)
    for colour in ("white", "purple", "blue"):  # 10,500
        buy(g, {"type": "buy_capsules", "player": 0, "color": colour})
    buy(g, {"type": "buy_capsules", "player": 0, "color": "orange"})  # 12,000 exactly
    assert g.state.round == 2


def test_open_barters_may_finish_after_the_limit_but_none_may_begin() -> None:
    g = purchasing(3, loans=(10000, 10000, 10000), first=0)
    give_yen(g, 0, 10000)
    g.apply({"type": "leave_queue", "player": 1})
    g.apply({"type": "leave_queue", "player": 2})
    g.apply({"type": "barter_open", "parties": [1, 2]})
    for colour in ("white", "purple", "blue", "green", "yellow"):  # 15,000: 3-player limit
        buy(g, {"type": "buy_capsules", "player": 0, "color": colour})
    s = g.state
    assert s.phase == "purchase" and not s.purchasing_open and s.queue == []
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "queue", "player": 0})
    assert err.value.code == "purchasing_closed"
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "barter_open", "parties": [0, 1]})
    assert err.value.code in ("purchasing_closed", "in_barter")
    g.apply({"type": "barter", "barter": "X1", "transfers": [{"from": 1, "to": 2, "yen": 500}],
             "promises": [{"from": 2, "text": "I will build next to you"}]})
    assert s.round == 2, "the last open Barter closed: Income, then the next round"


def test_faq_graveyards_never_move_the_round_spend_marker() -> None:
    g = purchasing(2, loans=(10000, 10000), first=0)
    buy(g, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(g, {"type": "buy_graveyard", "player": 0, "x": 15, "y": 9})
    assert g.state.spend == 1000
    assert g.state.players[0].yen == 10000 - 1000 + 200


def test_graveyard_cannot_be_paid_with_coupons() -> None:
    g = purchasing(2, loans=(4000, 10000))
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "buy_graveyard", "player": 0, "x": 15, "y": 9, "coupons": 1})
    assert err.value.code == "too_many_coupons"


def test_purchases_are_refused_outside_the_purchase_phase() -> None:
    g = claimed(2)
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert err.value.code == "wrong_phase"


def test_legal_action_types_follow_the_seal() -> None:
    g = purchasing(2, loans=(4000, 10000))
    assert "buy_capsules" in g.legal_action_types(0)
    assert "forfeit" in g.legal_action_types(0)
    assert "buy_capsules" not in g.legal_action_types(1)
    to_front(g, 1)
    assert "queue" in g.legal_action_types(0) and "barter_open" not in g.legal_action_types(0)
    g.apply({"type": "leave_queue", "player": 1})
    assert "barter_open" in g.legal_action_types(0)
