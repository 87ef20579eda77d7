"""What every interaction mode shares: the player, the live check, the ghost under the cursor.

A tool never decides legality: it builds the engine action the player is
aiming at, asks `game.check`, and shows the answer (green, or red with the
reason in words). Checks are cached per position until the game changes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tch_desktop.engine.errors import IllegalAction
from tch_desktop.gui.map.items import Z_CURSOR, Z_GHOST
from tch_desktop.gui.map.paint import cosmetic_pen
from tch_desktop.gui.map.sheet import LabelItem
from tch_desktop.gui.style import theme
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.reasons import reason_text

if TYPE_CHECKING:
    from tch_desktop.gui.map.scene import MapScene

Point = tuple[float, float]

LABEL_OFFSET = QPointF(18, 20)  # the cursor's reason: below right of the cursor, in pixels


def snap(value: float, grid: float) -> float:
    """The nearest multiple of the grid (halves go up, the same on both sides of zero)."""
    return math.floor(value / grid + 0.5) * grid


def verdict_colour(legal: bool) -> QColor:
    return theme.LEGAL if legal else theme.ILLEGAL


class FootprintItem(QGraphicsItem):
    """A ground outline under the cursor: green where legal, red where not."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_GHOST - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._path = QPainterPath()
        self.legal = True

    def set_outline(self, points: Sequence[Point], legal: bool) -> None:
        path = QPainterPath()
        if points:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
            path.closeSubpath()
        self.set_path(path, legal)

    def set_path(self, path: QPainterPath, legal: bool) -> None:
        self.prepareGeometryChange()
        self._path = path
        self.legal = legal
        self.update()

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-0.3, -0.3, 0.3, 0.3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        colour = verdict_colour(self.legal)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(cosmetic_pen(colour.darker(140), 2.5))
        painter.setBrush(colour)
        painter.drawPath(self._path)


class Tool:
    """One interaction mode of the scene. Subclasses override the event methods they use."""

    mode = "select"

    def __init__(self, scene: MapScene, player: int, coupons: int = 0) -> None:
        self.scene = scene
        self.player = player
        self.coupons = coupons
        self.pos: QPointF | None = None
        self.ghosts: list[QGraphicsItem] = []
        self.label = LabelItem("", offset=QPointF(LABEL_OFFSET), px=12)
        self.label.setZValue(Z_CURSOR)
        self.label.setVisible(False)
        self._checks: dict[Any, IllegalAction | None] = {}
        self._checks_at = -1

    # ------------------------------------------------------------ the engine
    def check(self, action: Any) -> IllegalAction | None:
        """The engine's verdict on an action, cached until the game changes."""
        game = self.scene.game
        if game is None:
            return IllegalAction("wrong_phase", phase="none")
        stamp = len(game.log)
        if stamp != self._checks_at:
            self._checks = {}
            self._checks_at = stamp
        if action not in self._checks:
            self._checks[action] = game.check(action)
        return self._checks[action]

    @staticmethod
    def reason(err: IllegalAction) -> str:
        return reason_text(err, yen)

    # ------------------------------------------------------------ ghosts
    def add_ghost(self, item: QGraphicsItem) -> QGraphicsItem:
        self.ghosts.append(item)
        self.scene.addItem(item)
        return item

    def show_label(self, pos: QPointF, text: str, legal: bool) -> None:
        if self.label.scene() is None:
            self.scene.addItem(self.label)
        self.label.setPos(pos)
        self.label.offset = QPointF(LABEL_OFFSET)
        self.label.set_text(text, verdict_colour(legal).darker(150))
        self._keep_label_in_view(pos)
        self.label.setVisible(bool(text))

    def _keep_label_in_view(self, pos: QPointF) -> None:
        """Near an edge of the Map's view the label goes to the other side of the cursor, whole."""
        views = self.scene.views()
        if not views or not self.label.text:
            return
        view = views[0]
        vp = view.viewport().rect()
        at = view.mapFromScene(pos)
        box = self.label.boundingRect()
        dx, dy = LABEL_OFFSET.x(), LABEL_OFFSET.y()
        if at.x() + dx + box.width() > vp.width() - 4:
            dx = -box.width() - 8
        if at.x() + dx < 4:
            dx = 4 - at.x()
        if at.y() + dy + box.height() > vp.height() - 4:
            dy = -box.height() - 8
        if (dx, dy) != (LABEL_OFFSET.x(), LABEL_OFFSET.y()):
            self.label.offset = QPointF(dx, dy)
            self.label.set_text(self.label.text, self.label.accent)

    def cleanup(self) -> None:
        for item in [*self.ghosts, self.label]:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.ghosts = []

    # ------------------------------------------------------------ events
    def start(self) -> None:
        self.scene.set_hint(self.start_hint())

    def start_hint(self) -> str:
        return ""

    def press(self, pos: QPointF, button: Qt.MouseButton) -> None:
        pass

    def move(self, pos: QPointF, buttons: Qt.MouseButton) -> None:
        pass

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        pass

    def key(self, key: int) -> bool:
        if key == Qt.Key.Key_Escape:
            self.scene.cancel_mode()
            return True
        return False

    def refresh(self) -> None:
        """The game changed (an action was applied): check again where the cursor is."""
        self._checks_at = -1
        if self.pos is not None:
            self.move(self.pos, Qt.MouseButton.NoButton)

    def retranslate(self) -> None:
        self.refresh()
        if self.pos is None:
            self.scene.set_hint(self.start_hint())


class GhostTool(Tool):
    """A piece that follows the cursor as a ghost: click (or Enter) places it, R or the right button turns it.

    Subclasses set `action` and `error` in `move` (the engine's verdict on the spot under the cursor).
    """

    rotatable = True

    def __init__(self, scene: MapScene, player: int, coupons: int = 0) -> None:
        super().__init__(scene, player, coupons)
        self.rot = 0
        self.action: Any = None
        self.error: IllegalAction | None = None
        self.footprint = FootprintItem()

    def press(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if button == Qt.MouseButton.RightButton and self.rotatable:
            self.rotate()

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if button == Qt.MouseButton.LeftButton:
            self.move(pos, Qt.MouseButton.NoButton)
            self.place()

    def place(self) -> None:
        if self.action is None:
            return
        if self.error is None:
            self.scene.propose(self.action)
        else:
            self.scene.set_hint(self.reason(self.error))

    def rotate(self) -> None:
        self.rot = (self.rot + 90) % 360
        if self.pos is not None:
            self.move(self.pos, Qt.MouseButton.NoButton)

    def key(self, key: int) -> bool:
        if key == Qt.Key.Key_R and self.rotatable:
            self.rotate()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.place()
            return True
        return super().key(key)

