"""The docs keep up with the engine: every reason code and event code is documented.

Codes are found by regex over the engine's source, so a new `IllegalAction("…")`
or `emit(ev.SomeEvent(…))` fails here until docs/reason-codes.md, docs/events.md and the
English texts in tch_desktop/i18n/reasons.py name it. reasons.py is read with
`ast`, not imported, so this test needs no PySide6 (like the engine).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tch_desktop.engine.events import EVENT_TYPES

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "tch_desktop" / "engine"
DOCS = ROOT / "docs"
REASONS_PY = ROOT / "tch_desktop" / "i18n" / "reasons.py"

RAISED = re.compile(r'\bIllegalAction\(\s*"([a-z_]+)"')
EMITTED = re.compile(r'\bemit\(\s*ev\.([A-Za-z]+)\(')
RECORD_ERROR = re.compile(r'\bRecordError\(\s*"([a-z_]+)"')
# Calls whose code is not a string literal (the class definitions excepted).
RAISED_NOT_LITERAL = re.compile(r'(?<!class )\bIllegalAction\((?!\s*")')
EMITTED_NOT_LITERAL = re.compile(r'(?<!def )\bemit\((?!\s*ev\.[A-Za-z]+\()')
TABLE_CODE = re.compile(r"^\|\s*`([a-z_]+)`\s*\|", re.MULTILINE)

# The codes GAME-RECORD.md (the public contract) requires at least.
CONTRACT_CODES = {
    "not_front_of_queue", "insufficient_funds", "too_close", "not_owned", "golden_rule",
    "not_adjacent", "overlaps", "off_map", "story_limit", "not_connected",
    "entrance_not_touching", "graveyard_limit", "purchasing_closed", "seal_in_queue", "passed",
    "sold_out", "cuts_structure", "crosses_outline", "wrong_phase",
}


def _engine_sources() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(ENGINE.glob("*.py"))}


def _codes(pattern: re.Pattern[str]) -> set[str]:
    found = {code for text in _engine_sources().values() for code in pattern.findall(text)}
    if pattern is EMITTED:  # event classes, named by their codes
        by_class = {cls.__name__: cls.CODE for cls in EVENT_TYPES.values()}
        return {by_class[name] for name in found}
    return found


def _documented(page: str) -> set[str]:
    """Codes in the first column of the page's tables headed `| code |`."""
    text = (DOCS / page).read_text(encoding="utf-8")
    blocks = re.split(r"\n\s*\n", text)
    return {code for block in blocks if block.lstrip().startswith("| code |")
            for code in TABLE_CODE.findall(block)}


def _reasons_keys() -> set[str]:
    """The keys of `REASONS` in reasons.py, read without importing it."""
    tree = ast.parse(REASONS_PY.read_text(encoding="utf-8"))
    for node in tree.body:
        target = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(target, ast.Name) and target.id == "REASONS" and isinstance(node.value, ast.Dict):
            return {k.value for k in node.value.keys if isinstance(k, ast.Constant)}
    raise AssertionError("no `REASONS: dict[...] = {...}` in tch_desktop/i18n/reasons.py")


def test_the_regexes_find_every_code_the_engine_uses() -> None:
    """A code passed as a variable would escape the checks below."""
    for name, text in _engine_sources().items():
        if name != "errors.py":  # defines IllegalAction (its repr builds one from a variable)
            assert not RAISED_NOT_LITERAL.findall(text), f"{name}: IllegalAction with a non-literal code"
        assert not EMITTED_NOT_LITERAL.findall(text), f"{name}: emit of an event not built in place"
    assert CONTRACT_CODES <= _codes(RAISED), "GAME-RECORD.md names codes the engine never raises"
    assert {"purchase", "income", "game_over"} <= _codes(EMITTED)


def test_every_reason_code_is_documented() -> None:
    missing = sorted(_codes(RAISED) - _documented("reason-codes.md"))
    assert not missing, f"add to docs/reason-codes.md: {missing}"


def test_every_reason_code_has_an_english_text_in_reasons_py() -> None:
    missing = sorted(_codes(RAISED) - _reasons_keys())
    assert not missing, f"add to REASONS in tch_desktop/i18n/reasons.py: {missing}"


def test_every_event_code_is_documented() -> None:
    missing = sorted(_codes(EMITTED) - _documented("events.md"))
    assert not missing, f"add to docs/events.md: {missing}"


def test_every_record_error_code_is_documented() -> None:
    missing = sorted(_codes(RECORD_ERROR) - _documented("record-format.md"))
    assert not missing, f"add to the record errors of docs/record-format.md: {missing}"


def test_documented_codes_still_exist() -> None:
    """No stale rows: a code removed from the engine is removed from the docs."""
    assert _documented("reason-codes.md") <= _codes(RAISED)
    assert _documented("events.md") <= _codes(EMITTED)


def test_every_event_class_is_emitted_and_registered() -> None:
    assert _codes(EMITTED) == set(EVENT_TYPES), "an event class nobody emits, or one not in EVENT_TYPES"
