"""Plan figures shared between an Econ and its copies only while their Hotels and Parcels stand alike
(`Econ.figures`, `Valuer._memo`; issue 16, session 14: a playout's Purchases tried on copies of one
position read that position's figures). Every decision stays as it was: see
tests/bots/test_remembered_figures.py."""

from __future__ import annotations

from tch_desktop.bots.econ import Econ
from tests.bots.helpers import balanced_round_one


def test_plan_figures_are_shared_with_copies_only_while_their_hotels_and_parcels_stand_alike() -> None:
    e = Econ.of(balanced_round_one().state)
    mine = e.figures(0)
    assert e.figures(0) is mine and e.figures(1) is not mine  # one memory per player
    bought = e.copy()
    bought.yen[0] -= 1000  # capsules bought: money and hand change, Hotels and Parcels do not
    bought.hand[0] = {"red": 7}
    assert bought.figures(0) is mine
    built, board = e.copy(), e.copy()
    built.add_hotel(0, "red", e.my_areas(0)[0], 1)  # a Hotel more …
    board.add_parcel(0, "new-C")  # … or a Parcel more: figures of their own
    assert built.figures(0) is not mine and board.figures(0) is not mine
    assert built.figures(0) is not board.figures(0)  # (both dated one step on, differently)
    assert built.copy().figures(0) is built.figures(0)  # their own copies share theirs
    assert e.figures(0) is mine  # the position itself keeps its own


def test_a_colour_remembers_the_capsules_a_hotel_needs_until_its_franchise_grows() -> None:
    e = Econ.of(balanced_round_one().state)
    area = e.my_areas(0)[0]
    parcel = e.area_parcel[area]
    first = e.useful_capsules("red", parcel, 7)
    assert e._colour("red").useful[(parcel, 7, 2)] == first
    e.add_hotel(0, "red", area, 1)  # the Franchise grows: worked out afresh
    assert (parcel, 7, 2) not in e._colour("red").useful
    Econ.remember = False
    try:
        fresh = e.useful_capsules("red", parcel, 7)
    finally:
        Econ.remember = True
    assert e.useful_capsules("red", parcel, 7) == fresh
