"""The headless commands (replay, simulate) import no Qt: they run on machines without a display stack.
Nor do they start threads: numpy's OpenBLAS would start one per CPU (tch_desktop.cli.BLAS_THREADS).
The engine is pure Python: importing it imports no Qt. `tch-desktop replay` loads only what it uses:
no Qt, no graph library."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

# The checks that need a fresh interpreter share one program (a program start is 0.3-0.4 s of CPU;
# three programs were started for them, issue 16). Each reads what is loaded at its own point, in
# this order: the replay command on three records (no Qt, no graph library: it needs neither), the
# engine's modules imported (no Qt), then replay and simulate, the headless commands (no Qt, numpy
# imported, one thread). The program's last line is what it found, as JSON.
PROBE = """
import contextlib, io, json, os, sys
from tch_desktop import cli

def loaded(*roots):
    return sorted(m for m in sys.modules if m.split('.')[0] in roots)

found = {}
codes = []
for record in sys.argv[1:]:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        codes.append(cli.main(["replay", record]))
found["replay"] = {"codes": codes, "modules": loaded("PySide6", "shiboken6", "networkx")}
import tch_desktop.engine, tch_desktop.engine.moves, tch_desktop.engine.adjacency
found["engine"] = loaded("PySide6", "shiboken6")
found["headless"] = {"codes": [cli.main(["replay", "tests/records/illegal_golden_rule.json"]),
                               cli.main(["simulate", "--players", "easy,easy", "--games", "1", "--json"])],
                     "qt": loaded("PySide6", "shiboken6"), "numpy": "numpy" in sys.modules,
                     "threads": len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else 1}
print(json.dumps(found))
"""

REPLAYED = {"tests/records/bots_4p.json": 0, "tests/records/illegal_golden_rule.json": 1,
            "tests/records/invalid_version.json": 2}


@pytest.fixture(scope="module")
def fresh_program() -> tuple[dict[str, Any], str]:
    """What the probe program found, and all it wrote."""
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}  # as a user starts it
    out = subprocess.run([sys.executable, "-c", PROBE, *REPLAYED], cwd=ROOT, capture_output=True, text=True,
                         timeout=300, env=env)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1]), out.stdout + out.stderr


def test_replay_imports_no_qt_and_no_networkx(fresh_program: tuple[dict[str, Any], str]) -> None:
    found, _ = fresh_program
    assert found["replay"] == {"codes": list(REPLAYED.values()), "modules": []}


def test_importing_the_engine_imports_no_pyside6(fresh_program: tuple[dict[str, Any], str]) -> None:
    found, _ = fresh_program
    assert found["engine"] == []


def test_replay_and_simulate_import_no_qt(fresh_program: tuple[dict[str, Any], str]) -> None:
    found, said = fresh_program
    assert found["headless"] == {"codes": [1, 0], "qt": [], "numpy": True, "threads": 1}, said
    assert "Golden Rule" in said, "the refusal is explained in words"


def test_a_commands_imports_set_off_no_collection_and_collection_is_back_on_after() -> None:
    from tch_desktop import cli

    collections: list[str] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        collections.append(phase)

    was_on = gc.isenabled()
    gc.enable()
    gc.callbacks.append(seen)
    try:
        with cli._importing():
            made = [[] for _ in range(20 * gc.get_threshold()[0])]  # enough to set off a score
            inside = len(collections)
        assert len(made) > 0 and inside == 0 and gc.isenabled()
        gc.collect()
        assert collections, "the callback sees collections"
        gc.disable()  # paused by someone else (the GUI's collector): still paused afterwards
        with cli._importing():
            pass
        assert not gc.isenabled()
    finally:
        gc.callbacks.remove(seen)
        (gc.enable if was_on else gc.disable)()


class Ended(Exception):
    """`os._exit` called: how the program would have ended."""


def test_simulate_as_the_program_ends_at_once_with_its_output_flushed(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from tch_desktop import cli

    ended: list[int] = []

    def end(code: int) -> None:
        ended.append(code)
        raise Ended

    monkeypatch.setattr(os, "_exit", end)
    # (Called with its arguments, as the tests and tools call it, it returns: tests/in_process.py.)
    argv = ["simulate", "--players", "easy,easy", "--games", "1", "--json", "--records", str(tmp_path)]
    monkeypatch.setattr(sys, "argv", ["tch-desktop", *argv])
    with pytest.raises(Ended):
        cli.main()  # the program's run: no interpreter teardown after the last game
    assert ended == [0]
    assert json.loads(capsys.readouterr().out)["games"] == 1  # all of it written before the end
    assert len(list(tmp_path.glob("*.json"))) == 1
    monkeypatch.setattr(sys, "argv", ["tch-desktop", "replay", "tests/records/round1_hotels.json"])
    monkeypatch.chdir(ROOT)
    assert cli.main() == 0 and ended == [0]  # only simulate ends that way
