"""Game.clone and Game.view_for: independent copies, and what a seat may know."""

from __future__ import annotations

from tch_desktop.engine.actions import Pass
from tests.engine.helpers import claimed, purchasing


def test_view_for_hides_other_players_unrevealed_loans() -> None:
    g = claimed(3)
    g.apply({"type": "loan", "player": 0, "amount": 10000})
    g.apply({"type": "loan", "player": 1, "amount": 4000})
    assert g.view_for(1).state.players[0].loan is None
    assert g.view_for(1).state.players[1].loan == 4000
    assert g.view_for(None).state.players[0].loan == 10000  # a referee's copy
    g.apply({"type": "loan", "player": 2, "amount": 6000})
    assert g.view_for(1).state.players[0].loan == 10000  # revealed


def test_view_for_has_no_log_and_its_own_dice() -> None:
    g = purchasing(2)
    view = g.view_for(0)
    assert view.log == [] and view.events == [] and g.log
    assert view.rng.getstate() != g.rng.getstate()
    assert view.unused_chance == 0
    assert view.state.areas["S1"].polygon is g.state.areas["S1"].polygon  # shared, immutable
    assert view.components is g.components and view.setup is g.setup


def test_clone_is_independent_and_keeps_the_log_and_generator() -> None:
    g = purchasing(2)
    copy = g.clone()
    assert copy.log == g.log and copy.log is not g.log
    assert copy.rng.getstate() == g.rng.getstate()
    copy.apply(Pass(0))
    assert copy.state.players[0].passed and not g.state.players[0].passed
    assert len(copy.log) == len(g.log) + 1
    assert copy.state.areas["S1"] is not g.state.areas["S1"]
