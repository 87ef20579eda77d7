"""One seat of the new-game dialog: who sits there, their name, Seal and pen colour."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QWidget,
)

from tch_desktop.engine.record import LEVELS, PlayerSetup
from tch_desktop.gui.dialogs.common import label, set_role
from tch_desktop.gui.dialogs.seals import SealBadge, seal_icon
from tch_desktop.i18n import texts

NAME_MAX = 40  # the record format's limit


class PenSwatch(QAbstractButton):
    """A round, checkable swatch of one pen colour."""

    def __init__(self, pen: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pen = pen
        self.setCheckable(True)
        self.setFixedSize(28, 28)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:
        return QSize(28, 28)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        if self.isChecked():
            p.setPen(QPen(QColor("#1b1b1b"), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5))
        p.setPen(QPen(QColor(self.pen).darker(150), 1))
        p.setBrush(QColor(self.pen))
        p.drawEllipse(r.adjusted(2, 2, -2, -2))
        if self.hasFocus():
            p.setPen(QPen(QColor("#8f7d5c"), 1, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        p.end()


class SeatCard(QFrame):
    """The choices for one seat; `changed` whenever any of them changes."""

    changed = Signal()

    def __init__(self, index: int, seals: tuple[str, ...], pens: tuple[str, ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        self.index = index
        self.seals = seals
        self.pens = pens
        self.name_is_default = True

        self.badge = SealBadge(seals[index % len(seals)], pens[index % len(pens)], 52)
        self.heading = label("heading")
        self.kind = QComboBox()
        self.kind.addItems(["", ""])
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_MAX)
        self.seal_label = label("muted")
        self.seal = QComboBox()
        for s in seals:
            self.seal.addItem("", s)
        self.pen_label = label("muted")
        self.pen_group = QButtonGroup(self)
        self.pen_group.setExclusive(True)
        pen_row = QHBoxLayout()
        pen_row.setSpacing(2)
        self.swatches: list[PenSwatch] = []
        for i, hex_ in enumerate(pens):
            sw = PenSwatch(hex_)
            self.pen_group.addButton(sw, i)
            self.swatches.append(sw)
            pen_row.addWidget(sw)
        pen_row.addStretch(1)
        self.level_label = label("muted")
        self.level = QComboBox()
        for lv in LEVELS:
            self.level.addItem("", lv)
        self.level.setCurrentIndex(LEVELS.index("normal"))

        grid = QGridLayout(self)
        grid.setContentsMargins(12, 10, 12, 12)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        grid.addWidget(self.badge, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.heading, 0, 1)
        grid.addWidget(self.kind, 0, 2)
        grid.addWidget(self.name, 1, 1, 1, 2)
        grid.addWidget(self.seal_label, 2, 0)
        grid.addWidget(self.seal, 2, 1, 1, 2)
        grid.addWidget(self.pen_label, 3, 0)
        grid.addLayout(pen_row, 3, 1, 1, 2)
        grid.addWidget(self.level_label, 4, 0)
        grid.addWidget(self.level, 4, 1, 1, 2)
        grid.setColumnStretch(1, 1)

        self.set_seal(seals[index % len(seals)])
        self.set_pen(pens[index % len(pens)])
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.name.textEdited.connect(self._name_edited)
        self.seal.currentIndexChanged.connect(self._seal_changed)
        self.pen_group.idClicked.connect(self._pen_clicked)
        self.level.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self._kind_changed()

    # ------------------------------------------------------------ values
    @property
    def is_bot(self) -> bool:
        return self.kind.currentIndex() == 1

    @property
    def seal_id(self) -> str:
        return str(self.seal.currentData())

    @property
    def pen(self) -> str:
        return self.pens[max(self.pen_group.checkedId(), 0)]

    def player_setup(self) -> PlayerSetup:
        level = str(self.level.currentData()) if self.is_bot else None
        return PlayerSetup(self.name.text().strip(), self.seal_id, self.pen,
                           "bot" if self.is_bot else "human", level)

    def set_seal(self, seal: str) -> None:
        if seal in self.seals:
            self.seal.setCurrentIndex(self.seals.index(seal))

    def set_pen(self, pen: str) -> None:
        if pen in self.pens:
            self.swatches[self.pens.index(pen)].setChecked(True)
            self._refresh_badge()

    def set_kind(self, bot: bool, level: str | None = None) -> None:
        self.kind.setCurrentIndex(1 if bot else 0)
        if level in LEVELS:
            self.level.setCurrentIndex(LEVELS.index(level))

    def set_name(self, name: str, default: bool = False) -> None:
        self.name.setText(name)
        self.name_is_default = default

    def mark_invalid(self, name: bool, seal: bool, pen: bool) -> None:
        if self.name.property("invalid") != name:
            self.name.setProperty("invalid", name)
            self.name.style().unpolish(self.name)
            self.name.style().polish(self.name)
        set_role(self.seal_label, "error" if seal else "muted")
        set_role(self.pen_label, "error" if pen else "muted")

    # ------------------------------------------------------------ texts
    def default_name(self) -> str:
        if self.is_bot:
            return self.tr("Bot {n}").format(n=self.index + 1)
        return self.tr("Player {n}").format(n=self.index + 1)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Seat {n}").format(n=self.index + 1))
        self.kind.setItemText(0, self.tr("Person"))
        self.kind.setItemText(1, self.tr("Bot"))
        self.kind.setToolTip(self.tr("A person at this computer, or a computer player"))
        self.name.setPlaceholderText(self.tr("Name"))
        self.name.setAccessibleName(self.tr("Name of the player in seat {n}").format(n=self.index + 1))
        self.seal_label.setText(self.tr("Seal"))
        for i, s in enumerate(self.seals):
            self.seal.setItemText(i, texts.seal_name(s))
        self.pen_label.setText(self.tr("Pen"))
        for i, sw in enumerate(self.swatches):
            sw.setToolTip(self.tr("Pen colour {n}").format(n=i + 1))
            sw.setAccessibleName(self.tr("Pen colour {n}").format(n=i + 1))
        self.level_label.setText(self.tr("Level"))
        for i, lv in enumerate(LEVELS):
            self.level.setItemText(i, texts.level_name(lv))
        if self.name_is_default:
            self.name.setText(self.default_name())

    # ------------------------------------------------------------ reactions
    def _kind_changed(self) -> None:
        self.level.setEnabled(self.is_bot)
        self.level_label.setEnabled(self.is_bot)
        if self.name_is_default:
            self.name.setText(self.default_name())
        self.changed.emit()

    def _name_edited(self, _text: str) -> None:
        self.name_is_default = False
        self.changed.emit()

    def _seal_changed(self) -> None:
        self._refresh_badge()
        self.changed.emit()

    def _pen_clicked(self, _id: int) -> None:
        self._refresh_badge()
        self.changed.emit()

    def _refresh_badge(self) -> None:
        self.badge.set_seal(self.seal_id, self.pen)
        for i, s in enumerate(self.seals):
            self.seal.setItemIcon(i, seal_icon(s, self.pen, 20))

