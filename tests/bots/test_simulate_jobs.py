"""`simulate` on several processes gives its games back in the order they were planned."""

from __future__ import annotations

from tch_desktop.bots.simulate import plan_games, simulate


def test_simulate_on_two_processes_returns_games_in_plan_order() -> None:
    outs, _ = simulate(["easy", "normal"], 6, seed=3, jobs=2)
    planned = [(levels, seed, cards, tall) for levels, seed, cards, tall in plan_games(["easy", "normal"], 6, 3)]
    assert len(set(map(str, planned))) == 6  # every game told apart
    assert [(o.levels, o.seed, *o.variants) for o in outs] == planned
    assert all(o.rounds >= 1 and o.refusals == 0 for o in outs)
