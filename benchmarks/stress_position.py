"""A stress position for the Map benchmark: every piece of the box on the Map at once.

All 80 capsules of the supply in Hotels, all 11 Buildings, all 20 Vending
Machines, a dozen Subdivisions. No game with the shipped numbers reaches it
(nobody has that much money, and the Purchase Limit stops every round), so it
is played with a component set of its own, `stress_components()`: the classic
box with a loan of 1,000,000円 and a Purchase Limit nobody reaches. Everything
else is a legal game of that set: every step goes through `Game.apply` (Seals
queue and step out, Yen changes hands only by Barter), and the Construction
Rules hold everywhere.

    python benchmarks/stress_position.py   # prints what it built
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tch_desktop.engine import (  # noqa: E402
    Game,
    PlayerSetup,
    Setup,
    moves,  # noqa: E402
)
from tch_desktop.engine.actions import (  # noqa: E402
    Action,
    Barter,
    BarterOpen,
    BuyCapsules,
    BuyPink,
    Roof,
    Transfer,
)
from tch_desktop.engine.components import CLASSIC, Components, component_set  # noqa: E402
from tch_desktop.engine.errors import IllegalAction  # noqa: E402

NAMES = (("Aiko", "crane", "#c0392b"), ("Ren", "fan", "#2471a3"), ("Sora", "wave", "#1e8449"),
         ("Yuki", "lantern", "#7d3c98"))


LOAN = 1_000_000  # enough for the whole box


def stress_components() -> Components:
    """The classic box with one loan of 1,000,000円 and a Purchase Limit no round reaches."""
    raw = copy.deepcopy(component_set(CLASSIC).raw)
    raw["loans"] = [{"amount": LOAN, "coupons": 0}]
    raw["purchase_limit"] = {k: 100 * LOAN for k in raw["purchase_limit"]}
    return Components(raw, "stress")


def _clear_queue(game: Game) -> None:
    while game.state.queue:
        game.apply({"type": "leave_queue", "player": game.state.queue[0]})


def _front(game: Game, player: int) -> int:
    """Put the player's Seal at the front of the queue (the others step out)."""
    _clear_queue(game)
    game.apply({"type": "queue", "player": player})
    return player


def _force(game: Game, action: Action | dict[str, Any]) -> bool:
    """Apply a Purchase for its player (at the front first); False if the rules refuse it."""
    _front(game, action.actor if isinstance(action, Action) else action["player"])
    try:
        game.apply(action)
    except IllegalAction:
        return False
    return True


def _owned(game: Game, player: int) -> list[str]:
    return [a.id for a in game.state.areas.values() if a.owner == player]


def opening(components: Components) -> Game:
    """Four players of `components` (a set with the 1,000,000円 loan) at the start of round 1's Purchase."""
    game = Game(Setup([PlayerSetup(*n) for n in NAMES], seed=88, attraction_cards="choose"), components)
    for i, sq in enumerate(("S1", "S2", "S3", "S4")):
        game.apply({"type": "claim_start", "player": i, "parcel": sq})
    game.apply({"type": "tiebreak", "first": 0})
    for i in range(4):
        game.apply({"type": "loan", "player": i, "amount": LOAN})
    return game


def stress_game() -> Game:
    game = opening(stress_components())
    s = game.state
    # Land: three 7 × 7 boards each, next to the table.
    for _ in range(3):
        for p in range(4):
            _front(game, p)
            spots = moves.parcel_spots(game, p, "E", limit=1) or moves.parcel_spots(game, p, "D", limit=1)
            if spots:
                _force(game, spots[0])
    # Every colour of capsules, and the pink split in four.
    colours = [c for c in game.components.capsule_price]
    for i, colour in enumerate(colours):
        _force(game, BuyCapsules(i % 4, colour))
    for p in range(4):
        _force(game, BuyPink(p, 7))
    # Buildings first (they are big), Coin Laundries with two capsules on the roof.
    for kind, spec in game.components.buildings.items():
        for n in range(spec.count):
            p = n % 4 if kind in ("coin_laundry", "sweets_buffet") else colours.index(colours[n % 7]) % 4
            held = sorted(s.players[p].capsules, key=lambda c: -s.players[p].capsules[c])
            roof = Roof(held[0], 2) if kind == "coin_laundry" and held else None
            side = "A" if spec.card else None
            if roof is not None:
                for spot in moves.vending_spots(game, _front(game, p), limit=1):
                    _force(game, spot)
            for spot in moves.building_spots(game, _front(game, p), kind, side=side, roof=roof, limit=1):
                _force(game, spot)
    # Hotels: up to six capsules each, a Vending Machine (or a Graveyard) beside each.
    for _ in range(12):
        for p in range(4):
            if not s.players[p].capsules or s.entrances_left == 0:
                continue
            _front(game, p)
            support = moves.vending_spots(game, p, limit=1) if s.vending_left else []
            support = support or moves.graveyard_spots(game, p, limit=1)
            if not support or not _force(game, support[0]):
                continue
            colour = max(s.players[p].capsules, key=lambda c: s.players[p].capsules[c])
            _front(game, p)
            for n in range(min(6, s.players[p].capsules[colour]), 0, -1):
                designs = moves.hotel_designs(game, p, colour, n, limit=1)
                if designs:
                    _force(game, designs[0])
                    break
    # A dozen Subdivisions carved from empty corners, each given to the next player.
    made = 0
    for _ in range(4):
        for p in range(4):
            if made >= 12:
                break
            for area_id, r in moves.free_rects(game, p, 2.0, 2.0, step=1.0):
                outline = [(r[0], r[1]), (r[2], r[1]), (r[2], r[3]), (r[0], r[3])]
                q = (p + 1) % 4
                _clear_queue(game)
                try:
                    game.apply(BarterOpen((p, q)))
                    bid = game.barter_of(p)
                    assert bid is not None
                    game.apply(Barter(bid, (Transfer(p, q, subdivide=area_id, outline=tuple(outline)),
                                            Transfer(q, p, yen=100))))
                    made += 1
                except IllegalAction:
                    for b in list(s.barters):
                        game.apply({"type": "barter_abandon", "barter": b})
                    continue
                break
    _front(game, 0)
    return game


def describe(game: Game) -> str:
    s = game.state
    hotels = s.hotels()
    kinds: dict[str, int] = {}
    for st in s.structures.values():
        kinds[st.kind] = kinds.get(st.kind, 0) + 1
    subs = sum(1 for a in s.areas.values() if a.kind == "subdivision")
    return (f"{sum(h.count for h in hotels)} capsules in {len(hotels)} Hotels, {kinds.get('building', 0)} Buildings, "
            f"{kinds.get('vending', 0)} Vending Machines, {kinds.get('graveyard', 0)} Graveyards, "
            f"{len(s.parcels())} Parcels, {subs} Subdivisions")


if __name__ == "__main__":
    print(describe(stress_game()))
