"""Reading one JSON object of a record: typed fields, with the JSON path of anything malformed."""

from __future__ import annotations

import math
from typing import Any

from tch_desktop.engine.errors import RecordError


class Reader:
    """Reads typed fields out of one JSON object, naming the path on error."""

    def __init__(self, obj: Any, where: str) -> None:
        if not isinstance(obj, dict):
            raise RecordError("not_an_object", where)
        self.obj: dict[str, Any] = obj
        self.where = where

    def _get(self, name: str) -> Any:
        if name not in self.obj:
            raise RecordError("missing_field", f"{self.where}.{name}")
        return self.obj[name]

    def integer(self, name: str, default: int | None = None) -> int:
        if default is not None and name not in self.obj:
            return default
        v = self._get(name)
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v) or v != int(v):
            raise RecordError("not_an_integer", f"{self.where}.{name}", value=v)
        return int(v)

    def number(self, name: str) -> float:
        v = self._get(name)
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise RecordError("not_a_number", f"{self.where}.{name}", value=v)
        return float(v)

    def text(self, name: str) -> str:
        v = self._get(name)
        if not isinstance(v, str):
            raise RecordError("not_a_string", f"{self.where}.{name}", value=v)
        return v

    def optional_text(self, name: str) -> str | None:
        """A text that may be missing or null."""
        v = self.obj.get(name)
        if v is not None and not isinstance(v, str):
            raise RecordError("not_a_string", f"{self.where}.{name}")
        return v

    def items(self, name: str, default: list[Any] | None = None) -> list[Any]:
        if default is not None and name not in self.obj:
            return default
        v = self._get(name)
        if not isinstance(v, list):
            raise RecordError("not_a_list", f"{self.where}.{name}")
        return v

    def sub(self, name: str) -> Reader:
        return Reader(self._get(name), f"{self.where}.{name}")

    def has(self, name: str) -> bool:
        return name in self.obj

    def coupons(self) -> int:
        return self.integer("coupons", 0)
