"""The panels read the game as the table shows it: ledgers, round track, boards, Game Ledger."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tch_desktop.engine import Game
from tch_desktop.gui.panels.emblems import paint_capsule, paint_seal
from tch_desktop.gui.panels.franchise import FranchiseCard
from tch_desktop.gui.panels.gamelog import GameLedgerCard
from tch_desktop.gui.panels.ledgers import LedgersColumn
from tch_desktop.gui.panels.roundspend import RoundSpendCard
from tch_desktop.gui.panels.roundtrack import RoundCard
from tests.engine.helpers import give_capsules, hotel, purchasing, to_front
from tests.gui.conftest import two_player_setup


def played_round() -> Game:
    """Round 2 of a game where Aiko built a red Hotel in round 1 (one Income paid)."""
    g = purchasing(2, loans=(10000, 6000), first=0)
    to_front(g, 0)
    g.apply({"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    give_capsules(g, 0, "red", 2)
    to_front(g, 0)
    g.apply(hotel(0, "red", 15, 9, n=2))
    for p in (0, 1):
        g.apply({"type": "pass", "player": p})
    assert g.state.round == 2
    return g


def test_player_ledgers_show_loan_debt_yen_coupons_hand_and_income(qtbot) -> None:
    g = played_round()
    column = LedgersColumn()
    qtbot.addWidget(column)
    column.rebuild(g, {0: ("Q", "A"), 1: ("P", "L")})
    aiko = column.ledgers[0]
    assert aiko.name.text() == "Aiko"
    assert aiko.values["loan"].text().replace("\u2060", "") == "10,000円 +1,000円/round"
    assert "/\u2060round" in aiko.values["loan"].text(), "'round' never begins a line of its own"
    assert aiko.values["debt"].text() == "12,000円"
    assert aiko.values["yen"].text() == f"{g.state.players[0].yen:,}円"
    assert aiko.income.history == [200]
    assert aiko.hand.hand == [] and aiko.hand.toolTip() == "No capsules in hand"
    ren = column.ledgers[1]
    assert ren.keys.text() == "Keys: P queue · L pass"


def test_attraction_cards_taken_are_on_their_owners_ledger(qtbot) -> None:
    g = purchasing(2, loans=(10000, 6000), first=0, cards="choose")
    to_front(g, 0)
    g.apply({"type": "buy_building", "player": 0, "building": "park", "x": 15, "y": 9, "side": "B"})
    column = LedgersColumn()
    qtbot.addWidget(column)
    column.rebuild(g, {})
    assert column.ledgers[0].cards.text() == "Attraction cards: Park (side B)"
    assert column.ledgers[1].cards.text() == ""


def test_round_track_and_phases_follow_the_game(qtbot) -> None:
    g = played_round()
    card = RoundCard()
    qtbot.addWidget(card)
    card.show_game(g)
    assert card.track.current == 2 and card.track.coupon_rounds == frozenset({3, 6})
    assert card.phases.current == "purchase"
    assert "Round 2 of 8" in card.track.toolTip()


def test_franchise_board_shows_income_and_the_thresholds(qtbot) -> None:
    g = played_round()
    card = FranchiseCard()
    qtbot.addWidget(card)
    card.show_game(g)
    rows = {colour: (value, paid) for colour, value, paid in card.bars.rows}
    assert rows["red"] == (200, []) and rows["blue"] == (0, [])
    assert card.bars.thresholds == (500, 1000, 1500)


def test_franchise_threshold_labels_never_overlap_however_narrow_the_board(qtbot) -> None:
    g = played_round()
    card = FranchiseCard()
    qtbot.addWidget(card)
    card.show_game(g)
    for width in (620, 360, 260):  # the folded tab of a 1280×720 window is the narrow one
        card.bars.resize(width, 200)
        labels = card.bars.threshold_labels()
        assert [text for _box, text in labels] == ["500円", "1,000円", "1,500円"]
        for (a, _), (b, _) in zip(labels, labels[1:], strict=False):
            assert not a.intersects(b), (width, a, b)
    assert len({box.top() for box, _ in card.bars.threshold_labels()}) == 2, "crowded: two lines"


def test_round_track_keeps_its_circles_readable_and_stacks_the_phases_when_narrow(qtbot) -> None:
    g = played_round()
    holder = QWidget()  # as in the window: inside a layout
    QVBoxLayout(holder).addWidget(card := RoundCard())
    qtbot.addWidget(holder)
    card.show_game(g)
    holder.show()
    holder.resize(1100, 120)
    qtbot.waitUntil(lambda: card.track.width() >= 8 * 34)
    assert card.phases.y() < card.track.geometry().bottom(), "side by side when wide"
    holder.resize(560, 140)
    qtbot.waitUntil(lambda: card.phases.y() > card.track.geometry().bottom())
    assert card.track.width() >= 8 * 34, "every round's circle and ticket has its room"


def test_round_spend_board_shows_spend_queue_and_barter_groups(qtbot) -> None:
    g = purchasing(3, loans=(10000, 10000, 10000), first=0)
    to_front(g, 0)
    g.apply({"type": "buy_capsules", "player": 0, "color": "white"})
    card = RoundSpendCard()
    qtbot.addWidget(card)
    card.show_game(g)
    assert card.track.spend == 4000 and card.track.limit == 15000
    assert [name for _s, _p, name in card.queue.seals] == [g.state.players[i].name for i in g.state.queue]
    assert card.barter_groups() == [], "only Aiko's Seal is out of the queue"
    g.apply({"type": "leave_queue", "player": g.state.queue[0]})
    card.show_game(g)
    assert len(card.barter_groups()) == 1 and card.barter_button.isEnabled()


def test_round_spend_board_before_any_game_shows_the_new_game_sets_two_player_limit(qtbot) -> None:
    """No game yet: the balanced set's 2-player Purchase Limit (9,000円) in cells of one Coupon (500円)."""
    card = RoundSpendCard()
    qtbot.addWidget(card)
    assert (card.track.spend, card.track.limit, card.track.step) == (0, 9000, 500)


def test_game_ledger_is_newest_first_and_rewritten_from_the_events(qtbot) -> None:
    g = Game(two_player_setup())
    card = GameLedgerCard()
    qtbot.addWidget(card)
    card.show_history(g)
    assert card.lines() == []
    events = g.apply({"type": "claim_start", "player": 0, "parcel": "S1"})
    card.add_events(events)
    events = g.apply({"type": "claim_start", "player": 1, "parcel": "S2"})
    card.add_events(events)
    assert card.lines()[0] == "Round 1 begins."
    assert card.lines()[-1] == "Aiko claims starting Parcel S1."
    card.show_history(g)
    assert card.lines()[-1] == "Aiko claims starting Parcel S1." and len(card.lines()) == 3


def test_a_long_game_ledger_line_is_read_whole_and_never_breaks_before_yen(qtbot) -> None:
    g = played_round()
    card = GameLedgerCard()
    qtbot.addWidget(card)
    card.resize(220, 300)  # a narrow folded tab
    card.show_history(g)
    items = [card.list.item(i) for i in range(card.list.count())]
    income = next(i for i in items if i.toolTip().startswith("Income for round 1"))
    assert income.toolTip() == "Income for round 1: Aiko 200円, Ren 0円.", "the whole line as a tooltip"
    assert "200\u2060円" in income.text(), "a word joiner keeps 円 with its number when the line wraps"
    assert card.list.wordWrap()


def test_every_seal_and_capsule_can_be_drawn() -> None:
    image = QImage(400, 60, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for i, seal in enumerate(("crane", "fan", "wave", "lantern", "koi")):
        paint_seal(painter, QRectF(i * 40, 0, 36, 36), seal, "#c0392b", passed=bool(i % 2))
    for i, colour in enumerate(("red", "orange", "yellow", "green", "blue", "purple", "white", "pink")):
        paint_capsule(painter, QRectF(i * 40, 40, 30, 16), colour, faded=bool(i % 2))
    painter.end()
    assert not image.isNull()
