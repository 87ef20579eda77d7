"""Choosing a Purchase: list what could be bought, value each in numbers, place the best.

Each `Option` is a Purchase described in the game's terms (a Hotel of k
green capsules in S1; a Vending Machine in L2 so that a Hotel can follow; the
blue capsules; Land Parcel board D; a Park, side B, in L1 …). Its value is
the change in the bot's utility (`valuation`) when the Purchase — and, for a
Vending Machine or Graveyard bought to make room for a Hotel, that Hotel —
is applied to the `Econ` model. The best options are then placed
(`placement`) until one passes the engine's check. The work is counted,
never timed: at most `work` options are valued (the level's figure), so the
same position always gets the same answer, on a busy machine or an idle one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace

from tch_desktop.bots import ending
from tch_desktop.bots import placement as place
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import Level
from tch_desktop.bots.search import Playouts, Rollouts
from tch_desktop.bots.space import Space, board_capacity
from tch_desktop.bots.valuation import Room, Valuer
from tch_desktop.bots.view import BotView
from tch_desktop.engine import rules
from tch_desktop.engine.actions import Action, BuyCapsules, BuyPink, Roof

PINK_COUNTS = (1, 2, 4, 5, 6, 8)
WASTE = -1e9  # the value of a Purchase that would be money thrown away: never chosen
WASTE_PACE = 1.0  # the share of the Purchase Limit a thrift check expects the bot to get (others buy too)
NO_FIT = -1  # `Planner._room_after` when the support piece finds no spot beside its Hotel
TASTE_SPREAD = 0.1  # a player's unknown liking for a colour, in the playouts: within 1 ± this (bot.TASTE)
INVESTMENTS = ("capsules", "pink", "parcel", "building")  # the choices hard plays out (`Planner._played_out`)


def stranded(valuer: Valuer, e: Econ, r: Room, strict: bool, slack: int) -> int:
    """Capsules in the valuer's hand that its plan never builds, as the thrift checks judge it:
    `slack` Income phases fewer than expected (`thrift_slack`), its share of the Purchase Limit
    (`WASTE_PACE`), and with `strict` only the Hotels up to the plan's best point."""
    return valuer.plan_outcome(e, r, e.hand[valuer.player], slack=slack, pace=WASTE_PACE, strict=strict).stranded


def left_by_check(valuer: Valuer, e: Econ, r: Room, check: int, strict: bool) -> int:
    """Capsules in the valuer's hand that its plan does not build by the Loans check of round
    `check`: the plan given only the Income phases before it (this round's … the one before the
    check), so a Hotel is built only when it pays by then (its Income over those phases against
    its Entrance and support; with `strict`, up to the plan's best point)."""
    slack = max(0, valuer.horizon(e)[0] - (check - e.round))
    return stranded(valuer, e, r, strict, slack)


def thrift_slack(valuer: Valuer, e: Econ) -> int:
    """Income phases fewer than expected with which a thrift check judges a plan: the level's
    (`Level.thrift_slack`) for a second colour, pink capsules or a board — once the player holds
    capsules or owns a Hotel — when someone could repay before the last round if nobody spent
    another Yen (the game then often ends at round 6 or 7, and the new capsules compete with the
    first colour for the time left); else one. A first colour has the whole game (with two fewer,
    a top loan of 6,000円 left hard no colour at all), and where no one could repay early the game
    runs to its last round (classic: hard won 76.7 % of 200 games against normal with one, 65.2 %
    with two for every second colour)."""
    me = valuer.player
    want = valuer.level.thrift_slack
    holds = e.in_hand(me) > 0 or any(h.owner == me for h in e.hotels)
    if want <= 1 or not holds:
        return min(want, 1)
    end = built_end(e) if valuer.level.built_end else e.horizon(0)[1]
    return want if end < e.c.rounds else 1


def built_end(e: Econ) -> int:
    """The first Loans phase at which someone could repay once every player has turned the capsules
    in hand into one-capsule Hotels with Vending Machines (paid now, on a Parcel of their own) and
    then spent nothing more; the last round if nobody could. The end `Econ.horizon` sees at today's
    Income comes too late in round 1–3, when nobody has built yet: a rival holding 8 capsules earns
    thousands a round once they stand, and repays rounds before the last."""
    c = e.c
    x = e.copy()
    yen = list(e.yen)
    for p in range(e.n):
        held = [(col, n) for col, n in e.hand[p].items() if n > 0]
        if not held:
            continue
        area = f"built-{p}"
        x.add_parcel(p, area)
        for col, n in held:
            for _ in range(n):
                x.add_hotel(p, col, area, 1, from_hand=False)
        yen[p] -= sum(n for _, n in held) * (c.entrance_price + c.vending_price)
    end = e.first_repayment(x.rates(), yen)
    return c.rounds if end is None else end


def _leave_next_door(r: Room, nearby: Mapping[str, int]) -> None:
    """The room a piece leaves in the player's other areas whose room its gap takes (`Space.next_door`)."""
    for other, n in nearby.items():
        r.capacity[other] = min(r.capacity.get(other, 0), n)


def _fails_thrift(valuer: Valuer, before: Econ, e: Econ, room: Room, colour: str, price: int,
                  slack: dict[int, int] | None = None) -> bool:
    """Whether a player that has just bought `colour` (`before` → `e`) fails the hard level's thrift checks:
    the game ends at the next Loans phase, its plan leaves capsules unbuilt, or (`paying_thrift`)
    the colour's Hotels do not earn back the price. (`slack`: where the check of every colour bought
    from one `before` keeps its `thrift_slack`, worked out once.)"""
    lv = valuer.level
    if lv.endgame and ends_next(e):
        return True
    fewer = None if slack is None else slack.get(valuer.player)
    if fewer is None:
        fewer = thrift_slack(valuer, before)
        if slack is not None:
            slack[valuer.player] = fewer
    plan = valuer.plan_outcome(e, room, e.hand[valuer.player], slack=fewer, pace=WASTE_PACE,
                               strict=lv.strict_thrift)
    if plan.stranded > 0:
        return True
    return lv.paying_thrift and not pays_back(lv, plan.earned, colour, price)


def pays_back(level: Level, earned: dict[str, float], colour: str, price: int) -> bool:
    """`paying_thrift`: whether a colour's Hotels in the thrift plan (`earned`: what each colour's
    Hotels earn there) earn back its price, trusted as the level trusts its plans."""
    return level.potential_trust * earned.get(colour, 0.0) >= price


def overruled(opts: list[Option], cands: list[Option], margin: float) -> list[Option]:
    """`opts` with the searched candidate of best score (`Option.searched`) first, when it beats the
    valuation's best (`cands[0]`) by more than `margin`; else `opts` as they were."""
    top = cands[0]
    best = max(cands, key=lambda o: o.searched if o.searched is not None else float("-inf"))
    if best is top or (best.searched or 0.0) - (top.searched or 0.0) <= margin:
        return opts
    return [best, *(o for o in opts if o is not best)]


def ends_next(e: Econ) -> bool:
    """Whether the game ends at the next Loans phase: someone's Yen after this round's Income
    (expected) covers their Debt then. A player can only put it off by spending, and a
    leader with the money to repay has no reason to: a rival with 15,000円 and 6,000円 of
    Income a round against a Debt of 20,400円 at round 7 ends the game there."""
    nxt = e.round + 1
    if nxt > e.c.rounds:
        return False
    return any(e.loan[p] and e.yen[p] + e.rate(p) >= e.debt(p, nxt) for p in range(e.n))


@dataclass
class Option:
    """One Purchase in the game's terms, with its value to the bot."""

    kind: str  # hotel, support (for a Hotel to follow), capsules, pink, parcel, building, graveyard
    value: float = 0.0
    colour: str | None = None
    count: int = 0
    area: str | None = None
    board: str | None = None
    building: str | None = None
    side: str | None = None
    roof: tuple[str, int] | None = None
    graveyard: bool = False
    price: int = 0
    change: Callable[[Econ, Room], None] | None = field(default=None, repr=False, compare=False)
    searched: float | None = None  # mean rollout score (hard's look-ahead), when searched
    room_left: int | None = None  # a support or Graveyard: the room its area keeps, measured on the grid


def misjudged(value: float, error: float) -> float:
    """An option's value as a level with noisy judgement sees it.

    The error reorders worthwhile options (a weaker level picks a worse good
    one) but never makes a Purchase worth less than passing look worth more:
    a worthwhile option stays above passing, a bad one stays at or below it.
    """
    if value > 0:
        return max(1.0, value + error)
    return value


class Planner:
    """Values and places Purchases for the bot at the front of the queue."""

    #: With a level's `strict_thrift`, capsules are bought only for the Hotels up to the
    #: plan's best point (see `Valuer.plan_outcome`'s `strict`); a planner may opt out.
    strict_capsules: bool = True

    def __init__(self, view: BotView, level: Level, rng: random.Random, work: int | None = None,
                 taste: Mapping[str, float] | None = None) -> None:
        self.view = view
        self.taste = taste or {}  # colour / 'board X' → this seat's liking, a factor (Bot.taste)
        self.level = level
        self.rng = rng
        self.work = level.work if work is None else work
        self.examined = 0  # options valued so far (the counted work)
        self.me = view.player
        self.econ = Econ.of(view.state)
        self.space = Space(view.state, self.me)
        self.valuer = Valuer(self.me, level, patience=level.end_patience)
        if level.raced_entrances:
            self.valuer.rival_room = {p: n for p, n in enumerate(self._slots(mine=False)) if p != self.me}
        spare = self.econ.spare
        self.room = Room({a: self.space.capacity(a, max(0, spare.get(a, 0)))
                          for a in self.space.rooms})
        # The ending by chance (`Level.end_odds`): a rival likely to repay at one of the next two
        # Loans checks ends the game there, so no capsules are bought to wait in hand (`_wasteful`);
        # `for_ending` weighs banking for an ending of the bot's own.
        self.odds: list[ending.EndOdds] = []
        self.odds_work = 0  # Income outcomes weighed (the counted work, with `examined`)
        self.soon: int | None = None  # the Loans check by which a rival likely repays (`Level.end_trail`)
        if level.end_odds and level.endgame:
            self.odds = self._end_odds()
            self.soon = next((o.check for o in self.odds if o.rival >= level.end_trail), None)
        # The alternative to every Purchase is to pass: the plan then waits a round.
        self.base = self.valuer.utility(self.econ, self.room, wait=1)
        self._stranded_now: int | None = None  # capsules stranded on the land in hand (no board bought)
        self._left_now: int | None = None  # capsules in hand not built by the check of `soon` (`_built_by_check`)
        self._rooms_after: dict[tuple[object, ...], int] = {}  # see `_room_after`
        self._stranded_hand: dict[bool, int] = {}  # capsules in hand the plan never builds (see `_strands_more`)
        self.slack = thrift_slack(self.valuer, self.econ)  # one for every option: judged from where it stands
        self._valued: list[Option] | None = None  # `options`, once valued

    def _wasteful(self, opt: Option, e: Econ, r: Room) -> bool:
        """Money spent on what would never be used: capsules no plan builds before the end
        (Income phases, Entrances, room and money counted; the plan may buy land for them),
        a board bought while the land in hand has room for every capsule, or that no Hotel
        of the plan would stand on. Judged with one Income phase fewer than expected: the
        end may come sooner. For a level that measures room (`Level.measured_room`), a support
        piece, a Graveyard for cash or a Building that would leave too little room (measured on
        the grid) for the capsules in hand is money thrown away too."""
        if self.soon is not None and opt.kind in ("capsules", "pink") and not self._built_by_check(e, r):
            return True  # a rival likely repays by the next Loans check or the one after: they would wait in hand
        if opt.kind in ("support", "graveyard", "building"):
            if not self.level.measured_room or opt.area is None:
                return False
            if opt.kind == "graveyard" and self.level.kept_room and self._bares_board(opt):
                return True
            if opt.room_left is not None and opt.room_left < r.capacity.get(opt.area, 0):
                r = r.copy()
                r.capacity[opt.area] = opt.room_left  # the room it really leaves
            elif opt.kind != "building":  # (a Building's room is measured in its change)
                return False
            return self._strands_more(e, r, strict=opt.kind != "support" and self.level.strict_thrift)
        if opt.kind not in ("capsules", "pink", "parcel"):
            return False
        if self.level.endgame and ends_next(e):
            return True  # the game ends at the next Loans phase: nothing bought now for later is built
        strict = self.strict_capsules and self.level.strict_thrift
        if opt.kind == "parcel":
            v, me, slack, pace = self.valuer, self.me, self.slack, WASTE_PACE
            if self._stranded_now is None or not Econ.remember:  # the same for every board (issue 16)
                self._stranded_now = v.plan_outcome(self.econ, self.room, self.econ.hand[me], slack=slack,
                                                    lands=0, pace=pace).stranded
            after = v.plan_outcome(e, r, e.hand[me], slack=slack, lands=0, pace=pace)
            return not (after.stranded < self._stranded_now and "new-" + (opt.board or "") in after.areas)
        # Capsules not yet bought must be built by the plan's profitable Hotels (`strict`) …
        plan = self.valuer.plan_outcome(e, r, e.hand[self.me], slack=self.slack, pace=WASTE_PACE, strict=strict)
        if plan.stranded > self._stranded_in_hand(strict):  # (`_strands_more`, its plan kept for below)
            return True
        # … and, for a level that asks it (`paying_thrift`), those Hotels must earn back the capsules'
        # price in the thrift plan itself, a round or two to spare, not only in the valuation.
        if not self.level.paying_thrift:
            return False
        return not pays_back(self.level, plan.earned, opt.colour or "", opt.price)

    def _built_by_check(self, e: Econ, r: Room) -> bool:
        """`Level.end_built`: capsules bought under the trailing guard (`soon`) are no waste when the
        plan builds them by that Loans check (`left_by_check`): no more left in hand than without them."""
        if not self.level.end_built or self.soon is None:
            return False
        strict = self.level.strict_thrift
        if self._left_now is None:  # (the same for every option)
            self._left_now = left_by_check(self.valuer, self.econ, self.room, self.soon, strict)
        return left_by_check(self.valuer, e, r, self.soon, strict) <= self._left_now

    def _bares_board(self, opt: Option) -> bool:
        """`kept_room`: a Graveyard for cash that takes room for a Hotel (measured on the grid) on a
        Land Parcel board of the player's on which no Hotel stands yet, while capsules are in hand. The
        board was bought for Hotels; sold off as Graveyards for their 200円 each it never gets one
        (issue 12: no board bought that will not get a Hotel), and the capsules wait for another board.
        The valuation can miss it: a player short of money values 200円 now above a slot (balanced,
        step 15: board A bought in round 3 with 3,100円, five Graveyards on it within the round, and
        board C for 4,500円 a round later). A Graveyard as a Hotel's support is another option."""
        area = opt.area or ""
        if opt.room_left is None or opt.room_left >= self.room.capacity.get(area, 0) \
                or not self.econ.in_hand(self.me):
            return False
        land = self.view.state.areas.get(area)
        if land is None or land.kind != "parcel":
            return False
        return not any(h.parcel == land.parcel for h in self.econ.hotels)

    def _strands_more(self, e: Econ, r: Room, strict: bool) -> bool:
        """Whether a Purchase leaves capsules unbuilt that the plan builds without it: capsules
        no Hotel will take, or a piece on the spot of the Hotels meant for those in hand (a
        Graveyard is 1.5 × 1.5 where the model counts 1 × 1 Vending Machines, or a Building).
        A Hotel's support is judged by the whole build-out, as capsules in hand are; a piece for
        its own sake (`strict`) only by the Hotels that pay (not a board bought later for one
        capsule)."""
        return stranded(self.valuer, e, r, strict, self.slack) > self._stranded_in_hand(strict)

    def _stranded_in_hand(self, strict: bool) -> int:
        """Capsules in hand the thrift plan leaves unbuilt as the position stands (worked out once)."""
        known = self._stranded_hand.get(strict)
        if known is None:
            known = self._stranded_hand[strict] = stranded(self.valuer, self.econ, self.room, strict, self.slack)
        return known

    # ------------------------------------------------------------ valuing
    def _value(self, opt: Option, change: Callable[[Econ, Room], None]) -> Option:
        opt.change = change
        e, r = self.econ.copy(), self.room.copy()
        change(e, r)
        if self._wasteful(opt, e, r):
            opt.value = WASTE
            return opt
        opt.value = self.valuer.utility(e, r) - self.base
        if opt.kind == "hotel":
            opt.value += 0.01 * opt.count  # a tie goes to the Hotel that leaves fewer capsules in hand
        elif opt.kind in ("capsules", "pink", "parcel") and opt.value > 0:  # never below passing
            liked = opt.colour if opt.kind != "parcel" else f"board {opt.board}"
            opt.value = max(1.0, opt.value * self.taste.get(liked or "", 1.0))
        if self.level.noise:
            opt.value = misjudged(opt.value, self.rng.gauss(0.0, self.level.noise))
        return opt

    def _affordable(self, price: int) -> bool:
        e = self.econ
        return rules.can_afford(e.c, price, e.yen[self.me], e.coupons[self.me])

    def options(self) -> list[Option]:
        """Every option valued (at most `work` of them, at least one), best first."""
        if self._valued is not None:
            return list(self._valued)
        out: list[Option] = []
        for opt in self._generate():
            out.append(opt)
            self.examined += 1
            if self.examined >= self.work:
                break
        out.sort(key=lambda o: o.value, reverse=True)
        self._valued = out
        return list(out)

    def _generate(self) -> Iterator[Option]:
        yield from self._hotels()
        yield from self._capsules()
        yield from self._buildings()
        yield from self._parcels()
        yield from self._supports()

    # ------------------------------------------------------------ the options
    def _hotel_change(self, colour: str, k: int, area: str, support: str | None,
                      nearby: Mapping[str, int] | None = None) -> Callable[[Econ, Room], None]:
        """A Hotel of k `colour` capsules in `area` (with its support piece bought first); `nearby`:
        the room it leaves in the player's other areas whose room its gap takes (`_next_door`)."""
        me, c = self.me, self.econ.c
        tallest = self.econ.tallest

        def change(e: Econ, r: Room) -> None:
            if support == "vending":
                e.pay(me, c.vending_price)
                e.add_support(area)
            elif support == "graveyard":
                e.yen[me] -= c.graveyard_price
                e.add_support(area, graveyard=True)
            e.pay(me, c.entrance_price)
            e.add_hotel(me, colour, area, k)
            crossed = rules.thresholds_reached(c, e.franchise(colour), e.franchise_paid.get(colour, ()))
            if crossed:
                for owner in {h.owner for h in e.hotels if h.colour == colour}:
                    e.coupons[owner] += rules.threshold_coupons(c, len(crossed))
            stories = place.designs(c, k, colour)[0].stories  # the design it will build
            e.coupons[me] += rules.tallest_bonus(c, e.tallest_on, tallest, stories)
            r.capacity[area] = max(0, r.capacity.get(area, 0) - place.ground_slots(c, k, colour))
            _leave_next_door(r, nearby or {})
        return change

    def _next_door(self, colour: str, k: int, area: str) -> dict[str, int]:
        """The room a Hotel of k `colour` capsules at its spot in `area` leaves in the player's other
        areas whose room it takes (`Space.next_door`; a level that measures room only)."""
        sp, c = self.space, self.econ.c
        if not self.level.measured_room or not sp.exact(area) or len(sp.rooms) < 2:
            return {}
        careful = self.level.careful_placement
        cells = next((list(d.cells) for d in place.designs(c, k, colour) if sp.spots(area, list(d.cells), careful, 1)),
                     None)
        return {} if cells is None else sp.next_door(area, cells, self.econ.spare, careful)

    def _room_after(self, area: str, colour: str, k: int, support: str) -> int | None:
        """The room left in `area` once a Hotel of k capsules and its support piece (a Vending
        Machine or a Graveyard, 1.5 × 1.5 where the room counts 1 × 1 Vending Machines) stand
        where the placement would put them; `NO_FIT` when the piece has no spot beside the
        Hotel; None where the grid cannot see the land exactly."""
        sp, c = self.space, self.econ.c
        if not sp.exact(area) or not self.level.measured_room:
            return None
        careful = self.level.careful_placement
        cells = next((list(d.cells) for d in place.designs(c, k, colour) if sp.spots(area, list(d.cells), careful, 1)),
                     None)
        if cells is None:
            return NO_FIT
        key = (area, tuple(cells), support)
        known = self._rooms_after.get(key)
        if known is None:
            size = c.graveyard_size if support == "graveyard" else c.vending_size
            piece = [(0, 0, sp.cells(size[0]), sp.cells(size[1]))]
            spare = max(0, self.econ.spare.get(area, 0))  # a support and a Hotel: the spare support stays
            known = self._rooms_after[key] = sp.capacity_with(area, [cells, piece], spare, careful,
                                                              missing=NO_FIT)
        return known

    def _strands(self, colour: str, k: int, area: str) -> int:
        """Capsules the plan would never build after a Hotel of k `colour` capsules in `area`.

        For a level with `strict_thrift`, only later Hotels that pay count: a capsule left for a
        board bought later for it alone goes into this Hotel instead."""
        e, r = self.econ.copy(), self.room.copy()
        self._hotel_change(colour, k, area, None)(e, r)
        if self.level.unbound_race:
            # Capsules already paid for: the rivals' race for the Entrances judged at its fastest (a
            # rival out of room buys a board at once), so the last capsules go into this Hotel rather
            # than wait for a board or the next round's money while the Entrances go.
            return self.valuer.plan_outcome(e, r, e.hand[self.me], slack=self.slack, pace=WASTE_PACE,
                                            strict=self.level.strict_thrift, unbound=True).stranded
        return stranded(self.valuer, e, r, self.level.strict_thrift, self.slack)

    def _fits(self, colour: str, k: int, area: str) -> bool:
        """Some design of a Hotel of k `colour` capsules has a free spot in `area` (support aside)."""
        c = self.econ.c
        if not self.space.exact(area):
            return True  # the grid cannot see slanted land exactly: leave it to the placement
        return any(self.space.spots(area, list(d.cells), False, 1) for d in place.designs(c, k, colour))

    def _hotels(self) -> Iterator[Option]:
        e, c = self.econ, self.econ.c
        hand = {col: n for col, n in e.hand[self.me].items() if n > 0}
        if not hand or e.entrances_left <= 0:
            return
        for area in self.space.rooms:
            parcel = e.area_parcel[area]
            ready = e.spare.get(area, 0) > 0 or parcel in e.lifted
            if self.room.capacity.get(area, 0) <= 0 and not (ready and self.space.free_cells(area) >= 12):
                continue
            for colour, held in hand.items():
                useful = e.useful_capsules(colour, parcel, held)
                # Only Hotels with a spot are valued: an unplaceable one would only mislead the choice.
                ks = [k for k in sorted({1, useful, min(held, useful + 1), held}) if self._fits(colour, k, area)]
                if ready and len(ks) > 1:
                    # Capsules are paid for: a Hotel never leaves in hand what no later Hotel would take.
                    most = ks[-1]
                    least = self._strands(colour, most, area)
                    ks = [k for k in ks if k == most or self._strands(colour, k, area) <= least]
                for k in ks:
                    nearby = self._next_door(colour, k, area)
                    if ready:
                        if self._affordable(c.entrance_price):
                            yield self._value(Option("hotel", colour=colour, count=k, area=area,
                                                     price=c.entrance_price),
                                              self._hotel_change(colour, k, area, None, nearby))
                        continue
                    supports = []
                    if e.vending_left > 0 and self._affordable(c.vending_price + c.entrance_price):
                        supports.append("vending")
                    if e.parcels[parcel].graveyards < c.graveyards_per_parcel:
                        supports.append("graveyard")
                    for support in supports:
                        left = self._room_after(area, colour, k, support)
                        if left == NO_FIT:
                            continue  # the support piece has no spot beside the Hotel
                        yield self._value(Option("support", colour=colour, count=k, area=area,
                                                 graveyard=support == "graveyard",
                                                 price=c.graveyard_price if support == "graveyard"
                                                 else c.vending_price, room_left=left),
                                          self._hotel_change(colour, k, area, support, nearby))

    def _capsules(self) -> Iterator[Option]:
        e, c, me = self.econ, self.econ.c, self.me
        for colour, price in c.capsule_price.items():
            n = e.supply.get(colour, 0)
            if n and self._affordable(price):
                def change(x: Econ, _: Room, colour: str = colour, n: int = n, price: int = price) -> None:
                    x.pay(me, price)
                    x.hand[me] = dict(x.hand[me])
                    x.hand[me][colour] = x.hand[me].get(colour, 0) + n
                    x.supply[colour] = 0
                yield self._value(Option("capsules", colour=colour, count=n, price=price), change)
        pink = c.stack_colour
        left = e.supply.get(pink, 0)
        for n in PINK_COUNTS:
            price = c.pink_price(n)
            if n <= left and self._affordable(price):
                def change_p(x: Econ, _: Room, n: int = n, price: int = price) -> None:
                    x.pay(me, price)
                    x.hand[me] = dict(x.hand[me])
                    x.hand[me][pink] = x.hand[me].get(pink, 0) + n
                yield self._value(Option("pink", colour=pink, count=n, price=price), change_p)

    def _sides(self, kind: str) -> list[str | None]:
        s = self.view.state
        return list(rules.allowed_sides(s.components, s.attraction_cards, kind, s.card_side(kind)))

    def _buildings(self) -> Iterator[Option]:
        e, c, me, s = self.econ, self.econ.c, self.me, self.view.state
        careful = self.level.careful_placement
        for kind, bk in c.buildings.items():
            if not s.buildings_left.get(kind) or not self._affordable(bk.price):
                continue
            w, h = self.space.cells(bk.size[0]), self.space.cells(bk.size[1])
            for area in self.space.rooms:
                spare = max(0, e.spare.get(area, 0))
                left = [(self.space.capacity_after(area, [(0, 0, ww, hh)], spare, careful), (ww, hh))
                        for ww, hh in sorted({(w, h), (h, w)})
                        if self.space.spots(area, [(0, 0, ww, hh)], False, 1)]
                if not left:
                    continue
                room_left, (bw, bh) = max(left)
                # The room it takes from the player's other areas, at the spot of the rotation kept
                # (the gap around it reaches over a border: on a 3 × 3 starting square, the last slot).
                nearby = self.space.next_door(area, [(0, 0, bw, bh)], e.spare, careful) \
                    if self.level.measured_room else {}
                roofs: list[tuple[str, int] | None] = [None]
                if rules.has_roof(bk) and (e.spare.get(area, 0) > 0 or e.area_parcel[area] in e.lifted):
                    roofs += [(col, min(n, bk.roof_max)) for col, n in e.hand[me].items() if n > 0]
                for side in self._sides(kind):
                    for roof in roofs:
                        def change(x: Econ, r: Room, kind: str = kind, area: str = area,
                                   side: str | None = side, roof: tuple[str, int] | None = roof,
                                   price: int = bk.price, room_left: int = room_left,
                                   nearby: dict[str, int] = nearby) -> None:
                            x.pay(me, price)
                            x.coupons[me] += rules.effect(c.buildings[kind], side).purchase_coupons
                            x.add_building(me, area, kind, side, s)
                            if roof is not None:
                                x.add_hotel(me, roof[0], area, roof[1])
                            r.capacity[area] = room_left
                            _leave_next_door(r, nearby)
                        yield self._value(Option("building", building=kind, area=area, side=side,
                                                 roof=roof, price=bk.price), change)

    def _parcels(self) -> Iterator[Option]:
        me, c = self.me, self.econ.c
        for board, b in c.boards.items():
            if not self._affordable(b.price):
                continue
            cap = board_capacity(c, board)

            def change(x: Econ, r: Room, board: str = board, price: int = b.price, cap: int = cap) -> None:
                x.pay(me, price)
                new = "new-" + board
                x.add_parcel(me, new)
                r.capacity[new] = cap
            yield self._value(Option("parcel", board=board, price=b.price), change)

    def _supports(self) -> Iterator[Option]:
        e, c, me = self.econ, self.econ.c, self.me
        if self.valuer.horizon(e)[0] > self.level.cash_graveyards:
            return
        sp, careful = self.space, self.level.careful_placement
        gy = [(0, 0, sp.cells(c.graveyard_size[0]), sp.cells(c.graveyard_size[1]))]
        for area in sp.rooms:
            if self.level.endgame and e.parcels[e.area_parcel[area]].graveyards < c.graveyards_per_parcel:
                def cash(x: Econ, r: Room, area: str = area) -> None:
                    # A Graveyard beyond the support the next Hotel needs takes that Hotel's room.
                    if x.spare.get(area, 0) > 0 and r.capacity.get(area, 0) > 0:
                        r.capacity[area] -= 1
                    x.yen[me] -= c.graveyard_price
                    x.add_support(area, graveyard=True)
                # Where it would stand, it also serves as the next Hotel's support: the room it
                # leaves, measured on the grid, is what the thrift check holds it to.
                left = sp.capacity_with(area, [gy], max(0, e.spare.get(area, 0)) + 1, careful) \
                    if self.level.measured_room and sp.exact(area) else None
                yield self._value(Option("graveyard", area=area, graveyard=True,
                                         price=c.graveyard_price, room_left=left), cash)

    # ------------------------------------------------------------ placing
    def realize(self, opt: Option) -> Action | None:
        """The concrete, engine-checked Purchase for an option (None if nothing fits)."""
        v, sp, careful = self.view, self.space, self.level.careful_placement
        me = self.me
        held, c = v.me.coupons, v.components
        if opt.kind == "hotel":
            left = self.econ.in_hand(me) - opt.count
            spare = max(0, self.econ.spare.get(opt.area or "", 0) - 1) \
                if self.level.kept_room and left > 0 else None  # (see `place.hotel_action`)
            return place.hotel_action(v, sp, opt.colour or "", opt.count, opt.area or "", careful,
                                      tallest=v.variants[1], spare_after=spare)
        if opt.kind == "support":
            return place.support_action(v, sp, opt.area or "", opt.colour or "", opt.count, careful,
                                        opt.graveyard)
        if opt.kind == "graveyard":
            return place.graveyard_action(v, sp, opt.area or "", careful)
        if opt.kind == "capsules":
            act: Action = BuyCapsules(me, opt.colour or "", rules.coupons_to_pay(c, opt.price, held))
            return act if v.check(act) is None else None
        if opt.kind == "pink":
            act = BuyPink(me, opt.count, rules.coupons_to_pay(c, opt.price, held))
            return act if v.check(act) is None else None
        if opt.kind == "parcel":
            return place.parcel_action(v, opt.board or "A", careful, self.rng)
        if opt.kind == "building":
            roof = Roof(opt.roof[0], opt.roof[1]) if opt.roof else None
            return place.building_action(v, sp, opt.building or "", opt.area or "", opt.side, roof,
                                         careful)
        return None

    def choose(self, threshold: float = 0.0) -> tuple[Action | None, Option | None]:
        """The best Purchase worth more than `threshold`, placed; (None, None) if none.

        A level that makes mistakes sometimes buys on impulse: a random option
        that is not too bad, instead of the best.
        """
        opts = self.options()
        lv = self.level
        if lv.search_rollouts and opts and self.valuer.horizon(self.econ)[0] <= lv.search_late:
            return self._searched(opts)
        if lv.playout_candidates and lv.playout_worlds:
            opts = self._played_out(opts)
        impulse = False
        if self.level.mistakes and opts and self.rng.random() < self.level.mistakes:
            tempting = [o for o in opts if o.value > -1500]
            if tempting:
                opts = [self.rng.choice(tempting), *opts]
                impulse = True
        for i, opt in enumerate(opts[: self.level.candidates]):
            if opt.value <= threshold and not (impulse and i == 0):
                break
            act = self.realize(opt)
            if act is not None:
                return act, opt
        return None, None

    def filling(self, fill: int) -> tuple[Action | None, Option | None]:
        """The best Purchase that moves the Round Spend by at least `fill` (closing this round's
        Purchases) and is not money thrown away, worthwhile or not, placed; (None, None) if none
        (`Level.block_end`)."""
        for opt in self.options():
            if opt.value <= WASTE / 2 or opt.price < fill:
                continue
            act = self.realize(opt)
            if act is not None:
                return act, opt
        return None, None

    # ------------------------------------------------------------ the ending (`Level.end_odds`)
    def _end_odds(self) -> list[ending.EndOdds]:
        """How the game may end at the next two Loans checks, everyone banking (`ending.end_odds`)."""
        e, lv = self.econ, self.level
        if self.view.phase != "purchase" or any(p.loan is None for p in self.view.players):
            return []
        # Its own generator, drawn from the position (the bot's other draws stay as they were).
        rng = random.Random(f"ending {self.me} {e.round} {e.spend} {e.yen}")
        odds = ending.end_odds(e, self.me, 2, lv.end_worlds, rng)
        self.odds_work = lv.end_worlds * len(odds)
        return odds

    def margin(self, e: Econ, r: Room, wait: int) -> float:
        """The bot's projected Yen − Debt at the last round less the best rival's (the valuation's
        worths, each plan counted, weighed 1: who would win the long game, and by how much)."""
        mine, best = self.valuer.worths(e, r, wait, horizon=(e.incomes_left(), e.c.rounds))
        return mine - best

    def for_ending(self) -> tuple[Action | None, Option | None] | None:
        """Bank for an ending at one of the next two Loans checks when it is worth more than investing
        (`Level.end_odds`); None to decide as usual.

        Banking k rounds (1 or 2) wins the game by that check with chance `win` (`ending.end_odds`,
        the rivals' best net: they bank too) and loses it with `lose`; else the game goes on, the
        bot's plan k rounds late: a win with the chance that its margin at the last round
        (`margin`, after k rounds of waiting) holds, taken as normal with the dice's spread of the
        rounds left and `end_spread` Yen of doubt per Income phase left. Investing (the valuation's
        best option) wins with the chance its margin holds, unless a rival's own ending comes
        first (`lose_to_rival`). Banking, the bot takes only what raises its Yen − Debt by that
        check (valued to it), else passes. With capsules in hand it does not bank (they would stay
        unbuilt): it plays as usual, and weighs the ending again once they stand as Hotels."""
        lv, e = self.level, self.econ
        if not any(o.win > 0 for o in self.odds) or e.in_hand(self.me) > 0:
            return None  # (capsules in hand are built first: banking would leave them unbuilt)
        opts = self.options()
        best = next((o for o in opts if o.value > 0 and o.change is not None), None)
        if best is None or best.change is None:
            return None  # nothing worth buying: the bot passes anyway
        x, r = e.copy(), self.room.copy()
        best.change(x, r)
        invest = self.margin(x, r, 0)
        spread = ending.long_spread(e.incomes_left(), self.odds[0].spread, lv.end_spread)
        pick: tuple[float, ending.EndOdds] | None = None
        for k, o in enumerate(self.odds, 1):
            if o.win <= 0:
                continue
            gain = ending.bank_gain(o, self.margin(e, self.room, k), invest, spread)
            if gain > lv.end_margin and (pick is None or gain > pick[0]):
                pick = (gain, o)
        if pick is None:
            return None
        return self._to_check(opts, pick[1])

    def _to_check(self, opts: list[Option], odds: ending.EndOdds) -> tuple[Action | None, Option | None]:
        """Banking for the ending of `odds`: the option worth most when valued to its Loans check
        where the game ends there (a Graveyard's 200円, a Hotel that pays by then) and as usual
        where it goes on, if it raises the bot's worth by the check and is worth more than passing,
        placed; else (None, None): pass."""
        e = self.econ
        h = (odds.check - e.round, odds.check)
        over = odds.win + odds.lose
        base = self.valuer.utility(e, self.room, wait=1, horizon=h)
        valued = []
        for o in opts:
            if o.value <= WASTE / 2 or o.change is None:
                continue
            x, r = e.copy(), self.room.copy()
            o.change(x, r)
            self.examined += 1
            to_check = self.valuer.utility(x, r, horizon=h) - base
            v = over * to_check + (1.0 - over) * o.value
            if to_check > 0 and v > 0:  # (never what lowers its Yen − Debt by the check: it banks)
                valued.append((v, o))
        for _, o in sorted(valued, key=lambda t: -t[0]):
            act = self.realize(o)
            if act is not None:
                return act, o
        return None, None

    # ------------------------------------------------------------ hard's look-ahead
    def _searched(self, opts: list[Option]) -> tuple[Action | None, Option | None]:
        """The best of the top options and passing by determinized rollouts (see `search`)."""
        lv = self.level
        cands = [o for o in opts if o.value > WASTE / 2 and o.change is not None][: lv.search_candidates]
        if not cands:
            return None, None
        e0, me = self.econ, self.me
        s = self.view.state
        passed = [p.passed for p in s.players]
        slots = self._slots()
        roll = Rollouts(me, slots)
        seeds = [self.rng.getrandbits(32) for _ in range(lv.search_rollouts)]

        def score(change: Callable[[Econ, Room], None] | None) -> float:
            e, r = e0.copy(), self.room.copy()
            mine = list(slots)
            done = list(passed)
            if change is None:
                done[me] = True  # passing: out of this round's Purchases
            else:
                change(e, r)
                mine[me] = sum(max(0, n) for n in r.capacity.values())
            return sum(roll.play(e.copy(), mine, done, seed) for seed in seeds) / len(seeds)

        for o in cands:
            o.searched = score(o.change)
        stay = score(None)
        self.examined += roll.played
        def sc(o: Option) -> float:
            return o.searched or 0.0

        # The rollouts overrule the valuation only by a clear margin (they are few and noisy).
        top, margin = cands[0], lv.search_margin
        order = sorted(cands, key=lambda o: -sc(o))
        if sc(order[0]) - sc(top) < margin:
            order = [top, *(o for o in order if o is not top)]
        best = sc(order[0])
        if stay - best >= margin or (top.value <= 0 and best - stay < margin) or (margin == 0 and best <= stay):
            return None, None  # passing
        for o in order:
            act = self.realize(o)
            if act is not None:
                return act, o
        return None, None

    def _played_out(self, opts: list[Option]) -> list[Option]:
        """The options reordered by truncated playouts (`search.Playouts`, hard's `playout_worlds`)
        where the choice is an investment: among the best `playout_candidates` options worth more
        than passing, at least two, one of them capsules, pink capsules, a board or a Building, at a
        table of `playout_tables` players. Every candidate is played in the same `playout_worlds` sampled worlds, every player
        following the hard valuation's policy, for `playout_rounds` more Income phases, and scored
        by the bot's valuation there (at a table of at least `playout_leaf_unraced` players,
        without the race for the Entrances). The valuation's best stays first unless another scores
        `playout_margin` Yen better on average. With `playout_investments_only` only investments are
        candidates, and only when the valuation's best is one."""
        lv, e, me = self.level, self.econ, self.me
        cands = [o for o in opts[: lv.playout_candidates] if o.value > 0 and o.change is not None]
        if lv.playout_investments_only:
            cands = [o for o in cands if o.kind in INVESTMENTS] if cands and cands[0].kind in INVESTMENTS else []
        if len(cands) < 2 or not any(o.kind in INVESTMENTS for o in cands) or e.n not in lv.playout_tables:
            return opts
        if not self.valuer.rival_areas:
            self._slots(mine=False)  # each rival's room by area (`Level.rival_land`)
        valuers = {p: Valuer(p, lv, patience=lv.end_patience) for p in range(e.n)}
        rooms = [{a: n for a, n in self.room.capacity.items() if e.area_owner.get(a) == me} if p == me
                 else dict(self.valuer.rival_areas.get(p, {})) for p in range(e.n)]
        leaf = Valuer(me, replace(lv, raced_entrances=False), patience=lv.end_patience) \
            if e.n >= lv.playout_leaf_unraced else None
        play = Playouts(me, rooms, valuers, _fails_thrift, TASTE_SPREAD, lv.playout_rounds, leaf, lv.playout_plans,
                        lv.playout_trim)
        # Its own generator, drawn from the position (the bot's other draws stay as they were, so a
        # game in which the search changes nothing is the game without it).
        rng = random.Random(f"replies {me} {e.round} {e.spend} {e.yen} {sorted(e.supply.items())}")
        seeds = [rng.getrandbits(32) for _ in range(lv.playout_worlds)]
        passed = [p.passed for p in self.view.state.players]
        for o in cands:
            total = 0.0
            for seed in seeds:  # common random numbers: world i is the same for every candidate
                x, r = e.copy(), self.room.copy()
                assert o.change is not None
                o.change(x, r)
                total += play.score(x, passed, seed, {a: n for a, n in r.capacity.items()
                                                      if x.area_owner.get(a) == me})
            o.searched = total / len(seeds)
        self.examined += play.work + play.played
        return overruled(opts, cands, lv.playout_margin)

    def _slots(self, mine: bool = True) -> list[int]:
        """Hotel slots (one-capsule Hotels with support) on each player's land now (`mine`: the
        bot's own too; else 0 for it)."""
        s = self.view.state
        out = []
        for p in range(len(s.players)):
            if p == self.me:
                out.append(sum(max(0, n) for n in self.room.capacity.values()) if mine else 0)
                continue
            sp = Space(s, p)
            areas = {a: sp.capacity(a, max(0, self.econ.spare.get(a, 0))) for a in sp.rooms}
            if self.level.rival_land:
                self.valuer.rival_areas[p] = areas
            out.append(sum(areas.values()))
        return out
