"""`tch-desktop simulate` saves records that `tch-desktop replay` replays with exit status 0."""

from __future__ import annotations

import json
from pathlib import Path

from tch_desktop.cli import main
from tests.in_process import run_cli


def test_simulate_prints_figures_and_saved_records_replay(tmp_path: Path, capsys) -> None:
    records = tmp_path / "records"
    code = main(["simulate", "--players", "easy,normal", "--games", "2", "--seed", "5",
                 "--json", "--records", str(records)])
    assert code == 0
    sm = json.loads(capsys.readouterr().out)
    assert sm["games"] == 2 and sm["refusals"] == 0
    assert set(sm["levels"]) == {"easy", "normal"}
    assert abs(sum(d["wins"] for d in sm["levels"].values()) - 2) < 1e-9
    assert sm["rounds_avg"] >= 2 and sm["actions_avg"] > 10 and sm["games_per_s"] > 0
    files = sorted(records.glob("*.json"))
    assert len(files) == 2
    for f in files:
        out = run_cli(capsys, "replay", str(f), "--json")  # in this process: no program start
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["phase"] == "over"


def test_simulate_refuses_unknown_levels(capsys) -> None:
    assert main(["simulate", "--players", "hard,grandmaster", "--games", "1"]) == 2
    assert "--players" in capsys.readouterr().err
