"""An error of the program itself (a bug) met in the window: logged, and said to the player once.

Qt hands an exception raised in a slot to `sys.excepthook`, whose default only
prints it on the terminal: a player saw nothing while the window stopped doing
what they asked. `install` puts a hook in front that logs the error with its
traceback and, on the GUI thread, tells the player in their language that the
game is autosaved after every action. One message at a time: an error raised
again while it shows (a paint event, a timer) is only logged.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tch_desktop.engine.errors import describe_error
from tch_desktop.gui.plain import plain_for_rich

log = logging.getLogger(__name__)

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


class ErrorReport:
    """The hook and its one message box at a time."""

    def __init__(self, previous: Hook) -> None:
        self.previous = previous
        self.showing = False
        self.reported = 0

    def __call__(self, kind: type[BaseException], err: BaseException, tb: TracebackType | None) -> None:
        log.error("an error of the program", exc_info=(kind, err, tb))
        self.previous(kind, err, tb)
        if isinstance(err, KeyboardInterrupt) or threading.current_thread() is not threading.main_thread():
            return
        if QApplication.instance() is None or self.showing:
            return
        self.showing = True
        self.reported += 1
        QTimer.singleShot(0, lambda: self._say(describe_error(err)))

    def _say(self, error: str) -> None:
        try:
            QMessageBox.critical(
                QApplication.activeWindow(),
                QCoreApplication.translate("ErrorReport", "An error in the program"),
                plain_for_rich(QCoreApplication.translate(
                    "ErrorReport", "Something went wrong in the program ({error}). The game is autosaved "
                    "after every action: if the window no longer does what you ask, close it and start "
                    "the program again to resume the game.").format(error=error)))
        finally:
            self.showing = False


def install() -> ErrorReport:
    """Put the report in front of the current `sys.excepthook` (once)."""
    if isinstance(sys.excepthook, ErrorReport):
        return sys.excepthook
    report = ErrorReport(sys.excepthook)
    sys.excepthook = report
    return report
