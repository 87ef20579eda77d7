"""benchmarks/balance.py: its statistics by hand, and the same games whatever the number of processes."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmark_module import load_benchmark

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def balance() -> ModuleType:
    return load_benchmark("balance.py", "balance_bench")


def test_wilson_interval_of_7_wins_in_10(balance: ModuleType) -> None:
    # p = 0.7, z = 1.96: centre (0.7 + 0.19208) / 1.38416 = 0.64448,
    # half 1.96 × sqrt(0.021 + 0.0096040) / 1.38416 = 0.24775 → [0.397, 0.892]
    p, lo, hi = balance.wilson(7, 10)
    assert p == 0.7 and round(lo, 3) == 0.397 and round(hi, 3) == 0.892
    assert balance.wilson(0, 0) == (0.0, 0.0, 0.0)


def test_mean_interval_of_2_4_6(balance: ModuleType) -> None:
    # mean 4, sd 2, half 1.96 × 2 / sqrt(3) = 2.2632
    m, lo, hi = balance.mean_ci([2, 4, 6])
    assert m == 4 and round(lo, 3) == 1.737 and round(hi, 3) == 6.263


def test_seats_rotate_and_same_bot_tables_take_a_new_seed_every_game(balance: ModuleType) -> None:
    mixed = balance.tasks_for(["rush", "hard"], 4, 10, "choose", True, "balanced")
    assert [(t[0], t[1]) for t in mixed] == [(["rush", "hard"], 10), (["hard", "rush"], 10),
                                             (["rush", "hard"], 11), (["hard", "rush"], 11)]
    same = balance.tasks_for(["hard", "hard"], 3, 10, "choose", True, "classic")
    assert [t[1] for t in same] == [10, 11, 12] and all(t[4] == "classic" for t in same)


def test_the_same_table_on_one_process_or_two(balance: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    import subprocess

    args = ["--components", "balanced", "--players", "2", "--games", "2", "--mixed-games", "0", "--level", "easy",
            "--cards", "off", "--json", "--jobs"]
    # One process: this one (its imports done, its memories warm from other tests; no pool, so the
    # script loaded from its path serves). Two: the script as a program, its workers forked from it.
    assert balance.main([*args, "1"]) == 0
    one = capsys.readouterr().out
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "balance.py"), *args, "2"],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert one == out.stdout and '"balanced 2p easy"' in one


def test_chi_square_tail_by_hand(balance: ModuleType) -> None:
    # df 1: erfc(√(x/2)); x = 4: erfc(√2) = 0.04550. df 2: e^(−x/2); x = 6⅔: e^(−3⅓) = 0.03567.
    # df 3: erfc(√(x/2)) + √(2x/π) e^(−x/2); x = 3: 0.08327 + 1.38198 × 0.22313 = 0.39163.
    assert round(balance.chi2_sf(4.0, 1), 4) == 0.0455
    assert round(balance.chi2_sf(20 / 3, 2), 4) == 0.0357
    assert round(balance.chi2_sf(3.0, 3), 4) == 0.3916
    assert balance.chi2_sf(0.0, 3) == 1.0


def test_seat_test_of_equal_and_uneven_seats(balance: ModuleType) -> None:
    # 60 and 40 wins of 100 games: χ² = 10²/50 + 10²/50 = 4 on 1 df → 0.0455.
    assert round(balance.seat_test([60, 40], 100), 4) == 0.0455
    # 40, 30 and 20 of 90: fair 30, χ² = (100 + 0 + 100) / 30 = 6⅔ on 2 df → 0.0357.
    assert round(balance.seat_test([40, 30, 20], 90), 4) == 0.0357
    assert balance.seat_test([25, 25, 25, 25], 100) == 1.0


def test_how_often_equal_seats_miss_the_8_point_window(balance: ModuleType) -> None:
    # 2 seats, 10 games: inside the window (42–58 %) only at 5 wins each: C(10, 5) / 2^10 = 252/1024.
    assert balance.fair_miss_chance(2, 10) == 1 - 252 / 1024
    # 3 seats, 3 games: inside (25⅓–41⅓ %) only at one win each: 3! / 3^3 = 6/27.
    assert abs(balance.fair_miss_chance(3, 3) - 21 / 27) < 1e-12
    # The sample the gates were run at misses the window often with equal seats; 200 games seldom.
    assert 0.5 < balance.fair_miss_chance(4, 48) < 0.65 and balance.fair_miss_chance(4, 200) < 0.05
