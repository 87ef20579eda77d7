"""One loader, never fooled: regular files only, read with a bound, every JSON oddity refused,
and everything the game saves loads again (issue 9)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tch_desktop.engine import (
    Game,
    RecordError,
    game_record,
    load_record,
    loads_record,
    replay,
    save_record,
)
from tch_desktop.engine import record as record_module
from tch_desktop.engine.record import MAX_BYTES, dumps_record
from tests.engine.helpers import make_setup, purchasing
from tests.engine.odd_records import odd_files
from tests.engine.randomplay import random_game
from tests.engine.test_records import GOOD, with_changes


def refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as err:
        loads_record(text)
    return err.value


# ---------------------------------------------------------------- JSON oddities

@pytest.mark.parametrize(("path", "where"), [
    (["setup", "players", 0, "name"], "setup.players[0].name"),
    (["setup", "comment"], "setup.comment"),
    (["actions", 0, "parcel"], "actions[0].parcel"),
])
def test_a_lone_surrogate_in_any_text_is_refused_naming_its_place(path: list[object], where: str) -> None:
    text = json.dumps(with_changes(path, "Ana\ud800"))
    assert "\\ud800" in text
    err = refused(text)
    assert (err.code, err.where) == ("bad_text", where)


def test_a_lone_surrogate_in_a_promise_is_refused() -> None:
    doc = with_changes(["actions"], [{"type": "barter", "barter": "B1", "transfers": [],
                                      "promises": [{"from": 0, "text": "x\udfff"}]}])
    err = refused(json.dumps(doc))
    assert (err.code, err.where) == ("bad_text", "actions[0].promises[0].text")


def test_a_surrogate_pair_and_an_escaped_backslash_are_fine() -> None:
    doc = with_changes(["setup", "players", 0, "name"], "Ana 😀 \\ud800")  # an emoji; a literal "\ud800"
    text = json.dumps(doc)  # ensure_ascii: the emoji is written as a surrogate pair escape
    assert "\\ud83d\\ude00" in text and "\\\\ud800" in text
    assert loads_record(text).setup.players[0].name == "Ana 😀 \\ud800"


@pytest.mark.parametrize("number", ["1" * 5000, "-" + "9" * 4301, "9007199254740993", "1e400", "-1e309",
                                    "1e300", "123456789012345678.5"])
def test_huge_numbers_are_refused_in_any_field(number: str) -> None:
    for field in ('"player": ', '"amount": '):
        text = json.dumps(with_changes(["actions"], [{"type": "loan", "player": 0, "amount": 6000}]))
        text = text.replace(field + ("0" if "player" in field else "6000"), field + number)
        assert number in text
        assert refused(text).code == "number_too_large"


def test_the_largest_exact_number_is_still_a_number() -> None:
    text = json.dumps(with_changes(["setup", "seed"], 2**53))
    assert loads_record(text).setup.seed == 2**53


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(constant: str) -> None:
    text = json.dumps(with_changes(["actions"], [{"type": "buy_vending", "player": 0, "x": 1, "y": 2}]))
    text = text.replace('"x": 1', '"x": ' + constant)
    err = refused(text)
    assert err.code == "not_finite" and err.details["value"] == constant


def test_duplicate_keys_are_refused() -> None:
    text = json.dumps(GOOD).replace('"seed": 12345', '"seed": 12345, "seed": 7')
    err = refused(text)
    assert err.code == "duplicate_key" and err.details["key"] == "seed"


def test_deep_nesting_is_refused() -> None:
    assert refused("[" * 100_000 + "]" * 100_000).code == "too_deep"
    nested: object = 1
    for _ in range(40):
        nested = [nested]
    assert refused(json.dumps(with_changes(["setup", "notes"], nested))).code == "too_deep"


def test_a_setup_extra_field_of_modest_depth_is_kept() -> None:
    rec = loads_record(json.dumps(with_changes(["setup", "notes"], {"a": [1, {"b": "two"}]})))
    assert rec.setup.extra == {"notes": {"a": [1, {"b": "two"}]}}


# ---------------------------------------------------------------- files

def test_a_folder_is_not_a_record(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as err:
        load_record(tmp_path)
    assert err.value.code == "not_a_file"


def test_a_device_is_refused_without_reading_it() -> None:
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    with pytest.raises(RecordError) as err:
        load_record("/dev/zero")
    assert err.value.code == "not_a_file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    outcome: list[object] = []
    worker = threading.Thread(target=lambda: outcome.append(_load_or_error(fifo)), daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # unblock the reader so the test process can end
        with open(fifo, "wb"):
            pass
        pytest.fail("load_record waited for a writer on a FIFO")
    assert outcome == ["not_a_file"]


def _load_or_error(path: Path) -> str:
    try:
        load_record(path)
    except RecordError as err:
        return err.code
    return "loaded"


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(MAX_BYTES + 1)  # sparse: no disk used
    with pytest.raises(RecordError) as err:
        load_record(big)
    assert err.value.code == "too_large"


# ---------------------------------------------------------------- what we save we load

def test_the_autosave_form_is_compact_and_a_manual_save_readable(tmp_path: Path) -> None:
    g = purchasing()
    save_record(game_record(g), tmp_path / "auto.json")
    save_record(game_record(g), tmp_path / "mine.json", readable=True)
    auto, mine = (tmp_path / "auto.json").read_text(), (tmp_path / "mine.json").read_text()
    assert "\n" not in auto and ", " not in auto and ": " not in auto
    assert mine.count("\n") > 10
    assert load_record(tmp_path / "auto.json").to_dict() == load_record(tmp_path / "mine.json").to_dict()


def test_a_readable_save_that_would_pass_the_limit_is_written_compact(tmp_path: Path, monkeypatch) -> None:
    g = purchasing()
    compact = len(dumps_record(game_record(g)).encode())
    readable = len(dumps_record(game_record(g), readable=True).encode())
    assert compact < readable
    monkeypatch.setattr(record_module, "MAX_BYTES", compact)
    save_record(game_record(g), tmp_path / "mine.json", readable=True)
    assert (tmp_path / "mine.json").stat().st_size == compact
    assert load_record(tmp_path / "mine.json").to_dict() == game_record(g).to_dict()


def test_a_game_too_large_to_load_again_is_not_saved(tmp_path: Path, monkeypatch) -> None:
    g = purchasing()
    monkeypatch.setattr(record_module, "MAX_BYTES", len(dumps_record(game_record(g)).encode()) - 1)
    with pytest.raises(RecordError) as err:
        save_record(game_record(g), tmp_path / "auto.json")
    assert err.value.code == "too_large"
    assert list(tmp_path.iterdir()) == []


def test_a_record_whose_saved_form_would_pass_the_limit_is_refused(monkeypatch) -> None:
    # Exponents and omitted defaults grow when saved: 2 characters of `"roof":{}` become 24.
    actions = [{"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 1e1, "y": 1e1,
                "roof": {}}] * 200
    text = json.dumps(with_changes(["actions"], actions), separators=(",", ":"))
    saved = len(dumps_record(loads_record(text)).encode())
    assert saved > len(text)
    monkeypatch.setattr(record_module, "MAX_BYTES", (len(text) + saved) // 2)
    assert refused(text).code == "too_large"


def _long_game(pairs: int) -> Game:
    g = purchasing()
    p = g.state.queue[0]
    for _ in range(pairs):  # legal moves, applied without a state copy each (what is tested is the file)
        g.apply({"type": "leave_queue", "player": p}, atomic=False)
        g.apply({"type": "queue", "player": p}, atomic=False)
    assert not g.torn
    return g


@pytest.mark.parametrize("seed", range(6))
def test_random_legal_games_save_and_load_equal(seed: int, tmp_path: Path) -> None:
    g = random_game(seed)
    for readable in (False, True):
        path = tmp_path / f"g{readable}.json"
        save_record(game_record(g), path, readable=readable)
        again = load_record(path)
        assert again == game_record(g)
        assert replay(again).error is None


def test_a_very_long_game_saves_and_loads_equal(tmp_path: Path) -> None:
    g = _long_game(20_000)
    assert len(g.log) > 40_000
    path = tmp_path / "long.json"
    save_record(game_record(g), path, readable=True)
    again = load_record(path)
    assert again == game_record(g)


def test_the_autosave_encodes_each_action_once_and_writes_the_same_text() -> None:
    g = _long_game(50)
    encoded: list[str] = []
    first = dumps_record(game_record(g), encoded=encoded)
    assert first == dumps_record(game_record(g)) and len(encoded) == len(g.log)
    g.apply({"type": "leave_queue", "player": g.state.queue[0]})
    kept = encoded[0]
    assert dumps_record(game_record(g), encoded=encoded) == dumps_record(game_record(g))
    assert encoded[0] is kept  # not encoded again


def test_names_with_html_and_odd_characters_round_trip(tmp_path: Path) -> None:
    setup = make_setup(2)
    odd = ["<img src=x><b>Ana</b>", "Ren\n\t\u200b\u202e😀"]
    setup = type(setup)([type(p)(odd[i], p.seal, p.pen) for i, p in enumerate(setup.players)], seed=3)
    g = Game(setup)
    save_record(game_record(g), tmp_path / "odd.json")
    assert [p.name for p in load_record(tmp_path / "odd.json").setup.players] == odd


# ---------------------------------------------------------------- the command line

def run_replay(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tch_desktop", "replay", *args],
                          capture_output=True, text=True, timeout=60)


def test_replay_refuses_every_oddity_with_exit_2_and_no_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every oddity through the command in process (no exception escapes `main`), and two of them,
    one each way, through the real program (a process start costs half a second)."""
    from tch_desktop import cli

    files = odd_files(tmp_path)
    for name, path in files.items():
        for extra in ((), ("--json",)):
            code = cli.main(["replay", str(path), *extra])
            out = capsys.readouterr()
            assert code == 2, (name, out.err)
            assert "Traceback" not in out.err and "not a valid record" in out.err, (name, out.err)
            if extra:
                assert json.loads(out.out)["error"]["code"]
    for name, extra in (("deep.json", ()), ("a FIFO" if "a FIFO" in files else "digits.json", ("--json",))):
        ran = run_replay(str(files[name]), *extra)
        assert ran.returncode == 2, (name, ran.stderr)
        assert "Traceback" not in ran.stderr and "not a valid record" in ran.stderr, (name, ran.stderr)
        if extra:
            assert json.loads(ran.stdout)["error"]["code"]


def test_replay_into_a_closed_pipe_ends_quietly() -> None:
    record = Path(__file__).resolve().parents[1] / "records" / "long_4p.json"
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader (`head`) is gone before anything is written
    try:
        out = subprocess.run([sys.executable, "-m", "tch_desktop", "replay", str(record), "--json"],
                             stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(write_end)
    assert out.stderr == ""
    assert out.returncode == 141


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_replay_onto_a_full_disk_says_so_without_a_traceback() -> None:
    record = Path(__file__).resolve().parents[1] / "records" / "long_4p.json"
    with open("/dev/full", "w") as full:
        out = subprocess.run([sys.executable, "-m", "tch_desktop", "replay", str(record), "--json"],
                             stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert out.stderr == "tch-desktop: cannot write the output: No space left on device\n"
    assert out.returncode == 1


def test_replay_writes_out_control_characters_of_a_name_instead_of_sending_them_to_the_terminal(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A name within its 40 characters may still hold ESC: printed raw it would clear the screen."""
    from tch_desktop import cli

    doc = json.loads((Path(__file__).parents[1] / "records" / "round1_hotels.json").read_text(encoding="utf-8"))
    doc["setup"]["players"][0]["name"] = "Aiko\x1b[2J\x1b]0;owned\x07"
    path = tmp_path / "esc.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "Aiko\\x1b[2J\\x1b]0;owned\\x07" in out
    assert cli.main(["replay", "--json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["players"][0]["name"] == doc["setup"]["players"][0]["name"]


def test_simulate_says_when_its_records_folder_is_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tch_desktop import cli

    taken = tmp_path / "afile"
    taken.write_text("not a folder")
    assert cli.main(["simulate", "--players", "easy,easy", "--games", "1", "--records", str(taken)]) == 2
    err = capsys.readouterr().err
    assert "--records" in err and "not a folder the records can go in" in err and "Traceback" not in err
    assert taken.read_text() == "not a folder"
