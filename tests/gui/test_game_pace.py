"""The game keeps its own pace: relaxed mode, grace time and countdown come from its record."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tch_desktop.engine.record import Pace, load_record
from tests.gui.conftest import two_player_setup
from tests.gui.test_window_basics import make_window, to_purchase


def test_a_relaxed_game_reopened_after_a_countdown_game_has_no_countdown(qtbot, monkeypatch, controller,
                                                                        tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, replace(two_player_setup(), pace=Pace(relaxed=True)))
    assert window.countdown.relaxed and not window.countdown.running
    saved = tmp_path / "relaxed.json"
    controller.save(saved)
    assert load_record(saved).setup.pace == Pace(relaxed=True)

    # A new game with the countdown, chosen in the New game dialog.
    monkeypatch.setattr(window.dialogs, "ask_new_game", lambda: (two_player_setup(seed=9), False))
    assert window.new_game()
    assert controller.game.setup.pace is not None and not controller.game.setup.pace.relaxed
    to_purchase(controller, controller.game.setup)
    assert window.countdown.running, "the countdown game counts"

    controller.open(saved)
    assert window.countdown.relaxed and not window.countdown.running
    window.countdown.grace_over()  # a stray timeout changes nothing either
    assert not any(a.TYPE == "forfeit" for a in controller.game.log)
    assert window.round_spend.queue.count is None


def test_the_grace_time_and_the_count_come_from_the_game(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, replace(two_player_setup(), pace=Pace(grace_seconds=30, countdown_seconds=3)))
    assert window.countdown.grace_ms == 30_000 and window.countdown.count_seconds == 3
    counts: list[int] = []
    window.countdown.counting.connect(lambda _p, n: counts.append(n))
    window.countdown.grace_over()
    for _ in range(3):
        window.countdown.tick()
    assert counts == [3, 2, 1]
    assert controller.game.log[-1].TYPE == "forfeit"


def test_a_record_without_pace_gets_the_component_defaults(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)  # no pace in the setup
    c = controller.game.components
    assert not window.countdown.relaxed
    assert window.countdown.grace_ms == int(c.default_grace_seconds * 1000)
    assert window.countdown.count_seconds == c.countdown_seconds


def test_settings_change_this_games_pace_and_it_is_saved(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, replace(two_player_setup(), pace=Pace(relaxed=False)))
    dlg = window.open_settings()
    assert dlg.timing_note.text() == "The timing applies to the game in progress and to new games."
    dlg.relaxed.setChecked(True)
    dlg.accept()
    assert controller.game.setup.pace is not None and controller.game.setup.pace.relaxed
    assert window.countdown.relaxed and not window.countdown.running
    assert load_record(controller.autosave_path).setup.pace.relaxed
