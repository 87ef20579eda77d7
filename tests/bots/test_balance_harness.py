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


def _game(income: dict[int, float], parts: tuple[int, int]) -> dict[str, object]:
    """One 2-player game's measures with nothing bought: only Income varies."""
    return {"players": 2, "rounds": max(income), "repaid": False, "winners": [0], "net": [0, 0],
            "winner_net": 0, "bought": {}, "entrance_hotel_capsules": [], "tallest": 0,
            "big_hotel": False, "tallest_bonuses": 0, "idle": {}, "barters": 0, "refusals": 0,
            "income": income, "income_parts": parts}


def test_income_parts_split_each_hotels_income_at_its_franchise(balance: ModuleType) -> None:
    from tch_desktop.engine.reports import HotelIncome

    hotels = [
        # 1 capsule, Franchise 600 + Attraction 2,000 capped at 1,000: 600 Franchise, 400 above.
        HotelIncome("H1", 0, "S1", 600, 2000, 0, 2600, 2600, 1000, 1000),
        # Franchise 900 less 200 of Graveyards: paid 700, all of it Franchise.
        HotelIncome("H2", 0, "S1", 900, 0, 200, 700, 700, 1000, 700),
        # Franchise 200 less 500 of Graveyards, floored at 100: 100 Franchise.
        HotelIncome("H3", 1, "A1", 200, 0, 500, -300, 100, 1000, 100),
        # 2 capsules beside a Park rolling 1,625: 300 Franchise, 1,625 above.
        HotelIncome("H4", 1, "A2", 300, 1625, 0, 1925, 1925, 2000, 1925),
    ]
    assert balance.income_parts(hotels) == (600 + 700 + 100 + 300, 400 + 1625)
    assert balance.income_parts([]) == (0, 0)


def test_income_rows_of_the_table_by_hand(balance: ModuleType) -> None:
    outs = [_game({1: 0, 2: 1000, 3: 4000}, (1700, 2025)), _game({1: 200, 2: 3000}, (300, 0))]
    row = balance.stats(outs, "balanced")
    # Round 2: mean 2,000, sd 1,414.2, half 1.96 × 1,414.2 / √2 = 1,960.
    m, lo, hi = row["income per player round 2"]
    assert m == 2000 and round(lo) == 40 and round(hi) == 3960
    assert row["income per player round 3"] == (4000, 4000, 4000)  # one game reached it
    assert row["income per player round 4"] == (0.0, 0.0, 0.0)
    # The balanced set's largest loan, 12,000 at 10 %: 12,000 + 8 × 1,200 at round 8.
    assert row["Debt of the largest loan at round 8's check"] == "21,600"
    # 2,025 above the Franchise of 1,700 + 2,025 + 300 + 0 = 4,025 paid: 50.3 %.
    assert row["Hotel Income above Franchise Income"] == "50 %"


def test_how_rarely_four_equal_kinds_meet_the_mixed_tables_seat_gates(balance: ModuleType) -> None:
    # 32 mixed games, seats rotated: each rotation plays 8 games, and every kind in it must win at
    # most 30 % of 8 = 2.4, so 2 of them: all four kinds exactly 2, 8! / (2!^4) / 4^8 = 2520 / 65536.
    # The four rotations are independent: (2520 / 65536)^4, about 2 in a million.
    assert abs(balance.mixed_meet_chance(32) - (2520 / 65536) ** 4) < 1e-18
    # 4 games, one a rotation: a single winner takes 100 % of its seat's one game.
    assert balance.mixed_meet_chance(4) == 0.0
    # Even 800 games (200 a rotation) meet them by luck less than half the time.
    assert 0.40 < balance.mixed_meet_chance(800) < 0.50
