"""Where a game stands, as the `tch-summary` JSON object of `tch-desktop replay --json`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tch_desktop.engine.game import Game


def summary(game: Game) -> dict[str, Any]:
    # Imported here: the package exports `summary` at once, without the geometry library (see __init__).
    from tch_desktop.engine.state import Building, Hotel

    s = game.state
    c = game.components
    players = [{"name": p.name, "yen": p.yen, "coupons": p.coupons, "loan": p.loan or 0,
                "debt": s.debt(p.index), "capsules": {k: v for k, v in p.capsules.items() if v},
                "passed": p.passed} for p in s.players]
    franchise = {col: s.franchise_income(col) for col in c.colours if s.franchise_income(col)}
    areas = [{"id": a.id, "kind": a.kind, "owner": a.owner, "parent": a.parent, "parcel": a.parcel}
             for a in s.areas.values()]
    structures: list[dict[str, Any]] = []
    for st in s.structures.values():
        d: dict[str, Any] = {"id": st.id, "kind": st.kind, "owner": s.areas[st.area].owner,
                             "area": st.area, "parcel": st.parcel}
        if isinstance(st, Hotel):
            d.update(color=st.color, capsules=st.count, stories=st.stories)
            if st.laundry:
                d["laundry"] = st.laundry
        elif isinstance(st, Building):
            d.update(building=st.building, side=st.side)
        structures.append(d)
    last = []
    if s.last_income is not None:
        last = [{"hotel": h.hotel, "owner": h.owner, "franchise": h.franchise,
                 "attraction": h.attraction, "graveyard": h.graveyard, "income": h.income}
                for h in s.last_income.hotels]
    return {
        "format": "tch-summary", "version": 1,
        "components": c.numbers(),
        "round": s.round, "phase": s.phase,
        "purchasing_open": s.phase == "purchase" and s.purchasing_open,
        "spend": s.spend, "limit": s.limit, "queue": list(s.queue),
        "players": players,
        "franchise_income": franchise,
        "areas": areas,
        "structures": structures,
        "last_income": last,
        "winners": list(s.winners) if s.phase == "over" else [],
        "net": list(s.net) if s.phase == "over" else [],
    }
