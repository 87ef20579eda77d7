"""The new-game dialog: 2 to 4 seats, the variants, relaxed mode and the seed.

    dialog = NewGameDialog(window)
    if dialog.exec():
        controller.new_game(dialog.setup())
        relaxed = dialog.relaxed()

Each seat is a person or a bot (with a level), a name, one of the five Seals
and a pen colour; Seals and pens must differ between seats and every name must
be filled in. The choices are remembered for next time (the seed is new each
time, but may be typed in to replay a game).
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tch_desktop.engine import Setup
from tch_desktop.engine.components import NEW_GAME_SET, component_set, component_set_names
from tch_desktop.engine.record import CARD_MODES, LEVELS
from tch_desktop.gui.dialogs.common import GameDialog, label, primary
from tch_desktop.gui.dialogs.seat import SeatCard
from tch_desktop.gui.plain import plain_for_rich
from tch_desktop.gui.settings import settings
from tch_desktop.i18n import texts

SEED_MAX = 2**31 - 1
GROUP = "new_game"


class NewGameDialog(GameDialog):
    """Choose the seats and variants of a new game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        c = component_set(NEW_GAME_SET)
        self.setModal(True)
        self.min_players, self.max_players = c.min_players, c.max_players
        self._shown = 0  # seats shown so far (a seat joining gets a free Seal and pen)
        self.title = label("title")
        self.subtitle = label("muted", wrap=True)

        self.count_label = label("heading")
        self.count_group = QButtonGroup(self)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count_label)
        for n in range(self.min_players, self.max_players + 1):
            b = QPushButton(str(n))
            b.setCheckable(True)
            b.setMinimumWidth(44)
            self.count_group.addButton(b, n)
            count_row.addWidget(b)
        count_row.addStretch(1)

        self.seats = [SeatCard(i, c.seals, c.pens) for i in range(self.max_players)]
        seat_grid = QGridLayout()
        seat_grid.setSpacing(12)
        for i, seat in enumerate(self.seats):
            seat_grid.addWidget(seat, i // 2, i % 2)
            seat.changed.connect(self._validate)

        self.variants = QGroupBox()
        self.cards_label = label()
        self.cards_group = QButtonGroup(self)
        self.card_buttons = {mode: QRadioButton() for mode in CARD_MODES}
        for i, mode in enumerate(CARD_MODES):
            self.cards_group.addButton(self.card_buttons[mode], i)
        self.tallest = QCheckBox()
        self.sets_label = label()
        self.sets_group = QButtonGroup(self)
        self.set_names = component_set_names()
        self.set_buttons = {name: QRadioButton() for name in self.set_names}
        for i, name in enumerate(self.set_names):
            self.sets_group.addButton(self.set_buttons[name], i)
        sets_row = QHBoxLayout()
        sets_row.addWidget(self.sets_label)
        for name in self.set_names:
            sets_row.addWidget(self.set_buttons[name])
        sets_row.addStretch(1)
        self.relaxed_box = QCheckBox()
        self.relaxed_note = label("muted", wrap=True)
        v = QGridLayout(self.variants)
        v.addWidget(self.cards_label, 0, 0)
        for i, mode in enumerate(CARD_MODES):
            v.addWidget(self.card_buttons[mode], i, 1)
        v.addWidget(self.tallest, 0, 2)
        v.addWidget(self.relaxed_box, 1, 2)
        v.addWidget(self.relaxed_note, 2, 2, 2, 1)
        v.addLayout(sets_row, len(CARD_MODES), 0, 1, 3)
        v.setColumnStretch(2, 1)

        self.seed_label = label("muted")
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        self.seed.setValue(random.randrange(SEED_MAX))
        self.new_seed = QPushButton()
        self.new_seed.clicked.connect(lambda: self.seed.setValue(random.randrange(SEED_MAX)))

        self.error = label("error", wrap=True)
        self.cancel = QPushButton()
        self.start = primary(QPushButton())
        self.start.setDefault(True)
        self.cancel.clicked.connect(self.reject)
        self.start.clicked.connect(self._start_clicked)

        bottom = QHBoxLayout()
        bottom.addWidget(self.seed_label)
        bottom.addWidget(self.seed)
        bottom.addWidget(self.new_seed)
        bottom.addStretch(1)
        bottom.addWidget(self.cancel)
        bottom.addWidget(self.start)

        root = QVBoxLayout(self)
        root.setContentsMargins(20, 16, 20, 16)
        root.setSpacing(10)
        root.addWidget(self.title)
        root.addWidget(self.subtitle)
        root.addLayout(count_row)
        root.addLayout(seat_grid)
        root.addWidget(self.variants)
        root.addWidget(self.error)
        root.addLayout(bottom)

        self.count_group.idClicked.connect(self._set_count)
        self.card_buttons["off"].setChecked(True)
        self.set_buttons[NEW_GAME_SET].setChecked(True)
        self.seats[0].set_kind(False)
        self._load()
        self.retranslate()
        self._validate()

    # ------------------------------------------------------------ the interface
    def setup(self) -> Setup:
        """The Setup for the engine, from the seats in play and the variants."""
        players = [seat.player_setup() for seat in self.seats[: self.count()]]
        mode = CARD_MODES[max(self.cards_group.checkedId(), 0)]
        return Setup(players, seed=self.seed.value(), attraction_cards=mode,
                     tallest_hotel=self.tallest.isChecked(), components=self.components())

    def components(self) -> str:
        """The name of the chosen component set."""
        return self.set_names[max(self.sets_group.checkedId(), 0)]

    def relaxed(self) -> bool:
        """Relaxed mode: no countdown at the front of the Purchase queue."""
        return self.relaxed_box.isChecked()

    def count(self) -> int:
        return max(self.count_group.checkedId(), self.min_players)

    def problems(self) -> list[str]:
        """Why the game cannot start yet, in words (empty when it can)."""
        out: list[str] = []
        seats = self.seats[: self.count()]
        if any(not s.name.text().strip() for s in seats):
            out.append(self.tr("Every player needs a name."))
        seals = [s.seal_id for s in seats]
        if len(set(seals)) < len(seals):
            out.append(self.tr("Two players have the same Seal: each Seal may be chosen once."))
        pens = [s.pen for s in seats]
        if len(set(pens)) < len(pens):
            out.append(self.tr("Two players have the same pen colour: each needs their own."))
        return out

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.title.setText(self.tr("New game"))
        self.subtitle.setText(self.tr("Who is playing? Everyone sits at this computer; "
                                      "bots play on their own."))
        self.count_label.setText(self.tr("Players:"))
        for seat in self.seats:
            seat.retranslate()
        self.variants.setTitle(self.tr("Variants"))
        self.cards_label.setText(self.tr("Attraction cards:"))
        self.card_buttons["off"].setText(self.tr("Not used"))
        self.card_buttons["choose"].setText(self.tr("Side A or B, chosen at each Purchase"))
        self.card_buttons["all_b"].setText(self.tr("Side B for every card"))
        self.tallest.setText(self.tr("Tallest Hotel: %n Coupon(s) for each new tallest Hotel", "",
                                     component_set(self.components()).tallest_coupons))
        self.sets_label.setText(self.tr("Components:"))
        for name, button in self.set_buttons.items():
            button.setText(texts.component_set_name(name))
            button.setToolTip(plain_for_rich(texts.component_set_note(name), wrapped=True))
        self.relaxed_box.setText(self.tr("Relaxed mode"))
        self.relaxed_note.setText(self.tr("No countdown when a Seal reaches the front of the queue: "
                                          "good for a first game."))
        self.seed_label.setText(self.tr("Seed:"))
        self.seed.setToolTip(self.tr("The same seed and the same moves give the same dice"))
        self.new_seed.setText(self.tr("New seed"))
        self.cancel.setText(self.tr("Cancel"))
        self.start.setText(self.tr("Start game"))
        self._validate()

    # ------------------------------------------------------------ reactions
    def _set_count(self, n: int) -> None:
        btn = self.count_group.button(n)
        if btn is not None and not btn.isChecked():
            btn.setChecked(True)
        for i, seat in enumerate(self.seats):
            if i >= self._shown and i < n:
                self._free_choice(seat)
            seat.setVisible(i < n)
        self._shown = n
        self._validate()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()
        self.adjustSize()  # fewer seats: no gap left where the others were

    def _free_choice(self, seat: SeatCard) -> None:
        """A seat joining the game takes a Seal and a pen nobody before it has."""
        before = self.seats[: seat.index]
        seals = {s.seal_id for s in before}
        pens = {s.pen for s in before}
        if seat.seal_id in seals:
            seat.set_seal(next((x for x in seat.seals if x not in seals), seat.seal_id))
        if seat.pen in pens:
            seat.set_pen(next((x for x in seat.pens if x not in pens), seat.pen))

    def _validate(self) -> bool:
        seats = self.seats[: self.count()]
        seals = [s.seal_id for s in seats]
        pens = [s.pen for s in seats]
        for s in self.seats:
            active = s in seats
            s.mark_invalid(active and not s.name.text().strip(),
                           active and seals.count(s.seal_id) > 1,
                           active and pens.count(s.pen) > 1)
        problems = self.problems()
        self.error.setText("\n".join(problems))
        self.error.setVisible(bool(problems))
        self.start.setEnabled(not problems)
        return not problems

    def _start_clicked(self) -> None:
        if not self._validate():
            return
        self._save()
        self.accept()

    # ------------------------------------------------------------ remembered choices
    def _load(self) -> None:
        st = settings()
        st.beginGroup(GROUP)
        try:
            count = int(str(st.value("players", self.min_players)))
        except ValueError:
            count = self.min_players
        count = min(max(count, self.min_players), self.max_players)
        for seat in self.seats:
            key = f"seat{seat.index}"
            name = str(st.value(f"{key}/name", "") or "")
            if name.strip():
                seat.set_name(name[:40])
            seat.set_kind(st.value(f"{key}/kind", "human") == "bot",
                          str(st.value(f"{key}/level", "normal")))
            seat.set_seal(str(st.value(f"{key}/seal", "")))
            seat.set_pen(str(st.value(f"{key}/pen", "")))
        mode = str(st.value("attraction_cards", "off"))
        if mode in self.card_buttons:
            self.card_buttons[mode].setChecked(True)
        self.tallest.setChecked(_bool(st.value("tallest_hotel", False)))
        chosen = str(st.value("components", NEW_GAME_SET))
        if chosen in self.set_buttons:
            self.set_buttons[chosen].setChecked(True)
        self.relaxed_box.setChecked(_bool(st.value("relaxed", False)))
        st.endGroup()
        self._set_count(count)

    def _save(self) -> None:
        st = settings()
        st.beginGroup(GROUP)
        st.setValue("players", self.count())
        st.setValue("components", self.components())
        for seat in self.seats:
            key = f"seat{seat.index}"
            st.setValue(f"{key}/name", "" if seat.name_is_default else seat.name.text().strip())
            st.setValue(f"{key}/kind", "bot" if seat.is_bot else "human")
            st.setValue(f"{key}/level", str(seat.level.currentData() or LEVELS[1]))
            st.setValue(f"{key}/seal", seat.seal_id)
            st.setValue(f"{key}/pen", seat.pen)
        st.setValue("attraction_cards", CARD_MODES[max(self.cards_group.checkedId(), 0)])
        st.setValue("tallest_hotel", self.tallest.isChecked())
        st.setValue("relaxed", self.relaxed_box.isChecked())
        st.endGroup()
        st.sync()


def _bool(value: object) -> bool:
    """QSettings (INI) gives booleans back as strings."""
    if isinstance(value, str):
        return value.lower() in ("true", "1", "yes")
    return bool(value)
