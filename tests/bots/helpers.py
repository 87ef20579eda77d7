"""Shared helpers for bot tests: bot-only setups and games brought to a given moment."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tch_desktop.bots.simulate import Table, make_setup
from tch_desktop.engine import Game
from tch_desktop.engine.actions import ClaimStart, Loan
from tch_desktop.engine.components import Components, component_set
from tch_desktop.paths import resource

# The balanced set's starting squares until step 13 (4 x 4; docs/balance.md), for tests that replay
# or reckon positions of that time.
SQUARES_4X4 = {"S1": [15, 9, 19, 13], "S2": [21, 9, 25, 13], "S3": [15, 15, 19, 19], "S4": [21, 15, 25, 19]}


def balanced_raw() -> dict[str, Any]:
    """The balanced set's data as the file holds it, for a test to change before building a set
    (`Components(raw, "balanced")`)."""
    raw: dict[str, Any] = json.loads(resource("components", "balanced.json").read_text(encoding="utf-8"))
    return raw


def table_until(levels: list[str], seed: int, stop: Callable[[Game], bool], cards: str = "off",
                tallest: bool = False, budget_scale: float = 0.25, max_steps: int = 3000) -> Table:
    """A bot-only game played until `stop(game)` holds (or it ends)."""
    t = Table(levels, seed, cards, tallest, budget_scale=budget_scale)
    for _ in range(max_steps):
        if stop(t.game) or not t.step():
            break
    return t


def at_front(player: int, round_: int = 1) -> Callable[[Game], bool]:
    """Stop when `player`'s Seal is at the front of the queue in round `round_` or later."""
    def stop(g: Game) -> bool:
        s = g.state
        return (s.phase == "purchase" and s.round >= round_ and bool(s.queue) and s.queue[0] == player
                and s.purchasing_open)
    return stop


def fresh(levels: list[str], seed: int = 1) -> Game:
    return Game(make_setup(levels, seed))


def hard_round_one(components: str | Components, loans: list[int]) -> Game:
    """Two hard bots on S1 and S4 (the corners apart) with these loans: round 1's Purchases.
    `components` is a set's name or a set built by the test."""
    name = components if isinstance(components, str) else components.name
    g = Game(make_setup(["hard", "hard"], 1, components=name),
             None if isinstance(components, str) else components)
    for p, start in enumerate(["S1", "S4"]):
        g.apply(ClaimStart(p, start))
    for p, loan in enumerate(loans):
        g.apply(Loan(p, loan))
    assert g.state.phase == "purchase" and g.state.round == 1
    return g


def balanced_round_one(components: Components | None = None) -> Game:
    """Round 1's Purchases under the balanced set (or a set built by the test from it): 2 players
    on S1 and S2, 12,000円 each, player 0 first."""
    from tests.engine.helpers import make_setup as engine_setup

    g = Game(engine_setup(2), components or component_set("balanced"))
    for i, start in enumerate(("S1", "S2")):
        g.apply({"type": "claim_start", "player": i, "parcel": start})
    g.apply({"type": "tiebreak", "first": 0})
    for i in range(2):
        g.apply({"type": "loan", "player": i, "amount": 12000})
    return g
