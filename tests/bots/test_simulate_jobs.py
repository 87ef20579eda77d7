"""`simulate` on several processes plays the same games and gives them back in the order planned."""

from __future__ import annotations

from typing import Any

from tch_desktop.bots.simulate import GameOutcome, plan_games, simulate


def _played(o: GameOutcome) -> tuple[Any, ...]:
    """What a game came to, every figure a different process could get wrong."""
    return (o.levels, o.seed, o.variants, o.winners, o.net, o.rounds, o.actions, o.refusals, o.barters)


def test_simulate_on_two_processes_plays_the_same_games_in_plan_order() -> None:
    planned = plan_games(["easy", "normal"], 4, 3)
    assert len(set(map(str, planned))) == 4  # every game told apart
    one, _ = simulate(["easy", "normal"], 4, seed=3, jobs=1)
    two, _ = simulate(["easy", "normal"], 4, seed=3, jobs=2)
    assert [(o.levels, o.seed, *o.variants) for o in two] == [tuple(p) for p in planned]
    assert [_played(o) for o in two] == [_played(o) for o in one]


def test_a_rotation_that_seats_players_as_before_plays_a_new_deal() -> None:
    # hard,rush,hard,rush turned by two seats the players exactly as unturned: with the
    # block's seed it would replay game 0. Block seeds 5, 6; the repeats step a million on.
    planned = plan_games(["hard", "rush", "hard", "rush"], 8, 5)
    assert [(p[0], p[1]) for p in planned] == [
        (["hard", "rush", "hard", "rush"], 5), (["rush", "hard", "rush", "hard"], 5),
        (["hard", "rush", "hard", "rush"], 1_000_008), (["rush", "hard", "rush", "hard"], 1_000_008),
        (["hard", "rush", "hard", "rush"], 6), (["rush", "hard", "rush", "hard"], 6),
        (["hard", "rush", "hard", "rush"], 1_000_009), (["rush", "hard", "rush", "hard"], 1_000_009),
    ]
    same = plan_games(["hard"] * 4, 4, 5)
    assert [p[1] for p in same] == [5, 1_000_008, 2_000_011, 3_000_014]
    assert len(set(map(str, plan_games(["easy", "normal"], 4, 3)))) == 4
    assert [p[1] for p in plan_games(["easy", "normal"], 4, 3)] == [3, 3, 4, 4]  # distinct seatings share


def test_the_jobs_benchmark_ceiling_is_k_times_one_process_over_k_side_by_side() -> None:
    from tests.benchmark_module import load_benchmark

    bench = load_benchmark("simulate_jobs.py", "simulate_jobs_benchmark")
    # One copy alone 1.0 s; two side by side 1.25 s: they did twice the work in 1.25 s, 1.6× one.
    assert bench.ceiling(1.0, 1.25, 2) == 1.6
    assert bench.ceiling(2.0, 2.0, 2) == 2.0  # two whole cores
    assert bench.ceiling(1.0, 2.0, 2) == 1.0  # one core shared
    wall, cpu = bench.floor(2, steps=1000)  # the workload runs (a broken one raises) as two processes
    assert wall > 0 and cpu > 0
