"""The window never waits for a bot: decisions run in worker threads, answers come after a reaction time.

No test here races the machine's clock: a bot that blocks until the event loop
releases it shows the thinking happens off the GUI thread, and the reaction
time is checked on a clock and timers driven by hand.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QTimer

from tch_desktop.bots import Bot, BotView, reaction_time
from tch_desktop.bots.messages import Offer
from tch_desktop.engine.actions import Action, Transfer
from tch_desktop.gui.bot_runner import BotRunner
from tests.bots.helpers import at_front, table_until


class HeldBot(Bot):
    """A bot that cannot finish deciding until the GUI thread's event loop lets it."""

    def __init__(self, player: int, level: str, release: threading.Event) -> None:
        super().__init__(player, level)
        self.release = release
        self.threads: list[threading.Thread] = []

    def decide(self, view: BotView, legal: Sequence[str] | None = None, **kw: Any) -> Action | None:
        self.threads.append(threading.current_thread())
        if not self.release.wait(60):
            raise RuntimeError("the event loop never ran while the bot was thinking")
        return super().decide(view, legal, **kw)


def test_a_thinking_bot_never_blocks_the_event_loop(qtbot) -> None:
    game = table_until(["normal", "normal"], 3, at_front(1)).game
    log_before = len(game.log)
    release = threading.Event()
    bot = HeldBot(1, "normal", release)
    runner = BotRunner(speed="instant")
    failures: list[str] = []
    runner.failed.connect(lambda _p, err: failures.append(err))
    # Only an event loop that keeps running while the bot thinks can release it.
    QTimer.singleShot(0, release.set)
    with qtbot.waitSignal(runner.decided, timeout=120_000) as blocker:
        runner.request_decision(bot, game)
    assert not failures
    assert bot.threads and bot.threads[0] is not threading.main_thread()
    player, action = blocker.args
    assert player == 1 and action is not None and game.check(action) is None
    assert len(game.log) == log_before  # the live game was never touched
    assert runner.wait(20_000)


class HandClock:
    """The runner's clock, moved by hand: thinking takes no time, reaction time passes on demand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def answered(runner: BotRunner) -> None:
    """Let the bot's thread finish and the runner take its answer (on this, the GUI thread)."""
    assert runner.wait(60_000)
    runner._drain()


def test_an_answer_waits_out_the_reaction_time_and_a_forgotten_one_never_comes(qtbot) -> None:
    game = table_until(["normal", "normal"], 3, at_front(1)).game
    clock = HandClock()
    runner = BotRunner(speed=0.15, seed=1, clock=clock)
    draws = random.Random(1)  # the runner's draws, in order
    first, second = (reaction_time("normal", 0.15, draws) for _ in range(2))
    got: list[object] = []
    runner.decided.connect(lambda p, a: got.append(a))
    runner.request_decision(Bot(1, "normal"), game)
    answered(runner)
    assert got == [] and runner.busy(1), "held back until the reaction time is over"
    clock.now += first - 0.001
    runner._drain()
    assert got == [] and runner.busy(1), "the whole reaction time, not a moment less"
    clock.now += 0.002
    runner._drain()
    assert len(got) == 1 and runner.is_current(1, game) and not runner.busy(1)
    runner.request_decision(Bot(1, "normal"), game)
    answered(runner)
    runner.forget()
    clock.now += second + 1
    runner._drain()  # even an answer that arrives after forget() is never handed on
    assert len(got) == 1 and not runner.busy(1)


def test_a_bot_accepts_a_generous_offer_from_a_person_off_the_gui_thread(qtbot) -> None:
    game = table_until(["normal", "hard"], 5, at_front(0)).game
    [(colour, n)] = game.state.players[1].capsules.items()
    assert n >= 6
    runner = BotRunner(speed="instant")
    # 6,000円 for one capsule of a colour the bot bought whole for at most 4,000円: no reason to refuse.
    offer = Offer(0, 1, (Transfer(0, 1, yen=6000), Transfer(1, 0, capsules=((colour, 1),))))
    with qtbot.waitSignal(runner.responded, timeout=60_000) as blocker:
        runner.request_response(Bot(1, "hard"), game, offer)
    player, answer = blocker.args
    assert player == 1 and answer.kind == "accept" and answer.accepted
    assert answer.message.args["player"] == 1
    assert runner.wait(20_000)
