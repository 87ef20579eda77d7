"""What bots say, in words: `BotMessage` codes and bot promises rendered for the table.

Bots speak in codes (`tch_desktop.bots.messages`); this is the one place
their messages become sentences, looked up at the moment of display so a
language switch re-renders them. Names come from the game's setup, money is
written with `i18n.languages.yen`, colours with `i18n.texts.capsule_colour`/`hotel_colour`.

    names = [p.name for p in game.setup.players]
    label.setText(message_text(offer.message, names))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tch_desktop.bots.messages import BotMessage
from tch_desktop.engine.errors import IllegalAction
from tch_desktop.i18n.languages import TranslationContext, yen
from tch_desktop.i18n.reasons import QT_TRANSLATE_NOOP, reason_text
from tch_desktop.i18n.texts import capsule_colour, hotel_colour


class Bots(TranslationContext):
    """The translation context "Bots", for texts with a count (`Bots.tr(text, "", n)`)."""


# Messages that need only names, an amount and an area: one sentence each.
SAID: dict[str, str] = {
    "offer_yen_for_subdivision": QT_TRANSLATE_NOOP("Bots", "{player} offers {to} {yen} for a plot of land in {area}."),
    "offer_subdivision_for_yen": QT_TRANSLATE_NOOP("Bots", "{player} offers {to} a plot of land in {area} for {yen}."),
    "accept": QT_TRANSLATE_NOOP("Bots", "{player} accepts the deal."),
    "reject": QT_TRANSLATE_NOOP("Bots", "{player} declines the deal."),
    "reject_golden_rule": QT_TRANSLATE_NOOP("Bots", "{player} declines: that Subdivision would break the Golden Rule."),
    "counter_yen": QT_TRANSLATE_NOOP("Bots", "{player} would make the deal for {yen}."),
    "counter_ask_yen": QT_TRANSLATE_NOOP("Bots", "{player} declines, but: “I'd take {yen} for it.”"),
    "counter_offer_yen": QT_TRANSLATE_NOOP("Bots", "{player} declines, but: “I'd pay {yen} for it.”"),
    "reject_need_land": QT_TRANSLATE_NOOP("Bots", "{player} declines: “Not while I need that land in {area} for my Hotels.”"),
    "reject_no_use": QT_TRANSLATE_NOOP("Bots", "{player} declines: “That deal is no good for me.”"),
    "reject_cannot_pay": QT_TRANSLATE_NOOP("Bots", "{player} declines: “I'd want {yen}, and you don't have that much.”"),
    "reject_broken_promise": QT_TRANSLATE_NOOP("Bots", "{player} declines: “You broke your last promise to me, {to}.”"),
    "reject_helps_you": QT_TRANSLATE_NOOP("Bots", "{player} declines: “That would help you far more than me.”"),
}


def _name(names: Sequence[str], i: Any) -> str:
    return names[i] if isinstance(i, int) and 0 <= i < len(names) else "?"


def message_text(msg: BotMessage, names: Sequence[str]) -> str:
    """A bot's message as one sentence in the current language."""
    a = msg.args
    who = _name(names, a.get("player"))
    to = _name(names, a.get("to"))
    money = yen(int(a.get("yen", 0)))
    colour_code = str(a.get("colour", ""))
    hotel = hotel_colour(colour_code)
    count = int(a.get("count", 1))
    code = msg.code
    if code in SAID:
        return QCoreApplication.translate("Bots", SAID[code]).format(
            player=who, to=to, yen=money, area=str(a.get("area", "")))
    if code == "offer_yen_for_capsule":
        return Bots.tr("{player} offers {to} {yen} for %n {colour} capsule(s).", "", count).format(
            player=who, to=to, yen=money, colour=capsule_colour(colour_code, count))
    if code == "offer_capsule_for_yen":
        if not a.get("yen"):
            return QCoreApplication.translate("Bots", "{player} offers {to} one {colour} capsule in return for a promise to build a {hotel_colour} Hotel with it.").format(
                player=who, to=to, colour=capsule_colour(colour_code, 1), hotel_colour=hotel)
        return QCoreApplication.translate("Bots", "{player} offers {to} one {colour} capsule for {yen}.").format(
            player=who, to=to, colour=capsule_colour(colour_code, 1), yen=money)
    if code == "offer_yen_for_promise":
        return QCoreApplication.translate("Bots", "{player} offers {to} {yen} for a promise to build a {colour} Hotel.").format(
            player=who, to=to, yen=money, colour=hotel)
    if code == "reject_need_capsule":
        return QCoreApplication.translate("Bots", "{player} declines: “Not while I need that {colour} capsule.”").format(
            player=who, colour=capsule_colour(colour_code, 1))
    if code == "reject_illegal":
        details = a.get("details") or {}
        reason = reason_text(IllegalAction(str(a.get("reason", "")), **details), yen)
        if "{" in reason:  # the reason's numbers were not given
            return QCoreApplication.translate("Bots", "{player} declines: that deal is not possible.").format(player=who)
        return QCoreApplication.translate("Bots", "{player} declines: that deal is not possible. {reason}").format(
            player=who, reason=reason)
    return code
