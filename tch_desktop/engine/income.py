"""The Income phase: Bonus dice, Attraction Income, Graveyard Deduction, the floor and the cap.

Hotel Income = max(Franchise + Attraction − Graveyard, floor), then capped at
the cap per capsule × the Hotel's capsules (the cap applies last).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tch_desktop.engine import events as ev
from tch_desktop.engine import rules
from tch_desktop.engine.adjacency import park_bonus_parcels
from tch_desktop.engine.reports import FixedIncome, HotelIncome, IncomeReport

if TYPE_CHECKING:
    from tch_desktop.engine.game import Game


def run_income(game: Game) -> IncomeReport:
    s, c = game.state, game.components
    report = IncomeReport(round=s.round)
    no_graveyard: set[str] = set()
    parcels = s.parcels()
    for parcel in parcels:
        total = 0
        for b in (x for x in s.buildings() if x.parcel == parcel.id):
            kind = c.buildings[b.building]
            owner = s.areas[b.area].owner
            fx = rules.effect(kind, b.side)
            if fx.ignores_graveyards:
                no_graveyard.add(parcel.id)
            if fx.fixed_yen is not None:
                total += fx.fixed_yen
                report.fixed.append(FixedIncome(b.id, owner, parcel.id, fx.fixed_yen,
                                                fx.ignores_graveyards))
            if not fx.rolls_die:
                continue
            face_no = game.draw_roll(b.id, len(kind.faces))
            face = kind.faces[face_no]
            total += face.yen
            if face.coupons:
                s.players[owner].coupons += face.coupons
                report.coupons[owner] = report.coupons.get(owner, 0) + face.coupons
            if face.no_graveyard:
                no_graveyard.add(parcel.id)
            report.rolls.append(game.emit(ev.DieRolled(
                building=b.id, kind=b.building, owner=owner, parcel=parcel.id, face=face_no,
                yen=face.yen, coupons=face.coupons, no_graveyard=face.no_graveyard)))
        report.attraction[parcel.id] = total
    for park in s.buildings():
        extra = rules.effect(c.buildings[park.building], park.side).adjacent_yen
        if not extra:
            continue
        for target in park_bonus_parcels(s, park.parcel):
            report.attraction[target] = report.attraction.get(target, 0) + extra
            report.park_bonus[target] = report.park_bonus.get(target, 0) + extra
    for parcel in parcels:
        report.graveyard[parcel.id] = rules.graveyard_deduction(
            c, s.graveyards_in_parcel(parcel.id), parcel.id in no_graveyard)
    totals = {p.index: 0 for p in s.players}
    for h in s.hotels():
        owner = s.areas[h.area].owner
        franchise = s.franchise_income(h.color)
        attraction = report.attraction.get(h.parcel, 0)
        graveyard = report.graveyard.get(h.parcel, 0)
        v = rules.hotel_income(c, franchise, attraction, graveyard, h.count)
        report.hotels.append(HotelIncome(h.id, owner, h.parcel, franchise, attraction, graveyard,
                                         v.raw, v.floored, v.cap, v.income))
        totals[owner] += v.income
    for p in s.players:
        s.change_yen(p.index, totals[p.index], "income")
        p.income_history.append(totals[p.index])
        p.net_history.append(p.yen - s.debt(p.index))
    report.totals = totals
    s.last_income = report
    game.emit(ev.IncomePaid(round=s.round, totals=[totals[p.index] for p in s.players],
              hotels=len(report.hotels), coupons=dict(report.coupons)))
    return report
