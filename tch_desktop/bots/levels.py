"""The three levels — easy, normal, hard — as numbers, and human-like reaction times.

A level is a `Level`: how fast the bot reacts, how much work it may do
(options valued, counted — never the clock, so a seeded game is the same on
a busy machine), how
sharply it values things (noise, the horizon it plans for, how much it cares
about rivals), how carefully it places pieces and how keenly it barters. One
decision procedure plays every level; only these numbers differ.

>>> import random
>>> 0.2 <= reaction_time("hard", "normal", random.Random(1)) < reaction_time("easy", "slow", random.Random(1))
True
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

LEVELS = ("easy", "normal", "hard")

#: The GUI's speed setting: a factor on every reaction time.
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.55, "instant": 0.0}


@dataclass(frozen=True)
class Level:
    """What distinguishes one level of bot from another."""

    name: str
    reaction_s: float  # median reaction to a change at the table, in seconds (speed "normal")
    work: int  # options a decision may value (counted work, never the clock: same seed, same game)
    noise: float  # spread (Yen) of the error in valuing a worthwhile option (planner.misjudged)
    rival_weight: float  # how much the best rival's gain counts against the bot's own (¾ of it at 3–4)
    potential_trust: float  # how much of a plan's future income the bot believes in
    careful_placement: bool  # keep land in usable shape (vs the first spot that fits)
    endgame: bool  # play the end: trigger it when ahead, cash Graveyards, stop investing
    candidates: int  # how many options it examines closely
    barter_rate: float  # chance of proposing a deal when it could
    barter_margin: int  # Yen of value it wants from a deal before accepting
    mistakes: float  # chance of an impulsive purchase instead of the best one
    loan: int | None  # a fixed loan (None: the largest — capital is scarce, see Bot._loan)
    plan_lands: int = 2  # Land Parcel boards a plan may buy for the capsules in hand
    cash_graveyards: int = 99  # Graveyards just for their Yen when this few Income phases are left
    rival_plans: bool = False  # count what rivals' capsules in hand will earn them
    search_candidates: int = 0  # best options played forward to the end of the game (0: no search)
    search_rollouts: int = 0  # sampled continuations per option (and for passing)
    search_margin: float = 0.0  # how much better (wins per game) the rollouts must find another move
    search_late: int = 99  # search only when at most this many Income phases are expected to be left
    loan_rollouts: int = 0  # without a fixed loan: rollouts per loan option from round 1 (0: the largest)
    patience: int = 0  # rounds it expects players to go on investing after someone first could repay
    strict_thrift: bool = False  # capsules only for the Hotels up to its plan's best point (no weak steps)
    loan_steps_down: int = 0  # without a fixed loan: this many options below the set's largest loan
    measured_room: bool = False  # a support piece's room measured on the grid (else: a 1 × 1 slot)
    raced_entrances: bool = False  # its valuation plans only the Entrances rivals' capsules leave it
    shared_thrift: bool = False  # thrift checks count a Hotel's gain less the weighted share the best rival gets
    thrift_slack: int = 1  # Income phases fewer than expected when checking that capsules and boards get built
    paying_thrift: bool = False  # capsules only when the thrift plan's Hotels earn back their price
    unbound_race: bool = False  # a Hotel's size judged with the rivals' race for the Entrances at its fastest
    built_end: bool = False  # `thrift_slack` foresees the end once every player's capsules in hand are built
    rival_land: bool = False  # a rival's capsules in hand valued on the room its land has (else: on new land)
    raced_packing: bool = False  # thrift plans pack the capsules in hand into the Entrances the race leaves a round on
    sure_end: bool = False  # banks (and takes Graveyards) for an ending at the next Loans check it cannot lose (bots/ending.py)
    block_end: bool = False  # fills the Purchase Limit with one Purchase to stop a rival's Graveyard ending it would lose (ending.rival_ending)
    playout_candidates: int = 0  # an investment: its best options judged by truncated playouts (0: none)
    playout_worlds: int = 0  # sampled worlds (the race, the dice, the players' likings) per candidate
    playout_rounds: int = 1  # Income phases each playout runs before the valuation scores it
    playout_margin: float = 0.0  # Yen by which the playouts must favour another option over the valuation's best
    playout_tables: tuple[int, ...] = (2,)  # the table sizes (players) at which the playouts run (measured there)
    playout_leaf_unraced: int = 99  # at a table of at least this many players a playout's end is valued without the Entrance race
    playout_investments_only: bool = False  # the playouts weigh an investment only against other investments
    playout_trim: int = 0  # slots of room a playout's end may leave unused when valued (`search.trimmed_rooms`)
    playout_plans: bool = False  # in the playouts a Hotel is built when its colour's plan pays, not only alone (`search.colour_plan`)
    end_odds: bool = False  # weighs the ending at the next two Loans checks by the dice (`ending.end_odds`): banks for it, guards against it
    end_worlds: int = 256  # Income outcomes weighed (every one when at most this many, else this many sampled)
    end_trail: float = 0.5  # a rival this likely to repay by one of those checks: no capsules bought (they would wait in hand)
    end_spread: float = 2000.0  # Yen per Income phase left of doubt in the valuation's margin at the last round
    end_margin: float = 0.02  # the chance of a win by which banking must beat investing
    end_built: bool = False  # the trailing guard lets through capsules whose Hotels the plan builds by the rival's check
    kept_room: bool = False  # no Graveyard for cash takes room on a board without a Hotel while capsules are in hand

    @property
    def end_patience(self) -> int:
        """The patience its valuation uses: a level that does not play the end assumes the last round."""
        return self.patience if self.endgame else 99


LEVEL_PARAMS: dict[str, Level] = {
    "easy": Level("easy", reaction_s=2.6, work=60, noise=1500.0, rival_weight=0.0,
                  potential_trust=0.7, careful_placement=False, endgame=False, candidates=6,
                  barter_rate=0.05, barter_margin=600, mistakes=0.15, loan=None),
    "normal": Level("normal", reaction_s=1.6, work=160, noise=1000.0, rival_weight=0.3,
                    potential_trust=0.75, careful_placement=False, endgame=False, candidates=12,
                    barter_rate=0.15, barter_margin=300, mistakes=0.0, loan=None),
    "hard": Level("hard", reaction_s=0.9, work=400, noise=0.0, rival_weight=0.8,
                  potential_trust=0.85, careful_placement=True, endgame=True, candidates=30,
                  barter_rate=0.3, barter_margin=200, mistakes=0.0, loan=None, rival_plans=True,
                  search_candidates=5, search_rollouts=12, search_late=2, loan_rollouts=16, patience=99,
                  strict_thrift=True, measured_room=True, raced_entrances=True,
                  shared_thrift=True, thrift_slack=2, paying_thrift=True,
                  unbound_race=True, built_end=True, rival_land=True, raced_packing=True,
                  sure_end=True, block_end=True,
                  playout_candidates=3, playout_worlds=8, playout_rounds=1, playout_margin=1200.0,
                  playout_tables=(2, 3, 4), playout_leaf_unraced=3, playout_plans=True, playout_trim=2,
                  playout_investments_only=True, end_odds=True, kept_room=True, end_built=True),
}


def level_params(level: str) -> Level:
    """The numbers of a level ("easy", "normal" or "hard")."""
    try:
        return LEVEL_PARAMS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; expected one of {LEVELS}") from None


def speed_factor(speed: str | float) -> float:
    """The factor a speed setting puts on reaction times (a number is taken as is)."""
    if isinstance(speed, str):
        try:
            return SPEEDS[speed]
        except KeyError:
            raise ValueError(f"unknown speed {speed!r}; expected one of {tuple(SPEEDS)}") from None
    if speed < 0 or not math.isfinite(speed):
        raise ValueError(f"speed factor must be a finite number ≥ 0, not {speed!r}")
    return float(speed)


def reaction_time(level: str, speed: str | float, rng: random.Random) -> float:
    """Seconds a bot of `level` takes to react to a change at the table.

    Log-normal around the level's median (people are sometimes slow, rarely
    instant), times the speed factor, never below a fifth of a second unless
    the speed is "instant" (0), and never above 4.5 s at normal speed, so a
    bot declares its Purchase before anyone could count to 5. The GUI waits
    this long before a bot's decision is applied; `simulate` orders Seals by it.
    """
    factor = speed_factor(speed)
    if factor == 0:
        return 0.0
    median = level_params(level).reaction_s
    t = median * math.exp(rng.gauss(0.0, 0.35))
    return max(0.2, min(t, 2.5 * median, 4.5)) * factor
