"""One row of a party's column at the barter table: an item it gives, with its editor."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from tch_desktop.engine import Game
from tch_desktop.gui.dialogs.barter_deal import Item
from tch_desktop.gui.dialogs.common import label
from tch_desktop.i18n import texts
from tch_desktop.i18n.languages import YEN


class ItemRow(QFrame):
    """Edits one `Item` in place; `changed` after every edit, `removed` when taken out."""

    changed = Signal()
    removed = Signal(object)

    def __init__(self, item: Item, game: Game, parties: tuple[int, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item, self.game = item, game
        self.setObjectName("dealRow")
        self.setStyleSheet("QFrame#dealRow { background: #fffdf7; border: 1px solid #e2d6bb; "
                           "border-radius: 6px; }")
        player = game.state.players[item.giver]
        self.kind = label("muted")
        self.amount: QSpinBox | None = None
        self.colour: QComboBox | None = None
        self.text: QLineEdit | None = None
        self.what = label()
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 4, 4)
        row.addWidget(self.kind)
        if item.kind in ("yen", "coupons", "capsules"):
            if item.kind == "capsules":
                self.colour = QComboBox()
                for colour, n in player.capsules.items():
                    if n:
                        self.colour.addItem(texts.colour_name(colour), colour)
                if item.colour is not None:
                    self.colour.setCurrentIndex(max(self.colour.findData(item.colour), 0))
                item.colour = str(self.colour.currentData())
                self.colour.currentIndexChanged.connect(self._colour_changed)
                row.addWidget(self.colour)
            self.amount = QSpinBox()
            self.amount.setRange(0, max(self._most(), 0))
            if item.kind == "yen":
                self.amount.setSingleStep(100)
                self.amount.setSuffix(YEN)
                self.amount.setGroupSeparatorShown(True)
            self.amount.setValue(item.amount)
            item.amount = self.amount.value()  # never more than the giver holds
            self.amount.valueChanged.connect(self._amount_changed)
            row.addWidget(self.amount, 1)
        elif item.kind == "promise":
            self.text = QLineEdit(item.text)
            self.text.setMaxLength(game.components.promise_max_chars)
            self.text.textChanged.connect(self._text_changed)
            row.addWidget(self.text, 1)
        else:
            self.show_what()
            row.addWidget(self.what, 1)
        self.to = label("muted")
        self.receiver: QComboBox | None = None
        if item.kind != "promise":
            row.addWidget(self.to)
            others = [p for p in parties if p != item.giver]
            if len(others) > 1:
                self.receiver = QComboBox()
                for p in others:
                    self.receiver.addItem(game.state.players[p].name, p)
                self.receiver.setCurrentIndex(max(self.receiver.findData(item.receiver), 0))
                self.receiver.currentIndexChanged.connect(self._receiver_changed)
                row.addWidget(self.receiver)
            else:
                self.to.setText("→ " + game.state.players[others[0]].name)
        self.remove = QPushButton("✕")
        self.remove.setObjectName("removeItem")
        self.remove.setStyleSheet("QPushButton#removeItem { padding: 2px; min-width: 24px; }")
        self.remove.clicked.connect(lambda: self.removed.emit(self))
        row.addWidget(self.remove)

    def show_what(self) -> None:
        """The area given, or subdivided with the drawn Subdivision's size ("L1 · 3 × 4")."""
        area = self.item.area or ""
        if self.item.kind == "subdivide" and self.item.outline:
            area = f"{area} · {texts.outline_size(self.item.outline)}"
        self.what.setText(area)

    def _most(self) -> int:
        p = self.game.state.players[self.item.giver]
        if self.item.kind == "yen":
            return p.yen
        if self.item.kind == "coupons":
            return p.coupons
        return p.capsules_held(self.item.colour or "")

    def retranslate(self) -> None:
        names = {"yen": self.tr("Yen"), "coupons": self.tr("Coupons"), "capsules": self.tr("Capsules"),
                 "area": self.tr("Area"), "subdivide": self.tr("New Subdivision of"),
                 "promise": self.tr("Promise")}
        self.kind.setText(names[self.item.kind])
        if self.receiver is not None:
            self.to.setText(self.tr("to"))
        if self.text is not None:
            self.text.setPlaceholderText(self.tr("What do you promise?"))
        if self.colour is not None:
            for i in range(self.colour.count()):
                self.colour.setItemText(i, texts.colour_name(str(self.colour.itemData(i))))
        self.remove.setToolTip(self.tr("Take this out of the deal"))
        self.remove.setAccessibleName(self.tr("Remove"))

    # ------------------------------------------------------------ edits
    def _amount_changed(self, value: int) -> None:
        self.item.amount = value
        self.changed.emit()

    def _colour_changed(self) -> None:
        assert self.colour is not None and self.amount is not None
        self.item.colour = str(self.colour.currentData())
        self.amount.setMaximum(max(self._most(), 0))
        self.changed.emit()

    def _text_changed(self, text: str) -> None:
        self.item.text = text
        self.changed.emit()

    def _receiver_changed(self) -> None:
        assert self.receiver is not None
        self.item.receiver = int(self.receiver.currentData())
        self.changed.emit()

