"""The balanced set's design choices that docs/balance.md reckons by hand (steps 7 and 8)."""

from __future__ import annotations

from tch_desktop.bots.space import board_capacity
from tch_desktop.engine import rules
from tch_desktop.engine.components import component_set


def test_balanced_boards_grow_in_room_and_the_biggest_of_each_price_is_the_cheapest_per_hotel() -> None:
    # Room = one-capsule Hotels with their Vending Machines on the empty board (bots/space). Step 11
    # (session 8): B 8 x 4 (was 9 x 4: room 3, was 4), E 4,000 (was 4,500): A, B at 3,000 with the
    # same room; C, D, E at 4,000.
    c = component_set("balanced")
    ladder = [(b, c.boards[b].price, board_capacity(c, b)) for b in sorted(c.boards)]
    assert ladder == [("A", 3000, 3), ("B", 3000, 3), ("C", 4000, 5), ("D", 4000, 6), ("E", 4000, 7)]
    per_hotel = {b: price / room for b, price, room in ladder}
    assert {b: round(x) for b, x in per_hotel.items()} == {"A": 1000, "B": 1000, "C": 800, "D": 667, "E": 571}
    # Room grows from A to E; the bigger board costs at least as much, and the biggest board is
    # the cheapest per Hotel. A (square) and B (a strip) cost the same for the same room; C (an L)
    # and D cost what E costs: they are bought for their shape and a player's plan (and each
    # seat's taste), not for their price per Hotel.
    rooms = [room for _, _, room in ladder]
    prices = [price for _, price, _ in ladder]
    assert rooms == sorted(rooms) and prices == sorted(prices)
    assert min(per_hotel, key=lambda b: per_hotel[b]) == "E"


def test_balanced_colours_pay_alike_so_that_seats_liking_them_differently_spread_them() -> None:
    # Step 8: 7-9 capsules, pink 24; step 11 (session 8): blue and purple 8 capsules for 1,500 (were
    # 9 for 3,000), pink 26: 54 capsules and pink 26 (80 in supply).
    c = component_set("balanced")
    assert {k: (c.capsule_count[k], c.capsule_price.get(k)) for k in c.colours} == {
        "red": (7, 1000), "orange": (7, 1500), "yellow": (8, 1500), "green": (8, 1500),
        "blue": (8, 1500), "purple": (8, 1500), "white": (8, 1500), "pink": (26, None)}
    assert sum(c.capsule_count.values()) == 80
    # Per capsule: 143, 214 and 188円 for the five colours of 8. Only orange has at most another's
    # capsules at at least its price (red: as many, cheaper; the 8s: one more, same price) — the
    # hard bot values a colour of 7 and of 8 alike (docs/balance.md, step 8), and buys orange in
    # about half the 4-player games. The five colours of 8 are equal: each seat's taste picks.
    # (9 capsules for 1,500 beside them were bought as often by hard, which at 3 and 4 players
    # values every colour of 1,500 alike, but the land archetype took them and won 84 % of the
    # 4-player mixed games: docs/balance.md, step 11.)
    plain = [k for k in c.colours if k in c.capsule_price]
    dominated = {(a, b) for a in plain for b in plain if a != b
                 and c.capsule_count[a] <= c.capsule_count[b] and c.capsule_price[a] >= c.capsule_price[b]
                 and (c.capsule_count[a], c.capsule_price[a]) != (c.capsule_count[b], c.capsule_price[b])}
    assert dominated == {("orange", b) for b in ("red", "yellow", "green", "blue", "purple", "white")}


def test_balanced_top_loan_of_12000_is_a_debt_of_21600_at_round_8() -> None:
    c = component_set("balanced")
    assert sorted(c.loans) == [4000, 6000, 8000, 12000] and c.loans[4000] == 1
    assert rules.debt(c, 12000, 8) == 12000 + 8 * 1200 == 21600

