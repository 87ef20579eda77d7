"""Hard's playout search over investments (`Level.playout_*`, `search.Playouts`, `Planner._played_out`)."""

from __future__ import annotations

import random
from dataclasses import replace

from tch_desktop.bots import BotView
from tch_desktop.bots.levels import Level, level_params
from tch_desktop.bots.planner import TASTE_SPREAD, Option, Planner, _fails_thrift, overruled
from tch_desktop.bots.search import Playouts, Seat
from tch_desktop.bots.valuation import Valuer
from tests.engine.helpers import purchasing, to_front

PLAIN = replace(level_params("hard"), playout_candidates=0, playout_worlds=0)


def _searching(**change: float) -> Level:
    numbers: dict[str, object] = {"playout_candidates": 3, "playout_worlds": 8, "playout_rounds": 1,
                                  "playout_margin": 1200.0, "playout_tables": (2, 3, 4), "playout_leaf_unraced": 99,
                                  "playout_plans": False, "playout_trim": 0, "playout_investments_only": False,
                                  **change}
    return replace(level_params("hard"), **numbers)  # type: ignore[arg-type]


def _round_one(level: Level, n: int = 4) -> tuple[Planner, list[Option]]:
    """Player 0 at the front of the queue in round 1 of an n-player classic game (nobody holds capsules)."""
    g = purchasing(n, first=0)
    to_front(g, 0)
    planner = Planner(BotView.of(g, 0), level, random.Random(1))
    return planner, planner.options()


def test_the_searched_candidate_comes_first_only_when_it_beats_the_valuations_best_by_the_margin() -> None:
    top, other, third = Option("capsules", 900.0, colour="blue"), Option("capsules", 800.0, colour="yellow"), \
        Option("capsules", 700.0, colour="green")
    top.searched, other.searched, third.searched = -2_000.0, 1_300.0, -2_500.0  # yellow 3,300円 better than blue
    opts = [top, other, third]
    assert overruled(opts, opts, margin=1_200.0)[0] is other  # 3,300 > 1,200
    assert overruled(opts, opts, margin=3_300.0) is opts  # 3,300 is not more than 3,300: the valuation stands
    other.searched = -900.0  # 1,100円 better: not clear enough
    assert overruled(opts, opts, margin=1_200.0) is opts


def test_at_four_players_the_playouts_take_yellow_where_the_valuation_takes_blue() -> None:
    # Classic, round 1, 4 players: the valuation ranks blue first (14,720 against yellow's 13,948);
    # played out a round, with three rivals taking colours after it, blue scores far below yellow.
    plain = _round_one(PLAIN)[1]
    assert [o.colour for o in plain[:2]] == ["blue", "yellow"]
    planner, opts = _round_one(_searching())
    chosen = planner._played_out(opts)
    blue, yellow = opts[0], opts[1]
    assert blue.searched is not None and yellow.searched is not None
    assert yellow.searched - blue.searched > 1_200.0
    assert chosen[0] is yellow
    # With a margin wider than yellow's lead the valuation's blue stands.
    wide = _searching(playout_margin=yellow.searched - blue.searched + 1.0)
    planner, opts = _round_one(wide)
    assert planner._played_out(opts)[0].colour == "blue"


def test_playout_leaf_unraced_values_the_end_of_a_four_player_playout_without_the_entrance_race() -> None:
    # The same position (classic, round 1, 4 players; the valuation: blue 14,720, yellow 13,948).
    # One Income phase on, three rivals hold 8–11 capsules in most worlds, and hard's raced build-out
    # (`raced_entrances`) lets them take the Entrances first: blue's bigger hand is cut, so blue's
    # mean is 5,292円 below yellow's (−2,663 against 2,629) and the playouts overrule the valuation.
    planner, opts = _round_one(_searching())
    planner._played_out(opts)
    assert [round(o.searched or 0.0) for o in opts[:2]] == [-2663, 2629]
    # Valued at the playout's end without the race (the root's valuation, where nobody holds
    # capsules yet, has none either), blue keeps its lead: 4,224 against 3,119円, 1,105円, within the
    # 1,200円 margin, so the valuation's blue stands.
    planner, opts = _round_one(_searching(playout_leaf_unraced=3))
    chosen = planner._played_out(opts)
    assert [round(o.searched or 0.0) for o in opts[:2]] == [4224, 3119]
    assert chosen[0].colour == "blue"
    # At 2 players (below the setting) the playouts' ends keep the race: the same scores as without it.
    a, opts_a = _round_one(_searching(), n=2)
    b, opts_b = _round_one(_searching(playout_leaf_unraced=3), n=2)
    a._played_out(opts_a)
    b._played_out(opts_b)
    assert [o.searched for o in opts_a[:3]] == [o.searched for o in opts_b[:3]]


def test_the_search_plays_the_candidate_whose_sampled_worlds_score_best_on_average() -> None:
    planner, opts = _round_one(_searching())
    chosen = planner._played_out(opts)
    cands = opts[:3]
    assert chosen[0] is max(cands, key=lambda o: o.searched or 0.0)
    # Each candidate's score is the mean of its 8 worlds, the same worlds for every candidate:
    # replayed world by world with the same seeds, yellow's mean is found again.
    e, me = planner.econ, planner.me
    rng = random.Random(f"replies {me} {e.round} {e.spend} {e.yen} {sorted(e.supply.items())}")
    seeds = [rng.getrandbits(32) for _ in range(8)]
    lv = planner.level
    valuers = {p: Valuer(p, lv, patience=lv.end_patience) for p in range(e.n)}
    mine = {a: n for a, n in planner.room.capacity.items() if e.area_owner.get(a) == me}
    rooms = [mine if p == me else dict(planner.valuer.rival_areas.get(p, {})) for p in range(e.n)]
    play = Playouts(me, rooms, valuers, _fails_thrift, TASTE_SPREAD, 1)
    yellow = next(o for o in cands if o.colour == "yellow")
    worlds = []
    for seed in seeds:
        x, r = e.copy(), planner.room.copy()
        assert yellow.change is not None
        yellow.change(x, r)
        worlds.append(play.score(x, [False] * e.n, seed, {a: n for a, n in r.capacity.items()
                                                           if x.area_owner.get(a) == me}))
    assert len(set(worlds)) > 1  # the worlds differ (the race, the dice, the likings) …
    assert abs(sum(worlds) / 8 - (yellow.searched or 0.0)) < 1e-6  # … and the score is their mean


def test_the_same_position_gives_the_same_choice_and_the_same_counted_work() -> None:
    runs = []
    for _ in range(2):
        planner, opts = _round_one(_searching())
        chosen = planner._played_out(opts)
        runs.append((chosen[0].colour, [o.searched for o in opts[:3]], planner.examined))
    assert runs[0] == runs[1]
    # The work is counted, never timed: fewer worlds, less work; no search, only the options valued.
    counted = {}
    for worlds in (0, 4, 8):
        planner, _ = _round_one(_searching(playout_worlds=worlds))
        planner.examined = 0
        planner.choose()
        counted[worlds] = planner.examined
    assert counted[0] < counted[4] < counted[8]
    # 8 worlds × 3 candidates = 24 playouts, each one counted, with the valuations they made.
    assert counted[8] - counted[0] >= 24


def test_a_player_holding_a_capsule_builds_a_one_capsule_hotel_with_its_vending_machine() -> None:
    planner, _ = _round_one(_searching(), n=2)
    e = planner.econ.copy()
    c = e.c
    e.hand[0] = {"red": 1}
    e.supply["red"] = 0
    area = next(a for a, n in planner.room.capacity.items() if n > 0 and e.area_owner.get(a) == 0)
    rooms = [{area: 2}, {}]
    lv = planner.level
    play = Playouts(0, rooms, {p: Valuer(p, lv, patience=lv.end_patience) for p in range(2)},
                    _fails_thrift, TASTE_SPREAD, 1)
    play._cur = [dict(r) for r in rooms]
    yen, hotels, entrances = e.yen[0], len(e.hotels), e.entrances_left
    assert play._step(e, 0, Seat(0), left=c.rounds)
    # The Entrance and the Vending Machine paid: 1,000 + 500円 in the test's set.
    assert (c.entrance_price, c.vending_price) == (1000, 500)
    assert e.yen[0] == yen - 1500
    assert len(e.hotels) == hotels + 1 and e.hotels[-1].colour == "red" and e.hotels[-1].capsules == 1
    assert e.entrances_left == entrances - 1 and e.hand[0]["red"] == 0
    assert play._cur[0][area] == 1  # one slot of two taken


def test_hard_plays_investments_out_at_two_to_four_players_valuing_the_end_unraced_from_three() -> None:
    hard = level_params("hard")
    assert (hard.playout_tables, hard.playout_leaf_unraced) == ((2, 3, 4), 3)
    assert (hard.playout_plans, hard.playout_trim, hard.playout_investments_only) == (True, 2, True)
    for n in (2, 3, 4):
        planner, opts = _round_one(hard, n=n)
        planner._played_out(opts)
        assert all(o.searched is not None for o in opts[:3])
    # At 4 players, hard's own numbers give the test's searching level's scores with
    # `playout_leaf_unraced` 3 (`playout_plans` and `playout_trim` change nothing in this position):
    # the valuation's blue stands.
    planner, opts = _round_one(hard)
    assert planner._played_out(opts)[0].colour == "blue"
    assert [round(o.searched or 0.0) for o in opts[:2]] == [4224, 3119]
    # At 3 players (searched since session i12s-2): blue 3,542 against yellow 2,987, blue stands.
    planner, opts = _round_one(hard, n=3)
    assert planner._played_out(opts)[0].colour == "blue"
    assert [round(o.searched or 0.0) for o in opts[:2]] == [3542, 2987]
    # At a table size not in `playout_tables` no search: the options stay as the valuation ranked them.
    planner, opts = _round_one(replace(hard, playout_tables=(2,)))
    assert planner._played_out(opts) is opts and all(o.searched is None for o in opts)


def test_playout_investments_only_weighs_an_investment_only_against_other_investments() -> None:
    # Classic, round 1, 4 players: the valuation's best three are colours (blue, yellow, …). A
    # support piece (a Vending Machine for a Hotel, not an investment) put among them is never
    # searched; one put first means the choice is when to build, and nothing is searched at all.
    level = _searching(playout_investments_only=True, playout_leaf_unraced=3)
    planner, opts = _round_one(level)
    blue, yellow = opts[0], opts[1]
    support = replace(opts[0], kind="support", value=(blue.value + yellow.value) / 2, searched=None)
    planner._played_out([blue, support, yellow, *opts[2:]])
    assert support.searched is None and blue.searched is not None and yellow.searched is not None
    planner, opts = _round_one(level)
    support = replace(opts[0], kind="support", value=opts[0].value + 1.0, searched=None)
    ranked = [support, *opts]
    assert planner._played_out(ranked) is ranked and all(o.searched is None for o in ranked)
    # Without the rule the same support is played out with the colours.
    planner, opts = _round_one(_searching(playout_leaf_unraced=3))
    support = replace(opts[0], kind="support", value=opts[0].value + 1.0, searched=None)
    planner._played_out([support, *opts])
    assert support.searched is not None
