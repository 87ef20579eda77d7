"""Bots think off the GUI thread: a QObject that runs their decisions in plain Python threads.

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

Qt objects live and die on the GUI thread only. A bot thinks in a plain
Python thread (`threading.Thread`, one per request) that holds nothing but
the bot, its snapshot and plain data; its answer goes into a queue that a
GUI-thread timer empties. Nothing Qt is created, signalled or finalized in
the worker — and since Python collects cyclic garbage on whichever thread
happens to allocate, automatic collection is switched off while any bot
thread runs and the GUI thread collects instead (`gui.collector`, which the
program installs for good at start):
otherwise a thinking bot could finalize a QTimer or a QObject that the window
dropped, on the wrong thread (the crash of issue 9).

Python's full garbage collections pause every thread, the GUI's too, for as
long as it takes to walk every live object — tens of milliseconds once Qt
and the libraries are loaded, and a thinking bot makes them frequent. So the
runner, when it starts its first bot, has the collector collect once and
freeze what is alive then (`gc.freeze()`: the libraries, Qt, the built window,
component data) out of the collector's way, at its next tick (from the top of
the event loop, not from the slot that asked the bot); later collections only walk what the game creates, in
a fraction of a millisecond. Not when it is created: that full collection
would delay the window's first frame (and a table without bots never needs
it). `freeze_heap=False` opts out.
"""

from __future__ import annotations

import functools
import queue
import random
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from tch_desktop.bots.levels import speed_factor
from tch_desktop.bots.messages import Offer
from tch_desktop.bots.seats import TableBot
from tch_desktop.engine.errors import describe_error
from tch_desktop.bots.view import BotView
from tch_desktop.engine.game import Game
from tch_desktop.gui.collector import COLLECTOR

POLL_MS = 10  # how often the GUI thread looks for answers while bots think
HURRY = 0.3  # the share of their reaction time bots take once no person can act before them


def _think(work: Callable[[], Any], answers: queue.SimpleQueue[tuple[int, int, object, float]],
           player: int, ticket: int) -> None:
    """A bot thread's whole life: run the bot, post the plain answer. Nothing Qt is touched here."""
    t0 = time.perf_counter()
    try:
        result: object = work()
    except BaseException as err:  # a bot bug (even a SystemExit) must never take the window down
        result = err
    answers.put((player, ticket, result, time.perf_counter() - t0))


class BotRunner(QObject):
    """Runs bots' decisions, answers and proposals in worker threads; one job per bot at a time."""

    decided = Signal(int, object)  # player, engine Action or None (nothing to do now)
    responded = Signal(int, object)  # player, bots.messages.Response
    proposed = Signal(int, object)  # player, bots.messages.Offer or None
    failed = Signal(int, str, str)  # player, what it was asked (decide, respond, propose), the error (a bug)

    def __init__(self, parent: QObject | None = None, speed: str | float = "normal",
                 seed: int | None = None, freeze_heap: bool = True,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self._freeze_heap = freeze_heap  # done before the first bot thread starts
        self.speed = speed
        # No person can act before the bots (every one has passed): nobody has to keep up with them,
        # so they react at HURRY times their speed instead of making the table wait (set by BotSeats).
        self.hurry = False
        self.rng = random.Random(seed)
        self.clock = clock
        self._answers: queue.SimpleQueue[tuple[int, int, object, float]] = queue.SimpleQueue()
        self._kind: dict[int, str] = {}  # ticket → decide | respond | propose
        self._ticket = 0
        self._busy: dict[int, int] = {}  # player → ticket of the job running
        self._moment: dict[int, int] = {}  # player → length of the log when asked
        self._reaction: dict[int, float] = {}  # ticket → reaction time, counted from the request
        self._asked: dict[int, float] = {}  # ticket → when it was asked (clock)
        self._due: dict[int, tuple[float, int, str, object]] = {}  # ticket → (when, player, kind, answer)
        self._threads: list[threading.Thread] = []
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._drain)

    # ------------------------------------------------------------ asking
    def busy(self, player: int) -> bool:
        """Whether a bot is still thinking (or waiting out its reaction time)."""
        return player in self._busy

    def is_current(self, player: int, game: Game) -> bool:
        """Whether the table is where it was when `player` was last asked."""
        return self._moment.get(player) == len(game.log)

    def request_decision(self, bot: TableBot, game: Game) -> None:
        """Ask a bot for its next action on `game` (answer: `decided`)."""
        view = BotView.of(game, bot.player)
        legal = game.legal_action_types(bot.player)
        self._start(bot, game, "decide", functools.partial(bot.decide, view, legal))

    def request_response(self, bot: TableBot, game: Game, offer: Offer) -> None:
        """Ask a bot to answer a Barter offer (answer: `responded`)."""
        view = BotView.of(game, bot.player)
        self._start(bot, game, "respond", functools.partial(bot.respond, view, offer))

    def request_proposal(self, bot: TableBot, game: Game) -> None:
        """Ask a bot whether it has a deal to offer now (answer: `proposed`)."""
        view = BotView.of(game, bot.player)
        self._start(bot, game, "propose", functools.partial(bot.propose, view))

    def forget(self) -> None:
        """Drop every pending answer (a new game, undo, quitting)."""
        self._busy.clear()
        self._moment.clear()
        self._reaction.clear()
        self._asked.clear()
        self._due.clear()

    def wait(self, msecs: int = 5000) -> bool:
        """Block until this runner's bot threads have ended (for shutdown and tests)."""
        deadline = time.monotonic() + msecs / 1000
        for t in self._threads:
            t.join(max(0.0, deadline - time.monotonic()))
        self._threads = [t for t in self._threads if t.is_alive()]
        COLLECTOR.tick()
        return not self._threads

    # ------------------------------------------------------------ answers
    def _start(self, bot: TableBot, game: Game, kind: str, work: Callable[[], Any]) -> None:
        if self._freeze_heap:  # from the top of the event loop, not from this slot (gui/collector.py)
            self._freeze_heap = False
            COLLECTOR.freeze_soon()
        self._ticket += 1
        ticket, player = self._ticket, bot.player
        self._busy[player] = ticket
        self._moment[player] = len(game.log)
        # A person reads an offer before answering, and reacts to the table before acting.
        speed = speed_factor(self.speed) * (HURRY if self.hurry else 1.0)
        self._reaction[ticket] = bot.reaction_time(speed, self.rng)
        self._asked[ticket] = self.clock()
        self._kind[ticket] = kind
        thread = threading.Thread(target=_think, args=(work, self._answers, player, ticket),
                                  name=f"bot {player}", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()]
        self._threads.append(thread)
        COLLECTOR.start(thread)
        self._poll.start()

    def _drain(self) -> None:
        """GUI thread: take the bots' answers, hand each on once its reaction time is over."""
        while True:
            try:
                player, ticket, result, _spent = self._answers.get_nowait()
            except queue.Empty:
                break
            kind = self._kind.pop(ticket, "decide")
            asked = self._asked.pop(ticket, None)
            reaction = self._reaction.pop(ticket, 0.0)
            if self._busy.get(player) == ticket and asked is not None:
                self._due[ticket] = (asked + reaction, player, kind, result)
        now = self.clock()
        for ticket, (when, player, kind, result) in sorted(self._due.items()):
            if when <= now:
                del self._due[ticket]
                self._emit(player, ticket, kind, result)
        if not self._busy and not self._due:
            self._poll.stop()

    def _emit(self, player: int, ticket: int, kind: str, result: object) -> None:
        if self._busy.get(player) != ticket:
            return
        del self._busy[player]
        if isinstance(result, BaseException):
            self.failed.emit(player, kind, describe_error(result))
        elif kind == "decide":
            self.decided.emit(player, result)
        elif kind == "respond":
            self.responded.emit(player, result)
        else:
            self.proposed.emit(player, result)
