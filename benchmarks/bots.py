"""Bot strength and speed: seeded 2-player matches, seats alternated.

Run: python benchmarks/bots.py [--games 200] [--jobs 2] [--seed 1000] [--cards off|mixed]
     [--components balanced|classic] [--json]

Targets (development machine, 2 cores):
- hard beats normal in at least 60 % of games, normal beats easy in at least 75 %
  (a shared win counts half);
- no bot ever attempts an illegal action (refusals: 0);
- median decision time (a Purchase at the front of the queue) at most 100 ms
  for normal and 500 ms for hard;
- games per second of `tch-desktop simulate` on `--jobs` processes.
Exit status 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tch_desktop.bots.simulate import simulate, summarize  # noqa: E402
from tch_desktop.engine.components import NEW_GAME_SET  # noqa: E402

MATCHES = (("hard", "normal", 0.60), ("normal", "easy", 0.75))
DECISION_MS = {"normal": 100.0, "hard": 500.0}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200, help="games per match (seats alternate)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--cards", default="off", choices=["off", "choose", "all_b", "mixed"])
    ap.add_argument("--components", default=NEW_GAME_SET, help="the component set (default: new games')")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    report: dict[str, object] = {"games_per_match": args.games, "jobs": args.jobs, "seed": args.seed,
                                 "cards": args.cards, "components": args.components, "matches": {}}
    ok = True
    times: dict[str, list[float]] = {}
    total_games, total_s = 0, 0.0
    for strong, weak, target in MATCHES:
        outs, seconds = simulate([strong, weak], args.games, args.seed, args.jobs, args.cards,
                                 components=args.components)
        sm = summarize(outs, seconds)
        rate = sm["levels"][strong]["win_rate"]
        passed = rate >= target and sm["refusals"] == 0
        ok &= passed
        report["matches"][f"{strong}-{weak}"] = {  # type: ignore[index]
            "win_rate": rate, "target": target, "passed": passed, "summary": sm}
        for o in outs:
            for lvl, ts in o.decision_s.items():
                times.setdefault(lvl, []).extend(ts)
        total_games += len(outs)
        total_s += seconds
        if not args.json:
            lv = sm["levels"]
            print(f"{strong} vs {weak}: {strong} wins {100 * rate:.1f} % (target {100 * target:.0f} %), "
                  f"{weak} {100 * lv[weak]['win_rate']:.1f} %; average net {strong} {lv[strong]['avg_net']:,}円, "
                  f"{weak} {lv[weak]['avg_net']:,}円; {sm['rounds_avg']} rounds, {sm['actions_avg']} actions, "
                  f"{sm['end_repaid']} of {sm['games']} ended by repaying; refusals {sm['refusals']}; "
                  f"barters {sm['barters']}; {sm['games_per_s']} games/s"
                  + ("" if passed else "   <-- MISSED"))
    medians = {}
    for lvl, ts in sorted(times.items()):
        ts.sort()
        medians[lvl] = {"median_ms": round(1000 * ts[len(ts) // 2], 1),
                        "p95_ms": round(1000 * ts[int(0.95 * (len(ts) - 1))], 1),
                        "max_ms": round(1000 * ts[-1], 1), "decisions": len(ts)}
        if lvl in DECISION_MS and medians[lvl]["median_ms"] > DECISION_MS[lvl]:
            ok = False
    report["decision_time"] = medians
    report["games_per_s"] = round(total_games / total_s, 3) if total_s else None
    report["passed"] = ok
    if args.json:
        print(json.dumps(report))
    else:
        for lvl, d in medians.items():
            limit = DECISION_MS.get(lvl)
            print(f"decision time {lvl}: median {d['median_ms']} ms"
                  + (f" (target ≤ {limit:.0f})" if limit else "")
                  + f", 95th percentile {d['p95_ms']} ms, max {d['max_ms']} ms over {d['decisions']} Purchases")
        print(f"simulate: {report['games_per_s']} games/s on {args.jobs} processes")
        print("all targets met" if ok else "SOME TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
