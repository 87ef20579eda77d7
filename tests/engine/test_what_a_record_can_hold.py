"""What the engine takes in is what a record can hold, and what it writes it can read again: an
Action object built in code is read back as a file's entry; NaN never reaches a save; a file's own
text is quoted only so far; a byte order mark does not make a record unreadable."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest

from tch_desktop.engine import IllegalAction, RecordError, game_record, load_record
from tch_desktop.engine.actions import BuyCapsules, BuyPink, QueueSeal, parse_action, was_read
from tch_desktop.engine.errors import QUOTED_CHARS
from tch_desktop.engine.files import remove_stale_temporaries
from tch_desktop.engine.record import Pace, dumps_record, save_record
from tests.engine.helpers import purchasing, to_front


@pytest.mark.parametrize("action, field", [
    (BuyPink(0, count=math.nan), "action.count"),  # type: ignore[arg-type]
    (BuyCapsules(0, "red", coupons=math.nan), "action.coupons"),  # type: ignore[arg-type]
    (BuyCapsules(0, "red", coupons=math.inf), "action.coupons"),  # type: ignore[arg-type]
    (QueueSeal("0"), "action.player"),  # type: ignore[arg-type]
])
def test_an_action_object_with_a_field_no_record_can_hold_is_refused_and_changes_nothing(
        action: object, field: str) -> None:
    g = purchasing(2, first=0)
    to_front(g, 0)
    before = (repr(g.state), list(g.log))
    err = g.check(action)  # type: ignore[arg-type]
    assert err is not None and (err.code, err.details["field"]) == ("bad_action", field)
    with pytest.raises(IllegalAction):
        g.apply(action)  # type: ignore[arg-type]
    assert (repr(g.state), list(g.log)) == before
    assert not math.isnan(g.state.players[0].yen)


def test_an_action_object_that_is_fine_is_applied_as_its_entry_reads() -> None:
    g = purchasing(2, first=0)
    to_front(g, 0)
    g.apply(BuyCapsules(0, "red"))
    assert g.log[-1] == BuyCapsules(0, "red") and was_read(g.log[-1])
    assert was_read(parse_action({"type": "pass", "player": 1}))


def test_a_record_holding_nan_is_not_written(tmp_path: Path) -> None:
    """What we save we can always load: a setup with NaN (a bad settings value) refuses to be saved,
    rather than leaving a file no load accepts."""
    g = purchasing(2, first=0)
    record = game_record(g)
    record.setup = replace(record.setup, pace=Pace(grace_seconds=math.nan))
    with pytest.raises(RecordError) as err:
        save_record(record, tmp_path / "nan.json")
    assert err.value.code == "not_finite" and not (tmp_path / "nan.json").exists()
    with pytest.raises(ValueError):
        dumps_record(record)


def test_a_file_s_own_text_is_quoted_only_so_far() -> None:
    long = "x" * 1_000_000
    err = RecordError("unknown_components", f"setup.{long}", name=long)
    assert len(err.where) == QUOTED_CHARS and err.where.endswith("…")
    assert len(err.details["name"]) == QUOTED_CHARS and len(str(err)) < 3 * QUOTED_CHARS


def test_a_record_saved_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    g = purchasing(2, first=0)
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + dumps_record(game_record(g)).encode("utf-8"))
    assert load_record(path).actions == g.log


def test_only_our_own_temporaries_are_removed_beside_a_saved_game(tmp_path: Path) -> None:
    """A settings file may name any path as the last game saved: what lies beside it that our writes
    did not make (`thesis.draft.tmp`, or eight letters without our mark) is not ours to remove."""
    target = tmp_path / "thesis"
    others = [tmp_path / "thesis.draft.tmp", tmp_path / "thesis.abcdefgh.tmp", tmp_path / "thesis.tch-.tmp"]
    ours = tmp_path / "thesis.tch-abcd_123.tmp"
    for f in (*others, ours):
        f.write_text("mine")
    assert remove_stale_temporaries(target) == [ours]
    assert all(f.exists() for f in others)
