"""Purchases: the one item the Seal at the front of the queue buys.

`validate` checks everything (queue, supply, payment, Construction Rules) and
returns a plan; `execute` carries the plan out, pays, moves the Round Spend
marker and returns the Seal. Prices and sizes come from the component data.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tch_desktop.engine import events as ev
from tch_desktop.engine import phases, rules
from tch_desktop.engine.actions import (
    Action,
    BuildHotel,
    BuyBuilding,
    BuyCapsules,
    BuyGraveyard,
    BuyParcel,
    BuyPink,
    BuyVending,
)
from tch_desktop.engine.construction import (
    HotelDesign,
    check_gaps,
    check_golden_rule,
    check_graveyard_limit,
    check_hotel_design,
    check_parcel_site,
    locate,
    parcel_outline,
    require_grid,
    require_rotation,
)
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.geometry import Point, Rect, rect_at
from tch_desktop.engine.state import Area, Building, Graveyard, Hotel, Vending

if TYPE_CHECKING:
    from tch_desktop.engine.game import Game


@dataclass
class Plan:
    price: int
    area: Area | None = None
    rect: Rect | None = None
    outline: list[Point] | None = None
    design: HotelDesign | None = None
    side: str | None = None
    roof: tuple[str, int] | None = None


# ------------------------------------------------------------------ validation

def check_buyer(game: Game, player: int) -> None:
    """Refuse unless `player` is the Seal at the front of the queue while purchasing is open."""
    s = game.state
    if s.phase != "purchase":
        raise IllegalAction("wrong_phase", phase=s.phase)
    if s.players[player].passed:
        raise IllegalAction("passed", player=player)
    if not s.purchasing_open:
        raise IllegalAction("purchasing_closed")
    if not s.queue or s.queue[0] != player:
        raise IllegalAction("not_front_of_queue", player=player)


def validate(game: Game, a: Action, partial: bool = False) -> Plan:
    """Check a Purchase completely; `partial` lets a Hotel design lack its Entrance (preview only)."""
    player = a.actor
    assert player is not None
    check_buyer(game, player)
    plan = _VALIDATORS[a.TYPE](game, a)
    if isinstance(a, BuildHotel) and a.entrance is None and not partial:
        raise IllegalAction("entrance_not_touching")
    check_payment(game, player, plan.price, getattr(a, "coupons", 0))
    if plan.rect is not None or plan.design is not None or plan.outline is not None:
        _check_site(game, a, plan)
    return plan


def check_payment(game: Game, player: int, price: int, coupons: int) -> None:
    p = game.state.players[player]
    err = rules.payment_refusal(game.components, price, coupons, p.yen, p.coupons)
    if err is not None:
        raise err


# Item checks: everything about what is bought, nothing about where it stands.
# The validators below and `options` (what the shop offers) share them.

def parcel_price(game: Game, board: str) -> int:
    b = game.components.boards.get(board)
    if b is None:
        raise IllegalAction("bad_board", board=board)
    return b.price


def capsules_price(game: Game, colour: str) -> int:
    c = game.components
    if colour not in c.capsule_price:
        raise IllegalAction("bad_color", color=colour)
    if game.state.supply.get(colour, 0) == 0:
        raise IllegalAction("sold_out", item=colour)
    return c.capsule_price[colour]


def pink_price(game: Game, count: int) -> int:
    c = game.components
    left = game.state.supply.get(c.stack_colour, 0)
    if count < 1:
        raise IllegalAction("bad_count", count=count)
    if left == 0:
        raise IllegalAction("sold_out", item=c.stack_colour)
    if count > left:
        raise IllegalAction("sold_out", item=c.stack_colour, available=left)
    return c.pink_price(count)


def vending_price(game: Game) -> int:
    if game.state.vending_left == 0:
        raise IllegalAction("sold_out", item="vending")
    return game.components.vending_price


def hotel_price(game: Game, player: int, colour: str, capsules: int) -> int:
    s, c = game.state, game.components
    if colour not in c.colours:
        raise IllegalAction("bad_color", color=colour)
    if s.entrances_left == 0:
        raise IllegalAction("sold_out", item="entrance")
    held = s.players[player].capsules_held(colour)
    if held < capsules:
        raise IllegalAction("insufficient_capsules", color=colour, need=capsules, have=held)
    return c.entrance_price


def building_price(game: Game, building: str, side: str | None) -> tuple[int, str | None]:
    """The price of a Building and the side it is bought on."""
    s, c = game.state, game.components
    kind = c.buildings.get(building)
    if kind is None:
        raise IllegalAction("bad_building", building=building)
    if s.buildings_left[building] == 0:
        raise IllegalAction("sold_out", item=building)
    return kind.price, rules.resolve_side(c, s.attraction_cards, building, s.card_side(building), side)


def _v_parcel(game: Game, a: BuyParcel) -> Plan:
    price = parcel_price(game, a.board)
    return Plan(price, outline=parcel_outline(game.state, a.board, a.x, a.y, a.rot))


def _v_capsules(game: Game, a: BuyCapsules) -> Plan:
    return Plan(capsules_price(game, a.color))


def _v_pink(game: Game, a: BuyPink) -> Plan:
    return Plan(pink_price(game, a.count))


def _v_vending(game: Game, a: BuyVending) -> Plan:
    price = vending_price(game)
    require_grid(game.state, a.x, a.y)
    w, h = game.components.vending_size
    return Plan(price, rect=rect_at(a.x, a.y, w, h))


def _v_graveyard(game: Game, a: BuyGraveyard) -> Plan:
    require_grid(game.state, a.x, a.y)
    w, h = game.components.graveyard_size
    return Plan(game.components.graveyard_price, rect=rect_at(a.x, a.y, w, h))


def _v_hotel(game: Game, a: BuildHotel) -> Plan:
    price = hotel_price(game, a.player, a.color, len(a.capsules))
    design = check_hotel_design(game.state, a.color, [(k.x, k.y, k.z, k.rot) for k in a.capsules],
                                a.entrance)
    return Plan(price, design=design)


def _v_building(game: Game, a: BuyBuilding) -> Plan:
    s, c = game.state, game.components
    price, side = building_price(game, a.building, a.side)
    require_rotation(a.rot)
    require_grid(s, a.x, a.y)
    roof: tuple[str, int] | None = None
    if a.roof is not None and a.roof.count != 0:
        colour = a.roof.color or ""
        err = rules.roof_refusal(c, a.building, a.roof.color, a.roof.count,
                                 s.players[a.player].capsules_held(colour))
        if err is not None:
            raise err
        roof = (colour, a.roof.count)
    w, h = c.buildings[a.building].size
    return Plan(price, rect=rect_at(a.x, a.y, w, h, a.rot), side=side, roof=roof)


def _check_site(game: Game, a: Action, plan: Plan) -> None:
    s = game.state
    player = a.actor
    assert player is not None
    if plan.outline is not None:
        check_parcel_site(s, plan.outline)
        return
    if plan.design is not None:
        rects = plan.design.footprint
    else:
        assert plan.rect is not None
        rects = (plan.rect,)
    area = locate(s, player, rects)
    check_gaps(s, rects)
    if isinstance(a, BuyGraveyard):
        check_graveyard_limit(s, area)
    if plan.design is not None or plan.roof is not None:
        check_golden_rule(s, area)
    plan.area = area


_VALIDATORS: dict[str, Callable[[Game, Any], Plan]] = {
    "buy_parcel": _v_parcel,
    "buy_capsules": _v_capsules,
    "buy_pink": _v_pink,
    "buy_vending": _v_vending,
    "buy_graveyard": _v_graveyard,
    "build_hotel": _v_hotel,
    "buy_building": _v_building,
}


# ------------------------------------------------------------------ execution

def execute(game: Game, a: Action, plan: Plan) -> None:
    s, c = game.state, game.components
    player = a.actor
    assert player is not None
    p = s.players[player]
    coupons = getattr(a, "coupons", 0)
    yen = rules.yen_due(c, plan.price, coupons)
    p.coupons -= coupons
    s.change_yen(player, -yen, "graveyard" if plan.price < 0 else "purchase")
    s.queue.pop(0)
    item = _EXECUTORS[a.TYPE](game, a, plan)
    game.emit(ev.Purchased(player=player, type=a.TYPE, price=plan.price, yen=yen,
              coupons=coupons, **item))
    if plan.price > 0:
        # The Round Spend marker never moves backwards: a Graveyard leaves it.
        s.spend += plan.price
        if s.purchasing_open and s.spend >= s.limit:
            phases.close_purchasing(game)


def _x_parcel(game: Game, a: BuyParcel, plan: Plan) -> dict[str, Any]:
    s = game.state
    area = Area(s.next_id("L"), "parcel", a.player, list(plan.outline or []), board=a.board, rot=a.rot)
    s.areas[area.id] = area
    return {"area": area.id, "board": a.board}


def _x_capsules(game: Game, a: BuyCapsules, plan: Plan) -> dict[str, Any]:
    s = game.state
    n = s.supply[a.color]
    s.supply[a.color] = 0
    hand = s.players[a.player].capsules
    hand[a.color] = hand.get(a.color, 0) + n
    return {"color": a.color, "count": n}


def _x_pink(game: Game, a: BuyPink, plan: Plan) -> dict[str, Any]:
    s = game.state
    pink = game.components.stack_colour
    s.supply[pink] -= a.count
    hand = s.players[a.player].capsules
    hand[pink] = hand.get(pink, 0) + a.count
    return {"color": pink, "count": a.count}


def _x_vending(game: Game, a: BuyVending, plan: Plan) -> dict[str, Any]:
    s = game.state
    assert plan.area is not None and plan.rect is not None
    v = Vending(s.next_id("V"), plan.area.id, plan.area.parcel, (plan.rect,))
    s.structures[v.id] = v
    s.vending_left -= 1
    return {"structure": v.id, "area": v.area}


def _x_graveyard(game: Game, a: BuyGraveyard, plan: Plan) -> dict[str, Any]:
    s = game.state
    assert plan.area is not None and plan.rect is not None
    g = Graveyard(s.next_id("G"), plan.area.id, plan.area.parcel, (plan.rect,))
    s.structures[g.id] = g
    return {"structure": g.id, "area": g.area}


def _take_capsules(game: Game, player: int, colour: str, n: int) -> None:
    hand = game.state.players[player].capsules
    hand[colour] -= n
    if hand[colour] == 0:
        del hand[colour]


def _x_hotel(game: Game, a: BuildHotel, plan: Plan) -> dict[str, Any]:
    s = game.state
    d = plan.design
    assert d is not None and plan.area is not None
    h = Hotel(s.next_id("H"), plan.area.id, plan.area.parcel, d.footprint, color=a.color,
              capsules=tuple((k.x, k.y, k.z, k.rot) for k in a.capsules), entrance=a.entrance,
              count=d.count, stories=d.stories, built_by=a.player)
    s.structures[h.id] = h
    s.entrances_left -= 1
    _take_capsules(game, a.player, a.color, d.count)
    hotel_built(game, h)
    return {"structure": h.id, "area": h.area, "color": a.color, "capsules": d.count,
            "stories": d.stories}


def _x_building(game: Game, a: BuyBuilding, plan: Plan) -> dict[str, Any]:
    s, c = game.state, game.components
    assert plan.area is not None and plan.rect is not None
    b = Building(s.next_id("B"), plan.area.id, plan.area.parcel, (plan.rect,), building=a.building,
                 side=plan.side, rot=a.rot)
    s.structures[b.id] = b
    s.buildings_left[a.building] -= 1
    kind = c.buildings[a.building]
    p = s.players[a.player]
    if kind.card and plan.side is not None and a.building not in s.cards:
        s.cards[a.building] = (a.player, plan.side)
        p.cards.append(a.building)
        game.emit(ev.CardTaken(player=a.player, building=a.building, side=plan.side))
    bonus = rules.effect(kind, plan.side).purchase_coupons
    if bonus:
        p.coupons += bonus
        game.emit(ev.CardCoupons(player=a.player, building=a.building, coupons=bonus))
    out: dict[str, Any] = {"structure": b.id, "area": b.area, "building": a.building,
                           "side": plan.side}
    if plan.roof is not None:
        colour, n = plan.roof
        h = Hotel(s.next_id("H"), plan.area.id, plan.area.parcel, (plan.rect,), color=colour,
                  laundry=b.id, count=n, stories=kind.hotel_stories, built_by=a.player)
        s.structures[h.id] = h
        b.hotel = h.id
        _take_capsules(game, a.player, colour, n)
        hotel_built(game, h)
        out.update(hotel=h.id, color=colour, capsules=n)
    return out


def hotel_built(game: Game, h: Hotel) -> None:
    """Franchise thresholds and the Tallest Hotel bonus, after any new Hotel."""
    s, c = game.state, game.components
    value = s.franchise_income(h.color)
    paid = s.franchise_paid.setdefault(h.color, [])
    for t in rules.thresholds_reached(c, value, paid):
        paid.append(t)
        owners = sorted({s.areas[x.area].owner for x in s.hotels() if x.color == h.color})
        coupons = rules.threshold_coupons(c, 1)
        for o in owners:
            s.players[o].coupons += coupons
        game.emit(ev.FranchiseThreshold(color=h.color, threshold=t, players=owners,
                  coupons=coupons))
    game.emit(ev.FranchiseIncome(color=h.color, value=value))
    bonus = rules.tallest_bonus(c, s.tallest_hotel, s.tallest, h.stories)
    if bonus:
        s.players[h.built_by].coupons += bonus
        game.emit(ev.TallestHotel(player=h.built_by, hotel=h.id, stories=h.stories,
                  coupons=bonus))
    if s.tallest_hotel:
        s.tallest = max(s.tallest, h.stories)


_EXECUTORS: dict[str, Callable[[Game, Any, Plan], dict[str, Any]]] = {
    "buy_parcel": _x_parcel,
    "buy_capsules": _x_capsules,
    "buy_pink": _x_pink,
    "buy_vending": _x_vending,
    "buy_graveyard": _x_graveyard,
    "build_hotel": _x_hotel,
    "buy_building": _x_building,
}
