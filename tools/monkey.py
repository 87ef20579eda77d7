"""Monkey test: drive the real window with random mouse and key events for N minutes.

    nice -n 10 .venv/bin/python tools/monkey.py --mode bots --minutes 20 --display :190
    nice -n 10 .venv/bin/python tools/monkey.py --mode hotseat --minutes 20 --display :191

The script starts Xvfb on `--display` (unless `--display` is empty and
DISPLAY is set) and runs the program in a child process: the real
`MainWindow`, with a game of one person and three bots (`bots`) or two to four
people (`hotseat`), while a timer in the child sends random clicks, drags,
wheel turns and keys (the seat keys, shortcuts, letters) to whatever window
is on top. File dialogs are replaced by random choices among a good record, a
damaged one and cancelling, inside the child's own home folder (a monkey must
not overwrite files); everything else is the program as shipped.

It reports, for the whole run:

- crashes: the child died of a signal or exited abnormally (faulthandler's
  stack is kept), after which a new child carries on until the time is up;
- tracebacks: every Python exception reaching `sys.excepthook` or
  `sys.unraisablehook` (exceptions in Qt slots land there), counted by place;
- Qt warnings: every qWarning/qCritical, counted by text;
- freezes: a heartbeat timer in the child measures how late the event loop
  runs it (the longest stall, stalls over 0.5 s and over 2 s); a child whose
  heartbeat stops for 20 s is a hang: its stacks are dumped and it is killed.

Exit status 0 when there was no crash, traceback, hang or Qt warning; else 1.
The report is printed and written as JSON (`--report`).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
HEARTBEAT_MS = 50
EVENT_MS = 25  # one random input every 25 ms: 40 a second
HANG_S = 20.0


# ====================================================================== the child: the window and the monkey

def child(args: argparse.Namespace) -> int:  # noqa: C901 - one place for the whole monkey
    import faulthandler

    status_path = Path(args.status)
    crash_file = open(status_path.with_suffix(".faults"), "w")  # noqa: SIM115 - open for the process's life
    faulthandler.enable(crash_file)
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, crash_file, all_threads=True)

    from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, qInstallMessageHandler
    from PySide6.QtGui import QCursor
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QLabel, QWidget

    stats: dict[str, Any] = {"events": 0, "actions": 0, "games": 0, "max_stall_ms": 0.0, "stalls_500ms": 0,
                             "stalls_2s": 0, "tracebacks": {}, "qt_warnings": {}, "windows_closed": 0, "assisted": 0,
                             "on_top": {}, "stalls_1s_after": {}}

    def note_traceback(kind: str, exc: BaseException | None, tb: Any) -> None:
        frames = traceback.extract_tb(tb) if tb is not None else []
        place = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else "?"
        key = f"{kind}: {type(exc).__name__}: {str(exc)[:160]} at {place}"
        entry = stats["tracebacks"].setdefault(key, {"count": 0, "text": ""})
        entry["count"] += 1
        if not entry["text"]:
            entry["text"] = "".join(traceback.format_exception(exc))[-4000:] if exc is not None else ""

    sys.excepthook = lambda t, e, tb: note_traceback("exception", e, tb)
    sys.unraisablehook = lambda u: note_traceback("unraisable", u.exc_value, u.exc_traceback)

    def on_message(mode: Any, _context: Any, message: str) -> None:
        if mode.name in ("QtWarningMsg", "QtCriticalMsg", "QtFatalMsg"):
            stats["qt_warnings"][message[:200]] = stats["qt_warnings"].get(message[:200], 0) + 1

    qInstallMessageHandler(on_message)

    from tch_desktop.engine import PlayerSetup, Setup, game_record, save_record
    from tch_desktop.gui.app import create_app
    from tch_desktop.gui.seatkeys import load_keys
    from tch_desktop.gui.window.mainwindow import MainWindow
    from tch_desktop.i18n.languages import languages

    rng = random.Random(args.seed)
    app = create_app()
    languages().set_language(rng.choice(["en", "it", "es", "de"]))
    home = Path(os.environ["TCH_DESKTOP_HOME"])
    files = home / "files"
    files.mkdir(parents=True, exist_ok=True)
    (files / "damaged.json").write_text('{"format": "tch-record", "version": 1, "setup": {"players": [')

    def open_name(*_a: Any, **_k: Any) -> tuple[str, str]:
        choice = rng.choice(["", "good", "damaged", "missing", "folder"])
        path = {"": "", "good": str(files / "good.json"), "damaged": str(files / "damaged.json"),
                "missing": str(files / "missing.json"), "folder": str(files)}[choice]
        return path, ""

    def save_name(*_a: Any, **_k: Any) -> tuple[str, str]:
        return (rng.choice(["", str(files / "good.json"), str(files / "other")]), "")

    QFileDialog.getOpenFileName = staticmethod(open_name)  # type: ignore[method-assign]
    QFileDialog.getSaveFileName = staticmethod(save_name)  # type: ignore[method-assign]

    names = ["Aiko", "<b>Ren</b>", "Sora & Co", "Yuki 😀"]
    seals = ["crane", "fan", "wave", "lantern"]
    pens = ["#c0392b", "#2471a3", "#1e8449", "#7d3c98"]

    def setup() -> Setup:
        if args.mode == "bots":
            players = [PlayerSetup(names[0], seals[0], pens[0])] + [
                PlayerSetup(f"Bot {i}", seals[i], pens[i], "bot", rng.choice(["easy", "normal", "hard"]))
                for i in (1, 2, 3)]
        else:
            n = rng.choice([2, 3, 4])
            players = [PlayerSetup(names[i], seals[i], pens[i]) for i in range(n)]
        return Setup(players, seed=rng.randrange(10**6), attraction_cards=rng.choice(["off", "choose", "all_b"]),
                     tallest_hotel=rng.random() < 0.5)

    state: dict[str, Any] = {"window": None, "over_since": None, "last_beat": time.monotonic(),
                             "last_action": time.monotonic()}

    def assist() -> None:
        """No action for a while and no dialog up: a person's legal move, through the controller.

        Random clicks rarely hit a starting Parcel or a free spot of Land, so
        without this most runs would never leave the first minutes of a game;
        the monkey's own events then act on every later phase too.
        """
        from tch_desktop.engine import moves

        window = state["window"]
        game = window.controller.game
        if game is None or QApplication.activeModalWidget() is not None:
            return
        humans = [p.index for p in game.state.players if p.kind == "human"]
        rng.shuffle(humans)
        for p in humans:
            types = game.legal_action_types(p)
            options: list[Any] = []
            if "claim_start" in types:
                options += [{"type": "claim_start", "player": p, "parcel": f"S{i}"} for i in range(1, 5)]
            if "buy_capsules" in types:
                options += [{"type": "buy_capsules", "player": p, "color": c}
                            for c in game.components.capsule_price]
            if "buy_parcel" in types:
                options += moves.parcel_spots(game, p, rng.choice("ABCDE"), limit=2)
            if "build_hotel" in types:
                for colour, n in game.state.players[p].capsules.items():
                    options += moves.hotel_designs(game, p, colour, min(n, 4), limit=2)
            if "buy_vending" in types:
                options += moves.vending_spots(game, p, limit=2)
            for kind in ("queue", "pass", "leave_queue", "forfeit"):
                if kind in types and rng.random() < 0.3:
                    options.append({"type": kind, "player": p})
            options = [a for a in options if game.check(a) is None]
            if options:
                stats["assisted"] += 1
                window.controller.apply(rng.choice(options))
                return

    def applied(*_a: Any) -> None:
        stats["actions"] += 1
        state["last_action"] = time.monotonic()

    def new_window() -> None:
        window = MainWindow(options=argparse.Namespace(record=None, iso=False, screen=None))
        window.show()
        window.controller.action_applied.connect(applied)
        state["window"] = window
        fresh_game()

    def fresh_game() -> None:
        window = state["window"]
        window.controller.new_game(setup())
        stats["games"] += 1
        state["over_since"] = None
        if not (files / "good.json").exists():
            save_record(game_record(window.controller.game), files / "good.json")

    def heartbeat() -> None:
        now = time.monotonic()
        late_ms = (now - state["last_beat"]) * 1000 - HEARTBEAT_MS
        state["last_beat"] = now
        stats["max_stall_ms"] = max(stats["max_stall_ms"], round(late_ms, 1))
        if late_ms > 500:
            stats["stalls_500ms"] += 1
        if late_ms > 2000:
            stats["stalls_2s"] += 1
        if late_ms > 1000:  # what the monkey did last: the likely cause
            cause = state.get("last_input", "?")
            stats["stalls_1s_after"][cause] = stats["stalls_1s_after"].get(cause, 0) + 1

    def write_status() -> None:
        tmp = status_path.with_suffix(".tmp")
        tmp.write_text(json.dumps({**stats, "time": time.time()}))
        tmp.replace(status_path)

    keys = [k for pair in load_keys().values() for k in pair]
    plain_keys = [getattr(Qt.Key, f"Key_{k}") for k in keys if hasattr(Qt.Key, f"Key_{k}")]
    other_keys = [Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_Tab, Qt.Key.Key_Backspace,
                  Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Delete,
                  Qt.Key.Key_I, Qt.Key.Key_F, Qt.Key.Key_R, Qt.Key.Key_H, Qt.Key.Key_1, Qt.Key.Key_2,
                  Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_F1]
    ctrl_keys = [Qt.Key.Key_Z, Qt.Key.Key_S, Qt.Key.Key_N, Qt.Key.Key_O]  # not Ctrl+Q: quitting is no bug
    buttons = [Qt.MouseButton.LeftButton] * 6 + [Qt.MouseButton.RightButton]

    def target() -> QWidget | None:
        top = QApplication.activePopupWidget() or QApplication.activeModalWidget() or state["window"]
        return top if top is not None and top.isVisible() else None

    def poke() -> None:
        # Qt never runs a timer's slot again while it is still running, and an input may open a
        # modal dialog whose event loop runs until the dialog closes: so each input is sent from
        # a one-shot timer of its own, and the monkey's timer goes on driving the dialog.
        QTimer.singleShot(0, poke_now)

    def poke_now() -> None:
        window = state["window"]
        if window is None or not window.isVisible():
            stats["windows_closed"] += 1
            new_window()
            return
        game = window.controller.game
        if game is None:
            if QApplication.activeModalWidget() is None:
                fresh_game()
        elif game.state.phase == "over":
            state["over_since"] = state["over_since"] or time.monotonic()
            if time.monotonic() - state["over_since"] > 5 and QApplication.activeModalWidget() is None:
                fresh_game()
        if args.assist and time.monotonic() - state["last_action"] > args.assist:
            state["last_action"] = time.monotonic()
            state["last_input"] = "assisted move"
            assist()
        top = target()
        if top is None:
            return
        stats["events"] += 1
        stats["on_top"][type(top).__name__] = stats["on_top"].get(type(top).__name__, 0) + 1
        w, h = max(1, top.width()), max(1, top.height())
        pos = QPoint(rng.randrange(w), rng.randrange(h))
        if rng.random() < 0.3:  # aim at a control now and then: random points rarely hit small buttons
            controls = [b for b in top.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
            if controls:
                button = rng.choice(controls)
                pos = button.mapTo(top, QPoint(button.width() // 2, button.height() // 2))
        widget = top.childAt(pos) or top
        local = widget.mapFrom(top, pos) if widget is not top else pos
        roll = rng.random()
        what = "click" if roll < 0.5 else "drag" if roll < 0.6 else "wheel" if roll < 0.65 else \
            "key" if roll < 0.88 else "move"
        text_of = getattr(widget, "text", None)
        label = text_of() if callable(text_of) and isinstance(widget, (QAbstractButton, QLabel)) else ""
        state["last_input"] = f"{what} on {type(top).__name__}/{type(widget).__name__} {str(label)[:30]!r}"
        if roll < 0.45:
            QTest.mouseClick(widget, rng.choice(buttons), Qt.KeyboardModifier.NoModifier, local)
        elif roll < 0.5:
            QTest.mouseDClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
        elif roll < 0.6:
            QTest.mousePress(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
            for _ in range(rng.randint(1, 4)):
                local = QPoint(max(0, min(widget.width() - 1, local.x() + rng.randint(-80, 80))),
                               max(0, min(widget.height() - 1, local.y() + rng.randint(-80, 80))))
                QTest.mouseMove(widget, local)
            QTest.mouseRelease(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
        elif roll < 0.65:
            QTest.mouseMove(widget, local)
            from PySide6.QtGui import QWheelEvent

            delta = rng.choice([-240, -120, 120, 240])
            glob = widget.mapToGlobal(local)
            event = QWheelEvent(QPointF(local), QPointF(glob), QPoint(0, 0), QPoint(0, delta),
                                Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                                Qt.ScrollPhase.NoScrollPhase, False)
            QApplication.sendEvent(widget, event)
        elif roll < 0.85:
            key = rng.choice(plain_keys) if rng.random() < 0.6 else rng.choice(other_keys)
            QTest.keyClick(QApplication.focusWidget() or top, key)
        elif roll < 0.88:
            QTest.keyClick(QApplication.focusWidget() or top, rng.choice(ctrl_keys),
                           Qt.KeyboardModifier.ControlModifier)
        else:
            QCursor.setPos(top.mapToGlobal(pos))
            QTest.mouseMove(widget, local)

    beat = QTimer()
    beat.setInterval(HEARTBEAT_MS)
    beat.timeout.connect(heartbeat)
    beat.start()
    status = QTimer()
    status.setInterval(1000)
    status.timeout.connect(write_status)
    status.start()
    monkey = QTimer()
    monkey.setInterval(EVENT_MS)
    monkey.timeout.connect(poke)
    monkey.start()
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    new_window()
    write_status()
    state["last_beat"] = time.monotonic()
    app.exec()
    write_status()
    os._exit(0)  # no teardown surprises: the run is judged on what happened while it ran


# ====================================================================== the parent: runs, watches, reports

def start_xvfb(display: str) -> subprocess.Popen[bytes] | None:
    if not display:
        return None
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        sys.exit("Xvfb is not installed")
    proc = subprocess.Popen([xvfb, display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.5)
    if proc.poll() is not None:
        sys.exit(f"Xvfb could not start on {display} (in use?)")
    return proc


def run(args: argparse.Namespace) -> int:
    xvfb = start_xvfb(args.display)
    env = dict(os.environ)
    if args.display:
        env["DISPLAY"] = args.display
        env["QT_QPA_PLATFORM"] = "xcb"
    deadline = time.monotonic() + args.minutes * 60
    work = Path(tempfile.mkdtemp(prefix=f"tch-monkey-{args.mode}-"))
    totals: dict[str, Any] = {"mode": args.mode, "minutes": args.minutes, "children": 0, "crashes": [],
                              "hangs": 0, "events": 0, "actions": 0, "games": 0, "max_stall_ms": 0.0,
                              "stalls_500ms": 0, "stalls_2s": 0, "windows_closed": 0, "assisted": 0}
    tracebacks: dict[str, dict[str, Any]] = {}
    warnings: collections.Counter[str] = collections.Counter()
    stall_causes: collections.Counter[str] = collections.Counter()
    seed = args.seed
    try:
        while (left := deadline - time.monotonic()) > 5:
            totals["children"] += 1
            status = work / f"child{totals['children']}.json"
            home = work / f"home{totals['children']}"
            cenv = dict(env, TCH_DESKTOP_HOME=str(home), PYTHONPATH=str(ROOT))
            proc = subprocess.Popen([sys.executable, "-X", "faulthandler", __file__, "--child", "--mode", args.mode,
                                     "--seed", str(seed), "--seconds", str(left), "--status", str(status),
                                     "--assist", str(args.assist)],
                                    env=cenv, cwd=ROOT, stdout=subprocess.DEVNULL,
                                    stderr=open(work / f"child{totals['children']}.stderr", "w"))  # noqa: SIM115
            seed += 1
            hung = False
            while proc.poll() is None:
                time.sleep(1)
                if status.exists() and time.time() - json.loads(status.read_text())["time"] > HANG_S:
                    hung = True
                    if hasattr(signal, "SIGUSR1"):
                        proc.send_signal(signal.SIGUSR1)  # faulthandler: every thread's stack
                        time.sleep(1)
                    proc.kill()
                    proc.wait()
                    break
                if time.monotonic() > deadline + 60:
                    proc.kill()
                    proc.wait()
            rc = proc.returncode
            stats = json.loads(status.read_text()) if status.exists() else {}
            for k in ("events", "actions", "assisted", "games", "stalls_500ms", "stalls_2s", "windows_closed"):
                totals[k] += stats.get(k, 0)
            totals["max_stall_ms"] = max(totals["max_stall_ms"], stats.get("max_stall_ms", 0.0))
            for key, entry in stats.get("tracebacks", {}).items():
                tracebacks.setdefault(key, {"count": 0, "text": entry["text"]})["count"] += entry["count"]
            warnings.update(stats.get("qt_warnings", {}))
            stall_causes.update(stats.get("stalls_1s_after", {}))
            faults = status.with_suffix(".faults")
            if hung:
                totals["hangs"] += 1
                totals["crashes"].append({"child": totals["children"], "kind": "hang",
                                          "stacks": faults.read_text()[-6000:] if faults.exists() else ""})
            elif rc != 0:
                err = (work / f"child{totals['children']}.stderr").read_text()[-3000:]
                totals["crashes"].append({"child": totals["children"], "kind": f"exit {rc}",
                                          "faulthandler": faults.read_text()[-6000:] if faults.exists() else "",
                                          "stderr": err})
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    report = {**totals, "tracebacks": tracebacks, "qt_warnings": dict(warnings.most_common()),
              "stalls_1s_after": dict(stall_causes.most_common()),
              "work_folder": str(work)}
    text = json.dumps(report, indent=1, ensure_ascii=False)
    if args.report:
        Path(args.report).write_text(text)
    print(f"monkey {args.mode}: {args.minutes} min, {totals['children']} run(s), {totals['events']} events, "
          f"{totals['actions']} actions applied ({totals['assisted']} of them assisted), "
          f"{totals['games']} games started")
    print(f"crashes {len([c for c in totals['crashes'] if c['kind'] != 'hang'])}, hangs {totals['hangs']}, "
          f"tracebacks {sum(e['count'] for e in tracebacks.values())} ({len(tracebacks)} distinct), "
          f"Qt warnings {sum(warnings.values())} ({len(warnings)} distinct)")
    print(f"event loop: longest stall {totals['max_stall_ms']:.0f} ms, stalls over 0.5 s {totals['stalls_500ms']}, "
          f"over 2 s {totals['stalls_2s']}")
    for cause, n in stall_causes.most_common(5):
        print(f"  stall over 1 s ×{n} after: {cause}")
    for key, entry in tracebacks.items():
        print(f"  traceback ×{entry['count']}: {key}")
    for msg, n in warnings.most_common(10):
        print(f"  Qt warning ×{n}: {msg}")
    for crash in totals["crashes"]:
        print(f"  {crash['kind']} in run {crash['child']}")
    bad = totals["crashes"] or tracebacks or warnings
    return 1 if bad else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mode", choices=["bots", "hotseat"], default="bots")
    parser.add_argument("--minutes", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--display", default=":190", help="start Xvfb here ('' to use $DISPLAY as it is)")
    parser.add_argument("--report", help="write the report as JSON here")
    parser.add_argument("--assist", type=float, default=3.0,
                        help="after this many seconds without an action, play a person's legal move (0: never)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, default=60.0, help=argparse.SUPPRESS)
    parser.add_argument("--status", help=argparse.SUPPRESS)
    args = parser.parse_args()
    return child(args) if args.child else run(args)


if __name__ == "__main__":
    sys.exit(main())
