"""A game of many actions opens and plays on without freezing the window (issue 9)."""

from __future__ import annotations

import pytest

from tch_desktop.gui.panels import gamelog
from tch_desktop.gui.panels.gamelog import GameLedgerCard
from tests.benchmark_module import load_benchmark

long_game = load_benchmark("long_game.py", "bench_long_game").long_game  # one home for the long game


def test_a_long_games_ledger_shows_the_newest_lines_at_once_and_the_rest_between_events(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    game = long_game(3000)
    monkeypatch.setattr(gamelog, "FIRST_LINES", 10**9)  # the reference: the whole history at once
    whole = GameLedgerCard()
    qtbot.addWidget(whole)
    whole.show_history(game)
    expected = whole.lines()
    assert len(expected) > 2 * gamelog.LATER_LINES + 1000
    monkeypatch.undo()

    card = GameLedgerCard()
    qtbot.addWidget(card)
    card.show_history(game)
    first = card.lines()
    assert len(first) == 1000 < len(expected) and first == expected[:1000]  # the newest, at once
    assert 0 in game.state.queue
    game.apply({"type": "leave_queue", "player": 0})  # play goes on while the rest is written
    card.add_events(game.events[-1:])
    qtbot.waitUntil(lambda: not card._backlog, timeout=20_000)
    lines = card.lines()
    assert lines[1:] == expected and lines[0] == "Aiko takes the Seal back from the queue."


def test_opening_a_long_record_encodes_each_action_once(monkeypatch: pytest.MonkeyPatch, controller, tmp_path) -> None:
    """The loader's size check encodes a long record's actions; the first autosave reuses them (was: twice)."""
    from tch_desktop.engine import actions as actions_module
    from tch_desktop.engine import record as record_module
    from tch_desktop.engine.record import dumps_record, game_record, save_record

    # The size check starts at a sixteenth of the largest record (1.3 MB, some 50,000 actions, whose
    # game, load and resume took 3-4 s of CPU): here at 100 KB, so that 5,000 actions reach it.
    monkeypatch.setattr(record_module, "MAX_BYTES", 16 * 100_000)
    game = long_game(5_000)
    path = tmp_path / "long.json"
    save_record(game_record(game), path)
    assert path.stat().st_size > record_module.MAX_BYTES // 16  # long enough for the loader's size check
    expected = dumps_record(game_record(game))
    encoded = [0]
    real = actions_module.Action.to_dict

    def counted(self: actions_module.Action) -> dict[str, object]:
        encoded[0] += 1
        return real(self)

    monkeypatch.setattr(actions_module.Action, "to_dict", counted)
    opened = controller.open(path)
    assert encoded[0] == len(game.log)  # once each, by the loader
    assert opened.log == game.log and controller.autosave_path.read_text(encoding="utf-8") == expected
    controller.apply({"type": "leave_queue", "player": 0})
    assert encoded[0] == len(game.log) + 1  # the next autosave encodes only the new action
    assert controller.undo()
    assert encoded[0] == len(game.log) + 1  # taking it back encodes nothing again
    encoded[0] = 0
    resumed = controller.resume()  # the next start: the autosave, read by the loader (each action once)
    controller.apply({"type": "leave_queue", "player": 0})
    assert encoded[0] == len(game.log) + 1 == len(resumed.log)
