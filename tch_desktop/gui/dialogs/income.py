"""The Income phase on screen, Parcel by Parcel.

    IncomeDialog(game, game.state.last_income, window).exec()

Each Parcel in turn: its Buildings' Bonus dice tumble and settle (side-B fixed
incomes are shown as cards), then its Attraction Income and Graveyard
Deduction, then every Hotel's Franchise + Attraction − Graveyard with the
100円 floor and the cap when they apply. Last, each player's total and the
Coupons handed out. Space (or the button) skips the animation. The dialog only
shows the engine's `IncomeReport`; it computes no rule.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tch_desktop.engine import Game
from tch_desktop.engine.reports import HotelIncome, IncomeReport
from tch_desktop.engine.state import Hotel
from tch_desktop.gui.dialogs.common import GameDialog, card, label, pen_css, primary
from tch_desktop.gui.dialogs.dice import DieWidget
from tch_desktop.gui.dialogs.income_sections import DieLine, ParcelSection, sections
from tch_desktop.gui.dialogs.seals import SealBadge
from tch_desktop.gui.style import theme
from tch_desktop.i18n import texts
from tch_desktop.i18n.languages import yen


class Swatch(QWidget):
    """A capsule's colour as a small rounded chip."""

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.setFixedSize(QSize(22, 12))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#3d3426"), 1))
        p.setBrush(theme.capsule_color(self.colour) if self.colour else QColor("#cccccc"))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
        p.end()


class ParcelCard(QFrame):
    """One Parcel's dice, Attraction Income, Graveyard Deduction and Hotels."""

    def __init__(self, game: Game, section: ParcelSection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        self.game, self.section = game, section
        players = game.state.players
        owner = players[section.owner] if 0 <= section.owner < len(players) else None
        self.heading = label("heading")
        self.owner = label()
        if owner is not None:
            self.owner.setText(owner.name)
            self.owner.setStyleSheet(f"color: {pen_css(owner.pen)}; font-weight: 600;")
        head = QHBoxLayout()
        if owner is not None:
            head.addWidget(SealBadge(owner.seal, owner.pen, 26))
        head.addWidget(self.heading)
        head.addWidget(self.owner)
        head.addStretch(1)

        self.dice: list[DieWidget] = []
        self.captions: list[tuple[DieLine, QLabel, QLabel]] = []
        dice_row = QHBoxLayout()
        dice_row.setSpacing(18)
        for line in section.dice:
            kind = game.components.buildings.get(line.kind)
            die = DieWidget(kind.faces if kind else (), 60, line.yen if line.fixed else None)
            name, result = label("heading"), label("muted", wrap=True)
            name.setWordWrap(True)
            result.setVisible(False)
            words = QVBoxLayout()
            words.setSpacing(2)
            words.addWidget(name)
            words.addWidget(result)
            words.addStretch(1)
            chip = QHBoxLayout()
            chip.addWidget(die, 0, Qt.AlignmentFlag.AlignTop)
            chip.addLayout(words)
            dice_row.addLayout(chip)
            self.dice.append(die)
            self.captions.append((line, name, result))
        dice_row.addStretch(1)

        self.summary = QWidget()
        sl = QVBoxLayout(self.summary)
        sl.setContentsMargins(0, 0, 0, 0)
        self.park = label("ok", wrap=True)
        self.attraction = label(wrap=True)
        self.graveyard = label(wrap=True)
        for lab in (self.park, self.attraction, self.graveyard):
            sl.addWidget(lab)
        self.park.setVisible(bool(section.park_bonus))
        self.hotels = QGridLayout()
        self.hotels.setHorizontalSpacing(14)
        self.hotels.setVerticalSpacing(4)
        self.heads = [label("muted") for _ in range(6)]
        for col, caption in enumerate(self.heads):
            self.hotels.addWidget(caption, 0, col + 1 if col else 0, 1, 2 if col == 0 else 1)
            if col >= 2:
                caption.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.rows: list[tuple[HotelIncome, list[QLabel]]] = []
        for r, hotel_income in enumerate(section.hotels, start=1):
            self._hotel_row(r, hotel_income)
        for caption in self.heads:  # no Hotels here: no empty table heading either
            caption.setVisible(bool(section.hotels))
        self.hotels.setColumnStretch(7, 1)
        sl.addLayout(self.hotels)
        self.summary.setVisible(False)

        box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 12)
        box.addLayout(head)
        if section.dice:
            box.addLayout(dice_row)
        box.addWidget(self.summary)

    def _hotel_row(self, r: int, h: HotelIncome) -> None:
        hotel = self.game.state.structures.get(h.hotel)
        colour = hotel.color if isinstance(hotel, Hotel) else ""
        count = hotel.count if isinstance(hotel, Hotel) else 0
        players = self.game.state.players
        who = players[h.owner] if 0 <= h.owner < len(players) else None
        # The swatch, then: hotel, owner, franchise, attraction, graveyard, income, notes.
        cells = [label(), label(), label(), label(), label(), label("heading"), label("muted", wrap=True)]
        cells[0].setText(f"{h.hotel} · {texts.capsules_text(count, colour)}" if colour else h.hotel)
        if who is not None:
            cells[1].setText(who.name)
            cells[1].setStyleSheet(f"color: {pen_css(who.pen)}; font-weight: 600;")
        cells[2].setText(yen(h.franchise))
        cells[3].setText("+ " + yen(h.attraction))
        cells[4].setText("− " + yen(h.graveyard))
        cells[5].setText("= " + yen(h.income))
        self.hotels.addWidget(Swatch(colour), r, 0)
        for i, cell in enumerate(cells, start=1):
            self.hotels.addWidget(cell, r, i)
            if 3 <= i <= 6:
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.rows.append((h, cells))

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        s, c = self.section, self.game.components
        self.heading.setText(self.tr("Parcel {id}").format(id=s.parcel))
        for line, name, result in self.captions:
            name.setText(self.tr("{building} {id}").format(
                building=texts.building_name(line.kind, line.side), id=line.building))
            result.setText(self._result_text(line))
        self.park.setText(self.tr("+ {amount} from the Park next door (side B)").format(
            amount=yen(s.park_bonus)))
        self.attraction.setText(self.tr("Attraction Income for every Hotel here: {amount}").format(
            amount=yen(s.attraction)))
        self.graveyard.setText(self._graveyard_text())
        heads = [self.tr("Hotel"), self.tr("Owner"), self.tr("Franchise"), self.tr("Attraction"),
                 self.tr("Graveyard"), self.tr("Income")]
        for caption, text in zip(self.heads, heads, strict=True):
            caption.setText(text)
        for h, cells in self.rows:
            notes = []
            if h.floored > h.raw:
                notes.append(self.tr("raised to the minimum of {floor}").format(floor=yen(h.floored)))
            if h.income < h.floored:
                per = c.income_cap_per_capsule
                notes.append(self.tr("capped at {cap} ({per} × %n Capsule(s))", "", h.cap // per if per else 0).format(
                    cap=yen(h.cap), per=yen(per)))
            cells[6].setText("; ".join(notes))
            cells[6].setVisible(bool(notes))

    def _result_text(self, line: DieLine) -> str:
        players = self.game.state.players
        bits: list[str] = []
        if line.fixed:
            bits.append(self.tr("{amount}, fixed (side B)").format(amount=yen(line.yen)))
            if line.ignores_graveyards:
                bits.append(self.tr("Graveyards do not count"))
            return "\n".join(bits)
        if line.yen:
            bits.append(yen(line.yen))
        if line.coupons:
            name = players[line.owner].name if 0 <= line.owner < len(players) else "?"
            bits.append(self.tr("%n Coupon(s) for {name}", "", line.coupons).format(name=name))
        if line.no_graveyard:
            bits.append(self.tr("No-Graveyard face"))
        return "\n".join(bits) or yen(0)

    def _graveyard_text(self) -> str:
        s = self.section
        if not s.graveyards:
            return self.tr("No Graveyards in this Parcel.")
        by = s.cancelled_by
        if by is not None:
            if by.no_graveyard:
                return self.tr("No Graveyard Deduction this round: the {building} rolled the "
                               "No-Graveyard face.").format(building=texts.building_name(by.kind, by.side))
            return self.tr("No Graveyard Deduction: the {building} (side B) cancels it.").format(
                building=texts.building_name(by.kind, by.side))
        each = yen(self.game.components.graveyard_deduction)
        return self.tr("Graveyard Deduction: − {amount} (%n Graveyard(s) × {each})", "", s.graveyards).format(
            amount=yen(s.deduction), each=each)

    # ------------------------------------------------------------ steps
    def roll(self, index: int, duration_ms: int) -> None:
        line, _name, result = self.captions[index]
        if line.face is not None:
            self.dice[index].roll(line.face, duration_ms)
        result.setVisible(True)

    def settle(self) -> None:
        """Every die shows its rolled face, every caption its result."""
        for (line, _name, result), die in zip(self.captions, self.dice, strict=True):
            result.setVisible(True)
            if line.face is not None:
                die.final = line.face
                die.settle()

    def show_summary(self) -> None:
        self.settle()
        self.summary.setVisible(True)


class IncomeDialog(GameDialog):
    """Shows one Income phase from the engine's report (never recomputing it)."""

    ROLL_MS = 650
    PAUSE_MS = 350

    def __init__(self, game: Game, report: IncomeReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.report = game, report
        self.setModal(True)
        self.title = label("title")
        self.formula = label("muted", wrap=True)
        self.cards = [ParcelCard(game, sec) for sec in sections(game, report)]
        self.empty = label("muted", wrap=True)
        self.totals = card()
        self.totals_title = label("heading")
        grid = QGridLayout(self.totals)
        grid.setContentsMargins(14, 10, 14, 12)
        grid.setHorizontalSpacing(16)
        grid.addWidget(self.totals_title, 0, 0, 1, 4)
        self.total_labels: dict[int, tuple[QLabel, QLabel]] = {}
        for row, p in enumerate(game.state.players, start=1):
            name = label("heading")
            name.setText(p.name)
            name.setStyleSheet(f"color: {pen_css(p.pen)};")
            amount, coupons = label("big"), label("ok")
            amount.setText("+ " + yen(report.totals.get(p.index, 0)))
            amount.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(SealBadge(p.seal, p.pen, 30), row, 0)
            grid.addWidget(name, row, 1)
            grid.addWidget(amount, row, 2)
            grid.addWidget(coupons, row, 3)
            self.total_labels[p.index] = (amount, coupons)
        grid.setColumnStretch(4, 1)
        self.totals.setVisible(False)

        inner = QWidget()
        inner.setObjectName("page")
        col = QVBoxLayout(inner)
        col.setSpacing(10)
        for c in self.cards:
            c.setVisible(False)
            col.addWidget(c)
        col.addWidget(self.empty)
        self.empty.setVisible(not self.cards)
        col.addWidget(self.totals)
        col.addStretch(1)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setWidget(inner)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)

        self.skip_button = QPushButton()
        self.continue_button = primary(QPushButton())
        self.skip_button.clicked.connect(self.skip)
        self.continue_button.clicked.connect(self.accept)
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.skip)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.skip_button)
        buttons.addWidget(self.continue_button)
        root = QVBoxLayout(self)
        root.setContentsMargins(20, 16, 20, 16)
        root.addWidget(self.title)
        root.addWidget(self.formula)
        root.addWidget(self.scroller, 1)
        root.addLayout(buttons)
        self.resize(940, 700)

        self._steps: list[tuple[Callable[[], None], int]] = []
        for c in self.cards:
            self._steps.append((partial(self._reveal, c), self.PAUSE_MS))
            for i, line in enumerate(c.section.dice):
                wait = self.ROLL_MS + self.PAUSE_MS if not line.fixed else self.PAUSE_MS
                self._steps.append((partial(c.roll, i, self.ROLL_MS), wait))
            self._steps.append((c.show_summary, self.PAUSE_MS * 2))
        self._steps.append((self._show_totals, 0))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next_step)
        self.retranslate()
        self.skip_button.setFocus()
        QTimer.singleShot(250, self._next_step)

    def _align_columns(self) -> None:
        """The Hotel tables of every Parcel card share their column widths, so the amounts line up."""
        widths: dict[int, int] = {}
        for pc in self.cards:
            for col, head in enumerate(pc.heads[1:], start=2):
                widths[col] = max(widths.get(col, 0), head.sizeHint().width())
            for _h, cells in pc.rows:  # grid column 0 is the swatch; the cells start at 1
                for col, cell in enumerate(cells[:6], start=1):
                    widths[col] = max(widths.get(col, 0), cell.sizeHint().width())
        for pc in self.cards:
            for col, width in widths.items():
                pc.hotels.setColumnMinimumWidth(col, width)

    @property
    def all_shown(self) -> bool:
        return not self._steps

    def skip(self) -> None:
        """Show everything at once."""
        self._timer.stop()
        while self._steps:
            step, _wait = self._steps.pop(0)
            step()
        for c in self.cards:
            c.show_summary()

    def _next_step(self) -> None:
        if not self._steps:
            return
        step, wait = self._steps.pop(0)
        step()
        if self._steps:
            self._timer.start(wait)

    def _reveal(self, c: ParcelCard) -> None:
        c.setVisible(True)
        QTimer.singleShot(0, self, lambda: self.bring_into_sight(c, 40))

    def _show_totals(self) -> None:
        self.totals.setVisible(True)
        self.skip_button.setEnabled(False)
        self.continue_button.setDefault(True)
        self.continue_button.setFocus()
        QTimer.singleShot(0, self, lambda: self.bring_into_sight(self.totals, 20))

    def bring_into_sight(self, widget: QWidget, margin: int) -> None:
        """Scroll to `widget` once laid out: whole if it fits, else from its top (a Parcel taller than
        the dialog was centred, its heading scrolled away while its dice rolled)."""
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # its size, now shown
        inner = self.scroller.widget()
        if inner is None or not inner.isAncestorOf(widget):
            return
        if widget.height() + 2 * margin <= self.scroller.viewport().height():
            self.scroller.ensureWidgetVisible(widget, 0, margin)
            return
        top = widget.mapTo(inner, QPoint(0, 0)).y()
        self.scroller.verticalScrollBar().setValue(max(0, top - margin // 2))

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        c = self.game.components
        self.setWindowTitle(self.tr("Income"))
        self.title.setText(self.tr("Income, round {n}").format(n=self.report.round))
        self.formula.setText(self.tr(
            "Each Hotel earns Franchise Income + Attraction Income − Graveyard Deduction: at least "
            "{floor}, at most {cap} per Capsule.").format(floor=yen(c.income_floor),
                                                          cap=yen(c.income_cap_per_capsule)))
        self.empty.setText(self.tr("There are no Hotels or Buildings on the Map yet: nobody earns "
                                   "Income this round."))
        for pc in self.cards:
            pc.retranslate()
        self._align_columns()
        self.totals_title.setText(self.tr("Income this round"))
        for p, (_amount, coupons) in self.total_labels.items():
            n = self.report.coupons.get(p, 0)
            coupons.setText(self.tr("+ %n Coupon(s)", "", n) if n else "")
        self.skip_button.setText(self.tr("Skip (Space)"))
        self.continue_button.setText(self.tr("Continue"))
