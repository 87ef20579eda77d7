"""Drawing a Subdivision freehand, and picking a whole area (for the barter table).

A stroke is pressed, drawn and released inside the player's own Land; it is
then cleaned up as a pen line on squared paper would be: closed, clipped to
the area it was drawn in, squared off when it is nearly a rectangle, else
simplified, snapped to the half-unit grid, rid of repeated and collinear
points. The engine says whether it makes a legal Subdivision and what it would
hold (`game.subdivision_preview`); a legal one is reported by `outline_drawn`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shapely import Point as ShapelyPoint
from shapely import Polygon, make_valid
from shapely.geometry.base import BaseGeometry
from shapely.geometry.polygon import orient

from tch_desktop.gui.map.items import Z_GHOST
from tch_desktop.gui.map.paint import cosmetic_pen
from tch_desktop.gui.map.tools.base import FootprintItem, Tool, snap

if TYPE_CHECKING:
    from tch_desktop.gui.map.scene import MapScene

Point = tuple[float, float]

#: A stroke filling this much of its bounding box is taken for a rectangle.
RECT_FILL = 0.88
#: How far (map units) simplification may move the line.
SIMPLIFY = 0.35


def _largest_polygon(geom: BaseGeometry) -> Polygon | None:
    polys = [g for g in getattr(geom, "geoms", [geom]) if g.geom_type == "Polygon" and not g.is_empty]
    if not polys:
        multi = [g for g in getattr(geom, "geoms", []) if hasattr(g, "geoms")]
        for m in multi:
            polys += [g for g in m.geoms if g.geom_type == "Polygon" and not g.is_empty]
    return max(polys, key=lambda g: g.area) if polys else None


def _tidy(points: list[Point]) -> list[Point]:
    """Drop repeated points and points in the middle of a straight line (cyclically)."""
    changed = True
    pts = list(points)
    while changed and len(pts) >= 3:
        changed = False
        out: list[Point] = []
        n = len(pts)
        for i in range(n):
            prev, cur, nxt = pts[i - 1], pts[i], pts[(i + 1) % n]
            if cur == prev:
                changed = True
                continue
            cross = (cur[0] - prev[0]) * (nxt[1] - cur[1]) - (cur[1] - prev[1]) * (nxt[0] - cur[0])
            if abs(cross) < 1e-9:
                changed = True
                continue
            out.append(cur)
        pts = out
    return pts


def clean_outline(stroke: Sequence[Point], grid: float, within: BaseGeometry | None = None) -> list[Point]:
    """A freehand stroke as a clean closed outline on the grid ([] if nothing is left).

    The result starts at its top-left corner and runs clockwise on screen.
    """
    if len(stroke) < 3:
        return []
    geom: BaseGeometry | None = _largest_polygon(make_valid(Polygon(stroke)))
    if geom is not None and within is not None:
        geom = _largest_polygon(geom.intersection(within))
    if geom is None or geom.area <= 0:
        return []
    x0, y0, x1, y1 = geom.bounds
    if geom.area >= RECT_FILL * (x1 - x0) * (y1 - y0):
        sx0, sy0, sx1, sy1 = (snap(v, grid) for v in (x0, y0, x1, y1))
        pts = [(sx0, sy0), (sx1, sy0), (sx1, sy1), (sx0, sy1)] if sx1 > sx0 and sy1 > sy0 else []
    else:
        simple = geom.simplify(SIMPLIFY, preserve_topology=True)
        assert isinstance(simple, Polygon)
        pts = [(snap(x, grid), snap(y, grid)) for x, y in list(simple.exterior.coords)[:-1]]
    pts = _tidy(pts)
    if len(pts) < 3:
        return []
    poly = Polygon(pts)
    if not poly.is_valid or poly.area <= 0:
        return pts
    coords = [(float(x), float(y)) for x, y in list(orient(poly, 1.0).exterior.coords)[:-1]]
    start = min(range(len(coords)), key=lambda i: (coords[i][1], coords[i][0]))
    return coords[start:] + coords[:start]


class StrokeItem(QGraphicsItem):
    """The pen line being drawn."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.path = QPainterPath()
        self.setZValue(Z_GHOST + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_points(self, points: Sequence[Point]) -> None:
        path = QPainterPath()
        for i, (x, y) in enumerate(points):
            if i == 0:
                path.moveTo(x, y)
            else:
                path.lineTo(x, y)
        self.prepareGeometryChange()
        self.path = path
        self.update()

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(cosmetic_pen(self.colour, 3.0))
        painter.drawPath(self.path)


class OutlineTool(Tool):
    mode = "outline"

    def __init__(self, scene: MapScene, player: int, area: str | None = None) -> None:
        super().__init__(scene, player)
        self.area = area
        self.stroke: list[Point] = []
        self.drawing = False
        self.outline: list[Point] = []
        self.outline_area: str | None = None
        self.preview = FootprintItem()
        state = scene.state
        pen = QColor(state.players[player].pen) if state is not None else QColor("black")
        self.line = StrokeItem(pen)

    def start(self) -> None:
        self.add_ghost(self.preview)
        self.add_ghost(self.line)
        super().start()

    def start_hint(self) -> str:
        if self.area:
            return QCoreApplication.translate(
                "Map", "Draw the Subdivision inside {area}: press, draw its outline, release.").format(
                area=self.area)
        return QCoreApplication.translate(
            "Map", "Draw the Subdivision inside your own Land: press, draw its outline, release.")

    def area_at(self, pos: QPointF) -> str | None:
        state = self.scene.state
        if state is None:
            return None
        if self.area is not None:
            return self.area if self.area in state.areas else None
        found = state.area_at(ShapelyPoint(pos.x(), pos.y()))
        return found.id if found is not None else None

    def press(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        state = self.scene.state
        area = self.area_at(pos)
        if state is None or area is None or state.areas[area].owner != self.player:
            self.scene.set_hint(QCoreApplication.translate("Map", "Start drawing inside your own Land."))
            return
        self.drawing = True
        self.outline_area = area
        self.stroke = [(pos.x(), pos.y())]
        self.preview.set_outline([], True)
        self.label.setVisible(False)

    def move(self, pos: QPointF, buttons: Qt.MouseButton) -> None:
        if not self.drawing:
            return
        last = self.stroke[-1]
        if abs(pos.x() - last[0]) + abs(pos.y() - last[1]) >= 0.05:
            self.stroke.append((pos.x(), pos.y()))
            self.line.set_points([*self.stroke, self.stroke[0]])

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if button != Qt.MouseButton.LeftButton or not self.drawing:
            return
        self.move(pos, Qt.MouseButton.NoButton)
        self.drawing = False
        self.line.set_points([])
        state, game = self.scene.state, self.scene.game
        assert state is not None and game is not None and self.outline_area is not None
        parent = state.areas[self.outline_area]
        self.outline = clean_outline(self.stroke, self.scene.components.grid, parent.polygon)
        if not self.outline:
            self.scene.set_hint(QCoreApplication.translate("Map", "Draw a larger closed shape."))
            return
        err, inside = game.subdivision_preview(self.player, parent.id, self.outline)
        self.preview.set_outline(self.outline, err is None)
        if err is not None:
            text = self.reason(err)
        elif inside:
            text = QCoreApplication.translate("Map", "Subdivision of {area}, holding {pieces}").format(
                area=parent.id, pieces=", ".join(inside))
        else:
            text = QCoreApplication.translate("Map", "Subdivision of {area}, empty").format(area=parent.id)
        x, y = self.outline[0]
        self.show_label(QPointF(x, y), text, err is None)
        self.scene.set_hint(text)
        if err is None:
            self.scene.outline_drawn.emit(parent.id, list(self.outline))


class PickTool(Tool):
    """Click one of your areas (a whole Parcel or Subdivision)."""

    mode = "pick"

    def __init__(self, scene: MapScene, player: int) -> None:
        super().__init__(scene, player)
        self.hovered: str | None = None

    def start_hint(self) -> str:
        return QCoreApplication.translate("Map", "Click one of your areas of Land. Esc cancels.")

    def move(self, pos: QPointF, buttons: Qt.MouseButton) -> None:
        self.pos = pos
        state = self.scene.state
        found = state.area_at(ShapelyPoint(pos.x(), pos.y())) if state is not None else None
        mine = found is not None and found.owner == self.player
        self.scene.highlight_area(found.id if mine and found is not None else None)
        self.hovered = found.id if found is not None else None
        if found is None:
            self.show_label(pos, "", True)
        elif mine:
            self.show_label(pos, found.id, True)
        else:
            assert state is not None
            self.show_label(pos, QCoreApplication.translate("Map", "{area} belongs to {player}").format(
                area=found.id, player=state.players[found.owner].name), False)

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        self.move(pos, Qt.MouseButton.NoButton)
        state = self.scene.state
        if self.hovered is not None and state is not None and state.areas[self.hovered].owner == self.player:
            area = self.hovered
            self.scene.finish_tool()
            self.scene.area_picked.emit(area)

    def cleanup(self) -> None:
        self.scene.highlight_area(None)
        super().cleanup()
