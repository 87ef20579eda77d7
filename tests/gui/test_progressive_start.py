"""A quick start: the main window paints over an empty table first, then sets out the table and the game.

As the program starts (`MainWindow(progressive=True)`, see gui/app.py) the window
with its menus is painted before the engine, the bots and the Map are imported;
right after that first paint the table is built and the game opened (the record
on the command line, the autosave, or a new game). Until then the menu items
that need the table are disabled, and nothing can start a game twice.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tch_desktop.gui.controller import GameController
from tch_desktop.gui.window.bridge import Dialogs
from tch_desktop.gui.window.mainwindow import MainWindow
from tch_desktop.gui.window.table import TableSketch
from tests.gui.conftest import answer_resume

RECORDS = Path(__file__).resolve().parents[1] / "records"
NEEDS_TABLE = ("new", "open", "save", "save_as", "undo", "settings", "isometric", "fit", "help", "about")


def progressive(qtbot, record: str | None = None, controller: GameController | None = None) -> MainWindow:
    window = MainWindow(argparse.Namespace(record=record, iso=False, screen=None), controller=controller,
                        progressive=True)
    qtbot.addWidget(window)
    return window


def test_the_window_is_painted_before_its_table_is_built_and_the_record_opens_after(qtbot, controller) -> None:
    window = progressive(qtbot, str(RECORDS / "bots_4p.json"), controller)
    assert not window.built and isinstance(window.centralWidget(), TableSketch)
    window.show()
    window.start()  # asked before the table exists: it waits for it
    assert not window.built and controller.game is None
    with qtbot.waitSignal(window.table_ready, timeout=20000):
        pass  # the first paint of the empty table starts the build
    assert window.built and window.view.isVisible()
    qtbot.waitUntil(lambda: controller.game is not None and not window.files.opening, timeout=20000)
    assert len(controller.game.log) == len(json.loads((RECORDS / "bots_4p.json").read_text())["actions"])
    assert len(window.ledgers.ledgers) == 4
    qtbot.waitUntil(window.ledgers.ledgers[3].isVisible)
    assert window.windowTitle().startswith("bots_4p.json — Tokyo Capsule Hotel — round ")
    window.bots.stop()


def test_menu_items_that_need_the_table_are_disabled_until_it_is_built(qtbot, controller) -> None:
    window = progressive(qtbot, controller=controller)
    actions = window.menu_actions
    assert [n for n in NEEDS_TABLE if getattr(actions, n).isEnabled()] == []
    assert actions.quit.isEnabled() and all(a.isEnabled() for a in actions.language.values())
    window.build_table()
    assert [n for n in NEEDS_TABLE if not getattr(actions, n).isEnabled()] == []
    assert actions.save.shortcut().toString() == "Ctrl+S" and actions.quit.shortcut().toString() == "Ctrl+Q"


def test_a_window_closed_right_after_its_first_paint_never_builds_its_table(
        qtbot, controller, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(Dialogs, "ask_new_game", lambda self: asked.append("new game"))
    window = progressive(qtbot, controller=controller)
    window.show()
    window.start()
    window.centralWidget().repaint()  # the empty table is painted: its build is queued...
    window.close()  # ...but the player quits at once: no table, no game, no dialog
    qtbot.wait(50)
    assert not window.built and controller.game is None and asked == []
    assert QApplication.activeModalWidget() is None


def test_a_progressive_start_offers_the_autosave_and_resumes_it(qtbot, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    first = GameController(autosave_dir=tmp_path / "data")
    first.open(RECORDS / "round1_hotels.json")
    played = [a.to_dict() for a in first.game.log]
    asked = answer_resume(monkeypatch)
    controller = GameController(autosave_dir=tmp_path / "data")
    window = progressive(qtbot, controller=controller)
    window.show()
    window.start()
    qtbot.waitUntil(lambda: controller.game is not None, timeout=20000)
    assert [title for title, _ in asked] == ["Resume the game?"]
    assert [a.to_dict() for a in controller.game.log] == played
    window.bots.stop()


def test_the_first_painted_window_has_not_imported_the_engine_bots_or_map() -> None:
    probe = (
        "import sys, argparse\n"
        "from tch_desktop.gui.app import create_app\n"
        "app = create_app()\n"
        "from tch_desktop.gui.window.mainwindow import MainWindow\n"
        "w = MainWindow(argparse.Namespace(record=None, iso=False, screen=None), progressive=True)\n"
        "w.show(); app.processEvents()\n"
        "heavy = ('shapely', 'numpy', 'networkx', 'tch_desktop.engine.game', 'tch_desktop.bots',"
        " 'tch_desktop.gui.map', 'tch_desktop.gui.controller')\n"
        "print(sorted(m for m in sys.modules if m.startswith(heavy)))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_the_map_fills_its_view_when_the_table_is_set_out_after_the_first_paint(qtbot, controller) -> None:
    window = progressive(qtbot, str(RECORDS / "round1_hotels.json"), controller)
    window.show()
    window.start()
    qtbot.waitUntil(lambda: controller.game is not None and not window.files.opening, timeout=20000)
    view = window.view
    sheet = view.mapFromScene(view.map_scene.map_rect).boundingRect()
    room = view.viewport().rect()
    assert room.width() > 400 and room.height() > 300  # the view has the window's room
    # Fitted to the view it really has (not to the size it had before the layout gave it its room):
    assert sheet.width() >= 0.8 * room.width() or sheet.height() >= 0.8 * room.height(), (sheet, room)
    window.bots.stop()
