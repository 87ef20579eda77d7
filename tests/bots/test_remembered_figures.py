"""A hard bot that remembers figures (`Econ.remember`) decides exactly as one that works each out afresh.

Remembered: each rival's plan once per position of it, Franchises, rates and Debts once
per model, the plan on the land in hand once per decision (issue 16: a hard decision in
≤ 60 % of the CPU time). The positions are benchmarks/hard_decision.py's: where hard bots
decide a Purchase in a seeded 4-player game.
"""

from __future__ import annotations

from typing import Any

import pytest

from tch_desktop.bots.econ import Econ
from tests.benchmark_module import load_benchmark

bench = load_benchmark("hard_decision.py", "hard_decision_bench")


@pytest.fixture(scope="module")
def positions() -> list[Any]:
    return bench.positions(games=1, seed=1, components="balanced")


def test_remembering_figures_changes_no_hard_decision(positions: list[Any]) -> None:
    pos = positions[::3]
    assert len(pos) >= 30
    _, fresh = bench.decide_all(pos, remember=False)
    _, remembered = bench.decide_all(pos, remember=True)
    assert remembered == fresh
    assert sum(a is not None for a in fresh) >= 20  # real Purchases, not only passes
    assert Econ.remember  # switched back on


def test_a_remembered_franchise_and_rate_follow_a_new_hotel(positions: list[Any]) -> None:
    game = positions[40][0]
    e = Econ.of(game.state)
    owner, colour = e.hotels[0].owner, e.hotels[0].colour
    before_f, before_r = e.franchise(colour), e.rate(owner)
    area = next(a for a, o in e.area_owner.items() if o == owner)
    e.add_hotel(owner, colour, area, 1, from_hand=False)
    Econ.remember = False
    try:
        fresh_f, fresh_r = e.franchise(colour), e.rate(owner)
    finally:
        Econ.remember = True
    assert (e.franchise(colour), e.rate(owner)) == (fresh_f, fresh_r)
    assert fresh_f > before_f and fresh_r > before_r


def option_values(pos: list[Any], remember: bool) -> list[list[tuple[Any, ...]]]:
    """Every option a hard planner values at each position, with its value (to the last bit)."""
    import random

    from tch_desktop.bots.levels import level_params
    from tch_desktop.bots.planner import Planner
    from tch_desktop.bots.view import BotView

    Econ.remember = remember
    try:
        out = []
        for game, player, seed in pos:
            view = BotView(game, player, [True] * len(game.state.players))
            planner = Planner(view, level_params("hard"), random.Random(seed))
            out.append([(o.kind, o.colour, o.count, o.area, o.board, o.building, o.side, o.value)
                        for o in planner.options()])
        return out
    finally:
        Econ.remember = True


def test_remembering_figures_changes_no_option_value(positions: list[Any]) -> None:
    pos = positions[1::3]
    fresh = option_values(pos, remember=False)
    assert option_values(pos, remember=True) == fresh
    assert sum(len(opts) for opts in fresh) >= 300
