"""The phases that need no decision: `Game.apply` calls `advance` after every action.

Marking the round (and its Coupons), revealing the loans, the game-end check,
setting the queue for a Purchase phase, closing purchasing at the Purchase
Limit, Income, and the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tch_desktop.engine import events as ev
from tch_desktop.engine import income, rules

if TYPE_CHECKING:
    from tch_desktop.engine.game import Game


def advance(game: Game) -> None:
    """Move through every phase that needs no decision, up to the next one that does."""
    s = game.state
    if s.phase == "setup" and game._next_claimant() is None:
        mark_round(game, 1)
        s.phase = "loans"
        game.emit(ev.PhaseChanged(phase="loans", round=1))
    if s.phase == "loans" and all(p.loan is not None for p in s.players):
        reveal_loans(game)
        start_purchase(game)
    while s.phase == "purchase" and purchase_over(game):
        run_income(game)
        check = rules.next_loans_check(game.components, s.round)
        if check is None:
            end_game(game, "rounds")
            return
        mark_round(game, check)
        if game_end_check(game):
            return
        start_purchase(game)


def mark_round(game: Game, r: int) -> None:
    s = game.state
    s.round = r
    game.emit(ev.RoundMarked(round=r))
    if r in game.components.coupon_rounds:
        n = game.components.coupon_round_coupons
        for p in s.players:
            p.coupons += n
        game.emit(ev.RoundCoupons(round=r, coupons=n))


def reveal_loans(game: Game) -> None:
    s = game.state
    for p in s.players:
        assert p.loan is not None
        s.change_yen(p.index, p.loan, "loan")
        bonus = game.components.loans[p.loan]
        p.coupons += bonus
    game.emit(ev.LoansRevealed(loans=[p.loan for p in s.players],
                               coupons=[game.components.loans[p.loan or 0] for p in s.players]))


def game_end_check(game: Game) -> bool:
    s = game.state
    debts = [s.debt(p.index) for p in s.players]
    able = rules.repaying([p.yen for p in s.players], debts)
    game.emit(ev.EndCheck(round=s.round, able=able, debts=debts))
    if able:
        end_game(game, "repaid")
        return True
    return False


def start_purchase(game: Game) -> None:
    s = game.state
    s.phase = "purchase"
    s.spend = 0
    s.purchasing_open = True
    s.barters.clear()
    for p in s.players:
        p.passed = False
    order: list[int] = []
    n = len(s.players)
    for yen in sorted({p.yen for p in s.players}):
        tied = [p.index for p in s.players if p.yen == yen]
        if len(tied) > 1:
            first = game.draw_first(tied)
            tied.sort(key=lambda i: (i - first) % n)
            game.emit(ev.TiebreakDrawn(first=first, tied=list(tied)))
        order += tied
    s.queue = order
    game.emit(ev.PhaseChanged(phase="purchase", round=s.round, queue=list(order), limit=s.limit))


def purchase_over(game: Game) -> bool:
    s = game.state
    if all(p.passed for p in s.players):
        return True
    return not s.purchasing_open and not s.barters


def run_income(game: Game) -> None:
    s = game.state
    s.phase = "income"
    s.queue = []
    s.purchasing_open = False
    game.emit(ev.PhaseChanged(phase="income", round=s.round))
    income.run_income(game)


def end_game(game: Game, reason: str) -> None:
    s = game.state
    s.phase = "over"
    s.end_reason = reason
    s.net = rules.final_nets([p.yen for p in s.players], [s.debt(p.index) for p in s.players])
    s.winners = rules.winners(s.net)
    game.emit(ev.GameOver(reason=reason, round=s.round, winners=list(s.winners), net=list(s.net)))


def close_purchasing(game: Game) -> None:
    """The Purchase Limit is reached: Seals go back, only open Barters may finish."""
    s = game.state
    s.purchasing_open = False
    returned = list(s.queue)
    s.queue = []
    game.emit(ev.LimitReached(spend=s.spend, limit=s.limit, returned=returned))
