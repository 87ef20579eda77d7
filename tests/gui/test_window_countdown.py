"""The countdown at the front of the queue: grace time, a visible count from 5, then the forfeit."""

from __future__ import annotations

from tests.gui.test_window_basics import make_window, to_purchase


def test_the_front_seat_forfeits_after_grace_and_five_counted_seconds(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    shown: list[int | None] = []
    counts: list[int] = []
    window.countdown.counting.connect(lambda _p, n: (counts.append(n), shown.append(window.round_spend.queue.count)))
    window.countdown.set_relaxed(False)
    window.countdown.set_timing(grace_seconds=0.2, second_ms=40)
    qtbot.wait(120)
    assert counts == [], "still within the grace time"
    with qtbot.waitSignal(window.countdown.forfeited, timeout=3000) as forfeit:
        pass
    assert forfeit.args == [0]
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
    window.countdown.set_timing(grace_seconds=0.02, second_ms=10)
    window.countdown.set_relaxed(True)
    qtbot.wait(300)
    assert controller.game.state.queue == [0, 1]
    assert not window.countdown.running and window.round_spend.queue.count is None


def test_a_purchase_in_time_stops_the_count(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    window.countdown.set_relaxed(False)
    window.countdown.set_timing(grace_seconds=0.02, second_ms=60)
    qtbot.waitUntil(lambda: window.round_spend.queue.count == 5)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert window.round_spend.queue.count is None
    assert window.countdown.front == 1
    controller.apply({"type": "leave_queue", "player": 1})
    qtbot.wait(500)
    assert not any(a.TYPE == "forfeit" for a in controller.game.log)
