"""Notices over the Map: a refusal in words, a banner, whose turn it is.

A `NoticeBar` floats at the top of the Map. `say()` shows a passing message
(a refused action, a forfeit) that fades after a few seconds; `pin()` keeps a
message up until it is replaced or cleared (whose turn it is to claim, the
Purchase Limit banner). A passing message shows over a pinned one, which
comes back when it has gone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from tch_desktop.gui.style.table import ACCENT, INK, OK, PAPER

LEVELS = {
    "info": (PAPER.name(), INK.name(), "#c9b991"),
    "refusal": ("#fdecea", ACCENT.darker(110).name(), ACCENT.name()),
    "banner": (ACCENT.name(), "white", ACCENT.darker(125).name()),
    "good": ("#e8f5ec", OK.darker(120).name(), OK.name()),
}


def float_over(widget: QWidget, width: int, *, top: int | None = None, bottom: int | None = None) -> None:
    """Size a floating card and centre it over its parent, `top` or `bottom` pixels from an edge."""
    parent = widget.parentWidget()
    if parent is None:
        return
    widget.setFixedWidth(width)
    widget.adjustSize()
    y = top if top is not None else parent.height() - widget.height() - (bottom or 0)
    widget.move((parent.width() - widget.width()) // 2, y)


class NoticeBar(QLabel):
    """A message floating at the top of its parent (the Map), below any of `clear_of` it would cover."""

    def __init__(self, parent: QWidget, clear_of: Sequence[QWidget] = ()) -> None:
        super().__init__(parent)
        self._clear_of = tuple(clear_of)  # the Map's own buttons stay visible and clickable
        self.setObjectName("NoticeBar")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names and file paths come from players
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._passed)
        self._pinned: tuple[str, str] | None = None
        self.level = "info"
        for watched in (parent, *self._clear_of):
            watched.installEventFilter(self)
        self.hide()

    def say(self, text: str, level: str = "refusal", ms: int = 6000) -> None:
        """A passing message."""
        self._show(text, level)
        self._timer.start(ms)

    def pin(self, text: str, level: str = "info") -> None:
        """A message that stays (empty text clears it)."""
        self._pinned = (text, level) if text else None
        if not self._timer.isActive():
            self._passed()

    def withdraw(self, level: str) -> None:
        """End a passing message of `level` now (one that no longer holds); a pinned one comes back."""
        if self._timer.isActive() and self.level == level:
            self._timer.stop()
            self._passed()

    def _passed(self) -> None:
        if self._pinned is None:
            self.hide()
        else:
            self._show(*self._pinned)

    def _show(self, text: str, level: str) -> None:
        self.level = level
        bg, fg, border = LEVELS.get(level, LEVELS["info"])
        self.setStyleSheet(f"QLabel#NoticeBar {{ background: {bg}; color: {fg}; border: 1px solid {border};"
                           " border-radius: 8px; padding: 8px 14px; font-weight: bold; }")
        self.setText(text)
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            width = min(parent.width() - 40, max(360, int(parent.width() * 0.7)))
            float_over(self, max(200, width), top=12)
            for widget in self._clear_of:
                if not widget.isVisible():
                    continue
                area = QRect(widget.mapTo(parent, QPoint(0, 0)), widget.size())
                if self.geometry().intersects(area):
                    self.move(self.x(), area.bottom() + 7)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if not self.isVisible():
            return False
        if obj is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        elif obj in self._clear_of and event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self._place()  # a button placed after the Map was resized, or retranslated wider
        return False
