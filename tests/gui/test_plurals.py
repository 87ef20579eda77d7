"""Counts, colours and possessives the way each language writes them.

Texts with a count use Qt's numerus forms (`tr(text, "", n)` with %n), filled
for every language in its .ts file, English included; German colours are
declined per use; no code picks a singular or a plural by itself. The checks of
translations/check_ts.py catch each of these mistakes in a .ts file.
"""

from __future__ import annotations

import ast
import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from tch_desktop.engine.events import CardCoupons, FranchiseThreshold, SealLeft, SealQueued
from tch_desktop.i18n.languages import languages
from tch_desktop.i18n.texts import LedgerWriter, capsules_text, count_text, promise_text

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "translations"))
import check_ts  # noqa: E402

LANGS = ("en", "it", "es", "de")
COUNTS = (0, 1, 2, 21)


def _numerus_messages(lang: str) -> list[check_ts.Message]:
    return [m for m in check_ts.read_ts(ROOT / "translations" / f"tch_{lang}.ts") if m.numerus]


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_with_a_count_renders_its_plural_form_for_0_1_2_and_21(lang: str) -> None:
    """The compiled .qm is loaded and Qt picks the form the .ts gives for each count."""
    messages = _numerus_messages(lang)
    assert len(messages) >= 40, "every text with a count is a numerus text"
    assert languages().set_language(lang)
    for m in messages:
        assert len(m.forms) == 2, (m.context, m.source)
        for n in COUNTS:
            got = QCoreApplication.translate(m.context, m.source, "", n)
            want = m.forms[0 if n == 1 else 1].replace("%n", str(n))  # one / other: en, it, es, de
            assert got == want, (lang, m.context, m.source, n)
            assert "(s)" not in got and "%n" not in got and "(-ies)" not in got, got


@pytest.mark.parametrize(("lang", "one", "two", "twenty_one"), [
    ("en", "1 Coupon", "2 Coupons", "21 Coupons"),
    ("it", "1 Coupon", "2 Coupon", "21 Coupon"),
    ("es", "1 Cupón", "2 Cupones", "21 Cupones"),
    ("de", "1 Coupon", "2 Coupons", "21 Coupons"),
])
def test_a_count_of_coupons_in_each_language(lang: str, one: str, two: str, twenty_one: str) -> None:
    assert languages().set_language(lang)
    assert [count_text(n, "coupon") for n in (1, 2, 21)] == [one, two, twenty_one]


@pytest.mark.parametrize(("lang", "one", "three"), [
    ("en", "1 green Capsule", "3 green Capsules"),
    ("it", "1 Capsula verde", "3 Capsule verdi"),
    ("es", "1 Cápsula roja", "3 Cápsulas rojas"),
    ("de", "1 grüne Kapsel", "3 grüne Kapseln"),
])
def test_capsule_colours_agree_with_the_count(lang: str, one: str, three: str) -> None:
    assert languages().set_language(lang)
    colour = "red" if lang == "es" else "green"
    assert capsules_text(1, colour) == one
    assert capsules_text(3, colour) == three


@pytest.mark.parametrize(("lang", "hotel", "franchise", "each"), [
    ("en", "to build a green Hotel", "The red Franchise reaches 500円: Aiko takes 1 Coupon.",
     "The red Franchise reaches 500円: Aiko and Ren take 2 Coupons each."),
    ("it", "costruire un Hotel verde", "Il Franchising rosso raggiunge 500円: Aiko prende 1 Coupon.",
     "Il Franchising rosso raggiunge 500円: Aiko e Ren prendono 2 Coupon ciascuno."),
    ("es", "construir un Hotel verde", "La Franquicia roja alcanza 500円: Aiko toma 1 Cupón.",
     "La Franquicia roja alcanza 500円: Aiko y Ren toman 2 Cupones cada uno."),
    ("de", "ein grünes Hotel zu bauen", "Die rote Franchise erreicht 500円: Aiko nimmt sich 1 Coupon.",
     "Die rote Franchise erreicht 500円: Aiko und Ren nehmen sich je 2 Coupons."),
])
def test_a_colour_is_declined_for_each_use(lang: str, hotel: str, franchise: str, each: str) -> None:
    """German: 'ein grünes Hotel', 'die rote Franchise' (the rulebook's words), never 'Hotel (grün)'."""
    from tch_desktop.bots.messages import promise_code

    assert languages().set_language(lang)
    assert promise_text(promise_code("build_hotel", "green")) == hotel
    writer = LedgerWriter(["Aiko", "Ren"])
    one = FranchiseThreshold(color="red", threshold=500, players=[0], coupons=1)
    two = FranchiseThreshold(color="red", threshold=500, players=[0, 1], coupons=2)
    assert writer.text(one) == franchise
    assert writer.text(two) == each


@pytest.mark.parametrize(("lang", "queued", "left"), [
    ("en", "Yuki puts a Seal in the queue.", "Yuki takes the Seal back from the queue."),
    ("de", "Yuki legt das Siegel in die Warteschlange.", "Yuki nimmt das Siegel aus der Warteschlange zurück."),
])
def test_the_ledger_has_no_possessive_that_depends_on_the_player(lang: str, queued: str, left: str) -> None:
    assert languages().set_language(lang)
    writer = LedgerWriter(["Yuki"])
    assert writer.text(SealQueued(player=0, position=1)) == queued
    assert writer.text(SealLeft(player=0)) == left


@pytest.mark.parametrize(("lang", "one", "seven"), [
    ("en", "Yuki takes 1 Coupon from the Arcade card.", "Yuki takes 7 Coupons from the Tokyo Spike card."),
    ("es", "Yuki toma 1 Cupón de la carta de Arcade.", "Yuki toma 7 Cupones de la carta de Tokyo Spike."),
    ("de", "Yuki nimmt sich 1 Coupon von der Karte Arcade.", "Yuki nimmt sich 7 Coupons von der Karte Tokyo Spike."),
])
def test_coupons_from_a_card_in_the_singular_and_the_plural(lang: str, one: str, seven: str) -> None:
    """The review's 'toma 1 Cupones' / 'nimmt sich 1 Coupons' (Arcade side B gives one)."""
    assert languages().set_language(lang)
    writer = LedgerWriter(["Yuki"])
    assert writer.text(CardCoupons(player=0, building="arcade", coupons=1)) == one
    assert writer.text(CardCoupons(player=0, building="tokyo_spike", coupons=7)) == seven


# ---------------------------------------------------------------- the code
def _calls_tr(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("tr", "translate")
               for n in ast.walk(node))


def _compares_with_one(test: ast.AST) -> bool:
    for n in ast.walk(test):
        if isinstance(n, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq, ast.Gt)) for op in n.ops):
            if any(isinstance(c, ast.Constant) and c.value == 1 for c in [n.left, *n.comparators]):
                return True
    return False


def singular_plural_choices(path: Path) -> list[int]:
    """Lines where code picks a text by `== 1` (or `> 1`) instead of letting Qt's numerus forms do it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.If, ast.IfExp)) and _compares_with_one(node.test):
            branches = node.body if isinstance(node, ast.If) else [node.body]
            others = node.orelse if isinstance(node, ast.If) else [node.orelse]
            if any(_calls_tr(b) for b in branches) and any(_calls_tr(b) for b in others):
                lines.append(node.lineno)
            elif any(isinstance(n, ast.Constant) and n.value == "s" for b in [*branches, *others] for n in ast.walk(b)):
                lines.append(node.lineno)
    return lines


def test_no_code_chooses_a_singular_or_a_plural_text() -> None:
    pkg = ROOT / "tch_desktop"
    modules = [p for p in pkg.rglob("*.py") if "engine" not in p.relative_to(pkg).parts]
    found = {str(p.relative_to(ROOT)): singular_plural_choices(p) for p in modules}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_scan_finds_a_singular_plural_pair(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('def f(self, n):\n    return self.tr("1 Coupon") if n == 1 else self.tr("{n} Coupons")\n'
                   'def g(n):\n    return f"coupon{\'s\' if n > 1 else \'\'}"\n')
    assert singular_plural_choices(bad) == [2, 4]


# ---------------------------------------------------------------- the checks
def _ts(lang: str, body: str) -> str:
    return (f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="{lang}">'
            f"<context><name>Shop</name>{body}</context></TS>")


def _kinds(tmp_path: Path, lang: str, body: str) -> list[str]:
    path = tmp_path / f"tch_{lang}.ts"
    path.write_text(_ts(lang, body), encoding="utf-8")
    return [p.kind for p in check_ts.check(lang, path)]


def test_check_ts_fails_on_a_numerus_text_lacking_a_form(tmp_path: Path) -> None:
    missing = ('<message numerus="yes"><source>%n Coupon(s)</source><translation>'
               "<numerusform>%n Coupon</numerusform><numerusform></numerusform></translation></message>")
    assert _kinds(tmp_path, "de", missing) == ["unfinished"]
    one_form = ('<message numerus="yes"><source>%n Coupon(s)</source><translation>'
                "<numerusform>%n Coupons</numerusform></translation></message>")
    assert "numerus" in _kinds(tmp_path, "es", one_form.replace("Coupons", "Cupones"))
    no_count = ('<message numerus="yes"><source>%n Coupon(s)</source><translation>'
                "<numerusform>ein Coupon</numerusform><numerusform>Coupons</numerusform></translation></message>")
    assert _kinds(tmp_path, "de", no_count) == ["numerus"]
    good = ('<message numerus="yes"><source>%n Coupon(s)</source><translation>'
            "<numerusform>%n Coupon</numerusform><numerusform>%n Coupons</numerusform></translation></message>")
    assert _kinds(tmp_path, "de", good) == []


@pytest.mark.parametrize(("lang", "source", "translation"), [
    ("es", "{player} takes {n} Coupons from the {building} card.", "{player} toma {n} Cupones de la carta de {building}."),
    ("it", "{n} Coupon per new tallest Hotel", "{n} Coupon per ogni nuovo Hotel più alto"),
    ("de", "Takes 1 Coupon.", "Nimmt sich 1 Coupons."),
    ("de", "capped at {cap} (%n Capsules)", "begrenzt auf {cap} (%n Kapseln)"),
])
def test_check_ts_fails_on_a_count_before_a_fixed_plural(tmp_path: Path, lang: str, source: str,
                                                         translation: str) -> None:
    body = f"<message><source>{source}</source><translation>{translation}</translation></message>"
    assert "fixed-plural" in _kinds(tmp_path, lang, body)


@pytest.mark.parametrize("translation", ["eine Kapsel (gelb)", "ein Hotel ({colour})", "die Franchise (rot)",
                                         "2 Kapseln (rot) auf dem Dach"])
def test_check_ts_fails_on_a_colour_in_brackets_in_german(tmp_path: Path, translation: str) -> None:
    source = "{colour} piece" if "{colour}" in translation else "a piece"
    body = f"<message><source>{source}</source><translation>{translation}</translation></message>"
    assert "colour-brackets" in _kinds(tmp_path, "de", body)
    assert "colour-brackets" not in _kinds(tmp_path, "it", body)


def test_a_translation_compiled_for_another_checkout_is_never_loaded(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The .qm cache in the temporary folder is keyed by the .ts contents, not by dates."""
    folder = tmp_path / "translations"
    folder.mkdir()
    monkeypatch.setattr("tch_desktop.i18n.languages.translations_dir", lambda: folder)
    ts = folder / "tch_it.ts"

    def write(text: str, when: int) -> None:
        body = f"<message><source>Pass</source><translation>{text}</translation></message>"
        ts.write_text(_ts("it_IT", body).replace("<name>Shop</name>", "<name>Probe</name>"), encoding="utf-8")
        os.utime(ts, (when, when))

    write("Passa", 2_000_000_000)
    assert languages().set_language("it")
    assert QCoreApplication.translate("Probe", "Pass") == "Passa"
    write("Passo", 1_000_000_000)  # another checkout's text, with an older date
    assert languages().set_language("it")
    assert QCoreApplication.translate("Probe", "Pass") == "Passo"


def test_check_ts_fails_on_a_possessive_that_depends_on_the_player(tmp_path: Path) -> None:
    body = ("<message><source>{player} puts their Seal in the queue.</source>"
            "<translation>{player} legt sein Siegel in die Warteschlange.</translation></message>")
    assert "possessive" in _kinds(tmp_path, "de", body)
    fixed = body.replace("sein Siegel", "das Siegel")
    assert "possessive" not in _kinds(tmp_path, "de", fixed)


def test_the_english_plural_forms_pass_every_check() -> None:
    assert [str(p) for p in check_ts.check("en")] == []
