"""The barter table: two or more players put a deal together, the engine checks it, all accept.

    table = BarterTable(controller, scene, window)   # one per window, non-modal
    table.open_for([0, 2])                            # opens the Barter if it is not open yet
    table.settled.connect(...); table.abandoned.connect(...)

One column per party: each adds Yen, Coupons, Capsules from their hand, whole
areas (clicked on the Map), a new Subdivision (drawn on the Map) and promises.
Under the columns the whole deal is written out, with the engine's verdict
(`controller.check(Barter(...))`). Every party accepts on screen; any change
clears the accepts. Settling applies the Barter through the controller;
abandoning (or closing the table) applies `barter_abandon`. Bots are parties
too: with `bot_answer(party, barter) -> bool` (the bots' judgement) they accept or
decline each legal deal; without it they politely decline.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QWidget

from tch_desktop.engine import Game
from tch_desktop.engine.actions import Barter, BarterAbandon, BarterOpen
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.dialogs.barter_column import PartyColumn
from tch_desktop.gui.dialogs.barter_deal import Deal, Item, describe
from tch_desktop.gui.dialogs.barter_frame import BarterFrame
from tch_desktop.gui.dialogs.barter_rows import ItemRow
from tch_desktop.gui.dialogs.common import set_role
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.reasons import reason_text
from tch_desktop.i18n import texts
from tch_desktop.i18n.texts import names_text

#: The map mode each kind of addition waits for.
MAP_MODES = {"area": "pick", "subdivide": "outline"}


class BarterTable(BarterFrame):
    """A non-modal table for one open Barter at a time (drafts of others are kept)."""

    settled = Signal(str)  # the Barter's id
    abandoned = Signal(str)

    BOT_PAUSE_MS = 250

    def __init__(self, controller: GameController, scene: Any, parent: QWidget | None = None,
                 bot_answer: Callable[[int, Barter], bool] | None = None,
                 bot_words: Callable[[int], str | None] | None = None) -> None:
        super().__init__(scene, parent)
        self.bot_answer = bot_answer
        self.bot_words = bot_words  # what a bot said with its last answer (its reason or counter-offer)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.setInterval(self.BOT_PAUSE_MS)
        self._bot_timer.timeout.connect(self._ask_bots)
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.Tool, False)
        self.controller = controller
        self.deal: Deal | None = None
        self.drafts: dict[str, Deal] = {}
        self.columns: dict[int, PartyColumn] = {}
        self.pending: tuple[str, int] | None = None  # (kind, player) waiting for the Map
        self.drawing: Item | None = None  # the Subdivision being drawn in this outline session
        self.cancel_map.clicked.connect(self._cancel_drawing)
        self.done_map.clicked.connect(self._map_done)
        self.abandon_button.clicked.connect(self.abandon)
        self.settle_button.clicked.connect(self.settle)
        scene.area_picked.connect(self._area_picked)
        scene.outline_drawn.connect(self._outline_drawn)
        scene.mode_changed.connect(self._mode_changed)
        controller.action_applied.connect(self._game_moved)
        controller.game_replaced.connect(lambda _g: self._new_game())
        self.retranslate()

    # ------------------------------------------------------------ the interface
    @property
    def game(self) -> Game:
        assert self.controller.game is not None
        return self.controller.game

    def open_for(self, parties: list[int]) -> bool:
        """Show the table for these parties, opening their Barter first if needed."""
        if self.controller.game is None:
            return False
        barter = self._barter_of(parties)
        if barter is None:
            if not self.controller.apply(BarterOpen(tuple(parties))):
                return False
            barter = self._barter_of(parties)
            assert barter is not None
        if self.deal is not None and self.deal.barter != barter:
            self._cancel_map()
        order = self.game.state.barters[barter].parties
        self.deal = self.drafts.setdefault(barter, Deal(barter, tuple(order)))
        self._build_columns()
        self.show()
        self.raise_()
        self.activateWindow()
        return True

    def add_item(self, item: Item) -> ItemRow | None:
        """Put an item into the deal (for the column buttons, the Map and tests)."""
        if self.deal is None or item.giver not in self.columns:
            return None
        if item.kind != "promise" and item.receiver is None:
            item.receiver = self.deal.default_receiver(item.giver)
        self.deal.items.append(item)
        row = self.columns[item.giver].add_row(item, self.deal.parties)
        row.changed.connect(self._deal_changed)
        row.removed.connect(self._remove_row)
        self._deal_changed()
        return row

    def add_yen(self, player: int, amount: int) -> ItemRow | None:
        return self.add_item(Item("yen", player, amount=amount))

    def add_coupons(self, player: int, n: int = 1) -> ItemRow | None:
        return self.add_item(Item("coupons", player, amount=n))

    def add_capsules(self, player: int, colour: str, n: int = 1) -> ItemRow | None:
        return self.add_item(Item("capsules", player, amount=n, colour=colour))

    def add_area(self, player: int, area: str) -> ItemRow | None:
        return self.add_item(Item("area", player, area=area))

    def add_subdivision(self, player: int, area: str, outline: list[tuple[float, float]]) -> ItemRow | None:
        return self.add_item(Item("subdivide", player, area=area, outline=tuple(outline)))

    def add_promise(self, player: int, text: str = "") -> ItemRow | None:
        return self.add_item(Item("promise", player, text=text))

    def check(self) -> Any:
        """The engine's verdict on the deal as it stands (None when it is legal)."""
        if self.deal is None:
            return None
        return self.controller.check(self.deal.action())

    def settle(self) -> bool:
        if self.deal is None or not self._all_accepted():
            return False
        barter = self.deal.barter
        if not self.controller.apply(self.deal.action()):
            self._deal_changed()
            return False
        self.drafts.pop(barter, None)
        self._drop()
        self.settled.emit(barter)
        return True

    def abandon(self) -> bool:
        if self.deal is None:
            return False
        barter = self.deal.barter
        if barter in self.game.state.barters and not self.controller.apply(BarterAbandon(barter)):
            return False
        self.drafts.pop(barter, None)
        self._drop()
        self.abandoned.emit(barter)
        return True

    # ------------------------------------------------------------ building the table
    def _barter_of(self, parties: list[int]) -> str | None:
        for b in self.game.state.barters.values():
            if set(b.parties) == set(parties):
                return b.id
        return None

    def _build_columns(self) -> None:
        assert self.deal is not None
        for col in self.columns.values():
            self.columns_box.removeWidget(col)
            col.deleteLater()
        self.columns = {}
        for party in self.deal.parties:
            col = PartyColumn(self.game, party, bot_answers=self.bot_answer is not None)
            col.add_requested.connect(lambda kind, p=party: self._add_requested(p, kind))
            col.accept_toggled.connect(lambda _on: self._update_buttons())
            self.columns[party] = col
            self.columns_box.addWidget(col)
        for item in self.deal.items:
            row = self.columns[item.giver].add_row(item, self.deal.parties)
            row.changed.connect(self._deal_changed)
            row.removed.connect(self._remove_row)
        self.retranslate()
        self._deal_changed()
        self.resize(max(self.width(), min(360 * len(self.columns) + 60, 1500)), max(self.height(), 640))

    def _new_game(self) -> None:
        """Another game: its Barter ids start again at B1, so no draft of the old one may be kept."""
        self._drop()
        self.drafts.clear()

    def _drop(self) -> None:
        """Forget the current Barter and hide (it was settled, abandoned, or is gone)."""
        self._bot_timer.stop()
        self._cancel_map()
        self.deal = None
        for col in self.columns.values():
            self.columns_box.removeWidget(col)
            col.deleteLater()
        self.columns = {}
        self.hide()

    # ------------------------------------------------------------ additions
    def _add_requested(self, player: int, kind: str) -> None:
        p = self.game.state.players[player]
        if kind == "yen":
            self.add_yen(player, min(1000, p.yen))
        elif kind == "coupons":
            self.add_coupons(player, 1)
        elif kind == "capsules":
            colour = next((c for c, n in p.capsules.items() if n), None)
            if colour is not None:
                self.add_capsules(player, colour, 1)
        elif kind == "promise":
            row = self.add_promise(player)
            if row is not None and row.text is not None:
                row.text.setFocus()
        elif kind in MAP_MODES:
            self._cancel_map()
            self.pending = (kind, player)
            self.drawing = None
            if kind == "area":
                self.scene.begin_pick_area(player)
            else:
                self.scene.begin_outline(player)
            self._show_map_hint()
            self.fold(True)

    def _area_picked(self, area: str) -> None:
        if self.pending is not None and self.pending[0] == "area":
            player = self.pending[1]
            self.pending = None
            self.add_area(player, area)
            self._show_map_hint()

    def _outline_drawn(self, area: str, points: list[tuple[float, float]]) -> None:
        if self.pending is None or self.pending[0] != "subdivide":
            return
        row = self._drawn_row()
        if row is not None:
            row.item.area, row.item.outline = area, tuple(points)  # drawn again: replace
            row.show_what()
            self._deal_changed()
        else:
            added = self.add_subdivision(self.pending[1], area, points)
            self.drawing = added.item if added is not None else None
        # The table stays folded, so the players see the outline they agree to; Done unfolds it.
        self._show_map_hint()

    def _drawn_row(self) -> ItemRow | None:
        """The row of the Subdivision drawn in this outline session, if it is still in the deal."""
        if self.drawing is None or self.deal is None or self.drawing not in self.deal.items:
            return None
        return next((r for r in self.columns[self.drawing.giver].rows if r.item is self.drawing), None)

    def _map_done(self) -> None:
        """The drawn Subdivision is what they want: leave the Map and show the deal again."""
        self._cancel_map()

    def _cancel_drawing(self) -> None:
        """Cancel on the Map: nothing picked or drawn in this session stays in the deal."""
        row = self._drawn_row()
        self._cancel_map()
        if row is not None:
            self._remove_row(row)

    def _mode_changed(self, mode: str) -> None:
        if self.pending is not None and mode != MAP_MODES[self.pending[0]]:
            # The pick tool leaves its mode just before it reports the area: let that arrive first.
            QTimer.singleShot(0, lambda p=self.pending: self._map_mode_left(p))

    def _map_mode_left(self, pending: tuple[str, int]) -> None:
        if self.pending == pending and self.scene.mode != MAP_MODES[pending[0]]:
            self.pending = None
            self.drawing = None
            self._show_map_hint()

    def _cancel_map(self) -> None:
        if self.pending is not None:
            self.pending = None
            self.drawing = None
            self.scene.cancel_mode()
        self._show_map_hint()

    def _remove_row(self, row: ItemRow) -> None:
        if self.deal is None:
            return
        if row.item is self.drawing:  # the Subdivision being drawn: its outline and prompt go too
            self._cancel_map()
        if row.item in self.deal.items:
            self.deal.items.remove(row.item)
        self.columns[row.item.giver].take_row(row)
        self._deal_changed()

    # ------------------------------------------------------------ the verdict
    def _deal_changed(self) -> None:
        for col in self.columns.values():
            col.accept.blockSignals(True)
            col.accept.setChecked(False)
            col.accept.blockSignals(False)
            col._accept_text()
        self._refresh_summary()
        if self.bot_answer is not None:
            self._bot_timer.start()  # bots answer once the typing stops

    def _refresh_summary(self) -> None:
        if self.deal is None:
            return
        lines = [describe(i, self.game) for i in self.deal.items]
        self.words.setText("<br>".join(_html(t) for t in lines) if lines else _html(self.tr("Nothing yet.")))
        err = self.check()
        if err is None:
            self.verdict.setText(self.tr("The deal follows the rules. Each party accepts it on screen."))
            set_role(self.verdict, "ok")
        else:
            self.verdict.setText(reason_text(err, yen))
            set_role(self.verdict, "error")
        for col in self.columns.values():
            col.accept.setEnabled(err is None and not col.is_bot)
        self._update_buttons()

    def _ask_bots(self) -> None:
        """Bots that can weigh a deal answer each legal version of it (and nothing else)."""
        if self.deal is None or self.bot_answer is None:
            return
        legal = self.check() is None
        action = self.deal.action()
        for party, col in self.columns.items():
            if col.bot_answers:
                answer = bool(self.bot_answer(party, action)) if legal else None
                words = self.bot_words(party) if legal and self.bot_words is not None else None
                col.set_bot_answer(answer, words)
        self._update_buttons()

    def _all_accepted(self) -> bool:
        return bool(self.columns) and all(c.accept.isChecked() for c in self.columns.values())

    def _update_buttons(self) -> None:
        self.settle_button.setEnabled(self.deal is not None and self._all_accepted() and self.check() is None)

    def _show_map_hint(self) -> None:
        if self.pending is None:
            self.fold(False)
            self.map_hint.clear()
        else:
            name = self.game.state.players[self.pending[1]].name
            drawn = self._drawn_row()
            if self.pending[0] == "area":
                text = self.tr("On the Map: click the area {name} gives.").format(name=name)
            elif drawn is not None:
                text = self.tr("{name} drew a new Subdivision of {area} ({size}). Draw again to change "
                               "it, or press Done.").format(name=name, area=drawn.item.area,
                                                          size=texts.outline_size(drawn.item.outline))
            else:
                text = self.tr("On the Map: {name} draws the new Subdivision inside their own Land "
                               "(draw again to change it).").format(name=name)
            self.map_hint.setText(text)
        self.map_hint.setVisible(self.pending is not None)
        self.cancel_map.setVisible(self.pending is not None)
        self.done_map.setVisible(self.pending is not None and self._drawn_row() is not None)
        self.fit_folded()

    def _game_moved(self, _action: Any, _events: Any) -> None:
        if self.deal is None or self.controller.game is None:
            return
        if self.deal.barter not in self.game.state.barters:
            self.drafts.pop(self.deal.barter, None)
            self._drop()
            return
        for col in self.columns.values():
            col.refresh()
        self._refresh_summary()

    # ------------------------------------------------------------ texts and closing
    def retranslate(self) -> None:
        names = [self.game.state.players[p].name for p in self.deal.parties] \
            if self.deal is not None and self.controller.game is not None else []
        self.setWindowTitle(self.tr("Barter"))
        self.title.setText(self.tr("Barter: {names}").format(names=names_text(names)) if names
                           else self.tr("Barter"))
        self.intro.setText(self.tr("Each party adds what it gives. Every party must offer something; "
                                   "promises are written in the Game Ledger but not enforced."))
        self.summary_title.setText(self.tr("The deal"))
        self.cancel_map.setText(self.tr("Cancel"))
        self.done_map.setText(self.tr("Done"))
        self.abandon_button.setText(self.tr("Abandon the Barter"))
        self.settle_button.setText(self.tr("Settle the deal"))
        for col in self.columns.values():
            col.retranslate()
        self._refresh_summary()
        self._show_map_hint()

    def closeEvent(self, event: QCloseEvent) -> None:
        # Walking away from the table abandons the Barter, so its parties are free again.
        if self.deal is not None and self.controller.game is not None:
            self.abandon()
        super().closeEvent(event)


def _html(text: str) -> str:
    return "• " + escape(text)
