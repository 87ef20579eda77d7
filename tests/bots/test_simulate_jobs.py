"""`simulate` on several processes plays the same games and gives them back in the order planned."""

from __future__ import annotations

from tch_desktop.bots.simulate import plan_games, simulate


def _played(o) -> tuple:
    return (o.levels, o.seed, o.variants, o.winners, o.net, o.rounds, o.actions, o.refusals, o.barters)


def test_simulate_on_two_processes_plays_the_same_games_in_plan_order() -> None:
    planned = plan_games(["easy", "normal"], 4, 3)
    assert len(set(map(str, planned))) == 4  # every game told apart
    one, _ = simulate(["easy", "normal"], 4, seed=3, jobs=1)
    two, _ = simulate(["easy", "normal"], 4, seed=3, jobs=2)
    assert [(o.levels, o.seed, *o.variants) for o in two] == [tuple(p) for p in planned]
    assert [_played(o) for o in two] == [_played(o) for o in one]
