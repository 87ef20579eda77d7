"""Fuzzing the one loader and `replay` with mutated records (issue 9).

Seeded, bounded mutations of legal records — truncation, flipped and inserted
bytes, deleted, duplicated and swapped actions, wrong types, huge and
non-finite numbers, duplicate keys, deep nesting, long and odd strings — go
through `loads_record`, `replay`, the summary and the `replay` command (in
process, and a few through a real subprocess). Every case must end cleanly:
a `RecordError`, or a record that replays to a result (exit 0/1/2, never a
traceback); and every record accepted, and the game it replays to, must
save and load back equal.
"""

from __future__ import annotations

import functools
import json
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tch_desktop import cli
from tch_desktop.engine import RecordError, game_record, loads_record, replay, summary
from tch_desktop.engine.record import dumps_record
from tests.engine.randomplay import random_game

RECORDS = Path(__file__).resolve().parents[1] / "records"
SEED = 20261201
CASES_PER_BASE = 120

ODD_STRINGS = [
    "", " ", "\x00", "\n\t\r", "<img src=x><b>Ana</b>", "‮right-to-left", "😀" * 50, "\u200b", "\\ud800",
    "x" * 100_000, "S1", "A", "red", "coin_laundry", "B1", "../../etc/passwd", "%s%n{0}{player}",
]
ODD_VALUES: list[Any] = [
    None, True, False, 0, -1, 1, 2, 3, 4, 99, 1.5, -0.0, 1e-300, 2**53, -(2**53), [], {}, [1, 2], {"x": 1},
    *ODD_STRINGS,
]
RAW_NUMBERS = ["1e400", "-1e400", "NaN", "Infinity", "-Infinity", "9" * 5000, "1" + "0" * 30, "1e15", "-0"]


@functools.cache
def bases() -> tuple[tuple[str, str], ...]:
    """The legal records the mutations start from (made once per process: two random games)."""
    out = [(p.name, p.read_text(encoding="utf-8")) for p in sorted(RECORDS.glob("*.json"))]
    for seed in (3, 8):
        out.append((f"random_game({seed})", dumps_record(game_record(random_game(seed)))))
    return tuple(out)


def _paths(obj: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, (*here, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, (*here, i))


def _set(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    target = obj
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return obj


def _structural(doc: dict[str, Any], rng: random.Random, paths: list[tuple[Any, ...]]) -> str:
    """`doc` mutated once; `paths` are doc's own (`_paths`, the root left out), worked out once per base."""
    doc = json.loads(json.dumps(doc))
    actions: list[Any] = doc["actions"] if isinstance(doc.get("actions"), list) else []
    kind = rng.randrange(7)
    if kind == 0 and actions:
        del actions[rng.randrange(len(actions))]
    elif kind == 1 and actions:
        i = rng.randrange(len(actions))
        actions.insert(i, json.loads(json.dumps(actions[i])))
    elif kind == 2 and len(actions) > 1:
        i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
        actions[i], actions[j] = actions[j], actions[i]
    elif kind == 3 and actions:
        del actions[rng.randrange(len(actions)):]
    else:
        path = rng.choice(paths)
        if kind == 4 and isinstance(path[-1], str):  # drop a field
            target = doc
            for key in path[:-1]:
                target = target[key]
            del target[path[-1]]
        elif kind == 5:  # a raw number JSON itself cannot write
            marker = "__RAW__"
            _set(doc, path, marker)
            return json.dumps(doc).replace(json.dumps(marker), rng.choice(RAW_NUMBERS), 1)
        else:
            _set(doc, path, rng.choice(ODD_VALUES))
    return json.dumps(doc, ensure_ascii=rng.random() < 0.5)


def _textual(text: str, rng: random.Random) -> str:
    kind = rng.randrange(6)
    data = bytearray(text.encode("utf-8"))
    if kind == 0:
        return data[: rng.randrange(len(data))].decode("utf-8", "replace")
    if kind == 1:
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        return data.decode("utf-8", "replace")
    if kind == 2:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(["{", "}", "[", "]", ",", ":", '"', "\\", "\\ud800", "\\u0000"]) + text[i:]
    if kind == 3:  # a key written twice
        return text.replace('"type":', '"type": "pass", "type":', 1).replace('"type": ', '"type": "pass", "type": ', 1)
    if kind == 4:  # deep nesting where a value goes
        depth = rng.choice([40, 2000, 100_000])
        return text.replace('"seed":', '"deep": ' + "[" * depth + "]" * depth + ', "seed":', 1)
    i, j = sorted(rng.randrange(len(text)) for _ in range(2))
    return text[:j] + text[i:j] + text[j:]  # a chunk repeated


@functools.cache
def mutants() -> tuple[tuple[str, str], ...]:
    """Every case (made once per process: the three tests below share them)."""
    rng = random.Random(SEED)
    out = []
    for name, text in bases():
        doc = json.loads(text)
        paths = [p for p in _paths(doc) if p]
        for n in range(CASES_PER_BASE):
            mutated = _structural(doc, rng, paths) if rng.random() < 0.6 else _textual(text, rng)
            out.append((f"{name} #{n}", mutated))
    return tuple(out)


def check_case(text: str) -> str:
    """One mutated record through the whole chain; the outcome, or an AssertionError."""
    try:
        record = loads_record(text)
    except RecordError as err:
        assert err.code, "a RecordError always has a code"
        return "refused"
    again = loads_record(dumps_record(record))
    assert again == record, "an accepted record saves and loads back equal"
    assert loads_record(dumps_record(record, readable=True)) == record
    result = replay(record)
    json.dumps(summary(result.game), ensure_ascii=False).encode("utf-8")
    played = game_record(result.game)
    assert loads_record(dumps_record(played)) == played, "the game it replays to saves and loads back equal"
    return "illegal" if result.error is not None else "legal"


def test_mutated_records_never_escape_the_loader_and_replay() -> None:
    outcomes: dict[str, int] = {}
    failures: list[str] = []
    for case, text in mutants():
        try:
            outcome = check_case(text)
        except Exception as err:  # noqa: BLE001 - any escape is the failure this test looks for
            failures.append(f"{case}: {type(err).__name__}: {str(err)[:200]}")
            continue
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    total = sum(outcomes.values()) + len(failures)
    assert total == CASES_PER_BASE * len(bases())
    assert not failures, f"{len(failures)} of {total} cases escaped:\n" + "\n".join(failures[:20])
    assert outcomes.get("refused", 0) > total // 4 and outcomes.get("illegal", 0) > 0  # the mutations bite


def _cases_for_cli(count: int) -> list[tuple[str, str]]:
    rng = random.Random(SEED + 1)
    every = mutants()
    return [every[i] for i in sorted(rng.sample(range(len(every)), count))]


def test_the_replay_command_in_process_exits_0_1_or_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "case.json"
    codes: dict[int, int] = {}
    for case, text in _cases_for_cli(100):
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        for extra in ([], ["--json"]):
            code = cli.main(["replay", str(path), *extra])
            out = capsys.readouterr()
            assert code in (0, 1, 2), case
            assert "Traceback" not in out.err, case
            if extra:
                json.loads(out.out)
            codes[code] = codes.get(code, 0) + 1
    assert codes.get(2, 0) > 0 and codes.get(0, 0) + codes.get(1, 0) > 0


def test_the_replay_command_as_a_program_exits_cleanly(tmp_path: Path) -> None:
    run: Callable[[Path], subprocess.CompletedProcess[str]] = lambda p: subprocess.run(  # noqa: E731
        [sys.executable, "-m", "tch_desktop", "replay", str(p), "--json"], capture_output=True, text=True,
        timeout=120)
    for n, (case, text) in enumerate(_cases_for_cli(3)):  # the in-process test above takes 100
        path = tmp_path / f"case{n}.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        out = run(path)
        assert out.returncode in (0, 1, 2), (case, out.stderr[-2000:])
        assert "Traceback" not in out.stderr, (case, out.stderr[-2000:])
        json.loads(out.stdout)
