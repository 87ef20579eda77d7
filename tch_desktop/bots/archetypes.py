"""Strategy archetypes for the balance study: one plan each, played on the bots' interface.

An archetype is a `Bot` (same `decide`, `propose`, `respond`, `reaction_time`)
whose Purchases follow one strategy instead of the hard bot's open search.
They exist to test the component numbers: a game is balanced when no single
plan dominates (docs/balance.md).

- **rush** — the greedy baseline of the balance review: the cheapest whole
  colour, built at once as one-capsule Hotels (each with its Vending
  Machine) on the cheapest board, valued as Income per round × Income phases
  left − price, with no eye on rivals; no Buildings, no pink. Once its
  capsules are built nothing pays back any more, so it banks its Yen and
  repays at the first Loans check it can (which ends the game).
- **tall** — tall Hotels beside an attraction, in that order: a big board
  first, an attraction (Sweets Buffet, Tokyo Spike, Park, Arcade, Sumo Dohyo)
  on it, then colours with many capsules built beside it as Hotels as many
  stories tall as the capsules in hand allow (the placement's designs; also
  wherever such a Hotel would take the Tallest Hotel bonus; elsewhere sized as
  hard sizes them); no cash Graveyards before the end.
- **land** — land as the business: the big boards (over 30 square units) valued higher,
  and a plot of free land offered for Yen to a rival with capsules in hand
  whenever its Seal comes back.

Each plays at the hard level's speed and care; only what it may buy and how
it values it differ. `seats.make_bot(name, player, seed)` seats one by name;
`simulate --players rush,hard` plays them.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import ClassVar

from tch_desktop.bots import placement as place
from tch_desktop.bots import trading
from tch_desktop.bots.bot import Bot
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import Level, reaction_time
from tch_desktop.bots.messages import Offer
from tch_desktop.bots.planner import Option, Planner
from tch_desktop.bots.space import Space, board_capacity
from tch_desktop.bots.valuation import Room
from tch_desktop.bots.view import BotView
from tch_desktop.engine import rules
from tch_desktop.engine.actions import Action
from tch_desktop.engine.components import Components

ARCHETYPES = ("rush", "tall", "land")
#: The level an archetype plays at (its speed and care), and the level its records name.
BASE_LEVEL = "hard"


class ArchetypePlanner(Planner):
    """The hard bot's Planner with the options an archetype considers, valued its way."""

    #: Land is part of the plan: a board may be bought before the capsules it will hold.
    plans_land: ClassVar[bool] = False

    def _wasteful(self, opt: Option, e: Econ, r: Room) -> bool:
        if self.plans_land and opt.kind == "parcel":
            return False
        return super()._wasteful(opt, e, r)

    def keep(self, opt: Option) -> bool:
        """Whether this archetype would consider the option at all."""
        return True

    def bias(self, opt: Option) -> float:
        """Yen added to the option's value (what the archetype believes beyond the numbers)."""
        return 0.0

    def _generate(self) -> Iterator[Option]:
        for opt in super()._generate():
            if self.keep(opt):
                opt.value += self.bias(opt)
                yield opt


class RushPlanner(ArchetypePlanner):
    """A whole colour as one-capsule Hotels, the cheapest board, nothing else; valued greedily."""

    def _cheapest_board(self) -> str:
        c = self.econ.c
        cheapest: str = min(c.boards, key=lambda b: (c.boards[b].price, b))
        return cheapest

    def greedy_value(self, colour: str) -> float:
        """A whole colour built as one-capsule Hotels: Income per round × Income phases left − cost.

        The Hotels open from next round on, as many a round as this player's
        share of the Purchase Limit pays for; land beyond the room it has is
        bought as the cheapest board; each Hotel pays its Entrance and Vending
        Machine. Rivals' Hotels of the colour count in the Franchise.
        """
        e, c = self.econ, self.econ.c
        n = e.supply.get(colour, 0)
        board = self._cheapest_board()
        per_board = max(1, board_capacity(c, board))
        room = {a: k for a, k in self.room.capacity.items() if k > 0 and e.area_owner.get(a) == self.me}
        here = min(n, sum(room.values()))
        same = [h for h in e.hotels if h.colour == colour]
        per_hotel = c.entrance_price + c.vending_price + c.boards[board].price / per_board
        pace = max(1, int(e.limit / max(e.n, 1) // per_hotel))  # Hotels a round
        phases = self.valuer.horizon(e)[0]
        income = 0.0
        for t in range(1, phases):
            built = min(n, pace * t)
            parcels = (len({e.area_parcel[a] for a in room}) if here else 0) \
                + -(-max(0, built - here) // per_board)
            franchise = rules.franchise_value(c, len(same) + built, len({h.parcel for h in same}) + parcels)
            income += built * rules.floor_and_cap(c, franchise, 1)  # one-capsule Hotels
        lands = -(-(n - here) // per_board)
        cost = (c.capsule_price[colour] + n * (c.entrance_price + c.vending_price)
                + lands * c.boards[board].price)
        return income - cost

    def keep(self, opt: Option) -> bool:
        holding = self.econ.in_hand(self.me) > 0
        if opt.kind == "hotel":
            return opt.count == 1
        if opt.kind == "support":  # a Vending Machine, not a Graveyard that cuts every Income
            return opt.count == 1 and (not opt.graveyard or self.econ.vending_left <= 0)
        if opt.kind == "capsules":
            return not holding
        if opt.kind == "parcel":
            return holding and opt.board == self._cheapest_board()
        return opt.kind == "graveyard"

    def bias(self, opt: Option) -> float:
        if opt.kind == "capsules" and opt.colour is not None:
            return self.greedy_value(opt.colour) - opt.value  # its own reckoning replaces the model's
        return 0.0


class TallEcon(Econ):
    """The table as the tall player reckons it: beside an attraction (or where the Tallest Hotel
    bonus is to be had) a Hotel is as many stories tall as the capsules in hand allow."""

    def tallest_count(self, colour: str, most: int) -> int:
        """The fewest capsules (1 … most) whose Hotel design has as many stories as `most`
        capsules of the colour can have (the designs the placement builds)."""
        stories = [place.designs(self.c, k, colour)[0].stories for k in range(1, most + 1)]
        return stories.index(max(stories)) + 1

    def goes_tall(self, colour: str, parcel: str, most: int) -> bool:
        """Whether a tall Hotel pays here: the Parcel has Attraction Income, or the Hotel would be
        taller than every Hotel so far with the Tallest Hotel variant on (its Coupons)."""
        if self.mean_attraction(parcel) > 0:
            return True
        top = place.designs(self.c, self.tallest_count(colour, most), colour)[0].stories
        return rules.tallest_bonus(self.c, self.tallest_on, self.tallest, top) > 0

    def useful_capsules(self, colour: str, parcel: str, most: int, growth: int = 2) -> int:
        useful = super().useful_capsules(colour, parcel, most, growth)
        if most > 1 and self.goes_tall(colour, parcel, most):
            return max(useful, self.tallest_count(colour, most))
        return useful

    def copy(self) -> Econ:
        e = super().copy()
        e.__class__ = TallEcon  # hypotheses are reckoned the same way
        return e


class TallPlanner(ArchetypePlanner):
    """Tall Hotels beside an attraction, on big land: board first, attraction next, then Hotels."""

    plans_land = True
    strict_capsules = False  # its tall Hotels pay late, beside the attraction: the plan's weak steps are its plan

    ATTRACTION_BONUS = 2500  # Yen: what it believes an attraction adds to its future tall Hotels
    BIG_BOARD_BONUS = 3000

    def __init__(self, view: BotView, level: Level, rng: random.Random, work: int | None = None,
                 taste: Mapping[str, float] | None = None) -> None:
        super().__init__(view, level, rng, work, taste)
        self.econ.__class__ = TallEcon  # its Hotel options take all the capsules (same data)
        s = view.state
        self.big_areas = {a.id for a in s.areas.values() if a.owner == self.me
                          and _big(s.components, s.areas[a.parcel].board)}
        self.attraction_parcels = {b.parcel for b in s.buildings()
                                   if s.areas[b.area].owner == self.me
                                   and s.components.buildings[b.building].card}

    def keep(self, opt: Option) -> bool:
        e = self.econ
        if opt.kind in ("hotel", "support"):
            held = e.hand[self.me].get(opt.colour or "", 0)
            if opt.graveyard and e.vending_left > 0:
                return False  # a Graveyard cuts the Income of every Hotel on the Parcel
            return opt.count >= min(held, 3) or e.entrances_left <= 1
        if opt.kind == "capsules":
            return e.supply.get(opt.colour or "", 0) >= 6 and bool(self.big_areas)
        if opt.kind == "pink":
            return opt.count >= e.c.stack_min_stories and bool(self.big_areas)
        if opt.kind == "graveyard":
            return e.incomes_left() <= 2  # cash only at the very end
        if opt.kind == "building":
            if opt.roof is not None:
                return True
            return e.c.buildings[opt.building or ""].card and opt.area in self.big_areas
        return True

    def bias(self, opt: Option) -> float:
        e, c = self.econ, self.econ.c
        soon = min(1.0, e.incomes_left() / 4)
        if opt.kind == "building" and c.buildings[opt.building or ""].card:
            return self.ATTRACTION_BONUS * soon
        if opt.kind in ("hotel", "support") and opt.area is not None:
            return 300.0 * opt.count if e.area_parcel[opt.area] in self.attraction_parcels else 0.0
        if opt.kind == "parcel" and _big(c, opt.board) and not self.big_areas and opt.board is not None:
            # Its first big board is the plan itself: worth its price and more, while there is time.
            return (c.boards[opt.board].price + self.BIG_BOARD_BONUS) * soon
        return 0.0


class LandPlanner(ArchetypePlanner):
    """Big boards first: land to build on and to sell."""

    plans_land = True

    BIG_BOARD_BONUS = 1500

    def keep(self, opt: Option) -> bool:
        return opt.kind != "parcel" or _big(self.econ.c, opt.board)

    def bias(self, opt: Option) -> float:
        c = self.econ.c
        if opt.kind != "parcel" or opt.board is None or not _big(c, opt.board):
            return 0.0
        soon = min(1.0, self.econ.incomes_left() / 5)
        s = self.view.state
        owns_big = any(a.owner == self.me and _big(c, s.areas[a.parcel].board) for a in s.areas.values())
        # The first big board is the business itself: worth its price while there is time.
        return (self.BIG_BOARD_BONUS + (0 if owns_big else c.boards[opt.board].price)) * soon


def _big(c: Components, board: str | None) -> bool:
    """A board of more than 30 square units (C, D, E in classic; B, C, D, E in balanced since step 7)."""
    if board is None:
        return False
    b = c.boards[board]
    xs = [p[0] for p in b.outline]
    ys = [p[1] for p in b.outline]
    # the shoelace formula: the outline's area
    n = len(xs)
    area = abs(sum(xs[i] * ys[(i + 1) % n] - xs[(i + 1) % n] * ys[i] for i in range(n))) / 2
    return area > 30


class ArchetypeBot(Bot):
    """A bot that plays one strategy (see the module's docstring)."""

    archetype: ClassVar[str] = ""
    planner: ClassVar[type[ArchetypePlanner]] = ArchetypePlanner
    overrides: ClassVar[dict[str, object]] = {}

    def __init__(self, player: int, seed: int = 0) -> None:
        super().__init__(player, BASE_LEVEL, seed)
        # A fixed plan, valued at once: none of the hard level's look-ahead nor its loan rollouts
        # (the largest loan), and the room model the archetypes were set with (supports as 1 × 1
        # slots, every Entrance left, own gains and one Income phase of slack in the thrift
        # checks; issue 12's later figures are hard's alone, the ending by chance among them), and no sure ending (bots/ending.py: its
        # smallest loan and Graveyards would make every archetype one player under classic at 2).
        self.level: Level = replace(self.level, name=self.archetype, search_candidates=0, search_rollouts=0,
                                    loan_rollouts=0, measured_room=False, raced_entrances=False,
                                    shared_thrift=False, thrift_slack=1, rival_land=False, sure_end=False,
                                    playout_candidates=0, playout_worlds=0, kept_room=False, end_odds=False,
                                    **self.overrides)  # type: ignore[arg-type]
        self.level_name = self.archetype
        self.rng = random.Random(seed * 7919 + player * 104729 + len(self.archetype) + 1000)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(player={self.player})"

    def reaction_time(self, speed: str | float, rng: random.Random | None = None) -> float:
        return reaction_time(BASE_LEVEL, speed, rng or self.rng)

    def _purchase(self, view: BotView, work: int) -> Action | None:
        planner = self.planner(view, self.level, self.rng, work, self.taste(view))
        act, _ = planner.choose()
        self.last_work = planner.examined
        return act


class RushBot(ArchetypeBot):
    archetype = "rush"
    planner = RushPlanner
    # Its own net only; every plan it makes is built (potential trusted in full); it offers no deals.
    overrides = {"rival_weight": 0.0, "rival_plans": False, "potential_trust": 1.0,
                 "barter_rate": 0.0, "plan_lands": 1}


class TallBot(ArchetypeBot):
    archetype = "tall"
    planner = TallPlanner
    overrides = {"potential_trust": 0.95, "plan_lands": 2}


class LandBot(ArchetypeBot):
    archetype = "land"
    planner = LandPlanner
    overrides = {"barter_rate": 1.0, "barter_margin": 100, "plan_lands": 3}

    def propose(self, view: BotView) -> Offer | None:
        """A plot of its free land for Yen, to a rival with capsules in hand (else the usual deals)."""
        if not view.purchasing_open or self.player in view.queue or view.me.passed:
            return None
        me = self.player
        buyers = [p.index for p in view.players
                  if p.index != me and not p.passed and view.barter_of(p.index) is None
                  and sum(view.player_view(p.index).capsules.values()) > 0
                  and view.player_view(p.index).yen > 0
                  and self.memory.offered.get((view.round, p.index), 0) < 1]
        space = Space(view.state, me)
        for other in buyers:
            self.memory.offered[(view.round, other)] = 1
            plot = trading.plot_for(view, space, me, other)
            if plot is None:
                return None
            cap = min(view.player_view(other).yen, 4000)
            priced = trading.price_offer(view, self.level, Offer(me, other, (plot,)), other, 500, cap,
                                         self.rng)
            if priced is not None:
                return trading.announce(priced, "sell_plot", other, me, other)
        return trading.propose(view, self.level, self.rng, self.memory, Econ.of(view.state))


ARCHETYPE_BOTS: dict[str, type[ArchetypeBot]] = {"rush": RushBot, "tall": TallBot, "land": LandBot}
