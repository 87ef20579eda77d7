"""`--screen NAME`: open one screen over the game's position, for screenshots.

Names: newgame, loans, purchase, barter, income, end, help, settings, about. The
dialogs open without blocking, so a screenshot tool can capture the window.
`purchase` shows the countdown standing still at 3 so the picture does not
depend on timing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

if TYPE_CHECKING:
    from tch_desktop.gui.window.mainwindow import MainWindow

def open_screen(window: MainWindow, name: str) -> bool:
    """Show the named screen; False if it cannot be shown in this position."""
    # Imported here, not with the window: a screen is only ever opened for screenshots.
    from tch_desktop.gui.dialogs.endscreen import EndScreen
    from tch_desktop.gui.dialogs.help import HelpDialog
    from tch_desktop.gui.dialogs.income import IncomeDialog
    from tch_desktop.gui.dialogs.loans import LoanHandoff
    from tch_desktop.gui.dialogs.newgame import NewGameDialog

    game = window.controller.game
    dlg: QDialog | None = None
    if name == "newgame":
        dlg = NewGameDialog(window)
    elif name == "loans" and game is not None and game.state.phase == "loans":
        handoff = LoanHandoff(window.controller, window)
        handoff.start()
        dlg = handoff
    elif name == "purchase":
        window.countdown.show_still(3)
        return True
    elif name == "barter" and window.round_spend.barter_groups():
        window.open_barter(window.round_spend.barter_groups()[0])
        return True
    elif name == "income" and game is not None and game.state.last_income is not None:
        dlg = IncomeDialog(game, game.state.last_income, window)
    elif name == "end" and game is not None and game.state.phase == "over":
        dlg = EndScreen(game, window)
    elif name == "help":
        dlg = HelpDialog(window, game.components if game is not None else None)
    elif name == "settings":
        window.open_settings()
        return True
    elif name == "about":
        from tch_desktop.gui.dialogs.about import AboutDialog

        dlg = AboutDialog(window)
    if dlg is None:
        window.notices.say(QCoreApplication.translate("Screens", "The screen “{name}” cannot be shown for this game.")
                           .format(name=name))
        return False
    dlg.open()
    return True
