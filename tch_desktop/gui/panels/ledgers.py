"""The Player Ledgers: one paper card per player, as on the table.

Each shows the player's Seal and name in their pen colour, their seat keys,
the loan with its interest, the Debt this round, Yen, Coupons, the capsules in
hand, the Attraction cards taken and the income of every round so far.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tch_desktop.engine import Game
from tch_desktop.engine.state import PlayerState
from tch_desktop.gui.dialogs.dice import coupon_symbol
from tch_desktop.gui.panels.emblems import SealWidget, paint_capsule
from tch_desktop.gui.plain import plain_for_rich, plain_label
from tch_desktop.gui.style.table import ACCENT, INK, INK_SOFT, OK, PAPER_DARK, RULE, Card
from tch_desktop.i18n.languages import WORD_JOINER, languages, yen, yen_whole
from tch_desktop.i18n.texts import building_name, capsules_text, level_name, seal_name


class CapsuleHand(QWidget):
    """The capsules in a player's hand: a swatch per colour with its count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand: list[tuple[str, int]] = []
        self.empty_text = ""
        self.setMinimumHeight(20)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(200, 20)

    def set_hand(self, hand: list[tuple[str, int]], empty_text: str) -> None:
        self.hand, self.empty_text = hand, empty_text
        self.setToolTip(", ".join(capsules_text(n, c) for c, n in hand) or empty_text)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if not self.hand:
            painter.setPen(INK_SOFT)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignVCenter, self.empty_text)
            return
        x = 0.0
        fm = self.fontMetrics()
        f = QFont(self.font())
        f.setBold(True)
        painter.setFont(f)
        for colour, n in self.hand:
            paint_capsule(painter, QRectF(x, 3, 24, 14), colour)
            text = f"×{n}"
            painter.setPen(INK)
            painter.drawText(QRectF(x + 27, 0, 30, 20), Qt.AlignmentFlag.AlignVCenter, text)
            x += 31 + fm.horizontalAdvance(text) + 4


def _fitting(base: QFont, text: str, width: float) -> QFont:
    """`base` in bold, made smaller until `text` fits `width` (a five-digit Income in a narrow cell)."""
    f = QFont(base)
    f.setBold(True)
    size = f.pointSizeF()
    while size > 5.0 and QFontMetricsF(f).horizontalAdvance(text) > width:
        size -= 0.5
        f.setPointSizeF(size)
    return f


class IncomeTrack(QWidget):
    """The income of each round, as written in the Player Ledger's columns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[int] = []
        self.rounds = 8
        self.current = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(32)

    def sizeHint(self) -> QSize:
        return QSize(self.rounds * 34, 32)

    def set_history(self, history: list[int], rounds: int, current: int) -> None:
        self.history, self.rounds, self.current = history, rounds, current
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width() / self.rounds
        small = QFont(self.font())
        small.setPointSizeF(max(6.5, self.font().pointSizeF() * 0.78))
        for i in range(self.rounds):
            cell = QRectF(i * w + 1, 0, w - 2, self.height() - 1)
            now = i + 1 == self.current
            painter.setPen(QPen(ACCENT if now else RULE, 1))
            painter.setBrush(PAPER_DARK if i < len(self.history) else QColor("white"))
            painter.drawRoundedRect(cell, 3, 3)
            painter.setFont(small)
            painter.setPen(INK_SOFT)
            painter.drawText(cell.adjusted(0, 1, 0, -cell.height() / 2), Qt.AlignmentFlag.AlignCenter, str(i + 1))
            if i < len(self.history):
                painter.setPen(INK)
                text = languages().number(self.history[i])
                painter.setFont(_fitting(small, text, cell.width() - 3))
                painter.drawText(cell.adjusted(0, cell.height() / 2 - 2, 0, -1), Qt.AlignmentFlag.AlignCenter, text)


class PlayerLedger(Card):
    """One player's Ledger."""

    toggled = Signal(bool)  # a click opened (True) or folded (False) this brief Ledger

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.title.hide()
        head = QHBoxLayout()
        head.setSpacing(8)
        self.seal = SealWidget("crane", "#000000", 36, self)
        names = QVBoxLayout()
        names.setSpacing(0)
        top = QHBoxLayout()
        top.setSpacing(6)
        self.name = plain_label(self)  # the player's name, whatever it holds
        self.name.setFont(_scaled(self.font(), 1.25, bold=True))
        self.keys = QLabel(self)
        self.keys.setProperty("soft", True)
        self.keys.setWordWrap(True)
        self.status = plain_label(self)
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.status.setFont(_scaled(self.font(), 0.92, bold=True))
        self.status.setWordWrap(True)  # "Warteschlange #2" may take two lines in a narrow column
        self.name.setWordWrap(True)
        top.addWidget(self.name, 1)
        top.addWidget(self.status, 0, Qt.AlignmentFlag.AlignTop)
        names.addLayout(top)
        names.addWidget(self.keys)
        head.addWidget(self.seal, 0, Qt.AlignmentFlag.AlignTop)
        head.addLayout(names, 1)
        self.body.addLayout(head)

        self.grid = grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        self.captions: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for key in ("loan", "debt", "yen", "coupons"):
            cap, val = QLabel(self), QLabel(self)
            cap.setProperty("soft", True)
            cap.setWordWrap(True)
            val.setFont(_scaled(self.font(), 1.05, bold=True))
            val.setWordWrap(True)  # "10,000円 +1,000円/round" breaks at its space in a narrow column
            self.captions[key], self.values[key] = cap, val
        self.body.addLayout(grid)
        self.hand = CapsuleHand(self)
        self.body.addWidget(self.hand)
        self.cards = QLabel(self)
        self.cards.setWordWrap(True)
        self.body.addWidget(self.cards)
        self.income_caption = QLabel(self)
        self.income_caption.setProperty("soft", True)
        self.income_caption.setWordWrap(True)
        self.body.addWidget(self.income_caption)
        self.income = IncomeTrack(self)
        self.body.addWidget(self.income)
        self._game: Game | None = None
        self._keys: tuple[str, str] | None = None
        self.compact = False  # a small screen: the Ledger shows its brief form unless opened
        self.opened = False  # opened by a click while compact
        self._arrange()
        self.retranslate()

    # ------------------------------------------------------------ brief or whole
    @property
    def brief(self) -> bool:
        """Only Yen, Debt, Coupons and the hand (a small screen): every Ledger of four fits at 1280×720."""
        return self.compact and not self.opened

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact, self.opened = compact, False
            self._refold()

    def _refold(self) -> None:
        """Brief or whole, as `brief` now says: the grid, what shows, the captions (shorter when brief)."""
        self._arrange()
        self.retranslate()

    def _arrange(self) -> None:
        brief = self.brief
        grid = self.grid
        order = ("yen", "debt", "coupons") if brief else ("loan", "debt", "yen", "coupons")
        columns = 3 if brief else 2
        for key in ("loan", "debt", "yen", "coupons"):
            grid.removeWidget(self.captions[key])
            grid.removeWidget(self.values[key])
        for n, key in enumerate(order):
            grid.addWidget(self.captions[key], (n // columns) * 2, n % columns)
            grid.addWidget(self.values[key], (n // columns) * 2 + 1, n % columns)
        for col in range(3):
            grid.setColumnStretch(col, 1 if col < columns else 0)
        self.captions["loan"].setVisible(not brief)
        self.values["loan"].setVisible(not brief)
        self.income_caption.setVisible(not brief)
        self.income.setVisible(not brief)
        self.cards.setVisible(not brief and bool(self.cards.text()))
        self._hand_shown()
        margins = (10, 5, 10, 6) if brief else (10, 8, 10, 10)  # four brief Ledgers fit a laptop's column
        outer = self.layout()
        if outer is not None:
            outer.setContentsMargins(*margins)
        self.body.setSpacing(3 if brief else 6)
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.compact else Qt.CursorShape.ArrowCursor)

    def _hand_shown(self) -> None:
        """A brief Ledger says nothing of an empty hand (its line is worth more to the other Ledgers)."""
        self.hand.setVisible(bool(self.hand.hand) or not self.brief)

    def _fold_tip(self) -> None:
        self.setToolTip(self.tr("Click to show the loan, the Attraction cards and the Income of each round; "
                                "click again to fold them.") if self.compact else "")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.compact and event.button() == Qt.MouseButton.LeftButton:
            self.set_opened(not self.opened)
            self.toggled.emit(self.opened)
        super().mouseReleaseEvent(event)

    def set_opened(self, opened: bool) -> None:
        if opened != self.opened:
            self.opened = opened
            self._refold()

    def set_keys(self, keys: tuple[str, str] | None) -> None:
        """The seat's keys (queue, pass), or None for a bot."""
        self._keys = keys
        self._key_text()

    def _key_text(self) -> None:
        self.keys.setVisible(self._keys is not None)  # an empty line would still take a line's room
        if self._keys is None:
            self.keys.setText("")
            return
        self.keys.setText(self.tr("Keys: {queue} queue · {passkey} pass").format(
            queue=self._keys[0], passkey=self._keys[1]))

    def show_game(self, game: Game) -> None:
        self._game = game
        s = game.state
        p = s.players[self.index]
        self.seal.seal, self.seal.pen = p.seal, p.pen
        self.seal.set_passed(p.passed and s.phase != "over")  # hollow means 'passed this round'; not at the end
        self.name.setText(p.name)
        self.name.setStyleSheet(f"color: {p.pen};")
        # A loan chosen in secret stays hidden until every player has chosen (the engine then reveals).
        secret = s.phase == "loans" and any(q.loan is None for q in s.players)
        loan = None if secret else p.loan
        if loan is None:
            self.values["loan"].setText("—")
        else:
            self.values["loan"].setText(self.tr("{loan} +{interest}/round").format(
                loan=yen_whole(loan), interest=yen_whole(game.components.interest(loan)))
                .replace("/", "/" + WORD_JOINER))  # "/round" never begins a line
        self.values["debt"].setText(yen(s.debt(self.index)) if loan is not None else "—")
        self.values["yen"].setText(yen(p.yen))
        self.values["coupons"].setText(languages().number(p.coupons))
        self.hand.set_hand([(c, p.capsules[c]) for c in game.components.colours if p.capsules.get(c)],
                           self.tr("No capsules in hand"))
        self._hand_shown()
        cards = [self.tr("{building} (side {side})").format(building=building_name(b, s.card_side(b)),
                                                            side=s.card_side(b)) for b in p.cards]
        self.cards.setText(self.tr("Attraction cards: {cards}").format(cards=", ".join(cards)) if cards else "")
        self.cards.setVisible(bool(cards) and not self.brief)
        self.income.set_history(p.income_history, game.components.rounds, s.round)
        self._status(game, p)
        self._tooltips(game, p)

    def _status(self, game: Game, p: PlayerState) -> None:
        s = game.state
        colour = INK_SOFT
        if s.phase == "over":
            text = self.tr("Winner") if self.index in s.winners else ""
            colour = ACCENT
        elif p.passed:
            text = self.tr("Passed")
        elif self.index in s.queue:
            pos = s.queue.index(self.index)
            text = self.tr("Buying now") if pos == 0 else self.tr("Queue #{n}").format(n=pos + 1)
            colour = ACCENT if pos == 0 else INK
        elif game.barter_of(self.index) is not None:
            text = self.tr("Bartering")
            colour = OK
        elif p.kind == "bot":
            text = self.tr("Bot ({level})").format(level=level_name(p.level or "normal"))
        else:
            text = ""
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {colour.name()};")

    def _tooltips(self, game: Game, p: PlayerState) -> None:
        self.seal.setToolTip(plain_for_rich(self.tr("{player}'s Seal: {design}. Hollow once they have passed.")
                                            .format(player=p.name, design=seal_name(p.seal))))
        self.keys.setToolTip(self.tr("The queue key puts this Seal in the queue or takes it back; "
                                     "the pass key passes for the round. They work whatever has the focus."))
        self.values["loan"].setToolTip(self.tr("The starting loan and its interest, added to the Debt every round."))
        self.values["debt"].setToolTip(self.tr(
            "Debt = starting loan + interest × current round. Repay it all in a Loans phase to end the game."))
        self.values["yen"].setToolTip(self.tr("Yen on the Player Ledger (Coupons do not count)."))
        self.values["coupons"].setToolTip(self.tr(
            "Coupons: worth {value} each in a Purchase; they cannot repay Debt.").format(
                value=yen(game.components.coupon_value)))
        self.income.setToolTip(self.tr("Income received at the end of each round."))

    def retranslate(self) -> None:
        for key, text in (("loan", self.tr("Loan")),
                          ("debt", self.tr("Debt") if self.brief else self.tr("Debt this round")),
                          ("yen", self.tr("Yen")), ("coupons", self.tr("Coupons"))):
            self.captions[key].setText(text)
        self.income_caption.setText(self.tr("Income per round (円)"))
        self._key_text()
        self._fold_tip()
        if self._game is not None:
            self.show_game(self._game)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._game is not None and self._game.state.players[self.index].coupons:
            painter = QPainter(self)
            label = self.values["coupons"]
            at = label.mapTo(self, label.rect().topLeft())
            text_w = label.fontMetrics().horizontalAdvance(label.text())
            coupon_symbol(painter, QRectF(at.x() + text_w + 6, at.y() + label.height() / 2 - 5, 16, 10))


def _scaled(base: QFont, scale: float, bold: bool = False) -> QFont:
    f = QFont(base)
    f.setPointSizeF(base.pointSizeF() * scale)
    f.setBold(bold)
    return f


class LedgersColumn(QWidget):
    """The Player Ledgers of the game, one under the other. On a small screen they are brief and one
    at a time opens whole; the Ledger just opened, and the buyer's when the front of the queue moves,
    are asked into sight (`in_sight`: the scroll area holding the column scrolls to it)."""

    in_sight = Signal(QWidget)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._buyer: int | None = None
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(8)
        self.ledgers: list[PlayerLedger] = []
        self.compact = False
        self.column.addStretch(1)

    def set_compact(self, compact: bool) -> None:
        """Brief Ledgers (a small screen), each opened by a click; or whole ones."""
        self.compact = compact
        for ledger in self.ledgers:
            ledger.set_compact(compact)

    def rebuild(self, game: Game, keys: dict[int, tuple[str, str]]) -> None:
        """New players (a new or opened game): one Ledger each."""
        for ledger in self.ledgers:
            ledger.setParent(None)
            ledger.deleteLater()
        self.ledgers = []
        for p in game.state.players:
            ledger = PlayerLedger(p.index, self)
            ledger.set_compact(self.compact)
            ledger.set_keys(keys.get(p.index) if p.kind == "human" else None)
            ledger.toggled.connect(self._toggled)
            self.column.insertWidget(p.index, ledger)
            self.ledgers.append(ledger)
        self._buyer = None
        self.show_game(game)

    def _toggled(self, opened: bool) -> None:
        ledger = self.sender()
        if not opened or not isinstance(ledger, PlayerLedger):
            return
        for other in self.ledgers:  # two whole Ledgers would not fit a laptop's column
            if other is not ledger:
                other.set_opened(False)
        self.in_sight.emit(ledger)

    def set_keys(self, game: Game, keys: dict[int, tuple[str, str]]) -> None:
        for ledger in self.ledgers:
            human = game.state.players[ledger.index].kind == "human"
            ledger.set_keys(keys.get(ledger.index) if human else None)

    def show_game(self, game: Game) -> None:
        for ledger in self.ledgers:
            ledger.show_game(game)
        s = game.state
        buyer = s.queue[0] if s.phase == "purchase" and s.purchasing_open and s.queue else None
        if buyer != self._buyer:
            self._buyer = buyer
            if buyer is not None and buyer < len(self.ledgers):
                self.in_sight.emit(self.ledgers[buyer])
