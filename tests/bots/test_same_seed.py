"""Same seed, same game: bots count their work and never read the clock.

Runs compared are in different processes (each its own string-hash seed, like
every `--jobs` worker; one of them may be the test's own, memories already
warm from other tests), so anything that depends on timing, on a set's order or
on what a process remembers shows up as a different record.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

import tch_desktop.bots
from tests.in_process import run_cli

BOTS = Path(tch_desktop.bots.__file__).parent


def _simulate(out: Path, players: str, games: int, seed: int, jobs: int = 1,
              cpus: set[int] | None = None) -> dict[str, bytes]:
    """The records of `simulate` run as a program (on `cpus` only, when given)."""
    run = subprocess.run([sys.executable, "-m", "tch_desktop", "simulate", "--players", players,
                          "--games", str(games), "--seed", str(seed), "--jobs", str(jobs),
                          "--records", str(out), "--json"],
                         capture_output=True, text=True, timeout=600,
                         preexec_fn=None if cpus is None else lambda: os.sched_setaffinity(0, cpus))
    assert run.returncode == 0, run.stderr
    return _records(out)


def _records(out: Path) -> dict[str, bytes]:
    return {f.name: f.read_bytes() for f in sorted(out.glob("*.json"))}


def test_a_seeded_four_bot_game_is_the_same_beside_a_busy_cpu_loop(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    players = "hard,normal,easy,hard"
    # The quiet game in this process (no program to start: its imports are done), the busy one in
    # a program of its own beside a busy CPU loop: a bot that read the clock would see half the
    # work done in a given time and decide differently.
    run = run_cli(capsys, "simulate", "--players", players, "--games", "1", "--seed", "23",
                  "--records", str(tmp_path / "quiet"), "--json")
    assert run.returncode == 0, run.stderr
    quiet = _records(tmp_path / "quiet")
    if hasattr(os, "sched_setaffinity"):
        # The game and the loop share one CPU, so the game gets half of it; the other CPU stays
        # free for whatever else runs (another test process).
        cpus: set[int] | None = {min(os.sched_getaffinity(0))}
        loops = [subprocess.Popen([sys.executable, "-c", "while True: pass"],
                                  preexec_fn=lambda: os.sched_setaffinity(0, {min(os.sched_getaffinity(0))}))]
    else:
        cpus = None
        loops = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                 for _ in range(os.cpu_count() or 1)]
    try:
        busy = _simulate(tmp_path / "busy", players, 1, 23, cpus=cpus)
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()
    assert len(quiet) == 1 and quiet == busy


def test_simulate_saves_the_same_records_whatever_the_jobs(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    # One job in this process (the command's program runs above and with two jobs below). Two games,
    # one seating each: here the second is played by a process that played the first (and other
    # tests' games), in the program each worker plays its first, so a game that depends on what a
    # process remembers shows up (four games made each worker play two as well: 2 s more of CPU).
    run = run_cli(capsys, "simulate", "--players", "hard,easy", "--games", "2", "--seed", "40", "--jobs", "1",
                  "--records", str(tmp_path / "one"), "--json")
    assert run.returncode == 0, run.stderr
    one = _records(tmp_path / "one")
    two = _simulate(tmp_path / "two", "hard,easy", 2, 40, jobs=2)
    assert len(one) == 2 and one == two


def test_no_bot_module_reads_the_clock() -> None:
    for path in sorted(BOTS.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert all(a.name != "time" for a in node.names), path
            elif isinstance(node, ast.ImportFrom):
                assert node.module not in ("time", "datetime"), path
