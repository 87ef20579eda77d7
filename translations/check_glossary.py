#!/usr/bin/env python3
"""Check translations/glossary.json against the four rulebooks.

For every term and every language (en, it, es, de) at least one of the term's
forms (the term itself, its plural or one of its "also" forms) must occur in
that language's rulebook, compared case-insensitively as a substring (so German
compounds such as "Friedhofsabzug" count for "Friedhof").  Every evidence quote
must be at most 80 characters, occur verbatim in the rulebook and contain one
of the term's forms.  Typographic apostrophes are treated like straight ones.

Usage:
    python translations/check_glossary.py [RULEBOOK_DIR] [--glossary PATH] [--verbose]

RULEBOOK_DIR defaults to ../shared/rulebook relative to the repository root.
Exits 1 if anything is missing or malformed, 0 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

LANGS: tuple[str, ...] = ("en", "it", "es", "de")
TARGET_LANGS: tuple[str, ...] = ("it", "es", "de")
MAX_EVIDENCE = 80

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent
DEFAULT_RULEBOOK_DIR = REPO_ROOT.parent / "shared" / "rulebook"
DEFAULT_GLOSSARY = HERE / "glossary.json"

_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'"})


def normalize(text: str) -> str:
    """Fold case and typographic apostrophes so that matching is lenient."""
    return text.translate(_QUOTES).casefold()


def load_rulebooks(directory: Path) -> dict[str, str]:
    texts: dict[str, str] = {}
    for lang in LANGS:
        path = directory / f"rulebook.{lang}.txt"
        texts[lang] = normalize(path.read_text(encoding="utf-8"))
    return texts


def forms_for(term: dict[str, Any], lang: str) -> list[str]:
    """The term in ``lang``, its plural and its "also" forms, in that order."""
    forms = [term[lang]]
    plural = term.get("plural", {}).get(lang)
    if plural:
        forms.append(plural)
    forms.extend(term.get("also", {}).get(lang, []))
    return forms


def structure_problems(term: object, index: int, seen: set[str]) -> list[str]:
    if not isinstance(term, dict):
        return [f"terms[{index}]: not an object"]
    label = term.get("id", f"terms[{index}]")
    problems: list[str] = []
    if not isinstance(term.get("id"), str) or not term["id"]:
        problems.append(f"{label}: missing id")
    elif term["id"] in seen:
        problems.append(f"{label}: duplicate id")
    else:
        seen.add(term["id"])
    for lang in LANGS:
        if not isinstance(term.get(lang), str) or not term[lang].strip():
            problems.append(f"{label}: missing '{lang}'")
    if not isinstance(term.get("check"), bool):
        problems.append(f"{label}: 'check' must be true or false")
    plural = term.get("plural", {})
    if not isinstance(plural, dict) or not all(isinstance(v, str) for v in plural.values()):
        problems.append(f"{label}: 'plural' must map languages to strings")
    also = term.get("also", {})
    if not isinstance(also, dict) or not all(
        isinstance(v, list) and all(isinstance(s, str) for s in v) for v in also.values()
    ):
        problems.append(f"{label}: 'also' must map languages to lists of strings")
    evidence = term.get("evidence", {})
    if not isinstance(evidence, dict) or not all(isinstance(v, str) for v in evidence.values()):
        problems.append(f"{label}: 'evidence' must map languages to strings")
    else:
        missing = [lang for lang in TARGET_LANGS if lang not in evidence]
        if missing:
            problems.append(f"{label}: no evidence for {', '.join(missing)}")
    return problems


def term_misses(term: dict[str, Any], texts: dict[str, str]) -> list[str]:
    misses: list[str] = []
    label = term["id"]
    for lang in LANGS:
        forms = forms_for(term, lang)
        if not any(normalize(form) in texts[lang] for form in forms):
            misses.append(f"{label} [{lang}]: none of {forms} occurs in rulebook.{lang}.txt")
    for lang, quote in term.get("evidence", {}).items():
        if lang not in texts:
            misses.append(f"{label} [{lang}]: evidence for unknown language")
            continue
        if len(quote) > MAX_EVIDENCE:
            misses.append(f"{label} [{lang}]: evidence longer than {MAX_EVIDENCE} chars")
        if normalize(quote) not in texts[lang]:
            misses.append(f"{label} [{lang}]: evidence not found in rulebook: {quote!r}")
        elif not any(normalize(form) in normalize(quote) for form in forms_for(term, lang)):
            misses.append(f"{label} [{lang}]: evidence does not contain the term: {quote!r}")
    return misses


def unattested_forms(term: dict[str, Any], texts: dict[str, str]) -> list[str]:
    """Individual forms (e.g. an unused plural) that do not occur in the rulebook."""
    notes: list[str] = []
    for lang in LANGS:
        for form in forms_for(term, lang):
            if normalize(form) not in texts[lang]:
                notes.append(f"{term['id']} [{lang}]: form {form!r} not attested")
    return notes


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "rulebook_dir",
        nargs="?",
        type=Path,
        default=DEFAULT_RULEBOOK_DIR,
        help=f"directory holding rulebook.{{en,it,es,de}}.txt (default: {DEFAULT_RULEBOOK_DIR})",
    )
    parser.add_argument(
        "--glossary", type=Path, default=DEFAULT_GLOSSARY, help="glossary JSON file to check"
    )
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="also list individual unattested forms"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        texts = load_rulebooks(args.rulebook_dir)
    except OSError as exc:
        print(f"cannot read rulebooks: {exc}", file=sys.stderr)
        return 1
    try:
        glossary = json.loads(args.glossary.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        print(f"cannot load glossary: {exc}", file=sys.stderr)
        return 1

    terms = glossary.get("terms") if isinstance(glossary, dict) else None
    if not isinstance(terms, list) or not terms:
        print("glossary has no 'terms' list", file=sys.stderr)
        return 1

    problems: list[str] = []
    seen: set[str] = set()
    for index, term in enumerate(terms):
        found = structure_problems(term, index, seen)
        problems.extend(found)
        if not found:
            problems.extend(term_misses(term, texts))
            if args.verbose:
                for note in unattested_forms(term, texts):
                    print(f"note: {note}")

    for problem in problems:
        print(problem)
    checked = sum(1 for term in terms if isinstance(term, dict) and term.get("check") is True)
    if problems:
        print(f"{len(problems)} problem(s) in {len(terms)} terms", file=sys.stderr)
        return 1
    print(f"OK: {len(terms)} terms ({checked} with check=true) found in all four rulebooks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
