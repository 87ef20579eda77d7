"""What a person at the table sees: a read-only snapshot of the game for one bot.

Everything in Tokyo Capsule Hotel is public except the loans other players
have marked before the Loans are revealed (and, on a computer, the generator
that will draw the next Bonus dice). `BotView.of(game, player)` takes a
snapshot with those scrubbed: other players' unrevealed loans read as not
chosen, the dice generator is replaced, the log is dropped. The snapshot is
independent of the live game, so a bot may think about it on another thread
while the game goes on.

>>> from tch_desktop.engine import Game, PlayerSetup, Setup
>>> g = Game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3")]))
>>> view = BotView.of(g, 1)
>>> view.phase, view.player, view.legal_action_types()
('setup', 1, [])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tch_desktop.engine.actions import Action
from tch_desktop.engine.components import Components
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.engine.game import Game
from tch_desktop.engine.geometry import Point
from tch_desktop.engine.state import Area, GameState, Hotel, Structure


@dataclass(frozen=True)
class PlayerView:
    """One player as the table sees them (`loan` is None until revealed)."""

    index: int
    name: str
    kind: str
    level: str | None
    yen: int
    coupons: int
    loan: int | None
    loan_chosen: bool
    capsules: dict[str, int]
    passed: bool
    start: str | None
    in_queue: bool


class BotView:
    """A read-only snapshot of the game from one player's seat.

    Read the state through the properties; ask the engine through `check`,
    `legal_action_types`, `subdivision_preview`. Never change `state`: to
    look ahead, `fork()` a private copy.
    """

    def __init__(self, game: Game, player: int, loans_chosen: Sequence[bool] | None = None) -> None:
        self._game = game
        self.player = player
        n = len(game.state.players)
        self._loans_chosen = tuple(loans_chosen) if loans_chosen is not None else (False,) * n
        self._legal: set[Action] = set()  # actions the engine found legal on this snapshot (see `check`)

    @classmethod
    def of(cls, game: Game, player: int) -> BotView:
        """The view from `player`'s seat of the live `game` (a scrubbed copy)."""
        chosen = [p.loan is not None for p in game.state.players]
        return cls(game.view_for(player), player, chosen)

    # ------------------------------------------------------------ the engine's answers
    def check(self, action: Action | dict[str, Any]) -> IllegalAction | None:
        """The engine's verdict on an action now (None: legal).

        The snapshot never changes, so an action found legal stays legal: asked again (a bot
        checks the Purchase its planner placed once more before playing it), the answer is
        remembered (issue 16).
        """
        from tch_desktop.bots.econ import Econ

        if not isinstance(action, Action) or not Econ.remember:
            return self._game.check(action)
        if action in self._legal:
            return None
        verdict = self._game.check(action)
        if verdict is None:
            self._legal.add(action)
        return verdict

    def legal_action_types(self, player: int | None = None) -> list[str]:
        """What a player (by default this bot) may do now."""
        return self._game.legal_action_types(self.player if player is None else player)

    def subdivision_preview(self, giver: int, area: str,
                            outline: list[Point]) -> tuple[IllegalAction | None, list[str]]:
        """Would this outline make a legal Subdivision? (the engine's answer)."""
        return self._game.subdivision_preview(giver, area, outline)

    def barter_of(self, player: int) -> str | None:
        """The open Barter a player is in, if any."""
        return self._game.barter_of(player)

    def barter_partners(self, player: int | None = None) -> list[int]:
        """Players who could open a Barter with a player (by default this bot) now."""
        return self._game.barter_partners(self.player if player is None else player)

    def fork(self) -> Game:
        """A private, mutable copy for looking ahead (the live game is never touched)."""
        return self._game.view_for(None)

    # ------------------------------------------------------------ the table
    @property
    def game(self) -> Game:
        """The snapshot itself (read-only by contract), for engine helpers such as `moves`."""
        return self._game

    @property
    def state(self) -> GameState:
        """The snapshot's state (read only)."""
        return self._game.state

    @property
    def components(self) -> Components:
        """The game's component data."""
        return self._game.components

    @property
    def phase(self) -> str:
        """setup, loans, purchase, income or over."""
        return self._game.state.phase

    @property
    def round(self) -> int:
        """The current round (0 during setup)."""
        return self._game.state.round

    @property
    def n_players(self) -> int:
        """How many players sit at the table."""
        return len(self._game.state.players)

    @property
    def queue(self) -> tuple[int, ...]:
        """The Seals in the Purchase queue, front first."""
        return tuple(self._game.state.queue)

    @property
    def purchasing_open(self) -> bool:
        """Whether Purchases may still be made this round."""
        s = self._game.state
        return s.phase == "purchase" and s.purchasing_open

    @property
    def spend(self) -> int:
        """The Round Spend so far."""
        return self._game.state.spend

    @property
    def limit(self) -> int:
        """The Purchase Limit for this many players."""
        return self._game.state.limit

    @property
    def variants(self) -> tuple[str, bool]:
        """(attraction_cards mode, tallest_hotel)."""
        s = self._game.state
        return s.attraction_cards, s.tallest_hotel

    def player_view(self, index: int) -> PlayerView:
        """One player as the table sees them."""
        s = self._game.state
        p = s.players[index]
        return PlayerView(p.index, p.name, p.kind, p.level, p.yen, p.coupons, p.loan,
                          self._loans_chosen[index] or p.loan is not None, dict(p.capsules),
                          p.passed, p.start, index in s.queue)

    @property
    def players(self) -> tuple[PlayerView, ...]:
        """Every player as the table sees them."""
        return tuple(self.player_view(i) for i in range(self.n_players))

    @property
    def me(self) -> PlayerView:
        """This bot as the table sees it."""
        return self.player_view(self.player)

    def debt(self, player: int, round_: int | None = None) -> int:
        """A player's Debt in a round (their loan must be revealed)."""
        return self._game.state.debt(player, round_)

    def areas(self, owner: int | None = None) -> list[Area]:
        """Areas (Parcels and Subdivisions), of one owner if given."""
        return [a for a in self._game.state.areas.values() if owner is None or a.owner == owner]

    def structures(self) -> list[Structure]:
        """Everything standing on the Map."""
        return list(self._game.state.structures.values())

    def hotels(self) -> list[Hotel]:
        """Every Hotel on the Map."""
        return self._game.state.hotels()

    def owner_of(self, structure_id: str) -> int:
        """Who owns a structure (the owner of the smallest area holding it)."""
        return self._game.state.owner_of(structure_id)

    def franchise_income(self, colour: str) -> int:
        """A colour's Franchise Income now."""
        return self._game.state.franchise_income(colour)
