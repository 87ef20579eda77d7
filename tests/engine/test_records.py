"""The tch-record format: load with validation, save, deterministic replay with chance entries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tch_desktop.engine import (
    RecordError,
    game_record,
    load_record,
    loads_record,
    replay,
    save_record,
)
from tch_desktop.engine.record import dumps_record, parse_record
from tch_desktop.engine.summary import summary
from tests.engine.randomplay import random_game

GOOD = {
    "format": "tch-record", "version": 1,
    "setup": {"players": [{"name": "Aiko", "seal": "crane", "pen": "#c0392b", "kind": "human"},
                          {"name": "Ren", "seal": "fan", "pen": "#2471a3", "kind": "bot", "level": "normal"}],
              "seed": 12345, "variants": {"attraction_cards": "off", "tallest_hotel": False}},
    "actions": [{"type": "claim_start", "player": 0, "parcel": "S1"}],
}


def with_changes(path: list, value) -> dict:
    doc = json.loads(json.dumps(GOOD))
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return doc


def test_the_contract_example_loads() -> None:
    rec = parse_record(GOOD)
    assert rec.setup.players[1].level == "normal" and rec.actions[0].to_dict() == GOOD["actions"][0]


@pytest.mark.parametrize(("path", "value", "code"), [
    (["format"], "something-else", "not_a_record"),
    (["version"], 2, "unsupported_version"),
    (["setup", "players"], [], "player_count"),
    (["setup", "players", 1, "seal"], "crane", "seal_twice"),
    (["setup", "players", 1, "seal"], "dragon", "bad_seal"),
    (["setup", "players", 0, "pen"], "red", "bad_pen"),
    (["setup", "players", 1, "level"], "godlike", "bad_level"),
    (["setup", "seed"], "x", "not_an_integer"),
    (["setup", "variants", "attraction_cards"], "sometimes", "bad_variant"),
    (["actions"], {"a": 1}, "not_a_list"),
    (["actions", 0, "type"], "teleport", "unknown_action"),
    (["actions", 0, "player"], "0", "not_an_integer"),
    (["actions", 0, "player"], True, "not_an_integer"),
    (["actions", 0, "parcel"], KeyError, "missing_field"),
])
def test_bad_records_are_refused_with_a_code_and_a_place(path: list, value, code: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_record(with_changes(path, value))
    assert err.value.code == code


def test_bad_action_fields_name_their_place() -> None:
    doc = with_changes(["actions"], [{"type": "build_hotel", "player": 0, "color": "red",
                                      "capsules": [{"x": 1, "y": "two"}], "entrance": {"x": 0, "y": 0}}])
    with pytest.raises(RecordError) as err:
        parse_record(doc)
    assert err.value.where == "actions[0].capsules[0].y"


def test_truncated_and_garbage_files_are_record_errors(tmp_path: Path) -> None:
    text = json.dumps(GOOD)
    for name, data in {"cut.json": text[: len(text) // 2].encode(), "garbage.json": b"\x00\xff\xfe junk",
                       "empty.json": b"", "list.json": b"[1, 2]"}.items():
        p = tmp_path / name
        p.write_bytes(data)
        with pytest.raises(RecordError):
            load_record(p)
    with pytest.raises(RecordError) as err:
        load_record(tmp_path / "missing.json")
    assert err.value.code == "no_file"


def test_save_is_atomic_and_round_trips(tmp_path: Path) -> None:
    g = random_game(5)
    path = tmp_path / "game.json"
    save_record(game_record(g), path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"], "no temporary file left behind"
    again = load_record(path)
    assert dumps_record(again) == dumps_record(game_record(g))


@pytest.mark.parametrize("seed", [1, 5, 9])
def test_replay_reproduces_the_game_exactly(seed: int) -> None:
    g = random_game(seed)
    rec = loads_record(dumps_record(game_record(g)))
    result = replay(rec)
    assert result.error is None
    assert summary(result.game) == summary(g)
    assert [a.to_dict() for a in result.game.log] == [a.to_dict() for a in g.log]


def test_records_without_chance_entries_draw_from_the_seed() -> None:
    g = random_game(9)
    rec = game_record(g)
    rec.actions = [a for a in rec.actions if a.TYPE not in ("roll", "tiebreak")]
    first = replay(rec)
    second = replay(rec)
    assert first.error is None and summary(first.game) == summary(second.game)
    assert [a.to_dict() for a in first.game.log] == [a.to_dict() for a in second.game.log]


def test_chance_entries_fix_an_outcome() -> None:
    base = json.loads(json.dumps(GOOD))
    base["actions"] = [{"type": "claim_start", "player": 0, "parcel": "S1"},
                       {"type": "claim_start", "player": 1, "parcel": "S2"},
                       {"type": "loan", "player": 0, "amount": 6000},
                       {"type": "loan", "player": 1, "amount": 6000},
                       {"type": "tiebreak", "first": 1}]
    result = replay(parse_record(base))
    assert result.error is None and result.game.state.queue == [1, 0]
    base["actions"][-1] = {"type": "tiebreak", "first": 0}
    assert replay(parse_record(base)).game.state.queue == [0, 1]


def test_a_chance_entry_that_does_not_fit_is_illegal() -> None:
    base = json.loads(json.dumps(GOOD))
    base["actions"] = [{"type": "claim_start", "player": 0, "parcel": "S1"},
                       {"type": "claim_start", "player": 1, "parcel": "S2"},
                       {"type": "loan", "player": 0, "amount": 6000},
                       {"type": "loan", "player": 1, "amount": 6000},
                       {"type": "roll", "building": "B1", "face": 0}]
    result = replay(parse_record(base))
    assert result.error is not None and result.error.code == "chance_mismatch" and result.index == 3
    assert result.game.state.phase == "loans", "the state before the illegal action"


def test_the_rolls_of_one_income_may_be_given_in_any_order() -> None:
    """Income rolls S1's Buildings before L1's (Parcels in order of creation): B2 (on S1) first.
    A record that lists B1's roll before B2's still fixes each Building's own face."""
    from tests.engine.helpers import buy, give_yen, purchasing

    g = purchasing(2, first=0)
    give_yen(g, 0, 50000)
    buy(g, {"type": "buy_parcel", "player": 0, "board": "A", "x": 10, "y": 9})  # L1, beside S1
    buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 10, "y": 9})  # B1 in L1
    buy(g, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 15, "y": 9})  # B2 in S1
    g.apply({"type": "roll", "building": "B1", "face": 1})
    g.apply({"type": "roll", "building": "B2", "face": 2})
    g.apply({"type": "pass", "player": 1})
    g.apply({"type": "pass", "player": 0})  # Income: B2 is rolled first, then B1
    rolls = [a.to_dict() for a in g.log if a.TYPE == "roll"]
    assert rolls == [{"type": "roll", "building": "B2", "face": 2}, {"type": "roll", "building": "B1", "face": 1}]
    assert g.unused_chance == 0 and g.state.round == 2
    again = replay(parse_record(json.loads(dumps_record(game_record(g)))))
    assert again.error is None and again.game.log == g.log


def test_replay_stops_at_the_first_illegal_action_with_the_state_before_it() -> None:
    doc = json.loads(json.dumps(GOOD))
    doc["actions"] = [{"type": "claim_start", "player": 0, "parcel": "S1"},
                      {"type": "claim_start", "player": 1, "parcel": "S1"},
                      {"type": "claim_start", "player": 1, "parcel": "S2"}]
    result = replay(parse_record(doc))
    assert result.error is not None
    assert (result.index, result.error.code, result.applied) == (1, "already_claimed", 1)
    assert list(result.game.state.areas) == ["S1"]


def test_a_replayed_game_goes_on_drawing_what_the_original_would_have() -> None:
    g = random_game(21)
    rec = game_record(g)
    # Cut the record in the middle and replay: the generator must be where the original's was.
    cut = len(rec.actions) // 2
    while rec.actions[cut].TYPE in ("roll", "tiebreak"):
        cut += 1
    rec.actions = rec.actions[:cut]
    resumed = replay(rec).game
    assert resumed.rng.getstate() == live_game_after(g, cut).rng.getstate()


def live_game_after(g, n):
    """The game after the first n record entries, played live (drawing from the generator)."""
    from tch_desktop.engine import Game
    live = Game(g.setup)
    for a in g.log[:n]:
        if a.TYPE in ("roll", "tiebreak"):
            continue
        live.apply(a)
    return live
