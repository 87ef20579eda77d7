"""Seat keys: several people at one keyboard race for the queue, whatever widget has the focus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from tch_desktop.gui.seatkeys import DEFAULT_KEYS, conflicts, load_keys, save_keys
from tests.gui.test_window_basics import make_window, to_purchase

K = Qt.Key


def queue_names(window) -> list[str]:
    return [name for _seal, _pen, name in window.round_spend.queue.seals]


def test_two_seats_queue_and_take_back_their_seals_from_one_keyboard(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    assert queue_names(window) == ["Aiko", "Ren"]
    window.game_ledger.list.setFocus()  # keys work wherever the focus is
    qtbot.keyClick(window.game_ledger.list, K.Key_Q)  # seat 1 takes its Seal back
    assert controller.game.state.queue == [1]
    qtbot.keyClick(window.view.viewport(), K.Key_P)  # seat 2 too
    assert controller.game.state.queue == []
    assert "press your queue key" in window.round_spend.queue.empty_text
    qtbot.keyClick(window.shop, K.Key_P)  # Ren is quicker this time
    qtbot.keyClick(window.shop, K.Key_Q)
    assert controller.game.state.queue == [1, 0]
    assert queue_names(window) == ["Ren", "Aiko"]
    assert window.ledgers.ledgers[1].status.text() == "Buying now"
    assert window.ledgers.ledgers[0].status.text() == "Queue #2"
    assert window.shop.buyer == 1


def test_pass_key_passes_and_a_passed_seat_cannot_queue(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    qtbot.keyClick(window.view.viewport(), K.Key_L)
    assert controller.game.state.players[1].passed
    assert window.ledgers.ledgers[1].status.text() == "Passed"
    before = len(controller.game.log)
    qtbot.keyClick(window.view.viewport(), K.Key_P)
    assert len(controller.game.log) == before
    assert "Ren: This player has passed for the round." in window.notices.text()


def test_typing_in_a_text_field_is_not_a_seat_key(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    field = QLineEdit(window.round_spend)
    field.show()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(field, "qp")
    assert field.text() == "qp"
    assert controller.game.state.queue == [0, 1]


def test_keys_with_a_modifier_are_left_to_the_menus(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    qtbot.keyClick(window.view.viewport(), K.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window.view.viewport(), K.Key_Q, Qt.KeyboardModifier.ShiftModifier)
    assert controller.game.state.queue == [0, 1]


def test_keys_are_configured_in_settings_and_remembered(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    dlg = window.open_settings()
    edit = dlg.edits[0][0]
    edit.clear()
    edit.setFocus()
    qtbot.keyClick(edit, K.Key_W)
    assert dlg.chosen_keys()[0] == ("W", "A")
    dlg.accept()
    assert load_keys()[0] == ("W", "A")
    assert window.ledgers.ledgers[0].keys.text() == "Keys: W queue · A pass"
    qtbot.keyClick(window.view.viewport(), K.Key_W)
    assert controller.game.state.queue == [1]
    qtbot.keyClick(window.view.viewport(), K.Key_Q)  # no longer anyone's key
    assert controller.game.state.queue == [1]


def test_a_clash_of_keys_cannot_be_saved(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    dlg = window.open_settings()
    edit = dlg.edits[1][0]
    edit.clear()
    edit.setFocus()
    qtbot.keyClick(edit, K.Key_Q)  # seat 1 already has Q
    assert conflicts(dlg.chosen_keys()) == ["Q"]
    assert "Q" in dlg.problem.text()
    assert not dlg.buttons.button(dlg.buttons.StandardButton.Ok).isEnabled()
    dlg.reject()


def test_stored_keys_that_clash_fall_back_to_the_defaults() -> None:
    save_keys({0: ("Q", "A"), 1: ("Q", "L"), 2: ("Z", "X"), 3: ("M", "N")})
    assert load_keys() == DEFAULT_KEYS


def test_once_every_person_has_passed_the_queue_says_the_bots_finish_the_round(
        qtbot, monkeypatch, controller) -> None:
    """A playtest passed and read "press your queue key" while the bots went on buying."""
    from tch_desktop.engine.record import PlayerSetup, Setup
    from tch_desktop.gui.window.botseats import BotSeats

    monkeypatch.setattr(BotSeats, "ask", lambda self: None)  # the test plays the bot's moves itself
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                                   PlayerSetup("Ren", "fan", "#2471a3", "bot", "normal")], seed=7))
    assert controller.apply({"type": "leave_queue", "player": 0})
    assert controller.apply({"type": "leave_queue", "player": 1})
    assert "press your queue key" in window.round_spend.queue.empty_text, "Aiko may still join"
    assert controller.apply({"type": "pass", "player": 0})
    assert window.round_spend.queue.empty_text == "Everyone at the table has passed: the bots finish the round."


def test_settings_name_the_seats_bots_play(qtbot, monkeypatch, controller) -> None:
    """A playtest wondered why the Settings gave keys to the bots' seats."""
    from tch_desktop.engine.record import PlayerSetup, Setup
    from tch_desktop.gui.window.botseats import BotSeats

    monkeypatch.setattr(BotSeats, "ask", lambda self: None)
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                                   PlayerSetup("Ren", "fan", "#2471a3", "bot", "normal")], seed=7))
    dlg = window.open_settings()
    assert [label.text() for label in dlg.seat_labels] == ["Seat 1 (Aiko)", "Seat 2 (Ren, bot)", "Seat 3", "Seat 4"]
    assert dlg.seat_labels[1].toolTip() and not dlg.seat_labels[0].toolTip()
    dlg.reject()
