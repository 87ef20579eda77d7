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
  Justified exceptions are listed in translations/glossary_exceptions.<lang>.json.
Exit status 1 when anything is reported. Standard library only.
"""

from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGS = ("it", "es", "de")
_PLACEHOLDER = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*\}")
_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")
_ACCEL = re.compile(r"&(?!&)(?=[^\s&;]+)(?![a-zA-Z]+;)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    translation: str
    unfinished: bool


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
            text = (tr.text or "") if tr is not None else ""
            out.append(Message(name, msg.findtext("source") or "", text, kind == "unfinished" or not text))
    return out


def _norm(text: str) -> str:
    return text.replace("’", "'").casefold()


def _forms(term: dict, lang: str) -> list[str]:
    forms = [term.get(lang, "")]
    forms += [term.get("plural", {}).get(lang, "")]
    forms += list(term.get("also", {}).get(lang, []))
    return [_norm(f) for f in forms if f]


def load_glossary() -> list[dict]:
    data = json.loads((HERE / "glossary.json").read_text(encoding="utf-8"))
    return [t for t in data["terms"] if t.get("check")]


def load_exceptions(lang: str) -> set[tuple[str, str, str, str]]:
    """Messages where a checked term rightly has no rulebook word (e.g. the game's title)."""
    path = HERE / f"glossary_exceptions.{lang}.json"
    if not path.exists():
        return set()
    rows = json.loads(path.read_text(encoding="utf-8"))["exceptions"]
    return {(lang, r["context"], r["source"], r["term"]) for r in rows}


def glossary_misses(msg: Message, lang: str, terms: list[dict],
                    exceptions: set[tuple[str, str, str, str]]) -> list[str]:
    """Glossary terms the source uses that the translation does not."""
    src = _norm(_PLACEHOLDER.sub(" ", msg.source))  # {capsules} is a name, not the word
    tgt = _norm(msg.translation)
    missing = []
    for term in terms:
        english = _forms(term, "en")
        if not any(re.search(r"(?<![\w-])" + re.escape(f) + r"(?![\w-])", src) for f in english):
            continue
        if any(f in tgt for f in _forms(term, lang)):
            continue
        if (lang, msg.context, msg.source, term["id"]) in exceptions:
            continue
        missing.append(term["id"])
    return missing


def check(lang: str) -> list[Problem]:
    terms = load_glossary()
    exceptions = load_exceptions(lang)
    problems: list[Problem] = []
    for msg in read_ts(HERE / f"tch_{lang}.ts"):
        if msg.unfinished:
            problems.append(Problem("unfinished", msg))
            continue
        if Counter(_PLACEHOLDER.findall(msg.source)) != Counter(_PLACEHOLDER.findall(msg.translation)):
            problems.append(Problem("placeholders", msg))
        if _ACCEL.search(msg.source) and len(_ACCEL.findall(msg.translation)) != 1:
            problems.append(Problem("accelerator", msg))
        if Counter(t.lower() for t in _TAG.findall(msg.source)) != \
                Counter(t.lower() for t in _TAG.findall(msg.translation)):
            problems.append(Problem("markup", msg))
        for term in glossary_misses(msg, lang, terms, exceptions):
            problems.append(Problem("glossary", msg, f"(term: {term})"))
    return problems


def main(argv: list[str]) -> int:
    langs = argv or list(LANGS)
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
