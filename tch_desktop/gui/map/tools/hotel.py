"""The Hotel builder: lay ground-floor capsules, stack them, place the Entrance, confirm.

A click on empty Land lays a capsule on the ground (R turns it 0/90); a click on
a capsule of the design stacks one on it (in either view: the hit test follows
the scene's up vector). E switches to placing the Entrance. The design is
checked live with `game.check(BuildHotel(...))`; until the Entrance is placed,
`game.check_hotel_design` checks every other rule, so the player already sees
problems of the capsules themselves. Enter proposes the `BuildHotel`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor

from tch_desktop.engine.actions import BuildHotel, CapsulePlacement
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.geometry import rect_at, rects_overlap
from tch_desktop.gui.map.iso import box_path, depth_order
from tch_desktop.gui.map.items import Z_GHOST, CapsuleItem, EntranceItem, SolidItem
from tch_desktop.gui.map.tools.base import Tool, snap, verdict_colour
from tch_desktop.gui.style import board as style
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.texts import capsule_colour, hotel_colour

if TYPE_CHECKING:
    from tch_desktop.gui.map.scene import MapScene

Capsule = tuple[float, float, int, int]  # x, y, z, rot
Rect = tuple[float, float, float, float]

class HotelTool(Tool):
    mode = "hotel"

    def __init__(self, scene: MapScene, player: int, colour: str, coupons: int = 0) -> None:
        super().__init__(scene, player, coupons)
        self.colour = colour
        self.capsules: list[Capsule] = []
        self.entrance: tuple[float, float] | None = None
        self.history: list[str] = []  # "capsule" | "entrance", for Undo
        self.rot = 0
        self.entrance_mode = False
        self.error: IllegalAction | None = IllegalAction("no_capsules")
        self._design_items: list[SolidItem] = []
        self._ghost: SolidItem | None = None

    # ------------------------------------------------------------ the design
    def held(self) -> int:
        state = self.scene.state
        return state.players[self.player].capsules_held(self.colour) if state is not None else 0

    def left(self) -> int:
        return self.held() - len(self.capsules)

    def stories(self) -> int:
        return max((c[2] for c in self.capsules), default=-1) + 1

    def capsule_rect(self, c: Capsule) -> Rect:
        cw, ch = self.scene.components.capsule_size
        return rect_at(c[0], c[1], cw, ch, c[3])

    def entrance_rect(self, e: tuple[float, float]) -> Rect:
        ew, eh = self.scene.components.entrance_size
        return rect_at(e[0], e[1], ew, eh)

    def action(self, capsules: list[Capsule] | None = None,
               entrance: tuple[float, float] | None = None) -> BuildHotel:
        caps = self.capsules if capsules is None else capsules
        ent = entrance or self.entrance or (0.0, 0.0)
        return BuildHotel(self.player, self.colour,
                          tuple(CapsulePlacement(x, y, z, r) for x, y, z, r in caps), ent, self.coupons)

    @property
    def ready(self) -> bool:
        return self.entrance is not None and self.error is None and bool(self.capsules)

    def evaluate(self, capsules: list[Capsule], entrance: tuple[float, float] | None) -> IllegalAction | None:
        """The engine's verdict: on the whole Hotel, or on the design so far before the Entrance."""
        if not capsules:
            return IllegalAction("no_capsules")
        if entrance is not None:
            return self.check(self.action(capsules, entrance))
        game = self.scene.game
        if game is None:
            return IllegalAction("wrong_phase", phase="none")
        return game.check_hotel_design(self.player, self.colour, capsules)

    # ------------------------------------------------------------ what the cursor aims at
    def hit_capsule(self, pos: QPointF) -> int | None:
        """The design's capsule under the cursor, nearest the viewer first."""
        up = self.scene.up
        order = sorted(range(len(self.capsules)),
                       key=lambda i: (-self.capsules[i][2], -(self.capsules[i][0] + self.capsules[i][1])))
        for i in order:
            x0, y0, x1, y1 = self.capsule_rect(self.capsules[i])
            z = self.capsules[i][2]
            if box_path((x0, y0, x1, y1, z * style.STORY, (z + 1) * style.STORY), up).contains(pos):
                return i
        return None

    def aimed(self, pos: QPointF) -> tuple[str, Capsule | tuple[float, float]]:
        grid = self.scene.components.grid
        if self.entrance_mode:
            ew, eh = self.scene.components.entrance_size
            return "entrance", (snap(pos.x() - ew / 2, grid), snap(pos.y() - eh / 2, grid))
        cw, ch = self.scene.components.capsule_size
        w, h = (ch, cw) if self.rot == 90 else (cw, ch)
        hit = self.hit_capsule(pos)
        if hit is not None:
            bx, by, bz, brot = self.capsules[hit]
            z = bz + 1
            if brot == self.rot:
                return "capsule", (bx, by, z, brot)
            up = self.scene.up
            p = QPointF(pos.x() - up.x() * z * style.STORY, pos.y() - up.y() * z * style.STORY)
            return "capsule", (snap(p.x() - w / 2, grid), snap(p.y() - h / 2, grid), z, self.rot)
        return "capsule", (snap(pos.x() - w / 2, grid), snap(pos.y() - h / 2, grid), 0, self.rot)

    # ------------------------------------------------------------ events
    def start(self) -> None:
        super().start()
        self._rebuild()

    def start_hint(self) -> str:
        return QCoreApplication.translate(
            "Map", "Build a {colour} Hotel: click your Land to lay capsules, click a capsule to stack "
                   "one on it, E for the Entrance, Enter to build. R turns the capsule, Esc cancels.").format(
            colour=hotel_colour(self.colour))

    def move(self, pos: QPointF, buttons: Qt.MouseButton) -> None:
        self.pos = pos
        kind, where = self.aimed(pos)
        if kind == "capsule":
            cap = where
            assert len(cap) == 4
            if self.left() <= 0:
                self._set_ghost(None)
                # The colour agrees with one Capsule: "keine rote Kapsel mehr", "nessuna Capsula rossa".
                self.show_label(pos, QCoreApplication.translate("Map", "No {colour} capsules left in hand.").format(
                    colour=capsule_colour(self.colour, 1)), False)
                return
            err = self.evaluate([*self.capsules, cap], self.entrance)
            item: SolidItem = CapsuleItem(None, self.capsule_rect(cap), cap[2], self.colour)
        else:
            ent = where
            assert len(ent) == 2
            err = self.evaluate(self.capsules, ent) if self.capsules else IllegalAction("no_capsules")
            item = EntranceItem(None, self.entrance_rect(ent), self.colour)
        item.ghost = QColor(verdict_colour(err is None))
        self._set_ghost(item)
        self.show_label(pos, "" if err is None else self.reason(err), err is None)

    def _set_ghost(self, item: SolidItem | None) -> None:
        if self._ghost is not None:
            self.scene.removeItem(self._ghost)
            self.ghosts.remove(self._ghost)
        self._ghost = item
        if item is not None:
            item.setZValue(Z_GHOST + 0.9)
            item.setOpacity(0.8)
            self.add_ghost(item)

    def press(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if button == Qt.MouseButton.RightButton:
            self.rotate()

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        kind, where = self.aimed(pos)
        if kind == "entrance":
            self.entrance = where  # type: ignore[assignment]
            self.history = [h for h in self.history if h != "entrance"] + ["entrance"]
            self.entrance_mode = False
        elif self.left() > 0:
            self.capsules.append(where)  # type: ignore[arg-type]
            self.history.append("capsule")
        self._rebuild()
        self.move(pos, Qt.MouseButton.NoButton)

    def key(self, key: int) -> bool:
        if key == Qt.Key.Key_R:
            self.rotate()
        elif key == Qt.Key.Key_E:
            self.set_entrance_mode(not self.entrance_mode)
        elif key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Z):
            self.undo()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        else:
            return super().key(key)
        return True

    # ------------------------------------------------------------ commands (keys and the panel)
    def rotate(self) -> None:
        self.rot = 0 if self.rot == 90 else 90
        self._after_command()

    def set_entrance_mode(self, on: bool) -> None:
        self.entrance_mode = on
        self._after_command()

    def undo(self) -> None:
        if not self.history:
            return
        last = self.history.pop()
        if last == "entrance":
            self.entrance = None
        else:
            self.capsules.pop()
        self._rebuild()
        self._after_command()

    def confirm(self) -> None:
        if self.ready:
            self.scene.propose(self.action())
        else:
            self.scene.set_hint(self.status())

    def _after_command(self) -> None:
        if self.pos is not None:
            self.move(self.pos, Qt.MouseButton.NoButton)
        self.scene.builder_changed.emit()

    def refresh(self) -> None:
        self._checks_at = -1
        self._rebuild()
        if self.pos is not None:
            self.move(self.pos, Qt.MouseButton.NoButton)

    # ------------------------------------------------------------ the design on the Map
    def _rebuild(self) -> None:
        for item in self._design_items:
            self.scene.removeItem(item)
            self.ghosts.remove(item)
        items: list[SolidItem] = []
        for c in self.capsules:
            above = any(o[2] == c[2] + 1 and rects_overlap(self.capsule_rect(o), self.capsule_rect(c))
                        for o in self.capsules)
            items.append(CapsuleItem(None, self.capsule_rect(c), c[2], self.colour, top=not above))
        if self.entrance is not None:
            items.append(EntranceItem(None, self.entrance_rect(self.entrance), self.colour))
        order = depth_order([it.order_box() for it in items], self.scene.iso_up)
        for rank, k in enumerate(order):
            items[k].setZValue(Z_GHOST + rank * 0.001)
            self.add_ghost(items[k])
        self._design_items = items
        self.error = self.evaluate(self.capsules, self.entrance)
        self.scene.set_hint(self.status())
        self.scene.builder_changed.emit()

    def status(self) -> str:
        """What the builder says now: the problem, or the next step."""
        if not self.capsules:
            return QCoreApplication.translate("Map", "Click your Land to lay the first ground-floor capsule.")
        if self.error is not None:
            return self.reason(self.error)
        if self.entrance is None:
            return QCoreApplication.translate(
                "Map", "Now place the Entrance (E) against a ground-floor capsule.")
        return QCoreApplication.translate("Map", "Ready: press Enter or Confirm to build it for {price}.").format(
            price=yen(self.scene.components.entrance_price))
