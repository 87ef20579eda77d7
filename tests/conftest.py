"""Test-wide settings: Qt runs offscreen, settings and autosaves go to a temporary home."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TCH_DESKTOP_HOME", tempfile.mkdtemp(prefix="tch-test-home-"))
