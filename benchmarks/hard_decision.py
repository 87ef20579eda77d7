"""CPU time of a hard bot's Purchase decision: this tree against today's code, same positions.

Run: python benchmarks/hard_decision.py [--games 2] [--seed 1] [--repeat 3] [--players 4]
                                        [--components balanced] [--baseline REV] [--cold]

The positions: every moment of seeded games of hard bots (`--players` seats, as
`simulate` plays them) at which a hard bot is at the front of the queue with
Purchasing open. At each, a fresh hard bot (seeded by the position) decides on
the referee's view of the table, one position after another as in a game. Each
way in its own process, runs alternating, `--repeat` times:

- the baseline: the code of git revision `--baseline` (default `main`), exported
  to a temporary folder, or the tree in `--baseline-dir` — the old code path
  itself, measured in the same run (the gate's floor; meaningful only while its
  bots play as this tree's do: the identity check says so);
- this tree with every memory switched off (`Econ.remember`): each rival's plan,
  Franchises, rates, Debts, the plans' Hotel figures and the land's spots and
  capacities worked out afresh every time (for information: what remembering saves);
- this tree as it plays.

What a process remembers from one decision to the next (the spots and capacities
of land, the cells Parcels cover and the Graveyards land takes, `bots/space.py`; what Hotels
earn on Parcels of each model, `bots/econ.py`; the rollouts' build-outs, `bots/search.py`) is emptied after the games that find the positions are
played, so no decision finds the answer of its own earlier play; with `--cold`
it is emptied before every decision (nothing carried between decisions).

Each process plays the seeded games with its own code, so the positions are the
same only if every decision is; the benchmark checks that the chosen actions
are identical every way. Reported: the median total CPU time (process time) of
all decisions each way, per-decision median and 95th percentile, and the ratios.
Target: this tree ≤ 60 % of the CPU time of the baseline.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TREE = os.environ.get("TCH_BENCH_TREE", str(ROOT))  # the code a child process measures
sys.path.insert(0, TREE)

from tch_desktop.bots.bot import Bot  # noqa: E402
from tch_desktop.bots.econ import Econ  # noqa: E402
from tch_desktop.bots.simulate import Table  # noqa: E402
from tch_desktop.bots.view import BotView  # noqa: E402
from tch_desktop.engine.game import Game  # noqa: E402

Position = tuple[Game, int, int]  # the referee's view, the player at the front, the bot's seed


def positions(games: int, seed: int, components: str, players: int = 4) -> list[Position]:
    """Where hard bots decide a Purchase in seeded bot-only games (the games played as usual)."""
    out: list[Position] = []
    for k in range(games):
        table = Table(["hard"] * players, seed + k, components=components)
        g = table.game
        while table.step():
            s = g.state
            if s.phase == "purchase" and s.purchasing_open and s.queue:
                out.append((g.view_for(None), s.queue[0], (seed + k) * 100000 + len(g.log)))
    return out


def forget() -> None:
    """Empty what the bots remember between decisions (code without such a memory: nothing to do)."""
    from tch_desktop.bots import econ, search, space

    for module in (space, econ, search):
        getattr(module, "forget", lambda: None)()


def decide_all(pos: list[Position], remember: bool, cold: bool = False) -> tuple[list[float], list[Any]]:
    """CPU seconds of each decision and the actions chosen, remembering or not (`cold`: nothing
    carried from one decision to the next)."""
    Econ.remember = remember
    forget()
    try:
        times: list[float] = []
        acts: list[Any] = []
        for game, player, bot_seed in pos:
            if cold:
                forget()
            bot = Bot(player, "hard", bot_seed)
            view = BotView(game, player, [True] * len(game.state.players))
            t0 = time.process_time()
            act = bot.decide(view)
            times.append(time.process_time() - t0)
            acts.append(None if act is None else act.to_dict())
        return times, acts
    finally:
        Econ.remember = True


def child(games: int, seed: int, components: str, remember: bool, players: int, cold: bool) -> None:
    """In a measuring process: decide every position, print the CPU times and the actions as JSON."""
    import tch_desktop

    assert Path(tch_desktop.__file__).resolve().is_relative_to(Path(TREE).resolve()), tch_desktop.__file__
    pos = positions(games, seed, components, players)
    times, acts = decide_all(pos, remember, cold)
    print(json.dumps({"times": times, "acts": acts, "where": [(len(g.log), p) for g, p, _ in pos]}))


def export(rev: str, into: Path) -> str:
    """The package and resources of git revision `rev`, written under `into`; its commit."""
    commit = subprocess.run(["git", "rev-parse", "--short", rev], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.strip()
    tar = subprocess.run(["git", "archive", rev, "tch_desktop", "resources"], cwd=ROOT, capture_output=True,
                         check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=tar, check=True)
    return commit


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--baseline", default="main", help="the git revision whose code is the floor (today's)")
    ap.add_argument("--baseline-dir", help="instead, a folder holding the floor's tch_desktop and resources "
                                           "(e.g. this tree with a change reverted: same play, old code)")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--components", default="balanced")
    ap.add_argument("--cold", action="store_true", help="remember nothing from one decision to the next")
    ap.add_argument("--child", choices=["on", "off"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.games, args.seed, args.components, args.child == "on", args.players, args.cold)
        return 0
    with tempfile.TemporaryDirectory(prefix="tch-hard-") as tmp:
        if args.baseline_dir:
            base, floor = f"baseline {Path(args.baseline_dir).name}", str(Path(args.baseline_dir).resolve())
        else:
            base, floor = f"baseline {args.baseline} ({export(args.baseline, Path(tmp))})", tmp
        ways = {base: (floor, "on"), "this tree, remembering off": (str(ROOT), "off"), "this tree": (str(ROOT), "on")}
        totals: dict[str, list[float]] = {k: [] for k in ways}
        per: dict[str, list[float]] = {k: [] for k in ways}
        seen: list[tuple[Any, Any]] = []
        for _ in range(args.repeat):
            for name, (tree, remember) in ways.items():
                env = {**os.environ, "TCH_BENCH_TREE": tree, "PYTHONPATH": tree}
                out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", remember,
                                      "--games", str(args.games), "--seed", str(args.seed),
                                      "--players", str(args.players), "--components", args.components,
                                      *(["--cold"] if args.cold else [])],
                                     cwd=tree, env=env, capture_output=True, text=True, check=True)
                got = json.loads(out.stdout)
                totals[name].append(sum(got["times"]))
                per[name] += got["times"]
                seen.append((got["where"], got["acts"]))
    same = all(x == seen[0] for x in seen)
    load = os.getloadavg()
    print(f"{len(seen[0][0])} hard Purchase decisions from {args.games} seeded {args.players}-player "
          f"{args.components} games, {args.repeat} alternating runs each way"
          f"{', nothing carried between decisions' if args.cold else ''} (load average {load[0]:.1f} "
          f"{load[1]:.1f} {load[2]:.1f}):")
    for name in ways:
        ts = sorted(per[name])
        print(f"  {name:<32} total CPU {statistics.median(totals[name]):.3f} s (runs "
              f"{', '.join(f'{t:.3f}' for t in totals[name])}); per decision median "
              f"{1000 * statistics.median(ts):.1f} ms, p95 {1000 * ts[int(0.95 * (len(ts) - 1))]:.1f} ms, "
              f"max {1000 * ts[-1]:.1f} ms")
    base_t, off, mine = (statistics.median(totals[k]) for k in ways)
    print(f"  same positions and identical decisions every way: {'yes' if same else 'NO'}")
    print(f"  this tree / baseline: {mine / base_t:.0%} of the CPU time (target ≤ 60 %); "
          f"this tree / remembering off: {mine / off:.0%}")
    return 0 if same and mine / base_t <= 0.6 else 1


if __name__ == "__main__":
    sys.exit(main())
