"""The rules reference: four languages in the rulebooks' own terms, component tables from the data."""

from __future__ import annotations

import html
import json
import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt

from tch_desktop.engine.components import component_set
from tch_desktop.gui.dialogs.help import HEADING, HelpDialog, help_path
from tch_desktop.i18n.languages import LANGUAGES, languages
from tch_desktop.paths import translations_dir

TERMS = {"en": ("Parcel", "Subdivision", "Seal", "Golden Rule"),
         "it": ("Lotto", "Suddivisione", "Sigillo", "Regola d’oro"),
         "es": ("Parcela", "Subdivisión", "Sello", "Regla de oro"),
         "de": ("Parzelle", "Unterteilung", "Siegel", "Goldene Regel")}


def switch(dlg: HelpDialog, code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Change the current language and send the LanguageChange event Qt would send."""
    if not languages().set_language(code):  # no compiled translation yet: follow the code only
        monkeypatch.setattr(languages(), "code", code)
    QCoreApplication.sendEvent(dlg, QEvent(QEvent.Type.LanguageChange))


@pytest.fixture
def dlg(qtbot) -> HelpDialog:
    d = HelpDialog()
    qtbot.addWidget(d)
    d.show()
    return d


def test_loads_all_four_languages_and_follows_language_changes(dlg, monkeypatch) -> None:
    assert dlg.language == "en"
    for code in LANGUAGES:
        switch(dlg, code, monkeypatch)
        assert dlg.language == code
        text = dlg.plain_text()
        for term in TERMS[code]:
            assert term in text, (code, term)
        assert dlg.contents.count() == len(dlg.sections) >= 15


def test_every_language_has_the_same_sections_and_the_component_tables() -> None:
    ids = {code: [a for a, _ in HEADING.findall(help_path(code).read_text(encoding="utf-8"))]
           for code in LANGUAGES}
    assert all(found == ids["en"] for found in ids.values()), ids
    for code in LANGUAGES:
        assert "<!-- components -->" in help_path(code).read_text(encoding="utf-8")
    for must in ("goal", "golden_rule", "purchases", "barter", "income", "attraction_cards",
                 "tallest_hotel", "faq", "components"):
        assert must in ids["en"]


def test_translations_use_the_rulebooks_terms() -> None:
    """Every glossary term the English page uses appears, in that rulebook's words, in the others."""
    glossary = json.loads((translations_dir() / "glossary.json").read_text(encoding="utf-8"))

    def words(code: str) -> str:
        raw = help_path(code).read_text(encoding="utf-8")
        return html.unescape(re.sub(r"<[^>]+>", " ", raw)).replace("’", "'").casefold()

    def forms(term: dict, code: str) -> list[str]:
        out = [term[code], *([term["plural"][code]] if term.get("plural", {}).get(code) else []),
               *term.get("also", {}).get(code, [])]
        return [f.replace("’", "'").casefold() for f in out]

    english = words("en")
    used = [t for t in glossary["terms"] if t.get("check")
            and any(re.search(rf"\b{re.escape(f)}\b", english) for f in forms(t, "en"))]
    assert len(used) > 40
    for code in ("it", "es", "de"):
        page = words(code)
        missing = [t["id"] for t in used if not any(f in page for f in forms(t, code))]
        assert not missing, (code, missing)


def test_component_tables_come_from_the_data(qtbot) -> None:
    dlg = HelpDialog(components=component_set("classic"))
    qtbot.addWidget(dlg)
    text = dlg.plain_text()
    for shown in ("10,800円", "18,000円", "2,000円 for the first", "Sumo Dohyo", "8 × 5", "1.5 × 1.5",
                  "no die: 300円 Attraction Income"):
        assert shown in text, shown
    assert any(key.startswith("tch:board/") for key in dlg.browser.images)


def test_contents_and_search_move_through_the_rules(qtbot, dlg) -> None:
    bar = dlg.browser.verticalScrollBar()
    last = dlg.contents.item(dlg.contents.count() - 1)
    qtbot.mouseClick(dlg.contents.viewport(), Qt.MouseButton.LeftButton,
                     pos=dlg.contents.visualItemRect(last).center())
    assert bar.value() > 0
    qtbot.keyClicks(dlg.search, "Nakagin")
    qtbot.keyClick(dlg.search, Qt.Key.Key_Return)
    assert dlg.not_found.text() == "Not found"
    dlg.search.clear()
    qtbot.keyClicks(dlg.search, "Golden Rule")
    qtbot.keyClick(dlg.search, Qt.Key.Key_Return)
    assert dlg.browser.textCursor().selectedText() == "Golden Rule"


def test_the_reference_names_the_set_in_play_and_shows_its_numbers(qtbot) -> None:
    classic = HelpDialog(components=component_set("classic"))
    balanced = HelpDialog()  # no game yet: the set a new game starts with
    qtbot.addWidget(classic)
    qtbot.addWidget(balanced)
    assert "Component set: Classic" in classic.plain_text()
    assert "Component set: Balanced" in balanced.plain_text()
    c = component_set("balanced")
    limit = f"{c.purchase_limit[2]:,}円"
    assert limit in balanced.plain_text()
