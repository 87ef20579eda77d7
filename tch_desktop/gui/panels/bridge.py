"""The game's dialogs (gui/dialogs), found once and opened by the main window.

Each dialog is written in its own module; this bridge imports them with a
guard, so a build without one of them still runs (with a plain stand-in where
the game cannot go on without it), and names them in one place.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from tch_desktop.engine import Game, PlayerSetup, Setup
from tch_desktop.engine.actions import Loan
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.i18n import yen

log = logging.getLogger(__name__)


def _dialog(module: str, name: str) -> Any:
    """The dialog class, or None while it is not part of this build."""
    try:
        mod = importlib.import_module(f"tch_desktop.gui.dialogs.{module}")
    except ImportError as err:
        log.info("dialog %s.%s not available: %s", module, name, err)
        return None
    return getattr(mod, name, None)


class Dialogs:
    """Opens the game's dialogs for the main window."""

    def __init__(self, window: QWidget, controller: GameController) -> None:
        self.window = window
        self.controller = controller
        self.NewGameDialog = _dialog("newgame", "NewGameDialog")
        self.LoanHandoff = _dialog("loans", "LoanHandoff")
        self.IncomeDialog = _dialog("income", "IncomeDialog")
        self.EndScreen = _dialog("endscreen", "EndScreen")
        self.HelpDialog = _dialog("help", "HelpDialog")
        self.BarterTable = _dialog("barter", "BarterTable")

    # ------------------------------------------------------------ new game
    def ask_new_game(self) -> tuple[Setup, bool] | None:
        """The setup and relaxed flag the players chose, or None if they cancelled."""
        if self.NewGameDialog is None:
            # TODO(#4): stand-in until gui/dialogs/newgame.py lands: two people at the keyboard.
            setup = Setup([PlayerSetup(QCoreApplication.translate("Dialogs", "Player 1"), "crane", "#c0392b"),
                           PlayerSetup(QCoreApplication.translate("Dialogs", "Player 2"), "fan", "#2471a3")], seed=0)
            return setup, False
        dlg = self.NewGameDialog(self.window)
        if not dlg.exec():
            return None
        return dlg.setup(), bool(dlg.relaxed())

    # ------------------------------------------------------------ loans
    def loans(self) -> None:
        """The secret loan hand-off for everyone without a loan."""
        if self.LoanHandoff is not None:
            self.LoanHandoff(self.controller, self.window).run()
            return
        # TODO(#4): stand-in until gui/dialogs/loans.py lands (choices are not hidden).
        game = self.controller.game
        assert game is not None
        amounts = sorted(game.components.loans)
        for p in game.state.players:
            if p.loan is not None:
                continue
            labels = [yen(a) for a in amounts]
            choice, ok = QInputDialog.getItem(self.window, QCoreApplication.translate("Dialogs", "Loans"),
                                              QCoreApplication.translate("Dialogs", "{player}, choose your loan:").format(player=p.name),
                                              labels, 1, False)
            amount = amounts[labels.index(choice)] if ok and choice in labels else amounts[1]
            self.controller.apply(Loan(p.index, amount))

    # ------------------------------------------------------------ income and the end
    def income(self, game: Game) -> None:
        report = game.state.last_income
        if self.IncomeDialog is None or report is None:
            return  # the Game Ledger has every line of the Income phase
        self.IncomeDialog(game, report, self.window).exec()

    def end_screen(self, game: Game, on_play_again: Any, on_save: Any) -> None:
        if self.EndScreen is None:
            # TODO(#4): stand-in until gui/dialogs/endscreen.py lands.
            names = ", ".join(game.state.players[i].name for i in game.state.winners)
            QMessageBox.information(self.window, QCoreApplication.translate("Dialogs", "Game End"), QCoreApplication.translate("Dialogs", "Winner(s): {players}").format(players=names))
            return
        dlg = self.EndScreen(game, self.window)
        if hasattr(dlg, "play_again"):
            dlg.play_again.connect(on_play_again)
        if hasattr(dlg, "save_requested"):
            dlg.save_requested.connect(on_save)
        dlg.exec()

    # ------------------------------------------------------------ help and barter
    def help(self) -> None:
        if self.HelpDialog is None:
            QMessageBox.information(self.window, QCoreApplication.translate("Dialogs", "Help"),
                                    QCoreApplication.translate("Dialogs", "The rules reference is not part of this build yet."))
            return
        self.HelpDialog(self.window).exec()

    def barter_table(self, scene: Any) -> Any:
        """The barter table (one per window), or None while it is not part of this build."""
        if self.BarterTable is None:
            return None
        return self.BarterTable(self.controller, scene, self.window)
