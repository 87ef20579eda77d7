"""The state of one game: players, land, what stands on it, the round.

Plain mutable dataclasses owned by `Game`; everything that refers to another
object does so by id, as the record does. Queries that several rules share
(which area holds a footprint, the Golden Rule count, Franchise Income) live
here; the rules that change the state live in game.py and its helpers.
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, TypeVar

import shapely
from shapely import Polygon
from shapely.geometry.base import BaseGeometry

from tch_desktop.engine import rules
from tch_desktop.engine.components import Components
from tch_desktop.engine.geometry import Point, Rect, rect_polygon
from tch_desktop.engine.reports import IncomeReport
from tch_desktop.engine.spatial import StructureIndex

Phase = Literal["setup", "loans", "purchase", "income", "over"]
_T = TypeVar("_T")


@dataclass
class PlayerState:
    index: int
    name: str
    seal: str
    pen: str
    kind: str = "human"
    level: str | None = None
    yen: int = 0
    coupons: int = 0
    loan: int | None = None
    capsules: dict[str, int] = field(default_factory=dict)
    passed: bool = False
    start: str | None = None
    income_history: list[int] = field(default_factory=list)
    net_history: list[int] = field(default_factory=list)  # Yen − Debt after each Income phase
    cards: list[str] = field(default_factory=list)

    def capsules_held(self, colour: str) -> int:
        return self.capsules.get(colour, 0)


@dataclass
class Area:
    """A Parcel (`start` or `parcel`) or a Subdivision, with its outline."""

    id: str
    kind: Literal["start", "parcel", "subdivision"]
    owner: int
    outline: list[Point]
    parent: str | None = None
    parcel: str = ""
    board: str | None = None
    rot: int = 0
    drawn_by: int | None = None
    children: list[str] = field(default_factory=list)
    polygon: Polygon = field(init=False, repr=False)
    _own: BaseGeometry | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.polygon = Polygon(self.outline)
        shapely.prepare(self.polygon)
        if not self.parcel:
            self.parcel = self.id

    def __deepcopy__(self, memo: dict[int, Any]) -> Area:
        # Outlines are immutable shapely geometry: share them, copy the rest.
        new = _shallow(self)
        new.outline = list(self.outline)
        new.children = list(self.children)
        memo[id(self)] = new
        return new

    @property
    def is_parcel(self) -> bool:
        return self.kind != "subdivision"


@dataclass
class Structure:
    """Anything standing on the Map. `rects` is its footprint on the ground."""

    id: str
    area: str
    parcel: str
    rects: tuple[Rect, ...]

    kind = "structure"


@dataclass
class Hotel(Structure):
    color: str = ""
    capsules: tuple[tuple[float, float, int, int], ...] = ()  # x, y, z, rot
    entrance: Point | None = None
    laundry: str | None = None  # the Coin Laundry it stands on
    count: int = 0
    stories: int = 1
    built_by: int = 0

    kind = "hotel"


@dataclass
class Building(Structure):
    building: str = ""
    side: str | None = None
    rot: int = 0
    hotel: str | None = None  # a Coin Laundry's roof hotel

    kind = "building"


@dataclass
class Vending(Structure):
    kind = "vending"


@dataclass
class Graveyard(Structure):
    kind = "graveyard"


@dataclass
class OpenBarter:
    id: str
    parties: tuple[int, ...]


@dataclass
class GameState:
    components: Components
    players: list[PlayerState]
    seed: int
    attraction_cards: str = "off"
    tallest_hotel: bool = False
    round: int = 0
    phase: Phase = "setup"
    areas: dict[str, Area] = field(default_factory=dict)
    structures: dict[str, Structure] = field(default_factory=dict)
    supply: dict[str, int] = field(default_factory=dict)
    entrances_left: int = 0
    vending_left: int = 0
    buildings_left: dict[str, int] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)
    queue: list[int] = field(default_factory=list)
    spend: int = 0
    purchasing_open: bool = False
    barters: dict[str, OpenBarter] = field(default_factory=dict)
    franchise_paid: dict[str, list[int]] = field(default_factory=dict)
    cards: dict[str, tuple[int, str]] = field(default_factory=dict)  # building → (owner, side)
    tallest: int = 0
    last_income: IncomeReport | None = None
    winners: list[int] = field(default_factory=list)
    net: list[int] = field(default_factory=list)
    end_reason: str | None = None
    yen_flows: dict[str, int] = field(default_factory=dict)
    # Caches of derived geometry, never part of the game: rebuilt when stale.
    _land: tuple[frozenset[str], BaseGeometry] | None = field(default=None, init=False, repr=False,
                                                              compare=False)
    _index: StructureIndex | None = field(default=None, init=False, repr=False, compare=False)

    def copy(self) -> GameState:
        """A deep copy sharing the (read-only) component data."""
        return copy.deepcopy(self, {id(self.components): self.components})

    def __deepcopy__(self, memo: dict[int, Any]) -> GameState:
        """Copied structurally: every field of this state holds plain values, tuples and flat
        containers, so one level of copying per container is a deep copy (the cached geometry
        and the structure index are never changed in place and are shared)."""
        new = _shallow(self)
        memo[id(self)] = new
        fields = new.__dict__
        for name, copier in _COPIERS:
            fields[name] = copier(fields[name])
        for name in _OTHER_FIELDS:  # scalars are shared as they are; anything else copied deeply
            value = fields[name]
            if type(value) not in _ATOMIC:
                fields[name] = copy.deepcopy(value, memo)
        return new

    # ------------------------------------------------------------ ids
    def next_id(self, prefix: str) -> str:
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return f"{prefix}{n}"

    # ------------------------------------------------------------ money
    def change_yen(self, player: int, delta: int, reason: str) -> None:
        """Every change of a player's Yen goes through here, tagged with why."""
        self.players[player].yen += delta
        self.yen_flows[reason] = self.yen_flows.get(reason, 0) + delta

    def debt(self, player: int, round_: int | None = None) -> int:
        loan = self.players[player].loan or 0
        return rules.debt(self.components, loan, self.round if round_ is None else round_)

    @property
    def limit(self) -> int:
        return self.components.limit_for(len(self.players))

    # ------------------------------------------------------------ land
    def parcels(self) -> list[Area]:
        return [a for a in self.areas.values() if a.is_parcel]

    def own_portion(self, area_id: str) -> BaseGeometry:
        """The area minus its Subdivisions: where its own pieces stand."""
        area = self.areas[area_id]
        if area._own is None:
            geom: BaseGeometry = area.polygon
            for cid in area.children:
                geom = geom.difference(self.areas[cid].polygon)
            area._own = geom
            shapely.prepare(geom)
        return area._own

    def forget_own_portion(self, area_id: str) -> None:
        self.areas[area_id]._own = None

    def area_at(self, footprint: BaseGeometry) -> Area | None:
        """The smallest area whose outline covers the footprint, if any."""
        best: Area | None = None
        for parcel in self.parcels():
            if parcel.polygon.covers(footprint):
                best = parcel
                break
        while best is not None:
            for cid in best.children:
                child = self.areas[cid]
                if child.polygon.covers(footprint):
                    best = child
                    break
            else:
                return best
        return None

    def land(self) -> BaseGeometry:
        """All Parcels in play as one shape (kept: Parcels are only ever added)."""
        parcels = self.parcels()
        ids = frozenset(p.id for p in parcels)
        if self._land is None or self._land[0] != ids:
            if self._land is not None and self._land[0] <= ids:
                geom = shapely.union_all([self._land[1], *(p.polygon for p in parcels if p.id not in self._land[0])])
            else:
                geom = shapely.union_all([p.polygon for p in parcels])
            shapely.prepare(geom)
            self._land = (ids, geom)
        return self._land[1]

    def land_covers(self, r: Rect) -> bool:
        """Whether Parcels together cover the rectangle (it may straddle outlines)."""
        return bool(self.land().covers(rect_polygon(r)))

    def structure_index(self) -> StructureIndex:
        """The grid of every structure's footprint, brought up to date with `structures`."""
        index = self._index
        if index is None or index.ids.keys() != self.structures.keys():
            if index is None or not index.ids.keys() <= self.structures.keys():
                index = StructureIndex.build(self.structures)
            else:
                index = index.extended(self.structures)
            self._index = index
        return index

    def structures_near(self, r: Rect, margin: float) -> list[tuple[str, Rect]]:
        """(structure id, rectangle) of every footprint rectangle that may come within `margin`
        of r, in the order the structures were placed."""
        return [(sid, q) for _, sid, q in self.structure_index().near(r, margin)]

    def area_of_rect(self, r: Rect) -> Area | None:
        return self.area_at(rect_polygon(r))

    def owner_of(self, structure_id: str) -> int:
        return self.areas[self.structures[structure_id].area].owner

    def in_area(self, area_id: str) -> list[Structure]:
        return [s for s in self.structures.values() if s.area == area_id]

    def hotels(self) -> list[Hotel]:
        return [s for s in self.structures.values() if isinstance(s, Hotel)]

    def buildings(self) -> list[Building]:
        return [s for s in self.structures.values() if isinstance(s, Building)]

    # ------------------------------------------------------------ rules shared by several actions
    def golden_rule_lifted(self, parcel_id: str) -> bool:
        """A side-B card that lifts it (Sumo Dohyo) lifts the Golden Rule in its whole Parcel."""
        kinds = self.components.buildings
        return any(rules.effect(kinds[b.building], b.side).lifts_golden_rule
                   for b in self.buildings() if b.parcel == parcel_id)

    @staticmethod
    def golden_counts(structures: list[Structure]) -> tuple[int, int]:
        """(Hotels, Vending Machines + Graveyards) among the given structures."""
        hotels = sum(1 for s in structures if isinstance(s, Hotel))
        support = sum(1 for s in structures if isinstance(s, Vending | Graveyard))
        return hotels, support

    def franchise_income(self, colour: str) -> int:
        return rules.franchise_income(self.components,
                                      [h.parcel for h in self.hotels() if h.color == colour])

    def graveyards_in_parcel(self, parcel_id: str) -> int:
        return sum(1 for s in self.structures.values() if isinstance(s, Graveyard) and s.parcel == parcel_id)

    def card_side(self, building: str) -> str | None:
        card = self.cards.get(building)
        return card[1] if card else None


def _shallow(obj: _T) -> _T:
    """A shallow copy of a plain (dict-based) dataclass object, without copy.copy's generic path."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def _copy_players(players: list[PlayerState]) -> list[PlayerState]:
    out = []
    for p in players:
        q = _shallow(p)
        q.capsules = dict(p.capsules)
        q.income_history = list(p.income_history)
        q.net_history = list(p.net_history)
        q.cards = list(p.cards)
        out.append(q)
    return out


def _copy_areas(areas: dict[str, Area]) -> dict[str, Area]:
    return {k: a.__deepcopy__({}) for k, a in areas.items()}


def _copy_each(items: dict[str, Any]) -> dict[str, Any]:
    # Structures and open Barters hold only ids, numbers and tuples; their fields are
    # replaced (a structure moved to a Subdivision), never changed in place.
    return {k: _shallow(v) for k, v in items.items()}


_FIELD_COPY: dict[str, Any] = {
    "players": _copy_players,
    "areas": _copy_areas,
    "structures": _copy_each,
    "barters": _copy_each,
    "supply": dict, "buildings_left": dict, "counters": dict, "cards": dict, "yen_flows": dict,
    "queue": list, "winners": list, "net": list,
    "franchise_paid": lambda d: {k: list(v) for k, v in d.items()},
}
#: Shared between copies: read-only component data, a replace-only report, immutable caches.
_SHARED = frozenset({"components", "last_income", "_land", "_index"})
_COPIERS: tuple[tuple[str, Any], ...] = tuple(_FIELD_COPY.items())
_OTHER_FIELDS = tuple(f.name for f in dataclasses.fields(GameState)
                      if f.name not in _FIELD_COPY and f.name not in _SHARED)
_ATOMIC = frozenset({int, str, bool, float, type(None)})
