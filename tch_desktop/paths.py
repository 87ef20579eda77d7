"""Where the game's data lives: installed, in a source checkout, or frozen in a standalone build.

An installed package carries `resources/` and compiled translations under
`tch_desktop/_data/` (see setup.py); a PyInstaller build carries the same
folder inside its bundle (see packaging/build_app.py); a source checkout reads
them from the repository's top level. Every lookup of game data goes through
this module. No Qt here: the engine uses this module too.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

APP_ID = "org.tchstudio.TokyoCapsuleHotel"  # the desktop entry's, icon's and AppStream id


def frozen() -> bool:
    """True inside a standalone (PyInstaller) build."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def _package_data() -> Path:
    if frozen():
        return Path(sys._MEIPASS) / "tch_desktop" / "_data"  # type: ignore[attr-defined]
    return Path(__file__).resolve().parent / "_data"


_DATA = _package_data()
_REPO = Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    """The folder holding the component sets, fonts and other game data."""
    installed = _DATA / "resources"
    return installed if installed.is_dir() else _REPO / "resources"


def translations_dir() -> Path:
    """The folder holding .qm (installed) or .ts (source checkout) translations."""
    installed = _DATA / "translations"
    return installed if installed.is_dir() else _REPO / "translations"


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def version() -> str:
    """The game's version: the package's metadata is built from this same attribute
    (pyproject.toml: dynamic version), so no metadata is read (importlib.metadata and the
    email package cost a start 60 ms)."""
    from tch_desktop import __version__

    return __version__


def cache_dir() -> Path:
    """This user's cache folder for the game (created if missing).

    TCH_DESKTOP_HOME/cache when that is set (tests, portable installs); else
    the platform's per-user cache: $XDG_CACHE_HOME or ~/.cache on Linux,
    ~/Library/Caches on macOS, %LOCALAPPDATA% on Windows.
    """
    home = os.environ.get("TCH_DESKTOP_HOME")
    if home:
        path = Path(home) / "cache"
    elif sys.platform == "win32":
        path = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local") / "tch-desktop" / "cache"
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Caches" / "tch-desktop"
    else:
        xdg = os.environ.get("XDG_CACHE_HOME", "")
        base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".cache"
        path = base / "tch-desktop"
    path.mkdir(parents=True, exist_ok=True)
    return path


def qt_tool(name: str) -> str | None:
    """A Qt Linguist tool shipped with PySide6 ("lupdate", "lrelease"), without importing Qt."""
    import shutil  # here: only the translations need it (a quicker `replay` and start)

    exe = shutil.which(f"pyside6-{name}")
    if exe:
        return exe
    spec = importlib.util.find_spec("PySide6")
    if spec is None or spec.origin is None:
        return None
    for candidate in (name, name + ".exe"):
        path = Path(spec.origin).parent / candidate
        if path.exists():
            return str(path)
    return None
