"""The camera over the Map: zoom around the cursor, pan, fit, plan or isometric.

The view owns the transform: map units × `theme.UNIT_PX` × zoom, after the
classic 2:1 isometric turn (`iso.ISO`) when isometric. It tells the scene the
matching "up" vector so pieces draw their height the right way. Keys: I
toggles the isometric view, F fits the Map, + and − zoom; the wheel zooms
around the cursor; the middle button, or Space with the left button, pans.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRegion,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QToolButton, QWidget

from tch_desktop.gui.map import cache
from tch_desktop.gui.map.builder_panel import HotelBuilderPanel
from tch_desktop.gui.map.cache import DeviceCache
from tch_desktop.gui.map.iso import ISO, up_for
from tch_desktop.gui.map.scene import MapScene
from tch_desktop.gui.style import board as style
from tch_desktop.gui.style import theme

MIN_ZOOM, MAX_ZOOM = 0.12, 10.0
WHEEL_STEP = 1.0015  # zoom factor per eighth of a degree of wheel turn
SETTLE_MS = 180  # after the last zoom step, pieces are painted sharp again


class MapView(QGraphicsView):
    isometric_changed = Signal(bool)
    _scrolling = True  # while scrolling by both axes, or before the overlays exist (see scroll_by)

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.map_scene = scene
        self._labels_due = QTimer(self)  # many labels move at once (a new game): separated once after
        self._labels_due.setSingleShot(True)
        self._labels_due.setInterval(0)
        self._labels_due.timeout.connect(self.separate_labels)
        scene.labels_moved.connect(self._labels_due.start)
        self._iso = False
        self._zoom = 1.0
        self._space = False
        self._pan_from: QPoint | None = None
        self._pan_button = Qt.MouseButton.NoButton
        self._fitted = False
        self._moved = False  # the player zoomed or panned since the Map was last fitted
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._zoom_settled)
        self._frame: tuple[QPixmap, QTransform] | None = None  # the view when the wheel began to turn
        self._next_slice = QTimer(self)  # one more frame, to paint pictures left for want of budget
        self._next_slice.setSingleShot(True)
        self._next_slice.setInterval(0)
        self._next_slice.timeout.connect(self._paint_next_slice)
        # Where pictures wait to be made sharp (device pixels, in the order they were met, with
        # their cost): each next slice repaints the first of them, a frame's budget at a time.
        self._waiting: list[tuple[QRect, float]] = []
        self._trimmed_at = QTransform()  # the view when pictures off screen were last trimmed
        # The whole Map as the view last showed it whole and sharp, for one projection: (the
        # picture, scene → its pixels, isometric, the scene's revision). A zoom-out step shows it
        # stretched in the ring it uncovers instead of painting the pieces there.
        self._whole: tuple[QPixmap, QTransform, bool, int] | None = None
        self._whole_rect_for: tuple[tuple[int, bool], QRectF] | None = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(style.DESK)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The buttons and the builder float over the Map as children of the viewport: a sibling
        # over the viewport would make Qt repaint the whole view on every scroll step instead of
        # moving what is drawn and painting the strip uncovered.
        self.iso_button = QToolButton(self.viewport())
        self.iso_button.setCheckable(True)
        self.iso_button.toggled.connect(self.set_isometric)
        self.fit_button = QToolButton(self.viewport())
        self.fit_button.clicked.connect(self.fit_map)
        for b in (self.iso_button, self.fit_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
        self.builder = HotelBuilderPanel(scene, self.viewport())
        self.builder.hide()
        self._scrolling = False  # the overlays exist: a scroll puts them back
        scene.mode_changed.connect(self._on_mode_changed)
        self._apply_transform()
        self.retranslate()

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.iso_button.setText(self.tr("Isometric") if not self._iso else self.tr("Plan"))
        self.iso_button.setToolTip(self.tr("Switch between the plan and the isometric view (I)"))
        self.fit_button.setText(self.tr("Fit"))
        self.fit_button.setToolTip(self.tr("Show the whole Map (F)"))
        self._place_overlays()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.map_scene.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------ camera
    @property
    def isometric(self) -> bool:
        return self._iso

    @property
    def zoom(self) -> float:
        return self._zoom

    def base_transform(self) -> QTransform:
        base = QTransform(ISO) if self._iso else QTransform()
        return base * QTransform.fromScale(theme.UNIT_PX, theme.UNIT_PX)

    def _apply_transform(self) -> None:
        self.setTransform(self.base_transform() * QTransform.fromScale(self._zoom, self._zoom))
        self.map_scene.set_up(up_for(ISO, style.ISO_HEIGHT) if self._iso else QPointF())
        self.separate_labels()

    def separate_labels(self) -> None:
        """Move area labels that would cover one another apart, downwards, in pixels: they keep
        their size whatever the zoom, so two areas' ids near each other (in the isometric view
        above all) overlapped ("L2" over "S4")."""
        labels = [lb for lb in self.map_scene.area_labels.values() if lb.text and lb.scene() is not None]
        at = {id(lb): QPointF(self.mapFromScene(lb.pos())) for lb in labels}
        labels.sort(key=lambda lb: (at[id(lb)].y(), at[id(lb)].x()))
        placed: list[QRectF] = []
        for lb in labels:
            base = lb.box().adjusted(-3, -3, 3, 3).translated(at[id(lb)])  # with its border
            dy = 0.0
            for _ in range(len(placed) + 1):
                hit = next((r for r in placed if r.intersects(base.translated(0, dy))), None)
                if hit is None:
                    break
                dy = hit.bottom() - base.top() + 1
            lb.set_nudge(QPointF(0, dy))
            placed.append(base.translated(0, dy))

    def set_isometric(self, on: bool) -> None:
        """Plan (False) or isometric (True). A Map the player has not zoomed or moved since it was
        fitted is fitted again (the isometric sheet is wider: at the plan's zoom its corners were cut
        off); else the point at the centre stays there."""
        if on == self._iso:
            return
        centre = self.mapToScene(self.viewport().rect().center())
        self._iso = on
        if self._fitted and not self._moved:
            self.fit_map()
        else:
            self._apply_transform()
            self.centerOn(centre)
        self.iso_button.blockSignals(True)
        self.iso_button.setChecked(on)
        self.iso_button.blockSignals(False)
        self.retranslate()
        self.isometric_changed.emit(on)

    def fit_map(self) -> None:
        """Zoom and centre so the whole sheet (and what stands on it) fills the view."""
        rect = self._whole_rect()
        shown = self.base_transform().mapRect(rect)
        vp = self.viewport().rect()
        if shown.width() <= 0 or shown.height() <= 0 or vp.width() <= 0:
            return
        self._zoom = max(MIN_ZOOM, min(MAX_ZOOM, 0.97 * min(vp.width() / shown.width(),
                                                              vp.height() / shown.height())))
        self._apply_transform()
        self.centerOn(rect.center())
        self._fitted = True
        self._moved = False

    def zoom_by(self, factor: float, anchor: QPoint | None = None) -> None:
        """Zoom keeping the map point under `anchor` (viewport pixels) where it is."""
        at = anchor if anchor is not None else self.viewport().rect().center()
        before = self.mapToScene(at)
        new = max(MIN_ZOOM, min(MAX_ZOOM, self._zoom * factor))
        if new == self._zoom:
            return
        self._moved = True
        if not self.map_scene.zooming:  # the wheel begins to turn: what is on screen now
            self.map_scene.zooming = True  # as it is: pictures still waiting are not made for it
            self._waiting = []  # the slices left are made again once the wheel rests
            self._next_slice.stop()
            self._frame = (self._grab_map(), QTransform(self.viewportTransform()))
        self.map_scene.zooming = True
        self._settle.start()
        self._zoom = new
        self._apply_transform()
        self.scroll_by(self.mapFromScene(before) - at)

    def _grab_map(self) -> QPixmap:
        """What the viewport shows now, without the buttons floating over it: the window's last
        painted picture (see `_shown_now`) with only what lies under the buttons painted again;
        where the platform keeps no such picture, the whole viewport painted again."""
        vp = self.viewport()
        frame = self._shown_now()
        if frame is None:
            ratio = vp.devicePixelRatioF()
            frame = QPixmap(round(vp.width() * ratio), round(vp.height() * ratio))
            frame.setDevicePixelRatio(ratio)
            vp.render(frame, QPoint(), QRegion(), QWidget.RenderFlag.DrawWindowBackground)
            return frame
        under = self._under_children()
        if not under.isEmpty():
            vp.render(frame, under.boundingRect().topLeft(), under, QWidget.RenderFlag.DrawWindowBackground)
        return frame

    def _shown_now(self) -> QPixmap | None:
        """A copy of the viewport's part of the window's backing store — what was last painted
        there, no piece painted again — where it is a raster image (every desktop platform
        without OpenGL painting); else None. The buttons' parts hold whatever was painted last."""
        vp = self.viewport()
        ratio = vp.devicePixelRatioF()
        store = vp.backingStore()
        shown = store.paintDevice() if store is not None else None
        at = vp.mapTo(vp.window(), QPoint(0, 0))
        part = QRect(round(at.x() * ratio), round(at.y() * ratio), round(vp.width() * ratio), round(vp.height() * ratio))
        if not isinstance(shown, QImage) or shown.devicePixelRatio() != ratio or not shown.rect().contains(part):
            return None
        frame = QPixmap.fromImage(shown.copy(part))
        frame.setDevicePixelRatio(ratio)
        return frame

    def _under_children(self) -> QRegion:
        """Where the buttons and the builder float over the Map."""
        under = QRegion()
        for child in self.viewport().children():
            if isinstance(child, QWidget) and child.isVisible():
                under += child.geometry()
        return under

    def _zoom_settled(self) -> None:
        """The wheel rests: pieces are painted sharp again, a part of the view per frame from the
        centre out (the last frame, stretched, stays on screen until then), and pictures made for
        other zooms or lying far off screen are dropped."""
        self.map_scene.zooming = False
        self._frame = None
        self.drop_offscreen_pictures()
        self._waiting = [(part, float(cache.FRAME_PIXELS)) for part in self._parts()]  # one a slice
        self._next_slice.start()

    def _parts(self) -> list[QRect]:
        """The view cut into 4 × 3 parts, nearest the centre first."""
        vp = self.viewport().rect()
        xs = [vp.width() * i // 4 for i in range(5)]
        ys = [vp.height() * j // 3 for j in range(4)]
        parts = [QRect(xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j]) for i in range(4) for j in range(3)]
        centre = vp.center()
        return sorted(parts, key=lambda r: (r.center() - centre).manhattanLength())

    def _paint_zooming(self, event: QPaintEvent, frame: QPixmap, was: QTransform) -> None:
        """While the wheel turns: the view as it was, stretched to the new zoom (one picture);
        only the border it no longer covers (zooming out) is painted from the pieces. Zooming
        out, what this frame shows becomes the picture the next step stretches: each step paints
        only the ring it uncovers, not all that the wheel uncovered since it began to turn."""
        rel = was.inverted()[0] * self.viewportTransform()
        ratio = frame.devicePixelRatio()
        shown = rel.mapRect(QRectF(0, 0, frame.width() / ratio, frame.height() / ratio))
        vp = self.viewport().rect()
        if not shown.contains(QRectF(vp)):
            border = QRegion(vp) - QRegion(shown.toAlignedRect().adjusted(1, 1, -1, -1))
            whole = self._whole_map()
            if whole is not None:  # the whole Map as last seen whole, stretched: no piece painted
                p = QPainter(self.viewport())
                p.setClipRegion(border)
                p.fillRect(border.boundingRect(), self.backgroundBrush())
                cache.draw_whole(p, whole, self.viewportTransform())
                p.end()
            else:
                pictures = self.map_scene.pictures
                pictures.region, pictures.clip = border, True  # the pieces paint only what is uncovered
                try:
                    super().paintEvent(QPaintEvent(border))
                finally:
                    pictures.region, pictures.clip = event.region(), False
        painter = QPainter(self.viewport())
        painter.setTransform(rel)
        painter.drawPixmap(QPointF(0, 0), frame)
        painter.end()
        if rel.determinant() < 1 and (QRegion(vp) - event.region()).isEmpty():
            now = self._shown_now()
            if now is not None:
                under = self._under_children()
                if not under.isEmpty():  # what lies under the buttons was not painted: as it was
                    p = QPainter(now)
                    p.setClipRegion(under)
                    p.setTransform(rel)
                    p.drawPixmap(QPointF(0, 0), frame)
                    p.end()
                self._frame = (now, QTransform(self.viewportTransform()))

    def _whole_map(self) -> tuple[QPixmap, QTransform] | None:
        """The picture of the whole Map for what the view shows now (its projection, the game as
        it stands), if there is one."""
        whole = self._whole
        if whole is None or whole[2] != self._iso or whole[3] != self.map_scene.revision:
            return None
        return whole[0], whole[1]

    def _keep_whole_map(self) -> None:
        """The view shows the whole Map, every picture made (nothing waits): what it shows,
        shrunk to at most cache.BACKDROP_PIXELS, becomes the picture of the whole Map. What lies
        under the buttons is painted again for it."""
        if self._whole_map() is not None:
            return
        vp = self.viewport()
        if not self.mapToScene(vp.rect()).boundingRect().contains(self._whole_rect()):
            return
        shown = self._shown_now()
        if shown is None:
            return
        under = self._under_children()
        if not under.isEmpty():
            p = QPainter(shown)
            p.setClipRegion(under)
            p.fillRect(under.boundingRect(), self.backgroundBrush())
            self.render(p, QRectF(under.boundingRect()), under.boundingRect(),
                        Qt.AspectRatioMode.IgnoreAspectRatio)
            p.end()
        ratio = shown.devicePixelRatio()
        w, h = shown.width() / ratio, shown.height() / ratio
        s = min(1.0, math.sqrt(cache.BACKDROP_PIXELS / max(1.0, w * h)))
        small = shown.scaled(max(1, round(w * s)), max(1, round(h * s)), Qt.AspectRatioMode.IgnoreAspectRatio,
                             Qt.TransformationMode.FastTransformation)
        small.setDevicePixelRatio(1.0)
        to_small = self.viewportTransform() * QTransform.fromScale(small.width() / w, small.height() / h)
        self._whole = (small, to_small, self._iso, self.map_scene.revision)

    def _whole_rect(self) -> QRectF:
        """The Map and what stands on it (scene units), as fit_map shows it (kept for the game as
        it stands and the projection)."""
        key = (self.map_scene.revision, self._iso)
        if self._whole_rect_for is None or self._whole_rect_for[0] != key:
            rect = self.map_scene.map_rect.adjusted(-1.2, -1.2, 1.2, 1.2)
            for item in self.map_scene.solids():
                rect = rect.united(item.sceneBoundingRect())
            self._whole_rect_for = (key, rect)
        return QRectF(self._whole_rect_for[1])

    def drop_offscreen_pictures(self) -> None:
        scene = self.map_scene
        scene.pictures.forget_other_zooms(self.viewportTransform())
        vp = self.viewport().rect()
        keep = self.mapToScene(vp.adjusted(-vp.width() // 2, -vp.height() // 2, vp.width() // 2,
                                           vp.height() // 2)).boundingRect()
        for item in scene.items():
            cache = getattr(item, "cache", None)
            if cache is not None and not keep.intersects(item.sceneBoundingRect()):
                cache.invalidate()

    def _off_screen_caches(self) -> Iterator[DeviceCache]:
        """The picture caches of items lying wholly outside the view and a margin around it."""
        vp = self.viewport().rect()
        keep = self.mapToScene(vp.adjusted(-vp.width() // 4, -vp.height() // 4, vp.width() // 4,
                                           vp.height() // 4)).boundingRect()
        near = {id(getattr(item, "cache", None))
                for item in self.map_scene.items(keep, Qt.ItemSelectionMode.IntersectsItemBoundingRect)}
        # Only caches that were painted hold pictures (walking every item of the scene, sorted,
        # took about a millisecond a frame).
        for c in list(self.map_scene.pictures.caches):
            if id(c) not in near:
                yield c

    def paintEvent(self, event: QPaintEvent) -> None:
        pictures = self.map_scene.pictures
        pictures.begin_frame()
        # Memory stays bounded while panning too: what left the screen goes before new pictures
        # are made, and what a frame made is counted after it.
        # While the wheel turns no picture is made (the old ones are stretched): nothing to trim
        # before such a frame (it cost 2-4 ms a step); the frame the wheel rests in trims.
        t = self.viewportTransform()
        if t != self._trimmed_at and not self.map_scene.zooming:
            pictures.trim(self._off_screen_caches())
            self._trimmed_at = QTransform(t)
        made = pictures.made
        pictures.region = event.region()
        pictures.whole = self._whole_map()
        try:
            if self.map_scene.zooming and self._frame is not None:
                self._paint_zooming(event, *self._frame)
            else:
                super().paintEvent(event)
        finally:
            pictures.region = None
        if pictures.made != made and t != self._trimmed_at:
            # Pictures this frame made show what is on screen: under the transform the pictures
            # off screen were last sorted out for (every slice after the wheel rests), they add
            # nothing off screen. After a wheel step they are sorted out again.
            pictures.trim(self._off_screen_caches())
        # What waits now: what this frame left stretched, then what waited outside what it painted.
        painted = event.region()
        vp = self.viewport().rect()
        waiting: dict[tuple[int, int, int, int], tuple[QRect, float]] = {}

        def wait(r: QRect, cost: float) -> None:
            waiting.setdefault((r.x(), r.y(), r.width(), r.height()), (r, cost))

        for r, cost in pictures.waiting:
            if r.intersects(vp):
                wait(r.intersected(vp), cost)
        for r, cost in self._waiting:
            if not r.intersects(vp):
                continue  # panned off screen: a pan back repaints it
            if not painted.intersects(r):
                wait(r, cost)
                continue
            area = r.width() * r.height()
            for rest in QRegion(r.intersected(vp)) - painted:  # type: ignore[attr-defined]  # not repainted
                wait(rest, cost * rest.width() * rest.height() / max(1, area))
        self._waiting = list(waiting.values())
        if self._waiting:  # pictures left stretched for want of budget: one more frame
            self._next_slice.start()
        elif not self.map_scene.zooming:
            self._keep_whole_map()

    def next_slice(self) -> QRegion:
        """Where the next slice repaints: the first pictures that wait, a frame's budget of them."""
        region = QRegion()
        budget = float(cache.FRAME_PIXELS)
        for rect, cost in self._waiting:
            if budget <= 0:
                break
            region += rect
            budget -= cost
        return region

    def _paint_next_slice(self) -> None:
        """Repaint where the first pictures wait to be made sharp; the rest of the view is left as
        it is (a slice costs what it makes, not a whole frame)."""
        region = self.next_slice()
        if not region.isEmpty():
            self.viewport().update(region)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)  # moves what is drawn, and the viewport's children with it
        self._waiting = [(r.translated(dx, dy), cost) for r, cost in self._waiting]
        if not self._scrolling:
            self._place_overlays()  # the buttons stay where they were

    def scroll_by(self, delta: QPoint | QPointF) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        self._scrolling = True  # the buttons go back once both steps are made: moved in between,
        try:  # they would leave a repaint pending that turns the second step into a whole repaint
            h.setValue(h.value() + round(delta.x()))
            v.setValue(v.value() + round(delta.y()))
        finally:
            self._scrolling = False
        self._place_overlays()

    # ------------------------------------------------------------ events
    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() or event.pixelDelta().y()
        if steps:
            self.zoom_by(WHEEL_STEP ** steps, event.position().toPoint())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        b = event.button()
        if b == Qt.MouseButton.MiddleButton or (b == Qt.MouseButton.LeftButton and self._space):
            self._pan_from = event.position().toPoint()
            self._pan_button = b
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            pos = event.position().toPoint()
            self._moved = True
            self.scroll_by(self._pan_from - pos)
            self._pan_from = pos
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() == self._pan_button:
            self._pan_from = None
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor if self._space
                                      else Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        plain = not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier))
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif key == Qt.Key.Key_I and plain:
            self.set_isometric(not self._iso)
        elif key == Qt.Key.Key_F and plain:
            self.fit_map()
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(0.8)
        else:
            super().keyPressEvent(event)  # the scene's mode: R, E, Enter, Esc…
            return
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            if self._pan_from is None:
                self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        super().keyReleaseEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self.fit_map()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_overlays()
        if self._fitted and not self._moved:  # shown before the window had its size: fit again
            self.fit_map()

    def _on_mode_changed(self, mode: str) -> None:
        self.builder.setVisible(mode == "hotel")
        self._place_overlays()
        if mode != "select":
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _place_overlays(self) -> None:
        m = 8
        x = self.viewport().width() - m
        for b in (self.fit_button, self.iso_button):
            b.adjustSize()
            x -= b.width()
            b.move(x, m)
            x -= 4
            b.raise_()
        self.builder.fit_height()
        self.builder.move(m, m)
        self.builder.raise_()
