"""Actions: the small serialisable moves a game is made of.

Each action is a frozen dataclass with a readable repr; `parse_action` turns a
record entry (a dict) into one, raising `RecordError` with the JSON path of
anything malformed, and `Action.to_dict` gives the entry back. Types and fields
follow docs/record-format.md (the tch-record contract).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from tch_desktop.engine.errors import RecordError

Json = dict[str, Any]


class _Reader:
    """Reads typed fields out of one JSON object, naming the path on error."""

    def __init__(self, obj: Any, where: str) -> None:
        if not isinstance(obj, dict):
            raise RecordError("not_an_object", where)
        self.obj = obj
        self.where = where

    def _get(self, name: str) -> Any:
        if name not in self.obj:
            raise RecordError("missing_field", f"{self.where}.{name}")
        return self.obj[name]

    def int(self, name: str, default: int | None = None) -> int:
        if default is not None and name not in self.obj:
            return default
        v = self._get(name)
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v) or v != int(v):
            raise RecordError("not_an_integer", f"{self.where}.{name}", value=v)
        return int(v)

    def num(self, name: str) -> float:
        v = self._get(name)
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise RecordError("not_a_number", f"{self.where}.{name}", value=v)
        return float(v)

    def str(self, name: str) -> str:
        v = self._get(name)
        if not isinstance(v, str):
            raise RecordError("not_a_string", f"{self.where}.{name}", value=v)
        return v

    def list(self, name: str, default: list[Any] | None = None) -> list[Any]:
        if default is not None and name not in self.obj:
            return default
        v = self._get(name)
        if not isinstance(v, list):
            raise RecordError("not_a_list", f"{self.where}.{name}")
        return v

    def sub(self, name: str) -> _Reader:
        return _Reader(self._get(name), f"{self.where}.{name}")

    def has(self, name: str) -> bool:
        return name in self.obj


def _num_out(v: float) -> int | float:
    return int(v) if float(v).is_integer() else v


@dataclass(frozen=True)
class Action:
    """Base of all actions. `TYPE` is the record's `type` string."""

    TYPE: ClassVar[str] = ""

    def to_dict(self) -> Json:
        out: Json = {"type": self.TYPE}
        for f in fields(self):
            v = getattr(self, f.name)
            if f.name == "coupons" and v == 0 and self.TYPE not in ("barter",):
                continue
            if v is None:
                continue
            out[f.metadata.get("key", f.name)] = _to_json(v)
        return out

    def __deepcopy__(self, memo: dict[int, Any]) -> Action:
        return self  # immutable: copies of a game share their actions

    @property
    def actor(self) -> int | None:
        """The player who takes this action, if a single one does."""
        return getattr(self, "player", None)


def _to_json(v: Any) -> Any:
    if isinstance(v, Action | CapsulePlacement | Transfer | Promise | Roof):
        return v.to_dict()
    if isinstance(v, tuple | list):
        return [_to_json(x) for x in v]
    if isinstance(v, float):
        return _num_out(v)
    if isinstance(v, dict):
        return {k: _to_json(x) for k, x in v.items()}
    return v


# ---------------------------------------------------------------- setup & queue

@dataclass(frozen=True)
class ClaimStart(Action):
    TYPE: ClassVar[str] = "claim_start"
    player: int
    parcel: str


@dataclass(frozen=True)
class Loan(Action):
    TYPE: ClassVar[str] = "loan"
    player: int
    amount: int


@dataclass(frozen=True)
class QueueSeal(Action):
    TYPE: ClassVar[str] = "queue"
    player: int


@dataclass(frozen=True)
class LeaveQueue(Action):
    TYPE: ClassVar[str] = "leave_queue"
    player: int


@dataclass(frozen=True)
class Forfeit(Action):
    TYPE: ClassVar[str] = "forfeit"
    player: int


@dataclass(frozen=True)
class Pass(Action):
    TYPE: ClassVar[str] = "pass"
    player: int


# ---------------------------------------------------------------- purchases

@dataclass(frozen=True)
class BuyParcel(Action):
    TYPE: ClassVar[str] = "buy_parcel"
    player: int
    board: str
    x: float
    y: float
    rot: int = 0
    coupons: int = 0


@dataclass(frozen=True)
class BuyCapsules(Action):
    TYPE: ClassVar[str] = "buy_capsules"
    player: int
    color: str
    coupons: int = 0


@dataclass(frozen=True)
class BuyPink(Action):
    TYPE: ClassVar[str] = "buy_pink"
    player: int
    count: int
    coupons: int = 0


@dataclass(frozen=True)
class BuyVending(Action):
    TYPE: ClassVar[str] = "buy_vending"
    player: int
    x: float
    y: float
    coupons: int = 0


@dataclass(frozen=True)
class BuyGraveyard(Action):
    TYPE: ClassVar[str] = "buy_graveyard"
    player: int
    x: float
    y: float
    coupons: int = 0


@dataclass(frozen=True)
class CapsulePlacement:
    """One capsule of a hotel: story z (0 = ground), rot 0 (2 × 1) or 90 (1 × 2)."""

    x: float
    y: float
    z: int = 0
    rot: int = 0

    def to_dict(self) -> Json:
        return {"x": _num_out(self.x), "y": _num_out(self.y), "z": self.z, "rot": self.rot}


@dataclass(frozen=True)
class BuildHotel(Action):
    TYPE: ClassVar[str] = "build_hotel"
    player: int
    color: str
    capsules: tuple[CapsulePlacement, ...]
    entrance: tuple[float, float]
    coupons: int = 0

    def to_dict(self) -> Json:
        out: Json = {"type": self.TYPE, "player": self.player, "color": self.color,
                     "capsules": [c.to_dict() for c in self.capsules],
                     "entrance": {"x": _num_out(self.entrance[0]), "y": _num_out(self.entrance[1])}}
        if self.coupons:
            out["coupons"] = self.coupons
        return out


@dataclass(frozen=True)
class Roof:
    """The capsules placed on a Coin Laundry's roof (0–2, one colour)."""

    color: str | None
    count: int

    def to_dict(self) -> Json:
        return {"color": self.color, "count": self.count}


@dataclass(frozen=True)
class BuyBuilding(Action):
    TYPE: ClassVar[str] = "buy_building"
    player: int
    building: str
    x: float
    y: float
    rot: int = 0
    side: str | None = None
    roof: Roof | None = None
    coupons: int = 0


# ---------------------------------------------------------------- barter & pass

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
            out["outline"] = [[_num_out(x), _num_out(y)] for x, y in self.outline or ()]
        return out


@dataclass(frozen=True)
class Promise:
    giver: int
    text: str

    def to_dict(self) -> Json:
        return {"from": self.giver, "text": self.text}


@dataclass(frozen=True)
class BarterOpen(Action):
    TYPE: ClassVar[str] = "barter_open"
    parties: tuple[int, ...]


@dataclass(frozen=True)
class Barter(Action):
    TYPE: ClassVar[str] = "barter"
    barter: str
    transfers: tuple[Transfer, ...] = ()
    promises: tuple[Promise, ...] = field(default=())

    def to_dict(self) -> Json:
        return {"type": self.TYPE, "barter": self.barter,
                "transfers": [t.to_dict() for t in self.transfers],
                "promises": [p.to_dict() for p in self.promises]}


@dataclass(frozen=True)
class BarterAbandon(Action):
    TYPE: ClassVar[str] = "barter_abandon"
    barter: str


# ---------------------------------------------------------------- chance

@dataclass(frozen=True)
class Roll(Action):
    """A Bonus die outcome: `face` indexes the building's list of faces."""

    TYPE: ClassVar[str] = "roll"
    building: str
    face: int


@dataclass(frozen=True)
class Tiebreak(Action):
    """The tied player drawn first when the queue is set by Yen."""

    TYPE: ClassVar[str] = "tiebreak"
    first: int


CHANCE_TYPES = frozenset({"roll", "tiebreak"})

ACTION_TYPES: dict[str, type[Action]] = {
    cls.TYPE: cls
    for cls in (ClaimStart, Loan, QueueSeal, LeaveQueue, Forfeit, Pass, BuyParcel, BuyCapsules,
                BuyPink, BuyVending, BuyGraveyard, BuildHotel, BuyBuilding, BarterOpen, Barter,
                BarterAbandon, Roll, Tiebreak)
}

PURCHASE_TYPES = frozenset({"buy_parcel", "buy_capsules", "buy_pink", "buy_vending",
                            "buy_graveyard", "build_hotel", "buy_building"})


# ---------------------------------------------------------------- parsing

def _coupons(r: _Reader) -> int:
    return r.int("coupons", 0)


def _transfer(obj: Any, where: str) -> Transfer:
    r = _Reader(obj, where)
    giver, receiver = r.int("from"), r.int("to")
    kinds = [k for k in ("yen", "coupons", "capsules", "area", "subdivide") if r.has(k)]
    if len(kinds) != 1:
        raise RecordError("transfer_kind", where, kinds=kinds)
    kind = kinds[0]
    if kind in ("yen", "coupons"):
        return Transfer(giver, receiver, **{kind: r.int(kind)})
    if kind == "capsules":
        caps = r.obj["capsules"]
        if not isinstance(caps, dict) or not caps:
            raise RecordError("not_an_object", f"{where}.capsules")
        cr = _Reader(caps, f"{where}.capsules")
        return Transfer(giver, receiver, capsules=tuple((str(c), cr.int(c)) for c in caps))
    if kind == "area":
        return Transfer(giver, receiver, area=r.str("area"))
    outline_raw = r.list("outline")
    pts = []
    for i, p in enumerate(outline_raw):
        if (not isinstance(p, list) or len(p) != 2
                or any(isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v) for v in p)):
            raise RecordError("not_a_point", f"{where}.outline[{i}]")
        pts.append((float(p[0]), float(p[1])))
    return Transfer(giver, receiver, subdivide=r.str("subdivide"), outline=tuple(pts))


def parse_action(obj: Any, where: str = "action") -> Action:
    """Turn one record entry into an Action, or raise RecordError naming the bad field.

    >>> parse_action({"type": "loan", "player": 0, "amount": 6000})
    Loan(player=0, amount=6000)
    """
    r = _Reader(obj, where)
    t = r.str("type")
    cls = ACTION_TYPES.get(t)
    if cls is None:
        raise RecordError("unknown_action", f"{where}.type", type=t)
    if cls in (ClaimStart,):
        return ClaimStart(r.int("player"), r.str("parcel"))
    if cls is Loan:
        return Loan(r.int("player"), r.int("amount"))
    if cls in (QueueSeal, LeaveQueue, Forfeit, Pass):
        return cls(r.int("player"))  # type: ignore[call-arg]
    if cls is BuyParcel:
        return BuyParcel(r.int("player"), r.str("board"), r.num("x"), r.num("y"), r.int("rot", 0), _coupons(r))
    if cls is BuyCapsules:
        return BuyCapsules(r.int("player"), r.str("color"), _coupons(r))
    if cls is BuyPink:
        return BuyPink(r.int("player"), r.int("count"), _coupons(r))
    if cls is BuyVending:
        return BuyVending(r.int("player"), r.num("x"), r.num("y"), _coupons(r))
    if cls is BuyGraveyard:
        return BuyGraveyard(r.int("player"), r.num("x"), r.num("y"), _coupons(r))
    if cls is BuildHotel:
        caps = []
        for i, c in enumerate(r.list("capsules")):
            cr = _Reader(c, f"{where}.capsules[{i}]")
            caps.append(CapsulePlacement(cr.num("x"), cr.num("y"), cr.int("z", 0), cr.int("rot", 0)))
        e = r.sub("entrance")
        return BuildHotel(r.int("player"), r.str("color"), tuple(caps), (e.num("x"), e.num("y")), _coupons(r))
    if cls is BuyBuilding:
        roof = None
        if r.has("roof") and r.obj["roof"] is not None:
            rr = r.sub("roof")
            count = rr.int("count", 0)
            color = rr.obj.get("color")
            if color is not None and not isinstance(color, str):
                raise RecordError("not_a_string", f"{where}.roof.color")
            roof = Roof(color, count)
        side = r.obj.get("side")
        if side is not None and not isinstance(side, str):
            raise RecordError("not_a_string", f"{where}.side")
        return BuyBuilding(r.int("player"), r.str("building"), r.num("x"), r.num("y"), r.int("rot", 0),
                           side, roof, _coupons(r))
    if cls is BarterOpen:
        parties = r.list("parties")
        pr = _Reader({str(i): p for i, p in enumerate(parties)}, f"{where}.parties")
        return BarterOpen(tuple(pr.int(str(i)) for i in range(len(parties))))
    if cls is Barter:
        transfers = tuple(_transfer(t, f"{where}.transfers[{i}]") for i, t in enumerate(r.list("transfers", [])))
        promises = []
        for i, p in enumerate(r.list("promises", [])):
            pr2 = _Reader(p, f"{where}.promises[{i}]")
            promises.append(Promise(pr2.int("from"), pr2.str("text")))
        return Barter(r.str("barter"), transfers, tuple(promises))
    if cls is BarterAbandon:
        return BarterAbandon(r.str("barter"))
    if cls is Roll:
        return Roll(r.str("building"), r.int("face"))
    return Tiebreak(r.int("first"))
