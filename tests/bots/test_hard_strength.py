"""Hard's strength (issue 12): how its valuation counts money and time."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.valuation import Room, Valuer
from tests.engine.helpers import give_yen, purchasing


def _one_red_capsule(yen: int) -> Econ:
    """Round 1 of a 2-player game: player 0 holds one red capsule and `yen`, S1 empty."""
    g = purchasing(2, first=0)
    g.state.players[0].capsules = {"red": 1}
    give_yen(g, 0, yen - g.state.players[0].yen)
    return Econ.of(g.state)


def test_a_plan_waits_for_money_until_the_income_phase_that_pays() -> None:
    # One red capsule, S1 empty, 1,000円 in hand and 1,000円 of Income a round, 10 Income phases
    # (a plan's figures, not a game's): the Hotel costs 1,500円 (Entrance 1,000 + Vending Machine
    # 500) and adds 200円 a round (Franchise: 100 a Hotel + 100 a Parcel; no Attraction on S1).
    # The 500円 missing come with the next Income phase: the Hotel is built a whole round later
    # and earns for 9 phases, 200 × 9 − 1,500 = 300円. With 1,200円 in hand it is the same
    # Income phase, so the same 300円: the 200円 of a cash Graveyard bring nothing forward.
    # Before (waits in fractions of a round), 500円 short was half a round: 200 × 9.5 − 1,500 =
    # 400円, and 300円 short 0.3 of a round: 440円 — every 200円 in hand was worth 40円 here,
    # and more in a plan with many Hotels to come.
    hard = level_params("hard")
    assert hard.lumpy_money
    e = _one_red_capsule(1000)
    c = e.c
    assert (c.entrance_price, c.vending_price) == (1000, 500)
    assert e.hotel_gain(0, "red", "S1", 1, 0) == 200
    for yen in (1000, 1200):
        e = _one_red_capsule(yen)
        assert Valuer(0, hard)._plan(e, Room({"S1": 2}), 10, 1000.0, 0, {"red": 1}) == 300
    old = replace(hard, lumpy_money=False)
    assert Valuer(0, old)._plan(_one_red_capsule(1000), Room({"S1": 2}), 10, 1000.0, 0, {"red": 1}) == 400
    assert Valuer(0, old)._plan(_one_red_capsule(1200), Room({"S1": 2}), 10, 1000.0, 0, {"red": 1}) == pytest.approx(440)


def test_a_plan_with_the_money_in_hand_builds_at_once() -> None:
    # 1,500円 in hand: the Hotel is built now and earns for all 10 phases: 200 × 10 − 1,500 = 500円,
    # whether money waits by whole Income phases or not.
    hard = level_params("hard")
    for lv in (hard, replace(hard, lumpy_money=False)):
        assert Valuer(0, lv)._plan(_one_red_capsule(1500), Room({"S1": 2}), 10, 1000.0, 0, {"red": 1}) == 500
