"""Issue 12: the race for the Entrances in time: hard counts on no Entrance the rivals take first."""

from __future__ import annotations

from dataclasses import replace

from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.valuation import Race, Room, Valuer, best_board
from tests.engine.helpers import give_yen, purchasing, race_for_entrances


def test_the_rivals_take_entrances_at_their_pace_and_buy_land_when_their_room_is_full() -> None:
    # A rival holding 6 capsules with room for 2, 3 Hotels a round, a board taking a round:
    # 1.5 Hotels by half a round, its 2 by ⅔, none more until its board (1⅔), then 3 a round.
    race = Race(((6, 2, 3.0, 1.0),))
    assert [race.taken(t) for t in (0.5, 1.0, 2.0, 3.0, 4.0)] == [1.5, 2.0, 3.0, 6.0, 6.0]
    # A rival with room for all its capsules builds them at its pace; two rivals add up.
    assert Race(((2, 4, 3.0, 1.0), (6, 2, 3.0, 1.0))).taken(1.0) == 2.0 + 2.0


def test_the_race_is_read_from_the_purchase_limit_the_prices_and_the_rivals_room() -> None:
    # Classic, 4 players: 18,000円 a round, a share of 4,500円; a Hotel with its Vending Machine
    # 1,500円: 3 a round. Board A (3,000円 for 3 Hotels) has the most room per Yen: ⅔ of a round.
    g = purchasing(4, first=0)
    c = g.components
    assert (g.state.limit, c.entrance_price + c.vending_price, best_board(c)[:2]) == (18000, 1500, ("A", 3000))
    for p, (col, n) in zip((1, 2, 3), (("red", 3), ("orange", 5), ("green", 5))):
        g.state.players[p].capsules = {col: n}
    give_yen(g, 3, 2400 - g.state.players[3].yen)  # money for 2,400 / 1,500 = 1.6 Hotels a round
    v = Valuer(0, level_params("hard"))
    v.rival_room = {1: 2, 2: 0, 3: 2}
    assert v.race(Econ.of(g.state)) == Race(((3, 2, 3.0, 2 / 3), (5, 0, 3.0, 2 / 3), (5, 2, 1.6, 2 / 3)))


def test_a_plan_counts_on_no_entrance_the_rivals_take_while_it_waits_for_money() -> None:
    # Classic, 4 players, round 3, 5 Entrances left. Hard holds 2 yellow capsules and 2,500円,
    # room for 2 one-capsule Hotels in S1: its first Hotel (Entrance and Vending Machine, 1,500円)
    # comes at ⅓ of a round, when the rivals (3, 5 and 5 capsules, room for 2 each, 3 Hotels a
    # round) have taken 3 × 1 = 3: 2 are left, it takes one, which earns 200円 a round. The
    # second Hotel waits for the 500円 it lacks: 2.5 rounds, within the 6 − 1 Income phases the
    # check counts; by then the rivals have bought land and built all 3 + 5 + 5: none is left, and
    # the second capsule is never built. Counting only an even share of the Entrances left (2,
    # as before the race), the plan built both.
    g = purchasing(4, first=0)
    race_for_entrances(g, 3, 5, {"yellow": 2}, 2500, [("red", 3), ("orange", 5), ("green", 5)])
    e = Econ.of(g.state)
    assert e.hotel_gain(0, "yellow", "S1", 1, 0) == 200
    room = Room({"S1": 2})
    hard = Valuer(0, level_params("hard"))
    hard.rival_room = {1: 2, 2: 2, 3: 2}
    assert hard.entrances_for(e) == 2
    assert [hard.race(e).taken(t) for t in (1 / 3, 2.5)] == [3.0, 13.0]
    assert hard.plan_outcome(e, room, e.hand[0], slack=1).stranded == 1
    unraced = Valuer(0, replace(level_params("hard"), raced_entrances=False))
    assert unraced.plan_outcome(e, room, e.hand[0], slack=1).stranded == 0
