"""How much a position is worth to a bot: projected Yen − Debt, plans, rivals.

`Valuer` scores an `Econ` (the table in numbers) for one player:

    worth = Yen + Coupons − Debt at the likely end + expected Income until then
            + trust × (what the capsules in hand will earn once built)

and the bot's utility is its own worth minus `rival_weight` × the best
rival's (the winner is whoever ends with the most Yen − Debt). Options are
compared by the change in utility they bring, so paying for something is
worth it exactly when what it earns before the end covers its price.

The "build-out" values capsules in hand: it builds them, greedily and on
paper, into Hotels on the land the player has room on, one Purchase after
another, each within the player's share of the Purchase Limit; a Hotel built
later earns for fewer rounds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from math import inf
from typing import NamedTuple

from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import Level
from tch_desktop.bots.placement import ground_slots
from tch_desktop.engine import rules
from tch_desktop.engine.components import Components


@dataclass
class PlanOutcome:
    """A build-out's reach: capsules in hand, capsules it builds, areas it builds in."""

    capsules: int
    built: int
    areas: set[str]
    earned: dict[str, float] = field(default_factory=dict)  # per colour: its Hotels' worth, less their costs

    @property
    def stranded(self) -> int:
        """Capsules the plan never builds."""
        return max(0, self.capsules - self.built)


@dataclass
class Room:
    """Room for more Hotels: capacity (one-capsule Hotels with support) per area."""

    capacity: dict[str, int]

    def copy(self) -> Room:
        """An independent copy to try a hypothesis on."""
        return Room(dict(self.capacity))


class Valuer:
    """Scores positions for one player at one moment of the game."""

    def __init__(self, player: int, level: Level, patience: int = 0) -> None:
        self.player = player
        self.level = level
        self.patience = patience
        self._rival_plans: dict[tuple[object, ...], float] = {}  # see `_rival_plan`
        self.rival_room: dict[int, int] | None = None  # each rival's room (see `race`), when known
        self.rival_areas: dict[int, dict[str, int]] = {}  # each rival's room by area (`Level.rival_land`)

    # ------------------------------------------------------------ utility
    def utility(self, e: Econ, room: Room, wait: int = 0,
                horizon: tuple[int, int] | None = None) -> float:
        """The bot's utility; `wait` rounds pass before its plan may go on (1: it passes now).

        `horizon` fixes (Income phases left, round of repayment) instead of
        estimating them from `e` — to compare positions at the same end.
        """
        if not (self.level.rival_weight and e.n > 1):
            return self.worths(e, room, wait, horizon, rivals=False)[0]
        mine, best = self.worths(e, room, wait, horizon)
        # Head to head, the rival's gain is the bot's loss; at a bigger table
        # the best rival is only one of several who might win.
        weight = self.level.rival_weight * (1.0 if e.n == 2 else 0.75)
        return mine - weight * best

    def worths(self, e: Econ, room: Room, wait: int = 0, horizon: tuple[int, int] | None = None,
               rivals: bool = True) -> tuple[float, float]:
        """(The bot's projected Yen − Debt with its trusted build-out, the best rival's with its
        plan) at the end (`horizon`, else as the bot expects it); the second 0 without `rivals`."""
        me = self.player
        rates = e.rates()
        incomes, end = horizon if horizon is not None else e.horizon(self.patience, rates)
        mine = (e.projected_net(me, incomes, end, rates[me])
                + self.buildout(e, room, incomes, rates[me], wait, raced=self.level.raced_entrances))
        if not rivals or e.n < 2:
            return mine, 0.0
        best = max(e.projected_net(p, incomes, end, rates[p])
                   + (self._rival_plan(e, p, incomes, rates[p]) if self.level.rival_plans else 0.0)
                   for p in range(e.n) if p != me)
        return mine, best

    def _rival_plan(self, e: Econ, rival: int, incomes: int, rate: float) -> float:
        """What a rival's capsules in hand will earn them (on new land: their room is not measured).

        Worked out once per distinct position of that rival's plan: most options a bot weighs
        leave it as it was (issue 16). The key holds everything the plan reads: the rival's
        hand, money and rate, the Purchase Limit spent, the Entrances left, the Hotels of the
        colours in hand (each rival's own with its Parcel's model, which its Income uses), and of
        each of the rival's areas with room what the plan reads there: its room, owner and
        Parcel, the support spare there (Vending Machines and Graveyards less Hotels), whether
        the Golden Rule is lifted, and the Parcel's model.
        """
        hand = tuple((col, n) for col, n in e.hand[rival].items() if n > 0)
        if not hand:
            return 0.0
        land = Room(dict(self.rival_areas.get(rival, {})))  # (empty unless `Level.rival_land`)
        if not Econ.remember:  # see Econ.remember
            return Valuer(rival, self.level, self.patience).buildout(e, land, incomes, rate)
        colours = {col for col, _ in hand}
        hotels = tuple((h.colour, h.parcel) if h.owner != rival else
                       (h.colour, h.parcel, h.capsules, *self._parcel_key(e, h.parcel))
                       for h in e.hotels if h.colour in colours)
        areas = tuple(self._area_key(e, a, n) for a, n in sorted(land.capacity.items()) if n > 0)
        key = (type(e), rival, incomes, rate, hand, e.entrances_left, e.spend, e.limit, e.yen[rival],
               e.coupons[rival], hotels, areas)
        known = self._rival_plans.get(key)
        if known is None:
            known = self._rival_plans[key] = Valuer(rival, self.level, self.patience).buildout(
                e, land, incomes, rate)
        return known

    @classmethod
    def _area_key(cls, e: Econ, area: str, room: int) -> tuple[object, ...]:
        """What a plan reads of an area with `room`: owner, Parcel, spare support, the Golden Rule
        lifted or not, the Parcel's model (`_plan`'s spots and `Econ.hotel_gain`)."""
        parcel = e.area_parcel.get(area, "")
        return (area, room, e.area_owner.get(area), parcel, e.spare.get(area, 0), parcel in e.lifted,
                *cls._parcel_key(e, parcel))

    @staticmethod
    def _parcel_key(e: Econ, parcel: str) -> tuple[object, ...]:
        pm = e.parcels.get(parcel)
        return () if pm is None else (pm.graveyards, pm.ignore_graveyards, tuple(pm.outcomes))

    def _memo(self, e: Econ) -> dict[MemoKey, Memo] | None:
        """What a Hotel of each colour would take and add on `e`, by the Hotels of the colour a plan
        has built on it so far (None: remember nothing).

        A plan weighs every colour in hand in every area at each step, and the plans of one
        position (the whole hand, each colour alone, the thrift checks, the rivals' plans, each
        Purchase a playout tries on a copy) all start from it. A colour's figures read only its own
        Hotels and the Parcels' models, so they hold for every plan on `e` (and on copies of `e`
        not changed since) that has built the same Hotels of the colour (issue 16). Kept by `e`
        (`Econ.figures`).
        """
        if not Econ.remember:
            return None
        return e.figures(self.player)

    def horizon(self, e: Econ) -> tuple[int, int]:
        """(Income phases left, round of repayment) as this bot expects them."""
        return e.horizon(self.patience)

    # ------------------------------------------------------------ the build-out
    def buildout(self, e: Econ, room: Room, incomes: int, rate: float, wait: int = 0,
                 raced: bool = False) -> float:
        """What turning the capsules in hand into Hotels is worth (trusted share).

        Hotels go where they earn most; when the land is full and capsules
        are left, the plan buys the Land Parcel board with the most room per
        Yen — kept only if the Hotels it holds pay for it. `raced`: the plan
        counts only the Entrances the rivals' capsules leave (`entrances_for`,
        as the thrift checks do), so when they are few its last Hotel takes
        every capsule left instead of planning one-capsule Hotels for
        Entrances that rivals will take first.
        """
        me = self.player
        hand = {c: n for c, n in e.hand[me].items() if n > 0}
        if not hand or incomes <= 0 or e.entrances_left <= 0:
            return 0.0
        entrances = self.entrances_for(e) if raced else None
        race = self.race(e) if raced else None
        # Greedy plans are not monotone: a stray capsule can spoil a colour's run.
        # More capsules are never worth less than fewer, so each colour alone is tried too.
        best = self._plan(e, room, incomes, rate, wait, hand, entrances=entrances, race=race)
        if len(hand) > 1:
            for colour, n in hand.items():
                best = max(best, self._plan(e, room, incomes, rate, wait, {colour: n}, entrances=entrances,
                                            race=race))
        return self.level.potential_trust * best

    def plan_outcome(self, e: Econ, room: Room, hand: dict[str, int], wait: int = 0,
                     slack: int = 0, lands: int | None = None, pace: float = 1.0,
                     strict: bool = False, unbound: bool = False) -> PlanOutcome:
        """What the greedy build-out of `hand` comes to: capsules it builds and the areas it uses.

        A plan stops when its next Hotel would not pay before the end, when
        the Entrances, the money or the Income phases run out; whatever is
        still in hand then would never be built. `slack` Income phases fewer
        are assumed (the end may come sooner, money may be short); `lands`
        caps the Land Parcel boards the plan may buy on paper (default: the level's);
        `pace` is the share of the Purchase Limit the player expects to get.
        `strict`: only the Hotels up to the plan's best point count as built (a
        plan goes on through a few weak Hotels looking for a later best; without
        one it would not build them) — the test for capsules not yet bought.
        `unbound`: the rivals race for the Entrances as if their room were unlimited (the rival who
        runs out of room buys a board within the round as often as not).
        """
        me = self.player
        incomes, _ = e.horizon(self.patience)
        incomes -= slack
        out = PlanOutcome(sum(n for n in hand.values() if n > 0), 0, set())
        entrances = self.entrances_for(e)
        if incomes > 0 and entrances > 0:
            self._plan(e, room, incomes, e.rate(me), wait, {c: n for c, n in hand.items() if n > 0}, out,
                       self.level.plan_lands if lands is None else lands, pace, strict, entrances, thrift=True,
                       race=self.race(e, unbound) if self.level.raced_entrances else None)
        return out

    def entrances_for(self, e: Econ) -> int:
        """The Entrances this player can count on while rivals race for them too.

        What is left, less a Hotel for each capsule a rival holds (a rival with none
        but the money for a colour still in the supply is expected to buy the smallest
        one), never less than an even share. With 20 Entrances at 4 players, three
        rivals holding 5, 6 and 7 capsules leave 20 − 18 = 2, so an even share: 5.
        """
        me, left = self.player, e.entrances_left
        if e.n <= 1 or left <= 0:
            return max(0, left)
        c = e.c
        colours = [(c.capsule_price[col], n) for col, n in e.supply.items() if n > 0 and col in c.capsule_price]
        demand = 0
        for p in range(e.n):
            if p == me:
                continue
            held = e.in_hand(p)
            if not held:
                held = min((n for price, n in colours
                            if rules.can_afford(c, price, e.yen[p], e.coupons[p])), default=0)
            demand += held
        return max(-(-left // e.n), left - demand)

    def race(self, e: Econ, unbound: bool = False) -> Race:
        """The rivals in the race for the Entrances: each one's capsules in hand, room and pace.

        A rival builds a one-capsule Hotel for each capsule it holds, as many a round as its
        share of the Purchase Limit pays Entrances and Vending Machines for; once its room
        (`rival_room`, one-capsule Hotels with support; unknown: room for all) is full it first
        buys the Land Parcel board with the most room per Yen, which takes that board's price
        of its share. At 4 players of the classic set (4,500円 a round each, 1,500円 a Hotel:
        3 a round; board A for 3,000円, ⅔ of a round), a rival holding 6 capsules with room for
        2 has 2 Hotels by ⅔ of a round, buys its board until 1⅓ and has 6 by 2⅔.
        """
        if e.n <= 1:
            return Race(())
        c = e.c
        hotel = c.entrance_price + c.vending_price
        share = e.limit / e.n
        board = best_board(c)[1] / share
        out = []
        for p in range(e.n):
            held = e.in_hand(p)
            if p == self.player or not held:
                continue
            pace = min(share, max(float(hotel), e.yen[p] + e.rate(p))) / hotel  # (money a round, too)
            room = held if self.rival_room is None or unbound else self.rival_room.get(p, held)
            out.append((held, room, pace, board))
        return Race(tuple(out))

    def _plan(self, e: Econ, room: Room, incomes: int, rate: float, wait: int,
              hand: dict[str, int], out: PlanOutcome | None = None, max_lands: int | None = None,
              pace: float = 1.0, strict: bool = False, entrances: int | None = None,
              thrift: bool = False, race: Race | None = None) -> float:
        me = self.player
        hand = dict(hand)
        cap = {a: n for a, n in room.capacity.items() if n > 0 and e.area_owner.get(a) == me}
        e.reckon(hand)  # (on `e` itself: the next plans on it, and its copies, find them)
        work = e.copy()
        c = e.c
        share = pace * e.limit / max(e.n, 1)
        budget = [max(0.0, share - e.spend / max(e.n, 1)),
                  float(e.yen[me] + rules.coupon_yen(c, e.coupons[me]))]  # this round's share, money
        delay = float(wait)
        if wait:
            budget = [share, budget[1] + wait * rate]
        # The thrift checks (`thrift`) count the Coupons of the Coupon rounds still to come, each when
        # its round is marked (in rounds from now); the valuation does not: counted there too, hard spent
        # them on plans that left capsules unbuilt in 4-player games and lost more often to the rush.
        coupons = sorted((float(r - e.round), float(rules.coupon_yen(c, c.coupon_round_coupons)))
                         for r in c.coupon_rounds if thrift and r > e.round)
        while coupons and coupons[0][0] <= delay:
            budget[1] += coupons.pop(0)[1]
        income = rate  # grows as the plan's Hotels open
        # A thrift check of a level that weighs its rivals (`shared_thrift`) counts a Hotel by what it
        # earns less the weighted share its Franchise gives the best rival, as the bot's choice of
        # Purchase will: a capsule whose Hotel would pay only by the bot's own Income is never built.
        rivals = [p for p in range(e.n) if p != me]
        shared = (self.level.rival_weight * (1.0 if e.n == 2 else 0.75)
                  if thrift and self.level.shared_thrift and rivals else 0.0)
        memo = self._memo(e)
        figures: dict[str, Memo] = {}  # each colour's, as the plan's own Hotels of it stand (`path`)
        path: dict[str, tuple[tuple[str, int], ...]] = {}  # the Hotels of each colour the plan built
        total = best = 0.0
        entrances = e.entrances_left if entrances is None else min(entrances, e.entrances_left)
        # The race for the Entrances (`race`, hard's `raced_entrances`): by the plan's moment `clock`
        # (in rounds from now) the rivals with capsules in hand have taken `race.taken(clock)`. Each
        # of the plan's Purchases moves the clock on by its price's share of the player's part of the
        # Purchase Limit (the rivals spend theirs meanwhile), a wait by the wait, and a Purchase that
        # waits for money comes after the next Income phase (the money comes then, however small the
        # wait looks in fractions of a round). The plan stops when the Entrances left to it are gone,
        # and its last Hotel takes every capsule left.
        clock = float(wait)
        hotels = 0  # Hotels the plan has built

        def raced(at: float) -> int:
            """The Entrances left to the plan at moment `at` (all it can count on without a race)."""
            if race is None:
                return entrances
            return min(entrances, int(e.entrances_left - hotels - race.taken(at)))

        lands = 0
        weak = 0
        built, areas = 0, set()  # what the plan has built so far …
        at_best: tuple[int, set[str]] = (0, set())  # … and at its best point (where it would stop)
        earned: dict[str, float] = {}  # what each colour's Hotels add, less their Entrance and support …
        earned_best: dict[str, float] = {}  # … up to the best point

        def wait_for(cost: float) -> bool:
            """Wait (in fractions of a round: timing is uncertain anyway) until `cost` can be paid;
            a Coupon round's Coupons count from the moment they come."""
            nonlocal delay, clock
            while True:
                short_share = max(0.0, cost - budget[0]) / share
                short_money = max(0.0, cost - budget[1])
                if short_money > 0 and income <= 0:
                    wait = inf  # only Coupons to come can pay
                else:
                    wait = max(short_share, short_money / income if short_money > 0 else 0.0)
                if not coupons or coupons[0][0] >= delay + wait:
                    break
                at, yen = coupons.pop(0)  # Coupons come before the money is there: take them, wait on
                step = max(0.0, at - delay)
                delay += step
                budget[0] += step * share
                budget[1] += step * income + yen
            if wait == inf:
                return False
            # (the race's clock: see above)
            clock = max(clock + max(0.0, cost) / share, delay + wait,
                        float(int(delay)) + 1.0 if short_money > 0 else 0.0)
            delay += wait
            budget[0] += wait * share - cost
            budget[1] += wait * income - cost
            return delay < incomes

        while hand and (avail := raced(clock)) > 0:
            if not cap:
                best = max(best, total)
                if lands >= (self.level.plan_lands if max_lands is None else max_lands):
                    break
                board, price, room_n = board_for(c, budget[1], income)
                if not wait_for(price):
                    break
                lands += 1
                new = f"plan-{lands}"
                work.add_parcel(me, new)
                cap[new] = room_n
                total -= price
                continue
            pick: tuple[float, str, str, int, float, float, float] | None = None
            # (what stays the same for every colour and area of this step, worked out once)
            last = avail == 1 or incomes - delay <= 1
            left, room_left = sum(hand.values()), sum(cap.values())
            later = raced(clock + 1.0) if thrift and race is not None and race.rivals and self.level.raced_packing \
                else None
            if later is not None and not 0 < later < left:
                later = None  # (`_packed_for_race` would leave every Hotel as it is)
            packing = thrift and room_left < left <= room_left + PACK_MOST  # (else `_packed` changes nothing)
            spots: list[tuple[str, str, int, float]] = []  # each area: its Parcel, room, a Hotel's cost there
            for area, here in cap.items():
                parcel = work.area_parcel[area]
                supported = work.spare.get(area, 0) > 0 or parcel in work.lifted
                spots.append((area, parcel, here, c.entrance_price + (0 if supported else c.vending_price)))
            remaining = incomes - delay
            gain_of, fitting = work.hotel_gain, _fitting
            for colour, held in hand.items():
                known = figures.get(colour)
                if known is None and memo is not None:
                    # (the plans of a position that built the same Hotels of the colour share them)
                    mkey = (colour, path.get(colour, ()))
                    known = memo.get(mkey)
                    if known is None:
                        known = memo[mkey] = ({}, {}, {})
                    figures[colour] = known
                # (nothing remembered: the figures are kept for this step only, where nothing changes)
                needs, adds, gives = known if known is not None else ({}, {}, {})
                for area, parcel, here, cost in spots:
                    if last:
                        k = held  # the last chance: every capsule goes in
                    else:
                        got = needs.get((parcel, held))
                        if got is None:
                            got = needs[(parcel, held)] = work.useful_capsules(colour, parcel, held)
                        k = got
                    k = fitting(c, colour, k, here)
                    # (the valuation's plans stay as they were: see the Coupons above)
                    if packing:
                        k = _packed(c, colour, k, held, here, left, room_left)
                    if later is not None:
                        k = _packed_for_race(c, colour, k, held, here, left, later)
                    at = (parcel, k)
                    worth = adds.get(at)
                    if worth is None:
                        worth = adds[at] = gain_of(me, colour, parcel, k, me)
                    gain = own = worth
                    if shared:  # what the Hotel's Franchise gives the best rival counts against it
                        theirs = gives.get(at)
                        if theirs is None:
                            theirs = gives[at] = max(gain_of(p, colour, parcel, k, me) for p in rivals)
                        gain -= shared * theirs
                    score = gain * remaining - cost
                    if pick is None or score > pick[0]:
                        pick = (score, colour, area, k, gain, cost, own)
            assert pick is not None
            _, colour, area, k, gain, cost, own = pick
            if not wait_for(cost) or raced(clock) <= 0:
                break  # (or the rivals took the last Entrances while the plan waited)
            value = gain * (incomes - delay) - cost
            # A colour's first Hotels earn little but make the next ones earn more:
            # go on through a couple of weak steps and keep the best point reached.
            weak = weak + 1 if value <= 0 else 0
            if weak > 2 or value < -cost:
                break
            total += value
            built += k
            areas.add(area)
            earned[colour] = earned.get(colour, 0.0) + value
            if total >= best:
                best = total
                at_best = (built, set(areas))
                earned_best = dict(earned)
            income += own
            entrances -= 1
            hotels += 1
            if work.spare.get(area, 0) <= 0:
                work.spare[area] = work.spare.get(area, 0) + 1
            work.add_hotel(me, colour, area, k, from_hand=False)  # (the plan keeps its own `hand`)
            if memo is not None:
                # Its Franchise grew: its figures are those of the Hotels built so far from now on.
                path[colour] = (*path.get(colour, ()), (work.area_parcel[area], k))
                del figures[colour]
            hand[colour] -= k
            if hand[colour] <= 0:
                del hand[colour]
            cap[area] -= ground_slots(c, k, colour)
            if cap[area] <= 0:
                del cap[area]
        if out is not None:
            counted = at_best if strict else (built, areas)
            out.built += counted[0]
            out.areas |= counted[1]
            for colour, value in (earned_best if strict else earned).items():
                out.earned[colour] = out.earned.get(colour, 0.0) + value
        return max(best, total)


class Race(NamedTuple):
    """The rivals in the race for the Entrances (`Valuer.race`)."""

    rivals: tuple[tuple[int, int, float, float], ...]  # each: capsules held, room, Hotels a round, a board's rounds

    def taken(self, at: float) -> float:
        """The Entrances the rivals have taken `at` rounds from now."""
        total = 0.0
        for held, room, pace, board in self.rivals:
            built = pace * at
            if built > room:  # its room is full: a board first
                built = max(float(room), pace * (at - board))
            total += min(float(held), built)
        return total


MemoKey = tuple[str, tuple[tuple[str, int], ...]]
"""A colour and the Hotels of it a plan has built (Parcel, capsules), in order."""
Memo = tuple[dict[tuple[str, int], int], dict[tuple[str, int], float], dict[tuple[str, int], float]]
"""A colour's figures in a plan: capsules a Hotel of it needs, what it adds, what it gives the best rival
(its Franchise: the shared thrift checks), by Parcel and capsules (by capsules in hand for the first)."""


_ground_slots = cache(ground_slots)


#: Capsules beyond the room in hand that a taller Hotel takes instead of a board bought for them.
PACK_MOST = 2


def _packed(c: Components, colour: str, k: int, held: int, here: int, left: int, room: int) -> int:
    """The capsules of a Hotel that leaves no capsule without room: one taller Hotel takes
    what the land in hand has no slot for, when it is one or two capsules (a board bought
    for them alone would not pay).

    `here` is the room of the Hotel's area, `left` the capsules in hand, `room` the room of
    all areas (slots: one-capsule Hotels). Seven capsules and six slots (a start square of
    2 and board B of 4): the first Hotel on B holds 3 capsules in 2 slots, and the two
    slots left take the last two — five Hotels, every capsule built.
    """
    if left <= room or k >= held or left - room > PACK_MOST:
        return k
    for more in range(k + 1, held + 1):
        slots = _ground_slots(c, more, colour)
        if slots > here:
            break
        if left - more <= room - slots:
            return more
    return k


def _packed_for_race(c: Components, colour: str, k: int, held: int, here: int, left: int, later: int) -> int:
    """The capsules of a Hotel when the race (rivals holding capsules) leaves the plan fewer
    Entrances a round from now (`later`) than capsules in hand (`left`): at least the colour's
    `held` capsules shared out over those Entrances, as many as the area's room `here` takes.
    Without it a plan that builds one capsule a Hotel reaches its last capsule just as the rivals
    take the last Entrance, and every colour looks like waste to the player who buys third (3
    players, rivals holding 8 each: 7 red capsules, 6 built). Three red in hand and 2 Entrances
    left a round from now: a Hotel of 2.
    """
    if not 0 < later < left:
        return k
    return _fitting(c, colour, max(k, min(held, -(-held // later))), here)


@cache
def _fitting(c: Components, colour: str, k: int, here: int) -> int:
    """`k` capsules, or fewer until the Hotel fits the area's room `here` (a taller Hotel is
    wider too); never below one."""
    while k > 1 and _ground_slots(c, k, colour) > here:
        k -= 1
    return k


def board_for(c: Components, money: float, income: float) -> tuple[str, int, int]:
    """The Land Parcel board a plan buys with `money` in hand and `income` a round: (board, price, room).

    The board with the most room per Yen (`best_board`) when the money and a round's Income
    pay for it; else the board with the most room per Yen among those they do pay for; else
    the cheapest (the one paid for soonest). With 7,000円, orange for 1,500円 and two Hotels
    on the start square (3,000円), 2,500円 are left and little Income: board B (3,000円, room
    for 4) within a round, not board E (4,500円) several rounds later, when the plan's time
    has passed.
    """
    soon = board_within(c, money + max(0.0, income))  # the best board itself, if reached
    if soon is not None:
        return soon
    return min(_boards(c), key=lambda t: (t[1], -t[2]))


def board_within(c: Components, money: float) -> tuple[str, int, int] | None:
    """The Land Parcel board with the most room for Hotels per Yen among those `money` pays
    for: (board, price, room); None if it pays for none."""
    return next((t for t in _ranked_boards(c) if t[1] <= money), None)


@cache
def best_board(c: Components) -> tuple[str, int, int]:
    """The Land Parcel board with the most room for Hotels per Yen: (board, price, room)."""
    return max(_boards(c), key=_room_per_yen)


@cache
def _ranked_boards(c: Components) -> tuple[tuple[str, int, int], ...]:
    """The boards with room for Hotels, most room per Yen first (`_room_per_yen`; equals in the set's
    order, as `max` would find them: the sort keeps their order)."""
    return tuple(sorted((t for t in _boards(c) if t[2] > 0), key=_room_per_yen, reverse=True))


@cache
def _boards(c: Components) -> tuple[tuple[str, int, int], ...]:
    """Each Land Parcel board of the set: (board, price, room for Hotels). (A set's boards never
    change: worked out once, as `space.board_capacity` is.)"""
    from tch_desktop.bots.space import board_capacity

    return tuple((b, c.boards[b].price, board_capacity(c, b)) for b in c.boards)


def _room_per_yen(board: tuple[str, int, int]) -> tuple[float, int]:
    """Most room per Yen first; between equals, the cheaper board."""
    return board[2] / board[1], -board[1]
