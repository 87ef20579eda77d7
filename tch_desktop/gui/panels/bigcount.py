"""The countdown everyone at the table sees: a big count in the middle of the Map.

When the front Seal's grace time is over, the count from 5 is drawn large and
round in the centre of the Map, ringed in the seat's pen colour with the
player's name under it — unlike a notice, which is a flat card at the Map's top
edge. It lets the mouse through, so the front player can still place a piece.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from tch_desktop.gui.style.table import INK, PAPER

DIAMETER = 150  # the count's disc, in pixels
NAME_H = 34  # the name's pill under it


class BigCountdown(QWidget):
    """The count at the front of the queue, over the middle of the Map."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("BigCountdown")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.name = ""
        self.pen = QColor(INK)
        self.seconds: int | None = None
        parent.installEventFilter(self)
        self.hide()

    def show_count(self, name: str, pen: str, seconds: int) -> None:
        self.name, self.pen, self.seconds = name, QColor(pen), seconds
        self._place()
        self.show()
        self.raise_()
        self.update()

    def clear(self) -> None:
        self.seconds = None
        self.hide()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = max(DIAMETER + 40, self.fontMetrics().horizontalAdvance(self.name) * 3 // 2 + 48)
        width = min(width, parent.width())
        height = DIAMETER + NAME_H + 8
        self.setGeometry((parent.width() - width) // 2, max(0, (parent.height() - height) // 2), width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.seconds is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        disc = QRectF((self.width() - DIAMETER) / 2, 2, DIAMETER - 4, DIAMETER - 4)
        p.setPen(QPen(self.pen, 10))
        p.setBrush(QColor(255, 255, 255, 235))
        p.drawEllipse(disc)
        big = QFont(self.font())
        big.setPixelSize(int(DIAMETER * 0.55))
        big.setBold(True)
        p.setFont(big)
        p.setPen(self.pen.darker(115))
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(self.seconds))
        name_font = QFont(self.font())
        name_font.setPixelSize(int(NAME_H * 0.55))
        name_font.setBold(True)
        p.setFont(name_font)
        text_w = p.fontMetrics().horizontalAdvance(self.name) + 28
        pill = QRectF((self.width() - text_w) / 2, DIAMETER + 4, text_w, NAME_H)
        p.setPen(QPen(self.pen.darker(130), 1.5))
        p.setBrush(self.pen)
        p.drawRoundedRect(pill, NAME_H / 2, NAME_H / 2)
        p.setPen(QColor(PAPER) if self.pen.lightness() < 150 else QColor(INK))
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.name)
