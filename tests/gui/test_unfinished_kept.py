"""Never lose a game at start: an unfinished autosave is kept when something else takes its place, an
autosave with an entry the rules refuse is kept whole before going on, and an autosave that cannot
be moved aside is said, not a dead window."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tch_desktop.engine.record import load_record
from tch_desktop.gui.window.bridge import Dialogs
from tch_desktop.gui.window.mainwindow import MainWindow
from tests.gui.conftest import answer_resume, two_player_setup
from tests.gui.test_window_basics import make_window, to_purchase

RECORD = Path(__file__).parents[1] / "records" / "round1_hotels.json"


def unfinished(controller) -> list[dict]:  # type: ignore[no-untyped-def]
    """Leave an unfinished game in the autosave, as a closed window does; its entries."""
    to_purchase(controller)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    entries = [a.to_dict() for a in controller.game.log]
    controller.game = None
    return entries


def entries_of(path: Path) -> list[dict]:
    return [a.to_dict() for a in load_record(path).actions]


def opened_from_command_line(qtbot, monkeypatch, controller, record: Path,  # type: ignore[no-untyped-def]
                             iso: bool = False) -> MainWindow:
    """`tch-desktop play RECORD [--iso]`: nothing is asked (a question would fail the test)."""
    monkeypatch.setattr(QMessageBox, "exec", lambda box: (_ for _ in ()).throw(AssertionError(box.text())))
    monkeypatch.setattr(Dialogs, "loans", lambda self: None)
    window = MainWindow(options=argparse.Namespace(record=str(record), iso=iso, screen=None),
                        controller=controller)
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: not window.files.opening)
    return window


def test_a_record_opened_from_the_command_line_keeps_the_unfinished_autosave_and_says_where(
        qtbot, monkeypatch, controller) -> None:
    before = unfinished(controller)
    window = opened_from_command_line(qtbot, monkeypatch, controller, RECORD)
    assert controller.path == RECORD
    kept = list(controller.autosave_path.parent.glob("unfinished-*.json"))
    assert len(kept) == 1 and entries_of(kept[0]) == before, "the unfinished game, entry for entry"
    assert entries_of(controller.autosave_path) == entries_of(RECORD), "the autosave follows the opened game"
    assert kept[0].name in window.notices.text() and str(kept[0].parent) in window.notices.text()


def test_opening_the_game_the_autosave_already_holds_keeps_no_copy(qtbot, monkeypatch, controller,
                                                                   tmp_path: Path) -> None:
    unfinished(controller)
    same = tmp_path / "same.json"
    same.write_bytes(controller.autosave_path.read_bytes())
    opened_from_command_line(qtbot, monkeypatch, controller, same)
    assert controller.path == same
    assert not list(controller.autosave_path.parent.glob("unfinished-*.json"))


def test_a_new_game_chosen_over_the_unfinished_one_keeps_it(qtbot, monkeypatch, controller) -> None:
    before = unfinished(controller)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: box.buttons()[1].click() or 0)  # "New game"
    monkeypatch.setattr(Dialogs, "ask_new_game", lambda self: (two_player_setup(seed=99), False))
    window = make_window(qtbot, monkeypatch, controller)
    window.start()
    assert controller.game is not None and controller.game.setup.seed == 99
    kept = list(controller.autosave_path.parent.glob("unfinished-*.json"))
    assert len(kept) == 1 and entries_of(kept[0]) == before
    assert kept[0].name in window.notices.text()


def test_resuming_keeps_nothing_aside(qtbot, monkeypatch, controller) -> None:
    before = unfinished(controller)
    answer_resume(monkeypatch)
    window = make_window(qtbot, monkeypatch, controller)
    window.start()
    assert [a.to_dict() for a in controller.game.log] == before
    assert not list(controller.autosave_path.parent.glob("*-*.json"))


def test_an_autosave_with_a_refused_entry_is_kept_whole_and_resumed_just_before_it(
        qtbot, monkeypatch, controller) -> None:
    to_purchase(controller)
    for color in ("red", "orange"):
        controller.apply({"type": "buy_capsules", "player": controller.game.state.queue[0], "color": color})
    good = [a.to_dict() for a in controller.game.log]
    doc = json.loads(controller.autosave_path.read_text(encoding="utf-8"))
    red = next(i for i, a in enumerate(doc["actions"]) if a.get("color") == "red")
    doc["actions"].insert(red + 1, dict(doc["actions"][red]))  # red bought twice: the second is refused
    broken = json.dumps(doc)
    controller.autosave_path.write_text(broken, encoding="utf-8")
    controller.game = None
    informed: list[str] = []

    def resume(box: QMessageBox) -> int:
        informed.append(box.informativeText())
        box.buttons()[0].click()  # Resume
        return 0
    monkeypatch.setattr(QMessageBox, "exec", resume)
    make_window(qtbot, monkeypatch, controller).start()
    kept = list(controller.autosave_path.parent.glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == broken, "the whole file, as it was"
    assert len(informed) == 1 and f"Entry {red + 2} " in informed[0] and kept[0].name in informed[0]
    assert [a.to_dict() for a in controller.game.log] == good[:red + 1]
    assert entries_of(controller.autosave_path) == good[:red + 1], "the autosave holds the game that goes on"


def test_a_damaged_autosave_that_cannot_be_moved_aside_is_said_and_no_game_starts_over_it(
        qtbot, monkeypatch, controller) -> None:
    unfinished(controller)
    text = controller.autosave_path.read_text(encoding="utf-8")
    controller.autosave_path.write_text(text[: len(text) // 2], encoding="utf-8")

    def refuse(self: Path, target: Path) -> Path:
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(Path, "replace", refuse)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warned.append(text) or 0)
    offered: list[bool] = []
    monkeypatch.setattr(Dialogs, "ask_new_game", lambda self: offered.append(True))
    window = make_window(qtbot, monkeypatch, controller)
    window.start()
    assert len(warned) == 1 and "could not be set aside (Permission denied)" in warned[0]
    assert "autosave.json" in warned[0]
    assert offered == [True], "the window goes on to the new-game dialog, not an empty table"


def test_an_unfinished_autosave_that_cannot_be_kept_aside_is_not_autosaved_over(
        qtbot, monkeypatch, controller) -> None:
    before = unfinished(controller)
    text = controller.autosave_path.read_text(encoding="utf-8")

    def refuse(self: Path, target: Path) -> Path:  # the rename only: the autosave's own write still works
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(Path, "replace", refuse)
    window = opened_from_command_line(qtbot, monkeypatch, controller, RECORD)
    assert controller.path == RECORD and controller.game is not None
    assert controller.autosave_path.read_text(encoding="utf-8") == text, "the unfinished game, untouched"
    assert entries_of(controller.autosave_path) == before
    assert not list(controller.autosave_path.parent.glob("unfinished-*.json"))
    assert "(Permission denied)" in window.notices.text() and "not autosaved" in window.notices.text()


@pytest.mark.parametrize("value", ["nan", "NaN", "-nan"])
def test_a_grace_time_of_nan_in_the_settings_is_the_default(value: str) -> None:
    from tch_desktop.gui.countdown import DEFAULT_GRACE_SECONDS, grace_seconds
    from tch_desktop.gui.settings import settings

    settings().setValue("countdown/grace_seconds", value)
    try:
        assert grace_seconds() == DEFAULT_GRACE_SECONDS
    finally:
        settings().remove("countdown/grace_seconds")
