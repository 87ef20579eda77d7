"""Small drawings shared by the panels: Player Seals and capsule swatches.

A Seal is a round emblem in its player's pen colour with its design (crane,
fan, wave, lantern, koi) in paper white; its "Pass" side is the same emblem
drawn hollow. A capsule swatch is the capsule's colour with its colour-blind
mark (from the component data) drawn on it, so colours differ without colour
vision.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from tch_desktop.gui.theme import capsule_color, capsule_mark

WHITE = QColor("#fffaf0")


_WAVES = ((0.0, 6.0), (-20.0, 30.0), (20.0, 30.0))  # back wave first


def _glyph(seal: str) -> QPainterPath:
    """The design of a Seal in a box from -50 to 50 (y down)."""
    p = QPainterPath()
    if seal == "crane":  # a paper crane: two wings, body, neck and tail
        p.moveTo(-6, 6)
        p.lineTo(-30, -30)
        p.lineTo(4, -4)
        p.lineTo(26, -34)
        p.lineTo(14, 8)
        p.lineTo(0, 16)
        p.closeSubpath()
        p.moveTo(12, 6)
        p.lineTo(40, -12)
        p.lineTo(42, -4)
        p.lineTo(18, 12)
        p.closeSubpath()
        p.moveTo(-4, 10)
        p.lineTo(-40, 2)
        p.lineTo(-8, 18)
        p.closeSubpath()
    elif seal == "fan":  # a folding fan, open upwards
        centre = QPointF(0, 26)
        outer = QRectF(centre.x() - 42, centre.y() - 42, 84, 84)
        p.moveTo(centre)
        p.arcTo(outer, 20, 140)
        p.closeSubpath()
        hub = QRectF(centre.x() - 9, centre.y() - 9, 18, 18)
        p.addEllipse(hub)
    elif seal == "wave":  # seigaiha: three overlapping half-discs of waves
        for cx, cy in _WAVES:
            p.moveTo(cx + 26, cy)
            p.arcTo(QRectF(cx - 26, cy - 26, 52, 52), 0, 180)
            p.closeSubpath()
        p.setFillRule(Qt.FillRule.WindingFill)
    elif seal == "lantern":  # a paper lantern with caps
        p.addRoundedRect(QRectF(-24, -28, 48, 56), 22, 26)
        p.addRect(QRectF(-12, -38, 24, 10))
        p.addRect(QRectF(-12, 28, 24, 10))
    else:  # koi: a fish with a forked tail
        p.addEllipse(QRectF(-36, -16, 52, 32))
        p.moveTo(12, 0)
        p.lineTo(40, -20)
        p.lineTo(32, 0)
        p.lineTo(40, 20)
        p.closeSubpath()
    return p


def _ribs(seal: str) -> QPainterPath:
    """Lines drawn over a design (fan ribs, lantern ribs, an eye)."""
    p = QPainterPath()
    if seal == "fan":
        for k in range(1, 7):
            a = math.radians(20 + k * 20)
            p.moveTo(0, 26)
            p.lineTo(42 * math.cos(a), 26 - 42 * math.sin(a))
    elif seal == "wave":
        for (cx, cy), span in zip(_WAVES, ((35, 110), (0, 180), (0, 180)), strict=True):
            for r in (17, 8):
                p.arcMoveTo(QRectF(cx - r, cy - r, 2 * r, 2 * r), span[0])
                p.arcTo(QRectF(cx - r, cy - r, 2 * r, 2 * r), span[0], span[1])
    elif seal == "lantern":
        for y in (-14, 0, 14):
            p.moveTo(-22, y)
            p.lineTo(22, y)
    elif seal == "koi":
        p.addEllipse(QPointF(-22, -3), 3.5, 3.5)
    return p


def paint_seal(painter: QPainter, rect: QRectF, seal: str, pen: str | QColor,
               passed: bool = False) -> None:
    """Draw a Player Seal in `rect` (a square). `passed` draws its Pass side (hollow)."""
    colour = QColor(pen)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    box = QRectF(0, 0, side, side)
    box.moveCenter(rect.center())
    rim = max(1.2, side / 18)
    if passed:
        painter.setPen(QPen(colour, rim))
        painter.setBrush(QBrush(WHITE))
    else:
        painter.setPen(QPen(colour.darker(135), rim))
        painter.setBrush(QBrush(colour))
    painter.drawEllipse(box.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2))
    ink = colour if passed else WHITE
    painter.setPen(QPen(ink, max(0.8, side / 40)))
    inner = box.adjusted(side * 0.13, side * 0.13, -side * 0.13, -side * 0.13)
    painter.drawEllipse(inner)
    painter.translate(box.center())
    scale = side / 100 * 0.62
    painter.scale(scale, scale)
    painter.setBrush(QBrush(ink) if not passed else Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, 3.0))
    painter.drawPath(_glyph(seal))
    ribs = colour if not passed else ink
    painter.setBrush(QBrush(ribs))
    painter.setPen(QPen(ribs, 3.0))
    painter.drawPath(_ribs(seal))
    painter.restore()


def _mark_path(mark: str, r: QRectF) -> tuple[QPainterPath, bool]:
    """The colour-blind mark inside `r`; the flag says whether it is filled."""
    p = QPainterPath()
    c = r.center()
    s = min(r.width(), r.height()) / 2
    if mark == "dot":
        p.addEllipse(c, s * 0.35, s * 0.35)
        return p, True
    if mark == "stripe":
        p.moveTo(c.x() - s * 0.7, c.y() + s * 0.5)
        p.lineTo(c.x() + s * 0.7, c.y() - s * 0.5)
        return p, False
    if mark == "cross":
        for dx in (-1, 1):
            p.moveTo(c.x() - s * 0.5 * dx, c.y() - s * 0.5)
            p.lineTo(c.x() + s * 0.5 * dx, c.y() + s * 0.5)
        return p, False
    if mark == "triangle":
        p.moveTo(c.x(), c.y() - s * 0.55)
        p.lineTo(c.x() + s * 0.55, c.y() + s * 0.4)
        p.lineTo(c.x() - s * 0.55, c.y() + s * 0.4)
        p.closeSubpath()
        return p, True
    if mark == "wave":
        p.moveTo(c.x() - s * 0.7, c.y())
        p.cubicTo(c.x() - s * 0.35, c.y() - s * 0.6, c.x(), c.y() + s * 0.6, c.x() + s * 0.35, c.y())
        p.cubicTo(c.x() + s * 0.5, c.y() - s * 0.3, c.x() + s * 0.6, c.y() - s * 0.2, c.x() + s * 0.7, c.y())
        return p, False
    if mark == "diamond":
        p.moveTo(c.x(), c.y() - s * 0.55)
        p.lineTo(c.x() + s * 0.45, c.y())
        p.lineTo(c.x(), c.y() + s * 0.55)
        p.lineTo(c.x() - s * 0.45, c.y())
        p.closeSubpath()
        return p, True
    if mark == "ring":
        p.addEllipse(c, s * 0.4, s * 0.4)
        return p, False
    # heart
    p.moveTo(c.x(), c.y() + s * 0.5)
    p.cubicTo(c.x() - s * 0.9, c.y() - s * 0.1, c.x() - s * 0.3, c.y() - s * 0.75, c.x(), c.y() - s * 0.25)
    p.cubicTo(c.x() + s * 0.3, c.y() - s * 0.75, c.x() + s * 0.9, c.y() - s * 0.1, c.x(), c.y() + s * 0.5)
    return p, True


def paint_capsule(painter: QPainter, rect: QRectF, colour: str, faded: bool = False) -> None:
    """A capsule swatch: its colour, a darker edge, and its colour-blind mark."""
    fill = capsule_color(colour)
    if faded:
        fill = QColor(fill)
        fill.setAlpha(70)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(capsule_color(colour).darker(150), 1.2))
    painter.setBrush(fill)
    radius = min(rect.width(), rect.height()) * 0.28
    painter.drawRoundedRect(rect.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)
    light = fill.lightnessF() > 0.62
    ink = QColor(0, 0, 0, 170) if light else QColor(255, 255, 255, 220)
    if faded:
        ink.setAlpha(90)
    path, filled = _mark_path(capsule_mark(colour), rect)
    painter.setPen(QPen(ink, max(1.3, rect.height() / 9), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(ink if filled else Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
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


def seal_icon(seal: str, pen: str, size: int = 24, passed: bool = False) -> QIcon:
    pix = QPixmap(size * 2, size * 2)
    pix.setDevicePixelRatio(2)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    paint_seal(painter, QRectF(0, 0, size, size), seal, pen, passed)
    painter.end()
    return QIcon(pix)


class SealWidget(QWidget):
    """One Player Seal as a small fixed-size widget."""

    def __init__(self, seal: str, pen: str, size: int = 30, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seal, self.pen, self.passed = seal, pen, False
        self.setFixedSize(size, size)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_passed(self, passed: bool) -> None:
        if passed != self.passed:
            self.passed = passed
            self.update()

    def paintEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        painter = QPainter(self)
        paint_seal(painter, QRectF(self.rect()), self.seal, self.pen, self.passed)
