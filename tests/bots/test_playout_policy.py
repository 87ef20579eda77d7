"""The investment playouts' policy and end (issue 12, session i12s-2: why the 3-player search lost).

In the playouts every player built a Hotel only when it paid back alone (`Playouts._step`). Under
the balanced set a colour's first one-capsule Hotel earns the Franchise of 1 Hotel on 1 Parcel,
100 + 100 = 200円 a round, for an Entrance and a Vending Machine of 1,000 + 500円: 200 × 8 = 1,600
pays in round 1 (8 Income phases to come), 200 × 7 = 1,400 does not in round 2. A player who had
not built by the end of round 1 — at 3 players, after three colours and a board, the Purchase
Limit of 13,500円 is gone before everyone builds — then sat on its capsules through round 2, and
the candidates were compared in worlds where one player or another was frozen by the order of
round 1's last Purchases (`playout_plans`). And the end of a playout was valued by a build-out
that is not monotone in room (`playout_trim`).
"""

from __future__ import annotations

from dataclasses import replace

from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.planner import TASTE_SPREAD, _fails_thrift
from tch_desktop.bots.search import Playouts, Seat, colour_plan, trimmed_rooms
from tch_desktop.bots.valuation import Room, Valuer
from tch_desktop.engine.components import Components
from tests.bots.helpers import balanced_raw, balanced_round_one


def _red_on_a_new_parcel(held: int = 7) -> tuple[Econ, str]:
    """Balanced, 2 players (Purchase Limit 9,000円), round 2: player 0 holds `held` red capsules
    and owns a new Parcel (no Attraction, no Hotel)."""
    e = Econ.of(balanced_round_one().state)
    e.round, e.spend = 2, 0
    e.add_parcel(0, "new")
    e.hand[0] = {"red": held}
    e.supply["red"] = 0
    return e, "new"


def test_colour_plan_counts_what_a_first_hotel_adds_to_the_colours_later_hotels() -> None:
    e, area = _red_on_a_new_parcel()
    c = e.c
    assert (c.franchise_per_hotel, c.franchise_per_parcel, c.entrance_price, c.vending_price) == (100, 100, 1000, 500)
    # Alone, the first Hotel earns 200円 a round: at 7 Income phases left it loses 1,500 − 1,400 = 100円.
    assert e.hotel_gain(0, "red", area, 1, 0) == 200
    # The j-th one-capsule Hotel on the Parcel raises the player's Income from (j − 1)(100(j − 1) + 100)
    # to j(100j + 100): by 200j. At the player's share of the Limit, 9,000 / 2 = 4,500円, three
    # Hotels of 1,500円 a round: Hotels 1–3 earn for 7 phases, 4–6 for 6, 7 for 5.
    # (200 + 400 + 600) × 7 + (800 + 1,000 + 1,200) × 6 + 1,400 × 5 − 7 × 1,500 = 8,400 + 18,000
    # + 7,000 − 10,500 = 22,900.
    assert colour_plan(e, 0, "red", area, 1, 7, 1500) == 22_900
    # One capsule in hand: the plan is that Hotel alone, −100.
    e1, _ = _red_on_a_new_parcel(held=1)
    assert colour_plan(e1, 0, "red", area, 1, 7, 1500) == -100


def _playouts(e: Econ, plans: bool) -> Playouts:
    lv = replace(level_params("hard"), playout_plans=plans)
    rooms: list[dict[str, int]] = [{"new": 7}, {}]
    play = Playouts(0, rooms, {p: Valuer(p, lv, patience=lv.end_patience) for p in range(e.n)}, _fails_thrift,
                    TASTE_SPREAD, 1, plans=plans)
    play._cur = [dict(r) for r in rooms]
    return play


def test_playout_plans_a_player_builds_its_colours_first_hotel_in_round_two() -> None:
    e, area = _red_on_a_new_parcel()
    left = e.c.rounds - e.round + 1
    assert left == 7
    # Without the plan the first Hotel (−100円 alone) is never built: the player passes.
    assert not _playouts(e.copy(), plans=False)._step(e.copy(), 0, Seat(0), left)
    # With it (22,900円 for the colour) the player builds it: 1,500円 paid, one red capsule placed.
    x = e.copy()
    play = _playouts(x, plans=True)
    assert play._step(x, 0, Seat(0), left)
    assert x.yen[0] == e.yen[0] - 1500 and x.hand[0]["red"] == 6 and play._cur[0][area] == 6
    # A lone capsule whose Hotel does not pay is still not built.
    y, _ = _red_on_a_new_parcel(held=1)
    assert not _playouts(y, plans=True)._step(y, 0, Seat(0), left)


def test_trimmed_rooms_takes_a_slot_or_two_from_the_largest_area() -> None:
    assert trimmed_rooms({"S3": 0, "new-E": 4}, held=4, most=2) == [{"S3": 0, "new-E": 3}, {"S3": 0, "new-E": 2}]
    assert trimmed_rooms({"S1": 2, "new": 1}, held=3, most=2) == [{"S1": 1, "new": 1}, {"S1": 0, "new": 1}]
    assert trimmed_rooms({"S1": 2}, held=3, most=2) == [{"S1": 1}]  # a slot always stays
    assert trimmed_rooms({"S1": 2}, held=0, most=2) == []  # nothing in hand: room does not matter
    assert trimmed_rooms({"S1": 1}, held=2, most=2) == []


def _four_green_after_four_hotels() -> tuple[Econ, str]:
    """Balanced, 2 players, round 2: player 0 has 4 green Hotels (one on its start square S1, three
    on a new board), 4 green capsules in hand and 700円. Boards C, D and E at 4,000円 each, as the
    balanced set had them until step 15 (the figures below, and `search.trimmed_rooms`'s, were
    taken there; at step 15's 4,500 for C the board bought on paper costs more: 22,523 with 3 slots)."""
    raw = balanced_raw()
    for board in ("C", "D", "E"):
        raw["geometry"]["boards"][board]["price"] = 4000
    e = Econ.of(balanced_round_one(Components(raw, "balanced")).state)
    e.round, e.spend = 2, 0
    e.add_parcel(0, "new-E")
    e.hand[0] = {"green": 4}
    e.supply["green"] = 0
    for area in ("S1", "new-E", "new-E", "new-E"):
        e.spare[area] = e.spare.get(area, 0) + 1
        e.add_hotel(0, "green", area, 1, from_hand=False)
    e.yen[0] = 700
    return e, "S1"


def test_playout_trim_values_an_end_with_room_to_spare_at_least_as_the_same_end_with_less() -> None:
    e, start = _four_green_after_four_hotels()
    lv = replace(level_params("hard"), raced_entrances=False)
    v = Valuer(0, lv, patience=lv.end_patience)
    # The greedy build-out is not monotone in room: with 3 slots left on the board it builds three
    # more green Hotels there and the fourth on a board bought on paper, a new Parcel that raises the
    # Franchise of all 8 green Hotels; with 4 slots it builds all four on the board.
    three, four = (v.utility(e, Room({start: 0, "new-E": n})) for n in (3, 4))
    assert (round(three), round(four)) == (23_063, 20_437)
    # The end of a playout is valued at the best of its room and that room less one or two slots.
    for trim, want in ((0, four), (1, three), (2, three)):
        play = Playouts(0, [{start: 0, "new-E": 4}, {}], {0: v, 1: Valuer(1, lv)}, _fails_thrift, TASTE_SPREAD, 1,
                        leaf=v, trim=trim)
        play._cur = [{start: 0, "new-E": 4}, {}]
        assert play._leaf(e, 2, over=False) == want
    # At the game's end (Yen − Debt reached) room is worth nothing, and nothing is trimmed.
    play = Playouts(0, [{start: 0, "new-E": 4}, {}], {0: v, 1: Valuer(1, lv)}, _fails_thrift, TASTE_SPREAD, 1,
                    leaf=v, trim=2)
    play._cur = [{start: 0, "new-E": 4}, {}]
    assert play._leaf(e, 2, over=True) == v.utility(e, Room({start: 0, "new-E": 4}), horizon=(0, 2))
