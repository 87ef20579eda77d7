"""CPU time of a hard bot's Purchase decision: this tree against today's code, same positions.

Run: python benchmarks/hard_decision.py [--games 2] [--seed 1] [--repeat 3] [--components balanced]
                                        [--baseline REV]

The positions: every moment of seeded 4-player games of hard bots (seats as
`simulate` plays them) at which a hard bot is at the front of the queue with
Purchasing open. At each, a fresh hard bot (seeded by the position) decides on
the referee's view of the table. Each way in its own process, runs
alternating, `--repeat` times:

- this tree with `Econ.remember` off: each rival's plan, Franchises, rates,
  Debts and the plan on the land in hand worked out afresh every time, as
  before issue 16 (the gate's floor);
- this tree as it plays;
- with `--baseline REV`, also the code of that git revision, exported to a
  temporary folder (meaningful only while its bots play as this tree's do:
  the identity check says so).

Each process plays the seeded games with its own code, so the positions are the
same only if every decision is; the benchmark checks that the chosen actions
are identical every way. Reported: the median total CPU time (process time) of
all decisions each way, per-decision medians, and the ratios. Target: this tree
≤ 60 % of the CPU time of remembering off (and of the baseline, if given).
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


def decide_all(pos: list[Position], remember: bool) -> tuple[list[float], list[Any]]:
    """CPU seconds of each decision and the actions chosen, remembering or not."""
    Econ.remember = remember
    try:
        times: list[float] = []
        acts: list[Any] = []
        for game, player, bot_seed in pos:
            bot = Bot(player, "hard", bot_seed)
            view = BotView(game, player, [True] * len(game.state.players))
            t0 = time.process_time()
            act = bot.decide(view)
            times.append(time.process_time() - t0)
            acts.append(None if act is None else act.to_dict())
        return times, acts
    finally:
        Econ.remember = True


def child(games: int, seed: int, components: str, remember: bool) -> None:
    """In a measuring process: decide every position, print the CPU times and the actions as JSON."""
    import tch_desktop

    assert Path(tch_desktop.__file__).resolve().is_relative_to(Path(TREE).resolve()), tch_desktop.__file__
    pos = positions(games, seed, components)
    times, acts = decide_all(pos, remember)
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
    ap.add_argument("--baseline", help="also measure this git revision's code (today's)")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--components", default="balanced")
    ap.add_argument("--child", choices=["on", "off"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.games, args.seed, args.components, args.child == "on")
        return 0
    with tempfile.TemporaryDirectory(prefix="tch-hard-") as tmp:
        ways = {"this tree, remembering off": (str(ROOT), "off"), "this tree": (str(ROOT), "on")}
        if args.baseline:
            ways[f"baseline {args.baseline} ({export(args.baseline, Path(tmp))})"] = (tmp, "on")
        totals: dict[str, list[float]] = {k: [] for k in ways}
        per: dict[str, list[float]] = {k: [] for k in ways}
        seen: list[tuple[Any, Any]] = []
        for _ in range(args.repeat):
            for name, (tree, remember) in ways.items():
                env = {**os.environ, "TCH_BENCH_TREE": tree, "PYTHONPATH": tree}
                out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", remember,
                                      "--games", str(args.games), "--seed", str(args.seed),
                                      "--components", args.components],
                                     cwd=tree, env=env, capture_output=True, text=True, check=True)
                got = json.loads(out.stdout)
                totals[name].append(sum(got["times"]))
                per[name] += got["times"]
                seen.append((got["where"], got["acts"]))
    same = all(x == seen[0] for x in seen)
    load = os.getloadavg()
    print(f"{len(seen[0][0])} hard Purchase decisions from {args.games} seeded 4-player {args.components} "
          f"games, {args.repeat} alternating runs each way (load average {load[0]:.1f} {load[1]:.1f} "
          f"{load[2]:.1f}):")
    for name in ways:
        ts = sorted(per[name])
        print(f"  {name:<32} total CPU {statistics.median(totals[name]):.3f} s (runs "
              f"{', '.join(f'{t:.3f}' for t in totals[name])}); per decision median "
              f"{1000 * statistics.median(ts):.1f} ms, p95 {1000 * ts[int(0.95 * (len(ts) - 1))]:.1f} ms")
    med = [statistics.median(totals[k]) for k in ways]
    off, mine = med[0], med[1]
    print(f"  same positions and identical decisions every way: {'yes' if same else 'NO'}")
    print(f"  this tree / remembering off: {mine / off:.0%} of the CPU time (target ≤ 60 %)"
          + (f"; this tree / baseline: {mine / med[2]:.0%}" if len(med) > 2 else ""))
    return 0 if same and mine / off <= 0.6 and (len(med) < 3 or mine / med[2] <= 0.6) else 1


if __name__ == "__main__":
    sys.exit(main())
