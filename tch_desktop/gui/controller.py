"""The controller: owns the one live game, applies actions, saves, undoes.

The GUI never changes the game itself: it hands actions to `apply`, which
asks the engine, autosaves after every applied action (atomic write), and
tells observers what changed through signals. A refused action is reported
with its reason and changes nothing.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QObject, QTimer, Signal

from tch_desktop.engine import Game, IllegalAction, Record, RecordError, Setup, game_record
from tch_desktop.engine.actions import CHANCE_TYPES, Action, parse_action
from tch_desktop.engine.errors import describe_error
from tch_desktop.engine.record import (
    Pace,
    ReplayResult,
    load_record,
    remove_stale_temporaries,
    replay,
    save_record,
)
from tch_desktop.gui.collector import COLLECTOR
from tch_desktop.gui.settings import data_dir, settings
from tch_desktop.i18n.reasons import record_error_text

AUTOSAVE = "autosave.json"
OPEN_POLL_MS = 10  # how often the GUI thread looks whether a record opened in the background is ready
log = logging.getLogger(__name__)


class LoadError(Exception):
    """A record that could not be opened: a RecordError, an illegal action inside it, or (`bug`) an
    error of the program itself met while reading it."""

    def __init__(self, record_error: RecordError | None = None, index: int | None = None,
                 illegal: IllegalAction | None = None, bug: str | None = None) -> None:
        super().__init__(record_error.code if record_error else (illegal.code if illegal else "load"))
        self.record_error = record_error
        self.index = index
        self.illegal = illegal
        self.bug = bug


def read_game(path: str | Path) -> tuple[Record, Game]:
    """The engine's whole work of opening a record: load it, replay it onto a fresh Game.

    Pure Python, nothing Qt: it runs on a worker thread (`GameController.open_in_background`).
    Raises LoadError if the file or an action in it is bad."""
    try:
        record = load_record(path)
    except RecordError as err:
        raise LoadError(record_error=err) from err
    result = replay(record)
    if result.error is not None:
        raise LoadError(index=result.index, illegal=result.error)
    return record, result.game


def _read_in_thread(path: Path, answers: queue.SimpleQueue[tuple[int, object]], ticket: int) -> None:
    """A loading thread's whole life: read the game, post plain data (the record and Game, or the error)."""
    try:
        answer: object = read_game(path)
    except BaseException as err:  # handed to the GUI thread: a bad file says why there
        answer = err
    answers.put((ticket, answer))


class GameController(QObject):
    """Owns the live `Game`; every change goes through `apply`."""

    game_replaced = Signal(object)  # a new, loaded, resumed or undone game: rebuild everything
    action_applied = Signal(object, object)  # the action, its events
    action_refused = Signal(object, object)  # the action, the IllegalAction
    autosave_failed = Signal(str)
    unfinished_kept = Signal(object)  # the Path an unfinished autosaved game was kept under
    unfinished_held = Signal(str)  # why it could not be: this game is not autosaved over it

    def __init__(self, parent: QObject | None = None, autosave_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.path: Path | None = None  # where the player last saved this game
        self._autosave_dir = autosave_dir
        self._encoded: list[str] = []  # the autosave's actions, each encoded once (see dumps_record)
        self._encoded_game: Game | None = None  # the game they belong to
        self._answers: queue.SimpleQueue[tuple[int, object]] = queue.SimpleQueue()
        self._opening: tuple[int, Path, Callable[[LoadError | None], None]] | None = None  # ticket, path, then
        self._ticket = 0
        self._poll = QTimer(self)
        self._poll.setInterval(OPEN_POLL_MS)
        self._poll.timeout.connect(self._drain_opened)
        # The autosave holds an unfinished game nobody chose to drop: the next game to take its
        # place keeps it under another name first (a record opened from the command line).
        self.keep_unfinished = False
        # That game could not be kept under another name: autosaving would write over it, so this
        # window autosaves nothing more (and says so); saving by hand still works.
        self._holding_unfinished = False
        self._inspected: tuple[Record, ReplayResult] | None = None  # the autosave as `resumable` read it

    # ------------------------------------------------------------ lifecycle
    @property
    def autosave_path(self) -> Path:
        return (self._autosave_dir or data_dir()) / AUTOSAVE

    def new_game(self, setup: Setup) -> Game:
        self.game = Game(setup)
        self.path = None
        self._keep_unfinished()
        self._autosave()
        self.game_replaced.emit(self.game)
        return self.game

    def open(self, path: str | Path) -> Game:
        """Open a record file at once, on this thread; raises LoadError (nothing changes) if it is bad.
        The window opens through `open_in_background` instead (a long game would freeze it)."""
        record, game = read_game(path)
        return self._adopt_opened(Path(path), record, game)

    @property
    def opening(self) -> bool:
        """Whether a record is being read in the background: the old game is not to be changed meanwhile."""
        return self._opening is not None

    def open_in_background(self, path: str | Path, then: Callable[[LoadError | None], None]) -> bool:
        """Read and replay a record on a worker thread; the window stays responsive.

        Once done, on the GUI thread: the game is adopted as `open` does (then(None)), or nothing changes
        and then(the LoadError). False (nothing started) if another record is still being opened."""
        if self._opening is not None:
            return False
        self._ticket += 1
        self._opening = (self._ticket, Path(path), then)
        thread = threading.Thread(target=_read_in_thread, args=(Path(path), self._answers, self._ticket),
                                  name="tch-open", daemon=True)
        COLLECTOR.start(thread)
        self._poll.start()
        return True

    def _drain_opened(self) -> None:
        """The GUI thread's poll: adopt the game read in the background (or report why it could not be)."""
        while True:
            try:
                ticket, answer = self._answers.get_nowait()
            except queue.Empty:
                return
            if self._opening is None or ticket != self._opening[0]:
                continue  # a load that was given up
            _ticket, path, then = self._opening
            self._opening = None
            self._poll.stop()
            if isinstance(answer, LoadError):
                then(answer)
            elif isinstance(answer, BaseException):
                # A bug, not a bad file: logged with its traceback, said to the player, and the
                # window is not left opening for good.
                log.error("reading %s met an error of the program", path, exc_info=answer)
                then(LoadError(bug=describe_error(answer)))
            else:
                opened = cast(tuple[Record, Game], answer)
                self._adopt_opened(path, *opened)
                then(None)

    def _adopt_opened(self, path: Path, record: Record, game: Game) -> Game:
        self.game = game
        self._adopt_encoded(record.encoded, record.actions)
        self.path = path
        self._keep_unfinished(record)
        self._autosave()
        self.game_replaced.emit(self.game)
        return self.game

    def set_pace(self, pace: Pace) -> None:
        """The players changed how this game is timed: it is part of the game's setup (and its record)."""
        if self.game is None or self.opening:
            return
        self.game.setup = replace(self.game.setup, pace=pace)
        self._autosave()

    def save(self, path: str | Path) -> None:
        """Save where the player chose (readable JSON); OSError or RecordError("too_large") if it cannot be."""
        assert self.game is not None
        settings().setValue("files/last_saved", str(Path(path)))  # its temporaries are cleaned at next start
        save_record(game_record(self.game), path, readable=True)
        self.path = Path(path)

    def damaged_autosave(self) -> RecordError | None:
        """Why the autosave cannot be read (cut short, garbage, edited), or None if it is fine or absent."""
        try:
            load_record(self.autosave_path)
        except RecordError as err:
            return None if err.code == "no_file" else err
        return None

    def set_aside_damaged(self) -> Path:
        """Keep a damaged autosave under a new name (nothing is lost) and free the autosave's place.
        OSError if it cannot be moved (a read-only folder)."""
        return self.set_aside("autosave-damaged")

    def set_aside(self, prefix: str) -> Path:
        """Move the autosave to a new name, PREFIX-date-time.json, in its folder; OSError if it cannot be."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = self.autosave_path.with_name(f"{prefix}-{stamp}.json")
        n = 1
        while kept.exists():  # two in the same second: the first is kept too
            n += 1
            kept = self.autosave_path.with_name(f"{prefix}-{stamp}-{n}.json")
        self.autosave_path.replace(kept)
        return kept

    def _keep_unfinished(self, opened: Record | None = None) -> None:
        """Before a new or opened game takes the autosave's place: if the player was never asked
        about the unfinished game in it (`keep_unfinished`), keep that game under another name and
        say so (`unfinished_kept`). Nothing is kept if the autosave is the opened record itself."""
        if not self.keep_unfinished:
            return
        self.keep_unfinished = False
        found = self._unfinished()  # none, or damaged: the start has already set a damaged one aside
        if found is None:
            return
        record = found[0]
        if opened is not None and record.setup == opened.setup and record.actions == opened.actions:
            return
        try:
            kept = self.set_aside("unfinished")
        except OSError as err:
            self._holding_unfinished = True
            self.unfinished_held.emit(err.strerror or str(err))
            return
        self.unfinished_kept.emit(kept)

    def clean_stale_temporaries(self) -> None:
        """Temporary files of saves interrupted mid-write: the autosave's, and the last game saved by hand."""
        remove_stale_temporaries(self.autosave_path)
        last = str(settings().value("files/last_saved", "", str) or "")
        if last:
            remove_stale_temporaries(last)

    def resumable(self) -> Record | None:
        """The autosaved game, if there is one worth resuming (unfinished, readable). If an entry of
        it is refused (`broken_entry`), what comes before that entry is what can be resumed."""
        self._inspected = self._unfinished()
        return self._inspected[0] if self._inspected is not None else None

    def _unfinished(self) -> tuple[Record, ReplayResult] | None:
        """The autosave read and replayed, if it holds an unfinished game (None: none, or unreadable)."""
        try:
            record = load_record(self.autosave_path)
        except RecordError:
            return None
        if not record.actions:
            return None
        result = replay(record)
        return None if result.game.state.phase == "over" else (record, result)

    def broken_entry(self) -> tuple[int, IllegalAction] | None:
        """The first entry of the autosave `resumable` found the rules refuse (its index, why), if any:
        a file edited by hand, or written by a version whose component set has changed since."""
        if self._inspected is None:
            return None
        result = self._inspected[1]
        if result.error is None or result.error.code == "unused_chance":  # every action replayed
            return None
        return (result.index or 0), result.error

    def resume(self) -> Game:
        """Continue the autosaved game exactly where it stopped (if an entry is refused: just before it,
        and the autosave then holds only that much: keep the whole file aside first)."""
        if self._inspected is not None:
            record, result = self._inspected
        else:
            record = load_record(self.autosave_path)
            result = replay(record)
        self._inspected = None
        self.game = result.game
        self._adopt_encoded(record.encoded, record.actions)
        if result.error is not None:
            self._autosave()  # the file now holds the game the players go on with
        self.game_replaced.emit(self.game)
        return self.game

    # ------------------------------------------------------------ playing
    def check(self, action: Action | dict[str, Any]) -> IllegalAction | None:
        if self.game is None:
            return IllegalAction("wrong_phase", phase="none")
        return self.game.check(action)

    def apply(self, action: Action | dict[str, Any]) -> bool:
        """Apply an action; True if it was legal. Refusals are signalled, not raised.
        Nothing changes the old game while another is being opened (False)."""
        if self.game is None or self.opening:
            return False
        try:
            act = action if isinstance(action, Action) else parse_action(action)
        except RecordError as err:
            bad = IllegalAction("bad_action", field=err.where, problem=err.code)
            self.action_refused.emit(action, bad)
            return False
        try:
            events = self.game.apply(act)
        except IllegalAction as err:
            self.action_refused.emit(act, err)
            return False
        self._autosave()
        log.info("applied %s", act.TYPE)
        self.action_applied.emit(act, events)
        return True

    # ------------------------------------------------------------ undo
    def undoable_by(self, player: int) -> bool:
        """Whether `player` may take back the last action.

        Only their own, only if nothing else has happened since: no dice or
        draw, and it did not move the game on (a new phase or round, the
        Purchase Limit, the game's end).
        """
        if self.game is None or not self.game.log:
            return False
        last = self.game.log[-1]
        if last.TYPE in CHANCE_TYPES or last.actor != player:
            return False
        if self.game.setup.players[player].kind != "human":
            return False
        index = len(self.game.log) - 1
        moved_on = {"phase", "round_marked", "limit_reached", "income", "game_over", "loans_revealed"}
        return not any(e.action == index and e.code in moved_on for e in self.game.events)

    def undo_refusal(self) -> tuple[str, int | None] | None:
        """Why the last action cannot be taken back (None: it can), with the player concerned.

        "nothing": no action yet; "chance": dice or a draw came after it; "bot": a bot took it;
        "moved_on": it began a new phase or round, reached the Purchase Limit or ended the game.
        """
        if self.game is None or not self.game.log:
            return ("nothing", None)
        last = self.game.log[-1]
        if last.TYPE in CHANCE_TYPES:
            return ("chance", None)
        actor = last.actor
        if actor is None:
            return ("nothing", None)
        if self.game.setup.players[actor].kind != "human":
            return ("bot", actor)
        if not self.undoable_by(actor):
            return ("moved_on", actor)
        return None

    def last_actor(self) -> int | None:
        if self.game is None or not self.game.log:
            return None
        last = self.game.log[-1]
        return None if last.TYPE in CHANCE_TYPES else last.actor

    def undo(self) -> bool:
        if self.opening:
            return False
        actor = self.last_actor()
        if actor is None or not self.undoable_by(actor):
            return False
        assert self.game is not None
        record = game_record(self.game)
        record.actions = record.actions[:-1]
        result = replay(record)
        if result.error is not None:  # cannot happen for a prefix of a legal game
            return False
        self._adopt_encoded(self._encoded if self._encoded_game is self.game else None, record.actions,
                            result.game)
        self.game = result.game
        self._autosave()
        self.game_replaced.emit(self.game)
        return True

    # ------------------------------------------------------------ autosave
    def _adopt_encoded(self, encoded: list[str] | None, actions: list[Action], game: Game | None = None) -> None:
        """Start the autosave of a replayed game from actions already encoded (by the loader, or the
        game before an undo): a long game's first autosave then encodes nothing again."""
        game = game or self.game
        if encoded is None or game is None:
            return
        kept = min(len(encoded), len(actions), len(game.log))
        if game.log[:kept] == actions[:kept]:  # the log holds the record's entries (none drawn anew)
            self._encoded, self._encoded_game = encoded[:kept], game

    def _autosave(self) -> None:
        if self.game is None or self._holding_unfinished:
            return
        if len(self._encoded) > len(self.game.log) or self._encoded_game is not self.game:
            self._encoded, self._encoded_game = [], self.game
        try:
            save_record(game_record(self.game), self.autosave_path, encoded=self._encoded)
        except OSError as err:
            self.autosave_failed.emit(err.strerror or str(err))
            return
        except RecordError as err:
            self.autosave_failed.emit(record_error_text(err))
            return
        log.info("autosaved %d record entries", len(self.game.log))
