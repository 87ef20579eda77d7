"""What every game dialog shares: the paper look, cards, headings, run-time language switch.

The dialogs look like the pieces of a board game: warm paper panels on a
slightly darker table, ink text, the players' pen colours, one red button for
the main choice. Sizes are in points and layouts grow with their text, so the
longest language (German) never clips.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QFont, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QFrame, QLabel, QPushButton, QWidget

from tch_desktop.gui.style import theme

TABLE = QColor("#ebe2cf")  # the table the paper lies on
CARD = QColor("#fbf7ee")  # a paper panel
CARD_BORDER = QColor("#d6c7a6")
MUTED = QColor("#6e6250")
GOOD = QColor("#1e8449")
BAD = QColor("#b03a2e")
COUPON_PINK = QColor("#ff6fae")

STYLE = f"""
QDialog, QWidget#page {{ background: {TABLE.name()}; }}
QLabel {{ color: {theme.INK.name()}; }}
QFrame[card="true"] {{
    background: {CARD.name()}; border: 1px solid {CARD_BORDER.name()}; border-radius: 10px;
}}
QFrame[card="true"][selected="true"] {{ border: 3px solid {theme.ACCENT.name()}; }}
QLabel[role="title"] {{ font-size: 19pt; font-weight: 700; }}
QLabel[role="heading"] {{ font-size: 13pt; font-weight: 700; }}
QLabel[role="muted"] {{ color: {MUTED.name()}; }}
QLabel[role="error"] {{ color: {BAD.name()}; font-weight: 600; }}
QLabel[role="ok"] {{ color: {GOOD.name()}; font-weight: 600; }}
QLabel[role="big"] {{ font-size: 22pt; font-weight: 700; }}
QPushButton {{
    background: {CARD.name()}; color: {theme.INK.name()};
    border: 1px solid #b9a887; border-radius: 6px; padding: 6px 14px;
}}
QPushButton:hover {{ background: #fffdf8; border-color: #8f7d5c; }}
QPushButton:checked {{ background: #f3e0c2; border: 2px solid #8f7d5c; }}
QPushButton:focus {{ border: 2px solid #8f7d5c; }}
QPushButton[primary="true"] {{
    background: {theme.ACCENT.name()}; color: white; border: 1px solid #8e2a20; font-weight: 700;
}}
QPushButton[primary="true"]:hover {{ background: #d24434; }}
QPushButton:disabled, QPushButton[primary="true"]:disabled {{
    background: #e4dbc8; color: #a39679; border: 1px solid #cfc2a4;
}}
QLineEdit, QPlainTextEdit, QTextBrowser {{
    background: white; border: 1px solid #c9b998; border-radius: 4px; padding: 3px 5px;
    color: {theme.INK.name()}; selection-background-color: #f0c9a8; selection-color: black;
}}
QLineEdit[invalid="true"] {{ border: 2px solid {BAD.name()}; }}
QLineEdit:disabled {{ color: #a39679; background: #f1ebdf; }}
QCheckBox, QRadioButton, QGroupBox {{ color: {theme.INK.name()}; }}
QGroupBox {{ font-weight: 700; border: 1px solid {CARD_BORDER.name()}; border-radius: 8px;
    margin-top: 12px; padding: 10px 8px 6px 8px; background: {CARD.name()}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
QListWidget {{ background: {CARD.name()}; border: 1px solid {CARD_BORDER.name()}; border-radius: 6px;
    color: {theme.INK.name()}; padding: 4px; }}
QListWidget::item {{ padding: 5px 6px; border-radius: 4px; }}
QListWidget::item:selected {{ background: #f3e0c2; color: {theme.INK.name()}; }}
QScrollArea {{ background: transparent; border: none; }}
QToolTip {{ background: {CARD.name()}; color: {theme.INK.name()}; border: 1px solid #b9a887; }}
"""


def card(parent: QWidget | None = None) -> QFrame:
    """A paper panel (a QFrame styled by the dialog style sheet)."""
    frame = QFrame(parent)
    frame.setProperty("card", True)
    return frame


def label(role: str = "", parent: QWidget | None = None, wrap: bool = False) -> QLabel:
    """A label with a style role: title, heading, muted, error, ok, big (or plain)."""
    from PySide6.QtCore import Qt  # not at the top: see gui/window/table.py's FittedScroll

    lab = QLabel(parent)
    if role:
        lab.setProperty("role", role)
    lab.setWordWrap(wrap)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    return lab


def set_role(widget: QWidget, role: str) -> None:
    """Change a label's style role and let the style sheet notice."""
    widget.setProperty("role", role)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def primary(button: QPushButton) -> QPushButton:
    """Mark the button that makes the dialog's main choice."""
    button.setProperty("primary", True)
    return button


def bold(font: QFont, size_factor: float = 1.0) -> QFont:
    out = QFont(font)
    out.setBold(True)
    if size_factor != 1.0:
        out.setPointSizeF(max(6.0, out.pointSizeF() * size_factor))
    return out


def pen_css(hex_: str) -> str:
    """A pen colour readable as text on paper (very light pens are darkened)."""
    c = QColor(hex_)
    if c.lightnessF() > 0.7:
        c = c.darker(180)
    return c.name()


def paper_palette(widget: QWidget) -> None:
    """Colours for the widgets the style sheet leaves to the native style (combos, spin boxes)."""
    pal = widget.palette()
    pal.setColor(QPalette.ColorRole.Window, TABLE)
    pal.setColor(QPalette.ColorRole.Base, QColor("white"))
    pal.setColor(QPalette.ColorRole.AlternateBase, CARD)
    pal.setColor(QPalette.ColorRole.Button, CARD)
    pal.setColor(QPalette.ColorRole.Text, theme.INK)
    pal.setColor(QPalette.ColorRole.WindowText, theme.INK)
    pal.setColor(QPalette.ColorRole.ButtonText, theme.INK)
    pal.setColor(QPalette.ColorRole.Highlight, QColor("#f0c9a8"))
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor("black"))
    pal.setColor(QPalette.ColorRole.ToolTipBase, CARD)
    pal.setColor(QPalette.ColorRole.ToolTipText, theme.INK)
    widget.setPalette(pal)


def fit_to_screen(window: QWidget) -> None:
    """Keep a window, frame and all, inside its screen's available area (a laptop's 1280×720 too):
    smaller if it must be (never below its minimum size), moved back if it sticks out."""
    screen = window.screen()
    if screen is None:
        return
    avail = screen.availableGeometry()
    frame, inner = window.frameGeometry(), window.geometry()
    extra_w, extra_h = frame.width() - inner.width(), frame.height() - inner.height()
    width = max(window.minimumWidth(), min(window.width(), avail.width() - extra_w))
    height = max(window.minimumHeight(), min(window.height(), avail.height() - extra_h))
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    frame = window.frameGeometry()
    x = max(avail.left(), min(frame.x(), avail.right() + 1 - frame.width()))
    y = max(avail.top(), min(frame.y(), avail.bottom() + 1 - frame.height()))
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)


class GameDialog(QDialog):
    """A QDialog that re-sets its texts (`retranslate`) when the language changes, and fits the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paper_palette(self)
        self.setStyleSheet(STYLE)

    def retranslate(self) -> None:  # pragma: no cover - overridden
        """Set every user-visible text; called at start and on LanguageChange."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_screen(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible() and not self.screen().availableGeometry().contains(self.frameGeometry()):
            fit_to_screen(self)  # grown past the screen (more seats, a longer language)
