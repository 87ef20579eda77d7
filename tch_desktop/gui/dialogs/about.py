"""Help › About: the edition and its version, credit to the board game, the licences of what we ship.

Every text is plain text (never rich text) and follows the language at run
time. The versions are read from what is running, so the box tells the truth
in a source checkout, an installed wheel and the standalone build alike.
"""

from __future__ import annotations

import platform

import networkx
import numpy
import PySide6
import shapely
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tch_desktop.gui.app import app_icon
from tch_desktop.gui.dialogs.common import GameDialog, card, label, primary
from tch_desktop.paths import resource, version

WIDTH = 620  # the box's width; its height follows its word-wrapped texts (see _fit)


class AboutDialog(GameDialog):
    """The About box: which edition this is, whose game it is, and under which licences it ships."""

    def __init__(self, parent: QWidget | None = None, where: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        self.where = where  # the game in progress, already in words (or "")
        self.setFixedWidth(WIDTH)
        outer = self._outer = QVBoxLayout(self)
        outer.setSpacing(10)
        top = QHBoxLayout()
        self.icon = QLabel(self)
        self.icon.setPixmap(app_icon().pixmap(96, 96))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.icon)
        heads = QVBoxLayout()
        self.title = label("title", self)
        self.title.setText("Tokyo Capsule Hotel")  # the game's name, the same in every language
        self.edition = label("heading", self, wrap=True)
        self.summary = label("", self, wrap=True)
        for w in (self.title, self.edition, self.summary):
            heads.addWidget(w)
        heads.addStretch(1)
        top.addLayout(heads, 1)
        outer.addLayout(top)

        self.credit_card = card(self)
        box = QVBoxLayout(self.credit_card)
        self.credit_heading = label("heading", self.credit_card)
        self.credit = label("", self.credit_card, wrap=True)
        box.addWidget(self.credit_heading)
        box.addWidget(self.credit)
        outer.addWidget(self.credit_card)

        self.licence_card = card(self)
        box = QVBoxLayout(self.licence_card)
        self.licence_heading = label("heading", self.licence_card)
        box.addWidget(self.licence_heading)
        self.licences: list[QLabel] = []
        for _ in range(5):
            lab = label("", self.licence_card, wrap=True)
            lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            box.addWidget(lab)
            self.licences.append(lab)
        outer.addWidget(self.licence_card)

        buttons = QDialogButtonBox(self)
        self.close_button = primary(QPushButton(self))
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        outer.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Tokyo Capsule Hotel"))
        self.edition.setText(self.tr("Desktop edition, version {version}").format(version=version()))
        summary = self.tr("The real-time economic board game for 2–4 players, hot-seat or against bots.")
        self.summary.setText(summary + ("\n\n" + self.where if self.where else ""))
        self.credit_heading.setText(self.tr("The board game"))
        self.credit.setText(self.tr(
            "Tokyo Capsule Hotel is a board game: its rules, its terms and its pieces are the work of its "
            "designer and publisher. This edition follows the game's rulebook to play it on one computer; "
            "all credit for the game goes to them."))
        self.licence_heading.setText(self.tr("Licences"))
        texts = [
            self.tr("This edition: © TCH Studio, all rights reserved."),
            self.tr("Qt {qt} and PySide6 {pyside} (Qt for Python), © The Qt Company Ltd.: GNU Lesser General "
                    "Public License version 3 (LGPL-3.0). The standalone build keeps Qt's libraries as separate "
                    "files, so they can be replaced.").format(qt=qVersion(), pyside=PySide6.__version__),
            self.tr("Shapely {shapely}, NetworkX {networkx} and NumPy {numpy}: BSD 3-Clause License; the GEOS "
                    "library inside Shapely: GNU LGPL version 2.1.").format(
                shapely=shapely.__version__, networkx=networkx.__version__, numpy=numpy.__version__),
            self.tr("The TCH Yen font (the 円 sign and the title's characters) is derived from IPA P Gothic: "
                    "IPA Font License Agreement v1.0, full text in {file}.").format(
                file=str(resource("fonts", "LICENSE-TCHYen.txt"))),
            self.tr("Python {python} (in the standalone build): Python Software Foundation License.").format(
                python=platform.python_version()),
        ]
        for lab, text in zip(self.licences, texts, strict=True):
            lab.setText(text)
        self.close_button.setText(self.tr("Close"))
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        self._fit()  # being shown, the labels know their final widths
        super().showEvent(event)  # then kept inside the screen (GameDialog)

    def _fit(self) -> None:
        """As tall as the wrapped texts need at WIDTH (a window ignores height-for-width by itself)."""
        self.ensurePolished()  # the style sheet's fonts and paddings first
        for inner in self.findChildren(QLayout):  # new texts: forget the cached heights
            inner.invalidate()
        layout = self._outer
        layout.invalidate()
        layout.activate()
        self.setFixedHeight(layout.totalHeightForWidth(WIDTH))
