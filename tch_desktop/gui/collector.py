"""Python's cyclic garbage collection, run by the GUI thread between events only.

Python starts a cyclic collection whenever an allocation crosses its
threshold — in whatever thread and in whatever code happens to allocate. A Qt
object that Python owns (a window, a scene, an item taken off the scene) and
that sits in a reference cycle is deleted by that collection. Two ways that
crashes the window (issue 9):

- on a bot's thread: the QObject is finalized off the GUI thread
  (`QObject::killTimer: Timers cannot be stopped from another thread`, then a
  segfault);
- on the GUI thread, in the middle of a paint or an event handler: a window
  whose paintEvent allocates a QPointF is deleted by the collection that
  allocation starts, and the painter goes on painting onto the deleted widget
  (the segfaults in `DeviceCache._blit`'s drawPixmap and in `seal_pixmap`'s
  QPixmap: the Python line shown is the allocation that started the
  collection, not the culprit).

So the program switches automatic collection off for good (`install()`, done
by `create_app`) and a GUI-thread timer collects each generation when Python
would have (its thresholds): garbage is only ever freed from that timer's
slot, at the top of the event loop, where nothing Qt is being painted or
dispatched. Without `install()` (the bots' threads in a program that did not
call it, tests) `start(thread)` does the same for as long as bot threads run.

Full collections walk every live object — tens of milliseconds once Qt and
the libraries are loaded — so at most one runs every `FULL_EVERY_S` seconds
(Python's own long-lived ratio spaces them out too).
"""

from __future__ import annotations

import gc
import threading
import time

from PySide6.QtCore import QCoreApplication, QTimer

COLLECT_MS = 50  # how often the GUI thread looks whether a collection is due
FULL_EVERY_S = 5.0  # at most one full collection this often


class GuiCollector:
    """Keeps Python's garbage collection on the GUI thread, between events. Use it from the GUI thread only.

    `install()`: automatic collection off for the program's life, a timer collects instead.
    `start(thread)`: the same while that (bot) thread runs, then automatic collection is back
    (unless installed). `uninstall()` hands collection back to Python (tests).
    """

    def __init__(self) -> None:
        self.threads: list[threading.Thread] = []
        self.installed = False
        self._timer: QTimer | None = None
        self._restore = False  # automatic collection was on before we switched it off
        self._full_at = 0.0  # when the last full collection ran (monotonic)
        self._freeze = False  # at the next tick: a full collection, then gc.freeze() what is alive

    def _take_over(self) -> None:
        if gc.isenabled():  # switched back on once we are done (whoever else switched it off keeps it off)
            self._restore = True
            gc.disable()
        if self._timer is None:
            self._timer = QTimer(QCoreApplication.instance())
            self._timer.setInterval(COLLECT_MS)
            self._timer.timeout.connect(self.tick)
        self._timer.start()

    def install(self) -> None:
        """From now on, collect only from the GUI thread's timer (call once the QApplication exists)."""
        if self.installed:
            return
        self._take_over()
        self.installed = True

    def uninstall(self) -> None:
        """Collect what is left now and hand collection back to Python (once no bot thread runs)."""
        if not self.installed:
            return
        self.installed = False
        gc.collect()
        self.tick()

    def start(self, thread: threading.Thread) -> None:
        """Start a bot thread with automatic collection off until it (and every other) has ended."""
        self._take_over()
        self.threads.append(thread)
        thread.start()

    def freeze_soon(self) -> None:
        """At the next tick, collect everything and freeze what is alive out of later collections' way
        (`gc.freeze()`): asked from wherever (a slot), done from the top of the event loop."""
        self._freeze = True
        self._take_over()

    def tick(self) -> None:
        """Collect what is due; once no bot thread is left (and not installed), hand collection back."""
        counts, limits = gc.get_count(), gc.get_threshold()
        due = [g for g in range(3) if limits[g] and counts[g] > limits[g]]
        if self._freeze:
            self._freeze = False
            gc.collect()
            gc.freeze()
            self._full_at = time.monotonic()
        elif due:
            generation = due[-1]
            now = time.monotonic()
            if generation == 2 and now - self._full_at < FULL_EVERY_S:
                generation = 1  # Python too spaces out full collections (its long-lived ratio)
            if generation == 2:
                self._full_at = now
            gc.collect(generation)
        alive = []
        for t in self.threads:
            if t.is_alive():
                alive.append(t)
            else:
                t.join()  # already ended: returns at once, the thread is gone
        self.threads = alive
        if not alive and not self.installed:
            if self._timer is not None:
                self._timer.stop()
            if self._restore:
                gc.enable()
                self._restore = False

    def wait(self, seconds: float) -> bool:
        """Block until every bot thread has ended (at most `seconds`); True if they all did."""
        deadline = time.monotonic() + seconds
        for t in list(self.threads):
            t.join(max(0.0, deadline - time.monotonic()))
        self.tick()
        return not self.threads


COLLECTOR = GuiCollector()
