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
from tch_desktop.i18n.texts import capsule_colour, hotel_colour
from tch_desktop.i18n.reasons import reason_text
from tch_desktop.i18n.texts import colour_name


class Bots(TranslationContext):
    """The translation context "Bots", for texts with a count (`Bots.tr(text, "", n)`)."""


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
    area = str(a.get("area", ""))
    code = msg.code
    if code == "offer_yen_for_capsule":
        return Bots.tr("{player} offers {to} {yen} for %n {colour} capsule(s).", "", count).format(
            player=who, to=to, yen=money, colour=capsule_colour(colour_code, count))
    if code == "offer_capsule_for_yen":
        if not a.get("yen"):
            return QCoreApplication.translate("Bots", "{player} offers {to} one {colour} capsule in return for a promise to build a {hotel_colour} Hotel with it.").format(
                player=who, to=to, colour=capsule_colour(colour_code, 1), hotel_colour=hotel)
        return QCoreApplication.translate("Bots", "{player} offers {to} one {colour} capsule for {yen}.").format(
            player=who, to=to, colour=capsule_colour(colour_code, 1), yen=money)
    if code == "offer_yen_for_subdivision":
        return QCoreApplication.translate("Bots", "{player} offers {to} {yen} for a plot of land in {area}.").format(
            player=who, to=to, yen=money, area=area)
    if code == "offer_subdivision_for_yen":
        return QCoreApplication.translate("Bots", "{player} offers {to} a plot of land in {area} for {yen}.").format(
            player=who, to=to, area=area, yen=money)
    if code == "offer_yen_for_promise":
        return QCoreApplication.translate("Bots", "{player} offers {to} {yen} for a promise to build a {colour} Hotel.").format(
            player=who, to=to, yen=money, colour=hotel)
    if code == "accept":
        return QCoreApplication.translate("Bots", "{player} accepts the deal.").format(player=who)
    if code == "reject":
        return QCoreApplication.translate("Bots", "{player} declines the deal.").format(player=who)
    if code == "reject_golden_rule":
        return QCoreApplication.translate("Bots", "{player} declines: that Subdivision would break the Golden Rule.").format(player=who)
    if code == "reject_illegal":
        details = a.get("details") or {}
        reason = reason_text(IllegalAction(str(a.get("reason", "")), **details), yen)
        if "{" in reason:  # the reason's numbers were not given
            return QCoreApplication.translate("Bots", "{player} declines: that deal is not possible.").format(player=who)
        return QCoreApplication.translate("Bots", "{player} declines: that deal is not possible. {reason}").format(
            player=who, reason=reason)
    if code == "counter_yen":
        return QCoreApplication.translate("Bots", "{player} would make the deal for {yen}.").format(player=who, yen=money)
    if code == "counter_ask_yen":
        return QCoreApplication.translate("Bots", "{player} declines, but: “I'd take {yen} for it.”").format(
            player=who, yen=money)
    if code == "counter_offer_yen":
        return QCoreApplication.translate("Bots", "{player} declines, but: “I'd pay {yen} for it.”").format(
            player=who, yen=money)
    if code == "reject_need_capsule":
        return QCoreApplication.translate("Bots", "{player} declines: “Not while I need that {colour} capsule.”").format(
            player=who, colour=capsule_colour(colour_code, 1))
    if code == "reject_need_land":
        return QCoreApplication.translate("Bots", "{player} declines: “Not while I need that land in {area} for my Hotels.”").format(
            player=who, area=area)
    if code == "reject_no_use":
        return QCoreApplication.translate("Bots", "{player} declines: “That deal is no good for me.”").format(player=who)
    if code == "reject_cannot_pay":
        return QCoreApplication.translate("Bots", "{player} declines: “I'd want {yen}, and you don't have that much.”").format(
            player=who, yen=money)
    if code == "reject_broken_promise":
        return QCoreApplication.translate("Bots", "{player} declines: “You broke your last promise to me, {to}.”").format(
            player=who, to=to)
    if code == "reject_helps_you":
        return QCoreApplication.translate("Bots", "{player} declines: “That would help you far more than me.”").format(
            player=who)
    if code == "promise_kept":
        return QCoreApplication.translate("Bots", "{player} keeps the promise and builds a {colour} Hotel.").format(
            player=who, colour=hotel)
    return code
