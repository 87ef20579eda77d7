"""Command line: `tch-desktop [replay|simulate] …`; no command starts the game."""

from __future__ import annotations

import argparse
import errno
import gc
import json
import os
import sys
import unicodedata
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TextIO

from tch_desktop.engine.components import NEW_GAME_SET
from tch_desktop.engine.errors import RecordError

BROKEN_PIPE = 141  # 128 + SIGPIPE, the status of a Unix tool whose reader went away
OUTPUT_FULL = frozenset({errno.ENOSPC, errno.EFBIG, errno.EDQUOT, errno.EIO})  # output that cannot be written


def _yen(n: int) -> str:
    return f"{n:,}円"


def _plain(text: str) -> str:
    """`text` with control characters written out (``\\x1b``): a name in a record cannot drive the terminal."""
    return "".join(f"\\x{ord(c):02x}" if unicodedata.category(c) == "Cc" else c for c in text)


def _say(text: str, out: TextIO) -> None:
    print(_plain(text), file=out)


def _print_summary(sm: dict[str, Any], out: TextIO) -> None:
    _say(f"components: {sm['components']['name']}", out)
    _say(f"round {sm['round']}, phase {sm['phase']}"
         + (f", spend {_yen(sm['spend'])} of {_yen(sm['limit'])}" if sm["phase"] == "purchase" else ""),
         out)
    if sm["queue"]:
        _say("queue: " + " → ".join(sm["players"][i]["name"] for i in sm["queue"]), out)
    for i, p in enumerate(sm["players"]):
        caps = ", ".join(f"{n} {c}" for c, n in p["capsules"].items()) or "no capsules"
        _say(f"  {i} {p['name']:<12} yen {_yen(p['yen']):>10}  debt {_yen(p['debt']):>10}  "
             f"coupons {p['coupons']}  {caps}{'  (passed)' if p['passed'] else ''}", out)
    if sm["franchise_income"]:
        _say("franchise income: " + ", ".join(f"{c} {_yen(v)}" for c, v in sm["franchise_income"].items()),
             out)
    kinds: dict[str, int] = {}
    for st in sm["structures"]:
        kinds[st["kind"]] = kinds.get(st["kind"], 0) + 1
    _say(f"areas {len(sm['areas'])}; " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())), out)
    if sm["phase"] == "over":
        names = ", ".join(sm["players"][i]["name"] for i in sm["winners"])
        _say(f"game over: won by {names}; net "
             + ", ".join(f"{p['name']} {_yen(n)}" for p, n in zip(sm["players"], sm["net"], strict=True)),
             out)


@contextmanager
def _importing() -> Iterator[None]:
    """Python's cyclic collection paused while a command imports what it uses: importing makes tens of
    thousands of objects and almost no garbage, and the 70-odd collections it set off walked them for
    about a tenth of the imports' CPU time (issue 16). Whatever was paused is back on afterwards."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def cmd_replay(args: argparse.Namespace) -> int:
    with _importing():
        from tch_desktop.engine.record import load_record, replay
        from tch_desktop.engine.summary import summary
        from tch_desktop.i18n.reasons import reason_text, record_error_text

    try:
        record = load_record(args.record)
    except RecordError as err:
        _say(f"{args.record}: not a valid record: {record_error_text(err)}", sys.stderr)
        if args.json:
            print(json.dumps({"format": "tch-summary", "version": 1,
                              "error": {"code": err.code, "where": err.where}}))
        return 2
    result = replay(record)
    sm = summary(result.game)
    if result.error is not None:
        sm["error"] = {"action": result.index, "code": result.error.code,
                       "message": reason_text(result.error, _yen)}
        _say(f"action {result.index}: {result.error.code}: {reason_text(result.error, _yen)}", sys.stderr)
    if args.json:
        print(json.dumps(sm, ensure_ascii=False))
    else:
        _print_summary(sm, sys.stdout)
    return 1 if result.error is not None else 0


def cmd_simulate(args: argparse.Namespace) -> int:
    """Bot-only games across processes: win rates per level, net, length, speed (see bots/simulate.py)."""
    import time

    with _importing():
        from tch_desktop.bots.archetypes import ARCHETYPES
        from tch_desktop.bots.levels import LEVELS
        from tch_desktop.bots.seats import valid_spec
        from tch_desktop.bots.simulate import simulate, summarize
        from tch_desktop.engine.components import component_set_names
        from tch_desktop.engine.game import Game

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    seats = Game.player_counts()
    if len(players) not in seats or not all(valid_spec(p) for p in players):
        print(f"--players: {seats.start} to {seats.stop - 1} of {', '.join(LEVELS + ARCHETYPES)} "
              "or py:path/to/file.py:Class, e.g. hard,normal or rush,hard",
              file=sys.stderr)
        return 2
    if args.components not in component_set_names():
        print(f"--components: one of {', '.join(component_set_names())}", file=sys.stderr)
        return 2
    if args.games < 1 or args.jobs < 1:
        print("--games and --jobs must be at least 1", file=sys.stderr)
        return 2
    if args.records:
        try:
            os.makedirs(args.records, exist_ok=True)
        except OSError as err:
            _say(f"--records {args.records}: not a folder the records can go in ({err.strerror or err})", sys.stderr)
            return 2
    outs, seconds = simulate(players, args.games, args.seed, args.jobs, args.cards, args.tallest,
                             args.records, clock=time.process_time, wall_clock=time.perf_counter,
                             components=args.components)
    for problem in sorted({p for o in outs for p in o.problems}):
        print(problem, file=sys.stderr)
    sm = summarize(outs, seconds)
    if args.json:
        print(json.dumps(sm))
        return 0 if sm["refusals"] == 0 else 1
    print(f"{sm['games']} games of {', '.join(players)} (seats rotated, {args.components} components) "
          f"in {sm['seconds']} s: "
          f"{sm['games_per_s']} games/s")
    for lvl, d in sm["levels"].items():
        print(f"  {lvl:<7} win rate {100 * d['win_rate']:5.1f} %  ({d['wins']} of {d['games']} games)  "
              f"average net {_yen(d['avg_net'])}")
    print(f"game length: {sm['rounds_avg']} rounds, {sm['actions_avg']} actions on average; "
          f"{sm['end_repaid']} ended when a player could repay their Debt")
    print("decision CPU time, median (95th percentile): " + ", ".join(
        f"{lvl} {ms} ms ({sm['decision_ms_p95'][lvl]} ms)" for lvl, ms in sm["decision_ms_median"].items()))
    print("barters: " + (", ".join(f"{k} {v}" for k, v in sm["barters"].items()) or "none"))
    print(f"refused actions: {sm['refusals']}")
    if args.records:
        print(f"records saved in {args.records}")
    return 0 if sm["refusals"] == 0 else 1


def cmd_play(args: argparse.Namespace) -> int:
    if args.bot:  # checked before any window opens (the bots are imported only for it: a quick start)
        from tch_desktop.bots.seats import plugin_seats

        try:
            plugin_seats(args.bot)
        except ValueError as err:
            print(err, file=sys.stderr)
            return 2
    from tch_desktop.gui.app import run

    return run(args)


def cmd_install_shortcut(args: argparse.Namespace) -> int:
    from tch_desktop.shortcut import main as shortcut

    return shortcut(args.remove)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tch-desktop", description="Tokyo Capsule Hotel, desktop edition")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="start the game (the default)")
    play.add_argument("record", nargs="?", help="a game record to open (no offer to resume the autosave)")
    play.add_argument("--lang", choices=["en", "it", "es", "de"], help="the language (remembered otherwise)")
    play.add_argument("--iso", action="store_true", help="start with the isometric Map view")
    play.add_argument("--bot", action="append", metavar="SEAT=py:FILE.py:CLASS",
                      help="a bot plug-in plays bot seat SEAT (from 1) of the games started (see docs/bots.md)")
    play.add_argument("--screen", choices=["newgame", "loans", "purchase", "barter", "income", "end",
                                           "help", "settings", "about"],
                      help="open one screen over the record's position (for screenshots)")
    play.set_defaults(func=cmd_play)
    rp = sub.add_parser("replay", help="replay a game record and print where it stands")
    rp.add_argument("record")
    rp.add_argument("--json", action="store_true", help="print a tch-summary JSON object")
    rp.set_defaults(func=cmd_replay)
    sim = sub.add_parser("simulate", help="play bot-only games and print how each level fares")
    sim.add_argument("--players", required=True,
                     help="levels, archetypes (rush, tall, land) or plug-ins, one per seat, "
                          "e.g. hard,normal or rush,hard or hard,py:mybot.py:MyBot")
    sim.add_argument("--games", type=int, default=10, help="how many games (seats rotate)")
    sim.add_argument("--seed", type=int, default=0, help="the first game's seed")
    sim.add_argument("--jobs", type=int, default=1, help="processes to play on")
    sim.add_argument("--cards", choices=["off", "choose", "all_b", "mixed"], default="off",
                     help="Attraction cards variant; mixed cycles every variant, Tallest Hotel included")
    sim.add_argument("--tallest", action="store_true", help="Tallest Hotel variant")
    sim.add_argument("--components", default=NEW_GAME_SET,
                     help=f"the component set (default {NEW_GAME_SET}; classic is the original numbers)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--records", help="save every game's record in this folder")
    sim.set_defaults(func=cmd_simulate)
    sc = sub.add_parser("install-shortcut", help="add the game to this user's desktop menu, with its icon")
    sc.add_argument("--remove", action="store_true", help="take the menu entry and icon away again")
    sc.set_defaults(func=cmd_install_shortcut)
    return parser


# numpy's OpenBLAS starts a thread per CPU when numpy is imported, 0.04-0.05 s of CPU of every
# start (more of the wall clock on a busy machine); the game does no linear algebra (issue 16).
BLAS_THREADS = ("OPENBLAS_NUM_THREADS", "1")


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault(*BLAS_THREADS)  # before anything imports numpy (a user's own choice wins)
    # In the standalone build, a worker process of `simulate` starts as this
    # program again: freeze_support() runs the worker and exits (a no-op otherwise,
    # so multiprocessing is not imported then: `replay` starts sooner).
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    as_program = argv is None  # the program's own run (the entry point, `python -m tch_desktop`)
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not argv or argv[0] not in ("play", "replay", "simulate", "install-shortcut", "-h", "--help"):
        argv = ["play", *argv]
    args = parser.parse_args(argv)
    for stream in (sys.stdout, sys.stderr):  # a terminal that cannot show 円 gets \u5186, not a traceback
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        code = int(args.func(args))
        if sys.stdout is not None:  # None in the windowed standalone build
            sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (`… | head`): stop quietly, like any other tool in a pipe.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return BROKEN_PIPE
    except OSError as err:
        if err.errno not in OUTPUT_FULL:
            raise
        # The output cannot be written (a full disk, `> /dev/full`): say so, no traceback.
        print(f"tch-desktop: cannot write the output: {err.strerror}", file=sys.stderr)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    if as_program and args.command == "simulate":
        _end_now(code)
    return code


def _end_now(code: int) -> None:
    """End the program at once, without tearing the interpreter down object by object (some 0.03 s
    of CPU after the last game, as long as `simulate`'s whole start-up takes twice; issue 16). Its
    output is flushed here; every record is already written and closed, every worker joined."""
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            stream.flush()
    os._exit(code)


if __name__ == "__main__":
    sys.exit(main())
