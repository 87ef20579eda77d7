"""A bot: one player at the table, of one level, behind one small interface.

    bot = Bot(player=1, level="hard", seed=7)
    action = bot.decide(BotView.of(game, 1), game.legal_action_types(1))
    offer = bot.propose(view)            # a Barter it would like, or None
    answer = bot.respond(view, offer)    # accept / reject / counter someone's offer

`decide` returns an engine `Action` that the engine accepts now, or None
(nothing to do: wait). It covers every part of the game: claiming a starting
square, the loan, queueing the Seal, each Purchase (paid with Coupons first)
and passing. A bot's thinking is counted work (options valued), never the
clock: the same position and seed give the same answer on any machine.
Bots act on their `BotView` only, never on the live game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tch_desktop.bots import ending, placement, search, trading
from tch_desktop.bots.econ import Econ
from tch_desktop.bots.levels import Level, level_params, reaction_time
from tch_desktop.bots.messages import Offer, Response
from tch_desktop.bots.planner import Planner
from tch_desktop.bots.space import Space
from tch_desktop.bots.view import BotView
from tch_desktop.engine import rules
from tch_desktop.engine.actions import (
    PURCHASE_TYPES,
    Action,
    ClaimStart,
    Loan,
    Pass,
    QueueSeal,
)

#: How far a seat's liking for a colour or board moves a worthwhile purchase of it: a factor within 1 ± TASTE.
TASTE = 0.1


def seat_taste(seed: int, player: int, thing: str) -> float:
    """A seat's liking for a colour or a board ('board D') in one game: a factor in [1 − TASTE, 1 + TASTE].

    Players differ: with equal Yen and symmetric starting squares every seat would
    value the colours alike and four players would take the same four colours every
    game. The liking breaks near-ties between colours (and boards), differently for
    each seat and game, and never turns a purchase that does not pay into one that
    does (`Planner._value`). Drawn from the game's seed by its own generator (a
    string seed is hashed the same way on every machine, never the clock), so the
    bot's other draws are unchanged.
    """
    return 1.0 + TASTE * (2.0 * random.Random(f"taste {seed} {player} {thing}").random() - 1.0)


class Bot:
    """A computer player of one level (easy, normal or hard) in one seat."""

    def __init__(self, player: int, level: str = "normal", seed: int = 0) -> None:
        self.player = player
        self.level_name = level
        self.level: Level = level_params(level)
        self.rng = random.Random(seed * 7919 + player * 104729 + len(level))
        self.seed = seed
        self.memory = trading.Memory()
        self.last_work = 0  # options valued in the last decision

    def __repr__(self) -> str:
        return f"Bot(player={self.player}, level={self.level_name!r})"

    def reaction_time(self, speed: str | float, rng: random.Random | None = None) -> float:
        """Seconds this bot takes to react at the given speed setting."""
        return reaction_time(self.level_name, speed, rng or self.rng)

    # ------------------------------------------------------------ the one entry point
    def decide(self, view: BotView, legal: Sequence[str] | None = None,
               work: int | None = None) -> Action | None:
        """The bot's next action (already checked by the engine), or None to wait.

        `work` caps the options valued (default: the level's figure).
        """
        kinds = list(view.legal_action_types() if legal is None else legal)
        self.last_work = 0
        act = self._decide(view, kinds, self.level.work if work is None else work)
        if act is not None and view.check(act) is not None:
            # The engine has the last word; a bot never insists on a refused action.
            return None
        return act

    def _decide(self, view: BotView, kinds: list[str], work: int) -> Action | None:
        if "claim_start" in kinds:
            return self._claim(view)
        if "loan" in kinds:
            return Loan(self.player, self._loan(view))
        if view.phase != "purchase" or not kinds or "barter" in kinds:
            return None
        if self.level.sure_end:
            sure = ending.sure_ending(view)
            if sure is not None:
                return self._sure(view, kinds, sure)
        if any(k in PURCHASE_TYPES for k in kinds) or "forfeit" in kinds:
            act = self._purchase(view, work)
            if act is not None:
                return act
            return Pass(self.player) if "pass" in kinds else None
        if "leave_queue" in kinds:
            return None  # waiting in the queue
        if "queue" in kinds and self._wants_to_buy(view):
            return QueueSeal(self.player)
        return Pass(self.player) if "pass" in kinds else None

    def _sure(self, view: BotView, kinds: list[str], sure: ending.SureEnding) -> Action | None:
        """Play a sure ending (`bots/ending.py`): a Graveyard while its land takes one, else bank (pass)."""
        if sure.graveyards > 0:
            if "buy_graveyard" in kinds:
                space = Space(view.state, self.player)
                for area in sorted(space.rooms):
                    act = placement.graveyard_action(view, space, area, self.level.careful_placement)
                    if act is not None:
                        return act
            elif "queue" in kinds:
                return QueueSeal(self.player)
            elif "leave_queue" in kinds and "forfeit" not in kinds:
                return None  # waiting in the queue for its turn
        return Pass(self.player) if "pass" in kinds else None

    # ------------------------------------------------------------ setup and loans
    def _claim(self, view: BotView) -> Action:
        starts = view.components.starting_parcels
        taken = {a.id for a in view.areas()}
        free = [k for k in starts if k not in taken]
        if not self.level.careful_placement:
            return ClaimStart(self.player, self.rng.choice(free))

        def room(k: str) -> float:
            x0, y0, x1, y1 = starts[k]
            d = [abs(x0 - starts[t][0]) + abs(y0 - starts[t][1]) for t in taken]
            return min(d, default=99.0) + self.rng.random()
        return ClaimStart(self.player, max(free, key=room))

    def _loan(self, view: BotView) -> int:
        """The loan: the level's fixed choice, else the largest (easy: one option smaller).

        Capital is what limits a player early (the Purchase Limit is shared,
        Income comes late), and Hotels pay far more than 10 % a round: in
        bot-only games the largest loan wins at 2, 3 and 4 players alike.
        """
        if self.level.loan is not None:
            return self.level.loan
        if self.level.sure_end:
            sure = ending.sure_loan(view)
            if sure is not None:
                return sure
        if self.level.loan_rollouts:
            return self._searched_loan(view)
        loans = sorted(view.components.loans, reverse=True)
        return loans[min(self.level.loan_steps_down, len(loans) - 1)]

    def _searched_loan(self, view: BotView) -> int:
        """The loan whose rollouts from round 1 score best (`search.loan_scores`): the largest
        unless another beats it by the level's `search_margin`."""
        s = view.state
        slots = []
        for p in range(len(s.players)):
            sp = Space(s, p)
            slots.append(sum(sp.capacity(a, 0) for a in sp.rooms))
        # Its own generator, drawn from the game's seed (as `seat_taste`): the bot's other draws
        # stay as they were.
        rng = random.Random(f"loan {self.seed} {self.player}")
        scores, played = search.loan_scores(s, self.player, slots, search.seeds(rng, self.level.loan_rollouts))
        self.last_work = played
        return search.best_loan(scores, self.level.search_margin)

    # ------------------------------------------------------------ purchases
    def taste(self, view: BotView) -> dict[str, float]:
        """This seat's liking for each colour and Land Parcel board ('board A') of the game's set."""
        c = view.components
        things = (*c.colours, *(f"board {b}" for b in c.boards))
        return {k: seat_taste(self.seed, self.player, k) for k in things}

    def _wants_to_buy(self, view: BotView) -> bool:
        me = view.me
        c = view.components
        money = me.yen + rules.coupon_yen(c, me.coupons)
        if money >= c.vending_price:
            return True
        return self.level.endgame and any(a.owner == self.player for a in view.areas())

    def _purchase(self, view: BotView, work: int) -> Action | None:
        planner = Planner(view, self.level, self.rng, work, self.taste(view))
        promised = self.memory.promised_colours(view.round)
        act, opt = None, None
        threat = ending.rival_ending(view) if self.level.block_end else None
        if threat is not None:
            act, opt = planner.filling(threat.fill)
        if act is None:
            act, opt = planner.choose()
        self.last_work = planner.examined
        if opt is not None and opt.colour in promised and act is not None and act.TYPE == "build_hotel":
            self.memory.kept(opt.colour)
        return act

    # ------------------------------------------------------------ bartering
    def propose(self, view: BotView) -> Offer | None:
        """A deal this bot would like to offer someone now, or None."""
        if not view.purchasing_open or self.player in view.queue or view.me.passed:
            return None
        if self.rng.random() >= self.level.barter_rate:
            return None
        return trading.propose(view, self.level, self.rng, self.memory, Econ.of(view.state))

    def respond(self, view: BotView, offer: Offer) -> Response:
        """Accept, reject or counter an offer made to this bot (or a counter to its own)."""
        return trading.respond(view, self.level, offer, self.memory)

    def settled(self, offer: Offer, view: BotView | None = None) -> None:
        """Told that a deal it was party to went through (it remembers the promises in it)."""
        self.memory.settled(self.player, offer, view.state if view is not None else None)
