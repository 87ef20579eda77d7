"""Shared helpers for bot tests: bot-only setups and games brought to a given moment."""

from __future__ import annotations

from collections.abc import Callable

from tch_desktop.bots.simulate import Table, make_setup
from tch_desktop.engine import Game


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
