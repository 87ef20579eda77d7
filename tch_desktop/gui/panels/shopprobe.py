"""What an item of the shop costs, and the representative action the engine is asked about.

An item is named by a key: `capsules:red`, `pink`, `hotel`, `vending`,
`graveyard`, `parcel:A`, `building:park`. Placed items are asked about at a
spot off the Map, so that only "where" checks can refuse them there: every
other refusal (the queue, the supply, the money, the card side) is the
engine's answer about the item itself.
"""

from __future__ import annotations

from tch_desktop.engine.actions import (
    Action,
    BuildHotel,
    BuyBuilding,
    BuyCapsules,
    BuyGraveyard,
    BuyParcel,
    BuyPink,
    BuyVending,
    CapsulePlacement,
    Roof,
)
from tch_desktop.engine.components import Components

# Refusals that depend only on where a piece would stand: the Map decides those.
WHERE_CODES = frozenset({"off_map", "overlaps", "not_adjacent", "not_owned", "crosses_outline",
                         "too_close", "golden_rule", "graveyard_limit", "off_grid", "bad_rotation",
                         "no_such_area"})
AWAY = -100.0  # a representative spot off the Map
PLACED = frozenset({"buy_parcel", "buy_vending", "buy_graveyard", "build_hotel", "buy_building"})


def item_price(c: Components, key: str, pink: int = 1) -> int:
    """The price of an item (negative for a Graveyard, which pays)."""
    kind, _, what = key.partition(":")
    if kind == "capsules":
        return c.capsule_price[what]
    if kind == "pink":
        return c.pink_price(pink)
    if kind == "parcel":
        return c.boards[what].price
    if kind == "building":
        return c.buildings[what].price
    return {"hotel": c.entrance_price, "vending": c.vending_price, "graveyard": c.graveyard_price}[kind]


def coupons_for(c: Components, price: int, chosen: int) -> int:
    """The Coupons an item is paid with: the chosen number, as far as its price allows."""
    return max(0, min(chosen, price // c.coupon_value)) if price > 0 else 0


def representative(key: str, player: int, coupons: int = 0, pink: int = 1, colour: str = "red",
                   side: str | None = None, roof: Roof | None = None) -> Action:
    """The action to ask the engine about for an item (placed items stand off the Map)."""
    kind, _, what = key.partition(":")
    if kind == "capsules":
        return BuyCapsules(player, what, coupons)
    if kind == "pink":
        return BuyPink(player, pink, coupons)
    if kind == "hotel":
        return BuildHotel(player, colour, (CapsulePlacement(AWAY, AWAY),), (AWAY + 2, AWAY), coupons)
    if kind == "vending":
        return BuyVending(player, AWAY, AWAY, coupons)
    if kind == "graveyard":
        return BuyGraveyard(player, AWAY, AWAY)
    if kind == "parcel":
        return BuyParcel(player, what, AWAY, AWAY, 0, coupons)
    return BuyBuilding(player, what, AWAY, AWAY, 0, side, roof, coupons)
