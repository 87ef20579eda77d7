"""Sample positions for the dialogs' demo (python -m tools.dialog_demo).

Positions are built with legal actions only (`Game.apply`): the table is
bought over a few rounds, Yen and capsules change hands in Barters. Not used
by the game itself.
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
    """Buys for any player in turn, through legal actions only (`Game.apply`).

    When the Round Spend reaches the Purchase Limit, the round is played out
    (everyone passes, Income) and buying goes on in the next one. A player
    short of Yen borrows it in a Barter from the richest other player, against
    a promise to pay it back; capsules another player holds come the same way.
    """

    def __init__(self, game: Game) -> None:
        self.g = game
        self.s = game.state

    def buy(self, action: dict[str, Any]) -> None:
        p = action["player"]
        for _ in range(12):
            self._open_purchasing()
            self._front(p)
            err = self.g.check(action)
            if err is None:
                self.g.apply(action)
                return
            if err.code != "insufficient_funds" or not self._borrow(p, err.details["need"] - err.details["have"]):
                if err.code != "insufficient_funds":
                    raise err
                self.finish_round()  # nobody can lend enough: the next Income will
        raise RuntimeError(f"could not buy {action}")

    def capsules(self, player: int, colour: str, n: int) -> None:
        """`player` gets n capsules: buys the colour's stack, or takes them from the player who has it."""
        if self.s.supply.get(colour, 0):
            self.buy({"type": "buy_capsules", "player": player, "color": colour})
            return
        holder = next(q.index for q in self.s.players if q.capsules.get(colour, 0) >= n)
        self._deal(player, holder, {"from": holder, "to": player, "capsules": {colour: n}})

    def _open_purchasing(self) -> None:
        while self.s.phase == "purchase" and not self.s.purchasing_open:
            self.finish_round()
        assert self.s.phase == "purchase", "the sample game ended while it was being built"

    def _front(self, p: int) -> None:
        """Put p's Seal at the front of the queue (the others' Seals step out)."""
        s, g = self.s, self.g
        while s.queue and s.queue[0] != p:
            g.apply({"type": "leave_queue", "player": s.queue[0]})
        if not s.queue:
            g.apply({"type": "queue", "player": p})

    def _borrow(self, p: int, amount: int) -> bool:
        lenders = sorted((q for q in self.s.players if q.index != p and q.yen >= amount),
                         key=lambda q: -q.yen)
        if not lenders or not self.s.purchasing_open:
            return False
        self._deal(p, lenders[0].index, {"from": lenders[0].index, "to": p, "yen": amount})
        return True

    def _deal(self, p: int, other: int, transfer: dict[str, Any]) -> None:
        """A Barter: `other` makes the transfer to p, p promises something back."""
        g, s = self.g, self.s
        for q in (p, other):
            if q in s.queue:
                g.apply({"type": "leave_queue", "player": q})
        g.apply({"type": "barter_open", "parties": [p, other]})
        barter = g.barter_of(p)
        g.apply({"type": "barter", "barter": barter, "transfers": [transfer],
                 "promises": [{"from": p, "text": "I will pay you back next round."}]})

    def finish_round(self, faces: dict[str, int] | None = None) -> None:
        """Everyone passes; `faces` fixes the Bonus dice (building id → face)."""
        g, s = self.g, self.s
        for b in self.dice_order():
            if faces and b in faces:
                g.apply({"type": "roll", "building": b, "face": faces[b]})
        for p in s.players:
            if p.index in s.queue:
                g.apply({"type": "leave_queue", "player": p.index})
        round_ = s.round
        for p in s.players:
            if s.phase == "purchase" and s.round == round_ and not p.passed:
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
    """Purchase/Barter after the table is built: five Parcels with Hotels, Buildings, Graveyards (cards chosen).

    Everything is bought through actions, so it fits what three loans of 10,000円 and the
    Purchase Limit allow over the first rounds.
    """
    g = Game(Setup(list(PLAYERS), seed=seed, attraction_cards="choose"))
    _claim(g.apply, 3)
    for i, amount in enumerate((10000, 10000, 10000)):
        g.apply({"type": "loan", "player": i, "amount": amount})
    b = _Builder(g)
    b.capsules(0, "red", 2)
    b.capsules(1, "red", 3)  # from Aiko, who bought the stack
    b.capsules(2, "purple", 3)
    b.buy({"type": "buy_parcel", "player": 1, "board": "D", "x": 21, "y": 4, "rot": 0})  # L1
    b.buy({"type": "buy_parcel", "player": 2, "board": "B", "x": 15, "y": 19, "rot": 0})  # L2
    for action in (
        {"type": "buy_vending", "player": 0, "x": 15, "y": 12},
        _hotel(0, "red", 15, 9, 1, rot=0, entrance=(15, 10)),
        {"type": "buy_building", "player": 0, "building": "tokyo_spike", "x": 17, "y": 11, "side": "A"},
        {"type": "buy_graveyard", "player": 0, "x": 17.5, "y": 9},
        {"type": "buy_building", "player": 1, "building": "park", "x": 25, "y": 4, "side": "B"},
        {"type": "buy_vending", "player": 1, "x": 21, "y": 4},
        _hotel(1, "red", 21, 6, 1, rot=0, entrance=(21, 7)),
        {"type": "buy_graveyard", "player": 1, "x": 23, "y": 4},
        {"type": "buy_vending", "player": 1, "x": 24, "y": 9},
        _hotel(1, "red", 21, 9, 1, rot=0, entrance=(21, 10)),
        {"type": "buy_graveyard", "player": 1, "x": 21, "y": 11.5},
        {"type": "buy_building", "player": 1, "building": "coin_laundry", "x": 23, "y": 11},
        {"type": "buy_building", "player": 2, "building": "sweets_buffet", "x": 19, "y": 19, "side": "B"},
        {"type": "buy_vending", "player": 2, "x": 20.5, "y": 21.5},
        {"type": "buy_graveyard", "player": 2, "x": 15, "y": 19},
        _hotel(2, "purple", 15, 21, 3, entrance=(18, 22)),
    ):
        b.buy(action)
    b._open_purchasing()
    return g, b


def income_game() -> Game:
    """Just after an Income: a No-Graveyard face (S1), a Coupon face (S2), the cap (L1),
    a side-B Sweets Buffet (L2) and a side-B Park's bonus (S1)."""
    g, b = built_game()
    b.finish_round({"B1": 0, "B2": 3, "B3": 0})  # Spike, Park, Coin Laundry
    return g


def finished_game() -> Game:
    """The same table played on, everyone passing, until the game ends."""
    g, b = built_game(seed=11)
    while g.state.phase != "over":
        b.finish_round()
    return g


def barter_controller() -> GameController:
    """Purchase/Barter on the built table, Aiko and Ren with their Seals out of the queue."""
    g, _b = built_game()
    c = _controller(g.setup)
    c.game = g
    for p in (0, 1, 2):
        if p in g.state.queue:
            c.apply({"type": "leave_queue", "player": p})
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
    """Aiko gives Ren 500円 and a promise; Ren gives Aiko part of L1 and 1 red capsule."""
    table.add_yen(0, 500)
    table.add_promise(0, "I will build a Coin Laundry next to your Hotel.")
    table.add_subdivision(1, "L1", [(25, 7.5), (29, 7.5), (29, 9), (25, 9)])
    table.add_capsules(1, "red", 1)
