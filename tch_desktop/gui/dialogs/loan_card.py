"""One loan option as a card: the amount, its Coupon, the interest, and the Debt round by round."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QVBoxLayout, QWidget

from tch_desktop.gui.dialogs.common import CARD, CARD_BORDER, label
from tch_desktop.gui.style import theme
from tch_desktop.i18n.languages import unbroken, yen


class DebtBars(QWidget):
    """The Debt round by round as small bars: the loan, and the interest piling on top."""

    def __init__(self, amount: int, interest: int, rounds: int, scale: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.amount, self.interest, self.rounds, self.scale = amount, interest, rounds, max(scale, 1)
        self.setMinimumSize(150, 64)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height() - 14
        step = w / self.rounds
        bar = step * 0.62
        font = p.font()
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.75))
        p.setFont(font)
        for r in range(1, self.rounds + 1):
            x = (r - 1) * step + (step - bar) / 2
            loan_h = h * self.amount / self.scale
            total_h = h * (self.amount + self.interest * r) / self.scale
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#cdbf9f"))
            p.drawRect(QRectF(x, h - loan_h, bar, loan_h))
            p.setBrush(theme.ACCENT)
            p.drawRect(QRectF(x, h - total_h, bar, total_h - loan_h))
            p.setPen(QColor("#6e6250"))
            p.drawText(QRectF(x - 4, h, bar + 8, 14), Qt.AlignmentFlag.AlignCenter, str(r))
        p.end()


def _whole(text: str) -> str:
    """An amount the rich-text label never breaks (円 would otherwise wrap onto a line of its own:
    Qt's labels ignore a no-wrap style, but keep a word joiner)."""
    return unbroken(text)


class LoanCard(QAbstractButton):
    """One loan option: the amount, its Coupon, the interest and the Debt it grows into."""

    def __init__(self, amount: int, coupons: int, interest: int, rounds: int, scale: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.amount, self.coupons, self.interest, self.rounds = amount, coupons, interest, rounds
        self.setCheckable(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.big = label("big")
        self.big.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bonus = label("ok")
        self.bonus.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.lines = label(wrap=True)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.bars_label = label("muted")
        self.bars_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bars = DebtBars(amount, interest, rounds, scale)
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 14, 14, 14)
        box.addWidget(self.big)
        box.addWidget(self.bonus)
        box.addWidget(self.lines)
        box.addSpacing(6)
        box.addWidget(self.bars_label)
        box.addWidget(self.bars, 1)
        self.setMinimumWidth(190)
        # Every card as wide as the others (their row gives each the same stretch): a card sized by its
        # own text stood out in languages whose lines wrap differently from card to card.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)

    def retranslate(self) -> None:
        self.big.setText(yen(self.amount))
        if self.coupons:
            self.bonus.setText(self.tr("+ %n Coupon(s)", "", self.coupons))
        else:
            self.bonus.setText(" ")
        first = self.amount + self.interest
        last = self.amount + self.interest * self.rounds
        self.lines.setText(
            self.tr("Interest {interest} each round").format(interest=_whole(yen(self.interest)))
            + "<br>" + self.tr("Debt in round 1: <b>{debt}</b>").format(debt=_whole(yen(first)))
            + "<br>" + self.tr("Debt after round {n}: <b>{debt}</b>").format(n=self.rounds, debt=_whole(yen(last))))
        # Room for every line even at the card's narrowest (longer languages wrap more).
        self.lines.setMinimumHeight(self.lines.heightForWidth(self.minimumWidth() - 28))
        self.bars_label.setText(self.tr("Debt round by round"))
        self.setAccessibleName(self.tr("Loan of {amount}").format(amount=yen(self.amount)))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        border = theme.ACCENT if self.isChecked() else (QColor("#8f7d5c") if self.underMouse()
                                                         or self.hasFocus() else CARD_BORDER)
        p.setPen(QPen(border, 3 if self.isChecked() else 1.5))
        p.setBrush(QColor("#fff4e0") if self.isChecked() else CARD)
        p.drawRoundedRect(r, 12, 12)
        p.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        super().keyPressEvent(event)
