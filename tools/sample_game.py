"""A crowded late-game position, played by the engine's own rules, for the demo and benchmarks.

Four eager builders buy Land, capsules, Vending Machines, Graveyards and
Buildings, build Hotels as soon as they can and trade Subdivisions now and
then. Every move is a legal action found with `engine.moves` and applied
with `game.apply`, so the result is a real game (its record replays).
Seeded, so the same position comes back every time.
"""

from __future__ import annotations

import random

from tch_desktop.engine import Game, PlayerSetup, Setup, moves
from tch_desktop.engine.actions import (
    Action,
    BuildHotel,
    BuyCapsules,
    BuyGraveyard,
    BuyPink,
    BuyVending,
    CapsulePlacement,
    Roof,
)
from tch_desktop.engine.state import GameState

NAMES = ("Aiko", "Ren", "Sora", "Yuki")
SEALS = ("crane", "fan", "wave", "lantern")


def _setup(seed: int, players: int) -> Setup:
    from tch_desktop.engine.components import CLASSIC, component_set

    pens = component_set(CLASSIC).pens  # the set this Setup plays with (it names none: classic)
    return Setup([PlayerSetup(NAMES[i], SEALS[i], pens[i]) for i in range(players)], seed=seed,
                 attraction_cards="choose")


def _hotel_site(g: Game, p: int, colour: str, n: int, rng: random.Random) -> tuple[Action, Action] | None:
    """A Hotel of n capsules with a Vending Machine or Graveyard beside it, on free Land of p.

    Returns (support purchase, hotel) — the Golden Rule wants the support first.
    """
    c = g.components
    shapes = sorted(moves.hotel_shapes(c, n), key=lambda sh: len({(k.x, k.y) for k in sh[0]}))
    graveyard = rng.random() < 0.75
    sw, sh = c.graveyard_size if graveyard else c.vending_size
    for caps, ent in shapes:
        w = max(max(k.x + (1 if k.rot == 90 else 2) for k in caps), ent[0] + 1)
        h = max(max(k.y + (2 if k.rot == 90 else 1) for k in caps), ent[1] + 1)
        for beside in (True, False):
            bw, bh = (w + c.gap + sw, max(h, sh)) if beside else (max(w, sw), h + c.gap + sh)
            spots = list(moves.free_rects(g, p, bw, bh, step=0.5))
            if not spots:
                continue
            _area, (x, y, _x1, _y1) = spots[rng.randrange(min(len(spots), 4))]
            hotel = BuildHotel(p, colour, tuple(CapsulePlacement(k.x + x, k.y + y, k.z, k.rot) for k in caps),
                               (ent[0] + x, ent[1] + y))
            sx, sy = (x + w + c.gap, y) if beside else (x + bw - sw, y + h + c.gap)
            support: Action = BuyGraveyard(p, sx, sy) if graveyard else BuyVending(p, sx, sy)
            if g.check(support) is None:
                return support, hotel
    return None


def _parcel(g: Game, p: int, rng: random.Random, reserve: int = 3000) -> Action | None:
    c = g.components
    for board in rng.sample(sorted(c.boards), len(c.boards)):
        if c.boards[board].price + reserve > g.state.players[p].yen:
            continue
        spots = moves.parcel_spots(g, p, board, limit=16)
        if spots:
            return rng.choice(spots)
    return None


def _building(g: Game, p: int, rng: random.Random) -> Action | None:
    s, c = g.state, g.components
    pl = s.players[p]
    kinds = [k for k in c.building_order if s.buildings_left[k] and c.buildings[k].price + 2500 <= pl.yen]
    rng.shuffle(kinds)
    for kind in kinds:
        side = rng.choice("AB") if c.buildings[kind].card and kind != "sumo_dohyo" else None
        roof = None
        if kind == "coin_laundry" and pl.capsules:
            colour = max(pl.capsules, key=lambda k: pl.capsules[k])
            roof = Roof(colour, min(2, pl.capsules[colour]))
        spots = moves.building_spots(g, p, kind, side=side, roof=roof, limit=6)
        if spots:
            return rng.choice(spots)
    return None


def _hotel(g: Game, p: int, rng: random.Random, plans: dict[int, Action]) -> Action | None:
    s, c = g.state, g.components
    pl = s.players[p]
    if not s.entrances_left or pl.yen < c.entrance_price + c.vending_price:
        return None
    for colour, held in sorted(pl.capsules.items(), key=lambda kv: -kv[1]):
        for n in sorted({held if held <= 3 else min(held, rng.choice((3, 4, 4, 5, 6))), min(held, 2), 1},
                        reverse=True):
            site = _hotel_site(g, p, colour, n, rng)
            if site is not None:
                plans[p] = site[1]
                return site[0]
    return None


def _capsules(g: Game, p: int, rng: random.Random) -> Action | None:
    s, c = g.state, g.components
    pl = s.players[p]
    budget = pl.yen - c.entrance_price
    colours = [k for k in c.capsule_price if s.supply[k] and c.capsule_price[k] <= budget]
    if colours and rng.random() < 0.7:
        return BuyCapsules(p, rng.choice(colours))
    count = min(s.supply["pink"], 1 + max(0, (budget - c.pink_first) // c.pink_extra), 6)
    if count >= 1 and c.pink_price(count) <= budget:
        return BuyPink(p, count)
    return BuyCapsules(p, rng.choice(colours)) if colours else None


def _purchase(g: Game, p: int, rng: random.Random, plans: dict[int, Action]) -> Action | None:
    """What an eager builder buys when their Seal is at the front (None: nothing worth it)."""
    planned = plans.pop(p, None)
    if planned is not None and g.check(planned) is None:
        return planned
    pl = g.state.players[p]
    early = g.state.round <= 6
    roll = rng.random()
    tries: list[Action | None] = []
    if early and roll < 0.25:
        tries.append(_parcel(g, p, rng))
    elif roll > 0.8:
        tries.append(_building(g, p, rng))
    if pl.capsules:
        tries.append(_hotel(g, p, rng, plans))
        if tries[-1] is None:
            tries.append(_parcel(g, p, rng, reserve=1000))
    else:
        tries.append(_capsules(g, p, rng))
    for act in tries:
        if act is not None and g.check(act) is None:
            return act
    return None


def _subdivide(g: Game, rng: random.Random) -> bool:
    """Two players out of the queue trade a small Subdivision for some Yen."""
    s = g.state
    free = [p.index for p in s.players if not p.passed and p.index not in s.queue
            and g.barter_of(p.index) is None]
    if len(free) < 2:
        return False
    giver, receiver = rng.sample(free, 2)
    mine = [a for a in s.areas.values() if a.owner == giver and a.polygon.area >= 25]
    rng.shuffle(mine)
    for area in mine:
        x0, y0, x1, y1 = area.polygon.bounds
        for _ in range(12):
            w, h = rng.choice((2.0, 2.5, 3.0)), rng.choice((2.0, 2.5, 3.0))
            x = x0 + 0.5 * rng.randint(0, max(0, int((x1 - x0 - w) * 2)))
            y = y0 + 0.5 * rng.randint(0, max(0, int((y1 - y0 - h) * 2)))
            outline = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
            err, _inside = g.subdivision_preview(giver, area.id, outline)
            if err is None and s.players[receiver].yen >= 100:
                g.apply({"type": "barter_open", "parties": [giver, receiver]})
                barter = g.barter_of(giver)
                g.apply({"type": "barter", "barter": barter, "transfers": [
                    {"from": giver, "to": receiver, "subdivide": area.id,
                     "outline": [list(p) for p in outline]},
                    {"from": receiver, "to": giver, "yen": 100}]})
                return True
    return False


def crowded_game(seed: int = 9, players: int = 4, stop_round: int = 8, purchases_in_last: int = 3,
                 front_yen: int = 3000) -> Game:
    """A game played until `stop_round`'s Purchase/Barter, a few Purchases in, with a Seal at the
    front whose player holds at least `front_yen` (enough for a Land Parcel board)."""
    g = Game(_setup(seed, players))
    rng = random.Random(seed)
    for i, start in enumerate(("S1", "S2", "S3", "S4")[:players]):
        g.apply({"type": "claim_start", "player": i, "parcel": start})
    for i in range(players):
        g.apply({"type": "loan", "player": i, "amount": 10000})
    bartered_round = 0
    plans: dict[int, Action] = {}
    last_round_buys = 0
    for _ in range(5000):
        s = g.state
        if s.phase != "purchase":
            break
        if (s.round >= stop_round and last_round_buys >= purchases_in_last and s.queue and s.purchasing_open
                and s.players[s.queue[0]].yen >= front_yen):
            break
        if s.purchasing_open and bartered_round < s.round and s.round >= 2:
            bartered_round = s.round
            for p in list(s.queue[:2]):
                g.apply({"type": "leave_queue", "player": p})
            _subdivide(g, rng)
            for p in range(players):
                if not s.players[p].passed and p not in s.queue and g.barter_of(p) is None:
                    g.apply({"type": "queue", "player": p})
            continue
        if s.queue and s.purchasing_open:
            p = s.queue[0]
            act = _purchase(g, p, rng, plans)
            if act is None:
                g.apply({"type": "pass", "player": p})
                continue
            g.apply(act)
            if s.round >= stop_round:
                last_round_buys += 1
            if (s.phase == "purchase" and s.purchasing_open and not s.players[p].passed
                    and p not in s.queue):
                g.apply({"type": "queue", "player": p})
            continue
        for ps in s.players:
            if not ps.passed and g.state.phase == "purchase" and g.barter_of(ps.index) is None:
                g.apply({"type": "pass", "player": ps.index})
    return g


def describe(state: GameState) -> str:
    kinds: dict[str, int] = {}
    for st in state.structures.values():
        kinds[st.kind] = kinds.get(st.kind, 0) + 1
    subs = sum(1 for a in state.areas.values() if a.kind == "subdivision")
    return (f"round {state.round} {state.phase}: {len(state.areas) - subs} Parcels, {subs} Subdivisions, "
            + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())))
