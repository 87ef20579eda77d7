"""`tch-desktop replay` loads only what it uses: no Qt, no graph library."""

from __future__ import annotations

import json
import subprocess
import sys

# One program replays the three records in turn (a program start is 0.4 s of CPU): the modules it
# has loaded after all three are what any one of them loaded, and each exit status is its own.
PROBE = """
import contextlib, io, json, sys
from tch_desktop.cli import main
codes = []
for record in sys.argv[1:]:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        codes.append(main(["replay", record]))
print(json.dumps({"codes": codes, "modules": sorted(m for m in sys.modules if m.split('.')[0] in
                  ("PySide6", "shiboken6", "networkx"))}))
"""

RECORDS = {"tests/records/bots_4p.json": 0, "tests/records/illegal_golden_rule.json": 1,
           "tests/records/invalid_version.json": 2}


def test_replay_imports_no_qt_and_no_networkx() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE, *RECORDS], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got == {"codes": list(RECORDS.values()), "modules": []}
