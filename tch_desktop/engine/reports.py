"""What an Income phase paid, and why: the report the Income dialog and the summary show.

Made once by `income.run_income`, never changed afterwards (copies of a game share it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tch_desktop.engine.events import DieRolled


@dataclass
class HotelIncome:
    hotel: str
    owner: int
    parcel: str
    franchise: int
    attraction: int
    graveyard: int
    raw: int
    floored: int
    cap: int
    income: int


@dataclass
class FixedIncome:
    """A side-B card's fixed Attraction Income (Sweets Buffet, Manga Hotel), no die rolled."""

    building: str
    owner: int
    parcel: str
    yen: int
    ignores_graveyards: bool


@dataclass
class IncomeReport:
    round: int
    rolls: list[DieRolled] = field(default_factory=list)  # the events the rolls emitted (unnumbered)
    fixed: list[FixedIncome] = field(default_factory=list)
    attraction: dict[str, int] = field(default_factory=dict)  # per Parcel
    graveyard: dict[str, int] = field(default_factory=dict)  # deduction applied per Parcel
    park_bonus: dict[str, int] = field(default_factory=dict)
    hotels: list[HotelIncome] = field(default_factory=list)
    totals: dict[int, int] = field(default_factory=dict)
    coupons: dict[int, int] = field(default_factory=dict)
