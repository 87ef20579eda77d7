"""Engine speed: the placement check on crowded Maps, the replay snapshot, replay, an Income phase.

Run: python benchmarks/engine.py [--repeat N] [--rounds N] [--samples N] [--structures 10,30,60,90]

Positions. One game of a benchmark-only component set, `bench_components()`
(the stress set of `stress_position.py` — a 1,000,000円 loan and a Purchase
Limit nobody reaches — with three times the capsules, Entrances and Vending
Machines), reached through `Game.apply` only: Seals queue and step out, every
piece is bought. The measured player (player 0) first buys the first colour's
capsules and a few of the stack colour (kept for the checks) and three more
Land Parcels: on one a Vending Machine and Graveyards up to the per-Parcel
limit (one more Graveyard breaks it), on another a Vending Machine and a
one-capsule Hotel (one more Hotel breaks the Golden Rule), on the third a
Vending Machine alone (room for a legal Hotel of every shape). The other three then build Buildings, Vending
Machines, Graveyards and Hotels, buying more land when theirs is full; the
game is cloned when it reaches each number of structures asked for. At every
position the measured player is at the front of the queue with money,
capsules and every piece still in the box, so each check reaches the
Construction Rules.

Placement checks: for each kind of placement (Vending Machine, Graveyard, each
Building, Hotels of 1–4 capsules flat and stacked, a broken Hotel design, each
Land Parcel board) the candidates are random positions on and around the Map's
land plus the legal spots the engine lists. Legal and illegal checks are
reported separately per kind (median and p99 over candidates), with the
refusal codes met, at every position: the check must not grow with the number
of structures. The positions take turns (`--rounds`), each candidate checked `--repeat` times
a turn, and its median thread CPU time kept (CPU time, and turns, so the figures
depend as little as may be on the load).
Target: p99 ≤ 0.3 ms at 90 structures for legal and illegal placements of
every kind.

The replay snapshot is what an atomic `Game.apply` pays over a non-atomic one
(`atomic=False`, what replay uses): the same Seal queues and steps out both
ways, interleaved, and the median of the paired differences is kept. It is
compared with a generic `copy.deepcopy` of the state's fields (what a copy
without the engine's structural copier costs) in the same run, with and
without the cached geometry index. Target: half of the one without.
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

from stress_position import _force, _front, opening, stress_components  # noqa: E402

from tch_desktop.engine import Game, load_record, moves, replay  # noqa: E402
from tch_desktop.engine.actions import (  # noqa: E402
    Action,
    BuildHotel,
    BuyBuilding,
    BuyCapsules,
    BuyGraveyard,
    BuyParcel,
    BuyPink,
    BuyVending,
    CapsulePlacement,
)
from tch_desktop.engine.components import Components  # noqa: E402
from tch_desktop.engine.income import run_income  # noqa: E402

RECORD = ROOT / "tests" / "records" / "bots_4p.json"  # 4 bots, 8 rounds: the replay figure
ME = 0  # the measured player


# ------------------------------------------------------------------ positions

def bench_components() -> Components:
    """The stress set with three times the capsules, Entrances and Vending Machines of the box."""
    raw = copy.deepcopy(stress_components().raw)
    for spec in raw["capsules"].values():
        spec["count"] *= 3
    raw["entrance"]["count"] *= 3
    raw["vending"]["count"] *= 3
    return Components(raw, "engine-bench")


def _more_land(game: Game, p: int, boards: str = "EA") -> bool:
    """Player p buys the first of `boards` that fits next to their land."""
    _front(game, p)
    for board in boards:
        spots = moves.parcel_spots(game, p, board, limit=1)
        if spots:
            return _force(game, spots[0])
    return False


def _place_in(game: Game, player: int, area: str, spots: list[Action]) -> bool:
    """Apply the first of `spots` that stands in `area`."""
    s = game.state
    for a in spots:
        first = a.capsules[0] if isinstance(a, BuildHotel) else a
        found = s.area_of_rect((first.x, first.y, first.x + 1, first.y + 1))
        if found is not None and found.id == area and _force(game, a):
            return True
    return False


def _prepare_measured(game: Game) -> str:
    """The measured player's capsules (the first colour, and the stack colour for stacks) and three
    prepared Parcels; returns the colour."""
    s, c = game.state, game.components
    colour: str = next(iter(c.capsule_count))
    assert _force(game, BuyCapsules(ME, colour)) and _force(game, BuyPink(ME, 2 * c.stack_min_stories))
    before = {a.id for a in s.areas.values() if a.owner == ME}
    assert _more_land(game, ME) and _more_land(game, ME, "DEA") and _more_land(game, ME)
    fresh = sorted(a.id for a in s.areas.values() if a.owner == ME and a.id not in before)
    # The third: a Vending Machine alone (room for a legal Hotel of every shape).
    assert _place_in(game, ME, fresh[1], moves.vending_spots(game, _front(game, ME), limit=400))
    assert _place_in(game, ME, fresh[-1], moves.vending_spots(game, _front(game, ME), limit=400))
    for _ in range(c.graveyards_per_parcel):
        assert _place_in(game, ME, fresh[-1], moves.graveyard_spots(game, _front(game, ME), limit=400))
    assert _place_in(game, ME, fresh[0], moves.vending_spots(game, _front(game, ME), limit=400))
    assert _place_in(game, ME, fresh[0], moves.hotel_designs(game, _front(game, ME), colour, 1, limit=400))
    return colour


def _hand_out(game: Game, reserved: str) -> list[int]:
    """The other players buy every other colour and the stack colour between them; returns them."""
    s, c = game.state, game.components
    others = [p for p in range(len(s.players)) if p != ME]
    for i, colour in enumerate(k for k in c.capsule_price if k not in (reserved, c.stack_colour)):
        _force(game, BuyCapsules(others[i % len(others)], colour))
    share = s.supply.get(c.stack_colour, 0) // len(others)
    for p in others:
        _force(game, BuyPink(p, share))
    return others


def _build_once(game: Game, p: int, turn: int) -> bool:
    """One step of player p's building: a Building every other turn while more than one is left of
    its kind, else a Vending Machine (a Graveyard once few are left) and a Hotel of up to 4 capsules."""
    s, c = game.state, game.components
    if turn % 2 == 0:
        for kind in c.buildings:
            if s.buildings_left[kind] > 1:
                side = "A" if c.buildings[kind].card else None
                spots = moves.building_spots(game, _front(game, p), kind, side=side, limit=1)
                if spots and _force(game, spots[0]):
                    return True
    support = moves.vending_spots(game, _front(game, p), limit=1) if s.vending_left > 2 else []
    support = support or moves.graveyard_spots(game, p, limit=1)
    if not support or not _force(game, support[0]):
        return False
    hand = s.players[p].capsules
    if hand and s.entrances_left > 2:
        colour = max(hand, key=lambda k: hand[k])
        for n in range(min(4, hand[colour]), 0, -1):
            designs = moves.hotel_designs(game, _front(game, p), colour, n, limit=1)
            if designs and _force(game, designs[0]):
                break
    return True


def positions(targets: list[int]) -> tuple[list[Game], str]:
    """Clones of the benchmark game at the first moment it has at least n structures, per n
    (the measured player at the front), and the measured player's colour."""
    game = opening(bench_components())
    colour = _prepare_measured(game)
    others = _hand_out(game, colour)
    out: list[Game] = []
    pending = sorted(targets)
    turn = misses = 0

    def take() -> None:
        while pending and len(game.state.structures) >= pending[0]:
            pending.pop(0)
            clone = game.clone()
            _front(clone, ME)
            out.append(clone)

    take()
    while pending and misses < 3 * len(others):
        p = others[turn % len(others)]
        if _build_once(game, p, turn // len(others)):
            misses = 0
        else:
            misses += 1
            _more_land(game, p)
        turn += 1
        take()
    return out, colour


# ------------------------------------------------------------------ candidates

def hotel_at(player: int, colour: str, shape: tuple[list[CapsulePlacement], tuple[float, float]],
             x: float, y: float) -> BuildHotel:
    caps, ent = shape
    return BuildHotel(player, colour, tuple(CapsulePlacement(c.x + x, c.y + y, c.z, c.rot) for c in caps),
                      (ent[0] + x, ent[1] + y))


Maker = Callable[[float, float], Action]


def _building_maker(player: int, building: str, side: str | None, rng: random.Random) -> Maker:
    return lambda x, y: BuyBuilding(player, building, x, y, rng.choice((0, 90)), side)


def _hotel_maker(player: int, colour: str, shape: tuple[list[CapsulePlacement], tuple[float, float]]) -> Maker:
    return lambda x, y: hotel_at(player, colour, shape, x, y)


def _parcel_maker(player: int, board: str, rng: random.Random) -> Maker:
    return lambda x, y: BuyParcel(player, board, x, y, rng.choice((0, 90, 180, 270)))


def _broken_maker(player: int, colour: str, rng: random.Random) -> Maker:
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
    return broken


def _shifted(game: Game, design: BuildHotel, want: int) -> list[BuildHotel]:
    """`design` and legal copies of it moved by whole grid steps, up to `want` in all."""
    out = [design]
    g = game.components.grid
    for dx in range(-8, 9):
        for dy in range(-8, 9):
            if len(out) >= want:
                return out
            moved = BuildHotel(design.player, design.color,
                               tuple(CapsulePlacement(p.x + dx * g, p.y + dy * g, p.z, p.rot)
                                     for p in design.capsules),
                               None if design.entrance is None
                               else (design.entrance[0] + dx * g, design.entrance[1] + dy * g))
            if (dx or dy) and game.check(moved) is None:
                out.append(moved)
    return out


def _stories(shape: tuple[list[CapsulePlacement], Any]) -> int:
    return int(max(p.z for p in shape[0])) + 1


def candidates(game: Game, player: int, colour: str, per_kind: int,
               rng: random.Random) -> dict[str, list[Action]]:
    """Per kind of placement: random positions on and around the land, and the legal spots listed."""
    s, c = game.state, game.components
    boxes = [a.polygon.bounds for a in s.areas.values()]
    own = [a.polygon.bounds for a in s.areas.values() if a.owner == player]

    def pos() -> tuple[float, float]:
        x0, y0, x1, y1 = rng.choice(own if rng.random() < 0.7 else boxes)
        return (rng.randrange(int(x0 * 2) - 4, int(x1 * 2) + 2) / 2,
                rng.randrange(int(y0 * 2) - 4, int(y1 * 2) + 2) / 2)

    makers: dict[str, Maker] = {
        "vending": lambda x, y: BuyVending(player, x, y),
        "graveyard": lambda x, y: BuyGraveyard(player, x, y),
    }
    legal: dict[str, list[Action]] = {
        "vending": list(moves.vending_spots(game, player, limit=per_kind // 4)),
        "graveyard": list(moves.graveyard_spots(game, player, limit=per_kind // 4)),
    }
    for b, spec in c.buildings.items():
        side = "A" if spec.card else None
        makers[f"building {b}"] = _building_maker(player, b, side, rng)
        legal[f"building {b}"] = list(moves.building_spots(game, player, b, side=side, limit=4))
    for n in (1, 2, 3, 4):
        shapes = moves.hotel_shapes(c, n)
        for k, shape in enumerate(shapes):
            # A stack tall enough for the stack exception is built of the colour it allows.
            hue = c.stack_colour if _stories(shape) >= c.stack_min_stories else colour
            name = f"hotel {n}/{k} ({_stories(shape)} stories{', ' + hue if hue != colour else ''})"
            makers[name] = _hotel_maker(player, hue, shape)
            legal[name] = []
            for d in moves.hotel_designs(game, player, hue, n, limit=len(shapes)):
                if [(p.z, p.rot) for p in d.capsules] == [(p.z, p.rot) for p in shape[0]]:
                    legal[name] = list(_shifted(game, d, per_kind // 4))
    for board in c.boards:
        makers[f"parcel {board}"] = _parcel_maker(player, board, rng)
        legal[f"parcel {board}"] = list(moves.parcel_spots(game, player, board, limit=per_kind // 4))
    makers["hotel design broken"] = _broken_maker(player, colour, rng)
    return {kind: legal.get(kind, []) + [make(*pos()) for _ in range(per_kind)]
            for kind, make in makers.items()}


# ------------------------------------------------------------------ timing

def pct(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))]


def time_runs(game: Game, acts: list[Action], repeat: int, runs: list[list[int]]) -> None:
    """Check each action `repeat` times, adding the CPU ns of each run to its list in `runs`."""
    clock = time.thread_time_ns
    for a, times in zip(acts, runs, strict=True):
        for _ in range(repeat):
            t0 = clock()
            game.check(a)
            times.append(clock() - t0)


Figures = dict[str, tuple[list[float], list[float]]]  # kind → (legal µs, illegal µs)


def bench_placement(games: list[Game], colour: str, per_kind: int, repeat: int,
                    rounds: int) -> list[tuple[Figures, Counter[str]]]:
    """Per position: (kind → legal and illegal CPU µs, each check's median run), refusal codes met.

    The positions take turns, `rounds` times, so that a burst of load on the machine falls on
    all of them alike instead of on one position's column."""
    acts = [candidates(g, ME, colour, per_kind, random.Random(7)) for g in games]
    runs: list[dict[str, list[list[int]]]] = [{k: [[] for _ in a] for k, a in pos.items()} for pos in acts]
    for _ in range(rounds):
        for g, pos, pos_runs in zip(games, acts, runs, strict=True):
            for kind, kind_acts in pos.items():
                time_runs(g, kind_acts, repeat, pos_runs[kind])
    out = []
    for g, pos, pos_runs in zip(games, acts, runs, strict=True):
        figures: Figures = {}
        codes: Counter[str] = Counter()
        for kind, kind_acts in pos.items():
            legal: list[float] = []
            illegal: list[float] = []
            for a, times in zip(kind_acts, pos_runs[kind], strict=True):
                err = g.check(a)
                (legal if err is None else illegal).append(statistics.median(times) / 1000)
                if err is not None:
                    codes[err.code] += 1
            figures[kind] = (legal, illegal)
        out.append((figures, codes))
    return out


def _cell(values: list[float]) -> str:
    if not values:
        return f"{'—':>13}"
    return f"{len(values):3d}:{statistics.median(values):4.0f}/{pct(values, 0.99):4.0f}"


def _cpu_ms(fn: Callable[[], Any]) -> float:
    t0 = time.thread_time_ns()
    fn()
    return (time.thread_time_ns() - t0) / 1e6


def bench_snapshot(game: Game, repeat: int) -> tuple[float, float, float, float]:
    """(median ms an atomic apply pays over a non-atomic one, median ms of GameState.copy,
    median ms of a generic copy.deepcopy of the state's fields, the same without its caches)."""
    g = game.clone()
    p = g.state.queue[0]

    def step_out_and_back(atomic: bool) -> None:
        g.apply({"type": "leave_queue", "player": p}, atomic=atomic)
        g.apply({"type": "queue", "player": p}, atomic=atomic)

    diffs = []
    for _ in range(repeat):
        with_snapshot = _cpu_ms(lambda: step_out_and_back(True))
        without = _cpu_ms(lambda: step_out_and_back(False))
        diffs.append((with_snapshot - without) / 2)
    memo = {id(g.components): g.components}
    state_copy = statistics.median(_cpu_ms(g.state.copy) for _ in range(repeat))
    fields = vars(g.state)
    data = {k: v for k, v in fields.items() if not k.startswith("_")}  # the caches are never part of the game
    generic = statistics.median(_cpu_ms(lambda: copy.deepcopy(fields, dict(memo))) for _ in range(repeat))
    bare = statistics.median(_cpu_ms(lambda: copy.deepcopy(data, dict(memo))) for _ in range(repeat))
    return statistics.median(diffs), state_copy, generic, bare


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
    ap.add_argument("--repeat", type=int, default=3, help="runs per check per round / per measure (median kept)")
    ap.add_argument("--rounds", type=int, default=3, help="turns the positions take at the placement checks")
    ap.add_argument("--samples", type=int, default=60, help="random positions per kind of placement")
    ap.add_argument("--structures", default="10,30,60,90", help="numbers of structures of the positions")
    args = ap.parse_args()
    targets = [int(n) for n in args.structures.split(",")]
    games, colour = positions(targets)
    if len(games) < len(targets):
        print(f"the benchmark game stopped at {len(games[-1].state.structures) if games else 0} structures")
    print("placement check, CPU µs per check: n:median/p99 over the candidates (each its median of "
          f"{args.rounds} × {args.repeat} runs), legal | illegal, per kind and position")
    results = bench_placement(games, colour, args.samples, args.repeat, args.rounds)
    header = "".join(f" | {len(g.state.structures):3d} structures, {len(g.state.areas):2d} areas"
                     + " " * 4 for g in games)
    print(f"  {'kind':<26}{header}")
    for kind in results[0][0]:
        row = "".join(f" | {_cell(fig[kind][0])} {_cell(fig[kind][1])}" for fig, _ in results)
        print(f"  {kind:<26}{row}")
    for g, (fig, codes) in zip(games, results, strict=True):
        lg = [v for legal, _ in fig.values() for v in legal]
        ig = [v for _, illegal in fig.values() for v in illegal]
        print(f"  {len(g.state.structures):3d} structures, all kinds: legal {_cell(lg)} max {max(lg):4.0f}"
              f" | illegal {_cell(ig)} max {max(ig):4.0f} | refusals: "
              + ", ".join(f"{k} {n}" for k, n in codes.most_common()))
    last_game, (last, _) = games[-1], results[-1]
    no_legal = [k for k, (legal, _) in last.items() if not legal]
    if no_legal:
        print("  kinds without a legal candidate at the last position: " + ", ".join(no_legal))
    gate_kind, gate = max(((k, max([pct(v, 0.99) for v in pair if v] or [0.0])) for k, pair in last.items()),
                          key=lambda kv: kv[1])
    print(f"  gate: the worst p99 of any kind, legal or illegal, at {len(last_game.state.structures)} "
          f"structures: {gate:.0f} µs ({gate_kind}; target ≤ 300 µs)")
    ok = gate <= 300
    snap, state_copy, generic, bare = bench_snapshot(last_game, max(args.repeat, 30))
    print(f"replay snapshot at {len(last_game.state.structures)} structures: an atomic Game.apply pays "
          f"{snap:.3f} ms more than a non-atomic one (median of paired differences); GameState.copy "
          f"{state_copy:.3f} ms.\n  generic copy.deepcopy of the state's fields {generic:.3f} ms "
          f"(snapshot {snap / generic:.2f}×), of its fields without the caches {bare:.3f} ms "
          f"(snapshot {snap / bare:.2f}×; target ≤ 0.5×)")
    ok &= snap <= 0.5 * bare
    record = load_record(RECORD)
    rp = bench_replay(record, args.repeat)
    print(f"replay of {RECORD.name}: {len(record.actions)} actions in {rp:.1f} ms CPU median "
          f"({rp * 1000 / len(record.actions):.0f} µs per entry)")
    inc = bench_income(last_game, args.repeat)
    print(f"income phase: {inc:.2f} ms CPU median for {len(last_game.state.hotels())} hotels")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
