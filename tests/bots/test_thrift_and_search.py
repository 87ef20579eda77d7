"""No wasted money (capsules, boards, stranded capsules) and hard's counted look-ahead."""

from __future__ import annotations

import random
from dataclasses import replace

from tch_desktop.bots import Bot, BotView
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.planner import WASTE, Planner
from tch_desktop.bots.search import MARGIN_SCALE, Rollouts
from tch_desktop.engine.actions import Loan
from tests.bots.helpers import balanced_round_one
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
    # Options valued, then (5 best + passing) × 12 rollouts: 72 rollouts exactly; and the Income
    # outcomes weighed for the ending (`Level.end_odds`: 256 for round 8's check, the only one left).
    assert works[0] == works[1] > (lv.search_candidates + 1) * lv.search_rollouts
    planner = Planner(BotView.of(g, 0), lv, random.Random(9))
    assert planner.odds_work == lv.end_worlds
    assert works[0] == len(planner.options()) + (lv.search_candidates + 1) * lv.search_rollouts + planner.odds_work


def test_hard_does_not_search_while_more_income_phases_are_left_than_its_horizon() -> None:
    g = purchasing(2, first=0)  # round 1: eight Income phases left, more than hard's 2
    to_front(g, 0)
    bot = Bot(0, "hard", seed=9)
    bot.level = replace(bot.level, playout_candidates=0)  # (its investment playouts: tests/bots/test_playouts.py)
    bot.decide(BotView.of(g, 0))
    planner = Planner(BotView.of(g, 0), bot.level, random.Random(9))
    assert bot.last_work == len(planner.options()) + planner.odds_work  # (the ending's outcomes: 2 × 256)


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


def test_when_no_hotel_of_every_capsule_fits_the_most_that_fit_are_offered() -> None:
    g = purchasing(2, first=0)
    buy(g, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})  # S1 is 15–19 × 9–13
    buy(g, {"type": "buy_graveyard", "player": 0, "x": 16.5, "y": 9})  # Graveyards are 1.5 × 1.5:
    buy(g, {"type": "buy_graveyard", "player": 0, "x": 15, "y": 11})  # room for one capsule upright only
    pl = _planner(g)
    assert g.state.players[0].capsules["red"] == 4
    assert [pl._fits("red", k, "S1") for k in (1, 2, 3, 4)] == [True, False, False, False]
    hotels = [o for o in pl.options() if o.kind == "hotel"]
    # Before: only the Hotel of all 4 (which strands none) was valued; it has no spot, so none was built.
    assert [(o.count, o.area) for o in hotels] == [(1, "S1")]


def test_a_loan_other_than_the_largest_is_taken_only_when_its_rollouts_beat_the_largest_by_the_margin() -> None:
    from tch_desktop.bots.search import best_loan

    scores = {12000: 0.50, 8000: 0.58, 6000: 0.70, 4000: 0.70}
    assert best_loan(scores, 0.0) == 6000  # the best mean; a tie goes to the larger loan
    assert best_loan(scores, 0.19) == 6000  # 0.20 better than the largest: beyond the margin
    assert best_loan(scores, 0.20) == 12000  # not beyond it: the largest


def test_hard_chooses_its_loan_by_rollouts_and_takes_the_smallest_when_nothing_can_be_bought() -> None:
    from tests.bots.helpers import fresh

    g = fresh(["hard", "hard"])
    for p in range(2):
        claim = Bot(p, "hard").decide(BotView.of(g, p))  # the starting squares
        assert claim is not None
        g.apply(claim)
    assert g.state.phase == "loans"
    g.state.supply = {col: 0 for col in g.state.supply}  # test-only: no capsules left to buy
    # Nothing can be built, so every player ends the last round with Yen = loan against a Debt
    # of loan + 8 × 10 %: the 4,000円 loan loses 3,200円, the 12,000円 one 9,600円; whatever the
    # rival's hidden loan, the smallest wins or ties every rollout. (The old rule: the largest.)
    lv = level_params("hard")
    bot = Bot(0, "hard", seed=3)
    act = bot.decide(BotView.of(g, 0))
    assert isinstance(act, Loan) and act.amount == min(g.components.loans) == 4000
    assert bot.last_work == len(g.components.loans) * lv.loan_rollouts > 0  # counted rollouts, never the clock
    again = Bot(0, "hard", seed=3)
    assert again.decide(BotView.of(g, 0)) == act and again.last_work == bot.last_work


def test_with_capsules_to_buy_hard_takes_the_largest_loan_its_rollouts_prefer() -> None:
    from tch_desktop.bots.search import loan_scores, seeds
    from tch_desktop.bots.space import Space
    from tests.bots.helpers import fresh

    g = fresh(["hard", "hard"])
    for p in range(2):
        claim = Bot(p, "hard").decide(BotView.of(g, p))
        assert claim is not None
        g.apply(claim)
    s = BotView.of(g, 0).state
    slots = [sum(Space(s, p).capacity(a, 0) for a in Space(s, p).rooms) for p in range(2)]
    scores, played = loan_scores(s, 0, slots, seeds(random.Random(3), 32))
    assert played == 4 * 32 and max(scores, key=lambda a: scores[a]) == 12000  # capital builds Hotels
    assert scores[12000] > scores[8000] > scores[6000]


def test_a_rollout_values_a_colour_by_building_every_capsule_on_its_room_and_the_cheapest_slots() -> None:
    from tch_desktop.bots.search import Seat, _board, _capacity

    g = balanced_round_one()
    assert g.components.limit_for(2) == 9000 and g.components.capsule_price["red"] == 1000
    e = Econ.of(g.state)
    c = e.c
    # 4,500円 for 7 slots: 643円 a slot, the cheapest (step 15: E 5,000 for 7, 714円; A and B 750)
    assert _board(c) == "C" and _capacity(c, "C") == _capacity(c, "E") == 7
    assert (c.boards["C"].price, c.boards["E"].price) == (4500, 5000)
    # Red: 7 capsules for 1,000円, 2 slots on the start square. A Hotel with its Vending Machine
    # costs 1,500円 and a player's share of the 9,000円 Purchase Limit pays 3 a round, so after
    # 1, 2, 3+ rounds 3, 6, 7 Hotels stand on the start square and one board C (2 Parcels):
    # Franchise 3 × 100 + 2 × 100 = 500, 800, 900 a Hotel. Income over the 7 Income phases
    # after this round's: 3 × 500 + 6 × 800 + 5 × 7 × 900 = 37,800円; cost 1,000 + 7 × 1,500
    # + 4,500 = 16,000円.
    assert Rollouts._build_out(e, Seat(2), "red", 1000, 8) == 37800 - 16000
    # So a rollout player with nothing in hand buys a colour in round 1 (the old rule counted
    # only the 2 slots it has: 2 × 300円 × 6.5 rounds < 1,000 + 2 × 1,500円, and bought nothing).
    roll = Rollouts(0, [2, 2])
    assert roll._step(e, 0, Seat(2), 8) and sum(e.hand[0].values()) > 0
