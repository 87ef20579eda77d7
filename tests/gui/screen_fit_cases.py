"""Every window and dialog on a laptop screen, in every language: inside the screen, nothing clipped.

Not collected by itself: `test_screen_fit.py` runs it in a fresh process whose offscreen screen
is 1280×720 or 1366×768 (Qt's offscreen platform reads the screen from a JSON file), because
a Qt application's screens are fixed for the life of the process.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel, QWidget

from tch_desktop.engine import PlayerSetup, Setup
from tch_desktop.gui.dialogs.barter import BarterTable
from tch_desktop.gui.dialogs.endscreen import EndScreen
from tch_desktop.gui.dialogs.help import HelpDialog
from tch_desktop.gui.dialogs.income import IncomeDialog
from tch_desktop.gui.dialogs.loans import LoanHandoff
from tch_desktop.gui.dialogs.newgame import NewGameDialog
from tch_desktop.gui.i18n import languages
from tch_desktop.gui.mainwindow import MainWindow
from tch_desktop.gui.panels.bridge import Dialogs

SCREEN = os.environ.get("TCH_FIT_SCREEN", "")
pytestmark = pytest.mark.skipif(not SCREEN, reason="run by test_screen_fit.py on a virtual laptop screen")
RECORDS = Path(__file__).resolve().parent.parent / "records"
NAMES = [("Aiko", "crane", "#c0392b"), ("Ren", "fan", "#2471a3"), ("Mariangela", "wave", "#1e8449"),
         ("Maximilian", "lantern", "#7d3c98")]


def problems(top: QWidget) -> list[str]:
    """Where the window leaves the screen, and every visible label or button whose words are cut."""
    out = []
    avail = top.screen().availableGeometry()
    if not avail.contains(top.frameGeometry()):
        out.append(f"{type(top).__name__} {top.frameGeometry()} is not inside {avail}")
    for w in top.findChildren(QWidget):
        if not w.isVisible() or w.window() is not top:
            continue
        where = f"{type(top).__name__} › {type(w).__name__} {w.objectName()!r}"
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            if w.wordWrap():
                if w.heightForWidth(w.width()) > w.height() + 2:
                    out.append(f"{where} {w.text()[:50]!r}: needs {w.heightForWidth(w.width())} px high, has {w.height()}")
            elif w.minimumSizeHint().width() > w.width() + 2:
                out.append(f"{where} {w.text()[:50]!r}: needs {w.minimumSizeHint().width()} px wide, has {w.width()}")
        elif isinstance(w, QAbstractButton) and w.text() and type(w).__name__ in ("QPushButton", "QCheckBox",
                                                                                     "QRadioButton"):
            if w.sizeHint().width() > w.width() + 2:
                out.append(f"{where} {w.text()[:50]!r}: needs {w.sizeHint().width()} px wide, has {w.width()}")
    return out


def settle(qtbot, top: QWidget) -> None:
    top.show()
    qtbot.waitExposed(top)
    QApplication.processEvents()
    QApplication.processEvents()


def window_with(qtbot, monkeypatch, record: Path | None = None, setup: Setup | None = None,
                actions: tuple[dict, ...] = ()) -> MainWindow:
    monkeypatch.setattr(Dialogs, "follow", lambda self, events: None)  # no dialog opens by itself
    window = MainWindow()
    qtbot.addWidget(window)
    if record is not None:
        assert window.files.open_path(record)
    else:
        window.controller.new_game(setup)
        for a in actions:
            assert window.controller.apply(a), a
    settle(qtbot, window)
    return window


def four_people() -> Setup:
    return Setup([PlayerSetup(*p) for p in NAMES], seed=4)


CLAIMS = tuple({"type": "claim_start", "player": i, "parcel": f"S{i + 1}"} for i in range(4))
LOANS = tuple({"type": "loan", "player": i, "amount": a} for i, a in enumerate((4000, 6000, 8000, 10000)))


@pytest.fixture(params=["en", "it", "es", "de"])
def lang(request):
    assert languages().set_language(request.param)
    w, h = (int(n) for n in SCREEN.split("x"))
    geometry = QApplication.primaryScreen().geometry()
    assert (geometry.width(), geometry.height()) == (w, h), "the virtual laptop screen"
    yield request.param
    languages().set_language("en")


def test_the_table_fits_with_two_and_four_players(qtbot, monkeypatch, lang) -> None:
    two = window_with(qtbot, monkeypatch, RECORDS / "round1_hotels.json")
    assert problems(two) == []
    two.countdown.show_still(3)
    QApplication.processEvents()
    assert two.big_count.isVisible() and problems(two) == []
    four = window_with(qtbot, monkeypatch, setup=four_people(), actions=CLAIMS + LOANS)
    assert problems(four) == []
    assert four.shop.items["capsules:red"].isVisible()


def test_the_new_game_dialog_fits_with_two_three_and_four_seats(qtbot, monkeypatch, lang) -> None:
    window = window_with(qtbot, monkeypatch, RECORDS / "round1_hotels.json")
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    settle(qtbot, dlg)
    heights = {}
    for n in (4, 3, 2):
        dlg.count_group.button(n).click()
        QApplication.processEvents()
        assert problems(dlg) == [], n
        assert dlg.start.isVisible()
        heights[n] = dlg.height()
    assert heights[2] < heights[4], "fewer seats, no gap left behind"


def test_the_loan_hand_off_fits(qtbot, monkeypatch, lang) -> None:
    window = window_with(qtbot, monkeypatch, setup=four_people(), actions=CLAIMS)
    dlg = LoanHandoff(window.controller, window)
    qtbot.addWidget(dlg)
    dlg.start()
    settle(qtbot, dlg)
    assert problems(dlg) == []
    dlg.show_button.click()
    QApplication.processEvents()
    assert dlg.pages.currentWidget() is dlg.choice and problems(dlg) == []


def test_income_barter_end_rules_and_settings_fit(qtbot, monkeypatch, lang) -> None:
    window = window_with(qtbot, monkeypatch, RECORDS / "round1_hotels.json")
    game = window.controller.game
    income = IncomeDialog(game, game.state.last_income, window)
    qtbot.addWidget(income)
    settle(qtbot, income)
    income.skip()
    QApplication.processEvents()
    assert problems(income) == []
    income.close()

    for seat in (0, 1):
        if seat in game.state.queue:
            assert window.controller.apply({"type": "leave_queue", "player": seat})
    window.open_barter([0, 1])
    table = window.barter_table
    assert isinstance(table, BarterTable)
    QApplication.processEvents()
    assert problems(table) == []
    table.columns[1].add_buttons["subdivide"].click()
    QApplication.processEvents()
    assert table.folded and problems(table) == []
    assert not table.frameGeometry().intersects(window.view.rect().translated(window.view.mapToGlobal(
        window.view.rect().topLeft()))), "folded beside the Map, not over it"
    table.abandon()

    end = window_with(qtbot, monkeypatch, RECORDS / "long_4p.json")
    dlg: QDialog = EndScreen(end.controller.game, end)
    qtbot.addWidget(dlg)
    settle(qtbot, dlg)
    assert problems(dlg) == []
    for dlg in (HelpDialog(window), window.open_settings()):
        qtbot.addWidget(dlg)
        settle(qtbot, dlg)
        assert problems(dlg) == []
        dlg.close()
