"""Boxes standing on the Map, drawn for any "up" vector, and their depth order.

The scene is the ground plane in map units. A point at height z is drawn at
(x, y) + z·up, where `up` is the scene vector one unit of height takes: (0, 0)
in the plan view (seen from straight above), a diagonal towards the top-left
of the sheet in the isometric view (the view's QTransform does the rest). So
the same items serve both views: they only ask the scene for `up`.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform

Box = tuple[float, float, float, float, float, float]  # x0, y0, x1, y1, z0, z1

EPS = 1e-6

#: The classic 2:1 isometric view of the ground plane (before zoom).
ISO = QTransform().scale(1, 0.5).rotate(45)


def up_for(view: QTransform, height: float) -> QPointF:
    """The scene vector that looks straight up on screen, `height` long there, under `view`."""
    inverse, ok = view.inverted()
    if not ok:
        return QPointF()
    return inverse.map(QPointF(0, -height)) - inverse.map(QPointF(0, 0))


def lift(x: float, y: float, z: float, up: QPointF) -> QPointF:
    return QPointF(x + up.x() * z, y + up.y() * z)


def has_height(up: QPointF) -> bool:
    return abs(up.x()) > EPS or abs(up.y()) > EPS


def rect_poly(x0: float, y0: float, x1: float, y1: float, z: float, up: QPointF) -> QPolygonF:
    return QPolygonF([lift(x0, y0, z, up), lift(x1, y0, z, up), lift(x1, y1, z, up), lift(x0, y1, z, up)])


def frustum_faces(bottom: tuple[float, float, float, float], top: tuple[float, float, float, float],
                  z0: float, z1: float, up: QPointF) -> list[tuple[str, QPolygonF]]:
    """The faces of a (possibly tapering) box a viewer sees, back to front: sides, then top.

    A side is seen when its outward normal points against `up` (towards the viewer).
    """
    faces: list[tuple[str, QPolygonF]] = []
    if not has_height(up) and bottom != top:
        faces.append(("base", rect_poly(*bottom, z0, up)))  # seen from above, a slope shows round its top
    if has_height(up) and z1 > z0:
        bx0, by0, bx1, by1 = bottom
        tx0, ty0, tx1, ty1 = top
        sides = (
            ("north", (0.0, -1.0), (bx1, by0), (bx0, by0), (tx0, ty0), (tx1, ty0)),
            ("west", (-1.0, 0.0), (bx0, by0), (bx0, by1), (tx0, ty1), (tx0, ty0)),
            ("south", (0.0, 1.0), (bx0, by1), (bx1, by1), (tx1, ty1), (tx0, ty1)),
            ("east", (1.0, 0.0), (bx1, by1), (bx1, by0), (tx1, ty0), (tx1, ty1)),
        )
        for name, (nx_, ny_), a, b, c, d in sides:
            if nx_ * up.x() + ny_ * up.y() < -EPS:
                faces.append((name, QPolygonF([lift(*a, z0, up), lift(*b, z0, up),
                                               lift(*c, z1, up), lift(*d, z1, up)])))
    faces.append(("top", rect_poly(*top, z1, up)))
    return faces


def box_faces(box: Box, up: QPointF) -> list[tuple[str, QPolygonF]]:
    x0, y0, x1, y1, z0, z1 = box
    return frustum_faces((x0, y0, x1, y1), (x0, y0, x1, y1), z0, z1, up)


#: How much each face is lit: light comes from above and the north-west.
SHADE = {"top": 112, "south": 100, "west": 100, "east": 76, "north": 76, "base": 88}


def shaded(colour: QColor, face: str) -> QColor:
    f = SHADE.get(face, 100)
    return colour.lighter(f) if f >= 100 else colour.darker(int(10000 / f))


def draw_frustum(painter: QPainter, bottom: tuple[float, float, float, float],
                 top: tuple[float, float, float, float], z0: float, z1: float, up: QPointF,
                 colour: QColor, edge: QColor | None = None,
                 face_hook: Callable[[str, QPolygonF], None] | None = None) -> None:
    """Fill the visible faces, shaded; `face_hook` may decorate each face after it is filled."""
    pen = QPen(edge, 0) if edge is not None else QPen(Qt.PenStyle.NoPen)
    if edge is not None:
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    for name, poly in frustum_faces(bottom, top, z0, z1, up):
        painter.setPen(pen)
        painter.setBrush(shaded(colour, name))
        painter.drawPolygon(poly)
        if face_hook is not None:
            face_hook(name, poly)


def draw_box(painter: QPainter, box: Box, up: QPointF, colour: QColor, edge: QColor | None = None,
             face_hook: Callable[[str, QPolygonF], None] | None = None) -> None:
    x0, y0, x1, y1, z0, z1 = box
    draw_frustum(painter, (x0, y0, x1, y1), (x0, y0, x1, y1), z0, z1, up, colour, edge, face_hook)


def face_transform(poly: QPolygonF, width: float, height: float) -> QTransform:
    """Maps a width × height rectangle (origin top-left) onto a face's parallelogram.

    The face's points are in the order of `frustum_faces`: for a side, bottom edge first
    then up; for the top, the rectangle's corners clockwise from the north-west.
    """
    p0, p1, p3 = poly.at(0), poly.at(1), poly.at(3)
    ax, ay = (p1.x() - p0.x()) / width, (p1.y() - p0.y()) / width
    bx, by = (p3.x() - p0.x()) / height, (p3.y() - p0.y()) / height
    return QTransform(ax, ay, bx, by, p0.x(), p0.y())


def side_transform(poly: QPolygonF, width: float, height: float) -> QTransform:
    """Like `face_transform` for a side, with v growing downwards (top edge at v = 0)."""
    top_left, top_right, bottom_left = poly.at(3), poly.at(2), poly.at(0)
    ax, ay = (top_right.x() - top_left.x()) / width, (top_right.y() - top_left.y()) / width
    bx, by = (bottom_left.x() - top_left.x()) / height, (bottom_left.y() - top_left.y()) / height
    return QTransform(ax, ay, bx, by, top_left.x(), top_left.y())


def corners(box: Box, up: QPointF) -> list[QPointF]:
    x0, y0, x1, y1, z0, z1 = box
    return [lift(x, y, z, up) for z in (z0, z1) for x in (x0, x1) for y in (y0, y1)]


def projected_bounds(box: Box, up: QPointF) -> QRectF:
    pts = corners(box, up)
    xs = [p.x() for p in pts]
    ys = [p.y() for p in pts]
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def hull(points: Sequence[QPointF]) -> QPolygonF:
    """Convex hull (monotone chain) of a few points."""
    pts = sorted({(round(p.x(), 9), round(p.y(), 9)) for p in points})
    if len(pts) <= 2:
        return QPolygonF([QPointF(x, y) for x, y in pts])

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[float, float]] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return QPolygonF([QPointF(x, y) for x, y in lower[:-1] + upper[:-1]])


def box_path(box: Box, up: QPointF) -> QPainterPath:
    """The outline a box covers on screen (for hit tests and tooltips)."""
    path = QPainterPath()
    path.addPolygon(hull(corners(box, up)))
    path.closeSubpath()
    return path


# ---------------------------------------------------------------- depth order

def _axes(up: QPointF) -> list[tuple[float, float]]:
    axes = [(1.0, 0.0), (0.0, 1.0)]
    if has_height(up):
        axes.append((-up.y(), up.x()))
    return axes


def _intervals(box: Box, axes: list[tuple[float, float]], up: QPointF) -> list[tuple[float, float]]:
    out = []
    pts = [(p.x(), p.y()) for p in corners(box, up)]
    for ax, ay in axes:
        vals = [ax * x + ay * y for x, y in pts]
        out.append((min(vals), max(vals)))
    return out


def _behind(a: Box, b: Box) -> bool | None:
    """True if `a` is behind `b` (drawn first), False if in front, None if they intersect.

    Any plane separating two boxes whose pictures overlap tells which is nearer the
    viewer, who looks from +x, +y and above.
    """
    for lo, hi in ((0, 2), (1, 3), (4, 5)):
        if a[hi] <= b[lo] + EPS:
            return True
        if b[hi] <= a[lo] + EPS:
            return False
    return None


def depth_order(boxes: Sequence[Box], up: QPointF) -> list[int]:
    """Indices of `boxes` back to front, so painting in that order hides correctly.

    A topological sort of "behind" between boxes whose pictures overlap; a cycle
    (which solid boxes cannot make) falls back to sorting by x + y + z.
    """
    n = len(boxes)

    def key(i: int) -> tuple[float, float]:
        b = boxes[i]
        return ((b[0] + b[2] + b[1] + b[3]) / 2 + b[4], b[4])

    axes = _axes(up)
    spans = [_intervals(b, axes, up) for b in boxes]
    after: list[list[int]] = [[] for _ in range(n)]  # i -> the boxes drawn after i
    before = [0] * n  # how many boxes must be drawn before i
    # Sweep along the last axis (across the screen in the isometric view).
    sweep = len(axes) - 1
    order = sorted(range(n), key=lambda i: spans[i][sweep][0])
    active: list[int] = []
    for i in order:
        lo = spans[i][sweep][0]
        active = [j for j in active if spans[j][sweep][1] > lo + EPS]
        for j in active:
            if all(spans[i][k][0] < spans[j][k][1] - EPS and spans[j][k][0] < spans[i][k][1] - EPS
                   for k in range(len(axes))):
                rel = _behind(boxes[i], boxes[j])
                if rel is True:
                    after[i].append(j)
                    before[j] += 1
                elif rel is False:
                    after[j].append(i)
                    before[i] += 1
        active.append(i)
    # Kahn's algorithm, always taking the ready box with the smallest key (then index).
    ready = [(key(i), i) for i in range(n) if before[i] == 0]
    heapq.heapify(ready)
    out: list[int] = []
    while ready:
        _, i = heapq.heappop(ready)
        out.append(i)
        for j in after[i]:
            before[j] -= 1
            if before[j] == 0:
                heapq.heappush(ready, (key(j), j))
    if len(out) < n:
        return sorted(range(n), key=key)
    return out
