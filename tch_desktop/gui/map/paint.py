"""Small painting helpers: crisp text and sprites in device pixels, colour-blind marks.

Items paint in map units, possibly under the isometric transform. Text and a
few round things (tree tops, the little figure) look right only when drawn
upright in device pixels, anchored at a map point: `DeviceSpace` does that.
"""

from __future__ import annotations

import math
from types import TracebackType

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)


def unit_px(painter: QPainter) -> float:
    """Device pixels per map unit (along the ground's x axis)."""
    t = painter.worldTransform()
    return math.hypot(t.m11(), t.m12())


class DeviceSpace:
    """`with DeviceSpace(painter) as to_dev:` paint in device pixels; to_dev maps scene points."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        self.transform = QTransform(painter.worldTransform())

    def __enter__(self) -> QTransform:
        self.painter.save()
        self.painter.setWorldTransform(QTransform())
        return self.transform

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.painter.restore()


def label_font(px: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


def draw_device_text(painter: QPainter, at: QPointF, text: str, px: float, colour: QColor,
                     background: QColor | None = None) -> None:
    """Upright text of `px` pixels centred on the scene point `at`."""
    with DeviceSpace(painter) as to_dev:
        p = to_dev.map(at)
        font = label_font(px)
        painter.setFont(font)
        fm = QFontMetricsF(font)
        w = fm.horizontalAdvance(text)
        rect = QRectF(p.x() - w / 2 - 3, p.y() - fm.height() / 2, w + 6, fm.height())
        if background is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(background)
            painter.drawRoundedRect(rect, 3, 3)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def cosmetic_pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


# ---------------------------------------------------------------- colour-blind marks

def mark_path(mark: str, cx: float, cy: float, r: float) -> tuple[QPainterPath, bool]:
    """The mark's shape centred at cx, cy with radius r; True if it is filled, else stroked."""
    path = QPainterPath()
    if mark == "dot":
        path.addEllipse(QPointF(cx, cy), r * 0.55, r * 0.55)
        return path, True
    if mark == "ring":
        path.addEllipse(QPointF(cx, cy), r * 0.7, r * 0.7)
        return path, False
    if mark == "stripe":
        for k in (-0.5, 0.5):
            path.moveTo(cx - r + k * r, cy + r)
            path.lineTo(cx + r + k * r, cy - r)
        return path, False
    if mark == "cross":
        path.moveTo(cx - r * 0.75, cy - r * 0.75)
        path.lineTo(cx + r * 0.75, cy + r * 0.75)
        path.moveTo(cx + r * 0.75, cy - r * 0.75)
        path.lineTo(cx - r * 0.75, cy + r * 0.75)
        return path, False
    if mark == "triangle":
        path.moveTo(cx, cy - r * 0.8)
        path.lineTo(cx + r * 0.8, cy + r * 0.6)
        path.lineTo(cx - r * 0.8, cy + r * 0.6)
        path.closeSubpath()
        return path, True
    if mark == "diamond":
        path.moveTo(cx, cy - r * 0.85)
        path.lineTo(cx + r * 0.6, cy)
        path.lineTo(cx, cy + r * 0.85)
        path.lineTo(cx - r * 0.6, cy)
        path.closeSubpath()
        return path, True
    if mark == "wave":
        steps = 16
        for i in range(steps + 1):
            x = cx - r + 2 * r * i / steps
            y = cy + math.sin(i / steps * 2 * math.pi) * r * 0.45
            if i == 0:
                path.moveTo(x, y)
            else:
                path.lineTo(x, y)
        return path, False
    if mark == "heart":
        s = r * 0.8
        path.moveTo(cx, cy + s)
        path.cubicTo(cx - s * 1.6, cy - s * 0.2, cx - s * 0.6, cy - s * 1.3, cx, cy - s * 0.45)
        path.cubicTo(cx + s * 0.6, cy - s * 1.3, cx + s * 1.6, cy - s * 0.2, cx, cy + s)
        path.closeSubpath()
        return path, True
    return path, False


def draw_mark(painter: QPainter, mark: str, cx: float, cy: float, r: float, ink: QColor) -> None:
    path, filled = mark_path(mark, cx, cy, r)
    if filled:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(ink))
    else:
        pen = QPen(ink, r * 0.28)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
