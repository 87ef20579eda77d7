"""Never lose a game: refusals in words, Save/Open round trip, bad files, resuming, the command line."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tch_desktop.engine.actions import BuyVending
from tch_desktop.gui.window.bridge import Dialogs
from tests.gui.conftest import answer_resume
from tests.gui.test_unfinished_kept import opened_from_command_line
from tests.gui.test_window_basics import make_window, to_purchase

CTRL = Qt.KeyboardModifier.ControlModifier


def log_of(controller) -> str:
    return json.dumps([a.to_dict() for a in controller.game.log])


def test_a_refused_action_shows_its_reason_and_changes_nothing(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    before = log_of(controller)
    window.scene.action_proposed.emit(BuyVending(1, 21, 9))  # Ren is not at the front
    assert window.notices.isVisible()
    assert window.notices.text() == "Ren: Only the Seal at the front of the queue may make a Purchase."
    assert window.notices.level == "refusal"
    assert log_of(controller) == before
    window.scene.action_proposed.emit(BuyVending(0, 30, 20))  # off Aiko's Land
    assert window.notices.text() == "Aiko: It must stand wholly within Land you own."
    assert log_of(controller) == before


def test_save_then_open_gives_back_the_same_game(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    saved = log_of(controller)
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL)
    assert (tmp_path / "mine.json").exists()
    controller.apply({"type": "buy_capsules", "player": 1, "color": "orange"})
    assert log_of(controller) != saved
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "mine.json"), ""))
    qtbot.keyClick(window, Qt.Key.Key_O, CTRL)
    qtbot.waitUntil(lambda: not window.files.opening)
    assert log_of(controller) == saved
    assert window.ledgers.ledgers[0].values["yen"].text() == "5,000円"
    assert window.game_ledger.lines()[0] == "Aiko buys 4 red Capsules for 1,000円."
    # Save again goes to the same file without asking.
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (_ for _ in ()).throw(AssertionError))
    assert window.files.save()


def test_a_garbage_file_gives_a_message_and_the_game_carries_on(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    before = log_of(controller)
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a: messages.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard)
    bad = tmp_path / "garbage.json"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n not a record")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    qtbot.keyClick(window, Qt.Key.Key_O, CTRL)
    qtbot.waitUntil(lambda: not window.files.opening)
    assert messages and "The file is not text (UTF-8)." in messages[0]
    assert "The current game carries on." in messages[0]
    assert log_of(controller) == before
    # A record with an illegal action inside names the entry and the reason.
    record = json.loads((Path(__file__).parents[1] / "records" / "illegal_not_front.json").read_text())
    illegal = tmp_path / "illegal.json"
    illegal.write_text(json.dumps(record))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(illegal), ""))
    qtbot.keyClick(window, Qt.Key.Key_O, CTRL)
    qtbot.waitUntil(lambda: not window.files.opening)
    assert "Only the Seal at the front of the queue may make a Purchase." in messages[1]
    assert log_of(controller) == before


def test_start_offers_to_resume_the_autosave(qtbot, monkeypatch, controller) -> None:
    to_purchase(controller)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    saved = log_of(controller)
    controller.game = None
    asked = answer_resume(monkeypatch)
    monkeypatch.setattr(Dialogs, "ask_new_game", lambda self: (_ for _ in ()).throw(AssertionError))
    window = make_window(qtbot, monkeypatch, controller)
    window.start()
    assert [text for _, text in asked] == ["A game was left unfinished: Aiko and Ren."]
    assert log_of(controller) == saved


def test_a_half_written_autosave_is_not_offered_but_said_and_kept(qtbot, monkeypatch, controller) -> None:
    to_purchase(controller)
    text = controller.autosave_path.read_text()
    controller.autosave_path.write_text(text[: len(text) // 2])
    controller.game = None
    monkeypatch.setattr(QMessageBox, "exec", lambda box: (_ for _ in ()).throw(AssertionError))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(title) or 0)
    offered: list[bool] = []
    monkeypatch.setattr(Dialogs, "ask_new_game", lambda self: offered.append(True))
    window = make_window(qtbot, monkeypatch, controller)
    window.start()
    assert warned == ["The autosaved game cannot be read"]
    assert offered == [True]


def test_a_record_on_the_command_line_opens_without_asking(qtbot, monkeypatch, controller) -> None:
    to_purchase(controller)  # an autosave exists, but a record was asked for
    record = Path(__file__).parents[1] / "records" / "round1_hotels.json"
    window = opened_from_command_line(qtbot, monkeypatch, controller, record, iso=True)
    assert controller.path == record
    assert window.menu_actions.isometric.isChecked()
    assert [ledger.name.text() for ledger in window.ledgers.ledgers] == ["Aiko", "Ren"]


def test_leaving_an_unsaved_game_offers_to_save_it(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    before = log_of(controller)
    asked: list[str] = []
    answer = QMessageBox.StandardButton.Cancel
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _title, text, *a: (asked.append(text), answer)[1])
    monkeypatch.setattr(Dialogs, "ask_new_game", lambda self: (_ for _ in ()).throw(AssertionError))
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL)
    assert asked == ["The game in progress has not been saved. Save it before leaving it?"]
    assert log_of(controller) == before, "cancelled: the game carries on"
    answer = QMessageBox.StandardButton.Save
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "kept.json"), ""))
    monkeypatch.setattr(Dialogs, "ask_new_game", lambda self: None)  # then the new-game dialog is closed
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL)
    assert (tmp_path / "kept.json").exists()
    assert not window.files.unsaved()
    asked.clear()
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL)
    assert asked == [], "saved and unchanged: nothing to ask"
