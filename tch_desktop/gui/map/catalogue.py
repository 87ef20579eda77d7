"""Which items draw which engine structure: one per piece, several for a Hotel."""

from __future__ import annotations

from tch_desktop.engine.components import Components
from tch_desktop.engine.geometry import rect_at, rects_overlap
from tch_desktop.engine.state import Building, Graveyard, Hotel, Structure, Vending
from tch_desktop.gui.map.buildings import BuildingItem
from tch_desktop.gui.map.items import (
    CapsuleItem,
    EntranceItem,
    GraveyardItem,
    SolidItem,
    VendingItem,
)


def pieces_for(s: Structure, c: Components) -> list[SolidItem]:
    """The items that draw one structure (a Hotel: its capsules and Entrance)."""
    if isinstance(s, Hotel):
        if s.laundry is not None:
            return []  # its capsules are drawn on the Coin Laundry's roof
        cw, ch = c.capsule_size
        rects = [rect_at(x, y, cw, ch, rot) for x, y, _z, rot in s.capsules]
        items: list[SolidItem] = []
        for i, (_x, _y, z, _rot) in enumerate(s.capsules):
            top = not any(o[2] == z + 1 and rects_overlap(rects[j], rects[i])
                          for j, o in enumerate(s.capsules))
            items.append(CapsuleItem(s.id, rects[i], z, s.color, top))
        if s.entrance is not None:
            ew, eh = c.entrance_size
            items.append(EntranceItem(s.id, rect_at(s.entrance[0], s.entrance[1], ew, eh), s.color))
        return items
    if isinstance(s, Building):
        return [BuildingItem(s.id, s.building, s.rects[0])]
    if isinstance(s, Vending):
        return [VendingItem(s.id, s.rects[0])]
    if isinstance(s, Graveyard):
        return [GraveyardItem(s.id, s.rects[0])]
    return []
