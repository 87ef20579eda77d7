"""Which Parcels are adjacent: a networkx graph of shared sides.

Drives the Park's side B: an extra Attraction Income for every Parcel next to
the Park's Parcel, and for all starting Parcels in play when any of them is.
"""

from __future__ import annotations

import networkx as nx

from tch_desktop.engine.geometry import share_side
from tch_desktop.engine.state import GameState


def parcel_graph(state: GameState) -> nx.Graph[str]:
    """Nodes: Parcels in play (claimed starting squares and bought Parcels); edges: a shared side."""
    g: nx.Graph[str] = nx.Graph()
    parcels = state.parcels()
    for p in parcels:
        g.add_node(p.id, start=p.kind == "start", owner=p.owner)
    for i, a in enumerate(parcels):
        for b in parcels[i + 1:]:
            if share_side(a.polygon, b.polygon):
                g.add_edge(a.id, b.id)
    return g


def park_bonus_parcels(state: GameState, park_parcel: str, graph: nx.Graph[str] | None = None) -> list[str]:
    """The Parcels that receive a side-B Park's extra income (never the Park's own)."""
    g = graph if graph is not None else parcel_graph(state)
    targets = set(g.neighbors(park_parcel))
    starts = {n for n, d in g.nodes(data=True) if d["start"]}
    if targets & starts:
        targets |= starts
    targets.discard(park_parcel)
    order = list(g.nodes)
    return sorted(targets, key=order.index)
