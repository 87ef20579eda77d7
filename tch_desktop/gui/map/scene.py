"""The Map scene: one item per engine object, and the interaction modes.

The scene observes the controller: it rebuilds everything on `game_replaced`
and updates the items an action touched on `action_applied` (the events carry
the ids). It owns the current tool (placing a Parcel, a piece, a Building,
building a Hotel, drawing a Subdivision, picking an area); a tool asks the
engine and shows its verdict, and what the player confirms leaves as
`action_proposed` — the scene never applies an action itself.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
)
from shapely import Point as ShapelyPoint

from tch_desktop.engine.actions import Action, Roof
from tch_desktop.engine.components import Components, new_game_components
from tch_desktop.engine.events import BarterSettled, Event, Purchased, StartClaimed
from tch_desktop.engine.game import Game
from tch_desktop.engine.state import GameState
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.map.cache import Pictures
from tch_desktop.gui.map.catalogue import pieces_for
from tch_desktop.gui.map.iso import ISO, depth_order, up_for
from tch_desktop.gui.map.items import Z_SOLID, SolidItem
from tch_desktop.gui.map.land import AreaItem, label_spot
from tch_desktop.gui.map.sheet import LabelItem, PaperItem, ShadowItem
from tch_desktop.gui.map.tools import (
    BuildingTool,
    HotelTool,
    OutlineTool,
    ParcelTool,
    PickTool,
    PieceTool,
    Tool,
)
from tch_desktop.gui.map.tooltips import area_tooltip, structure_tooltip
from tch_desktop.gui.style import board as style


class MapScene(QGraphicsScene):
    """The Map of one game, in map units (1 scene unit = 1 unit = 1 cm of the paper map)."""

    action_proposed = Signal(object)  # an engine Action the player confirmed on the Map
    outline_drawn = Signal(str, list)  # area id, cleaned outline [(x, y), …]
    area_picked = Signal(str)
    mode_changed = Signal(str)
    hint_changed = Signal(str)
    labels_moved = Signal()  # an area label was placed anew: the view keeps labels clear of one another
    builder_changed = Signal()  # the Hotel builder's design or verdict changed (for its panel)
    active_player_changed = Signal(object)  # int | None

    def __init__(self, controller: GameController, parent: Any = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.up = QPointF()  # the current view's up vector (see iso.py)
        self.pictures = Pictures()  # pieces' pictures: shared looks, the zoom state, the frame's budget
        self.iso_up = up_for(ISO, style.ISO_HEIGHT)  # depth order is computed for the isometric view
        self.active_player: int | None = None
        self.tool: Tool | None = None
        self.hint = ""
        self.area_items: dict[str, AreaItem] = {}
        self.area_labels: dict[str, LabelItem] = {}
        self.pieces: dict[str, list[SolidItem]] = {}
        self.paper: PaperItem | None = None
        self.shadows: ShadowItem | None = None
        self._highlighted: str | None = None
        self.hovered_piece: str | None = None
        #: Counts the changes of the game the Map shows (a view's picture of the whole Map is of
        #: one revision).
        self.revision = 0
        controller.game_replaced.connect(self._on_game_replaced)
        controller.action_applied.connect(self._on_action_applied)
        self.rebuild()

    # ------------------------------------------------------------ the game
    @property
    def game(self) -> Game | None:
        return self.controller.game

    @property
    def state(self) -> GameState | None:
        return self.controller.game.state if self.controller.game is not None else None

    @property
    def zooming(self) -> bool:
        """The view's zoom is changing: pieces may show stretched pictures."""
        return self.pictures.zooming

    @zooming.setter
    def zooming(self, on: bool) -> None:
        self.pictures.zooming = on

    @property
    def components(self) -> Components:
        return self.game.components if self.game is not None else new_game_components()

    @property
    def mode(self) -> str:
        return self.tool.mode if self.tool is not None else "select"

    @property
    def map_rect(self) -> QRectF:
        w, h = self.components.map_size
        return QRectF(0, 0, w, h)

    # ------------------------------------------------------------ building the items
    def rebuild(self) -> None:
        """Throw every item away and make them again from the game's state."""
        self.revision += 1
        if self.tool is not None:
            self._end_tool()
        self.clear()
        self.area_items, self.area_labels, self.pieces = {}, {}, {}
        self.hovered_piece = None
        m = style.SCENE_MARGIN
        self.setSceneRect(self.map_rect.adjusted(-m, -m, m, m))
        self.paper = PaperItem(self.components)
        self.addItem(self.paper)
        self.shadows = ShadowItem(self.map_rect)
        self.addItem(self.shadows)
        state = self.state
        if state is not None:
            for area_id in state.areas:
                self._add_area(area_id)
            for sid in state.structures:
                self._add_structure(sid)
        self._update_unclaimed()
        self.restack()

    def _add_area(self, area_id: str) -> None:
        state = self.state
        assert state is not None
        item = AreaItem(area_id)
        self.addItem(item)
        item.refresh(state)
        self.area_items[area_id] = item
        label = LabelItem(area_id)
        self.addItem(label)
        self.area_labels[area_id] = label
        self._refresh_label(area_id)

    def _refresh_area(self, area_id: str) -> None:
        state = self.state
        if state is None or area_id not in self.area_items:
            return
        self.area_items[area_id].refresh(state)
        self._refresh_label(area_id)
        for s in state.in_area(area_id):
            for item in self.pieces.get(s.id, []):
                item.redraw()

    def _refresh_label(self, area_id: str) -> None:
        state = self.state
        assert state is not None
        area = state.areas[area_id]
        x, y = label_spot(state, area_id)
        label = self.area_labels[area_id]
        label.setPos(QPointF(x, y))
        label.set_text(area_id, QColor(state.players[area.owner].pen))
        self.labels_moved.emit()

    def _add_structure(self, sid: str) -> None:
        state = self.state
        assert state is not None
        s = state.structures[sid]
        items = pieces_for(s, self.components)
        for item in items:
            self.addItem(item)
        self.pieces[sid] = items

    def ground_layers(self) -> list[AreaItem | ShadowItem]:
        """What the sheet paints over itself, under every piece: the land, then the shadows."""
        layers: list[AreaItem | ShadowItem] = list(self.area_items.values())
        if self.shadows is not None:
            layers.append(self.shadows)
        return layers

    def solids(self) -> list[SolidItem]:
        return [item for items in self.pieces.values() for item in items]

    def restack(self) -> None:
        """Give every piece its place back to front (correct overlaps in the isometric view)."""
        solids = self.solids()
        boxes = [s.order_box() for s in solids]
        for rank, i in enumerate(depth_order(boxes, self.iso_up)):
            solids[i].setZValue(Z_SOLID + rank * 0.01)
        if self.shadows is not None:
            self.shadows.set_boxes(boxes)

    def _update_unclaimed(self) -> None:
        state = self.state
        if self.paper is None:
            return
        claimed = set(state.areas) if state is not None else set()
        covered = set()
        if state is not None:
            for sid, (x0, y0, x1, y1) in self.components.starting_parcels.items():
                centre = ShapelyPoint((x0 + x1) / 2, (y0 + y1) / 2)
                if any(p.polygon.covers(centre) for p in state.parcels()):
                    covered.add(sid)
        self.paper.set_unclaimed(s for s in self.components.starting_parcels
                                 if s not in claimed and s not in covered)

    # ------------------------------------------------------------ following the game
    def _on_game_replaced(self, game: Game) -> None:
        self.rebuild()

    def _on_action_applied(self, action: Action, events: list[Event]) -> None:
        self.revision += 1
        state = self.state
        if state is None:
            return
        new_areas: list[str] = []
        changed_areas: set[str] = set()
        new_pieces: list[str] = []
        for e in events:
            if isinstance(e, StartClaimed):
                new_areas.append(e.parcel)
            elif isinstance(e, Purchased):
                if e.type == "buy_parcel" and e.area is not None:
                    new_areas.append(e.area)
                new_pieces += [sid for sid in (e.structure, e.hotel) if sid is not None]
            elif isinstance(e, BarterSettled):
                for t in e.transfers:
                    if t["kind"] == "area":
                        changed_areas.add(t["area"])
                    elif t["kind"] == "subdivide":
                        new_areas.append(t["subdivision"])
                        changed_areas.add(t["parent"])
        for area_id in new_areas:
            if area_id not in self.area_items and area_id in state.areas:
                self._add_area(area_id)
        for area_id in changed_areas:
            self._refresh_area(area_id)
        for sid in new_pieces:
            if sid not in self.pieces and sid in state.structures:
                self._add_structure(sid)
        if set(self.area_items) != set(state.areas) or set(self.pieces) != set(state.structures):
            self.rebuild()  # something this scene does not follow by events: start again
            return
        if new_pieces:
            self.restack()
            for area_id in {state.structures[sid].area for sid in new_pieces} - changed_areas:
                self._refresh_label(area_id)  # keep the id clear of what now stands there
        if new_areas:
            self._update_unclaimed()
        if self.tool is not None:
            self.tool.refresh()

    # ------------------------------------------------------------ the views' up vector
    def set_up(self, up: QPointF) -> None:
        """The view switched between plan and isometric: pieces change their height's direction."""
        if up == self.up:
            return
        for item in self.items():
            if isinstance(item, SolidItem):
                item.geometry_changed()
        self.up = QPointF(up)
        if self.tool is not None:
            self.tool.refresh()
        self.update()

    # ------------------------------------------------------------ modes
    def set_active_player(self, player: int | None) -> None:
        """Whose Purchase the Map serves now (the tray's boards are theirs)."""
        self.active_player = player
        self.active_player_changed.emit(player)

    def begin_parcel(self, player: int, board: str, coupons: int = 0) -> None:
        self._begin(ParcelTool(self, player, board, coupons))

    def begin_piece(self, player: int, piece: str, coupons: int = 0) -> None:
        self._begin(PieceTool(self, player, piece, coupons))

    def begin_building(self, player: int, building: str, side: str | None = None,
                       roof: Roof | None = None, coupons: int = 0) -> None:
        self._begin(BuildingTool(self, player, building, side, roof, coupons))

    def begin_hotel(self, player: int, colour: str, coupons: int = 0) -> None:
        self._begin(HotelTool(self, player, colour, coupons))

    def begin_outline(self, player: int, area: str | None = None) -> None:
        self._begin(OutlineTool(self, player, area))

    def begin_pick_area(self, player: int) -> None:
        self._begin(PickTool(self, player))

    def cancel_mode(self) -> None:
        """Leave the current mode; whatever was being placed goes back."""
        if self.tool is None:
            return
        self._end_tool()
        self.set_hint("")
        self.mode_changed.emit("select")

    def finish_tool(self) -> None:
        self.cancel_mode()

    def propose(self, action: Action) -> None:
        """A tool's confirmed action: end the mode, then hand the action over."""
        self.finish_tool()
        self.action_proposed.emit(action)

    def _begin(self, tool: Tool) -> None:
        if self.tool is not None:
            self._end_tool()
        self.hover_piece(None)
        self.tool = tool
        tool.start()
        self.mode_changed.emit(tool.mode)

    def _end_tool(self) -> None:
        tool, self.tool = self.tool, None
        if tool is not None:
            tool.cleanup()

    def set_hint(self, text: str) -> None:
        self.hint = text
        self.hint_changed.emit(text)

    def hover_piece(self, sid: str | None) -> None:
        """Outline the piece under the cursor (all its items: a Hotel's capsules and Entrance)."""
        if sid == self.hovered_piece:
            return
        for key, on in ((self.hovered_piece, False), (sid, True)):
            for item in self.pieces.get(key or "", []):
                item.hovered = on
                item.update()
        self.hovered_piece = sid

    def highlight_area(self, area_id: str | None) -> None:
        if area_id == self._highlighted:
            return
        for aid in (self._highlighted, area_id):
            if aid in self.area_items:
                self.area_items[aid].set_highlight(aid == area_id)
        self._highlighted = area_id

    def retranslate(self) -> None:
        if self.tool is not None:
            self.tool.retranslate()

    # ------------------------------------------------------------ pointer and keys (also fed by the tray)
    def pointer_press(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if self.tool is not None:
            self.tool.press(pos, button)

    def pointer_move(self, pos: QPointF, buttons: Qt.MouseButton) -> None:
        if self.tool is not None:
            self.tool.move(pos, buttons)

    def pointer_release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if self.tool is not None:
            self.tool.release(pos, button)

    def handle_key(self, key: int) -> bool:
        return self.tool is not None and self.tool.key(key)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None:
            super().mousePressEvent(event)
            return
        self.pointer_press(event.scenePos(), event.button())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None:
            super().mouseMoveEvent(event)
            return
        self.pointer_move(event.scenePos(), event.buttons())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None:
            super().mouseReleaseEvent(event)
            return
        self.pointer_release(event.scenePos(), event.button())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not event.isAutoRepeat() and self.handle_key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------ tooltips
    def tooltip_at(self, pos: QPointF) -> str:
        """What hovering this point shows: the piece on top, else the area."""
        state = self.state
        if state is None:
            return ""
        for item in self.items(pos):
            if isinstance(item, SolidItem) and item.sid is not None and item.sid in state.structures:
                return structure_tooltip(state, item.sid)
        area = state.area_at(ShapelyPoint(pos.x(), pos.y()))
        return area_tooltip(state, area.id) if area is not None else ""

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        text = self.tooltip_at(event.scenePos())
        if text:
            QToolTip.showText(event.screenPos(), text, event.widget())
        else:
            QToolTip.hideText()
        event.setAccepted(bool(text))
