"""Starting the desktop program: the QApplication, fonts, language, main window."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path

from PySide6.QtCore import QLockFile
from PySide6.QtGui import QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from tch_desktop.gui.collector import COLLECTOR
from tch_desktop.gui.settings import confine_qt_settings, settings
from tch_desktop.i18n.languages import languages, system_language
from tch_desktop.paths import APP_ID, resource, version

log = logging.getLogger(__name__)
LOCK_WAIT_MS = 3000  # how long to wait for the lock of a window that is still closing (or being killed)


def create_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication with our font registered (for 円) and the remembered language."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Tokyo Capsule Hotel")
    app.setOrganizationName("TCH Studio")
    confine_qt_settings()
    app.setApplicationVersion(version())
    QApplication.setDesktopFileName(APP_ID)  # the desktop entry: the taskbar's name and icon
    app.setWindowIcon(app_icon())
    install_fonts()
    COLLECTOR.install()  # cyclic garbage is freed between events only, never inside a paint (issue 9)
    return app


def app_icon() -> QIcon:
    """Our icon, every rendered size (resources/icons, made by packaging/render_icons.py)."""
    icon = QIcon()
    for png in sorted(resource("icons", "hicolor").glob(f"*/apps/{APP_ID}.png")):
        icon.addFile(str(png))
    return icon


_fonts_installed = False


def install_fonts() -> None:
    """Register the bundled TCH Yen font; Qt falls back to it for 円 and the title."""
    global _fonts_installed
    if _fonts_installed:
        return
    if QFontDatabase.addApplicationFont(str(resource("fonts", "TCHYen.ttf"))) == -1:
        log.warning("could not load the bundled TCH Yen font: 円 may not render")
    _fonts_installed = True


def initial_language(requested: str | None = None) -> str:
    if requested:
        return requested
    stored = str(settings().value("language", "", str))
    return stored or system_language()


LOCK_NAME = "tch-desktop.lock"


def _has_ended(pid: int) -> bool:
    """Whether process `pid` has ended but is still listed (a zombie, on a system with /proc)."""
    try:
        stat = Path(f"/proc/{int(pid)}/stat").read_text(encoding="ascii", errors="replace")
    except (OSError, ValueError):
        return False
    return stat.rpartition(")")[2].split()[:1] == ["Z"]  # the state follows the (name)


def one_window() -> QLockFile | None:
    """The lock that makes this the only window playing from this folder, or None (said to the player)
    if another one already is: two windows wrote over each other's autosave after every action, and
    the second one offered to resume the first one's live game. A lock left by a program that ended
    without releasing it (a crash, a kill) is taken over."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from tch_desktop.gui.settings import data_dir

    lock = QLockFile(str(data_dir() / LOCK_NAME))
    if lock.tryLock(LOCK_WAIT_MS):
        return lock
    owner = lock.getLockInfo()[0]
    if _has_ended(owner):  # killed, not yet reaped by whatever started it: Qt counts it as running
        lock.removeStaleLockFile()
        if lock.tryLock(0):
            return lock
    game = QCoreApplication.applicationName()  # the game's name, the same in every language
    text = QCoreApplication.translate("App", "{game} is already open in another window. Go on playing there "
                                      "(File ▸ Open game opens a saved game): two windows would write over "
                                      "each other's autosaved game.").format(game=game)
    print(text, file=sys.stderr)
    if not os.environ.get("TCH_DESKTOP_EXIT_AFTER"):  # a timed run (a script) must not wait for a click
        QMessageBox.information(
            None, QCoreApplication.translate("App", "{game} is already open").format(game=game), text)
    return None


def run(args: argparse.Namespace) -> int:
    level = os.environ.get("TCH_DESKTOP_LOG")
    if level:  # e.g. TCH_DESKTOP_LOG=info: what the game does, on standard error
        logging.basicConfig(level=level.upper(), stream=sys.stderr,
                            format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = create_app()
    from tch_desktop.gui import errors

    errors.install()  # an error of the program is said in the window, not only on the terminal
    languages().set_language(initial_language(getattr(args, "lang", None)))
    lock = one_window()
    if lock is None:
        return 1
    from tch_desktop.gui.window.mainwindow import MainWindow

    window = MainWindow(options=args, progressive=True)  # painted first; its table and game follow
    window.show()
    window.start()
    if os.environ.get("TCH_DESKTOP_EXIT_AFTER"):
        from PySide6.QtCore import QTimer

        QTimer.singleShot(int(os.environ["TCH_DESKTOP_EXIT_AFTER"]), app.quit)
    try:
        return app.exec()
    finally:
        lock.unlock()
