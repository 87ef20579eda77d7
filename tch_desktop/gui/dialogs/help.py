"""The in-game rules reference (F1): our own words, in the player's language.

The prose is in resources/help/help.<code>.html (en, it, es, de), one page per
language using that rulebook's own game terms; `<!-- components -->` in a page
is replaced by the component tables built from the component set in play. The dialog
follows the language at run time (LanguageChange) and offers a contents list
and a search field.
"""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tch_desktop.engine.components import NEW_GAME_SET, Components, component_set
from tch_desktop.gui.dialogs.common import GameDialog, label
from tch_desktop.gui.dialogs.help_tables import component_tables
from tch_desktop.i18n.languages import LANGUAGES, languages
from tch_desktop.paths import resource

MARKER = "<!-- components -->"
HEADING = re.compile(r'<h2 id="([^"]+)">(.*?)</h2>', re.S)
TAG = re.compile(r"<[^>]+>")

CSS = """
body { color: #1b1b1b; }
h1 { color: #c0392b; font-size: 20pt; }
h2 { color: #1b1b1b; font-size: 15pt; margin-top: 22px; }
h3 { color: #6e4a1f; font-size: 12pt; margin-top: 14px; }
p, li { line-height: 130%; }
.formula { background-color: #fff1d6; font-weight: bold; }
.note { color: #6e6250; }
.edition { color: #2b5d8a; }
table.data { border-color: #d6c7a6; border-style: solid; }
th { background-color: #efe3c9; }
"""


def help_path(code: str) -> Path:
    """The help page for a language, falling back to English."""
    path = resource("help", f"help.{code}.html")
    return path if path.exists() else resource("help", "help.en.html")


class HelpBrowser(QTextBrowser):
    """A QTextBrowser that serves the generated pictures of the component tables."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.images: dict[str, QImage] = {}
        self.setOpenExternalLinks(True)
        self.document().setDefaultStyleSheet(CSS)
        self.document().setDocumentMargin(14)
        # Text wraps to the width; full-width tables can overshoot by a pixel.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def loadResource(self, type_: int, name: QUrl | str) -> Any:
        key = name.toString() if isinstance(name, QUrl) else name
        if key in self.images:
            return self.images[key]
        return super().loadResource(type_, name)


class HelpDialog(GameDialog):
    """The rules reference window (non-modal)."""

    def __init__(self, parent: QWidget | None = None, components: Components | None = None) -> None:
        super().__init__(parent)
        # The numbers of the game in play; with no game, those a new game starts with.
        self.components = components or component_set(NEW_GAME_SET)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.language = ""
        self.sections: list[tuple[str, str]] = []
        self.title = label("title")
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.find_button = QPushButton()
        self.not_found = label("error")
        self.contents = QListWidget()
        self.contents.setMinimumWidth(200)
        self.browser = HelpBrowser()
        splitter = QSplitter()
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([240, 760])
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.not_found)
        top.addWidget(self.search)
        top.addWidget(self.find_button)
        root = QVBoxLayout(self)
        root.setContentsMargins(16, 12, 16, 16)
        root.addLayout(top)
        root.addWidget(splitter, 1)
        self.resize(1060, 760)

        self.contents.currentItemChanged.connect(self._jump)
        self.search.returnPressed.connect(self.find_next)
        self.search.textChanged.connect(lambda _t: self.not_found.clear())
        self.find_button.clicked.connect(self.find_next)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.search.setFocus)
        self.retranslate()

    # ------------------------------------------------------------ the interface
    def load_language(self, code: str) -> None:
        """Show the page of `code` (English if we have none)."""
        code = code if code in LANGUAGES else "en"
        text = help_path(code).read_text(encoding="utf-8")
        self.browser.images.clear()
        tables = component_tables(self.components, self.browser.images)
        self.browser.setHtml(text.replace(MARKER, tables))
        self.language = code
        self.sections = [(anchor, unescape(TAG.sub("", title)).strip())
                         for anchor, title in HEADING.findall(text)]
        self.contents.blockSignals(True)
        self.contents.clear()
        for anchor, title in self.sections:
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.contents.addItem(item)
        self.contents.blockSignals(False)

    def find_next(self) -> bool:
        """Find the search text after the cursor, wrapping round once."""
        needle = self.search.text().strip()
        if not needle:
            return False
        found = self.browser.find(needle)
        if not found:
            cursor = self.browser.textCursor()
            cursor.movePosition(cursor.MoveOperation.Start)
            self.browser.setTextCursor(cursor)
            found = self.browser.find(needle)
        self.not_found.setText("" if found else self.tr("Not found"))
        return found

    def plain_text(self) -> str:
        return self.browser.document().toPlainText()

    # ------------------------------------------------------------ reactions
    def _jump(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if item is not None:
            self.browser.scrollToAnchor(str(item.data(Qt.ItemDataRole.UserRole)))

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules reference"))
        self.title.setText(self.tr("Rules reference"))
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.find_button.setText(self.tr("Find"))
        self.not_found.clear()
        self.load_language(languages().code)

