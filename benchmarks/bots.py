"""Bot strength, thrift, reproducibility and thinking time: the gates of issue 12.

Run: nice python benchmarks/bots.py [--games 200] [--games4 100] [--jobs 2] [--seed 1000]
                                     [--cards off|mixed] [--components NAME] [--json]

Seeded matches, seats rotated game by game; win rates with 95 % Wilson
intervals (a shared win counts as a fraction). Gates:

- 2 players: hard beats the greedy rush (benchmarks/rush.py, a plug-in, so it
  reacts at the stand-in level's speed) ≥ 65 %, and issue 11's rush archetype
  (bots/archetypes.py, at hard's speed; match "hard-rush-archetype") ≥ 65 %, hard
  beats normal ≥ 65 %, normal beats easy ≥ 75 %, every level beats a random
  legal player (benchmarks/randombot.py) ≥ 99 %, and hard never loses to the Graveyard
  rush (benchmarks/graveyard_rush.py: the smallest loan and Graveyards to repay at round 2;
  under classic at 2 players nobody can stop it, and the best answer is to do the same and
  share the win): ≥ 50 %;
- 4 players, hard ×2 against rush ×2: hard wins ≥ 35 % per seat;
- capsules never built or Land Parcel boards never built on: in < 5 % of
  the hard seats' games;
- the same seed played twice (in fresh processes, 1 and 2 jobs) gives
  byte-identical records;
- hard's decision time in the 4-player games (process CPU time around each
  Purchase decision): median ≤ 300 ms, 95th percentile ≤ 1 s;
- no action refused.

A gate is judged on its point estimate; the interval says how sure that is
at the sample size run. Exit status 1 if a gate is missed.
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tch_desktop.bots.simulate import GameOutcome, simulate  # noqa: E402

RUSH = f"py:{ROOT / 'benchmarks' / 'rush.py'}:Rush"
RANDOM = f"py:{ROOT / 'benchmarks' / 'randombot.py'}:RandomLegal"
GRAVEYARD_RUSH = f"py:{ROOT / 'benchmarks' / 'graveyard_rush.py'}:GraveyardRush"
NAMES = {RUSH: "rush", RANDOM: "random", "rush": "rush-archetype", GRAVEYARD_RUSH: "graveyard-rush"}
MATCHES: tuple[tuple[str, str, float], ...] = (
    ("hard", RUSH, 0.65), ("hard", "rush", 0.65), ("hard", "normal", 0.65), ("normal", "easy", 0.75),
    ("easy", RANDOM, 0.99), ("normal", RANDOM, 0.99), ("hard", RANDOM, 0.99),
    ("hard", GRAVEYARD_RUSH, 0.5))
FOUR: tuple[list[str], str, float] = (["hard", RUSH, "hard", RUSH], "hard", 0.35)
WASTE_MAX = 0.05
MEDIAN_MS, P95_MS = 300.0, 1000.0


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def seat_wins(outs: list[GameOutcome], level: str) -> tuple[float, int]:
    """Wins (shared ones as fractions) and seats played by `level`."""
    wins, seats = 0.0, 0
    for o in outs:
        share = 1.0 / len(o.winners) if o.winners else 0.0
        for i, lvl in enumerate(o.levels):
            if lvl == level:
                seats += 1
                wins += share if i in o.winners else 0.0
    return wins, seats


def waste(outs: list[GameOutcome], level: str) -> tuple[int, int, int, int]:
    """Seats of `level`: (with capsules never built, with a board never built on, either, all)."""
    caps = boards = either = seats = 0
    for o in outs:
        for i, lvl in enumerate(o.levels):
            if lvl != level:
                continue
            seats += 1
            c, b = o.unbuilt_capsules[i] > 0, o.bare_boards[i] > 0
            caps += c
            boards += b
            either += c or b
    return caps, boards, either, seats


def wasted_seeds(outs: list[GameOutcome], level: str) -> list[int]:
    """The seed of each game once for every `level` seat in it that left capsules unbuilt or a board
    bare (so a trace can replay exactly the wasted seats of one match)."""
    return [o.seed for o in outs for i, lvl in enumerate(o.levels)
            if lvl == level and (o.unbuilt_capsules[i] > 0 or o.bare_boards[i] > 0)]


def _match_waste(args: argparse.Namespace, gate: dict[str, Any], outs: list[GameOutcome]) -> None:
    """Adds the match's own share of the waste gate (hard seats only) to its entry and prints it."""
    if not any("hard" in o.levels for o in outs):
        return
    seeds = wasted_seeds(outs, "hard")
    gate["hard_waste"] = {"seats": len(seeds), "of": waste(outs, "hard")[3], "seeds": seeds}
    if not args.json:
        print(f"    hard seats wasting in this match: {len(seeds)} of {gate['hard_waste']['of']}"
              + (f" (seeds {', '.join(map(str, seeds))})" if seeds else ""), flush=True)


def same_seed(seed: int, components: str | None) -> bool:
    """Two fresh processes (1 and 2 jobs) play the same seeded games: identical records?"""
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        for jobs in (1, 2):
            out = Path(tmp) / f"jobs{jobs}"
            cmd = [sys.executable, "-m", "tch_desktop", "simulate", "--players", f"hard,normal,easy,{RUSH}",
                   "--games", "4", "--seed", str(seed), "--jobs", str(jobs), "--records", str(out), "--json"]
            if components:
                cmd += ["--components", components]
            subprocess.run(cmd, cwd=ROOT, capture_output=True, check=True, timeout=1800)
            runs.append({f.name: f.read_bytes() for f in sorted(out.glob("*.json"))})
    return len(runs[0]) == 4 and runs[0] == runs[1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200, help="games per 2-player match (seats rotate)")
    ap.add_argument("--games4", type=int, default=100, help="4-player games (hard ×2 against rush ×2)")
    ap.add_argument("--games-random", type=int, default=None,
                    help="games per match against the random player (default: --games)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--cards", default="off", choices=["off", "choose", "all_b", "mixed"])
    ap.add_argument("--components", default=None, help="a component set (when simulate knows them)")
    ap.add_argument("--only", default=None, help="comma-separated match names to run (e.g. hard-rush,4p)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    extra: dict[str, Any] = {}
    if args.components:
        if "components" not in inspect.signature(simulate).parameters:
            print("this simulate has no component sets yet; run without --components", file=sys.stderr)
            return 2
        extra["components"] = args.components
    only = set(args.only.split(",")) if args.only else None

    report: dict[str, Any] = {"games_per_match": args.games, "games4": args.games4, "jobs": args.jobs,
                              "seed": args.seed, "cards": args.cards, "components": args.components or "classic",
                              "gates": {}}
    gates: dict[str, dict[str, Any]] = report["gates"]
    hard_outs: list[GameOutcome] = []
    refusals = 0

    def run(players: list[str], games: int) -> list[GameOutcome]:
        nonlocal refusals
        outs, _ = simulate(players, games, args.seed, args.jobs, args.cards, clock=time.process_time, **extra)
        refusals += sum(o.refusals for o in outs)
        for o in outs:
            if o.problems:
                print("\n".join(o.problems), file=sys.stderr)
        hard_outs.extend(o for o in outs if "hard" in o.levels)
        return outs

    for strong, weak, target in MATCHES:
        name = f"{strong}-{NAMES.get(weak, weak)}"
        if only is not None and name not in only:
            continue
        games = args.games if weak != RANDOM or args.games_random is None else args.games_random
        outs = run([strong, weak], games)
        wins, seats = seat_wins(outs, strong)
        lo, hi = wilson(wins, seats)
        gates[name] = {"win_rate": round(wins / seats, 3), "ci95": [round(lo, 3), round(hi, 3)],
                       "games": seats, "target": target, "passed": wins / seats >= target}
        _print(args, name, gates[name])
        _match_waste(args, gates[name], outs)

    four_times: list[float] = []
    if only is None or "4p" in only:
        players, level, target = FOUR
        outs = run(players, args.games4)
        wins, seats = seat_wins(outs, level)
        lo, hi = wilson(wins, seats)
        gates["4p-hard-per-seat"] = {"win_rate": round(wins / seats, 3), "ci95": [round(lo, 3), round(hi, 3)],
                                     "games": len(outs), "seats": seats, "target": target,
                                     "passed": wins / seats >= target}
        _print(args, "4p hard×2 vs rush×2, per hard seat", gates["4p-hard-per-seat"])
        _match_waste(args, gates["4p-hard-per-seat"], outs)
        for o in outs:
            four_times.extend(o.decision_s.get("hard", []))
    if four_times:
        four_times.sort()
        med = 1000 * four_times[len(four_times) // 2]
        p95 = 1000 * four_times[int(0.95 * (len(four_times) - 1))]
        gates["hard-decision-cpu-4p"] = {"median_ms": round(med, 1), "p95_ms": round(p95, 1),
                                         "max_ms": round(1000 * four_times[-1], 1), "decisions": len(four_times),
                                         "target": f"median ≤ {MEDIAN_MS:.0f} ms, p95 ≤ {P95_MS:.0f} ms",
                                         "passed": med <= MEDIAN_MS and p95 <= P95_MS}
        _print(args, "hard decision CPU time (4p)", gates["hard-decision-cpu-4p"])
    if hard_outs:
        caps, boards, either, seats = waste(hard_outs, "hard")
        gates["hard-waste"] = {"capsules_never_built": caps, "boards_never_built_on": boards,
                               "either": either, "hard_seats": seats, "rate": round(either / seats, 3),
                               "ci95": [round(x, 3) for x in wilson(either, seats)],
                               "target": f"< {WASTE_MAX:.0%}", "passed": either / seats < WASTE_MAX}
        _print(args, "hard seats with capsules never built or boards never built on", gates["hard-waste"])
    if only is None or "same-seed" in only:
        same = same_seed(args.seed, args.components)
        gates["same-seed"] = {"identical": same, "passed": same}
        _print(args, "same seed twice (1 and 2 jobs)", gates["same-seed"])
    gates["refusals"] = {"count": refusals, "passed": refusals == 0}
    ok = all(g["passed"] for g in gates.values())
    report["passed"] = ok
    if args.json:
        print(json.dumps(report))
    else:
        print("all gates met" if ok else "SOME GATES MISSED")
    return 0 if ok else 1


def _print(args: argparse.Namespace, name: str, gate: dict[str, Any]) -> None:
    if args.json:
        return
    shown = ", ".join(f"{k} {v}" for k, v in gate.items() if k != "passed")
    print(f"{name}: {shown}" + ("" if gate["passed"] else "   <-- MISSED"), flush=True)


if __name__ == "__main__":
    sys.exit(main())
