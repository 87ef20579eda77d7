"""The headless commands (replay, simulate) import no Qt: they run on machines without a display stack.
Nor do they start threads: numpy's OpenBLAS would start one per CPU (tch_desktop.cli.BLAS_THREADS)."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
from tch_desktop import cli
codes = [cli.main(["replay", "tests/records/illegal_golden_rule.json"]),
         cli.main(["simulate", "--players", "easy,easy", "--games", "1", "--json"])]
qt = sorted(m for m in sys.modules if m.startswith("PySide6"))
import gc
import os
threads = len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else 1
print(codes, qt, threads, "numpy" in sys.modules)
"""


def test_replay_and_simulate_import_no_qt() -> None:
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}  # as a user starts it
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True,
                         timeout=300, check=True, env=env)
    last = out.stdout.strip().splitlines()[-1]
    assert last == "[1, 0] [] 1 True", out.stdout + out.stderr  # one thread, numpy imported
    assert "Golden Rule" in out.stderr + out.stdout, "the refusal is explained in words"


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
