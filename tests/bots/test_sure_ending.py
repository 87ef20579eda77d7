"""Hard plays an ending at the next Loans check that it cannot lose (`Level.sure_end`, bots/ending.py):
the smallest loan and four Graveyards under classic at 2 players, and no such ending where a rival
could fill the Purchase Limit first or end with more."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tch_desktop.bots import BotView, ending
from tch_desktop.bots.bot import Bot
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.simulate import Table, make_setup
from tch_desktop.engine import Game
from tch_desktop.engine.actions import (
    BuyBuilding,
    BuyCapsules,
    BuyGraveyard,
    ClaimStart,
    LeaveQueue,
    Loan,
    QueueSeal,
)
from tests.bots.helpers import hard_round_one

GRAVEYARD_RUSH = f"py:{Path(__file__).parents[2] / 'benchmarks' / 'graveyard_rush.py'}:GraveyardRush"


def _queue_and(g: Game, act: BuyGraveyard | BuyCapsules | BuyBuilding) -> None:
    """`act`'s player to the front of the queue (the others' Seals leave it), then `act`."""
    for q in list(g.state.queue):
        if q != act.player:
            g.apply(LeaveQueue(q))
    if act.player not in g.state.queue:
        g.apply(QueueSeal(act.player))
    g.apply(act)


def test_a_classic_starting_square_takes_four_graveyards() -> None:
    # A 4 × 4 square, Graveyards 1.5 × 1.5 with a 0.5 gap: 1.5 + 0.5 + 1.5 = 3.5 ≤ 4 each way, 2 × 2.
    g = hard_round_one("classic", [4000, 10000])
    assert ending.graveyard_room(g.state, 0) == 4
    _queue_and(g, BuyGraveyard(0, 15.0, 9.0))
    assert ending.graveyard_room(g.state, 0) == 3
    assert ending.graveyard_yen(g.components, 4) == 800


def test_the_smallest_loan_makes_a_sure_round_two_ending_only_under_classic_at_two_players() -> None:
    # Classic, 2 players: 4,000 + 4 × 200 = 4,800 = 4,000 + 2 × 400, the Debt at round 2; the rival's
    # most, 10,000円, cannot fill the 12,000円 limit.
    g = Game(make_setup(["hard", "hard"], 1, components="classic"))
    g.apply(ClaimStart(0, "S1"))
    g.apply(ClaimStart(1, "S4"))
    assert ending.sure_loan(BotView.of(g, 0)) == 4000
    assert Bot(0, "hard", seed=1).decide(BotView.of(g, 0)) == Loan(0, 4000)
    # 3 players: two rivals' 2 × 10,000 ≥ 15,000. Balanced, 2 players: 12,000 ≥ 9,000.
    g3 = Game(make_setup(["hard"] * 3, 1, components="classic"))
    for p, start in enumerate(["S1", "S2", "S4"]):
        g3.apply(ClaimStart(p, start))
    assert ending.sure_loan(BotView.of(g3, 0)) is None
    gb = Game(make_setup(["hard", "hard"], 1, components="balanced"))
    gb.apply(ClaimStart(0, "S1"))
    gb.apply(ClaimStart(1, "S4"))
    assert ending.sure_loan(BotView.of(gb, 0)) is None


def test_a_sure_ending_takes_the_graveyards_then_banks() -> None:
    g = hard_round_one("classic", [4000, 10000])
    sure = ending.sure_ending(BotView.of(g, 0))
    # Rival: 10,000 + 800 − 12,000 = −1,200 at best; hard: 4,000 + 800 − 4,800 = 0.
    assert sure == ending.SureEnding(2, 4, 0)
    assert ending.best_net(BotView.of(g, 0), 1, 2) == -1200
    g.apply(LeaveQueue(1))  # (the rival waits: hard's Seal alone in the queue)
    bot = Bot(0, "hard", seed=1)
    for _ in range(4):
        act = bot.decide(BotView.of(g, 0))
        if isinstance(act, QueueSeal):
            g.apply(act)
            act = bot.decide(BotView.of(g, 0))
        assert isinstance(act, BuyGraveyard)
        g.apply(act)
    assert g.state.players[0].yen == 4800
    assert ending.sure_ending(BotView.of(g, 0)) == ending.SureEnding(2, 0, 0)
    assert bot.decide(BotView.of(g, 0)).TYPE == "pass"  # type: ignore[union-attr]


def test_no_sure_ending_when_the_rivals_can_fill_the_purchase_limit_first() -> None:
    # Balanced, 2 players: the rival's 12,000円 reaches the 9,000円 limit before four Graveyards.
    g = hard_round_one("balanced", [4000, 12000])
    assert ending.sure_ending(BotView.of(g, 0)) is None


def test_no_sure_ending_while_a_rival_could_end_with_more() -> None:
    # Both borrow 4,000: the rival too could reach 4,000 + 4 × 200 − 4,800 = 0, a shared win at
    # best, and that is still sure (no rival above hard's 0).
    g = hard_round_one("classic", [4000, 4000])
    assert ending.best_net(BotView.of(g, 0), 1, 2) == 0
    assert ending.sure_ending(BotView.of(g, 0)) == ending.SureEnding(2, 4, 0)
    # A rival holding 4,100円 could end at 4,100 + 800 − 4,800 = 100 > 0: not sure.
    g.state.players[1].yen = 4100
    assert ending.best_net(BotView.of(g, 0), 1, 2) == 100
    assert ending.sure_ending(BotView.of(g, 0)) is None


def test_a_rivals_best_counts_its_capsules_in_hand_built_beside_its_building() -> None:
    g = hard_round_one("classic", [4000, 10000])
    _queue_and(g, BuyCapsules(1, "red"))
    v0 = BotView.of(g, 0)
    # 4 red in hand, no Building: Franchise with all 4 built on its 1 Parcel 4 × 100 + 1 × 100 = 500,
    # below an Entrance's 1,000円: no new Hotel could earn back its Entrance this round.
    assert ending.income_most(v0, 1) == 0
    _queue_and(g, BuyBuilding(1, "arcade", 21.0, 15.0, 0, None, None, 0))
    v0 = BotView.of(g, 0)
    # Beside an Arcade (best face 4,000円), one Hotel of the 4 red: min(4 × 1,000, 500 + 4,000)
    # − 1,000 = 3,000; two Hotels: min(4,000, 2 × 4,500) − 2,000 = 2,000; the best is 3,000.
    assert ending.income_most(v0, 1) == 3000
    # The Arcade (3 × 3 in a corner of the 4 × 4 square) leaves no room for a Graveyard
    # (3 + 0.5 + 1.5 > 4): 10,000 − 1,000 − 5,000 + 0 + 3,000 − 12,000 = −5,000 < 0, still sure.
    assert ending.graveyard_room(g.state, 1) == 0
    assert ending.best_net(v0, 1, 2) == -5000
    assert ending.sure_ending(v0) == ending.SureEnding(2, 4, 0)


def test_hard_ends_a_classic_two_player_game_at_round_two_against_a_larger_loan() -> None:
    t = Table(["hard", "normal"], 1000, "off", False, components="classic")
    while t.step():
        pass
    s = t.game.state
    assert s.phase == "over" and s.round == 2
    assert s.players[0].loan == 4000 and s.players[0].yen == 4800
    assert s.winners == [0]
    # With the flag off the same game goes on past round 2.
    hard_off = replace(level_params("hard"), sure_end=False)
    t2 = Table(["hard", "normal"], 1000, "off", False, components="classic")
    t2.bots[0].builtin.level = hard_off
    while t2.step():
        pass
    assert t2.game.state.round > 2


@pytest.mark.parametrize("seat", [0, 1])
def test_hard_shares_the_win_with_a_graveyard_rush_it_cannot_beat(seat: int) -> None:
    players = ["hard", GRAVEYARD_RUSH] if seat == 0 else [GRAVEYARD_RUSH, "hard"]
    t = Table(players, 7, "off", False, components="classic")
    while t.step():
        pass
    s = t.game.state
    assert s.phase == "over" and s.round == 2
    assert [p.yen - s.debt(p.index, 2) for p in s.players] == [0, 0]
    assert s.winners == [0, 1]
