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
    assert len(warned) == 1 and "far too large" in warned[0]
    assert asked == [True] and controller.game is None
    assert not controller.autosave_path.exists()
