"""Start-up speed: launch to the first painted main window, and `tch-desktop replay`.

Run: python benchmarks/start.py [--repeat N]

Each measure is a whole new process, timed from just before it is started to
the moment it reports its first main window painted (Qt offscreen, raster
painting), runs interleaved so that the machine's load falls on all alike;
figures are medians of N runs. The game's window paints first and sets out its
table right after (a progressive start), so each game run also reports "table
ready": the table built and painted with the game on it, or with the dialog
that starts one (new game, resume) open over it. Floors measured in the same run:

- a bare QApplication + QMainWindow, shown and painted once;
- `python -c pass`, and `python -c "import shapely"` (the geometry a replay needs).

Targets: the game's window (a new game, and the crowded 4-bot record) ≤ 2× the
bare window; `tch-desktop replay` of that record ≤ 0.3 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT / "tests" / "records" / "bots_4p.json"
BIN = Path(sys.executable).parent
SHAPELY = "python -c 'import shapely'"


def _child(what: str, args: list[str]) -> None:
    """In the measured process: report the first paint of a main window, then the table ready, then leave."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    class Watch(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.window: QMainWindow | None = None
            self.painted = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, self.after_paint)  # after this paint has finished
            return False

        def after_paint(self) -> None:
            if not self.painted:
                self.painted = True
                print("painted", flush=True)
                app = QApplication.instance()
                assert app is not None
                app.installEventFilter(self)  # from now on: every widget's paint (the table, a dialog)
            if self.ready():
                print("ready", flush=True)
                os._exit(0)

        def ready(self) -> bool:
            """The table is built and shows the game, or the dialog that starts one is open."""
            w = self.window
            if w is None or not getattr(w, "built", True):
                return False
            controller = getattr(w, "controller", None)
            return (controller is None or controller.game is not None
                    or QApplication.activeModalWidget() is not None)

    spy = Watch()
    show = QMainWindow.show

    def show_and_watch(self: QMainWindow) -> None:
        if spy.window is None:
            spy.window = self
            self.installEventFilter(spy)
        show(self)

    QMainWindow.show = show_and_watch  # type: ignore[method-assign]
    if what == "bare":
        app = QApplication(sys.argv[:1])
        w = QMainWindow()
        w.resize(1280, 720)
        w.show()
        app.exec()
    else:
        from tch_desktop.cli import main

        main(["play", *args])


def launch(cmd: list[str], env: dict[str, str], until: tuple[str, ...]) -> list[float]:
    """Seconds from start to each line of `until` on standard output, in order (or to exit if none)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert p.stdout is not None
    if not until:
        p.stdout.read()
        p.wait()
        return [time.perf_counter() - t0]
    times: list[float] = []
    for line in p.stdout:
        if line.strip() == until[len(times)]:
            times.append(time.perf_counter() - t0)
            if len(times) == len(until):
                break
    else:
        raise SystemExit(f"{cmd} ended before {until[len(times)]!r} (exit {p.wait()})")
    p.wait()
    return times


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=11)
    ap.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        _child(args.child[0], args.child[1:])
        return 0
    home = tempfile.mkdtemp(prefix="tch-start-")
    # As an installed program starts: with compiled bytecode (kept out of the source tree).
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TCH_DESKTOP_HOME": home,
           "PYTHONPYCACHEPREFIX": str(Path(home) / "pycache")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    me = [sys.executable, str(Path(__file__).resolve()), "--child"]
    tch = str(BIN / "tch-desktop")
    marks = ("painted", "ready")
    measures = {
        "bare QApplication + QMainWindow": (me + ["bare"], marks),
        "game window, new game": (me + ["game"], marks),
        "game window, bots_4p.json": (me + ["game", str(RECORD)], marks),
        "python -c pass": ([sys.executable, "-c", "pass"], ()),
        SHAPELY: ([sys.executable, "-c", "import shapely"], ()),
        "tch-desktop replay bots_4p.json": ([tch, "replay", str(RECORD)], ()),
    }
    times: dict[str, list[float]] = {k: [] for k in measures}
    ready: dict[str, list[float]] = {k: [] for k, (_c, until) in measures.items() if until}
    for cmd, until in measures.values():  # warm up: bytecode written, files in the page cache
        launch(cmd, env, until)
    for _ in range(args.repeat):
        for name, (cmd, until) in measures.items():
            got = launch(cmd, env, until)
            times[name].append(got[0])
            if until:
                ready[name].append(got[-1])
    med = {k: statistics.median(v) for k, v in times.items()}
    load = os.getloadavg()
    print(f"medians of {args.repeat} interleaved runs (load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}):")
    for name, m in med.items():
        print(f"  {name:<34} {m:6.3f} s   (min {min(times[name]):.3f}, max {max(times[name]):.3f})"
              + (f"; table ready {statistics.median(ready[name]):.3f} s" if name in ready else ""))
    bare = med["bare QApplication + QMainWindow"]
    ok = True
    for name in ("game window, new game", "game window, bots_4p.json"):
        ratio = med[name] / bare
        ok &= ratio <= 2
        print(f"  {name}: {ratio:.2f}× the bare window (target ≤ 2×); table ready "
              f"{statistics.median(ready[name]) / bare:.2f}× the bare window")
    rp = med["tch-desktop replay bots_4p.json"]
    ok &= rp <= 0.3
    print(f"  replay: {rp:.3f} s (target ≤ 0.3 s; python start {med['python -c pass']:.3f} s, "
          f"with shapely {med[SHAPELY]:.3f} s)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
