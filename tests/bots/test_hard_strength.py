"""Hard's strength (issue 12): how its valuation sees its rivals."""

from __future__ import annotations

import random

from tch_desktop.bots import BotView
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.planner import Planner
from tch_desktop.bots.valuation import Valuer
from tests.engine.helpers import give_yen, purchasing, to_front


def _rival_with_one_red_capsule() -> Econ:
    """Round 1 of a classic 2-player game: player 1 holds one red capsule and 1,500円, S2 empty."""
    g = purchasing(2, first=0)
    g.state.players[1].capsules = {"red": 1}
    give_yen(g, 1, 1500 - g.state.players[1].yen)
    return Econ.of(g.state)


def test_a_rivals_capsules_are_valued_on_the_land_it_has() -> None:
    # The rival's red capsule, 1,500円 in hand (the Hotel's Entrance 1,000 + Vending Machine 500)
    # and room for 2 Hotels on its start square S2: the Hotel is built now and adds 200円 a round
    # (Franchise: 100 a Hotel + 100 a Parcel) for 8 Income phases: 200 × 8 − 1,500 = 100円,
    # trusted at 0.85: 85円. Before (`rival_land` off), the rival's plan had no land: it had to
    # buy a 3,000円 board first, which 1,500円 and no Income never pay for, so the capsule counted
    # for nothing — a rival holding a whole colour on a start square was worth as little.
    e = _rival_with_one_red_capsule()
    c = e.c
    assert (c.entrance_price, c.vending_price, min(b.price for b in c.boards.values())) == (1000, 500, 3000)
    assert e.hotel_gain(1, "red", "S2", 1, 1) == 200
    hard = level_params("hard")
    assert hard.rival_land and hard.potential_trust == 0.85
    v = Valuer(0, hard, patience=99)
    assert v._rival_plan(e, 1, 8, 0.0) == 0.0  # no land known: a board first
    v.rival_areas = {1: {"S2": 2}}
    assert v._rival_plan(e, 1, 8, 0.0) == 0.85 * 100


def test_hards_planner_measures_each_rivals_land() -> None:
    # Round 1, nothing built: each start square has room for 2 one-capsule Hotels with support
    # (classic, 4 × 4 units), and hard's planner hands the rival's areas to its valuation.
    g = purchasing(2, first=0)
    to_front(g, 0)
    pl = Planner(BotView.of(g, 0), level_params("hard"), random.Random(1))
    assert pl.valuer.rival_areas == {1: {"S2": 2}}
    assert pl.room.capacity == {"S1": 2}
