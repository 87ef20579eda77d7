"""A picture cache in device pixels that works under any view transform.

Qt's `DeviceCoordinateCache` gives up as soon as the view is rotated other than
by 90° (QGraphicsScene only caches "simple" transforms), so in the isometric
view every piece would be repainted on every frame of a drag. This cache keeps
the item's picture for the current view transform and blits it; scrolling only
moves it. When the zoom changes while the wheel is turning (`zooming`), the old
picture is drawn stretched to the new zoom — cheap, a little soft — and the
item paints itself anew once the wheel rests. Too big a picture (deep zoom on
the whole sheet) is not cached: the item paints directly.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

MAX_PIXELS = 2800 * 2800


class DeviceCache:
    def __init__(self) -> None:
        self._pixmap: QPixmap | None = None
        self._to_pixmap = QTransform()  # scene → pixmap pixels (logical), as when it was painted

    def invalidate(self) -> None:
        self._pixmap = None

    def paint(self, painter: QPainter, bounds: QRectF, paint: Callable[[QPainter], None],
              zooming: bool = False) -> None:
        """Paint through the cache: `paint(p)` draws the item with any painter."""
        t = painter.worldTransform()
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        if self._pixmap is not None:
            inverse, ok = self._to_pixmap.inverted()
            rel = inverse * t if ok else QTransform()
            if ok and rel.type().value <= QTransform.TransformationType.TxTranslate.value \
                    and self._pixmap.devicePixelRatio() == ratio:
                self._blit(painter, QTransform.fromTranslate(round(rel.dx()), round(rel.dy())))
                return
            if ok and zooming:
                self._blit(painter, rel)  # stretched (not smoothed: it is only there while zooming)
                return
        shown = t.mapRect(bounds)
        if shown.isEmpty() or shown.width() * shown.height() * ratio * ratio > MAX_PIXELS or zooming:
            self._pixmap = None
            paint(painter)
            return
        area = shown.toAlignedRect().adjusted(-1, -1, 1, 1)
        pixmap = QPixmap(round(area.width() * ratio), round(area.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        to_pixmap = t * QTransform.fromTranslate(-area.x(), -area.y())
        p = QPainter(pixmap)
        p.setRenderHints(painter.renderHints())
        p.setWorldTransform(to_pixmap)
        paint(p)
        p.end()
        self._pixmap = pixmap
        self._to_pixmap = to_pixmap
        self._blit(painter, QTransform.fromTranslate(area.x(), area.y()))

    def _blit(self, painter: QPainter, where: QTransform) -> None:
        assert self._pixmap is not None
        painter.save()
        painter.setWorldTransform(where)
        painter.drawPixmap(QPointF(0, 0), self._pixmap)
        painter.restore()
