"""The main window: it shows the game, follows each action, and its moments open the right dialogs.

Also the helpers the other window tests share: a window with its modal
dialogs stubbed, and a game brought to Purchase/Barter.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tch_desktop.engine import PlayerSetup, Setup
from tch_desktop.engine.actions import BuyVending
from tch_desktop.gui.window.bridge import Dialogs
from tch_desktop.gui.window.mainwindow import MainWindow
from tests.gui.conftest import two_player_setup


def make_window(qtbot, monkeypatch: pytest.MonkeyPatch, controller) -> MainWindow:
    """A shown main window whose modal moments (loans, income, end) are recorded, not opened."""
    opened: list[str] = []
    monkeypatch.setattr(Dialogs, "loans", lambda self: opened.append("loans"))
    monkeypatch.setattr(Dialogs, "income", lambda self, game: opened.append("income"))
    monkeypatch.setattr(Dialogs, "end_screen", lambda self, game, again, save: opened.append("end"))
    window = MainWindow(controller=controller)
    window.opened = opened  # type: ignore[attr-defined]
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    # Seat keys stand still while a modal dialog is up: wait out any left by an earlier test.
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    return window


def to_purchase(controller, setup: Setup | None = None, loans: tuple[int, ...] = (6000, 6000)) -> None:
    """A new game in round 1's Purchase/Barter (equal loans: Aiko drawn first, queue [0, 1])."""
    controller.new_game(setup or two_player_setup())
    n = len(controller.game.state.players)
    for i in range(n):
        assert controller.apply({"type": "claim_start", "player": i, "parcel": f"S{i + 1}"})
    if len(set(loans[:n])) < n:
        controller.apply({"type": "tiebreak", "first": 0})
    for i in range(n):
        assert controller.apply({"type": "loan", "player": i, "amount": loans[i]})
    assert controller.game.state.phase == "purchase"


def test_window_shows_the_players_and_follows_each_action(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    names = [ledger.name.text() for ledger in window.ledgers.ledgers]
    assert names == ["Aiko", "Ren"]
    assert window.ledgers.ledgers[0].values["yen"].text() == "6,000円"
    assert window.ledgers.ledgers[0].status.text() == "Buying now"
    assert window.windowTitle() == "Tokyo Capsule Hotel — round 1, Purchase/Barter"
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert window.ledgers.ledgers[0].values["yen"].text() == "5,000円"
    assert window.game_ledger.lines()[0] == "Aiko buys 4 red Capsules for 1,000円."
    assert "1,000円" in window.round_spend.caption.text()
    assert window.shop.buyer == 1


def test_loans_hand_off_opens_once_the_starting_parcels_are_claimed(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    controller.new_game(two_player_setup())
    assert window.windowTitle() == "Tokyo Capsule Hotel — Setup", "no 'round 0' before round 1"
    controller.apply({"type": "claim_start", "player": 0, "parcel": "S1"})
    qtbot.wait(20)
    assert window.opened == []
    controller.apply({"type": "claim_start", "player": 1, "parcel": "S3"})
    qtbot.waitUntil(lambda: window.opened == ["loans"])


def test_reaching_the_purchase_limit_shows_a_banner_until_open_barters_finish_and_not_into_the_next_round(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    players = [PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3"),
               PlayerSetup("Sora", "wave", "#1e8449")]
    to_purchase(controller, Setup(players, seed=5), loans=(10000, 10000, 10000))
    g = controller.game
    for player, colour in ((0, "white"), (1, "purple"), (2, "blue")):
        while g.state.queue[0] != player:
            controller.apply({"type": "leave_queue", "player": g.state.queue[0]})
        assert controller.apply({"type": "buy_capsules", "player": player, "color": colour})
    for p in list(g.state.queue):
        controller.apply({"type": "leave_queue", "player": p})
    assert controller.apply({"type": "barter_open", "parties": [0, 1]})
    for colour in ("green", "yellow"):  # 15,000円: the limit exactly
        controller.apply({"type": "queue", "player": 2})
        assert controller.apply({"type": "buy_capsules", "player": 2, "color": colour})
    assert g.state.phase == "purchase" and not g.state.purchasing_open and g.state.queue == []
    assert window.notices.isVisible() and "Purchase Limit reached" in window.notices.text()
    assert window.round_spend.banner.isVisibleTo(window.round_spend)
    assert "No more Purchases" in window.round_spend.queue.empty_text
    assert controller.apply({"type": "barter_abandon", "barter": next(iter(g.state.barters))})
    qtbot.waitUntil(lambda: window.opened == ["income"])
    assert g.state.round == 2 and not window.round_spend.banner.isVisibleTo(window.round_spend)
    assert "Purchase Limit reached" not in window.notices.text() or not window.notices.isVisible()


def test_income_then_the_end_open_their_dialogs(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    for p in (0, 1):
        controller.apply({"type": "pass", "player": p})
    qtbot.waitUntil(lambda: window.opened == ["income"])
    assert controller.game.state.round == 2
    # Play passes to the end of round 8.
    while controller.game.state.phase == "purchase":
        for p in (0, 1):
            if controller.game.state.phase == "purchase":
                controller.apply({"type": "pass", "player": p})
    qtbot.waitUntil(lambda: window.opened[-1] == "end")
    assert "Game over" in window.notices.text()


def test_the_map_proposes_and_the_controller_applies(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    with qtbot.waitSignal(controller.action_applied):
        window.scene.action_proposed.emit(BuyVending(0, 15, 9))
    assert any(s.kind == "vending" for s in controller.game.state.structures.values())


def test_undo_takes_back_the_last_actors_action_and_a_refusal_says_why(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    before = len(controller.game.log)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(controller.game.log) == before, "the last entry is a draw for the queue"
    assert "a draw was made" in window.notices.text()
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert window.menu_actions.undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.state.players[0].capsules == {}
    assert window.game_ledger.lines()[0] != "Aiko buys 4 red Capsules for 1,000円."


def test_four_players_fit_and_bots_have_no_keys(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    players = [PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3"),
               PlayerSetup("Sora", "wave", "#1e8449"), PlayerSetup("Kenta", "koi", "#7d3c98", "bot", "normal")]
    to_purchase(controller, Setup(players, seed=3), loans=(4000, 6000, 8000, 10000))
    keys = [ledger.keys.text() for ledger in window.ledgers.ledgers]
    assert keys[0] == "Keys: Q queue · A pass" and keys[3] == ""
    assert window.ledgers.ledgers[3].status.text() in ("Queue #4", "Bot (normal)")


def open_ledger(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """On a small screen the Ledgers are brief: a click opens the first one whole."""
    from PySide6.QtCore import Qt

    ledger = window.ledgers.ledgers[0]
    if ledger.brief:
        qtbot.mouseClick(ledger, Qt.MouseButton.LeftButton)
    assert not ledger.brief


def test_the_table_keeps_the_incomes_results_until_the_income_dialog_closes(
        qtbot, monkeypatch, controller) -> None:
    """While the Income dialog rolled the dice, the table beside it already showed the Incomes in the
    Game Ledger, the new Yen and the next round (in the last round, the winner)."""
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    seen: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(Dialogs, "income", lambda self, game: seen.append(
        (window.windowTitle(), window.game_ledger.lines())))
    for p in (0, 1):
        controller.apply({"type": "pass", "player": p})
    assert controller.game.state.round == 2
    qtbot.waitUntil(lambda: bool(seen))
    title, lines = seen[0]
    assert "round 1" in title, "the dialog opens over the table as it was"
    assert not any(line.startswith(("Income for round 1", "Round 2 begins")) for line in lines), lines
    assert "round 2" in window.windowTitle(), "closed: the table shows what happened"
    assert any(line.startswith("Income for round 1") for line in window.game_ledger.lines())
