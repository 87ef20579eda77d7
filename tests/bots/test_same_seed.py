"""Same seed, same game: bots count their work and never read the clock.

Runs compared are in different processes (each its own string-hash seed, like
every `--jobs` worker; one of them may be the test's own, memories already
warm from other tests), so anything that depends on timing, on a set's order or
on what a process remembers shows up as a different record.
"""

from __future__ import annotations

import ast
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import tch_desktop.bots
from tests.in_process import run_cli

BOTS = Path(tch_desktop.bots.__file__).parent


def _simulate(out: Path, players: str, games: int, seed: int, jobs: int = 1,
              held_up: bool = False) -> dict[str, bytes]:
    """The records of `simulate` run as a program (with `held_up`, stopped for 10 ms in every 20)."""
    proc = subprocess.Popen([sys.executable, "-m", "tch_desktop", "simulate", "--players", players,
                             "--games", str(games), "--seed", str(seed), "--jobs", str(jobs),
                             "--records", str(out), "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    pauser = threading.Thread(target=_hold_up, args=(proc,), daemon=True) if held_up else None
    if pauser is not None:
        pauser.start()
    try:
        _, err = proc.communicate(timeout=600)
    finally:
        proc.kill()
        if pauser is not None:
            pauser.join()
    assert proc.returncode == 0, err
    return _records(out)


def _hold_up(proc: subprocess.Popen[str]) -> None:
    """Stop the program for 10 ms, let it run for 10 ms, and so on until it ends: its wall clock
    runs twice as fast as its work, as on a CPU shared with a spinner, without the spinner's CPU time."""
    stop, cont = signal.SIGSTOP, signal.SIGCONT
    try:
        while proc.poll() is None:
            os.kill(proc.pid, stop)
            time.sleep(0.01)
            os.kill(proc.pid, cont)
            time.sleep(0.01)
    except ProcessLookupError:
        return
    finally:
        try:
            os.kill(proc.pid, cont)
        except ProcessLookupError:
            pass


def _records(out: Path) -> dict[str, bytes]:
    return {f.name: f.read_bytes() for f in sorted(out.glob("*.json"))}


def test_a_seeded_four_bot_game_is_the_same_when_its_program_is_held_up_half_the_time(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    players = "hard,normal,easy,hard"
    # The quiet game in this process (no program to start: its imports are done), the slowed one in
    # a program of its own that is stopped for half of its wall time (`_hold_up`): a bot that read
    # the clock would see half the work done in a given time, as beside a busy CPU. (A spinner
    # sharing the program's CPU did the same and burnt as much CPU time as the game took.)
    run = run_cli(capsys, "simulate", "--players", players, "--games", "1", "--seed", "23",
                  "--records", str(tmp_path / "quiet"), "--json")
    assert run.returncode == 0, run.stderr
    quiet = _records(tmp_path / "quiet")
    if hasattr(signal, "SIGSTOP"):
        slowed = _simulate(tmp_path / "slowed", players, 1, 23, held_up=True)
    else:  # no stopping a program here: a spinner on every CPU beside it instead
        spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(os.cpu_count() or 1)]
        try:
            slowed = _simulate(tmp_path / "slowed", players, 1, 23)
        finally:
            for sp in spinners:
                sp.kill()
                sp.wait()
    assert len(quiet) == 1 and quiet == slowed


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
