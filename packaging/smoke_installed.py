"""Run by an installed game's Python, outside the checkout (packaging/check_wheel.sh):
every translation loads from the package, the desktop entry installs, the version is the package's.

    VENV/bin/python smoke_installed.py VENV
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    venv = Path(sys.argv[1]).resolve()
    import tch_desktop
    from tch_desktop.paths import APP_ID, resource, translations_dir, version

    package = Path(tch_desktop.__file__).resolve().parent
    assert venv in package.parents, f"tch_desktop imported from {package}, not from {venv}"
    assert translations_dir() == package / "_data" / "translations", translations_dir()

    from PySide6.QtCore import QCoreApplication

    from tch_desktop.gui.app import create_app
    from tch_desktop.i18n.languages import _qm_for, languages

    app = create_app()
    assert app.applicationVersion() == version(), app.applicationVersion()
    assert not app.windowIcon().isNull(), "no window icon"
    for code in ("it", "es", "de"):
        qm = _qm_for(code)
        assert qm is not None and qm.parent == translations_dir(), f"{code}: {qm}"
        assert languages().set_language(code), f"{code}: the translation does not load"
        got = QCoreApplication.translate("WindowActions", "&Edit")
        assert got and got != "&Edit", f"{code}: &Edit is not translated"
        print(f"{code}: {qm.name} loaded, &Edit -> {got}")
    assert resource("help", "help.de.html").is_file() and resource("fonts", "TCHYen.ttf").is_file()

    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=home)
        exe = str(venv / "bin" / "tch-desktop")
        subprocess.run([exe, "install-shortcut"], env=env, check=True, capture_output=True)
        entry = Path(home) / "applications" / f"{APP_ID}.desktop"
        assert f"Exec={exe} %f" in entry.read_text(encoding="utf-8"), entry.read_text(encoding="utf-8")
        assert (Path(home) / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
        subprocess.run([exe, "install-shortcut", "--remove"], env=env, check=True, capture_output=True)
        assert not entry.exists()
    print(f"version {version()}, window icon, desktop shortcut: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
