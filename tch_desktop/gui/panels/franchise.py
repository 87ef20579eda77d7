"""The Franchise Income board: each colour's Franchise Income against its thresholds.

Franchise Income = 100円 × (Hotels of that colour + Parcels holding one); the
board marks the thresholds (500, 1,000, 1,500円 in the component data) where
every owner of that Franchise takes a Coupon, and which have been paid.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tch_desktop.engine import Game
from tch_desktop.engine.components import new_game_components
from tch_desktop.gui.dialogs.dice import coupon_symbol
from tch_desktop.gui.panels.emblems import paint_capsule
from tch_desktop.gui.style.table import INK, INK_SOFT, PAPER_DARK, RULE, Card
from tch_desktop.gui.style.theme import capsule_color
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.texts import colour_name

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
        top = LABEL_H + 2.0 + (LABEL_H if self._staggered(left, width) else 0.0)
        row_h = max(14.0, (self.height() - top - 2) / max(len(self.rows), 1))
        return left, width, row_h, top

    def _x_of(self, value: int, left: float, width: float) -> float:
        top_value = self.thresholds[-1] * 4 // 3
        return left + width * min(value, top_value) / top_value

    def _label_font(self) -> QFont:
        small = QFont(self.font())
        small.setPointSizeF(self.font().pointSizeF() * 0.8)
        return small

    def _staggered(self, left: float, width: float) -> bool:
        """Whether the threshold labels would touch side by side (then they take two lines)."""
        fm = QFontMetrics(self._label_font())
        xs = [self._x_of(t, left, width) for t in self.thresholds]
        widths = [fm.horizontalAdvance(yen(t)) for t in self.thresholds]
        return any(b - a < (wa + wb) / 2 + 4
                   for a, b, wa, wb in zip(xs, xs[1:], widths, widths[1:], strict=False))

    def threshold_labels(self) -> list[tuple[QRectF, str]]:
        """Where each threshold's amount is written: centred on its line, on two lines when crowded."""
        left, width, _row_h, _top = self._geometry()
        fm = QFontMetrics(self._label_font())
        staggered = self._staggered(left, width)
        out = []
        for n, t in enumerate(self.thresholds):
            text = yen(t)
            w = fm.horizontalAdvance(text) + 2
            line = n % 2 if staggered else 0
            out.append((QRectF(self._x_of(t, left, width) - w / 2, line * LABEL_H, w, LABEL_H), text))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.rows:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, width, row_h, top = self._geometry()

        def x_of(v: int) -> float:
            return self._x_of(v, left, width)

        painter.setFont(self._label_font())
        for t, (box, text) in zip(self.thresholds, self.threshold_labels(), strict=True):
            x = x_of(t)  # the threshold's line, and its amount above
            painter.setPen(QPen(RULE.darker(140), 1, Qt.PenStyle.DashLine))
            painter.drawLine(int(x), int(top), int(x), int(top + row_h * len(self.rows)))
            painter.setPen(INK_SOFT)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
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
        c = self._game.components if self._game is not None else new_game_components()
        self.bars.setToolTip(self.tr(
            "Franchise Income = {per} × (Hotels of that colour + Parcels holding one).\n"
            "When a Franchise first reaches {thresholds}, each player owning one of its Hotels "
            "takes 1 Coupon (a ticket marks the thresholds already paid).").format(
                per=yen(c.franchise_per_hotel), thresholds=", ".join(yen(t) for t in c.franchise_thresholds)))

    def retranslate(self) -> None:
        self.set_title(self.tr("Franchise Income"))
        self._tooltip()
        self.bars.update()
