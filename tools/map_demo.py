"""Look at the Map: `python -m tools.map_demo [RECORD] [--iso] [--mode MODE]`.

Opens a window with the Map view and the tray of Land Parcel boards showing a
record's final position (default: a crowded late-game position played by
`sample.crowded_game`). For screenshots and for trying the tools by hand; the
proposed actions are applied, as the main window would.
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from tch_desktop.gui.app import create_app
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.map import BoardsTray, MapScene, MapView
from tch_desktop.i18n.languages import languages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("record", nargs="?", help="a tch-record file (default: a crowded built-in game)")
    parser.add_argument("--iso", action="store_true", help="start in the isometric view")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--mode", choices=["parcel", "hotel", "building", "outline"],
                        help="start a tool for the player at the front of the queue (for screenshots)")
    parser.add_argument("--zoom", type=float, default=0.0, help="zoom factor after fitting")
    args = parser.parse_args(argv)
    app = create_app()
    languages().set_language(args.lang)
    import tempfile
    from pathlib import Path

    controller = GameController(autosave_dir=Path(tempfile.mkdtemp(prefix="tch-map-demo-")))
    if args.record:
        controller.open(args.record)
    else:
        from tools.sample_game import crowded_game

        game = crowded_game()
        controller.game = game
        controller.game_replaced.emit(game)
    scene = MapScene(controller)
    view = MapView(scene)
    tray = BoardsTray(scene)
    status = QLabel()
    status.setWordWrap(True)
    scene.hint_changed.connect(status.setText)
    scene.action_proposed.connect(controller.apply)
    state = controller.game.state if controller.game else None
    if state is not None and state.queue:
        scene.set_active_player(state.queue[0])
    window = QMainWindow()
    window.setWindowTitle("Tokyo Capsule Hotel — Map")
    central = QWidget()
    box = QVBoxLayout(central)
    box.setContentsMargins(0, 0, 0, 0)
    box.addWidget(view, 1)
    box.addWidget(tray)
    box.addWidget(status)
    window.setCentralWidget(central)
    window.resize(1600, 1000)
    window.show()
    view.setFocus()
    if args.iso:
        view.set_isometric(True)
    view.fit_map()
    if args.zoom:
        view.zoom_by(args.zoom)
        built = QRectF()
        for item in [*scene.area_items.values(), *scene.solids()]:
            built = built.united(item.sceneBoundingRect())
        if not built.isEmpty():
            view.centerOn(built.center())
    if args.mode and state is not None and state.queue:
        QTimer.singleShot(300, lambda: _demo_mode(args.mode, scene, view, state.queue[0]))
    return app.exec()


def _demo_mode(mode: str, scene: MapScene, view: MapView, player: int) -> None:
    """Start a tool with the cursor somewhere sensible, for a screenshot of it."""
    from tch_desktop.engine import moves

    game = scene.game
    assert game is not None
    state = game.state
    spots = list(moves.free_rects(game, player, 3, 4))
    if not spots:  # someone with room to build, then
        for p in state.players:
            spots = list(moves.free_rects(game, p.index, 3, 4))
            if spots:
                player = p.index
                break
    x0, y0 = spots[0][1][:2] if spots else (15.0, 9.0)
    at = QPointF(x0 + 1.5, y0 + 1.5)
    if mode == "parcel":
        boards = game.components.boards
        board = max((b for b in boards if boards[b].price <= state.players[player].yen),
                    key=lambda b: boards[b].price, default="A")
        scene.begin_parcel(player, board)
        spot = next(iter(moves.parcel_spots(game, player, board, limit=1)), None)
        if spot is not None:
            outline = game.components.boards[board].outline
            at = QPointF(spot.x + max(p[0] for p in outline) / 2, spot.y + max(p[1] for p in outline) / 2)
    elif mode == "building":
        scene.begin_building(player, "park", side="A")
    elif mode == "hotel":
        colour = max(state.players[player].capsules or {"red": 0}, key=lambda c: state.players[player].capsules.get(c, 0))
        scene.begin_hotel(player, colour)
        scene.handle_key(Qt.Key.Key_R)
        for x, y, z in ((0.5, 1.0, 0), (1.5, 1.0, 0), (2.5, 1.0, 0), (0.5, 1.0, 1)):
            scene.pointer_release(QPointF(x0 + x + scene.up.x() * z, y0 + y + scene.up.y() * z),
                                  Qt.MouseButton.LeftButton)
        at = QPointF(x0 + 1.5 + scene.up.x(), y0 + 1.0 + scene.up.y())
    elif mode == "outline":
        scene.begin_outline(player)
    scene.pointer_move(at, Qt.MouseButton.NoButton)
    view.centerOn(at)


if __name__ == "__main__":
    sys.exit(main())
