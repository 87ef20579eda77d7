"""Hard's thrift plans pack the capsules in hand into the Entrances the race for them leaves
(`Level.raced_packing`, `valuation._packed_for_race`)."""

from __future__ import annotations

import random
from dataclasses import replace

from tch_desktop.bots import BotView
from tch_desktop.bots.levels import Level, level_params
from tch_desktop.bots.planner import WASTE, Planner
from tch_desktop.bots.simulate import Table
from tch_desktop.bots.valuation import _ground_slots, _packed_for_race
from tch_desktop.engine import Game
from tch_desktop.engine.components import Components, component_set


def _balanced() -> Components:
    return component_set("balanced")


def test_a_hotel_shares_the_colour_over_the_entrances_the_race_leaves() -> None:
    c = _balanced()
    roomy = 99
    # 3 red in hand, 2 Entrances left a round from now: ⌈3 / 2⌉ = a Hotel of 2 (was 1).
    assert _packed_for_race(c, "red", 1, 3, roomy, 3, 2) == 2
    # 7 red, 3 Entrances: ⌈7 / 3⌉ = 3.
    assert _packed_for_race(c, "red", 1, 7, roomy, 7, 3) == 3
    # As many Entrances as capsules (or more), or none left: the Hotel stays as planned.
    assert _packed_for_race(c, "red", 1, 3, roomy, 3, 3) == 1
    assert _packed_for_race(c, "red", 1, 3, roomy, 3, 0) == 1
    # A Hotel already bigger than the share keeps its size.
    assert _packed_for_race(c, "red", 3, 3, roomy, 3, 2) == 3
    # The area's room decides: with room for a one-capsule Hotel only, it stays one capsule.
    assert _packed_for_race(c, "red", 1, 3, _ground_slots(c, 1, "red"), 3, 2) == 1
    # The share counts the colour's capsules, the trigger all capsules in hand: 2 red of 5 in hand,
    # 4 Entrances → ⌈2 / 4⌉ = 1.
    assert _packed_for_race(c, "red", 1, 2, roomy, 5, 4) == 1


def _third_buyer() -> tuple[Game, int]:
    """Three hard bots, balanced set, seed 1: the round-1 queue has bought 8 capsules for each of
    the first two; the third has bought nothing yet (12,000円)."""
    t = Table(["hard"] * 3, 1, "choose", True, components="balanced")
    for bot in t.bots:  # the position as hard found it before its investment playouts (`playout_*`)
        bot.builtin.level = replace(bot.builtin.level, playout_candidates=0)
    g = t.game
    while sum(sum(p.capsules.values()) for p in g.state.players) < 16:
        assert t.step()
    s = g.state
    assert s.round == 1 and sorted(sum(p.capsules.values()) for p in s.players) == [0, 8, 8]
    return g, next(p.index for p in s.players if not sum(p.capsules.values()))


def _capsule_values(g: Game, player: int, level: Level) -> dict[tuple[str, int], float]:
    planner = Planner(BotView.of(g, player), level, random.Random(1))
    return {(o.colour or "", o.count): o.value for o in planner.options() if o.kind in ("capsules", "pink")}


def test_the_third_buyer_of_a_three_player_round_one_still_buys_a_colour() -> None:
    # Rivals hold 8 capsules each, 20 Entrances: the race leaves the third player 7. Building 7 red
    # one to a Hotel, its plan reaches the last capsule a round after its sixth Hotel, when the
    # rivals have taken the last Entrance: 6 of 7 built, red (and every colour) "waste", and the
    # only option left was 5 pink for 4,000円 (in 200 such games the third buyer won 1.5 %). Packing
    # the capsules into the Entrances left a round on, the plan builds all 7 (a Hotel of 2).
    g, third = _third_buyer()
    hard = level_params("hard")
    packed = _capsule_values(g, third, hard)
    assert packed[("red", 7)] > 10_000
    best = max(packed, key=lambda k: packed[k])
    assert best[0] != "pink"
    unpacked = _capsule_values(g, third, replace(hard, raced_packing=False))
    assert unpacked[("red", 7)] == WASTE
    assert max(unpacked, key=lambda k: unpacked[k])[0] == "pink"
