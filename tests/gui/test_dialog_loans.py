"""The secret loans: hand-off screens, one loan per seat through the controller, the reveal."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tch_desktop.engine import PlayerSetup, Setup
from tch_desktop.gui.dialogs.loans import LoanHandoff


def three_seats(controller):
    controller.new_game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                               PlayerSetup("Ren", "fan", "#2471a3"),
                               PlayerSetup("Sora", "wave", "#1e8449", "bot", "easy")], seed=5))
    for i, square in enumerate(("S1", "S2", "S3")):
        assert controller.apply({"type": "claim_start", "player": i, "parcel": square})
    return controller


def handoff(qtbot, controller, **kw) -> LoanHandoff:
    dlg = LoanHandoff(controller, **kw)
    qtbot.addWidget(dlg)
    dlg.start()
    dlg.show()
    return dlg


def choose(qtbot, dlg: LoanHandoff, amount: int) -> None:
    qtbot.mouseClick(dlg.show_button, Qt.MouseButton.LeftButton)
    assert dlg.pages.currentWidget() is dlg.choice
    card = next(c for c in dlg.cards if c.amount == amount)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dlg.confirm_button, Qt.MouseButton.LeftButton)


def test_each_person_chooses_in_secret_then_all_loans_are_revealed(qtbot, controller) -> None:
    three_seats(controller)
    asked: list[int] = []
    dlg = handoff(qtbot, controller, bot_loan=lambda seat: asked.append(seat) or 8000)
    assert dlg.pages.currentWidget() is dlg.handoff
    assert "Pass the computer to Aiko" in dlg.handoff_title.text()

    choose(qtbot, dlg, 6000)
    assert dlg.pages.currentWidget() is dlg.handoff, "the screen hides before the next person"
    assert "Ren" in dlg.handoff_title.text() and "Aiko" in dlg.handoff_note.text()
    assert "6,000" not in dlg.handoff_note.text()

    qtbot.mouseClick(dlg.show_button, Qt.MouseButton.LeftButton)
    assert all(not c.isChecked() for c in dlg.cards), "Aiko's choice is not left selected for Ren"
    assert not dlg.confirm_button.isEnabled()
    four = next(c for c in dlg.cards if c.amount == 4000)
    four.setFocus()
    qtbot.keyClick(four, Qt.Key.Key_Space)
    qtbot.mouseClick(dlg.confirm_button, Qt.MouseButton.LeftButton)

    assert asked == [2], "the bot chooses through the injected callable"
    assert dlg.pages.currentWidget() is dlg.ready
    qtbot.mouseClick(dlg.reveal_button, Qt.MouseButton.LeftButton)
    assert dlg.pages.currentWidget() is dlg.reveal
    s = controller.game.state
    assert [p.loan for p in s.players] == [6000, 4000, 8000]
    assert s.phase == "purchase" and s.players[1].coupons == 1
    assert [a.to_dict() for a in controller.game.log if a.TYPE == "loan"] == [
        {"type": "loan", "player": 0, "amount": 6000}, {"type": "loan", "player": 1, "amount": 4000},
        {"type": "loan", "player": 2, "amount": 8000}]
    shown = [w.text() for w in dlg.reveal_card.findChildren(type(dlg.reveal_title))]
    for text in ("Aiko", "Ren", "Sora", "6,000円", "4,000円", "8,000円", "6,600円"):
        assert text in shown, text
    qtbot.mouseClick(dlg.done_button, Qt.MouseButton.LeftButton)
    assert dlg.result() == LoanHandoff.DialogCode.Accepted


WJ = "\u2060"  # word joiner


def test_choice_shows_interest_and_the_debt_it_becomes(qtbot, controller) -> None:
    dlg = handoff(qtbot, three_seats(controller))
    qtbot.mouseClick(dlg.show_button, Qt.MouseButton.LeftButton)
    six = next(c for c in dlg.cards if c.amount == 6000).lines.text()
    assert "600円" in six.replace(WJ, "") and "6,600円" in six.replace(WJ, "") and "10,800円" in six.replace(WJ, "")
    # No line may break before 円 (Qt ignored a no-wrap style and put "円" alone on a line).
    assert all(text.count("円") == text.count(WJ + "円") for text in (c.lines.text() for c in dlg.cards))
    assert next(c for c in dlg.cards if c.amount == 4000).bonus.text() == "+ 1 Coupon"


def test_hide_goes_back_without_choosing_and_escape_does_not_close(qtbot, controller) -> None:
    dlg = handoff(qtbot, three_seats(controller))
    qtbot.mouseClick(dlg.show_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dlg.cards[2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dlg.hide_button, Qt.MouseButton.LeftButton)
    assert dlg.pages.currentWidget() is dlg.handoff
    assert controller.game.state.players[0].loan is None
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    assert dlg.isVisible()


def test_only_seats_without_a_loan_are_asked(qtbot, controller) -> None:
    three_seats(controller)
    controller.apply({"type": "loan", "player": 0, "amount": 10000})
    dlg = handoff(qtbot, controller)
    assert "Ren" in dlg.handoff_title.text()
    choose(qtbot, dlg, 10000)
    assert [p.loan for p in controller.game.state.players] == [10000, 10000, 6000], "bots default to 6,000円"


def test_one_person_against_bots_is_never_asked_to_pass_the_computer(qtbot, controller) -> None:
    controller.new_game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                               PlayerSetup("Sora", "wave", "#1e8449", "bot", "easy")], seed=5))
    for i, square in enumerate(("S1", "S2")):
        assert controller.apply({"type": "claim_start", "player": i, "parcel": square})
    dlg = handoff(qtbot, controller, bot_loan=lambda seat: 8000)
    assert dlg.pages.currentWidget() is dlg.choice, "straight to the choice"
    assert not dlg.hide_button.isVisible()
    card = next(c for c in dlg.cards if c.amount == 6000)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dlg.confirm_button, Qt.MouseButton.LeftButton)
    assert dlg.pages.currentWidget() is dlg.reveal, "no 'gather round' either"
    assert [p.loan for p in controller.game.state.players] == [6000, 8000]


def test_the_loan_cards_are_equally_wide_in_every_language(qtbot, controller) -> None:
    """In Italian the first card's text wrapped differently and made it wider than the others."""
    from tch_desktop.i18n.languages import languages

    three_seats(controller)
    for lang in ("it", "es", "de", "en"):
        assert languages().set_language(lang)
        try:
            dlg = handoff(qtbot, controller, bot_loan=lambda seat: 6000)
            qtbot.mouseClick(dlg.show_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: dlg.cards[0].isVisible())
            widths = {card.width() for card in dlg.cards}
            assert len(widths) == 1, (lang, [card.width() for card in dlg.cards])
            dlg.close()
        finally:
            languages().set_language("en")
