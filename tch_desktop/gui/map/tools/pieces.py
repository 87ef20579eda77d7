"""Placing a Vending Machine, a Graveyard or a Building: a ghost of the piece under the
cursor, snapped, checked live; a click where the engine agrees proposes the purchase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor

from tch_desktop.engine.actions import Action, BuyBuilding, BuyGraveyard, BuyVending, Roof
from tch_desktop.engine.geometry import rect_at
from tch_desktop.gui.map.buildings import BuildingItem
from tch_desktop.gui.map.items import Z_GHOST, GraveyardItem, SolidItem, VendingItem
from tch_desktop.gui.map.tools.base import GhostTool, snap, verdict_colour
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.texts import building_name

if TYPE_CHECKING:
    from tch_desktop.gui.map.scene import MapScene

Rect = tuple[float, float, float, float]


class PlacementTool(GhostTool):
    """A one-rectangle piece that follows the cursor; subclasses make the action and the ghost."""

    rotatable = False

    def __init__(self, scene: MapScene, player: int, coupons: int = 0) -> None:
        super().__init__(scene, player, coupons)
        self.piece: SolidItem | None = None

    def size(self) -> tuple[float, float]:
        raise NotImplementedError

    def make_action(self, x: float, y: float) -> Action:
        raise NotImplementedError

    def make_piece(self, rect: Rect) -> SolidItem:
        raise NotImplementedError

    def name(self) -> str:
        raise NotImplementedError

    def price(self) -> int:
        raise NotImplementedError

    def start(self) -> None:
        self.add_ghost(self.footprint)
        super().start()

    def start_hint(self) -> str:
        if self.rotatable:
            return QCoreApplication.translate(
                "Map", "Place {piece} on your Land and click. R turns it, Esc cancels.").format(
                piece=self.name())
        return QCoreApplication.translate("Map", "Place {piece} on your Land and click. Esc cancels.").format(
            piece=self.name())

    def move(self, pos: QPointF, buttons: Qt.MouseButton) -> None:
        self.pos = pos
        grid = self.scene.components.grid
        w, h = self.size()
        if self.rot in (90, 270):
            w, h = h, w
        x, y = snap(pos.x() - w / 2, grid), snap(pos.y() - h / 2, grid)
        self.action = self.make_action(x, y)
        self.error = self.check(self.action)
        legal = self.error is None
        rect = rect_at(x, y, w, h)
        self.footprint.set_outline([(rect[0], rect[1]), (rect[2], rect[1]), (rect[2], rect[3]),
                                    (rect[0], rect[3])], legal)
        if self.piece is not None and getattr(self.piece, "rect", None) != rect:
            self.piece.set_rect(rect)
        if self.piece is None:
            self.piece = self.make_piece(rect)
            self.piece.setZValue(Z_GHOST)
            self.piece.setOpacity(0.85)
            self.add_ghost(self.piece)
        self.piece.ghost = QColor(verdict_colour(legal))
        self.piece.update()
        if legal:
            text = QCoreApplication.translate("Map", "{piece} · {price}").format(
                piece=self.name(), price=yen(self.price()))
        else:
            assert self.error is not None
            text = self.reason(self.error)
        self.show_label(pos, text, legal)


class PieceTool(PlacementTool):
    """A Vending Machine or a Graveyard."""

    mode = "piece"

    def __init__(self, scene: MapScene, player: int, piece: str, coupons: int = 0) -> None:
        super().__init__(scene, player, coupons)
        if piece not in ("vending", "graveyard"):
            raise ValueError(f"not a piece: {piece!r}")
        self.kind = piece

    def size(self) -> tuple[float, float]:
        c = self.scene.components
        return c.vending_size if self.kind == "vending" else c.graveyard_size

    def make_action(self, x: float, y: float) -> Action:
        if self.kind == "vending":
            return BuyVending(self.player, x, y, self.coupons)
        return BuyGraveyard(self.player, x, y, self.coupons)

    def make_piece(self, rect: Rect) -> SolidItem:
        if self.kind == "vending":
            return VendingItem(None, rect)
        state = self.scene.state
        pen = QColor(state.players[self.player].pen) if state is not None else None
        return GraveyardItem(None, rect, pen)

    def name(self) -> str:
        if self.kind == "vending":
            return QCoreApplication.translate("Map", "a Vending Machine")
        return QCoreApplication.translate("Map", "a Graveyard")

    def price(self) -> int:
        c = self.scene.components
        return c.vending_price if self.kind == "vending" else c.graveyard_price


class BuildingTool(PlacementTool):
    mode = "building"
    rotatable = True

    def __init__(self, scene: MapScene, player: int, building: str, side: str | None = None,
                 roof: Roof | None = None, coupons: int = 0) -> None:
        super().__init__(scene, player, coupons)
        self.building = building
        self.side = side
        self.roof = roof

    def size(self) -> tuple[float, float]:
        return self.scene.components.buildings[self.building].size

    def make_action(self, x: float, y: float) -> Action:
        return BuyBuilding(self.player, self.building, x, y, self.rot, self.side, self.roof, self.coupons)

    def make_piece(self, rect: Rect) -> SolidItem:
        roof = None
        if self.roof is not None and self.roof.color and self.roof.count:
            roof = (self.roof.color, self.roof.count)
        return BuildingItem(None, self.building, rect, roof)

    def name(self) -> str:
        return building_name(self.building, self.side)

    def price(self) -> int:
        return self.scene.components.buildings[self.building].price
