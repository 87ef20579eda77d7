"""Issue 12, balanced step 11's waste: a colour is bought only when the thrift plan's Hotels earn
back its price, the last capsules go into a Hotel while the Entrances are raced for at the
rivals' fastest pace, and the early end is foreseen from the capsules everyone holds."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from tch_desktop.bots import BotView
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import Level, level_params
from tch_desktop.bots.planner import WASTE, WASTE_PACE, Planner, built_end, thrift_slack
from tch_desktop.bots.valuation import Valuer
from tch_desktop.engine import Game
from tch_desktop.engine.components import Components
from tch_desktop.paths import resource
from tests.engine.helpers import buy, give_yen, make_setup, purchasing, race_for_entrances, to_front


def _planner(g: Game, level: Level, player: int = 0) -> Planner:
    to_front(g, player)
    return Planner(BotView.of(g, player), level, random.Random(1))


def _one_orange(price: int) -> Game:
    """Classic with orange a single capsule for `price`; round 2, Aiko (0) on S1 with a Vending
    Machine at its west edge and 10,000円."""
    raw = json.loads(resource("components", "classic.json").read_text(encoding="utf-8"))
    raw["capsules"]["orange"].update(count=1, price=price)
    g = Game(make_setup(2), Components(raw, "classic"))
    for i, start in enumerate(("S1", "S2")):
        g.apply({"type": "claim_start", "player": i, "parcel": start})
    g.apply({"type": "tiebreak", "first": 0})
    for i in range(2):
        g.apply({"type": "loan", "player": i, "amount": 10000})
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    g.state.round = 2
    give_yen(g, 0, 10000 - g.state.players[0].yen)
    return g


def test_hard_buys_no_colour_whose_hotels_do_not_earn_back_its_price_in_the_thrift_plan() -> None:
    # Round 2, 7 Income phases left, the thrift plan counts 7 − 1 = 6. The single orange capsule
    # makes one Hotel in S1 (its Vending Machine stands): Franchise 100 + 100 = 200円 a round,
    # 200 × 6 − 1,000 (its Entrance) = 200円 over the plan. Hard trusts 0.85 of a plan: 170円.
    # At 100円 the capsule pays; at 500円 its Hotel would still be built (it pays for itself) but
    # never earns back the capsule: money thrown away, which the old check let through.
    hard = level_params("hard")
    cheap, dear = _one_orange(100), _one_orange(500)
    e = Econ.of(dear.state)
    assert e.hotel_gain(0, "orange", "S1", 1, 0) == 200 and e.horizon(99)[0] == 7
    v = Valuer(0, hard, patience=hard.end_patience)
    e.pay(0, 500)
    e.hand[0], e.supply["orange"] = {"orange": 1}, 0
    plan = v.plan_outcome(e, _planner(dear, hard).room, e.hand[0], slack=1, pace=WASTE_PACE, strict=True)
    assert plan.stranded == 0 and plan.earned == {"orange": 200.0}
    assert hard.potential_trust * 200 == 170

    def orange(g: Game, level: Level) -> float:
        return next(o.value for o in _planner(g, level).options() if o.kind == "capsules" and o.colour == "orange")

    assert orange(cheap, hard) != WASTE
    assert orange(dear, hard) == WASTE
    assert orange(dear, replace(hard, paying_thrift=False)) != WASTE


def test_hard_packs_its_last_capsules_while_rivals_could_take_the_entrances_at_their_fastest() -> None:
    # Classic, 4 players, round 2, 8 Entrances left. Hard holds 2 yellow capsules and 2,000円, a
    # Vending Machine in S1 (room for 2 one-capsule Hotels). Rivals hold 5, 5 and 3 capsules (13 >
    # 8: hard counts on an even share, 2) with room for 2 each, 3 Hotels a round each (a share of
    # 4,500円, 1,500円 a Hotel). A one-capsule Hotel now (1,000円) leaves 1,000円: the second
    # needs 1,500円 and waits for round 2's Income, one round from now. By then, rivals bound by
    # their room have built 2 each and are buying land (board A, ⅔ of a round): 6 taken, 8 − 1 − 6
    # = 1 left for hard. At their fastest (a rival out of room buys land at once) they have built
    # 3 each: 9, none left, and the second capsule would stay in hand. So hard offers only the
    # Hotel of both capsules; judged by the bound race it offered the one-capsule Hotel too.
    g = purchasing(4, first=0)
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    race_for_entrances(g, 2, 8, {"yellow": 2}, 2000, [("red", 5), ("orange", 5), ("green", 3)])
    hard = level_params("hard")
    new = _planner(g, hard)
    e = new.econ
    assert new.valuer.rival_room == {1: 2, 2: 2, 3: 2} and new.valuer.entrances_for(e) == 2
    assert new.valuer.race(e).taken(1.0) == 6.0 and new.valuer.race(e, unbound=True).taken(1.0) == 9.0
    assert [o.count for o in new.options() if o.kind == "hotel"] == [2]
    old = _planner(g, replace(hard, unbound_race=False))
    assert sorted(o.count for o in old.options() if o.kind == "hotel") == [1, 2]


def test_the_second_colour_slack_foresees_the_end_once_every_capsule_in_hand_is_built() -> None:
    # Classic, round 2, 10,000円 loans (Debt 10,000 + 1,000円 a round). Hard holds its 4 red
    # capsules (so a colour more would be a further one); Ren holds 8 blue capsules and 12,000円 but earns nothing yet, so at
    # today's Income nobody could repay before round 8. Built, Ren's 8 blue Hotels on a Parcel
    # of their own earn a Franchise of 8 × 100 + 100 = 900円 each: 7,200円 a round, and the
    # Hotels with their Vending Machines cost 8 × 1,500 = 12,000円. With 0円 left he repays when
    # 7,200 × k covers 10,000 + 1,000 × (2 + k): k = 2, round 4. So hard judges a further colour
    # with two Income phases to spare, where today's horizon gave it one.
    g = purchasing(2, first=0)
    buy(g, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    s = g.state
    s.round = 2
    s.players[1].capsules = {"blue": 8}
    give_yen(g, 1, 12000 - s.players[1].yen)
    e = Econ.of(s)
    assert e.rates()[1] == 0 and e.horizon(0)[1] == 8
    assert built_end(e) == 4
    hard = level_params("hard")
    assert thrift_slack(Valuer(0, hard), e) == 2
    assert thrift_slack(Valuer(0, replace(hard, built_end=False)), e) == 1
    assert thrift_slack(Valuer(0, level_params("normal")), e) == 1
