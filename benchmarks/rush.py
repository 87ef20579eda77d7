"""A greedy rush: the baseline the hard bot must beat (a plug-in on the bot interface).

    tch-desktop simulate --players hard,py:benchmarks/rush.py:Rush

It values each option as Income per round × Income phases left − price,
buys the cheapest whole colour early, builds one-capsule Hotels (a Vending
Machine first where needed) as fast as money allows, and then banks its
money so that it can repay its Debt at a Loans phase and end the game.
Written after the balance review's description ("A rush beats the hard
bot"); it uses only the public bot interface and the engine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tch_desktop.bots.econ import Econ
from tch_desktop.bots.placement import hotel_action, parcel_action, support_action
from tch_desktop.bots.space import Space
from tch_desktop.bots.view import BotView
from tch_desktop.engine import rules
from tch_desktop.engine.actions import (
    PURCHASE_TYPES,
    Action,
    BuyCapsules,
    ClaimStart,
    Loan,
    Pass,
    QueueSeal,
)


class Rush:
    """Cheapest colour, one-capsule Hotels at once, then bank to repay."""

    def __init__(self, player: int, seed: int) -> None:
        self.player = player
        self.rng = random.Random(seed * 31 + player)

    def decide(self, view: BotView, legal: Sequence[str]) -> Action | None:
        me = self.player
        if "claim_start" in legal:
            taken = {a.id for a in view.areas()}
            free = sorted(k for k in view.components.starting_parcels if k not in taken)
            return ClaimStart(me, self.rng.choice(free))
        if "loan" in legal:
            return Loan(me, max(view.components.loans))
        if view.phase != "purchase" or "barter" in legal:
            return None
        if any(k in PURCHASE_TYPES for k in legal):
            return self._purchase(view) or (Pass(me) if "pass" in legal else None)
        if "leave_queue" in legal:
            return None
        if "queue" in legal and self._purchase(view, dry=True) is not None:
            return QueueSeal(me)
        return Pass(me) if "pass" in legal else None

    def _purchase(self, view: BotView, dry: bool = False) -> Action | None:
        me, c = self.player, view.components
        e = Econ.of(view.state)
        left = e.incomes_left()
        money = e.yen[me] + rules.coupon_yen(c, e.coupons[me])
        # Bank once the Debt is within reach: the game ends when someone can repay.
        debt_end = e.debt(me, c.rounds)
        if view.round >= 4 and money + e.rate(me) * (left - 1) >= debt_end - 2000 and e.rate(me) > 0:
            reserve = True
        else:
            reserve = False
        space = Space(view.state, me)
        hand = {col: n for col, n in sorted(e.hand[me].items()) if n > 0}
        if hand and e.entrances_left > 0:
            for colour in hand:
                for area in space.rooms:
                    parcel = e.area_parcel[area]
                    # The whole colour will stand: every Hotel earns the Franchise of all of them.
                    n = sum(1 for h in e.hotels if h.colour == colour) + hand[colour]
                    per = e.hotel_value(parcel, rules.franchise_income(c, [parcel] * n), 1)
                    ready = e.spare.get(area, 0) > 0
                    cost = c.entrance_price + (0 if ready else c.vending_price)
                    if per * (left - 1) - cost <= 0 or money < cost:
                        continue
                    if dry:
                        return Pass(me)
                    if ready:
                        act = hotel_action(view, space, colour, 1, area, False)
                    else:
                        act = support_action(view, space, area, colour, 1, False, False)
                    if act is not None:
                        return act
            # No room left for the capsules in hand: the cheapest Land Parcel board.
            board = min(c.boards, key=lambda b: c.boards[b].price)
            if left >= 3 and money >= c.boards[board].price + c.entrance_price + c.vending_price:
                if dry:
                    return Pass(me)
                act = parcel_action(view, board, False, self.rng)
                if act is not None:
                    return act
        if reserve or hand or view.round > 3:
            return None
        best: tuple[float, str, int] | None = None
        for colour, price in sorted(c.capsule_price.items(), key=lambda kv: kv[1]):  # cheapest first
            n = e.supply.get(colour, 0)
            if colour == "pink" or n < 3 or money < price + c.entrance_price + c.vending_price:
                continue
            per = e.hotel_value("", rules.franchise_income(c, [""] * n), 1)
            score = per * n * (left - 2) - price - n * (c.entrance_price + c.vending_price)
            if score > 0:
                best = (score, colour, price)
                break
        if best is None:
            return None
        if dry:
            return Pass(me)
        act = BuyCapsules(me, best[1], rules.coupons_to_pay(c, best[2], e.coupons[me]))
        return act if view.check(act) is None else None
