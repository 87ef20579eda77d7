"""A bot sees what a person at the table sees, on its own copy of the game."""

from __future__ import annotations

from tch_desktop.bots import BotView
from tch_desktop.engine.actions import Pass
from tests.engine.helpers import claimed, purchasing


def test_other_players_loans_stay_hidden_until_revealed() -> None:
    g = claimed(3)
    g.apply({"type": "loan", "player": 0, "amount": 10000})
    theirs = BotView.of(g, 1)
    assert theirs.state.players[0].loan is None
    assert theirs.player_view(0).loan_chosen and theirs.player_view(0).loan is None
    assert not theirs.player_view(2).loan_chosen
    assert BotView.of(g, 0).me.loan == 10000
    g.apply({"type": "loan", "player": 1, "amount": 4000})
    g.apply({"type": "loan", "player": 2, "amount": 6000})
    assert BotView.of(g, 1).player_view(0).loan == 10000  # revealed


def test_the_view_is_a_copy_and_cannot_foresee_the_dice() -> None:
    g = purchasing(2)
    view = BotView.of(g, 0)
    assert view.state is not g.state and view.game.log == []
    assert view.game.rng.getstate() != g.rng.getstate()
    fork = view.fork()
    fork.apply(Pass(0))
    assert not g.state.players[0].passed and not view.state.players[0].passed
    assert view.legal_action_types() == g.legal_action_types(0)
    assert view.check({"type": "pass", "player": 0}) is None
    assert view.state.areas["S1"].polygon is g.state.areas["S1"].polygon  # shared, immutable
