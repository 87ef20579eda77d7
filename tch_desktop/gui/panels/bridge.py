"""The game's dialogs (gui/dialogs), found once and opened at their moments.

Each dialog is written in its own module; this bridge imports them with a
guard, so a build without one of them still runs (with a plain stand-in where
the game cannot go on without it), and names them in one place. `follow()`
opens the dialogs an action calls for — the loan hand-off once the starting
Parcels are claimed, Income after the Income phase, the end screen — after
the signal that reported the action has been handled.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from tch_desktop.engine import Event, Game, PlayerSetup, Setup
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


class Dialogs(QObject):
    """Opens the game's dialogs for the main window."""

    def __init__(self, window: QWidget, controller: GameController,
                 play_again: Callable[[], object], save: Callable[[], object]) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.play_again, self.save = play_again, save
        self.still = False  # a --screen picture: no dialog opens by itself
        self._pending: list[str] = []
        self._busy = False
        self.NewGameDialog = _dialog("newgame", "NewGameDialog")
        self.LoanHandoff = _dialog("loans", "LoanHandoff")
        self.IncomeDialog = _dialog("income", "IncomeDialog")
        self.EndScreen = _dialog("endscreen", "EndScreen")
        self.HelpDialog = _dialog("help", "HelpDialog")
        self.BarterTable = _dialog("barter", "BarterTable")

    # ------------------------------------------------------------ moments
    def follow(self, events: list[Event]) -> None:
        """Open, once the current signal is handled, the dialogs these events call for."""
        game = self.controller.game
        if game is None or self.still:
            return
        codes = {e.code for e in events}
        moments = [m for m, wanted in (("income", "income" in codes), ("end", "game_over" in codes),
                                       ("loans", game.state.phase == "loans"
                                        and any(p.loan is None for p in game.state.players)))
                   if wanted and m not in self._pending]
        if moments:
            self._pending += moments
            QTimer.singleShot(0, self, self._run)

    def _run(self) -> None:
        if self._busy:
            return
        self._busy = True
        try:
            while self._pending:
                moment = self._pending.pop(0)
                game = self.controller.game
                if game is None:
                    continue
                if moment == "loans" and game.state.phase == "loans":
                    self.loans()
                elif moment == "income":
                    self.income(game)
                elif moment == "end" and game.state.phase == "over":
                    self.end_screen(game, self.play_again, self.save)
        finally:
            self._busy = False

    # ------------------------------------------------------------ new game
    def ask_new_game(self) -> tuple[Setup, bool] | None:
        """The setup and relaxed flag the players chose, or None if they cancelled."""
        if self.NewGameDialog is None:
            # TODO(#4): stand-in until gui/dialogs/newgame.py lands: two people at the keyboard.
            first = QCoreApplication.translate("Dialogs", "Player 1")
            second = QCoreApplication.translate("Dialogs", "Player 2")
            setup = Setup([PlayerSetup(first, "crane", "#c0392b"), PlayerSetup(second, "fan", "#2471a3")])
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
            title = QCoreApplication.translate("Dialogs", "Loans")
            ask = QCoreApplication.translate("Dialogs", "{player}, choose your loan:").format(player=p.name)
            choice, ok = QInputDialog.getItem(self.window, title, ask, labels, 1, False)
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
            QMessageBox.information(self.window, QCoreApplication.translate("Dialogs", "Game End"),
                                    QCoreApplication.translate("Dialogs", "Winner(s): {players}").format(
                                        players=names))
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
                                    QCoreApplication.translate(
                                        "Dialogs", "The rules reference is not part of this build yet."))
            return
        self.HelpDialog(self.window).exec()

    def barter_table(self, scene: Any, bot_answer: Callable[[int, Any], bool] | None = None) -> Any:
        """The barter table (one per window), or None while it is not part of this build."""
        if self.BarterTable is None:
            return None
        return self.BarterTable(self.controller, scene, self.window, bot_answer=bot_answer)
