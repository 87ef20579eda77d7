"""How `tch-desktop simulate` scales with `--jobs` on this machine.

Run: python benchmarks/simulate_jobs.py [--players easy,easy] [--games 16] [--jobs 1,2] [--repeat 3]

Each run is a whole `tch-desktop simulate` process; runs of every `--jobs`
value are interleaved and repeated, and the median games per second kept.
Reported per added worker: the speed-up over one process and the efficiency
(speed-up ÷ processes). So that a figure can be judged, each run also reports
what else the machine did meanwhile: the CPU time all other processes took
(from /proc/stat, minus our own process tree), as a number of busy CPUs.
Target on a 2-core machine: `--jobs 2` ≥ 1.8× the games per second of `--jobs 1`.
Bot figures come from seeded games (the same seeds for every `--jobs`).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

BIN = Path(sys.executable).parent


def machine_busy() -> tuple[float, float]:
    """(busy CPU seconds of the whole machine, wall seconds) so far."""
    with open("/proc/stat") as f:
        fields = [int(v) for v in f.readline().split()[1:]]
    tick = os.sysconf("SC_CLK_TCK")
    idle = fields[3] + fields[4]
    return (sum(fields[:8]) - idle) / tick, time.monotonic()


def children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(players: str, games: int, jobs: int, seed: int) -> tuple[float, float]:
    """(games per second, CPUs busy with other work meanwhile)."""
    busy0, wall0 = machine_busy()
    mine0 = children_cpu()
    t0 = time.perf_counter()
    out = subprocess.run([str(BIN / "tch-desktop"), "simulate", "--players", players, "--games", str(games),
                          "--jobs", str(jobs), "--seed", str(seed), "--json"],
                         capture_output=True, text=True, check=True)
    wall = time.perf_counter() - t0
    busy1, wall1 = machine_busy()
    others = max(0.0, (busy1 - busy0) - (children_cpu() - mine0)) / (wall1 - wall0)
    assert json.loads(out.stdout)["games"] == games
    return games / wall, others


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", default="easy,easy")
    ap.add_argument("--games", type=int, default=16)
    ap.add_argument("--jobs", default="1,2")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    jobs = [int(j) for j in args.jobs.split(",")]
    speed: dict[int, list[float]] = {j: [] for j in jobs}
    others: dict[int, list[float]] = {j: [] for j in jobs}
    for _ in range(args.repeat):
        for j in jobs:
            gps, oth = run(args.players, args.games, j, args.seed)
            speed[j].append(gps)
            others[j].append(oth)
    print(f"{args.games} games of {args.players}, medians of {args.repeat} interleaved runs on "
          f"{os.cpu_count()} CPUs:")
    base = statistics.median(speed[jobs[0]])
    for j in jobs:
        m = statistics.median(speed[j])
        up = m / base
        print(f"  --jobs {j}: {m:.3f} games/s (runs {', '.join(f'{v:.3f}' for v in speed[j])}); "
              f"{up:.2f}× --jobs {jobs[0]}, efficiency {up / j * jobs[0]:.0%}; "
              f"other processes kept {statistics.median(others[j]):.2f} CPUs busy meanwhile")
    if 1 in speed and 2 in speed:
        ratio = statistics.median(speed[2]) / statistics.median(speed[1])
        print(f"  gate: --jobs 2 / --jobs 1 = {ratio:.2f}× (target ≥ 1.8×)")
        return 0 if ratio >= 1.8 else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
