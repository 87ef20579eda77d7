"""Bonus die faces: drawn, and animated while rolling.

A face shows its Yen, a pink bar per Coupon and, for the No-Graveyard face, a
crossed-out gravestone. Side-B fixed incomes are drawn as a card (dashed edge,
a "B" in the corner) rather than a die, since nothing is rolled.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tch_desktop.engine.components import Face
from tch_desktop.gui.dialogs.common import COUPON_PINK
from tch_desktop.gui.style import theme
from tch_desktop.i18n.languages import yen

IVORY = QColor("#fffdf6")
EDGE = QColor("#3d3426")


def coupon_symbol(p: QPainter, r: QRectF) -> None:
    """The Coupon symbol: a pink bar with ticket notches."""
    path = QPainterPath()
    path.addRoundedRect(r, r.height() * 0.25, r.height() * 0.25)
    notch = QPainterPath()
    rad = r.height() * 0.28
    notch.addEllipse(r.left() - rad, r.center().y() - rad, 2 * rad, 2 * rad)
    notch.addEllipse(r.right() - rad, r.center().y() - rad, 2 * rad, 2 * rad)
    p.setPen(QPen(COUPON_PINK.darker(130), max(1.0, r.height() * 0.08)))
    p.setBrush(COUPON_PINK)
    p.drawPath(path.subtracted(notch))


def no_graveyard_symbol(p: QPainter, r: QRectF) -> None:
    """A gravestone, crossed out."""
    stone = QPainterPath()
    w, h = r.width() * 0.5, r.height() * 0.62
    x0, y0 = r.center().x() - w / 2, r.center().y() - h / 2
    stone.moveTo(x0, y0 + h)
    stone.lineTo(x0, y0 + w / 2)
    stone.arcTo(QRectF(x0, y0, w, w), 180, -180)
    stone.lineTo(x0 + w, y0 + h)
    stone.closeSubpath()
    p.setPen(QPen(EDGE, max(1.0, r.width() * 0.05)))
    p.setBrush(QColor("#b8b2a7"))
    p.drawPath(stone)
    p.setPen(QPen(theme.ACCENT, max(1.5, r.width() * 0.09), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(r.topRight() + (r.bottomLeft() - r.topRight()) * 0.15,
               r.topRight() + (r.bottomLeft() - r.topRight()) * 0.85)


def paint_face(p: QPainter, rect: QRectF, face: Face | None, fixed_yen: int | None = None,
               font: QFont | None = None) -> None:
    """Draw one die face (or, with `fixed_yen`, a side-B card) filling `rect`."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = rect.adjusted(1.5, 1.5, -1.5, -1.5)
    if fixed_yen is not None:
        p.setPen(QPen(EDGE, 1.5, Qt.PenStyle.DashLine))
        p.setBrush(QColor("#f6efe0"))
    else:
        p.setPen(QPen(EDGE, 1.5))
        p.setBrush(IVORY)
    p.drawRoundedRect(r, r.width() * 0.16, r.width() * 0.16)
    inner = r.adjusted(r.width() * 0.1, r.height() * 0.1, -r.width() * 0.1, -r.height() * 0.1)
    amount = fixed_yen if fixed_yen is not None else (face.yen if face else 0)
    coupons = face.coupons if face and fixed_yen is None else 0
    symbol = bool(face and face.no_graveyard and fixed_yen is None)
    rows = (1 if amount else 0) + (1 if coupons else 0) + (1 if symbol else 0)
    row_h = inner.height() / max(rows, 1)
    y = inner.top() + (inner.height() - row_h * rows) / 2
    if symbol:
        no_graveyard_symbol(p, QRectF(inner.center().x() - row_h / 2, y, row_h, row_h))
        y += row_h
    if coupons:
        bar_h = min(row_h * 0.32, inner.width() * 0.22)
        gap = bar_h * 0.5
        total = coupons * bar_h + (coupons - 1) * gap
        by = y + (row_h - total) / 2
        for _ in range(coupons):
            coupon_symbol(p, QRectF(inner.left() + inner.width() * 0.12, by, inner.width() * 0.76, bar_h))
            by += bar_h + gap
        y += row_h
    if amount:
        f = QFont(font) if font is not None else QFont(p.font())
        f.setBold(True)
        text = yen(amount)
        size = max(4.0, min(row_h * 0.55, inner.height() * 0.34))
        f.setPixelSize(int(size))
        while QFontMetricsF(f).horizontalAdvance(text) > inner.width() and size > 5:
            size -= 0.5
            f.setPixelSize(int(size))
        p.setFont(f)
        p.setPen(theme.INK)
        p.drawText(QRectF(inner.left(), y, inner.width(), row_h), Qt.AlignmentFlag.AlignCenter, text)
    if fixed_yen is not None:
        f = QFont(p.font())
        f.setBold(True)
        f.setPixelSize(max(6, int(r.height() * 0.16)))
        p.setFont(f)
        p.setPen(theme.ACCENT)
        p.drawText(r.adjusted(0, 2, -5, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, "B")
    p.restore()


class DieWidget(QWidget):
    """One Bonus die on screen: `roll(final)` tumbles through its faces, then settles."""

    settled = Signal()

    TICK_MS = 70

    def __init__(self, faces: tuple[Face, ...], size: int = 72, fixed_yen: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces = faces
        self.fixed_yen = fixed_yen
        self.face: int | None = None if fixed_yen is None else 0
        self.final: int | None = None
        self._ticks_left = 0
        self._size = size
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._shuffle = random.Random()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(self._size, self._size)

    @property
    def rolling(self) -> bool:
        return self._timer.isActive()

    def roll(self, final: int, duration_ms: int = 700) -> None:
        self.final = final
        self._ticks_left = max(1, duration_ms // self.TICK_MS)
        self._timer.start(self.TICK_MS)
        self._tick()

    def settle(self) -> None:
        """Stop tumbling and show the rolled face now."""
        was = self._timer.isActive()
        self._timer.stop()
        if self.final is not None:
            self.face = self.final
        self.update()
        if was:
            self.settled.emit()

    def _tick(self) -> None:
        self._ticks_left -= 1
        if self._ticks_left <= 0:
            self.settle()
            return
        self.face = self._shuffle.randrange(len(self.faces))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        r = QRectF(self.rect())
        if self.rolling:  # a little tilt while tumbling
            p.translate(r.center())
            p.rotate(12 if self._ticks_left % 2 else -12)
            p.translate(-r.center())
            r = r.adjusted(4, 4, -4, -4)
        face = self.faces[self.face] if self.face is not None and self.faces else None
        if self.face is None and self.fixed_yen is None:
            p.setPen(QPen(EDGE, 1.5, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 10, 10)
        else:
            paint_face(p, r, face, self.fixed_yen)
        p.end()
