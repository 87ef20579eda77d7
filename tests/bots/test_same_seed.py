"""Same seed, same game: bots count their work and never read the clock.

Each run is a fresh process (its own string-hash seed, like every `--jobs`
worker), so anything that depends on timing or on a set's order shows up as
a different record.
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

import tch_desktop.bots

BOTS = Path(tch_desktop.bots.__file__).parent


def _simulate(out: Path, players: str, games: int, seed: int, jobs: int = 1,
              half_the_time: bool = False) -> dict[str, bytes]:
    """The records of a `simulate` run; `half_the_time`: the program is stopped every few
    milliseconds for as long as it ran (SIGSTOP/SIGCONT), so it gets half a CPU, as beside a
    busy one, without a process spinning on a CPU the rest of the suite shares."""
    proc = subprocess.Popen([sys.executable, "-m", "tch_desktop", "simulate", "--players", players,
                             "--games", str(games), "--seed", str(seed), "--jobs", str(jobs),
                             "--records", str(out), "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    pauser = threading.Thread(target=_half_the_time, args=(proc,), daemon=True) if half_the_time else None
    if pauser is not None:
        pauser.start()
    try:
        _, err = proc.communicate(timeout=600)
    finally:
        if proc.poll() is None:  # timed out
            proc.kill()
            proc.wait()
        if pauser is not None:
            pauser.join()
    assert proc.returncode == 0, err
    return {f.name: f.read_bytes() for f in sorted(out.glob("*.json"))}


PAUSE_S = 0.004  # a scheduler's time slice, about


def _half_the_time(proc: subprocess.Popen[str]) -> None:
    """Until `proc` ends: stopped PAUSE_S, running PAUSE_S, and so on (it is never left stopped)."""
    try:
        while proc.returncode is None:
            try:
                proc.send_signal(signal.SIGSTOP)
                time.sleep(PAUSE_S)
            finally:
                proc.send_signal(signal.SIGCONT)
            time.sleep(PAUSE_S)
    except ProcessLookupError:  # it ended (and was reaped) between the check and the signal
        pass


def test_a_seeded_four_bot_game_is_the_same_beside_a_busy_cpu(tmp_path: Path) -> None:
    players = "hard,normal,easy,hard"
    quiet = _simulate(tmp_path / "quiet", players, 1, 23)
    if hasattr(signal, "SIGSTOP"):
        # The game gets half of a CPU's time, as when a spinner shares its CPU, and spends no
        # time of the other tests' CPUs on spinning.
        busy = _simulate(tmp_path / "busy", players, 1, 23, half_the_time=True)
    else:
        spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
        try:
            busy = _simulate(tmp_path / "busy", players, 1, 23)
        finally:
            for s in spinners:
                s.kill()
                s.wait()
    assert len(quiet) == 1 and quiet == busy


def test_simulate_saves_the_same_records_whatever_the_jobs(tmp_path: Path) -> None:
    one = _simulate(tmp_path / "one", "hard,easy", 4, 40, jobs=1)
    two = _simulate(tmp_path / "two", "hard,easy", 4, 40, jobs=2)
    assert len(one) == 4 and one == two


def test_no_bot_module_reads_the_clock() -> None:
    for path in sorted(BOTS.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert all(a.name != "time" for a in node.names), path
            elif isinstance(node, ast.ImportFrom):
                assert node.module not in ("time", "datetime"), path
