"""Opening a bad file always says why and changes nothing: not the game, not the screen, not the autosave (issue 9)."""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tch_desktop.gui.window.bridge import Dialogs
from tch_desktop.gui.window.mainwindow import MainWindow
from tests.engine.odd_records import odd_files
from tests.gui.test_window_basics import make_window, to_purchase

CTRL = Qt.KeyboardModifier.ControlModifier


def test_every_bad_file_gives_a_message_and_changes_nothing(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    game = controller.game
    autosave = controller.autosave_path.read_bytes()
    screen = ([ledger.name.text() for ledger in window.ledgers.ledgers], window.game_ledger.lines(),
              window.windowTitle())
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warned.append(text) or 0)
    for name, path in odd_files(tmp_path).items():
        warned.clear()
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, p=path, **k: (str(p), ""))
        qtbot.keyClick(window, Qt.Key.Key_O, CTRL)
        qtbot.waitUntil(lambda: not window.files.opening)
        assert len(warned) == 1, name
        assert "The current game carries on." in warned[0], name
        assert controller.game is game, name
        assert controller.autosave_path.read_bytes() == autosave, name
        assert ([ledger.name.text() for ledger in window.ledgers.ledgers], window.game_ledger.lines(),
                window.windowTitle()) == screen, name


def test_a_bad_file_on_the_command_line_is_said_and_the_game_starts_anyway(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    path = odd_files(tmp_path)["digits.json"]
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warned.append(text) or 0)
    asked: list[bool] = []
    monkeypatch.setattr(Dialogs, "ask_new_game", lambda self: asked.append(True))
    window = MainWindow(options=argparse.Namespace(record=str(path), iso=False, screen=None), controller=controller)
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: asked == [True])
    assert len(warned) == 1 and "far too large" in warned[0]
    assert asked == [True] and controller.game is None
    assert not controller.autosave_path.exists()


def test_a_new_game_forgets_the_barter_drafts_of_the_old_one(qtbot, monkeypatch, controller) -> None:  # type: ignore[no-untyped-def]
    # Found by tools/monkey.py: Barter ids start again at B1 in a new game, and the table
    # reopened the old game's draft for B1, with parties the new game does not have.
    from tch_desktop.engine import PlayerSetup, Setup

    window = make_window(qtbot, monkeypatch, controller)
    three = Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3"),
                   PlayerSetup("Sora", "wave", "#1e8449")], seed=3)
    to_purchase(controller, three, loans=(4000, 6000, 8000))
    for p in (1, 2):
        controller.apply({"type": "leave_queue", "player": p})
    assert window.barter_table is None or not window.barter_table.isVisible()
    window.open_barter([1, 2])
    assert sorted(window.barter_table.columns) == [1, 2]
    to_purchase(controller)  # a new game of two
    for p in (0, 1):
        controller.apply({"type": "leave_queue", "player": p})
    window.open_barter([0, 1])
    assert sorted(window.barter_table.columns) == [0, 1]
    assert window.barter_table.isVisible()
