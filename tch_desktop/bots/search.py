"""Hard's look-ahead: determinized rollouts of its loan and of the planner's best Purchases.

What it is, exactly: a bounded, flat Monte Carlo search (not a tree) in three
places.

- **An investment** (`Playouts`, `Planner._played_out`, `Level.playout_*`): when
  the valuation's best `playout_candidates` options (3 for hard) worth more than
  passing include capsules, pink capsules, a board or a Building, each candidate
  is played in the same `playout_worlds` sampled worlds (8) for `playout_rounds`
  more Income phases (1) — every player following the hard valuation's own
  policy (Hotels of the build-out, its board, the colour its valuation finds
  best) — and the position reached is scored by the bot's valuation. The
  valuation's best is overruled only when another candidate scores
  `playout_margin` Yen (1,200) better on average; at tables of `playout_tables`
  players (2, 3 and 4). At tables of at least `playout_leaf_unraced` players (3)
  the position reached is valued without the race for the Entrances (the rivals'
  new hands would cut the bigger hand's build-out, where the valuation that ranked
  the options saw none; docs/bots.md, "Hard looks ahead"). In the playouts a
  Hotel that does not pay alone is built when its colour's plan pays
  (`playout_plans`, `colour_plan`: else a player who had not built its first
  Hotel by the end of round 1 sat on its capsules through round 2), the end is
  valued at the best of its room and that room less a slot or two
  (`playout_trim`, `trimmed_rooms`: the greedy build-out is not monotone in
  room), and an investment is weighed only against other investments
  (`playout_investments_only`).

- **The loan** (`loan_scores`, `Level.loan_rollouts`): at the Loans phase each
  loan option of the set is played forward from round 1's Purchases to the end
  of the game, `loan_rollouts` times (16 for hard, 64 rollouts in all). The
  rivals' loans are hidden then: rollout i draws each rival's loan uniformly
  from the options with its own generator, the same draw for every option of
  the bot's. The best mean is taken; the largest loan unless another beats it
  by `search_margin` (`best_loan`). The seeds come from a generator of their
  own, drawn from the game's seed (`Bot._searched_loan`), so the bot's other
  draws are unchanged. In the classic and balanced sets' deals the rollouts
  prefer the largest loan (capital builds Hotels); with nothing to buy, the
  smallest (least interest).
- **The Purchases of the last Income phases** (`Planner._searched`): when the
  valuation expects at most `search_late` Income phases left (2 for hard),
  hard first values every option like the other levels (`planner`,
  `valuation`); then the best `search_candidates` options (5) and *passing*
  are each played forward to the end of the game on the fast numeric model
  (`Econ`), `search_rollouts` times (12), with common random numbers
  (rollout i draws the same dice and the same turn order for every
  candidate). The candidate with the best mean score is played; its exact
  placement is worked out only then (`Planner.realize`), and if it cannot be
  placed, the next best; passing if passing scores best.

A rollout samples what nobody at the table knows:

- the Bonus dice: each Parcel's Attraction Income is drawn, round by round,
  from its distribution (No-Graveyard faces included);
- the real-time race: each round's order of Purchases is a random order of
  the players, and everybody buys in turns until all pass or the Purchase
  Limit is spent;
- the rivals' loans, while they are hidden (the Loans phase only).

Every player — the bot too, after the candidate — follows the playout
policy (`Rollouts._step`): build a Hotel from the capsules in hand when it
pays before the end; else, out of room with capsules in hand, the Land
Parcel board with the cheapest Hotel slot the money buys; else, with nothing
in hand, the colour whose whole build-out pays best (`Rollouts._build_out`:
every capsule a one-capsule Hotel with its Vending Machine, at the player's
share of the Purchase Limit a round, on its room and then on those boards,
each a new Parcel for the Franchise); and a player who leads and could repay
at the next Loans phase banks its money. The game ends as the engine ends
it: at the first Loans phase at which anyone's Yen covers their Debt, else
after the last round's Income. A rollout scores 1 for a win (a shared win:
the share) plus the margin over the best rival / `MARGIN_SCALE`.

The work is counted (rollouts, in `Bot.last_work`), never timed. Searching
earlier than the last Income phases with this rush-like policy played to the end
was measured and rejected: it is far weaker than the valuation over a long game
(docs/bots.md); the investment playouts above are short and follow the valuation.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from tch_desktop.bots.econ import Econ, HotelM
from tch_desktop.bots.placement import ground_slots
from tch_desktop.bots.space import board_capacity
from tch_desktop.bots.valuation import Room, Valuer, _fitting, best_board, board_for, board_within
from tch_desktop.engine import rules
from tch_desktop.engine.components import Components
from tch_desktop.engine.state import GameState

MARGIN_SCALE = 40000.0  # Yen of margin worth one win
LOAN_DRAW = 0x10A4  # mixed into a rollout's seed for the draw of the rivals' hidden loans


@dataclass
class Seat:
    """One player in a rollout: Hotel slots left on their land, whether they passed this round."""

    slots: int
    passed: bool = False


def _take(x: Econ, p: int, col: str) -> None:
    """Player `p` buys the colour's capsules in the model."""
    x.pay(p, x.c.capsule_price[col])
    x.hand[p] = dict(x.hand[p])
    x.hand[p][col] = x.hand[p].get(col, 0) + x.supply[col]
    x.supply[col] = 0


class Rollouts:
    """Plays positions of the numeric model to the end of the game, many times, cheaply."""

    def __init__(self, me: int, slots: list[int]) -> None:
        self.me = me
        self.slots = slots  # Hotel slots (one-capsule Hotels with support) each player's land has now
        self.played = 0  # rollouts played: the counted work

    # ------------------------------------------------------------ one rollout
    def play(self, e: Econ, slots: list[int], passed: list[bool], seed: int) -> float:
        """Score for `me` of one sampled continuation of `e` (the current Purchase phase goes on)."""
        self.played += 1
        rng = random.Random(seed)
        seats = [Seat(slots[p], passed[p]) for p in range(e.n)]
        r = e.round
        self._purchases(e, seats, rng, r)
        while True:
            r, over = self._next_round(e, seats, rng, r)
            if over:
                return self._score(e, r)

    def _next_round(self, e: Econ, seats: list[Seat], rng: random.Random, r: int) -> tuple[int, bool]:
        """Round `r`'s Income, then the next round: its Coupons, its Loans check and its
        Purchases. Returns the round reached and whether the game is over there (after the last
        round's Income, or at a Loans check where someone's Yen covers their Debt)."""
        c = e.c
        self._income(e, rng)
        if r >= c.rounds:
            return r, True
        r += 1
        e.round = r
        if r in c.coupon_rounds:
            e.coupons = [k + c.coupon_round_coupons for k in e.coupons]
        if any(e.loan[p] and e.yen[p] >= e.debt(p, r) for p in range(e.n)):
            return r, True
        e.spend = 0
        for s in seats:
            s.passed = False
        self._purchases(e, seats, rng, r)
        return r, False

    def _score(self, e: Econ, r: int) -> float:
        net = [e.yen[p] - e.debt(p, r) for p in range(e.n)]
        best = max(net)
        winners = [p for p in range(e.n) if net[p] == best]
        rival = max(net[p] for p in range(e.n) if p != self.me)
        win = 1.0 / len(winners) if self.me in winners else 0.0
        return win + (net[self.me] - rival) / MARGIN_SCALE

    # ------------------------------------------------------------ the table, round by round
    def _income(self, e: Econ, rng: random.Random) -> None:
        c = e.c
        rolled: dict[str, tuple[int, bool]] = {}
        for pid, pm in e.parcels.items():
            if len(pm.outcomes) == 1:
                y, nog, _ = pm.outcomes[0]
            else:
                x = rng.random()
                for y, nog, p in pm.outcomes:  # noqa: B007 (the outcome drawn is the one left)
                    x -= p
                    if x <= 0:
                        break
            rolled[pid] = (y, nog)
        franchise: dict[str, int] = {}
        for h in e.hotels:
            if h.colour not in franchise:
                franchise[h.colour] = e.franchise(h.colour)
        for h in e.hotels:
            here = e.parcels.get(h.parcel)
            a, nog = rolled.get(h.parcel, (0, False))
            g = 0 if here is None else rules.graveyard_deduction(c, here.graveyards, nog or here.ignore_graveyards)
            e.yen[h.owner] += rules.floor_and_cap(c, franchise[h.colour] + a - g, h.capsules)

    def _purchases(self, e: Econ, seats: list[Seat], rng: random.Random, r: int) -> None:
        order = list(range(e.n))
        rng.shuffle(order)
        left = e.c.rounds - r + 1  # Income phases still to come, this round's included
        for _ in range(12):  # turns round the table, at most
            acted = False
            for p in order:
                s = seats[p]
                if s.passed:
                    continue
                if e.spend >= e.limit or not self._step(e, p, s, left):
                    s.passed = True
                    continue
                acted = True
            if not acted:
                return

    # ------------------------------------------------------------ the playout policy
    def _money(self, e: Econ, p: int) -> int:
        return e.yen[p] + rules.coupon_yen(e.c, e.coupons[p])

    def _banks(self, e: Econ, p: int, r: int) -> bool:
        """A leader who could repay at the next Loans phase keeps its money (and so ends the game)."""
        if not e.loan[p] or e.yen[p] < e.debt(p, r + 1) - 1:
            return False
        net = [e.yen[q] - e.debt(q, r + 1) for q in range(e.n)]
        return net[p] >= max(net)

    def _step(self, e: Econ, p: int, s: Seat, left: int) -> bool:
        """One Purchase by player `p` (False: it passes)."""
        c = e.c
        if left <= 0 or self._banks(e, p, e.round):
            return False
        money = self._money(e, p)
        room = e.limit - e.spend
        hand = [(col, n) for col, n in e.hand[p].items() if n > 0]
        build = c.entrance_price + c.vending_price
        if hand and e.entrances_left > 0 and s.slots > 0 and money >= build and room > 0:
            best: tuple[float, str, int, str] | None = None
            parcel = self._parcel(e, p)  # the same for every colour (nothing changes meanwhile)
            for col, n in hand:
                if parcel is None:
                    break
                k = n if left <= 1 or e.entrances_left == 1 else e.useful_capsules(col, parcel, n)
                gain = e.hotel_gain(p, col, parcel, k, p)
                score = gain * left - build
                if best is None or score > best[0]:
                    best = (score, col, k, parcel)
            if best is not None and (best[0] > 0 or left <= 2):
                _, col, k, parcel = best
                e.pay(p, build)
                e.hotels.append(HotelM(p, col, parcel, k))
                e.hand[p] = dict(e.hand[p])
                e.hand[p][col] -= k
                e.entrances_left -= 1
                s.slots -= 1
                return True
        if hand and s.slots <= 0 and left >= 3:
            board = _board(c, money - build)
            if board is not None:
                price = c.boards[board].price
                e.pay(p, price)
                new = f"roll-{p}-{len(e.parcels)}"
                e.add_parcel(p, new)
                s.slots += _capacity(c, board)
                return True
        if not hand and left >= 3:
            best_buy: tuple[float, str, int] | None = None
            for col, price in c.capsule_price.items():
                if col == c.stack_colour or not e.supply.get(col, 0) or money < price + build:
                    continue
                score = self._build_out(e, s, col, price, left)
                if score > 0 and (best_buy is None or score > best_buy[0]):
                    best_buy = (score, col, price)
            if best_buy is not None:
                _take(e, p, best_buy[1])
                return True
        return False

    @staticmethod
    def _build_out(e: Econ, s: Seat, col: str, price: int, left: int) -> float:
        """What a colour's capsules earn less what they cost (`_built_out`), remembered by what it reads."""
        c = e.c
        same = [h.parcel for h in e.hotels if h.colour == col]
        total, hotels, parcels = min(e.supply.get(col, 0), e.entrances_left), len(same), len(set(same))
        key = (c, col, price, left, s.slots, total, e.limit, e.n, hotels, parcels)
        known = _BUILD_OUTS.get(key) if Econ.remember else None
        if known is None:
            if len(_BUILD_OUTS) >= _BUILD_OUTS_MOST:
                _BUILD_OUTS.clear()
            known = _BUILD_OUTS[key] = Rollouts._built_out(c, s.slots, col, price, left, total, e.limit, e.n,
                                                            hotels, parcels)
        return known

    @staticmethod
    def _built_out(c: Components, slots: int, col: str, price: int, left: int, total: int, limit: int, n: int,
                   hotels: int, parcels: int) -> float:
        """What a colour's capsules earn less what they cost when every one is built as a
        one-capsule Hotel with its Vending Machine, at the player's share of the Purchase Limit
        a round (from the next Purchase on), on the room it has and then on the cheapest boards
        (each a new Parcel for the Franchise); rivals' Hotels of the colour count: `hotels` on
        `parcels` Parcels. `total`: the capsules (those in the supply, at most one per Entrance
        left), `slots` the player's room."""
        board = best_board(c)[0]
        cap = max(1, _capacity(c, board))
        build = c.entrance_price + c.vending_price
        pace = max(1, int(limit / max(n, 1) // build))
        income = 0
        for t in range(1, left):
            built = min(total, pace * t)
            boards = -(-max(0, built - slots) // cap)
            mine = (1 if slots > 0 and built > 0 else 0) + boards
            income += built * rules.floor_and_cap(c, rules.franchise_value(c, hotels + built, parcels + mine), 1)
        boards = -(-max(0, total - slots) // cap)
        return income - price - total * build - boards * c.boards[board].price

    @staticmethod
    def _parcel(e: Econ, p: int) -> str | None:
        """The Parcel a player's next Hotel goes on in the model (the one with fewest of theirs)."""
        own = [a for a, o in e.area_owner.items() if o == p]
        if not own:
            return None
        count: dict[str, int] = {}
        for h in e.hotels:
            if h.owner == p:
                count[h.parcel] = count.get(h.parcel, 0) + 1
        return min((e.area_parcel[a] for a in own), key=lambda par: (count.get(par, 0), par))


_CAPACITY: dict[tuple[int, str], int] = {}
#: What a colour's build-out earns in the rollouts (`Rollouts._build_out`), by all it reads: the
#: loan's rollouts weigh the same few colours in the same few positions thousands of times.
_BUILD_OUTS: dict[tuple[object, ...], float] = {}
_BUILD_OUTS_MOST = 50000


def forget() -> None:
    """Empty the memory of the rollouts' build-outs (benchmarks start from nothing)."""
    _BUILD_OUTS.clear()


def _capacity(c: Components, board: str) -> int:
    key = (id(c), board)
    if key not in _CAPACITY:
        _CAPACITY[key] = board_capacity(c, board)
    return _CAPACITY[key]


def _board(c: Components, money: float = float("inf")) -> str | None:
    """The Land Parcel board with the cheapest Hotel slot (then the cheaper) that `money` buys
    (`valuation.board_within`); None if it buys none."""
    within = board_within(c, money)
    return None if within is None else within[0]


def colour_plan(e: Econ, p: int, col: str, area: str, k: int, left: int, cost: int) -> float:
    """What player `p`'s capsules of `col` in hand earn less their Hotels' cost when built as
    Hotels of `k` in `area`: the first now, then at the player's share of the Purchase Limit a
    round, while Entrances last; each Hotel's gain counts what its Franchise adds to the earlier
    ones (the valuation's build-out: a colour's weak first Hotels do not stop the plan). With
    `left` Income phases to come, a first one-capsule Hotel earning 200円 a round for 1,500円 loses
    100円 alone at 7 phases left; seven of them on one Parcel pay (see the tests)."""
    y = e.copy()
    pace = max(1, int(e.limit / max(e.n, 1) // cost))
    n = e.hand[p].get(col, 0)
    parcel = e.area_parcel[area]
    total, built, j = 0.0, 0, 0
    while built < n and j < e.entrances_left and left - j // pace > 0:
        size = min(k, n - built)
        total += y.hotel_gain(p, col, parcel, size, p) * (left - j // pace) - cost
        y.add_hotel(p, col, area, size)
        built, j = built + size, j + 1
    return total


def trimmed_rooms(room: dict[str, int], held: int, most: int) -> list[dict[str, int]]:
    """`room` with its largest area (then the first by name) less 1 … `most` slots, while the
    room left still holds a slot and the capsules in hand (`held`) have somewhere to go; none
    when nothing is held. Four green capsules in hand with 4 slots left on a board are valued by
    the build-out at 20,437円 and with 3 at 23,063円 (the fourth Hotel on a new board adds a Parcel
    to the Franchise; tests/bots/test_playout_policy.py): an end with room to spare is worth at
    least the same end with less."""
    total = sum(n for n in room.values() if n > 0)
    if held <= 0 or total <= 1:
        return []
    area = max(sorted(room), key=lambda a: room[a])
    return [{**room, area: room[area] - t} for t in range(1, most + 1) if total - t >= 1 and room[area] - t >= 0]


def seeds(rng: random.Random, n: int) -> list[int]:
    """`n` rollout seeds drawn from the bot's generator (the same for every candidate)."""
    return [rng.getrandbits(32) for _ in range(n)]


def loan_scores(s: GameState, me: int, slots: list[int], seeds_: list[int]) -> tuple[dict[int, float], int]:
    """Each loan option's mean rollout score for `me` from the Loans phase (see the module's
    docstring), and the rollouts played. Rollout i draws every rival's hidden loan uniformly
    from the set's options with its own generator (the same draw for each of `me`'s options)
    and then plays the game from round 1's Purchases with the same dice and turn orders."""
    c = s.components
    base = Econ.of(s)
    base.round, base.phase, base.spend = 1, "purchase", 0
    options = sorted(c.loans, reverse=True)
    roll = Rollouts(me, slots)
    out: dict[int, float] = {}
    for amount in options:
        total = 0.0
        for seed in seeds_:
            hidden = random.Random(seed ^ LOAN_DRAW)
            e = base.copy()
            for p in range(e.n):
                take = amount if p == me else hidden.choice(options)
                e.loan[p] = take
                e.yen[p] += take
                e.coupons[p] += c.loans[take]
            total += roll.play(e, list(slots), [False] * e.n, seed)
        out[amount] = total / len(seeds_)
    return out, roll.played


def best_loan(scores: dict[int, float], margin: float) -> int:
    """The loan with the best mean score; the largest unless another beats it by `margin`."""
    largest = max(scores)
    best = max(sorted(scores, reverse=True), key=lambda a: scores[a])  # a tie goes to the larger
    return best if scores[best] - scores[largest] > margin else largest


# ---------------------------------------------------------------- an investment's playouts (`Level.playout_worlds`)
class Playouts(Rollouts):
    """Truncated playouts on the numeric model with the hard valuation's policy for every player.

    World i (the same for every candidate) samples the real-time race (each round's order of
    Purchases), the Bonus dice (each Parcel's Attraction Income drawn from its distribution) and
    each player's liking for each colour (within 1 ± `taste`). In turn, each player: builds the
    best Hotel of the capsules in hand (the valuation's build-out step: the capsules a Hotel
    needs, the area where it earns most, a Vending Machine with it); out of room, buys the board
    its plan would (`board_for`); with nothing in hand, buys the colour its own valuation finds
    best, if one pays and passes the thrift checks (`waste`); a leader who could repay at the
    next Loans phase banks. With `plans`, a Hotel that does not pay alone is built when its
    colour's plan pays (`colour_plan`); with `trim`, the end is valued at the best of the bot's
    room and that room less 1 … `trim` slots (`trimmed_rooms`). After `rounds` more Income phases (or the game's end) the position
    is scored by the bot's valuation (`leaf`, else `valuers[me]`; at the end, the Yen − Debt reached).
    """

    def __init__(self, me: int, rooms: list[dict[str, int]], valuers: dict[int, Valuer],
                 waste: Callable[[Valuer, Econ, Econ, Room, str, int, dict[int, int]], bool], taste: float,
                 rounds: int,
                 leaf: Valuer | None = None, plans: bool = False, trim: int = 0) -> None:
        super().__init__(me, [sum(r.values()) for r in rooms])
        self.plans = plans  # a Hotel that does not pay alone is built when its colour's plan pays (`colour_plan`)
        self.trim = trim  # slots of room the leaf may leave unused (`trimmed_rooms`)
        self.rooms = rooms
        self.valuers = valuers
        self.leaf = leaf if leaf is not None else valuers[me]  # the valuation that scores a playout's end
        self.waste = waste
        self.taste = taste
        self.rounds = rounds
        self.work = 0  # valuations made (the counted work, with `played`)
        self._cur: list[dict[str, int]] = []
        self._liking: list[dict[str, float]] = []

    def score(self, e: Econ, passed: list[bool], seed: int, room: dict[str, int] | None = None) -> float:
        """The bot's valuation of one sampled continuation of `e` (a candidate applied; `room`:
        the bot's room after it)."""
        self.played += 1
        rng = random.Random(seed)
        c = e.c
        self._cur = [dict(r) for r in self.rooms]
        if room is not None:
            self._cur[self.me] = dict(room)
        for p, v in [*self.valuers.items(), (self.me, self.leaf)]:
            v.rival_areas = {q: self._cur[q] for q in range(e.n) if q != p}
            v.rival_room = {q: sum(a.values()) for q, a in v.rival_areas.items()}
        self._liking = [{col: 1.0 + self.taste * (2.0 * rng.random() - 1.0) for col in sorted(c.capsule_price)}
                        for _ in range(e.n)]
        seats = [Seat(0, passed[p]) for p in range(e.n)]
        r = e.round
        self._purchases(e, seats, rng, r)
        for _ in range(self.rounds):
            r, over = self._next_round(e, seats, rng, r)
            if over:
                return self._leaf(e, r, True)
        return self._leaf(e, r, False)

    def _leaf(self, e: Econ, r: int, over: bool) -> float:
        self.work += 1
        v = self.leaf
        horizon = (0, r) if over else None
        room = self._cur[self.me]
        score = v.utility(e, Room(room), horizon=horizon)
        if self.trim and not over:
            # Room left unused is never worth less: the greedy build-out is not monotone in room
            # (`trimmed_rooms`), so the end is valued at the best of the room and the room less a
            # slot or two in its largest area.
            for less in trimmed_rooms(room, e.in_hand(self.me), self.trim):
                self.work += 1
                score = max(score, v.utility(e, Room(less), horizon=horizon))
        return score

    def _step(self, e: Econ, p: int, s: Seat, left: int) -> bool:
        c = e.c
        if left <= 0 or self._banks(e, p, e.round):
            return False
        money = self._money(e, p)
        hand = [(col, n) for col, n in sorted(e.hand[p].items()) if n > 0]
        rooms = self._cur[p]
        if hand:
            if e.entrances_left <= 0:
                return False
            best: tuple[float, str, int, str, int] | None = None
            for area, cap in sorted(rooms.items()):
                if cap <= 0 or area not in e.area_parcel:
                    continue
                parcel = e.area_parcel[area]
                cost = c.entrance_price + (0 if e.spare.get(area, 0) > 0 else c.vending_price)
                if money < cost:
                    continue
                for col, n in hand:
                    k = n if left <= 1 or e.entrances_left == 1 else e.useful_capsules(col, parcel, n)
                    k = _fitting(c, col, k, cap)
                    score = e.hotel_gain(p, col, parcel, k, p) * left - cost
                    if best is None or score > best[0]:
                        best = (score, col, k, area, cost)
            if best is not None and (best[0] > 0 or left <= 2 or (
                    self.plans and colour_plan(e, p, best[1], best[3], best[2], left, best[4]) > 0)):
                _, col, k, area, cost = best
                if e.spare.get(area, 0) <= 0:
                    e.pay(p, c.vending_price)
                    e.add_support(area)
                e.pay(p, c.entrance_price)
                e.add_hotel(p, col, area, k)
                e.entrances_left -= 1
                rooms[area] -= ground_slots(c, k, col)
                return True
            if best is None and not any(n > 0 for n in rooms.values()) and left >= 3:
                board, price, room_n = board_for(c, money, e.rate(p))
                if money >= price:
                    e.pay(p, price)
                    new = f"play-{p}-{len(e.parcels)}"
                    e.add_parcel(p, new)
                    rooms[new] = room_n
                    return True
            return False
        if left < 3:
            return False
        values = self._values(e, p)
        pick = max(((v * self._liking[p][col], col) for col, v in values.items() if v > 0), default=None)
        if pick is None:
            return False
        _take(e, p, pick[1])
        return True

    def _values(self, x: Econ, p: int) -> dict[str, float]:
        """What each colour in the supply is worth to player `p` (its valuation against passing)."""
        valuer = self.valuers[p]
        room = Room(self._cur[p])
        c = x.c
        # Passing is valued (and counted) once per call, but only worked out for a colour that passes
        # the thrift checks: most calls find none (a playout's player out of money or of time).
        base: float | None = None
        self.work += 1
        out: dict[str, float] = {}
        slack: dict[int, int] = {}  # (the thrift checks' slack: the same for every colour bought from `x`)
        for col, price in sorted(c.capsule_price.items()):
            if col == c.stack_colour or not x.supply.get(col, 0) \
                    or not rules.can_afford(c, price, x.yen[p], x.coupons[p]):
                continue
            y = x.copy()
            _take(y, p, col)
            self.work += 2
            if self.waste(valuer, x, y, room, col, price, slack):
                continue
            if base is None:
                base = valuer.utility(x, room, wait=1)
            out[col] = valuer.utility(y, room) - base
        return out
