"""Bartering: deals between two or more players whose Seals are out of the queue.

A Barter is opened by its parties, then settled once with the whole deal
(Yen, Coupons, capsules, whole areas, new Subdivisions, promises) or
abandoned. Money and capsules are checked against what each giver holds;
land moves in the listed order, each step checked by the Construction Rules.
Bartering never moves the Round Spend marker.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from tch_desktop.engine import events as ev
from tch_desktop.engine.actions import Barter, BarterAbandon, BarterOpen, Transfer
from tch_desktop.engine.construction import check_subdivision
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.state import Area, GameState, OpenBarter

if TYPE_CHECKING:
    from tch_desktop.engine.game import Game


def _require_purchase_phase(game: Game) -> None:
    if game.state.phase != "purchase":
        raise IllegalAction("wrong_phase", phase=game.state.phase)


def validate_open(game: Game, a: BarterOpen) -> None:
    _require_purchase_phase(game)
    s = game.state
    if not s.purchasing_open:
        raise IllegalAction("purchasing_closed")
    if len(a.parties) < 2 or len(set(a.parties)) != len(a.parties):
        raise IllegalAction("bad_parties", parties=list(a.parties))
    for p in a.parties:
        if not 0 <= p < len(s.players):
            raise IllegalAction("bad_player", player=p)
        if s.players[p].passed:
            raise IllegalAction("passed", player=p)
        if p in s.queue:
            raise IllegalAction("seal_in_queue", player=p)
        if game.barter_of(p) is not None:
            raise IllegalAction("in_barter", player=p, barter=game.barter_of(p))


def execute_open(game: Game, a: BarterOpen, _: None) -> None:
    s = game.state
    b = OpenBarter(s.next_id("X"), tuple(a.parties))
    s.barters[b.id] = b
    game.emit(ev.BarterOpened(barter=b.id, parties=list(a.parties)))


def _open_barter(game: Game, barter_id: str) -> OpenBarter:
    _require_purchase_phase(game)
    b = game.state.barters.get(barter_id)
    if b is None:
        raise IllegalAction("no_such_barter", barter=barter_id)
    return b


def validate_abandon(game: Game, a: BarterAbandon) -> None:
    _open_barter(game, a.barter)


def execute_abandon(game: Game, a: BarterAbandon, _: None) -> None:
    b = game.state.barters.pop(a.barter)
    game.emit(ev.BarterAbandoned(barter=a.barter, parties=list(b.parties)))


def validate_settle(game: Game, a: Barter) -> None:
    """Check the whole deal (land moves tried on a scratch copy of the state)."""
    b = _open_barter(game, a.barter)
    s, c = game.state, game.components
    parties = set(b.parties)
    givers: set[int] = set()
    yen: Counter[int] = Counter()
    coupons: Counter[int] = Counter()
    capsules: Counter[tuple[int, str]] = Counter()
    for t in a.transfers:
        if t.giver not in parties or t.receiver not in parties or t.giver == t.receiver:
            raise IllegalAction("bad_transfer", giver=t.giver, receiver=t.receiver)
        if t.yen is not None:
            _positive(t.yen)
            yen[t.giver] += t.yen
        elif t.coupons is not None:
            _positive(t.coupons)
            coupons[t.giver] += t.coupons
        elif t.capsules is not None:
            for colour, n in t.capsules:
                if colour not in c.colours:
                    raise IllegalAction("bad_color", color=colour)
                _positive(n)
                capsules[(t.giver, colour)] += n
        givers.add(t.giver)
    for pr in a.promises:
        if pr.giver not in parties:
            raise IllegalAction("bad_transfer", giver=pr.giver)
        if not pr.text.strip() or len(pr.text) > c.promise_max_chars:
            raise IllegalAction("bad_promise", most=c.promise_max_chars)
        givers.add(pr.giver)
    for p in sorted(parties - givers):
        raise IllegalAction("party_gives_nothing", player=p)
    for p, n in yen.items():
        if n > s.players[p].yen:
            raise IllegalAction("insufficient_funds", player=p, need=n, have=s.players[p].yen)
    for p, n in coupons.items():
        if n > s.players[p].coupons:
            raise IllegalAction("insufficient_coupons", player=p, need=n, have=s.players[p].coupons)
    for (p, colour), n in capsules.items():
        have = s.players[p].capsules_held(colour)
        if n > have:
            raise IllegalAction("insufficient_capsules", player=p, color=colour, need=n, have=have)
    land = [t for t in a.transfers if t.area is not None or t.subdivide is not None]
    if land:
        scratch = s.copy()
        for t in land:
            _move_land(scratch, t)


def _positive(n: int) -> None:
    if n <= 0:
        raise IllegalAction("bad_amount", amount=n)


def _move_land(s: GameState, t: Transfer) -> dict[str, Any]:
    """Give a whole area, or carve a new Subdivision for the receiver."""
    if t.area is not None:
        area = s.areas.get(t.area)
        if area is None:
            raise IllegalAction("no_such_area", area=t.area)
        if area.owner != t.giver:
            raise IllegalAction("not_owned", area=t.area, owner=area.owner)
        area.owner = t.receiver
        return {"area": area.id}
    assert t.subdivide is not None and t.outline is not None
    poly, inside = check_subdivision(s, t.giver, t.subdivide, t.outline)
    parent = s.areas[t.subdivide]
    sub = Area(s.next_id("D"), "subdivision", t.receiver, [(p[0], p[1]) for p in poly.exterior.coords[:-1]],
               parent=parent.id, parcel=parent.parcel, drawn_by=t.giver)
    s.areas[sub.id] = sub
    parent.children.append(sub.id)
    s.forget_own_portion(parent.id)
    for st in inside:
        st.area = sub.id
    return {"subdivision": sub.id, "parent": parent.id, "moved": [st.id for st in inside]}


def execute_settle(game: Game, a: Barter, _: Any) -> None:
    s = game.state
    done: list[dict[str, Any]] = []
    for t in a.transfers:
        entry: dict[str, Any] = {"from": t.giver, "to": t.receiver, "kind": t.kind}
        if t.yen is not None:
            s.change_yen(t.giver, -t.yen, "transfer")
            s.change_yen(t.receiver, t.yen, "transfer")
            entry["yen"] = t.yen
        elif t.coupons is not None:
            s.players[t.giver].coupons -= t.coupons
            s.players[t.receiver].coupons += t.coupons
            entry["coupons"] = t.coupons
        elif t.capsules is not None:
            give, take = s.players[t.giver].capsules, s.players[t.receiver].capsules
            for colour, n in t.capsules:
                give[colour] -= n
                if give[colour] == 0:
                    del give[colour]
                take[colour] = take.get(colour, 0) + n
            entry["capsules"] = dict(t.capsules)
        else:
            entry.update(_move_land(s, t))
        done.append(entry)
    b = s.barters.pop(a.barter)
    game.emit(ev.BarterSettled(barter=a.barter, parties=list(b.parties), transfers=done,
              promises=[{"from": p.giver, "text": p.text} for p in a.promises]))
