"""Named component sets: classic (a record without `setup.components`) and balanced (new games)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tch_desktop.engine import RecordError, game_record, load_record, replay
from tch_desktop.engine.components import (
    CLASSIC,
    NEW_GAME_SET,
    component_set,
    component_set_names,
    default_components,
)
from tch_desktop.engine.record import dumps_record, loads_record, parse_record
from tch_desktop.engine.summary import summary
from tests.in_process import run_cli

ROOT = Path(__file__).resolve().parents[2]
RECORD_FILES = sorted((ROOT / "tests" / "records").glob("*.json")) + sorted(
    (ROOT / "resources" / "records").glob("*.json"))

DOC = {
    "format": "tch-record", "version": 1,
    "setup": {"players": [{"name": "Aiko", "seal": "crane", "pen": "#c0392b"},
                          {"name": "Ren", "seal": "fan", "pen": "#2471a3"}], "seed": 3},
    "actions": [{"type": "claim_start", "player": 0, "parcel": "S1"},
                {"type": "claim_start", "player": 1, "parcel": "S2"}],
}


def doc_with(components: object) -> dict[str, object]:
    d = json.loads(json.dumps(DOC))
    d["setup"]["components"] = components
    return d


def test_the_shipped_sets_are_classic_and_balanced_and_new_games_use_balanced() -> None:
    assert component_set_names() == ("classic", "balanced")
    assert (CLASSIC, NEW_GAME_SET) == ("classic", "balanced")
    assert default_components() is component_set("classic")


def test_classic_keeps_exactly_the_numbers_of_design_md() -> None:
    c = component_set("classic")
    assert c.purchase_limit == {2: 12000, 3: 15000, 4: 18000}
    assert sorted(c.coupon_rounds) == [3, 6]
    assert sorted(c.loans) == [4000, 6000, 8000, 10000]
    assert {k: (c.capsule_count[k], c.capsule_price[k]) for k in c.capsule_price} == {
        "red": (4, 1000), "orange": (5, 1500), "yellow": (6, 2000), "green": (7, 2500),
        "blue": (8, 3000), "purple": (10, 3500), "white": (12, 4000)}
    assert {k: b.price for k, b in c.boards.items()} == {"A": 3000, "B": 4000, "C": 4000, "D": 5000,
                                                         "E": 6000}
    assert {k: (b.count, b.price, b.size) for k, b in c.buildings.items()} == {
        "coin_laundry": (4, 2000, (2.0, 2.0)), "sweets_buffet": (3, 3000, (3.0, 2.0)),
        "tokyo_spike": (1, 3000, (2.0, 2.0)), "park": (1, 4000, (4.0, 3.0)),
        "arcade": (1, 5000, (3.0, 3.0)), "sumo_dohyo": (1, 6000, (4.0, 4.0))}


def test_every_set_keeps_what_the_rulebook_prints() -> None:
    for name in component_set_names():
        c = component_set(name)
        assert c.rounds == 8 and c.purchase_limit[4] == 18000
        assert c.pink_first == 2000 and c.pink_extra == 500
        assert (c.vending_price, c.vending_count, c.entrance_price, c.entrance_count) == (500, 20, 1000, 20)
        assert (c.graveyard_price, c.graveyards_per_parcel, c.graveyard_deduction) == (-200, 5, 100)
        assert sum(c.capsule_count[k] for k in c.colours) == 80  # + 8 franchise markers = 88
        assert sum(b.count for b in c.buildings.values()) == 11 and len(c.boards) == 5
        assert all(1000 <= p <= 4000 for p in c.capsule_price.values())
        assert all(3000 <= b.price <= 6000 for b in c.boards.values())
        assert c.loans[4000] == 1 and 6000 in c.loans and c.interest_percent == 10
        assert c.coupon_value == 500 and c.franchise_thresholds == (500, 1000, 1500)
        assert (c.income_cap_per_capsule, c.income_floor) == (1000, 100)
        classic = component_set(CLASSIC)
        assert set(c.raw) == set(classic.raw)  # every set fills in every entry
        assert c.bot_fallback_loan == classic.bot_fallback_loan and c.seals == classic.seals
        assert all(c.buildings[k].faces == classic.buildings[k].faces
                   and c.buildings[k].side_b == classic.buildings[k].side_b for k in c.buildings)


def test_a_record_without_components_plays_with_classic_and_saves_without_it() -> None:
    rec = parse_record(DOC)
    assert rec.setup.components is None and rec.setup.components_name == "classic"
    game = replay(rec).game
    assert game.components is component_set("classic")
    assert "components" not in json.loads(dumps_record(game_record(game)))["setup"]


def test_a_record_naming_balanced_plays_with_balanced_and_keeps_the_name() -> None:
    rec = parse_record(doc_with("balanced"))
    game = replay(rec).game
    assert game.components is component_set("balanced") and game.components.name == "balanced"
    again = loads_record(dumps_record(game_record(game)))
    assert again.setup.components == "balanced"


@pytest.mark.parametrize("name", ["heavy", "", "../classic", 7, ["classic"]])
def test_an_unknown_component_set_is_a_record_error(name: object) -> None:
    with pytest.raises(RecordError) as err:
        parse_record(doc_with(name))
    assert (err.value.code, err.value.where) == ("unknown_components", "setup.components")


@pytest.mark.parametrize("path", RECORD_FILES, ids=lambda p: p.name)
def test_every_existing_record_names_no_set_and_replays_with_classic(path: Path) -> None:
    try:
        rec = load_record(path)
    except RecordError:
        return  # the deliberately invalid fixtures stay invalid
    assert rec.setup.components is None
    assert replay(rec).game.components.name == "classic"
    # with classic named explicitly, the very same game results
    explicit = json.loads(dumps_record(rec))
    explicit["setup"]["components"] = "classic"
    a, b = replay(rec), replay(parse_record(explicit))
    assert (a.index, a.applied) == (b.index, b.applied)
    assert {k: v for k, v in summary(a.game).items()} == summary(b.game)


def test_the_summary_names_the_set_and_its_numbers() -> None:
    sm = summary(replay(parse_record(DOC)).game)
    assert sm["components"]["name"] == "classic"
    assert sm["components"]["capsules"]["orange"] == {"count": 5, "price": 1500}
    assert sm["components"]["purchase_limit"] == {"2": 12000, "3": 15000, "4": 18000}
    assert sm["components"]["buildings"]["park"] == {"count": 1, "price": 4000, "size": [4.0, 3.0]}


def test_replay_json_shows_the_set_and_an_unknown_set_exits_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(doc_with("balanced")), encoding="utf-8")
    bad.write_text(json.dumps(doc_with("heavy")), encoding="utf-8")
    out = run_cli(capsys, "replay", str(good), "--json")  # the command in this process
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["components"]["name"] == "balanced"
    out = run_cli(capsys, "replay", str(bad), "--json")
    assert out.returncode == 2
    assert json.loads(out.stdout)["error"] == {"code": "unknown_components", "where": "setup.components"}
    assert "component set" in out.stderr and "heavy" in out.stderr
