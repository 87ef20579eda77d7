"""Files stay in the player's own folders, and no save leaves debris behind (issue 9, item 8)."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tch_desktop.engine import game_record, load_record, save_record
from tch_desktop.engine import record as record_module
from tch_desktop.engine.record import remove_stale_temporaries
from tests.engine.helpers import purchasing

ROOT = Path(__file__).resolve().parents[2]

FILE_DIALOG = r"""
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog
from tch_desktop.gui.app import create_app
app = create_app()
QTimer.singleShot(300, lambda: QApplication.activeModalWidget().reject())
QFileDialog.getOpenFileName(None, "Open a game", ".", "*.json")
"""


def test_the_file_dialog_keeps_its_settings_in_the_program_s_home(tmp_path: Path) -> None:
    config, user, home = tmp_path / "xdg", tmp_path / "user", tmp_path / "home"
    for folder in (config, user, home):
        folder.mkdir(exist_ok=True)  # the home may hold the English plural forms' compiled .qm already
    env = dict(os.environ, XDG_CONFIG_HOME=str(config), HOME=str(user), TCH_DESKTOP_HOME=str(home),
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", FILE_DIALOG], env=env, cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert [p for p in config.rglob("*")] == [] and [p for p in user.rglob("*")] == []
    assert (home / "qt" / "QtProject.conf").is_file(), "the dialog did remember its state, in our home"


KILLED_SAVE = r"""
import os, sys, time
from tch_desktop.engine import record
from tests.engine.helpers import purchasing
os.fsync = lambda fd: (print("writing", flush=True), time.sleep(120))
record.save_record(record.game_record(purchasing()), sys.argv[1], readable=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_a_save_killed_midway_leaves_a_temporary_that_the_next_save_removes(tmp_path: Path) -> None:
    target = tmp_path / "mine.json"
    proc = subprocess.Popen([sys.executable, "-c", KILLED_SAVE, str(target)], cwd=ROOT, stdout=subprocess.PIPE,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)), text=True)
    assert proc.stdout is not None and proc.stdout.readline() == "writing\n"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    left = list(tmp_path.glob("mine.json.tch-*.tmp"))
    assert len(left) == 1 and not target.exists()
    save_record(game_record(purchasing()), target, readable=True)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "home") == ["mine.json"]  # home: the test's
    assert load_record(target).actions


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX locks")
def test_a_temporary_still_being_written_is_left_alone(tmp_path: Path) -> None:
    import fcntl

    target = tmp_path / "mine.json"
    busy = tmp_path / "mine.json.tch-abcd1234.tmp"
    dead = tmp_path / "mine.json.tch-dead0000.tmp"
    dead.write_text("{")
    with open(busy, "w") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        assert remove_stale_temporaries(target) == [dead]
        assert busy.exists()
    assert remove_stale_temporaries(target) == [busy]


def test_the_folder_is_synced_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    def replace(a: str, b: str) -> None:
        synced.append("rename")
        real_replace(a, b)

    monkeypatch.setattr(record_module.os, "fsync", fsync)
    monkeypatch.setattr(record_module.os, "replace", replace)
    save_record(game_record(purchasing()), tmp_path / "auto.json")
    assert synced == ["file", "rename", "folder"]


def test_start_removes_what_an_interrupted_save_by_hand_left(qtbot, controller, tmp_path: Path) -> None:
    from tests.gui.test_window_basics import to_purchase

    to_purchase(controller)
    mine = tmp_path / "games" / "mine.json"
    controller.save(mine)
    left = mine.with_name("mine.json.tch-x1y2z3w4.tmp")
    left.write_text("{")
    os.utime(left, (time.time() - 3600, time.time() - 3600))
    controller.clean_stale_temporaries()
    assert not left.exists() and mine.exists()
