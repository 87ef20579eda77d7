"""Opening a record never freezes the window: the engine reads and replays it on a worker thread (issue 9)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from tch_desktop.engine import game_record
from tch_desktop.engine.record import save_record
from tch_desktop.gui import controller as controller_module
from tests.gui.test_long_games import long_game
from tests.gui.test_window_basics import make_window, to_purchase

CTRL = Qt.KeyboardModifier.ControlModifier


def long_record(path: Path, actions: int) -> tuple[Path, int]:
    """A legal game of at least `actions` actions, saved; and its length."""
    record = game_record(long_game(actions))
    save_record(record, path)
    return path, len(record.actions)


def test_the_gui_thread_keeps_processing_events_while_a_long_record_loads(qtbot, monkeypatch, controller,
                                                                          held: threading.Event,
                                                                          tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    path, length = long_record(tmp_path / "long.json", 10_000)
    # The worker is held inside its read until the event loop has ticked three times meanwhile: no race
    # with how fast this machine reads (10,000 actions take some 40 ms, a handful of thread switches).
    ticks: list[bool] = []  # a timer's ticks, each: whether the engine was reading the record meanwhile

    def tick() -> None:
        ticks.append(any(t.name == "tch-open" and t.is_alive() for t in threading.enumerate()))
        if ticks.count(True) >= 3:
            held.set()
    timer = QTimer(window)
    timer.setInterval(0)
    timer.timeout.connect(tick)
    timer.start()
    assert window.files.open_path(path)
    assert controller.opening  # open_path returned before the record was read
    qtbot.waitUntil(lambda: not window.files.opening, timeout=120_000)
    timer.stop()
    assert ticks.count(True) >= 3  # the event loop ran while the worker was reading
    assert controller.game is not None and len(controller.game.log) == length >= 10_000
    assert controller.path == path


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The worker reads the record only once the test lets it go: the test decides when it finishes."""
    go = threading.Event()
    real = controller_module.load_record

    def waiting(path, *a, **k):  # type: ignore[no-untyped-def]
        assert go.wait(60)
        return real(path, *a, **k)

    monkeypatch.setattr(controller_module, "load_record", waiting)
    return go


def test_while_a_record_opens_the_window_is_busy_and_refuses_another_open_a_new_game_and_actions(
        qtbot, monkeypatch, controller, held: threading.Event, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    controller.save(tmp_path / "other.json")
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    old, autosave = controller.game, controller.autosave_path.read_bytes()
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard)
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: asked.append("open") or
                        (str(tmp_path / "other.json"), ""))
    qtbot.keyClick(window, Qt.Key.Key_O, CTRL)
    assert asked == ["open"] and window.files.opening
    assert QApplication.overrideCursor() is not None
    assert QApplication.overrideCursor().shape() == Qt.CursorShape.BusyCursor
    assert window.statusBar().currentMessage() == "Opening…"
    qtbot.keyClick(window, Qt.Key.Key_O, CTRL)  # a second Open: refused, no dialog
    assert asked == ["open"]
    assert window.new_game_asked() is False
    assert controller.apply({"type": "buy_capsules", "player": 1, "color": "red"}) is False
    assert controller.undo() is False
    assert controller.game is old and controller.autosave_path.read_bytes() == autosave
    held.set()
    qtbot.waitUntil(lambda: not window.files.opening)
    assert controller.game is not old and len(controller.game.log) == len(old.log) - 1
    assert QApplication.overrideCursor() is None
    assert window.statusBar().currentMessage() == "Game opened: other.json", "no longer 'Opening…'"
    assert window.windowTitle().startswith("other.json — Tokyo Capsule Hotel — round ")
    assert controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})


def test_a_bad_record_opened_in_the_background_gives_one_message_and_changes_nothing(
        qtbot, monkeypatch, controller, held: threading.Event, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    old, autosave, title = controller.game, controller.autosave_path.read_bytes(), window.windowTitle()
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warned.append(text) or 0)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": ')
    assert window.files.open_path(bad)
    assert warned == []  # nothing is said before the worker is done
    held.set()
    qtbot.waitUntil(lambda: not window.files.opening)
    assert len(warned) == 1 and "The current game carries on." in warned[0]
    assert controller.game is old and controller.autosave_path.read_bytes() == autosave
    assert window.windowTitle() == title and QApplication.overrideCursor() is None


def test_an_error_of_the_program_while_reading_is_said_and_the_window_is_not_left_opening(
        qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    """A bug met on the reading thread was raised again in a slot: the window stayed "Opening…"
    for good (File ▸ New and Open silently refused) and the player was told nothing."""
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    old = controller.game
    path = tmp_path / "g.json"
    save_record(game_record(controller.game), path)

    def broken(record, *args, **kwargs):  # stands for any error of the program met while replaying
        raise RuntimeError("engine bug")
    monkeypatch.setattr(controller_module, "replay", broken)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warned.append(text) or 0)
    assert window.files.open_path(path)
    qtbot.waitUntil(lambda: not window.files.opening)
    assert controller.game is old and QApplication.overrideCursor() is None
    assert len(warned) == 1 and "RuntimeError: engine bug" in warned[0] and "carries on" in warned[0]


def test_a_forfeit_refused_while_a_record_opens_times_the_front_player_again(
        qtbot, monkeypatch, controller, held, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    countdown = window.countdown
    countdown.set_relaxed(False)
    countdown.set_timing(grace_seconds=3600, second_ms=3_600_000)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: 0)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": ', encoding="utf-8")
    assert window.files.open_path(bad)
    countdown.grace_over()
    for _ in range(5):
        countdown.tick()  # the count ends while the file is read: the forfeit is refused
    assert countdown.running and countdown.front == 0, "timed again, not forgotten"
    held.set()
    qtbot.waitUntil(lambda: not window.files.opening)
    assert countdown.running
