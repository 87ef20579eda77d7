"""Game.apply is atomic: an action is logged only once it has fully applied; any failure changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from tch_desktop.engine import Game, IllegalAction, phases
from tch_desktop.engine import game as game_module
from tch_desktop.engine.actions import Pass, Roll, Tiebreak, parse_action
from tests.engine.helpers import buy, claimed, purchasing


def fingerprint(g: Game) -> tuple[Any, ...]:
    """Everything apply may touch: the state, the generator, the log, the events, chance given ahead."""
    return (repr(g.state), g.rng.getstate(), [a.to_dict() for a in g.log], list(g.events),
            g.unused_chance)


class Boom(RuntimeError):
    pass


def test_a_bug_in_a_handler_leaves_state_and_log_as_they_were(monkeypatch: pytest.MonkeyPatch) -> None:
    g = purchasing(2, loans=(4000, 6000))
    before = fingerprint(g)
    validate, execute = game_module._HANDLERS["buy_capsules"]

    def half_done(game: Game, act: Any, plan: Any) -> None:
        execute(game, act, plan)  # pays, takes the capsules, moves the Round Spend marker …
        raise Boom("a bug after the state changed")

    monkeypatch.setitem(game_module._HANDLERS, "buy_capsules", (validate, half_done))
    with pytest.raises(Boom):
        buy(g, {"type": "buy_capsules", "player": 0, "color": "red"})
    monkeypatch.undo()
    # `buy` queued nothing new: Aiko was already at the front.
    assert fingerprint(g) == before
    events = g.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert g.state.players[0].capsules == {"red": 4}
    assert g.log[-1].TYPE == "buy_capsules" and events[0].action == len(g.log) - 1


def test_a_bug_during_the_phases_that_follow_is_rolled_back_too(monkeypatch: pytest.MonkeyPatch) -> None:
    g = purchasing(2)
    g.apply(Pass(0))
    before = fingerprint(g)

    def broken_income(game: Game) -> None:
        game.state.players[0].yen += 1_000_000
        raise Boom("income failed half-way")

    monkeypatch.setattr(phases.income, "run_income", broken_income)
    with pytest.raises(Boom):
        g.apply(Pass(1))  # the last pass runs Income
    assert fingerprint(g) == before
    assert g.state.phase == "purchase" and not g.state.players[1].passed


def test_a_roll_that_does_not_fit_changes_nothing() -> None:
    g = purchasing(2)
    buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 16.0, "y": 10.0})
    g.apply(Pass(0))
    before = fingerprint(g)
    g.apply(Roll("B9", 0))  # given ahead for a building that does not exist
    with pytest.raises(IllegalAction) as err:
        g.apply(Pass(1))
    assert err.value.code == "chance_mismatch"
    assert fingerprint(g)[:4] == before[:4]
    assert g.unused_chance == 1, "the entry given ahead is still waiting"
    g.discard_chance()
    g.apply(Pass(1))
    assert g.state.phase == "purchase" and g.state.round == 2
    assert [a.TYPE for a in g.log[-2:]] == ["pass", "roll"], "the roll is logged after its action"


def test_a_face_out_of_range_is_a_mismatch() -> None:
    g = purchasing(2)
    buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 16.0, "y": 10.0})
    g.apply(Pass(0))
    before = fingerprint(g)
    g.apply(Roll("B1", 6))  # a Coin Laundry's die has 6 faces: 0 … 5
    with pytest.raises(IllegalAction) as err:
        g.apply(Pass(1))
    assert err.value.code == "chance_mismatch" and err.value.details == {"face": 6, "faces": 6}
    assert fingerprint(g)[:4] == before[:4]


def test_a_tiebreak_for_a_player_not_tied_is_a_mismatch() -> None:
    g = claimed(2)
    g.apply({"type": "loan", "player": 0, "amount": 6000})
    before = fingerprint(g)
    g.apply(Tiebreak(5))
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "loan", "player": 1, "amount": 6000})  # equal Yen: a tie to draw
    assert err.value.code == "chance_mismatch"
    assert fingerprint(g)[:4] == before[:4] and g.state.phase == "loans"


def _count_copies(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    from tch_desktop.engine.state import GameState

    copies = [0]
    real = GameState.copy

    def counted(self: GameState) -> GameState:
        copies[0] += 1
        return real(self)

    monkeypatch.setattr(GameState, "copy", counted)
    return copies


def test_loading_a_record_copies_the_state_for_no_action(monkeypatch: pytest.MonkeyPatch) -> None:
    """A long record's load paid one copy of the state per action (16 s for 200,000, issue 9)."""
    from tch_desktop.engine.record import game_record, replay

    g = purchasing(2)
    for _ in range(20):  # out of the queue and back in: 40 more actions
        g.apply({"type": "leave_queue", "player": 0})
        g.apply({"type": "queue", "player": 0})
    record = game_record(g)
    copies = _count_copies(monkeypatch)
    result = replay(record)
    assert result.error is None and result.game.log == g.log and repr(result.game.state) == repr(g.state)
    assert copies[0] == 0
    g.apply({"type": "leave_queue", "player": 0})  # live play still copies, for its atomicity
    assert copies[0] == 1


def test_an_action_refused_half_way_through_a_load_is_replayed_atomically(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Roll given ahead does not fit the queue's tie-break that Ren's loan draws: found half-way."""
    from tch_desktop.engine.record import _replay, game_record, replay

    g = claimed(2)
    g.apply({"type": "loan", "player": 0, "amount": 6000})
    record = game_record(g)
    record.actions += [Roll("B1", 0), parse_action({"type": "loan", "player": 1, "amount": 6000})]
    fast = _replay(record, None, atomic=False)
    assert fast.game.torn and fast.error is not None  # the loan half-applied: thrown away
    result = replay(record)
    assert not result.game.torn
    assert result.error is not None and (result.error.code, result.index) == ("chance_mismatch", 4)  # Ren's loan, after the Roll
    assert result.game.state.phase == "loans" and len(result.game.log) == 3
    assert fingerprint(result.game) == fingerprint(_replay(record, None, atomic=True).game)


def test_without_atomicity_a_failure_half_way_marks_the_game_torn(monkeypatch: pytest.MonkeyPatch) -> None:
    g = purchasing(2, loans=(4000, 6000))
    validate, execute = game_module._HANDLERS["buy_capsules"]

    def half_done(game: Game, act: Any, plan: Any) -> None:
        execute(game, act, plan)
        raise Boom("a bug after the state changed")

    with pytest.raises(IllegalAction):  # refused before anything changed: not torn
        g.apply({"type": "buy_capsules", "player": 1, "color": "red"}, atomic=False)
    assert not g.torn
    monkeypatch.setitem(game_module._HANDLERS, "buy_capsules", (validate, half_done))
    with pytest.raises(Boom):
        g.apply({"type": "buy_capsules", "player": 0, "color": "red"}, atomic=False)
    assert g.torn
