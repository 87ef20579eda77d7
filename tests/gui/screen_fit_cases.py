"""Every window and dialog on a laptop screen, in every language: inside the screen, nothing clipped.

`check_every_window_and_dialog` is run by `test_screen_fit.py` on each laptop screen: in the test
process, where tests/conftest.py gave Qt's offscreen platform the laptop screens as well as its
own (the windows are put on that screen), or, where the caller chose the Qt platform, through this
module's test in a fresh process whose only offscreen screen is the laptop's (Qt's offscreen
platform reads the screen from a JSON file; a Qt application's screens are fixed for the life
of the process). Not collected by itself.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tch_desktop.engine import PlayerSetup, Setup
from tch_desktop.gui.dialogs.barter import BarterTable
from tch_desktop.gui.dialogs.endscreen import EndScreen
from tch_desktop.gui.dialogs.help import HelpDialog
from tch_desktop.gui.dialogs.income import IncomeDialog
from tch_desktop.gui.dialogs.loans import LoanHandoff
from tch_desktop.gui.dialogs.newgame import NewGameDialog
from tch_desktop.gui.window.bridge import Dialogs
from tch_desktop.gui.window.mainwindow import MainWindow
from tch_desktop.i18n.languages import languages

SCREEN = os.environ.get("TCH_FIT_SCREEN", "")
pytestmark = pytest.mark.skipif(not SCREEN, reason="run by test_screen_fit.py on a virtual laptop screen")
RECORDS = Path(__file__).resolve().parent.parent / "records"
NAMES = [("Aiko", "crane", "#c0392b"), ("Ren", "fan", "#2471a3"), ("Mariangela", "wave", "#1e8449"),
         ("Maximilian", "lantern", "#7d3c98")]


def problems(top: QWidget) -> list[str]:
    """Where the window leaves the screen, and every visible label or button whose words are cut."""
    out = []
    parent = top.parentWidget()
    if parent is not None and top.screen() is not parent.window().screen():
        out.append(f"{type(top).__name__} is on {top.screen().name()!r}, its window on {parent.window().screen().name()!r}")
    avail = top.screen().availableGeometry()
    if not avail.contains(top.frameGeometry()):
        out.append(f"{type(top).__name__} {top.frameGeometry()} is not inside {avail}")
    for w in top.findChildren(QWidget):
        if not w.isVisible() or w.window() is not top:
            continue
        where = f"{type(top).__name__} › {type(w).__name__} {w.objectName()!r}"
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            if w.wordWrap():
                if w.minimumSizeHint().width() > w.width() + 2:  # a word longer than the line
                    out.append(f"{where} {w.text()[:50]!r}: a word needs {w.minimumSizeHint().width()} px, "
                               f"has {w.width()}")
                elif w.heightForWidth(w.width()) > w.height() + 2:
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


def settle_layouts(qtbot, top: QWidget) -> None:
    """Let the layouts catch up with new texts (a wrapped label asks for a second pass)."""
    qtbot.waitUntil(lambda: not problems(top), timeout=3000)


def window_with(qtbot, monkeypatch, screen: QScreen, record: Path | None = None, setup: Setup | None = None,
                actions: tuple[dict, ...] = ()) -> MainWindow:
    monkeypatch.setattr(Dialogs, "follow", lambda self, events: None)  # no dialog opens by itself
    window = MainWindow()
    qtbot.addWidget(window)
    if screen is not window.screen():
        # On the laptop screen (not this process's first one): sized for it, as the window sizes
        # itself for the screen it is made on (its dialogs open on their parent's screen).
        window.setScreen(screen)
        window._size_to_screen()
    if record is not None:
        assert window.files.open_path(record)
        qtbot.waitUntil(lambda: not window.files.opening)
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


LANGUAGES = ("en", "it", "es", "de")


def laptop_screen(size: str) -> QScreen | None:
    """The screen of this size (width×height) among this process's screens, if it has one."""
    w, h = (int(n) for n in size.split("x"))
    return next((s for s in QApplication.screens() if (s.geometry().width(), s.geometry().height()) == (w, h)),
                None)


@pytest.fixture(params=LANGUAGES)
def lang(request):
    assert languages().set_language(request.param)
    yield request.param
    languages().set_language("en")


def test_every_window_and_dialog_fits(qtbot, monkeypatch, lang) -> None:
    screen = QApplication.primaryScreen()
    assert laptop_screen(SCREEN) is screen, "the virtual laptop screen"
    check_every_window_and_dialog(qtbot, monkeypatch, screen)


def check_every_window_and_dialog(qtbot, monkeypatch, screen: QScreen) -> None:
    """One table (a Qt window is costly) on `screen`, in the language set: each screen in turn over it."""
    window = window_with(qtbot, monkeypatch, screen, RECORDS / "round1_hotels.json")
    assert window.screen() is screen
    assert problems(window) == []
    window.countdown.show_still(3)
    QApplication.processEvents()
    assert window.big_count.isVisible() and problems(window) == []

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
    view = window.view.rect().translated(window.view.mapToGlobal(window.view.rect().topLeft()))
    assert not table.frameGeometry().intersects(view), "folded beside the Map, not over it"
    table.abandon()

    for dlg in (HelpDialog(window), window.open_settings()):
        qtbot.addWidget(dlg)
        settle(qtbot, dlg)
        assert problems(dlg) == []
        dlg.close()

    new_game = NewGameDialog(window)
    qtbot.addWidget(new_game)
    settle(qtbot, new_game)
    heights = {}
    for n in (4, 3, 2):
        new_game.count_group.button(n).click()
        QApplication.processEvents()
        assert problems(new_game) == [], n
        assert new_game.start.isVisible()
        heights[n] = new_game.height()
    assert heights[2] < heights[4], "fewer seats, no gap left behind"
    new_game.close()

    window.controller.new_game(four_people())  # four people: the loan hand-off, then the table
    for a in CLAIMS:
        assert window.controller.apply(a)
    handoff = LoanHandoff(window.controller, window)
    qtbot.addWidget(handoff)
    handoff.start()
    settle(qtbot, handoff)
    assert problems(handoff) == []
    handoff.show_button.click()
    QApplication.processEvents()
    assert handoff.pages.currentWidget() is handoff.choice and problems(handoff) == []
    handoff.close()
    for a in LOANS:
        assert window.controller.apply(a)
    settle_layouts(qtbot, window)
    assert problems(window) == []
    assert window.shop.items["capsules:red"].isVisible()

    assert window.files.open_path(RECORDS / "long_4p.json")
    qtbot.waitUntil(lambda: not window.files.opening)
    settle_layouts(qtbot, window)
    assert problems(window) == [], "the game is over: Winner on the winner's Ledger, whole"
    end = EndScreen(window.controller.game, window)
    qtbot.addWidget(end)
    settle(qtbot, end)
    assert problems(end) == []
