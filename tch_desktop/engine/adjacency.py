"""Which Parcels are adjacent: a networkx graph of shared sides.

Drives the Park's side B: an extra Attraction Income for every Parcel next to
the Park's Parcel, and for all starting Parcels in play when any of them is.
networkx is imported only when that card is in play, so the commands and games
that never meet it (a replay, most Income phases) do not pay for loading it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tch_desktop.engine.geometry import share_side
from tch_desktop.engine.state import GameState

if TYPE_CHECKING:
    import networkx as nx


def parcel_graph(state: GameState) -> nx.Graph[str]:
    """Nodes: Parcels in play (claimed starting squares and bought Parcels), in the order
    they came into play; edges: a shared side."""
    import networkx as nx

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
    starts = {n for n, start in g.nodes(data="start") if start}
    if targets & starts:
        targets |= starts
    targets.discard(park_parcel)
    order = list(g.nodes)
    return sorted(targets, key=order.index)
