"""The controller: actions through the engine, autosave after each, undo of one's own last action."""

from __future__ import annotations

import json
from pathlib import Path

from tch_desktop.engine.record import load_record
from tests.gui.conftest import two_player_setup


def start(controller):
    controller.new_game(two_player_setup())
    for a in ({"type": "claim_start", "player": 0, "parcel": "S1"},
              {"type": "claim_start", "player": 1, "parcel": "S2"},
              {"type": "tiebreak", "first": 0},
              {"type": "loan", "player": 0, "amount": 6000},
              {"type": "loan", "player": 1, "amount": 6000}):
        assert controller.apply(a)


def test_applied_actions_are_autosaved_atomically(controller, qtbot) -> None:
    start(controller)
    with qtbot.waitSignal(controller.action_applied):
        assert controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    saved = load_record(controller.autosave_path)
    assert [a.to_dict() for a in saved.actions] == [a.to_dict() for a in controller.game.log]
    leftovers = [p.name for p in Path(controller.autosave_path).parent.iterdir()]
    assert leftovers == ["autosave.json"]


def test_refused_action_is_signalled_and_changes_nothing(controller, qtbot) -> None:
    start(controller)
    before = json.dumps([a.to_dict() for a in controller.game.log])
    with qtbot.waitSignal(controller.action_refused) as blocker:
        assert not controller.apply({"type": "buy_capsules", "player": 1, "color": "red"})
    assert blocker.args[1].code == "not_front_of_queue"
    assert json.dumps([a.to_dict() for a in controller.game.log]) == before


def test_undo_takes_back_ones_own_last_action_only(controller, qtbot) -> None:
    start(controller)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert controller.undoable_by(0) and not controller.undoable_by(1)
    with qtbot.waitSignal(controller.game_replaced):
        assert controller.undo()
    assert controller.game.state.players[0].capsules == {}
    assert controller.game.state.queue == [0, 1]


def test_no_undo_after_dice_or_a_draw(controller) -> None:
    start(controller)
    assert controller.game.log[-1].TYPE == "tiebreak"
    assert not controller.undo(), "the last loan caused a draw for the queue"


def test_resume_continues_exactly_where_it_stopped(controller, tmp_path: Path) -> None:
    from tch_desktop.gui.controller import GameController

    start(controller)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    other = GameController(autosave_dir=tmp_path / "data")
    assert other.resumable() is not None
    other.resume()
    assert [a.to_dict() for a in other.game.log] == [a.to_dict() for a in controller.game.log]


def test_half_written_or_garbage_autosave_is_not_offered(controller) -> None:
    start(controller)
    path = controller.autosave_path
    text = path.read_text()
    path.write_text(text[: len(text) // 2])
    assert controller.resumable() is None
    path.write_bytes(b"\x00\x01garbage")
    assert controller.resumable() is None


def test_no_undo_once_the_action_moved_the_game_on(controller) -> None:
    start(controller)
    controller.apply({"type": "pass", "player": 0})
    assert controller.undoable_by(0)
    controller.apply({"type": "pass", "player": 1})  # ends Purchase/Barter: Income, round 2
    assert controller.game.state.round == 2
    assert not controller.undoable_by(1)


def test_malformed_action_is_refused_not_raised(controller, qtbot) -> None:
    start(controller)
    with qtbot.waitSignal(controller.action_refused) as blocker:
        assert not controller.apply({"type": "buy_pink", "player": 0, "count": "many"})
    assert blocker.args[1].code == "bad_action"
