"""The main window's menus and their actions, with shortcuts and status tips.

File (New, Open, Save, Save As, Quit), Edit (Undo, Settings), View (plan or
isometric, fit the Map), Language (the four languages, one checked) and Help.
The window connects the actions; this module only makes them and names them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from tch_desktop.i18n.languages import LANGUAGES


class WindowActions(QObject):
    """Every menu action of the main window."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)

        self._shortcuts: list[tuple[QAction, QKeySequence.StandardKey | str]] = []

        def make(name: str, shortcut: QKeySequence.StandardKey | str | None = None,
                 checkable: bool = False) -> QAction:
            a = QAction(self)
            a.setObjectName(name)
            if shortcut is not None:
                self._shortcuts.append((a, shortcut))
            a.setCheckable(checkable)
            return a

        self.new = make("new", QKeySequence.StandardKey.New)
        self.open = make("open", QKeySequence.StandardKey.Open)
        self.save = make("save", QKeySequence.StandardKey.Save)
        self.save_as = make("save_as", "Ctrl+Shift+S")
        self.quit = make("quit", "Ctrl+Q")
        self.undo = make("undo", QKeySequence.StandardKey.Undo)
        self.settings = make("settings", "Ctrl+,")
        self.isometric = make("isometric", "I", checkable=True)
        self.fit = make("fit", "F")
        self.help = make("help", "F1")
        self.about = make("about")
        self.languages = QActionGroup(self)
        self.languages.setExclusive(True)
        self.language: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            a = make(f"lang_{code}", checkable=True)
            a.setText(name)  # each language is named in itself, never translated
            a.setData(code)
            self.languages.addAction(a)
            self.language[code] = a
        self.menus: dict[str, QMenu] = {}

    def set_shortcuts(self) -> None:
        """Give the actions their keys (a key sequence loads Qt's namespace of enums, some 60 ms: the
        window's first paint does not wait for it, see MainWindow)."""
        for action, shortcut in self._shortcuts:
            action.setShortcut(QKeySequence(shortcut))
        self._shortcuts = []

    def need_table(self) -> list[QAction]:
        """The actions that work on the table or its game (all but Quit and the languages)."""
        return [self.new, self.open, self.save, self.save_as, self.undo, self.settings, self.isometric,
                self.fit, self.help, self.about]

    def fill(self, bar: QMenuBar) -> None:
        for key, actions in (("file", [self.new, self.open, None, self.save, self.save_as, None, self.quit]),
                             ("edit", [self.undo, None, self.settings]),
                             ("view", [self.isometric, self.fit]),
                             ("language", list(self.language.values())),
                             ("help", [self.help, self.about])):
            menu = bar.addMenu("")
            menu.setObjectName(f"menu_{key}")
            menu.setToolTipsVisible(True)
            for a in actions:
                if a is None:
                    menu.addSeparator()
                else:
                    menu.addAction(a)
            self.menus[key] = menu

    def retranslate(self) -> None:
        titles = {"file": self.tr("&File"), "edit": self.tr("&Edit"), "view": self.tr("&View"),
                  "language": self.tr("&Language"), "help": self.tr("&Help")}
        for key, menu in self.menus.items():
            menu.setTitle(titles[key])
        texts = (
            (self.new, self.tr("&New game…"), self.tr("Start a new game (the current one stays in the autosave until then).")),
            (self.open, self.tr("&Open game…"), self.tr("Open a saved game record.")),
            (self.save, self.tr("&Save"), self.tr("Save this game.")),
            (self.save_as, self.tr("Save &as…"), self.tr("Save this game under a new name.")),
            (self.quit, self.tr("&Quit"), self.tr("Close the game; it is autosaved after every action.")),
            (self.undo, self.tr("&Undo"), self.tr("Take back the last action, if it was yours and nothing followed it.")),
            (self.settings, self.tr("Se&ttings…"), self.tr("Seat keys, grace time, relaxed mode.")),
            (self.isometric, self.tr("&Isometric view"), self.tr("Show the Map in 3-D (isometric) or from above.")),
            (self.fit, self.tr("&Fit the Map"), self.tr("Zoom so that the whole Map fits.")),
            (self.help, self.tr("&Rules and help"), self.tr("The rules reference, in your language.")),
            (self.about, self.tr("&About"), self.tr("About this edition.")),
        )
        for action, text, tip in texts:
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)
        for action in self.language.values():
            action.setToolTip(self.tr("Switch every text to this language."))
