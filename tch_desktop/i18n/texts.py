"""Game words and the Game Ledger in the player's language.

The engine speaks in codes; this module is where codes become words: names of
colours, Buildings, boards and phases, and one sentence per event for the Game
Ledger. Everything is looked up at the moment of display, so switching the
language re-renders the whole history.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tch_desktop.engine.events import Event
from tch_desktop.i18n.languages import TranslationContext, languages


class Terms(TranslationContext):
    """Translation context of the game's words.

    Texts with a count are written `Terms.tr("%n Coupon(s)", "", n)`: pyside6-lupdate
    sees the count and gives each language its numerus forms (Qt's plural rules).
    """


class Ledger(TranslationContext):
    """Translation context of the Game Ledger's sentences."""


class CapsuleColour(TranslationContext):
    """A colour agreeing with Capsule(s): one numerus form per count ("1 Capsula rossa", "2 rote Kapseln")."""


class HotelColour(TranslationContext):
    """A colour before Hotel with "a" or no article: "a green Hotel", "ein grünes Hotel", "un Hotel verde"."""


class FranchiseColour(TranslationContext):
    """A colour naming a Franchise after "the": "die rote Franchise", "la Franquicia roja"."""


def colour_name(colour: str) -> str:
    """A colour on its own (a list entry, a table cell): "red", "rosso", "rot"."""
    names = {
        "red": QCoreApplication.translate("Terms", "red"),
        "orange": QCoreApplication.translate("Terms", "orange"),
        "yellow": QCoreApplication.translate("Terms", "yellow"),
        "green": QCoreApplication.translate("Terms", "green"),
        "blue": QCoreApplication.translate("Terms", "blue"),
        "purple": QCoreApplication.translate("Terms", "purple"),
        "white": QCoreApplication.translate("Terms", "white"),
        "pink": QCoreApplication.translate("Terms", "pink"),
    }
    return names.get(colour, colour)


def capsule_colour(colour: str, n: int) -> str:
    """The colour word that agrees with `n` Capsules (used inside "%n {colour} Capsule(s)")."""
    names = {
        "red": CapsuleColour.tr("red", "", n),
        "orange": CapsuleColour.tr("orange", "", n),
        "yellow": CapsuleColour.tr("yellow", "", n),
        "green": CapsuleColour.tr("green", "", n),
        "blue": CapsuleColour.tr("blue", "", n),
        "purple": CapsuleColour.tr("purple", "", n),
        "white": CapsuleColour.tr("white", "", n),
        "pink": CapsuleColour.tr("pink", "", n),
    }
    return names.get(colour, colour)


def hotel_colour(colour: str) -> str:
    """The colour word of "a {colour} Hotel" (German "ein grünes Hotel")."""
    names = {
        "red": HotelColour.tr("red"),
        "orange": HotelColour.tr("orange"),
        "yellow": HotelColour.tr("yellow"),
        "green": HotelColour.tr("green"),
        "blue": HotelColour.tr("blue"),
        "purple": HotelColour.tr("purple"),
        "white": HotelColour.tr("white"),
        "pink": HotelColour.tr("pink"),
    }
    return names.get(colour, colour)


def franchise_colour(colour: str) -> str:
    """The colour word of "the {colour} Franchise" (German "die rote Franchise")."""
    names = {
        "red": FranchiseColour.tr("red"),
        "orange": FranchiseColour.tr("orange"),
        "yellow": FranchiseColour.tr("yellow"),
        "green": FranchiseColour.tr("green"),
        "blue": FranchiseColour.tr("blue"),
        "purple": FranchiseColour.tr("purple"),
        "white": FranchiseColour.tr("white"),
        "pink": FranchiseColour.tr("pink"),
    }
    return names.get(colour, colour)


def building_name(building: str, side: str | None = None) -> str:
    if building == "arcade" and side == "B":
        return QCoreApplication.translate("Terms", "Manga Hotel")
    names = {
        "coin_laundry": QCoreApplication.translate("Terms", "Coin Laundry"),
        "sweets_buffet": QCoreApplication.translate("Terms", "Sweets Buffet"),
        "tokyo_spike": QCoreApplication.translate("Terms", "Tokyo Spike"),
        "park": QCoreApplication.translate("Terms", "Park"),
        "arcade": QCoreApplication.translate("Terms", "Arcade"),
        "sumo_dohyo": QCoreApplication.translate("Terms", "Sumo Dohyo"),
    }
    return names.get(building, building)


def phase_name(phase: str) -> str:
    names = {
        "setup": QCoreApplication.translate("Terms", "Setup"),
        "loans": QCoreApplication.translate("Terms", "Loans"),
        "purchase": QCoreApplication.translate("Terms", "Purchase/Barter"),
        "income": QCoreApplication.translate("Terms", "Income"),
        "over": QCoreApplication.translate("Terms", "Game End"),
    }
    return names.get(phase, phase)


def seal_name(seal: str) -> str:
    names = {
        "crane": QCoreApplication.translate("Terms", "Crane"),
        "fan": QCoreApplication.translate("Terms", "Fan"),
        "wave": QCoreApplication.translate("Terms", "Wave"),
        "lantern": QCoreApplication.translate("Terms", "Lantern"),
        "koi": QCoreApplication.translate("Terms", "Koi"),
    }
    return names.get(seal, seal)


def board_name(board: str) -> str:
    return QCoreApplication.translate("Terms", "Land Parcel board {board}").format(board=board)


def level_name(level: str) -> str:
    names = {
        "easy": QCoreApplication.translate("Terms", "easy"),
        "normal": QCoreApplication.translate("Terms", "normal"),
        "hard": QCoreApplication.translate("Terms", "hard"),
    }
    return names.get(level, level)


def component_set_name(name: str) -> str:
    names = {
        "classic": QCoreApplication.translate("Terms", "Classic"),
        "balanced": QCoreApplication.translate("Terms", "Balanced"),
    }
    return names.get(name, name)


def component_set_note(name: str) -> str:
    """What a component set is, in one sentence (the new-game dialog's tooltip, the rules reference)."""
    notes = {
        "classic": QCoreApplication.translate(
            "Terms", "The original numbers of this edition (prices, counts, board shapes, Buildings). "
            "Games saved before component sets existed use them. At 2 players, Graveyards alone pay off "
            "the smallest loan's Debt at round 2 and nobody can stop it; a hard bot does exactly that."),
        "balanced": QCoreApplication.translate(
            "Terms", "Prices, counts, board shapes, Buildings, Purchase Limits and loan sizes tuned by playing many "
            "bot games, so that more than one strategy can win. The rules are the same."),
    }
    return notes.get(name, "")


def capsules_text(count: int, colour: str) -> str:
    """ "3 red Capsules", "1 Capsula rossa", "2 rote Kapseln"."""
    return Terms.tr("%n {colour} Capsule(s)", "", count).format(colour=capsule_colour(colour, count))


def map_units(v: float) -> str:
    """A size in map units the local way (1.5 or 1,5)."""
    if float(v).is_integer():
        return str(int(v))
    return languages().locale.toString(float(v), "f", 1)


def map_size(w: float, h: float) -> str:
    """ "3 × 4.5": a width and height in map units."""
    return f"{map_units(w)} × {map_units(h)}"


def outline_size(outline: Sequence[tuple[float, float]]) -> str:
    """A drawn Subdivision's size: "3 × 4" for a rectangle, "10.5 square units within 3 × 4" else."""
    from tch_desktop.engine.geometry import outline_measure

    w, h, area = outline_measure(outline)
    if math.isclose(area, w * h):
        return map_size(w, h)
    return Terms.tr("{area} square units within {size}").format(area=map_units(area), size=map_size(w, h))


def count_text(n: int, what: str) -> str:
    """A count with its noun in the language's plural form: "1 Capsule", "3 stories"."""
    if what == "capsule":
        return Terms.tr("%n Capsule(s)", "", n)
    if what == "story":
        return Terms.tr("%n story(-ies)", "", n)
    if what == "coupon":
        return Terms.tr("%n Coupon(s)", "", n)
    if what == "entrance_left":
        return Terms.tr("%n Entrance(s) left", "", n)
    if what == "left":
        return Terms.tr("%n left", "", n)
    raise ValueError(what)


def names_text(names: list[str]) -> str:
    """Names joined the way the language lists them: "Aiko, Ren and Sora"."""
    if len(names) < 2:
        return "".join(names)
    return QCoreApplication.translate("Terms", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1])


def promise_text(text: str) -> str:
    """A promise as the Ledger shows it: a bot's promise code in words, a person's text as written."""
    from tch_desktop.bots.messages import parse_promise

    parsed = parse_promise(text)
    if parsed is None:
        return text
    kind, arg = parsed
    if kind == "build_hotel":
        return QCoreApplication.translate("Bots", "to build a {colour} Hotel").format(colour=hotel_colour(arg))
    return text


class LedgerWriter:
    """Turns engine events into Game Ledger lines for one game (player names from its setup)."""

    def __init__(self, names: list[str]) -> None:
        self.names = names

    def who(self, i: int) -> str:
        return self.names[i] if 0 <= i < len(self.names) else "?"

    def many(self, players: list[int]) -> str:
        return names_text([self.who(p) for p in players])

    def text(self, e: Event) -> str | None:
        """The Ledger line for an event, or None for events the Ledger does not show."""
        method = getattr(self, "_" + e.code, None)
        return None if method is None else method(e.args)

    # ---------------------------------------------------------------- events
    def _start_claimed(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "{player} claims starting Parcel {parcel}.").format(
            player=self.who(a["player"]), parcel=a["parcel"])

    def _round_marked(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "Round {round} begins.").format(round=a["round"])

    def _round_coupons(self, a: dict[str, Any]) -> str:
        return Ledger.tr("Coupon round: every player takes %n Coupon(s).", "", a.get("coupons", 1))

    def _loan_chosen(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "{player} has chosen a loan.").format(player=self.who(a["player"]))

    def _loans_revealed(self, a: dict[str, Any]) -> str:
        parts = [QCoreApplication.translate("Ledger", "{player} {amount}").format(player=self.who(i), amount=languages().yen(v))
                 for i, v in enumerate(a["loans"])]
        return QCoreApplication.translate("Ledger", "Loans revealed: {list}.").format(list=", ".join(parts))

    def _end_check(self, a: dict[str, Any]) -> str:
        if a["able"]:
            return Ledger.tr("Game end check: {players} can repay their whole Debt.", "", len(a["able"])).format(
                players=self.many(a["able"]))
        return QCoreApplication.translate("Ledger", "Game end check: nobody can repay their Debt yet.")

    def _tiebreak(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "Tie in Yen: {player} drawn first among {players}.").format(
            player=self.who(a["first"]), players=self.many(a["tied"]))

    def _phase(self, a: dict[str, Any]) -> str | None:
        if a["phase"] == "purchase":
            return QCoreApplication.translate("Ledger", "Purchase/Barter begins. Queue: {queue}. Purchase Limit {limit}.").format(
                queue=self.many(a["queue"]), limit=languages().yen(a["limit"]))
        if a["phase"] == "income":
            return QCoreApplication.translate("Ledger", "Income phase.")
        return None

    def _seal_queued(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "{player} puts a Seal in the queue.").format(player=self.who(a["player"]))

    def _seal_left(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "{player} takes the Seal back from the queue.").format(player=self.who(a["player"]))

    def _forfeit(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "{player} ran out of time and forfeits the Purchase.").format(
            player=self.who(a["player"]))

    def _passed(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "{player} passes.").format(player=self.who(a["player"]))

    def _purchase(self, a: dict[str, Any]) -> str:
        item = self.item(a)
        who = self.who(a["player"])
        if a["price"] < 0:
            return QCoreApplication.translate("Ledger", "{player} places {item} and gains {amount}.").format(
                player=who, item=item, amount=languages().yen(-a["price"]))
        if a["coupons"]:
            return Ledger.tr("{player} buys {item} for {price} (%n Coupon(s)).", "", a["coupons"]).format(
                player=who, item=item, price=languages().yen(a["price"]))
        return QCoreApplication.translate("Ledger", "{player} buys {item} for {price}.").format(
            player=who, item=item, price=languages().yen(a["price"]))

    def item(self, a: dict[str, Any]) -> str:
        t = a["type"]
        if t == "buy_parcel":
            return QCoreApplication.translate("Ledger", "Parcel {area} (board {board})").format(area=a["area"], board=a["board"])
        if t in ("buy_capsules", "buy_pink"):
            return capsules_text(a["count"], a["color"])
        if t == "buy_vending":
            return QCoreApplication.translate("Ledger", "a Vending Machine in {area}").format(area=a["area"])
        if t == "buy_graveyard":
            return QCoreApplication.translate("Ledger", "a Graveyard in {area}").format(area=a["area"])
        if t == "build_hotel":
            return QCoreApplication.translate("Ledger", "an Entrance: {colour} Hotel {hotel} ({capsules}, {stories}) in {area}").format(
                colour=hotel_colour(a["color"]), hotel=a["structure"], capsules=count_text(a["capsules"], "capsule"),
                stories=count_text(a["stories"], "story"), area=a["area"])
        if t == "buy_building":
            name = building_name(a["building"], a.get("side"))
            if a.get("hotel"):
                return QCoreApplication.translate("Ledger", "a {building} Building in {area}, with {capsules} on its roof").format(
                    building=name, area=a["area"], capsules=capsules_text(a["capsules"], a["color"]))
            return QCoreApplication.translate("Ledger", "a {building} Building in {area}").format(building=name, area=a["area"])
        return str(t)

    def _card_taken(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "{player} takes the {building} Attraction card, side {side}.").format(
            player=self.who(a["player"]), building=building_name(a["building"]), side=a["side"])

    def _card_coupons(self, a: dict[str, Any]) -> str:
        return Ledger.tr("{player} takes %n Coupon(s) from the {building} card.", "", a["coupons"]).format(
            player=self.who(a["player"]), building=building_name(a["building"]))

    def _franchise_threshold(self, a: dict[str, Any]) -> str:
        if len(a["players"]) == 1:
            return Ledger.tr("The {colour} Franchise reaches {amount}: {player} takes %n Coupon(s).", "",
                             a.get("coupons", 1)).format(
                colour=franchise_colour(a["color"]), amount=languages().yen(a["threshold"]), player=self.who(a["players"][0]))
        return Ledger.tr("The {colour} Franchise reaches {amount}: {players} take %n Coupon(s) each.", "",
                         a.get("coupons", 1)).format(
            colour=franchise_colour(a["color"]), amount=languages().yen(a["threshold"]), players=self.many(a["players"]))

    def _tallest_hotel(self, a: dict[str, Any]) -> str:
        return Ledger.tr("{player} builds the tallest Hotel ({stories}) and takes %n Coupon(s).", "",
                         a.get("coupons", 1)).format(
            player=self.who(a["player"]), stories=count_text(a["stories"], "story"))

    def _limit_reached(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "Purchase Limit reached ({spend} of {limit}): no more Purchases this round.").format(
            spend=languages().yen(a["spend"]), limit=languages().yen(a["limit"]))

    def _barter_opened(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "{players} open a Barter.").format(players=self.many(a["parties"]))

    def _barter_abandoned(self, a: dict[str, Any]) -> str:
        return QCoreApplication.translate("Ledger", "The Barter between {players} is abandoned.").format(players=self.many(a["parties"]))

    def _barter_settled(self, a: dict[str, Any]) -> str:
        parts = [self.transfer(t) for t in a["transfers"]]
        parts += [QCoreApplication.translate("Ledger", "{player} promises: “{text}”").format(player=self.who(p["from"]), text=promise_text(p["text"]))
                  for p in a["promises"]]
        return QCoreApplication.translate("Ledger", "Barter between {players}: {deal}.").format(
            players=self.many(a["parties"]), deal="; ".join(parts))

    def transfer(self, t: dict[str, Any]) -> str:
        giver, receiver = self.who(t["from"]), self.who(t["to"])
        kind = t["kind"]
        if kind == "yen":
            what = languages().yen(t["yen"])
        elif kind == "coupons":
            what = count_text(t["coupons"], "coupon")
        elif kind == "capsules":
            what = ", ".join(capsules_text(n, c) for c, n in t["capsules"].items())
        elif kind == "area":
            what = QCoreApplication.translate("Ledger", "area {area}").format(area=t["area"])
        else:
            what = QCoreApplication.translate("Ledger", "new Subdivision {sub} of {parent}").format(sub=t["subdivision"],
                                                                            parent=t["parent"])
        return QCoreApplication.translate("Ledger", "{giver} gives {receiver} {what}").format(giver=giver, receiver=receiver, what=what)

    def _die_rolled(self, a: dict[str, Any]) -> str:
        bits = []
        if a["yen"]:
            bits.append(languages().yen(a["yen"]))
        if a["coupons"]:
            bits.append(QCoreApplication.translate("Ledger", "{coupons} for {player}").format(
                coupons=count_text(a["coupons"], "coupon"), player=self.who(a["owner"])))
        if a["no_graveyard"]:
            bits.append(QCoreApplication.translate("Ledger", "no Graveyard Deduction"))
        return QCoreApplication.translate("Ledger", "{building} {id} in {parcel} rolls: {result}.").format(
            building=building_name(a["kind"]), id=a["building"], parcel=a["parcel"], result=", ".join(bits))

    def _income(self, a: dict[str, Any]) -> str:
        parts = [QCoreApplication.translate("Ledger", "{player} {amount}").format(player=self.who(i), amount=languages().yen(v))
                 for i, v in enumerate(a["totals"])]
        return QCoreApplication.translate("Ledger", "Income for round {round}: {list}.").format(round=a["round"], list=", ".join(parts))

    def _game_over(self, a: dict[str, Any]) -> str:
        if a["reason"] == "repaid":
            head = QCoreApplication.translate("Ledger", "Game over in round {round}: a player can repay their Debt.").format(round=a["round"])
        else:
            head = QCoreApplication.translate("Ledger", "Game over after round {round}.").format(round=a["round"])
        return head + " " + Ledger.tr("Winner(s): {players}.", "", len(a["winners"])).format(players=self.many(a["winners"]))
