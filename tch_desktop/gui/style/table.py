"""The look of the table around the Map: warm paper cards, ink, a vermilion accent.

One stylesheet for the main window and its panels, and `Card`, the paper
card every panel is drawn on. Sizes are in device-independent pixels.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from tch_desktop.gui.dialogs import common
from tch_desktop.gui.style import theme

PAPER = common.CARD  # the dialogs' paper: one look for the game
RULE = common.CARD_BORDER  # hairlines and card borders
INK_SOFT = common.MUTED
TABLE = common.TABLE  # the table the boards lie on

PAPER_DARK = QColor("#f1e8d6")  # a card's inset (tracks, wells)
INK = theme.INK
ACCENT = theme.ACCENT  # vermilion, like a hanko
GOLD = QColor("#c8962c")
OK = QColor("#2e7d4f")

CARD_RADIUS = 8
LIST_ITEM_PADDING = (2, 3)  # a list line's padding in pixels: horizontal, vertical (the Game Ledger's)

STYLESHEET = f"""
QMainWindow, QMainWindow > QWidget#Table {{ background: {TABLE.name()}; }}
QFrame#Card {{
    background: {PAPER.name()};
    border: 1px solid {RULE.name()};
    border-radius: {CARD_RADIUS}px;
}}
QFrame#Card QLabel {{ background: transparent; border: none; color: {INK.name()}; }}
QFrame#Card QLabel#CardTitle {{
    color: {ACCENT.name()};
    font-weight: bold;
    letter-spacing: 1px;
}}
QFrame#Card QLabel[soft="true"] {{ color: {INK_SOFT.name()}; }}
QPushButton {{
    background: {PAPER.name()};
    border: 1px solid {RULE.darker(115).name()};
    border-radius: 6px;
    padding: 4px 10px;
    color: {INK.name()};
}}
QPushButton:hover {{ background: #fff; border-color: {INK_SOFT.name()}; }}
QPushButton:pressed {{ background: {PAPER_DARK.name()}; }}
QPushButton:disabled {{ color: #a79c88; background: {PAPER_DARK.name()}; border-color: {RULE.name()}; }}
QPushButton#Primary {{ background: {ACCENT.name()}; color: white; border-color: {ACCENT.darker(120).name()}; font-weight: bold; }}
QPushButton#Primary:hover {{ background: {ACCENT.lighter(112).name()}; }}
QPushButton#Primary:disabled {{ background: {PAPER_DARK.name()}; color: #a79c88; border-color: {RULE.name()}; }}
QListWidget {{
    background: {PAPER.name()};
    border: none;
    color: {INK.name()};
}}
QListWidget::item {{ padding: {LIST_ITEM_PADDING[1]}px {LIST_ITEM_PADDING[0]}px; border-bottom: 1px solid {PAPER_DARK.name()}; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QStatusBar {{ background: {PAPER_DARK.name()}; color: {INK.name()}; border-top: 1px solid {RULE.name()}; }}
QMenuBar {{ background: {PAPER_DARK.name()}; color: {INK.name()}; border-bottom: 1px solid {RULE.name()}; }}
QMenuBar::item:selected {{ background: {RULE.name()}; }}
QScrollBar:vertical {{ background: {PAPER_DARK.name()}; width: 10px; margin: 0; border-radius: 5px; }}
QScrollBar::handle:vertical {{ background: {RULE.darker(125).name()}; min-height: 30px; border-radius: 5px; }}
QScrollBar::handle:vertical:hover {{ background: {INK_SOFT.name()}; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
QToolTip {{ background: {PAPER.name()}; color: {INK.name()}; border: 1px solid {INK_SOFT.name()}; padding: 4px; }}
"""


def title_font(base: QFont, scale: float = 1.0) -> QFont:
    """The font of card titles and big numbers: the UI font, bold, a little larger."""
    f = QFont(base)
    f.setPointSizeF(base.pointSizeF() * scale)
    f.setBold(True)
    return f


class Card(QFrame):
    """A paper card with a title; subclasses fill `body` and set their words in `retranslate`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Card")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 10)
        outer.setSpacing(6)
        self.title = QLabel(self)
        self.title.setObjectName("CardTitle")
        self.title.setFont(title_font(self.font(), 1.0))
        self.title_text = ""
        outer.addWidget(self.title)
        self.body = QVBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.setSpacing(6)
        outer.addLayout(self.body, 1)

    def set_title(self, text: str) -> None:
        self.title_text = text
        self.title.setText(text.upper())

    def retranslate(self) -> None:  # pragma: no cover - every card overrides it
        """Set every visible word again in the current language."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def soft_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label in the softer ink used for captions."""
    from PySide6.QtCore import Qt  # not at the top: see gui/window/table.py's FittedScroll

    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setProperty("soft", True)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    return label
