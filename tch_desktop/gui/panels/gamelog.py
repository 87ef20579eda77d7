"""The Game Ledger: every action in words, newest first.

Lines come from `texts.LedgerWriter`, looked up at display time, so the whole
history is written again in the new language when the language changes. A
line about one player carries that player's Seal. What bots say at the table
(offers, answers) is kept as their message codes and written the same way,
in its place among the game's events.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from tch_desktop.bots.messages import BotMessage
from tch_desktop.engine import Event, Game
from tch_desktop.gui.dialogs.seals import seal_icon
from tch_desktop.gui.plain import plain_for_rich
from tch_desktop.gui.style.table import ACCENT, LIST_ITEM_PADDING, Card
from tch_desktop.i18n.bot_texts import message_text
from tch_desktop.i18n.languages import WORD_JOINER, unbroken
from tch_desktop.i18n.texts import LedgerWriter

# Events that open a new stage of the game: written bold, in the accent colour.
MILESTONES = frozenset({"round_marked", "phase", "limit_reached", "game_over", "income"})
LAYOUT_BATCH = 200  # Ledger lines laid out per pass of the event loop
FIRST_LINES = 1000  # history written at once (a whole ordinary game)
LATER_LINES = 500  # older history written per pass of the event loop


ICON = 18  # a line's Seal, pixels


class WrappedLines(QStyledItemDelegate):
    """Each line as tall as its wrapped text needs. Qt's own size, with an icon and the style sheet's
    padding, reckons the text a little wider than it is painted, so a line that wraps once more when
    painted was cut short ("... for 4,000円 (1 …"). The height is worked out again here for the width
    the text really has (the view's, less the Seal and the padding, with a little to spare)."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        base = super().sizeHint(option, index)
        view = self.parent()
        if not isinstance(view, QListWidget):
            return base
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else view.font())
        width = view.viewport().width() - ICON - 4 * LIST_ITEM_PADDING[0] - 14
        if width <= 40:
            return base
        needed = metrics.boundingRect(QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap), text).height()
        return QSize(base.width(), max(base.height(), needed + 2 * LIST_ITEM_PADDING[1] + 3))


class GameLedgerCard(Card):
    """The Game Ledger as a card with a scrolling list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setObjectName("GameLedger")
        self.list.setWordWrap(True)
        self.list.setIconSize(QSize(ICON, ICON))
        self.list.setItemDelegate(WrappedLines(self.list))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        # Laid out a batch at a time between events: with word wrap, laying out a long game's
        # Ledger at once took seconds after every action (40,000 lines: 4 s; issue 9).
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.list.setBatchSize(LAYOUT_BATCH)
        self.body.addWidget(self.list, 1)
        self._game: Game | None = None
        self._notes: list[tuple[int, BotMessage]] = []  # (events before it, message)
        self._backlog: list[Event | BotMessage] = []  # older history still to write (oldest first)
        self._more = QTimer(self)
        self._more.setInterval(0)
        self._more.timeout.connect(self._write_more)
        self.retranslate()

    def lines(self) -> list[str]:
        """The Ledger's lines as shown, newest first."""
        return [self.list.item(i).text().replace(WORD_JOINER, "") for i in range(self.list.count())]

    def show_history(self, game: Game) -> None:
        """Write the whole Ledger again from the game's events (new game, language change).

        The newest `FIRST_LINES` entries are written at once; older ones follow at the
        bottom, `LATER_LINES` per pass of the event loop: a long game's history (40,000
        lines cost seconds) never freezes the window.
        """
        if game is not self._game:
            same = self._game is not None and game.setup == self._game.setup  # an undo: the same game
            self._notes = [n for n in self._notes if n[0] <= len(game.events)] if same else []
        self._game = game
        self.list.clear()
        entries: list[Event | BotMessage] = []  # oldest first
        start = 0
        for at, message in self._notes:
            entries += game.events[start:at]
            entries.append(message)
            start = at
        entries += game.events[start:]
        self._backlog = entries[:-FIRST_LINES]
        self._write(entries[-FIRST_LINES:], at_top=True)
        if self._backlog:
            self._more.start()
        else:
            self._more.stop()

    def _write_more(self) -> None:
        """Older history, under what is shown."""
        chunk = self._backlog[-LATER_LINES:]
        del self._backlog[-LATER_LINES:]
        self._write(chunk, at_top=False)
        if not self._backlog:
            self._more.stop()

    def add_note(self, message: BotMessage) -> None:
        """Something a bot said at the table, written at the top."""
        if self._game is None:
            return
        self._notes.append((len(self._game.events), message))
        self._write([message], at_top=True)

    def add_events(self, events: list[Event]) -> None:
        """Write new events at the top."""
        self._write(list(events), at_top=True)

    def _write(self, entries: list[Event | BotMessage], at_top: bool) -> None:
        """Entries (oldest first) as lines: newest at the top of the new ones, above or below what is shown."""
        if self._game is None:
            return
        players = self._game.state.players
        names = [p.name for p in players]
        writer = LedgerWriter(names)
        icons: dict[int, QIcon] = {}  # painted once per player, not per line
        bold = QFont(self.list.font())
        bold.setBold(True)
        italic = QFont(self.list.font())
        italic.setItalic(True)
        for entry in entries if at_top else reversed(entries):
            text = writer.text(entry) if isinstance(entry, Event) else message_text(entry, names)
            if not text:
                continue
            item = QListWidgetItem(unbroken(text))
            item.setToolTip(plain_for_rich(text))  # the whole line, however narrow the Ledger (names as typed)
            who = entry.args.get("player")
            if isinstance(who, int) and 0 <= who < len(players):
                if who not in icons:
                    icons[who] = seal_icon(players[who].seal, players[who].pen, 18)
                item.setIcon(icons[who])
            if isinstance(entry, BotMessage):
                item.setFont(italic)
            elif entry.code in MILESTONES:
                item.setFont(bold)
                item.setForeground(QColor(ACCENT))
            if at_top:
                self.list.insertItem(0, item)
            else:
                self.list.addItem(item)
        if at_top:
            self.list.scrollToTop()

    def retranslate(self) -> None:
        self.set_title(self.tr("Game Ledger"))
        self.list.setToolTip(self.tr("Everything that happened in this game, newest first."))
        if self._game is not None:
            self.show_history(self._game)
