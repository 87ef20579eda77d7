"""`tch-desktop replay` loads only what it uses: no Qt, no graph library."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

PROBE = """
import contextlib, io, json, sys
from tch_desktop.cli import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    code = main(["replay", sys.argv[1]])
print(json.dumps({"code": code, "modules": sorted(m for m in sys.modules if m.split('.')[0] in
                  ("PySide6", "shiboken6", "networkx"))}))
"""


@pytest.mark.parametrize(("record", "code"), [("tests/records/bots_4p.json", 0),
                                              ("tests/records/illegal_golden_rule.json", 1),
                                              ("tests/records/invalid_version.json", 2)])
def test_replay_imports_no_qt_and_no_networkx(record: str, code: int) -> None:
    out = subprocess.run([sys.executable, "-c", PROBE, record], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got == {"code": code, "modules": []}
