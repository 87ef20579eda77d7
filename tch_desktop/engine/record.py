"""The game record (`tch-record`, version 1): load, validate, save, replay.

A game is its setup plus the list of actions taken, chance included; the same
file is the save, the autosave, the replay and the test fixture. Loading
never trusts the file: anything malformed raises `RecordError` naming where.
See docs/record-format.md.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tch_desktop.engine.actions import CHANCE_TYPES, Action, parse_action
from tch_desktop.engine.components import Components, default_components
from tch_desktop.engine.errors import IllegalAction, RecordError
from tch_desktop.engine.game import Game

FORMAT = "tch-record"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024
_PEN = re.compile(r"^#[0-9a-fA-F]{6}$")
CARD_MODES = ("off", "choose", "all_b")
LEVELS = ("easy", "normal", "hard")
MAX_GRACE_SECONDS, MAX_COUNTDOWN_SECONDS = 120, 60  # what `setup.pace` may ask for


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    seal: str
    pen: str
    kind: str = "human"
    level: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "seal": self.seal, "pen": self.pen, "kind": self.kind}
        if self.level is not None:
            out["level"] = self.level
        return out


@dataclass(frozen=True)
class Pace:
    """How the game is timed at the table (`setup.pace`): relaxed (no countdown), or a grace time
    before a count of `countdown_seconds`. None: the component set's numbers."""

    relaxed: bool = False
    grace_seconds: float | None = None
    countdown_seconds: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"relaxed": self.relaxed}
        if self.grace_seconds is not None:
            out["grace_seconds"] = self.grace_seconds
        if self.countdown_seconds is not None:
            out["countdown_seconds"] = self.countdown_seconds
        return out


@dataclass(frozen=True)
class Setup:
    players: list[PlayerSetup]
    seed: int = 0
    attraction_cards: str = "off"
    tallest_hotel: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
    pace: Pace | None = None  # absent from the record: the defaults

    def to_dict(self) -> dict[str, Any]:
        out = {"players": [p.to_dict() for p in self.players], "seed": self.seed,
               "variants": {"attraction_cards": self.attraction_cards,
                            "tallest_hotel": self.tallest_hotel}, **self.extra}
        if self.pace is not None:
            out["pace"] = self.pace.to_dict()
        return out


@dataclass
class Record:
    setup: Setup
    actions: list[Action]

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "setup": self.setup.to_dict(),
                "actions": [a.to_dict() for a in self.actions]}


def parse_setup(obj: Any, components: Components | None = None) -> Setup:
    c = components or default_components()
    if not isinstance(obj, dict):
        raise RecordError("not_an_object", "setup")
    players_raw = obj.get("players")
    if not isinstance(players_raw, list):
        raise RecordError("missing_field", "setup.players")
    if not c.min_players <= len(players_raw) <= c.max_players:
        raise RecordError("player_count", "setup.players", count=len(players_raw))
    players = []
    seals: set[str] = set()
    for i, p in enumerate(players_raw):
        where = f"setup.players[{i}]"
        if not isinstance(p, dict):
            raise RecordError("not_an_object", where)
        name, seal, pen = p.get("name"), p.get("seal"), p.get("pen")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise RecordError("bad_name", f"{where}.name")
        if seal not in c.seals:
            raise RecordError("bad_seal", f"{where}.seal", seal=seal)
        if seal in seals:
            raise RecordError("seal_twice", f"{where}.seal", seal=seal)
        seals.add(seal)
        if not isinstance(pen, str) or not _PEN.match(pen):
            raise RecordError("bad_pen", f"{where}.pen", pen=pen)
        kind = p.get("kind", "human")
        if kind not in ("human", "bot"):
            raise RecordError("bad_kind", f"{where}.kind", kind=kind)
        level = p.get("level")
        if kind == "bot" and level not in LEVELS:
            raise RecordError("bad_level", f"{where}.level", level=level)
        players.append(PlayerSetup(name, seal, pen, kind, level if kind == "bot" else None))
    seed = obj.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError("not_an_integer", "setup.seed")
    variants = obj.get("variants", {})
    if not isinstance(variants, dict):
        raise RecordError("not_an_object", "setup.variants")
    cards = variants.get("attraction_cards", "off")
    if cards not in CARD_MODES:
        raise RecordError("bad_variant", "setup.variants.attraction_cards", value=cards)
    tallest = variants.get("tallest_hotel", False)
    if not isinstance(tallest, bool):
        raise RecordError("bad_variant", "setup.variants.tallest_hotel", value=tallest)
    extra = {k: v for k, v in obj.items() if k not in ("players", "seed", "variants", "pace")}
    return Setup(players, seed, cards, tallest, extra, parse_pace(obj.get("pace")))


def parse_pace(obj: Any) -> Pace | None:
    """`setup.pace`: optional; each of its fields optional too."""
    if obj is None:
        return None
    if not isinstance(obj, dict):
        raise RecordError("not_an_object", "setup.pace")
    relaxed = obj.get("relaxed", False)
    grace = obj.get("grace_seconds")
    count = obj.get("countdown_seconds")
    if not isinstance(relaxed, bool):
        raise RecordError("bad_pace", "setup.pace.relaxed", value=relaxed)
    if grace is not None and (isinstance(grace, bool) or not isinstance(grace, (int, float))
                              or not 0 <= grace <= MAX_GRACE_SECONDS):
        raise RecordError("bad_pace", "setup.pace.grace_seconds", value=grace)
    if count is not None and (isinstance(count, bool) or not isinstance(count, int)
                              or not 1 <= count <= MAX_COUNTDOWN_SECONDS):
        raise RecordError("bad_pace", "setup.pace.countdown_seconds", value=count)
    return Pace(relaxed, None if grace is None else float(grace), count)


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
    try:
        obj = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as err:
        line = getattr(err, "lineno", 0)
        raise RecordError("not_json", f"line {line}" if line else "") from err
    return parse_record(obj, components)


def load_record(path: str | os.PathLike[str], components: Components | None = None) -> Record:
    """Read and validate a record file; any problem is a RecordError, never a traceback."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_BYTES:
            raise RecordError("too_large", str(p), size=size)
        data = p.read_bytes()
    except FileNotFoundError as err:
        raise RecordError("no_file", str(p)) from err
    except IsADirectoryError as err:
        raise RecordError("no_file", str(p)) from err
    except OSError as err:
        raise RecordError("unreadable", str(p), error=err.strerror) from err
    if not data.strip():
        raise RecordError("empty_file", str(p))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RecordError("not_utf8", str(p)) from err
    return loads_record(text, components)


def dumps_record(record: Record) -> str:
    return json.dumps(record.to_dict(), ensure_ascii=False, indent=1)


def _new_file_mode(path: Path) -> int:
    """The mode a saved game gets: the file's own if it exists, else 0o666 less the umask."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        pass
    try:  # Linux tells the umask without changing it
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def save_record(record: Record, path: str | os.PathLike[str]) -> None:
    """Write atomically: a temporary file in the same folder, flushed, then renamed."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    text = dumps_record(record)
    fd, tmp = tempfile.mkstemp(prefix=p.name + ".", suffix=".tmp", dir=p.parent)
    try:
        if hasattr(os, "fchmod"):  # mkstemp makes 0600: honour the umask like any saved file
            os.fchmod(fd, _new_file_mode(p))
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


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
    """
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
            game.apply(act)
        except IllegalAction as err:
            game.discard_chance()
            return ReplayResult(game, err, i, applied)
        applied += 1
        i = j
    if game.unused_chance:
        return ReplayResult(game, IllegalAction("unused_chance", count=game.unused_chance),
                            len(acts), applied)
    return ReplayResult(game, None, None, applied)
