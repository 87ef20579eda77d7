"""The game: one entry point applies an action; the engine moves the phases.

`Game.apply(action)` checks an action against every rule, changes the state,
moves through the phases that need no decision (marking the round, the
game-end check, setting the queue, ending Purchase/Barter, Income) and returns
the events that describe what changed. A refused action raises
`IllegalAction` and leaves the game exactly as it was. `Game.check` answers
"may this be done?" without changing anything: it is cheap enough for every
mouse move.

>>> from tch_desktop.engine.record import Setup, PlayerSetup
>>> g = Game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3")], seed=1))
>>> [e.code for e in g.apply({"type": "claim_start", "player": 0, "parcel": "S1"})]
['start_claimed']
"""

from __future__ import annotations

import copy
import random
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from tch_desktop.engine import barter, options, phases, purchases, turns
from tch_desktop.engine.actions import (
    CHANCE_TYPES,
    PURCHASE_TYPES,
    Action,
    Roll,
    Tiebreak,
    as_read,
    parse_action,
    was_read,
)
from tch_desktop.engine.components import Components, component_set, default_components
from tch_desktop.engine.construction import check_subdivision
from tch_desktop.engine.errors import IllegalAction, RecordError
from tch_desktop.engine.events import Event
from tch_desktop.engine.state import GameState, PlayerState

if TYPE_CHECKING:
    from tch_desktop.engine.setup import Setup

E = TypeVar("E", bound=Event)
Validator = Callable[["Game", Any], Any]
Executor = Callable[["Game", Any, Any], None]


class Game:
    """One live game: its setup, its state, and the log of everything applied."""

    def __init__(self, setup: Setup, components: Components | None = None) -> None:
        c = components or component_set(setup.components_name)
        self.setup = setup
        self.components = c
        if not c.min_players <= len(setup.players) <= c.max_players:
            raise RecordError("player_count", "setup.players", count=len(setup.players))
        players = [PlayerState(i, p.name, p.seal, p.pen, p.kind, p.level)
                   for i, p in enumerate(setup.players)]
        self.state = GameState(components=c, players=players, seed=setup.seed,
                               attraction_cards=setup.attraction_cards,
                               tallest_hotel=setup.tallest_hotel)
        s = self.state
        s.supply = dict(c.capsule_count)
        s.entrances_left = c.entrance_count
        s.vending_left = c.vending_count
        s.buildings_left = {k: b.count for k, b in c.buildings.items()}
        self.rng = random.Random(setup.seed)
        self.log: list[Action] = []
        self.events: list[Event] = []
        self._preset: deque[Action] = deque()
        self._pending: list[Event] = []  # events of the action being applied
        self._drawn: list[Action] = []  # chance entries it drew, logged after it
        self.torn = False  # an action applied with atomic=False failed half-way: the game is unusable

    @staticmethod
    def player_counts(components: Components | None = None) -> range:
        """How many players a game of these components (default: the shipped ones) seats."""
        c = components or default_components()
        return range(c.min_players, c.max_players + 1)

    # ---------------------------------------------------------------- public API
    def check(self, action: Action | dict[str, Any]) -> IllegalAction | None:
        """None if the action is legal now, else the refusal (nothing changes)."""
        try:
            act = self._coerce(action)
            if act.TYPE not in CHANCE_TYPES:
                self._validate(act)
        except IllegalAction as err:
            return err
        return None

    def apply(self, action: Action | dict[str, Any], *, atomic: bool = True) -> list[Event]:
        """Apply one action (or queue a chance entry); return what happened.

        Atomic: the action and the chance entries it drew enter the log only
        once it has fully applied. Any exception — a refusal found late, a
        chance entry that does not fit, or a bug — leaves the state, the
        generator, the log and the events exactly as they were.

        `atomic=False` is for replaying a whole record onto a fresh Game, where
        the whole load is the atomic unit: no copy of the state is taken (a
        long record's load paid one per action). A refusal found before the
        action changed anything still leaves the game as it was; one found
        later leaves it half-changed and marked `torn`: throw it away.
        """
        act = self._coerce(action)
        if act.TYPE in CHANCE_TYPES:
            self._preset.append(act)
            return []
        plan = self._validate(act)
        snapshot = self._snapshot() if atomic else None
        self._pending = []
        self._drawn = []
        index = len(self.log)
        try:
            _HANDLERS[act.TYPE][1](self, act, plan)
            phases.advance(self)
        except BaseException:
            if snapshot is None:
                self.torn = True
                raise
            self._restore(snapshot)
            raise
        self.log.append(act)
        self.log.extend(self._drawn)
        events = [e.at(index) for e in self._pending]
        self.events.extend(events)
        self._pending = []
        self._drawn = []
        return events

    def legal_action_types(self, player: int) -> list[str]:
        """The kinds of action `player` may take now (before any geometry)."""
        s = self.state
        p = s.players[player]
        out: list[str] = []
        if s.phase == "setup":
            if self._next_claimant() == player:
                out.append("claim_start")
        elif s.phase == "loans":
            if p.loan is None:
                out.append("loan")
        elif s.phase == "purchase" and not p.passed:
            in_barter = self.barter_of(player) is not None
            if player in s.queue:
                out.append("leave_queue")
                if s.queue[0] == player:
                    out += options.possible_types(self, player)
                    out.append("forfeit")
            elif in_barter:
                out += ["barter", "barter_abandon"]
            else:
                if s.purchasing_open:
                    out.append("queue")
                    if self.barter_partners(player):
                        out.append("barter_open")
            if not in_barter:
                out.append("pass")
        return out

    def purchase_options(self, player: int, coupons: int | None = None,
                         pink: int = 1) -> list[options.PurchaseOption]:
        """Every purchasable item for `player` now: price, Coupons, sides, roofs, refusal (see options.py)."""
        return options.purchase_options(self, player, coupons, pink)

    def subdivision_preview(self, giver: int, area: str,
                            outline: list[tuple[float, float]]) -> tuple[IllegalAction | None, list[str]]:
        """Would this outline make a legal Subdivision of `area`? (refusal or None, ids inside).

        For the freehand tool's live preview; the Subdivision itself is made by a Barter.
        """
        try:
            _, inside = check_subdivision(self.state, giver, area, outline)
        except IllegalAction as err:
            return err, []
        return None, [s.id for s in inside]

    def check_hotel_design(self, player: int, colour: str,
                           capsules: list[tuple[float, float, int, int]]) -> IllegalAction | None:
        """Every rule for a Hotel still being designed (no Entrance yet): for the builder's preview."""
        from tch_desktop.engine.actions import BuildHotel, CapsulePlacement

        act = BuildHotel(player, colour, tuple(CapsulePlacement(*c) for c in capsules), None)
        try:
            if not 0 <= player < len(self.state.players):
                raise IllegalAction("bad_player", player=player)
            purchases.validate(self, act, partial=True)
        except IllegalAction as err:
            return err
        return None

    def clone(self) -> Game:
        """An independent copy (bots think on one); component data and setup are shared, read-only."""
        new = copy.copy(self)
        for name, value in vars(self).items():
            if name in ("setup", "components"):
                continue  # read-only, shared
            if name == "state":
                new.state = self.state.copy()
            elif name == "rng":
                new.rng = random.Random()
                new.rng.setstate(self.rng.getstate())
            elif isinstance(value, list | deque):
                setattr(new, name, copy.copy(value))  # of actions and events, never changed
            else:
                setattr(new, name, copy.deepcopy(value))
        return new

    def view_for(self, player: int | None) -> Game:
        """An independent copy holding only what `player` may know (None: every loan, a referee's).

        Other players' loans read as not chosen until they are revealed; the copy
        has no log and draws its dice from its own generator: nobody at the table
        knows the next roll.
        """
        view = self.clone()
        view.log, view.events, view.rng = [], [], random.Random(0)
        view.discard_chance()
        s = view.state
        if player is not None and s.phase == "loans":
            for p in s.players:
                if p.index != player:
                    p.loan = None
        return view

    def barter_of(self, player: int) -> str | None:
        for b in self.state.barters.values():
            if player in b.parties:
                return b.id
        return None

    def barter_partners(self, player: int) -> list[int]:
        """Players who could open a Barter with `player` right now."""
        s = self.state
        if s.phase != "purchase" or not s.purchasing_open:
            return []
        return [q.index for q in s.players
                if q.index != player and not q.passed and q.index not in s.queue
                and self.barter_of(q.index) is None]

    def emit(self, event: E) -> E:
        """Record an event of the action being applied (handlers call this); returns it."""
        self._pending.append(event)
        return event

    def draw_roll(self, building: str, faces: int) -> int:
        """The face rolled for a building: the record's entry if it has one, else the generator.

        The generator advances either way, so a replayed or resumed game goes on
        drawing exactly what the uninterrupted game would have drawn.
        """
        drawn = self.rng.randrange(faces)
        if self._preset:
            # The first roll given for this very Building, wherever it stands among those given:
            # a record need not know in which order the Income phase rolls its Buildings.
            given = next((e for e in self._preset if isinstance(e, Roll) and e.building == building), None)
            if given is None:
                raise IllegalAction("chance_mismatch", expected="roll", building=building)
            if not 0 <= given.face < faces:
                raise IllegalAction("chance_mismatch", face=given.face, faces=faces)
            self._preset.remove(given)
            face = given.face
        else:
            face = drawn
        self._drawn.append(as_read(Roll(building, face)))
        return face

    def draw_first(self, tied: list[int]) -> int:
        """The tied player drawn first for the queue order (the generator advances either way)."""
        drawn = self.rng.choice(sorted(tied))
        if self._preset:
            given = next((e for e in self._preset if isinstance(e, Tiebreak)), None)  # the first one given
            if given is None or given.first not in tied:
                raise IllegalAction("chance_mismatch", expected="tiebreak", tied=tied)
            self._preset.remove(given)
            first = given.first
        else:
            first = drawn
        self._drawn.append(as_read(Tiebreak(first)))
        return first

    @property
    def unused_chance(self) -> int:
        return len(self._preset)

    def discard_chance(self) -> None:
        """Forget chance entries given ahead that no draw used (a replay stopped early)."""
        self._preset.clear()

    # ---------------------------------------------------------------- internals
    def _coerce(self, action: Action | dict[str, Any]) -> Action:
        """The action as a record would hold it, its fields checked as a file's are.

        An Action object is read back from its own entry too: one built in code
        (a plug-in bot's) may hold anything in its fields (NaN, a string for a
        number), and what the log keeps must save and load again."""
        if isinstance(action, Action):
            if was_read(action):
                return action
            try:
                entry = action.to_dict()
            except Exception as err:  # a field no record could hold
                raise IllegalAction("bad_action", type=action.TYPE, problem="not_recordable") from err
        else:
            entry = action
        try:
            return parse_action(entry)
        except RecordError as err:
            raise IllegalAction("bad_action", field=err.where, problem=err.code) from err

    def _validate(self, act: Action) -> Any:
        handler = _HANDLERS.get(act.TYPE)
        if handler is None:
            raise IllegalAction("bad_action", type=act.TYPE)
        player = act.actor
        if player is not None and not 0 <= player < len(self.state.players):
            raise IllegalAction("bad_player", player=player)
        return handler[0](self, act)

    def _snapshot(self) -> tuple[GameState, Any, deque[Action]]:
        return (self.state.copy(), self.rng.getstate(), deque(self._preset))

    def _restore(self, snap: tuple[GameState, Any, deque[Action]]) -> None:
        self.state, rng_state, self._preset = snap
        self.rng.setstate(rng_state)
        self._pending = []
        self._drawn = []

    def _next_claimant(self) -> int | None:
        for p in self.state.players:
            if p.start is None:
                return p.index
        return None


_HANDLERS: dict[str, tuple[Validator, Executor]] = {
    "claim_start": (turns.validate_claim, turns.execute_claim),
    "loan": (turns.validate_loan, turns.execute_loan),
    "queue": (turns.validate_queue, turns.execute_queue),
    "leave_queue": (turns.validate_leave, turns.execute_leave),
    "forfeit": (turns.validate_forfeit, turns.execute_forfeit),
    "pass": (turns.validate_pass, turns.execute_pass),
    **{t: (purchases.validate, purchases.execute) for t in PURCHASE_TYPES},
    "barter_open": (barter.validate_open, barter.execute_open),
    "barter": (barter.validate_settle, barter.execute_settle),
    "barter_abandon": (barter.validate_abandon, barter.execute_abandon),
}
