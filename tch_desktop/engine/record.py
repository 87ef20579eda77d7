"""The game record (`tch-record`, version 1): load, validate, save, replay.

A game is its setup plus the list of actions taken, chance included; the same
file is the save, the autosave, the replay and the test fixture. Loading
never trusts the file: anything malformed raises `RecordError` naming where.
See docs/record-format.md.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tch_desktop.engine.actions import CHANCE_TYPES, Action, parse_action
from tch_desktop.engine.components import CLASSIC, Components, component_set
from tch_desktop.engine.errors import IllegalAction, RecordError
from tch_desktop.engine.game import Game

FORMAT = "tch-record"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024  # read and written: a record larger than this is refused both ways
MAX_DEPTH = 32  # nesting of lists and objects; a record needs 6, a setup's extra fields get the rest
NUMBER_LIMIT = 2**53  # every number in a record is below this (a float still holds it exactly)
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
    components: str | None = None  # the component set's name; None (absent) is classic, forever

    @property
    def components_name(self) -> str:
        """The name of the component set this game plays with."""
        return self.components or CLASSIC

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": [p.to_dict() for p in self.players], "seed": self.seed,
                               "variants": {"attraction_cards": self.attraction_cards,
                                            "tallest_hotel": self.tallest_hotel}}
        if self.components is not None:
            out["components"] = self.components
        out.update(self.extra)
        if self.pace is not None:
            out["pace"] = self.pace.to_dict()
        return out


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


def parse_setup(obj: Any, components: Components | None = None) -> Setup:
    if not isinstance(obj, dict):
        raise RecordError("not_an_object", "setup")
    set_name = obj.get("components")
    if set_name is not None and not isinstance(set_name, str):
        raise RecordError("unknown_components", "setup.components", name=str(set_name)[:40])
    c = components or component_set(CLASSIC if set_name is None else set_name)
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
    extra = {k: v for k, v in obj.items() if k not in ("players", "seed", "variants", "pace", "components")}
    return Setup(players, seed, cards, tallest, extra, parse_pace(obj.get("pace")), components=set_name)


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


class _Refused(ValueError):
    """Raised by the JSON decoder's hooks: a number or key no record may hold."""

    def __init__(self, code: str, **details: Any) -> None:
        super().__init__(code)
        self.code = code
        self.details = details


def _int(text: str) -> int:
    # Refused on length before conversion: int() of thousands of digits is slow, then refused.
    if len(text.lstrip("-")) > len(str(NUMBER_LIMIT)):
        raise _Refused("number_too_large", value=text[:24])
    value = int(text)
    if abs(value) > NUMBER_LIMIT:
        raise _Refused("number_too_large", value=text[:24])
    return value


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or abs(value) > NUMBER_LIMIT:
        raise _Refused("number_too_large", value=text[:24])
    return value


def _constant(name: str) -> Any:
    raise _Refused("not_finite", value=name)


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise _Refused("duplicate_key", key=_LONE.sub("?", key))
            seen.add(key)
    return obj


_DECODER = json.JSONDecoder(object_pairs_hook=_object, parse_int=_int, parse_float=_float,
                            parse_constant=_constant)
# A \uD800–\uDFFF escape (not itself escaped): the only way a surrogate enters a decoded string.
_SURROGATE_ESCAPE = re.compile(r"(?<!\\)(?:\\\\)*\\u[dD][89a-fA-F]")
_LONE = re.compile("[\ud800-\udfff]")


def _bad_text(obj: Any, where: str = "") -> str | None:
    """The JSON path of the first string (or key) holding a lone surrogate, if any."""
    if isinstance(obj, str):
        return where if _LONE.search(obj) else None
    if isinstance(obj, dict):
        for k, v in obj.items():
            here = f"{where}.{k}" if where else str(k)
            if _LONE.search(k):
                return _LONE.sub("?", here)
            found = _bad_text(v, here)
            if found is not None:
                return found
    if isinstance(obj, list):
        for i, v in enumerate(obj):
            found = _bad_text(v, f"{where}[{i}]")
            if found is not None:
                return found
    return None


def _depth(obj: Any) -> int:
    if isinstance(obj, dict):
        return 1 + max((_depth(v) for v in obj.values()), default=0)
    if isinstance(obj, list):
        return 1 + max((_depth(v) for v in obj), default=0)
    return 0


def loads_record(text: str, components: Components | None = None) -> Record:
    """Decode and validate a record's text.

    Besides malformed JSON, refuses what `json` would accept but the game
    cannot keep: numbers beyond ±2⁵³ (huge integers included), NaN and
    Infinity, duplicate keys, lone surrogates, nesting deeper than
    `MAX_DEPTH` — and a record whose own save would exceed `MAX_BYTES`.
    """
    try:
        obj = _DECODER.decode(text)
    except _Refused as err:
        raise RecordError(err.code, "", **err.details) from err
    except RecursionError as err:
        raise RecordError("too_deep", "") from err
    except json.JSONDecodeError as err:
        raise RecordError("not_json", f"line {err.lineno}") from err
    if _SURROGATE_ESCAPE.search(text):
        where = _bad_text(obj)
        if where is not None:
            raise RecordError("bad_text", where)
    record = parse_record(obj, components)
    if _depth(record.setup.extra) > MAX_DEPTH - 2:
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


def _read_bounded(p: Path) -> bytes:
    """The bytes of a regular file, at most MAX_BYTES of them; never blocks on a pipe or a device."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(p, flags)
    except FileNotFoundError as err:
        raise RecordError("no_file", str(p)) from err
    except IsADirectoryError as err:
        raise RecordError("not_a_file", str(p)) from err
    except OSError as err:
        raise RecordError("unreadable", str(p), error=err.strerror) from err
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError("not_a_file", str(p))
        if info.st_size > MAX_BYTES:
            raise RecordError("too_large", str(p), size=info.st_size)
        chunks: list[bytes] = []
        total = 0
        while total <= MAX_BYTES:
            chunk = os.read(fd, min(1 << 20, MAX_BYTES + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > MAX_BYTES:  # it grew while we read
            raise RecordError("too_large", str(p), size=total)
        return b"".join(chunks)
    except OSError as err:
        raise RecordError("unreadable", str(p), error=err.strerror) from err
    finally:
        os.close(fd)


def load_record(path: str | os.PathLike[str], components: Components | None = None) -> Record:
    """Read and validate a record file; any problem is a RecordError, never a traceback.

    The one loader of every way a record comes in (command line, File ▸ Open,
    resume, autosave): regular files only, read with a bound.
    """
    p = Path(path)
    data = _read_bounded(p)
    if not data.strip():
        raise RecordError("empty_file", str(p))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RecordError("not_utf8", str(p)) from err
    return loads_record(text, components)


_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def _compact(obj: Any) -> str:
    return _COMPACT.encode(obj)


def dumps_record(record: Record, readable: bool = False, encoded: list[str] | None = None) -> str:
    """The record's JSON: compact, or `readable` (indented).

    `encoded` holds the compact JSON of the record's first actions, from an
    earlier call for the same game; it is extended in place, so that a game
    saved after every action (the autosave) encodes each action only once.
    """
    if readable:
        return json.dumps(record.to_dict(), ensure_ascii=False, indent=1)
    if encoded is None:
        return _compact(record.to_dict())
    encoded.extend(_compact(a.to_dict()) for a in record.actions[len(encoded):])
    head = _compact({"format": FORMAT, "version": VERSION, "setup": record.setup.to_dict()})
    return head[:-1] + ',"actions":[' + ",".join(encoded[:len(record.actions)]) + "]}"


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


def save_record(record: Record, path: str | os.PathLike[str], readable: bool = False,
                encoded: list[str] | None = None) -> None:
    """Write atomically: a temporary file in the same folder, flushed, renamed, the folder synced.

    `readable` indents the file unless that would make it larger than
    `MAX_BYTES`; a record that is too large even compact is refused
    (`RecordError("too_large")`), since it could not be loaded again.
    """
    p = Path(path)
    data = dumps_record(record, readable, encoded).encode("utf-8")
    if readable and len(data) > MAX_BYTES:
        data = dumps_record(record).encode("utf-8")
    if len(data) > MAX_BYTES:
        raise RecordError("too_large", str(p), size=len(data))
    p.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(p)
    fd, tmp = tempfile.mkstemp(prefix=p.name + ".", suffix=".tmp", dir=p.parent)
    try:
        _lock(fd)  # held until the file is closed: tells remove_stale_temporaries it is alive
        if hasattr(os, "fchmod"):  # mkstemp makes 0600: honour the umask like any saved file
            os.fchmod(fd, _new_file_mode(p))
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(p.parent)


def _lock(fd: int) -> bool:
    """Take an exclusive lock without waiting; False if someone holds it (POSIX; always True elsewhere)."""
    try:
        import fcntl
    except ImportError:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def remove_stale_temporaries(path: str | os.PathLike[str]) -> list[Path]:
    """Remove what writes of `path` that were killed midway left (`NAME.xxxxxxxx.tmp`); the files removed.

    A temporary whose writer is still at work is locked by it and kept (where
    locks are not available, only temporaries older than a minute go).
    """
    p = Path(path)
    pattern = re.compile(re.escape(p.name) + r"\.[A-Za-z0-9_]+\.tmp")
    removed = []
    try:
        candidates = [c for c in p.parent.iterdir() if pattern.fullmatch(c.name)]
    except OSError:
        return []
    for tmp in candidates:
        try:
            fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            continue
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode) or not _lock(fd):
                continue
            try:
                import fcntl  # noqa: F401 - locks exist: a free lock means a dead writer
            except ImportError:
                if os.fstat(fd).st_mtime > time.time() - 60:
                    continue
            tmp.unlink()
            removed.append(tmp)
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX: fsync the directory); a no-op where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


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
