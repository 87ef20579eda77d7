"""The five Seal designs, drawn as round emblems in a player's pen colour.

Each Seal is a disc of the pen colour with a paper-coloured motif cut into it,
like an ink stamp: the crane is an origami crane, the fan a folding fan, the
wave the seigaiha pattern, the lantern a chōchin, the koi a carp. Motifs are
QPainter paths in a 100 × 100 box, so they stay crisp at any size.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

PAPER = QColor("#fbf7ee")


def _crane(p: QPainter, fg: QColor, bg: QColor) -> None:
    body = QPainterPath()
    body.moveTo(22, 64)
    body.lineTo(50, 55)
    body.lineTo(78, 64)
    body.lineTo(50, 77)
    body.closeSubpath()
    wing = QPainterPath()
    wing.moveTo(37, 61)
    wing.lineTo(63, 14)
    wing.lineTo(61, 59)
    wing.closeSubpath()
    neck = QPainterPath()
    neck.moveTo(35, 64)
    neck.lineTo(21, 29)
    neck.lineTo(11, 37)  # the head, folded down
    neck.lineTo(23, 37)
    neck.lineTo(29, 67)
    neck.closeSubpath()
    tail = QPainterPath()
    tail.moveTo(64, 61)
    tail.lineTo(88, 33)
    tail.lineTo(72, 66)
    tail.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fg)
    for path in (body, wing, neck, tail):
        p.drawPath(path)
    p.setPen(QPen(bg, 1.6))
    p.drawLine(QPointF(50, 55), QPointF(50, 77))  # the fold down the body


def _fan(p: QPainter, fg: QColor, bg: QColor) -> None:
    centre = QPointF(50, 74)
    outer, inner = 44.0, 12.0
    start, span = 20.0, 140.0
    leaf = QPainterPath()
    leaf.arcMoveTo(QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer), start)
    leaf.arcTo(QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer), start, span)
    leaf.arcTo(QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner), start + span, -span)
    leaf.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fg)
    p.drawPath(leaf)
    p.setPen(QPen(bg, 1.8))
    for i in range(1, 8):  # the ribs
        a = math.radians(start + span * i / 8)
        p.drawLine(QPointF(centre.x() + inner * math.cos(a), centre.y() - inner * math.sin(a)),
                   QPointF(centre.x() + outer * math.cos(a), centre.y() - outer * math.sin(a)))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fg)
    p.drawEllipse(centre, 5, 5)  # the rivet


def _wave(p: QPainter, fg: QColor, bg: QColor) -> None:
    clip = QPainterPath()
    clip.addEllipse(QPointF(50, 50), 36, 36)
    p.setClipPath(clip)
    p.setPen(Qt.PenStyle.NoPen)
    rows = ((72, (22, 50, 78)), (58, (36, 64)), (88, (36, 64)))
    for y, xs in sorted(rows):
        for x in xs:
            for k, r in enumerate((17, 13, 9, 5)):
                p.setBrush(fg if k % 2 == 0 else bg)
                p.drawEllipse(QPointF(x, y), r, r)
    p.setClipping(False)


def _lantern(p: QPainter, fg: QColor, bg: QColor) -> None:
    p.setPen(QPen(fg, 3))
    p.drawLine(QPointF(50, 12), QPointF(50, 22))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fg)
    p.drawRoundedRect(QRectF(38, 21, 24, 7), 2, 2)
    p.drawRoundedRect(QRectF(38, 74, 24, 7), 2, 2)
    p.drawEllipse(QRectF(28, 25, 44, 52))
    p.setPen(QPen(bg, 1.6))
    for y in (35, 43, 51, 59, 67):  # the ribs
        half = 22 * math.sqrt(max(0.0, 1 - ((y - 51) / 26) ** 2))
        p.drawLine(QPointF(50 - half + 2, y), QPointF(50 + half - 2, y))
    p.setPen(QPen(fg, 3))
    p.drawLine(QPointF(50, 81), QPointF(50, 88))


def _koi(p: QPainter, fg: QColor, bg: QColor) -> None:
    body = QPainterPath()
    body.moveTo(18, 52)
    body.cubicTo(28, 32, 56, 34, 70, 50)
    body.cubicTo(56, 64, 30, 70, 18, 52)
    tail = QPainterPath()
    tail.moveTo(66, 50)
    tail.cubicTo(74, 44, 80, 34, 86, 30)
    tail.cubicTo(82, 42, 82, 56, 88, 68)
    tail.cubicTo(80, 62, 74, 56, 66, 50)
    fin = QPainterPath()
    fin.moveTo(38, 40)
    fin.cubicTo(44, 28, 52, 28, 58, 32)
    fin.lineTo(52, 40)
    fin.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fg)
    for path in (body, tail, fin):
        p.drawPath(path)
    p.setBrush(bg)
    p.drawEllipse(QPointF(27, 49), 2.8, 2.8)  # the eye
    p.setPen(QPen(bg, 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(30, 42, 10, 16), -60 * 16, 120 * 16)  # the gill


MOTIFS: dict[str, Callable[[QPainter, QColor, QColor], None]] = {
    "crane": _crane, "fan": _fan, "wave": _wave, "lantern": _lantern, "koi": _koi,
}


def paint_seal(painter: QPainter, rect: QRectF, seal: str, pen: str | QColor) -> None:
    """Draw a Seal emblem filling the square `rect` (a disc of `pen` with the motif cut in)."""
    colour = QColor(pen)
    side = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side / 100.0, side / 100.0)
    painter.setPen(QPen(colour.darker(140), 2))
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(50, 50), 48, 48)
    painter.setPen(QPen(PAPER, 2.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(50, 50), 42, 42)
    motif = MOTIFS.get(seal)
    if motif is not None:
        motif(painter, PAPER, colour)
    painter.restore()


def seal_pixmap(seal: str, pen: str | QColor, size: int = 32, ratio: float = 2.0) -> QPixmap:
    pix = QPixmap(int(size * ratio), int(size * ratio))
    pix.setDevicePixelRatio(ratio)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    paint_seal(painter, QRectF(0, 0, size, size), seal, pen)
    painter.end()
    return pix


def seal_icon(seal: str, pen: str | QColor, size: int = 32) -> QIcon:
    return QIcon(seal_pixmap(seal, pen, size))


class SealBadge(QWidget):
    """A Seal emblem as a widget (fixed size, repainted when seal or pen change)."""

    def __init__(self, seal: str = "crane", pen: str = "#c0392b", size: int = 40,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seal = seal
        self.pen = pen
        self._size = size
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_seal(self, seal: str, pen: str) -> None:
        self.seal, self.pen = seal, pen
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self._size, self._size)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_seal(painter, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.seal, self.pen)
        painter.end()
