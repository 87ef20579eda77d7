"""Buildings as small models: Coin Laundry (with its roof capsules), Sweets Buffet,
Tokyo Spike, Park, Arcade and Sumo Dohyo.

Each model is a few boxes and decorations inside the Building's footprint,
drawn for the scene's `up` vector like every solid piece: from straight above
in the plan view, as a little model in the isometric view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF, QRadialGradient

from tch_desktop.gui.map.iso import (
    Box,
    draw_box,
    draw_frustum,
    face_transform,
    lift,
    side_transform,
)
from tch_desktop.gui.map.items import SolidItem, scene_state
from tch_desktop.gui.map.paint import DeviceSpace, cosmetic_pen, draw_mark, unit_px
from tch_desktop.gui.style import board as style
from tch_desktop.gui.style import theme

Rect = tuple[float, float, float, float]

#: Overall height of each model (for its bounds and the depth order), in map units.
HEIGHTS = {"coin_laundry": 2.0, "sweets_buffet": 1.75, "tokyo_spike": 5.2, "park": 1.3,
           "arcade": 2.2, "sumo_dohyo": 1.6}


def _inset(r: Rect, d: float) -> Rect:
    return (r[0] + d, r[1] + d, r[2] - d, r[3] - d)


def _side_size(face: str, r: Rect, height: float) -> tuple[float, float]:
    w, h = r[2] - r[0], r[3] - r[1]
    return (w if face in ("south", "north") else h), height


class BuildingItem(SolidItem):
    """One Building. `roof` (colour, count) is read from its roof Hotel unless given."""

    def __init__(self, sid: str | None, building: str, rect: Rect,
                 roof: tuple[str, int] | None = None) -> None:
        super().__init__(sid)
        self.building = building
        self.rect = rect
        self._roof = roof
        self.setZValue(100)

    def roof(self) -> tuple[str, int] | None:
        if self.sid is None:
            return self._roof
        state = scene_state(self)
        if state is None or self.sid not in state.structures:
            return None
        hotel_id = getattr(state.structures[self.sid], "hotel", None)
        if hotel_id is None or hotel_id not in state.structures:
            return None
        h = state.structures[hotel_id]
        return getattr(h, "color", ""), getattr(h, "count", 0)

    def boxes(self) -> list[Box]:
        return [(*self.rect, 0.0, HEIGHTS.get(self.building, 1.0))]

    def paint_solid(self, painter: QPainter, up: QPointF) -> None:
        model = getattr(self, "_" + self.building, None)
        if model is None:
            draw_box(painter, self.boxes()[0], up, theme.PANEL, style.OUTLINE)
        else:
            model(painter, up)
        x0, y0, x1, y1 = self.rect
        self.label_id(painter, QPointF(x1 - 0.45, y1 - 0.3))

    # ------------------------------------------------------------ models
    def _coin_laundry(self, painter: QPainter, up: QPointF) -> None:
        r = self.rect
        body = (*r, 0.0, 1.0)

        def decorate(face: str, poly: QPolygonF) -> None:
            painter.save()
            if face == "top":
                w, h = r[2] - r[0], r[3] - r[1]
                painter.setTransform(face_transform(poly, w, h), True)
                painter.setPen(cosmetic_pen(style.LAUNDRY_TRIM, 2.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(QRectF(0.08, 0.08, w - 0.16, h - 0.16))
                # A washing machine's round door, seen from above (under any roof capsules).
                painter.setPen(cosmetic_pen(style.LAUNDRY_TRIM, 1.5))
                painter.setBrush(QColor(200, 205, 210))
                painter.drawEllipse(QPointF(w / 2, h / 2), min(w, h) * 0.3, min(w, h) * 0.3)
                painter.setBrush(QColor("#9fd4f5"))
                painter.drawEllipse(QPointF(w / 2, h / 2), min(w, h) * 0.2, min(w, h) * 0.2)
            else:
                fw, fh = _side_size(face, r, 1.0)
                painter.setTransform(side_transform(poly, fw, fh), True)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(style.LAUNDRY_TRIM)
                painter.drawRect(QRectF(0, 0, fw, 0.16))
                n = max(1, int(fw // 0.9))
                for i in range(n):
                    cx = fw * (i + 0.5) / n
                    painter.setBrush(QColor(200, 205, 210))
                    painter.drawEllipse(QPointF(cx, 0.58), 0.27, 0.27)
                    painter.setBrush(QColor("#9fd4f5"))
                    painter.drawEllipse(QPointF(cx, 0.58), 0.19, 0.19)
            painter.restore()

        draw_box(painter, body, up, style.LAUNDRY_WALL, style.OUTLINE, decorate)
        roof = self.roof()
        if roof and roof[1] > 0:
            colour, count = roof
            fill = theme.capsule_color(colour)
            x0, y0, x1, y1 = r
            w, h = x1 - x0, y1 - y0
            if w >= h:
                caps = [(x0, y0 + i * h / 2, x1, y0 + (i + 1) * h / 2) for i in range(2)]
            else:
                caps = [(x0 + i * w / 2, y0, x0 + (i + 1) * w / 2, y1) for i in range(2)]
            for c in caps[:count] if up.y() <= 0 else reversed(caps[:count]):
                draw_box(painter, (*c, 1.0, 2.0), up, fill, fill.darker(175),
                         self._mark_hook(painter, colour, c))

    def _mark_hook(self, painter: QPainter, colour: str, c: Rect) -> Callable[[str, QPolygonF], None]:
        mark = theme.capsule_mark(colour)
        ink = style.ink_for(theme.capsule_color(colour))

        def hook(face: str, poly: QPolygonF) -> None:
            if face != "top":
                return
            w, h = c[2] - c[0], c[3] - c[1]
            painter.save()
            painter.setTransform(face_transform(poly, w, h), True)
            draw_mark(painter, mark, w / 2, h / 2, min(w, h) * 0.32, ink)
            painter.restore()

        return hook

    def _sweets_buffet(self, painter: QPainter, up: QPointF) -> None:
        r = self.rect

        def decorate(face: str, poly: QPolygonF) -> None:
            if face == "top":
                return
            fw, fh = _side_size(face, r, 0.95)
            painter.save()
            painter.setTransform(side_transform(poly, fw, fh), True)
            painter.setPen(Qt.PenStyle.NoPen)
            n = max(3, int(fw / 0.35))
            for i in range(n):
                painter.setBrush(style.BUFFET_AWNING if i % 2 == 0 else QColor("white"))
                painter.drawRect(QRectF(fw * i / n, 0, fw / n, 0.32))
            painter.setBrush(QColor("#fff7ee"))
            painter.drawRect(QRectF(fw * 0.15, 0.45, fw * 0.7, 0.32))
            painter.restore()

        draw_box(painter, (*r, 0.0, 0.95), up, style.BUFFET_WALL, style.OUTLINE, decorate)
        cx, cy = (r[0] + r[2]) / 2, (r[1] + r[3]) / 2
        tiers = ((0.75, 0.95, 1.3), (0.5, 1.3, 1.58))
        for half, z0, z1 in tiers:
            t = (cx - half, cy - half, cx + half, cy + half)
            draw_frustum(painter, t, t, z0, z1, up, style.CAKE, style.OUTLINE)
            ring = QPainterPath()
            ring.addEllipse(lift(cx, cy, z1, up), half * 0.8, half * 0.8)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.CAKE_CREAM)
            painter.drawPath(ring)
        s = unit_px(painter)
        with DeviceSpace(painter) as to_dev:
            p = to_dev.map(lift(cx, cy, 1.72, up))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#d0142c"))
            painter.drawEllipse(p, s * 0.15, s * 0.15)

    def _tokyo_spike(self, painter: QPainter, up: QPointF) -> None:
        x0, y0, x1, y1 = self.rect
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        half = min(x1 - x0, y1 - y0) / 2

        def sq(k: float) -> Rect:
            return (cx - half * k, cy - half * k, cx + half * k, cy + half * k)

        sections = ((0.95, 0.55, 0.0, 1.6, style.SPIKE_RED), (0.62, 0.62, 1.6, 1.9, style.SPIKE_WHITE),
                    (0.5, 0.3, 1.9, 3.3, style.SPIKE_RED), (0.38, 0.38, 3.3, 3.55, style.SPIKE_WHITE),
                    (0.25, 0.04, 3.55, 5.2, style.SPIKE_RED))
        for k0, k1, z0, z1, colour in sections:
            b, t = sq(k0), sq(k1)

            def lattice(face: str, poly: QPolygonF, colour: QColor = colour) -> None:
                if face == "top" or colour == style.SPIKE_WHITE:
                    return
                painter.setPen(cosmetic_pen(QColor(255, 255, 255, 120), 1.0))
                painter.drawLine(poly.at(0), poly.at(2))
                painter.drawLine(poly.at(1), poly.at(3))

            draw_frustum(painter, b, t, z0, z1, up, colour, style.OUTLINE, lattice)

    def _park(self, painter: QPainter, up: QPointF) -> None:
        r = self.rect
        x0, y0, x1, y1 = r
        w, h = x1 - x0, y1 - y0

        def lawn(face: str, poly: QPolygonF) -> None:
            if face != "top":
                return
            painter.save()
            painter.setTransform(face_transform(poly, w, h), True)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.PARK_PATH)
            path = QPainterPath()
            path.moveTo(0, h * 0.62)
            path.cubicTo(w * 0.35, h * 0.35, w * 0.6, h * 0.95, w, h * 0.5)
            path.lineTo(w, h * 0.66)
            path.cubicTo(w * 0.6, h * 1.1, w * 0.35, h * 0.5, 0, h * 0.78)
            path.closeSubpath()
            painter.drawPath(path)
            painter.setBrush(QColor("#5fb6e0"))
            painter.drawEllipse(QPointF(w * 0.72, h * 0.25), w * 0.14, h * 0.13)
            painter.restore()

        draw_box(painter, (*r, 0.0, 0.12), up, style.PARK_GRASS, style.PARK_GRASS.darker(150), lawn)
        spots = [(0.18, 0.22), (0.45, 0.2), (0.2, 0.85), (0.55, 0.55), (0.85, 0.8), (0.88, 0.45)]
        trees = sorted(((x0 + w * fx, y0 + h * fy) for fx, fy in spots), key=lambda p: p[0] + p[1])
        for tx, ty in trees:
            draw_box(painter, (tx - 0.08, ty - 0.08, tx + 0.08, ty + 0.08, 0.12, 0.7), up,
                     style.TRUNK, None)
            s = unit_px(painter) * 0.42
            with DeviceSpace(painter) as to_dev:
                p = to_dev.map(lift(tx, ty, 0.95, up))
                grad = QRadialGradient(p + QPointF(-s * 0.35, -s * 0.35), s * 1.4)
                grad.setColorAt(0, style.TREE_LEAF.lighter(150))
                grad.setColorAt(1, style.TREE_LEAF.darker(130))
                painter.setPen(cosmetic_pen(style.TREE_LEAF.darker(180), 1.0))
                painter.setBrush(grad)
                painter.drawEllipse(p, s, s)

    def _arcade(self, painter: QPainter, up: QPointF) -> None:
        r = self.rect

        def neon(face: str, poly: QPolygonF) -> None:
            painter.save()
            if face == "top":
                w, h = r[2] - r[0], r[3] - r[1]
                painter.setTransform(face_transform(poly, w, h), True)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                for i, c in enumerate(style.NEON):
                    painter.setPen(cosmetic_pen(c, 1.6))
                    d = 0.2 + 0.22 * i
                    painter.drawRect(QRectF(d, d, w - 2 * d, h - 2 * d))
            else:
                fw, fh = _side_size(face, r, 1.5)
                painter.setTransform(side_transform(poly, fw, fh), True)
                painter.setPen(Qt.PenStyle.NoPen)
                for i, c in enumerate(style.NEON):
                    painter.setBrush(c)
                    painter.drawRect(QRectF(0.15, 0.18 + 0.13 * i, fw - 0.3, 0.06))
                painter.setBrush(QColor("#12b0ff"))
                painter.drawRect(QRectF(fw * 0.3, 0.72, fw * 0.4, 0.7))
                painter.setBrush(QColor(255, 255, 255, 160))
                painter.drawRect(QRectF(fw * 0.33, 0.76, fw * 0.12, 0.25))
            painter.restore()

        draw_box(painter, (*r, 0.0, 1.5), up, style.ARCADE_WALL, style.OUTLINE, neon)
        x0, y0, x1, _y1 = r
        sign = (x0 + 0.35, y0 + 0.35, x1 - 0.35, y0 + 0.6, 1.5, 2.2)

        def sign_face(face: str, poly: QPolygonF) -> None:
            if face != "south":
                return
            fw = sign[2] - sign[0]
            painter.save()
            painter.setTransform(side_transform(poly, fw, 0.7), True)
            painter.setPen(Qt.PenStyle.NoPen)
            for i, c in enumerate(style.NEON):
                painter.setBrush(c)
                painter.drawEllipse(QPointF(fw * (0.25 + 0.25 * i), 0.35), 0.17, 0.17)
            painter.restore()

        draw_box(painter, sign, up, QColor("#201538"), style.OUTLINE, sign_face)

    def _sumo_dohyo(self, painter: QPainter, up: QPointF) -> None:
        r = self.rect
        x0, y0, x1, y1 = r
        top = _inset(r, 0.35)
        tw, th = top[2] - top[0], top[3] - top[1]

        def ring(face: str, poly: QPolygonF) -> None:
            if face != "top":
                return
            painter.save()
            painter.setTransform(face_transform(poly, tw, th), True)
            rad = min(tw, th) * 0.36
            painter.setPen(cosmetic_pen(style.DOHYO_RING.darker(115), max(3.0, unit_px(painter) * 0.12)))
            painter.setBrush(style.DOHYO_CLAY.lighter(118))
            painter.drawEllipse(QPointF(tw / 2, th / 2), rad, rad)
            painter.setPen(cosmetic_pen(QColor("white"), 2.0))
            for sgn in (-1, 1):
                painter.drawLine(QPointF(tw / 2 + sgn * rad * 0.2, th / 2 - rad * 0.15),
                                 QPointF(tw / 2 + sgn * rad * 0.2, th / 2 + rad * 0.15))
            painter.restore()

        draw_frustum(painter, r, top, 0.0, 0.45, up, style.DOHYO_CLAY, style.OUTLINE, ring)
        posts = [(top[0] + 0.1, top[1] + 0.1), (top[2] - 0.1, top[1] + 0.1),
                 (top[2] - 0.1, top[3] - 0.1), (top[0] + 0.1, top[3] - 0.1)]
        order = sorted(range(4), key=lambda i: posts[i][0] + posts[i][1])
        for i in order:
            px, py = posts[i]
            colour = style.DOHYO_POST[i]
            draw_box(painter, (px - 0.1, py - 0.1, px + 0.1, py + 0.1, 0.45, 1.6), up, colour,
                     colour.darker(160))
