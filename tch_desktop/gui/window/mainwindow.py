"""The main window: the table (laid out in table.py) wired to the game.

The window wires what the players do (seat keys, the shop, the Map, the
menus) to the controller, and opens the game's dialogs at their moments:
resume or new game, the loan hand-off, Income, the end. It never decides legality and never
writes the game: it asks the engine and hands actions to the controller.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QApplication

from tch_desktop.gui.dialogs.common import paper_palette
from tch_desktop.gui.settings import settings
from tch_desktop.gui.style.table import STYLESHEET
from tch_desktop.gui.window.menus import WindowActions
from tch_desktop.gui.window.screens import open_screen
from tch_desktop.gui.window.table import TableSketch, TableWindow
from tch_desktop.i18n.languages import languages, yen
from tch_desktop.i18n.reasons import reason_text

if TYPE_CHECKING:  # the game's side of the window, imported once the window is painted (`build_table`)
    from tch_desktop.bots.seats import PluginProblem
    from tch_desktop.engine import Event, Game, IllegalAction
    from tch_desktop.engine.actions import Action
    from tch_desktop.gui.claims import StartClaims
    from tch_desktop.gui.controller import GameController
    from tch_desktop.gui.countdown import PurchaseCountdown
    from tch_desktop.gui.dialogs.settings import SettingsDialog
    from tch_desktop.gui.panels.offers import OfferBar
    from tch_desktop.gui.seatkeys import SeatKeys
    from tch_desktop.gui.window.botseats import BotSeats
    from tch_desktop.gui.window.bridge import Dialogs
    from tch_desktop.gui.window.files import GameFiles

# Map modes whose how-to is pinned over the Map while they last.
PINNED_HINT_MODES = ("parcel", "piece", "building", "outline", "pick")


class MainWindow(TableWindow):
    """The table: Map, boards, ledgers, the queue and the shop.

    Built at once, or (`progressive=True`, as the program starts) in two steps:
    first the window itself with its menus over an empty table, painted before
    the engine, the bots and the Map are even imported; then, right after that
    first paint, the table and the game (`build_table`). Until then the menu
    items that need the table are disabled and `start` waits for it.
    """

    table_ready = Signal()  # the table is built and wired (then `start` opens the game)

    controller: GameController
    files: GameFiles
    dialogs: Dialogs
    seat_keys: SeatKeys
    countdown: PurchaseCountdown
    claims: StartClaims
    bots: BotSeats
    offers: OfferBar

    def __init__(self, options: argparse.Namespace | None = None,
                 controller: GameController | None = None, *, progressive: bool = False) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.options = options or argparse.Namespace()
        self.built = False
        self._given_controller = controller
        self._start_asked = False
        paper_palette(self)  # the native widgets (spin boxes, combos) on paper too
        self.setStyleSheet(STYLESHEET)
        self.menu_actions = WindowActions(self)
        self.menu_actions.fill(self.menuBar())
        self.barter_table: Any = None
        self._secret = False  # the loans are being chosen: the table waits for the reveal
        self._behind_curtain: list[Event] = []
        # The Income dialog rolls the dice: the table keeps its results (and what follows) until it closes.
        self._income_held: list[Event] | None = None
        if progressive:
            sketch = TableSketch(self)
            sketch.first_painted.connect(lambda: QTimer.singleShot(0, self, self._build_after_paint))
            QTimer.singleShot(1000, self, self._build_after_paint)  # a window never painted (minimized)
            self.setCentralWidget(sketch)
            for action in self.menu_actions.need_table():
                action.setEnabled(False)
            self.retranslate()
            self._size_to_screen()
        else:
            self.build_table()

    def build_table(self) -> None:
        """The table and the game's side of the window: controller, files, dialogs, seat keys, bots."""
        from tch_desktop.bots.seats import plugin_seats
        from tch_desktop.gui.claims import StartClaims
        from tch_desktop.gui.controller import GameController
        from tch_desktop.gui.countdown import PurchaseCountdown
        from tch_desktop.gui.panels.offers import OfferBar
        from tch_desktop.gui.seatkeys import SeatKeys
        from tch_desktop.gui.window.botseats import BotSeats
        from tch_desktop.gui.window.bridge import Dialogs
        from tch_desktop.gui.window.files import GameFiles

        if self.built:
            return
        self.controller = self._given_controller or GameController(self)
        self.files = GameFiles(self, self.controller)
        self.dialogs = Dialogs(self, self.controller, self._play_again, self.files.save_as)
        self._build()
        self.seat_keys = SeatKeys(self.controller, self)
        self.seat_keys.install()
        self.countdown = PurchaseCountdown(self.controller, self)
        self.claims = StartClaims(self.controller, self)
        self.claims.attach(self.view)
        self.bots = BotSeats(self.controller, self, plugin_seats(getattr(self.options, "bot", None)))
        self.bots.plugin_failed.connect(self._plugin_failed)
        self.bots.bot_failed.connect(self._bot_failed)
        self.dialogs.bot_loan = self.bots.loan_for
        self.dialogs.secret = self.set_secret
        self.dialogs.income_shown = self._income_shown
        self.offers = OfferBar(self._names, self.view)
        self.view.installEventFilter(self.offers)
        self._connect()
        self.menu_actions.set_shortcuts()
        for action in self.menu_actions.need_table():
            action.setEnabled(True)
        self.built = True
        self.retranslate()
        if not self.isVisible():
            self._size_to_screen()
        self.table_ready.emit()
        if self._start_asked:
            QTimer.singleShot(0, self, self.start)  # once the table is painted

    def _build_after_paint(self) -> None:
        """The empty table is on the screen: now import and build the rest (unless closed meanwhile)."""
        if self.isVisible() and not self.built:
            self.build_table()
            # The Map fitted itself as it first showed; the window's layout may still have been
            # settling then (on X11 it sometimes was: a small Map in a big view). Fit it again once
            # the pending layout events are through, before anyone could have zoomed.
            QTimer.singleShot(0, self, self.view.fit_map)

    def _connect(self) -> None:
        c = self.controller
        c.action_applied.connect(self._applied)
        c.action_refused.connect(self._refused)
        c.game_replaced.connect(self._replaced)
        c.autosave_failed.connect(self._autosave_failed)
        c.unfinished_kept.connect(self._unfinished_kept)
        c.unfinished_held.connect(self._unfinished_held)
        a = self.menu_actions
        a.new.triggered.connect(self.new_game_asked)
        a.open.triggered.connect(lambda: self.files.open_file())
        a.save.triggered.connect(lambda: self.files.save())
        a.save_as.triggered.connect(lambda: self.files.save_as())
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(self.undo)
        a.settings.triggered.connect(self.open_settings)
        a.isometric.toggled.connect(self.view.set_isometric)
        self.view.isometric_changed.connect(a.isometric.setChecked)
        a.fit.triggered.connect(self.view.fit_map)
        a.help.triggered.connect(self.dialogs.help)
        a.about.triggered.connect(self.files.about)
        a.languages.triggered.connect(lambda act: self.set_language(act.data()))
        self.scene.action_proposed.connect(self.propose)
        self.scene.hint_changed.connect(self._hint)
        self.scene.mode_changed.connect(self._mode_changed)
        self.shop.purchase_chosen.connect(lambda _t: self.countdown.declare())
        self.round_spend.grace_left = self.countdown.grace_left
        self.countdown.grace_started.connect(self.round_spend.follow_grace)
        self.countdown.waiting.connect(self.round_spend.show_waiting)
        self.countdown.counting.connect(self.round_spend.set_countdown)
        self.countdown.counting.connect(self._count_shown)
        self.countdown.stopped.connect(lambda: self.round_spend.set_countdown(None, None))
        self.countdown.stopped.connect(self.big_count.clear)
        self.countdown.forfeited.connect(self._forfeited)
        self.claims.hint_changed.connect(lambda _t: self._pin())
        self.round_spend.barter_requested.connect(self.open_barter)
        self.bots.said.connect(self.game_ledger.add_note)
        self.bots.offer_to_person.connect(self.offers.show_offer)
        self.offers.answered.connect(self.bots.person_answered)

    # ------------------------------------------------------------ starting
    def start(self) -> None:
        """Open the record given on the command line, else offer the autosave, else a new game."""
        if not self.built:
            self._start_asked = True  # `build_table` starts it
            return
        record = getattr(self.options, "record", None)
        # Nobody is asked about an unfinished autosaved game here: if the record opens, that game
        # is kept under another name (and the player told where), never overwritten.
        self.controller.keep_unfinished = bool(record)
        if not (record and self.files.open_path(record, self._started)):
            self._started(False)

    def _started(self, opened: bool) -> None:
        """The rest of `start`, once the record on the command line is open (or could not be)."""
        if not opened:
            if self.files.ask_resume():
                self.controller.resume()
            elif not self.new_game():
                QTimer.singleShot(0, self.close)  # nobody wanted to play
                return
        if getattr(self.options, "iso", False):
            self.menu_actions.isometric.setChecked(True)
        screen = getattr(self.options, "screen", None)
        if screen:
            self.dialogs.still = True
            QTimer.singleShot(300, lambda: self.open_screen(screen))

    def new_game_asked(self) -> bool:
        """File ▸ New: the game in progress may be saved first (not while another game is being opened)."""
        return not self.files.opening and self.files.may_leave_game() and self.new_game()

    def new_game(self) -> bool:
        from tch_desktop.gui.countdown import default_pace

        chosen = self.dialogs.ask_new_game()
        if chosen is None:
            return False
        setup, relaxed = chosen
        settings().setValue("countdown/relaxed", "true" if relaxed else "false")  # the next game's default
        self.controller.new_game(replace(setup, pace=default_pace(relaxed)))  # the countdown follows it
        return True

    def open_screen(self, name: str) -> bool:
        return open_screen(self, name)

    # ------------------------------------------------------------ the game changed
    def _names(self) -> list[str]:
        game = self.controller.game
        return [p.name for p in game.state.players] if game is not None else []

    def _replaced(self, game: Game) -> None:
        self._behind_curtain = []
        self._income_held = None
        self.offers.clear()
        self.ledgers.rebuild(game, self.seat_keys.keys)
        self.game_ledger.show_history(game)
        self.notices.pin("")
        self._show_state()
        self.dialogs.follow([])

    def set_secret(self, secret: bool) -> None:
        """While the loans are chosen in secret the table shows nothing new; the reveal shows it all."""
        if secret == self._secret:
            return
        self._secret = secret
        if not secret:
            events, self._behind_curtain = self._behind_curtain, []
            self.game_ledger.add_events(events)
            self._show_state()
            self.dialogs.follow(events)

    def _applied(self, action: Action, events: list[Event]) -> None:
        if self._secret:
            self._behind_curtain += events
            return
        if self._income_held is None and self.dialogs.shows_income(events):
            self._income_held = []
        if self._income_held is not None:
            self._income_held += events
        else:
            self._show_events(events)
        self.dialogs.follow(events)

    def _income_shown(self) -> None:
        """The Income dialog closed: the table shows what it held back (the dialogs already follow it)."""
        events, self._income_held = self._income_held, None
        if events:
            self._show_events(events)

    def _show_events(self, events: list[Event]) -> None:
        self.game_ledger.add_events(events)
        self.offers.drop_where(lambda offer: not self.bots.can_barter(offer))
        self._show_state()
        for e in events:
            if e.code == "limit_reached":
                self.notices.say(self.tr("Purchase Limit reached ({spend} of {limit})! No more Purchases "
                                         "this round; open Barters may finish.").format(
                    spend=yen(e["spend"]), limit=yen(e["limit"])), "banner", 7000)
            elif e.code == "round_marked":
                self.notices.withdraw("banner")  # "no more Purchases this round" no longer holds

    def _refused(self, action: Action, err: IllegalAction) -> None:
        game = self.controller.game
        who = action.actor
        text = reason_text(err, yen)
        if game is not None and who is not None and 0 <= who < len(game.state.players):
            text = self.tr("{player}: {reason}").format(player=game.state.players[who].name, reason=text)
        self.notices.say(text, "refusal")
        self.statusBar().showMessage(text, 8000)

    def _autosave_failed(self, why: str) -> None:
        self.notices.say(self.tr("The autosave could not be written: {reason}").format(reason=why))

    def _unfinished_kept(self, kept: Path) -> None:
        text = self.tr("The unfinished game from last time was kept as {file} in {folder}: open it "
                       "with File ▸ Open game to go on with it.").format(file=kept.name, folder=str(kept.parent))
        self.notices.say(text, "good", 20000)
        self.statusBar().showMessage(text, 20000)

    def _unfinished_held(self, why: str) -> None:
        text = self.tr("The unfinished game from last time could not be kept under another name ({reason}), "
                       "so this game is not autosaved over it: save it with File ▸ Save.").format(reason=why)
        self.notices.say(text, "refusal", 20000)
        self.statusBar().showMessage(text, 20000)

    def _hint(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _count_shown(self, player: int, seconds: int) -> None:
        game = self.controller.game
        if game is not None:
            p = game.state.players[player]
            self.big_count.show_count(p.name, p.pen, seconds)

    def _forfeited(self, player: int) -> None:
        game = self.controller.game
        if game is not None:
            self.notices.say(self.tr("{player} took too long and forfeits the Purchase.").format(
                player=game.state.players[player].name), "refusal")

    def _show_state(self) -> None:
        game = self.controller.game
        if game is None:
            return
        s = game.state
        for panel in (self.round_card, self.ledgers, self.franchise, self.round_spend, self.shop):
            panel.show_game(game)
        front = s.queue[0] if s.phase == "purchase" and s.queue else self.claims.claimant()
        self.scene.set_active_player(front)
        # Always offered while there is something to undo: a refusal says why (never a silent grey item).
        self.menu_actions.undo.setEnabled(bool(game.log))
        self._pin()
        self.show_title()

    def _pin(self) -> None:
        """The message that stays over the Map: whose turn it is to claim, or the closed Purchasing."""
        game = self.controller.game if self.built else None
        if game is None:
            return
        from tch_desktop.i18n.texts import names_text  # with the game: the light window never needs it

        s = game.state
        if self.claims.active:
            player = s.players[self.claims.claimant() or 0]
            self.notices.pin(self.tr("{player}: click a free starting Parcel on the Map to claim it.").format(
                player=player.name), "info")
        elif s.phase == "purchase" and not s.purchasing_open:
            self.notices.pin(self.tr("Purchase Limit reached: no more Purchases. Open Barters may finish, "
                                     "then Income."), "banner")
        elif s.phase == "over":
            self.notices.pin(self.tr("Game over. Winner(s): {players}. File ▸ New game to play again.", "",
                                     len(s.winners)).format(
                players=names_text([s.players[i].name for i in s.winners])), "good")
        elif self.scene.tool is not None and self.scene.mode in PINNED_HINT_MODES:
            # How to place it, over the Map where the eyes are (the status bar is easy to miss);
            # the Hotel builder's panel says it for Hotels.
            self.notices.pin(self.scene.tool.start_hint(), "info")
        else:
            self.notices.pin("")

    def show_title(self) -> None:
        """The window's title: the game's file (once opened or saved), the round and the phase."""
        game = self.controller.game if self.built else None
        base = self.tr("Tokyo Capsule Hotel")
        path = self.controller.path if game is not None else None
        if path is not None:
            base = self.tr("{file} — {title}").format(file=path.name, title=base)
        if game is None:
            self.setWindowTitle(base)
            return
        from tch_desktop.i18n.texts import phase_name  # with the game: the light window never needs it

        if game.state.round < 1:  # the Setup, before round 1: no "round 0"
            self.setWindowTitle(self.tr("{title} — {phase}").format(title=base, phase=phase_name(game.state.phase)))
            return
        self.setWindowTitle(self.tr("{title} — round {round}, {phase}").format(
            title=base, round=game.state.round, phase=phase_name(game.state.phase)))

    # ------------------------------------------------------------ what players do
    def _play_again(self) -> None:
        QTimer.singleShot(0, self, self.new_game)

    def propose(self, action: Action) -> bool:
        """An action the player confirmed on the Map: the engine decides."""
        return self.controller.apply(action)

    def _mode_changed(self, mode: str) -> None:
        """A placement begun on the Map declares the Purchase; giving it up starts the grace again."""
        if mode == "select":
            self.countdown.undeclare()
        elif mode in ("parcel", "piece", "building", "hotel"):
            self.countdown.declare()
        self.round_spend.set_placing(mode in ("parcel", "piece", "building", "hotel"))
        self._pin()

    def undo(self) -> None:
        why = self.controller.undo_refusal()
        if why is None and self.controller.undo():
            return
        game = self.controller.game
        code, who = why or ("", None)
        name = game.state.players[who].name if game is not None and who is not None else ""
        texts = {
            "nothing": self.tr("There is nothing to undo yet."),
            "chance": self.tr("Dice were rolled or a draw was made since the last action: it cannot be undone."),
            "bot": self.tr("The last action was {player}'s, a bot: only a person's own last action can be "
                           "taken back.").format(player=name),
            "moved_on": self.tr("{player}'s last action began a new phase or round, reached the Purchase "
                                "Limit or ended the game: it cannot be undone.").format(player=name),
        }
        text = texts.get(code, self.tr("Only the player who took the last action may undo it, "
                                       "and not after dice or a draw."))
        self.notices.say(text, "refusal")
        self.statusBar().showMessage(text, 8000)

    def _bot_failed(self, seat: int) -> None:
        """A built-in bot broke (a bug in the program): say so; it passes where it can."""
        game = self.controller.game
        name = game.state.players[seat].name if game is not None else str(seat + 1)
        self.notices.say(self.tr("{name}'s bot ran into an error in the program: it passes when it "
                                 "cannot choose.").format(name=name), "refusal", 12000)

    def _plugin_failed(self, seat: int, problem: PluginProblem) -> None:
        """A bot plug-in lost its seat: say so, naming the file (a built-in bot plays on)."""
        game = self.controller.game
        name = game.state.players[seat].name if game is not None else str(seat + 1)
        texts = {
            "load": self.tr("The bot plug-in {file} could not be loaded ({detail}); a normal bot plays "
                            "for {name}."),
            "crash": self.tr("The bot plug-in {file} stopped with an error ({detail}); a normal bot plays "
                             "for {name} from now on."),
            "illegal": self.tr("The bot plug-in {file} chose a move the rules refuse ({detail}); a normal "
                               "bot plays for {name} from now on."),
            "answer": self.tr("The bot plug-in {file} gave an answer that is not a move ({detail}); a "
                              "normal bot plays for {name} from now on."),
        }
        text = texts.get(problem.kind, texts["crash"])
        self.notices.say(text.format(file=problem.path, detail=problem.detail, name=name), "refusal", 12000)

    def open_barter(self, parties: list[int]) -> None:
        if self.barter_table is None:
            self.barter_table = self.dialogs.barter_table(self.scene, self.bots.answer_barter,
                                                          self.bots.answer_words)
            self.barter_table.finished.connect(lambda _result: self.back_to_table())
        self.barter_table.open_for(parties)

    def open_settings(self) -> SettingsDialog:
        from tch_desktop.gui.countdown import pace_of
        from tch_desktop.gui.dialogs.settings import SettingsDialog

        game = self.controller.game
        dlg = SettingsDialog([p.name for p in game.state.players] if game else [], self,
                             pace_of(game) if game else None,
                             {p.index for p in game.state.players if p.kind == "bot"} if game else None)
        dlg.accepted.connect(self._settings_changed)
        dlg.finished.connect(lambda _result: self.back_to_table())
        dlg.open()
        return dlg

    def back_to_table(self) -> None:
        """After a dialog or window closes, the keyboard is the table's again."""
        if QApplication.activeModalWidget() is not None:
            return  # another dialog is still up
        from PySide6.QtCore import Qt  # not at the top: see table.py

        self.activateWindow()
        self.raise_()
        focus = QApplication.focusWidget()
        if focus is None or focus.window() is not self:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _settings_changed(self) -> None:
        from tch_desktop.engine.record import Pace
        from tch_desktop.gui.countdown import grace_seconds, pace_of, relaxed_default
        from tch_desktop.gui.seatkeys import load_keys

        self.seat_keys.set_keys(load_keys())
        game = self.controller.game
        if game is not None:  # the timing chosen is this game's (and the next new game's default)
            _relaxed, _grace, count = pace_of(game)
            self.controller.set_pace(Pace(relaxed_default(), grace_seconds(), count))
            self.countdown.follow_pace(game)
        if self.controller.game is not None:
            self.ledgers.set_keys(self.controller.game, self.seat_keys.keys)

    # ------------------------------------------------------------ language
    def set_language(self, code: str) -> bool:
        if languages().set_language(code):
            settings().setValue("language", code)
            return True
        self.notices.say(self.tr("This language is not available in this build."), "refusal")
        self._check_language()
        return False

    def _check_language(self) -> None:
        self.menu_actions.language[languages().code].setChecked(True)

    def retranslate(self) -> None:
        self.statusBar().showMessage(self.tr("F1: rules and help · each seat's keys are on its Player Ledger"))
        self.menu_actions.retranslate()
        self._check_language()
        if not self.built:
            self.show_title()
            return
        self.claims.retranslate()
        self._pin()
        self.show_title()
        QTimer.singleShot(0, self, self._tab_titles)  # after the cards have their new titles

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:
        if self.built:
            self.seat_keys.uninstall()
            self.bots.stop()
        super().closeEvent(event)
