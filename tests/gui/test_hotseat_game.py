"""A whole two-player hot-seat game, from the new-game dialog to the final screen.

Everything goes through real widgets and real events: the new-game dialog
filled in with the keyboard, starting Parcels clicked on the Map, the secret
loan hand-off, the seat keys racing for the queue, shop clicks, Vending
Machines and a Hotel placed on the Map, a Barter with a freehand Subdivision,
the pass keys, the Income dialogs, the end screen and its "Save record".
Modal dialogs are answered by a driver that clicks their buttons from inside
their own event loop. The saved record must replay to the same result with
`tch-desktop replay`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from tch_desktop.gui.dialogs.endscreen import EndScreen
from tch_desktop.gui.dialogs.income import IncomeDialog
from tch_desktop.gui.dialogs.loans import LoanHandoff
from tch_desktop.gui.dialogs.newgame import NewGameDialog
from tch_desktop.gui.window.mainwindow import MainWindow
from tests.gui.test_map_outline import draw, wobbly
from tests.in_process import run_cli

LEFT = Qt.MouseButton.LeftButton
K = Qt.Key


class ModalDriver(QObject):
    """Answers each modal dialog as it appears, with real clicks and keys."""

    def __init__(self, qtbot, handlers: dict[type, Callable[[QWidget], None]]) -> None:
        super().__init__()
        self.qtbot = qtbot
        self.handlers = handlers
        self.seen: list[str] = []
        self.timer = QTimer(self)
        self.timer.setInterval(30)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        dlg = QApplication.activeModalWidget()
        if dlg is None or not dlg.isVisible():
            return
        for cls, handle in self.handlers.items():
            if isinstance(dlg, cls):
                self.timer.stop()
                try:
                    handle(dlg)
                finally:
                    self.timer.start()
                return


def type_into(qtbot, edit, text: str) -> None:
    edit.setFocus()
    qtbot.keyClick(edit, K.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, text)


def click_map(qtbot, window: MainWindow, x: float, y: float) -> None:
    vp = window.view.viewport()
    at = window.view.mapFromScene(x, y)
    qtbot.mouseMove(vp, at)
    qtbot.mouseClick(vp, LEFT, pos=at)


class OnMap:
    """The window's Map as the Map tests' drawing helpers expect it (view, scene, at)."""

    def __init__(self, window: MainWindow) -> None:
        self.view, self.scene = window.view, window.scene

    def at(self, x: float, y: float, z: float = 0.0):
        up = self.scene.up
        return self.view.mapFromScene(x + up.x() * z, y + up.y() * z)


def press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window.view.viewport(), key)


def test_a_whole_hot_seat_game_from_new_game_to_the_final_screen(qtbot, controller, tmp_path: Path,
                                                                  monkeypatch, capsys) -> None:
    saved = tmp_path / "hot-seat.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), ""))
    loans = {"Aiko": 6000, "Ren": 8000}

    def new_game(dlg: NewGameDialog) -> None:
        qtbot.mouseClick(dlg.count_group.buttons()[0], LEFT)  # 2 players
        type_into(qtbot, dlg.seats[0].name, "Aiko")
        type_into(qtbot, dlg.seats[1].name, "Ren")
        type_into(qtbot, dlg.seed.lineEdit(), "2024")
        classic = dlg.set_buttons["classic"]  # the numbers below are the classic set's
        qtbot.mouseClick(classic, LEFT, pos=QPoint(8, classic.height() // 2))
        dlg.driver_seen = True  # type: ignore[attr-defined]
        qtbot.mouseClick(dlg.start, LEFT)

    def loan_handoff(dlg: LoanHandoff) -> None:
        page = dlg.pages.currentWidget()
        if page is dlg.handoff:
            qtbot.mouseClick(dlg.show_button, LEFT)
        elif page is dlg.choice:
            name = controller.game.state.players[dlg.current].name
            card = next(c for c in dlg.cards if c.amount == loans[name])
            qtbot.mouseClick(card, LEFT)
            qtbot.mouseClick(dlg.confirm_button, LEFT)
        elif page is dlg.ready:
            qtbot.mouseClick(dlg.reveal_button, LEFT)
        else:
            driver.seen.append("loans revealed")
            qtbot.mouseClick(dlg.done_button, LEFT)

    def income(dlg: IncomeDialog) -> None:
        if dlg.skip_button.isEnabled():
            qtbot.mouseClick(dlg.skip_button, LEFT)
        driver.seen.append(f"income {controller.game.state.last_income.round}")
        qtbot.mouseClick(dlg.continue_button, LEFT)

    def end(dlg: EndScreen) -> None:
        driver.seen.append("end: " + dlg.winner_text.text())
        qtbot.mouseClick(dlg.save_button, LEFT)
        qtbot.mouseClick(dlg.close_button, LEFT)

    driver = ModalDriver(qtbot, {NewGameDialog: new_game, LoanHandoff: loan_handoff,
                                 IncomeDialog: income, EndScreen: end})
    window = MainWindow(controller=controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    # The new-game dialog (modal), filled in by the driver.
    assert window.new_game()
    game = controller.game
    assert [p.name for p in game.state.players] == ["Aiko", "Ren"] and game.setup.seed == 2024

    # Starting Parcels, clicked on the Map in seat order; then the secret loans.
    qtbot.mouseClick(window.view.viewport(), LEFT, pos=window.claims.viewport_point("S1"))
    qtbot.mouseClick(window.view.viewport(), LEFT, pos=window.claims.viewport_point("S2"))
    qtbot.waitUntil(lambda: controller.game.state.phase == "purchase", timeout=10000)
    assert "loans revealed" in driver.seen
    s = controller.game.state
    assert [p.loan for p in s.players] == [6000, 8000] and s.queue == [0, 1]

    # Round 1. Aiko (front) buys the red capsules in the shop.
    qtbot.mouseClick(window.shop.items["capsules:red"], LEFT)
    assert s.players[0].capsules == {"red": 4} and s.queue == [1]
    # Ren (front) buys a Vending Machine and places it on the Map.
    qtbot.mouseClick(window.shop.items["vending"], LEFT)
    click_map(qtbot, window, 21.5, 9.5)
    assert s.structures["V1"].area == "S2" and s.queue == []
    # Aiko's queue key, then a Vending Machine in S1 and a Hotel built by clicks.
    press(qtbot, window, K.Key_Q)
    assert s.queue == [0]
    qtbot.mouseClick(window.shop.items["vending"], LEFT)
    click_map(qtbot, window, 18.5, 12.5)
    assert s.structures["V2"].area == "S1"
    press(qtbot, window, K.Key_Q)
    window.view.zoom_by(2.0, window.view.mapFromScene(17, 11))
    qtbot.mouseClick(window.shop.items["hotel"], LEFT)
    assert window.scene.mode == "hotel"
    press(qtbot, window, K.Key_R)  # capsules standing 1 × 2
    click_map(qtbot, window, 15.5, 10)
    click_map(qtbot, window, 16.5, 10)
    press(qtbot, window, K.Key_E)
    click_map(qtbot, window, 15.5, 11.6)
    press(qtbot, window, K.Key_Return)
    hotel = s.structures["H1"]
    assert (hotel.color, hotel.count, hotel.area) == ("red", 2, "S1")
    window.view.fit_map()

    # Ren races for the queue and takes his Seal back: both are free to Barter.
    press(qtbot, window, K.Key_P)
    assert s.queue == [1]
    press(qtbot, window, K.Key_P)
    assert s.queue == []
    qtbot.mouseClick(window.round_spend.barter_button, LEFT)
    table = window.barter_table
    qtbot.waitUntil(table.isVisible)
    aiko, ren = table.columns[0], table.columns[1]
    qtbot.mouseClick(aiko.add_buttons["subdivide"], LEFT)
    assert window.scene.mode == "outline"
    window.view.zoom_by(2.0, window.view.mapFromScene(18, 10))
    draw(qtbot, OnMap(window), wobbly([(17.7, 9.4), (18.8, 9.4), (18.8, 11.3), (17.7, 11.3)], per_side=6))
    assert [r.item.kind for r in aiko.rows] == ["subdivide"]
    qtbot.mouseClick(ren.add_buttons["yen"], LEFT)
    assert table.verdict.text().startswith("The deal follows the rules")
    qtbot.mouseClick(aiko.accept, LEFT)
    qtbot.mouseClick(ren.accept, LEFT)
    qtbot.mouseClick(table.settle_button, LEFT)
    sub = s.areas["D1"]
    assert (sub.owner, sub.parent, sub.drawn_by) == (1, "S1", 0)
    assert s.players[1].yen == 8000 - 500 - 1000 and s.players[0].yen == 6000 - 1000 - 500 - 1000 + 1000
    window.view.fit_map()

    # Passing with the pass keys ends the round: the Income dialog, then round 2.
    press(qtbot, window, K.Key_A)
    press(qtbot, window, K.Key_L)
    qtbot.waitUntil(lambda: controller.game.state.round == 2 and "income 1" in driver.seen, timeout=10000)
    assert controller.game.state.last_income.hotels[0].income == 200

    # Rounds 2 to 8: everyone passes at once; the Income dialogs come and go.
    for r in range(2, 9):
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=10000)
        assert controller.game.state.round == r
        press(qtbot, window, K.Key_A)
        press(qtbot, window, K.Key_L)
        qtbot.waitUntil(lambda r=r: f"income {r}" in driver.seen, timeout=10000)
    qtbot.waitUntil(lambda: any(x.startswith("end: ") for x in driver.seen), timeout=10000)
    s = controller.game.state
    assert s.phase == "over" and s.end_reason == "rounds"
    assert s.players[0].income_history == [200] * 8 and s.players[1].income_history == [0] * 8
    assert "Aiko" in next(x for x in driver.seen if x.startswith("end: "))
    assert s.players[0].coupons == 2 and s.players[1].coupons == 2, "rounds 3 and 6"

    # The record saved from the end screen replays to the same result.
    qtbot.waitUntil(saved.exists, timeout=5000)
    out = run_cli(capsys, "replay", str(saved), "--json")  # the command, in this process
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["phase"] == "over"
    assert summary["winners"] == s.winners and summary["net"] == s.net
    assert [p["yen"] for p in summary["players"]] == [p.yen for p in s.players]
    driver.timer.stop()
