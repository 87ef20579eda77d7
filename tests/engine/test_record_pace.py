"""`setup.pace`: the game's own timing (relaxed, grace time, countdown), optional in the record."""

from __future__ import annotations

import pytest

from tch_desktop.engine import RecordError
from tch_desktop.engine.record import Pace, dumps_record, loads_record, parse_record
from tests.engine.test_records import GOOD, with_changes


def test_a_record_without_pace_has_none_and_writes_none() -> None:
    rec = parse_record(GOOD)
    assert rec.setup.pace is None
    assert "pace" not in loads_record(dumps_record(rec)).setup.to_dict()


def test_the_pace_is_read_and_written_back_unchanged() -> None:
    doc = with_changes(["setup", "pace"], {"relaxed": True, "grace_seconds": 15, "countdown_seconds": 3})
    rec = parse_record(doc)
    assert rec.setup.pace == Pace(relaxed=True, grace_seconds=15.0, countdown_seconds=3)
    assert "pace" not in rec.setup.extra
    again = loads_record(dumps_record(rec))
    assert again.setup.pace == rec.setup.pace
    assert again.setup.to_dict()["pace"] == {"relaxed": True, "grace_seconds": 15.0, "countdown_seconds": 3}


def test_each_pace_field_is_optional() -> None:
    assert parse_record(with_changes(["setup", "pace"], {})).setup.pace == Pace(False, None, None)
    assert parse_record(with_changes(["setup", "pace"], {"relaxed": True})).setup.pace == Pace(True, None, None)


@pytest.mark.parametrize(("pace", "code"), [
    ("fast", "not_an_object"),
    ({"relaxed": "yes"}, "bad_pace"),
    ({"grace_seconds": -1}, "bad_pace"),
    ({"grace_seconds": 121}, "bad_pace"),
    ({"grace_seconds": True}, "bad_pace"),
    ({"countdown_seconds": 0}, "bad_pace"),
    ({"countdown_seconds": 2.5}, "bad_pace"),
])
def test_a_bad_pace_is_refused_naming_where(pace: object, code: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_record(with_changes(["setup", "pace"], pace))
    assert err.value.code == code and err.value.where.startswith("setup.pace")
