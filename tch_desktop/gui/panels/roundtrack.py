"""The round track of the Game Ledger and the four phases of a round.

Rounds already played are crossed off as with a pen, the current round is
ringed in vermilion, and a Coupon ticket sits beside the Coupon rounds (3 and
6, from the component data). Below, the phases of a round, the current one lit.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QSizePolicy, QWidget

from tch_desktop.engine import Game
from tch_desktop.gui.dialogs.dice import coupon_symbol
from tch_desktop.gui.style.table import ACCENT, INK, INK_SOFT, PAPER_DARK, RULE, Card

PHASES = ("round", "loans", "purchase", "income")


class RoundTrack(QWidget):
    """Eight circles: played rounds crossed off, the current one ringed, Coupon rounds ticketed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rounds = 8
        self.coupon_rounds: frozenset[int] = frozenset()
        self.current = 0
        self.setMinimumHeight(40)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(self.rounds * 38, 40)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.rounds * 34, 40)  # room for each circle and its Coupon ticket

    def show_game(self, game: Game) -> None:
        c = game.components
        self.rounds, self.coupon_rounds, self.current = c.rounds, c.coupon_rounds, game.state.round
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        step = min(44.0, self.width() / max(self.rounds, 1))
        d = min(26.0, step - 10)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        for i in range(1, self.rounds + 1):
            x = (i - 1) * step + 2
            circle = QRectF(x, 4, d, d)
            played = i < self.current
            now = i == self.current
            painter.setPen(QPen(ACCENT if now else RULE.darker(130), 2.4 if now else 1.2))
            painter.setBrush(ACCENT if now else (PAPER_DARK if played else QColor("white")))
            painter.drawEllipse(circle)
            painter.setPen(QColor("white") if now else (INK_SOFT if played else INK))
            painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(i))
            if played:  # marked off with the pen
                painter.setPen(QPen(INK, 1.8))
                painter.drawLine(circle.topLeft() + QRectF(0, 0, 5, 5).bottomRight(),
                                 circle.bottomRight() - QRectF(0, 0, 5, 5).bottomRight())
            if i in self.coupon_rounds:
                coupon_symbol(painter, QRectF(x + d - 4, 4 + d - 6, 14, 9))


class PhaseStrip(QWidget):
    """The four phases of a round, the current one lit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = ["", "", "", ""]
        self.current = ""
        self.setMinimumHeight(28)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        fm = self.fontMetrics()
        return QSize(sum(fm.horizontalAdvance(n) + 34 for n in self.names), 28)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def set_names(self, names: list[str]) -> None:
        self.names = names
        self.updateGeometry()
        self.update()

    def set_current(self, phase: str) -> None:
        self.current = phase
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = self.fontMetrics()
        widths = [fm.horizontalAdvance(n) + 26 for n in self.names]
        extra = max(0.0, (self.width() - sum(widths) - 8 * (len(widths) - 1)) / len(widths))
        x = 0.0
        for key, name, width in zip(PHASES, self.names, widths, strict=True):
            w = width + extra
            box = QRectF(x, 2, w, self.height() - 4)
            lit = key == self.current
            painter.setPen(QPen(ACCENT.darker(115) if lit else RULE, 1))
            painter.setBrush(ACCENT if lit else PAPER_DARK)
            painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
            f = QFont(self.font())
            f.setBold(lit)
            painter.setFont(f)
            painter.setPen(QColor("white") if lit else INK_SOFT)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)
            x += w + 8


class RoundCard(Card):
    """The Game Ledger's round track with the phases of the round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.row.setSpacing(14)
        self.track = RoundTrack(self)
        self.phases = PhaseStrip(self)
        self.row.addWidget(self.track, 3)
        self.row.addWidget(self.phases, 4)
        self.body.addLayout(self.row)
        self._game: Game | None = None
        self.retranslate()

    def minimumSizeHint(self) -> QSize:
        """Never wider than the stacked layout needs: a wide track must not stop the window shrinking."""
        hint = super().minimumSizeHint()
        outer = self.layout()
        sides = outer.contentsMargins().left() + outer.contentsMargins().right() if outer is not None else 0
        stacked = max(self.track.minimumSizeHint().width(), self.phases.minimumSizeHint().width()) + sides
        return QSize(min(hint.width(), stacked), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._stack(event.size().width())
        super().resizeEvent(event)

    def _stack(self, width: int) -> None:
        """The track beside the phases when they fit, else the phases under the track (no title)."""
        outer = self.layout()
        sides = outer.contentsMargins().left() + outer.contentsMargins().right() if outer is not None else 0
        needed = (self.track.minimumSizeHint().width() + self.row.spacing()
                  + self.phases.minimumSizeHint().width() + sides)
        side_by_side = width >= needed
        self.row.setDirection(QBoxLayout.Direction.LeftToRight if side_by_side
                              else QBoxLayout.Direction.TopToBottom)
        self.row.setSpacing(14 if side_by_side else 4)
        self.title.setVisible(side_by_side)

    def show_game(self, game: Game) -> None:
        self.track.show_game(game)
        self.phases.set_current(game.state.phase)  # nothing is lit during setup or after the end
        self._game = game
        self._tooltips(game)

    def _tooltips(self, game: Game) -> None:
        rounds = ", ".join(str(r) for r in sorted(game.components.coupon_rounds))
        self.track.setToolTip(self.tr(
            "Round {round} of {rounds}. On a Coupon round ({coupon_rounds}) every player takes %n Coupon(s).",
            "", game.components.coupon_round_coupons).format(round=game.state.round, rounds=game.components.rounds, coupon_rounds=rounds))

    def retranslate(self) -> None:
        self.set_title(self.tr("Round track"))
        self.phases.set_names([self.tr("Mark round"), self.tr("Loans"), self.tr("Purchase/Barter"),
                               self.tr("Income")])
        self.phases.setToolTip(self.tr("The phases of each round; the current one is lit."))
        self._stack(self.width())
        if self._game is not None:
            self._tooltips(self._game)
