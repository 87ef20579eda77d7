"""Random legal play for property tests and fixtures: asks the engine, never decides legality."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from tch_desktop.engine import Game, moves
from tch_desktop.engine.actions import Action, BuyBuilding, Roof
from tests.engine.helpers import make_setup

LOANS = (4000, 6000, 8000, 10000)


def candidates(g: Game, p: int, rng: random.Random) -> list[Action | dict[str, Any]]:
    s, c = g.state, g.components
    types = g.legal_action_types(p)
    pl = s.players[p]
    out: list[Action | dict[str, Any]] = []
    pay = {"coupons": min(pl.coupons, 1)} if pl.coupons and rng.random() < 0.5 else {}
    if "buy_parcel" in types and rng.random() < 0.6:
        out += moves.parcel_spots(g, p, rng.choice("ABCDE"), step=rng.choice([1.0, 0.5]), limit=3)
    if "buy_capsules" in types:
        cols = [k for k in c.capsule_price if s.supply[k]]
        if cols:
            out.append({"type": "buy_capsules", "player": p, "color": rng.choice(cols), **pay})
    if "buy_pink" in types:
        out.append({"type": "buy_pink", "player": p, "count": rng.randint(1, 5)})
    if "buy_vending" in types:
        out += moves.vending_spots(g, p, limit=2)
    if "buy_graveyard" in types and rng.random() < 0.3:
        out += moves.graveyard_spots(g, p, limit=2)
    if "build_hotel" in types:
        for col, n in pl.capsules.items():
            out += moves.hotel_designs(g, p, col, min(n, rng.randint(1, 5)), limit=2)
    if "buy_building" in types and rng.random() < 0.5:
        kind = rng.choice(list(c.buildings))
        side = rng.choice("AB") if s.attraction_cards == "choose" else None
        roof = None
        if kind == "coin_laundry" and pl.capsules and rng.random() < 0.7:
            col = rng.choice(sorted(pl.capsules))
            roof = Roof(col, min(pl.capsules[col], rng.randint(1, 2)))
        spots = moves.building_spots(g, p, kind, side=side, roof=roof, limit=2)
        out += [BuyBuilding(a.player, a.building, a.x, a.y, a.rot, a.side, a.roof, coupons=1 if pay else 0)
                for a in spots]
    return [a for a in out if g.check(a) is None]


def barter_deal(g: Game, rng: random.Random, barter_id: str, parties: tuple[int, ...]) -> dict[str, Any]:
    """A random deal: money or capsules, sometimes land or a Subdivision, or promises."""
    s = g.state
    transfers: list[dict[str, Any]] = []
    promises: list[dict[str, Any]] = []
    for giver in parties:
        receiver = rng.choice([q for q in parties if q != giver])
        pl = s.players[giver]
        roll = rng.random()
        mine = [a for a in s.areas.values() if a.owner == giver]
        if roll < 0.25 and mine:
            area = rng.choice(mine)
            x0, y0, x1, y1 = area.polygon.bounds
            w = rng.choice([1.0, 1.5, 2.0, 3.0])
            h = rng.choice([1.0, 1.5, 2.0, 3.0])
            x = x0 + 0.5 * rng.randint(0, max(0, int((x1 - x0 - w) * 2)))
            y = y0 + 0.5 * rng.randint(0, max(0, int((y1 - y0 - h) * 2)))
            transfers.append({"from": giver, "to": receiver, "subdivide": area.id,
                              "outline": [[x, y], [x + w, y], [x + w, y + h], [x, y + h]]})
        elif roll < 0.35 and mine:
            transfers.append({"from": giver, "to": receiver, "area": rng.choice(mine).id})
        elif roll < 0.6 and pl.capsules:
            col = rng.choice(sorted(pl.capsules))
            transfers.append({"from": giver, "to": receiver, "capsules": {col: 1}})
        elif roll < 0.8 and pl.yen > 0:
            transfers.append({"from": giver, "to": receiver, "yen": rng.randint(1, min(pl.yen, 3000))})
        elif pl.coupons:
            transfers.append({"from": giver, "to": receiver, "coupons": 1})
        else:
            promises.append({"from": giver, "text": "I will remember this"})
    return {"type": "barter", "barter": barter_id, "transfers": transfers, "promises": promises}


_PLAYED: dict[tuple[int, int | None, int], Game] = {}


def random_game(seed: int, players: int | None = None, max_steps: int = 4000,
                after_step: Callable[[Game], None] | None = None) -> Game:
    """Play a whole game with random legal moves (seeded, so reproducible).

    A game asked for again in the same process (seeds 1, 3, 5 and 9 serve several test files; seed 5
    alone takes 0.3-0.4 s of CPU) is a deep copy of the one played the first time, 2-3 ms: the same
    live game, its generator where play left it, and the caller's own to change. A game with an
    `after_step` check is always played anew (the check is the point)."""
    if after_step is not None:
        return _played(seed, players, max_steps, after_step)
    key = (seed, players, max_steps)
    if key not in _PLAYED:
        _PLAYED[key] = _played(seed, players, max_steps, None)
    return copy.deepcopy(_PLAYED[key])


def _played(seed: int, players: int | None, max_steps: int, after_step: Callable[[Game], None] | None) -> Game:
    rng = random.Random(seed)
    n = players or rng.choice([2, 3, 4])
    g = Game(make_setup(n, seed=seed, cards=rng.choice(["off", "choose", "all_b"]),
                        tallest=rng.random() < 0.5))
    starts = rng.sample(["S1", "S2", "S3", "S4"], n)
    for _ in range(max_steps):
        s = g.state
        if s.phase == "over":
            break
        step(g, rng, starts)
        if after_step is not None:
            after_step(g)
    return g


def step(g: Game, rng: random.Random, starts: list[str]) -> None:
    s = g.state
    if s.phase == "setup":
        p = next(q.index for q in s.players if q.start is None)
        g.apply({"type": "claim_start", "player": p, "parcel": starts[p]})
        return
    if s.phase == "loans":
        p = next(q.index for q in s.players if q.loan is None)
        g.apply({"type": "loan", "player": p, "amount": rng.choice(LOANS)})
        return
    for b in list(s.barters.values()):
        deal = barter_deal(g, rng, b.id, b.parties)
        if g.check(deal) is None:
            g.apply(deal)
        else:
            g.apply({"type": "barter_abandon", "barter": b.id})
        return
    if s.queue and s.purchasing_open and rng.random() < 0.85:
        p = s.queue[0]
        acts = candidates(g, p, rng)
        hotels = [a for a in acts if (a.TYPE if isinstance(a, Action) else a["type"]) == "build_hotel"]
        vend = [a for a in acts if (a.TYPE if isinstance(a, Action) else a["type"]) == "buy_vending"]
        if hotels and rng.random() < 0.7:
            g.apply(rng.choice(hotels))
        elif vend and s.players[p].capsules and rng.random() < 0.6:
            g.apply(rng.choice(vend))
        elif acts and rng.random() < 0.9:
            g.apply(rng.choice(acts))
        else:
            g.apply({"type": rng.choice(["forfeit", "pass", "leave_queue"]), "player": p})
        return
    active = [q.index for q in s.players if not q.passed and g.barter_of(q.index) is None]
    if not active:
        return
    p = rng.choice(active)
    types = g.legal_action_types(p)
    if "barter_open" in types and rng.random() < 0.25:
        partner = rng.choice(g.barter_partners(p))
        g.apply({"type": "barter_open", "parties": [p, partner]})
    elif "queue" in types and rng.random() < 0.7:
        g.apply({"type": "queue", "player": p})
    elif "leave_queue" in types and rng.random() < 0.3:
        g.apply({"type": "leave_queue", "player": p})
    else:
        g.apply({"type": "pass", "player": p})
