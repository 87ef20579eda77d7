"""A game's setup in a record (`setup`): the players, the seed, the variants, the pace, the set.

Parsing never trusts the file: anything malformed raises `RecordError` naming
where (see docs/record-format.md). `record.py` re-exports these names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tch_desktop.engine.components import CLASSIC, Components, component_set
from tch_desktop.engine.errors import RecordError

_PEN = re.compile(r"^#[0-9a-fA-F]{6}$")
CARD_MODES = ("off", "choose", "all_b")
LEVELS = ("easy", "normal", "hard")
MAX_GRACE_SECONDS, MAX_COUNTDOWN_SECONDS = 120, 60  # what `setup.pace` may ask for


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    seal: str
    pen: str
    kind: str = "human"
    level: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "seal": self.seal, "pen": self.pen, "kind": self.kind}
        if self.level is not None:
            out["level"] = self.level
        return out


@dataclass(frozen=True)
class Pace:
    """How the game is timed at the table (`setup.pace`): relaxed (no countdown), or a grace time
    before a count of `countdown_seconds`. None: the component set's numbers."""

    relaxed: bool = False
    grace_seconds: float | None = None
    countdown_seconds: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"relaxed": self.relaxed}
        if self.grace_seconds is not None:
            out["grace_seconds"] = self.grace_seconds
        if self.countdown_seconds is not None:
            out["countdown_seconds"] = self.countdown_seconds
        return out


@dataclass(frozen=True)
class Setup:
    players: list[PlayerSetup]
    seed: int = 0
    attraction_cards: str = "off"
    tallest_hotel: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
    pace: Pace | None = None  # absent from the record: the defaults
    components: str | None = None  # the component set's name; None (absent) is classic, forever

    @property
    def components_name(self) -> str:
        """The name of the component set this game plays with."""
        return self.components or CLASSIC

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": [p.to_dict() for p in self.players], "seed": self.seed,
                               "variants": {"attraction_cards": self.attraction_cards,
                                            "tallest_hotel": self.tallest_hotel}}
        if self.components is not None:
            out["components"] = self.components
        out.update(self.extra)
        if self.pace is not None:
            out["pace"] = self.pace.to_dict()
        return out



def parse_setup(obj: Any, components: Components | None = None) -> Setup:
    if not isinstance(obj, dict):
        raise RecordError("not_an_object", "setup")
    set_name = obj.get("components")
    if set_name is not None and not isinstance(set_name, str):
        raise RecordError("unknown_components", "setup.components", name=str(set_name)[:40])
    c = components or component_set(CLASSIC if set_name is None else set_name)
    players_raw = obj.get("players")
    if not isinstance(players_raw, list):
        raise RecordError("missing_field", "setup.players")
    if not c.min_players <= len(players_raw) <= c.max_players:
        raise RecordError("player_count", "setup.players", count=len(players_raw))
    players = []
    seals: set[str] = set()
    for i, p in enumerate(players_raw):
        where = f"setup.players[{i}]"
        if not isinstance(p, dict):
            raise RecordError("not_an_object", where)
        name, seal, pen = p.get("name"), p.get("seal"), p.get("pen")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise RecordError("bad_name", f"{where}.name")
        if seal not in c.seals:
            raise RecordError("bad_seal", f"{where}.seal", seal=seal)
        if seal in seals:
            raise RecordError("seal_twice", f"{where}.seal", seal=seal)
        seals.add(seal)
        if not isinstance(pen, str) or not _PEN.match(pen):
            raise RecordError("bad_pen", f"{where}.pen", pen=pen)
        kind = p.get("kind", "human")
        if kind not in ("human", "bot"):
            raise RecordError("bad_kind", f"{where}.kind", kind=kind)
        level = p.get("level")
        if kind == "bot" and level not in LEVELS:
            raise RecordError("bad_level", f"{where}.level", level=level)
        players.append(PlayerSetup(name, seal, pen, kind, level if kind == "bot" else None))
    seed = obj.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError("not_an_integer", "setup.seed")
    variants = obj.get("variants", {})
    if not isinstance(variants, dict):
        raise RecordError("not_an_object", "setup.variants")
    cards = variants.get("attraction_cards", "off")
    if cards not in CARD_MODES:
        raise RecordError("bad_variant", "setup.variants.attraction_cards", value=cards)
    tallest = variants.get("tallest_hotel", False)
    if not isinstance(tallest, bool):
        raise RecordError("bad_variant", "setup.variants.tallest_hotel", value=tallest)
    extra = {k: v for k, v in obj.items() if k not in ("players", "seed", "variants", "pace", "components")}
    return Setup(players, seed, cards, tallest, extra, parse_pace(obj.get("pace")), components=set_name)


def parse_pace(obj: Any) -> Pace | None:
    """`setup.pace`: optional; each of its fields optional too."""
    if obj is None:
        return None
    if not isinstance(obj, dict):
        raise RecordError("not_an_object", "setup.pace")
    relaxed = obj.get("relaxed", False)
    grace = obj.get("grace_seconds")
    count = obj.get("countdown_seconds")
    if not isinstance(relaxed, bool):
        raise RecordError("bad_pace", "setup.pace.relaxed", value=relaxed)
    if grace is not None and (isinstance(grace, bool) or not isinstance(grace, (int, float))
                              or not 0 <= grace <= MAX_GRACE_SECONDS):
        raise RecordError("bad_pace", "setup.pace.grace_seconds", value=grace)
    if count is not None and (isinstance(count, bool) or not isinstance(count, int)
                              or not 1 <= count <= MAX_COUNTDOWN_SECONDS):
        raise RecordError("bad_pace", "setup.pace.countdown_seconds", value=count)
    return Pace(relaxed, None if grace is None else float(grace), count)
