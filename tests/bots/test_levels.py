"""Levels: reaction times like people's, faster for stronger bots; the speed setting scales them."""

from __future__ import annotations

import random
import statistics

import pytest

from tch_desktop.bots import LEVELS, level_params, reaction_time


def median_reaction(level: str, speed: str | float = "normal") -> float:
    rng = random.Random(3)
    return statistics.median(reaction_time(level, speed, rng) for _ in range(400))


def test_stronger_bots_react_faster() -> None:
    easy, normal, hard = (median_reaction(lvl) for lvl in LEVELS)
    assert easy > normal > hard >= 0.2


def test_speed_setting_scales_reaction_times() -> None:
    assert median_reaction("normal", "fast") < median_reaction("normal") < median_reaction("normal", "slow")
    assert median_reaction("hard", 2.0) == pytest.approx(2 * median_reaction("hard", 1.0))
    assert reaction_time("easy", "instant", random.Random(1)) == 0.0


def test_reaction_times_stay_human() -> None:
    rng = random.Random(5)
    for level in LEVELS:
        ts = [reaction_time(level, "normal", rng) for _ in range(300)]
        assert min(ts) >= 0.2 and max(ts) <= min(2.5 * level_params(level).reaction_s, 4.5)


def test_unknown_levels_and_speeds_are_refused() -> None:
    with pytest.raises(ValueError):
        level_params("grandmaster")
    with pytest.raises(ValueError):
        reaction_time("hard", "warp", random.Random(1))
    with pytest.raises(ValueError):
        reaction_time("hard", -1.0, random.Random(1))
