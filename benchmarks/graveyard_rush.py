"""The Graveyard rush (a plug-in on the bot interface): a baseline that tries to end the game at round 2.

    tch-desktop simulate --components classic --players hard,py:benchmarks/graveyard_rush.py:GraveyardRush

It borrows the smallest loan, buys Graveyards on its land for their Yen until its Yen covers its
Debt at round 2 (or its land takes no more), then passes every round. Under the classic set at
2 players that is 4,000 + 4 × 200 = 4,800円, its Debt at round 2, and no rival can fill the
12,000円 Purchase Limit to stop it (docs/balance.md, "A Graveyard rush"); elsewhere the others'
Purchases can end round 1 first and it has thrown its game away. Only actions the engine
accepts are returned.
"""

from __future__ import annotations

from collections.abc import Sequence

from tch_desktop.bots.view import BotView
from tch_desktop.engine import moves, rules
from tch_desktop.engine.actions import Action, ClaimStart, Loan, Pass, QueueSeal


class GraveyardRush:
    """Smallest loan, Graveyards until Yen covers the round-2 Debt, then pass."""

    def __init__(self, player: int, seed: int) -> None:
        self.player = player

    def decide(self, view: BotView, legal: Sequence[str]) -> Action | None:
        me = self.player
        if "claim_start" in legal:
            taken = {a.id for a in view.areas()}
            return ClaimStart(me, sorted(k for k in view.components.starting_parcels if k not in taken)[0])
        if "loan" in legal:
            return Loan(me, min(view.components.loans))
        if view.phase != "purchase" or "barter" in legal:
            return None
        check = rules.next_loans_check(view.components, view.round)
        short = view.round == 1 and check is not None and view.me.yen < view.debt(me, check)
        if short and "buy_graveyard" in legal:
            for act in moves.graveyard_spots(view.game, me, limit=4):
                if view.check(act) is None:
                    return act
        if short and "queue" in legal:
            return QueueSeal(me)
        if short and "leave_queue" in legal and "forfeit" not in legal:
            return None
        return Pass(me) if "pass" in legal else None
