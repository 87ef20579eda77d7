"""The end of the game: why it ended, who won, everyone's Yen, Debt and net, and the chart.

    end = EndScreen(game, window)
    end.play_again.connect(window.new_game)
    end.save_requested.connect(window.save_as)
    end.exec()
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tch_desktop.engine import Game
from tch_desktop.gui.dialogs.chart import NetChart, Series
from tch_desktop.gui.dialogs.common import BAD, GOOD, GameDialog, card, label, pen_css, primary
from tch_desktop.gui.dialogs.seals import SealBadge
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.texts import names_text


def ranks(values: list[int]) -> list[int]:
    """Competition ranks, highest first; equal values share a rank (1, 1, 3)."""
    return [1 + sum(1 for w in values if w > v) for v in values]


class EndScreen(GameDialog):
    """The final standings of a finished game."""

    play_again = Signal()
    save_requested = Signal()

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        s = game.state
        self.net = list(s.net) if s.net else [p.yen - s.debt(p.index) for p in s.players]
        self.title = label("title")
        self.reason = label("muted", wrap=True)

        self.banner = card()
        self.winner_text = label("big", wrap=True)
        bl = QHBoxLayout(self.banner)
        bl.setContentsMargins(16, 10, 16, 10)
        for w in s.winners:
            p = s.players[w]
            bl.addWidget(SealBadge(p.seal, p.pen, 56))
        bl.addWidget(self.winner_text, 1)

        self.table = card()
        grid = QGridLayout(self.table)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setHorizontalSpacing(18)
        self.heads = [label("muted") for _ in range(4)]
        for col, h in enumerate(self.heads):
            grid.addWidget(h, 0, col + 2)
            if col:
                h.setAlignment(Qt.AlignmentFlag.AlignRight)
        order = sorted(range(len(s.players)), key=lambda i: -self.net[i])
        rank_of = ranks(self.net)
        self.rows: dict[int, list[QWidget]] = {}
        for row, i in enumerate(order, start=1):
            p = s.players[i]
            rank, name, money, debt, net = (label("heading"), label("heading"), label(), label(),
                                            label("heading"))
            rank.setText(f"{rank_of[i]}.")
            name.setText(p.name)
            name.setStyleSheet(f"color: {pen_css(p.pen)};")
            money.setText(yen(p.yen))
            debt.setText(yen(s.debt(i)))
            net.setText(yen(self.net[i]))
            net.setStyleSheet(f"color: {(GOOD if self.net[i] >= 0 else BAD).name()};")
            cells: list[QWidget] = [rank, SealBadge(p.seal, p.pen, 30), name, money, debt, net]
            for col, cell in enumerate(cells):
                grid.addWidget(cell, row, col)
            for right in (money, debt, net):
                right.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.rows[i] = cells
        grid.setColumnStretch(2, 1)

        self.chart_title = label("heading")
        self.chart = NetChart()
        self.chart.setMinimumSize(QSize(420, 170))  # room for the buttons on a 720-pixel screen
        self.chart.set_series(self._series(), max(game.components.rounds, s.round))

        self.save_button = QPushButton()
        self.again_button = primary(QPushButton())
        self.close_button = QPushButton()
        self.save_button.clicked.connect(self.save_requested.emit)
        self.again_button.clicked.connect(self._again)
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.again_button)

        root = QVBoxLayout(self)
        root.setContentsMargins(20, 16, 20, 16)
        root.setSpacing(10)
        root.addWidget(self.title)
        root.addWidget(self.reason)
        root.addWidget(self.banner)
        root.addWidget(self.table)
        root.addWidget(self.chart_title)
        root.addWidget(self.chart, 1)
        root.addLayout(buttons)
        self.resize(860, 820)
        self.retranslate()
        self.again_button.setFocus()

    def _series(self) -> list[Series]:
        s = self.game.state
        out = []
        for i, p in enumerate(s.players):
            points = [(r, v) for r, v in enumerate(p.net_history, start=1)]
            final = None
            if not points or points[-1] != (s.round, self.net[i]):
                final = (s.round, self.net[i])
            out.append(Series(p.name, p.seal, p.pen, points, final))
        return out

    def _again(self) -> None:
        self.play_again.emit()
        self.accept()

    def _able(self) -> list[int]:
        """Who could repay at the final game-end check (from the engine's events)."""
        for e in reversed(self.game.events):
            if e.code == "end_check":
                return list(e.args.get("able", []))
        return []

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        s = self.game.state
        names = [p.name for p in s.players]
        self.setWindowTitle(self.tr("Game End"))
        self.title.setText(self.tr("Game End"))
        if s.end_reason == "repaid":
            able = [names[i] for i in self._able()]
            self.reason.setText(self.tr(
                "In the Loans phase of round {round}, {players} had enough Yen to repay their whole "
                "Debt: the game ends there.", "", len(able)).format(round=s.round, players=names_text(able) or "?"))
        else:
            self.reason.setText(self.tr(
                "Round {round} is over and nobody could repay their whole Debt: the game ends. The "
                "player with the highest net (Yen − Debt) wins.").format(round=s.round))
        winners = [names[i] for i in s.winners]
        self.winner_text.setText(self.tr("{names} share the victory!", "", len(winners)).format(
            names=names_text(winners)))
        for h, text in zip(self.heads, (self.tr("Player"), self.tr("Yen"), self.tr("Debt"),
                                         self.tr("Net (Yen − Debt)")), strict=True):
            h.setText(text)
        self.chart_title.setText(self.tr("Net position (Yen − Debt) after each round's Income"))
        self.chart.axis_title = self.tr("Round")
        self.chart.end_label = self.tr("at the end of the game")
        self.chart.update()
        self.save_button.setText(self.tr("Save the game record…"))
        self.close_button.setText(self.tr("Close"))
        self.again_button.setText(self.tr("Play again"))
