"""The ending by chance (`Level.end_odds`, `ending.end_odds`): the game ends at the first Loans check
at which someone's Yen covers their Debt, and the most Yen − Debt wins. Hard weighs that ending at
the next two checks by the dice: it banks for it when that is worth more than investing, and when a
rival is likely to repay by one of them it values every option to that check and buys nothing for
later."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tch_desktop.bots import BotView, ending, placement
from tch_desktop.bots.bot import Bot
from tch_desktop.bots.econ import Econ, HotelM, ParcelM
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.planner import WASTE, Planner, ends_next, left_by_check
from tch_desktop.bots.valuation import Room, Valuer
from tch_desktop.bots.space import Space
from tch_desktop.engine import Game, rules
from tch_desktop.engine.actions import BuyCapsules, LeaveQueue, Pass, QueueSeal, Roof
from tch_desktop.engine.components import component_set
from tests.bots.helpers import hard_round_one
from tests.bots.test_sure_ending import _queue_and


def test_the_game_ends_at_a_repayment_and_the_most_net_wins() -> None:
    # The engine's own rules, asked by the phases and the bots alike.
    assert rules.repaying([17000, 12000], [17000, 17000]) == [0]
    assert rules.repaying([16999, 12000], [17000, 17000]) == []
    assert rules.final_nets([17800, 17700], [17000, 17000]) == [800, 700]
    assert rules.winners([800, 700]) == [0]
    assert rules.winners([700, 700]) == [0, 1]  # a tie shares the win


def _position(hard_yen: int, rival_yen: int) -> Econ:
    """Classic, 2 players, round 6, both with the 10,000円 loan (Debt 17,000 at round 7's check,
    18,000 at round 8's). Hard (0): a green Hotel of 2 capsules on a Parcel whose Attraction pays 0 or
    1,000円, each one time in two (Franchise 100 + 100 = 200: it earns 200 or 1,200). The rival (1): a
    blue one-capsule Hotel on a Parcel of its own without Attraction (200 a round, for sure)."""
    c = component_set("classic")
    e = Econ(c)
    e.round, e.phase, e.n = 6, "purchase", 2
    e.yen, e.coupons, e.loan = [hard_yen, rival_yen], [0, 0], [10000, 10000]
    e.hand = [{}, {}]
    e.dice_coupons = [0.0, 0.0]
    e.parcels["P0"] = ParcelM(0, [(0, False, 0.5), (1000, False, 0.5)], 0, False, [])
    e.parcels["P1"] = ParcelM(1, [(0, False, 1.0)], 0, False, [])
    e.hotels = [HotelM(0, "green", "P0", 2), HotelM(1, "blue", "P1", 1)]
    e.limit = c.limit_for(2)
    return e


def test_the_income_distribution_is_exact() -> None:
    e = _position(16600, 12000)
    assert ending.income_distribution(e, 16) == [((200, 200), 0.5), ((1200, 200), 0.5)]
    # Two Income phases: every combination, each with its probability.
    two = ending.worlds(e, 2, 16, random.Random(1))
    assert sorted((w, [list(x) for x in inc]) for w, inc in two) == [
        (0.25, [[200, 200], [200, 200]]), (0.25, [[200, 200], [1200, 200]]),
        (0.25, [[1200, 200], [200, 200]]), (0.25, [[1200, 200], [1200, 200]])]


def test_too_many_outcomes_are_sampled_from_the_position() -> None:
    e = _position(16600, 12000)
    assert ending.income_distribution(e, 1) is None
    a = ending.worlds(e, 2, 3, random.Random(7))  # 4 combinations > 3: three sampled worlds
    assert len(a) == 3 and all(w == pytest.approx(1 / 3) for w, _ in a)
    assert a == ending.worlds(e, 2, 3, random.Random(7))  # the same generator, the same worlds


def test_end_odds_of_a_leader_banking_for_one_or_two_rounds() -> None:
    # Hard banks 16,600円. Round 7's check: 16,800 or 17,800 against 17,000 — it repays one time in two
    # (net +800 against the rival's 12,200 − 17,000 = −4,800: a win). Round 8's: from 16,800, 17,000 or
    # 18,000 against 18,000 — one more time in four. The dice of one phase: 200 − 200 or 1,200 − 200,
    # mean 500, standard deviation 500.
    odds = ending.end_odds(_position(16600, 12000), 0, 2, 16, random.Random(1))
    assert odds == [ending.EndOdds(7, 0.5, 0.0, 0.0, 0.0, 500.0), ending.EndOdds(8, 0.75, 0.0, 0.0, 0.0, 500.0)]


def test_end_odds_of_a_rival_that_repays_first() -> None:
    # The rival banks 17,500 + 200 = 17,700 ≥ 17,000 at round 7's check, net +700, for sure: the game
    # ends there. Hard wins it when its dice bring 1,200 (16,600 + 1,200 − 17,000 = +800 > 700), else
    # loses (−200): 0.5 and 0.5, the loss the rival's doing whatever hard does.
    odds = ending.end_odds(_position(16600, 17500), 0, 2, 16, random.Random(1))
    assert odds[0] == ending.EndOdds(7, 0.5, 0.5, 0.5, 1.0, 500.0)
    assert odds[1] == ending.EndOdds(8, 0.5, 0.5, 0.5, 1.0, 500.0)  # (over by then as well)


def test_banking_is_weighed_against_investing() -> None:
    # The spread of a margin 3 Income phases ahead: √(3 × 500² + (2,000 × 3)²) = 6,062円.
    assert ending.long_spread(3, 500.0, 2000.0) == pytest.approx(6062.18, abs=0.01)
    half = ending.EndOdds(7, 0.5, 0.0, 0.0, 0.0)
    # A win one time in two at the next check; the long game a little behind (−2,000 banked, 0 invested,
    # spread 4,000): banking 0.5 + 0.5 × Φ(−0.5) = 0.654 against Φ(0) = 0.5.
    assert ending.bank_gain(half, -2000.0, 0.0, 4000.0) == pytest.approx(0.5 + 0.5 * 0.30854 - 0.5, abs=1e-4)
    # Far ahead in the long game (+6,000 banked, +8,000 invested): 0.5 + 0.5 × Φ(1.5) = 0.967 against
    # Φ(2) = 0.977 — investing is worth more.
    assert ending.bank_gain(half, 6000.0, 8000.0, 4000.0) == pytest.approx(0.5 + 0.5 * 0.93319 - 0.97725, abs=1e-4)
    assert ending.bank_gain(half, 6000.0, 8000.0, 4000.0) < 0
    # A rival's own ending half the time takes as much from investing as from banking.
    threat = ending.EndOdds(7, 0.25, 0.5, 0.5, 1.0)
    assert ending.bank_gain(threat, 0.0, 0.0, 4000.0) == pytest.approx(0.25 + 0.25 * 0.5 - 0.5 * 0.5)


def _laundry_lead(hard_yen: int, rival_yen: int, round_: int = 4) -> Game:
    """Classic, 2 players, the Purchases of `round_`, both with the 10,000円 loan (Debt 10,000 + 1,000
    a round marked). Hard (0) bought green, a Vending Machine and a Coin Laundry on S1 with 2 green
    capsules on its roof: its one Hotel earns the Franchise 100 + 100 = 200 and the Laundry's die, 0
    to 500円 (0, 100 … 500, one face each), so 200 to 700円; no capsules in hand (as if its other
    green capsules stood as Hotels elsewhere), `hard_yen`. The rival (1) holds the 10 purple capsules,
    no Hotel, and `rival_yen`. Hard is at the front of the queue with nothing spent this round."""
    g = hard_round_one("classic", [10000, 10000])
    _queue_and(g, BuyCapsules(0, "green"))
    g.apply(QueueSeal(0))
    g.apply(placement.support_action(BotView.of(g, 0), Space(g.state, 0), "S1", "green", 1, True, False))
    g.apply(QueueSeal(0))
    g.apply(placement.building_action(BotView.of(g, 0), Space(g.state, 0), "coin_laundry", "S1", None,
                                      Roof("green", 2), True))
    _queue_and(g, BuyCapsules(1, "purple"))
    s = g.state
    s.round, s.spend = round_, 0
    s.players[0].yen, s.players[1].yen = hard_yen, rival_yen
    s.players[0].capsules = {}
    for p in s.players:
        p.passed = False
    g.apply(QueueSeal(0))
    return g


def _hard(**changes: object) -> Bot:
    return _hard_at(0, **changes)


def _hard_at(seat: int, **changes: object) -> Bot:
    bot = Bot(seat, "hard", seed=1)
    # (No sure ending: the Graveyards its square takes would make this one sure, and hard would bank
    # for it whatever the dice. The ending here is a chance.)
    bot.level = replace(level_params("hard"), sure_end=False, **changes)  # type: ignore[arg-type]
    return bot


def test_a_leader_banks_for_an_ending_the_dice_give_it_one_time_in_three() -> None:
    # Round 3. Banking, hard has 13,400 + 600 or 700 ≥ 14,000 at round 4's check with a face of 4 or 5,
    # one time in three (its expected 13,400 + 450 does not cover it: `ends_next` sees nothing), net 0
    # or +100, where the rival's best is 12,000 − 14,000 = −2,000: a win. Not at round 5's either.
    # The valuation's best option is blue (8 capsules); hard's margin over the rival at round 8 is
    # about −2,400円 invested and −11,100 passed a round (the rival's purple plan grows); spread
    # √(6 × 171² + (2,000 × 6)²) ≈ 12,007: banking ⅓ + ⅔ × Φ(−0.92) = 0.452 against Φ(−0.20) = 0.420
    # — it banks (passes: nothing pays by the check).
    g = _laundry_lead(13400, 12000, 3)
    odds = ending.end_odds(Econ.of(g.state), 0, 2, 256, random.Random(1))
    assert [(o.check, o.win, o.lose) for o in odds] == [(4, pytest.approx(1 / 3), 0.0), (5, pytest.approx(1 / 3), 0.0)]
    assert not ends_next(Econ.of(g.state))
    assert _hard().decide(BotView.of(g, 0)) == Pass(0)
    # Without weighing the ending, it buys blue.
    assert _hard(end_odds=False).decide(BotView.of(g, 0)) == BuyCapsules(0, "blue")


def test_a_leader_not_behind_in_the_long_game_invests() -> None:
    # The rival with 10,000円: hard's margin at round 8 is about +550円 invested, −8,000 passed:
    # banking ⅓ + ⅔ × Φ(−0.67) = 0.502 against Φ(0.05) = 0.518 — investing is worth more.
    g = _laundry_lead(13400, 10000, 3)
    assert _hard().decide(BotView.of(g, 0)) == BuyCapsules(0, "blue")


def _rival_repays_soon() -> Game:
    """Classic, 2 players, round 3's Purchases. The rival (0), with the 4,000円 loan (Debt 5,600 at
    round 4's check, 6,000 at round 5's), bought green, two Vending Machines, a Coin Laundry on S1 with
    2 green capsules on its roof and a one-capsule green Hotel beside it: each Hotel earns the
    Franchise 100 × 2 + 100 = 300 and the Laundry's die, 0 to 500円, so both together 600 + 200 × the
    face (0 … 5), 600 to 1,600円; it holds 4,300円. Hard (1), with the 10,000円 loan and 9,000円,
    holds no capsules and is at the front of the queue."""
    g = hard_round_one("classic", [4000, 10000])
    g.state.players[0].yen = 20000  # (to pay for the rival's pieces; set to 4,300 below)
    _queue_and(g, BuyCapsules(0, "green"))
    for piece in ("support", "laundry", "support", "hotel"):
        g.apply(QueueSeal(0))
        v, sp = BotView.of(g, 0), Space(g.state, 0)
        act = (placement.support_action(v, sp, "S1", "green", 1, True, False) if piece == "support" else
               placement.building_action(v, sp, "coin_laundry", "S1", None, Roof("green", 2), True)
               if piece == "laundry" else placement.hotel_action(v, sp, "green", 1, "S1", True))
        assert act is not None
        g.apply(act)
    s = g.state
    s.round, s.spend = 3, 0
    s.players[0].yen, s.players[1].yen = 4300, 9000
    for p in s.players:
        p.passed = False
    for q in list(s.queue):
        g.apply(LeaveQueue(q))
    g.apply(QueueSeal(1))
    return g


def test_a_trailer_buys_no_capsules_when_a_rival_likely_repays_by_the_second_check() -> None:
    # The rival banking: round 4's check, 4,300 + 600 + 200 × face ≥ 5,600 with a face of 4 or 5, one
    # time in three; round 5's, 4,300 + 1,200 + 200 × (the two faces) ≥ 6,000 when they add up to 3 or
    # more, 30 times in 36. By the expected Income (1,100 and the Laundry's Coupon) it would not repay at
    # round 4 (`ends_next` sees nothing), but it is likely to by round 5: hard buys no capsules (they
    # would wait in hand when the game ends), where without weighing the ending some colour passes its
    # thrift checks.
    g = _rival_repays_soon()
    view = BotView.of(g, 1)
    odds = ending.end_odds(Econ.of(g.state), 1, 2, 256, random.Random(1))
    assert [o.rival for o in odds] == [pytest.approx(1 / 3), pytest.approx(30 / 36)]
    assert not ends_next(Econ.of(g.state))
    planner = Planner(view, level_params("hard"), random.Random(1))
    assert planner.soon == 5
    assert all(o.value == WASTE for o in planner.options() if o.kind in ("capsules", "pink"))
    off = Planner(view, replace(level_params("hard"), end_odds=False), random.Random(1))
    assert any(o.value > WASTE for o in off.options() if o.kind == "capsules")


def _green_in_hand(attraction: int) -> Econ:
    """Classic, 2 players, round 4's Purchases. Hard (0) holds 3 green capsules and 9,000円; its area
    A0 (room for 3 one-capsule Hotels, a Vending Machine already standing spare) is a Parcel whose
    Attraction pays `attraction` for sure. The rival (1) has no Hotel."""
    c = component_set("classic")
    e = Econ(c)
    e.round, e.phase, e.n = 4, "purchase", 2
    e.yen, e.coupons, e.loan = [9000, 9000], [0, 0], [10000, 10000]
    e.hand = [{"green": 3}, {}]
    e.dice_coupons = [0.0, 0.0]
    e.parcels["P0"] = ParcelM(0, [(attraction, False, 1.0)], 0, False, [])
    e.parcels["P1"] = ParcelM(1, [(0, False, 1.0)], 0, False, [])
    e.area_owner, e.area_parcel, e.spare = {"A0": 0, "A1": 1}, {"A0": "P0", "A1": "P1"}, {"A0": 1, "A1": 0}
    e.entrances_left, e.vending_left = 20, 20
    e.supply = {col: 8 for col in c.colours}
    e.limit = c.limit_for(2)
    return e


def test_capsules_count_as_built_by_a_check_only_when_their_hotel_pays_by_then() -> None:
    # A Hotel of the 3 green capsules costs its Entrance (1,000円; the support stands). Without an
    # Attraction it earns its Franchise Income, 100 a Hotel + 100 a Parcel = 200円 a phase: by round 5's
    # check (round 4's Income only) 200 − 1,000, by round 6's 400 − 1,000 — never built by then, the 3
    # capsules left in hand; by round 8's (5 phases) 1,000 − 1,000 = 0, built (the plan's best point).
    # With an Attraction of 1,000 it earns 1,200 a phase: 1,200 − 1,000 > 0 by round 5's check already.
    hard = level_params("hard")
    valuer = Valuer(0, hard, patience=hard.end_patience)
    bare, paying = _green_in_hand(0), _green_in_hand(1000)
    assert bare.hotel_gain(0, "green", "P0", 3, 0) == 200 and paying.hotel_gain(0, "green", "P0", 3, 0) == 1200
    assert [left_by_check(valuer, bare, Room({"A0": 3}), check, True) for check in (5, 6, 8)] == [3, 3, 0]
    assert [left_by_check(valuer, paying, Room({"A0": 3}), check, True) for check in (5, 6, 8)] == [0, 0, 0]


def test_a_trailer_still_buys_capsules_whose_hotels_pay_by_the_rivals_likely_check() -> None:
    # The trailing position above (the rival likely repays by round 5's check: two Income phases, round
    # 3's and 4's), but hard's starting square S4 (room for 2 one-capsule Hotels with their Vending
    # Machines) is a Parcel whose Attraction pays 1,000円 for sure. Red (4 capsules for 1,000円) then
    # goes into Hotels that earn 1,000 + their Franchise a phase each, more than their Entrance and
    # Vending Machine (1,500) over the two phases: the capsules would not wait in hand when the game
    # ends, so the guard lets them through (`Level.end_built`). Without it, every colour is waste.
    g = _rival_repays_soon()
    view = BotView.of(g, 1)

    def capsules(**changes: object) -> dict[str, float]:
        planner = Planner(view, replace(level_params("hard"), **changes), random.Random(1))  # type: ignore[arg-type]
        assert planner.soon == 5 and planner.room.capacity == {"S4": 2}
        planner.econ.parcels["S4"] = ParcelM(1, [(1000, False, 1.0)], 0, False, [])
        return {o.colour or "": o.value for o in planner.options() if o.kind == "capsules"}

    with_built = capsules()
    assert with_built["red"] > 0
    assert all(v == WASTE for col, v in with_built.items() if col != "red")
    assert all(v == WASTE for v in capsules(end_built=False).values())
