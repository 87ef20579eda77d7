"""The pieces standing on the Map: capsules, Entrances, Vending Machines, Graveyards
(Buildings are in buildings.py, land in land.py, the sheet in sheet.py).

Each item stands for one engine object and keeps only its id and its fixed
geometry; what can change (the owner of a Graveyard's pen) is looked up through
the scene when painting. Solid pieces draw themselves for the scene's `up`
vector (see iso.py), so plan and isometric views share the same items.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tch_desktop.gui.map.cache import DeviceCache, Look, Pictures
from tch_desktop.gui.map.iso import (
    Box,
    box_path,
    draw_box,
    face_transform,
    has_height,
    projected_bounds,
    side_transform,
)
from tch_desktop.gui.map.paint import (
    DeviceSpace,
    cosmetic_pen,
    draw_device_text,
    draw_mark,
    unit_px,
)
from tch_desktop.gui.style import board as style
from tch_desktop.gui.style import theme

if TYPE_CHECKING:
    from tch_desktop.engine.state import GameState

Z_PAPER, Z_AREA, Z_SHADOW, Z_SOLID, Z_LABEL, Z_GHOST, Z_CURSOR = 0, 10, 40, 100, 5000, 6000, 7000


def scene_up(item: QGraphicsItem) -> QPointF:
    scene = item.scene()
    return getattr(scene, "up", QPointF()) if scene is not None else QPointF()


def scene_zooming(item: QGraphicsItem) -> bool:
    """Whether the view's zoom is changing right now (cached pictures may be stretched)."""
    scene = item.scene()
    return bool(getattr(scene, "zooming", False)) if scene is not None else False


def scene_pictures(item: QGraphicsItem) -> Pictures | bool:
    """The scene's picture store (shared pictures, the zoom state, the frame's budget)."""
    scene = item.scene()
    pictures = getattr(scene, "pictures", None) if scene is not None else None
    return pictures if pictures is not None else scene_zooming(item)


def ground_changed(item: QGraphicsItem, where: QRectF) -> None:
    """A ground layer (land, shadows) looks different at `where` (scene units): the sheet, which
    paints the ground, paints that part again (see sheet.py)."""
    scene = item.scene()
    paper = getattr(scene, "paper", None) if scene is not None else None
    if paper is not None:
        paper.ground_changed(where)


def scene_state(item: QGraphicsItem) -> GameState | None:
    scene = item.scene()
    return getattr(scene, "state", None) if scene is not None else None


# ---------------------------------------------------------------- solids

class SolidItem(QGraphicsItem):
    """A piece with height. Subclasses give `boxes()` and paint them."""

    def __init__(self, sid: str | None) -> None:
        super().__init__()
        self.sid = sid
        self.ghost: QColor | None = None  # a tint for previews (legal / illegal)
        self.cache = DeviceCache()  # pieces change rarely: a drag over them only blits pictures
        self.hovered = False
        self.setAcceptHoverEvents(sid is not None)
        self._bounds_key: tuple[float, float] | None = None
        self._bounds = QRectF()

    def boxes(self) -> list[Box]:
        raise NotImplementedError

    def look(self, px: float) -> Look | None:
        """What this piece's picture depends on at `px` pixels per unit, and the scene point it
        hangs from: pieces that look the same share one picture. None: a picture of its own."""
        return None

    def order_box(self) -> Box:
        """The box used to sort pieces back to front."""
        bs = self.boxes()
        return (min(b[0] for b in bs), min(b[1] for b in bs), max(b[2] for b in bs),
                max(b[3] for b in bs), min(b[4] for b in bs), max(b[5] for b in bs))

    def up(self) -> QPointF:
        return scene_up(self)

    def set_rect(self, rect: tuple[float, float, float, float]) -> None:
        """Move a one-rectangle piece (previews follow the cursor this way)."""
        self.prepareGeometryChange()
        self.rect = rect
        self._bounds_key = None
        self.cache.invalidate()
        self.update()

    def geometry_changed(self) -> None:
        """The scene's up vector is about to change: the bounds will."""
        self.prepareGeometryChange()
        self._bounds_key = None
        self.cache.invalidate()

    def redraw(self) -> None:
        """Its look changed (say, a new owner): paint it again."""
        self.cache.invalidate()
        self.update()

    def boundingRect(self) -> QRectF:
        up = self.up()
        key = (up.x(), up.y())
        if key != self._bounds_key:
            rect = QRectF()
            for b in self.boxes():
                rect = rect.united(projected_bounds(b, up))
            self._bounds = rect.adjusted(-0.15, -0.15, 0.15, 0.15)
            self._bounds_key = key
        return self._bounds

    def silhouette(self) -> QPainterPath:
        """What the piece covers on screen: its boxes' outlines, not united (a fill of them covers
        the same)."""
        up = self.up()
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for b in self.boxes():
            path.addPath(box_path(b, up))
        return path

    def shape(self) -> QPainterPath:
        up = self.up()
        path = QPainterPath()
        for b in self.boxes():
            path = path.united(box_path(b, up))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.ghost is None:
            self.cache.paint(painter, self.boundingRect(), lambda p: self.paint_solid(p, self.up()),
                             scene_pictures(self), lambda: self.look(unit_px(painter)), outline=self.silhouette)
        else:
            self.paint_solid(painter, self.up())
            painter.setPen(cosmetic_pen(self.ghost.darker(130), 2.0))
            painter.setBrush(style.tint(self.ghost, 70))
            painter.drawPath(self.shape())
        if self.hovered:
            painter.setPen(cosmetic_pen(style.HOVER, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.shape())

    # Hovering a piece outlines it, and every other part of the same piece (a Hotel's capsules).
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        hover = getattr(self.scene(), "hover_piece", None)
        if hover is not None and self.sid is not None:
            hover(self.sid)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        hover = getattr(self.scene(), "hover_piece", None)
        if hover is not None and self.sid is not None:
            hover(None)
        super().hoverLeaveEvent(event)

    def label_id(self, painter: QPainter, at: QPointF) -> None:
        """The piece's id, written on it once the Map is zoomed in enough to read it."""
        px = unit_px(painter)
        if self.sid is not None and px >= 30:
            draw_device_text(painter, at, self.sid, min(12.0, px * 0.3), style.ID_INK, style.ID_BG)

    def paint_solid(self, painter: QPainter, up: QPointF) -> None:
        raise NotImplementedError


class CapsuleItem(SolidItem):
    """One capsule of a Hotel: a box one story tall, its colour's mark on its faces."""

    def __init__(self, hotel: str | None, rect: tuple[float, float, float, float], z: int,
                 colour: str, top: bool = True) -> None:
        super().__init__(hotel)
        self.rect = rect
        self.z = z
        self.colour = colour
        self.top = top  # nothing stands on it (it shows the number of stories in the plan view)
        self.setZValue(Z_SOLID)

    def look(self, px: float) -> Look | None:
        x0, y0, x1, y1 = self.rect
        return ("capsule", x1 - x0, y1 - y0, self.z, self.colour, self.top, self.up().toTuple()), QPointF(x0, y0)

    def boxes(self) -> list[Box]:
        x0, y0, x1, y1 = self.rect
        return [(x0, y0, x1, y1, self.z * style.STORY, (self.z + 1) * style.STORY)]

    def paint_solid(self, painter: QPainter, up: QPointF) -> None:
        fill = theme.capsule_color(self.colour)
        mark = theme.capsule_mark(self.colour)
        ink = style.ink_for(fill)
        box = self.boxes()[0]
        w, h = box[2] - box[0], box[3] - box[1]

        def decorate(face: str, poly: QPolygonF) -> None:
            if face == "top":
                fw, fh = w, h
            else:
                fw, fh = (w if face in ("south", "north") else h), style.STORY
            painter.save()
            painter.setTransform(face_transform(poly, fw, fh), True)
            r = min(fw, fh) * 0.32
            if face == "top":
                # Two marks on the long capsule, like the pattern printed on the piece.
                long_x = fw >= fh
                for k in (0.27, 0.73):
                    cx, cy = (fw * k, fh / 2) if long_x else (fw / 2, fh * k)
                    draw_mark(painter, mark, cx, cy, r, ink)
            else:
                draw_mark(painter, mark, fw / 2, fh / 2, r * 0.8, style.tint(ink, 150))
            painter.restore()

        draw_box(painter, box, up, fill, fill.darker(175), decorate)
        if self.top and self.z > 0 and not has_height(up) and unit_px(painter) > 14:
            draw_device_text(painter, QPointF(box[2] - 0.3, box[1] + 0.3), str(self.z + 1),
                             unit_px(painter) * 0.42, QColor("white"), style.tint(theme.INK, 190))


class EntranceItem(SolidItem):
    """A Hotel's Entrance: a small porch with a door and a curtain of the Hotel's colour."""

    def __init__(self, hotel: str | None, rect: tuple[float, float, float, float], colour: str) -> None:
        super().__init__(hotel)
        self.rect = rect
        self.colour = colour
        self.setZValue(Z_SOLID)

    def look(self, px: float) -> Look | None:
        x0, y0, x1, y1 = self.rect
        label = self.sid if px >= 30 else None  # its id is written on it
        return ("entrance", x1 - x0, y1 - y0, self.colour, label, self.up().toTuple()), QPointF(x0, y0)

    def boxes(self) -> list[Box]:
        return [(*self.rect, 0.0, style.ENTRANCE_HEIGHT)]

    def paint_solid(self, painter: QPainter, up: QPointF) -> None:
        accent = theme.capsule_color(self.colour) if self.colour else theme.ACCENT
        box = self.boxes()[0]
        w, h = box[2] - box[0], box[3] - box[1]

        def decorate(face: str, poly: QPolygonF) -> None:
            painter.save()
            if face == "top":
                painter.setTransform(face_transform(poly, w, h), True)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(accent)
                painter.drawRect(QRectF(0, 0, w, h * 0.28))
                painter.setBrush(style.DOOR)
                path = QPainterPath()
                path.moveTo(w * 0.3, h * 0.9)
                path.lineTo(w * 0.3, h * 0.55)
                path.arcTo(QRectF(w * 0.3, h * 0.4, w * 0.4, h * 0.3), 180, -180)
                path.lineTo(w * 0.7, h * 0.9)
                path.closeSubpath()
                painter.drawPath(path)
            else:
                fw = w if face in ("south", "north") else h
                fh = style.ENTRANCE_HEIGHT
                painter.setTransform(side_transform(poly, fw, fh), True)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(accent)
                painter.drawRect(QRectF(0.08 * fw, 0.08, 0.84 * fw, 0.22))
                painter.setBrush(style.DOOR)
                painter.drawRect(QRectF(0.3 * fw, 0.34, 0.4 * fw, fh - 0.34))
            painter.restore()

        draw_box(painter, box, up, style.ENTRANCE_BODY, style.OUTLINE, decorate)
        top = box[5]
        self.label_id(painter, QPointF((box[0] + box[2]) / 2 + up.x() * top, (box[1] + box[3]) / 2 + up.y() * top))


class VendingItem(SolidItem):
    """A Vending Machine: a tall white box with a lit front."""

    def __init__(self, sid: str | None, rect: tuple[float, float, float, float]) -> None:
        super().__init__(sid)
        self.rect = rect
        self.setZValue(Z_SOLID)

    def look(self, px: float) -> Look | None:
        x0, y0, x1, y1 = self.rect
        return ("vending", x1 - x0, y1 - y0, self.up().toTuple()), QPointF(x0, y0)

    def boxes(self) -> list[Box]:
        return [(*self.rect, 0.0, style.VENDING_HEIGHT)]

    def paint_solid(self, painter: QPainter, up: QPointF) -> None:
        box = self.boxes()[0]
        w, h = box[2] - box[0], box[3] - box[1]

        def decorate(face: str, poly: QPolygonF) -> None:
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            if face == "top":
                painter.setTransform(face_transform(poly, w, h), True)
                painter.setBrush(style.VENDING_STRIPE)
                painter.drawRect(QRectF(0, h * 0.62, w, h * 0.38))
                painter.setBrush(style.VENDING_PANEL)
                painter.drawEllipse(QPointF(w * 0.5, h * 0.32), w * 0.17, h * 0.17)
            else:
                fw, fh = (w if face in ("south", "north") else h), style.VENDING_HEIGHT
                painter.setTransform(side_transform(poly, fw, fh), True)
                painter.setBrush(style.VENDING_STRIPE)
                painter.drawRect(QRectF(0, 0, fw, fh * 0.12))
                painter.setBrush(style.VENDING_PANEL)
                painter.drawRect(QRectF(fw * 0.12, fh * 0.2, fw * 0.76, fh * 0.42))
                for i, c in enumerate(("#e74c3c", "#f1c40f", "#2ecc71", "#ecf0f1")):
                    painter.setBrush(QColor(c))
                    painter.drawRect(QRectF(fw * (0.18 + 0.17 * i), fh * 0.3, fw * 0.1, fh * 0.2))
                painter.setBrush(QColor(40, 40, 40))
                painter.drawRect(QRectF(fw * 0.3, fh * 0.78, fw * 0.4, fh * 0.08))
            painter.restore()

        draw_box(painter, box, up, style.VENDING_BODY, style.OUTLINE, decorate)


class GraveyardItem(SolidItem):
    """A Graveyard: traced with the owner's pen, a gravestone and the little figure."""

    def __init__(self, sid: str | None, rect: tuple[float, float, float, float],
                 pen: QColor | None = None) -> None:
        super().__init__(sid)
        self.rect = rect
        self.pen = pen  # for previews; otherwise the owner's pen, looked up
        self.setZValue(Z_SOLID)

    def look(self, px: float) -> Look | None:
        x0, y0, x1, y1 = self.rect
        return (("graveyard", x1 - x0, y1 - y0, self.owner_pen().name(), self.up().toTuple()),
                QPointF(x0, y0))

    def boxes(self) -> list[Box]:
        return [(*self.rect, 0.0, style.GRAVESTONE_HEIGHT + 0.45)]

    def owner_pen(self) -> QColor:
        if self.pen is not None:
            return self.pen
        state = scene_state(self)
        if state is None or self.sid not in state.structures:
            return theme.INK
        return QColor(state.players[state.owner_of(self.sid)].pen)

    def paint_solid(self, painter: QPainter, up: QPointF) -> None:
        x0, y0, x1, y1 = self.rect
        px = unit_px(painter)
        trace = QRectF(x0 + 0.06, y0 + 0.06, x1 - x0 - 0.12, y1 - y0 - 0.12)
        painter.setPen(cosmetic_pen(style.HALO, max(1.3, px * 0.07) + 2))
        painter.setBrush(style.GRAVE_GROUND)
        painter.drawRect(trace)
        painter.setPen(cosmetic_pen(self.owner_pen(), max(1.3, px * 0.07)))
        painter.drawRect(trace)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        with DeviceSpace(painter) as to_dev:
            # An upright headstone, rounded on top, with its inscription (a flat slab seen from above
            # read as a tap beside the figure).
            base = to_dev.map(QPointF(cx - 0.18, cy + 0.3))
            w, h = px * 0.62, px * 0.8
            painter.setPen(cosmetic_pen(style.OUTLINE, max(1.0, px * 0.04)))
            painter.setBrush(style.STONE)
            stone = QPainterPath()
            stone.moveTo(base.x() - w / 2, base.y())
            stone.lineTo(base.x() - w / 2, base.y() - h + w / 2)
            stone.arcTo(QRectF(base.x() - w / 2, base.y() - h, w, w), 180, -180)
            stone.lineTo(base.x() + w / 2, base.y())
            stone.closeSubpath()
            painter.drawPath(stone)
            painter.setPen(cosmetic_pen(style.OUTLINE, max(1.0, px * 0.035)))
            for row in (0.58, 0.42, 0.26):  # the inscription, as lines (no creed's sign)
                y = base.y() - h * row
                half = w * (0.22 if row > 0.5 else 0.3)
                painter.drawLine(QPointF(base.x() - half, y), QPointF(base.x() + half, y))
        # The little figure (drawn upright, to scale), beside the stone.
        foot = QPointF(cx + 0.3, cy + 0.35)
        with DeviceSpace(painter) as to_dev:
            p = to_dev.map(foot)
            s = px * 0.42
            painter.setPen(cosmetic_pen(theme.INK, max(1.0, px * 0.04)))
            painter.setBrush(style.GHOST_FIGURE)
            body = QPainterPath()
            body.moveTo(p.x() - s * 0.35, p.y())
            body.lineTo(p.x() - s * 0.35, p.y() - s * 0.7)
            body.arcTo(QRectF(p.x() - s * 0.35, p.y() - s * 1.05, s * 0.7, s * 0.7), 180, -180)
            body.lineTo(p.x() + s * 0.35, p.y())
            body.lineTo(p.x() + s * 0.12, p.y() - s * 0.15)
            body.lineTo(p.x(), p.y())
            body.lineTo(p.x() - s * 0.12, p.y() - s * 0.15)
            body.closeSubpath()
            painter.drawPath(body)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.INK)
            for dx in (-0.12, 0.12):
                painter.drawEllipse(QPointF(p.x() + s * dx, p.y() - s * 0.68), s * 0.06, s * 0.08)
