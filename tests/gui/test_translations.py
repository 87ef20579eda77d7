"""Four languages: complete translations in the rulebooks' words, numbers the local way, switching live.

The .ts files are the translators' sources (Qt Linguist); these tests check
them against the code (pyside6-lupdate into a temporary file), against the
glossary built from the four rulebooks, and in the running program.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from tch_desktop.i18n.languages import group_digits, languages
from tests.gui.test_window_basics import make_window, open_ledger, to_purchase
from tests.gui.test_window_language import choose_from_menu

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "translations"))
import check_ts  # noqa: E402
import update  # noqa: E402

LANGS = ("it", "es", "de")


@pytest.mark.parametrize("lang", LANGS)
def test_no_unfinished_or_empty_translation(lang: str) -> None:
    messages = check_ts.read_ts(ROOT / "translations" / f"tch_{lang}.ts")
    assert len(messages) > 500
    unfinished = [m.source for m in messages if m.unfinished or not m.translation.strip()]
    assert unfinished == []


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_accelerators_markup_and_glossary_terms(lang: str) -> None:
    problems = [str(p) for p in check_ts.check(lang)]
    assert problems == []


def test_every_string_of_the_code_is_in_every_ts(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh_it.ts"
    update.run([fresh])
    wanted = {(m.context, m.source) for m in check_ts.read_ts(fresh)}
    assert len(wanted) > 500
    assert ("", "") not in wanted and all(ctx for ctx, _ in wanted), "every string has a context"
    for lang in LANGS:
        have = {(m.context, m.source) for m in check_ts.read_ts(ROOT / "translations" / f"tch_{lang}.ts")}
        missing = sorted(wanted - have)
        assert missing == [], f"{lang}: run translations/update.py and translate {missing[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_ts_compiles_without_warnings(lang: str, tmp_path: Path) -> None:
    out = subprocess.run([update.tool("lrelease"), str(ROOT / "translations" / f"tch_{lang}.ts"),
                          "-qm", str(tmp_path / "x.qm")], capture_output=True, text=True)
    assert out.returncode == 0 and "unfinished" in out.stdout and "0 unfinished" in out.stdout


def test_glossary_terms_are_the_rulebooks_words() -> None:
    rulebook = ROOT.parent / "shared" / "rulebook"
    if not rulebook.is_dir():
        pytest.skip("the rulebooks are not beside this checkout")
    out = subprocess.run([sys.executable, str(ROOT / "translations" / "check_glossary.py"), str(rulebook)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout


@pytest.mark.parametrize(("lang", "amount", "text"), [
    ("en", 6000, "6,000円"), ("it", 6000, "6.000円"), ("es", 6000, "6.000円"), ("de", 6000, "6.000円"),
    ("en", 12000, "12,000円"), ("es", 900, "900円"), ("de", -1200, "-1.200円"), ("it", 1500000, "1.500.000円"),
])
def test_yen_as_each_rulebook_prints_it(lang: str, amount: int, text: str) -> None:
    assert languages().set_language(lang)
    assert languages().yen(amount) == text


def test_every_thousand_is_grouped_even_where_the_locale_would_not() -> None:
    spanish = QLocale(QLocale.Language.Spanish, QLocale.Country.Spain)
    assert spanish.toString(6000) == "6000", "CLDR leaves four-digit numbers ungrouped in Spanish"
    assert group_digits(6000, spanish) == "6.000"


@pytest.mark.parametrize(("lang", "cancel"), [("it", "Annulla"), ("es", "Cancelar"), ("de", "Abbrechen")])
def test_qts_own_dialogs_are_translated_too(lang: str, cancel: str) -> None:
    assert languages().set_language(lang)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel


@pytest.mark.parametrize(("lang", "edit_menu", "ledger_line", "debt"), [
    ("it", "&Modifica", "Aiko acquista 4 Capsule rosse per 1.000円.", "Debito del round"),
    ("es", "&Editar", "Aiko compra 4 Cápsulas rojas por 1.000円.", "Deuda esta ronda"),
    ("de", "&Bearbeiten", "Aiko kauft 4 rote Kapseln für 1.000円.", "Schulden jetzt"),
])
def test_switching_language_during_a_game_changes_menus_ledgers_and_log(
        qtbot, monkeypatch, controller, lang: str, edit_menu: str, ledger_line: str, debt: str) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    open_ledger(qtbot, window)
    controller.apply({"type": "buy_capsules", "player": 0, "color": "red"})
    english = window.game_ledger.lines()
    choose_from_menu(qtbot, window, "language", window.menu_actions.language[lang])
    qtbot.waitUntil(lambda: window.menu_actions.menus["edit"].title() == edit_menu)
    assert window.game_ledger.lines()[0] == ledger_line
    assert len(window.game_ledger.lines()) == len(english), "the whole history is written again"
    assert window.ledgers.ledgers[0].captions["debt"].text() == debt
    assert window.ledgers.ledgers[0].values["yen"].text() == "5.000円"
    choose_from_menu(qtbot, window, "language", window.menu_actions.language["en"])
    qtbot.waitUntil(lambda: window.menu_actions.menus["edit"].title() == "&Edit")
    assert window.game_ledger.lines() == english
