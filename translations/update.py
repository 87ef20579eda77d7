"""Update the Qt Linguist sources from the code: `python translations/update.py`.

Runs pyside6-lupdate over every Python module that may show text and writes
translations/tch_{it,es,de}.ts (obsolete strings dropped, no line numbers, so
diffs show only real changes), and translations/tch_en.ts with only the texts
that have a count: English needs its two numerus forms too ("%n Coupon(s)" is
"1 Coupon", "2 Coupons"). Translators then fill in the new entries;
tests/gui/test_translations.py fails while any entry is unfinished.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tch_desktop.paths import qt_tool  # noqa: E402

LANGS = ("it", "es", "de")


def sources() -> list[Path]:
    """Every module outside the engine (the engine never speaks in sentences)."""
    pkg = ROOT / "tch_desktop"
    return sorted(p for p in pkg.rglob("*.py") if "engine" not in p.relative_to(pkg).parts)


def tool(name: str) -> str:
    """A Qt Linguist tool shipped with PySide6: "lupdate" or "lrelease"."""
    exe = qt_tool(name)
    if exe is None:
        raise SystemExit(f"pyside6-{name} not found: install PySide6-Essentials")
    return exe


def lupdate() -> str:
    return tool("lupdate")


def run(targets: list[Path], plural_only: bool = False) -> None:
    extra = ["-pluralonly", "-source-language", "en", "-target-language", "en"] if plural_only else []
    cmd = [lupdate(), "-no-obsolete", "-locations", "none", "-silent", *extra,
           *[str(p) for p in sources()], "-ts", *[str(t) for t in targets]]
    subprocess.run(cmd, check=True)


def main() -> int:
    run([ROOT / "translations" / f"tch_{code}.ts" for code in LANGS])
    run([ROOT / "translations" / "tch_en.ts"], plural_only=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
