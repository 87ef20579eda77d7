"""Test-wide settings: Qt runs offscreen, settings and autosaves go to a temporary home.

The home is removed when the run ends (and pytest keeps no tmp_path folders of
passing tests, see pyproject.toml): a test run leaves nothing behind.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME: str | None = None
if not os.environ.get("TCH_DESKTOP_HOME"):
    _HOME = tempfile.mkdtemp(prefix="tch-test-home-")
    os.environ["TCH_DESKTOP_HOME"] = _HOME


def pytest_unconfigure(config) -> None:
    if _HOME is not None:
        shutil.rmtree(_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def _bot_threads_settled():
    """A test leaves no bot thread thinking, so Python's garbage collection is back on for the next one."""
    yield
    collector = sys.modules.get("tch_desktop.gui.collector")
    if collector is not None and collector.COLLECTOR.threads:
        collector.COLLECTOR.wait(30)
