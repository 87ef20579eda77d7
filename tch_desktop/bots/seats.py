"""A seat for anyone's bot: the built-in levels and plug-ins behind one interface.

A seat is given by a *spec*: a level name (``easy``, ``normal``, ``hard``), a
strategy archetype of the balance study (``rush``, ``tall``, ``land``; bots/archetypes.py) or
a plug-in, ``py:path/to/mybot.py:MyBot`` — a class in a Python file with the
interface of `PlayerBot` (see docs/bots.md). `make_bot(spec, player, seed)`
returns a `SeatBot` that plays it and guards the table against it: a plug-in
that cannot be loaded, raises, or answers with something the engine refuses
is replaced, for the rest of the game, by a built-in bot of `FALLBACK_LEVEL`,
and `problem` says what went wrong, naming the file.

    bot = make_bot("py:bots/mine.py:Greedy", player=1, seed=7)
    action = bot.decide(view, legal)      # the plug-in's, or the stand-in's
    if bot.problem: print(bot.problem.text())

Every built-in level is a `Bot` with this same interface.
"""

from __future__ import annotations

import functools
import importlib.util
import random
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar, runtime_checkable

from tch_desktop.bots.archetypes import ARCHETYPE_BOTS
from tch_desktop.bots.archetypes import BASE_LEVEL as ARCHETYPE_LEVEL
from tch_desktop.bots.bot import Bot
from tch_desktop.bots.levels import LEVELS, Level
from tch_desktop.bots.messages import BotMessage, Offer, Response
from tch_desktop.bots.view import BotView
from tch_desktop.engine.actions import Action, Barter, BarterAbandon, BarterOpen, parse_action
from tch_desktop.engine.errors import describe_error

PLUGIN_PREFIX = "py:"
FALLBACK_LEVEL = "normal"  # who takes over a plug-in's seat when it fails


@runtime_checkable
class PlayerBot(Protocol):
    """The bot interface: what the table asks of any bot, built-in or plug-in.

    A plug-in class is built as ``MyBot(player, seed)``. Only `decide` is
    required; without `propose` a bot never offers a deal, without `respond`
    it declines every offer, without `settled` it is not told of deals.
    """

    def decide(self, view: BotView, legal: Sequence[str]) -> Action | None:
        """The next action (None: nothing to do now)."""
        ...


class TableBot(Protocol):
    """What the window and `simulate` ask of a seat's bot: a built-in `Bot` or a `SeatBot`."""

    player: int

    def decide(self, view: BotView, legal: Sequence[str] | None = None,
               work: int | None = None) -> Action | None: ...

    def propose(self, view: BotView) -> Offer | None: ...

    def respond(self, view: BotView, offer: Offer) -> Response: ...

    def reaction_time(self, speed: str | float, rng: random.Random | None = None) -> float: ...


@dataclass(frozen=True)
class PluginProblem:
    """Why a plug-in lost its seat: `kind` is load, crash, illegal or answer."""

    path: str
    cls: str
    kind: str
    detail: str

    def text(self) -> str:
        """The problem in one English sentence (the command line; the window translates `kind`)."""
        what = {"load": "could not be loaded",
                "crash": "raised an error",
                "illegal": "chose an action the rules refuse",
                "answer": "answered with something that is not an engine action"}[self.kind]
        return (f"bot plug-in {self.path} ({self.cls}) {what}: {self.detail}; "
                f"a built-in {FALLBACK_LEVEL} bot plays its seat for the rest of the game")


# Moves the game waits for from this seat alone (its starting square, its loan): no answer is no game.
REQUIRED = frozenset({"claim_start", "loan"})


def is_plugin(spec: str) -> bool:
    """Whether a seat spec names a plug-in (``py:file.py:Class``)."""
    return spec.startswith(PLUGIN_PREFIX)


def valid_spec(spec: str) -> bool:
    """A level or archetype name, or ``py:<file>:<Class>`` (whether it loads is found out at the table)."""
    if spec in LEVELS or spec in ARCHETYPE_BOTS:
        return True
    if not is_plugin(spec):
        return False
    path, _, cls = spec[len(PLUGIN_PREFIX):].rpartition(":")
    return bool(path) and cls.isidentifier()


def record_level(spec: str) -> str:
    """The level a seat is recorded with (a plug-in's seat: its stand-in's level; an
    archetype's: the level it plays at)."""
    if spec in ARCHETYPE_BOTS:
        return ARCHETYPE_LEVEL
    return spec if spec in LEVELS else FALLBACK_LEVEL


def seat_name(spec: str, seat: int) -> str:
    """A seat's name at the table: "Hard 2", or a plug-in's class name and seat."""
    if is_plugin(spec):
        return f"{spec.rpartition(':')[2]} {seat + 1}"
    return f"{spec.capitalize()} {seat + 1}"


_MODULES: dict[str, ModuleType] = {}


def _load_class(path: str, cls: str) -> Any:
    key = str(Path(path).resolve())
    module = _MODULES.get(key)
    if module is None:
        if not Path(path).is_file():
            raise FileNotFoundError(f"no such file: {path}")
        name = f"tch_bot_plugin_{len(_MODULES)}"
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise ImportError(f"not a Python file: {path}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        _MODULES[key] = module
    found = getattr(module, cls, None)
    if found is None or not callable(found):
        raise AttributeError(f"no class {cls} in {path}")
    return found


PLUGIN_ERRORS = (Exception, SystemExit)  # what a plug-in may raise without ending the program (not Ctrl-C)


P = ParamSpec("P")
R = TypeVar("R")


def _one_at_a_time(method: Callable[Concatenate[SeatBot, P], R]) -> Callable[Concatenate[SeatBot, P], R]:
    """The seat's bot answers one question at a time: the window asks on worker threads and, for a
    deal settled or judged on the barter table, on its own; a bot's memory is not for two at once."""
    def locked(self: SeatBot, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with self._lock:
            return method(self, *args, **kwargs)
    functools.update_wrapper(locked, method)  # its name and docstring
    return locked


class SeatBot:
    """One seat's bot: a built-in level, or a plug-in with a built-in stand-in.

    Every call the table makes goes through here; a plug-in's failure is
    caught, noted in `problem` and the stand-in answers instead, from then on.
    """

    def __init__(self, spec: str, player: int, seed: int = 0) -> None:
        self._lock = threading.RLock()
        self.spec = spec
        self.player = player
        self.problem: PluginProblem | None = None
        self.plugin: Any = None
        if is_plugin(spec):
            self.path, _, self.cls = spec[len(PLUGIN_PREFIX):].rpartition(":")
            self.builtin = Bot(player, FALLBACK_LEVEL, seed)
            try:
                self.plugin = _load_class(self.path, self.cls)(player, seed)
                if not callable(getattr(self.plugin, "decide", None)):
                    raise TypeError(f"{self.cls} has no decide(view, legal) method")
            except PLUGIN_ERRORS as err:  # anything a plug-in does wrong costs it its seat, not the game
                self._fail("load", err)
        else:
            self.path, self.cls = "", ""
            archetype = ARCHETYPE_BOTS.get(spec)
            self.builtin = archetype(player, seed) if archetype is not None else Bot(player, spec, seed)

    def __repr__(self) -> str:
        return f"SeatBot({self.spec!r}, player={self.player})"

    # ------------------------------------------------------------ what the table reads
    @property
    def level_name(self) -> str:
        """The level whose reaction times this seat uses."""
        return self.builtin.level_name

    @property
    def level(self) -> Level:
        """The numbers of that level (an archetype's own)."""
        return self.builtin.level

    @property
    def last_work(self) -> int:
        """Options valued in the last decision (built-in bots; 0 for a plug-in)."""
        return self.builtin.last_work if self.plugin is None else 0

    @property
    def failed(self) -> bool:
        """Whether a plug-in lost this seat to its stand-in."""
        return self.problem is not None

    def reaction_time(self, speed: str | float, rng: random.Random | None = None) -> float:
        """Seconds this seat takes to react (the stand-in level's times)."""
        return self.builtin.reaction_time(speed, rng)

    def _fail(self, kind: str, err: BaseException | str) -> None:
        if self.problem is None:
            detail = err if isinstance(err, str) else describe_error(err)
            self.problem = PluginProblem(self.path, self.cls, kind, detail)
        self.plugin = None

    # ------------------------------------------------------------ the interface
    @_one_at_a_time
    def decide(self, view: BotView, legal: Sequence[str] | None = None,
               work: int | None = None) -> Action | None:
        """The seat's next action; a plug-in's is checked by the engine before it counts."""
        kinds = list(view.legal_action_types() if legal is None else legal)
        if self.plugin is not None:
            try:
                act = self.plugin.decide(view, kinds)
            except PLUGIN_ERRORS as err:
                self._fail("crash", err)
            else:
                if act is None and not set(kinds) & REQUIRED:
                    return None  # nothing it wants to do now: it may wait
                if act is None:
                    self._fail("answer", f"None where the seat must take one of {', '.join(kinds)}")
                    return self.builtin.decide(view, kinds, work)
                checked = self._plugin_action(view, act, kinds)
                if checked is not None:
                    return checked
        return self.builtin.decide(view, kinds, work)

    def _plugin_action(self, view: BotView, act: object, kinds: Sequence[str]) -> Action | None:
        """A plug-in's answer as the engine's own Action, if it is one this seat may take now; else
        None, and the seat is lost. It must be an action a record can hold (its fields are read back
        as a file's are: no NaN, no text for a number), of a kind offered to this seat, taken for
        this seat only (no move for another player, no Barter it is not party to, no dice), and legal."""
        if not isinstance(act, Action):
            self._fail("answer", f"{type(act).__name__}, not an Action")
            return None
        try:
            entry = parse_action(act.to_dict())
        except PLUGIN_ERRORS as err:
            self._fail("answer", f"{act.TYPE} with fields no record can hold ({describe_error(err)})")
            return None
        if entry.TYPE not in kinds:
            self._fail("illegal", f"{entry.TYPE}: not offered to this seat now")
            return None
        if not self._for_this_seat(view, entry):
            self._fail("illegal", f"{entry.TYPE}: for another seat")
            return None
        refused = view.check(entry)
        if refused is not None:
            self._fail("illegal", f"{entry.TYPE}: {refused.code}")
            return None
        return entry

    def _for_this_seat(self, view: BotView, act: Action) -> bool:
        if isinstance(act, BarterOpen):
            return self.player in act.parties
        if isinstance(act, Barter | BarterAbandon):
            return view.barter_of(self.player) == act.barter
        return act.actor == self.player

    @_one_at_a_time
    def propose(self, view: BotView) -> Offer | None:
        """A deal the seat would like to offer now, or None."""
        if self.plugin is not None:
            make = getattr(self.plugin, "propose", None)
            if make is None:
                return None
            try:
                offer = make(view)
            except PLUGIN_ERRORS as err:
                self._fail("crash", err)
                return None
            if offer is None or (isinstance(offer, Offer) and offer.proposer == self.player):
                return offer
            self._fail("answer", f"propose returned {type(offer).__name__}")
            return None
        return self.builtin.propose(view)

    @_one_at_a_time
    def respond(self, view: BotView, offer: Offer) -> Response:
        """The seat's answer to an offer."""
        if self.plugin is not None:
            other = offer.proposer if offer.proposer != self.player else offer.partner
            answer = getattr(self.plugin, "respond", None)
            if answer is None:
                return Response("reject", BotMessage("reject", {"player": self.player, "to": other}))
            try:
                got = answer(view, offer)
            except PLUGIN_ERRORS as err:
                self._fail("crash", err)
            else:
                if isinstance(got, Response):
                    return got
                self._fail("answer", f"respond returned {type(got).__name__}")
        return self.builtin.respond(view, offer)

    @_one_at_a_time
    def settled(self, offer: Offer, view: BotView | None = None) -> None:
        """Told that a deal it was party to went through."""
        if self.plugin is not None:
            tell = getattr(self.plugin, "settled", None)
            if tell is not None:
                try:
                    tell(offer, view)
                except PLUGIN_ERRORS as err:
                    self._fail("crash", err)
            return
        self.builtin.settled(offer, view)


def plugin_seats(given: Sequence[str] | None) -> dict[int, str]:
    """``["2=py:mybot.py:MyBot"]`` (seats counted from 1, as on the command line) → {1: "py:…"}.

    Anything else is refused with a ValueError naming it.
    """
    out: dict[int, str] = {}
    for item in given or ():
        seat, _, spec = item.partition("=")
        if not seat.strip().isdigit() or int(seat) < 1 or not is_plugin(spec) or not valid_spec(spec):
            raise ValueError(f"--bot {item!r}: expected SEAT=py:path/to/file.py:Class, e.g. 2=py:mybot.py:MyBot")
        out[int(seat) - 1] = spec
    return out


def make_bot(spec: str, player: int, seed: int = 0) -> SeatBot:
    """The bot for a seat: a level name or ``py:path/to/file.py:Class`` (see `SeatBot`)."""
    if not valid_spec(spec):
        raise ValueError(f"unknown bot {spec!r}; expected one of {LEVELS}, {tuple(ARCHETYPE_BOTS)} "
                         "or py:<file.py>:<Class>")
    return SeatBot(spec, player, seed)
