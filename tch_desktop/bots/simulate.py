"""Bot-only games, headless: many games across processes, and what they show.

The real-time table is modelled with a clock:

- After every change at the table, each bot that wants to act (its
  `decide` returns an action) reacts after `reaction_time(level, speed)`
  seconds, drawn afresh; the earliest reaction happens, then everyone
  reconsiders. So a quicker bot gets its Seal into the queue first, and the
  bot at the front of the queue declares its Purchase after its own
  reaction time unless someone else acts sooner (queueing or passing).
  Bots always declare in time: the 5-second count never runs out.
- Setup and Loans need no race: bots claim in seat order and choose their
  loans secretly (each sees only its own).
- Bartering: when a bot's Seal comes back after a Purchase it may offer one
  deal; the partner answers at once (accept, reject, or one counter that the
  proposer accepts or not). An agreed deal is played as the engine's
  actions: the partner's Seal leaves the queue, the Barter opens and settles.

Every action goes through `Game.apply`; a refusal is counted (it should
never happen) and the bot passes. `play_game` plays one game; `simulate`
plays many with seats rotated, on `jobs` processes.

Nothing here reads the clock: a seat is a level name or a plug-in
(``py:file.py:Class``, `seats.make_bot`), and bots count their work, so a
seed gives the same game on any machine and with any `jobs`. Timing is the
caller's: pass `clock` (e.g. `time.process_time`) to have each decision and
game timed with it.
"""

from __future__ import annotations

import gc
import multiprocessing
import random
import statistics
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tch_desktop.bots.messages import Offer
from tch_desktop.bots.seats import SeatBot, make_bot, record_level, seat_name
from tch_desktop.bots.trading import settle_on
from tch_desktop.bots.view import BotView
from tch_desktop.engine.actions import Action, BarterAbandon, Pass
from tch_desktop.engine.components import NEW_GAME_SET
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.game import Game
from tch_desktop.engine.record import PlayerSetup, Setup, game_record, save_record

SEALS = ("crane", "fan", "wave", "lantern")
PENS = ("#c0392b", "#2471a3", "#1e8449", "#7d3c98")
CARD_CYCLE = ("off", "choose", "all_b")


@dataclass
class GameOutcome:
    """What one bot-only game came to."""

    seed: int
    levels: list[str]
    variants: tuple[str, bool]
    winners: list[int] = field(default_factory=list)
    net: list[int] = field(default_factory=list)
    rounds: int = 0
    actions: int = 0
    refusals: int = 0
    end_reason: str | None = None
    seconds: float = 0.0
    decision_s: dict[str, list[float]] = field(default_factory=dict)
    barters: dict[str, int] = field(default_factory=dict)
    record: str | None = None
    problems: list[str] = field(default_factory=list)  # plug-ins that lost their seat, in words
    work: dict[str, list[int]] = field(default_factory=dict)  # options valued per Purchase decision
    unbuilt_capsules: list[int] = field(default_factory=list)  # per seat: capsules still in hand at the end
    bare_boards: list[int] = field(default_factory=list)  # per seat: Land Parcel boards with no Hotel

Clock = Callable[[], float]


def make_setup(levels: Sequence[str], seed: int, cards: str = "off", tallest: bool = False,
               components: str = NEW_GAME_SET) -> Setup:
    """The setup of a bot-only game (names, Seals and pens by seat; a plug-in's seat is
    recorded with its stand-in's level)."""
    players = [PlayerSetup(seat_name(lvl, i), SEALS[i], PENS[i], "bot", record_level(lvl))
               for i, lvl in enumerate(levels)]
    return Setup(players, seed=seed, attraction_cards=cards, tallest_hotel=tallest, components=components)


def _fingerprint(game: Game, player: int) -> tuple[Any, ...]:
    s = game.state
    return (s.round, s.spend, s.purchasing_open, len(s.structures), len(s.areas),
            tuple(p.yen for p in s.players), tuple(p.coupons for p in s.players),
            tuple(tuple(sorted(p.capsules.items())) for p in s.players),
            tuple(p.passed for p in s.players), player in s.queue,
            bool(s.queue) and s.queue[0] == player, game.barter_of(player))


class Table:
    """One bot-only game in progress, with its clock."""

    def __init__(self, levels: Sequence[str], seed: int, cards: str = "off", tallest: bool = False,
                 speed: float = 1.0, budget_scale: float = 1.0, clock: Clock | None = None,
                 components: str = NEW_GAME_SET) -> None:
        self.game = Game(make_setup(levels, seed, cards, tallest, components))
        self.bots: list[SeatBot] = [make_bot(lvl, i, seed) for i, lvl in enumerate(levels)]
        self.clock_fn = clock
        self.rng = random.Random(seed ^ 0x5EED)
        self.speed = speed
        self.budget_scale = budget_scale
        self.clock = 0.0
        self.outcome = GameOutcome(seed, list(levels), (cards, tallest))
        self._cache: dict[int, tuple[tuple[Any, ...], Action | None]] = {}

    # ------------------------------------------------------------ acting
    def _apply(self, act: Action) -> bool:
        try:
            self.game.apply(act)
        except IllegalAction:
            self.outcome.refusals += 1
            return False
        return True

    def _decide(self, p: int, view: Callable[[int], BotView]) -> Action | None:
        key = _fingerprint(self.game, p)
        cached = self._cache.get(p)
        if cached is not None and cached[0] == key:
            return cached[1]
        bot = self.bots[p]
        t0 = self.clock_fn() if self.clock_fn is not None else 0.0
        act = bot.decide(view(p), None, max(1, round(bot.level.work * self.budget_scale)))
        if act is not None and act.TYPE not in ("queue", "pass", "leave_queue"):
            if self.clock_fn is not None:
                self.outcome.decision_s.setdefault(bot.spec, []).append(self.clock_fn() - t0)
            self.outcome.work.setdefault(bot.spec, []).append(bot.last_work)
        self._cache[p] = (key, act)
        return act

    def step(self) -> bool:
        """Play the next action at the table; False when the game is over."""
        g = self.game
        s = g.state
        if s.phase == "over":
            return False
        if s.phase == "setup":
            p = next(q.index for q in s.players if q.start is None)
            act = self.bots[p].decide(BotView.of(g, p))
            return self._apply(act) if act is not None else self._stall()
        if s.phase == "loans":
            p = next(q.index for q in s.players if q.loan is None)
            act = self.bots[p].decide(BotView.of(g, p))
            return self._apply(act) if act is not None else self._stall()
        snap: list[Game] = []  # nothing is hidden in the Purchase/Barter phase: one snapshot serves all
        chosen = [True] * len(s.players)

        def view(p: int) -> BotView:
            if not snap:
                snap.append(g.view_for(None))
            return BotView(snap[0], p, chosen)
        best: tuple[float, int, Action] | None = None
        for bot in self.bots:
            p = bot.player
            if s.players[p].passed:
                continue
            act = self._decide(p, view)
            if act is None:
                continue
            t = self.clock + bot.reaction_time(self.speed, self.rng)
            if best is None or t < best[0]:
                best = (t, p, act)
        if best is None:
            return self._stall()
        self.clock, p, act = best
        if not self._apply(act):
            self._apply(Pass(p))
            return True
        if act.TYPE not in ("queue", "pass", "leave_queue") and g.state.phase == "purchase":
            self._barter(p)
        return True

    def _stall(self) -> bool:
        """Nobody wants to act (should not happen): everyone passes so the game goes on."""
        self.outcome.refusals += 1
        for q in self.game.state.players:
            if not q.passed and self.game.state.phase == "purchase":
                self._apply(Pass(q.index))
        return self.game.state.phase != "over"

    def _barter(self, p: int) -> None:
        g = self.game
        bot = self.bots[p]
        offer = bot.propose(BotView.of(g, p))
        if offer is None:
            return
        b = self.outcome.barters
        b["proposed"] = b.get("proposed", 0) + 1
        partner = self.bots[offer.partner]
        answer = partner.respond(BotView.of(g, offer.partner), offer)
        deal: Offer | None = offer if answer.accepted else None
        if answer.kind == "counter" and answer.counter is not None:
            b["countered"] = b.get("countered", 0) + 1
            back = bot.respond(BotView.of(g, p), answer.counter)
            deal = answer.counter if back.accepted else None
        if deal is None:
            return
        err = settle_on(g, deal)
        if err is not None:
            self.outcome.refusals += 1
            left_open = g.barter_of(p)
            if left_open is not None:
                self._apply(BarterAbandon(left_open))
            return
        b["settled"] = b.get("settled", 0) + 1
        bot.settled(deal, BotView.of(g, p))
        partner.settled(deal, BotView.of(g, offer.partner))

    def play(self, max_steps: int = 5000) -> GameOutcome:
        """Play the game to its end (or `max_steps` actions); what it came to."""
        t0 = self.clock_fn() if self.clock_fn is not None else 0.0
        steps = 0
        while steps < max_steps and self.step():
            steps += 1
        s = self.game.state
        o = self.outcome
        o.winners, o.net = list(s.winners), list(s.net)
        o.rounds, o.end_reason = s.round, s.end_reason
        o.actions = sum(1 for a in self.game.log if a.TYPE not in ("roll", "tiebreak"))
        o.seconds = self.clock_fn() - t0 if self.clock_fn is not None else 0.0
        o.problems = [b.problem.text() for b in self.bots if b.problem is not None]
        built = {h.parcel for h in s.hotels()}
        o.unbuilt_capsules = [sum(p.capsules.values()) for p in s.players]
        o.bare_boards = [sum(1 for a in s.parcels() if a.kind == "parcel" and a.owner == p.index
                             and a.id not in built) for p in s.players]
        return o


def play_game(levels: Sequence[str], seed: int, cards: str = "off", tallest: bool = False,
              speed: float = 1.0, budget_scale: float = 1.0,
              record_dir: str | Path | None = None, clock: Clock | None = None,
              components: str = NEW_GAME_SET) -> GameOutcome:
    """Play one bot-only game to its end; optionally save its record."""
    table = Table(levels, seed, cards, tallest, speed, budget_scale, clock, components)
    out = table.play()
    if record_dir is not None:
        path = Path(record_dir) / f"game-{seed}-{'-'.join(record_name(lvl) for lvl in levels)}.json"
        save_record(game_record(table.game), path)
        out.record = str(path)
    return out


def record_name(spec: str) -> str:
    """A seat spec as part of a file name (a plug-in by its class)."""
    return spec.rpartition(":")[2] if spec.startswith("py:") else spec


def _task(args: tuple[Any, ...]) -> GameOutcome:
    return play_game(*args)


DUPLICATE_SEED_STEP = 1_000_003  # beyond any block's seed in a run of fewer games


def plan_games(players: Sequence[str], games: int, seed: int, cards: str = "off",
               tallest: bool = False) -> list[tuple[Any, ...]]:
    """The games to play: seats rotated game by game, one seed per rotation block.

    The rotations of a block share its seed (the same deal with the seats moved), except
    a rotation that seats the players exactly as an earlier one of its block (every seat
    the same level, or hard,rush,hard,rush turned by two): that would replay the same game,
    so it takes a seed of its own, DUPLICATE_SEED_STEP further on per repeat.
    `cards` "mixed" cycles the Attraction cards variant (off, choose, all_b)
    and the Tallest Hotel variant (off, on) from one rotation to the next.
    """
    tasks = []
    n = len(players)
    for i in range(games):
        rot, block = i % n, i // n
        levels = list(players[rot:]) + list(players[:rot])
        repeats = sum(1 for r in range(rot) if list(players[r:]) + list(players[:r]) == levels)
        if cards == "mixed":
            mode, tall = CARD_CYCLE[block % 3], (block // 3) % 2 == 1
        else:
            mode, tall = cards, tallest
        tasks.append((levels, seed + block + repeats * DUPLICATE_SEED_STEP, mode, tall))
    return tasks


def simulate(players: Sequence[str], games: int, seed: int = 0, jobs: int = 1,
             cards: str = "off", tallest: bool = False, record_dir: str | Path | None = None,
             budget_scale: float = 1.0, clock: Clock | None = None,
             wall_clock: Clock | None = None, components: str = NEW_GAME_SET) -> tuple[list[GameOutcome], float]:
    """Play `games` bot-only games; returns the outcomes (in task order) and the seconds
    `wall_clock` saw pass (0 without one). `clock` times each game and decision."""
    tasks = [(*t, 1.0, budget_scale, record_dir, clock, components)
             for t in plan_games(players, games, seed, cards, tallest)]
    t0 = wall_clock() if wall_clock is not None else 0.0
    if jobs <= 1:
        outs = [_task(t) for t in tasks]
    else:
        # Workers take one game at a time: a game (a fifth of a second and more) dwarfs handing
        # it over, and batches of several left one process playing the last batch alone while
        # the other waited (issue 16). The outcomes come back in the games' order, whatever
        # process played them. What this process imported is frozen before the workers fork:
        # their garbage collections never scan (nor copy) it.
        gc.freeze()
        try:
            with worker_context().Pool(min(jobs, len(tasks))) as pool:
                outs = list(pool.imap(_task, tasks, chunksize=1))
        finally:
            gc.unfreeze()
    return outs, (wall_clock() - t0 if wall_clock is not None else 0.0)


def worker_context() -> Any:
    """How worker processes start, each importing the game and the bots at most once.

    A fork of this process needs no import at all (only when no other thread runs
    here); otherwise a fork server imports once and forks every worker from itself.
    """
    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1 and "PySide6.QtCore" not in sys.modules:
        return multiprocessing.get_context("fork")
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload([__name__])
        return ctx
    return multiprocessing.get_context("spawn")


def summarize(outs: Sequence[GameOutcome], seconds: float) -> dict[str, Any]:
    """Win rates per level (shared wins split), average net, game length, speed, decision times."""
    levels: dict[str, dict[str, float]] = {}
    times: dict[str, list[float]] = {}
    for o in outs:
        share = 1.0 / len(o.winners) if o.winners else 0.0
        seen: set[str] = set()
        for i, lvl in enumerate(o.levels):
            d = levels.setdefault(lvl, {"seats": 0, "wins": 0.0, "net": 0.0})
            d["seats"] += 1
            d["net"] += o.net[i] if o.net else 0
            if i in o.winners:
                d["wins"] += share
            seen.add(lvl)
        for lvl, ts in o.decision_s.items():
            times.setdefault(lvl, []).extend(ts)
    n = max(len(outs), 1)
    per_level = {lvl: {"games": sum(1 for o in outs if lvl in o.levels), "seats": int(d["seats"]),
                       "wins": round(d["wins"], 2),
                       "win_rate": round(d["wins"] / max(1, sum(1 for o in outs if lvl in o.levels)), 3),
                       "avg_net": round(d["net"] / max(d["seats"], 1))}
                 for lvl, d in levels.items()}
    barters: dict[str, int] = {}
    for o in outs:
        for k, v in o.barters.items():
            barters[k] = barters.get(k, 0) + v
    return {
        "games": len(outs),
        "levels": per_level,
        "rounds_avg": round(sum(o.rounds for o in outs) / n, 2),
        "actions_avg": round(sum(o.actions for o in outs) / n, 1),
        "end_repaid": sum(1 for o in outs if o.end_reason == "repaid"),
        "refusals": sum(o.refusals for o in outs),
        "barters": barters,
        "seconds": round(seconds, 2),
        "games_per_s": round(len(outs) / seconds, 3) if seconds > 0 else None,
        "game_cpu_s": round(sum(o.seconds for o in outs), 3),  # the games alone, by the caller's clock
        "decision_ms_median": {lvl: round(1000 * statistics.median(ts), 1) for lvl, ts in times.items() if ts},
        "decision_ms_p95": {lvl: round(1000 * sorted(ts)[int(0.95 * (len(ts) - 1))], 1)
                            for lvl, ts in times.items() if ts},
    }
