"""The Income dialog shows the engine's report Parcel by Parcel, with dice, floor and totals."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tch_desktop.gui.dialogs.income import IncomeDialog
from tests.gui.conftest import two_player_setup

VENDING = [{"type": "buy_vending", "player": 0, "x": 15, "y": 12},
           {"type": "buy_vending", "player": 1, "x": 24, "y": 9}]


def front(controller, player: int) -> None:
    s = controller.game.state
    if player not in s.queue:
        assert controller.apply({"type": "queue", "player": player})
    while s.queue[0] != player:
        assert controller.apply({"type": "leave_queue", "player": s.queue[0]})


def buy(controller, action: dict) -> None:
    front(controller, action["player"])
    assert controller.apply(action), action


def income_round(controller, face: int = 5):
    """Aiko: a red Hotel and a Coin Laundry in S1. Ren: a blue Hotel and 2 Graveyards in S2."""
    controller.new_game(two_player_setup())
    for a in ({"type": "claim_start", "player": 0, "parcel": "S1"},
              {"type": "claim_start", "player": 1, "parcel": "S2"},
              {"type": "tiebreak", "first": 0},
              {"type": "loan", "player": 0, "amount": 10000},
              {"type": "loan", "player": 1, "amount": 10000}):
        assert controller.apply(a)
    for a in (*VENDING,
              {"type": "buy_capsules", "player": 0, "color": "red"},
              {"type": "build_hotel", "player": 0, "color": "red",
               "capsules": [{"x": 15, "y": 9, "z": 0, "rot": 0}], "entrance": {"x": 15, "y": 10}},
              {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 17, "y": 11},
              {"type": "buy_capsules", "player": 1, "color": "blue"},
              {"type": "build_hotel", "player": 1, "color": "blue",
               "capsules": [{"x": 21, "y": 9, "z": 0, "rot": 90}], "entrance": {"x": 22, "y": 9}},
              {"type": "buy_graveyard", "player": 1, "x": 21, "y": 11.5},
              {"type": "buy_graveyard", "player": 1, "x": 23, "y": 11.5}):
        buy(controller, a)
    for p in (0, 1):
        if p in controller.game.state.queue:
            assert controller.apply({"type": "leave_queue", "player": p})
    assert controller.apply({"type": "pass", "player": 0})
    assert controller.apply({"type": "roll", "building": "B1", "face": face})
    assert controller.apply({"type": "pass", "player": 1})
    report = controller.game.state.last_income
    assert report is not None and report.round == 1
    return controller.game, report


def texts_of(widget) -> list[str]:
    return [lab.text() for lab in widget.findChildren(QLabel) if lab.isVisibleTo(widget)]


def open_dialog(qtbot, game, report) -> IncomeDialog:
    dlg = IncomeDialog(game, report)
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def test_each_hotel_shows_franchise_attraction_graveyard_and_income(qtbot, controller) -> None:
    game, report = income_round(controller)
    dlg = open_dialog(qtbot, game, report)
    qtbot.keyClick(dlg.windowHandle(), Qt.Key.Key_Space)  # skip the dice (a window shortcut)
    assert dlg.all_shown
    s1, s2 = dlg.cards
    assert s1.section.parcel == "S1" and s2.section.parcel == "S2"
    assert s1.dice[0].face == 5 and not s1.dice[0].rolling
    row = texts_of(s1)
    for text in ("Parcel S1", "Coin Laundry B1", "500円", "200円", "+ 500円", "− 0円", "= 700円"):
        assert text in row, (text, row)
    row = texts_of(s2)
    for text in ("200円", "+ 0円", "− 200円", "= 100円", "raised to the minimum of 100円"):
        assert text in row, (text, row)
    assert any("2 Graveyards" in t for t in row)
    amounts = [dlg.total_labels[p][0].text() for p in (0, 1)]
    assert amounts == ["+ 700円", "+ 100円"] and dlg.totals.isVisible()


def test_coupon_face_is_shown_for_the_buildings_owner(qtbot, controller) -> None:
    game, report = income_round(controller, face=0)
    dlg = open_dialog(qtbot, game, report)
    qtbot.mouseClick(dlg.skip_button, Qt.MouseButton.LeftButton)
    assert "1 Coupon for Aiko" in texts_of(dlg.cards[0])
    assert dlg.total_labels[0][1].text() == "+ 1 Coupon" and dlg.total_labels[1][1].text() == ""


def test_the_dice_roll_and_settle_on_their_own(qtbot, controller, monkeypatch) -> None:
    game, report = income_round(controller)
    monkeypatch.setattr(IncomeDialog, "ROLL_MS", 300)
    monkeypatch.setattr(IncomeDialog, "PAUSE_MS", 20)
    dlg = open_dialog(qtbot, game, report)
    qtbot.waitUntil(lambda: dlg.cards[0].dice[0].rolling, timeout=3000)
    assert not dlg.totals.isVisible()
    qtbot.waitUntil(lambda: dlg.all_shown, timeout=5000)
    assert dlg.cards[0].dice[0].face == 5 and dlg.totals.isVisible()
    qtbot.mouseClick(dlg.continue_button, Qt.MouseButton.LeftButton)
    assert dlg.result() == IncomeDialog.DialogCode.Accepted


def test_side_b_cards_and_the_park_bonus_are_shown(qtbot) -> None:
    from tools.dialog_samples import income_game

    game = income_game()  # cards chosen per Purchase: a side-B Park (L1) and Sweets Buffet (L2)
    dlg = open_dialog(qtbot, game, game.state.last_income)
    dlg.skip()
    cards = {c.section.parcel: c for c in dlg.cards}
    assert [d.fixed_yen for d in cards["L2"].dice] == [300]
    l2 = texts_of(cards["L2"])
    assert "300円, fixed (side B)\nGraveyards do not count" in l2
    assert "No Graveyard Deduction: the Sweets Buffet (side B) cancels it." in l2
    assert "+ 500円 from the Park next door (side B)" in texts_of(cards["S1"])
    assert any(t.startswith("capped at 1,000円") for t in texts_of(cards["L1"]))
    assert any("rolled the No-Graveyard face" in t for t in texts_of(cards["S1"]))


def test_fixed_incomes_that_do_not_add_up_to_the_report_are_left_out() -> None:
    import copy

    from tch_desktop.gui.dialogs.income_sections import sections
    from tools.dialog_samples import income_game

    game = income_game()
    report = copy.deepcopy(game.state.last_income)
    assert [d.yen for d in next(s for s in sections(game, report) if s.parcel == "L2").dice] == [300]
    report.attraction["L2"] = 0  # as if the Sweets Buffet had been built after this Income
    assert next(s for s in sections(game, report) if s.parcel == "L2").dice == []


def test_the_hotel_columns_of_every_parcel_card_line_up(qtbot, controller) -> None:
    game, report = income_round(controller)
    dlg = open_dialog(qtbot, game, report)
    qtbot.keyClick(dlg.windowHandle(), Qt.Key.Key_Space)
    s1, s2 = dlg.cards
    for col in range(1, 6):  # owner, Franchise, Attraction, Graveyard, Income (after the swatch)
        (_h1, cells1), (_h2, cells2) = s1.rows[0], s2.rows[0]
        left1 = cells1[col].mapTo(dlg, cells1[col].rect().topLeft()).x()
        left2 = cells2[col].mapTo(dlg, cells2[col].rect().topLeft()).x()
        assert left1 == left2 and cells1[col].width() == cells2[col].width(), col


def test_a_parcel_taller_than_the_dialog_is_shown_from_its_heading(qtbot) -> None:
    """A playtest saw the first Parcel's heading scroll away while its dice rolled: a card taller than
    the dialog was centred. Now it is shown from its top; a card that fits is shown whole."""
    from PySide6.QtCore import QPoint, QRect

    from tools.dialog_samples import income_game

    game = income_game()
    dlg = open_dialog(qtbot, game, game.state.last_income)
    dlg._timer.stop()
    dlg.skip()
    dlg.resize(dlg.width(), 260)
    qtbot.waitUntil(lambda: dlg.scroller.viewport().height() < 200)
    card = max(dlg.cards, key=lambda c: c.height())
    assert card.height() > dlg.scroller.viewport().height(), "the sample has a Parcel taller than the dialog"

    def shown(widget) -> bool:
        top = widget.mapTo(dlg.scroller.viewport(), QPoint(0, 0))
        return dlg.scroller.viewport().rect().contains(QRect(top, widget.size()))

    dlg.scroller.verticalScrollBar().setValue(dlg.scroller.verticalScrollBar().maximum())
    dlg.bring_into_sight(card, 40)
    assert shown(card.heading) and shown(card.owner)
    small = min(dlg.cards, key=lambda c: c.height())
    if small.height() + 80 <= dlg.scroller.viewport().height():
        dlg.bring_into_sight(small, 40)
        assert shown(small)
