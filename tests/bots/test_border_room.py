"""A piece on one of a player's areas keeps clear of the room of its next area (issue 12, step 13).

Traced: balanced, seed 1010 against normal (benchmarks/bots.py, seed 1000), round 4. Hard held one
blue capsule with room for it on its 3 × 3 starting square S4 (a strip 1 unit wide beside the
Graveyard there) and 4 pink capsules for board D beside it. The careful spot for the pink Hotel
hugged D's edge — the border with S4 — and its gap took the strip: the blue capsule was never
built. The grid now sees the free cells of the player's other areas, and a spot whose gap would
take some of them comes after one that takes none.
"""

from __future__ import annotations

import random

import numpy as np

from tch_desktop.bots import BotView
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.planner import Planner
from tch_desktop.bots.space import Space, forget
from tch_desktop.engine import Game
from tch_desktop.engine.components import Components
from tests.bots.helpers import balanced_raw, balanced_round_one
from tests.engine.helpers import buy, give_yen, to_front

VENDING = [(0, 0, 2, 2)]  # a Vending Machine (1 × 1 unit), in 0.5-unit cells


def _step13_set() -> Components:
    """The balanced set on its 3 × 3 starting squares (step 13: S2 at 21–24 × 10–13), with board A
    5 × 5 as in that run (step 14 made it bigger)."""
    raw = balanced_raw()
    raw["geometry"]["starting_parcels"]["S2"] = [21, 10, 24, 13]
    raw["geometry"]["boards"]["A"]["outline"] = [[0, 0], [5, 0], [5, 5], [0, 5]]
    return Components(raw, "balanced")


def _s2_with_a_graveyard_and_board_a_east() -> Game:
    # Player 1 owns S2 (21–24 × 10–13). A Graveyard (1.5 × 1.5) in its north-west corner blocks
    # cells 0–3 of the first four rows (its 3 cells and the gap); a one-capsule Hotel (1 × 3 with
    # its Entrance: 2 × 6 cells) then fits only in the east strip, cells 4–5 (x 23–24), with the
    # Graveyard as its support. Board A (5 × 5) lies east of S2, x 24–29, y 10–15.
    g = balanced_round_one(_step13_set())
    buy(g, {"type": "buy_graveyard", "player": 1, "x": 21, "y": 10})
    buy(g, {"type": "buy_parcel", "player": 1, "board": "A", "x": 24, "y": 10})
    return g


def test_a_piece_keeps_clear_of_the_last_slot_on_the_players_next_area() -> None:
    g = _s2_with_a_graveyard_and_board_a_east()
    sp = Space(g.state, 1)
    board = next(a for a in sp.rooms if a != "S2")
    assert sp.capacity("S2", 1) == 1  # the east strip, the Graveyard its support
    # S2's east column (x 23.5–24, y 10–13: 6 cells) lies within a cell of the board.
    assert int(sp.near(board).sum()) == 6
    # On the empty board the two northern corners touch as much edge: 7 cells of the ring of 12
    # around a Vending Machine each. Reading like a page, the west one came first; at x 24 its
    # gap reaches S2's east column (rows y 10–11.5: 3 cells).
    room = sp.rooms[board]
    assert sp._spots(room, VENDING, True, 1) == [(24.0, 10.0)]  # (without the other areas' cells)
    assert sp.spots(board, VENDING, careful=True, limit=1) == [(28.0, 10.0)]
    assert sp.spots(board, VENDING, careful=False, limit=1) == [(24.0, 10.0)]  # first fit: unchanged
    for x, left in ((28.0, 1), (24.0, 0)):
        h = _s2_with_a_graveyard_and_board_a_east()
        buy(h, {"type": "buy_vending", "player": 1, "x": x, "y": 10})
        assert Space(h.state, 1).capacity("S2", 1) == left  # at x 24 the strip is gone


def test_a_building_is_valued_with_the_room_its_gap_takes_next_door() -> None:
    # As above, and three Vending Machines down board A's middle (x 26.5–27.5 at y 10, 11.5 and
    # 13: with their gaps they block the board's cells 4–7 from y 10 to 14.5). A 2 × 2 Building
    # (4 × 4 cells) then fits only in the board's west strip, cells 0–3 (x 24–26), and wherever it
    # stands there its gap takes S2's east column, where S2's one slot is (1 → 0).
    g = _s2_with_a_graveyard_and_board_a_east()
    for y in (10, 11.5, 13):
        buy(g, {"type": "buy_vending", "player": 1, "x": 26.5, "y": y})
    give_yen(g, 1, 10000)
    g.state.players[1].capsules = {"red": 1}
    to_front(g, 1)
    planner = Planner(BotView.of(g, 1), level_params("hard"), random.Random(1))
    board = next(a for a in planner.space.rooms if a != "S2")
    assert planner.room.capacity["S2"] == 1
    assert planner.space.next_door(board, [(0, 0, 4, 4)], planner.econ.spare, True) == {"S2": 0}
    sweets = [o for o in planner.options() if o.kind == "building" and o.building == "sweets_buffet"]
    assert sweets and all(o.area == board for o in sweets)
    e, r = planner.econ.copy(), planner.room.copy()
    assert sweets[0].change is not None
    sweets[0].change(e, r)
    assert r.capacity["S2"] == 0


def test_the_remembered_room_after_a_piece_depends_on_the_players_other_areas() -> None:
    # A Vending Machine on board A (x 25.5–26.5, y 12–13) and S2's free east strip beside it:
    # the next Vending Machine's careful spot keeps clear of the strip, x 28 y 10, and leaves the
    # board room for 2. With no free cells next door (the same board), the spot would be x 24
    # y 12, leaving room for 1. Remembered answers (issue 16) must not mix the two positions:
    # the same board asked again with other cells next door is worked out anew (a seeded game
    # would otherwise depend on the games its process played before).
    g = _s2_with_a_graveyard_and_board_a_east()
    buy(g, {"type": "buy_vending", "player": 1, "x": 25.5, "y": 12})
    forget()
    sp = Space(g.state, 1)
    board = next(a for a in sp.rooms if a != "S2")
    assert sp.spots(board, VENDING, careful=True, limit=1) == [(28.0, 10.0)]
    assert sp.capacity_with(board, [VENDING], 0, True) == 2
    bare = Space(g.state, 1)
    bare._near[board] = np.zeros_like(bare.near(board))  # (stands for a position with nothing free next door)
    assert bare.spots(board, VENDING, careful=True, limit=1) == [(24.0, 12.0)]
    assert bare.capacity_with(board, [VENDING], 0, True) == 1
