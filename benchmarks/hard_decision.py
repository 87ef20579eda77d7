"""CPU time of a hard bot's Purchase decision, with and without the figures it remembers.

Run: python benchmarks/hard_decision.py [--games 2] [--seed 1] [--repeat 3] [--components balanced]

The positions: every moment of seeded 4-player games of hard bots (seats as
`simulate` plays them) at which a hard bot is at the front of the queue with
Purchasing open. At each, a fresh hard bot (seeded by the position) decides on
the referee's view of the table, once remembering (each rival's plan worked
out once per position of it; Franchises, rates and Debts once per model; the
plan on the land in hand once per decision: `Econ.remember`) and once not — today's reckoning —
in the same process, alternately, `--repeat` times. Reported: the median total
CPU time (process time) of all decisions each way, their ratio, per-decision
medians, and whether every decision is identical (it must be: remembering
changes no figure). Target: remembering ≤ 60 % of the CPU time of not remembering.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

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


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--components", default="balanced")
    args = ap.parse_args()
    pos = positions(args.games, args.seed, args.components)
    totals: dict[bool, list[float]] = {True: [], False: []}
    per: dict[bool, list[float]] = {True: [], False: []}
    chosen: dict[bool, list[Any]] = {}
    same = True
    for _ in range(args.repeat):
        for remember in (False, True):
            times, acts = decide_all(pos, remember)
            totals[remember].append(sum(times))
            per[remember] += times
            same &= chosen.setdefault(remember, acts) == acts
    same &= chosen[True] == chosen[False]
    load = os.getloadavg()
    print(f"{len(pos)} hard Purchase decisions from {args.games} seeded 4-player {args.components} games, "
          f"{args.repeat} alternate runs each way (load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}):")
    for remember, name in ((False, "today's reckoning"), (True, "remembering")):
        ts = sorted(per[remember])
        print(f"  {name:<18} total CPU {statistics.median(totals[remember]):.3f} s (runs "
              f"{', '.join(f'{t:.3f}' for t in totals[remember])}); per decision median "
              f"{1000 * statistics.median(ts):.1f} ms, p95 {1000 * ts[int(0.95 * (len(ts) - 1))]:.1f} ms")
    ratio = statistics.median(totals[True]) / statistics.median(totals[False])
    print(f"  decisions identical: {'yes' if same else 'NO'}; CPU ratio remembering / today's: "
          f"{ratio:.0%} (target ≤ 60 %)")
    return 0 if same and ratio <= 0.6 else 1


if __name__ == "__main__":
    sys.exit(main())
