"""A guard against a reference-count bug of PySide6 6.12 on Python 3.11.

shiboken6 6.12.0 drops one reference to None on every call of a Qt method that
returns void (QPainter.setPen, QWidget.setText, QPointF.setX …). Python 3.12
made None immortal, so nothing happens there; on 3.11 None's count reaches zero
after a few thousand calls and the interpreter aborts ("none_dealloc:
deallocating None"). Painting the Map makes thousands of such calls per frame.
We do what Python 3.12 does: give None a count no program can use up.
"""

from __future__ import annotations

import ctypes
import sys

IMMORTAL = 1 << 40


def keep_none_alive() -> None:
    """Make None effectively immortal on Python < 3.12 (a no-op from 3.12 on)."""
    if sys.version_info >= (3, 12) or not hasattr(sys, "getrefcount"):
        return
    count = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt: the first field of every object
    if count.value < IMMORTAL:
        count.value += IMMORTAL
