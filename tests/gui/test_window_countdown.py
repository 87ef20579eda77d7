"""The countdown at the front of the queue: grace time, a visible count from 5, then the forfeit.

The timers are set an hour away and driven by hand (`PurchaseCountdown.step`): no test here
races the machine's clock.
"""

from __future__ import annotations

from tests.gui.test_window_basics import make_window, to_purchase

FAR = 3600  # seconds: the real timers never fire during a test


def test_the_front_seat_forfeits_after_grace_and_five_counted_seconds(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    countdown = window.countdown
    shown: list[int | None] = []
    counts: list[int] = []
    countdown.counting.connect(lambda _p, n: (counts.append(n), shown.append(window.round_spend.queue.count)))
    countdown.set_relaxed(False)
    countdown.set_timing(grace_seconds=FAR, second_ms=FAR * 1000)
    assert countdown.timing == (FAR * 1000, FAR * 1000)
    assert countdown.running and countdown.front == 0 and counts == [], "the grace time runs first"
    countdown.step()  # the grace time is over
    assert counts == [5], "the count starts at the rulebook's five"
    forfeits: list[int] = []
    countdown.forfeited.connect(forfeits.append)
    for _ in range(4):
        countdown.step()
    assert counts == [5, 4, 3, 2, 1] and forfeits == [], "one second is still left at 1"
    countdown.step()
    assert forfeits == [0]
    assert shown == [5, 4, 3, 2, 1], "the count is drawn on the front Seal"
    g = controller.game
    assert g.log[-1].TYPE == "forfeit" and g.log[-1].actor == 0
    assert g.state.queue == [1]
    assert "Aiko took too long" in window.notices.text()
    assert window.game_ledger.lines()[0] == "Aiko ran out of time and forfeits the Purchase."
    assert countdown.front == 1 and countdown.running, "Ren's grace time begins"
    countdown.step()
    assert counts[-1] == 5 and forfeits == [0]


def test_no_countdown_in_relaxed_mode(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    window.countdown.set_timing(grace_seconds=FAR, second_ms=FAR * 1000)
    window.countdown.set_relaxed(True)
    assert not window.countdown.running
    for _ in range(10):
        window.countdown.step()  # nothing to step: no timer runs
    assert controller.game.state.queue == [0, 1]
    assert window.round_spend.queue.count is None


def test_a_purchase_in_time_stops_the_count(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    countdown = window.countdown
    countdown.set_relaxed(False)
    countdown.set_timing(grace_seconds=FAR, second_ms=FAR * 1000)
    countdown.step()
    countdown.step()
    assert window.round_spend.queue.count == 4
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert window.round_spend.queue.count is None
    assert countdown.front == 1 and countdown.running, "Ren's grace time, from the start"
    controller.apply({"type": "leave_queue", "player": 1})
    assert not countdown.running
    for _ in range(10):
        countdown.step()
    assert not any(a.TYPE == "forfeit" for a in controller.game.log)
