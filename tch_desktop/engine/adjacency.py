"""Which Parcels are adjacent: a graph of shared sides.

Drives the Park's side B: an extra Attraction Income for every Parcel next to
the Park's Parcel, and for all starting Parcels in play when any of them is.
(A plain neighbour map: no graph library is loaded for one neighbour set.)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tch_desktop.engine.geometry import share_side
from tch_desktop.engine.state import GameState


@dataclass
class ParcelGraph:
    """Parcels in play, in the order they came into play, with their neighbours."""

    starts: set[str] = field(default_factory=set)
    adjacent: dict[str, set[str]] = field(default_factory=dict)

    @property
    def nodes(self) -> list[str]:
        return list(self.adjacent)

    def neighbors(self, parcel: str) -> set[str]:
        return self.adjacent[parcel]


def parcel_graph(state: GameState) -> ParcelGraph:
    """Nodes: Parcels in play (claimed starting squares and bought Parcels); edges: a shared side."""
    g = ParcelGraph()
    parcels = state.parcels()
    for p in parcels:
        g.adjacent[p.id] = set()
        if p.kind == "start":
            g.starts.add(p.id)
    for i, a in enumerate(parcels):
        for b in parcels[i + 1:]:
            if share_side(a.polygon, b.polygon):
                g.adjacent[a.id].add(b.id)
                g.adjacent[b.id].add(a.id)
    return g


def park_bonus_parcels(state: GameState, park_parcel: str, graph: ParcelGraph | None = None) -> list[str]:
    """The Parcels that receive a side-B Park's extra income (never the Park's own)."""
    g = graph if graph is not None else parcel_graph(state)
    targets = set(g.neighbors(park_parcel))
    if targets & g.starts:
        targets |= g.starts
    targets.discard(park_parcel)
    order = g.nodes
    return sorted(targets, key=order.index)
