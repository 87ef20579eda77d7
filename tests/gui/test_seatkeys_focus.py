"""Seat keys work during Purchase/Barter whatever has the focus, after shop clicks and closed dialogs."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QKeySequenceEdit,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from tch_desktop.engine import PlayerSetup, Setup
from tch_desktop.gui.seatkeys import DEFAULT_KEYS, key_name
from tests.gui.test_window_basics import make_window, to_purchase

FOUR = Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3"),
              PlayerSetup("Sora", "wave", "#1e8449"), PlayerSetup("Mika", "lantern", "#7d3c98")], seed=11)


def key_of(name: str) -> Qt.Key:
    return next(k for k in Qt.Key if key_name(k) == name)


def text_field(w: QWidget) -> bool:
    if isinstance(w, QLineEdit) and isinstance(w.parent(), QAbstractSpinBox):
        return False
    return isinstance(w, QLineEdit | QTextEdit | QPlainTextEdit | QKeySequenceEdit)


def focusable(window: QWidget) -> list[QWidget]:
    return [w for w in window.findChildren(QWidget)
            if w.isVisible() and w.isEnabled() and w.focusPolicy() != Qt.FocusPolicy.NoFocus
            and not text_field(w) and w.focusProxy() is None]


def press_every_seat(qtbot, window, controller, where: str, seats: set[int] | None = None) -> None:
    """Each seat's queue key moves that seat's Seal (into the queue or back out)."""
    for seat, (queue_key, _pass_key) in DEFAULT_KEYS.items():
        if seats is not None and seat not in seats:
            continue
        before = seat in controller.game.state.queue
        target = QApplication.focusWidget() or window
        qtbot.keyClick(target, key_of(queue_key))
        assert (seat in controller.game.state.queue) != before, f"seat {seat + 1}'s key with the focus in {where}"


def test_every_seat_key_moves_its_seal_whatever_widget_has_the_focus(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, FOUR, loans=(4000, 6000, 8000, 10000))
    qtbot.waitUntil(window.shop.items["capsules:red"].isVisible)  # the shop's buttons show once built
    widgets = focusable(window)
    names = {type(w).__name__ for w in widgets}
    assert {"QSpinBox", "ItemButton", "MapView"} <= names, names  # the shop's spin boxes and buttons are there
    for w in widgets:
        if not (w.isVisible() and w.isEnabled()):
            continue  # the last press disabled it (the buyer changed)
        w.setFocus(Qt.FocusReason.MouseFocusReason)
        press_every_seat(qtbot, window, controller, f"{type(w).__name__} {w.objectName()}")


def test_seat_keys_work_after_a_shop_click_and_after_a_dialog_closes(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, FOUR, loans=(4000, 6000, 8000, 10000))
    qtbot.waitUntil(window.shop.items["capsules:red"].isVisible)
    front = controller.game.state.queue[0]
    qtbot.mouseClick(window.shop.items["capsules:red"], Qt.MouseButton.LeftButton)  # a purchase: the buyer changes
    assert controller.game.log[-1].TYPE == "buy_capsules" and controller.game.log[-1].actor == front
    press_every_seat(qtbot, window, controller, "after a shop click")
    qtbot.mouseClick(window.shop.pink_count, Qt.MouseButton.LeftButton)  # the pink "How many" box
    press_every_seat(qtbot, window, controller, "the pink count")
    dlg = window.open_settings()
    qtbot.waitUntil(dlg.isVisible)
    dlg.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert QApplication.focusWidget() is not None and QApplication.focusWidget().window() is window
    press_every_seat(qtbot, window, controller, "after Settings closed")


def test_after_the_rules_close_the_keyboard_is_the_tables_again(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, FOUR, loans=(4000, 6000, 8000, 10000))
    qtbot.waitUntil(window.shop.items["capsules:red"].isVisible)

    def close_the_rules() -> None:
        rules = QApplication.activeModalWidget()
        assert rules is not None and type(rules).__name__ == "HelpDialog"
        rules.reject()

    QTimer.singleShot(0, close_the_rules)
    window.dialogs.help()  # modal: returns when the rules are closed
    press_every_seat(qtbot, window, controller, "right after the rules closed")
    qtbot.waitUntil(window.isActiveWindow)  # the window manager's activation arrives
    assert QApplication.focusWidget() is not None and QApplication.focusWidget().window() is window
    press_every_seat(qtbot, window, controller, "with the table active again")


def test_every_seat_key_moves_its_seal_with_the_focus_in_the_barter_table(qtbot, monkeypatch, controller) -> None:
    from tch_desktop.engine.actions import LeaveQueue

    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, FOUR, loans=(4000, 6000, 8000, 10000))
    for seat in (0, 1):  # Aiko and Ren leave the race to barter; Sora and Mika keep racing
        assert controller.apply(LeaveQueue(seat))
    window.open_barter([0, 1])
    table = window.barter_table
    assert table is not None
    qtbot.waitUntil(table.isVisible)
    widgets = focusable(table)
    assert widgets, "the barter table has widgets a click can focus"
    for w in widgets:
        if not (w.isVisible() and w.isEnabled()):
            continue
        w.setFocus(Qt.FocusReason.MouseFocusReason)
        press_every_seat(qtbot, window, controller, f"the barter table's {type(w).__name__} {w.objectName()}",
                         seats={2, 3})
