"""Actions: the small serialisable moves a game is made of.

Each action is a frozen dataclass with a readable repr; `parse_action` turns a
record entry (a dict) into one, raising `RecordError` with the JSON path of
anything malformed, and `Action.to_dict` gives the entry back. Types and fields
follow docs/record-format.md (the tch-record contract).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, Self, TypeVar

from tch_desktop.engine.deal import Promise as Promise  # re-exported: actions carry them
from tch_desktop.engine.deal import Transfer as Transfer
from tch_desktop.engine.deal import num_out
from tch_desktop.engine.errors import RecordError
from tch_desktop.engine.reader import Reader

Json = dict[str, Any]


@dataclass(frozen=True)
class Action:
    """Base of all actions. `TYPE` is the record's `type` string."""

    TYPE: ClassVar[str] = ""

    @classmethod
    def parse(cls, r: Reader) -> Self:
        """The action of this type in a record entry (its fields read and checked by `r`)."""
        raise NotImplementedError(cls.__name__)

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
        return num_out(v)
    if isinstance(v, dict):
        return {k: _to_json(x) for k, x in v.items()}
    return v


# ---------------------------------------------------------------- setup & queue

@dataclass(frozen=True)
class ClaimStart(Action):
    TYPE: ClassVar[str] = "claim_start"
    player: int
    parcel: str

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.integer("player"), r.text("parcel"))


@dataclass(frozen=True)
class Loan(Action):
    TYPE: ClassVar[str] = "loan"
    player: int
    amount: int

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.integer("player"), r.integer("amount"))


@dataclass(frozen=True)
class SeatAction(Action):
    """An action that names nothing but the player who takes it."""

    player: int

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.integer("player"))


@dataclass(frozen=True)
class QueueSeal(SeatAction):
    TYPE: ClassVar[str] = "queue"


@dataclass(frozen=True)
class LeaveQueue(SeatAction):
    TYPE: ClassVar[str] = "leave_queue"


@dataclass(frozen=True)
class Forfeit(SeatAction):
    TYPE: ClassVar[str] = "forfeit"


@dataclass(frozen=True)
class Pass(SeatAction):
    TYPE: ClassVar[str] = "pass"


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

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.integer("player"), r.text("board"), r.number("x"), r.number("y"),
                   r.integer("rot", 0), r.coupons())


@dataclass(frozen=True)
class BuyCapsules(Action):
    TYPE: ClassVar[str] = "buy_capsules"
    player: int
    color: str
    coupons: int = 0

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.integer("player"), r.text("color"), r.coupons())


@dataclass(frozen=True)
class BuyPink(Action):
    TYPE: ClassVar[str] = "buy_pink"
    player: int
    count: int
    coupons: int = 0

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.integer("player"), r.integer("count"), r.coupons())


@dataclass(frozen=True)
class BuyVending(Action):
    TYPE: ClassVar[str] = "buy_vending"
    player: int
    x: float
    y: float
    coupons: int = 0

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.integer("player"), r.number("x"), r.number("y"), r.coupons())


@dataclass(frozen=True)
class BuyGraveyard(Action):
    TYPE: ClassVar[str] = "buy_graveyard"
    player: int
    x: float
    y: float
    coupons: int = 0

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.integer("player"), r.number("x"), r.number("y"), r.coupons())


@dataclass(frozen=True)
class CapsulePlacement:
    """One capsule of a hotel: story z (0 = ground), rot 0 (2 × 1) or 90 (1 × 2)."""

    x: float
    y: float
    z: int = 0
    rot: int = 0

    def to_dict(self) -> Json:
        return {"x": num_out(self.x), "y": num_out(self.y), "z": self.z, "rot": self.rot}


@dataclass(frozen=True)
class BuildHotel(Action):
    TYPE: ClassVar[str] = "build_hotel"
    player: int
    color: str
    capsules: tuple[CapsulePlacement, ...]
    entrance: tuple[float, float] | None  # None only while a design is previewed
    coupons: int = 0

    def to_dict(self) -> Json:
        out: Json = {"type": self.TYPE, "player": self.player, "color": self.color,
                     "capsules": [c.to_dict() for c in self.capsules]}
        if self.entrance is not None:
            out["entrance"] = {"x": num_out(self.entrance[0]), "y": num_out(self.entrance[1])}
        if self.coupons:
            out["coupons"] = self.coupons
        return out

    @classmethod
    def parse(cls, r: Reader) -> Self:
        caps = []
        for i, c in enumerate(r.items("capsules")):
            cr = Reader(c, f"{r.where}.capsules[{i}]")
            caps.append(CapsulePlacement(cr.number("x"), cr.number("y"), cr.integer("z", 0),
                                         cr.integer("rot", 0)))
        e = r.sub("entrance")
        return cls(r.integer("player"), r.text("color"), tuple(caps), (e.number("x"), e.number("y")),
                   r.coupons())


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

    @classmethod
    def parse(cls, r: Reader) -> Self:
        roof = None
        if r.has("roof") and r.obj["roof"] is not None:
            rr = r.sub("roof")
            roof = Roof(rr.optional_text("color"), rr.integer("count", 0))
        return cls(r.integer("player"), r.text("building"), r.number("x"), r.number("y"),
                   r.integer("rot", 0), r.optional_text("side"), roof, r.coupons())


# ---------------------------------------------------------------- barter & pass

@dataclass(frozen=True)
class BarterOpen(Action):
    TYPE: ClassVar[str] = "barter_open"
    parties: tuple[int, ...]

    @classmethod
    def parse(cls, r: Reader) -> Self:
        parties = r.items("parties")
        pr = Reader({str(i): p for i, p in enumerate(parties)}, f"{r.where}.parties")
        return cls(tuple(pr.integer(str(i)) for i in range(len(parties))))


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

    @classmethod
    def parse(cls, r: Reader) -> Self:
        transfers = tuple(Transfer.parse(t, f"{r.where}.transfers[{i}]")
                          for i, t in enumerate(r.items("transfers", [])))
        promises = []
        for i, p in enumerate(r.items("promises", [])):
            pr = Reader(p, f"{r.where}.promises[{i}]")
            promises.append(Promise(pr.integer("from"), pr.text("text")))
        return cls(r.text("barter"), transfers, tuple(promises))


@dataclass(frozen=True)
class BarterAbandon(Action):
    TYPE: ClassVar[str] = "barter_abandon"
    barter: str

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.text("barter"))


# ---------------------------------------------------------------- chance

@dataclass(frozen=True)
class Roll(Action):
    """A Bonus die outcome: `face` indexes the building's list of faces."""

    TYPE: ClassVar[str] = "roll"
    building: str
    face: int

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.text("building"), r.integer("face"))


@dataclass(frozen=True)
class Tiebreak(Action):
    """The tied player drawn first when the queue is set by Yen."""

    TYPE: ClassVar[str] = "tiebreak"
    first: int

    @classmethod
    def parse(cls, r: Reader) -> Self:
        return cls(r.integer("first"))


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

def parse_action(obj: Any, where: str = "action") -> Action:
    """Turn one record entry into an Action, or raise RecordError naming the bad field.

    >>> parse_action({"type": "loan", "player": 0, "amount": 6000})
    Loan(player=0, amount=6000)
    """
    r = Reader(obj, where)
    t = r.text("type")
    cls = ACTION_TYPES.get(t)
    if cls is None:
        raise RecordError("unknown_action", f"{where}.type", type=t)
    return as_read(cls.parse(r))


A = TypeVar("A", bound=Action)
READ = "_read"  # set on an Action whose fields are known to be what a record may hold


def as_read(act: A) -> A:
    """Mark an action as one a record holds: made by `parse_action`, or by the engine's own draws.
    Not a field: equality, hashing and the record ignore it."""
    object.__setattr__(act, READ, True)
    return act


def was_read(act: Action) -> bool:
    """Whether `act` is marked by `as_read` (`Game.apply` need not read it back from its entry)."""
    return act.__dict__.get(READ, False) is True
