"""Hidden information: a loan chosen in secret shows nowhere on the table until the reveal screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QWidget

from tch_desktop.engine import PlayerSetup, Setup
from tch_desktop.gui.dialogs.loans import LoanHandoff
from tch_desktop.gui.window.bridge import Dialogs
from tch_desktop.gui.window.mainwindow import MainWindow
from tests.gui.test_dialog_loans import choose

LEFT = Qt.MouseButton.LeftButton


def shown_texts(*tops: QWidget) -> list[str]:
    """Every text and tooltip a person could read on these windows now."""
    out: list[str] = []
    for top in tops:
        out.append(top.windowTitle())
        for w in [top, *top.findChildren(QWidget)]:
            if not w.isVisible():
                continue
            out.append(w.toolTip())
            if isinstance(w, (QLabel, QAbstractButton)):
                out.append(w.text())
            if isinstance(w, QListWidget):
                out += [w.item(i).text() for i in range(w.count())] + [w.item(i).toolTip() for i in range(w.count())]
    return [text.replace("\u2060", "") for text in out]  # word joiners keep 円 by its number


def test_a_secret_loan_appears_nowhere_until_the_reveal(qtbot, monkeypatch, controller) -> None:
    handoffs: list[LoanHandoff] = []

    def loans(self: Dialogs) -> None:  # the real hand-off, shown without blocking the test
        dlg = LoanHandoff(self.controller, self.window)
        assert self.secret is not None
        dlg.secret.connect(self.secret)
        qtbot.addWidget(dlg)
        dlg.start()
        dlg.show()
        handoffs.append(dlg)

    monkeypatch.setattr(Dialogs, "loans", loans)
    window = MainWindow(controller=controller)
    qtbot.addWidget(window)
    window.show()
    controller.new_game(Setup([PlayerSetup("Ana", "crane", "#c0392b"), PlayerSetup("Ben", "fan", "#2471a3")], seed=3))
    for i in range(2):
        assert controller.apply({"type": "claim_start", "player": i, "parcel": f"S{i + 1}"})
    qtbot.waitUntil(lambda: bool(handoffs))
    dlg = handoffs[0]
    choose(qtbot, dlg, 8000)  # Ana: a loan of 8,000円, a Debt of 8,800円 in round 1
    assert controller.game.state.players[0].loan == 8000
    assert dlg.pages.currentWidget() is dlg.handoff, "Ben's turn to choose"
    secrets = ("8,000円", "8,800円", "8000")
    for text in shown_texts(window, dlg):
        assert not any(s in text for s in secrets), text
    choose(qtbot, dlg, 10000)  # Ben: the engine now knows both and has revealed them
    assert controller.game.state.phase == "purchase"
    assert dlg.pages.currentWidget() is dlg.ready, "everyone has chosen; the reveal is still to come"
    for text in shown_texts(window, dlg):
        assert not any(s in text for s in (*secrets, "10,000円", "11,000円")), text
    assert not any("revealed" in line for line in window.game_ledger.lines())
    qtbot.mouseClick(dlg.reveal_button, LEFT)
    assert window.ledgers.ledgers[0].values["loan"].text().replace("\u2060", "").startswith("8,000円")
    assert window.ledgers.ledgers[0].values["debt"].text() == "8,800円"
    assert any("revealed" in line for line in window.game_ledger.lines())


def test_a_resumed_game_in_the_loans_phase_hides_the_loans_already_chosen(qtbot, monkeypatch, controller) -> None:
    monkeypatch.setattr(Dialogs, "loans", lambda self: None)
    window = MainWindow(controller=controller)
    qtbot.addWidget(window)
    controller.new_game(Setup([PlayerSetup("Ana", "crane", "#c0392b"), PlayerSetup("Ben", "fan", "#2471a3")], seed=3))
    for i in range(2):
        assert controller.apply({"type": "claim_start", "player": i, "parcel": f"S{i + 1}"})
    assert controller.apply({"type": "loan", "player": 0, "amount": 8000})
    controller.resume()
    window.show()
    assert window.ledgers.ledgers[0].values["loan"].text() == "—"
    assert window.ledgers.ledgers[0].values["debt"].text() == "—"
