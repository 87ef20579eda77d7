"""The game's dialogs (gui/dialogs), opened by the main window at their moments.

`follow()` opens the dialogs an action calls for — the loan hand-off once the
starting Parcels are claimed, Income after the Income phase, the end screen —
after the signal that reported the action has been handled, one at a time.
The others open on request: a new game, help, the barter table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from tch_desktop.engine import Event, Game, Setup
from tch_desktop.engine.actions import Barter
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.dialogs.newgame import NewGameDialog

if TYPE_CHECKING:
    from tch_desktop.gui.dialogs.barter import BarterTable

# The other dialogs are imported when first opened: the window starts sooner.


class Dialogs(QObject):
    """Opens the game's dialogs for the main window."""

    def __init__(self, window: QWidget, controller: GameController,
                 play_again: Callable[[], object], save: Callable[[], object]) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.play_again, self.save = play_again, save
        self.still = False  # a --screen picture: no dialog opens by itself
        self.bot_loan: Callable[[int], int] | None = None  # how bots choose their loan
        self.secret: Callable[[bool], object] | None = None  # the table hides the loans while True
        self.income_shown: Callable[[], object] | None = None  # the table shows the Income's results
        self._pending: list[str] = []
        self._busy = False

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

    def shows_income(self, events: list[Event]) -> bool:
        """Whether these events open the Income dialog (the table holds the results back until then)."""
        return not self.still and self.controller.game is not None and any(e.code == "income" for e in events)

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
                    if self.income_shown is not None:
                        self.income_shown()
                elif moment == "end" and game.state.phase == "over":
                    self.end_screen(game, self.play_again, self.save)
        finally:
            self._busy = False
            self.back_to_table()

    def back_to_table(self) -> None:
        """A dialog closed: the keyboard goes back to the table (seat keys, Ctrl+S, F1)."""
        back = getattr(self.window, "back_to_table", None)
        if callable(back):
            back()

    # ------------------------------------------------------------ the dialogs
    def ask_new_game(self) -> tuple[Setup, bool] | None:
        """The setup and relaxed flag the players chose, or None if they cancelled."""
        dlg = NewGameDialog(self.window)
        accepted = dlg.exec()
        self.back_to_table()
        if not accepted:
            return None
        return dlg.setup(), bool(dlg.relaxed())

    def loans(self) -> None:
        """The secret loan hand-off for everyone without a loan (bots included)."""
        from tch_desktop.gui.dialogs.loans import LoanHandoff

        handoff = LoanHandoff(self.controller, self.window, bot_loan=self.bot_loan) \
            if self.bot_loan is not None else LoanHandoff(self.controller, self.window)
        if self.secret is not None:
            handoff.secret.connect(self.secret)
        handoff.run()

    def income(self, game: Game) -> None:
        from tch_desktop.gui.dialogs.income import IncomeDialog

        if game.state.last_income is not None:
            IncomeDialog(game, game.state.last_income, self.window).exec()

    def end_screen(self, game: Game, on_play_again: Callable[[], object], on_save: Callable[[], object]) -> None:
        from tch_desktop.gui.dialogs.endscreen import EndScreen

        dlg = EndScreen(game, self.window)
        dlg.play_again.connect(on_play_again)
        dlg.save_requested.connect(on_save)
        dlg.exec()

    def help(self) -> None:
        from tch_desktop.gui.dialogs.help import HelpDialog

        game = self.controller.game
        HelpDialog(self.window, game.components if game is not None else None).exec()
        self.back_to_table()

    def barter_table(self, scene: Any, bot_answer: Callable[[int, Barter], bool] | None = None,
                     bot_words: Callable[[int], str | None] | None = None) -> BarterTable:
        """The barter table (one per window; it opens for the parties asked)."""
        from tch_desktop.gui.dialogs.barter import BarterTable

        return BarterTable(self.controller, scene, self.window, bot_answer=bot_answer, bot_words=bot_words)
