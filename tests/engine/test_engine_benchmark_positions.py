"""benchmarks/engine.py: its positions are games of its component set, reached through actions only."""

from __future__ import annotations

from dataclasses import fields
from types import ModuleType

import pytest

from tch_desktop.engine import replay
from tch_desktop.engine.record import game_record
from tests.benchmark_module import load_benchmark


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_benchmark("engine.py", "engine_bench")


def test_engine_benchmark_positions_replay_from_their_log_alone(bench: ModuleType) -> None:
    # Nothing set by hand: replaying each position's log onto a fresh game of the benchmark's
    # component set gives the same state, and the measured player is at the front with every
    # piece still for sale, so each placement check reaches the Construction Rules.
    games, colour = bench.positions([10, 30])
    assert [len(g.state.structures) for g in games] >= [10, 30]
    for g in games:
        again = replay(game_record(g), bench.bench_components())
        assert again.error is None
        mine, theirs = vars(g.state), vars(again.game.state)
        for name in fields(g.state):
            if name.compare and name.name not in ("components", "areas"):
                assert theirs[name.name] == mine[name.name], name.name
        assert {k: (a.owner, a.board, a.outline, a.children) for k, a in again.game.state.areas.items()} == \
            {k: (a.owner, a.board, a.outline, a.children) for k, a in g.state.areas.items()}
        s = g.state
        assert s.phase == "purchase" and s.purchasing_open and s.queue[0] == bench.ME
        assert s.vending_left > 0 and s.entrances_left > 0 and min(s.buildings_left.values()) >= 1
        hand = s.players[bench.ME].capsules
        assert hand[colour] >= 4 and hand[g.components.stack_colour] >= g.components.stack_min_stories
