"""Run a `tch-desktop` command in the test's own process, answered as a started program would be.

A started program costs about 0.4 s of CPU (0.23 s of it importing numpy through shapely); a test
that checks what a command prints and its exit status needs none of that. One real program run of
each command stays (tests/engine/test_cli_replay.py, tests/bots/test_same_seed.py) so that the
entry point and `python -m tch_desktop` are still covered."""

from __future__ import annotations

import subprocess
from collections.abc import Callable

import pytest

Command = Callable[..., subprocess.CompletedProcess[str]]  # a command's arguments -> its answer


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> subprocess.CompletedProcess[str]:
    """`tch_desktop.cli.main(argv)`: its return value (or SystemExit's code) and what it printed."""
    from tch_desktop.cli import main

    capsys.readouterr()  # only what this command prints
    try:
        code = main(list(argv))
    except SystemExit as stop:  # argparse's refusals
        code = stop.code if isinstance(stop.code, int) else 1
    out = capsys.readouterr()
    return subprocess.CompletedProcess(["tch-desktop", *argv], code, out.out, out.err)
