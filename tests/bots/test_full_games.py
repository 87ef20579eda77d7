"""Every level plays whole games — 2, 3 and 4 players, every variant — without a refused action."""

from __future__ import annotations

import pytest

from tch_desktop.bots.simulate import Table
from tch_desktop.engine import game_record, replay

# (levels by seat, Attraction cards, Tallest Hotel, seed): each level sits at 2-, 3- and
# 4-player tables; every variant is played; seeds differ from game to game.
GAMES = [
    (["easy", "normal"], "off", False, 1),
    (["normal", "hard"], "choose", True, 2),
    (["hard", "easy"], "all_b", False, 3),
    (["easy", "normal", "hard"], "off", True, 4),
    (["hard", "easy", "normal"], "choose", False, 5),
    (["normal", "hard", "easy"], "all_b", True, 6),
    (["hard", "normal", "easy", "normal"], "off", False, 7),
    (["easy", "hard", "normal", "hard"], "choose", True, 8),
    (["normal", "easy", "hard", "easy"], "all_b", False, 9),
]


@pytest.mark.parametrize(("levels", "cards", "tallest", "seed"), GAMES)
def test_bots_play_a_whole_game_legally(levels: list[str], cards: str, tallest: bool, seed: int) -> None:
    table = Table(levels, seed, cards, tallest, budget_scale=0.25)
    out = table.play()
    g = table.game
    assert g.state.phase == "over"
    assert out.refusals == 0
    assert out.winners and len(out.net) == len(levels)
    # Every bot took part: a loan, a starting square, and some Purchases.
    assert all(p.loan is not None and p.start is not None for p in g.state.players)
    buyers = {a.actor for a in g.log if a.TYPE.startswith("buy_") or a.TYPE == "build_hotel"}
    assert buyers == set(range(len(levels)))
    assert any(a.TYPE == "build_hotel" for a in g.log)
    # The game is its record: replaying it gives the same ending.
    result = replay(game_record(g))
    assert result.error is None
    assert result.game.state.winners == g.state.winners and result.game.state.net == g.state.net
