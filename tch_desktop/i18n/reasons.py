"""Reason codes and record errors in words.

The engine refuses with a code and details; this module turns them into a
sentence in the current language. Texts are marked with QT_TRANSLATE_NOOP so
that pyside6-lupdate collects them, and translated at the moment of use.

Qt is not imported here: the headless commands (`replay`) print these texts
too. Translators are only ever installed by a Qt application, so while Qt is
not loaded the English source text is the text.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from tch_desktop.engine.errors import IllegalAction, RecordError, cut

CTX = "Reason"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    return text


def _translate(text: str) -> str:
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is None:
        return text  # no Qt loaded, hence no translator installed
    return str(qtcore.QCoreApplication.translate(CTX, text))

REASONS: dict[str, str] = {
    "wrong_phase": QT_TRANSLATE_NOOP("Reason", "That cannot be done in this phase."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reason", "It is another player's turn to claim a starting Parcel."),
    "bad_parcel": QT_TRANSLATE_NOOP("Reason", "There is no such starting Parcel."),
    "already_claimed": QT_TRANSLATE_NOOP("Reason", "That starting Parcel is already claimed."),
    "loan_taken": QT_TRANSLATE_NOOP("Reason", "A loan is taken only once, in round 1."),
    "bad_loan": QT_TRANSLATE_NOOP("Reason", "That loan amount is not on the Player Ledger."),
    "passed": QT_TRANSLATE_NOOP("Reason", "This player has passed for the round."),
    "purchasing_closed": QT_TRANSLATE_NOOP("Reason", "The Purchase Limit has been reached: no more Purchases or new Barters this round."),
    "seal_in_queue": QT_TRANSLATE_NOOP("Reason", "The Seal is already in the queue: take it back first."),
    "in_barter": QT_TRANSLATE_NOOP("Reason", "This player is in an open Barter: finish or abandon it first."),
    "not_in_queue": QT_TRANSLATE_NOOP("Reason", "The Seal is not in the queue."),
    "not_front_of_queue": QT_TRANSLATE_NOOP("Reason", "Only the Seal at the front of the queue may make a Purchase."),
    "bad_action": QT_TRANSLATE_NOOP("Reason", "That action is malformed."),
    "bad_player": QT_TRANSLATE_NOOP("Reason", "There is no such player."),
    "too_many_coupons": QT_TRANSLATE_NOOP("Reason", "Coupons cannot pay more than the price."),
    "insufficient_coupons": QT_TRANSLATE_NOOP("Reason", "Not enough Coupons (needed: {need}; available: {have})."),
    "insufficient_funds": QT_TRANSLATE_NOOP("Reason", "Not enough Yen (needed: {need}; available: {have})."),
    "bad_color": QT_TRANSLATE_NOOP("Reason", "There is no such capsule colour."),
    "sold_out": QT_TRANSLATE_NOOP("Reason", "Sold out."),
    "bad_count": QT_TRANSLATE_NOOP("Reason", "Choose at least one capsule."),
    "insufficient_capsules": QT_TRANSLATE_NOOP("Reason", "Not enough capsules of that colour in hand (needed: {need}; in hand: {have})."),
    "side_not_allowed": QT_TRANSLATE_NOOP("Reason", "That side of the Attraction card is not available in this game."),
    "side_fixed": QT_TRANSLATE_NOOP("Reason", "Every Sweets Buffet uses the side chosen for the first one."),
    "side_required": QT_TRANSLATE_NOOP("Reason", "Choose side A or side B of the Attraction card."),
    "bad_building": QT_TRANSLATE_NOOP("Reason", "There is no such Building."),
    "bad_roof": QT_TRANSLATE_NOOP("Reason", "Only a Coin Laundry takes capsules on its roof, at most two."),
    "bad_board": QT_TRANSLATE_NOOP("Reason", "There is no such Land Parcel board."),
    "bad_rotation": QT_TRANSLATE_NOOP("Reason", "That rotation is not allowed for this piece."),
    "off_grid": QT_TRANSLATE_NOOP("Reason", "Positions must lie on the half-unit grid."),
    "off_map": QT_TRANSLATE_NOOP("Reason", "It must lie wholly on the Map."),
    "overlaps": QT_TRANSLATE_NOOP("Reason", "It overlaps something already there."),
    "not_adjacent": QT_TRANSLATE_NOOP("Reason", "A new Parcel must share part of a side with a claimed Parcel."),
    "not_owned": QT_TRANSLATE_NOOP("Reason", "It must stand wholly within Land you own."),
    "crosses_outline": QT_TRANSLATE_NOOP("Reason", "It crosses the outline of another area."),
    "too_close": QT_TRANSLATE_NOOP("Reason", "Leave a visible gap between structures."),
    "golden_rule": QT_TRANSLATE_NOOP("Reason", "Golden Rule: this area would have more Hotels ({hotels}) than Vending Machines and Graveyards ({support})."),
    "graveyard_limit": QT_TRANSLATE_NOOP("Reason", "This Parcel already holds the most Graveyards allowed ({limit})."),
    "no_capsules": QT_TRANSLATE_NOOP("Reason", "A Hotel needs at least one capsule."),
    "bad_story": QT_TRANSLATE_NOOP("Reason", "That story does not exist."),
    "not_supported": QT_TRANSLATE_NOOP("Reason", "Every capsule above the ground floor must rest wholly on capsules below it."),
    "not_connected": QT_TRANSLATE_NOOP("Reason", "The ground-floor capsules must form one group joined by their sides."),
    "story_limit": QT_TRANSLATE_NOOP("Reason", "Too many stories: a Hotel needs at least as many ground-floor capsules as it has stories ({stories}); only a single pink stack of 4 or more stories is exempt."),
    "entrance_not_touching": QT_TRANSLATE_NOOP("Reason", "The Entrance must touch the side of a ground-floor capsule."),
    "no_such_area": QT_TRANSLATE_NOOP("Reason", "There is no such area of Land."),
    "bad_outline": QT_TRANSLATE_NOOP("Reason", "The outline must be a simple closed shape with some area."),
    "cuts_structure": QT_TRANSLATE_NOOP("Reason", "The outline would cut through a structure."),
    "bad_parties": QT_TRANSLATE_NOOP("Reason", "A Barter needs two or more different players."),
    "no_such_barter": QT_TRANSLATE_NOOP("Reason", "That Barter is not open."),
    "bad_transfer": QT_TRANSLATE_NOOP("Reason", "Every item must pass between two different parties of the Barter."),
    "bad_amount": QT_TRANSLATE_NOOP("Reason", "Amounts must be more than zero."),
    "bad_promise": QT_TRANSLATE_NOOP("Reason", "A promise needs some text (at most {most} characters)."),
    "party_gives_nothing": QT_TRANSLATE_NOOP("Reason", "Every party of a Barter must offer something."),
    "chance_mismatch": QT_TRANSLATE_NOOP("Reason", "The record's dice or draw does not fit this point of the game."),
    "unused_chance": QT_TRANSLATE_NOOP("Reason", "The record ends with dice or draws that were never used."),
}

RECORD_ERRORS: dict[str, str] = {
    "not_json": QT_TRANSLATE_NOOP("Reason", "The file is not valid JSON (it may be cut short or damaged)."),
    "not_a_record": QT_TRANSLATE_NOOP("Reason", "The file is not a Tokyo Capsule Hotel game record."),
    "unsupported_version": QT_TRANSLATE_NOOP("Reason", "The record was written by a version of the game this one cannot read."),
    "no_file": QT_TRANSLATE_NOOP("Reason", "The file does not exist."),
    "unreadable": QT_TRANSLATE_NOOP("Reason", "The file cannot be read."),
    "empty_file": QT_TRANSLATE_NOOP("Reason", "The file is empty."),
    "not_utf8": QT_TRANSLATE_NOOP("Reason", "The file is not text (UTF-8)."),
    "too_large": QT_TRANSLATE_NOOP("Reason", "The file is far too large to be a game record."),
    "not_a_file": QT_TRANSLATE_NOOP("Reason", "This is not a file but a folder or a device."),
    "too_deep": QT_TRANSLATE_NOOP("Reason", "The file nests lists and objects far deeper than a game record does."),
    "number_too_large": QT_TRANSLATE_NOOP("Reason", "The file holds a number far too large for a game record."),
    "not_finite": QT_TRANSLATE_NOOP("Reason", "The file holds NaN or Infinity, which are not numbers a game record may hold."),
    "duplicate_key": QT_TRANSLATE_NOOP("Reason", "The same field appears twice in one entry."),
    "bad_text": QT_TRANSLATE_NOOP("Reason", "A text holds an invalid character (a lone surrogate)."),
    "player_count": QT_TRANSLATE_NOOP("Reason", "A game has 2 to 4 players."),
    "bad_seal": QT_TRANSLATE_NOOP("Reason", "Unknown Seal design."),
    "seal_twice": QT_TRANSLATE_NOOP("Reason", "Two players have the same Seal."),
    "bad_name": QT_TRANSLATE_NOOP("Reason", "A player's name is missing or longer than 40 characters."),
    "bad_pen": QT_TRANSLATE_NOOP("Reason", "A pen colour is not written as #rrggbb."),
    "bad_kind": QT_TRANSLATE_NOOP("Reason", "A player is neither a person nor a bot."),
    "bad_level": QT_TRANSLATE_NOOP("Reason", "A bot's level must be easy, normal or hard."),
    "bad_variant": QT_TRANSLATE_NOOP("Reason", "A variant setting is not one the game knows."),
    "unknown_components": QT_TRANSLATE_NOOP("Reason", "The record plays with a component set this version of the game does not have: {name}."),
    "bad_pace": QT_TRANSLATE_NOOP("Reason", "The game's pace (relaxed mode, grace time or countdown) "
                                            "is not valid."),
    "missing_field": QT_TRANSLATE_NOOP("Reason", "A required field is missing."),
    "not_an_object": QT_TRANSLATE_NOOP("Reason", "An entry has the wrong shape (an object was expected)."),
    "not_an_integer": QT_TRANSLATE_NOOP("Reason", "A whole number was expected."),
    "not_a_number": QT_TRANSLATE_NOOP("Reason", "A number was expected."),
    "not_a_string": QT_TRANSLATE_NOOP("Reason", "A text was expected."),
    "not_a_list": QT_TRANSLATE_NOOP("Reason", "A list was expected."),
    "not_a_point": QT_TRANSLATE_NOOP("Reason", "An outline point must be a pair of numbers."),
    "transfer_kind": QT_TRANSLATE_NOOP("Reason", "Each Barter item must be exactly one thing: Yen, Coupons, Capsules, an area or a Subdivision."),
    "unknown_action": QT_TRANSLATE_NOOP("Reason", "The record contains an action this game does not know."),
}
GENERIC_RECORD_ERROR = QT_TRANSLATE_NOOP("Reason", "The record is damaged or was edited by hand.")
AT_PLACE = QT_TRANSLATE_NOOP("Reason", "{message} (at {where})")
UNKNOWN = QT_TRANSLATE_NOOP("Reason", "Refused ({code}).")


SHOWN_CHARS = 80  # the most of a name or value from a file (or a plug-in) that a message repeats

# Codes whose `need`/`have` details are amounts of Yen.
MONEY_CODES = frozenset({"insufficient_funds"})


def _fmt(template: str, details: dict[str, Any], money: Callable[[int], str] | None,
         money_keys: frozenset[str] = frozenset()) -> str:
    values = {k: (money(v) if money is not None and k in money_keys and isinstance(v, int)
                  else cut(v, SHOWN_CHARS) if isinstance(v, str) else v)
              for k, v in details.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def reason_text(err: IllegalAction, money: Callable[[int], str] | None = None) -> str:
    """A refused action in words, in the current language."""
    src = REASONS.get(err.code)
    if src is None:
        return _translate(UNKNOWN).format(code=err.code)
    keys = frozenset({"need", "have"}) if err.code in MONEY_CODES else frozenset()
    return _fmt(_translate(src), err.details, money, keys)


def record_error_text(err: RecordError) -> str:
    """A bad record file in words, naming where the problem is."""
    src = RECORD_ERRORS.get(err.code, GENERIC_RECORD_ERROR)
    message = _fmt(_translate(src), err.details, None)
    if err.where and err.code not in ("no_file", "not_a_file", "unreadable", "empty_file", "not_utf8",
                                      "too_large"):
        return _translate(AT_PLACE).format(message=message, where=cut(err.where, SHOWN_CHARS))
    return message
