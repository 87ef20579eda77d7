"""The Game Ledger: every action in words, newest first.

Lines come from `texts.LedgerWriter`, looked up at display time, so the whole
history is written again in the new language when the language changes. A
line about one player carries that player's Seal. What bots say at the table
(offers, answers) is kept as their message codes and written the same way,
in its place among the game's events.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

from tch_desktop.bots.messages import BotMessage
from tch_desktop.engine import Event, Game
from tch_desktop.gui.dialogs.seals import seal_icon
from tch_desktop.gui.plain import plain_for_rich
from tch_desktop.gui.style.table import ACCENT, Card
from tch_desktop.i18n.bot_texts import message_text
from tch_desktop.i18n.languages import WORD_JOINER, unbroken
from tch_desktop.i18n.texts import LedgerWriter

# Events that open a new stage of the game: written bold, in the accent colour.
MILESTONES = frozenset({"round_marked", "phase", "limit_reached", "game_over", "income"})


class GameLedgerCard(Card):
    """The Game Ledger as a card with a scrolling list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setObjectName("GameLedger")
        self.list.setWordWrap(True)
        self.list.setIconSize(QSize(18, 18))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.body.addWidget(self.list, 1)
        self._game: Game | None = None
        self._notes: list[tuple[int, BotMessage]] = []  # (events before it, message)
        self.retranslate()

    def lines(self) -> list[str]:
        """The Ledger's lines as shown, newest first."""
        return [self.list.item(i).text().replace(WORD_JOINER, "") for i in range(self.list.count())]

    def show_history(self, game: Game) -> None:
        """Write the whole Ledger again from the game's events (new game, language change)."""
        if game is not self._game:
            same = self._game is not None and game.setup == self._game.setup  # an undo: the same game
            self._notes = [n for n in self._notes if n[0] <= len(game.events)] if same else []
        self._game = game
        self.list.clear()
        start = 0
        for at, message in self._notes:
            self.add_events(game.events[start:at])
            self._add_note(message)
            start = at
        self.add_events(game.events[start:])

    def add_note(self, message: BotMessage) -> None:
        """Something a bot said at the table, written at the top."""
        if self._game is None:
            return
        self._notes.append((len(self._game.events), message))
        self._add_note(message)

    def _add_note(self, message: BotMessage) -> None:
        assert self._game is not None
        players = self._game.state.players
        said = message_text(message, [p.name for p in players])
        item = QListWidgetItem(unbroken(said))
        item.setToolTip(plain_for_rich(said))
        who = message.args.get("player")
        if isinstance(who, int) and 0 <= who < len(players):
            item.setIcon(seal_icon(players[who].seal, players[who].pen, 18))
        f = QFont(self.list.font())
        f.setItalic(True)
        item.setFont(f)
        self.list.insertItem(0, item)
        self.list.scrollToTop()

    def add_events(self, events: list[Event]) -> None:
        """Write new events at the top."""
        if self._game is None:
            return
        players = self._game.state.players
        writer = LedgerWriter([p.name for p in players])
        icons = [seal_icon(p.seal, p.pen, 18) for p in players]  # painted once, not per line
        bold = QFont(self.list.font())
        bold.setBold(True)
        for e in events:
            text = writer.text(e)
            if not text:
                continue
            item = QListWidgetItem(unbroken(text))
            item.setToolTip(plain_for_rich(text))  # the whole line, however narrow the Ledger (names as typed)
            who = e.args.get("player")
            if isinstance(who, int) and 0 <= who < len(players):
                item.setIcon(icons[who])
            if e.code in MILESTONES:
                item.setFont(bold)
                item.setForeground(QColor(ACCENT))
            self.list.insertItem(0, item)
        self.list.scrollToTop()

    def retranslate(self) -> None:
        self.set_title(self.tr("Game Ledger"))
        self.list.setToolTip(self.tr("Everything that happened in this game, newest first."))
        if self._game is not None:
            self.show_history(self._game)
