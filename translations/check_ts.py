"""Check the Qt Linguist translations: complete, faithful to placeholders, in the rulebook's words.

    python translations/check_ts.py [it es de]

For every message of translations/tch_<lang>.ts it reports:
- `unfinished`: no translation yet, or still marked unfinished;
- `placeholders`: the {names} of the source and the translation differ;
- `accelerator`: the source has a menu accelerator (&File) and the translation
  has none, or more than one;
- `markup`: the HTML tags of the source and the translation differ;
- `glossary`: the source uses a game term of translations/glossary.json (one
  marked "check") and the translation does not use that language's term.
  Justified exceptions are listed in translations/glossary_exceptions.<lang>.json;
- `numerus`: a text with a count (`tr(text, "", n)`) lacks one of the language's
  plural forms, or a plural form lacks the count %n;
- `fixed-plural`: a text without numerus forms puts a count before a noun
  ("{n} Coupons", "1 Kapseln", "%n" outside a numerus text): write it with
  `tr(text, "", n)` and "%n" so each language chooses its own plural;
- `colour-brackets` (German): a colour in brackets ("Kapsel (gelb)", "Hotel
  ({colour})") instead of the declined adjective of the colour's context
  ("grüne Kapseln", "ein grünes Hotel", "die rote Franchise");
- `possessive` (German): a possessive after one player's name ("{player} legt
  sein Siegel …"): right for half the names; write "das Siegel".
tch_en.ts holds only the texts with a count (their English plural forms).
Exit status 1 when anything is reported. Standard library only.
"""

from __future__ import annotations

import functools
import json
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Term = dict[str, Any]  # one entry of glossary.json

HERE = Path(__file__).resolve().parent
LANGS = ("it", "es", "de")
# Qt's numerus forms per language (QTranslator's plural rules): one and other.
NUMERUS_FORMS = {"en": 2, "it": 2, "es": 2, "de": 2}
# Placeholders that never hold a count: names, codes, amounts of Yen, whole phrases.
NOT_COUNTS = frozenset({
    "colour", "hotel_colour", "building", "board", "player", "players", "name", "names", "area",
    "parent", "piece", "pieces", "id", "hotel", "parcel", "title", "giver", "receiver", "to", "side",
    "sub", "what", "item", "level", "design", "keys", "queue", "amount", "yen", "price", "pay",
    "first", "extra", "value", "each", "cap", "floor", "per", "spend", "debt", "interest", "loan",
    "reason", "file", "folder", "message", "where", "code", "text", "effect", "deal", "list",
    "result", "phase", "capsules", "stories", "coupons", "left", "ids", "cards", "passkey", "a", "b",
})
# Nouns counted in the game's texts beyond the glossary's terms.
COUNT_NOUNS = {
    "en": ["story", "stories"], "it": ["piano", "piani"], "es": ["planta", "plantas"],
    "de": ["Stockwerk", "Stockwerke"],
}
_GERMAN_COLOURS = r"rot|orange|gelb|grün|blau|lila|violett|weiß|rosa|pink|schwarz"
# One player's name, then "sein"/"ihr" in the same sentence: a possessive that depends on the player.
_POSSESSIVE = re.compile(r"\{(?:player|name|giver|receiver|to)\}[^.!?:;]*?\b(?:sein|ihr)(?:e|en|em|er|es)?\b",
                         re.IGNORECASE)
_COLOUR_IN_BRACKETS = re.compile(r"\(\s*(?:\{\w*colou?r\w*\}|(?:" + _GERMAN_COLOURS + r")\w*)\s*[);,]", re.IGNORECASE)
_PLACEHOLDER = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*\}")
_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")
_ACCEL = re.compile(r"&(?!&)(?=[^\s&;]+)(?![a-zA-Z]+;)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    translation: str
    unfinished: bool
    forms: tuple[str, ...] = ()  # the numerus forms of a text with a count
    numerus: bool = False

    def texts(self) -> tuple[str, ...]:
        """What a player may read: every numerus form, or the one translation."""
        return self.forms if self.numerus else (self.translation,)


@dataclass(frozen=True)
class Problem:
    kind: str
    message: Message
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.kind}: [{self.message.context}] {self.message.source!r} -> " \
               f"{self.message.translation!r} {self.detail}".rstrip()


def read_ts(path: Path) -> list[Message]:
    """The current (not obsolete or vanished) messages of a .ts file."""
    root = ET.parse(path).getroot()
    out = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            kind = tr.get("type", "") if tr is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = msg.get("numerus") == "yes"
            if numerus:
                forms = tuple((f.text or "") for f in tr.findall("numerusform")) if tr is not None else ()
                text = "\n".join(forms)
                empty = not forms or not all(f.strip() for f in forms)
            else:
                forms = ()
                text = (tr.text or "") if tr is not None else ""
                empty = not text
            out.append(Message(name, msg.findtext("source") or "", text, kind == "unfinished" or empty,
                               forms, numerus))
    return out


def _norm(text: str) -> str:
    return text.replace("’", "'").casefold()


def _forms(term: Term, lang: str) -> list[str]:
    forms = [term.get(lang, "")]
    forms += [term.get("plural", {}).get(lang, "")]
    forms += list(term.get("also", {}).get(lang, []))
    return [_norm(f) for f in forms if f]


def load_glossary() -> list[Term]:
    data = json.loads((HERE / "glossary.json").read_text(encoding="utf-8"))
    return [t for t in data["terms"] if t.get("check")]


def load_exceptions(lang: str) -> set[tuple[str, str, str, str]]:
    """Messages where a checked term rightly has no rulebook word (e.g. the game's title)."""
    path = HERE / f"glossary_exceptions.{lang}.json"
    if not path.exists():
        return set()
    rows = json.loads(path.read_text(encoding="utf-8"))["exceptions"]
    return {(lang, r["context"], r["source"], r["term"]) for r in rows}


Matcher = tuple[str, re.Pattern[str] | None, list[str]]  # a term's id, its English forms as words, its forms in a language


def term_matchers(terms: list[Term], lang: str) -> list[Matcher]:
    """Each term's English forms as one search for whole words, and its forms in `lang` (made once per check)."""
    out: list[Matcher] = []
    for term in terms:
        english = _forms(term, "en")
        words = (re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(f) for f in english) + r")(?![\w-])")
                 if english else None)
        out.append((term["id"], words, _forms(term, lang)))
    return out


def glossary_misses(msg: Message, lang: str, terms: list[Term],
                    exceptions: set[tuple[str, str, str, str]],
                    matchers: list[Matcher] | None = None) -> list[str]:
    """Glossary terms the source uses that the translation does not (`matchers`: `term_matchers(terms, lang)`)."""
    src = _norm(_PLACEHOLDER.sub(" ", msg.source))  # {capsules} is a name, not the word
    tgt = _norm(msg.translation)
    missing = []
    for term_id, english, forms in matchers if matchers is not None else term_matchers(terms, lang):
        if english is None or not english.search(src):
            continue
        if any(f in tgt for f in forms):
            continue
        if (lang, msg.context, msg.source, term_id) in exceptions:
            continue
        missing.append(term_id)
    return missing


def count_nouns(terms: list[Term], lang: str) -> list[str]:
    """Every form of every glossary noun in a language, and the other counted nouns."""
    words = {f for t in terms for f in _forms(t, lang)} | {_norm(w) for w in COUNT_NOUNS.get(lang, [])}
    return sorted(words, key=len, reverse=True)


def fixed_plural(text: str, nouns: list[str]) -> str | None:
    """A count before a noun in a text that cannot choose its plural: "{n} Coupons", "1 Kapseln", "%n"."""
    if "%n" in text:
        return "%n"
    low = _norm(text)
    for m in _count_before(tuple(nouns)).finditer(low):
        name, digits, noun = m.group(2), m.group(3), m.group(4)
        if name is not None and name not in NOT_COUNTS:
            return m.group(0)
        if digits is not None and digits == "1" and noun in _PLURALS:
            return m.group(0)
        if digits is not None and digits != "1" and digits != "0":
            return m.group(0)
    return None


@functools.lru_cache(maxsize=8)
def _count_before(nouns: tuple[str, ...]) -> re.Pattern[str]:
    """A count ({name} or digits) before any of `nouns` (compiled once per list of nouns)."""
    alternatives = "|".join(re.escape(n) for n in nouns)
    return re.compile(r"(\{(\w+)\}|(?<![\w.,])(\d+))\s+(" + alternatives + r")(?![\w-])")


_PLURALS: set[str] = set()  # plural forms that differ from the singular ("kapseln", not "coupon" in Italian)


def _load_plurals(terms: list[Term]) -> None:
    _PLURALS.clear()
    for t in terms:
        for lang, form in t.get("plural", {}).items():
            singular = t.get(lang, "")
            if form and _norm(form) != _norm(singular):
                _PLURALS.add(_norm(form))
    for lang, words in COUNT_NOUNS.items():
        _PLURALS.add(_norm(words[1]))


def numerus_problems(msg: Message, lang: str) -> list[str]:
    """Missing plural forms, or a plural form without its count."""
    if not msg.numerus:
        return []
    want = NUMERUS_FORMS.get(lang, 2)
    if len(msg.forms) != want or not all(f.strip() for f in msg.forms):
        return [f"({len([f for f in msg.forms if f.strip()])} of {want} forms)"]
    if "%n" in msg.source and any("%n" not in f for f in msg.forms[1:]):
        return ["(a plural form lacks %n)"]
    return []


def check(lang: str, path: Path | None = None) -> list[Problem]:
    """Every problem of tch_<lang>.ts (or of the .ts file at `path`, in that language)."""
    terms = load_glossary()
    _load_plurals(terms)
    exceptions = load_exceptions(lang)
    problems: list[Problem] = []
    source_nouns, nouns = count_nouns(terms, "en"), count_nouns(terms, lang)
    matchers = term_matchers(terms, lang)
    for msg in read_ts(path or HERE / f"tch_{lang}.ts"):
        if msg.unfinished:
            detail = " ".join(numerus_problems(msg, lang)) if msg.numerus else ""
            problems.append(Problem("unfinished", msg, detail))
            continue
        for detail in numerus_problems(msg, lang):
            problems.append(Problem("numerus", msg, detail))
        if not msg.numerus:
            for text, words in ((msg.source, source_nouns), (msg.translation, nouns)):
                found = fixed_plural(text, words)
                if found is not None:
                    problems.append(Problem("fixed-plural", msg, f"({found!r})"))
                    break
        if lang == "de":
            hits = [m.group(0) for t in msg.texts() for m in _COLOUR_IN_BRACKETS.finditer(t)]
            if hits:
                problems.append(Problem("colour-brackets", msg, f"({hits[0]!r})"))
            owners = [m.group(0) for t in msg.texts() for m in _POSSESSIVE.finditer(t)]
            if owners:
                problems.append(Problem("possessive", msg, f"({owners[0]!r})"))
        for text in msg.texts():
            if Counter(_PLACEHOLDER.findall(msg.source)) != Counter(_PLACEHOLDER.findall(text)):
                problems.append(Problem("placeholders", msg))
                break
        if _ACCEL.search(msg.source) and len(_ACCEL.findall(msg.translation)) != 1:
            problems.append(Problem("accelerator", msg))
        for text in msg.texts():
            if Counter(t.lower() for t in _TAG.findall(msg.source)) != \
                    Counter(t.lower() for t in _TAG.findall(text)):
                problems.append(Problem("markup", msg))
                break
        for term in glossary_misses(msg, lang, terms, exceptions, matchers):
            problems.append(Problem("glossary", msg, f"(term: {term})"))
    return problems


def main(argv: list[str]) -> int:
    langs = argv or [*LANGS, "en"]
    total = 0
    for lang in langs:
        problems = check(lang)
        for p in problems:
            print(f"{lang} {p}")
        total += len(problems)
        print(f"{lang}: {len(problems)} problem(s)", file=sys.stderr)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
