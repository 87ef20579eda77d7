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
        monkeypatch.setenv("TCH_DESKTOP_EXIT_AFTER", "1000")  # a timed, scripted run: no click to wait for
        assert app.one_window() is None and len(told) == 1
    finally:
        first.unlock()
    again = app.one_window()
    assert again is not None, "free again once the first window has closed"
    again.unlock()


def test_the_lock_of_a_killed_window_not_yet_reaped_is_taken_over(qtbot, monkeypatch) -> None:
    """A window killed by whatever started it, and not yet waited for, is still listed (a zombie):
    Qt counts its lock as held, and the game would not start again."""
    import subprocess

    from tch_desktop.gui import app
    from tch_desktop.gui.settings import data_dir

    monkeypatch.setattr(app, "LOCK_WAIT_MS", 0)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text, *a: told.append(text) or 0)
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\n"
         "from PySide6.QtCore import QLockFile\n"
         f"lock = QLockFile({str(data_dir() / app.LOCK_NAME)!r})\n"
         "print(lock.tryLock(0), flush=True)\n"
         "time.sleep(60)\n"], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        holder.kill()
        qtbot.waitUntil(lambda: app._has_ended(holder.pid), timeout=10000)  # killed, not waited for
        lock = app.one_window()
        assert lock is not None and told == []
        lock.unlock()
    finally:
        holder.kill()
        holder.wait()
