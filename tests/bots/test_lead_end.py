"""Issue 12: hard plays for the repayment ending when it leads (`Level.lead_end`,
`Valuer.leading_end`): it values its options to the Loans phase at which its banked Yen covers
its Debt, so it does not spend below that line on what pays back only later."""

from __future__ import annotations

import random
from dataclasses import replace

from tch_desktop.bots import BotView
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import Level, level_params
from tch_desktop.bots.planner import Planner
from tch_desktop.bots.valuation import Valuer
from tch_desktop.engine import Game
from tests.engine.helpers import buy, give_yen, hotel, purchasing, to_front


def _orange_leader(yen: int, rival_yen: int = 5000, round_no: int = 6) -> Game:
    """Classic, loans of 10,000円. Aiko (0) owns S1 with an orange Hotel of one capsule (Franchise
    100 × (1 Hotel + 1 Parcel) = 200円 a round) and a spare Vending Machine, one orange capsule in
    hand and `yen`; Sora (1) holds `rival_yen` and nothing else."""
    g = purchasing(2, first=0)
    s = g.state
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    s.players[0].capsules = {"orange": 2}
    s.supply["orange"] -= 2
    buy(g, hotel(0, "orange", 18, 9, 1))
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 12})
    s.round = round_no
    give_yen(g, 0, yen - s.players[0].yen)
    give_yen(g, 1, rival_yen - s.players[1].yen)
    return g


def _hotel_value(g: Game, level: Level) -> float:
    to_front(g, 0)
    planner = Planner(BotView.of(g, 0), level, random.Random(1))
    return next(o.value for o in planner.options() if o.kind == "hotel")


def test_a_leader_who_can_repay_at_the_next_loans_phase_by_banking_does_not_build_what_pays_back_later() -> None:
    # Round 6: a Debt of 10,000 + 7 × 1,000 = 17,000円 at round 7's Loans phase. Aiko holds
    # 17,000円 and earns 200円 a round: banked, 17,200円 covers it, and Sora (5,000円, no Income)
    # is 12,000円 behind, so the game ends there with Aiko ahead. A second orange Hotel (its
    # Entrance 1,000円; the Franchise rises to 100 × (2 + 1) = 300円: 300 + 100 more for the
    # first = 400円 a round) earns 400 × 3 − 1,000 = +200円 to the last round, but by round 7's
    # Loans phase only 400 − 1,000 = −600円, and it would leave 16,000 + 600 = 16,600円 — short
    # of the Debt, so the game would go on. Hard banks; valuing to round 8 it built the Hotel.
    hard = level_params("hard")
    g = _orange_leader(17000)
    e = Econ.of(g.state)
    assert e.debt(0, 7) == 17000 and e.rates() == [200.0, 0.0]
    assert e.hotel_gain(0, "orange", "S1", 1, 0) == 400
    assert Valuer(0, hard, hard.end_patience).leading_end(e) == (1, 7)
    assert round(_hotel_value(g, hard)) == -600
    assert round(_hotel_value(g, replace(hard, lead_end=False))) == 200


def test_the_leader_values_to_the_last_round_when_its_banked_yen_would_not_cover_its_debt() -> None:
    # With 16,700円 Aiko's banked Yen at round 7 is 16,900 < 17,000円; at round 8, 17,100 <
    # 18,000 — it cannot end the game by banking, so it values to the last round as before.
    hard = level_params("hard")
    g = _orange_leader(16700)
    assert Valuer(0, hard, hard.end_patience).leading_end(Econ.of(g.state)) is None
    assert round(_hotel_value(g, hard)) == 200


def test_no_banking_for_an_end_at_which_a_rival_would_lead() -> None:
    # Sora holds 20,000円: it could repay at round 7 too, with 3,000円 left against Aiko's 200円 —
    # ending the game there would lose it, so Aiko does not play for it.
    hard = level_params("hard")
    g = _orange_leader(17000, rival_yen=20000)
    assert Valuer(0, hard, hard.end_patience).leading_end(Econ.of(g.state)) is None


def test_the_leader_banks_for_the_first_loans_phase_its_yen_and_income_reach() -> None:
    # Round 4, Aiko also owns five one-capsule red Hotels on a Parcel of their own (Franchise
    # 100 × (5 + 1) = 600円 each): 3,000 + 200 = 3,200円 a round, and 10,000円. Round 5's Debt
    # 15,000 (10,000 + 3,200 = 13,200 short), round 6's 16,000 (10,000 + 2 × 3,200 = 16,400
    # covers it): it plays for round 6, two Income phases on. Had Sora 15,000円, Sora could
    # repay at round 5, before it: no end to play for.
    hard = level_params("hard")
    v = Valuer(0, hard, hard.end_patience)
    for sora, end in ((5000, (2, 6)), (15000, None)):
        e = Econ.of(_orange_leader(10000, rival_yen=sora, round_no=4).state)
        e.add_parcel(0, "P")
        for _ in range(5):
            e.add_hotel(0, "red", "P", 1, from_hand=False)
        assert e.rates() == [3200.0, 0.0] and e.debt(0, 6) == 16000
        assert v.leading_end(e) == end
