"""What bots say: structured messages, Barter offers and answers.

Bots never write sentences. A `BotMessage` is a code plus its arguments
(player indices, Yen as integers, colour and area ids); the GUI turns it into
words in the player's language (`tch_desktop.i18n.bot_texts`). An `Offer` is a
proposed Barter — the engine's transfers and promises between two players —
with the message that announces it; a `Response` accepts, rejects or counters.

Promises are kept in the record as text; a bot writes a promise as a code,
``"promise:" + kind + ":" + argument`` (e.g. ``promise:build_hotel:green``),
which the GUI renders (`promise_code`, `parse_promise`).

>>> m = BotMessage("offer_yen_for_capsule", {"player": 1, "yen": 1000, "colour": "green"})
>>> m.code, m.args["yen"]
('offer_yen_for_capsule', 1000)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from tch_desktop.engine.actions import Barter, Promise, Transfer

#: Every message code a bot may say, with the arguments it carries.
MESSAGE_CODES: dict[str, tuple[str, ...]] = {
    # Offers (proposer → partner).
    "offer_yen_for_capsule": ("player", "to", "yen", "colour", "count"),
    "offer_capsule_for_yen": ("player", "to", "yen", "colour", "count"),
    "offer_yen_for_subdivision": ("player", "to", "yen", "area"),
    "offer_subdivision_for_yen": ("player", "to", "yen", "area"),
    "offer_yen_for_promise": ("player", "to", "yen", "promise", "colour"),
    # Answers (partner → proposer).
    "accept": ("player", "to"),
    "reject": ("player", "to"),
    "reject_golden_rule": ("player", "to"),
    "reject_illegal": ("player", "to", "reason", "details"),
    "counter_yen": ("player", "to", "yen"),
    "counter_ask_yen": ("player", "to", "yen"),  # "I'd take 1,500円 for it"
    "counter_offer_yen": ("player", "to", "yen"),  # "I'd pay 800円 for it"
    "reject_need_capsule": ("player", "to", "colour"),  # "not while I need that green capsule"
    "reject_need_land": ("player", "to", "area"),  # "not while I need that land in L2 for my Hotels"
    "reject_no_use": ("player", "to"),  # "that deal is no good for me": no price would change that
    "reject_cannot_pay": ("player", "to", "yen"),  # the price it would need is more than the partner has
    "reject_broken_promise": ("player", "to"),  # the partner broke a promise to this bot before
    "reject_helps_you": ("player", "to"),  # the partner would gain far more than the bot
}

#: Promise kinds a bot makes or understands.
PROMISE_KINDS = ("build_hotel",)


@dataclass(frozen=True)
class BotMessage:
    """One thing a bot says: a code from `MESSAGE_CODES` and its arguments."""

    code: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.code not in MESSAGE_CODES:
            raise ValueError(f"unknown bot message code {self.code!r}")
        object.__setattr__(self, "args", MappingProxyType(dict(self.args)))

    def __reduce__(self) -> tuple[Any, ...]:
        return (BotMessage, (self.code, dict(self.args)))


def promise_code(kind: str, argument: str) -> str:
    """The text of a bot's promise in the record, e.g. ``promise:build_hotel:green``."""
    if kind not in PROMISE_KINDS:
        raise ValueError(f"unknown promise kind {kind!r}")
    return f"promise:{kind}:{argument}"


def parse_promise(text: str) -> tuple[str, str] | None:
    """(kind, argument) of a bot's promise text, or None for a person's free text."""
    parts = text.split(":")
    if len(parts) == 3 and parts[0] == "promise" and parts[1] in PROMISE_KINDS:
        return parts[1], parts[2]
    return None


@dataclass(frozen=True)
class Offer:
    """A proposed Barter between `proposer` and `partner` (and `others`): what each gives."""

    proposer: int
    partner: int
    transfers: tuple[Transfer, ...] = ()
    promises: tuple[Promise, ...] = ()
    message: BotMessage | None = None
    others: tuple[int, ...] = ()  # more parties, for a Barter of three or four

    @property
    def parties(self) -> tuple[int, ...]:
        """Everyone in the deal, proposer first."""
        return (self.proposer, self.partner, *self.others)

    def barter(self, barter_id: str) -> Barter:
        """The engine action that settles this deal in the open Barter `barter_id`."""
        return Barter(barter_id, self.transfers, self.promises)

    def yen_from(self, player: int) -> int:
        """The Yen a party pays in this deal."""
        return sum(t.yen or 0 for t in self.transfers if t.giver == player)

    def with_yen(self, payer: int, yen: int, message: BotMessage | None = None) -> Offer:
        """The same deal with `payer`'s Yen payment replaced by `yen` (a counter-offer)."""
        others = tuple(t for t in self.transfers if not (t.giver == payer and t.yen is not None))
        receiver = self.partner if payer == self.proposer else self.proposer
        pay = (Transfer(payer, receiver, yen=yen),) if yen > 0 else ()
        return Offer(self.proposer, self.partner, others + pay, self.promises,
                     message or self.message, self.others)


@dataclass(frozen=True)
class Response:
    """An answer to an offer: accept, reject, or counter with `counter`."""

    kind: Literal["accept", "reject", "counter"]
    message: BotMessage
    counter: Offer | None = None

    @property
    def accepted(self) -> bool:
        """Whether the answer is yes."""
        return self.kind == "accept"
