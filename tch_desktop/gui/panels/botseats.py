"""The bots at the table: ask each bot seat for its move whenever the table changes.

The thinking happens off the GUI thread (`gui/bot_runner.BotRunner`); an
answer is applied only if the table has not moved since the bot was asked
(else the bot is asked again). While a modal dialog is open (the loan
hand-off, Income) the bots wait like everybody else. A slow poll also asks
idle bots again, so a bot that chose to wait is never forgotten. On the
barter table a bot party judges the deal laid out (`answer_barter`).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from tch_desktop.bots.bot import Bot
from tch_desktop.bots.messages import Offer
from tch_desktop.bots.view import BotView
from tch_desktop.engine.actions import Barter
from tch_desktop.gui.bot_runner import BotRunner
from tch_desktop.gui.controller import GameController

log = logging.getLogger(__name__)
POLL_MS = 1500


class BotSeats(QObject):
    """Drives every bot seat of the live game through the bot runner."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bots: dict[int, Bot] = {}
        self.runner = BotRunner(self)
        self.runner.decided.connect(self._decided)
        self.runner.failed.connect(self._failed)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.ask)
        controller.action_applied.connect(self._on_applied)
        controller.game_replaced.connect(self._on_replaced)

    def _on_replaced(self, _game: object) -> None:
        game = self.controller.game
        self.runner.forget()
        self.bots = {}
        if game is not None:
            self.bots = {p.index: Bot(p.index, p.level or "normal", game.setup.seed)
                         for p in game.state.players if p.kind == "bot"}
        if self.bots:
            self._poll.start()
        else:
            self._poll.stop()
        self.ask()

    def stop(self) -> None:
        """The window closes: late answers are dropped, running thoughts given a moment to end."""
        self._poll.stop()
        self.runner.forget()
        self.runner.wait(2000)

    def _on_applied(self, _action: object, _events: object) -> None:
        self.ask()

    def ask(self) -> None:
        """Ask every idle bot that may act now for its move."""
        game = self.controller.game
        if game is None or not self.bots or QApplication.activeModalWidget() is not None:
            return
        if game.state.phase == "loans":
            return  # the loan hand-off takes the bots' loans in secret with everyone else's
        for seat, bot in self.bots.items():
            if not self.runner.busy(seat) and game.legal_action_types(seat):
                self.runner.request_decision(bot, game)

    def _decided(self, player: int, action: object) -> None:
        game = self.controller.game
        if game is None or action is None or QApplication.activeModalWidget() is not None:
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
            return bool(bot.respond(BotView.of(before, party), offer).accepted)
        except Exception:  # a bug in a bot must not cost the table its game
            log.exception("bot %s could not judge a Barter", party)
            return False

    def _failed(self, player: int, error: str) -> None:
        log.warning("bot %s failed: %s", player, error)
