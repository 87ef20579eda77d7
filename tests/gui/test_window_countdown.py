"""The countdown at the front of the queue: grace time, a visible count from 5, then the forfeit.

The timers are set so long that they never fire by themselves: the tests end the
grace time and count the seconds by hand, so a busy machine cannot change what they see.
"""

from __future__ import annotations

from tests.gui.test_window_basics import make_window, to_purchase

NEVER = 3600.0  # seconds: a timer the test drives by hand


def test_the_front_seat_forfeits_after_grace_and_five_counted_seconds(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    shown: list[int | None] = []
    counts: list[int] = []
    forfeits: list[int] = []
    window.countdown.counting.connect(lambda _p, n: (counts.append(n), shown.append(window.round_spend.queue.count)))
    window.countdown.forfeited.connect(forfeits.append)
    window.countdown.set_relaxed(False)
    window.countdown.set_timing(grace_seconds=NEVER, second_ms=int(NEVER * 1000))
    assert window.countdown.running and counts == [], "within the grace time"
    assert not window.big_count.isVisible()
    window.countdown.grace_over()
    big = window.big_count
    assert big.isVisible() and (big.seconds, big.name, big.pen.name()) == (5, "Aiko", "#c0392b")
    centre, map_centre = big.geometry().center(), window.view.rect().center()
    assert abs(centre.x() - map_centre.x()) < 5 and abs(centre.y() - map_centre.y()) < 5, "in the middle of the Map"
    assert big.width() >= 150 and big.height() >= 150, "big, unlike a notice"
    for _ in range(5):
        window.countdown.tick()
    assert forfeits == [0]
    assert not big.isVisible(), "the count is gone with the forfeit"
    assert counts == [5, 4, 3, 2, 1]
    assert shown == [5, 4, 3, 2, 1], "the count is drawn on the front Seal"
    g = controller.game
    assert g.log[-1].TYPE == "forfeit" and g.log[-1].actor == 0
    assert g.state.queue == [1]
    assert "Aiko took too long" in window.notices.text()
    assert window.game_ledger.lines()[0] == "Aiko ran out of time and forfeits the Purchase."
    assert window.countdown.front == 1 and window.countdown.running, "Ren's grace time begins"


def test_no_countdown_in_relaxed_mode(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    window.countdown.set_timing(grace_seconds=NEVER, second_ms=int(NEVER * 1000))
    window.countdown.set_relaxed(True)
    assert not window.countdown.running
    window.countdown.grace_over()  # even a stray timeout counts nothing
    assert controller.game.state.queue == [0, 1]
    assert window.round_spend.queue.count is None


def test_a_purchase_in_time_stops_the_count(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    window.countdown.set_relaxed(False)
    window.countdown.set_timing(grace_seconds=NEVER, second_ms=int(NEVER * 1000))
    window.countdown.grace_over()
    assert window.round_spend.queue.count == 5
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert window.round_spend.queue.count is None
    assert window.countdown.front == 1 and not window.countdown._tick.isActive()
    controller.apply({"type": "leave_queue", "player": 1})
    assert not window.countdown.running
    assert not any(a.TYPE == "forfeit" for a in controller.game.log)


def test_an_opened_game_waits_for_the_table_before_the_front_players_clock_runs(
        qtbot, monkeypatch, controller, tmp_path) -> None:
    """A playtest opened a saved game and lost the front player's Purchase 15 s later, before anyone
    had sat down. The clock now waits for a key, a click or a move at the table."""
    from PySide6.QtCore import Qt

    from tch_desktop.engine.record import game_record, save_record

    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    saved = tmp_path / "saved.json"
    save_record(game_record(controller.game), saved)
    controller.open(saved)
    countdown = window.countdown
    countdown.set_timing(grace_seconds=NEVER, second_ms=int(NEVER * 1000))
    assert countdown.asleep and not countdown.running
    assert window.round_spend.notice.text() == "Aiko is at the front. The clock starts at the first key or click."
    assert window.round_spend.queue.grace is None
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert not countdown.asleep and countdown.running, "someone is at the table"
    assert window.round_spend.notice.text().startswith("Aiko is at the front: choose a Purchase")
    assert window.round_spend.queue.grace is not None and 0.99 < window.round_spend.queue.grace <= 1.0, \
        "the ring round Aiko's Seal is full: her grace time has just begun"
    countdown.grace_over()
    assert window.round_spend.queue.count == 5


def test_a_move_at_the_table_wakes_the_clock_too(qtbot, monkeypatch, controller, tmp_path) -> None:
    from tch_desktop.engine.record import game_record, save_record

    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    saved = tmp_path / "saved.json"
    save_record(game_record(controller.game), saved)
    controller.open(saved)
    assert window.countdown.asleep
    controller.apply({"type": "leave_queue", "player": 0})
    assert not window.countdown.asleep and window.countdown.running and window.countdown.front == 1


def test_the_count_stands_still_while_the_shop_asks_which_side(qtbot, monkeypatch, controller) -> None:
    """The shop's side menu runs the event loop: Aiko's count ran out while she read it, Ren came to
    the front, and her pick started Ren's placement (his count then stopped for good)."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tests.gui.conftest import two_player_setup

    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, two_player_setup(cards="choose"), loans=(10000, 10000))
    countdown = window.countdown
    countdown.set_relaxed(False)
    countdown.set_timing(grace_seconds=NEVER, second_ms=int(NEVER * 1000))
    begun: list[tuple[int, str, str | None]] = []
    monkeypatch.setattr(window.scene, "begin_building",
                        lambda player, building, side=None, roof=None, coupons=0: begun.append(
                            (player, building, side)))
    during: list[object] = []

    def read_the_menu() -> None:
        menu = QApplication.activePopupWidget()
        countdown.grace_over()
        for _ in range(5):
            countdown.tick()
        during.append(controller.game.log[-1].TYPE)
        menu.setActiveAction(menu.actions()[0])
        QTest.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(100, read_the_menu)
    qtbot.mouseClick(window.shop.items["building:park"], Qt.MouseButton.LeftButton)
    assert during and during[0] != "forfeit", "no count while the menu is open"
    assert begun and begun[0][0] == 0, "Aiko's pick is Aiko's"


def test_a_pick_made_after_the_table_moved_on_is_dropped(qtbot, monkeypatch, controller) -> None:
    from tests.gui.conftest import two_player_setup

    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, two_player_setup(cards="choose"), loans=(10000, 10000))
    begun: list[int] = []
    monkeypatch.setattr(window.scene, "begin_building",
                        lambda player, building, side=None, roof=None, coupons=0: begun.append(player))

    def meanwhile(key: str, options: object) -> int:
        controller.apply({"type": "leave_queue", "player": 0})  # the table moves: Ren at the front
        return 0
    monkeypatch.setattr(window.shop, "ask_option", meanwhile)
    window.shop._chosen("building:park")
    assert begun == [], "Aiko's pick does not become Ren's placement"


def test_settings_ok_keeps_a_purchase_being_placed_declared(qtbot, monkeypatch, controller) -> None:
    """OK in Settings started the grace again for a player already placing a Vending Machine: after the
    count, they forfeited with the Map still in placement mode."""
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    countdown = window.countdown
    countdown.set_relaxed(False)
    countdown.set_timing(grace_seconds=NEVER, second_ms=int(NEVER * 1000))
    window.scene.begin_piece(0, "vending")
    assert countdown.declared and not countdown.running
    window.open_settings().accept()
    assert countdown.declared and not countdown.running and not countdown.asleep
    countdown.grace_over()
    assert controller.game.log[-1].TYPE != "forfeit"


def test_a_bots_move_does_not_wake_the_clock_of_an_opened_game(qtbot, monkeypatch, controller, tmp_path) -> None:
    """A playtest opened a game with bots and forfeited without touching anything: the first bot move
    had started the person's clock. Only a person's key, click or move wakes it."""
    from tch_desktop.engine.record import PlayerSetup, Setup, game_record, save_record
    from tch_desktop.gui.window.botseats import BotSeats

    monkeypatch.setattr(BotSeats, "ask", lambda self: None)  # the test plays the bot's move itself
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                                   PlayerSetup("Ren", "fan", "#2471a3", "bot", "normal")], seed=7))
    saved = tmp_path / "saved.json"
    save_record(game_record(controller.game), saved)
    controller.open(saved)
    countdown = window.countdown
    countdown.set_timing(grace_seconds=NEVER, second_ms=int(NEVER * 1000))
    assert countdown.asleep and countdown.front == 0
    assert controller.apply({"type": "leave_queue", "player": 1})
    assert countdown.asleep and not countdown.running, "Ren is a bot: nobody has sat down yet"
    assert window.round_spend.notice.text() == "Aiko is at the front. The clock starts at the first key or click."
    assert controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert not countdown.asleep, "Aiko played"


def test_the_clock_stands_still_under_a_dialog_and_starts_whole_after_it(qtbot, monkeypatch, controller) -> None:
    """A playtest read the Settings for 8 s and came back to 2 s of grace: the grace drained under the
    dialog. Now a modal dialog stops the clock, count included, and the grace starts whole after it."""
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    countdown = window.countdown
    countdown.set_relaxed(False)
    countdown.set_timing(grace_seconds=NEVER, second_ms=int(NEVER * 1000))
    countdown.grace_over()
    countdown.tick()
    assert window.round_spend.queue.count == 4 and countdown.running
    dialog = window.open_settings()
    qtbot.waitUntil(lambda: not countdown.running)
    assert countdown.paused and window.round_spend.queue.count is None and not window.big_count.isVisible()
    countdown.grace_over()
    countdown.tick()
    assert controller.game.log[-1].TYPE != "forfeit"
    dialog.reject()
    qtbot.waitUntil(lambda: countdown.running)
    assert not countdown.paused and countdown.front == 0
    assert not countdown._tick.isActive(), "no count yet: the grace begins again"
    assert window.round_spend.queue.grace is not None and window.round_spend.queue.grace > 0.99, "whole"
