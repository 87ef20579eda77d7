"""Engine speed: the placement check on crowded Maps, the replay snapshot, replay, an Income phase.

Run: python benchmarks/engine.py [--repeat N] [--samples N]

Placement checks are timed on positions where every rule is exercised: for each
kind of placement (Vending Machine, Graveyard, each Building, Hotels of 1–4
capsules flat and stacked, each Land Parcel board) the front player is given
the money, capsules and supply to buy it, so a check reaches the geometry; the
candidates are random positions on and around the Map's land plus the legal
spots the engine lists. Legal and illegal checks are reported separately, with
the refusal codes met, at several numbers of structures (the check must not
grow with them). Each candidate is checked `--repeat` times and its median
thread CPU time kept (CPU time, so the figure does not depend on the machine's
load); the p99 and maximum are over candidates. Target: p99 ≤ 0.3 ms at 90
structures for legal and illegal placements of every kind.

The replay snapshot (`Game._snapshot`, a copy of the state) is timed against
a generic `copy.deepcopy` of the same state in the same run. Target: half.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from stress_position import _force, _front, stress_game  # noqa: E402

from tch_desktop.engine import (  # noqa: E402
    Game,
    load_record,
    moves,  # noqa: E402
    replay,
)
from tch_desktop.engine.actions import (  # noqa: E402
    CHANCE_TYPES,
    Action,
    BuildHotel,
    BuyBuilding,
    BuyGraveyard,
    BuyParcel,
    BuyVending,
    CapsulePlacement,
)
from tch_desktop.engine.income import run_income  # noqa: E402
from tch_desktop.engine.state import GameState  # noqa: E402

RECORD = ROOT / "tests" / "records" / "bots_4p.json"  # 4 bots, 8 rounds, a crowded Map


# ------------------------------------------------------------------ positions

def record_positions(record: Any, counts: tuple[int, ...]) -> list[Game]:
    """Clones of the game at the first Purchase moment with at least n structures, per n."""
    out: dict[int, Game] = {}
    game = Game(record.setup)
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
        if s.phase == "purchase" and s.queue:
            for n in counts:
                if n not in out and len(s.structures) >= n:
                    out[n] = game.clone()
    return [out[n] for n in counts if n in out]


def _more_land(game: Game, p: int) -> bool:
    _front(game, p)
    spots = moves.parcel_spots(game, p, "E", limit=1) or moves.parcel_spots(game, p, "A", limit=1)
    return bool(spots) and _force(game, spots[0])


def crowded(target: int) -> tuple[Game, int]:
    """The stress position (every piece of the box), then more of them until `target` structures,
    and a fresh Parcel for a player (returned) with a Vending Machine and a Graveyard (room for legal Hotels).

    Supplies are topped up past the box: a benchmark fixture, placed through `Game.apply`.
    """
    game = stress_game()
    s = game.state
    player = next(p for p in range(len(s.players)) if _more_land(game, p))
    _more_land(game, player)
    fresh = sorted((a for a in s.areas.values() if a.owner == player and not s.in_area(a.id)),
                   key=lambda a: a.id)[-2:]

    def place(spots: Callable[..., list[Action]], area: Any, *args: Any) -> None:
        _front(game, player)
        s.vending_left += 1
        s.entrances_left += 1
        for a in spots(game, player, *args, limit=400):
            first = a.capsules[0] if isinstance(a, BuildHotel) else a
            if s.area_of_rect((first.x, first.y, first.x + 1, first.y + 1)) is area:
                assert _force(game, a)
                return

    # The first fresh Parcel: a Vending Machine and its Graveyards up to the limit (room for
    # legal Hotels; one more Graveyard breaks the limit). The second, if the Map has room:
    # one Vending Machine and one Hotel (one more Hotel breaks the Golden Rule).
    place(moves.vending_spots, fresh[-1])
    for _ in range(game.components.graveyards_per_parcel):
        place(moves.graveyard_spots, fresh[-1])
    if len(fresh) == 2:
        place(moves.vending_spots, fresh[0])
        s.players[player].capsules["pink"] = s.players[player].capsules.get("pink", 0) + 1
        place(moves.hotel_designs, fresh[0], "pink", 1)
    others = [p for p in range(len(s.players)) if p != player]
    misses = 0
    k = 0
    while len(s.structures) < target and misses < 8:
        p = others[k % len(others)]
        k += 1
        s.vending_left += 1
        s.entrances_left += 1
        s.supply["pink"] = s.supply.get("pink", 0) + 1
        s.players[p].capsules["pink"] = s.players[p].capsules.get("pink", 0) + 1
        _front(game, p)
        vend = moves.vending_spots(game, p, limit=1)
        hotel = moves.hotel_designs(game, p, "pink", 1, limit=1) if vend and _force(game, vend[0]) else []
        if hotel and _force(game, hotel[0]):
            misses = 0
        elif (grave := moves.graveyard_spots(game, _front(game, p), limit=1)) and _force(game, grave[0]):
            misses = 0
        else:
            misses += 1
            _more_land(game, p)
    return game, player


# ------------------------------------------------------------------ candidates

def stock_up(game: Game, player: int) -> None:
    """Money, capsules and supply for anything, so that checks reach the Construction Rules."""
    s = game.state
    _front(game, player)
    s.purchasing_open = True
    for colour in game.components.capsule_count:
        s.players[player].capsules[colour] = s.players[player].capsules.get(colour, 0) + 8
    s.entrances_left = max(s.entrances_left, 1)
    s.vending_left = max(s.vending_left, 1)
    for k in s.buildings_left:
        s.buildings_left[k] = max(s.buildings_left[k], 1)


def hotel_at(player: int, colour: str, shape: tuple[list[CapsulePlacement], tuple[float, float]],
             x: float, y: float) -> BuildHotel:
    caps, ent = shape
    return BuildHotel(player, colour, tuple(CapsulePlacement(c.x + x, c.y + y, c.z, c.rot) for c in caps),
                      (ent[0] + x, ent[1] + y))


def candidates(game: Game, player: int, per_kind: int, rng: random.Random) -> dict[str, list[Action]]:
    """Per kind of placement: random positions on and around the land, and the legal spots listed."""
    s, c = game.state, game.components
    boxes = [a.polygon.bounds for a in s.areas.values()]
    own = [a.polygon.bounds for a in s.areas.values() if a.owner == player]

    def pos() -> tuple[float, float]:
        x0, y0, x1, y1 = rng.choice(own if rng.random() < 0.7 else boxes)
        return (rng.randrange(int(x0 * 2) - 4, int(x1 * 2) + 2) / 2,
                rng.randrange(int(y0 * 2) - 4, int(y1 * 2) + 2) / 2)

    colour = next(iter(c.capsule_count))
    makers: dict[str, Callable[[float, float], Action]] = {
        "vending": lambda x, y: BuyVending(player, x, y),
        "graveyard": lambda x, y: BuyGraveyard(player, x, y),
    }
    legal: dict[str, list[Action]] = {
        "vending": moves.vending_spots(game, player, limit=per_kind // 4),
        "graveyard": moves.graveyard_spots(game, player, limit=per_kind // 4),
    }
    for b, spec in c.buildings.items():
        side = "A" if spec.card else None
        makers[f"building {b}"] = (lambda b, side: lambda x, y: BuyBuilding(
            player, b, x, y, rng.choice((0, 90)), side))(b, side)
        legal[f"building {b}"] = moves.building_spots(game, player, b, side=side, limit=4)
    for n in (1, 2, 3, 4):
        for k, shape in enumerate(moves.hotel_shapes(c, n)):
            name = f"hotel {n}/{k} ({max(p.z for p in shape[0]) + 1} stories)"
            makers[name] = (lambda shape: lambda x, y: hotel_at(player, colour, shape, x, y))(shape)
            legal[name] = []
    for n in (1, 2, 3, 4):
        for d in moves.hotel_designs(game, player, colour, n, limit=per_kind // 8):
            k = next(i for i, sh in enumerate(moves.hotel_shapes(c, n))
                     if [(p.z, p.rot) for p in sh[0]] == [(p.z, p.rot) for p in d.capsules])
            legal[f"hotel {n}/{k} ({max(p.z for p in d.capsules) + 1} stories)"].append(d)
    for board in c.boards:
        makers[f"parcel {board}"] = (lambda board: lambda x, y: BuyParcel(
            player, board, x, y, rng.choice((0, 90, 180, 270))))(board)
        legal[f"parcel {board}"] = moves.parcel_spots(game, player, board, limit=per_kind // 4)
    def broken(x: float, y: float) -> Action:
        """A Hotel design that breaks one design rule: entrance astray, split ground, overhang."""
        caps = [CapsulePlacement(0, 0, 0, 90), CapsulePlacement(1, 0, 0, 90)]
        flaw = rng.randrange(3)
        ent = (0.0, 2.0)
        if flaw == 0:
            ent = (4.0, 4.0)
        elif flaw == 1:
            caps[1] = CapsulePlacement(3, 0, 0, 90)
        else:
            caps.append(CapsulePlacement(1.5, 0, 1, 90))
        return hotel_at(player, colour, (caps, ent), x, y)

    makers["hotel design broken"] = broken
    out: dict[str, list[Action]] = {}
    for kind, make in makers.items():
        out[kind] = list(legal.get(kind, [])) + [make(*pos()) for _ in range(per_kind)]
    return out


# ------------------------------------------------------------------ timing

def pct(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))]


def time_checks(game: Game, acts: list[Action], repeat: int) -> tuple[list[float], list[float], Counter[str]]:
    """(legal CPU µs, illegal CPU µs, refusal codes): each check's median of `repeat` runs."""
    legal: list[float] = []
    illegal: list[float] = []
    codes: Counter[str] = Counter()
    clock = time.thread_time_ns
    for a in acts:
        runs = []
        err = None
        for _ in range(repeat):
            t0 = clock()
            err = game.check(a)
            runs.append(clock() - t0)
        us = statistics.median(runs) / 1000
        if err is None:
            legal.append(us)
        else:
            illegal.append(us)
            codes[err.code] += 1
    return legal, illegal, codes


def bench_placement(game: Game, player: int, per_kind: int, repeat: int, verbose: bool) -> dict[str, Any]:
    s = game.state
    stock_up(game, player)
    acts = candidates(game, player, per_kind, random.Random(7))
    all_legal: list[float] = []
    all_illegal: list[float] = []
    all_codes: Counter[str] = Counter()
    worst: dict[str, float] = {}
    for kind, kind_acts in acts.items():
        legal, illegal, codes = time_checks(game, kind_acts, repeat)
        all_legal += legal
        all_illegal += illegal
        all_codes += codes
        worst[kind] = max([pct(legal, 0.99)] if legal else [0.0]) if legal else 0.0
        if verbose:
            lg = f"legal {len(legal):3d} p99 {pct(legal, 0.99):6.0f} µs" if legal else "legal   0" + " " * 14
            ig = f"illegal {len(illegal):3d} p99 {pct(illegal, 0.99):6.0f} µs" if illegal else "illegal   0"
            print(f"    {kind:<28} {lg}   {ig}")
        worst[kind] = max(pct(legal, 0.99) if legal else 0.0, pct(illegal, 0.99) if illegal else 0.0)
    return {"structures": len(s.structures), "areas": len(s.areas), "legal": all_legal,
            "illegal": all_illegal, "codes": all_codes, "worst_kind": max(worst.items(), key=lambda kv: kv[1])}


def bench_snapshot(game: Game, repeat: int) -> tuple[float, float]:
    """(median ms of Game._snapshot, median ms of a generic deepcopy of the same state)."""
    def timed(fn: Callable[[], Any]) -> float:
        runs = []
        for _ in range(repeat):
            t0 = time.thread_time_ns()
            fn()
            runs.append(time.thread_time_ns() - t0)
        return statistics.median(runs) / 1e6

    snap = timed(game._snapshot)
    own = GameState.__deepcopy__
    del GameState.__deepcopy__  # type: ignore[misc]  # the generic deepcopy, as before, for the floor
    try:
        generic = timed(lambda: copy.deepcopy(game.state, {id(game.components): game.components}))
    finally:
        GameState.__deepcopy__ = own  # type: ignore[method-assign]
    return snap, generic


def bench_replay(record: Any, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        t0 = time.thread_time_ns()
        result = replay(record)
        runs.append(time.thread_time_ns() - t0)
        assert result.error is None, result.error
    return statistics.median(runs) / 1e6


def bench_income(game: Game, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        g = game.clone()
        t0 = time.thread_time_ns()
        run_income(g)
        runs.append(time.thread_time_ns() - t0)
    return statistics.median(runs) / 1e6


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5, help="runs per check / per measure (median kept)")
    ap.add_argument("--samples", type=int, default=60, help="random positions per kind of placement")
    ap.add_argument("-v", "--verbose", action="store_true", help="figures per kind of placement")
    args = ap.parse_args()
    record = load_record(RECORD)
    positions = [(g, max(range(len(g.state.players)), key=lambda p: sum(a.owner == p for a in g.state.areas.values())))
                 for g in record_positions(record, (10, 30, 60))]
    positions.append(crowded(90))
    print("placement check, CPU µs per check (median of each check's runs; p99 and max over checks):")
    ok = True
    last: dict[str, Any] = {}
    for game, player in positions:
        r = bench_placement(game, player, args.samples, args.repeat, args.verbose)
        lg, ig = r["legal"], r["illegal"]
        print(f"  {r['structures']:3d} structures, {r['areas']:2d} areas: "
              f"legal {len(lg):4d}: median {statistics.median(lg):5.0f}, p99 {pct(lg, 0.99):5.0f}, max {max(lg):5.0f}"
              f" | illegal {len(ig):4d}: median {statistics.median(ig):5.0f}, p99 {pct(ig, 0.99):5.0f}, "
              f"max {max(ig):5.0f} | slowest kind (p99): {r['worst_kind'][0]} {r['worst_kind'][1]:.0f}")
        last = r
    print("  refusals met at the last position: " + ", ".join(f"{k} {n}" for k, n in last["codes"].most_common()))
    gate = max(pct(last["legal"], 0.99), pct(last["illegal"], 0.99), last["worst_kind"][1])
    print(f"  gate: p99 of every kind, legal and illegal, at {last['structures']} structures: "
          f"{gate:.0f} µs (target ≤ 300 µs)")
    ok &= gate <= 300
    snap, generic = bench_snapshot(positions[-1][0], max(args.repeat, 20))
    print(f"replay snapshot (Game._snapshot) at {positions[-1][0].state.structures.__len__()} structures: "
          f"{snap:.3f} ms median; generic copy.deepcopy of the same state {generic:.3f} ms: "
          f"{snap / generic:.2f}× (target ≤ 0.5×)")
    ok &= snap <= 0.5 * generic
    rp = bench_replay(record, args.repeat)
    print(f"replay of {RECORD.name}: {len(record.actions)} actions in {rp:.1f} ms CPU median "
          f"({rp * 1000 / len(record.actions):.0f} µs per entry)")
    inc = bench_income(positions[-1][0], args.repeat)
    print(f"income phase: {inc:.2f} ms CPU median for {len(positions[-1][0].state.hotels())} hotels")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
