"""The Map in the middle of the window: the real one from `gui/map`, or a plain sheet.

`make_map(controller)` returns the scene, the view and the tray of Parcel
boards. While `gui/map` is not part of the build (it is being written against
docs/architecture.md), a plain blue sheet with the starting squares stands in,
with the same interface, so the rest of the window keeps working.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from tch_desktop.engine.components import default_components
from tch_desktop.gui import theme
from tch_desktop.gui.controller import GameController


class PlainScene(QGraphicsScene):
    """A stand-in Map scene: the sheet and the starting squares, in map units."""

    action_proposed = Signal(object)
    outline_drawn = Signal(str, list)
    area_picked = Signal(str)
    mode_changed = Signal(str)
    hint_changed = Signal(str)

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        c = default_components()
        w, h = c.map_size
        self.setSceneRect(QRectF(-1, -1, w + 2, h + 2))
        sheet = self.addRect(QRectF(0, 0, w, h), QPen(Qt.PenStyle.NoPen), QBrush(theme.PAPER))
        sheet.setZValue(0)
        for x0, y0, x1, y1 in c.starting_parcels.values():
            pen = QPen(QColor(255, 255, 255, 150), 1.5)
            pen.setCosmetic(True)
            self.addRect(QRectF(x0, y0, x1 - x0, y1 - y0), pen)

    def set_active_player(self, player: int | None) -> None:
        pass

    def _unavailable(self, *_args: Any, **_kw: Any) -> None:
        self.hint_changed.emit(self.tr("The Map's placement tools are not part of this build yet."))

    begin_parcel = begin_piece = begin_building = begin_hotel = _unavailable
    begin_outline = begin_pick_area = _unavailable

    def cancel_mode(self) -> None:
        self.mode_changed.emit("select")


class PlainView(QGraphicsView):
    """A stand-in Map view: fits the sheet; no isometric drawing."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setBackgroundBrush(theme.PAPER.darker(160))
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def set_isometric(self, on: bool) -> None:
        pass

    def fit_map(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        self.fit_map()


def make_map(controller: GameController) -> tuple[Any, QGraphicsView, QWidget | None, bool]:
    """(scene, view, tray or None, whether it is the real Map)."""
    try:
        from tch_desktop.gui.map import BoardsTray, MapScene, MapView  # type: ignore[attr-defined]
    except ImportError:
        # TODO(#4): gui/map is being written; the plain sheet stands in until it lands.
        scene = PlainScene(controller)
        return scene, PlainView(scene), None, False
    scene = MapScene(controller)
    return scene, MapView(scene), BoardsTray(scene), True
