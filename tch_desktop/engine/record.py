"""The game record (`tch-record`, version 1): load, validate, save, replay.

A game is its setup plus the list of actions taken, chance included; the same
file is the save, the autosave, the replay and the test fixture. Loading
never trusts the file: anything malformed raises `RecordError` naming where.
The setup lives in `setup.py`, strict JSON in `jsonsafe.py`, the disk in
`files.py`. See docs/record-format.md.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tch_desktop.engine.actions import CHANCE_TYPES, Action, parse_action
from tch_desktop.engine.components import Components
from tch_desktop.engine.errors import IllegalAction, RecordError
from tch_desktop.engine.files import read_bounded, remove_stale_temporaries, write_atomically
from tch_desktop.engine.game import Game
from tch_desktop.engine.jsonsafe import MAX_DEPTH, decode, depth
from tch_desktop.engine.setup import (
    CARD_MODES,
    LEVELS,
    MAX_COUNTDOWN_SECONDS,
    MAX_GRACE_SECONDS,
    Pace,
    PlayerSetup,
    Setup,
    parse_pace,
    parse_setup,
)

__all__ = [  # the setup's names stay importable from here, where they always were
    "CARD_MODES", "FORMAT", "LEVELS", "MAX_BYTES", "MAX_COUNTDOWN_SECONDS", "MAX_GRACE_SECONDS",
    "VERSION", "Pace", "PlayerSetup", "Record", "ReplayResult", "Setup", "dumps_record",
    "game_record", "load_record", "loads_record", "parse_pace", "parse_record", "parse_setup",
    "remove_stale_temporaries", "replay", "save_record",
]

FORMAT = "tch-record"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024  # read and written: a record larger than this is refused both ways


@dataclass
class Record:
    setup: Setup
    actions: list[Action]
    # The actions' compact JSON, one string each, when loading already encoded them (a long
    # record's size check): the autosave of the loaded game starts from it (see dumps_record).
    encoded: list[str] | None = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "setup": self.setup.to_dict(),
                "actions": [a.to_dict() for a in self.actions]}


def parse_record(obj: Any, components: Components | None = None) -> Record:
    """Validate a decoded JSON document as a tch-record."""
    if not isinstance(obj, dict):
        raise RecordError("not_an_object", "")
    if obj.get("format") != FORMAT:
        raise RecordError("not_a_record", "format", value=obj.get("format"))
    version = obj.get("version")
    if type(version) is not int or version != VERSION:
        raise RecordError("unsupported_version", "version", value=obj.get("version"))
    setup = parse_setup(obj.get("setup"), components)
    raw = obj.get("actions", [])
    if not isinstance(raw, list):
        raise RecordError("not_a_list", "actions")
    actions = [parse_action(a, f"actions[{i}]") for i, a in enumerate(raw)]
    return Record(setup, actions)


def loads_record(text: str, components: Components | None = None) -> Record:
    """Decode and validate a record's text.

    Besides malformed JSON, refuses what `json` would accept but the game
    cannot keep: numbers beyond ±2⁵³ (huge integers included), NaN and
    Infinity, duplicate keys, lone surrogates, nesting deeper than
    `MAX_DEPTH` — and a record whose own save would exceed `MAX_BYTES`.
    """
    obj = decode(text)
    record = parse_record(obj, components)
    if depth(record.setup.extra) > MAX_DEPTH - 2:
        raise RecordError("too_deep", "setup")
    # What we load we must be able to save: the saved form spells out defaults and
    # exponents, so a file can grow when saved (at most some 12 times: `"roof":{}`).
    if len(text) > MAX_BYTES // 16:
        encoded: list[str] = []
        size = len(dumps_record(record, encoded=encoded).encode("utf-8"))
        if size > MAX_BYTES:
            raise RecordError("too_large", "", size=size)
        record.encoded = encoded
    return record


def load_record(path: str | os.PathLike[str], components: Components | None = None) -> Record:
    """Read and validate a record file; any problem is a RecordError, never a traceback.

    The one loader of every way a record comes in (command line, File ▸ Open,
    resume, autosave): regular files only, read with a bound.
    """
    p = Path(path)
    data = read_bounded(p, MAX_BYTES)
    if not data.strip():
        raise RecordError("empty_file", str(p))
    try:
        text = data.decode("utf-8-sig")  # a byte order mark first (Windows editors write one) is ignored
    except UnicodeDecodeError as err:
        raise RecordError("not_utf8", str(p)) from err
    return loads_record(text, components)


_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)  # NaN would not load


def _compact(obj: Any) -> str:
    return _COMPACT.encode(obj)


def dumps_record(record: Record, readable: bool = False, encoded: list[str] | None = None) -> str:
    """The record's JSON: compact, or `readable` (indented).

    `encoded` holds the compact JSON of the record's first actions, from an
    earlier call for the same game; it is extended in place, so that a game
    saved after every action (the autosave) encodes each action only once.
    """
    if readable:
        return json.dumps(record.to_dict(), ensure_ascii=False, indent=1, allow_nan=False)
    if encoded is None:
        return _compact(record.to_dict())
    encoded.extend(_compact(a.to_dict()) for a in record.actions[len(encoded):])
    head = _compact({"format": FORMAT, "version": VERSION, "setup": record.setup.to_dict()})
    return head[:-1] + ',"actions":[' + ",".join(encoded[:len(record.actions)]) + "]}"


def save_record(record: Record, path: str | os.PathLike[str], readable: bool = False,
                encoded: list[str] | None = None) -> None:
    """Write atomically: a temporary file in the same folder, flushed, renamed, the folder synced.

    `readable` indents the file unless that would make it larger than
    `MAX_BYTES`; a record that is too large even compact is refused
    (`RecordError("too_large")`), since it could not be loaded again; so is
    one holding NaN or Infinity (`RecordError("not_finite")`).
    """
    p = Path(path)
    try:
        data = dumps_record(record, readable, encoded).encode("utf-8")
    except ValueError as err:  # NaN or Infinity somewhere: the file would not load again
        raise RecordError("not_finite", str(p)) from err
    if readable and len(data) > MAX_BYTES:
        data = dumps_record(record).encode("utf-8")
    if len(data) > MAX_BYTES:
        raise RecordError("too_large", str(p), size=len(data))
    write_atomically(p, data)


def game_record(game: Game) -> Record:
    return Record(game.setup, list(game.log))


@dataclass
class ReplayResult:
    game: Game
    error: IllegalAction | None = None
    index: int | None = None  # the first illegal action (record index)
    applied: int = 0


def replay(record: Record, components: Components | None = None) -> ReplayResult:
    """Replay a record action by action, stopping at the first illegal one.

    Chance entries that follow an action are handed to the engine before that
    action, so that a record can fix the rolls and draws the action causes.

    The record is replayed onto a fresh Game whose load as a whole is the
    atomic unit: no action pays for a copy of the state. Only if an action is
    refused half-way through (the game `torn`) is it replayed again, action by
    atomic action, to stop cleanly before that one.
    """
    result = _replay(record, components, atomic=False)
    if result.game.torn:
        result = _replay(record, components, atomic=True)
    return result


def _replay(record: Record, components: Components | None, atomic: bool) -> ReplayResult:
    game = Game(record.setup, components)
    acts = record.actions
    i = 0
    applied = 0
    while i < len(acts):
        act = acts[i]
        if act.TYPE in CHANCE_TYPES:
            game.apply(act)
            i += 1
            continue
        j = i + 1
        while j < len(acts) and acts[j].TYPE in CHANCE_TYPES:
            game.apply(acts[j])
            j += 1
        try:
            game.apply(act, atomic=atomic)
        except IllegalAction as err:
            game.discard_chance()
            return ReplayResult(game, err, i, applied)
        applied += 1
        i = j
    if game.unused_chance:
        return ReplayResult(game, IllegalAction("unused_chance", count=game.unused_chance),
                            len(acts), applied)
    return ReplayResult(game, None, None, applied)

