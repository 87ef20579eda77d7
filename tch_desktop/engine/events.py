"""Events: what an applied action changed, one frozen dataclass per kind.

The engine never writes sentences. Each applied action yields a list of
events; the GUI renders them in the player's language for the Game Ledger and
updates the Map from the ids they carry. Every event has a `code` (its
`CODE`, listed in docs/events.md), typed fields, and `args`: the fields as a
dict, for the Ledger's texts and the JSON summary. Optional fields left at
None are not in `args`.

>>> e = StartClaimed(player=0, parcel="S1")
>>> e.code, e.args, e.at(3).action
('start_claimed', {'player': 0, 'parcel': 'S1'}, 3)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass(frozen=True)
class Event:
    """One thing that happened. `action` is the index of the record entry that caused it."""

    CODE: ClassVar[str] = ""
    OPTIONAL: ClassVar[frozenset[str]] = frozenset()  # fields left out of `args` while None
    action: int = field(default=-1, kw_only=True)

    @property
    def code(self) -> str:
        return self.CODE

    @property
    def args(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if f.name != "action" and not (f.name in self.OPTIONAL and getattr(self, f.name) is None)}

    def at(self, index: int) -> Event:
        """The same event, caused by record entry `index`."""
        return dataclasses.replace(self, action=index)

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self  # events are never changed once emitted

    def __getitem__(self, key: str) -> Any:
        return self.args[key]


# ---------------------------------------------------------------- setup, loans, rounds

@dataclass(frozen=True)
class StartClaimed(Event):
    CODE: ClassVar[str] = "start_claimed"
    player: int
    parcel: str


@dataclass(frozen=True)
class LoanChosen(Event):
    CODE: ClassVar[str] = "loan_chosen"
    player: int


@dataclass(frozen=True)
class LoansRevealed(Event):
    CODE: ClassVar[str] = "loans_revealed"
    loans: list[int | None]
    coupons: list[int]


@dataclass(frozen=True)
class RoundMarked(Event):
    CODE: ClassVar[str] = "round_marked"
    round: int


@dataclass(frozen=True)
class RoundCoupons(Event):
    CODE: ClassVar[str] = "round_coupons"
    round: int
    coupons: int


@dataclass(frozen=True)
class PhaseChanged(Event):
    CODE: ClassVar[str] = "phase"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"queue", "limit"})
    phase: str
    round: int
    queue: list[int] | None = None
    limit: int | None = None


@dataclass(frozen=True)
class EndCheck(Event):
    CODE: ClassVar[str] = "end_check"
    round: int
    able: list[int]
    debts: list[int]


@dataclass(frozen=True)
class TiebreakDrawn(Event):
    CODE: ClassVar[str] = "tiebreak"
    first: int
    tied: list[int]


@dataclass(frozen=True)
class GameOver(Event):
    CODE: ClassVar[str] = "game_over"
    reason: str
    round: int
    winners: list[int]
    net: list[int]


# ---------------------------------------------------------------- the queue

@dataclass(frozen=True)
class SealQueued(Event):
    CODE: ClassVar[str] = "seal_queued"
    player: int
    position: int


@dataclass(frozen=True)
class SealLeft(Event):
    CODE: ClassVar[str] = "seal_left"
    player: int


@dataclass(frozen=True)
class Forfeited(Event):
    CODE: ClassVar[str] = "forfeit"
    player: int


@dataclass(frozen=True)
class Passed(Event):
    CODE: ClassVar[str] = "passed"
    player: int


@dataclass(frozen=True)
class LimitReached(Event):
    CODE: ClassVar[str] = "limit_reached"
    spend: int
    limit: int
    returned: list[int]


# ---------------------------------------------------------------- purchases

@dataclass(frozen=True)
class Purchased(Event):
    """A Purchase; the item fields that apply to its type are set (see docs/events.md)."""

    CODE: ClassVar[str] = "purchase"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({
        "area", "board", "color", "count", "structure", "capsules", "stories", "building", "hotel"})
    player: int
    type: str
    price: int
    yen: int
    coupons: int
    area: str | None = None
    board: str | None = None
    color: str | None = None
    count: int | None = None
    structure: str | None = None
    capsules: int | None = None
    stories: int | None = None
    building: str | None = None
    side: str | None = None  # in `args` for every Building, None without a card
    hotel: str | None = None

    @property
    def args(self) -> dict[str, Any]:
        out = super().args
        if self.type != "buy_building":
            out.pop("side")
        return out


@dataclass(frozen=True)
class CardTaken(Event):
    CODE: ClassVar[str] = "card_taken"
    player: int
    building: str
    side: str


@dataclass(frozen=True)
class CardCoupons(Event):
    CODE: ClassVar[str] = "card_coupons"
    player: int
    building: str
    coupons: int


@dataclass(frozen=True)
class FranchiseThreshold(Event):
    CODE: ClassVar[str] = "franchise_threshold"
    color: str
    threshold: int
    players: list[int]
    coupons: int


@dataclass(frozen=True)
class FranchiseIncome(Event):
    CODE: ClassVar[str] = "franchise_income"
    color: str
    value: int


@dataclass(frozen=True)
class TallestHotel(Event):
    CODE: ClassVar[str] = "tallest_hotel"
    player: int
    hotel: str
    stories: int
    coupons: int


# ---------------------------------------------------------------- barters

@dataclass(frozen=True)
class BarterOpened(Event):
    CODE: ClassVar[str] = "barter_opened"
    barter: str
    parties: list[int]


@dataclass(frozen=True)
class BarterAbandoned(Event):
    CODE: ClassVar[str] = "barter_abandoned"
    barter: str
    parties: list[int]


@dataclass(frozen=True)
class BarterSettled(Event):
    """`transfers`: one dict per item given, with its `kind` (yen, coupons, capsules, area,
    subdivide) and, for a new Subdivision, its id and its parent's."""

    CODE: ClassVar[str] = "barter_settled"
    barter: str
    parties: list[int]
    transfers: list[dict[str, Any]]
    promises: list[dict[str, Any]]


# ---------------------------------------------------------------- income

@dataclass(frozen=True)
class DieRolled(Event):
    CODE: ClassVar[str] = "die_rolled"
    building: str
    kind: str
    owner: int
    parcel: str
    face: int
    yen: int
    coupons: int
    no_graveyard: bool


@dataclass(frozen=True)
class IncomePaid(Event):
    CODE: ClassVar[str] = "income"
    round: int
    totals: list[int]
    hotels: int
    coupons: dict[int, int]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.CODE: cls for cls in (
        StartClaimed, LoanChosen, LoansRevealed, RoundMarked, RoundCoupons, PhaseChanged, EndCheck,
        TiebreakDrawn, GameOver, SealQueued, SealLeft, Forfeited, Passed, LimitReached, Purchased,
        CardTaken, CardCoupons, FranchiseThreshold, FranchiseIncome, TallestHotel, BarterOpened,
        BarterAbandoned, BarterSettled, DieRolled, IncomePaid)
}
