"""The table's layout: the Map in the middle, the boards and ledgers around it.

Left, the Player Ledgers; above the Map, the round track and the phases;
below it, the Franchise Income board and the Game Ledger; right, the Round
Spend board with the queue and the shop. On a small window the Franchise
board and the Game Ledger fold into tabs under the Player Ledgers, so the Map
keeps its height. `MainWindow` (mainwindow.py) wires these to the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QMainWindow,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's own bound on a widget's size (not exported by PySide6)

from tch_desktop.gui.dialogs.common import fit_to_screen
from tch_desktop.gui.style.table import TABLE, Card

if TYPE_CHECKING:
    from tch_desktop.gui.controller import GameController
    from tch_desktop.gui.map import MapScene, MapView

# The side columns' widths: at least, at most, and the share of the window they take.
LEFT_WIDTH, RIGHT_WIDTH = (270, 320, 0.22), (330, 410, 0.26)
# Under this window size the Franchise Income board and the Game Ledger fold into tabs
# under the Player Ledgers, so the Map keeps its height on a laptop screen.
ROOMY = (1500, 900)
MINIMUM_SIZE = (1120, 620)
# The folded tabs' least height: the Game Ledger's last few lines under four brief Player Ledgers.
FOLDED_LEAST = 150


class FittedScroll(QScrollArea):
    """A scroll area no taller than what it holds once `fitted` (the Player Ledgers on a small
    screen): the boards under it get the rest of the column, and it scrolls only when what it holds
    is taller than the room left."""

    def __init__(self, widget: QWidget) -> None:
        # Imported here, like every use of Qt's namespace on the way to the window's first paint:
        # loading its enums takes some 60 ms, better spent once the window is on the screen (issue 16).
        from PySide6.QtCore import Qt

        super().__init__()
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.fitted = False
        self._sight: QWidget | None = None  # to scroll to once the layout has settled
        widget.installEventFilter(self)

    def bring_into_sight(self, widget: QWidget) -> None:
        """Scroll so that `widget` (inside) is whole in sight, as soon as its new size is laid out."""
        from PySide6.QtCore import QTimer

        if self._sight is None:
            QTimer.singleShot(0, self._bring)
        self._sight = widget

    def _bring(self) -> None:
        from PySide6.QtCore import QCoreApplication

        widget, self._sight = self._sight, None
        held = self.widget()
        if widget is None or held is None or not held.isAncestorOf(widget):
            return
        # Lay out now what the change asked for (the Ledger, the column, this area's range): else the
        # widget is scrolled to where it stood before it grew.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.ensureWidgetVisible(widget, 0, 0)

    def set_fitted(self, fitted: bool) -> None:
        self.fitted = fitted
        self.fit()

    def fit(self) -> None:
        held = self.widget()
        if not self.fitted or held is None:
            self.setMaximumHeight(QWIDGETSIZE_MAX)
            return
        width = self.viewport().width()
        need = held.heightForWidth(width) if held.hasHeightForWidth() else -1
        if need < 0:
            need = held.sizeHint().height()
        self.setMaximumHeight(need + 2 * self.frameWidth())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.fit()  # a Ledger opened, folded or took a line more
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()  # wrapped lines take another height at another width


def _side_width(window_width: int, rule: tuple[int, int, float]) -> int:
    least, most, share = rule
    return int(min(most, max(least, window_width * share)))


class TableSketch(QWidget):
    """The empty table the window shows for the moment its boards are being set out (a quick start).

    Only the table's own colour: no board is drawn where it might not be, so nothing jumps
    when the real table replaces it. Says once when it has been painted."""

    first_painted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Table")
        self.setAutoFillBackground(False)
        self._painted = False

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).fillRect(event.rect(), TABLE)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()


class TableWindow(QMainWindow):
    """The window's widgets, laid out for its size (the game is wired in by `MainWindow`)."""

    controller: GameController
    scene: MapScene
    view: MapView
    roomy: bool | None = None

    def _build(self) -> None:
        from tch_desktop.gui.map import BoardsTray, MapScene, MapView
        from tch_desktop.gui.panels.bigcount import BigCountdown
        from tch_desktop.gui.panels.franchise import FranchiseCard
        from tch_desktop.gui.panels.gamelog import GameLedgerCard
        from tch_desktop.gui.panels.ledgers import LedgersColumn
        from tch_desktop.gui.panels.notices import NoticeBar
        from tch_desktop.gui.panels.roundspend import RoundSpendCard
        from tch_desktop.gui.panels.roundtrack import RoundCard
        from tch_desktop.gui.shop.panel import Shop

        table = QWidget(self)
        table.setObjectName("Table")
        row = QHBoxLayout(table)
        row.setContentsMargins(8, 8, 8, 8)
        row.setSpacing(8)
        self.left = QWidget(table)
        left = QVBoxLayout(self.left)
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(8)
        self.ledgers = LedgersColumn()
        self.ledgers_scroll = FittedScroll(self.ledgers)
        self.ledgers.in_sight.connect(self.ledgers_scroll.bring_into_sight)
        left.addWidget(self.ledgers_scroll, 10)  # on a small screen: all it needs, up to the tabs' least
        self.folded = QTabWidget(self.left)  # the Franchise board and the Game Ledger on a small screen
        self.folded.setObjectName("FoldedBoards")
        self.folded.setDocumentMode(True)
        self.folded.setUsesScrollButtons(True)
        self.folded.setStyleSheet("QTabBar::tab { padding: 4px 7px; }")  # both titles fit a narrow column
        self.folded.setMinimumHeight(FOLDED_LEAST)
        left.addWidget(self.folded, 1)
        row.addWidget(self.left)

        centre = QVBoxLayout()
        centre.setSpacing(8)
        self.round_card = RoundCard(table)
        centre.addWidget(self.round_card)
        self.scene = MapScene(self.controller)
        self.view = MapView(self.scene)
        self.tray = BoardsTray(self.scene)
        map_frame = QFrame(table)
        map_frame.setObjectName("MapFrame")
        map_frame.setStyleSheet("QFrame#MapFrame { border: 1px solid #b7a680; border-radius: 8px;"
                                " background: #24527c; }")
        inner = QVBoxLayout(map_frame)
        inner.setContentsMargins(1, 1, 1, 1)
        inner.setSpacing(0)
        inner.addWidget(self.view, 1)
        inner.addWidget(self.tray)
        centre.addWidget(map_frame, 1)
        self.notices = NoticeBar(self.view, clear_of=(self.view.iso_button, self.view.fit_button))
        self.big_count = BigCountdown(self.view)
        self.bottom = QHBoxLayout()
        self.bottom.setSpacing(8)
        self.franchise = FranchiseCard(table)
        self.game_ledger = GameLedgerCard(table)
        self.holder = QWidget(table)
        self.holder.setLayout(self.bottom)
        self.bottom.setContentsMargins(0, 0, 0, 0)
        self.holder.setFixedHeight(236)
        centre.addWidget(self.holder)
        row.addLayout(centre, 1)

        self.right = QWidget(table)
        right = QVBoxLayout(self.right)
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(8)
        self.round_spend = RoundSpendCard(table)
        right.addWidget(self.round_spend)
        self.shop = Shop(self.controller)
        self.shop.scene = self.scene
        right.addWidget(FittedScroll(self.shop), 1)
        row.addWidget(self.right)
        self.setCentralWidget(table)
        self.roomy = None
        if self.isVisible():  # built after the window was shown (a progressive start): its size is known
            self._arrange(self.width(), self.height())
            layout = self.layout()
            if layout is not None:
                layout.activate()  # the table gets the window's whole room before anything in it shows
            table.show()  # now, not at Qt's next turn: the Map fits the view it really has
        else:
            self._arrange(1280, 720)

    def _arrange(self, width: int, height: int) -> None:
        """Fit the columns to the window: the Map takes what the side columns leave."""
        if not hasattr(self, "left"):
            return  # the table is not built yet (an empty table needs no fitting)
        self.left.setFixedWidth(_side_width(width, LEFT_WIDTH))
        self.right.setFixedWidth(_side_width(width, RIGHT_WIDTH))
        roomy = width >= ROOMY[0] and height >= ROOMY[1]
        if roomy == self.roomy:
            return
        self.roomy = roomy
        if roomy:
            self.folded.clear()
            self.bottom.addWidget(self.franchise, 5)
            self.bottom.addWidget(self.game_ledger, 6)
        else:
            self.folded.addTab(self.game_ledger, "")
            self.folded.addTab(self.franchise, "")
        for card in (self.franchise, self.game_ledger):
            card.title.setVisible(roomy)  # in a tab, the tab says it
            card.show()
        self.holder.setVisible(roomy)
        self.folded.setVisible(not roomy)
        self.ledgers.set_compact(not roomy)  # every player's Yen and Debt in sight on a laptop's screen
        self.ledgers_scroll.set_fitted(not roomy)
        self._tab_titles()

    def _tab_titles(self) -> None:
        for i in range(self.folded.count()):
            card = self.folded.widget(i)
            if isinstance(card, Card):
                self.folded.setTabText(i, card.title_text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange(event.size().width(), event.size().height())
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_screen(self)  # now the frame is known

    def _size_to_screen(self) -> None:
        self.setMinimumSize(*MINIMUM_SIZE)
        screen = self.screen()
        avail = screen.availableGeometry() if screen is not None else None
        if avail is None:
            self.resize(1560, 940)
            return
        frame = self.frameGeometry().size() - self.geometry().size()  # title bar and borders
        room_w, room_h = avail.width() - frame.width(), avail.height() - frame.height()
        # Up to 1600×1000, the whole screen; on a bigger one nine tenths of it, centred (a 1920×1080
        # screen had a 1600×1000 window in its corner and black margins).
        width = room_w if room_w <= 1600 else max(1600, int(room_w * 0.9))
        height = room_h if room_h <= 1000 else max(1000, int(room_h * 0.9))
        self.resize(width, height)
        self.move(avail.left() + (avail.width() - width - frame.width()) // 2,
                  avail.top() + (avail.height() - height - frame.height()) // 2)
