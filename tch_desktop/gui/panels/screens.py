"""`--screen NAME`: open one screen over the game's position, for screenshots.

Names: newgame, loans, purchase, barter, income, end, help, settings. The
dialogs open without blocking, so a screenshot tool can capture the window.
`purchase` shows the countdown standing still at 3 so the picture does not
depend on timing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from tch_desktop.gui.mainwindow import MainWindow

SCREENS = ("newgame", "loans", "purchase", "barter", "income", "end", "help", "settings")


def open_screen(window: MainWindow, name: str) -> bool:
    """Show the named screen; False if it cannot be shown in this position or build."""
    d = window.dialogs
    game = window.controller.game
    dlg = None
    if name == "newgame" and d.NewGameDialog is not None:
        dlg = d.NewGameDialog(window)
    elif name == "loans" and d.LoanHandoff is not None and game is not None and game.state.phase == "loans":
        dlg = d.LoanHandoff(window.controller, window)
        dlg.start()
    elif name == "purchase":
        window.countdown.show_still(3)
        return True
    elif name == "barter":
        groups = window.round_spend.barter_groups()
        if groups:
            window.open_barter(groups[0])
            return True
    elif name == "income" and d.IncomeDialog is not None and game is not None \
            and game.state.last_income is not None:
        dlg = d.IncomeDialog(game, game.state.last_income, window)
    elif name == "end" and d.EndScreen is not None and game is not None and game.state.phase == "over":
        dlg = d.EndScreen(game, window)
    elif name == "help" and d.HelpDialog is not None:
        dlg = d.HelpDialog(window)
    elif name == "settings":
        window.open_settings()
        return True
    if dlg is None:
        window.notices.say(QCoreApplication.translate("Screens", "The screen “{name}” cannot be shown for this game.")
                           .format(name=name))
        return False
    dlg.open()
    return True
