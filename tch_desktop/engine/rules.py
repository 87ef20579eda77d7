"""The rulebook's formulas, each written once: pure functions of the component data.

The engine's phases (`purchases`, `income`, `state`), the bots' numeric model
and the GUI all ask these functions; none of them works a formula out again.
Every number comes from `Components` (the component set in play, resources/components/NAME.json).

>>> from tch_desktop.engine.components import default_components
>>> c = default_components()
>>> coupons_to_pay(c, 2000, held=5), yen_due(c, 2000, 4)
(4, 0)
>>> hotel_income(c, franchise=200, attraction=0, graveyard=600, capsules=1).income
100
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from tch_desktop.engine.components import BuildingKind, Components
from tch_desktop.engine.errors import IllegalAction

# ------------------------------------------------------------------ paying with Coupons


def coupon_yen(c: Components, coupons: int) -> int:
    """What `coupons` Coupons are worth in Yen."""
    return coupons * c.coupon_value


def most_coupons(c: Components, price: int) -> int:
    """The most Coupons a price accepts (none for a Graveyard, which pays the buyer)."""
    return max(price, 0) // c.coupon_value


def coupons_to_pay(c: Components, price: int, held: int) -> int:
    """The Coupons a price is paid with when the buyer offers up to `held` of them."""
    return max(0, min(held, most_coupons(c, price)))


def yen_due(c: Components, price: int, coupons: int) -> int:
    """The Yen left to pay after `coupons` Coupons (negative: the buyer is paid)."""
    return price - coupon_yen(c, coupons)


def payment_refusal(c: Components, price: int, coupons: int, yen: int,
                    coupons_held: int) -> IllegalAction | None:
    """Why a price cannot be paid with these Coupons and this much Yen (None: it can)."""
    if coupons < 0 or coupons > most_coupons(c, price):
        return IllegalAction("too_many_coupons", coupons=coupons, price=price)
    if coupons > coupons_held:
        return IllegalAction("insufficient_coupons", need=coupons, have=coupons_held)
    due = yen_due(c, price, coupons)
    if due > yen:
        return IllegalAction("insufficient_funds", need=due, have=yen)
    return None


def can_afford(c: Components, price: int, yen: int, coupons_held: int) -> bool:
    """Whether a price can be paid at all, Coupons first."""
    k = coupons_to_pay(c, price, coupons_held)
    return payment_refusal(c, price, k, yen, coupons_held) is None


# ------------------------------------------------------------------ Debt


def debt(c: Components, loan: int, round_: int) -> int:
    """The loan plus its interest for every round marked so far."""
    return loan + c.interest(loan) * max(round_, 0)


def repaying(yen: Sequence[int], debts: Sequence[int]) -> list[int]:
    """The players whose Yen covers their Debt at a Loans check (by index): if any does, the game
    ends there."""
    return [i for i, (y, d) in enumerate(zip(yen, debts, strict=True)) if y >= d]


def final_nets(yen: Sequence[int], debts: Sequence[int]) -> list[int]:
    """Each player's Yen − Debt when the game ends (Coupons count for nothing)."""
    return [y - d for y, d in zip(yen, debts, strict=True)]


def winners(nets: Sequence[float]) -> list[int]:
    """The players (by index) with the most Yen − Debt at the end: a tie shares the win."""
    best = max(nets)
    return [i for i, v in enumerate(nets) if v == best]


def next_loans_check(c: Components, round_: int) -> int | None:
    """The round whose Loans phase next checks whether someone can repay, after round `round_`'s
    Income: the next round (round 1's Loans phase only takes the loans); None after the last
    round, when the game ends on net Debt instead."""
    return round_ + 1 if round_ < c.rounds else None


# ------------------------------------------------------------------ Attraction cards and roofs

Side = str | None


def allowed_sides(c: Components, mode: str, building: str, fixed: Side) -> tuple[Side, ...]:
    """The card sides a buyer may name for a Building (None: it works as printed, no card).

    `mode` is the game's attraction_cards variant (off, choose, all_b);
    `fixed` the side the card already shows if someone took it.
    """
    if not c.buildings[building].card or mode == "off":
        return (None,)
    if fixed is not None:
        return (fixed,)
    if mode == "all_b":
        return ("B",)
    return ("A", "B")


def resolve_side(c: Components, mode: str, building: str, fixed: Side, asked: Side) -> Side:
    """The side a Building is bought on when the buyer asks for `asked`, or the refusal."""
    sides = allowed_sides(c, mode, building, fixed)
    if sides == (None,):
        # Without a card the Building works as printed: side A or nothing.
        if asked not in (None, "A"):
            raise IllegalAction("side_not_allowed", side=asked)
        return None
    if asked not in (None, "A", "B"):
        raise IllegalAction("side_not_allowed", side=asked)
    if len(sides) == 1:
        if asked not in (None, sides[0]):
            if fixed is not None:
                raise IllegalAction("side_fixed", side=fixed)
            raise IllegalAction("side_not_allowed", side=asked)
        return sides[0]
    if asked is None:
        raise IllegalAction("side_required", building=building)
    return asked


def has_roof(kind: BuildingKind) -> bool:
    """Whether capsules may stand on the Building's roof (a Coin Laundry)."""
    return kind.roof_max > 0


def roof_options(c: Components, building: str,
                 hand: Mapping[str, int]) -> list[tuple[str, int] | None]:
    """What may go on a Building's roof: nothing, or 1 … roof_max capsules of one colour in hand."""
    kind = c.buildings[building]
    out: list[tuple[str, int] | None] = [None]
    for colour in c.colours:
        out += [(colour, n) for n in range(1, min(kind.roof_max, hand.get(colour, 0)) + 1)]
    return out


def roof_refusal(c: Components, building: str, colour: str | None, count: int,
                 held: int) -> IllegalAction | None:
    """Why `count` capsules of `colour` may not go on the roof (None: they may; 0 is no roof)."""
    kind = c.buildings[building]
    if count == 0:
        return None
    if not 0 <= count <= kind.roof_max:
        return IllegalAction("bad_roof", count=count, most=kind.roof_max)
    if colour not in c.colours:
        return IllegalAction("bad_color", color=colour or "")
    if held < count:
        return IllegalAction("insufficient_capsules", color=colour, need=count, have=held)
    return None


# ------------------------------------------------------------------ side-B effects


@dataclass(frozen=True)
class Effect:
    """What a Building does at Income and on purchase, by the side it shows.

    Side A (or no card) rolls the Bonus die and nothing else.
    """

    rolls_die: bool = True
    fixed_yen: int | None = None  # Attraction Income instead of a die
    ignores_graveyards: bool = False  # its Parcel has no Graveyard Deduction
    purchase_coupons: int = 0  # Coupons to the buyer when bought
    adjacent_yen: int = 0  # Attraction Income for adjacent Parcels (Park)
    lifts_golden_rule: bool = False  # in its whole Parcel (Sumo Dohyo)


def effect(kind: BuildingKind, side: Side) -> Effect:
    """A Building's effect on the side it shows."""
    if side != "B":
        return Effect()
    b = kind.side_b
    fixed = int(b["fixed_yen"]) if "fixed_yen" in b else None
    return Effect(rolls_die=fixed is None and not b.get("no_die"),
                  fixed_yen=fixed,
                  ignores_graveyards=bool(b.get("ignore_graveyards")),
                  purchase_coupons=int(b.get("purchase_coupons", 0)),
                  adjacent_yen=int(b.get("adjacent_yen", 0)),
                  lifts_golden_rule=bool(b.get("lifts_golden_rule")))


# ------------------------------------------------------------------ Franchise and Hotel Income


def franchise_income(c: Components, parcels: Iterable[str]) -> int:
    """A colour's Franchise Income from the Parcel of each of its Hotels (one entry per Hotel)."""
    ps = list(parcels)
    return franchise_value(c, len(ps), len(set(ps)))


def franchise_value(c: Components, hotels: int, parcels: int) -> int:
    """Franchise Income of a colour with this many Hotels on this many different Parcels."""
    return c.franchise_per_hotel * hotels + c.franchise_per_parcel * parcels


def graveyard_deduction(c: Components, graveyards: int, ignored: bool = False) -> int:
    """The Graveyard Deduction of a Parcel (none when a face or a card lifts it)."""
    return 0 if ignored else c.graveyard_deduction * graveyards


def income_cap(c: Components, capsules: int) -> int:
    """The most a Hotel of this many capsules earns."""
    return c.income_cap_per_capsule * capsules


def floor_and_cap(c: Components, raw: int, capsules: int) -> int:
    """A Hotel's Income from its raw sum: at least the floor, then at most the cap (the cap last)."""
    return min(max(raw, c.income_floor), income_cap(c, capsules))


@dataclass(frozen=True)
class HotelIncomeParts:
    raw: int
    floored: int
    cap: int
    income: int


def hotel_income(c: Components, franchise: int, attraction: int, graveyard: int,
                 capsules: int) -> HotelIncomeParts:
    """Hotel Income = max(Franchise + Attraction − Graveyard, floor), capped per capsule."""
    raw = franchise + attraction - graveyard
    return HotelIncomeParts(raw, max(raw, c.income_floor), income_cap(c, capsules),
                            floor_and_cap(c, raw, capsules))


# ------------------------------------------------------------------ bonuses for a new Hotel


def thresholds_reached(c: Components, value: int, paid: Collection[int]) -> list[int]:
    """Franchise thresholds a colour's Income `value` reaches that were not paid before."""
    return [t for t in c.franchise_thresholds if value >= t and t not in paid]


def threshold_coupons(c: Components, reached: int) -> int:
    """Coupons each owner of the colour's Hotels receives for `reached` thresholds."""
    return c.threshold_coupons * reached


def tallest_bonus(c: Components, enabled: bool, tallest: int, stories: int) -> int:
    """Coupons for a new Hotel taller than every Hotel before it (not for the first Hotel)."""
    if enabled and tallest > 0 and stories > tallest:
        return c.tallest_coupons
    return 0
