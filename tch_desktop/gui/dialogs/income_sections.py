"""The Income report arranged Parcel by Parcel, for the Income dialog.

The engine's `IncomeReport` already holds every number; this module only
groups them by Parcel in the order they were rolled and looks up what the
screen names (Building kinds, card sides, fixed side-B incomes from the
component data). It decides no rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tch_desktop.engine import Game, rules
from tch_desktop.engine.reports import HotelIncome, IncomeReport


@dataclass
class DieLine:
    """One Building's contribution: a rolled face, or a side-B fixed income."""

    building: str
    kind: str
    side: str | None
    owner: int
    face: int | None  # the rolled face; None for a fixed side-B income
    yen: int
    coupons: int = 0
    no_graveyard: bool = False
    ignores_graveyards: bool = False  # side B of the Sweets Buffet

    @property
    def fixed(self) -> bool:
        return self.face is None


@dataclass
class ParcelSection:
    parcel: str
    owner: int
    dice: list[DieLine] = field(default_factory=list)
    park_bonus: int = 0
    attraction: int = 0
    graveyards: int = 0  # Graveyards standing in the Parcel
    deduction: int = 0  # the deduction applied this round
    hotels: list[HotelIncome] = field(default_factory=list)

    @property
    def cancelled_by(self) -> DieLine | None:
        """What lifted the Graveyard Deduction, if there were Graveyards and none was applied."""
        if not self.graveyards or self.deduction:
            return None
        for d in self.dice:
            if d.no_graveyard or d.ignores_graveyards:
                return d
        return None


def sections(game: Game, report: IncomeReport) -> list[ParcelSection]:
    """The Parcels that had Hotels or Buildings this Income phase, in rolling order."""
    s, c = game.state, game.components
    rolls: dict[str, list[DieLine]] = {}
    for r in report.rolls:
        b = s.structures.get(r.building)
        kind = getattr(b, "building", "")
        rolls.setdefault(r.parcel, []).append(
            DieLine(r.building, kind, getattr(b, "side", None), r.owner, r.face, r.yen, r.coupons,
                    r.no_graveyard))
    out: list[ParcelSection] = []
    for parcel_id in report.attraction:
        area = s.areas.get(parcel_id)
        dice: list[DieLine] = []
        fixed: list[DieLine] = []
        for b in s.buildings():
            if b.parcel != parcel_id or b.side != "B":
                continue
            fx = rules.effect(c.buildings[b.building], b.side)
            if fx.fixed_yen is not None:
                fixed.append(DieLine(b.id, b.building, "B", s.areas[b.area].owner, None, fx.fixed_yen,
                                     ignores_graveyards=fx.ignores_graveyards))
        rolled = rolls.get(parcel_id, [])
        total = report.attraction.get(parcel_id, 0)
        if sum(d.yen for d in rolled) + sum(d.yen for d in fixed) + report.park_bonus.get(parcel_id, 0) != total:
            fixed = []  # the Map has changed since this report (a later Building): show only what was rolled
        dice = rolled + fixed
        hotels = [h for h in report.hotels if h.parcel == parcel_id]
        if not dice and not hotels:
            continue
        out.append(ParcelSection(
            parcel=parcel_id, owner=area.owner if area else -1, dice=dice,
            park_bonus=report.park_bonus.get(parcel_id, 0),
            attraction=report.attraction.get(parcel_id, 0),
            graveyards=(report.graveyard.get(parcel_id, 0) // max(c.graveyard_deduction, 1)
                        or s.graveyards_in_parcel(parcel_id)),
            deduction=report.graveyard.get(parcel_id, 0), hotels=hotels))
    return out
