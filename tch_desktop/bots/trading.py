"""Bartering like players do: value any offer, answer it, propose deals at a fair rate.

A deal is valued by playing it on a private copy of the game (the engine
settles it there, so anything the Construction Rules or the Golden Rule
refuse is refused) and comparing the bot's utility before and after
(`valuation`). Promises are not binding: a promise to build a Hotel of a
colour counts for half of what that Hotel would bring.

Prices come from the same numbers: for a deal where one side pays Yen, the
bot works out the least it would take (or the most it would pay) and the
partner's likely limit, and names a price between the two.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import Level
from tch_desktop.bots.messages import BotMessage, Offer, Response, parse_promise, promise_code
from tch_desktop.bots.planner import WASTE, stranded, thrift_slack
from tch_desktop.bots.space import Space
from tch_desktop.bots.valuation import Room, Valuer
from tch_desktop.bots.view import BotView
from tch_desktop.engine.actions import BarterOpen, LeaveQueue, Promise, Transfer
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.game import Game
from tch_desktop.engine.state import GameState

PROMISE_TRUST = 0.5
PLOT = (3.0, 4.0)  # a Subdivision for one Hotel and its Vending Machine, in units


@dataclass
class Memory:
    """What a bot remembers of its deals: promises made to it and by it, offers it made.

    A promise to build a Hotel of a colour is kept once the promiser has one
    more Hotel of that colour; one still unkept a round later is broken, and
    the bot no longer pays for that player's promises.
    """

    promises: dict[str, int] = field(default_factory=dict)  # colour → round it promised
    offered: dict[tuple[int, int], int] = field(default_factory=dict)  # (round, partner) → offers
    received: list[tuple[int, str, int, int]] = field(default_factory=list)  # giver, colour, round, Hotels then
    broken: set[int] = field(default_factory=set)  # players who broke a promise to this bot

    def promised_colours(self, round_: int) -> set[str]:
        """Colours this bot promised to build lately."""
        return {c for c, r in self.promises.items() if r >= round_ - 1}

    def kept(self, colour: str) -> None:
        """A promise to build a Hotel of this colour is kept."""
        self.promises.pop(colour, None)

    def settled(self, player: int, offer: Offer, state: GameState | None = None) -> None:
        """Remember the promises in a deal that went through."""
        for p in offer.promises:
            parsed = parse_promise(p.text)
            if parsed is None or parsed[0] != "build_hotel":
                continue
            round_ = state.round if state is not None else 0
            if p.giver == player:
                self.promises[parsed[1]] = round_
            elif state is not None:
                self.received.append((p.giver, parsed[1], round_, _hotels_of(state, p.giver, parsed[1])))

    def review(self, state: GameState) -> None:
        """Check the promises made to this bot against the Map."""
        still = []
        for giver, colour, round_, before in self.received:
            if _hotels_of(state, giver, colour) > before:
                continue  # kept
            if state.round > round_ + 1 or state.phase == "over":
                self.broken.add(giver)
            else:
                still.append((giver, colour, round_, before))
        self.received = still

    def trust(self, player: int) -> float:
        """How much a promise from `player` counts."""
        return 0.0 if player in self.broken else PROMISE_TRUST


def _hotels_of(state: GameState, player: int, colour: str) -> int:
    return sum(1 for h in state.hotels() if h.color == colour and state.areas[h.area].owner == player)


# ------------------------------------------------------------------ legality and value

def settle_on(game: Game, offer: Offer) -> IllegalAction | None:
    """Play the offer on `game` (a private copy): Seals out of the queue, open, settle."""
    try:
        for p in offer.parties:
            if p in game.state.queue:
                game.apply(LeaveQueue(p))
        game.apply(BarterOpen(offer.parties))
        barter_id = next(b.id for b in game.state.barters.values()
                         if set(b.parties) == set(offer.parties))
        game.apply(offer.barter(barter_id))
    except IllegalAction as err:
        return err
    return None


def check_offer(view: BotView, offer: Offer) -> IllegalAction | None:
    """The engine's verdict on the whole deal (the Golden Rule for Subdivisions included)."""
    return settle_on(view.fork(), offer)


def _room(game_state: GameState, player: int, e: Econ) -> Room:
    sp = Space(game_state, player)
    return Room({a: sp.capacity(a, max(0, e.spare.get(a, 0))) for a in sp.rooms})


def _promised_hotels(e: Econ, offer: Offer) -> Econ:
    """The model with every promised Hotel built (by whoever promised it)."""
    out = e.copy()
    for p in offer.promises:
        parsed = parse_promise(p.text)
        if parsed is None or parsed[0] != "build_hotel":
            continue
        areas = out.my_areas(p.giver)
        if areas:
            out.add_hotel(p.giver, parsed[1], areas[0], 1, from_hand=False)
    return out


def deal_value(view: BotView, offer: Offer, player: int, level: Level,
               before: tuple[Econ, Room] | None = None, memory: Memory | None = None) -> float | None:
    """Change in `player`'s utility if the deal goes through; None if the engine refuses it.

    Promises count for `PROMISE_TRUST` of what they would bring — nothing from
    a player who broke a promise to this bot (`memory`).
    """
    game = view.fork()
    valuer = Valuer(player, level, patience=level.end_patience)
    if before is None:
        e0 = Econ.of(game.state)
        before = (e0, _room(game.state, player, e0))
    # Both sides of the deal are valued at today's estimate of the end: a
    # transfer of Yen must not move the end by a whole round on paper.
    horizon = valuer.horizon(before[0])
    if settle_on(game, offer) is not None:
        return None
    e1 = Econ.of(game.state)
    land = any(t.area is not None or t.subdivide is not None for t in offer.transfers)
    r1 = _room(game.state, player, e1) if land else before[1]
    if player == view.player and _strands(valuer, before, (e1, r1), offer):
        return WASTE  # capsules it would never build: money thrown away, whatever the price
    u1 = valuer.utility(e1, r1, horizon=horizon)
    theirs = [p for p in offer.promises if p.giver != player]
    if theirs:
        trust = min(memory.trust(p.giver) if memory is not None else PROMISE_TRUST for p in theirs)
        if trust > 0:
            u1 = (1 - trust) * u1 + trust * valuer.utility(_promised_hotels(e1, offer), r1,
                                                           horizon=horizon)
    return u1 - valuer.utility(*before, horizon=horizon)


def _strands(valuer: Valuer, before: tuple[Econ, Room], after: tuple[Econ, Room], offer: Offer) -> bool:
    """Whether a deal hands the bot capsules that its plan would never build (the thrift check
    of a Purchase, `Planner._wasteful`: one Income phase fewer, Entrances, room and money).

    A level that counts the rivals' share of a Hotel's Franchise (`shared_thrift`) judges the capsules
    it receives with the rivals' capsules of their colours in hand already built (`_rivals_built`):
    a capsule bought from a rival who holds more of its colour joins a Franchise that grows with
    every Hotel the rival builds, and each of the bot's Hotels of it adds to every one of the rival's.
    """
    me = valuer.player
    if not any(t.receiver == me and t.capsules for t in offer.transfers):
        return False
    strict = valuer.level.strict_thrift
    slack = thrift_slack(valuer, before[0])
    e1 = _rivals_built(after[0], me, offer) if valuer.level.shared_thrift else after[0]
    return stranded(valuer, e1, after[1], strict, slack) > stranded(valuer, *before, strict, slack)


def _rivals_built(e: Econ, me: int, offer: Offer) -> Econ:
    """The model with every rival's capsules in hand of the colours `me` receives in `offer` built as
    one-capsule Hotels on that rival's first area (while Entrances are left). Balanced step 15,
    against the rush archetype (7 yellow capsules, 2 Hotels built): hard bought one yellow capsule
    for 900円 in round 2 and never built it — by round 4 the rush's 7 yellow Hotels would have gained
    more from its Hotel (200円 each: a Hotel and a Parcel more in the Franchise) than hard."""
    got = {col for t in offer.transfers if t.receiver == me for col, _ in t.capsules or ()}
    out = e.copy()
    for p in range(out.n):
        areas = out.my_areas(p)
        if p == me or not areas:
            continue
        for col, n in out.hand[p].items():
            for _ in range(min(n, out.entrances_left) if col in got else 0):
                out.add_hotel(p, col, areas[0], 1)
                out.entrances_left -= 1
    return out


# ------------------------------------------------------------------ answering

def respond(view: BotView, level: Level, offer: Offer, memory: Memory) -> Response:
    """Accept a deal worth the bot's margin, else counter once with a price, else say why not.

    Every "no" comes with its reason in a message code: the engine's refusal,
    a capsule or land the bot's own plan needs, a promise from someone who
    broke one, a deal that helps the partner far more, a price the partner
    cannot pay, or that the deal is of no use to the bot.
    """
    me = view.player
    other = offer.proposer if offer.proposer != me else offer.partner
    args: dict[str, object] = {"player": me, "to": other}
    memory.review(view.state)
    err = check_offer(view, offer)
    asked = err is not None and err.code == "party_gives_nothing" and err.details.get("player") == other
    if asked:
        # Asked for something for nothing: the bot names its price (from 100円 up).
        offer = offer.with_yen(other, 100)
        err = check_offer(view, offer)
    if err is not None:
        code = "reject_golden_rule" if err.code == "golden_rule" else "reject_illegal"
        if code == "reject_illegal":
            args["reason"] = err.code
            args["details"] = {k: v for k, v in err.details.items() if isinstance(v, int | str)}
        return Response("reject", BotMessage(code, args))
    value = deal_value(view, offer, me, level, memory=memory)
    if value is None:
        return Response("reject", BotMessage("reject_illegal", {**args, "reason": "refused"}))
    if value >= level.barter_margin and not asked:
        return Response("accept", BotMessage("accept", args))
    # A counter: ask for (or offer) the Yen that would make it worth the margin.
    pays = offer.yen_from(me)
    gets = offer.yen_from(other)
    need = max(0, int(level.barter_margin - value + 99) // 100 * 100)
    counter: Offer | None = None
    if gets and not pays and need <= COUNTER_MAX:
        counter = offer.with_yen(other, gets + need)
    elif pays and pays - need > 0:
        counter = offer.with_yen(me, pays - need)
    if counter is not None and counter.yen_from(other) <= view.player_view(other).yen:
        if counter.yen_from(other):
            return Response("counter", BotMessage("counter_ask_yen", {**args, "yen": counter.yen_from(other)}),
                            counter)
        return Response("counter", BotMessage("counter_offer_yen", {**args, "yen": counter.yen_from(me)}),
                        counter)
    return Response("reject", _reason(view, level, offer, memory, counter, args))


COUNTER_MAX = 6000  # a price above this is no counter-offer but a no


def _reason(view: BotView, level: Level, offer: Offer, memory: Memory, counter: Offer | None,
            args: dict[str, object]) -> BotMessage:
    """Why the bot says no (no counter-offer would do), as a message code."""
    me, other = int(args["player"]), int(args["to"])  # type: ignore[call-overload]
    if any(p.giver == other and memory.trust(other) == 0 for p in offer.promises):
        return BotMessage("reject_broken_promise", args)
    for t in offer.transfers:
        if t.giver != me:
            continue
        if t.area is not None or t.subdivide is not None:
            return BotMessage("reject_need_land", {**args, "area": t.area or t.subdivide})
        for colour, _ in t.capsules or ():
            e = Econ.of(view.state)
            valuer = Valuer(me, level, patience=level.end_patience)
            plan = valuer.plan_outcome(e, _room(view.state, me, e), {colour: e.hand[me].get(colour, 0)})
            if plan.built > 0:
                return BotMessage("reject_need_capsule", {**args, "colour": colour})
    if counter is not None:
        return BotMessage("reject_cannot_pay", {**args, "yen": counter.yen_from(other)})
    mine = deal_value(view, offer, me, replace(level, rival_weight=0.0), memory=memory)
    if mine is not None and mine > 0:
        return BotMessage("reject_helps_you", args)
    return BotMessage("reject_no_use", args)


# ------------------------------------------------------------------ proposing

def _priced(view: BotView, level: Level, offer: Offer, payer: int, lo: int, hi: int,
            rng: random.Random) -> Offer | None:
    """The deal at a fair Yen price: the bot gains its margin and the partner plausibly gains too.

    Yen count almost linearly in both valuations, so each side is probed at
    the two ends of the range and the price is put halfway between the
    bot's limit and the partner's, then checked exactly.
    """
    me = view.player
    other = offer.partner
    partner_level = replace(level, rival_weight=min(level.rival_weight, 0.3), endgame=False,
                            rival_plans=False)
    ends = []
    for yen in (lo, hi):
        priced = offer.with_yen(payer, yen)
        mine = deal_value(view, priced, me, level)
        theirs = deal_value(view, priced, other, partner_level)
        if mine is None or theirs is None:
            return None
        ends.append((mine, theirs))
    (m_lo, t_lo), (m_hi, t_hi) = ends
    span = max(hi - lo, 1)

    def at(a: float, b: float, target: float) -> float:
        """The price at which a value that goes from a (at lo) to b (at hi) reaches target."""
        return lo + (target - a) * span / (b - a) if b != a else (lo if a >= target else float("inf"))

    # Where each side stops wanting the deal (one of them gains as the price rises).
    mine_edge, theirs_edge = at(m_lo, m_hi, level.barter_margin), at(t_lo, t_hi, 100.0)
    if m_hi >= m_lo:  # the bot is paid: it wants at least mine_edge, they give at most theirs_edge
        low, high = max(lo, mine_edge), min(hi, theirs_edge)
    else:
        low, high = max(lo, theirs_edge), min(hi, mine_edge)
    if low > high:
        return None
    yen = int(round((low + high) / 2 / 100)) * 100 + (100 if rng.random() < 0.5 and high - low > 200 else 0)
    yen = max(lo, min(hi, yen))
    priced = offer.with_yen(payer, yen)
    mine = deal_value(view, priced, me, level)
    theirs = deal_value(view, priced, other, partner_level)
    if mine is None or theirs is None or mine < level.barter_margin or theirs < 100:
        return None
    return priced


def propose(view: BotView, level: Level, rng: random.Random, memory: Memory,
            econ: Econ) -> Offer | None:
    """One deal the bot would like to make now (at most one offer per partner per round)."""
    me = view.player
    partners = [p.index for p in view.players
                if p.index != me and not p.passed and view.barter_of(p.index) is None
                and memory.offered.get((view.round, p.index), 0) < 1]
    if not partners:
        return None
    other = rng.choice(partners)
    memory.offered[(view.round, other)] = memory.offered.get((view.round, other), 0) + 1
    ideas = _ideas(view, econ, other)
    rng.shuffle(ideas)
    mine_yen = view.me.yen
    their_yen = view.player_view(other).yen
    for kind, offer, payer in ideas[:2]:
        cap = mine_yen if payer == me else their_yen
        if cap <= 0:
            continue
        lo, hi = (0, min(cap, 1500)) if kind in ("capsule", "promise") else (500, min(cap, 4000))
        priced = _priced(view, level, offer, payer, lo, hi, rng)
        if priced is not None:
            return _announce(priced, kind, payer, me, other)
    return None


def _ideas(view: BotView, econ: Econ, other: int) -> list[tuple[str, Offer, int]]:
    """Deals worth pricing with `other`: (kind, offer without Yen, who pays)."""
    me = view.player
    out: list[tuple[str, Offer, int]] = []
    mine = econ.hand[me]
    theirs = econ.hand[other]
    my_colours = {h.colour for h in econ.hotels if h.owner == me}
    their_colours = {h.colour for h in econ.hotels if h.owner == other}
    their_areas = [a.id for a in view.areas(other)]
    my_areas = [a.id for a in view.areas(me)]
    # Sell a capsule of a colour I build: they build it, my Franchise grows.
    for colour, n in mine.items():
        if n >= 2 and their_areas:
            promise = Promise(other, promise_code("build_hotel", colour))
            out.append(("capsule", Offer(me, other, (Transfer(me, other, capsules=((colour, 1),)),),
                                         (promise,)), other))
    # Buy a capsule of a colour they hold plenty of.
    for colour, n in theirs.items():
        if n >= 3 and my_areas:
            out.append(("buy_capsule", Offer(me, other, (Transfer(other, me, capsules=((colour, 1),)),)),
                        me))
    # Pay for a promise to build a Hotel of my colour with capsules they hold.
    for colour in sorted(my_colours & set(theirs)):  # sorted: a set's order changes between runs
        out.append(("promise", Offer(me, other, (),
                                     (Promise(other, promise_code("build_hotel", colour)),)), me))
    # Sell a plot of land to a player with capsules and no room; buy one when I have no room.
    sp_me = Space(view.state, me)
    if theirs and sum(theirs.values()) >= 1:
        plot = _plot(view, sp_me, me)
        if plot is not None:
            out.append(("sell_plot", Offer(me, other, (plot,)), other))
    if mine and not any(sp_me.capacity(a, 0) for a in sp_me.rooms) and their_colours is not None:
        plot = _plot(view, Space(view.state, other), other, receiver=me)
        if plot is not None:
            out.append(("buy_plot", Offer(me, other, (plot,)), me))
    return out


def _plot(view: BotView, space: Space, owner: int, receiver: int | None = None) -> Transfer | None:
    """A rectangle of free land in one of `owner`'s areas, as a Subdivision transfer."""
    w, h = space.cells(PLOT[0]), space.cells(PLOT[1])
    to = receiver if receiver is not None else next(p.index for p in view.players if p.index != owner)
    for area in space.rooms:
        for x, y in space.spots(area, [(0, 0, w, h)], True, limit=2):
            outline = [(x, y), (x + PLOT[0], y), (x + PLOT[0], y + PLOT[1]), (x, y + PLOT[1])]
            err, _ = view.subdivision_preview(owner, area, outline)
            if err is None:
                return Transfer(owner, to, subdivide=area, outline=tuple(outline))
    return None


def _announce(offer: Offer, kind: str, payer: int, me: int, other: int) -> Offer:
    yen = offer.yen_from(payer)
    colour = next((c for t in offer.transfers if t.capsules for c, _ in t.capsules), "")
    area = next((t.subdivide or t.area for t in offer.transfers
                 if t.subdivide is not None or t.area is not None), "")
    if kind == "capsule":
        msg = BotMessage("offer_capsule_for_yen", {"player": me, "to": other, "yen": yen,
                                                   "colour": colour, "count": 1})
    elif kind == "buy_capsule":
        msg = BotMessage("offer_yen_for_capsule", {"player": me, "to": other, "yen": yen,
                                                   "colour": colour, "count": 1})
    elif kind == "promise":
        colour = parse_promise(offer.promises[0].text)[1]  # type: ignore[index]
        msg = BotMessage("offer_yen_for_promise", {"player": me, "to": other, "yen": yen,
                                                   "promise": "build_hotel", "colour": colour})
    elif kind == "sell_plot":
        msg = BotMessage("offer_subdivision_for_yen", {"player": me, "to": other, "yen": yen,
                                                       "area": area})
    else:
        msg = BotMessage("offer_yen_for_subdivision", {"player": me, "to": other, "yen": yen,
                                                       "area": area})
    return Offer(offer.proposer, offer.partner, offer.transfers, offer.promises, msg)


# The pieces of a proposal, for bots that choose their own deals (bots/archetypes.py).
plot_for = _plot
price_offer = _priced
announce = _announce
