"""The balanced set's design choices that docs/balance.md reckons by hand (step 7)."""

from __future__ import annotations

from tch_desktop.bots.space import board_capacity
from tch_desktop.engine import rules
from tch_desktop.engine.components import component_set


def test_balanced_boards_are_a_ladder_each_the_cheapest_board_for_its_room() -> None:
    # Room = one-capsule Hotels with their Vending Machines on the empty board (bots/space).
    c = component_set("balanced")
    ladder = [(b, c.boards[b].price, board_capacity(c, b)) for b in sorted(c.boards)]
    assert ladder == [("A", 3000, 3), ("B", 3500, 4), ("C", 4000, 5), ("D", 4500, 6), ("E", 5000, 7)]
    # More room always costs more, and less per Hotel: 1,000 / 875 / 800 / 750 / 714円.
    per_hotel = [price / room for _, price, room in ladder]
    assert [round(x) for x in per_hotel] == [1000, 875, 800, 750, 714]
    assert per_hotel == sorted(per_hotel, reverse=True)
    # So no board has at most another's room at at least its price (step 6's B: A's 3 Hotels for 4,000).
    for b, price, room in ladder:
        assert not any(o != b and r >= room and p <= price for o, p, r in ladder)


def test_balanced_top_loan_of_12000_is_a_debt_of_21600_at_round_8() -> None:
    c = component_set("balanced")
    assert sorted(c.loans) == [4000, 6000, 8000, 12000] and c.loans[4000] == 1
    assert rules.debt(c, 12000, 8) == 12000 + 8 * 1200 == 21600
