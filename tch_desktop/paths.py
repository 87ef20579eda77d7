"""Where the game's data lives, installed or in a source checkout.

An installed package carries `resources/` and compiled translations under
`tch_desktop/_data/` (see setup.py); a source checkout reads them from the
repository's top level. No Qt here: the engine uses this module too.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_DATA = _PACKAGE / "_data"
_REPO = _PACKAGE.parent


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


def qt_tool(name: str) -> str | None:
    """A Qt Linguist tool shipped with PySide6 ("lupdate", "lrelease"), without importing Qt."""
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
