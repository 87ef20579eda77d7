"""Small drawings of the panels: Player Seals (either side) and capsule swatches.

They are the same drawings as everywhere else in the game: the Seal emblem
of the dialogs (`dialogs/seals.py`) and the colour-blind marks of the Map
(`map/paint.py`, `style/board.py`). A Seal flipped to its "Pass" side is drawn
faded; a capsule swatch is its colour with its mark, so colours differ
without colour vision.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from tch_desktop.gui.dialogs import seals
from tch_desktop.gui.map.paint import draw_mark
from tch_desktop.gui.style.board import ink_for
from tch_desktop.gui.style.theme import capsule_color, capsule_mark

PASSED_OPACITY = 0.35


def paint_seal(painter: QPainter, rect: QRectF, seal: str, pen: str | QColor, passed: bool = False) -> None:
    """Draw a Player Seal in `rect` (a square); `passed` shows it flipped to its Pass side (faded)."""
    painter.save()
    if passed:
        painter.setOpacity(PASSED_OPACITY)
    seals.paint_seal(painter, rect, seal, pen)
    painter.restore()


def paint_capsule(painter: QPainter, rect: QRectF, colour: str, faded: bool = False) -> None:
    """A capsule swatch: its colour, a darker edge, and its colour-blind mark."""
    fill = QColor(capsule_color(colour))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faded:
        painter.setOpacity(0.3)
    painter.setPen(QPen(fill.darker(150), 1.2))
    painter.setBrush(fill)
    radius = min(rect.width(), rect.height()) * 0.28
    painter.drawRoundedRect(rect.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)
    c = rect.center()
    draw_mark(painter, capsule_mark(colour), c.x(), c.y(), min(rect.width(), rect.height()) * 0.3, ink_for(fill))
    painter.restore()


def capsule_icon(colour: str, size: QSize | None = None, faded: bool = False) -> QIcon:
    size = size or QSize(34, 20)
    pix = QPixmap(size * 2)
    pix.setDevicePixelRatio(2)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    paint_capsule(painter, QRectF(0, 0, size.width(), size.height()), colour, faded)
    painter.end()
    return QIcon(pix)


class SealWidget(QWidget):
    """One Player Seal as a small fixed-size widget, on either side."""

    def __init__(self, seal: str, pen: str, size: int = 30, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seal, self.pen, self.passed = seal, pen, False
        self.setFixedSize(size, size)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_passed(self, passed: bool) -> None:
        if passed != self.passed:
            self.passed = passed
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_seal(painter, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.seal, self.pen, self.passed)
