"""The countdown at the front of the queue: the rulebook's "warn and count to 5", run by the game.

When a Seal reaches the front of the queue its player has a grace time (10 s
by default) to declare a Purchase; then a visible count from 5 starts, and at
its end the Purchase is forfeited (`{"type": "forfeit"}`). Declaring (choosing
an item in the shop) stops the count; a placement given up on the Map starts
the grace time again. In relaxed mode there is no countdown at all. Time
stands still while a modal dialog is open (the grace begins again, whole,
when it closes), and after a game is opened or resumed until a person at the
table presses a key, clicks, or plays (a bot's move wakes nothing): nobody
loses a Purchase to a clock that ran before they sat down or while they read.

The pace belongs to the game (`setup.pace` in its record): it is read from
the game whenever a game is started, opened or resumed. The settings only hold
the defaults offered for a new game.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QApplication

from tch_desktop.engine import Game
from tch_desktop.engine.actions import Forfeit
from tch_desktop.engine.components import new_game_components
from tch_desktop.engine.record import MAX_GRACE_SECONDS, Pace
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.settings import settings

COUNT_SECONDS = new_game_components().countdown_seconds  # the rulebook's count to 5
DEFAULT_GRACE_SECONDS = new_game_components().default_grace_seconds
WATCH_MS = 250  # how often a paused clock looks whether the dialog holding it has closed


def grace_seconds() -> float:
    try:
        value = float(str(settings().value("countdown/grace_seconds", DEFAULT_GRACE_SECONDS)))
    except (TypeError, ValueError):
        return DEFAULT_GRACE_SECONDS
    if math.isnan(value):  # min/max would pass it on, and no record may hold it
        return DEFAULT_GRACE_SECONDS
    return min(max(value, 0.0), MAX_GRACE_SECONDS)


def relaxed_default() -> bool:
    return str(settings().value("countdown/relaxed", "false")).lower() == "true"


def default_pace(relaxed: bool) -> Pace:
    """The pace a new game starts with: relaxed or not, the grace time from the settings."""
    return Pace(relaxed=relaxed, grace_seconds=grace_seconds())


def pace_of(game: Game) -> tuple[bool, float, int]:
    """A game's own pace: relaxed, grace seconds, counted seconds (defaults where the record has none)."""
    pace = getattr(game.setup, "pace", None) or Pace()
    c = game.components
    grace = pace.grace_seconds if pace.grace_seconds is not None else c.default_grace_seconds
    count = pace.countdown_seconds if pace.countdown_seconds is not None else c.countdown_seconds
    return pace.relaxed, grace, count


class PurchaseCountdown(QObject):
    """Watches the front of the queue and forfeits a Purchase nobody declares in time."""

    grace_started = Signal(int)  # the player now at the front
    waiting = Signal(int)  # the player at the front of a game just opened: no clock until the table wakes
    counting = Signal(int, int)  # player, seconds left (5 … 1)
    stopped = Signal()
    forfeited = Signal(int)

    def __init__(self, controller: GameController, parent: QObject | None = None,
                 second_ms: int = 1000) -> None:
        super().__init__(parent)
        self.controller = controller
        self.second_ms = second_ms
        self.grace_ms = int(DEFAULT_GRACE_SECONDS * 1000)
        self.count_seconds = COUNT_SECONDS
        self.relaxed = False
        self.front: int | None = None
        self.left = 0
        self.declared = False
        self.asleep = False  # a game just opened or resumed: no clock until someone plays
        self.paused = False  # a modal dialog opened while the clock ran: it starts whole when it closes
        self._grace = QTimer(self)
        self._grace.setSingleShot(True)
        self._grace.timeout.connect(self._grace_over)
        self._tick = QTimer(self)
        self._tick.setInterval(second_ms)
        self._tick.timeout.connect(self._count)
        self._watch = QTimer(self)  # while paused: has the modal dialog gone without the focus moving?
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._focus_moved)
        # Bound methods, not lambdas: Qt drops the connections when this object goes.
        controller.action_applied.connect(self._on_applied)
        controller.game_replaced.connect(self._on_replaced)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # a modal dialog takes the focus as it opens, gives it back as it closes
            app.focusWindowChanged.connect(self._focus_moved)

    def _on_applied(self, action: object, _events: object) -> None:
        if self.asleep and self._by_a_person(action):
            self.wake()
        else:
            self.sync()

    def _by_a_person(self, action: object) -> bool:
        """A person at the table took this action (a bot's move, or the engine's, shows nobody sat down)."""
        g = self.controller.game
        actor = getattr(action, "actor", None)
        if g is None or not isinstance(actor, int) or not 0 <= actor < len(g.state.players):
            return False
        return g.state.players[actor].kind != "bot"

    def _focus_moved(self, _window: QWindow | None = None) -> None:
        if QApplication.activeModalWidget() is not None:
            if self.running:
                self._pause()
        elif self.paused:
            self._start()

    def _pause(self) -> None:
        self._stop()
        self.paused = True
        self._watch.start()

    def _on_replaced(self, game: Game) -> None:
        self.follow_game(game)

    def follow_pace(self, game: Game) -> None:
        """The players changed this game's pace (Settings): time it so from now on. A Purchase already
        declared stays declared; the clock does not sleep (the players are at the table)."""
        self.relaxed, grace, self.count_seconds = pace_of(game)
        self.grace_ms = int(grace * 1000)
        if not self.declared:
            self._start()

    def follow_game(self, game: Game) -> None:
        """Time the game as its own record says (never as another game or the settings say); the
        clock sleeps until the table wakes (`wake`)."""
        self.relaxed, grace, self.count_seconds = pace_of(game)
        self.grace_ms = int(grace * 1000)
        self._sleep()
        self.restart()

    def _sleep(self) -> None:
        if not self.asleep:
            self.asleep = True
            app = QApplication.instance()
            if app is not None:
                app.installEventFilter(self)

    def wake(self) -> None:
        """Someone at the table pressed a key, clicked or played: the front player's time begins."""
        if self.asleep:
            self.asleep = False
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self.restart()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.asleep and event.type() in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress):
            self.wake()
        return False

    # ------------------------------------------------------------ who is at the front
    def current_front(self) -> int | None:
        g = self.controller.game
        if g is None:
            return None
        s = g.state
        if s.phase != "purchase" or not s.purchasing_open or not s.queue:
            return None
        return s.queue[0]

    def sync(self) -> None:
        """Start again when another Seal reaches the front."""
        front = self.current_front()
        if front != self.front:
            self.front = front
            self.declared = False
            self._start()

    def restart(self) -> None:
        self.front = None
        self.sync()

    def set_relaxed(self, relaxed: bool) -> None:
        self.relaxed = relaxed
        self.declared = False
        self._start()

    def set_grace(self, seconds: float) -> None:
        self.grace_ms = int(seconds * 1000)

    def set_timing(self, grace_seconds: float, second_ms: int = 1000) -> None:
        """Grace time and the length of one counted second (tests and demos count fast)."""
        self.grace_ms = int(grace_seconds * 1000)
        self.second_ms = second_ms
        self._tick.setInterval(second_ms)
        self._start()

    def declare(self) -> None:
        """The front player chose a Purchase: no countdown while they complete it."""
        self.declared = True
        self._stop()

    def undeclare(self) -> None:
        """The chosen placement was given up: the grace time starts again."""
        if self.declared and self.current_front() == self.front:
            self.declared = False
            self._start()

    def show_still(self, seconds: int) -> None:
        """Show the count at `seconds` without running it (for screenshots)."""
        self._stop()
        if self.front is not None:
            self.left = seconds
            self.counting.emit(self.front, seconds)

    @property
    def running(self) -> bool:
        return self._grace.isActive() or self._tick.isActive()

    # ------------------------------------------------------------ timing
    def _stop(self) -> None:
        self._grace.stop()
        self._tick.stop()
        self.stopped.emit()

    def _start(self) -> None:
        self._stop()
        if QApplication.activeModalWidget() is not None and not self.asleep:
            self._pause()  # (re)started under a modal dialog: its time begins when the dialog closes
            return
        self.paused = False
        self._watch.stop()
        if self.front is None or self.relaxed or self.declared:
            return
        if self.asleep:
            self.waiting.emit(self.front)
            return
        self._grace.start(self.grace_ms)
        self.grace_started.emit(self.front)

    def grace_left(self) -> float | None:
        """The share of the front player's grace time still to run (for the ring drawn round their
        Seal), or None when no grace time runs."""
        if not self._grace.isActive() or self.grace_ms <= 0:
            return None
        return min(1.0, max(0.0, self._grace.remainingTime() / self.grace_ms))

    def _held(self) -> bool:
        """A modal dialog or a menu is open: time stands still and the grace begins again after it.
        (A dialog pauses the clock as it takes the focus; this catches one that did not take it.)"""
        if QApplication.activeModalWidget() is not None:
            self._pause()
            return True
        if QApplication.activePopupWidget() is None:
            return False
        self._stop()
        self._grace.start(max(self.grace_ms, self.second_ms))
        return True

    def grace_over(self) -> None:
        """The grace time is over (the timer calls it; tests call it by hand, never racing a clock)."""
        if not self._grace.isActive():
            return  # relaxed, declared, or nobody at the front
        self._grace.stop()
        self._grace_over()

    def tick(self) -> None:
        """One counted second has passed (the timer calls it; tests call it by hand)."""
        self._count()

    def _grace_over(self) -> None:
        if self.front is None or self._held():
            return
        self.left = self.count_seconds
        self.counting.emit(self.front, self.left)
        self._tick.start()

    def _count(self) -> None:
        if self.front is None or self._held():
            return
        self.left -= 1
        if self.left > 0:
            self.counting.emit(self.front, self.left)
            return
        self._stop()
        player = self.front
        if self.current_front() == player and self.controller.apply(Forfeit(player)):
            self.forfeited.emit(player)
        elif self.current_front() == player:
            self._start()  # refused (a record is being opened): the front player is timed again
