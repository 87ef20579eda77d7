"""Every window and dialog fits a laptop screen (1280×720 — also 1920×1080 at 150 % — and 1366×768).

Each size runs `screen_fit_cases.py` in its own process on an offscreen screen of that size
(`QT_QPA_PLATFORM=offscreen:configfile=…`): the cases open the table with two and four players,
the new-game dialog with 2, 3 and 4 seats, the loan hand-off, Income, the barter table (also
folded beside the Map), the end screen, the rules and the settings, in all four languages, and
check each lies inside the screen's available area with no label or button cut.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("size", ["1280x720", "1366x768"])
def test_every_window_and_dialog_fits_the_screen(size: str, tmp_path: Path) -> None:
    width, height = (int(n) for n in size.split("x"))
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width,
                                               "height": height, "logicalDpi": 96, "logicalBaseDpi": 96,
                                               "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", TCH_FIT_SCREEN=size,
               TCH_DESKTOP_HOME=str(tmp_path / "home"))
    env.pop("QT_SCALE_FACTOR", None)
    # Not the run's shared bytecode cache (tests/conftest.py): the two sizes start together, first
    # of all, so each would compile every library it imports (Qt's, pytest's, numpy) into the empty
    # cache, 1.5-3 s of CPU more than reading the libraries' own bytecode and compiling the game's.
    env.pop("PYTHONPYCACHEPREFIX", None)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    # No Hypothesis plug-in (these cases use none): importing it costs the run a second and a half.
    run = subprocess.run([sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:cacheprovider",
                          "-p", "no:hypothesispytest", "-p", "no:xdist", "-x", str(HERE / "screen_fit_cases.py")],
                         cwd=HERE.parent.parent, env=env,
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "4 passed" in run.stdout and "skipped" not in run.stdout, run.stdout[-2000:]
