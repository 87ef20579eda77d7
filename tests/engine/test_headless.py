"""The headless commands (replay, simulate) import no Qt: they run on machines without a display stack."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
from tch_desktop import cli
codes = [cli.main(["replay", "tests/records/illegal_golden_rule.json"]),
         cli.main(["simulate", "--players", "easy,easy", "--games", "1", "--json"])]
qt = sorted(m for m in sys.modules if m.startswith("PySide6"))
print(codes, qt)
"""


def test_replay_and_simulate_import_no_qt() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True,
                         timeout=300, check=True)
    last = out.stdout.strip().splitlines()[-1]
    assert last == "[1, 0] []", out.stdout + out.stderr
    assert "Golden Rule" in out.stderr + out.stdout, "the refusal is explained in words"
