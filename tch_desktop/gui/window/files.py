"""Games on disk for the main window: open, save, save as, and the offer to resume.

A bad file never costs the game in progress: the controller opens a record
completely or not at all, and the player reads what is wrong in their
language (`record_error_text`, or `reason_text` for an illegal action inside).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from tch_desktop.engine import RecordError
from tch_desktop.gui.controller import GameController, LoadError
from tch_desktop.gui.plain import plain_for_rich
from tch_desktop.gui.settings import documents_dir, settings
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.reasons import reason_text, record_error_text
from tch_desktop.i18n.texts import names_text, phase_name


def load_error_text(err: LoadError) -> str:
    """Why a record could not be opened, in words."""
    if err.record_error is not None:
        return record_error_text(err.record_error)
    if err.bug is not None:
        return QCoreApplication.translate("GameFiles", "The program met an error while reading it ({error}). "
                                          "Nothing was changed.").format(error=err.bug)
    assert err.illegal is not None
    return QCoreApplication.translate("GameFiles", "Entry {n} of the record is not a legal action: {reason}").format(
        n=(err.index or 0) + 1, reason=reason_text(err.illegal, yen))


LAST_FOLDER = "files/last_folder"  # the folder of the last game opened or saved

# Qt's own file dialog (where the desktop offers none) has labels that Qt's translations lack for some
# languages ("&Look in:" in German, both in Spanish): our translations carry them, in Qt's context.
QT_FILE_DIALOG_GAPS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
                       QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),  # "archivo", as our Spanish says
                       QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))


class GameFiles(QObject):
    """File menu work for one window."""

    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self._kept = -1  # length of the log when the game was last saved or opened
        self._opening = False  # a record is being opened

    def unsaved(self) -> bool:
        """A game in progress with actions not in any file the player chose (only in the autosave)."""
        game = self.controller.game
        return game is not None and game.state.phase != "over" and bool(game.log) \
            and len(game.log) != self._kept

    def may_leave_game(self) -> bool:
        """Before the game in progress is replaced: offer to save it; False if the player cancels."""
        if not self.unsaved():
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window, self.tr("Leave this game?"),
            self.tr("The game in progress has not been saved. Save it before leaving it?"),
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def _filter(self) -> str:
        return self.tr("Tokyo Capsule Hotel games (*.json);;All files (*)")

    def _folder(self) -> str:
        """Where Open and Save start: this game's folder, else the last one used, else Documents."""
        if self.controller.path is not None:
            return str(self.controller.path.parent)
        last = str(settings().value(LAST_FOLDER, "", str))
        if last and Path(last).is_dir():
            return last
        return str(documents_dir())

    def _remember_folder(self, path: str | Path) -> None:
        settings().setValue(LAST_FOLDER, str(Path(path).resolve().parent))

    @property
    def opening(self) -> bool:
        """Whether a record is being opened (read in the background, or its message still showing)."""
        return self._opening

    def open_file(self) -> bool:
        """File ▸ Open: True if a record is being opened (the outcome comes later, see `open_path`)."""
        if self._opening or not self.may_leave_game():
            return False
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a game"), self._folder(), self._filter())
        if not path:
            return False

        def remember(opened: bool) -> None:
            if opened:
                self._remember_folder(path)

        return self.open_path(path, remember)

    def open_path(self, path: str | Path, then: Callable[[bool], None] | None = None) -> bool:
        """Start opening a record; the window stays responsive while the engine reads and replays it.

        Once done, on any problem say why (the current game carries on), then `then(opened)`.
        False (nothing started) if another record is still being opened."""
        if self._opening:
            return False
        self._opening = True
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        said = self._status(self.tr("Opening…"))

        def opened(err: LoadError | None) -> None:
            QApplication.restoreOverrideCursor()
            if said:
                self._status("")
            if err is not None:
                text = (self.tr("{file}\n\n{reason}\n\nThe current game carries on.")
                        if self.controller.game is not None else self.tr("{file}\n\n{reason}"))
                QMessageBox.warning(self.window, self.tr("This game cannot be opened"), plain_for_rich(
                    text.format(file=Path(path).name, reason=load_error_text(err))))
            else:
                self._kept = len(self.controller.game.log) if self.controller.game is not None else -1
                # The status bar and the title say so; a passing notice would hide one that matters more
                # (an unfinished autosave kept under another name).
                self._said(self.tr("Game opened: {file}").format(file=Path(path).name), notice=False)
            self._opening = False
            if then is not None:
                then(err is None)

        if not self.controller.open_in_background(path, opened):  # opened by someone else meanwhile
            QApplication.restoreOverrideCursor()
            self._status("")
            self._opening = False
            return False
        return True

    def _status(self, text: str) -> bool:
        """Show `text` in the window's status bar (cleared with ""); False if the window has none."""
        status = getattr(self.window, "statusBar", None)
        if not callable(status):
            return False
        if text:
            status().showMessage(text)
        else:
            status().clearMessage()
        return True

    def save(self) -> bool:
        if self.controller.game is None:
            return False
        if self.controller.path is None:
            return self.save_as()
        return self.save_to(self.controller.path)

    def save_as(self) -> bool:
        if self.controller.game is None:
            return False
        default = self.controller.path or Path(self._folder()) / self.tr("tokyo-capsule-hotel-game.json")
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the game"), str(default), self._filter())
        if not path:
            return False
        if not Path(path).suffix:
            path += ".json"
        if not self.save_to(Path(path)):
            return False
        self._remember_folder(path)
        return True

    def save_to(self, path: Path) -> bool:
        try:
            self.controller.save(path)
        except (OSError, RecordError) as err:
            reason = record_error_text(err) if isinstance(err, RecordError) else err.strerror or str(err)
            QMessageBox.warning(self.window, self.tr("The game could not be saved"),
                                plain_for_rich(self.tr("{file}\n\n{reason}").format(file=path.name, reason=reason)))
            return False
        self._kept = len(self.controller.game.log) if self.controller.game is not None else -1
        self._said(self.tr("Game saved: {file}").format(file=path.name))
        return True

    def _said(self, text: str, notice: bool = True) -> None:
        """A file opened or saved: the status bar, the title, and (if `notice`) a passing notice."""
        notices = getattr(self.window, "notices", None)
        if notices is not None and notice:
            notices.say(text, "good", 4000)
        status = getattr(self.window, "statusBar", None)
        if callable(status):
            status().showMessage(text, 6000)
        title = getattr(self.window, "show_title", None)
        if callable(title):
            title()

    def ask_resume(self) -> bool:
        """Offer to go on with the autosaved game; True to resume it."""
        self.controller.keep_unfinished = False
        self.controller.clean_stale_temporaries()
        damaged = self.controller.damaged_autosave()
        if damaged is not None:
            reason = record_error_text(damaged)
            kept = self._set_aside(reason)
            if kept is not None:
                text = self.tr("{reason}\n\nThe file was kept as {file} in {folder}; "
                               "start a new game or open a saved one.").format(
                    reason=reason, file=kept.name, folder=str(kept.parent))
                QMessageBox.warning(self.window, self.tr("The autosaved game cannot be read"),
                                    plain_for_rich(text))
            return False
        record = self.controller.resumable()
        if record is None:
            return False
        names = names_text([p.name for p in record.setup.players])
        asked = self.tr("Go on where it stopped, or start a new game?")
        broken = self.controller.broken_entry()
        if broken is not None:  # the rules refuse an entry: keep the whole file before going on
            index, refused = broken
            why = load_error_text(LoadError(index=index, illegal=refused))
            kept = self._set_aside(why)
            if kept is None:
                return False
            asked = self.tr("{reason}\n\nThe whole file was kept as {file} in {folder}. Go on from just "
                            "before entry {n}, or start a new game?").format(
                reason=why, file=kept.name, folder=str(kept.parent), n=index + 1)
        box = QMessageBox(self.window)
        box.setObjectName("ResumeBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the players' names
        box.setWindowTitle(self.tr("Resume the game?"))
        box.setText(self.tr("A game was left unfinished: {players}.").format(players=names))
        box.setInformativeText(asked)
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.exec()
        chosen = box.clickedButton() is resume
        # A new game does not wipe the unfinished one out: it is kept under another name first.
        self.controller.keep_unfinished = not chosen and broken is None
        return chosen

    def _set_aside(self, reason: str) -> Path | None:
        """Move an autosave that cannot be resumed whole to a name of its own; None (and say why) if
        it cannot be moved: then no game is started over it."""
        try:
            return self.controller.set_aside_damaged()
        except OSError as err:
            path = self.controller.autosave_path
            text = self.tr("{reason}\n\nThe file could not be set aside ({why}); it stays as {file} in "
                           "{folder}. Copy it somewhere safe before starting another game.").format(
                reason=reason, why=err.strerror or str(err), file=path.name, folder=str(path.parent))
            QMessageBox.warning(self.window, self.tr("The autosaved game cannot be read"), plain_for_rich(text))
            return None

    def about(self) -> None:
        from tch_desktop.gui.dialogs.about import AboutDialog

        game = self.controller.game
        where = ""
        if game is not None:
            where = self.tr("This game: round {round}, {phase}.").format(
                round=game.state.round, phase=phase_name(game.state.phase))
        AboutDialog(self.window, where).exec()
