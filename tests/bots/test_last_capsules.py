"""Hard's last capsules and boards (issue 12, balanced step 15): a board bought for Hotels is not sold
off as Graveyards while capsules wait (`Level.kept_room`), a Hotel's spot leaves room for the
capsules still in hand, and a capsule bought in a Barter is judged with the rivals' capsules of its
colour built (`trading._rivals_built`).

Traced on balanced step 15 (orange 7 for 1,000円, boards C 4,500, D and E 5,000円) against the
Graveyard rush (`benchmarks/bots.py`, seed 1000): hard, alone with a passive rival, ends the game
itself at round 5–7 by its own repayment, and left 1–3 capsules in hand or a board bare in 29 of 200
seats (7 on step 14): docs/bots.md, "Step 15's waste".
"""

from __future__ import annotations

import random
from dataclasses import replace

from tch_desktop.bots import BotView, trading
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.messages import Offer
from tch_desktop.bots.planner import WASTE, Planner
from tch_desktop.bots.space import Space
from tch_desktop.bots.trading import settle_on
from tch_desktop.engine import Game
from tch_desktop.engine.actions import BuildHotel, LeaveQueue, Transfer
from tests.bots.helpers import balanced_round_one
from tests.engine.helpers import buy, give_yen, hotel, to_front


def _planner(g: Game, player: int = 0, **level: bool) -> Planner:
    to_front(g, player)
    return Planner(BotView.of(g, player), replace(level_params("hard"), **level), random.Random(1))


def _board_a_with_four_graveyards() -> Game:
    # Balanced, 2 players, player 0 on S1 (16–19 × 10–13). Board A (5.5 × 5) west of it, x 10.5–16,
    # y 10–15. Three Graveyards (1.5 × 1.5) along its north edge (x 10.5–12, 12.5–14, 14.5–16; y
    # 10–11.5) and a fourth at x 11.5–13, y 12–13.5. Below the north row (0.5 of gap) a one-capsule
    # Hotel is an upright strip 1 × 3, y 12–15: west of the fourth Graveyard it would have to end by
    # x 11 (10.5 + 1 = 11.5 > 11: none); east of it from x 13.5: x 13.5–14.5 and 15–16, two Hotels,
    # the Graveyards their supports.
    g = balanced_round_one()
    buy(g, {"type": "buy_parcel", "player": 0, "board": "A", "x": 10.5, "y": 10})
    for x, y in [(10.5, 10), (12.5, 10), (14.5, 10), (11.5, 12)]:
        buy(g, {"type": "buy_graveyard", "player": 0, "x": x, "y": y})
    s = g.state
    s.round = 3
    give_yen(g, 0, 300 - s.players[0].yen)  # short of money: no Entrance (1,000円) this round
    return g


def test_no_graveyard_for_cash_takes_the_last_room_of_a_board_without_a_hotel() -> None:
    g = _board_a_with_four_graveyards()
    s = g.state
    board = next(a for a, area in s.areas.items() if area.kind == "parcel")
    assert Space(s, 0).capacity(board, 4) == 2
    s.players[0].capsules = {"orange": 2}
    # A fifth Graveyard beside the fourth (x 13.5–15 at the careful spot, or any spot east of it)
    # leaves no strip: x 15.5 + 1 > 16. The board would never get a Hotel.
    cash = {k: [o for o in _planner(g, kept_room=k).options() if o.kind == "graveyard" and o.area == board]
            for k in (True, False)}
    assert [o.room_left for o in cash[True]] == [0]
    assert cash[True][0].value == WASTE
    # Without the check the Graveyard is worth its 200円: with 300円 and no Income the plan builds
    # neither capsule with or without the board's room, so "strands more capsules" cannot see it.
    assert cash[False][0].value == 200


def test_a_graveyard_for_cash_may_fill_a_bare_board_once_no_capsule_waits_for_it() -> None:
    g = _board_a_with_four_graveyards()
    board = next(a for a, area in g.state.areas.items() if area.kind == "parcel")
    # Nothing in hand: no Hotel is coming for the board, its Graveyard's 200円 are all it can give.
    cash = [o for o in _planner(g).options() if o.kind == "graveyard" and o.area == board]
    assert [(o.room_left, o.value) for o in cash] == [(0, 200)]


def _yellow_from_the_rival() -> tuple[Game, Offer]:
    # Balanced, round 2. Player 0 owns board A west of S1 with an Arcade (its die: 2,000円 on average)
    # and a Vending Machine ready, and 5,000円. Player 1 has bought yellow (8 capsules): one Hotel on
    # S2, 7 in hand. Player 0 offers 900円 for one of the yellow capsules (its idea "buy a capsule of a
    # colour they hold plenty of", trading._ideas).
    g = balanced_round_one()
    buy(g, {"type": "buy_parcel", "player": 0, "board": "A", "x": 10.5, "y": 10})
    buy(g, {"type": "buy_building", "player": 0, "building": "arcade", "x": 10.5, "y": 10, "rot": 0})
    buy(g, {"type": "buy_vending", "player": 0, "x": 13, "y": 10})
    buy(g, {"type": "buy_capsules", "player": 1, "color": "yellow"})
    buy(g, {"type": "buy_vending", "player": 1, "x": 21, "y": 10})
    buy(g, hotel(1, "yellow", 22.5, 10))
    for p in (0, 1):
        if p in g.state.queue:
            g.apply(LeaveQueue(p))
    assert g.state.round == 2 and g.state.players[1].capsules == {"yellow": 7}
    return g, Offer(0, 1, (Transfer(1, 0, capsules=(("yellow", 1),)), Transfer(0, 1, yen=900)))


def test_a_capsule_bought_in_a_barter_is_judged_with_the_rivals_capsules_of_its_colour_built() -> None:
    g, offer = _yellow_from_the_rival()
    v = BotView.of(g, 0)
    hard = level_params("hard")
    board = next(a for a, area in g.state.areas.items() if area.kind == "parcel")
    after = v.fork()
    assert settle_on(after, offer) is None
    e = Econ.of(after.state)
    # As the table stands (the rival's one yellow Hotel): player 0's yellow Hotel beside the Arcade
    # earns E[min(1,000, F + A)] = 975 with F = 100 × (2 Hotels + 2 Parcels) = 400, and adds 200
    # to the rival's Hotel (F 200 → 400): 975 − 0.8 × 200 = 815 a round, it pays.
    assert (e.hotel_gain(0, "yellow", board, 1, 0), e.hotel_gain(1, "yellow", board, 1, 0)) == (975.0, 200.0)
    # With the rival's 6 capsules left in hand built too (7 Hotels on S2): the Hotel earns the cap,
    # 1,000, and adds 200 to each of the rival's 7 (F 800 → 1,000): 1,000 − 0.8 × 1,400 = −120 a
    # round. It is never built, so the capsule is money thrown away.
    built = trading._rivals_built(e, 0, offer)
    assert (built.hotel_gain(0, "yellow", board, 1, 0), built.hotel_gain(1, "yellow", board, 1, 0)) == (1000.0, 1400.0)
    assert trading.deal_value(v, offer, 0, hard) == WASTE
    # Judged on the table as it stands, the deal looked worth 3,256円 (as before this check).
    assert trading.deal_value(v, offer, 0, replace(hard, shared_thrift=False)) > 0


def test_a_hotel_stands_where_it_leaves_room_for_the_capsules_still_in_hand() -> None:
    # Board A west of S1 (x 10.5–16, y 10–15) with two Vending Machines, at x 11.5–12.5, y 12.5–13.5
    # and x 12.5–13.5, y 14–15; two red capsules in hand. A one-capsule Hotel is an upright strip
    # 1 × 3 (capsule 1 × 2, Entrance below), 0.5 of gap around every piece.
    g = balanced_round_one()
    buy(g, {"type": "buy_parcel", "player": 0, "board": "A", "x": 10.5, "y": 10})
    buy(g, {"type": "buy_vending", "player": 0, "x": 11.5, "y": 12.5})
    buy(g, {"type": "buy_vending", "player": 0, "x": 12.5, "y": 14})
    g.state.players[0].capsules = {"red": 2}
    board = next(a for a, area in g.state.areas.items() if area.kind == "parcel")
    assert Space(g.state, 0).capacity(board, 2) == 2
    spots = {}
    for kept in (True, False):
        pl = _planner(g, kept_room=kept)
        opt = next(o for o in pl.options() if o.kind == "hotel" and o.area == board and o.count == 1)
        act = pl.realize(opt)
        assert isinstance(act, BuildHotel)
        spots[kept] = (act.capsules[0].x, act.capsules[0].y)
    # The careful spot hugs the south-east corner: x 14–15, y 12–15. North of it only 1.5 units are
    # left (y 10–11.5 < 3), east 1 unit less its gap, west the Vending Machines' gaps: no room for the
    # second Hotel. At x 13–14, y 10–13 the strip x 14.5–15.5, y 10–13 stays free for it.
    assert spots[False] == (14.0, 12.0)
    assert spots[True] == (13.0, 10.0)
