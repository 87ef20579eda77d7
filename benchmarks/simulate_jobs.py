"""How `tch-desktop simulate` scales with `--jobs` on this machine.

Run: python benchmarks/simulate_jobs.py [--players easy,easy] [--games 64] [--jobs 1,2] [--repeat 3]

(`--jobs 1` is always among the runs: every speed-up is over it.)

Each run is a whole `tch-desktop simulate` process; runs of every `--jobs`
value are interleaved and repeated, and the median games per second kept.
Reported per `--jobs` K: the speed-up over one process, the efficiency
(speed-up ÷ K) and what each added worker brings ((speed-up − 1) ÷ (K − 1) of a
process). So that a figure can be judged, each run also reports
what else the machine did meanwhile: the CPU time all other processes took
(from /proc/stat, minus our own process tree), as a number of busy CPUs.
Target on a 2-core machine: `--jobs 2` ≥ 1.8× the games per second of `--jobs 1`, judged
on whole runs (start-up included); the games per second `simulate` reports itself (its
games only) are printed beside it.
Bot figures come from seeded games (the same seeds for every `--jobs`).

The machine's own ceiling, measured in the same run: a virtual CPU of a shared
host is not always a whole core (two copies of plain Python side by side may
each take 10-50 % more CPU time than one alone, and that changes from minute to
minute). So, interleaved with the simulate runs, a fixed pure-Python workload
(dict look-ups, small lists and strings: no library, no file) runs as 1
process and as K processes side by side (K = each `--jobs` value), started as
the simulate runs are. Its speed-up K × wall(1) ÷ wall(K) is what any program
of independent processes could gain here at that moment; the simulate speed-up
is reported beside it and as a share of it, and the CPU time one game takes at
K workers against 1 beside the same ratio for the workload. The 1.8× gate is
still judged on the simulate speed-up alone.

Python here may run with PYTHONDONTWRITEBYTECODE set (no `__pycache__`): every run
then compiles the whole package again (about a third of its start-up). `--bytecode`
measures as an installed copy runs instead: compiled once into a temporary
pycache (PYTHONPYCACHEPREFIX) before the timed runs.

Where the time goes, in CPU time (which other people's work on the machine hardly
changes, unlike the wall clock): the games themselves (each timed by `simulate`
with the process clock), and the rest of the run — start-up, imports, handing
games to the workers and collecting them — as the run's whole CPU time less the
games'. From these, the speed-up that the work itself allows on otherwise idle
CPUs: the whole CPU time of `--jobs 1` over what one process of `--jobs K` must
do in turn (the rest of the run, plus the games shared by K, plus half a game of
waiting for the last one).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
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


ENV = dict(os.environ)

# The floor's workload: plain Python, the kinds of operation the bots' code is made of (dict
# look-ups, small lists, strings, integer arithmetic), no import, no allocation that grows.
FLOOR_CODE = """
import sys
def work(n):
    table = {}
    total = 0
    for i in range(n):
        key = ("k", i % 4093)
        cell = table.get(key)
        if cell is None:
            cell = table[key] = [0, str(i)]
        cell[0] += 1
        total += len(cell[1]) + cell[0] % 7
    return total
work(int(sys.argv[1]))
"""
FLOOR_STEPS = 5_000_000  # about 1.2 s of one CPU on this machine


def floor(copies: int, steps: int = FLOOR_STEPS) -> tuple[float, float]:
    """(wall seconds, CPU seconds per copy) of `copies` processes of the workload started side by side."""
    mine0 = children_cpu()
    t0 = time.perf_counter()
    procs = [subprocess.Popen([sys.executable, "-c", FLOOR_CODE, str(steps)], env=ENV) for _ in range(copies)]
    for p in procs:
        if p.wait() != 0:
            raise RuntimeError("the floor's workload failed")
    return time.perf_counter() - t0, (children_cpu() - mine0) / copies


def ceiling(one_wall: float, side_by_side_wall: float, copies: int) -> float:
    """The speed-up `copies` independent processes get here over one: copies × wall(1) ÷ wall(side by side)."""
    return copies * one_wall / side_by_side_wall


def run(players: str, games: int, jobs: int, seed: int) -> tuple[float, float, float, float, float]:
    """(games per second, CPUs busy with other work meanwhile, CPU seconds of the whole run,
    CPU seconds of its games alone, games per second as simulate reports them: from the first
    game handed out to the last outcome back, start-up and imports left out)."""
    busy0, wall0 = machine_busy()
    mine0 = children_cpu()
    t0 = time.perf_counter()
    out = subprocess.run([str(BIN / "tch-desktop"), "simulate", "--players", players, "--games", str(games),
                          "--jobs", str(jobs), "--seed", str(seed), "--json"],
                         capture_output=True, text=True, check=True, env=ENV)
    wall = time.perf_counter() - t0
    busy1, wall1 = machine_busy()
    cpu = children_cpu() - mine0
    others = max(0.0, (busy1 - busy0) - cpu) / (wall1 - wall0)
    summary = json.loads(out.stdout)
    assert summary["games"] == games
    return games / wall, others, cpu, float(summary["game_cpu_s"]), float(summary["games_per_s"])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", default="easy,easy")
    # 64 games by default: a 16-game run is bound by start-up and the last game's tail (on idle CPUs
    # its work allows about 1.54x at 2 jobs, "the work allows" below), 64 games about 1.8x.
    ap.add_argument("--games", type=int, default=64)
    ap.add_argument("--jobs", default="1,2")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bytecode", action="store_true", help="run with compiled bytecode, as installed")
    args = ap.parse_args()
    jobs = sorted({1, *(int(j) for j in args.jobs.split(","))})  # every speed-up is over --jobs 1
    if args.bytecode:
        ENV.pop("PYTHONDONTWRITEBYTECODE", None)
        pyc = tempfile.TemporaryDirectory(prefix="tch-pyc-")  # removed when the benchmark ends
        ENV["PYTHONPYCACHEPREFIX"] = pyc.name
        run(args.players, 1, 1, args.seed)  # compiles everything the runs import
    speed: dict[int, list[float]] = {j: [] for j in jobs}
    others: dict[int, list[float]] = {j: [] for j in jobs}
    cpu: dict[int, list[float]] = {j: [] for j in jobs}
    game_cpu: dict[int, list[float]] = {j: [] for j in jobs}
    own_speed: dict[int, list[float]] = {j: [] for j in jobs}
    floor_wall: dict[int, list[float]] = {j: [] for j in jobs}
    floor_cpu: dict[int, list[float]] = {j: [] for j in jobs}
    for _ in range(args.repeat):
        for j in jobs:
            gps, oth, whole, games_only, own = run(args.players, args.games, j, args.seed)
            own_speed[j].append(own)
            speed[j].append(gps)
            others[j].append(oth)
            cpu[j].append(whole)
            game_cpu[j].append(games_only)
            w, c = floor(j)
            floor_wall[j].append(w)
            floor_cpu[j].append(c)
    print(f"{args.games} games of {args.players}, medians of {args.repeat} interleaved runs on "
          f"{os.cpu_count()} CPUs{', with bytecode' if args.bytecode else ''} (load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}):")
    one_wall, one_cpu = statistics.median(floor_wall[1]), statistics.median(floor_cpu[1])
    # Each --jobs K's speed-up over --jobs 1 and the machine's ceiling for K, worked out once here:
    # every line below and the gate use them.
    speedup = {j: statistics.median(speed[j]) / statistics.median(speed[1]) for j in jobs}
    ceilings = {j: ceiling(one_wall, statistics.median(floor_wall[j]), j) for j in jobs}
    for j in jobs:
        print(f"  --jobs {j}: {statistics.median(speed[j]):.3f} games/s (runs "
              f"{', '.join(f'{v:.3f}' for v in speed[j])}); {speedup[j]:.2f}× --jobs 1, efficiency "
              f"{speedup[j] / j:.0%}{f' ({(speedup[j] - 1) / (j - 1):.0%} of a process per added worker)' if j > 1 else ''}; "
              f"other processes kept {statistics.median(others[j]):.2f} CPUs busy meanwhile")
    print("  CPU time (medians): " + "; ".join(
        f"--jobs {j}: whole run {statistics.median(cpu[j]):.2f} s, games {statistics.median(game_cpu[j]):.2f} s, "
        f"the rest {statistics.median(cpu[j]) - statistics.median(game_cpu[j]):.2f} s" for j in jobs))
    one = statistics.median(cpu[1])
    for j in jobs:
        g = statistics.median(game_cpu[j])
        path = statistics.median(cpu[j]) - g + g / j + (g / args.games / 2 if j > 1 else 0.0)
        print(f"  --jobs {j}: the work allows {one / path:.2f}× --jobs 1 on idle CPUs "
              f"(efficiency {one / path / j:.0%})")
    print(f"  the machine's ceiling, plain Python ({FLOOR_STEPS:,} steps per process; 1 process "
          f"{one_wall:.2f} s wall, {one_cpu:.2f} s CPU, runs {', '.join(f'{v:.2f}' for v in floor_wall[1])}):")
    for j in jobs:
        if j == 1:
            continue
        most, up = ceilings[j], speedup[j]
        floor_inflation = statistics.median(floor_cpu[j]) / one_cpu
        game_inflation = statistics.median(game_cpu[j]) / statistics.median(game_cpu[1])
        pairs = ", ".join(f"{s_j / s_1:.2f}× of {ceiling(f_1, f_j, j):.2f}×" for s_j, s_1, f_j, f_1
                          in zip(speed[j], speed[1], floor_wall[j], floor_wall[1]))
        print(f"    {j} side by side: {most:.2f}× 1 process (runs "
              f"{', '.join(f'{v:.2f}' for v in floor_wall[j])} s wall); simulate --jobs {j} {up:.2f}× = "
              f"{up / most:.0%} of that ceiling; CPU time per copy {floor_inflation:.2f}× one alone, "
              f"per game {game_inflation:.2f}× --jobs 1")
        print(f"      repeat by repeat, simulate's speed-up of the ceiling's: {pairs}")
    if 2 in speed:
        ratio, ceiling2 = speedup[2], ceilings[2]
        own = statistics.median(own_speed[2]) / statistics.median(own_speed[1])
        print(f"  games per second as simulate itself reports them (start-up and imports left out): "
              f"--jobs 1 {statistics.median(own_speed[1]):.3f}, --jobs 2 {statistics.median(own_speed[2]):.3f}, "
              f"{own:.2f}×")
        print(f"  gate: --jobs 2 / --jobs 1 = {ratio:.2f}× (target ≥ 1.8×: "
              f"{'met' if ratio >= 1.8 else 'MISSED'}); the machine's ceiling in the same run {ceiling2:.2f}×")
        return 0 if ratio >= 1.8 else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
