"""Strict JSON for records: what `json` would accept but a game cannot keep is refused.

Numbers beyond ±2⁵³ (huge integers included), NaN and Infinity, duplicate
keys, lone surrogates, and nesting deeper than `MAX_DEPTH`; each refusal is a
`RecordError` with a reason code.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from tch_desktop.engine.errors import RecordError

MAX_DEPTH = 32  # nesting of lists and objects; a record needs 6, a setup's extra fields get the rest
NUMBER_LIMIT = 2**53  # every number in a record is below this (a float still holds it exactly)


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




def decode(text: str) -> Any:
    """The JSON document `text`, refusing what no record may hold (a `RecordError`)."""
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
    return obj


def depth(obj: Any) -> int:
    """How deeply lists and objects nest in `obj` (0 for a scalar)."""
    if isinstance(obj, dict):
        return 1 + max((depth(v) for v in obj.values()), default=0)
    if isinstance(obj, list):
        return 1 + max((depth(v) for v in obj), default=0)
    return 0
