"""Never lose a game: kill the program mid-round, start again, go on exactly where it stopped.

The game runs in a real subprocess (offscreen) where two bots play; it is
killed with SIGKILL while they are buying. The next start offers the
autosave and resumes it with every action the killed process reported. A
half-written autosave and a garbage one each give a message (and are kept
aside), never a crash.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tch_desktop.engine.record import load_record
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.window.mainwindow import MainWindow
from tests.gui.conftest import answer_resume

MIXED = {
    "format": "tch-record", "version": 1,
    "setup": {"players": [{"name": "Aiko", "seal": "crane", "pen": "#c0392b", "kind": "human"},
                          {"name": "Ren", "seal": "fan", "pen": "#2471a3", "kind": "bot", "level": "normal"},
                          {"name": "Sora", "seal": "wave", "pen": "#1e8449", "kind": "bot", "level": "easy"}],
              "seed": 3, "variants": {"attraction_cards": "off", "tallest_hotel": False}},
    "actions": [{"type": "claim_start", "player": 0, "parcel": "S1"},
                {"type": "claim_start", "player": 1, "parcel": "S2"},
                {"type": "claim_start", "player": 2, "parcel": "S4"},
                {"type": "loan", "player": 0, "amount": 6000},
                {"type": "loan", "player": 1, "amount": 8000},
                {"type": "loan", "player": 2, "amount": 10000},
                {"type": "pass", "player": 0}],
}


def run_until_killed(record: Path, home: Path, at_least: int) -> list[str]:
    """Start the game on `record`, let the bots play, SIGKILL it; the actions it reported saved."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TCH_DESKTOP_HOME=str(home), TCH_DESKTOP_LOG="info",
               TCH_DESKTOP_BOT_SPEED="instant")  # no waiting out a person's reaction time
    proc = subprocess.Popen([sys.executable, "-m", "tch_desktop", "play", str(record)], env=env,
                            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    reported: list[str] = []
    deadline = time.monotonic() + 90
    try:
        assert proc.stderr is not None
        while time.monotonic() < deadline:
            line = proc.stderr.readline()
            if not line:
                break
            if " applied " in line:  # logged once the action is in the autosave
                reported.append(line.rsplit(" ", 1)[-1].strip())
                if len(reported) >= at_least:
                    break
    finally:
        proc.kill()  # SIGKILL: no chance to tidy up
        proc.wait(timeout=30)
    return reported


def window_for(qtbot, home: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("TCH_DESKTOP_HOME", str(home))
    window = MainWindow(controller=GameController())
    qtbot.addWidget(window)
    return window


def test_killed_mid_round_the_next_start_resumes_with_every_action(qtbot, tmp_path: Path,
                                                                    monkeypatch) -> None:
    record = tmp_path / "mixed.json"
    record.write_text(json.dumps(MIXED))
    home = tmp_path / "home"
    reported = run_until_killed(record, home, at_least=6)
    assert len(reported) >= 6, "the bots should have been playing"
    autosave = home / "data" / "autosave.json"
    saved = load_record(autosave)  # whole and valid, although the process was killed
    played = [a.TYPE for a in saved.actions[len(MIXED["actions"]):] if a.TYPE not in ("roll", "tiebreak")]
    assert played[: len(reported)] == reported, "every action reported applied is in the autosave"

    asked = answer_resume(monkeypatch)
    window = window_for(qtbot, home, monkeypatch)
    window.start()
    assert asked and "Aiko, Ren and Sora" in asked[0][1]
    game = window.controller.game
    assert game is not None
    assert [a.to_dict() for a in game.log] == [a.to_dict() for a in saved.actions]
    window.bots.stop()


@pytest.mark.parametrize("damage", ["half", "garbage"])
def test_a_damaged_autosave_gives_a_message_and_is_kept_aside(qtbot, tmp_path: Path, monkeypatch,
                                                             damage: str) -> None:
    home = tmp_path / "home"
    data = home / "data"
    data.mkdir(parents=True)
    text = json.dumps(MIXED)
    body = text[: len(text) // 2].encode() if damage == "half" else b"\x00\x9c garbage \xff" * 40
    (data / "autosave.json").write_bytes(body)
    (data / "autosave.json.tch-abc12345.tmp").write_text("{")  # left by a write that was interrupted
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text) or 0)
    window = window_for(qtbot, home, monkeypatch)
    monkeypatch.setattr(window.dialogs, "ask_new_game", lambda: None)  # nobody starts a new game now
    window.start()
    assert len(warnings) == 1 and "kept as autosave-damaged-" in warnings[0]
    kept = list(data.glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == body, "nothing is lost"
    assert not (data / "autosave.json").exists() and not list(data.glob("*.tmp"))
    assert window.controller.game is None
