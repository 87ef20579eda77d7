"""The tray of Land Parcel boards: each drawn with its shape and price, to drag onto the Map.

Pressing a board starts the scene's Parcel mode. While the button is held the
board keeps the mouse (Qt's implicit grab), so the tray follows the pointer
itself and feeds it to the scene under whichever view it is over: releasing
over the Map drops the board there. A simple click leaves the board following
the cursor over the Map, to be placed with a click. No QDrag: that would be
modal, and hard to drive from tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPolygonF
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QSizePolicy, QWidget

from tch_desktop.engine.errors import IllegalAction
from tch_desktop.gui.map.paint import cosmetic_pen, label_font
from tch_desktop.gui.style import theme
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.reasons import reason_text
from tch_desktop.i18n.texts import board_name

if TYPE_CHECKING:
    from tch_desktop.gui.map.scene import MapScene

TILE_UNIT = 9.0  # pixels per map unit on the tray: the boards keep their relative sizes
SMALLEST_UNIT = 6.0  # on a narrow window the tiles shrink to this, not below


class BoardTile(QWidget):
    """One Land Parcel board on the tray."""

    def __init__(self, tray: BoardsTray, board: str) -> None:
        super().__init__(tray)
        self.tray = tray
        self.board = board
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.dragging = False
        self.reached_map = False

    def sizeHint(self) -> QSize:
        return QSize(int(TILE_UNIT * 8 + 20), int(TILE_UNIT * 8 + 38))

    def minimumSizeHint(self) -> QSize:
        return QSize(int(SMALLEST_UNIT * 8 + 8), int(TILE_UNIT * 8 + 38))

    def unit(self) -> float:
        """Pixels per map unit: the boards keep their relative sizes and shrink with the tile."""
        return max(SMALLEST_UNIT, min(TILE_UNIT, (self.width() - 8) / 8))

    def outline(self) -> list[tuple[float, float]]:
        return list(self.tray.scene.components.boards[self.board].outline)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pts = self.outline()
        unit = self.unit()
        w = max(p[0] for p in pts) * unit
        h = max(p[1] for p in pts) * unit
        ox, oy = (self.width() - w) / 2, 8 + (TILE_UNIT * 8 - h) / 2
        poly = QPolygonF([QPointF(ox + x * unit, oy + y * unit) for x, y in pts])
        refused = self.tray.refusals.get(self.board) is not None
        if refused:
            painter.setOpacity(0.4)  # the buyer cannot take this board now (the tooltip says why)
        pen = self.tray.pen_colour()
        # A white edge under the buyer's pen: a blue pen on the blue tray still stands out.
        painter.setPen(cosmetic_pen(QColor("white"), 4.0 if not self.dragging else 5.0))
        painter.setBrush(theme.PAPER if not self.dragging else theme.PAPER.lighter(130))
        painter.drawPolygon(poly)
        painter.setPen(cosmetic_pen(pen, 2.0 if not self.dragging else 3.0))
        painter.drawPolygon(poly)
        painter.setFont(label_font(20))
        painter.setPen(QColor("white"))
        bounds = poly.boundingRect()
        letter_box = QRectF(bounds.left(), bounds.top(), unit * 3, unit * 3)
        painter.drawText(letter_box, int(Qt.AlignmentFlag.AlignCenter), self.board)
        painter.setOpacity(1.0)  # only the board fades: its price stays readable, to plan a later Purchase
        painter.setFont(label_font(12))
        painter.setPen(QColor("white"))  # on the tray's dark blue
        price = self.tray.scene.components.boards[self.board].price
        painter.drawText(QRectF(0, self.height() - 24, self.width(), 20), int(Qt.AlignmentFlag.AlignCenter),
                         yen(price))

    # Mouse: press starts the Parcel mode; the grab keeps the events here; feed them to the Map.
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.dragging = self.tray.pick_up(self.board)
            self.reached_map = False
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.update()
        elif event.button() == Qt.MouseButton.RightButton and self.dragging:
            self.tray.scene.pointer_press(QPointF(), Qt.MouseButton.RightButton)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.dragging:
            at = self.tray.map_point(event.globalPosition())
            if at is not None:
                self.reached_map = True
                self.tray.scene.pointer_move(at, event.buttons())
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.dragging:
            event.accept()
            return
        self.dragging = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.update()
        at = self.tray.map_point(event.globalPosition())
        if at is not None:
            self.tray.scene.pointer_release(at, Qt.MouseButton.LeftButton)
        elif self.reached_map:
            self.tray.scene.cancel_mode()  # brought back to the tray: put down
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.tray.scene.handle_key(event.key()):
            super().keyPressEvent(event)


class BoardsTray(QFrame):
    """The five Land Parcel boards, for the active player to drag onto the Map."""

    def __init__(self, scene: MapScene, parent: QWidget | None = None,
                 orientation: Qt.Orientation = Qt.Orientation.Horizontal) -> None:
        super().__init__(parent)
        self.scene = scene
        self.title = QLabel(self)
        self.title.setStyleSheet("font-weight: bold; color: white;")  # on the tray's dark blue
        self.title.setWordWrap(True)  # "Parcellentafeln" and the like give the tiles room
        self.tiles = {b: BoardTile(self, b) for b in sorted(scene.components.boards)}
        self.refusals: dict[str, IllegalAction | None] = {}  # board → why the buyer cannot take it
        self.layout_box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.layout_box.setContentsMargins(6, 4, 6, 4)
        self.layout_box.addWidget(self.title)
        for tile in self.tiles.values():
            self.layout_box.addWidget(tile)
        self.layout_box.addStretch(1)
        self.set_orientation(orientation)
        scene.mode_changed.connect(lambda _mode: self._repaint_tiles())
        scene.active_player_changed.connect(lambda _player: self._repaint_tiles())
        scene.controller.action_applied.connect(self._moved)  # Yen spent, boards bought
        scene.controller.game_replaced.connect(self._moved)
        self.retranslate()

    def set_orientation(self, orientation: Qt.Orientation) -> None:
        self.layout_box.setDirection(QBoxLayout.Direction.LeftToRight
                                     if orientation == Qt.Orientation.Horizontal
                                     else QBoxLayout.Direction.TopToBottom)

    def tile(self, board: str) -> BoardTile:
        return self.tiles[board]

    def pen_colour(self) -> QColor:
        state, p = self.scene.state, self.scene.active_player
        if state is None or p is None or not 0 <= p < len(state.players):
            return theme.INK
        return QColor(state.players[p].pen)

    def pick_up(self, board: str) -> bool:
        """Start placing `board` for the active player; False if nobody is playing or the engine says
        they cannot buy it now (the hint says why)."""
        player = self.scene.active_player
        if player is None or self.scene.game is None:
            self.scene.set_hint(self.tr("Choose who is buying before taking a board."))
            return False
        refused = self.refusals.get(board)
        if refused is not None:
            self.scene.set_hint(reason_text(refused, yen))
            return False
        self.scene.begin_parcel(player, board)
        return True

    def _judge(self) -> None:
        """The engine's word on each board for the active player (as the shop asks it)."""
        game, player = self.scene.game, self.scene.active_player
        self.refusals = {}
        if game is None or player is None or not 0 <= player < len(game.state.players):
            return
        for option in game.purchase_options(player, None, 1):
            kind, _, board = option.key.partition(":")
            if kind == "parcel" and board in self.tiles:
                self.refusals[board] = option.refusal

    def map_point(self, global_pos: QPointF) -> QPointF | None:
        """The map point under a screen position, if it is over one of the scene's views."""
        for view in self.scene.views():
            vp = view.viewport()
            if not vp.isVisible():
                continue
            local = vp.mapFromGlobal(global_pos)
            if vp.rect().contains(local.toPoint()):
                return view.mapToScene(local.toPoint())
        return None

    def _moved(self, *_args: object) -> None:
        self._repaint_tiles()

    def _repaint_tiles(self) -> None:
        self._judge()
        for b, tile in self.tiles.items():
            refused = self.refusals.get(b)
            tile.setToolTip(self._tip(b) if refused is None else reason_text(refused, yen))
            tile.update()

    def _tip(self, b: str) -> str:
        return self.tr("{board}, {price}: drag it onto the Map next to a claimed Parcel "
                       "(R or the right button turns it)").format(
            board=board_name(b), price=yen(self.scene.components.boards[b].price))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Land Parcel boards"))
        self._repaint_tiles()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
