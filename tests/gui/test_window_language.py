"""The Language menu: every visible text changes at once, and the choice is remembered.

The test brings its own small Italian translation (compiled with lrelease),
so it checks the switching, not the translators' work.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tch_desktop.gui.settings import settings
from tch_desktop.i18n.languages import languages
from tests.gui.test_window_basics import make_window, open_ledger, to_purchase

ITALIAN: dict[tuple[str, str], str | list[str]] = {
    ("WindowActions", "&Edit"): "&Modifica",
    ("WindowActions", "&Language"): "&Lingua",
    ("Ledger", "{player} buys {item} for {price}."): "{player} compra {item} per {price}.",
    ("Terms", "%n {colour} Capsule(s)"): ["%n Capsula {colour}", "%n Capsule {colour}"],
    ("CapsuleColour", "red"): ["rossa", "rosse"],
    ("RoundSpendCard", "Round Spend board"): "Tabellone della Spesa del Round",
    ("PlayerLedger", "Debt this round"): "Debito di questo round",
}


def _ts(entries: dict[tuple[str, str], str | list[str]]) -> str:
    from xml.sax.saxutils import escape

    contexts: dict[str, list[str]] = {}
    for (ctx, src), tr in entries.items():
        if isinstance(tr, list):  # a text with a count: its numerus forms
            forms = "".join(f"<numerusform>{escape(f)}</numerusform>" for f in tr)
            message = f'<message numerus="yes"><source>{escape(src)}</source><translation>{forms}</translation></message>'
        else:
            message = f"<message><source>{escape(src)}</source><translation>{escape(tr)}</translation></message>"
        contexts.setdefault(ctx, []).append(message)
    body = "".join(f"<context><name>{c}</name>{''.join(m)}</context>" for c, m in contexts.items())
    return f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="it_IT">{body}</TS>'


@pytest.fixture
def italian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "translations"
    folder.mkdir()
    (folder / "tch_it.ts").write_text(_ts(ITALIAN), encoding="utf-8")
    english = Path(__file__).resolve().parents[2] / "translations" / "tch_en.ts"  # English plural forms
    (folder / "tch_en.ts").write_text(english.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr("tch_desktop.i18n.languages.translations_dir", lambda: folder)


def choose_from_menu(qtbot, window, menu_key: str, action) -> None:
    """Open a menu of the menu bar and click one of its actions, with the mouse."""
    bar = window.menuBar()
    menu = window.menu_actions.menus[menu_key]
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def test_the_language_menu_switches_the_menus_and_the_game_ledger(qtbot, monkeypatch, controller, italian) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    open_ledger(qtbot, window)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    assert window.game_ledger.lines()[0] == "Aiko buys 4 red Capsules for 1,000円."
    assert window.menu_actions.menus["edit"].title() == "&Edit"
    choose_from_menu(qtbot, window, "language", window.menu_actions.language["it"])
    qtbot.waitUntil(lambda: window.menu_actions.menus["edit"].title() == "&Modifica")
    assert languages().code == "it" and settings().value("language") == "it"
    assert window.menu_actions.menus["language"].title() == "&Lingua"
    assert window.menu_actions.language["it"].isChecked()
    assert window.game_ledger.lines()[0] == "Aiko compra 4 Capsule rosse per 1.000円."
    assert window.round_spend.title.text() == "TABELLONE DELLA SPESA DEL ROUND"
    assert window.ledgers.ledgers[0].captions["debt"].text() == "Debito di questo round"
    assert window.ledgers.ledgers[0].values["yen"].text() == "5.000円"
    choose_from_menu(qtbot, window, "language", window.menu_actions.language["en"])
    qtbot.waitUntil(lambda: window.menu_actions.menus["edit"].title() == "&Edit")
    assert window.game_ledger.lines()[0] == "Aiko buys 4 red Capsules for 1,000円."


def test_a_language_without_a_translation_says_so_and_keeps_the_current_one(qtbot, monkeypatch, controller,
                                                                           tmp_path: Path) -> None:
    empty = tmp_path / "none"
    empty.mkdir()
    monkeypatch.setattr("tch_desktop.i18n.languages.translations_dir", lambda: empty)
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    open_ledger(qtbot, window)
    window.menu_actions.language["de"].trigger()
    assert languages().code == "en"
    assert window.menu_actions.language["en"].isChecked()
    assert window.notices.text() == "This language is not available in this build."


def test_choosing_the_language_already_shown_retranslates_nothing(qtbot, monkeypatch, controller, italian) -> None:
    from PySide6.QtCore import QEvent, QObject

    window = make_window(qtbot, monkeypatch, controller)
    changes: list[QObject] = []

    class Count(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.LanguageChange and obj is window:
                changes.append(obj)
            return False

    count = Count()
    window.installEventFilter(count)
    assert languages().set_language("en")  # English is already in place
    window.set_language("en")
    QApplication.processEvents()
    assert changes == []
    assert window.set_language("it")
    qtbot.waitUntil(lambda: window.menu_actions.menus["edit"].title() == "&Modifica")
    assert len(changes) >= 1
    changes.clear()
    assert window.set_language("it")
    QApplication.processEvents()
    assert changes == [] and window.menu_actions.menus["edit"].title() == "&Modifica"


def test_a_language_that_fails_to_load_leaves_the_current_one_in_place(qtbot, monkeypatch, controller,
                                                                       italian) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    open_ledger(qtbot, window)
    assert window.set_language("it")
    qtbot.waitUntil(lambda: window.menu_actions.menus["edit"].title() == "&Modifica")
    window.menu_actions.language["de"].trigger()  # no German in this build (the fixture's folder)
    QApplication.processEvents()
    assert languages().code == "it" and window.menu_actions.language["it"].isChecked()
    assert window.menu_actions.menus["edit"].title() == "&Modifica", "Italian still translated"
    assert window.ledgers.ledgers[0].captions["debt"].text() == "Debito di questo round"


@pytest.mark.parametrize(("lang", "look_in", "file_type"), [
    ("es", "&Buscar en:", "Archivos de &tipo:"),
    ("de", "&Suchen in:", "Datei&typ:"),
    ("it", "&Cerca in:", "File di &tipo:"),
])
def test_qts_own_file_dialog_speaks_the_players_language(qtbot, lang: str, look_in: str, file_type: str) -> None:
    """Qt's translations lack some of its file dialog's labels: "Look in:" showed in English in Spanish."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    assert languages().set_language(lang)
    try:
        dialog = QFileDialog(None, "x")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(dialog)
        labels = [label.text() for label in dialog.findChildren(QLabel)]
        assert look_in in labels and file_type in labels, labels
    finally:
        languages().set_language("en")
