"""Every dialog sets its texts again when the language changes (QEvent.LanguageChange)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tch_desktop.gui.dialogs.barter import BarterTable
from tch_desktop.gui.dialogs.endscreen import EndScreen
from tch_desktop.gui.dialogs.help import HelpDialog
from tch_desktop.gui.dialogs.income import IncomeDialog
from tch_desktop.gui.dialogs.loans import LoanHandoff
from tch_desktop.gui.dialogs.newgame import NewGameDialog
from tch_desktop.gui.map import MapScene
from tools.dialog_demo import PseudoTranslator
from tools.dialog_samples import (
    barter_controller,
    finished_game,
    income_game,
    loans_controller,
)


def test_all_dialogs_follow_a_language_change(qtbot) -> None:
    game = income_game()
    handoff = LoanHandoff(loans_controller())
    handoff.start()
    controller = barter_controller()
    table = BarterTable(controller, MapScene(controller))
    table.open_for([0, 1])
    table.add_yen(0, 500)
    dialogs = {
        "newgame": (NewGameDialog(), lambda d: d.start.text()),
        "loans": (handoff, lambda d: d.handoff_title.text()),
        "income": (IncomeDialog(game, game.state.last_income), lambda d: d.continue_button.text()),
        "end": (EndScreen(finished_game()), lambda d: d.again_button.text()),
        "help": (HelpDialog(), lambda d: d.title.text()),
        "barter": (table, lambda d: d.columns[0].add_buttons["promise"].text() + d.verdict.text()),
    }
    before = {}
    for name, (dlg, text) in dialogs.items():
        qtbot.addWidget(dlg)
        dlg.show()
        before[name] = text(dlg)
    pseudo = PseudoTranslator()
    QCoreApplication.installTranslator(pseudo)
    try:
        for name, (dlg, text) in dialogs.items():
            qtbot.waitUntil(lambda d=dlg, t=text, n=name: t(d) != before[n], timeout=2000)
            assert text(dlg).endswith("~"), name
    finally:
        QCoreApplication.removeTranslator(pseudo)
    for name, (dlg, text) in dialogs.items():
        qtbot.waitUntil(lambda d=dlg, t=text, n=name: t(d) == before[n], timeout=2000)
