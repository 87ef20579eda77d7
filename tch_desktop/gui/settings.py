"""Where the program keeps its settings and autosaves.

Settings live in an INI file (QSettings), autosaves in the user's data folder.
Tests and portable installs point both elsewhere with TCH_DESKTOP_HOME.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

ORG = "TCH Studio"
APP = "Tokyo Capsule Hotel"


def home() -> Path | None:
    value = os.environ.get("TCH_DESKTOP_HOME")
    return Path(value) if value else None


def data_dir() -> Path:
    """The folder for autosaves and saved games (created if missing)."""
    base = home()
    if base is None:
        loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        base = Path(loc) if loc else Path.home() / ".local" / "share" / "tch-desktop"
        path = base
    else:
        path = base / "data"
    path.mkdir(parents=True, exist_ok=True)
    return path


def documents_dir() -> Path:
    """The user's Documents folder (where Save and Open first look), else their home folder."""
    loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(loc) if loc and Path(loc).is_dir() else Path.home()


def confine_qt_settings() -> None:
    """With TCH_DESKTOP_HOME set, Qt's own settings (the file dialog's QtProject.conf) go there too.

    Qt writes them to the user's configuration folder otherwise; call this
    before any dialog is shown (`create_app` does).
    """
    base = home()
    if base is None:
        return
    folder = str(base / "qt")
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, folder)


def settings() -> QSettings:
    """The program's settings (remembered choices: language, new-game setup, seat keys…)."""
    base = home()
    if base is not None:
        base.mkdir(parents=True, exist_ok=True)
        return QSettings(str(base / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORG, APP)
