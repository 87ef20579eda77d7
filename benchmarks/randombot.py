"""A random legal player (a plug-in on the bot interface): every level must beat it ≥ 99 %.

    tch-desktop simulate --players easy,py:benchmarks/randombot.py:RandomLegal

It asks the engine (`engine.moves`) for concrete Purchases of each kind it
may make and picks one at random; it queues, passes and chooses its loan at
random too. Only actions the engine accepts are returned.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tch_desktop.bots.view import BotView
from tch_desktop.engine import moves
from tch_desktop.engine.actions import (
    PURCHASE_TYPES,
    Action,
    BuyCapsules,
    BuyPink,
    ClaimStart,
    Loan,
    Pass,
    QueueSeal,
)


class RandomLegal:
    """Random but legal: a coin decides whether to buy, the engine what is possible."""

    def __init__(self, player: int, seed: int) -> None:
        self.player = player
        self.rng = random.Random(seed * 7 + player)

    def decide(self, view: BotView, legal: Sequence[str]) -> Action | None:
        me, rng = self.player, self.rng
        if "claim_start" in legal:
            taken = {a.id for a in view.areas()}
            return ClaimStart(me, rng.choice(sorted(k for k in view.components.starting_parcels
                                                    if k not in taken)))
        if "loan" in legal:
            return Loan(me, rng.choice(sorted(view.components.loans)))
        if view.phase != "purchase" or "barter" in legal:
            return None
        if any(k in PURCHASE_TYPES for k in legal):
            if rng.random() < 0.8:
                acts = [a for a in self._candidates(view, legal) if view.check(a) is None]
                if acts:
                    return rng.choice(acts)
            return Pass(me) if "pass" in legal else None
        if "leave_queue" in legal:
            return None
        if "queue" in legal and rng.random() < 0.6:
            return QueueSeal(me)
        return Pass(me) if "pass" in legal else None

    def _candidates(self, view: BotView, legal: Sequence[str]) -> list[Action]:
        g, me, c, rng = view.game, self.player, view.components, self.rng
        s = view.state
        out: list[Action] = []
        if "buy_capsules" in legal:
            cols = [k for k in c.capsule_price if s.supply.get(k)]
            if cols:
                out.append(BuyCapsules(me, rng.choice(sorted(cols))))
        if "buy_pink" in legal:
            out.append(BuyPink(me, rng.randint(1, 4)))
        if "buy_parcel" in legal and rng.random() < 0.3:
            out += moves.parcel_spots(g, me, rng.choice(sorted(c.boards)), limit=2)
        if "buy_vending" in legal:
            out += moves.vending_spots(g, me, limit=2)
        if "buy_graveyard" in legal and rng.random() < 0.3:
            out += moves.graveyard_spots(g, me, limit=2)
        if "build_hotel" in legal:
            for col, n in sorted(s.players[me].capsules.items()):
                if n > 0:
                    out += moves.hotel_designs(g, me, col, rng.randint(1, n), limit=2)
        if "buy_building" in legal and rng.random() < 0.3:
            out += moves.building_spots(g, me, rng.choice(sorted(c.buildings)), limit=2)
        return out
