"""`tch-desktop replay RECORD.json [--json]`: hand-written records, legal and illegal."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.in_process import Command, run_cli

RECORDS = Path(__file__).resolve().parents[1] / "records"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """The real program: the entry point and `python -m tch_desktop` (the legal record's test)."""
    return subprocess.run([sys.executable, "-m", "tch_desktop", "replay", *args],
                          capture_output=True, text=True, timeout=60)


@pytest.fixture
def replay(capsys: pytest.CaptureFixture[str]) -> Command:
    """The command in the test's process: what it prints and its exit status, without a program start."""
    return lambda *args: run_cli(capsys, "replay", *args)


def test_legal_record_replays_with_exit_0_and_the_summary() -> None:
    out = run(str(RECORDS / "round1_hotels.json"), "--json")
    assert out.returncode == 0, out.stderr
    sm = json.loads(out.stdout)
    assert (sm["format"], sm["version"], sm["round"], sm["phase"]) == ("tch-summary", 1, 2, "purchase")
    assert sm["purchasing_open"] is True and sm["queue"] == [1, 0] and sm["limit"] == 12000
    aiko, ren = sm["players"]
    assert (aiko["yen"], aiko["debt"], aiko["capsules"], aiko["loan"]) == (2700, 12000, {"red": 2}, 10000)
    assert (ren["yen"], ren["debt"], ren["capsules"]) == (2200, 7200, {"green": 3})
    assert sm["franchise_income"] == {"red": 200, "green": 200}
    hotels = [s for s in sm["structures"] if s["kind"] == "hotel"]
    assert hotels[1] == {"id": "H2", "kind": "hotel", "owner": 1, "area": "S2", "parcel": "S2",
                         "color": "green", "capsules": 4, "stories": 2}
    laundry = [s for s in sm["structures"] if s["kind"] == "building"][0]
    assert (laundry["building"], laundry["side"], laundry["parcel"]) == ("coin_laundry", None, "L1")
    assert sm["last_income"] == [
        {"hotel": "H1", "owner": 0, "franchise": 200, "attraction": 0, "graveyard": 0, "income": 200},
        {"hotel": "H2", "owner": 1, "franchise": 200, "attraction": 0, "graveyard": 0, "income": 200}]
    assert sm["winners"] == [] and sm["net"] == []


def test_text_summary_is_readable(replay: Command) -> None:
    out = replay(str(RECORDS / "round1_hotels.json"))
    assert out.returncode == 0
    assert "round 2, phase purchase" in out.stdout and "Aiko" in out.stdout


@pytest.mark.parametrize(("name", "index", "code"), [
    ("illegal_golden_rule.json", 7, "golden_rule"),
    ("illegal_not_front.json", 4, "not_front_of_queue"),
    ("illegal_cuts_structure.json", 9, "cuts_structure"),
])
def test_illegal_record_stops_with_exit_1_and_the_reason(name: str, index: int, code: str,
                                                         replay: Command) -> None:
    out = replay(str(RECORDS / name), "--json")
    assert out.returncode == 1
    assert out.stderr.startswith(f"action {index}: {code}: ")
    sm = json.loads(out.stdout)
    assert sm["error"]["action"] == index and sm["error"]["code"] == code
    assert "Traceback" not in out.stderr


def test_invalid_file_exits_2_with_a_message_not_a_traceback(tmp_path: Path, replay: Command) -> None:
    out = replay(str(RECORDS / "invalid_version.json"))
    assert out.returncode == 2 and "Traceback" not in out.stderr and "version" in out.stderr
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x89PNG not a record")
    out = replay(str(garbage))
    assert out.returncode == 2 and "Traceback" not in out.stderr
    out = replay(str(tmp_path / "nowhere.json"))
    assert out.returncode == 2 and "does not exist" in out.stderr


def test_finished_game_reports_winners_and_net(tmp_path: Path, replay: Command) -> None:
    from tch_desktop.engine import game_record, save_record
    from tests.engine.randomplay import random_game
    g = random_game(3)
    path = tmp_path / "over.json"
    save_record(game_record(g), path)
    sm = json.loads(replay(str(path), "--json").stdout)
    assert sm["phase"] == "over" and sm["winners"] == g.state.winners and sm["net"] == g.state.net


@pytest.mark.parametrize("name", ["round1_hotels.json", "long_4p.json", "bots_4p.json"])
def test_shipped_legal_records_replay_cleanly(name: str, replay: Command) -> None:
    out = replay(str(RECORDS / name), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["format"] == "tch-summary"
