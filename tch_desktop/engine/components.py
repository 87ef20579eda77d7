"""The named component sets of resources/components/NAME.json, each loaded once.

Everything printed on the physical pieces (prices, counts, dice, board shapes,
the map) lives in one file per set; code asks `Components` for it. `classic`
is the set of a record that names none (DESIGN.md's numbers, forever);
`balanced` (tuned by self-play, docs/balance.md) is the set of new games.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from tch_desktop.engine.errors import RecordError
from tch_desktop.paths import resource

#: The set of a record whose setup names none.
CLASSIC = "classic"
#: The set a new game starts with unless the players choose another.
NEW_GAME_SET = "balanced"


@dataclass(frozen=True)
class Face:
    """One face of a Bonus die."""

    yen: int = 0
    coupons: int = 0
    no_graveyard: bool = False


@dataclass(frozen=True)
class BuildingKind:
    name: str
    count: int
    price: int
    size: tuple[float, float]
    card: bool
    faces: tuple[Face, ...]
    side_b: dict[str, Any]
    roof_max: int = 0
    hotel_stories: int = 0


@dataclass(frozen=True)
class Board:
    name: str
    price: int
    outline: tuple[tuple[float, float], ...]


class Components:
    """Typed access to the component data."""

    def __init__(self, raw: dict[str, Any], name: str = CLASSIC) -> None:
        self.raw = raw
        self.name = name
        self.min_players = int(raw["players"]["min"])
        self.max_players = int(raw["players"]["max"])
        self.seals: tuple[str, ...] = tuple(raw["seals"])
        self.pens: tuple[str, ...] = tuple(raw["pens"])
        self.rounds = int(raw["rounds"])
        self.coupon_rounds = frozenset(int(r) for r in raw["coupon_rounds"])
        self.coupon_round_coupons = int(raw["coupon_round_coupons"])
        self.coupon_value = int(raw["coupon_value"])
        self.loans = {int(o["amount"]): int(o["coupons"]) for o in raw["loans"]}
        # The loan a bot takes when it cannot choose one (a component set may leave it out).
        self.bot_fallback_loan = int(raw.get("bot_fallback_loan", min(self.loans)))
        self.interest_percent = int(raw["interest_percent"])
        self.purchase_limit = {int(k): int(v) for k, v in raw["purchase_limit"].items()}
        caps = raw["capsules"]
        self.colours: tuple[str, ...] = tuple(raw["colour_order"])
        self.stack_colour = str(raw["stack_exception"]["colour"])
        self.stack_min_stories = int(raw["stack_exception"]["min_stories"])
        self.capsule_count = {c: int(caps[c]["count"]) for c in self.colours}
        self.capsule_price = {c: int(caps[c]["price"]) for c in self.colours if "price" in caps[c]}
        self.pink_first = int(caps["pink"]["first_price"])
        self.pink_extra = int(caps["pink"]["extra_price"])
        self.colour_rgb = {c: caps[c]["rgb"] for c in self.colours}
        self.colour_mark = {c: caps[c]["mark"] for c in self.colours}
        fr = raw["franchise"]
        self.franchise_per_hotel = int(fr["per_hotel"])
        self.franchise_per_parcel = int(fr["per_parcel"])
        self.franchise_thresholds: tuple[int, ...] = tuple(int(t) for t in fr["thresholds"])
        self.threshold_coupons = int(fr["threshold_coupons"])
        self.entrance_count = int(raw["entrance"]["count"])
        self.entrance_price = int(raw["entrance"]["price"])
        self.vending_count = int(raw["vending"]["count"])
        self.vending_price = int(raw["vending"]["price"])
        self.graveyard_price = int(raw["graveyard"]["price"])
        self.graveyards_per_parcel = int(raw["graveyard"]["per_parcel"])
        self.graveyard_deduction = int(raw["graveyard"]["deduction"])
        self.income_floor = int(raw["income"]["floor"])
        self.income_cap_per_capsule = int(raw["income"]["cap_per_capsule"])
        self.building_order: tuple[str, ...] = tuple(raw["building_order"])
        self.buildings: dict[str, BuildingKind] = {}
        for name in self.building_order:
            b = raw["buildings"][name]
            self.buildings[name] = BuildingKind(
                name=name,
                count=int(b["count"]),
                price=int(b["price"]),
                size=(float(b["size"][0]), float(b["size"][1])),
                card=bool(b["card"]),
                faces=tuple(Face(int(f.get("yen", 0)), int(f.get("coupons", 0)),
                                 bool(f.get("no_graveyard", False))) for f in b["faces"]),
                side_b=dict(b.get("side_b", {})),
                roof_max=int(b.get("roof_max", 0)),
                hotel_stories=int(b.get("hotel_stories", 0)),
            )
        g = raw["geometry"]
        self.grid = float(g["grid"])
        self.map_size = (float(g["map"][0]), float(g["map"][1]))
        self.gap = float(g["gap"])
        self.capsule_size = (float(g["capsule"][0]), float(g["capsule"][1]))
        self.entrance_size = (float(g["entrance"][0]), float(g["entrance"][1]))
        self.vending_size = (float(g["vending"][0]), float(g["vending"][1]))
        self.graveyard_size = (float(g["graveyard"][0]), float(g["graveyard"][1]))
        self.starting_parcels = {k: tuple(float(v) for v in r)
                                 for k, r in g["starting_parcels"].items()}
        self.boards = {k: Board(k, int(b["price"]), tuple((float(x), float(y)) for x, y in b["outline"]))
                       for k, b in g["boards"].items()}
        self.tallest_coupons = int(raw["tallest_hotel"]["coupons"])
        self.promise_max_chars = int(raw["barter"]["promise_max_chars"])
        self.countdown_seconds = int(raw["real_time"]["countdown_seconds"])
        self.default_grace_seconds = float(raw["real_time"]["grace_seconds"])

    def numbers(self) -> dict[str, Any]:
        """The numbers a component set may choose (DESIGN.md "Component sets"), as plain JSON."""
        return {
            "name": self.name,
            "purchase_limit": {str(k): v for k, v in sorted(self.purchase_limit.items())},
            "coupon_rounds": sorted(self.coupon_rounds),
            "loans": sorted(self.loans),
            "capsules": {c: {"count": self.capsule_count[c], "price": self.capsule_price[c]}
                         for c in self.colours if c in self.capsule_price},
            "boards": {k: {"price": b.price, "outline": [list(p) for p in b.outline]}
                       for k, b in self.boards.items()},
            "buildings": {k: {"count": b.count, "price": b.price, "size": list(b.size)}
                          for k, b in self.buildings.items()},
        }

    def interest(self, loan: int) -> int:
        return loan * self.interest_percent // 100

    def pink_price(self, count: int) -> int:
        return self.pink_first + self.pink_extra * (count - 1)

    def limit_for(self, players: int) -> int:
        return self.purchase_limit[players]


def load_components(path: Path | None = None, name: str | None = None) -> Components:
    p = path or resource("components", f"{CLASSIC}.json")
    with open(p, encoding="utf-8") as fh:
        return Components(json.load(fh), name or p.stem)


def component_set_names() -> tuple[str, ...]:
    """The names of the shipped component sets, classic first."""
    names = sorted(p.stem for p in resource("components").glob("*.json"))
    return tuple(sorted(names, key=lambda n: (n != CLASSIC, n)))


@cache
def component_set(name: str) -> Components:
    """The shipped component set `name` (loaded once); an unknown name is a RecordError."""
    if name not in component_set_names():
        raise RecordError("unknown_components", "setup.components", name=name)
    return load_components(resource("components", f"{name}.json"), name)


def default_components() -> Components:
    """The classic set: the components of a record that names no set."""
    return component_set(CLASSIC)


def new_game_components() -> Components:
    """The set a new game starts with: what the table shows before any game is open."""
    return component_set(NEW_GAME_SET)
