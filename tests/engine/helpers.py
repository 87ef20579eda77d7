"""Shared helpers for engine tests: set up games and reach a given point quickly."""

from __future__ import annotations

from typing import Any

from tch_desktop.engine import Game, PlayerSetup, Setup

SEALS = ["crane", "fan", "wave", "lantern"]
PENS = ["#c0392b", "#2471a3", "#1e8449", "#7d3c98"]
NAMES = ["Aiko", "Ren", "Sora", "Yuki"]


def make_setup(n: int = 2, seed: int = 1, cards: str = "off", tallest: bool = False) -> Setup:
    return Setup([PlayerSetup(NAMES[i], SEALS[i], PENS[i]) for i in range(n)], seed=seed,
                 attraction_cards=cards, tallest_hotel=tallest)


def new_game(n: int = 2, **kw: Any) -> Game:
    return Game(make_setup(n, **kw))


def claimed(n: int = 2, starts: tuple[str, ...] = ("S1", "S2", "S3", "S4"), **kw: Any) -> Game:
    g = new_game(n, **kw)
    for i in range(n):
        g.apply({"type": "claim_start", "player": i, "parcel": starts[i]})
    return g


def purchasing(n: int = 2, loans: tuple[int, ...] = (10000, 10000, 10000, 10000),
               first: int | None = None, **kw: Any) -> Game:
    """A game in round 1's Purchase/Barter phase; `first` fixes a Yen tie's draw."""
    g = claimed(n, **kw)
    if first is not None:
        g.apply({"type": "tiebreak", "first": first})
    for i in range(n):
        g.apply({"type": "loan", "player": i, "amount": loans[i]})
    assert g.state.phase == "purchase"
    return g


def to_front(g: Game, player: int) -> None:
    """Bring the player's Seal to the front of the queue (others step out)."""
    s = g.state
    if player not in s.queue:
        g.apply({"type": "queue", "player": player})
    while s.queue[0] != player:
        g.apply({"type": "leave_queue", "player": s.queue[0]})


def buy(g: Game, action: dict[str, Any]) -> list:
    to_front(g, action["player"])
    return g.apply(action)


def give_yen(g: Game, player: int, amount: int) -> None:
    """Test-only: top up a player's Yen (tagged so money conservation still holds)."""
    g.state.change_yen(player, amount, "test")


def race_for_entrances(g: Game, round_no: int, entrances_left: int, hand: dict[str, int], yen: int,
                       rivals: list[tuple[str, int]], rival_yen: int = 6000) -> None:
    """Test-only: a race for the Entrances at `round_no`: player 0 holds `hand` and `yen` (no
    Coupons), each rival (players 1, 2, …) one colour's capsules and `rival_yen`."""
    s = g.state
    s.round = round_no
    s.entrances_left = entrances_left
    s.players[0].capsules = dict(hand)
    s.players[0].coupons = 0
    give_yen(g, 0, yen - s.players[0].yen)
    for p, (col, n) in enumerate(rivals, start=1):
        s.players[p].capsules = {col: n}
        give_yen(g, p, rival_yen - s.players[p].yen)


def hotel(player: int, color: str, x: float, y: float, n: int = 1, **kw: Any) -> dict[str, Any]:
    """A row of n capsules (rot 90: 1 wide, 2 tall) at x, y with the Entrance below the first."""
    caps = [{"x": x + i, "y": y, "z": 0, "rot": 90} for i in range(n)]
    return {"type": "build_hotel", "player": player, "color": color, "capsules": caps,
            "entrance": {"x": x, "y": y + 2}, **kw}


def all_pass(g: Game) -> None:
    for p in g.state.players:
        if not p.passed and g.state.phase == "purchase":
            if g.barter_of(p.index) is None:
                g.apply({"type": "pass", "player": p.index})


def give_capsules(g: Game, player: int, color: str, n: int) -> None:
    """Test-only: put capsules in a player's hand straight from the supply."""
    g.state.supply[color] -= n
    hand = g.state.players[player].capsules
    hand[color] = hand.get(color, 0) + n
