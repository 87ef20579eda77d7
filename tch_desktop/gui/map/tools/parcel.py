"""Placing a Land Parcel board: the board follows the cursor, snapped, rotated by R or
the right button; dropping it where the engine agrees proposes the `BuyParcel`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from tch_desktop.engine.actions import BuyParcel
from tch_desktop.engine.geometry import rotate_outline
from tch_desktop.gui.map.tools.base import GhostTool, snap
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.texts import board_name

if TYPE_CHECKING:
    from tch_desktop.gui.map.scene import MapScene


class ParcelTool(GhostTool):
    mode = "parcel"

    def __init__(self, scene: MapScene, player: int, board: str, coupons: int = 0) -> None:
        super().__init__(scene, player, coupons)
        self.board = board

    def start(self) -> None:
        self.add_ghost(self.footprint)
        super().start()

    def start_hint(self) -> str:
        return QCoreApplication.translate(
            "Map", "Move {board} next to a claimed Parcel and drop it to buy it. "
                   "R or the right button rotates it, Esc puts it back.").format(
            board=board_name(self.board))

    def placed_at(self, pos: QPointF) -> tuple[BuyParcel, list[tuple[float, float]]]:
        """The board centred on the cursor, its corner snapped to the grid."""
        c = self.scene.components
        shape = rotate_outline(c.boards[self.board].outline, self.rot, 0.0, 0.0)
        w = max(p[0] for p in shape)
        h = max(p[1] for p in shape)
        x, y = snap(pos.x() - w / 2, c.grid), snap(pos.y() - h / 2, c.grid)
        action = BuyParcel(self.player, self.board, x, y, self.rot, self.coupons)
        return action, [(px + x, py + y) for px, py in shape]

    def move(self, pos: QPointF, buttons: Qt.MouseButton) -> None:
        self.pos = pos
        action, outline = self.placed_at(pos)
        self.action = action
        self.error = self.check(action)
        legal = self.error is None
        self.footprint.set_outline(outline, legal)
        if legal:
            price = self.scene.components.boards[self.board].price
            text = QCoreApplication.translate("Map", "{board} · {price}").format(
                board=board_name(self.board), price=yen(price))
        else:
            assert self.error is not None
            text = self.reason(self.error)
        self.show_label(pos, text, legal)
