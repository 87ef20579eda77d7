"""What the Seal at the front of the queue may buy, item by item (OpenSpiel's legal actions, in shop terms).

`purchase_options(game, player, coupons, pink)` lists every purchasable item — each capsule
colour, pink capsules, an Entrance with its Hotel, a Vending Machine, a
Graveyard, each Land Parcel board, each Building — with its price, the
Coupons that would pay it, the card sides and roofs it may be bought with,
whether it needs a place on the Map, and, if it cannot be bought now, the
engine's refusal. Where a placed item would stand is not judged here: the Map
asks `Game.check` about each spot.

>>> from tch_desktop.engine.record import Setup, PlayerSetup
>>> from tch_desktop.engine.game import Game
>>> g = Game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3")]))
>>> red = next(o for o in g.purchase_options(0) if o.key == "capsules:red")
>>> red.price, red.refusal.code
(1000, 'wrong_phase')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from tch_desktop.engine import purchases, rules
from tch_desktop.engine.errors import IllegalAction

if TYPE_CHECKING:
    from tch_desktop.engine.game import Game

Roof = tuple[str, int]


@dataclass(frozen=True)
class PurchaseOption:
    """One item of the shop, as the engine sees it for one player now."""

    key: str  # capsules:<colour>, pink, hotel, vending, graveyard, parcel:<board>, building:<kind>
    type: str  # the Purchase action's type
    item: str | None  # the colour, board or Building, if the key names one
    price: int  # negative for a Graveyard, which pays the buyer
    coupons: int  # the Coupons that pay it: the buyer's offer as far as the price allows
    placed: bool  # needs a place on the Map
    left: int  # how many the supply still holds
    sides: tuple[str | None, ...] = (None,)  # Attraction card sides it may be bought on
    roofs: tuple[Roof | None, ...] = (None,)  # what may go on its roof
    colours: tuple[str, ...] = ()  # a Hotel's colours: those in hand
    refusal: IllegalAction | None = None  # why it cannot be bought now (None: it can)

    @property
    def possible(self) -> bool:
        return self.refusal is None


def purchase_options(game: Game, player: int, coupons: int | None,
                     pink: int) -> list[PurchaseOption]:
    """Every purchasable item for `player` now, in the shop's order.

    `coupons` is how many Coupons the buyer offers (None: all they hold);
    `pink` how many pink capsules the pink item is for.
    """
    s, c = game.state, game.components
    p = s.players[player]
    offer = p.coupons if coupons is None else coupons
    owns_land = any(a.owner == player for a in s.areas.values())
    hand = tuple(col for col in c.colours if p.capsules.get(col))
    out: list[PurchaseOption] = []

    def add(key: str, type_: str, item: str | None, price_of: Callable[[], int], placed: bool,
            left: int, fallback: int, sides: tuple[str | None, ...] = (None,),
            roofs: tuple[Roof | None, ...] = (None,), colours: tuple[str, ...] = ()) -> None:
        """Judge one item: the buyer, the item itself, the payment, then Land to place it on."""
        refusal: IllegalAction | None = None
        price = fallback
        try:
            purchases.check_buyer(game, player)
            price = price_of()
        except IllegalAction as err:
            refusal = err
        k = rules.coupons_to_pay(c, price, offer)
        if refusal is None:
            try:
                purchases.check_payment(game, player, price, k)
                if placed and type_ != "buy_parcel" and not owns_land:
                    raise IllegalAction("not_owned", reason="no_land")
            except IllegalAction as err:
                refusal = err
        out.append(PurchaseOption(key, type_, item, price, k, placed, left, sides, roofs, colours,
                                  refusal))

    for colour, price in c.capsule_price.items():
        add(f"capsules:{colour}", "buy_capsules", colour,
            partial(purchases.capsules_price, game, colour),
            False, s.supply.get(colour, 0), price)
    add("pink", "buy_pink", c.stack_colour, lambda: purchases.pink_price(game, pink), False,
        s.supply.get(c.stack_colour, 0), c.pink_price(max(pink, 1)))
    add("hotel", "build_hotel", None, partial(_hotel_price, game, player, hand), True,
        s.entrances_left, c.entrance_price, colours=hand)
    add("vending", "buy_vending", None, lambda: purchases.vending_price(game), True,
        s.vending_left, c.vending_price)
    add("graveyard", "buy_graveyard", None, lambda: c.graveyard_price, True,
        c.graveyards_per_parcel, c.graveyard_price)
    for board, b in c.boards.items():
        add(f"parcel:{board}", "buy_parcel", board,
            partial(purchases.parcel_price, game, board),
            True, 1, b.price)
    for name, kind in c.buildings.items():
        sides = rules.allowed_sides(c, s.attraction_cards, name, s.card_side(name))
        roofs = tuple(rules.roof_options(c, name, p.capsules)) if rules.has_roof(kind) else (None,)
        add(f"building:{name}", "buy_building", name,
            partial(_building_price, game, name, sides[0]),
            True, s.buildings_left.get(name, 0), kind.price, sides=sides, roofs=roofs)
    return out


def _hotel_price(game: Game, player: int, hand: tuple[str, ...]) -> int:
    """A Hotel of one capsule of the first colour in hand (refused with an empty hand)."""
    if not hand:
        raise IllegalAction("insufficient_capsules", color="", need=1, have=0)
    return purchases.hotel_price(game, player, hand[0], 1)


def _building_price(game: Game, building: str, side: str | None) -> int:
    return purchases.building_price(game, building, side)[0]


TYPE_ORDER = ("buy_parcel", "buy_capsules", "buy_pink", "buy_vending", "buy_graveyard",
              "build_hotel", "buy_building")


def possible_types(game: Game, player: int) -> list[str]:
    """The Purchase types `player` could make now (geometry aside), each once."""
    able = {o.type for o in purchase_options(game, player, None, 1) if o.possible}
    return [t for t in TYPE_ORDER if t in able]
