"""The paper Map sheet, the shadows on it, and the labels written over it.

The ground — the sheet, the land on it (`land.AreaItem`) and the shadows — never
covers a piece and changes rarely, so the sheet paints it all into one picture
(one set of tiles, zoomed in): a frame blends one ground layer, not one per
area, and a tile is made once for all of them. The land and shadow items stay
items of their own (hover, tooltips, shapes) but paint nothing themselves; a
change to one of them asks the sheet to paint again where it lies
(`PaperItem.ground_changed`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shapely import box as shapely_box
from shapely import union_all

from tch_desktop.engine.components import Components
from tch_desktop.gui.map.cache import TILE, DeviceCache
from tch_desktop.gui.map.iso import Box, hull
from tch_desktop.gui.map.items import Z_LABEL, Z_PAPER, Z_SHADOW, ground_changed, scene_pictures
from tch_desktop.gui.map.land import geometry_path
from tch_desktop.gui.map.paint import cosmetic_pen, draw_device_text, label_font, unit_px
from tch_desktop.gui.style import board as style
from tch_desktop.gui.style import theme

#: What making a tile of the ground costs beyond its pixels (see cache.FRAME_PIXELS): the sheet,
#: its grid, the land over it and the shadows, about 15 pieces' pictures.
GROUND_TILE_WORK = 900_000
#: The ground is painted in tiles once it is shown bigger than this (device pixels): painted whole,
#: every layer costs in full whatever part of it shows (the whole ground at 300,000 pixels takes
#: 10-12 ms, plan and isometric), so a picture of it bigger than two tiles would not fit a frame.
GROUND_TILED_PIXELS = 2 * TILE * TILE
#: Shadows fall to the south-east: ground offset per unit of height.
SUN = (0.30, 0.42)


class GroundLayer(Protocol):
    """What lies on the sheet under every piece: painted into the sheet's picture, in z order."""

    def zValue(self) -> float: ...
    def sceneBoundingRect(self) -> QRectF: ...
    def paint_ground(self, painter: QPainter) -> None: ...


class PaperItem(QGraphicsItem):
    """The blue paper sheet: its grid, the street between the starting squares, the squares,
    and over them the ground layers the scene gives (`ground_layers()`: land, then shadows)."""

    def __init__(self, components: Components) -> None:
        super().__init__()
        self.components = components
        w, h = components.map_size
        self.sheet = QRectF(0, 0, w, h)
        self.unclaimed: list[str] = list(components.starting_parcels)
        squares = [shapely_box(r[0], r[1], r[2], r[3]) for r in components.starting_parcels.values()]
        block = union_all(squares).envelope
        self._street = geometry_path(block.difference(union_all(squares)))
        self.setZValue(Z_PAPER)
        # The ground shown stretched where tiles wait; its core is the sheet with its rulers (the
        # fitted view leaves the margin for the sheet's own shadow off screen).
        self.cache = DeviceCache(backdrop=True, core=self.sheet.adjusted(-1.0, -1.0, 1.0, 1.0),
                                 tiled_above=GROUND_TILED_PIXELS)
        self._bounds = self.sheet.adjusted(-2.0, -2.0, 2.0, 2.0)

    def set_unclaimed(self, ids: Iterable[str]) -> None:
        self.unclaimed = list(ids)
        self.cache.invalidate()
        self.update()

    def layers(self) -> list[GroundLayer]:
        scene = self.scene()
        layers = getattr(scene, "ground_layers", None) if scene is not None else None
        return list(layers()) if layers is not None else []

    def ground_changed(self, where: QRectF) -> None:
        """A ground layer changed at `where` (scene units): paint there again (and grow if it spills
        over the sheet's margin: a long shadow at the edge)."""
        bounds = self.sheet.adjusted(-2.0, -2.0, 2.0, 2.0)
        for layer in self.layers():
            bounds = bounds.united(layer.sceneBoundingRect())
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds
            self.cache.invalidate()
        else:
            self.cache.forget(where)
        self.update(where)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self.cache.paint(painter, self.boundingRect(), self._paint, scene_pictures(self), work=GROUND_TILE_WORK)

    def _paint(self, painter: QPainter) -> None:
        self._paint_paper(painter)
        device = painter.device()
        seen = painter.worldTransform().inverted()[0].mapRect(QRectF(0, 0, device.width(), device.height())) \
            if device is not None else self.boundingRect()
        for layer in sorted(self.layers(), key=lambda layer: layer.zValue()):  # stable: in scene order
            if layer.sceneBoundingRect().intersects(seen):
                painter.save()
                layer.paint_ground(painter)
                painter.restore()

    def _paint_paper(self, painter: QPainter) -> None:
        px = unit_px(painter)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRect(self.sheet.translated(0.25, 0.3))
        painter.setBrush(theme.PAPER)
        painter.drawRect(self.sheet)
        painter.setBrush(theme.STREET)
        painter.drawPath(self._street)
        w, h = self.components.map_size
        grid = self.components.grid
        # Only what can show on the device (a tile of it, zoomed in): lines and numbers off it cost.
        device = painter.device()
        seen = painter.worldTransform().inverted()[0].mapRect(
            QRectF(0, 0, device.width(), device.height())).adjusted(-1.5, -1.5, 1.5, 1.5) \
            if device is not None else self.boundingRect()
        lines: list[tuple[QColor, list[float], list[float]]] = []
        if px >= 12:
            xs = [i * grid for i in range(int(w / grid) + 1) if (i * grid) % 1]
            ys = [i * grid for i in range(int(h / grid) + 1) if (i * grid) % 1]
            lines.append((style.tint(theme.PAPER_GRID, 22), xs, ys))
        if px >= 4:
            lines.append((theme.PAPER_GRID, [float(x) for x in range(int(w) + 1) if x % 5],
                          [float(y) for y in range(int(h) + 1) if y % 5]))
        lines.append((theme.PAPER_GRID_MAJOR, [float(x) for x in range(0, int(w) + 1, 5)],
                      [float(y) for y in range(0, int(h) + 1, 5)]))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        left, right, top, bottom = seen.left(), seen.right(), seen.top(), seen.bottom()
        y0, y1, x0, x1 = max(0.0, top), min(h, bottom), max(0.0, left), min(w, right)
        for colour, xs, ys in lines:
            painter.setPen(cosmetic_pen(colour, 1.0))
            # (each colour's lines in one call: a call a line cost more than the lines themselves)
            painter.drawLines([QLineF(x, y0, x, y1) for x in xs if left <= x <= right]
                              + [QLineF(x0, y, x1, y) for y in ys if top <= y <= bottom])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        faint = QColor(255, 255, 255, 90)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(cosmetic_pen(faint, 1.4, Qt.PenStyle.DashLine))
        for sid in self.unclaimed:
            x0, y0, x1, y1 = self.components.starting_parcels[sid]
            painter.drawRect(QRectF(x0, y0, x1 - x0, y1 - y0))
            if px >= 8:
                # The name a player looks for when claiming: readable, not faint like the dashes.
                draw_device_text(painter, QPointF((x0 + x1) / 2, (y0 + y1) / 2), sid, px * 0.6,
                                 QColor(255, 255, 255, 220))
        if px >= 6:
            ruler = QColor(255, 255, 255, 120)
            for x in range(0, int(w) + 1, 5):
                if seen.contains(QPointF(x, -0.8)):
                    draw_device_text(painter, QPointF(x, -0.8), str(x), min(12.0, px * 0.5), ruler)
            for y in range(0, int(h) + 1, 5):
                if seen.contains(QPointF(-0.9, y)):
                    draw_device_text(painter, QPointF(-0.9, y), str(y), min(12.0, px * 0.5), ruler)


def _points(poly: QPolygonF) -> tuple[tuple[float, float], ...]:
    return tuple((poly.at(i).x(), poly.at(i).y()) for i in range(poly.size()))


class ShadowItem(QGraphicsItem):
    """The shadows of everything standing on the Map, under all pieces, in one path."""

    def __init__(self, sheet: QRectF) -> None:
        super().__init__()
        self.sheet = sheet
        self._path = QPainterPath()
        self._polys: list[QPolygonF] = []  # one a piece (the path is their union)
        self.setZValue(Z_SHADOW)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # the sheet paints it (ground)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_boxes(self, boxes: Iterable[Box]) -> None:
        polys = []
        sx, sy = SUN
        for x0, y0, x1, y1, _z0, z1 in boxes:
            pts = [QPointF(x, y) for x in (x0, x1) for y in (y0, y1)]
            pts += [QPointF(p.x() + sx * z1, p.y() + sy * z1) for p in pts]
            poly = hull(pts)
            if not poly.isClosed():
                poly = QPolygonF([poly.at(i) for i in range(poly.size())] + [poly.at(0)])
            polys.append(poly)
        # Only where a shadow came or went is painted again (a new piece: its own shadow).
        old, new = {_points(q): q for q in self._polys}, {_points(q): q for q in polys}
        changed = QRectF()
        for k in old.keys() ^ new.keys():
            changed = changed.united((old.get(k) or new[k]).boundingRect())
        self.prepareGeometryChange()
        self._polys = polys
        self._path = self._union(polys)
        if not changed.isEmpty():
            ground_changed(self, changed.adjusted(-0.1, -0.1, 0.1, 0.1))

    @staticmethod
    def _union(polys: Iterable[QPolygonF]) -> QPainterPath:
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for poly in polys:
            path.addPolygon(poly)
        return path

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().united(self.sheet)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self.paint_ground(painter)  # only outside a scene's sheet (it has no contents there)

    def paint_ground(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.SHADOW)
        device = painter.device()
        if device is None:
            painter.drawPath(self._path)
            return
        # Only the shadows that reach the device (a tile, zoomed in): the same union there, and
        # the rest of the path is not walked for each tile.
        seen = painter.worldTransform().inverted()[0].mapRect(QRectF(0, 0, device.width(), device.height()))
        painter.drawPath(self._union(q for q in self._polys if q.boundingRect().intersects(seen)))


class LabelItem(QGraphicsItem):
    """Upright text over the Map at a fixed size in pixels: area ids, the cursor's reason."""

    def __init__(self, text: str = "", accent: QColor | None = None, px: float = 11,
                 offset: QPointF | None = None, max_width: float = 320) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_LABEL)
        self.px = px
        self.offset = offset  # None: centred on the point; else the top-left corner, in pixels
        self.max_width = max_width
        self.accent = accent
        self.text = ""
        self._rect = QRectF()
        self.nudge = QPointF()  # pixels the view moved it by, clear of another label
        self.set_text(text, accent)

    def set_text(self, text: str, accent: QColor | None = None) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.accent = accent
        fm = QFontMetricsF(label_font(self.px))
        bound = fm.boundingRect(QRectF(0, 0, self.max_width, 1000),
                                int(Qt.TextFlag.TextWordWrap), text) if text else QRectF()
        w, h = bound.width() + 12, bound.height() + 6
        if self.offset is None:
            self._rect = QRectF(-w / 2, -h / 2, w, h)
        else:
            self._rect = QRectF(self.offset.x(), self.offset.y(), w, h)
        self._rect.translate(self.nudge)
        self.update()

    def box(self) -> QRectF:
        """Its box in pixels around its point, before any nudge."""
        return self._rect.translated(-self.nudge)

    def set_nudge(self, nudge: QPointF) -> None:
        if nudge != self.nudge:
            self.prepareGeometryChange()
            self._rect.translate(nudge - self.nudge)
            self.nudge = QPointF(nudge)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(cosmetic_pen(self.accent or theme.INK, 1.6))
        painter.setBrush(style.LABEL_BG)
        painter.drawRoundedRect(self._rect, 5, 5)
        painter.setFont(label_font(self.px))
        painter.setPen(theme.INK)
        painter.drawText(self._rect.adjusted(6, 3, -6, -3),
                         int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), self.text)
