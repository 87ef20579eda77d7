"""Engine speed: replaying a long record, a placement check on a crowded map, an Income phase.

Run: python benchmarks/engine.py [RECORD] [--repeat N]
Targets on the development machine: a placement check under 1 ms median; a
whole 8-round record replayed in under 0.2 s. Figures are medians of N runs.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tch_desktop.engine import Game, load_record, replay  # noqa: E402
from tch_desktop.engine.actions import BuildHotel, BuyGraveyard, CapsulePlacement  # noqa: E402
from tch_desktop.engine.income import run_income  # noqa: E402

DEFAULT = ROOT / "tests" / "records" / "bots_4p.json"  # 4 bots, 8 rounds, a crowded Map


def late_purchase_state(record) -> Game:  # type: ignore[no-untyped-def]
    """The game at its last moment in a Purchase/Barter phase with a Seal at the front."""
    best = None
    game = Game(record.setup)
    from tch_desktop.engine.actions import CHANCE_TYPES
    acts = record.actions
    i = 0
    while i < len(acts):
        j = i + 1
        while j < len(acts) and acts[j].TYPE in CHANCE_TYPES:
            game.apply(acts[j])
            j += 1
        game.apply(acts[i])
        i = j
        s = game.state
        if s.phase == "purchase" and s.queue and s.purchasing_open:
            best = game.clone()
    assert best is not None
    return best


def bench_replay(record, repeat: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = replay(record)
        times.append(time.perf_counter() - t0)
        assert result.error is None, result.error
    med = statistics.median(times)
    return {"actions": len(record.actions), "replay_s_median": med,
            "actions_per_s": len(record.actions) / med}


def bench_placement(game: Game, samples: int) -> dict[str, float]:
    s = game.state
    front = s.queue[0]
    s.players[front].yen += 100_000  # reach the geometry: money is not what is measured
    s.players[front].capsules["pink"] = s.players[front].capsules.get("pink", 0) + 6
    rng = random.Random(7)
    # Positions on and around the front player's land, where every rule must be checked.
    boxes = [a.polygon.bounds for a in s.areas.values() if a.owner == front]
    acts = []
    for _ in range(samples):
        x0, y0, x1, y1 = rng.choice(boxes)
        x = rng.randrange(int(x0 * 2) - 2, int(x1 * 2)) / 2
        y = rng.randrange(int(y0 * 2) - 2, int(y1 * 2)) / 2
        if rng.random() < 0.5:
            acts.append(BuyGraveyard(front, x, y))
        else:
            acts.append(BuildHotel(front, "pink", (CapsulePlacement(x, y, 0, 90), CapsulePlacement(x + 1, y, 0, 90),
                                                    CapsulePlacement(x, y, 1, 90)), (x, y + 2)))
    times = []
    legal = 0
    for a in acts:
        t0 = time.perf_counter()
        err = game.check(a)
        times.append(time.perf_counter() - t0)
        legal += err is None
    return {"structures": len(s.structures), "areas": len(s.areas), "checks": samples,
            "legal": legal, "check_us_median": statistics.median(times) * 1e6,
            "check_us_p95": sorted(times)[int(0.95 * len(times))] * 1e6}


def bench_income(game: Game, repeat: int) -> dict[str, float]:
    times = []
    for _ in range(repeat):
        g = copy.deepcopy(game)
        t0 = time.perf_counter()
        run_income(g)
        times.append(time.perf_counter() - t0)
    return {"hotels": len(game.state.hotels()), "income_ms_median": statistics.median(times) * 1e3}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("record", nargs="?", default=str(DEFAULT))
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    record = load_record(args.record)
    r = bench_replay(record, args.repeat)
    game = late_purchase_state(record)
    p = bench_placement(game, 2000)
    inc = bench_income(game, args.repeat)
    print(f"replay: {r['actions']} actions in {r['replay_s_median'] * 1000:.1f} ms median "
          f"({r['actions_per_s']:.0f} actions/s) — target < 200 ms")
    print(f"placement check: {p['check_us_median']:.0f} µs median, {p['check_us_p95']:.0f} µs p95 over "
          f"{p['checks']} checks ({p['legal']} legal) on {p['structures']} structures, {p['areas']} areas "
          "— target < 1000 µs")
    print(f"income phase: {inc['income_ms_median']:.2f} ms median for {inc['hotels']} hotels")
    ok = r["replay_s_median"] < 0.2 and p["check_us_median"] < 1000
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
