"""One party's column at the barter table: who they are, what they hold, what they give."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tch_desktop.engine import Game
from tch_desktop.gui.dialogs.barter_deal import KINDS, Item, holdings
from tch_desktop.gui.dialogs.barter_rows import ItemRow
from tch_desktop.gui.dialogs.common import label, pen_css, set_role
from tch_desktop.gui.dialogs.seals import SealBadge


class PartyColumn(QFrame):
    """`add_requested(kind)` when the party wants to add something; `accept_toggled(bool)`."""

    add_requested = Signal(str)
    accept_toggled = Signal(bool)

    def __init__(self, game: Game, party: int, bot_answers: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        self.game, self.party = game, party
        p = game.state.players[party]
        self.is_bot = p.kind == "bot"
        self.bot_answers = self.is_bot and bot_answers  # a bot that can weigh deals
        self.bot_answer: bool | None = None  # its answer to the deal as it stands
        self.bot_words: str | None = None  # what it said declining (plain text)
        self.name = label("heading")
        self.name.setText(p.name)
        self.name.setStyleSheet(f"color: {pen_css(p.pen)};")
        self.holds = label("muted", wrap=True)
        self.gives = label()
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(4)
        self.nothing = label("muted")
        self.rows_box.addWidget(self.nothing)
        self.rows: list[ItemRow] = []
        self.add_buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(4)
        for i, kind in enumerate(KINDS):
            b = QPushButton()
            b.clicked.connect(lambda _=False, k=kind: self.add_requested.emit(k))
            self.add_buttons[kind] = b
            grid.addWidget(b, i // 2, i % 2)
        self.bot_note = label("error", wrap=True)
        self.bot_note.setVisible(self.is_bot)
        self.accept = QPushButton()
        self.accept.setCheckable(True)
        self.accept.toggled.connect(self._accept_toggled)

        head = QHBoxLayout()
        head.addWidget(SealBadge(p.seal, p.pen, 36))
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.name)
        names.addWidget(self.holds)
        head.addLayout(names, 1)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 12)
        box.addLayout(head)
        box.addWidget(self.gives)
        box.addLayout(self.rows_box)
        box.addStretch(1)
        box.addLayout(grid)
        box.addWidget(self.bot_note)
        box.addWidget(self.accept)
        self.setMinimumWidth(330)
        self.refresh()

    def add_row(self, item: Item, parties: tuple[int, ...]) -> ItemRow:
        row = ItemRow(item, self.game, parties)
        row.retranslate()
        self.rows.append(row)
        self.rows_box.addWidget(row)
        self.nothing.setVisible(False)
        return row

    def take_row(self, row: ItemRow) -> None:
        self.rows.remove(row)
        self.rows_box.removeWidget(row)
        row.deleteLater()
        self.nothing.setVisible(not self.rows)

    def refresh(self) -> None:
        """Holdings and which additions make sense (nothing to give, nothing to add)."""
        p = self.game.state.players[self.party]
        self.holds.setText(holdings(self.game, self.party))
        possible = {"yen": p.yen > 0, "coupons": p.coupons > 0,
                    "capsules": any(n for n in p.capsules.values()),
                    "area": any(a.owner == self.party for a in self.game.state.areas.values()),
                    "subdivide": any(a.owner == self.party for a in self.game.state.areas.values()),
                    "promise": True}
        for kind, b in self.add_buttons.items():
            b.setEnabled(possible[kind] and (not self.is_bot or self.bot_answers))

    def set_bot_answer(self, answer: bool | None, words: str | None = None) -> None:
        """A bot's answer to the deal (None: there is no legal deal to answer yet), with what it
        said when it declines (its reason or counter-offer, already in the player's language)."""
        self.bot_answer = answer
        self.bot_words = words
        self.accept.blockSignals(True)
        self.accept.setChecked(bool(answer))
        self.accept.blockSignals(False)
        self._accept_text()
        self._bot_text()

    def _bot_text(self) -> None:
        name = self.game.state.players[self.party].name
        if not self.bot_answers:
            text, role = self.tr("{name} is a computer player and politely declines: bots "
                                 "cannot barter yet.").format(name=name), "error"
        elif self.bot_answer is None:
            text, role = self.tr("{name} (a computer player) answers once the deal follows the "
                                 "rules.").format(name=name), "muted"
        elif self.bot_answer:
            text, role = self.tr("{name} accepts this deal.").format(name=name), "ok"
        elif self.bot_words:
            text, role = self.bot_words, "error"
        else:
            text, role = self.tr("{name} declines this deal.").format(name=name), "error"
        self.bot_note.setText(text)
        set_role(self.bot_note, role)

    def _accept_toggled(self, on: bool) -> None:
        self._accept_text()
        self.accept_toggled.emit(on)

    def _accept_text(self) -> None:
        name = self.game.state.players[self.party].name
        text = self.tr("{name} accepts").format(name=name)
        self.accept.setText(("✓ " + text) if self.accept.isChecked() else text)

    def retranslate(self) -> None:
        name = self.game.state.players[self.party].name
        self.gives.setText(self.tr("{name} gives:").format(name=name))
        self.nothing.setText(self.tr("nothing yet"))
        labels = {"yen": self.tr("+ Yen"), "coupons": self.tr("+ Coupons"), "capsules": self.tr("+ Capsules"),
                  "area": self.tr("+ Area…"), "subdivide": self.tr("+ Subdivision…"),
                  "promise": self.tr("+ Promise")}
        tips = {"yen": self.tr("Give Yen"), "coupons": self.tr("Give Coupons"),
                "capsules": self.tr("Give Capsules from your hand"),
                "area": self.tr("Give a whole area of Land: click it on the Map"),
                "subdivide": self.tr("Cut a new Subdivision out of your Land: draw it on the Map"),
                "promise": self.tr("Promise something (promises are not enforced)")}
        for kind, b in self.add_buttons.items():
            b.setText(labels[kind])
            b.setToolTip(tips[kind])
        self._bot_text()
        self._accept_text()
        for row in self.rows:
            row.retranslate()
        self.refresh()
