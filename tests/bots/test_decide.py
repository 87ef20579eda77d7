"""Each part of the game: claiming, the loan, Purchases paid with Coupons, Hotel designs, time budgets."""

from __future__ import annotations

import pytest

from tch_desktop.bots import Bot, BotView
from tch_desktop.bots.placement import designs
from tch_desktop.engine.actions import PURCHASE_TYPES
from tch_desktop.engine.construction import check_hotel_design
from tch_desktop.engine.errors import IllegalAction
from tests.bots.helpers import at_front, fresh, table_until


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_claim_and_loan(level: str) -> None:
    g = fresh([level, level, level])
    assert Bot(1, level).decide(BotView.of(g, 1)) is None  # not its turn yet
    for p in range(3):
        act = Bot(p, level).decide(BotView.of(g, p))
        assert act is not None and act.TYPE == "claim_start"
        g.apply(act)
    assert len({p.start for p in g.state.players}) == 3
    for p in range(3):
        act = Bot(p, level).decide(BotView.of(g, p))
        assert act is not None and act.TYPE == "loan" and act.amount in g.components.loans
        g.apply(act)
    assert g.state.phase == "purchase"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_at_the_front_a_bot_buys_or_passes_even_with_the_least_work(level: str) -> None:
    t = table_until([level, "normal"], 4, at_front(0))
    g = t.game
    for work in (1, None):
        act = Bot(0, level, seed=2).decide(BotView.of(g, 0), work=work)
        assert act is not None and g.check(act) is None
        assert act.TYPE in PURCHASE_TYPES | {"pass"}


def test_purchases_are_paid_with_coupons_first() -> None:
    t = table_until(["normal", "normal"], 6, at_front(0))
    g = t.game
    g.state.players[0].coupons = 3
    act = Bot(0, "normal").decide(BotView.of(g, 0))
    assert act is not None and act.TYPE in PURCHASE_TYPES
    price_coupons = getattr(act, "coupons", 0)
    assert price_coupons >= 1


def test_a_bot_out_of_the_queue_queues_when_it_can_buy() -> None:
    t = table_until(["hard", "hard"], 2, at_front(0))
    g = t.game
    if 1 in g.state.queue:
        g.apply({"type": "leave_queue", "player": 1})
    act = Bot(1, "hard").decide(BotView.of(g, 1))
    assert act is not None and act.TYPE == "queue"


@pytest.mark.parametrize("n", range(1, 11))
@pytest.mark.parametrize("colour", ["white", "pink"])
def test_hotel_designs_are_tall_and_legal(n: int, colour: str) -> None:
    g = fresh(["hard", "hard"])
    ds = designs(g.components, n, colour)
    assert ds
    for d in ds:
        try:
            hd = check_hotel_design(g.state, colour, [(c.x, c.y, c.z, c.rot) for c in d.capsules], d.entrance)
        except IllegalAction as err:  # pragma: no cover - shown on failure
            raise AssertionError(f"{n} {colour}: {err}") from err
        assert hd.count == n and hd.stories == d.stories
    tallest = max(d.stories for d in ds)
    if colour == "pink" and n >= 4:
        assert tallest == n  # a single pink stack
    else:
        ground = min(g for g in range(1, n + 1) if -(-n // g) <= g)  # the story limit
        smallest = min(d.area for d in ds)
        # on the smallest footprint as tall as the limit allows: one capsule a story above is enough
        assert max(d.stories for d in ds if d.area == smallest) == min(ground, n - ground + 1)
        assert tallest >= min(ground, n - ground + 1)


@pytest.mark.parametrize(("n", "stories"), [(3, 2), (4, 2), (5, 3), (6, 3), (7, 3), (9, 3), (10, 4)])
def test_a_hotel_is_as_many_stories_tall_as_its_smallest_footprint_allows(n: int, stories: int) -> None:
    # 5 capsules need 3 on the ground (2 could carry only 2 stories: 4 capsules); 3 + 1 + 1 is
    # three stories on the same footprint as 3 + 2 (two): the Tallest Hotel bonus for nothing.
    g = fresh(["hard", "hard"])
    d = designs(g.components, n, "white")[0]
    assert sum(1 for k in d.capsules if k.z == 0) == min(x for x in range(1, n + 1) if -(-n // x) <= x)
    assert d.stories == stories
    assert check_hotel_design(g.state, "white", [(k.x, k.y, k.z, k.rot) for k in d.capsules],
                              d.entrance).stories == stories
