"""Game positions and a Map window for the Map tests, built through the controller."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tch_desktop.gui.controller import GameController
from tch_desktop.gui.map import BoardsTray, MapScene, MapView
from tests.gui.conftest import two_player_setup


def apply_all(controller: GameController, *actions: dict[str, Any]) -> None:
    for a in actions:
        assert controller.apply(a), a


def purchasing(controller: GameController) -> None:
    """Aiko owns S1, Ren S2, both took 10,000円; Aiko's Seal is at the front of the queue."""
    controller.new_game(two_player_setup())
    apply_all(controller,
              {"type": "claim_start", "player": 0, "parcel": "S1"},
              {"type": "claim_start", "player": 1, "parcel": "S2"},
              {"type": "tiebreak", "first": 0},
              {"type": "loan", "player": 0, "amount": 10000},
              {"type": "loan", "player": 1, "amount": 10000})
    assert controller.game is not None and controller.game.state.queue[0] == 0


def to_front(controller: GameController, player: int) -> None:
    assert controller.game is not None
    s = controller.game.state
    if player not in s.queue:
        apply_all(controller, {"type": "queue", "player": player})
    while s.queue[0] != player:
        apply_all(controller, {"type": "leave_queue", "player": s.queue[0]})


def buy(controller: GameController, action: dict[str, Any]) -> None:
    to_front(controller, action["player"])
    apply_all(controller, action)

def two_red_hotels(controller: GameController) -> None:
    """Two one-capsule red Hotels side by side in S1 (a Vending Machine for each)."""
    purchasing(controller)
    buy(controller, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 9})
    for x in (15, 16.5):
        buy(controller, {"type": "build_hotel", "player": 0, "color": "red",
                         "capsules": [{"x": x, "y": 9, "z": 0, "rot": 90}], "entrance": {"x": x, "y": 11}})


def ready_to_build(controller: GameController) -> None:
    """Aiko holds 12 white capsules and has a Vending Machine in S1 at (18, 12)."""
    purchasing(controller)
    buy(controller, {"type": "buy_capsules", "player": 0, "color": "white"})
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    to_front(controller, 0)


class MapWindow(QWidget):
    """A view and a tray in one window, as the main window lays them out."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.scene = MapScene(controller)
        self.view = MapView(self.scene)
        self.tray = BoardsTray(self.scene)
        box = QVBoxLayout(self)
        box.addWidget(self.view, 1)
        box.addWidget(self.tray)
        self.resize(900, 760)

    def at(self, x: float, y: float, z: float = 0.0) -> QPoint:
        """Viewport pixel of the map point (x, y) at height z."""
        up = self.scene.up
        return self.view.mapFromScene(QPointF(x + up.x() * z, y + up.y() * z))


def map_window(qtbot: Any, controller: GameController) -> MapWindow:
    w = MapWindow(controller)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit_map()
    w.scene.set_active_player(0)
    return w
