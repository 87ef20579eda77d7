"""Texts a player or a file supplies, shown as plain text.

Qt guesses: a label, a tooltip or a message box whose text looks like HTML
(`Qt.mightBeRichText`) is rendered as HTML, so a player named
`<img src=x>` would show a picture. Labels that show such texts are set to
`Qt.PlainText` (`plain_label`); where Qt's static calls give no choice
(tooltips, `QMessageBox.warning`), `plain_for_rich` escapes the text.
"""

from __future__ import annotations

from html import escape

from PySide6.QtGui import Qt  # QtGui's Qt adds mightBeRichText
from PySide6.QtWidgets import QLabel, QWidget


def plain_for_rich(text: str, wrapped: bool = False) -> str:
    """`text` as Qt will show it literally in a place that guesses rich text.

    Text Qt would show as plain anyway is returned unchanged, unless `wrapped` (a tooltip that
    should word-wrap: Qt shows a plain-text tooltip on one line, however long); anything else
    becomes escaped HTML keeping its line breaks.
    """
    if not wrapped and not Qt.mightBeRichText(text) and "<" not in text and "&" not in text:
        return text
    return '<p style="white-space: pre-wrap">' + escape(text, quote=False) + "</p>"


def plain_label(parent: QWidget | None = None, text: str = "") -> QLabel:
    """A QLabel that never renders its text as HTML."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label
