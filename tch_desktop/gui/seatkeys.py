"""Seat keys: every seat at the keyboard has a key to queue (or take back) its Seal and one to pass.

Several people share one keyboard and race for the queue, so the keys work
whatever widget has the focus: an application-wide event filter catches them
before any widget does, except while someone is typing in a text field (in a
spin box, only digits are typing) or a modal dialog is open. The keys are remembered in the settings
(`seat{n}/queue`, `seat{n}/pass`). What a key does is asked of the engine:
the queue key queues the Seal if that is legal now, else takes it back.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QKeySequenceEdit,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
)

from tch_desktop.engine.actions import LeaveQueue, Pass, QueueSeal
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.settings import settings

SEATS = 4
#: Far apart on the keyboard, one corner-ish cluster per seat: queue key, pass key.
DEFAULT_KEYS: dict[int, tuple[str, str]] = {0: ("Q", "A"), 1: ("P", "L"), 2: ("Z", "X"), 3: ("M", "N")}
#: Plain keys the window already uses (View menu, help): never a seat key.
RESERVED = frozenset({"I", "F", "F1", "Esc", "Space", "Return", "Enter", "Tab", "Backspace", "Del"})


def key_name(key: int) -> str:
    """The portable name of a plain key, e.g. 'Q'."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText)


def load_keys() -> dict[int, tuple[str, str]]:
    """The remembered seat keys (defaults where none is stored or the stored one is unusable)."""
    st = settings()
    out: dict[int, tuple[str, str]] = {}
    for seat in range(SEATS):
        pair = []
        for n, what in enumerate(("queue", "pass")):
            value = str(st.value(f"seat{seat + 1}/{what}", DEFAULT_KEYS[seat][n]))
            pair.append(value if valid_key(value) else DEFAULT_KEYS[seat][n])
        out[seat] = (pair[0], pair[1])
    if len({k for pair in out.values() for k in pair}) != 2 * SEATS:
        return dict(DEFAULT_KEYS)
    return out


def save_keys(keys: dict[int, tuple[str, str]]) -> None:
    st = settings()
    for seat, (queue, pass_) in keys.items():
        st.setValue(f"seat{seat + 1}/queue", queue)
        st.setValue(f"seat{seat + 1}/pass", pass_)
    st.sync()


def valid_key(name: str) -> bool:
    """A single plain key that no menu uses."""
    seq = QKeySequence.fromString(name, QKeySequence.SequenceFormat.PortableText)
    if seq.count() != 1 or name in RESERVED:
        return False
    combo = seq[0]  # type: ignore[index]  # PySide6's stubs lack QKeySequence.__getitem__
    return bool(combo.keyboardModifiers() == Qt.KeyboardModifier.NoModifier and combo.key() != Qt.Key.Key_unknown)


def conflicts(keys: dict[int, tuple[str, str]]) -> list[str]:
    """Keys given twice or not usable (empty: the set is fine)."""
    seen: dict[str, int] = {}
    for pair in keys.values():
        for k in pair:
            seen[k] = seen.get(k, 0) + 1
    return sorted(k for k, n in seen.items() if n > 1 or not valid_key(k))


def _typing(widget: QObject | None, text: str = "") -> bool:
    """Whether this key is typed into the focused widget rather than being a seat key.

    A spin box (the shop's Coupons, how many pink) only types digits and signs: a
    letter pressed there is still a seat key, so a click in the shop never steals them.
    """
    if isinstance(widget, QLineEdit) and isinstance(widget.parent(), QAbstractSpinBox):
        widget = widget.parent()
    if isinstance(widget, QAbstractSpinBox):
        return bool(text) and all(ch.isdigit() or ch in "+-.," for ch in text)
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return isinstance(widget, QLineEdit | QTextEdit | QPlainTextEdit | QKeySequenceEdit)


class SeatKeys(QObject):
    """Turns seat keys into queue / take back / pass actions for human seats."""

    seal_queued = Signal(int)
    seal_taken_back = Signal(int)
    seat_passed = Signal(int)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.keys = load_keys()
        self._lookup: dict[str, tuple[int, str]] = {}
        self.enabled = True
        self._index()

    def install(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def uninstall(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def set_keys(self, keys: dict[int, tuple[str, str]]) -> None:
        self.keys = dict(keys)
        self._index()

    def _index(self) -> None:
        self._lookup = {}
        for seat, (queue, pass_) in self.keys.items():
            self._lookup[queue] = (seat, "queue")
            self._lookup[pass_] = (seat, "pass")

    def seats(self) -> list[int]:
        """Human seats of the current game (bots have no keys)."""
        g = self.controller.game
        if g is None:
            return []
        return [p.index for p in g.state.players if p.kind == "human"]

    # ------------------------------------------------------------ the filter
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        # Every event of every object in the program passes here: anything but a key event is let
        # through on an isinstance test (asking a QEvent its type makes a Python enum, over twice
        # the cost of the whole filter's call otherwise).
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress or not self.enabled:
            return False
        if event.isAutoRepeat() or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        focus = QApplication.focusWidget()
        if focus is not None and not focus.isVisible():
            focus = None  # the search field of a dialog just closed: nobody is typing there
        if QApplication.activeModalWidget() is not None or _typing(focus, event.text()):
            return False
        hit = self._lookup.get(key_name(event.key()))
        if hit is None or hit[0] not in self.seats():
            return False
        seat, what = hit
        if what == "queue":
            self.press_queue(seat)
        else:
            self.press_pass(seat)
        return True

    # ------------------------------------------------------------ what the keys do
    def press_queue(self, seat: int) -> None:
        """Take the Seal back if it is in the queue, else queue it (a refusal is signalled by the controller)."""
        g = self.controller.game
        if g is None:
            return
        if "leave_queue" in g.legal_action_types(seat):
            if self.controller.apply(LeaveQueue(seat)):
                self.seal_taken_back.emit(seat)
        elif self.controller.apply(QueueSeal(seat)):
            self.seal_queued.emit(seat)

    def press_pass(self, seat: int) -> None:
        if self.controller.apply(Pass(seat)):
            self.seat_passed.emit(seat)
