"""A Barter being put together: what each party gives, as engine transfers and in words.

The barter table edits a `Deal`; `Deal.action()` is the `Barter` the engine
checks and, once everyone accepts, settles. Nothing here decides a rule: the
engine's `check` says whether the deal is legal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import QCoreApplication

from tch_desktop.engine import Game
from tch_desktop.engine.actions import Barter, Promise, Transfer
from tch_desktop.i18n import texts
from tch_desktop.i18n.languages import yen

Kind = Literal["yen", "coupons", "capsules", "area", "subdivide", "promise"]
KINDS: tuple[Kind, ...] = ("yen", "coupons", "capsules", "area", "subdivide", "promise")


class BarterDeal:
    """The translation context of this module's texts: `BarterDeal.tr("…")` (lupdate reads it)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("BarterDeal", text, disambiguation, n)


@dataclass
class Item:
    """One thing a party gives: an amount, capsules, land, or a promise."""

    kind: Kind
    giver: int
    receiver: int | None = None  # None only for a promise
    amount: int = 0  # Yen, Coupons or capsules
    colour: str | None = None
    area: str | None = None  # the whole area given, or the area being subdivided
    outline: tuple[tuple[float, float], ...] = ()
    text: str = ""

    def transfer(self) -> Transfer | None:
        g, r = self.giver, self.receiver
        if r is None:
            return None
        if self.kind == "yen":
            return Transfer(g, r, yen=self.amount)
        if self.kind == "coupons":
            return Transfer(g, r, coupons=self.amount)
        if self.kind == "capsules":
            return Transfer(g, r, capsules=((self.colour or "", self.amount),))
        if self.kind == "area":
            return Transfer(g, r, area=self.area)
        if self.kind == "subdivide":
            return Transfer(g, r, subdivide=self.area, outline=self.outline)
        return None


@dataclass
class Deal:
    barter: str
    parties: tuple[int, ...]
    items: list[Item] = field(default_factory=list)

    def action(self) -> Barter:
        transfers = tuple(t for t in (i.transfer() for i in self.items) if t is not None)
        promises = tuple(Promise(i.giver, i.text.strip()) for i in self.items if i.kind == "promise")
        return Barter(self.barter, transfers, promises)

    def by(self, party: int) -> list[Item]:
        return [i for i in self.items if i.giver == party]

    def default_receiver(self, giver: int) -> int:
        """The next party after the giver, round the table."""
        i = self.parties.index(giver)
        return self.parties[(i + 1) % len(self.parties)]


def describe(item: Item, game: Game) -> str:
    """One line of the deal in words, in the current language."""
    names = [p.name for p in game.state.players]

    def who(i: int | None) -> str:
        return names[i] if i is not None and 0 <= i < len(names) else "?"

    giver, receiver = who(item.giver), who(item.receiver)
    if item.kind == "promise":
        return BarterDeal.tr("{giver} promises: “{text}”").format(giver=giver, text=item.text.strip())
    if item.kind == "yen":
        what = yen(item.amount)
    elif item.kind == "coupons":
        what = coupons_text(item.amount)
    elif item.kind == "capsules":
        what = texts.capsules_text(item.amount, item.colour or "")
    elif item.kind == "area":
        held = sorted(s.id for s in game.state.structures.values()
                      if item.area is not None and _inside(game, s.area, item.area))
        what = (BarterDeal.tr("the whole area {area}, with {pieces}").format(
            area=item.area, pieces=", ".join(held)) if held
            else BarterDeal.tr("the whole area {area}").format(area=item.area))
    else:
        _err, inside = game.subdivision_preview(item.giver, item.area or "", list(item.outline))
        size = texts.outline_size(item.outline)
        what = (BarterDeal.tr("a new Subdivision of {area} ({size}), with {pieces}").format(
            area=item.area, size=size, pieces=", ".join(inside)) if inside
            else BarterDeal.tr("a new Subdivision of {area} ({size})").format(area=item.area, size=size))
    return BarterDeal.tr("{giver} gives {receiver} {what}").format(giver=giver, receiver=receiver, what=what)


def coupons_text(n: int) -> str:
    return BarterDeal.tr("%n Coupon(s)", "", n)


def _inside(game: Game, area: str, root: str) -> bool:
    """Whether `area` is `root` or lies in one of its Subdivisions."""
    areas = game.state.areas
    cur: str | None = area
    while cur is not None:
        if cur == root:
            return True
        cur = areas[cur].parent if cur in areas else None
    return False


def holdings(game: Game, player: int) -> str:
    """What a party could give, in one line."""
    p = game.state.players[player]
    bits = [yen(p.yen)]
    bits.append(coupons_text(p.coupons))
    bits += [texts.capsules_text(n, c) for c, n in p.capsules.items() if n]
    return " · ".join(bits)
