"""Offers a bot makes to a person, shown over the Map with Accept and Decline.

A bot proposes a Barter (`bots.messages.Offer`) in words; the person it is
made to answers with a click, without stopping the game: offers wait in line,
one shown at a time, and one that the table has overtaken is dropped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tch_desktop.bots.messages import Offer
from tch_desktop.gui.dialogs.common import primary
from tch_desktop.gui.panels.notices import float_over
from tch_desktop.gui.plain import plain_label
from tch_desktop.i18n.bot_texts import message_text


class OfferBar(QFrame):
    """A card at the bottom of the Map: "Ren offers Aiko 1,000円 for one green capsule." Accept / Decline."""

    answered = Signal(object, bool)  # the Offer, accepted

    def __init__(self, names: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OfferBar")
        self.setStyleSheet("QFrame#OfferBar { background: #fbf6ea; border: 2px solid #c0392b; border-radius: 10px; }")
        self.names = names
        self.queue: list[Offer] = []
        self.text = plain_label(self)  # names players
        self.text.setWordWrap(True)
        self.who = plain_label(self)
        self.who.setStyleSheet("color: #6b5f4b;")
        self.accept = primary(QPushButton(self))
        self.decline = QPushButton(self)
        self.accept.clicked.connect(lambda: self._answer(True))
        self.decline.clicked.connect(lambda: self._answer(False))
        words = QVBoxLayout()
        words.addWidget(self.text)
        words.addWidget(self.who)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 10, 14, 10)
        row.addLayout(words, 1)
        row.addWidget(self.decline)
        row.addWidget(self.accept)
        self.hide()
        self.retranslate()

    @property
    def current(self) -> Offer | None:
        return self.queue[0] if self.queue else None

    def show_offer(self, offer: Offer) -> None:
        """Add an offer; it shows when the ones before it are answered."""
        self.queue.append(offer)
        self._show()

    def drop_where(self, stale: Callable[[Offer], bool]) -> None:
        """Forget offers the table has overtaken (a party queued, passed or left)."""
        self.queue = [o for o in self.queue if not stale(o)]
        self._show()

    def clear(self) -> None:
        self.queue = []
        self._show()

    def _answer(self, accepted: bool) -> None:
        if not self.queue:
            return
        offer = self.queue.pop(0)
        self._show()
        self.answered.emit(offer, accepted)

    def _show(self) -> None:
        offer = self.current
        if offer is None:
            self.hide()
            return
        names = self.names()
        self.text.setText(message_text(offer.message, names) if offer.message is not None else
                          self.tr("{player} proposes a deal.").format(player=names[offer.proposer]))
        self.who.setText(self.tr("For {player}: accept or decline (the game goes on meanwhile).").format(
            player=names[offer.partner]))
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            float_over(self, max(300, min(640, parent.width() - 40)), bottom=16)

    def retranslate(self) -> None:
        self.accept.setText(self.tr("Accept"))
        self.decline.setText(self.tr("Decline"))
        self.accept.setToolTip(self.tr("Make the deal now: the Barter is settled at once."))
        self.decline.setToolTip(self.tr("Say no; the bot will be told."))
        if self.current is not None:
            self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

