"""Claiming starting Parcels by clicking them on the Map, in seat order.

An event filter on the Map view's viewport maps the mouse to the starting
squares (`starting_parcels` of the component data; the Map scene is drawn
in map units, the view scales it), outlines the free ones, lights the one
under the cursor in the pen colour of the player whose turn it is, and
applies `claim_start` on a click. The engine says whose turn it is and
whether a square may be claimed; a refusal is reported by the controller.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsView

from tch_desktop.engine.actions import ClaimStart
from tch_desktop.gui.controller import GameController

Z_CLAIMS = 900.0


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)  # pixels on screen whatever the zoom
    return pen


class StartClaims(QObject):
    """Click-to-claim for the starting Parcels during setup."""

    hint_changed = Signal(str)
    parcel_claimed = Signal(int, str)  # player, starting Parcel

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view: QGraphicsView | None = None
        self._items: dict[str, QGraphicsRectItem] = {}
        self._hover: str | None = None
        # Bound methods, not lambdas: Qt drops the connections when this object goes.
        controller.action_applied.connect(self._on_applied)
        controller.game_replaced.connect(self._on_replaced)

    def attach(self, view: QGraphicsView) -> None:
        self.view = view
        view.viewport().setMouseTracking(True)
        view.viewport().installEventFilter(self)
        self.refresh()

    def _on_applied(self, _action: object, _events: object) -> None:
        self.refresh()

    def _on_replaced(self, _game: object) -> None:
        self.refresh()

    # ------------------------------------------------------------ whose turn
    def claimant(self) -> int | None:
        """The player who claims next, if a person does (bots claim by themselves)."""
        g = self.controller.game
        if g is None or g.state.phase != "setup":
            return None
        for p in g.state.players:
            if "claim_start" in g.legal_action_types(p.index):
                return p.index if p.kind == "human" else None
        return None

    @property
    def active(self) -> bool:
        return self.claimant() is not None

    def square_at(self, pos: QPoint) -> str | None:
        """The starting square under a viewport position."""
        g = self.controller.game
        if self.view is None or g is None:
            return None
        pt = self.view.mapToScene(pos)
        x, y = pt.x(), pt.y()
        for sid, (x0, y0, x1, y1) in g.components.starting_parcels.items():
            if x0 <= x <= x1 and y0 <= y <= y1:
                return str(sid)
        return None

    def viewport_point(self, square: str) -> QPoint:
        """The centre of a starting square in viewport coordinates (for tests and hints)."""
        g = self.controller.game
        assert self.view is not None and g is not None
        x0, y0, x1, y1 = g.components.starting_parcels[square]
        return self.view.mapFromScene((x0 + x1) / 2, (y0 + y1) / 2)

    # ------------------------------------------------------------ events
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if self.view is None or not shiboken6.isValid(self.view) or not self.active \
                or obj is not self.view.viewport():
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseMove:
            assert isinstance(event, QMouseEvent)
            self._set_hover(self.square_at(event.position().toPoint()))
        elif kind == QEvent.Type.Leave:
            self._set_hover(None)
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
            assert isinstance(event, QMouseEvent)
            square = self.square_at(event.position().toPoint())
            if square is None or event.button() != Qt.MouseButton.LeftButton:
                return False
            if kind == QEvent.Type.MouseButtonRelease:
                self.claim(square)
            return True
        return False

    def claim(self, square: str) -> bool:
        player = self.claimant()
        if player is None:
            return False
        if self.controller.apply(ClaimStart(player, square)):
            self.parcel_claimed.emit(player, square)
            return True
        return False

    # ------------------------------------------------------------ drawing
    def refresh(self) -> None:
        """Outline the free squares and say whose turn it is (or clear everything)."""
        g = self.controller.game
        player = self.claimant()
        view = self.view if self.view is not None and shiboken6.isValid(self.view) else None
        scene = view.scene() if view is not None else None
        for item in self._items.values():
            if shiboken6.isValid(item) and item.scene() is not None:
                item.scene().removeItem(item)
        self._items = {}
        if g is None or player is None or scene is None:
            self.hint_changed.emit("")
            return
        taken = set(g.state.areas)
        for sid, (x0, y0, x1, y1) in g.components.starting_parcels.items():
            if sid in taken:
                continue
            item = QGraphicsRectItem(QRectF(x0, y0, x1 - x0, y1 - y0))
            item.setZValue(Z_CLAIMS)
            item.setToolTip(self.tr("Click to claim starting Parcel {parcel}").format(parcel=sid))
            scene.addItem(item)
            self._items[sid] = item
        self._set_hover(self._hover if self._hover in self._items else None, force=True)
        self.hint_changed.emit(self.tr("{player}: click a free starting Parcel on the Map to claim it.").format(
            player=g.state.players[player].name))

    def _set_hover(self, square: str | None, force: bool = False) -> None:
        if square == self._hover and not force:
            return
        self._hover = square
        g = self.controller.game
        player = self.claimant()
        pen = QColor(g.state.players[player].pen) if g is not None and player is not None else QColor("white")
        for sid, item in self._items.items():
            if sid == square:
                fill = QColor(pen)
                fill.setAlpha(120)
                item.setBrush(QBrush(fill))
                item.setPen(_pen(pen, 3))
            else:
                item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
                item.setPen(_pen(QColor(255, 255, 255, 220), 2, Qt.PenStyle.DashLine))
        if self.view is not None and shiboken6.isValid(self.view):
            self.view.viewport().setCursor(Qt.CursorShape.PointingHandCursor if square
                                           else Qt.CursorShape.ArrowCursor)

    def retranslate(self) -> None:
        self.refresh()
