"""Every text a player or a file supplies is shown as plain text, wherever it appears (issue 9).

Players are named like markup (`<img src=x><b>Ana</b>`); at every screen the
test walks every widget, tooltip and Map item and fails on any place that
would render the name as HTML, and checks the name is shown literally where
it belongs.
"""

from __future__ import annotations

from PySide6.QtGui import (
    Qt,  # QtGui's Qt adds mightBeRichText
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QTableWidget,
    QTextEdit,
    QWidget,
)

from tch_desktop.engine import PlayerSetup, Setup
from tch_desktop.engine.actions import BarterOpen
from tch_desktop.gui.dialogs.endscreen import EndScreen
from tch_desktop.gui.dialogs.income import IncomeDialog
from tch_desktop.gui.dialogs.loans import LoanHandoff
from tch_desktop.gui.plain import plain_for_rich
from tch_desktop.gui.window.files import GameFiles
from tests.gui.test_dialog_endscreen import play_out
from tests.gui.test_window_basics import make_window, to_purchase

ANA = "<img src=x><b>Ana</b>"
REN = "Ren & <i>Co</i> &amp;"
MARKUP = ("<img src=x>", "<b>Ana", "<i>Co</i>")  # the names' markup, if left raw


def hostile_setup() -> Setup:
    return Setup([PlayerSetup(ANA, "crane", "#c0392b"), PlayerSetup(REN, "fan", "#2471a3")], seed=7)


def rendered_as_html(text: str, rich: bool) -> bool:
    """Whether a raw name would be read as markup in a text shown with this format."""
    return rich and any(m in text for m in MARKUP)


def offenders() -> list[str]:
    """Every widget, tooltip and Map item that would render a player's name as HTML."""
    found: list[str] = []
    for w in QApplication.allWidgets():
        where = f"{type(w).__name__} {w.objectName()!r}"
        if isinstance(w, QLabel):
            fmt = w.textFormat()
            rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and Qt.mightBeRichText(w.text()))
            if rendered_as_html(w.text(), rich) or (fmt == Qt.TextFormat.AutoText and "Ana" in w.text()):
                found.append(f"label {where}: {w.text()!r}")
        if rendered_as_html(w.toolTip(), True):
            found.append(f"tooltip of {where}: {w.toolTip()!r}")
        if isinstance(w, QTextEdit) and 'src="x"' in w.toHtml():
            found.append(f"text of {where}")
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                if rendered_as_html(w.item(i).toolTip(), True):
                    found.append(f"item tooltip in {where}: {w.item(i).toolTip()!r}")
        if isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None and rendered_as_html(item.toolTip(), True):
                        found.append(f"cell tooltip in {where}")
        if isinstance(w, QMessageBox) and w.textFormat() != Qt.TextFormat.PlainText \
                and rendered_as_html(w.text(), True):
            found.append(f"message box text: {w.text()!r}")
    return found


def scene_offenders(scene) -> list[str]:
    found = []
    for item in scene.items():
        if rendered_as_html(item.toolTip(), True):
            found.append(f"map item tooltip: {item.toolTip()!r}")
        to_html = getattr(item, "toHtml", None)
        if to_html is not None and 'src="x"' in to_html():
            found.append("map text item")
    return found


def shown_literally(text: str) -> bool:
    """Whether some widget shows `text` exactly as written (plain label, list line, text view)."""
    for w in QApplication.allWidgets():
        if isinstance(w, QLabel) and w.textFormat() == Qt.TextFormat.PlainText and text in w.text():
            return True
        if isinstance(w, QLabel) and w.textFormat() == Qt.TextFormat.RichText:
            doc = QTextDocument()
            doc.setHtml(w.text())
            if text in doc.toPlainText():
                return True
        if isinstance(w, QListWidget) and any(text in w.item(i).text() for i in range(w.count())):
            return True
        if isinstance(w, QTableWidget) and any(
                w.item(r, c) is not None and text in w.item(r, c).text()
                for r in range(w.rowCount()) for c in range(w.columnCount())):
            return True
        if isinstance(w, QAbstractButton) and text in w.text():
            return True
    return False


def test_plain_for_rich_keeps_plain_text_as_it_is_and_escapes_markup() -> None:
    assert plain_for_rich("Aiko and Ren") == "Aiko and Ren"
    escaped = plain_for_rich(f"{ANA}\n\nline two")
    doc = QTextDocument()
    doc.setHtml(escaped)
    assert doc.toPlainText() == f"{ANA}\n\nline two"


def test_a_wrapped_tip_shows_its_text_literally_as_one_paragraph() -> None:
    tip = plain_for_rich("Debt < Yen & more", wrapped=True)
    assert tip == '<p style="white-space: pre-wrap">Debt &lt; Yen &amp; more</p>'
    doc = QTextDocument()
    doc.setHtml(tip)
    assert doc.toPlainText() == "Debt < Yen & more"
    assert Qt.mightBeRichText(plain_for_rich("plain words", wrapped=True))  # rich text even so: it wraps


def test_the_table_shows_markup_names_literally(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, hostile_setup())
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})  # refused: not at the front
    window.controller.apply(BarterOpen((0, 1)))
    qtbot.wait(10)
    assert [ledger.name.text() for ledger in window.ledgers.ledgers] == [ANA, REN]
    assert all(ledger.name.textFormat() == Qt.TextFormat.PlainText for ledger in window.ledgers.ledgers)
    assert any(ANA in line for line in window.game_ledger.lines())
    assert shown_literally(ANA) and shown_literally(REN)
    assert offenders() == [], "\n".join(offenders())
    assert scene_offenders(window.scene) == []


def test_the_barter_table_and_the_offer_bar_show_markup_names_literally(qtbot, monkeypatch, controller) -> None:
    from tch_desktop.bots.messages import BotMessage, Offer
    from tch_desktop.engine.actions import Transfer

    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller, hostile_setup())
    controller.apply(BarterOpen((0, 1)))
    window.open_barter([0, 1])
    qtbot.wait(10)
    assert offenders() == [], "\n".join(offenders())
    offer = Offer(1, 0, (Transfer(1, 0, yen=100), Transfer(0, 1, capsules=(("red", 1),))),
                  message=BotMessage("offer_yen_for_capsule", {"player": 1, "to": 0, "yen": 100, "colour": "red", "count": 1}))
    window.offers.show_offer(offer)
    qtbot.wait(10)
    assert shown_literally(REN)
    assert offenders() == [], "\n".join(offenders())


def test_dialogs_show_markup_names_literally(qtbot, monkeypatch, controller) -> None:
    controller.new_game(hostile_setup())
    for a in ({"type": "claim_start", "player": 0, "parcel": "S1"},
              {"type": "claim_start", "player": 1, "parcel": "S2"}):
        controller.apply(a)
    handoff = LoanHandoff(controller)
    qtbot.addWidget(handoff)
    handoff.start()
    handoff.show()
    qtbot.wait(10)
    assert shown_literally(ANA)
    assert offenders() == [], "\n".join(offenders())
    handoff.close()


def test_the_end_screen_and_income_show_markup_names_literally(qtbot, controller, monkeypatch) -> None:
    from tests.gui import conftest

    monkeypatch.setattr(conftest, "two_player_setup", hostile_setup)
    monkeypatch.setattr("tests.gui.test_dialog_endscreen.two_player_setup", hostile_setup)
    game = play_out(controller)
    end = EndScreen(game)
    qtbot.addWidget(end)
    end.show()
    income = IncomeDialog(game, game.state.last_income, None) if game.state.last_income is not None else None
    if income is not None:
        qtbot.addWidget(income)
        income.show()
    qtbot.wait(10)
    assert end.rows[0][2].text() in (ANA, REN) and end.rows[0][2].textFormat() == Qt.TextFormat.PlainText
    assert ANA in end.winner_text.text() or REN in end.winner_text.text()
    assert offenders() == [], "\n".join(offenders())


def test_the_resume_question_and_file_messages_show_names_and_file_names_literally(qtbot, monkeypatch, controller, tmp_path) -> None:
    to_purchase(controller, hostile_setup())
    controller.game = None
    boxes: list[QMessageBox] = []

    def answer(box: QMessageBox) -> int:
        boxes.append(box)
        assert offenders() == []
        box.buttons()[1].click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window = QWidget()
    qtbot.addWidget(window)
    files = GameFiles(window, controller)
    assert files.ask_resume() is False
    assert boxes and ANA in boxes[0].text() and boxes[0].textFormat() == Qt.TextFormat.PlainText
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warned.append(text) or 0)
    bad = tmp_path / "<img src=x>.json"
    bad.write_text("not json")
    assert files.open_path(bad)
    qtbot.waitUntil(lambda: not files.opening)
    assert len(warned) == 1 and controller.game is None
    doc = QTextDocument()
    doc.setHtml(warned[0]) if Qt.mightBeRichText(warned[0]) else doc.setPlainText(warned[0])
    assert "<img src=x>.json" in doc.toPlainText()


def test_no_dialog_is_left_open_by_these_tests() -> None:
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]


def test_a_message_repeats_only_the_start_of_a_long_name_from_a_file() -> None:
    """A 10 MB name in a record once took the window 37 s to show in its message box."""
    from tch_desktop.engine import IllegalAction, RecordError
    from tch_desktop.i18n.reasons import SHOWN_CHARS, reason_text, record_error_text

    name = "Z" * 10_000_000
    text = record_error_text(RecordError("unknown_components", "setup.components", name=name))
    assert "Z" * (SHOWN_CHARS - 1) + "…" in text and len(text) < 1000
    text = record_error_text(RecordError("missing_field", "actions[3]." + name))
    assert len(text) < 1000
    text = reason_text(IllegalAction("bad_action", field="action." + name, problem="missing_field"))
    assert len(text) < 1000
