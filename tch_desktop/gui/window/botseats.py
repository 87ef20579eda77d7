"""The bots at the table: ask each bot seat for its move whenever the table changes.

The thinking happens off the GUI thread (`gui/bot_runner.BotRunner`); an
answer is applied only if the table has not moved since the bot was asked
(else the bot is asked again). While a modal dialog is open (the loan
hand-off, Income) the bots wait like everybody else. A slow poll also asks
idle bots again, so a bot that chose to wait is never forgotten. On the
barter table a bot party judges the deal laid out (`answer_barter`).

Bots also barter on their own: when a bot's Seal comes back from a Purchase
it may propose a deal. Made to a bot, the other bot answers (accept, reject,
or a counter the first bot answers in turn); made to a person, the offer is
shown for them to accept or decline (`offer_to_person`, `person_answered`).
What bots say goes to the Game Ledger as message codes (`said`).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from tch_desktop.bots.levels import SPEEDS
from tch_desktop.bots.messages import BotMessage, Offer, Response
from tch_desktop.bots.seats import SeatBot, make_bot
from tch_desktop.bots.view import BotView
from tch_desktop.engine import Game
from tch_desktop.engine.actions import (
    PURCHASE_TYPES,
    Action,
    Barter,
    BarterAbandon,
    BarterOpen,
    Loan,
    Pass,
)
from tch_desktop.gui.bot_runner import BotRunner
from tch_desktop.gui.controller import GameController
from tch_desktop.i18n.bot_texts import message_text

log = logging.getLogger(__name__)
POLL_MS = 1500
# How long a closing window waits for a bot still thinking: its thread is a daemon holding plain data
# only (nothing to save, no Qt object), so the window need not freeze the 2 s it used to.
CLOSE_WAIT_MS = 250



def bot_speed() -> str:
    """How fast bots react: TCH_DESKTOP_BOT_SPEED (slow, normal, fast, instant) for tests and
    demonstrations, else at a person's speed."""
    speed = os.environ.get("TCH_DESKTOP_BOT_SPEED", "normal")
    return speed if speed in SPEEDS else "normal"

class BotSeats(QObject):
    """Drives every bot seat of the live game through the bot runner."""

    said = Signal(object)  # a BotMessage for the Game Ledger
    plugin_failed = Signal(int, object)  # seat, seats.PluginProblem: a normal bot plays on there
    bot_failed = Signal(int)  # seat: its bot hit an error in the program (said once a game per seat)
    offer_to_person = Signal(object)  # an Offer a bot makes to a person

    def __init__(self, controller: GameController, parent: QObject | None = None,
                 plugins: dict[int, str] | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.plugins = dict(plugins or {})  # bot seat → a plug-in spec (py:file.py:Class) playing it
        self._reported: set[int] = set()
        self._failures: set[int] = set()  # seats whose bot failed in this game (told once)
        self.bots: dict[int, SeatBot] = {}
        self._want_proposal: set[int] = set()
        self._waiting: dict[int, tuple[Offer, bool]] = {}  # bot asked to answer → (offer, is a counter)
        self._answers: dict[int, BotMessage] = {}  # bot → what it said to the deal on the barter table
        self._held: list[tuple[Callable[[int, object], None], int, object]] = []  # parked by a modal dialog
        self.runner = BotRunner(self, speed=bot_speed())
        self.runner.decided.connect(self._decided)
        self.runner.proposed.connect(self._proposed)
        self.runner.responded.connect(self._responded)
        self.runner.failed.connect(self._failed)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.ask)
        controller.action_applied.connect(self._on_applied)
        controller.game_replaced.connect(self._on_replaced)

    def _on_replaced(self, _game: object) -> None:
        game = self.controller.game
        self.runner.forget()
        self._held.clear()
        self.bots = {}
        self._want_proposal.clear()
        self._waiting.clear()
        self._answers.clear()
        if game is not None:
            self.bots = {p.index: make_bot(self.plugins.get(p.index, p.level or "normal"), p.index,
                                           game.setup.seed)
                         for p in game.state.players if p.kind == "bot"}
            self._reported.clear()
            self._failures.clear()
            self._report_problems()
        if self.bots:
            self._poll.start()
        else:
            self._poll.stop()
        self.ask()

    def stop(self) -> None:
        """The window closes: late answers are dropped, running thoughts given a moment to end."""
        self._poll.stop()
        self.runner.forget()
        self.runner.wait(CLOSE_WAIT_MS)

    def _on_applied(self, action: Action, _events: object) -> None:
        actor = action.actor
        if actor in self.bots and (action.TYPE in PURCHASE_TYPES or action.TYPE == "leave_queue"):
            self._want_proposal.add(actor)  # its Seal is back in front of it: a moment to barter
        self.ask()

    def ask(self) -> None:
        """Ask every idle bot that may act now for its move (or, once its Seal is back, for a deal)."""
        self._report_problems()
        game = self.controller.game
        if game is None or not self.bots or QApplication.activeModalWidget() is not None:
            return
        held, self._held = self._held, []
        for slot, player, answer in held:  # what came while a modal dialog held the table
            slot(player, answer)
        if game.state.phase == "loans":
            return  # the loan hand-off takes the bots' loans in secret with everyone else's
        self.runner.hurry = self.only_bots_left(game)
        for seat, bot in self.bots.items():
            if self.runner.busy(seat) or seat in self._waiting:
                continue
            if seat in self._want_proposal:
                self._want_proposal.discard(seat)
                if game.barter_partners(seat):
                    self.runner.request_proposal(bot, game)
                    continue
            if game.legal_action_types(seat):
                self.runner.request_decision(bot, game)

    def only_bots_left(self, game: Game) -> bool:
        """Every person at the table has passed this Purchase/Barter phase: the bots finish it quickly."""
        people = [p for p in game.state.players if p.index not in self.bots]
        return game.state.phase == "purchase" and bool(people) and all(p.passed for p in people)

    def loan_for(self, seat: int) -> int:
        """The loan a bot takes (asked in the loan hand-off, with everyone else's in secret)."""
        game = self.controller.game
        bot = self.bots.get(seat)
        if game is None:
            return 0  # no Loans phase without a game: nothing to choose
        if bot is None:
            return game.components.bot_fallback_loan
        try:
            action = bot.decide(BotView.of(game, seat), ["loan"])
        except Exception:  # a bug in a bot must not cost the table its game
            log.exception("bot %s could not choose a loan", seat)
            action = None
        return action.amount if isinstance(action, Loan) else game.components.bot_fallback_loan

    # ------------------------------------------------------------ bots' own deals
    def can_barter(self, offer: Offer) -> bool:
        """Whether every party of the offer could Barter right now."""
        game = self.controller.game
        if game is None:
            return False
        partners = game.barter_partners(offer.proposer)
        return all(p in partners for p in offer.parties[1:])

    def _parked(self, slot: Callable[[int, object], None], player: int, answer: object) -> bool:
        """A deal proposed or answered while a modal dialog holds the table waits for it to close
        (`ask` hands it on), as the countdown and the players' keys do."""
        if QApplication.activeModalWidget() is None:
            return False
        self._held.append((slot, player, answer))
        return True

    def _proposed(self, player: int, offer: object) -> None:
        if self._parked(self._proposed, player, offer):
            return
        if not isinstance(offer, Offer) or not self.can_barter(offer):
            self.ask()
            return
        if offer.message is not None:
            self.said.emit(offer.message)
        partner_bot = self.bots.get(offer.partner)
        game = self.controller.game
        if partner_bot is not None and game is not None:
            self._waiting[offer.partner] = (offer, False)
            self.runner.request_response(partner_bot, game, offer)
        else:
            self.offer_to_person.emit(offer)
        self.ask()

    def _responded(self, player: int, response: object) -> None:
        if self._parked(self._responded, player, response):
            return
        offer, countered = self._waiting.pop(player, (None, False))
        game = self.controller.game
        if offer is None or not isinstance(response, Response) or game is None:
            self.ask()
            return
        self.said.emit(response.message)
        if response.accepted:
            self.settle(offer)
        elif response.kind == "counter" and response.counter is not None and not countered:
            other = offer.proposer if player != offer.proposer else offer.partner
            other_bot = self.bots.get(other)
            if other_bot is not None and self.can_barter(response.counter):
                self._waiting[other] = (response.counter, True)
                self.runner.request_response(other_bot, game, response.counter)
        self.ask()

    def person_answered(self, offer: Offer, accepted: bool) -> None:
        """A person accepted or declined a bot's offer."""
        kind = "accept" if accepted else "reject"
        self.said.emit(BotMessage(kind, {"player": offer.partner, "to": offer.proposer}))
        if accepted:
            self.settle(offer)

    def settle(self, offer: Offer) -> bool:
        """Open the Barter and settle it with the offer's transfers (the engine has the last word)."""
        game = self.controller.game
        if game is None or not self.controller.apply(BarterOpen(offer.parties)):
            return False
        barter = self.controller.game.barter_of(offer.proposer) if self.controller.game else None
        if barter is None:
            return False
        if not self.controller.apply(offer.barter(barter)):
            self.controller.apply(BarterAbandon(barter))
            return False
        game = self.controller.game
        for party in offer.parties:
            bot = self.bots.get(party)
            if bot is not None and game is not None:
                bot.settled(offer, BotView.of(game, party))
        return True

    def _report_problems(self) -> None:
        """Tell the table, once per seat, that a plug-in lost its seat to a built-in bot."""
        for seat, bot in self.bots.items():
            if bot.problem is not None and seat not in self._reported:
                self._reported.add(seat)
                log.warning("%s", bot.problem.text())
                self.plugin_failed.emit(seat, bot.problem)

    def _decided(self, player: int, action: object) -> None:
        game = self.controller.game
        if game is None or not isinstance(action, Action) or QApplication.activeModalWidget() is not None:
            return
        if self.runner.is_current(player, game):
            self.controller.apply(action)
        else:
            self.ask()

    def answer_barter(self, party: int, barter: Barter) -> bool:
        """Whether bot `party` accepts the deal on the barter table (an engine `Barter` action)."""
        game = self.controller.game
        bot = self.bots.get(party)
        if game is None or bot is None:
            return False
        open_barter = game.state.barters.get(barter.barter)
        parties = open_barter.parties if open_barter is not None else ()
        others = [p for p in parties if p != party]
        if not others:
            return False
        offer = Offer(others[0], party, tuple(barter.transfers), tuple(barter.promises), None, tuple(others[1:]))
        # Bots judge offers made before a Barter opens: show them the table as it was then.
        before = game.clone()
        before.apply({"type": "barter_abandon", "barter": barter.barter})
        try:
            response = bot.respond(BotView.of(before, party), offer)
        except Exception:  # a bug in a bot must not cost the table its game
            log.exception("bot %s could not judge a Barter", party)
            self._answers.pop(party, None)
            return False
        # Its words go to the barter table (`answer_words`) and, once per new answer, the Ledger.
        if self._answers.get(party) != response.message:
            self._answers[party] = response.message
            self.said.emit(response.message)
        return bool(response.accepted)

    def answer_words(self, party: int) -> str | None:
        """What bot `party` said with its last answer on the barter table (its reason or counter)."""
        game = self.controller.game
        msg = self._answers.get(party)
        if game is None or msg is None or msg.code == "accept":
            return None
        return message_text(msg, [p.name for p in game.setup.players])

    def _failed(self, player: int, kind: str, error: str) -> None:
        """A bot's thinking broke (a bug): the table must not wait for it. A move it cannot choose
        becomes a pass where it may pass (this phase only); the players are told once a game."""
        log.warning("bot %s failed to %s: %s", player, kind, error)
        self._waiting.pop(player, None)  # an answer it owed to a deal: none will come
        if player not in self._failures:
            self._failures.add(player)
            self.bot_failed.emit(player)
        game = self.controller.game
        if kind == "decide" and game is not None and "pass" in game.legal_action_types(player) \
                and QApplication.activeModalWidget() is None:
            self.controller.apply(Pass(player))
