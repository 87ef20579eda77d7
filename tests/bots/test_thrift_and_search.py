"""No wasted money (capsules, boards, stranded capsules) and hard's counted look-ahead."""

from __future__ import annotations

import random

from tch_desktop.bots import Bot, BotView
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.planner import WASTE, Planner
from tch_desktop.bots.search import MARGIN_SCALE, Rollouts
from tests.bots.test_barter import red_hotel_in_s1
from tests.engine.helpers import buy, purchasing, to_front


def _planner(g, player: int = 0, level: str = "hard") -> Planner:
    to_front(g, player)
    return Planner(BotView.of(g, player), level_params(level), random.Random(1))


def test_no_capsules_are_bought_in_the_last_round_when_no_plan_could_build_them() -> None:
    g = purchasing(2, first=0)
    g.state.round = g.components.rounds  # the last round: one Income phase left, judged as none
    opts = _planner(g).options()
    capsules = [o for o in opts if o.kind in ("capsules", "pink")]
    assert capsules and all(o.value == WASTE for o in capsules)


def test_capsules_with_a_plan_to_build_them_are_bought_in_round_one() -> None:
    opts = _planner(purchasing(2, first=0)).options()
    assert any(o.kind == "capsules" and o.value > 0 for o in opts)
    assert opts[0].value > WASTE


def test_no_board_is_bought_while_the_land_has_room_for_the_capsules_in_hand() -> None:
    g = purchasing(2, first=0)  # nothing in hand: any board would stand empty
    boards = [o for o in _planner(g).options() if o.kind == "parcel"]
    assert boards and all(o.value == WASTE for o in boards)


def test_the_last_hotel_takes_every_capsule_no_later_hotel_would() -> None:
    g = purchasing(2, first=0)
    buy(g, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})  # a support stands ready in S1
    held = g.state.players[0].capsules["red"]
    g.state.round = g.components.rounds  # no later Hotel: the one built now takes them all
    hotels = [o for o in _planner(g).options() if o.kind == "hotel"]
    assert held > 1 and hotels and {o.count for o in hotels} == {held}


def test_no_hotel_is_valued_where_no_design_of_it_fits() -> None:
    g = red_hotel_in_s1()  # S1: a Vending Machine and a red Hotel, 27 free cells, no spot for another Hotel
    g.state.round = g.components.rounds
    pl = _planner(g)
    pl.econ.spare = {a: 1 for a in pl.econ.spare}  # even with a support standing ready
    assert pl.space.free_cells("S1") >= 12  # the old test (free cells) would have let it through
    assert not any(pl._fits("red", k, "S1") for k in (1, 2, 3))
    assert [o for o in pl.options() if o.kind == "hotel"] == []


def test_a_rollout_ends_at_the_first_loans_phase_anyone_can_repay() -> None:
    g = purchasing(2, first=0)
    e = Econ.of(g.state)
    e.round = 7
    e.yen = [20000, 0]  # Debt at round 8: 10,000 + 8 × 1,000 = 18,000; player 0 can repay, so it banks
    e.coupons = [0, 0]
    roll = Rollouts(0, [0, 0])
    score = roll.play(e, [0, 0], [False, False], seed=1)
    # The game ends at round 8's Loans phase: net 2,000 against −18,000, a win by 20,000.
    assert score == 1.0 + 20000 / MARGIN_SCALE
    assert e.round == 8 and roll.played == 1


def test_hard_decides_by_counted_rollouts_and_the_same_position_gives_the_same_move() -> None:
    g = purchasing(2, first=0)
    g.state.round = g.components.rounds - 1  # two Income phases left: hard looks ahead
    to_front(g, 0)
    lv = level_params("hard")
    acts, works = [], []
    for _ in range(2):
        bot = Bot(0, "hard", seed=9)
        acts.append(bot.decide(BotView.of(g, 0)))
        works.append(bot.last_work)
    assert acts[0] is not None and acts[0] == acts[1]
    # Options valued, then (5 best + passing) × 12 rollouts: 72 rollouts exactly.
    assert works[0] == works[1] > (lv.search_candidates + 1) * lv.search_rollouts
    options = Planner(BotView.of(g, 0), lv, random.Random(9)).options()
    assert works[0] == len(options) + (lv.search_candidates + 1) * lv.search_rollouts


def test_hard_does_not_search_while_more_income_phases_are_left_than_its_horizon() -> None:
    g = purchasing(2, first=0)  # round 1: eight Income phases left, more than hard's 2
    to_front(g, 0)
    bot = Bot(0, "hard", seed=9)
    bot.decide(BotView.of(g, 0))
    options = Planner(BotView.of(g, 0), level_params("hard"), random.Random(9)).options()
    assert bot.last_work == len(options)


def test_a_strict_plan_counts_as_built_only_the_hotels_up_to_its_best_point() -> None:
    g = purchasing(2, first=0)
    g.state.round = g.components.rounds  # one Income phase left: a Hotel earns less than its Entrance
    pl = _planner(g)
    e = pl.econ.copy()
    e.hand[0] = {"red": 3}
    # The plan's only Hotel (the last chance: all 3 capsules) earns one Income of at most
    # 3 × 1,000 − its 1,500 Entrance and Vending Machine … at a loss here: a weak step.
    loose = pl.valuer.plan_outcome(e, pl.room, e.hand[0])
    strict = pl.valuer.plan_outcome(e, pl.room, e.hand[0], strict=True)
    assert (loose.built, loose.stranded) == (3, 0)  # the weak step counts as building them
    assert (strict.built, strict.stranded) == (0, 3)  # the plan would stop before it


def test_hard_values_positions_as_if_the_game_runs_to_its_last_round() -> None:
    from dataclasses import replace

    g = purchasing(2, first=0)  # round 1
    hard = _planner(g)
    hasty = Planner(BotView.of(g, 0), replace(level_params("hard"), patience=0), random.Random(1))
    for pl in (hard, hasty):
        pl.econ.loan = [10000, 10000]
        pl.econ.yen[1] = 12000  # Debt at round 2: 10,000 + 2 × 1,000 = 12,000: player 1 could repay then
    assert hard.level.end_patience == 99
    assert hard.valuer.horizon(hard.econ) == (8, 8)  # everyone goes on investing: 8 Income phases
    assert hasty.valuer.horizon(hasty.econ) == (1, 2)  # "if nobody spent another Yen": round 2's Loans


def test_a_tall_hotel_takes_as_many_slots_of_room_as_it_is_wide() -> None:
    from tch_desktop.bots.placement import ground_slots
    from tch_desktop.bots.valuation import Room, Valuer

    g = purchasing(2, first=0)
    c = g.components
    # The story limit: n capsules stand at least ceil(sqrt(n)) wide; a pink stack of 4+ is one capsule wide.
    assert [ground_slots(c, n, "red") for n in (1, 2, 3, 4, 5, 9)] == [1, 2, 2, 2, 3, 3]
    assert ground_slots(c, 4, c.stack_colour) == 1
    e = Econ.of(g.state)
    e.round = c.rounds  # the last Income phase: the one Hotel takes every capsule it can
    v = Valuer(0, level_params("hard"), patience=99)
    # Four red capsules stand 2 × 2: with room for two one-capsule Hotels they are all built …
    assert v.plan_outcome(e, Room({"S1": 2}), {"red": 4}, lands=0).built == 4
    # … with room for one, only a one-capsule Hotel fits (before: all four, on paper).
    assert v.plan_outcome(e, Room({"S1": 1}), {"red": 4}, lands=0).built == 1
