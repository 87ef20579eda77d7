"""Cyclic garbage is freed between events, never in the middle of a paint (issue 9).

The two segfaults left from issue 9 — in `DeviceCache._blit`'s drawPixmap
while the suite painted a Map window at teardown, and in `seal_pixmap`'s
QPixmap during a hot-seat monkey run — were Python's cyclic collection,
started by an allocation on that line, deleting a Qt object that Python owned
and that was still in use: a window in a reference cycle, dropped by Python
but still shown, deleted in the middle of its own paintEvent. The scenario
runs in a child process (so that a regression fails this test with the crash's
stack instead of killing the suite), with a collection due at every
allocation.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCENARIO = textwrap.dedent("""
    import faulthandler, gc, sys, weakref
    faulthandler.enable()
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QWidget
    from tch_desktop.gui.app import create_app

    app = create_app()
    painting = []
    started_in_paint = []
    gc.callbacks.append(lambda phase, info: phase == "start" and painting and started_in_paint.append(1))

    class Cyclic(QWidget):
        def __init__(self):
            super().__init__()
            self.me = self  # a reference cycle: only the cyclic collector frees it
            self.painted = 0

        def paintEvent(self, event):
            painting.append(1)
            painter = QPainter(self)
            for i in range(300):  # allocations: each may start a collection
                painter.drawPoint(QPointF(i % 50, i // 50))
            painter.end()
            self.painted += 1
            painting.pop()

    w = Cyclic()
    w.resize(120, 120)
    w.show()
    while not w.painted:
        app.processEvents()
    w.update()  # a paint is due ...
    gone = weakref.ref(w)
    del w  # ... and the window is garbage
    gc.set_threshold(1, 1, 1)  # were automatic collection on, any allocation would start one
    for _ in range(400):
        app.processEvents()
        if gone() is None:
            break
        app.thread().msleep(5)
    print("automatic", gc.isenabled(), "collected", gone() is None, "in paint", len(started_in_paint))
""")


def test_a_garbage_window_is_never_collected_inside_its_own_paint_event() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SCENARIO], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    # Automatic collection is off; the GUI thread's timer freed the window; no collection began in a paint.
    assert done.stdout.split() == ["automatic", "False", "collected", "True", "in", "paint", "0"], done.stdout


def test_the_program_collects_garbage_from_the_gui_thread_timer(qtbot) -> None:
    import traceback
    import weakref

    from tch_desktop.gui.collector import COLLECTOR

    assert COLLECTOR.installed and not gc.isenabled()  # as create_app leaves it (tests/gui/conftest.py)

    class Node:
        def __init__(self) -> None:
            self.me = self

    first = Node()
    gone = weakref.ref(first)
    del first
    callers: list[str] = []

    def seen(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            callers.append("".join(traceback.format_stack(limit=4)))

    def more_garbage() -> bool:  # allocations go on, as in a game: the count crosses the threshold
        for _ in range(100):
            Node()
        return gone() is None

    gc.callbacks.append(seen)
    try:
        qtbot.waitUntil(more_garbage, timeout=10_000)  # a tick of the timer collected it
    finally:
        gc.callbacks.remove(seen)
    assert callers and all("in tick" in c for c in callers), callers[:1]
