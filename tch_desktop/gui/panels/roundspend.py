"""The Round Spend board: the spend marker against the Purchase Limit, and the queue of Seals.

The queue is the heart of the real-time phase: Seals in order, the front one
ringed (the ring empties as its player's grace time runs), with the countdown
when its player takes too long to declare a Purchase. When the Purchase Limit is reached a banner says so until Income.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QWidget

from tch_desktop.engine import Game
from tch_desktop.engine.components import new_game_components
from tch_desktop.gui.panels.emblems import paint_seal
from tch_desktop.gui.plain import plain_label
from tch_desktop.gui.style.table import ACCENT, GOLD, INK, INK_SOFT, PAPER_DARK, RULE, Card
from tch_desktop.i18n.languages import yen

MARKER = QColor("#8a5a2b")  # the wooden Round Spend marker
GRACE_REDRAW_MS = 100  # how often the grace ring is drawn again while it empties


class SpendTrack(QWidget):
    """Cells of one Coupon's worth from 0 to the Purchase Limit, the marker on the spend so far."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        c = new_game_components()  # before a game: the set and table size a new game starts with
        self.spend, self.limit, self.step = 0, c.purchase_limit[min(c.purchase_limit)], c.coupon_value
        self.setFixedHeight(40)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(320, 40)

    def set_spend(self, spend: int, limit: int, step: int) -> None:
        self.spend, self.limit, self.step = spend, limit, step
        self.update()

    def scale_labels(self, left: float, right: float, top: float,
                     metrics: QFontMetricsF) -> list[tuple[int, QRectF]]:
        """The amounts written under the board and where: every 1,500 or 3,000円 (more apart if
        the board is narrow), the limit always, and none running into another."""
        widest = metrics.horizontalAdvance(yen(self.limit)) + 8
        every = 3000 if self.limit > 9000 else 1500
        while (right - left) * every / self.limit < widest and every < self.limit:
            every *= 2
        out: list[tuple[int, QRectF]] = []
        for v in [*range(0, self.limit, every), self.limit]:
            x = left + (right - left) * v / self.limit
            box = QRectF(x - widest / 2, top, widest, metrics.height() + 2)
            if box.right() > self.width():
                box.moveRight(self.width())
            if v == self.limit:
                out = [(w, b) for w, b in out if b.right() <= box.left()]  # the limit's own label wins
            out.append((v, box))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cells = max(1, self.limit // self.step)
        left, right = 8.0, self.width() - 30.0  # room for the limit's label
        w = (right - left) / cells
        y, h = 6.0, 14.0
        for i in range(cells):
            filled = (i + 1) * self.step <= self.spend
            painter.setPen(QPen(RULE.darker(120), 0.8))
            painter.setBrush(GOLD.lighter(140) if filled else PAPER_DARK)
            painter.drawRect(QRectF(left + i * w, y, w, h))
        painter.setPen(QPen(ACCENT, 2.5))  # the Purchase Limit
        painter.drawLine(int(right), int(y - 4), int(right), int(y + h + 4))
        small = QFont(self.font())
        small.setPointSizeF(self.font().pointSizeF() * 0.78)
        painter.setFont(small)
        for v, box in self.scale_labels(left, right, y + h + 2, QFontMetricsF(small)):
            painter.setPen(INK_SOFT if v < self.limit else ACCENT)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, yen(v))
        frac = min(self.spend, self.limit) / self.limit
        mx = left + (right - left) * frac
        painter.setPen(QPen(MARKER.darker(140), 1.2))
        painter.setBrush(MARKER)
        painter.drawEllipse(QRectF(mx - 7, y - 2, 14, h + 4))


class QueueView(QWidget):
    """The Seals in the queue, front first; the countdown is drawn on the front Seal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seals: list[tuple[str, str, str]] = []  # seal, pen, name
        self.count: int | None = None
        self.grace: float | None = None  # the share of the front player's grace time left
        self.empty_text = ""
        self.setMinimumHeight(74)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(320, 74)

    def set_queue(self, seals: list[tuple[str, str, str]], empty_text: str) -> None:
        self.seals, self.empty_text = seals, empty_text
        if not seals:
            self.count = None
        self.update()

    def set_count(self, seconds: int | None) -> None:
        self.count = seconds
        self.update()

    def set_grace(self, left: float | None) -> None:
        if left != self.grace:
            self.grace = left
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.seals:
            painter.setPen(INK_SOFT)
            painter.drawText(self.rect().adjusted(4, 0, -4, 0),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            return
        slot = min(78.0, self.width() / max(len(self.seals), 4))
        fm = self.fontMetrics()
        for i, (seal, pen, name) in enumerate(self.seals):
            d = 46.0 if i == 0 else 36.0
            cx = i * slot + slot / 2
            rect = QRectF(cx - d / 2, 4 + (46 - d) / 2, d, d)
            if i == 0:
                ring = rect.adjusted(-4, -4, 4, 4)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                if self.grace is not None and self.count is None:
                    # The grace time left: the ring empties clockwise from the top.
                    painter.setPen(QPen(RULE, 3))
                    painter.drawEllipse(ring)
                    painter.setPen(QPen(ACCENT, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                    painter.drawArc(ring, 90 * 16, -round(self.grace * 360 * 16))
                else:
                    painter.setPen(QPen(ACCENT, 3))
                    painter.drawEllipse(ring)
            paint_seal(painter, rect, seal, pen)
            painter.setPen(INK)
            f = QFont(self.font())
            f.setBold(i == 0)
            painter.setFont(f)
            text = fm.elidedText(name, Qt.TextElideMode.ElideRight, int(slot) - 4)
            painter.drawText(QRectF(cx - slot / 2, 54, slot, 18), Qt.AlignmentFlag.AlignCenter, text)
            if i == 0 and self.count is not None:
                badge = QRectF(rect.right() - 8, rect.top() - 6, 24, 24)
                painter.setPen(QPen(QColor("white"), 2))
                painter.setBrush(ACCENT)
                painter.drawEllipse(badge)
                bf = QFont(self.font())
                bf.setBold(True)
                bf.setPointSizeF(self.font().pointSizeF() * 1.1)
                painter.setFont(bf)
                painter.setPen(QColor("white"))
                painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))


class RoundSpendCard(Card):
    """The Round Spend board card: spend, limit, queue, countdown, banner and the Barter button."""

    barter_requested = Signal(list)  # the parties (player indices) who want to Barter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = QLabel(self)
        self.body.addWidget(self.caption)
        self.track = SpendTrack(self)
        self.body.addWidget(self.track)
        self.queue_caption = QLabel(self)
        self.queue_caption.setProperty("soft", True)
        self.body.addWidget(self.queue_caption)
        self.queue = QueueView(self)
        self.body.addWidget(self.queue)
        self.notice = plain_label(self)  # names a player
        self.notice.setWordWrap(True)
        self.body.addWidget(self.notice)
        self.banner = plain_label(self)
        self.banner.setObjectName("LimitBanner")
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet(f"background: {ACCENT.name()}; color: white; border-radius: 6px;"
                                  " padding: 6px; font-weight: bold;")
        self.banner.hide()
        self.body.addWidget(self.banner)
        row = QHBoxLayout()
        row.addStretch(1)
        self.barter_button = QPushButton(self)
        self.barter_button.setObjectName("BarterButton")
        self.barter_button.clicked.connect(self._barter_clicked)
        row.addWidget(self.barter_button)
        self.body.addLayout(row)
        self._game: Game | None = None
        self._count: tuple[int, int] | None = None  # player, seconds left
        self._waiting: int | None = None  # the front player of a game just opened, before the clock runs
        self._placing = False  # the front player chose a Purchase and places it on the Map
        # The front player's grace time, read from the countdown while it runs (`follow_grace`).
        self.grace_left: Callable[[], float | None] = lambda: None
        self._grace_timer = QTimer(self)
        self._grace_timer.setInterval(GRACE_REDRAW_MS)
        self._grace_timer.timeout.connect(self._grace_moved)
        self.retranslate()

    # ------------------------------------------------------------ state
    def show_game(self, game: Game) -> None:
        self._game = game
        s, c = game.state, game.components
        self.track.set_spend(s.spend, s.limit, c.coupon_value)
        self.caption.setText(self.tr("Spent {spend} of the Purchase Limit {limit}").format(
            spend=yen(s.spend), limit=yen(s.limit)))
        seals = [(s.players[i].seal, s.players[i].pen, s.players[i].name) for i in s.queue]
        self.queue.set_queue(seals, self._empty_text(game))
        if not s.queue or (self._count is not None and s.queue[0] != self._count[0]):
            self.set_countdown(None, None)
        elif self._count is None:
            self.notice.setText(self._front_text())  # whoever is at the front now (after an undo too)
        closed = s.phase == "purchase" and not s.purchasing_open
        self.banner.setVisible(closed)
        self._barter_state()

    def _empty_text(self, game: Game) -> str:
        s = game.state
        if s.phase == "over":
            return self.tr("The game is over.")
        if s.phase != "purchase":
            return self.tr("The queue is set at the start of Purchase/Barter.")
        if not s.purchasing_open:
            return self.tr("No more Purchases this round.")
        people = [p for p in s.players if p.kind != "bot"]
        if people and all(p.passed for p in people):
            return self.tr("Everyone at the table has passed: the bots finish the round.")
        return self.tr("The queue is empty: press your queue key to place your Seal.")

    def set_countdown(self, player: int | None, seconds: int | None) -> None:
        """Show the countdown on the front Seal (None hides it)."""
        self._count = None if player is None or seconds is None else (player, seconds)
        self.queue.set_count(seconds if self._count else None)
        self._grace_moved()  # counting or stopped: no grace time runs
        if self._count is not None and self._game is not None:
            name = self._game.state.players[self._count[0]].name
            self.notice.setText(self.tr("{player}: declare a Purchase now, or forfeit in {n} s.").format(
                player=name, n=seconds))
            self.notice.setStyleSheet(f"color: {ACCENT.name()}; font-weight: bold;")
        else:
            self.notice.setText(self._front_text())
            self.notice.setStyleSheet(f"color: {INK.name()};")

    def follow_grace(self, _player: int) -> None:
        """The front player's grace time has begun: the ring round their Seal shows what is left."""
        self._waiting = None
        self.notice.setText(self._front_text())
        self._grace_moved()
        self._grace_timer.start()

    def _grace_moved(self) -> None:
        left = self.grace_left()
        self.queue.set_grace(left)
        if left is None:
            self._grace_timer.stop()

    def set_placing(self, placing: bool) -> None:
        """The front player chose a Purchase and now places it on the Map (or gave that up)."""
        self._placing = placing
        if self._count is None:
            self.notice.setText(self._front_text())

    def show_waiting(self, player: int) -> None:
        """A game just opened: the front player's clock waits for the table."""
        self._waiting = player
        self.notice.setText(self._front_text())

    def _front_text(self) -> str:
        g = self._game
        if g is None or g.state.phase != "purchase" or not g.state.queue:
            return ""
        front = g.state.players[g.state.queue[0]]
        if self._waiting == front.index and front.kind != "bot":
            return self.tr("{player} is at the front. The clock starts at the first key or click.").format(
                player=front.name)
        if front.kind == "bot":
            return self.tr("{player} is at the front and is choosing a Purchase.").format(player=front.name)
        if self._placing:
            return self.tr("{player} is placing a Purchase on the Map.").format(player=front.name)
        return self.tr("{player} is at the front: choose a Purchase in the Purchase panel.").format(
            player=front.name)

    def barter_groups(self) -> list[list[int]]:
        """Groups of two or more players who could open a Barter together now."""
        g = self._game
        if g is None or g.state.phase != "purchase" or not g.state.purchasing_open:
            return []
        free = [p.index for p in g.state.players if "barter_open" in g.legal_action_types(p.index)]
        return [list(combo) for n in range(2, len(free) + 1) for combo in itertools.combinations(free, n)]

    def _barter_state(self) -> None:
        groups = self.barter_groups()
        self.barter_button.setEnabled(bool(groups))
        if groups:
            tip = self.tr("Open the barter table for players whose Seals are out of the queue.")
        else:
            tip = self.tr("Bartering needs two players whose Seals are out of the queue and who have not "
                          "passed, while Purchases are still open.")
        self.barter_button.setToolTip(tip)

    def _barter_clicked(self) -> None:
        groups = self.barter_groups()
        if len(groups) == 1:
            self.barter_requested.emit(groups[0])
            return
        if not groups or self._game is None:
            return
        names = [p.name for p in self._game.state.players]
        menu = QMenu(self)
        for group in groups:
            action = menu.addAction(" + ".join(names[i] for i in group))
            action.triggered.connect(lambda _=False, g=group: self.barter_requested.emit(g))
        menu.exec(self.barter_button.mapToGlobal(self.barter_button.rect().bottomLeft()))

    def retranslate(self) -> None:
        self.set_title(self.tr("Round Spend board"))
        self.queue_caption.setText(self.tr("Purchase queue (front first)"))
        self.banner.setText(self.tr("Purchase Limit reached! No more Purchases this round. "
                                    "Open Barters may finish, then Income."))
        self.barter_button.setText(self.tr("Barter…"))
        self.track.setToolTip(self.tr("The Round Spend marker: every Purchase moves it by its price "
                                      "(Yen and Coupons; a Graveyard never moves it). Reaching the "
                                      "Purchase Limit ends Purchasing for the round."))
        self.queue.setToolTip(self.tr("Seals in the queue. The Seal at the front may make one Purchase."))
        if self._game is not None:
            self.show_game(self._game)
        if self._count is not None:
            self.set_countdown(*self._count)
        else:
            self.set_countdown(None, None)
