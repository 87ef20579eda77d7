"""The window never waits for a bot: decisions run in worker threads, the event loop keeps ticking."""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QTimer

from tch_desktop.bots import Bot, reaction_time
from tch_desktop.bots.messages import Offer
from tch_desktop.engine.actions import Transfer
from tch_desktop.gui.bot_runner import BotRunner
from tests.bots.helpers import at_front, table_until


def test_event_loop_stays_responsive_while_a_hard_bot_thinks(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = table_until(["hard", "normal", "hard", "normal"], 12, at_front(0, round_=2)).game
    log_before = len(game.log)
    bot = Bot(0, "hard", seed=3)
    runner = BotRunner(speed="instant")
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    answers: list[object] = []
    runner.decided.connect(lambda player, action: answers.append((player, action)))
    thinking = 0
    timer.start()
    try:
        # Keep a hard bot busy for a good while (many full decisions in a row).
        while thinking < 2000 and len(answers) < 150:
            with qtbot.waitSignal(runner.decided, timeout=10_000):
                runner.request_decision(bot, game)
            thinking += bot.last_work
    finally:
        timer.stop()
    gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
    assert thinking >= 2000 and len(gaps) > 20
    assert max(gaps) < 0.1, f"the event loop stalled for {max(gaps) * 1000:.0f} ms"
    assert len(game.log) == log_before  # the live game was never touched
    for player, action in answers:
        assert player == 0 and action is not None and game.check(action) is None


def test_answers_wait_out_the_reaction_time_and_forgotten_ones_never_come(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = table_until(["normal", "normal"], 3, at_front(1)).game
    runner = BotRunner(speed=0.15, seed=1)
    draws = random.Random(1)  # the runner's draws, in order
    expected, second = (reaction_time("normal", 0.15, draws) for _ in range(2))
    got: list[object] = []
    runner.decided.connect(lambda p, a: got.append(a))
    t0 = time.perf_counter()
    with qtbot.waitSignal(runner.decided, timeout=10_000):
        runner.request_decision(Bot(1, "normal"), game)
    assert time.perf_counter() - t0 >= expected - 0.02
    assert runner.is_current(1, game) and not runner.busy(1)
    runner.request_decision(Bot(1, "normal"), game)
    assert runner.busy(1)
    runner.forget()
    qtbot.wait(int(1000 * second) + 300)  # long enough for the forgotten answer to have come
    assert len(got) == 1
    assert runner.wait(20_000)


def test_a_bot_answers_a_person_s_offer_off_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = table_until(["normal", "hard"], 5, at_front(0)).game
    runner = BotRunner(speed="instant")
    offer = Offer(0, 1, (Transfer(0, 1, yen=100),))  # a gift: no reason to refuse
    with qtbot.waitSignal(runner.responded, timeout=10_000) as blocker:
        runner.request_response(Bot(1, "hard"), game, offer)
    player, answer = blocker.args
    assert player == 1 and answer.kind in ("accept", "reject", "counter")
    assert answer.message.args["player"] == 1
