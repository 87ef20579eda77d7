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
        self.title = label("title", wrap=True)  # folded beside the Map, the names take two lines
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
        self.done_map = primary(QPushButton())  # a Subdivision drawn: back to the deal
        self.done_map.hide()
        hint_row = QHBoxLayout()  # under the prompt: the folded strip is a narrow column's width
        hint_row.addStretch(1)
        hint_row.addWidget(self.cancel_map)
        hint_row.addWidget(self.done_map)
        sl = QVBoxLayout(self.summary)
        sl.setContentsMargins(14, 10, 14, 12)
        sl.addWidget(self.summary_title)
        sl.addWidget(self.words)
        sl.addWidget(self.verdict)
        sl.addWidget(self.map_hint)
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
            self.setMinimumSize(0, 0)
            self.fit_folded()
            for view in self.scene.views():
                fit = getattr(view, "fit_map", None)
                if callable(fit):
                    fit()
        else:
            if self._unfolded is not None:
                self.setGeometry(self._unfolded)
            self._unfolded = None

    def fit_folded(self) -> None:
        """The folded strip as wide as the column it lies over, as tall as its words then need."""
        if not self.folded:
            return
        dock = self._dock()
        layout = self.layout()
        if dock is None or layout is None:
            self.adjustSize()
            return
        layout.activate()
        height = layout.totalHeightForWidth(dock.width()) if layout.hasHeightForWidth() else -1
        self.setGeometry(dock.x(), dock.y(), dock.width(),
                         min(height if height > 0 else self.sizeHint().height(), dock.height()))

    def _dock(self) -> QRect | None:
        """Where the folded table goes: over the main window's right column (the shop)."""
        column = getattr(self.parentWidget(), "right", None)
        if not isinstance(column, QWidget) or not column.isVisible():
            return None
        top_left = column.mapToGlobal(QPoint(0, 0))
        return QRect(top_left, column.size())
