"""Map speed: dragging a Parcel board across a late-game Map, building the scene, memory.

Run: python benchmarks/map.py [RECORD | --stress] [--repeat N] [--frames N]
Default position: `gui.map.sample.crowded_game()` (4 players, round 8, a Seal at the front).
`--stress`: every piece of the box on the Map (all 80 capsules in Hotels, 11
Buildings, 20 Vending Machines, a dozen Subdivisions; see stress_position.py);
no record reaches it, so its scene is built from the game itself.
Targets on the development machine: a drag frame (mouse move → live legality
check → repaint of what changed) under 16 ms median; building the scene from
a record under 100 ms. Figures are medians of N runs; memory is the Python
heap's peak (tracemalloc), Qt's own C++ allocations are not counted.
Qt runs offscreen (raster painting, as on screen, without the compositor).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tch_desktop.engine import Game, game_record, load_record, replay  # noqa: E402
from tch_desktop.gui.app import create_app  # noqa: E402
from tch_desktop.gui.controller import GameController  # noqa: E402
from tch_desktop.gui.map import MapScene, MapView  # noqa: E402
from tch_desktop.gui.map.sample import crowded_game, describe  # noqa: E402


def position(path: str | None, stress: bool = False) -> tuple[Game, object]:
    if stress:
        from benchmarks.stress_position import stress_game

        return stress_game(), None
    if path:
        record = load_record(path)
        return replay(record).game, record
    game = crowded_game()
    return game, game_record(game)


def bench_build(controller: GameController, record: object, repeat: int) -> dict[str, float]:
    replays, builds = [], []
    for _ in range(repeat):
        t0 = time.perf_counter()
        if record is not None:
            controller.game = replay(record).game  # type: ignore[arg-type]
        t1 = time.perf_counter()
        scene = MapScene(controller)
        t2 = time.perf_counter()
        replays.append(t1 - t0)
        builds.append(t2 - t1)
        scene.deleteLater()
    if record is None:
        replays = [float("nan")]
    return {"replay_ms": 1000 * statistics.median(replays), "scene_build_ms": 1000 * statistics.median(builds),
            "items": len(scene.items())}


def move(view: MapView, at: QPoint, buttons: Qt.MouseButton) -> None:
    vp = view.viewport()
    event = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(at), QPointF(vp.mapToGlobal(at)),
                        Qt.MouseButton.NoButton, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, event)


def bench_drag(view: MapView, player: int, board: str, frames: int, iso: bool) -> dict[str, float]:
    """Sweep the board across the Map in a zig-zag; each frame: move, check, repaint."""
    scene = view.map_scene
    view.set_isometric(iso)
    view.fit_map()
    QApplication.processEvents()
    scene.begin_parcel(player, board)
    w, h = scene.components.map_size
    path = []
    rows = 6
    per_row = max(2, frames // rows)
    for r in range(rows):
        y = 2 + (h - 4) * r / (rows - 1)
        xs = [2 + (w - 4) * i / (per_row - 1) for i in range(per_row)]
        path += [(x, y) for x in (xs if r % 2 == 0 else reversed(xs))]
    times, checks, legal = [], [], 0
    game = scene.game
    assert game is not None
    real_check = game.check

    def timed_check(action):
        t = time.perf_counter()
        out = real_check(action)
        checks.append(time.perf_counter() - t)
        return out

    game.check = timed_check  # type: ignore[method-assign]
    try:
        for i, (x, y) in enumerate(path):
            if i == len(path) // 2:
                scene.handle_key(Qt.Key.Key_R)
            at = view.mapFromScene(QPointF(x, y))
            t0 = time.perf_counter()
            move(view, at, Qt.MouseButton.LeftButton)
            QApplication.processEvents()  # the view repaints what changed
            times.append(time.perf_counter() - t0)
            legal += scene.tool is not None and getattr(scene.tool, "error", 1) is None
    finally:
        del game.check
    scene.cancel_mode()
    t0 = time.perf_counter()
    view.viewport().repaint()
    full = time.perf_counter() - t0
    return {"frame_ms_median": 1000 * statistics.median(times),
            "frame_ms_p95": 1000 * sorted(times)[int(0.95 * len(times)) - 1],
            "check_ms_median": 1000 * statistics.median(checks) if checks else 0.0,
            "full_repaint_ms": 1000 * full, "frames": len(times), "legal_frames": legal}


def bench_zoom(view: MapView, iso: bool, steps: int = 8) -> tuple[float, float]:
    """Wheel zooming in then out around the centre: median frame, and the repaint once it rests.

    While the wheel turns, pieces show their stretched pictures; once it rests
    (zoomed in, at a new scale) every visible piece is painted sharp again.
    """
    view.set_isometric(iso)
    view.fit_map()
    QApplication.processEvents()
    times, settles = [], []
    for factor in (1.15, 1 / 1.15):
        for _ in range(steps):
            t0 = time.perf_counter()
            view.zoom_by(factor)
            QApplication.processEvents()
            times.append(time.perf_counter() - t0)
        view.zoom_by(1.01 if factor > 1 else 1 / 1.01)  # a scale no picture was made for
        QApplication.processEvents()
        t0 = time.perf_counter()
        view._zoom_settled()  # what the view does once the wheel rests
        QApplication.processEvents()
        settles.append(time.perf_counter() - t0)
    return 1000 * statistics.median(times), 1000 * max(settles)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("record", nargs="?")
    parser.add_argument("--stress", action="store_true", help="every piece of the box on the Map")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--frames", type=int, default=240)
    parser.add_argument("--size", default="1600x1000", help="view size in pixels")
    args = parser.parse_args()
    app = create_app()
    game, record = position(args.record, args.stress)
    print("position:", describe(game.state), f"({len(game.log)} actions)")
    scratch = tempfile.TemporaryDirectory(prefix="tch-bench-")  # removed when the run ends
    controller = GameController(autosave_dir=Path(scratch.name))
    controller.game = game
    tracemalloc.start()
    build = bench_build(controller, record, args.repeat)
    _, peak_build = tracemalloc.get_traced_memory()
    replayed = "no record (built directly)" if record is None else f"{build['replay_ms']:.1f} ms"
    print(f"replay of the record: {replayed}; scene build: {build['scene_build_ms']:.1f} ms "
          f"({build['items']} items)  [median of {args.repeat}]")
    controller.game = replay(record).game if record is not None else game  # type: ignore[arg-type]
    scene = MapScene(controller)
    view = MapView(scene)
    w, h = (int(v) for v in args.size.split("x"))
    view.resize(w, h)
    view.show()
    app.processEvents()
    firsts = []
    for _ in range(args.repeat):
        for item in scene.items():
            cache = getattr(item, "cache", None)
            if cache is not None:
                cache.invalidate()
        t0 = time.perf_counter()
        view.viewport().repaint()
        firsts.append(time.perf_counter() - t0)
    print(f"first paint of the whole Map ({w}x{h}, plan): {1000 * statistics.median(firsts):.1f} ms")
    state = controller.game.state
    player = state.queue[0] if state.queue else 0
    boards = controller.game.components.boards
    affordable = [b for b in sorted(boards) if boards[b].price <= state.players[player].yen] or ["A"]
    board = "C" if "C" in affordable else max(affordable, key=lambda b: boards[b].price)
    tracemalloc.reset_peak()
    for iso in (False, True):
        runs = [bench_drag(view, player, board, args.frames, iso) for _ in range(args.repeat)]
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        print(f"{'isometric' if iso else 'plan'} drag, board {board} ({int(med['frames'])} frames, "
              f"{int(med['legal_frames'])} legal): frame median {med['frame_ms_median']:.2f} ms, "
              f"p95 {med['frame_ms_p95']:.2f} ms; check median {med['check_ms_median']:.3f} ms; "
              f"full repaint {med['full_repaint_ms']:.1f} ms  [median of {args.repeat} runs]")
    for iso in (False, True):
        runs_z = [bench_zoom(view, iso) for _ in range(args.repeat)]
        print(f"{'isometric' if iso else 'plan'} wheel zoom: frame median "
              f"{statistics.median(r[0] for r in runs_z):.1f} ms, sharp repaint once it rests "
              f"{statistics.median(r[1] for r in runs_z):.1f} ms")
    _, peak_drag = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"peak Python memory: building {peak_build / 1e6:.1f} MB, dragging {peak_drag / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
