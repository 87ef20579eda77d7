"""A sure ending: Yen banked, and Graveyards taken for their Yen, to repay at the next Loans check.

The game ends at the first Loans check (rounds 2–8) at which someone's Yen covers their Debt,
and the largest Yen − Debt wins (ties share the win). A Graveyard pays its buyer (its price is
negative), never moves the Round Spend, and a Parcel holds only so many. So a player whose Yen,
with the Graveyards its land can still take, covers its Debt at the next Loans check ends the game
there — unless Purchasing stops first: the rivals' own Purchases can fill the Purchase Limit
before the last Graveyard is bought. Such an ending is *sure* when:

- this player's Yen at the next Loans check, counting only what it certainly gets (its Yen now,
  the Graveyards it takes, each Hotel's Income floor), covers its Debt there;
- if it still needs Graveyards, the rivals' Yen and Coupons together are short of what is left
  of the Purchase Limit (they cannot end Purchasing before it has them);
- no rival can end with more Yen over Debt: a rival's best is its Yen, the Graveyards its land
  can take, and the most its Hotels (and new Hotels of its capsules in hand, less their
  Entrances) could earn at this round's Income — the cap per capsule, the colour's Franchise
  with every capsule in hand built, and the best face of each Building on the Parcel.
  What this bound leaves out: a colour or a Building bought this round (each costs more than
  it could earn back in one Income phase) and Yen one rival hands another in a Barter.

The classic set at 2 players has such an ending from round 1: the 4,000円 loan plus four
Graveyards on a starting square is 4,800円, its Debt at round 2, and a rival with the largest loan
(10,000円) cannot fill the 12,000円 limit. A hard bot that borrowed more would lose every such game
(docs/balance.md, "A Graveyard rush"); it takes the smallest loan when the ending is sure from
round 1 whatever the rivals borrow, and then plays it (at worst a shared win with a rival who does
the same). Every number is the game's component set's.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import NamedTuple
from operator import add

from tch_desktop.bots.econ import Econ
from tch_desktop.bots.space import Space, remembered
from tch_desktop.bots.view import BotView
from tch_desktop.engine import rules
from tch_desktop.engine.components import Components
from tch_desktop.engine.state import GameState


def graveyard_room(state: GameState, player: int) -> int:
    """How many more Graveyards fit on the player's land now (packed first fit on the grid, each
    Parcel up to its most, counting the Graveyards already there).

    Every decision asks it of each player, and the land seldom changes between two: remembered by
    all it reads (the player's areas, every piece's footprint, the Graveyards of its Parcels)."""
    c = state.components
    mine = [a for a in state.areas.values() if a.owner == player]
    parcels = sorted({a.parcel for a in mine})
    key = ("graveyard room", c, player,
           tuple((a.id, a.parcel, tuple(a.outline), tuple(tuple(state.areas[k].outline) for k in a.children))
                 for a in mine),
           tuple(st.rects for st in state.structures.values()),
           tuple(state.graveyards_in_parcel(p) for p in parcels))
    return remembered(key, lambda: _graveyard_room(state, player))


def _graveyard_room(state: GameState, player: int) -> int:
    c = state.components
    sp = Space(state, player)
    rect = [(0, 0, sp.cells(c.graveyard_size[0]), sp.cells(c.graveyard_size[1]))]
    held: dict[str, int] = {}
    n = 0
    for area in sorted(sp.rooms):
        parcel = sp.rooms[area].parcel
        if parcel not in held:
            held[parcel] = state.graveyards_in_parcel(parcel)
        while held[parcel] < c.graveyards_per_parcel and sp.place(area, rect):
            held[parcel] += 1
            n += 1
    return n


def graveyard_yen(c: Components, count: int) -> int:
    """What `count` Graveyards pay their buyer."""
    return -c.graveyard_price * count


def _best_face(c: Components, kind: str, side: str | None) -> int:
    fixed = rules.effect(c.buildings[kind], side).fixed_yen
    faces = max((f.yen for f in c.buildings[kind].faces), default=0)
    return max(faces, fixed or 0)


def income_most(view: BotView, player: int) -> int:
    """The most a player's Hotels could earn at this round's Income phase, with every capsule in
    its hand built into new Hotels now (each new Hotel counted less its Entrance, never below 0)."""
    s = view.state
    c = view.components
    attraction: dict[str, int] = {}
    for b in s.buildings():
        attraction[b.parcel] = attraction.get(b.parcel, 0) + _best_face(c, b.building, b.side)
    parcels = {a.parcel for a in view.areas(player)}
    hand = view.player_view(player).capsules
    hotels = s.hotels()
    total = 0
    for colour in {h.color for h in hotels} | {k for k, n in hand.items() if n > 0}:
        mine = [h for h in hotels if h.color == colour and s.owner_of(h.id) == player]
        on_map = [h for h in hotels if h.color == colour]
        k = hand.get(colour, 0)
        franchise = rules.franchise_value(c, len(on_map) + k, len({h.parcel for h in on_map} | parcels))
        total += sum(min(rules.income_cap(c, h.count), franchise + attraction.get(h.parcel, 0)) for h in mine)
        if k > 0:
            best_here = franchise + max((attraction.get(p, 0) for p in parcels), default=0)
            total += max(0, max(min(rules.income_cap(c, k), m * best_here) - m * c.entrance_price
                                for m in range(1, k + 1)))
    return total


def best_net(view: BotView, player: int, round_: int) -> int:
    """A rival's most Yen − Debt at the Loans check of `round_` (the bound above)."""
    yen = view.player_view(player).yen
    return (yen + graveyard_yen(view.components, graveyard_room(view.state, player))
            + income_most(view, player) - view.debt(player, round_))


def _open_check(view: BotView) -> int | None:
    """The round of the next Loans check while this round's Purchasing is open and every loan is
    known; else None."""
    nxt = rules.next_loans_check(view.components, view.round)
    if view.phase != "purchase" or not view.purchasing_open or nxt is None:
        return None
    if any(p.loan is None for p in view.players):
        return None
    return nxt


def certain_yen(view: BotView, player: int) -> int:
    """A player's Yen at the next Loans check counting only what is certain: its Yen now and each
    of its Hotels' Income floor."""
    s = view.state
    hotels = sum(1 for h in s.hotels() if s.owner_of(h.id) == player)
    return view.player_view(player).yen + view.components.income_floor * hotels


@dataclass(frozen=True)
class SureEnding:
    """A sure ending at the next Loans check: how many Graveyards still to take (0: just bank)."""

    check_round: int
    graveyards: int
    net: int  # this player's Yen − Debt there, at least


def sure_ending(view: BotView) -> SureEnding | None:
    """The sure ending at the next Loans check open to this player now (see the module), or None."""
    s = view.state
    c = view.components
    nxt = _open_check(view)
    if nxt is None:
        return None
    certain = certain_yen(view, view.player)
    debt = view.debt(view.player, nxt)
    room = graveyard_room(s, view.player)
    if certain + graveyard_yen(c, room) < debt:
        return None
    if room > 0:
        rivals_money = sum(p.yen + rules.coupon_yen(c, p.coupons) for p in view.players if p.index != view.player)
        if rivals_money >= view.limit - view.spend:
            # They could end Purchasing first: only what is already certain counts.
            if certain < debt:
                return None
            room = 0
    net = certain + graveyard_yen(c, room) - debt
    if any(best_net(view, p.index, nxt) > net for p in view.players if p.index != view.player):
        return None
    return SureEnding(nxt, room, net)


@dataclass(frozen=True)
class RivalEnding:
    """A rival's ending at the next Loans check that this player would lose, and can still stop."""

    rival: int
    graveyards: int  # the Graveyards the rival still needs to cover its Debt there
    fill: int  # the Spend that closes this round's Purchases (what is left of the Purchase Limit)


def rival_ending(view: BotView) -> RivalEnding | None:
    """A rival that ends the game at the next Loans check once it has bought the Graveyards it
    still needs, with more Yen over Debt there than this player can reach (`best_net`), or None.

    Only an ending that Graveyards make: without them the rival's most Yen at the check (its Yen
    and the most its Hotels and capsules in hand could earn, `income_most`) is short of its Debt,
    and with them its certain Yen (its Yen, each Hotel's Income floor, the Graveyards) covers it,
    on land that takes them (`graveyard_room`). A Graveyard moves no Spend, so the rival needs
    Purchasing open for as many turns; whoever fills the Purchase Limit first closes it. Under
    the balanced set at 2 players: a rival with the 4,000円 loan and no Hotel owes 4,800円 at
    round 2 and needs 4 Graveyards (200円 each) on its starting square; a hard bot with 12,000円
    that has spent 5,500円 of the 9,000円 limit stops it with any Purchase of 3,500円 or more."""
    s = view.state
    c = view.components
    nxt = _open_check(view)
    if nxt is None:
        return None
    mine = best_net(view, view.player, nxt)
    per = graveyard_yen(c, 1)
    if per <= 0:
        return None
    for p in view.players:
        if p.index == view.player:
            continue
        debt = view.debt(p.index, nxt)
        if p.yen + income_most(view, p.index) >= debt:
            continue  # it may repay without Graveyards: closing Purchasing would not stop it
        certain = certain_yen(view, p.index)
        need = -(-(debt - certain) // per)
        if need > graveyard_room(s, p.index):
            continue
        if certain + graveyard_yen(c, need) - debt > mine:
            return RivalEnding(p.index, need, view.limit - view.spend)
    return None


def sure_loan(view: BotView) -> int | None:
    """The smallest loan when it makes a sure ending at round 2 whatever the rivals borrow: that
    loan plus the Graveyards its starting square takes covers its Debt at round 2, and the rivals
    together could not fill round 1's Purchase Limit even with the largest loan each. None otherwise."""
    c = view.components
    check = rules.next_loans_check(c, 1)  # the first Loans phase that checks for a repayment
    if check is None:
        return None
    smallest = min(c.loans)
    room = graveyard_room(view.state, view.player)
    if room == 0 or smallest + graveyard_yen(c, room) < rules.debt(c, smallest, check):
        return None
    most = max(amount + rules.coupon_yen(c, coupons) for amount, coupons in c.loans.items())
    if (view.n_players - 1) * most >= c.limit_for(view.n_players):
        return None
    return smallest


# ---------------------------------------------------------------- the ending by chance (`Level.end_odds`)
Incomes = tuple[int, ...]  # each player's Income at one Income phase


def _parcel_incomes(e: Econ) -> list[list[tuple[Incomes, float]]]:
    """For each Parcel with Hotels on it, its outcomes at one Income phase: what its Hotels pay each
    player, and how likely (the Parcel's Attraction Income and No-Graveyard faces, the Graveyard
    Deduction, the floor and the cap per Hotel, at today's Franchise — nothing more is built)."""
    c = e.c
    franchise = {col: e.franchise(col) for col in {h.colour for h in e.hotels}}
    on: dict[str, list[tuple[int, int, int]]] = {}
    for h in e.hotels:
        on.setdefault(h.parcel, []).append((h.owner, franchise[h.colour], h.capsules))
    out = []
    for parcel in sorted(on):
        pm = e.parcels.get(parcel)
        faces = [(0, False, 1.0)] if pm is None else pm.outcomes
        merged: dict[Incomes, float] = {}
        for yen, nog, p in faces:
            pay = [0] * e.n
            for owner, f, capsules in on[parcel]:
                pay[owner] += (rules.floor_and_cap(c, f, capsules) if pm is None
                               else pm.pays(c, f, capsules, yen, nog))
            key = tuple(pay)
            merged[key] = merged.get(key, 0.0) + p
        out.append(sorted(merged.items()))
    return out


def income_distribution(e: Econ, most: int,
                        tables: list[list[tuple[Incomes, float]]] | None = None) -> list[tuple[Incomes, float]] | None:
    """Every player's Income at one Income phase with the Hotels as they stand, exactly: each
    outcome with its probability; None when it has more than `most` outcomes. (`tables`: the
    Parcels' outcomes, `_parcel_incomes`, when already worked out.)"""
    dist: dict[Incomes, float] = {tuple([0] * e.n): 1.0}
    for outcomes in _parcel_incomes(e) if tables is None else tables:
        nxt: dict[Incomes, float] = {}
        for a, pa in dist.items():
            for b, pb in outcomes:
                k = tuple(map(add, a, b))  # (every outcome holds one Income per player)
                nxt[k] = nxt.get(k, 0.0) + pa * pb
        if len(nxt) > most:
            return None
        dist = nxt
    return sorted(dist.items())


def _sampled(tables: list[list[tuple[Incomes, float]] | None], sure: Incomes, rng: random.Random) -> Incomes:
    """One Income phase's Incomes, each Parcel's outcome drawn from its table: `sure`, what the Parcels
    of one outcome pay (their tables None here: each still takes its draw, so every Parcel draws in
    turn as ever), plus the others' draws."""
    picks = [sure]
    draw = rng.random
    for outcomes in tables:
        x = draw()
        if outcomes is None:
            continue
        pick = outcomes[-1][0]
        for pay, p in outcomes:
            x -= p
            if x <= 0:
                pick = pay
                break
        picks.append(pick)
    return tuple(map(sum, zip(*picks)))


def worlds(e: Econ, phases: int, most: int, rng: random.Random) -> list[tuple[float, list[Incomes]]]:
    """The Incomes of the next `phases` Income phases (1 or 2) with the Hotels as they stand: every
    combination with its probability when there are at most `most`, else `most` sampled ones of
    equal weight (drawn with `rng`: a generator of the position, never the clock)."""
    tables = _parcel_incomes(e)
    dist = income_distribution(e, most, tables)
    if dist is not None and len(dist) ** phases <= most:
        if phases == 1:
            return [(p, [a]) for a, p in dist]
        return [(pa * pb, [a, b]) for a, pa in dist for b, pb in dist]
    drawn = [t if len(t) > 1 else None for t in tables]
    sure = tuple(map(sum, zip([0] * e.n, *(t[0][0] for t in tables if len(t) == 1))))
    return [(1.0 / most, [_sampled(drawn, sure, rng) for _ in range(phases)]) for _ in range(most)]


@dataclass(frozen=True)
class EndOdds:
    """How the game may end by a Loans check, every player banking from now (nothing more bought):
    at each check the game ends when `me`'s Yen covers its Debt (it banks), or a rival's does and
    that rival has the most Yen − Debt there (it wants the end; a rival that would lose it spends
    instead)."""

    check: int  # the Loans check's round
    win: float  # the game over by this check, `me` among the winners (a shared win: its share)
    lose: float  # the game over by this check, `me` not among the winners
    lose_to_rival: float  # of `lose`, ended by a rival's repayment (banking does not cause it)
    rival: float  # a rival's Yen covers its Debt by this check while it leads the other rivals (`me` aside)
    spread: float = 0.0  # the dice's standard deviation of one Income phase's `me` less the leading rival's


class _Check(NamedTuple):
    """What a Loans check comes to with the players' Yen there (`_check`)."""

    tied: int  # the winners if it ended (how many)
    me_best: bool  # `me` among them
    ends: bool  # someone able to repay wants the end
    by_other: bool  # a rival ends it
    rival_leads: bool  # a rival able to repay leads the other rivals


def _check(yen: tuple[int, ...], debt: list[int], me: int, rivals: list[int]) -> _Check:
    """What a Loans check comes to with these Yen and Debts (`end_odds`), by the engine's rules."""
    able = set(rules.repaying(yen, debt))
    if not able:
        return _Check(0, False, False, False, False)  # nobody repays: the game goes on (who would win is not asked)
    nets = rules.final_nets(yen, debt)
    best = rules.winners(nets)
    enders = [p for p in able if p == me or p in best]
    lead = max(nets[p] for p in rivals) if rivals else 0
    return _Check(len(best), me in best, bool(enders), any(p != me for p in enders),
                  any(p in able and nets[p] == lead for p in rivals))


def end_odds(e: Econ, me: int, checks: int, most: int, rng: random.Random) -> list[EndOdds]:
    """The `EndOdds` of the next `checks` Loans checks (1 or 2; those before the last round's end),
    over the Income the dice may bring (`worlds`). The rules are the engine's: the game ends at a
    Loans check at which someone's Yen covers their Debt (`rules.repaying`), and the most Yen − Debt
    wins (`rules.winners`)."""
    first = rules.next_loans_check(e.c, e.round)
    if first is None:
        return []
    rounds = [r for r in range(first, first + checks) if r <= e.c.rounds]
    if not rounds:
        return []
    n, rivals = e.n, [p for p in range(e.n) if p != me]
    debts = [[e.debt(p, r) for p in range(n)] for r in rounds]
    lead_rival = max(rivals, key=lambda p: (e.yen[p] - debts[0][p] + e.rate(p), -p)) if rivals else me
    moments = [0.0, 0.0]  # of `me`'s first Income less the leading rival's: mean, mean square
    win = [0.0] * len(rounds)
    lose = [0.0] * len(rounds)
    by_rival = [0.0] * len(rounds)
    rival = [0.0] * len(rounds)
    known: dict[tuple[int, tuple[int, ...]], _Check] = {}  # many worlds reach the same Yen at a check
    start = tuple(int(y) for y in e.yen)
    for weight, incomes in worlds(e, len(rounds), most, rng):
        d = incomes[0][me] - incomes[0][lead_rival]
        moments[0] += weight * d
        moments[1] += weight * d * d
        yen = start
        over = rival_over = False
        for i, debt in enumerate(debts):
            if over and (rival_over or not rivals):
                if rival_over:
                    rival[i] += weight
                continue  # (nothing left to learn from this world's later checks)
            yen = tuple([y + got for y, got in zip(yen, incomes[i], strict=True)])
            check = known.get((i, yen))
            if check is None:
                check = known[(i, yen)] = _check(yen, debt, me, rivals)
            if not over:
                tied, me_best, ends, by_other, _ = check
                if ends:
                    over = True
                    if me_best:
                        win[i] += weight / tied
                        lose[i] += weight * (1 - 1 / tied)
                    else:
                        lose[i] += weight
                        if by_other:  # (it ends whatever `me` does)
                            by_rival[i] += weight
            if not rival_over and rivals:
                rival_over = check.rival_leads
            if rival_over:
                rival[i] += weight
        # (cumulative below: a game over by the first check is over by the second)
    for i in range(1, len(rounds)):
        win[i] += win[i - 1]
        lose[i] += lose[i - 1]
        by_rival[i] += by_rival[i - 1]
    spread = math.sqrt(max(0.0, moments[1] - moments[0] ** 2))
    return [EndOdds(r, win[i], lose[i], by_rival[i], rival[i], spread) for i, r in enumerate(rounds)]


def long_spread(left: int, dice: float, doubt: float) -> float:
    """The spread (a standard deviation, Yen) of a margin projected `left` Income phases ahead:
    the dice's `dice` per phase, independent from phase to phase, and the projection's own `doubt`
    per phase (its errors do not cancel out: what the rivals buy, what the plans build)."""
    return math.sqrt(left * dice * dice + (doubt * left) ** 2)


def held(margin: float, spread: float) -> float:
    """The chance that a projected margin at the last round holds (normal, `spread`)."""
    if spread <= 0:
        return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
    return 0.5 * (1.0 + math.erf(margin / (spread * math.sqrt(2.0))))


def bank_gain(odds: EndOdds, banked: float, invested: float, spread: float) -> float:
    """What banking for the ending of `odds` adds to the chance of a win over investing.

    Banking wins by that check with `odds.win` and loses with `odds.lose`; else the game goes on
    with the margin `banked` (the plan rounds late). Investing wins with the chance that its margin
    `invested` holds, unless a rival's own ending comes first (`odds.lose_to_rival`). A win by 0.5
    at the next check against a margin of −2,000 banked and 0 invested, spread 4,000:
    0.5 + 0.5 × 0.309 − 0.5 = +0.154."""
    bank = odds.win + (1.0 - odds.win - odds.lose) * held(banked, spread)
    return bank - (1.0 - odds.lose_to_rival) * held(invested, spread)
