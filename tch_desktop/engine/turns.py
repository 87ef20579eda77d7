"""Setup, loans and the queue: the actions of a turn that are not Purchases or Barters.

Each action has a validator (refuses with `IllegalAction`, changes nothing)
and an executor (changes the state, emits events); `Game` applies them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tch_desktop.engine import events as ev
from tch_desktop.engine.actions import ClaimStart, Forfeit, LeaveQueue, Loan, Pass, QueueSeal
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.state import Area, PlayerState

if TYPE_CHECKING:
    from tch_desktop.engine.game import Game


def _require_phase(game: Game, *phases: str) -> None:
    if game.state.phase not in phases:
        raise IllegalAction("wrong_phase", phase=game.state.phase)


def validate_claim(game: Game, a: ClaimStart) -> Area:
    _require_phase(game, "setup")
    s = game.state
    if game._next_claimant() != a.player:
        raise IllegalAction("not_your_turn", player=a.player, expected=game._next_claimant())
    rect = game.components.starting_parcels.get(a.parcel)
    if rect is None:
        raise IllegalAction("bad_parcel", parcel=a.parcel)
    if a.parcel in s.areas:
        raise IllegalAction("already_claimed", parcel=a.parcel, owner=s.areas[a.parcel].owner)
    x0, y0, x1, y1 = rect
    return Area(a.parcel, "start", a.player, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])


def execute_claim(game: Game, a: ClaimStart, area: Area) -> None:
    game.state.areas[area.id] = area
    game.state.players[a.player].start = area.id
    game.emit(ev.StartClaimed(player=a.player, parcel=a.parcel))


def validate_loan(game: Game, a: Loan) -> None:
    s = game.state
    if s.phase != "loans":
        # The Loans phase of later rounds only checks for the game's end.
        raise IllegalAction("wrong_phase", phase=s.phase)
    if s.players[a.player].loan is not None:
        raise IllegalAction("loan_taken", player=a.player)
    if a.amount not in game.components.loans:
        raise IllegalAction("bad_loan", amount=a.amount, options=sorted(game.components.loans))


def execute_loan(game: Game, a: Loan, _: None) -> None:
    game.state.players[a.player].loan = a.amount
    game.emit(ev.LoanChosen(player=a.player))


def _purchase_player(game: Game, player: int) -> PlayerState:
    _require_phase(game, "purchase")
    p = game.state.players[player]
    if p.passed:
        raise IllegalAction("passed", player=player)
    return p


def validate_queue(game: Game, a: QueueSeal) -> None:
    _purchase_player(game, a.player)
    s = game.state
    if not s.purchasing_open:
        raise IllegalAction("purchasing_closed")
    if a.player in s.queue:
        raise IllegalAction("seal_in_queue", player=a.player)
    if game.barter_of(a.player) is not None:
        raise IllegalAction("in_barter", player=a.player, barter=game.barter_of(a.player))


def execute_queue(game: Game, a: QueueSeal, _: None) -> None:
    game.state.queue.append(a.player)
    game.emit(ev.SealQueued(player=a.player, position=len(game.state.queue)))


def validate_leave(game: Game, a: LeaveQueue) -> None:
    _purchase_player(game, a.player)
    if a.player not in game.state.queue:
        raise IllegalAction("not_in_queue", player=a.player)


def execute_leave(game: Game, a: LeaveQueue, _: None) -> None:
    game.state.queue.remove(a.player)
    game.emit(ev.SealLeft(player=a.player))


def validate_forfeit(game: Game, a: Forfeit) -> None:
    _purchase_player(game, a.player)
    s = game.state
    if not s.queue or s.queue[0] != a.player:
        raise IllegalAction("not_front_of_queue", player=a.player)


def execute_forfeit(game: Game, a: Forfeit, _: None) -> None:
    game.state.queue.pop(0)
    game.emit(ev.Forfeited(player=a.player))


def validate_pass(game: Game, a: Pass) -> None:
    _purchase_player(game, a.player)
    if game.barter_of(a.player) is not None:
        raise IllegalAction("in_barter", player=a.player, barter=game.barter_of(a.player))


def execute_pass(game: Game, a: Pass, _: None) -> None:
    s = game.state
    if a.player in s.queue:
        s.queue.remove(a.player)
    s.players[a.player].passed = True
    game.emit(ev.Passed(player=a.player))
