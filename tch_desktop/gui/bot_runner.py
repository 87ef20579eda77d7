"""Bots think off the GUI thread: a QObject that runs their decisions in a thread pool.

The window never waits for a bot. On the GUI thread, a request takes a
scrubbed snapshot of the live game (`BotView.of`: nothing a person at the
table could not see); a worker thread runs the bot on that snapshot only
(its thinking is counted work, never timed: the clock here only delays the
answer to a human reaction time); the answer comes back on the GUI thread as a signal, after the bot's human-like
reaction time (`reaction_time(level, speed)`), counted from the request.

Integration (the main window connects it; nothing here touches the live game):

    runner = BotRunner(speed="normal")
    runner.decided.connect(on_bot_decided)      # (player, Action | None)
    runner.responded.connect(on_bot_answered)   # (player, Response)
    runner.proposed.connect(on_bot_offer)       # (player, Offer | None)

    # whenever the table changes (controller.action_applied, game_replaced):
    for p in bot_seats:
        if not runner.busy(p):
            runner.request_decision(bots[p], controller.game)

    def on_bot_decided(player, action):
        # The action was legal on the snapshot; the table may have moved since.
        if action is not None and runner.is_current(player, controller.game):
            controller.apply(action)   # refuses harmlessly if no longer legal
        # else: ask again at the next change

A person's Barter offer to a bot goes through `request_response(bot, game,
offer)`; `request_proposal(bot, game)` asks a bot whether it has a deal to
offer (call it when its Seal is out of the queue). Messages inside offers and
answers are `BotMessage` codes: show them with `gui.bot_texts.message_text`.
On quitting or replacing the game call `forget()` (late answers are dropped)
and, if needed, `wait(ms)`.

Python's full garbage collections pause every thread, the GUI's too, for as
long as it takes to walk every live object — tens of milliseconds once Qt
and the libraries are loaded, and a thinking bot makes them frequent. So the
runner, when created, collects once and freezes what is alive then
(`gc.freeze()`: the libraries, Qt, component data) out of the collector's
way; later collections only walk what the game creates, in a fraction of a
millisecond. Create the runner once the window is built (`freeze_heap=False`
to opt out).
"""

from __future__ import annotations

import gc
import random
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal, Slot

from tch_desktop.bots.bot import Bot
from tch_desktop.bots.messages import Offer
from tch_desktop.bots.view import BotView
from tch_desktop.engine.game import Game


class _Relay(QObject):
    """Tells the GUI thread that a worker finished (a queued signal carrying only numbers).

    The result itself waits in `results` under a lock: Python objects never
    travel through a cross-thread signal.
    """

    done = Signal(int, int)  # player, ticket

    def __init__(self) -> None:
        super().__init__()
        self.lock = threading.Lock()
        self.results: dict[int, tuple[object, float]] = {}  # ticket → (result, seconds spent)


class _Job(QRunnable):
    def __init__(self, relay: _Relay, player: int, ticket: int, work: Callable[[], Any]) -> None:
        super().__init__()
        self.relay = relay
        self.player, self.ticket = player, ticket
        self.work = work
        self.setAutoDelete(True)

    def run(self) -> None:
        """Run the bot in the worker thread; hand the result over under the lock."""
        t0 = time.perf_counter()
        try:
            result: object = self.work()
        except Exception as err:  # a bot bug must never take the window down
            result = err
        with self.relay.lock:
            self.relay.results[self.ticket] = (result, time.perf_counter() - t0)
        self.relay.done.emit(self.player, self.ticket)


class BotRunner(QObject):
    """Runs bots' decisions, answers and proposals in worker threads; one job per bot at a time."""

    decided = Signal(int, object)  # player, engine Action or None (nothing to do now)
    responded = Signal(int, object)  # player, bots.messages.Response
    proposed = Signal(int, object)  # player, bots.messages.Offer or None
    failed = Signal(int, str)  # player, the error (a bug in a bot)

    def __init__(self, parent: QObject | None = None, speed: str | float = "normal",
                 pool: QThreadPool | None = None, seed: int | None = None,
                 freeze_heap: bool = True) -> None:
        super().__init__(parent)
        if freeze_heap:
            gc.collect()
            gc.freeze()
        self.speed = speed
        self.pool = pool or QThreadPool.globalInstance()
        self.rng = random.Random(seed)
        self._relay = _Relay()
        self._relay.setParent(self)
        self._relay.done.connect(self._finished)
        self._kind: dict[int, str] = {}  # ticket → decide | respond | propose
        self._ticket = 0
        self._busy: dict[int, int] = {}  # player → ticket of the job running
        self._moment: dict[int, int] = {}  # player → length of the log when asked
        self._reaction: dict[int, float] = {}  # ticket → reaction time, counted from the request
        self._timers: list[QTimer] = []

    # ------------------------------------------------------------ asking
    def busy(self, player: int) -> bool:
        """Whether a bot is still thinking (or waiting out its reaction time)."""
        return player in self._busy

    def is_current(self, player: int, game: Game) -> bool:
        """Whether the table is where it was when `player` was last asked."""
        return self._moment.get(player) == len(game.log)

    def request_decision(self, bot: Bot, game: Game) -> None:
        """Ask a bot for its next action on `game` (answer: `decided`)."""
        view = BotView.of(game, bot.player)
        legal = game.legal_action_types(bot.player)
        self._start(bot, game, "decide", lambda: bot.decide(view, legal))

    def request_response(self, bot: Bot, game: Game, offer: Offer) -> None:
        """Ask a bot to answer a Barter offer (answer: `responded`)."""
        view = BotView.of(game, bot.player)
        self._start(bot, game, "respond", lambda: bot.respond(view, offer))

    def request_proposal(self, bot: Bot, game: Game) -> None:
        """Ask a bot whether it has a deal to offer now (answer: `proposed`)."""
        view = BotView.of(game, bot.player)
        self._start(bot, game, "propose", lambda: bot.propose(view))

    def forget(self) -> None:
        """Drop every pending answer (a new game, undo, quitting)."""
        self._busy.clear()
        self._moment.clear()
        self._reaction.clear()
        for t in self._timers:
            t.stop()
        self._timers.clear()

    def wait(self, msecs: int = 5000) -> bool:
        """Block until the workers are idle (for shutdown and tests)."""
        return self.pool.waitForDone(msecs)

    # ------------------------------------------------------------ answers
    def _start(self, bot: Bot, game: Game, kind: str, work: Callable[[], Any]) -> None:
        self._ticket += 1
        player = bot.player
        self._busy[player] = self._ticket
        self._moment[player] = len(game.log)
        # A person reads an offer before answering, and reacts to the table before acting.
        self._reaction[self._ticket] = bot.reaction_time(self.speed, self.rng)
        self._kind[self._ticket] = kind
        self.pool.start(_Job(self._relay, player, self._ticket, work))

    @Slot(int, int)
    def _finished(self, player: int, ticket: int) -> None:
        with self._relay.lock:
            result, spent = self._relay.results.pop(ticket, (None, 0.0))
        kind = self._kind.pop(ticket, "decide")
        if self._busy.get(player) != ticket:
            self._reaction.pop(ticket, None)
            return  # forgotten or superseded
        wait_s = max(0.0, self._reaction.pop(ticket, 0.0) - spent)
        if wait_s <= 0:
            self._emit(player, ticket, kind, result)
            return
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may fire 5 % early
        timer.timeout.connect(lambda: self._emit(player, ticket, kind, result, timer))
        self._timers.append(timer)
        timer.start(max(1, round(wait_s * 1000)))

    def _emit(self, player: int, ticket: int, kind: str, result: object,
              timer: QTimer | None = None) -> None:
        if timer is not None and timer in self._timers:
            self._timers.remove(timer)
            timer.deleteLater()
        if self._busy.get(player) != ticket:
            return
        del self._busy[player]
        if isinstance(result, Exception):
            self.failed.emit(player, repr(result))
        elif kind == "decide":
            self.decided.emit(player, result)
        elif kind == "respond":
            self.responded.emit(player, result)
        else:
            self.proposed.emit(player, result)
