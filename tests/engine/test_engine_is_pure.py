"""The engine is pure Python: importing it imports no Qt."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_engine_imports_no_pyside6() -> None:
    code = ("import sys, tch_desktop.engine, tch_desktop.engine.moves, tch_desktop.engine.adjacency; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
