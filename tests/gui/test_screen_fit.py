"""Every window and dialog fits a laptop screen (1280×720 — also 1920×1080 at 150 % — and 1366×768).

The cases (`screen_fit_cases.py`) open the table with two and four players, the new-game dialog
with 2, 3 and 4 seats, the loan hand-off, Income, the barter table (also folded beside the Map),
the end screen, the rules and the settings, in each of the four languages, and check each lies
inside the screen's available area with no label or button cut. They run in the test process, on
the laptop screen tests/conftest.py set beside Qt's own offscreen screen; where the caller chose
the Qt platform (no laptop screen here), in a program of their own whose only offscreen screen is
the laptop's (`QT_QPA_PLATFORM=offscreen:configfile=…`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gui.screen_fit_cases import LANGUAGES, check_every_window_and_dialog, laptop_screen

HERE = Path(__file__).resolve().parent


@pytest.fixture
def language(request: pytest.FixtureRequest) -> str:
    from tch_desktop.i18n.languages import languages

    assert languages().set_language(request.param)
    return request.param  # English again after the test: tests/gui/conftest.py


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", ["1280x720", "1366x768"])
def test_every_window_and_dialog_fits_the_screen(size: str, language: str, qtbot, monkeypatch,
                                                 tmp_path: Path) -> None:
    screen = laptop_screen(size)
    if screen is not None:
        check_every_window_and_dialog(qtbot, monkeypatch, screen)
    else:
        _in_a_program_of_its_own(size, language, tmp_path)


def _in_a_program_of_its_own(size: str, language: str, tmp_path: Path) -> None:
    width, height = (int(n) for n in size.split("x"))
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width,
                                               "height": height, "logicalDpi": 96, "logicalBaseDpi": 96,
                                               "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", TCH_FIT_SCREEN=size,
               TCH_DESKTOP_HOME=str(tmp_path / "home"))
    env.pop("QT_SCALE_FACTOR", None)
    # No Hypothesis plug-in (these cases use none): importing it costs the run a second and a half.
    run = subprocess.run([sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:cacheprovider",
                          "-p", "no:hypothesispytest", "-p", "no:xdist", "-x",
                          f"{HERE / 'screen_fit_cases.py'}::test_every_window_and_dialog_fits[{language}]"],
                         cwd=HERE.parent.parent, env=env,
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "1 passed" in run.stdout and "skipped" not in run.stdout, run.stdout[-2000:]
