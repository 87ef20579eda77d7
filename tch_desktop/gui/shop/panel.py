"""The shop: everything the Seal at the front of the queue may buy, with the mouse.

Capsules (whole colours, pink by count) are bought at once; the rest are
placed on the Map, so choosing them starts a Map mode (`scene.begin_*`) and
the Map proposes the finished action. The shop never decides legality: the
engine lists every item (`Game.purchase_options`) with its price, the Coupons
that pay it, its card sides and roofs, and the reason it cannot be bought
now; a refused item is disabled with that reason as its tooltip. The buyer
chooses how many Coupons to offer (the engine clamps them per item to what
the price allows).
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSpinBox,
    QWidget,
)

from tch_desktop.engine import Game, IllegalAction, rules
from tch_desktop.engine.actions import BuyCapsules, BuyPink, Roof
from tch_desktop.engine.options import PurchaseOption
from tch_desktop.gui.controller import GameController
from tch_desktop.gui.panels.emblems import SealWidget, capsule_icon
from tch_desktop.gui.shop.items import ItemButton, piece_icon, side_effect
from tch_desktop.gui.style.table import Card, soft_label
from tch_desktop.i18n.languages import yen
from tch_desktop.i18n.reasons import reason_text
from tch_desktop.i18n.texts import board_name, building_name, capsules_text, colour_name, count_text


class Shop(Card):
    """What the front Seal may buy; immediate purchases are applied, placements start the Map."""

    purchase_chosen = Signal(str)  # the purchase type the front Seal declared

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene: Any = None
        self.items: dict[str, ItemButton] = {}
        self.buyer: int | None = None
        self._built_for: object | None = None
        self._options: dict[str, PurchaseOption] = {}
        head = QHBoxLayout()
        self.seal = SealWidget("crane", "#000000", 28, self)
        self.seal.hide()  # until someone is at the front of the queue
        self.who = QLabel(self)
        self.who.setTextFormat(Qt.TextFormat.RichText)  # the name in bold, escaped
        self.who.setWordWrap(True)
        head.addWidget(self.seal)
        head.addWidget(self.who, 1)
        self.body.addLayout(head)
        pay = QHBoxLayout()
        self.coupon_caption = QLabel(self)
        self.coupons = QSpinBox(self)
        self.coupons.setObjectName("CouponSpin")
        self.coupons.valueChanged.connect(lambda _v: self.refresh())
        pay.addWidget(self.coupon_caption, 1)
        pay.addWidget(self.coupons)
        self.body.addLayout(pay)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(4)
        self.body.addLayout(self.grid)
        self.body.addStretch(1)
        self.captions: dict[str, QLabel] = {}
        self.retranslate()

    # ------------------------------------------------------------ building the items
    def _build(self, game: Game) -> None:
        """The items for this game's components (once per components)."""
        c = game.components
        if self._built_for is c:
            return
        self._built_for = c
        row = 0

        def caption(key: str) -> None:
            nonlocal row
            label = soft_label("", self)
            self.captions[key] = label
            self.grid.addWidget(label, row, 0, 1, 2)
            row += 1

        def add(key: str, button: ItemButton, col: int, span: int = 1) -> None:
            button.setObjectName(f"shop:{key}")
            button.clicked.connect(lambda _=False, k=key: self._chosen(k))
            self.items[key] = button
            self.grid.addWidget(button, row, col, 1, span)

        caption("capsules")
        for i, colour in enumerate(c.capsule_price):
            add(f"capsules:{colour}", ItemButton(capsule_icon(colour), parent=self), i % 2)
            if i % 2:
                row += 1
        if len(c.capsule_price) % 2:
            row += 1
        # Pink across the shop's width with its count beside it: in half the width its price and
        # supply took three lines ("1 rosa / 2.000円 · / noch 26").
        pink_button = ItemButton(capsule_icon(c.stack_colour), parent=self)
        pink_button.setObjectName("shop:pink")
        pink_button.clicked.connect(lambda _=False: self._chosen("pink"))
        self.items["pink"] = pink_button
        pink = QHBoxLayout()
        self.pink_caption = QLabel(self)
        self.pink_count = QSpinBox(self)
        self.pink_count.setObjectName("PinkCount")
        self.pink_count.valueChanged.connect(lambda _v: self.refresh())
        pink.addWidget(pink_button, 1)
        pink.addWidget(self.pink_caption)
        pink.addWidget(self.pink_count)
        self.grid.addLayout(pink, row, 0, 1, 2)
        row += 1
        caption("pieces")
        add("hotel", ItemButton(piece_icon("entrance"), parent=self), 0, 2)
        row += 1
        add("vending", ItemButton(piece_icon("vending"), parent=self), 0)
        add("graveyard", ItemButton(piece_icon("graveyard"), parent=self), 1)
        self._pieces_row = row
        self._pieces_wide: bool | None = True
        row += 2  # a spare row: in a narrow shop the two pieces take a row each
        # The Buildings before the boards: the boards are also in the tray under the Map, always in
        # sight, while on a laptop's screen what comes last in the shop is below its fold.
        caption("buildings")
        for i, name in enumerate(c.building_order):
            add(f"building:{name}", ItemButton(piece_icon("building"), parent=self), i % 2)
            if i % 2:
                row += 1
        if len(c.building_order) % 2:
            row += 1
        caption("land")
        boards = QHBoxLayout()
        boards.setSpacing(4)
        for board in c.boards:  # their shapes are in the tray under the Map
            button = ItemButton(parent=self)
            button.setObjectName(f"shop:parcel:{board}")
            button.clicked.connect(lambda _=False, k=f"parcel:{board}": self._chosen(k))
            self.items[f"parcel:{board}"] = button
            boards.addWidget(button)
        self.grid.addLayout(boards, row, 0, 1, 2)
        row += 1
        self.grid.setColumnStretch(0, 1)
        self.grid.setColumnStretch(1, 1)
        self.retranslate()

    # ------------------------------------------------------------ state
    def show_game(self, game: Game) -> None:
        s = game.state
        buyer = s.queue[0] if s.phase == "purchase" and s.purchasing_open and s.queue else None
        if buyer != self.buyer:  # before building: the last game's buyer may not sit at this table
            self.buyer = buyer
            self.coupons.setValue(0)
        self._build(game)
        held = s.players[buyer].coupons if buyer is not None else 0
        self.coupons.setRange(0, held)
        self.pink_count.setRange(1, max(1, s.supply.get(game.components.stack_colour, 0)))
        self.refresh()

    @property
    def game(self) -> Game | None:
        return self.controller.game

    def option(self, key: str) -> PurchaseOption | None:
        """The engine's word on an item for the buyer now (None before a game)."""
        return self._options.get(key)

    def _update_options(self) -> None:
        g = self.game
        if g is None:
            self._options = {}
            return
        player = self.buyer if self.buyer is not None else 0
        self._options = {o.key: o for o in g.purchase_options(player, self.coupons.value(),
                                                               self.pink_count.value())}

    def pay_with(self, key: str) -> int:
        """The Coupons this item would be paid with."""
        o = self.option(key)
        return o.coupons if o is not None else 0

    def price_of(self, key: str) -> int:
        o = self.option(key)
        return o.price if o is not None else 0

    def sides(self, building: str) -> list[str | None]:
        """The Attraction card sides the buyer may choose from (just [None] when there is no card)."""
        o = self.option(f"building:{building}")
        return list(o.sides) if o is not None else [None]

    def roofs(self, building: str) -> list[Roof | None]:
        """What may go on the Building's roof: nothing, or capsules of one colour in hand."""
        o = self.option(f"building:{building}")
        if o is None:
            return [None]
        return [None if r is None else Roof(r[0], r[1]) for r in o.roofs]

    def refusal(self, key: str) -> IllegalAction | None:
        """Why the buyer cannot choose this item now (None: they can)."""
        o = self.option(key)
        if o is None:
            return IllegalAction("wrong_phase", phase="none")
        return o.refusal

    def _hand_colours(self) -> list[str]:
        o = self.option("hotel")
        return list(o.colours) if o is not None else []

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._stack_pieces()

    def _stack_pieces(self) -> None:
        """Side by side when their names fit half the shop ("Verkaufsautomat" may not): else one per row."""
        vending, graveyard = self.items.get("vending"), self.items.get("graveyard")
        if vending is None or graveyard is None:
            return
        half = (self.body.contentsRect().width() or self.width() - 20) // 2 - self.grid.horizontalSpacing()
        wide = max(vending.widest_word(), graveyard.widest_word()) <= half
        if wide == self._pieces_wide:
            return
        self._pieces_wide = wide
        row = self._pieces_row
        self.grid.removeWidget(vending)
        self.grid.removeWidget(graveyard)
        self.grid.addWidget(vending, row, 0, 1, 1 if wide else 2)
        self.grid.addWidget(graveyard, row if wide else row + 1, 1 if wide else 0, 1, 1 if wide else 2)

    def refresh(self) -> None:
        """Enable what the buyer may choose; say why the rest cannot be chosen."""
        g = self.game
        if g is None or not self.items:
            return
        s, c = g.state, g.components
        self._update_options()
        if self.buyer is None:
            self.seal.hide()
            self.who.setText(self.tr("Nobody is at the front of the queue."))
        else:
            p = s.players[self.buyer]
            self.seal.seal, self.seal.pen = p.seal, p.pen
            self.seal.show()
            self.seal.update()
            text = self.tr("<b>{player}</b> is buying, with {yen} and %n Coupon(s) to spend.", "", p.coupons).format(
                player=escape(p.name), yen=yen(p.yen))
            self.who.setText(text)
        for key, button in self.items.items():
            name, detail = self._texts(key, g)
            button.set_texts(name, detail)
            err = self.refusal(key)
            button.setEnabled(err is None)
            button.setToolTip(self._tooltip(key, g) if err is None else reason_text(err, yen))
        self.coupons.setToolTip(self.tr("How many Coupons the next Purchase uses (each is worth "
                                        "{value}, never more than the price).").format(
            value=yen(rules.coupon_yen(c, 1))))
        self.pink_caption.setText(self.tr("How many:"))
        self.pink_count.setToolTip(self.tr("How many pink Capsules to buy: {first} for the first, "
                                           "{extra} for each extra.").format(
            first=yen(c.pink_first), extra=yen(c.pink_extra)))
        self._stack_pieces()

    def _texts(self, key: str, g: Game) -> tuple[str, str]:
        s, c = g.state, g.components
        kind, _, what = key.partition(":")
        price = yen(self.price_of(key))
        if kind == "capsules":
            left = s.supply.get(what, 0)
            detail = (self.tr("{price} · {left}").format(price=price, left=count_text(left, "left")) if left
                      else self.tr("Sold out"))
            return colour_name(what), detail
        if kind == "pink":
            return (self.tr("%n pink", "", self.pink_count.value()),
                    self.tr("{price} · {left}").format(price=price, left=count_text(s.supply.get(c.stack_colour, 0), "left")))
        if kind == "hotel":
            return (self.tr("Entrance + Hotel"),
                    self.tr("{price} · {left}").format(price=price, left=count_text(s.entrances_left, "entrance_left")))
        if kind == "vending":
            return self.tr("Vending Machine"), self.tr("{price} · {left}").format(price=price, left=count_text(s.vending_left, "left"))
        if kind == "graveyard":
            return self.tr("Graveyard"), self.tr("you gain {amount}").format(amount=yen(-c.graveyard_price))
        if kind == "parcel":
            return what, price
        side = s.card_side(what)
        name = building_name(what, side)
        left = s.buildings_left.get(what, 0)
        detail = self.tr("{price} · {left}").format(price=price, left=count_text(left, "left")) if left else self.tr("Sold out")
        if side is not None:
            detail += " · " + self.tr("side {side}").format(side=side)
        return name, detail

    def _tooltip(self, key: str, g: Game) -> str:
        price = self.price_of(key)
        k = self.pay_with(key)
        if price < 0:
            return self.tr("Place a Graveyard on your Land and gain {amount}.").format(amount=yen(-price))
        if k:
            pay = self.tr("{yen} + %n Coupon(s)", "", k).format(yen=yen(rules.yen_due(g.components, price, k)))
        else:
            pay = yen(price)
        kind = key.partition(":")[0]
        if kind in ("capsules", "pink"):
            return self.tr("Buy now and pay {pay}.").format(pay=pay)
        if kind == "parcel":
            return self.tr("{board}: choose it, then place it on the Map next to a claimed Parcel; "
                           "you pay {pay}.").format(board=board_name(key.partition(":")[2]), pay=pay)
        return self.tr("Choose this piece, then place it on the Map; you pay {pay}.").format(pay=pay)

    # ------------------------------------------------------------ choosing
    def _chosen(self, key: str) -> None:
        if self.buyer is None or self.refusal(key) is not None:
            return
        kind, _, what = key.partition(":")
        if kind in ("capsules", "pink"):
            k = self.pay_with(key)
            act = (BuyCapsules(self.buyer, what, k) if kind == "capsules"
                   else BuyPink(self.buyer, self.pink_count.value(), k))
            self.purchase_chosen.emit(act.TYPE)
            self.controller.apply(act)
        elif kind == "hotel":
            self._choose(key, [(capsule_icon(col), colour_name(col), (col,)) for col in self._hand_colours()],
                         lambda col: self._place("hotel", col))
        elif kind == "building":
            options = [(None, self._option_text(what, side, roof), (side, roof))
                       for side in self.sides(what) for roof in self.roofs(what)]
            self._choose(key, options, lambda side, roof: self._place("building", what, side, roof))
        else:
            self._place(kind, what)

    def _choose(self, key: str, options: list[tuple[Any, str, tuple[Any, ...]]], then: Any) -> None:
        """One option goes straight on; among several the buyer picks one. The menu lets the table go
        on meanwhile (a countdown may end, a bot may buy): a pick made for a table that has moved is
        dropped, never handed to whoever is at the front now."""
        moment = self._moment()
        index = 0 if len(options) == 1 else self.ask_option(key, [(icon, text) for icon, text, _ in options])
        if index is not None and self._moment() == moment:
            then(*options[index][2])

    def _moment(self) -> tuple[int | None, int, int]:
        """Who buys, in which game, after how many actions."""
        g = self.game
        return self.buyer, id(g), len(g.log) if g is not None else -1

    def ask_option(self, key: str, options: list[tuple[Any, str]]) -> int | None:
        """The option picked in a menu under the item (None if the menu was closed)."""
        menu = QMenu(self)
        menu.setObjectName("ShopChoice")
        for i, (icon, text) in enumerate(options):
            action = menu.addAction(icon, text) if icon is not None else menu.addAction(text)
            action.setData(i)
        button = self.items[key]
        chosen = menu.exec(button.mapToGlobal(button.rect().bottomLeft()))
        return None if chosen is None else int(chosen.data())

    def _option_text(self, building: str, side: str | None, roof: Roof | None) -> str:
        parts = []
        if side is not None:
            effect = side_effect(self.game.components, building, side) if self.game is not None else ""
            parts.append(self.tr("Side {side}: {effect}").format(side=side, effect=effect))
        if len(self.roofs(building)) > 1:
            parts.append(self.tr("No capsules on the roof") if roof is None
                         else self.tr("{capsules} on the roof").format(capsules=capsules_text(roof.count, roof.color or "")))
        return " · ".join(parts)

    def _place(self, kind: str, what: str, side: str | None = None, roof: Roof | None = None) -> None:
        """Start the Map mode for an item that stands on the Map."""
        if self.buyer is None or self.scene is None:
            return
        player = self.buyer
        key = kind if kind in ("hotel", "vending", "graveyard") else f"{kind}:{what}"
        k = self.pay_with(key)
        if kind == "hotel":
            self.scene.begin_hotel(player, what, coupons=k)
        elif kind in ("vending", "graveyard"):
            self.scene.begin_piece(player, kind, coupons=k)
        elif kind == "parcel":
            self.scene.begin_parcel(player, what, coupons=k)
        else:
            self.scene.begin_building(player, what, side=side, roof=roof, coupons=k)
        self.purchase_chosen.emit({"hotel": "build_hotel", "parcel": "buy_parcel",
                                   "building": "buy_building"}.get(kind, f"buy_{kind}"))

    def retranslate(self) -> None:
        self.set_title(self.tr("Purchase"))
        self.coupon_caption.setText(self.tr("Pay with Coupons:"))
        for key, text in (("capsules", self.tr("Capsule board")), ("pieces", self.tr("Entrances and pieces")),
                          ("land", self.tr("Land Parcel boards (or drag one from the tray)")),
                          ("buildings", self.tr("Buildings"))):
            if key in self.captions:
                self.captions[key].setText(text)
        self.refresh()
