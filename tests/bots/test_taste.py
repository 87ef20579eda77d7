"""Players differ: each seat's liking for the colours, drawn from the game's seed (bots.bot.seat_taste)."""

from __future__ import annotations

import random

import pytest

from tch_desktop.bots import Bot, BotView
from tch_desktop.bots.bot import TASTE, seat_taste
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.planner import WASTE, Planner
from tch_desktop.engine.components import component_set
from tests.engine.helpers import buy, purchasing, to_front


def test_a_seats_seat_taste_is_a_factor_within_ten_percent_fixed_by_seed_and_seat() -> None:
    assert TASTE == 0.1
    likings = [seat_taste(seed, player, col) for seed in range(20) for player in range(4)
               for col in ("red", "blue", "pink")]
    assert all(0.9 <= x <= 1.1 for x in likings)
    assert min(likings) < 0.95 and max(likings) > 1.05  # it spreads over the whole band
    assert seat_taste(7, 2, "blue") == seat_taste(7, 2, "blue")  # no clock, no hash salt: the seed alone
    # Seats of the same game, and the same seat in another game, like the colours differently.
    assert len({seat_taste(7, p, "blue") for p in range(4)}) == 4
    assert seat_taste(7, 2, "blue") != seat_taste(8, 2, "blue")


def test_seat_taste_leaves_the_bots_other_draws_alone() -> None:
    bot, same = Bot(1, "hard", seed=5), Bot(1, "hard", seed=5)
    g = purchasing(2, first=0)
    bot.taste(BotView.of(g, 1))
    assert bot.rng.random() == same.rng.random()


def _options(taste: dict[str, float] | None, holding: str | None = None) -> dict[tuple[str, str], float]:
    g = purchasing(2, first=0)
    if holding is not None:
        buy(g, {"type": "buy_capsules", "player": 0, "color": holding})
    to_front(g, 0)
    opts = Planner(BotView.of(g, 0), level_params("hard"), random.Random(1), taste=taste).options()
    out: dict[tuple[str, str], float] = {}
    for o in opts:
        if o.kind in ("capsules", "pink", "parcel"):
            key = (o.colour or f"board {o.board}", str(o.count))
            out[key] = max(out.get(key, WASTE), o.value)
    return out


def _all(factor: float) -> dict[str, float]:
    c = component_set("classic")
    return {k: factor for k in (*c.colours, *(f"board {b}" for b in c.boards))}


@pytest.mark.parametrize("holding", [None, "blue"])
def test_taste_scales_a_worthwhile_colour_or_board_and_never_makes_a_bad_one_look_worth_buying(
        holding: str | None) -> None:
    plain = _options(None, holding)
    liked = _options(_all(1.1), holding)
    disliked = _options(_all(0.9), holding)
    worthwhile = [k for k, v in plain.items() if v > 0]
    not_worth = [k for k, v in plain.items() if v <= 0]
    # classic, 2 players, 10,000円 each: both kinds on offer; with blue in hand, boards that pay
    assert worthwhile and not_worth
    if holding:
        assert any(k[0].startswith("board") for k in worthwhile)
    for k in worthwhile:
        assert abs(liked[k] - 1.1 * plain[k]) < 1e-6 * abs(plain[k])
        assert abs(disliked[k] - 0.9 * plain[k]) < 1e-6 * abs(plain[k])
    for k in not_worth:  # a Purchase that does not pay stays where it was, liked or not
        assert liked[k] == plain[k] == disliked[k]


def test_bots_of_different_seats_order_near_equal_colours_differently() -> None:
    # Two colours worth 10,000 and 10,500円: a 10 % taste can put either first.
    firsts = set()
    for seed in range(40):
        for p in range(4):
            blue, green = seat_taste(seed, p, "blue") * 10_500, seat_taste(seed, p, "green") * 10_000
            firsts.add("blue" if blue > green else "green")
    assert firsts == {"blue", "green"}
