"""The barter table's frame: its widgets, laid out, and how it folds beside the Map.

`BarterTable` (barter.py) fills it with the deal and its behaviour; the frame
knows nothing of the game. While a party works on the Map the table folds to
a strip over the main window's right column (the shop), clear of the Map.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QScrollArea, QVBoxLayout, QWidget

from tch_desktop.gui.dialogs.common import GameDialog, card, label, primary


class BarterFrame(GameDialog):
    """The widgets of the barter table: title, party columns, the deal written out, the buttons."""

    def __init__(self, scene: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.folded = False  # while the Map is used, the table folds to a strip beside it
        self._unfolded: QRect | None = None
        self.title = label("title")
        self.intro = label("muted", wrap=True)
        self.columns_box = QHBoxLayout()
        self.columns_box.setSpacing(12)
        inner = QWidget()
        inner.setObjectName("page")
        inner.setLayout(self.columns_box)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setWidget(inner)
        self.summary = card()
        self.summary_title = label("heading")
        self.words = label(wrap=True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.verdict = label("ok", wrap=True)
        self.map_hint = label("muted", wrap=True)
        self.cancel_map = QPushButton()
        hint_row = QHBoxLayout()
        hint_row.addWidget(self.map_hint, 1)
        hint_row.addWidget(self.cancel_map)
        sl = QVBoxLayout(self.summary)
        sl.setContentsMargins(14, 10, 14, 12)
        sl.addWidget(self.summary_title)
        sl.addWidget(self.words)
        sl.addWidget(self.verdict)
        sl.addLayout(hint_row)
        self.abandon_button = QPushButton()
        self.settle_button = primary(QPushButton())
        buttons = QHBoxLayout()
        buttons.addWidget(self.abandon_button)
        buttons.addStretch(1)
        buttons.addWidget(self.settle_button)
        root = QVBoxLayout(self)
        root.setContentsMargins(18, 14, 18, 14)
        root.addWidget(self.title)
        root.addWidget(self.intro)
        root.addWidget(self.scroller, 1)
        root.addWidget(self.summary)
        root.addLayout(buttons)

    def fold(self, folded: bool) -> None:
        """While a party works on the Map the table folds to a strip over the shop, clear of the Map,
        and the whole Map is shown; it unfolds where it was when the Map is done with."""
        if folded == self.folded:
            return
        self.folded = folded
        for w in (self.intro, self.scroller, self.summary_title, self.words, self.verdict,
                  self.abandon_button, self.settle_button):
            w.setVisible(not folded)
        if folded:
            self._unfolded = self.geometry()
            dock = self._dock()
            self.setMinimumSize(0, 0)
            self.adjustSize()
            if dock is not None:
                self.setGeometry(dock.x(), dock.y(), dock.width(), self.sizeHint().height())
            for view in self.scene.views():
                fit = getattr(view, "fit_map", None)
                if callable(fit):
                    fit()
        else:
            if self._unfolded is not None:
                self.setGeometry(self._unfolded)
            self._unfolded = None

    def _dock(self) -> QRect | None:
        """Where the folded table goes: over the main window's right column (the shop)."""
        column = getattr(self.parentWidget(), "right", None)
        if not isinstance(column, QWidget) or not column.isVisible():
            return None
        top_left = column.mapToGlobal(QPoint(0, 0))
        return QRect(top_left, column.size())
