"""No wasted money, measured on the land: Graveyards are 1.5 × 1.5, Entrances are raced for,
capsules bought in a Barter need a plan too, a support keeps its Hotel's spot."""

from __future__ import annotations

import random
from dataclasses import replace

from tch_desktop.bots import BotView
from tch_desktop.bots import placement as place
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import level_params
from tch_desktop.bots.messages import Offer
from tch_desktop.bots.planner import WASTE, Planner, ends_next, stranded, thrift_slack
from tch_desktop.bots.space import Space
from tch_desktop.bots.trading import Memory, deal_value, respond
from tch_desktop.bots.placement import ground_slots
from tch_desktop.bots.valuation import Room, Valuer, _packed, best_board, board_for
from tch_desktop.engine import Game
from tch_desktop.engine.components import Components, component_set
from tch_desktop.engine.actions import BuyVending, Transfer
from tests.bots.helpers import SQUARES_4X4, balanced_raw
from tests.engine.helpers import buy, give_yen, make_setup, purchasing, to_front
from tests.bots.test_barter import red_hotel_in_s1


def _planner(g: Game, player: int = 0, level: str = "hard") -> Planner:
    to_front(g, player)
    return Planner(BotView.of(g, player), level_params(level), random.Random(1))


def _cells(sp: Space, size: tuple[float, float]) -> list[tuple[int, int, int, int]]:
    return [(0, 0, sp.cells(size[0]), sp.cells(size[1]))]


def test_a_graveyard_support_takes_more_room_than_a_vending_machine() -> None:
    g = purchasing(2, first=0)
    c = g.components
    sp = Space(g.state, 0)
    hotel = list(place.designs(c, 1, "red")[0].cells)  # 1 × 3 units with its Entrance: 2 × 6 cells
    # S1 is 4 × 4 units (8 × 8 cells): two one-capsule Hotels with their Vending Machines.
    assert sp.capacity("S1", 0) == 2
    # A Hotel and a Vending Machine (2 × 2 cells) leave room for one more; with a
    # Graveyard (3 × 3 cells) instead, none.
    assert sp.capacity_with("S1", [hotel, _cells(sp, c.vending_size)], 0, True) == 1
    assert sp.capacity_with("S1", [hotel, _cells(sp, c.graveyard_size)], 0, True) == 0


def test_hard_takes_a_vending_machine_where_a_graveyard_would_strand_a_capsule() -> None:
    # Two red capsules, S1 empty (room for two one-capsule Hotels), round 3, 3,500円: no
    # board to spare for the second capsule. A Graveyard as the first Hotel's support leaves
    # no room for the second Hotel; a Vending Machine leaves room for it.
    g = purchasing(2, first=0)
    g.state.round = 3
    g.state.players[0].capsules = {"red": 2}
    give_yen(g, 0, 3500 - g.state.players[0].yen)
    opts = _planner(g).options()
    one = {o.graveyard: o for o in opts if o.kind == "support" and o.count == 1}
    assert one[True].room_left == 0 and one[True].value == WASTE
    assert one[False].room_left == 1 and one[False].value > 0
    assert opts[0] is one[False]


def test_normal_still_counts_supports_as_one_slot() -> None:
    g = purchasing(2, first=0)
    g.state.round = 3
    g.state.players[0].capsules = {"red": 2}
    give_yen(g, 0, 3500 - g.state.players[0].yen)
    gy = [o for o in _planner(g, level="normal").options() if o.kind == "support" and o.graveyard]
    assert gy and all(o.room_left is None and o.value > WASTE for o in gy)


def test_no_graveyard_for_cash_on_the_spot_of_a_hotel_that_pays() -> None:
    # A Vending Machine stands in S1's west edge and one red capsule waits for its Hotel
    # (worth +230 in round 2). A Graveyard for 200円 would stand where that Hotel goes.
    g = purchasing(2, first=0)
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    g.state.round = 2
    g.state.players[0].capsules = {"red": 1}
    opts = _planner(g).options()
    cash = [o for o in opts if o.kind == "graveyard"]
    assert cash and cash[0].room_left == 0 and cash[0].value == WASTE
    assert [round(o.value) for o in opts if o.kind == "hotel"] == [230]


def test_a_support_keeps_the_spot_of_a_hotel_it_cannot_pay_for_yet() -> None:
    # 600円: the Vending Machine (500円) now, the Hotel's Entrance (1,000円) next round. The
    # engine refuses the Hotel for its price before it looks at the spot; the spot still counts.
    g = purchasing(2, first=0)
    g.state.players[0].capsules = {"red": 1}
    give_yen(g, 0, 600 - g.state.players[0].yen)
    to_front(g, 0)
    view = BotView.of(g, 0)
    act = place.support_action(view, Space(view.state, 0), "S1", "red", 1, True, graveyard=False)
    assert isinstance(act, BuyVending) and view.check(act) is None


def test_entrances_the_rivals_capsules_will_take_are_not_counted_on() -> None:
    g = purchasing(4, first=0)
    e = Econ.of(g.state)
    v = Valuer(0, level_params("hard"))
    assert e.entrances_left == 20
    e.hand = [{"blue": 9}, {"red": 5}, {"orange": 6}, {"yellow": 7}]
    assert v.entrances_for(e) == 5  # 20 − 18 = 2, but never less than an even share: 20 / 4
    e.hand = [{"blue": 9}, {"red": 5}, {}, {}]
    # Rivals without capsules but with money buy the smallest colour left (green: 7; a colour
    # that is sold out counts for nothing): 20 − 5 − 7 − 7 = 1 → the even share, 5.
    e.supply = {"green": 7, "white": 11, "red": 0}
    assert v.entrances_for(e) == 5
    e.hand = [{"blue": 9}, {"red": 2}, {}, {}]
    e.yen = [0, 0, 0, 0]  # nobody can pay for a colour: only the 2 red capsules count
    assert v.entrances_for(e) == 18


def test_a_bot_buys_no_capsule_in_a_barter_that_its_plan_would_never_build() -> None:
    # The last round: a capsule bought now is never built (judged with one Income phase fewer).
    g = purchasing(2, first=0)
    g.state.round = g.components.rounds
    g.state.players[1].capsules = {"red": 3}
    for p in (0, 1):
        if p in g.state.queue:
            g.apply({"type": "leave_queue", "player": p})
    view = BotView.of(g, 0)
    offer = Offer(1, 0, (Transfer(1, 0, capsules=(("red", 1),)), Transfer(0, 1, yen=100)))
    assert deal_value(view, offer, 0, level_params("hard")) == WASTE
    answer = respond(view, level_params("hard"), offer, Memory())
    assert answer.kind == "reject" and answer.message is not None
    assert answer.message.code == "reject_no_use"
    # Valued from the partner's seat the deal is an ordinary one (the check is the bot's own).
    assert deal_value(view, offer, 1, replace(level_params("hard"), rival_weight=0.0)) != WASTE


def test_a_plan_buys_the_board_its_money_reaches_rather_than_wait_for_the_best() -> None:
    c = component_set("balanced")  # A 3,000 (room 4), B 3,000 (4), C 4,500 (7), D 5,000 (6), E 5,000 (7)
    # (step 15: 750, 750, 643, 833 and 714円 a slot; C is the best)
    assert best_board(c) == ("C", 4500, 7)
    assert board_for(c, 6000, 0) == ("C", 4500, 7)  # paid now: the most room per Yen
    assert board_for(c, 4100, 400) == ("C", 4500, 7)  # paid after a round's Income: still C
    assert board_for(c, 3600, 400) == ("A", 3000, 4)  # C is 500 short after a round: A now (before B)
    assert board_for(c, 2500, 400) == ("A", 3000, 4)  # none within a round: the cheapest, A before B


def _small_loans(top: int = 7000, board_b: tuple[float, float] | None = None) -> Components:
    """The balanced set with a smaller top loan: 4,000 + a Coupon, 5,000, 6,000 and `top`
    (and board B `board_b` wide and high, if given), on the 4 x 4 starting squares the balanced
    set had until step 13 (docs/balance.md): on today's 3 x 3 squares a Coin Laundry and its
    Vending Machine no longer fit, and with 6,000-7,000円 a Graveyard for cash comes first."""
    raw = balanced_raw()
    raw["geometry"]["starting_parcels"] = dict(SQUARES_4X4)
    if board_b is not None:
        w, h = board_b
        raw["geometry"]["boards"]["B"]["outline"] = [[0, 0], [w, 0], [w, h], [0, h]]
    raw["loans"] = [{"amount": 4000, "coupons": 1}, {"amount": 5000, "coupons": 0},
                    {"amount": 6000, "coupons": 0}, {"amount": top, "coupons": 0}][: 3 if top == 6000 else 4]
    return Components(raw, "balanced")


def _round_one(c: Components, players: int, loan: int) -> Game:
    """Round 1's Purchase/Barter phase, everyone on their start square with the same loan."""
    g = Game(make_setup(players), c)
    for i, start in enumerate(("S1", "S2", "S3", "S4")[:players]):
        g.apply({"type": "claim_start", "player": i, "parcel": start})
    g.apply({"type": "tiebreak", "first": 0})
    for i in range(players):
        g.apply({"type": "loan", "player": i, "amount": loan})
    return g


def test_a_plan_counts_on_the_coupons_of_a_coupon_round_to_come() -> None:
    # One red capsule, S1 empty, 1,000円 and no Income: the Hotel costs 1,500円 (Entrance
    # 1,000 + Vending Machine 500). In round 2 the Coupon of round 3 (500円) pays the rest a
    # round later, and the plan builds the capsule; in round 7 no Coupon round is left (3, 6).
    g = purchasing(2, first=0)
    assert sorted(g.components.coupon_rounds) == [3, 6] and g.components.coupon_value == 500
    g.state.players[0].capsules = {"red": 1}
    give_yen(g, 0, 1000 - g.state.players[0].yen)
    v = Valuer(0, level_params("hard"), patience=99)
    for rnd, built in ((2, 1), (7, 0)):
        g.state.round = rnd
        e = Econ.of(g.state)
        assert v.plan_outcome(e, Room({"S1": 2}), {"red": 1}).built == built


def test_a_taller_hotel_takes_the_capsule_the_land_has_no_slot_for() -> None:
    c = component_set("balanced")
    # 5 red capsules, 4 slots: the first Hotel holds 3 capsules in 2 slots (a Hotel of 2-4
    # capsules stands 2 wide), the 2 slots left take one each.
    assert [ground_slots(c, n, "red") for n in (1, 2, 3, 4, 5)] == [1, 2, 2, 2, 3]
    assert _packed(c, "red", 1, held=5, here=4, left=5, room=4) == 3
    assert _packed(c, "red", 1, held=4, here=4, left=5, room=4) == 3  # another colour's capsule too
    assert _packed(c, "red", 1, held=5, here=4, left=5, room=5) == 1  # a slot for each: one-capsule Hotels
    assert _packed(c, "red", 1, held=7, here=4, left=7, room=4) == 1  # 3 without a slot: a board pays for them
    assert _packed(c, "red", 1, held=5, here=1, left=5, room=4) == 1  # one slot here: no taller Hotel fits


def test_a_plan_with_a_capsule_more_than_its_slots_builds_every_capsule() -> None:
    # Round 1, 6,000円, seven red capsules, S1 empty (2 slots): two Hotels there (3,000円),
    # then a 3,000円 board (the best the money reaches within a round: A, 3 slots, since step 11;
    # B, 4 slots, before) for the other five, a Hotel of 2-4 capsules standing 2 slots wide.
    # Before, the plan built six one-capsule Hotels and left the seventh capsule for board E
    # (then 4,500円) after its best point, so the colour was waste with this loan.
    g = _round_one(_small_loans(6000), 2, 6000)
    g.state.players[0].capsules = {"red": 7}
    v = Valuer(0, level_params("hard"), patience=99)
    e = Econ.of(g.state)
    out = v.plan_outcome(e, Room({"S1": 2}), {"red": 7}, slack=1, strict=True)
    assert (out.built, sorted(out.areas)) == (7, ["S1", "plan-1"])


def test_hard_buys_red_in_round_one_with_a_6000_yen_loan() -> None:
    # Before (issue 12, weakness 1): with a top loan of 6,000円 every colour was waste and hard
    # built nothing all game. Red (1,000円, 7 capsules) now pays, built as above, when a 3,000円
    # board has room for 4 (B 9 x 4, the balanced set's B until step 11). With step 11's B (8 x 4,
    # room 3) every colour is waste again with 6,000円 (docs/balance.md); hard takes the largest
    # loan (12,000), so only a bot given a 6,000円 loan meets it.
    for players in (2, 4):
        opts = _planner(_round_one(_small_loans(6000, board_b=(9, 4)), players, 6000)).options()
        assert (opts[0].kind, opts[0].colour) == ("capsules", "red") and opts[0].value > 0


def test_hard_buys_a_colour_in_round_one_with_a_7000_yen_loan_at_four_players() -> None:
    # Before (issue 12, weakness 1): every colour was waste, since the plan waited for board E
    # (4,500円) with 3,000円 left after a colour and two Hotels, and hard bought nothing all game.
    opts = _planner(_round_one(_small_loans(), 4, 7000)).options()
    assert opts[0].kind == "capsules" and opts[0].value > 0
    # Red (7 for 1,000円) pays best. Since step 14 (A and B hold 4 Hotels for 3,000円, 750円 a slot)
    # every colour pays in round 1 with 7,000円; with room for 3 (1,000円 a slot) only some did.
    assert opts[0].colour == "red"
    assert all(o.value > 0 for o in opts if o.kind == "capsules")


def test_a_hotel_leaves_in_hand_no_capsule_that_only_a_losing_hotel_would_take() -> None:
    # Round 2, a Vending Machine in S1, two red capsules, 1,500円: a one-capsule Hotel now
    # would leave the other for a second Hotel (1,000 + 500円) that the plan reaches only after
    # its best point. Hard builds both capsules in this Hotel; a plan counting every Hotel it
    # might build (not only those that pay) would offer the one-capsule Hotel too.
    g = purchasing(2, first=0)
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    g.state.round = 2
    g.state.players[0].capsules = {"red": 2}
    give_yen(g, 0, 1500 - g.state.players[0].yen)
    hotels = [(o.count, round(o.value)) for o in _planner(g).options() if o.kind == "hotel"]
    assert hotels == [(2, 230)]
    loose = Planner(BotView.of(g, 0), replace(level_params("hard"), strict_thrift=False), random.Random(1))
    assert sorted(o.count for o in loose.options() if o.kind == "hotel") == [1, 2]


def test_nothing_is_bought_for_later_when_the_game_ends_at_the_next_loans_phase() -> None:
    # Classic, round 4, loans of 10,000円: a Debt of 10,000 + 5 × 1,000 = 15,000円 at round 5's
    # Loans phase. Sora (no Hotels, no Income) holds 15,000円: the game ends there, so capsules
    # bought now would never be built; with 14,900円 it goes on, and a colour still pays.
    g = purchasing(2, first=0)
    g.state.round = 4
    assert g.state.debt(1) + g.components.interest(10000) == 15000
    for sora, ends in ((15000, True), (14900, False)):
        give_yen(g, 1, sora - g.state.players[1].yen)
        assert ends_next(Econ.of(g.state)) is ends
        colours = [o for o in _planner(g).options() if o.kind in ("capsules", "pink")]
        assert colours and all(o.value == WASTE for o in colours) is ends


def test_hard_builds_every_capsule_into_the_last_entrance_it_can_count_on() -> None:
    # Four players, round 2, 4 Entrances left; each rival holds 2 orange capsules (6 in all,
    # more than the 4 left), so hard counts on an even share: ceil(4 / 4) = 1 Entrance. With a
    # Vending Machine in S1 and 3 red capsules, its one Hotel must take all three: hard values
    # the 3-capsule Hotel above passing. Planning with every Entrance left (the old valuation),
    # the same Hotel looked worse than passing (one-capsule Hotels later, on Entrances the
    # rivals take first), and in 4-player games the last capsules stayed in hand.
    g = purchasing(4, first=0)
    buy(g, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    g.state.round = 2
    g.state.entrances_left = 4
    g.state.players[0].capsules = {"red": 3}
    for p in (1, 2, 3):
        g.state.players[p].capsules = {"orange": 2}
    give_yen(g, 0, 3000 - g.state.players[0].yen)
    assert Valuer(0, level_params("hard")).entrances_for(Econ.of(g.state)) == 1
    hotels = [o for o in _planner(g).options() if o.kind == "hotel"]
    assert [o.count for o in hotels] == [3] and hotels[0].value > 0
    old = Planner(BotView.of(g, 0), replace(level_params("hard"), raced_entrances=False), random.Random(1))
    assert [o.value < 0 for o in old.options() if o.kind == "hotel"] == [True]


def test_a_bot_buys_no_capsule_in_a_barter_whose_hotel_pays_only_without_the_rivals_share() -> None:
    # Round 2: Aki (0) has a red Hotel in S1; one red capsule of hers for 100円 would give hard
    # (1) a one-capsule red Hotel in S2 earning 400円 a round, and raise Aki's Hotel by 200円 a
    # round (the Franchise grows). The thrift check counts 7 − 1 = 6 Income phases and the
    # Entrance and Vending Machine (1,500円): 400 × 6 − 1,500 = 900 pays, but hard's choice of
    # Purchase weighs the rival (0.8 of her gain): (400 − 0.8 × 200) × 6 − 1,500 = −60, so the
    # Hotel would never be built and the capsule is money thrown away.
    g = red_hotel_in_s1()
    g.state.round = 2
    e = Econ.of(g.state)
    assert e.hotel_gain(1, "red", "S2", 1, 1) == 400 and e.hotel_gain(0, "red", "S2", 1, 1) == 200
    view = BotView.of(g, 1)
    offer = Offer(1, 0, (Transfer(0, 1, capsules=(("red", 1),)), Transfer(1, 0, yen=100)))
    assert deal_value(view, offer, 1, level_params("hard")) == WASTE
    assert deal_value(view, offer, 1, replace(level_params("hard"), shared_thrift=False)) > 0


def test_hard_judges_a_second_colour_with_two_income_phases_to_spare_once_someone_could_repay_early() -> None:
    # Classic, round 2, 10,000円 loans (Debt 10,000 + 1,000円 a round), 7 Income phases left.
    # Hard owns a red Hotel and holds 10,000円: yellow (6 capsules, 2,000円) is a second colour.
    # Its plan builds every capsule with 7 − 1 = 6 phases, not with 7 − 2 = 5. While nobody could
    # repay before the last round, hard judges with one phase fewer and buys it. Once Sora earns
    # 3,000円 a round with 6,000円 in hand she could repay at round 5 (6,000 + 3 × 3,000 = 15,000,
    # her Debt then; at rounds 3 and 4 she is short): the game often ends early then, and hard
    # judges a second colour with two fewer (normal keeps one). A first colour keeps one.
    hard = level_params("hard")
    assert hard.thrift_slack == 2
    g = red_hotel_in_s1()
    g.state.round = 2
    g.state.players[0].capsules = {}
    give_yen(g, 0, 10000 - g.state.players[0].yen)
    v = Valuer(0, hard, patience=hard.end_patience)
    e = Econ.of(g.state)
    assert e.horizon(0)[1] == 8 and thrift_slack(v, e) == 1
    yellow = [o.value != WASTE for o in _planner(g).options() if o.kind == "capsules" and o.colour == "yellow"]
    assert yellow == [True]
    e.rates = lambda: [e.rate(0), 3000.0]  # type: ignore[method-assign]
    e.yen[1] = 6000
    assert e.horizon(0) == (3, 5) and thrift_slack(v, e) == 2
    assert thrift_slack(Valuer(0, level_params("normal")), e) == 1
    fresh = purchasing(2, first=0)
    fresh.state.round = 2
    first = Econ.of(fresh.state)
    first.rates = lambda: [0.0, 3000.0]  # type: ignore[method-assign]
    first.yen[1] = 6000
    assert first.horizon(0) == (3, 5) and thrift_slack(v, first) == 1  # nothing in hand, no Hotel
    e, room = Econ.of(g.state), Room({a: Space(g.state, 0).capacity(a, max(0, Econ.of(g.state).spare.get(a, 0)))
                                      for a in Space(g.state, 0).rooms})
    e.pay(0, 2000)
    e.hand[0], e.supply["yellow"] = {"yellow": 6}, 0
    assert stranded(v, e, room, True, slack=1) == 0
    assert stranded(v, e, room, True, slack=2) > 0
