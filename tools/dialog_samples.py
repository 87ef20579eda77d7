"""Sample positions for the dialogs' demo (python -m tools.dialog_demo).

Positions are built with legal actions; only money, capsules and the Round
Spend are topped up by hand so that one round can hold a bit of everything.
Not used by the game itself.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from tch_desktop.engine import Game, PlayerSetup, Setup
from tch_desktop.gui.controller import GameController

PLAYERS = [PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3"),
           PlayerSetup("Sora", "wave", "#1e8449", "bot", "normal")]


def _controller(setup: Setup) -> GameController:
    c = GameController(autosave_dir=Path(tempfile.mkdtemp(prefix="tch-demo-")))
    c.new_game(setup)
    return c


def _claim(apply: Any, n: int) -> None:
    for i, square in enumerate(("S1", "S2", "S3", "S4")[:n]):
        apply({"type": "claim_start", "player": i, "parcel": square})


def loans_controller() -> GameController:
    """Three seats (two people and a bot) at the start of the Loans phase."""
    c = _controller(Setup(list(PLAYERS), seed=3))
    _claim(c.apply, 3)
    return c


class _Builder:
    """Buys for any player in turn, topping up Yen and clearing the Round Spend (demo only)."""

    def __init__(self, game: Game) -> None:
        self.g = game
        self.s = game.state

    def buy(self, action: dict[str, Any]) -> None:
        s, p = self.s, action["player"]
        s.spend = 0
        s.change_yen(p, 10000, "demo")
        if p not in s.queue:
            self.g.apply({"type": "queue", "player": p})
        while s.queue[0] != p:
            self.g.apply({"type": "leave_queue", "player": s.queue[0]})
        self.g.apply(action)
        s.change_yen(p, -10000, "demo")

    def capsules(self, player: int, colour: str, n: int) -> None:
        self.s.supply[colour] -= n
        hand = self.s.players[player].capsules
        hand[colour] = hand.get(colour, 0) + n

    def set_yen(self, *amounts: int) -> None:
        for p, amount in zip(self.s.players, amounts, strict=False):
            self.s.change_yen(p.index, amount - p.yen, "demo")

    def finish_round(self, faces: dict[str, int] | None = None) -> None:
        """Everyone passes; `faces` fixes the Bonus dice (building id → face)."""
        g, s = self.g, self.s
        for b in self.dice_order():
            if faces and b in faces:
                g.apply({"type": "roll", "building": b, "face": faces[b]})
        for p in s.players:
            if p.index in s.queue:
                g.apply({"type": "leave_queue", "player": p.index})
        for p in s.players:
            if s.phase == "purchase" and not p.passed:
                g.apply({"type": "pass", "player": p.index})

    def dice_order(self) -> list[str]:
        """The Buildings that roll, in the order the Income phase rolls them."""
        out = []
        for parcel in self.s.parcels():
            for b in self.s.buildings():
                kind = self.g.components.buildings[b.building]
                fixed = b.side == "B" and ("fixed_yen" in kind.side_b or kind.side_b.get("no_die"))
                if b.parcel == parcel.id and not fixed:
                    out.append(b.id)
        return out


def _hotel(p: int, colour: str, x: float, y: float, n: int = 1, rot: int = 90,
           entrance: tuple[float, float] | None = None) -> dict[str, Any]:
    caps = [{"x": x + i, "y": y, "z": 0, "rot": rot} for i in range(n)]
    ex, ey = entrance or (x, y + 2)
    return {"type": "build_hotel", "player": p, "color": colour, "capsules": caps,
            "entrance": {"x": ex, "y": ey}}


def built_game(seed: int = 3) -> tuple[Game, _Builder]:
    """Round 1, Purchase/Barter: six Parcels with Hotels, Buildings, Graveyards (cards chosen)."""
    g = Game(Setup(list(PLAYERS), seed=seed, attraction_cards="choose"))
    _claim(g.apply, 3)
    for i, amount in enumerate((10000, 8000, 6000)):
        g.apply({"type": "loan", "player": i, "amount": amount})
    b = _Builder(g)
    b.capsules(0, "white", 3)
    b.capsules(0, "red", 2)
    b.capsules(1, "red", 2)
    b.capsules(1, "blue", 2)
    b.capsules(2, "purple", 4)
    b.buy({"type": "buy_parcel", "player": 0, "board": "E", "x": 8, "y": 9, "rot": 0})  # L1
    b.buy({"type": "buy_parcel", "player": 1, "board": "D", "x": 21, "y": 4, "rot": 0})  # L2
    b.buy({"type": "buy_parcel", "player": 2, "board": "B", "x": 15, "y": 19, "rot": 0})  # L3
    for action in (
        {"type": "buy_vending", "player": 0, "x": 8, "y": 9},
        _hotel(0, "white", 10, 9, 3),
        {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 12.5, "y": 13.5},
        {"type": "buy_graveyard", "player": 0, "x": 8, "y": 13},
        {"type": "buy_graveyard", "player": 0, "x": 10, "y": 13},
        {"type": "buy_vending", "player": 0, "x": 15, "y": 12},
        _hotel(0, "red", 15, 9, 1, rot=0, entrance=(15, 10)),
        {"type": "buy_building", "player": 0, "building": "tokyo_spike", "x": 17, "y": 11, "side": "A"},
        {"type": "buy_graveyard", "player": 0, "x": 17.5, "y": 9},
        {"type": "buy_building", "player": 1, "building": "park", "x": 25, "y": 4, "side": "B"},
        {"type": "buy_vending", "player": 1, "x": 21, "y": 4},
        _hotel(1, "blue", 21, 6, 1, rot=0, entrance=(21, 7)),
        {"type": "buy_graveyard", "player": 1, "x": 23, "y": 4},
        {"type": "buy_vending", "player": 1, "x": 24, "y": 9},
        _hotel(1, "red", 21, 9, 1, rot=0, entrance=(21, 10)),
        {"type": "buy_graveyard", "player": 1, "x": 21, "y": 11.5},
        {"type": "buy_building", "player": 2, "building": "sweets_buffet", "x": 19, "y": 19, "side": "B"},
        {"type": "buy_vending", "player": 2, "x": 20.5, "y": 21.5},
        {"type": "buy_graveyard", "player": 2, "x": 15, "y": 19},
        _hotel(2, "purple", 15, 21, 3, entrance=(18, 22)),
        {"type": "buy_vending", "player": 2, "x": 15, "y": 15},
        _hotel(2, "purple", 17, 15, 1),
    ):
        b.buy(action)
    b.set_yen(1500, 2600, 900)
    return g, b


def income_game() -> Game:
    """Just after round 1's Income: a No-Graveyard face, a Coupon face, the floor, the cap,
    a side-B Sweets Buffet and a side-B Park's bonus."""
    g, b = built_game()
    b.finish_round({"B2": 0, "B1": 0, "B3": 3})
    return g


def finished_game() -> Game:
    """The same table played on, everyone passing, until the game ends."""
    g, b = built_game(seed=11)
    while g.state.phase != "over":
        b.finish_round()
    return g


def barter_controller() -> GameController:
    """Round 1, Purchase/Barter, Aiko and Ren with their Seals out of the queue."""
    g, _b = built_game()
    c = _controller(g.setup)
    c.game = g
    for p in (0, 1, 2):
        if p in g.state.queue:
            c.apply({"type": "leave_queue", "player": p})
    g.state.change_yen(0, 3500, "demo")
    return c


class StandInScene(QObject):
    """The Map's barter API without a map (used when gui.map is not there yet)."""

    area_picked = Signal(str)
    outline_drawn = Signal(str, list)
    mode_changed = Signal(str)
    hint_changed = Signal(str)
    mode = "select"

    def _set(self, mode: str) -> None:
        self.mode = mode
        self.mode_changed.emit(mode)

    def begin_pick_area(self, player: int) -> None:
        self._set("pick")

    def begin_outline(self, player: int, area: str | None = None) -> None:
        self._set("outline")

    def cancel_mode(self) -> None:
        self._set("select")


def scene_for(controller: GameController) -> QObject:
    try:
        from tch_desktop.gui.map import MapScene
    except ImportError:
        return StandInScene()
    return MapScene(controller)


def view_for(scene: QObject) -> QWidget | None:
    """A Map window beside the table, when the Map is part of this build."""
    try:
        from tch_desktop.gui.map import MapScene, MapView
    except ImportError:
        return None
    if not isinstance(scene, MapScene):
        return None
    view = MapView(scene)
    view.setWindowTitle("Map")
    view.resize(760, 620)
    view.move(0, 0)
    view.show()
    view.fit_map()
    return view


def fill_barter(table: Any) -> None:
    """Aiko gives Ren 1,500円 and a promise; Ren gives Aiko part of S2 and 1 blue capsule."""
    table.add_yen(0, 1500)
    table.add_promise(0, "I will build a Coin Laundry next to your Hotel.")
    table.add_subdivision(1, "L2", [(25, 7.5), (29, 7.5), (29, 9), (25, 9)])
    table.add_capsules(1, "blue", 1)
