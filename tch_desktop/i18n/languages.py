"""Languages: Qt translators switched at run time, and numbers the local way.

`Languages.set_language(code)` swaps the application's translators (ours and
Qt's own qtbase) and Qt sends every widget a LanguageChange event; each window
re-sets its texts in `retranslate()`. Yen are written as each rulebook prints
them: 6,000円 in English, 6.000円 in Italian, Spanish and German.
"""

from __future__ import annotations

import hashlib
import logging
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from tch_desktop.paths import cache_dir, qt_tool, translations_dir

log = logging.getLogger(__name__)

LANGUAGES: dict[str, str] = {"en": "English", "it": "Italiano", "es": "Español", "de": "Deutsch"}
YEN = "円"


class TranslationContext:
    """A translation context for texts outside a widget, named after the subclass.

    `Terms.tr("%n Coupon(s)", "", n)` translates in context "Terms"; pyside6-lupdate
    reads the class name and, from the count, makes it a numerus text.
    """

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def system_language() -> str:
    """The system's language if we have it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def group_digits(n: int, locale: QLocale) -> str:
    """An integer with every thousand grouped (CLDR leaves 4-digit numbers ungrouped in it/es)."""
    digits = str(abs(n))
    groups: list[str] = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    text = locale.groupSeparator().join(groups)
    return (locale.negativeSign() + text) if n < 0 else text


def _qm_for(code: str) -> Path | None:
    """The compiled translation for a language: shipped .qm, or compiled from the .ts on the fly."""
    folder = translations_dir()
    qm = folder / f"tch_{code}.qm"
    if qm.exists():
        return qm
    ts = folder / f"tch_{code}.ts"
    if not ts.exists():
        return None
    # A source checkout has only the .ts: compile it once into this user's cache,
    # named by the source's content so that an edited .ts is compiled again.
    exe = qt_tool("lrelease")
    if exe is None:
        return None
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cache = cache_dir() / "translations"
    cache.mkdir(exist_ok=True)
    out = cache / f"tch_{code}-{digest}.qm"
    if not out.exists():
        import subprocess  # only here: a start that finds its .qm compiled imports neither
        import tempfile

        for stale in cache.glob(f"tch_{code}-*.qm"):
            stale.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=out.stem + ".", suffix=".qm", dir=cache)
        os.close(fd)
        result = subprocess.run([exe, "-silent", str(ts), "-qm", tmp], capture_output=True)
        if result.returncode != 0 or os.path.getsize(tmp) == 0:
            Path(tmp).unlink(missing_ok=True)
            return None
        os.replace(tmp, out)
    return out


class Languages(QObject):
    """The one place that knows the current language."""

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.code = "en"
        self.locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
        self._translators: list[QTranslator] = []
        self._installed: tuple[str, Path | None] | None = None  # the language and file in place

    def set_language(self, code: str) -> bool:
        """Switch every text to `code` now; False if that language is unavailable (the current one stays).

        The translation already in place (this language, the same compiled file) is not installed
        again: that would send every widget a language change to retranslate for nothing."""
        if code not in LANGUAGES:
            return False
        qm = _qm_for(code)
        installing = (code, qm.resolve() if qm is not None else None)
        if installing == self._installed:
            return True
        app = QCoreApplication.instance()
        # English has a translation too: the numerus forms of the texts with a count
        # ("%n Coupon(s)" → "1 Coupon"). Without it English still shows, in its source words.
        ours = QTranslator(self)
        loaded = qm is not None and ours.load(str(qm))
        if not loaded and code != "en":
            log.warning("no translation for %s (%s)", code, qm or "not found")
            return False
        translators: list[QTranslator] = []
        if code != "en":
            qt = QTranslator(self)
            if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                translators.append(qt)
        if loaded:
            translators.append(ours)
        for t in self._translators:
            QCoreApplication.removeTranslator(t)
        self._translators = translators
        for t in self._translators:
            QCoreApplication.installTranslator(t)
        self._installed = installing
        self.code = code
        self.locale = QLocale(code) if code != "en" else QLocale(QLocale.Language.English,
                                                                 QLocale.Country.UnitedStates)
        QLocale.setDefault(self.locale)
        if app is not None:
            self.language_changed.emit(code)
        return True

    def yen(self, n: int) -> str:
        """An amount of Yen, e.g. 6,000円 (en) or 6.000円 (it, es, de)."""
        return group_digits(int(n), self.locale) + YEN

    def number(self, n: int) -> str:
        return group_digits(int(n), self.locale)


_current: Languages | None = None


def languages() -> Languages:
    """The application's language manager (created on first use)."""
    global _current
    if _current is None:
        _current = Languages()
    return _current


def yen(n: int) -> str:
    return languages().yen(n)


WORD_JOINER = "\u2060"


def unbroken(text: str) -> str:
    """Text for a wrapping label in which no amount is broken before its 円 (Qt would otherwise
    put 円 on a line of its own: it may break before any CJK character)."""
    return text.replace("円", WORD_JOINER + "円")


def yen_whole(n: int) -> str:
    """An amount that a wrapping label never breaks."""
    return unbroken(yen(n))
