"""What a Barter moves: transfers between parties and free-text promises (part of a `Barter` action)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tch_desktop.engine.errors import RecordError
from tch_desktop.engine.reader import Reader

Json = dict[str, Any]


def num_out(v: float) -> int | float:
    """A number as the record writes it: whole numbers without a decimal point."""
    return int(v) if float(v).is_integer() else v


@dataclass(frozen=True)
class Transfer:
    """What one party gives another in a Barter: exactly one of the kinds."""

    giver: int
    receiver: int
    yen: int | None = None
    coupons: int | None = None
    capsules: tuple[tuple[str, int], ...] | None = None
    area: str | None = None
    subdivide: str | None = None
    outline: tuple[tuple[float, float], ...] | None = None

    @property
    def kind(self) -> str:
        for k in ("yen", "coupons", "capsules", "area", "subdivide"):
            if getattr(self, k) is not None:
                return k
        return ""

    def to_dict(self) -> Json:
        out: Json = {"from": self.giver, "to": self.receiver}
        if self.yen is not None:
            out["yen"] = self.yen
        if self.coupons is not None:
            out["coupons"] = self.coupons
        if self.capsules is not None:
            out["capsules"] = dict(self.capsules)
        if self.area is not None:
            out["area"] = self.area
        if self.subdivide is not None:
            out["subdivide"] = self.subdivide
            out["outline"] = [[num_out(x), num_out(y)] for x, y in self.outline or ()]
        return out

    @staticmethod
    def parse(obj: Any, where: str) -> Transfer:
        r = Reader(obj, where)
        giver, receiver = r.integer("from"), r.integer("to")
        kinds = [k for k in ("yen", "coupons", "capsules", "area", "subdivide") if r.has(k)]
        if len(kinds) != 1:
            raise RecordError("transfer_kind", where, kinds=kinds)
        kind = kinds[0]
        if kind == "yen":
            return Transfer(giver, receiver, yen=r.integer("yen"))
        if kind == "coupons":
            return Transfer(giver, receiver, coupons=r.integer("coupons"))
        if kind == "capsules":
            caps = r.obj["capsules"]
            if not isinstance(caps, dict) or not caps:
                raise RecordError("not_an_object", f"{where}.capsules")
            cr = Reader(caps, f"{where}.capsules")
            return Transfer(giver, receiver, capsules=tuple((str(c), cr.integer(c)) for c in caps))
        if kind == "area":
            return Transfer(giver, receiver, area=r.text("area"))
        pts = []
        for i, p in enumerate(r.items("outline")):
            if (not isinstance(p, list) or len(p) != 2
                    or any(isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v)
                           for v in p)):
                raise RecordError("not_a_point", f"{where}.outline[{i}]")
            pts.append((float(p[0]), float(p[1])))
        return Transfer(giver, receiver, subdivide=r.text("subdivide"), outline=tuple(pts))


@dataclass(frozen=True)
class Promise:
    giver: int
    text: str

    def to_dict(self) -> Json:
        return {"from": self.giver, "text": self.text}
