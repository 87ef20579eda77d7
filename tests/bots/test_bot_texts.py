"""Bot messages become sentences in the player's language, with names, Yen and colours."""

from __future__ import annotations

import pytest

from tch_desktop.bots.messages import MESSAGE_CODES, BotMessage, promise_code

NAMES = ["Aiko", "Ren"]
VALUES = {"player": 1, "to": 0, "yen": 1500, "colour": "green", "count": 2, "area": "L2",
          "promise": "build_hotel", "reason": "insufficient_funds",
          "details": {"need": 3000, "have": 1200}}


@pytest.fixture(autouse=True)
def english(qapp):  # type: ignore[no-untyped-def]
    """English as the program starts it: with its plural forms ("one green capsule")."""
    from tch_desktop.i18n.languages import languages

    assert languages().set_language("en")


@pytest.mark.parametrize("code", sorted(MESSAGE_CODES))
def test_every_message_code_is_written_out(qapp, code: str) -> None:
    from tch_desktop.i18n.bot_texts import message_text

    msg = BotMessage(code, {k: VALUES[k] for k in MESSAGE_CODES[code]})
    text = message_text(msg, NAMES)
    assert "Ren" in text and "{" not in text and text != code
    if "yen" in MESSAGE_CODES[code]:
        assert "1,500円" in text
    if "colour" in MESSAGE_CODES[code]:
        assert "green" in text


def test_a_refusal_gives_the_engine_s_reason(qapp) -> None:
    from tch_desktop.i18n.bot_texts import message_text

    msg = BotMessage("reject_illegal", {"player": 1, "to": 0, "reason": "insufficient_funds",
                                        "details": {"need": 3000, "have": 1200}})
    assert message_text(msg, NAMES) == ("Ren declines: that deal is not possible. "
                                        "Not enough Yen (needed: 3,000円; available: 1,200円).")
    bare = BotMessage("reject_illegal", {"player": 1, "to": 0, "reason": "insufficient_funds"})
    assert message_text(bare, NAMES) == "Ren declines: that deal is not possible."


def test_the_brief_example_reads_well(qapp) -> None:
    from tch_desktop.i18n.bot_texts import message_text

    msg = BotMessage("offer_yen_for_capsule", {"player": 1, "to": 0, "yen": 1000, "colour": "green",
                                               "count": 1})
    assert message_text(msg, NAMES) == "Ren offers Aiko 1,000円 for one green capsule."


def test_promises_read_as_words_and_people_s_promises_stay_as_written(qapp) -> None:
    from tch_desktop.i18n.texts import promise_text

    assert promise_text(promise_code("build_hotel", "red")) == "to build a red Hotel"
    assert promise_text("I'll buy the Park") == "I'll buy the Park"


def test_unknown_codes_are_refused() -> None:
    with pytest.raises(ValueError):
        BotMessage("insult", {})
