"""Test-wide settings: Qt runs offscreen, settings and autosaves go to a temporary home."""

from __future__ import annotations

import os
import sys
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TCH_DESKTOP_HOME", tempfile.mkdtemp(prefix="tch-test-home-"))


@pytest.fixture(autouse=True)
def _bot_threads_settled():  # type: ignore[no-untyped-def]
    """A test leaves no bot thread thinking, so Python's garbage collection is back on for the next one."""
    yield
    runner = sys.modules.get("tch_desktop.gui.bot_runner")
    if runner is not None and runner.COLLECTOR.threads:
        runner.COLLECTOR.wait(30)
