"""An error of the program raised in a slot is logged and said in the window, once at a time; it
reached only the terminal before."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from tch_desktop.gui import errors


@pytest.mark.qt_no_exception_capture  # the program's own hook, not pytest-qt's
def test_an_error_in_a_slot_is_said_to_the_player_once_at_a_time(qtbot, monkeypatch) -> None:
    printed: list[str] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, err, tb: printed.append(str(err)))
    report = errors.install()
    assert sys.excepthook is report and errors.install() is report, "installed once"
    said: list[str] = []

    def message_box(_parent, _title, text, *args) -> int:  # type: ignore[no-untyped-def]
        said.append(text)
        report(RuntimeError, RuntimeError("raised again while the message shows"), None)
        return 0
    monkeypatch.setattr(QMessageBox, "critical", message_box)

    def broken() -> None:
        raise ValueError("a <b>bad</b> slot")
    QTimer.singleShot(0, broken)
    qtbot.waitUntil(lambda: bool(said))
    qtbot.wait(20)
    assert printed == ["a <b>bad</b> slot", "raised again while the message shows"], "all on the terminal"
    assert len(said) == 1 and "ValueError: a &lt;b&gt;bad&lt;/b&gt; slot" in said[0], said
    assert "autosaved" in said[0]
    report(KeyError, KeyError("later"), None)
    qtbot.waitUntil(lambda: len(said) == 2)


def test_a_second_window_on_the_same_folder_says_so_and_does_not_start(qtbot, monkeypatch) -> None:
    """Two windows wrote over each other's autosave after every action; the second offered to resume
    the first one's live game."""
    from tch_desktop.gui import app

    told: list[str] = []
    monkeypatch.setattr(app, "LOCK_WAIT_MS", 0)  # no waiting for a first window that will not close
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text, *a: told.append(text) or 0)
    first = app.one_window()
    assert first is not None and told == []
    try:
        assert app.one_window() is None
        assert len(told) == 1 and "already open in another window" in told[0]
    finally:
        first.unlock()
    again = app.one_window()
    assert again is not None, "free again once the first window has closed"
    again.unlock()
