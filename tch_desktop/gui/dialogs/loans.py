"""The secret loan choice, passed from hand to hand, then revealed together.

    LoanHandoff(controller, window).run()

For every seat still without a loan, in seat order: a person first sees a
hand-off screen ("Pass the computer to Ren"), then their own choice among the
loan options with the interest and what the Debt becomes, then the screen hides
again before the next person. Bots choose through `bot_loan(seat) -> amount`.
Each choice is applied through the controller; the engine reveals the loans
when the last one is in, and the dialog ends on a reveal screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tch_desktop.engine import rules
from tch_desktop.engine.actions import Loan
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.dialogs.common import GameDialog, card, label, primary
from tch_desktop.gui.dialogs.loan_card import LoanCard
from tch_desktop.gui.dialogs.seals import SealBadge
from tch_desktop.i18n.languages import yen


class LoanHandoff(GameDialog):
    """Passes the computer round for the secret loans, then reveals them.

    `secret` is True from the start until the reveal screen shows (or the dialog
    closes): the table must not show what the engine already knows.
    """

    secret = Signal(bool)

    def __init__(self, controller: GameController, parent: QWidget | None = None,
                 bot_loan: Callable[[int], int] | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bot_loan = bot_loan
        self.setModal(True)
        self.pending: list[int] = []
        self.current: int | None = None
        self.hidden_note: str = ""
        self._anyone_chose = False
        game = controller.game
        assert game is not None, "the Loans phase needs a game"
        c = self.components = game.components  # the game's own numbers, for its texts too

        self.pages = QStackedWidget()
        # hand-off
        self.handoff = QWidget()
        self.handoff_badge = SealBadge(size=96)
        self.handoff_note = label("ok", wrap=True)
        self.handoff_title = label("title", wrap=True)
        self.handoff_text = label("muted", wrap=True)
        self.show_button = primary(QPushButton())
        hl = QVBoxLayout(self.handoff)
        hl.addStretch(1)
        for w in (self.handoff_note, self.handoff_badge, self.handoff_title, self.handoff_text):
            if isinstance(w, QLabel):
                w.setAlignment(Qt.AlignmentFlag.AlignCenter)
                hl.addWidget(w)
            else:
                hl.addWidget(w, 0, Qt.AlignmentFlag.AlignHCenter)
        hl.addSpacing(12)
        hl.addWidget(self.show_button, 0, Qt.AlignmentFlag.AlignHCenter)
        hl.addStretch(1)
        # the choice
        self.choice = QWidget()
        self.choice_badge = SealBadge(size=48)
        self.choice_title = label("title", wrap=True)
        self.choice_text = label("muted", wrap=True)
        self.cards_group = QButtonGroup(self)
        self.cards: list[LoanCard] = []
        row = QHBoxLayout()
        scale = max(rules.debt(c, a, c.rounds) for a in c.loans)
        for amount, coupons in sorted(c.loans.items()):
            lc = LoanCard(amount, coupons, c.interest(amount), c.rounds, scale)
            self.cards.append(lc)
            self.cards_group.addButton(lc)
            row.addWidget(lc, 1)
        self.choice_error = label("error", wrap=True)
        self.hide_button = QPushButton()
        self.confirm_button = primary(QPushButton())
        head = QHBoxLayout()
        head.addWidget(self.choice_badge)
        head.addWidget(self.choice_title, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.hide_button)
        buttons.addWidget(self.confirm_button)
        cl = QVBoxLayout(self.choice)
        cl.addLayout(head)
        cl.addWidget(self.choice_text)
        cl.addSpacing(8)
        cl.addLayout(row, 1)
        cl.addWidget(self.choice_error)
        cl.addLayout(buttons)
        # everyone has chosen
        self.ready = QWidget()
        self.ready_title = label("title", wrap=True)
        self.ready_text = label("muted", wrap=True)
        self.reveal_button = primary(QPushButton())
        rl = QVBoxLayout(self.ready)
        rl.addStretch(1)
        for w in (self.ready_title, self.ready_text):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            rl.addWidget(w)
        rl.addSpacing(12)
        rl.addWidget(self.reveal_button, 0, Qt.AlignmentFlag.AlignHCenter)
        rl.addStretch(1)
        # the reveal
        self.reveal = QWidget()
        self.reveal_title = label("title", wrap=True)
        self.reveal_card = card()
        self.reveal_grid = QGridLayout(self.reveal_card)
        self.reveal_grid.setContentsMargins(16, 12, 16, 12)
        self.reveal_grid.setHorizontalSpacing(18)
        self.reveal_text = label("muted", wrap=True)
        self.done_button = primary(QPushButton())
        vl = QVBoxLayout(self.reveal)
        vl.addWidget(self.reveal_title)
        vl.addWidget(self.reveal_card)
        vl.addWidget(self.reveal_text)
        vl.addStretch(1)
        vl.addWidget(self.done_button, 0, Qt.AlignmentFlag.AlignRight)

        for page in (self.handoff, self.choice, self.ready, self.reveal):
            page.setObjectName("page")
            self.pages.addWidget(page)
        root = QVBoxLayout(self)
        root.setContentsMargins(20, 16, 20, 16)
        root.addWidget(self.pages)
        self.setMinimumSize(880, 440)

        self.show_button.clicked.connect(self._show_choice)
        self.hide_button.clicked.connect(self._hide_choice)
        self.confirm_button.clicked.connect(self._confirm)
        self.cards_group.buttonToggled.connect(lambda *_: self._update_confirm())
        self.reveal_button.clicked.connect(self._show_reveal)
        self.done_button.clicked.connect(self.accept)
        self.retranslate()

    # ------------------------------------------------------------ the interface
    def run(self) -> int:
        """Take every missing loan, reveal them; the dialog's result (Accepted when done)."""
        self.start()
        if not self._anyone_chose and self.current is None:
            return int(GameDialog.DialogCode.Rejected)  # every loan was already taken
        return self.exec()

    def start(self) -> None:
        """Begin with the first seat without a loan (for tests and non-blocking use)."""
        game = self.controller.game
        assert game is not None
        self._anyone_chose = False
        self.pending = [p.index for p in game.state.players if p.loan is None] \
            if game.state.phase == "loans" else []
        self.secret.emit(True)
        self.finished.connect(lambda _result: self.secret.emit(False))
        self._next()

    # ------------------------------------------------------------ the flow
    def _name(self, seat: int) -> str:
        assert self.controller.game is not None
        return self.controller.game.state.players[seat].name

    def _next(self) -> None:
        game = self.controller.game
        assert game is not None
        self.current = None
        while self.pending:
            seat = self.pending[0]
            player = game.state.players[seat]
            if player.kind == "bot":
                self.pending.pop(0)
                fallback = game.components.bot_fallback_loan
                amount = self.bot_loan(seat) if self.bot_loan is not None else fallback
                if not self.controller.apply(Loan(seat, amount)):
                    self.controller.apply(Loan(seat, fallback))
                self._anyone_chose = True
                continue
            self.current = seat
            self.handoff_badge.set_seal(player.seal, player.pen)
            self.choice_badge.set_seal(player.seal, player.pen)
            self.retranslate()
            if self._shared():
                self.pages.setCurrentWidget(self.handoff)
                self.show_button.setFocus()
            else:  # one person at the computer: nobody to pass it to, nothing to hide from
                self._show_choice()
            return
        if self._anyone_chose and self._shared():
            self.pages.setCurrentWidget(self.ready)
            self.reveal_button.setFocus()
        else:
            self._show_reveal()
        self.retranslate()

    def _shared(self) -> bool:
        """Two or more people share the computer (bots do not look at the screen)."""
        game = self.controller.game
        return game is not None and sum(p.kind == "human" for p in game.state.players) >= 2

    def _show_choice(self) -> None:
        self.cards_group.setExclusive(False)
        for lc in self.cards:
            lc.setChecked(False)
        self.cards_group.setExclusive(True)
        self.choice_error.clear()
        self.hide_button.setVisible(self._shared())
        self._update_confirm()
        self.pages.setCurrentWidget(self.choice)
        self.cards[0].setFocus()

    def _hide_choice(self) -> None:
        self.hidden_note = ""
        self.retranslate()
        self.pages.setCurrentWidget(self.handoff)

    def _update_confirm(self) -> None:
        self.confirm_button.setEnabled(self.cards_group.checkedButton() is not None)

    def _confirm(self) -> None:
        chosen = self.cards_group.checkedButton()
        if self.current is None or not isinstance(chosen, LoanCard):
            return
        seat = self.current
        if not self.controller.apply(Loan(seat, chosen.amount)):
            self.choice_error.setText(self.tr("The loan could not be taken: the game has moved on."))
            return
        self._anyone_chose = True
        self.pending.pop(0)
        self.hidden_note = self.tr("{name}'s choice is made and hidden.").format(name=self._name(seat))
        for lc in self.cards:  # nothing of the choice stays on screen
            lc.setChecked(False)
        self._next()

    def _show_reveal(self) -> None:
        self._fill_reveal()
        self.pages.setCurrentWidget(self.reveal)
        self.done_button.setFocus()
        self.secret.emit(False)

    def _fill_reveal(self) -> None:
        game = self.controller.game
        assert game is not None
        while self.reveal_grid.count():
            item = self.reveal_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        heads = [self.tr("Player"), self.tr("Loan"), self.tr("Coupons"), self.tr("Debt in round 1")]
        for col, text in enumerate(heads):
            h = label("muted")
            h.setText(text)
            self.reveal_grid.addWidget(h, 0, col + 1)
        s = game.state
        for row, p in enumerate(s.players, start=1):
            self.reveal_grid.addWidget(SealBadge(p.seal, p.pen, 32), row, 0)
            cells = [p.name, yen(p.loan) if p.loan is not None else "?",
                     str(game.components.loans.get(p.loan or 0, 0) or "–") if p.loan is not None else "",
                     yen(s.debt(p.index, 1)) if p.loan is not None else ""]
            for col, text in enumerate(cells):
                lab = label("heading" if col in (0, 1) else "")
                lab.setText(text)
                if col > 0:
                    lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.reveal_grid.addWidget(lab, row, col + 1)
        self.reveal_grid.setColumnStretch(1, 1)

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Loans"))
        name = self._name(self.current) if self.current is not None else ""
        self.handoff_note.setText(self.hidden_note)
        self.handoff_note.setVisible(bool(self.hidden_note))
        self.handoff_title.setText(self.tr("Pass the computer to {name}").format(name=name))
        self.handoff_text.setText(self.tr("{name} chooses a loan in secret. Everyone else, please "
                                          "look away until the screen is hidden again.").format(name=name))
        self.show_button.setText(self.tr("I am {name}: show my loan options").format(name=name))
        self.choice_title.setText(self.tr("{name}, choose your loan").format(name=name))
        c = self.components
        self.choice_text.setText(self.tr(
            "Your Debt is the loan plus {percent} % of it for every round played so far. The game ends "
            "when someone can repay their whole Debt, or after round {rounds}. Coupons never repay Debt.").format(
                percent=c.interest_percent, rounds=c.rounds))
        for lc in self.cards:
            lc.retranslate()
        # Every card's lines as tall as the tallest: the cards' figures and bars stand level.
        tallest = max((lc.lines.minimumHeight() for lc in self.cards), default=0)
        for lc in self.cards:
            lc.lines.setMinimumHeight(tallest)
        self.hide_button.setText(self.tr("Hide"))
        self.confirm_button.setText(self.tr("Confirm and hide"))
        self.ready_title.setText(self.tr("Everyone has chosen"))
        self.ready_text.setText(self.tr("Gather round: the loans are revealed together."))
        self.reveal_button.setText(self.tr("Reveal the loans"))
        self.reveal_title.setText(self.tr("The loans"))
        bonus = [self.tr("A loan of {amount} also brings %n Coupon(s).", "", lc.coupons).format(amount=yen(lc.amount))
                 for lc in self.cards if lc.coupons]
        self.reveal_text.setText(" ".join([self.tr("Each player starts the game with their loan in Yen."),
                                           *bonus]))
        self.done_button.setText(self.tr("Start playing"))
        if self.pages.currentWidget() is self.reveal:
            self._fill_reveal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Escape must not end a half-done hand-off by accident.
        if event.key() == Qt.Key.Key_Escape and self.pages.currentWidget() is not self.reveal:
            return
        super().keyPressEvent(event)
