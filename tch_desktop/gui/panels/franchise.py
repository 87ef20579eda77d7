"""The Franchise Income board: each colour's Franchise Income against its thresholds.

Franchise Income = 100円 × (Hotels of that colour + Parcels holding one); the
board marks the thresholds (500, 1,000, 1,500円 in the component data) where
every owner of that Franchise takes a Coupon, and which have been paid.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tch_desktop.engine import Game
from tch_desktop.engine.components import default_components
from tch_desktop.gui.dialogs.dice import coupon_symbol
from tch_desktop.gui.i18n import yen
from tch_desktop.gui.panels.emblems import paint_capsule
from tch_desktop.gui.panels.style import INK, INK_SOFT, PAPER_DARK, RULE, Card
from tch_desktop.gui.texts import colour_name
from tch_desktop.gui.theme import capsule_color

LABEL_H = 12.0  # one line of threshold labels


class FranchiseBars(QWidget):
    """One bar per colour, with the threshold lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, int, list[int]]] = []  # colour, income, thresholds paid
        self.thresholds: tuple[int, ...] = ()  # until a game is shown
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(360, 8 * 20 + 16)

    def minimumSizeHint(self) -> QSize:
        return QSize(260, 8 * 16 + 16)

    def show_game(self, game: Game) -> None:
        s, c = game.state, game.components
        self.thresholds = c.franchise_thresholds
        self.rows = [(col, s.franchise_income(col), list(s.franchise_paid.get(col, [])))
                     for col in c.colours]
        self.update()

    def _geometry(self) -> tuple[float, float, float, float]:
        """Left of the bars, their width, the row height, and the top of the first row."""
        fm = self.fontMetrics()
        names = max((fm.horizontalAdvance(colour_name(c)) for c, _, _ in self.rows), default=40)
        left = 26 + names + 8
        value_w = fm.horizontalAdvance(yen(8888)) + 8
        width = max(40.0, self.width() - left - value_w)
        top = LABEL_H + 2.0
        if self._staggered(lambda v: left + width * min(v, self.thresholds[-1] * 4 // 3) / (self.thresholds[-1] * 4 // 3)):
            top += LABEL_H
        row_h = max(14.0, (self.height() - top - 2) / max(len(self.rows), 1))
        return left, width, row_h, top

    def _staggered(self, x_of: Callable[[int], float]) -> bool:
        """Whether the threshold labels would touch side by side (then they take two lines)."""
        small = QFont(self.font())
        small.setPointSizeF(self.font().pointSizeF() * 0.8)
        fm = QFontMetrics(small)
        xs = [x_of(t) for t in self.thresholds]
        widths = [fm.horizontalAdvance(yen(t)) for t in self.thresholds]
        return any(b - a < (wa + wb) / 2 + 4 for a, b, wa, wb in zip(xs, xs[1:], widths, widths[1:], strict=False))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.rows:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, width, row_h, top = self._geometry()
        top_value = self.thresholds[-1] * 4 // 3
        small = QFont(self.font())
        small.setPointSizeF(self.font().pointSizeF() * 0.8)

        def x_of(v: int) -> float:
            return left + width * min(v, top_value) / top_value

        painter.setFont(small)
        for n, t in enumerate(self.thresholds):  # threshold lines and labels
            x = x_of(t)
            painter.setPen(QPen(RULE.darker(140), 1, Qt.PenStyle.DashLine))
            painter.drawLine(int(x), int(top), int(x), int(top + row_h * len(self.rows)))
            painter.setPen(INK_SOFT)
            line = n % 2 if self._staggered(x_of) else 0
            painter.drawText(QRectF(x - 40, line * LABEL_H, 80, LABEL_H), Qt.AlignmentFlag.AlignCenter, yen(t))
        painter.setFont(self.font())
        for i, (colour, value, paid) in enumerate(self.rows):
            y = top + i * row_h
            mid = y + row_h / 2
            paint_capsule(painter, QRectF(0, mid - 6, 20, 12), colour)
            painter.setPen(INK)
            painter.drawText(QRectF(26, y, left - 30, row_h), Qt.AlignmentFlag.AlignVCenter, colour_name(colour))
            track = QRectF(left, mid - 4, width, 8)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(PAPER_DARK)
            painter.drawRoundedRect(track, 4, 4)
            if value:
                fill = QColor(capsule_color(colour))
                painter.setPen(QPen(fill.darker(140), 1))
                painter.setBrush(fill)
                painter.drawRoundedRect(QRectF(left, mid - 4, x_of(value) - left, 8), 4, 4)
            for t in paid:
                coupon_symbol(painter, QRectF(x_of(t) - 6, mid - 4, 12, 8))
            painter.setPen(INK if value else INK_SOFT)
            painter.drawText(QRectF(left + width + 6, y, self.width() - left - width, row_h),
                             Qt.AlignmentFlag.AlignVCenter, yen(value))


class FranchiseCard(Card):
    """The Franchise Income board as a card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars = FranchiseBars(self)
        self.body.addWidget(self.bars, 1)
        self._game: Game | None = None
        self.retranslate()

    def show_game(self, game: Game) -> None:
        self._game = game
        self.bars.show_game(game)
        self._tooltip()

    def _tooltip(self) -> None:
        c = self._game.components if self._game is not None else default_components()
        self.bars.setToolTip(self.tr(
            "Franchise Income = {per} × (Hotels of that colour + Parcels holding one).\n"
            "When a Franchise first reaches {thresholds}, each player owning one of its Hotels "
            "takes 1 Coupon (a ticket marks the thresholds already paid).").format(
                per=yen(c.franchise_per_hotel), thresholds=", ".join(yen(t) for t in c.franchise_thresholds)))

    def retranslate(self) -> None:
        self.set_title(self.tr("Franchise Income"))
        self._tooltip()
        self.bars.update()
