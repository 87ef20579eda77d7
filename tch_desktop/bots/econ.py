"""The economics a player reckons with: expected Income, Debt, and when the game ends.

`Econ` is a small numeric model of the table built from a `GameState`: who
owns which Hotels (colour, Parcel, capsules), each Parcel's Attraction
Income as a probability distribution over the Bonus dice (with the
No-Graveyard faces), Graveyard Deductions, and each player's Yen, Coupons,
loan and capsules in hand. It answers, fast and without touching the engine:

- the expected Income of a Hotel, floor and cap included (`hotel_value`);
- a player's expected Income per round (`rate`) and what a new Hotel adds
  to it (`hotel_gain`), Franchise sharing included;
- when the game is likely to end (`horizon`) and a player's projected
  Yen − Debt at that point (`projected_net`).

Hypotheses ("what if I build this") are made on a `copy()`.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from math import ceil
from typing import Any

from tch_desktop.engine import rules
from tch_desktop.engine.adjacency import park_bonus_parcels
from tch_desktop.engine.components import Components
from tch_desktop.engine.state import GameState, Graveyard, Hotel, Vending

Outcome = tuple[int, bool, float]  # Attraction Yen, No-Graveyard face rolled, probability


@dataclass
class HotelM:
    """A Hotel in numbers: who owns it, its colour, its Parcel, its capsules."""
    owner: int
    colour: str
    parcel: str
    capsules: int


@dataclass
class ParcelM:
    """A Parcel in numbers: Attraction outcomes, Graveyards, Buildings."""
    owner: int
    outcomes: list[Outcome]
    graveyards: int
    ignore_graveyards: bool
    buildings: list[tuple[str, str | None]]  # (kind, side)
    # A model is never changed once in an Econ (a change puts a new one in its place), and every
    # copy of an Econ shares it: what its Hotels would earn is remembered here, for all of them.
    values: dict[tuple[int, int], float] = field(default_factory=dict, compare=False, repr=False)
    mean: float | None = field(default=None, compare=False, repr=False)  # expected Attraction Income
    number: int | None = field(default=None, compare=False, repr=False)  # see `_model_number`

    def pays(self, c: Components, franchise: int, capsules: int, yen: int, no_graveyards: bool) -> int:
        """What a Hotel here is paid at an Income phase on which the Attractions bring `yen` (and the
        No-Graveyard face is `no_graveyards`): the engine's Graveyard Deduction, floor and cap."""
        g = rules.graveyard_deduction(c, self.graveyards, no_graveyards or self.ignore_graveyards)
        return rules.floor_and_cap(c, franchise + yen - g, capsules)


@dataclass
class ColourM:
    """What a colour's Hotels come to, as of a date of the model (see `Econ._colour`)."""
    date: tuple[int, int]  # (Hotels, Parcel changes) when worked out
    hotels: list[HotelM]
    parcels: list[str]  # each Hotel's Parcel
    distinct: set[str]
    franchise: int
    raised: dict[tuple[int, int], float]  # (player, new Franchise) -> what that player's Hotels gain
    #: (Parcel, most, growth) -> `Econ.useful_capsules` (a Parcel's model never changes while the date holds)
    useful: dict[tuple[str, int, int], int] = field(default_factory=dict)


#: What a Hotel would earn on a Parcel, by what the Parcel's model holds (issue 16): every
#: decision builds its models afresh, and most Parcels hold what they held at the last one, so the
#: Hotels' expected Income there is worked out once. Keyed on the model's number
#: (`_model_number`), the Franchise and the capsules; emptied when it grows too big.
_EXPECTED: dict[tuple[int, int, int], float] = {}
_EXPECTED_MOST = 50000
_MODELS: dict[tuple[object, ...], int] = {}  # (components, outcomes, Graveyards, No-Graveyard) -> number
_numbers = itertools.count()  # (a number is never given twice, even once `_MODELS` is emptied)


def forget() -> None:
    """Empty the memory of what Hotels earn on the Parcels' models (benchmarks start from nothing)."""
    _EXPECTED.clear()
    _MODELS.clear()


def _model_number(c: Components, pm: ParcelM) -> int:
    """A number for what a Parcel's model holds: two models of one component set have the same
    number only if their Attraction outcomes, Graveyards and No-Graveyard effect are the same."""
    n = pm.number
    if n is None:
        key = (c, tuple(pm.outcomes), pm.graveyards, pm.ignore_graveyards)
        n = _MODELS.get(key)
        if n is None:
            if len(_MODELS) >= _EXPECTED_MOST:
                _MODELS.clear()
            n = _MODELS[key] = next(_numbers)
        pm.number = n  # (a model is never changed once in an Econ: a change puts a new one in its place)
    return n


def _convolve(a: list[Outcome], b: list[Outcome]) -> list[Outcome]:
    acc: dict[tuple[int, bool], float] = {}
    for ya, na, pa in a:
        for yb, nb, pb in b:
            k = (ya + yb, na or nb)
            acc[k] = acc.get(k, 0.0) + pa * pb
    return [(y, n, p) for (y, n), p in acc.items()]


class Econ:
    """The table in numbers, for one moment of the game."""

    #: Remember figures once worked out: Franchises, rates and Debts here (see `__init__`), each
    #: rival's plan (`Valuer._rival_plan`), the plan on the land in hand (`Planner._wasteful`).
    #: Off only to show that this changes no decision and to measure what it saves
    #: (benchmarks/hard_decision.py, tests/bots/test_remembered_figures.py).
    remember: bool = True

    def __init__(self, c: Components) -> None:
        self.c = c
        self.round = 1
        self.phase = "setup"
        self.n = 0
        self.yen: list[int] = []
        self.coupons: list[int] = []
        self.loan: list[int] = []
        self.hand: list[dict[str, int]] = []
        self.hotels: list[HotelM] = []
        self.parcels: dict[str, ParcelM] = {}
        self.area_owner: dict[str, int] = {}
        self.area_parcel: dict[str, str] = {}
        self.spare: dict[str, int] = {}  # Vending Machines + Graveyards − Hotels, per area
        self.lifted: set[str] = set()  # Parcels where Sumo Dohyo side B lifts the Golden Rule
        self.dice_coupons: list[float] = []  # expected Coupons per round from Bonus dice
        self.supply: dict[str, int] = {}
        self.entrances_left = 0
        self.vending_left = 0
        self.tallest = 0
        self.tallest_on = False
        self.franchise_paid: dict[str, tuple[int, ...]] = {}  # thresholds paid, per colour
        self.spend = 0
        self.limit = 0
        self._cache: dict[tuple[str, int, int], float] = {}
        # Figures worked out once (issue 16: a hard decision reckons the same table many times).
        # Hotels are only ever appended, so the count of Hotels dates a colour's Franchise and,
        # with `_parcels_changed` (bumped whenever a Parcel's model changes), a player's rate.
        self._franchise: dict[str, tuple[int, int]] = {}  # colour -> (Hotels counted, Franchise)
        self._rate: dict[int, tuple[int, int, float]] = {}  # player -> (Hotels, Parcel changes, rate)
        self._parcels_changed = 0
        self._debts: dict[tuple[int, int], int] = {}  # (loan, round) -> Debt: shared by every copy
        self._colours: dict[str, ColourM] = {}  # see `_colour`
        self._new_parcel_values: dict[tuple[int, int], float] = {}  # see `add_parcel`: shared by every copy
        self._figures: tuple[tuple[int, int, int], dict[int, dict[Any, Any]]] | None = None  # see `figures`

    # ------------------------------------------------------------ building the model
    @classmethod
    def of(cls, s: GameState) -> Econ:
        """The model of a game state (read only once)."""
        c = s.components
        e = cls(c)
        e.round, e.phase, e.n = max(s.round, 1), s.phase, len(s.players)
        e.yen = [p.yen for p in s.players]
        e.coupons = [p.coupons for p in s.players]
        e.loan = [p.loan or 0 for p in s.players]
        e.hand = [dict(p.capsules) for p in s.players]
        e.dice_coupons = [0.0] * e.n
        for a in s.areas.values():
            e.area_owner[a.id] = a.owner
            e.area_parcel[a.id] = a.parcel
            e.spare[a.id] = 0
        for st in s.structures.values():
            if isinstance(st, Hotel):
                e.hotels.append(HotelM(s.areas[st.area].owner, st.color, st.parcel, st.count))
                e.spare[st.area] -= 1
            elif isinstance(st, Vending | Graveyard):
                e.spare[st.area] += 1
        for parcel in s.parcels():
            e.parcels[parcel.id] = ParcelM(parcel.owner, [(0, False, 1.0)],
                                           s.graveyards_in_parcel(parcel.id), False, [])
        for b in s.buildings():
            owner = s.areas[b.area].owner
            e._add_building(b.parcel, b.building, b.side, owner, s)
        e.supply = dict(s.supply)
        e.entrances_left, e.vending_left = s.entrances_left, s.vending_left
        e.tallest, e.tallest_on = s.tallest, s.tallest_hotel
        e.franchise_paid = {col: tuple(paid) for col, paid in s.franchise_paid.items()}
        e.spend, e.limit = s.spend, s.limit
        return e

    def copy(self) -> Econ:
        """An independent model to try a hypothesis on."""
        e = Econ.__new__(Econ)
        e.__dict__.update(self.__dict__)
        e.yen, e.coupons, e.loan = list(self.yen), list(self.coupons), list(self.loan)
        e.hand = [dict(h) for h in self.hand]
        e.hotels = list(self.hotels)
        e.parcels = dict(self.parcels)
        e.area_owner, e.area_parcel = dict(self.area_owner), dict(self.area_parcel)
        e.spare, e.lifted = dict(self.spare), set(self.lifted)
        e.dice_coupons = list(self.dice_coupons)
        e.supply = dict(self.supply)
        e._cache = dict(self._cache)
        e._franchise = dict(self._franchise)
        e._rate = dict(self._rate)
        e._colours = dict(self._colours)
        return e

    def _add_building(self, parcel: str, kind: str, side: str | None, owner: int,
                      s: GameState | None = None) -> None:
        """Fold a Building's Bonus die (or its side B effect) into its Parcel."""
        bk = self.c.buildings[kind]
        old = self.parcels[parcel]
        pm = ParcelM(old.owner, old.outcomes, old.graveyards, old.ignore_graveyards,
                     [*old.buildings, (kind, side)])
        fx = rules.effect(bk, side)
        if fx.fixed_yen:
            pm.outcomes = [(y + fx.fixed_yen, n, p) for y, n, p in pm.outcomes]
        if fx.ignores_graveyards:
            pm.ignore_graveyards = True
        if fx.lifts_golden_rule:
            self.lifted.add(parcel)
        if fx.adjacent_yen and s is not None:
            extra = fx.adjacent_yen
            for target in park_bonus_parcels(s, parcel):
                t = self.parcels.get(target)
                if t is not None:
                    self.parcels[target] = ParcelM(t.owner, [(y + extra, n, p) for y, n, p in t.outcomes],
                                                   t.graveyards, t.ignore_graveyards, t.buildings)
                    self._forget(target)  # its Hotels' values reckoned before no longer hold
        roll = fx.rolls_die
        if roll:
            k = len(bk.faces)
            faces = [(f.yen, f.no_graveyard, 1.0 / k) for f in bk.faces]
            pm.outcomes = _convolve(pm.outcomes, faces)
            self.dice_coupons[owner] += sum(f.coupons for f in bk.faces) / k
        self.parcels[parcel] = pm
        self._forget(parcel)

    def dated(self) -> tuple[int, int, int]:
        """What dates figures worked out from the Hotels and the Parcels' models: it changes
        whenever one of them does (Hotels are only ever added)."""
        return len(self.hotels), self._parcels_changed, len(self.parcels)

    def figures(self, player: int) -> dict[Any, Any]:
        """A player's plan figures (`Valuer._memo`) for this model as it stands, shared
        with its copies while they stand as it does.

        Copies share the memory they were made with; one that is dated otherwise when it asks
        (`dated`: a Hotel, a Parcel or a Parcel's model added) starts a memory of its own, which
        its own copies then share. So two copies never share figures unless their Hotels and
        Parcels are the copy's own, unchanged: the plans of a position and of each Purchase tried
        on a copy of it read the same figures (issue 16).
        """
        date = self.dated()
        known = self._figures
        if known is None or known[0] != date:
            known = self._figures = (date, {})
        per = known[1].get(player)
        if per is None:
            per = known[1][player] = {}
        return per

    def _forget(self, parcel: str) -> None:
        self._cache = {k: v for k, v in self._cache.items() if k[0] != parcel}
        self._parcels_changed += 1

    # ------------------------------------------------------------ hypotheses
    def add_hotel(self, owner: int, colour: str, area: str, capsules: int, from_hand: bool = True) -> None:
        """Suppose a Hotel built (from the owner's hand unless `from_hand` is False)."""
        self.hotels.append(HotelM(owner, colour, self.area_parcel[area], capsules))
        self.spare[area] = self.spare.get(area, 0) - 1
        if from_hand:
            self.hand[owner] = dict(self.hand[owner])
            self.hand[owner][colour] = self.hand[owner].get(colour, 0) - capsules

    def add_support(self, area: str, graveyard: bool = False) -> None:
        """Suppose a Vending Machine (or Graveyard) placed in an area."""
        self.spare[area] = self.spare.get(area, 0) + 1
        if graveyard:
            parcel = self.area_parcel[area]
            old = self.parcels[parcel]
            self.parcels[parcel] = ParcelM(old.owner, old.outcomes, old.graveyards + 1,
                                           old.ignore_graveyards, old.buildings)
            self._forget(parcel)

    def add_building(self, owner: int, area: str, kind: str, side: str | None,
                     s: GameState | None = None) -> None:
        """Suppose a Building bought for an area's Parcel."""
        self._add_building(self.area_parcel[area], kind, side, owner, s)

    def add_parcel(self, owner: int, parcel_id: str) -> None:
        """Suppose a new Land Parcel owned by `owner`."""
        # Every new Parcel has the same model: what Hotels would earn there is remembered once.
        self.parcels[parcel_id] = ParcelM(owner, [(0, False, 1.0)], 0, False, [], self._new_parcel_values)
        self.area_owner[parcel_id] = owner
        self.area_parcel[parcel_id] = parcel_id
        self.spare[parcel_id] = 0

    def pay(self, player: int, price: int) -> int:
        """Pay a price, Coupons first; returns the Yen paid."""
        k = rules.coupons_to_pay(self.c, price, self.coupons[player])
        self.coupons[player] -= k
        yen = rules.yen_due(self.c, price, k)
        self.yen[player] -= yen
        if price > 0:
            self.spend += price
        return yen

    # ------------------------------------------------------------ income
    def franchise(self, colour: str) -> int:
        """Franchise Income of a colour: 100 × (its Hotels + Parcels holding them)."""
        known = self._franchise.get(colour) if self.remember else None
        if known is not None and known[0] == len(self.hotels):
            return known[1]
        value = rules.franchise_income(self.c, [h.parcel for h in self.hotels if h.colour == colour])
        self._franchise[colour] = (len(self.hotels), value)
        return value

    def hotel_value(self, parcel: str, franchise: int, capsules: int) -> float:
        """Expected Income of one Hotel: max(F + A − G, floor), capped at 1,000 × capsules."""
        pm = self.parcels.get(parcel)
        if pm is not None and self.remember:
            known = pm.values.get((franchise, capsules))
            if known is None:
                known = pm.values[(franchise, capsules)] = self._expected(pm, franchise, capsules)
            return known
        key = (parcel, franchise, capsules)
        v = self._cache.get(key)
        if v is not None:
            return v
        c = self.c
        if pm is None:
            v = float(rules.floor_and_cap(c, franchise, capsules))
        else:
            v = sum(p * pm.pays(c, franchise, capsules, yen, nog) for yen, nog, p in pm.outcomes)
        self._cache[key] = v
        return v

    def _expected(self, pm: ParcelM, franchise: int, capsules: int) -> float:
        c = self.c
        key = (_model_number(c, pm), franchise, capsules)
        known = _EXPECTED.get(key)
        if known is not None:
            return known
        v = sum(p * pm.pays(c, franchise, capsules, yen, nog) for yen, nog, p in pm.outcomes)
        if len(_EXPECTED) >= _EXPECTED_MOST:
            _EXPECTED.clear()
        _EXPECTED[key] = v
        return v

    def mean_attraction(self, parcel: str) -> float:
        """Expected Attraction Income of a Parcel per round."""
        pm = self.parcels.get(parcel)
        if pm is None:
            return 0.0
        if pm.mean is None or not self.remember:
            pm.mean = sum(y * p for y, _, p in pm.outcomes)
        return pm.mean

    def rate(self, player: int) -> float:
        """Expected Income per round of a player's Hotels (plus Coupons from dice)."""
        known = self._rate.get(player) if self.remember else None
        if known is not None and known[0] == len(self.hotels) and known[1] == self._parcels_changed:
            return known[2]
        f = {col: self.franchise(col) for col in {h.colour for h in self.hotels}}
        total = sum(self.hotel_value(h.parcel, f[h.colour], h.capsules)
                    for h in self.hotels if h.owner == player)
        value = total + rules.coupon_yen(self.c, 1) * self.dice_coupons[player] * 0.8
        self._rate[player] = (len(self.hotels), self._parcels_changed, value)
        return value

    def rates(self) -> list[float]:
        """Every player's expected Income per round."""
        return [self.rate(p) for p in range(self.n)]

    def hotel_gain(self, player: int, colour: str, parcel: str, capsules: int, owner: int) -> float:
        """What a new Hotel (owned by `owner`) adds to `player`'s expected Income per round.

        Every Hotel of the colour earns more (the Franchise grows); the new
        Hotel's own Income counts when `player` owns it.
        """
        if not self.remember:
            same = [h for h in self.hotels if h.colour == colour]
            parcels = [h.parcel for h in same]
            f0 = rules.franchise_income(self.c, parcels)
            f1 = rules.franchise_income(self.c, [*parcels, parcel])
            gain = 0.0
            for h in same:
                if h.owner == player:
                    gain += self.hotel_value(h.parcel, f1, h.capsules) - self.hotel_value(h.parcel, f0, h.capsules)
        else:
            fig = self._colour(colour)
            f1 = rules.franchise_value(self.c, len(fig.parcels) + 1, len(fig.distinct) + (parcel not in fig.distinct))
            known = fig.raised.get((player, f1))
            if known is None:
                known = 0.0
                for h in fig.hotels:  # (summed in the same order as ever: the same figure to the last bit)
                    if h.owner == player:
                        known += self.hotel_value(h.parcel, f1, h.capsules) - self.hotel_value(h.parcel, fig.franchise,
                                                                                               h.capsules)
                fig.raised[(player, f1)] = known
            gain = known
        if owner == player:
            gain += self.hotel_value(parcel, f1, capsules)
        return gain

    def reckon(self, colours: Iterable[str]) -> None:
        """Work out these colours' figures here, so that copies made from now on start with them."""
        if self.remember:
            for colour in colours:
                self._colour(colour)

    def _colour(self, colour: str) -> ColourM:
        """A colour's Hotels and Franchise, remembered while its Hotels and the Parcels stay as they are.

        Hotels are only ever added: figures worked out with fewer Hotels still hold if none of
        those added since is of the colour (a plan adds Hotels of one colour at a time), and are
        extended by those that are (a plan's next Hotel of the colour: no need to look through
        every Hotel on the table again).
        """
        n = len(self.hotels)
        known = self._colours.get(colour)
        if known is not None and known.date[1] == self._parcels_changed:
            if known.date[0] == n:
                return known
            added = [h for h in self.hotels[known.date[0]:] if h.colour == colour]
            if not added:
                fig = self._colours[colour] = ColourM((n, self._parcels_changed), known.hotels, known.parcels,
                                                      known.distinct, known.franchise, known.raised, known.useful)
                return fig
            # Its Hotels since are added to those counted (in the order of the Hotels, as ever).
            same = known.hotels + added
            parcels = known.parcels + [h.parcel for h in added]
            distinct = known.distinct | {h.parcel for h in added}
        else:
            same = [h for h in self.hotels if h.colour == colour]
            parcels = [h.parcel for h in same]
            distinct = set(parcels)
        fig = self._colours[colour] = ColourM((n, self._parcels_changed), same, parcels, distinct,
                                              rules.franchise_value(self.c, len(parcels), len(distinct)), {})
        return fig

    def useful_capsules(self, colour: str, parcel: str, most: int, growth: int = 2) -> int:
        """How many capsules a new Hotel needs so its cap seldom bites (1 … most).

        `growth` more Hotels of the colour are expected to follow.
        """
        known: dict[tuple[str, int, int], int] | None = None
        if self.remember:
            fig = self._colour(colour)
            known = fig.useful
            got = known.get((parcel, most, growth))
            if got is not None:
                return got
            f = rules.franchise_value(self.c, len(fig.parcels) + 1 + growth,
                                      len(fig.distinct) + (parcel not in fig.distinct))
        else:
            parcels = [h.parcel for h in self.hotels if h.colour == colour]
            f = rules.franchise_income(self.c, [*parcels, *[parcel] * (1 + growth)])
        want = ceil((f + 1.2 * self.mean_attraction(parcel)) / rules.income_cap(self.c, 1))
        k = max(1, min(most, want))
        if known is not None:
            known[(parcel, most, growth)] = k
        return k

    # ------------------------------------------------------------ Debt and the end
    def debt(self, player: int, round_: int) -> int:
        """A player's Debt in a round."""
        key = (self.loan[player], round_)
        debt = self._debts.get(key) if self.remember else None
        if debt is None:
            debt = self._debts[key] = rules.debt(self.c, *key)
        return debt

    def incomes_left(self) -> int:
        """Income phases still to come (this round's included) if the game runs to the end."""
        return self.c.rounds - self.round + 1

    def horizon(self, patience: int = 0, rates: list[float] | None = None) -> tuple[int, int]:
        """(Income phases left, the round whose Debt is repaid) when the game is likely to end.

        The first Loans phase (rounds 2 … last) at which some player could
        repay if nobody spent another Yen, plus `patience` rounds (players go
        on investing); else the end of the last round.
        """
        last = self.c.rounds
        left = self.incomes_left()
        if patience >= left - 1:
            return left, last  # whoever could repay first, the players go on investing to the end
        end = self.first_repayment(rates if rates is not None else self.rates())
        if end is None:
            return left, last
        k = end - self.round
        if k + patience >= left:
            return left, last
        return k + patience, end + patience

    def first_repayment(self, rates: Sequence[float], yen: Sequence[float] | None = None) -> int | None:
        """The first Loans phase (the rounds after this one … the last) at which some player's Yen
        (`yen`, else their own), growing by `rates` a round, covers their Debt; None if none."""
        have = self.yen if yen is None else yen
        for end in range(self.round + 1, self.c.rounds + 1):
            k = end - self.round
            if any(self.loan[p] and have[p] + k * rates[p] >= self.debt(p, end) for p in range(self.n)):
                return end
        return None

    def projected_net(self, player: int, incomes: int, end_round: int, rate: float | None = None,
                      coupon_worth: float = 0.9) -> float:
        """Yen + Coupons − Debt at the end, with `incomes` more Income phases."""
        r = self.rate(player) if rate is None else rate
        return (self.yen[player] + coupon_worth * rules.coupon_yen(self.c, self.coupons[player])
                - self.debt(player, end_round) + incomes * r)

    # ------------------------------------------------------------ counts
    def in_hand(self, player: int) -> int:
        """The capsules a player holds, not yet built."""
        return sum(n for n in self.hand[player].values() if n > 0)

    def my_areas(self, player: int) -> list[str]:
        """The areas a player owns."""
        return [a for a, o in self.area_owner.items() if o == player]
