"""Open one dialog on a sample position, to look at it (and screenshot it).

    python -m tools.dialog_demo income [--lang de] [--pseudo]

NAME is one of: newgame, loans, income, end, help, barter. `--lang` picks the
language (the help pages and number formats follow it even before the Qt
translations of that language exist); `--pseudo` stretches every translated
text by about 40 % so that clipping shows up without a real German file.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QDialog

NAMES = ("newgame", "loans", "income", "end", "help", "barter")


class PseudoTranslator(QTranslator):
    """Lengthens every text (keeping {placeholders}) as a stand-in for German."""

    def isEmpty(self) -> bool:
        return False  # else Qt would not announce the change (no LanguageChange event)

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if not source:
            return source
        out, depth = [], 0
        for ch in source:
            out.append(ch)
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
            elif depth == 0 and ch in "aeiouAEIOU":
                out.append(ch.lower())
        words = "".join(out)
        return words + (" ~" if len(words) > 8 else "")


def _language(code: str, pseudo: bool) -> None:
    from tch_desktop.i18n.languages import languages

    langs = languages()
    if not langs.set_language(code):
        # No Qt translation of this language yet: follow it for Yen and help pages.
        langs.code = code
        langs.locale = QLocale(code)
        QLocale.setDefault(langs.locale)
    if pseudo:
        tr = PseudoTranslator(QCoreApplication.instance())
        QCoreApplication.installTranslator(tr)


def build(name: str) -> QDialog:
    from tools import dialog_samples as samples

    if name == "newgame":
        from tch_desktop.gui.dialogs.newgame import NewGameDialog

        return NewGameDialog()
    if name == "loans":
        from tch_desktop.gui.dialogs.loans import LoanHandoff

        dlg = LoanHandoff(samples.loans_controller())
        dlg.start()
        return dlg
    if name == "income":
        from tch_desktop.gui.dialogs.income import IncomeDialog

        game = samples.income_game()
        assert game.state.last_income is not None
        return IncomeDialog(game, game.state.last_income)
    if name == "end":
        from tch_desktop.gui.dialogs.endscreen import EndScreen

        return EndScreen(samples.finished_game())
    if name == "help":
        from tch_desktop.gui.dialogs.help import HelpDialog

        return HelpDialog()
    if name == "barter":
        from tch_desktop.gui.dialogs.barter import BarterTable

        controller = samples.barter_controller()
        scene = samples.scene_for(controller)
        view = samples.view_for(scene)
        table = BarterTable(controller, scene)
        table.open_for([0, 1])
        samples.fill_barter(table)
        table._demo_view = view  # type: ignore[attr-defined]  # keep the Map window alive
        return table
    raise SystemExit(f"unknown dialog {name!r}: one of {', '.join(NAMES)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("name", choices=NAMES)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--pseudo", action="store_true", help="stretch texts like a long language")
    args = parser.parse_args(argv)
    import os

    os.environ.setdefault("TCH_DESKTOP_HOME", str(Path(tempfile.mkdtemp(prefix="tch-demo-"))))
    from tch_desktop.gui.app import create_app

    app = create_app()
    _language(args.lang, args.pseudo)
    dialog = build(args.name)
    dialog.show()
    assert isinstance(app, QApplication)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
