"""Placements: the grid finds spots fast; on slanted outlines `engine.moves` backs it up."""

from __future__ import annotations

from tch_desktop.bots import BotView
from tch_desktop.bots.placement import hotel_action, support_action
from tch_desktop.bots.space import Space
from tch_desktop.engine.components import component_set, component_set_names
from tests.engine.helpers import buy, purchasing, to_front

SLANTED = [[15, 9], [19, 9], [19, 12], [16, 13], [15, 13]]  # one edge runs diagonally


def slanted_subdivision():
    """Player 1 owns D1, a Subdivision of S1 with a slanted edge, with red capsules in hand."""
    g = purchasing(2, loans=(10000, 10000), first=0)
    for p in (0, 1):
        if p in g.state.queue:
            g.apply({"type": "leave_queue", "player": p})
    g.apply({"type": "barter_open", "parties": [0, 1]})
    g.apply({"type": "barter", "barter": "X1", "transfers": [
        {"from": 0, "to": 1, "subdivide": "S1", "outline": SLANTED},
        {"from": 1, "to": 0, "yen": 1000}], "promises": []})
    buy(g, {"type": "buy_capsules", "player": 1, "color": "red"})
    return g


def test_the_grid_knows_when_it_cannot_see_an_outline_exactly() -> None:
    g = slanted_subdivision()
    sp = Space(g.state, 1)
    assert not sp.exact("D1") and Space(g.state, 0).exact("S1") is False  # S1 has D1 cut out
    assert Space(g.state, 1).free_cells("D1") > 0


def test_pieces_fit_on_a_slanted_subdivision() -> None:
    g = slanted_subdivision()
    to_front(g, 1)
    view = BotView.of(g, 1)
    act = support_action(view, Space(view.state, 1), "D1", "red", 1, True, False)
    assert act is not None and g.check(act) is None
    g.apply(act)
    to_front(g, 1)
    view = BotView.of(g, 1)
    hotel = hotel_action(view, Space(view.state, 1), "red", 1, "D1", True)
    assert hotel is not None and g.check(hotel) is None
    g.apply(hotel)
    assert g.state.hotels()[-1].area == "D1"


def test_engine_moves_back_the_grid_up_where_it_cannot_see(monkeypatch) -> None:
    g = slanted_subdivision()
    to_front(g, 1)
    g.apply({"type": "buy_vending", "player": 1, "x": 15, "y": 12})
    to_front(g, 1)
    view = BotView.of(g, 1)
    space = Space(view.state, 1)
    monkeypatch.setattr(Space, "spots", lambda *a, **k: [])  # the grid finds nothing
    hotel = hotel_action(view, space, "red", 2, "D1", False)
    assert hotel is not None and g.check(hotel) is None
    assert len(hotel.capsules) == 2


def test_the_grid_takes_the_visible_gap_as_one_cell_and_every_shipped_set_agrees() -> None:
    # bots/space marks the gap around a piece as one cell of the placement grid; both sets: 0.5, 0.5.
    for name in component_set_names():
        c = component_set(name)
        assert c.gap == c.grid, name
