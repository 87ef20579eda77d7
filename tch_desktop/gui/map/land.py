"""Land on the Map: each Parcel and Subdivision, tinted by its owner and outlined by the
pens that drew it (a Subdivision twice: the giver's line and the receiver's inside it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shapely import union_all
from shapely.geometry.base import BaseGeometry
from shapely.ops import polylabel

from tch_desktop.engine.geometry import rect_polygon
from tch_desktop.gui.map.items import Z_AREA, ground_changed, scene_state
from tch_desktop.gui.map.paint import cosmetic_pen, unit_px
from tch_desktop.gui.style import board as style

if TYPE_CHECKING:
    from tch_desktop.engine.state import GameState


def geometry_path(geom: BaseGeometry) -> QPainterPath:
    """A shapely (Multi)Polygon as a path with holes (odd-even fill)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for poly in getattr(geom, "geoms", [geom]):
        if poly.geom_type != "Polygon" or poly.is_empty:
            continue
        for ring in (poly.exterior, *poly.interiors):
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring.coords]))
            path.closeSubpath()
    return path


class AreaItem(QGraphicsItem):
    """A Parcel or Subdivision: tinted by its owner, outlined with the pens that drew it."""

    def __init__(self, area_id: str) -> None:
        super().__init__()
        self.area_id = area_id
        self.highlight = False
        self._outline = QPainterPath()
        self._own = QPainterPath()
        self._inner = QPainterPath()
        self._rect = QRectF()
        self.setZValue(Z_AREA)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # the sheet paints it (sheet.py)

    def refresh(self, state: GameState) -> None:
        """Re-read the outline and the own portion (a new Subdivision carves the parent)."""
        area = state.areas[self.area_id]
        was = self.sceneBoundingRect()
        self.prepareGeometryChange()
        self._outline = geometry_path(area.polygon)
        self._own = geometry_path(state.own_portion(self.area_id))
        self._inner = QPainterPath()
        if area.kind == "subdivision":
            inner = area.polygon.buffer(-0.13, join_style="mitre")
            if not inner.is_empty:
                self._inner = geometry_path(inner)
        self._rect = self._outline.boundingRect().adjusted(-0.3, -0.3, 0.3, 0.3)
        depth = 0
        a = area
        while a.parent is not None:
            depth += 1
            a = state.areas[a.parent]
        self.setZValue(Z_AREA + depth)
        ground_changed(self, was.united(self.sceneBoundingRect()))

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return self._own

    def set_highlight(self, on: bool) -> None:
        self.highlight = on
        self.redraw()

    def redraw(self) -> None:
        ground_changed(self, self.sceneBoundingRect())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self.paint_ground(painter)  # only outside a scene's sheet (it has no contents there)

    def paint_ground(self, painter: QPainter) -> None:
        state = scene_state(self)
        if state is None or self.area_id not in state.areas:
            return
        area = state.areas[self.area_id]
        owner = QColor(state.players[area.owner].pen)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(over(style.tint(owner, style.AREA_ALPHA * (2 if self.highlight else 1)), style.LAND))
        painter.drawPath(self._own)  # the owner's tint over the land's, in one fill
        width = min(4.0, max(1.6, unit_px(painter) * 0.09))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if area.kind == "subdivision":
            giver = QColor(state.players[area.drawn_by].pen) if area.drawn_by is not None else owner
            traces = [(self._outline, giver, width), (self._inner, owner, width)]
        else:
            traces = [(self._outline, owner, width * 1.2)]
        for path, _colour, w in traces:
            painter.setPen(cosmetic_pen(style.HALO, w + 2.5))
            painter.drawPath(path)
        for path, colour, w in traces:
            painter.setPen(cosmetic_pen(colour, w))
            painter.drawPath(path)
        if self.highlight:
            painter.setPen(cosmetic_pen(QColor("white"), 1.2, Qt.PenStyle.DashLine))
            painter.drawPath(self._own)


def over(top: QColor, below: QColor) -> QColor:
    """The colour of `top` painted over `below` (both translucent): one fill instead of two."""
    a_t, a_b = top.alphaF(), below.alphaF()
    a = a_t + a_b * (1 - a_t)
    if a <= 0:
        return QColor(0, 0, 0, 0)

    def mix(t: float, b: float) -> float:
        return (t * a_t + b * a_b * (1 - a_t)) / a

    return QColor.fromRgbF(mix(top.redF(), below.redF()), mix(top.greenF(), below.greenF()),
                           mix(top.blueF(), below.blueF()), a)


def label_point(geom: BaseGeometry) -> tuple[float, float]:
    """Where an area's id is written: the point of its own portion farthest from its edges."""
    polys = [g for g in getattr(geom, "geoms", [geom]) if g.geom_type == "Polygon" and not g.is_empty]
    if not polys:
        c = geom.centroid
        return c.x, c.y
    biggest = max(polys, key=lambda g: g.area)
    p = polylabel(biggest, tolerance=0.1)
    return p.x, p.y


def label_spot(state: GameState, area_id: str) -> tuple[float, float]:
    """Where to write an area's id: in its own portion, clear of the pieces standing there."""
    own = state.own_portion(area_id)
    if own.area <= 0:  # wholly subdivided: write it on the outline's middle
        c = state.areas[area_id].polygon.centroid
        return c.x, c.y
    taken = [rect_polygon(r).buffer(0.35, join_style="mitre") for st in state.in_area(area_id) for r in st.rects]
    free = own.difference(union_all(taken)) if taken else own
    return label_point(free if free.area >= 1.0 else own)
