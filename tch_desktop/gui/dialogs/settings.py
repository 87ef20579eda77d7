"""The Settings dialog: each seat's keys, the grace time before the countdown, relaxed mode.

Keys are single plain keys, all different, none used by a menu; the dialog
refuses to save a set with a clash and says which keys clash. Everything is
remembered in the settings file.
"""

from __future__ import annotations

from PySide6.QtGui import QIcon, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QKeySequenceEdit,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tch_desktop.gui.countdown import COUNT_SECONDS, grace_seconds, relaxed_default
from tch_desktop.gui.dialogs.common import GameDialog
from tch_desktop.gui.plain import plain_label
from tch_desktop.gui.seatkeys import DEFAULT_KEYS, SEATS, conflicts, load_keys, save_keys
from tch_desktop.gui.settings import settings


class SettingsDialog(GameDialog):
    """Seat keys and timing, remembered between sessions."""

    def __init__(self, names: list[str] | None = None, parent: QWidget | None = None,
                 pace: tuple[bool, float, int] | None = None, bots: set[int] | None = None) -> None:
        """`pace`: the current game's (relaxed, grace, counted seconds), which the timing edits; `bots`:
        the seats bots play in this game (their keys are kept for later games, unused in this one)."""
        super().__init__(parent)
        relaxed, grace, self.count_seconds = pace or (relaxed_default(), grace_seconds(), COUNT_SECONDS)
        self.setObjectName("SettingsDialog")
        self.names = names or []
        self.bots = bots or set()
        layout = QVBoxLayout(self)
        self.keys_box = QGroupBox(self)
        grid = QGridLayout(self.keys_box)
        self.head_queue, self.head_pass = QLabel(self), QLabel(self)
        grid.addWidget(self.head_queue, 0, 1)
        grid.addWidget(self.head_pass, 0, 2)
        self.seat_labels: list[QLabel] = []
        self.edits: dict[int, tuple[QKeySequenceEdit, QKeySequenceEdit]] = {}
        keys = load_keys()
        for seat in range(SEATS):
            label = plain_label(self)  # a player's name
            grid.addWidget(label, seat + 1, 0)
            self.seat_labels.append(label)
            pair = []
            for col, key in enumerate(keys[seat]):
                edit = QKeySequenceEdit(QKeySequence(key), self)
                edit.setObjectName(f"seat{seat + 1}_{'queue' if col == 0 else 'pass'}")
                edit.setMaximumSequenceLength(1)
                edit.keySequenceChanged.connect(lambda _s: self._check())
                grid.addWidget(edit, seat + 1, col + 1)
                pair.append(edit)
            self.edits[seat] = (pair[0], pair[1])
        layout.addWidget(self.keys_box)
        self.problem = plain_label(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b83226; font-weight: bold;")
        layout.addWidget(self.problem)
        self.time_box = QGroupBox(self)
        form = QFormLayout(self.time_box)
        self.grace = QDoubleSpinBox(self)
        self.grace.setObjectName("GraceSeconds")
        self.grace.setRange(0, 120)
        self.grace.setDecimals(0)
        self.grace.setValue(grace)
        self.relaxed = QCheckBox(self)
        self.relaxed.setChecked(relaxed)
        self.grace_label = QLabel(self)
        self.in_game = pace is not None  # the timing is this game's too, not only new games'
        self.timing_note = QLabel(self)
        self.timing_note.setWordWrap(True)
        self.timing_note.setProperty("soft", True)
        form.addRow(self.grace_label, self.grace)
        form.addRow(self.relaxed)
        form.addRow(self.timing_note)
        layout.addWidget(self.time_box)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        for button in self.buttons.buttons():  # plain, like every other screen's (some styles add stock icons)
            button.setIcon(QIcon())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self._defaults)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._check()

    def chosen_keys(self) -> dict[int, tuple[str, str]]:
        return {seat: (q.keySequence().toString(QKeySequence.SequenceFormat.PortableText),
                       p.keySequence().toString(QKeySequence.SequenceFormat.PortableText))
                for seat, (q, p) in self.edits.items()}

    def _defaults(self) -> None:
        for seat, (q, p) in self.edits.items():
            q.setKeySequence(QKeySequence(DEFAULT_KEYS[seat][0]))
            p.setKeySequence(QKeySequence(DEFAULT_KEYS[seat][1]))

    def _check(self) -> bool:
        bad = conflicts(self.chosen_keys())
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not bad)
        self.problem.setText(self.tr("Every key must be a single plain key, used once and not by a menu "
                                     "(I, F, F1 are taken): {keys}").format(keys=", ".join(k or "—" for k in bad))
                             if bad else "")
        return not bad

    def accept(self) -> None:
        if not self._check():
            return
        save_keys(self.chosen_keys())
        st = settings()
        st.setValue("countdown/grace_seconds", self.grace.value())
        st.setValue("countdown/relaxed", "true" if self.relaxed.isChecked() else "false")
        st.sync()
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.keys_box.setTitle(self.tr("Seat keys (they work wherever the focus is)"))
        self.head_queue.setText(self.tr("Queue / take back Seal"))
        self.head_pass.setText(self.tr("Pass"))
        for seat, label in enumerate(self.seat_labels):
            name = self.names[seat] if seat < len(self.names) else ""
            if name and seat in self.bots:
                label.setText(self.tr("Seat {n} ({name}, bot)").format(n=seat + 1, name=name))
                label.setToolTip(self.tr("A bot plays this seat in this game: its keys wait for a later game."))
            else:
                label.setText(self.tr("Seat {n}").format(n=seat + 1) + (f" ({name})" if name else ""))
                label.setToolTip("")
            for edit in self.edits[seat]:
                edit.setToolTip(self.tr("Click, then press the key for this seat."))
        self.time_box.setTitle(self.tr("Front of the queue"))
        self.grace_label.setText(self.tr("Grace time before the {n}-second countdown (seconds):").format(
            n=self.count_seconds))
        self.grace.setToolTip(self.tr("How long the front Seal may think before the countdown starts."))
        self.relaxed.setText(self.tr("Relaxed mode: no countdown (good for a first game)"))
        self.timing_note.setText(self.tr("The timing applies to the game in progress and to new games.")
                                 if self.in_game else self.tr("The timing applies to new games."))
        self._check()

