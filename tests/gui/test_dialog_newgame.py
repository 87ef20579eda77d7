"""The new-game dialog: seats, Seals, pens, variants, validation and remembered choices."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog

from tch_desktop.engine import PlayerSetup
from tch_desktop.gui.dialogs.newgame import NewGameDialog
from tch_desktop.i18n import texts


def dialog(qtbot) -> NewGameDialog:
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def tick(qtbot, box) -> None:
    """Click a check or radio box on its indicator (its widget may be wider than its text)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def type_name(qtbot, edit, text: str) -> None:
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def test_builds_the_setup_chosen_on_screen(qtbot) -> None:
    dlg = dialog(qtbot)
    qtbot.mouseClick(dlg.count_group.button(3), Qt.MouseButton.LeftButton)
    aiko, ren, sora = dlg.seats[:3]
    type_name(qtbot, aiko.name, "Aiko")
    type_name(qtbot, ren.name, "Ren")
    qtbot.keyClick(sora.kind, Qt.Key.Key_Down)  # Person → Bot
    qtbot.keyClick(sora.level, Qt.Key.Key_Down)  # normal → hard
    type_name(qtbot, sora.name, "Sora")
    qtbot.keyClick(sora.seal, Qt.Key.Key_Down)  # wave → lantern
    qtbot.mouseClick(sora.swatches[5], Qt.MouseButton.LeftButton)
    tick(qtbot, dlg.card_buttons["all_b"])
    tick(qtbot, dlg.tallest)
    tick(qtbot, dlg.relaxed_box)
    type_name(qtbot, dlg.seed.lineEdit(), "4242")
    assert dlg.start.isEnabled(), dlg.problems()
    qtbot.mouseClick(dlg.start, Qt.MouseButton.LeftButton)

    assert dlg.result() == QDialog.DialogCode.Accepted
    setup = dlg.setup()
    assert setup.players == [PlayerSetup("Aiko", "crane", "#c0392b"),
                             PlayerSetup("Ren", "fan", "#2471a3"),
                             PlayerSetup("Sora", "lantern", "#17202a", "bot", "hard")]
    assert (setup.seed, setup.attraction_cards, setup.tallest_hotel) == (4242, "all_b", True)
    assert dlg.relaxed()


def test_refuses_two_players_with_the_same_seal(qtbot) -> None:
    dlg = dialog(qtbot)
    ren = dlg.seats[1]
    qtbot.keyClick(ren.seal, Qt.Key.Key_Up)  # fan → crane, Aiko's Seal
    assert ren.seal_id == dlg.seats[0].seal_id == "crane"
    assert not dlg.start.isEnabled()
    assert "same Seal" in dlg.error.text() and dlg.error.isVisible()
    qtbot.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.result() != QDialog.DialogCode.Accepted and dlg.isVisible()
    qtbot.keyClick(ren.seal, Qt.Key.Key_Down)
    assert dlg.start.isEnabled() and not dlg.error.isVisible()


def test_refuses_shared_pens_and_empty_names(qtbot) -> None:
    dlg = dialog(qtbot)
    qtbot.mouseClick(dlg.seats[1].swatches[0], Qt.MouseButton.LeftButton)  # Aiko's pen
    assert "pen colour" in dlg.error.text() and not dlg.start.isEnabled()
    qtbot.mouseClick(dlg.seats[1].swatches[2], Qt.MouseButton.LeftButton)
    type_name(qtbot, dlg.seats[0].name, "   ")
    assert "name" in dlg.error.text() and not dlg.start.isEnabled()


def test_seats_beyond_the_player_count_are_not_in_the_setup(qtbot) -> None:
    dlg = dialog(qtbot)
    qtbot.mouseClick(dlg.count_group.button(4), Qt.MouseButton.LeftButton)
    assert len(dlg.setup().players) == 4
    qtbot.mouseClick(dlg.count_group.button(2), Qt.MouseButton.LeftButton)
    assert len(dlg.setup().players) == 2 and not dlg.seats[3].isVisible()


def test_choices_are_remembered_for_next_time(qtbot) -> None:
    dlg = dialog(qtbot)
    type_name(qtbot, dlg.seats[0].name, "Kenji")
    qtbot.keyClick(dlg.seats[1].kind, Qt.Key.Key_Down)
    tick(qtbot, dlg.card_buttons["choose"])
    qtbot.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    again = dialog(qtbot)
    assert again.seats[0].name.text() == "Kenji"
    assert again.seats[1].is_bot and again.setup().players[1].level == "normal"
    assert again.setup().attraction_cards == "choose"


def test_a_seat_joining_takes_a_free_seal_and_pen(qtbot) -> None:
    dlg = dialog(qtbot)
    qtbot.keyClick(dlg.seats[0].seal, Qt.Key.Key_End)  # koi
    qtbot.mouseClick(dlg.seats[0].swatches[3], Qt.MouseButton.LeftButton)  # seat 4's default pen
    qtbot.mouseClick(dlg.count_group.button(4), Qt.MouseButton.LeftButton)
    assert dlg.start.isEnabled(), dlg.problems()
    setup = dlg.setup()
    assert len({p.seal for p in setup.players}) == len({p.pen for p in setup.players}) == 4


def test_garbage_in_the_settings_is_ignored(qtbot) -> None:
    from tch_desktop.gui.settings import settings

    st = settings()
    for key, value in (("new_game/players", "lots"), ("new_game/seat0/seal", "dragon"),
                       ("new_game/seat0/pen", "#zzzzzz"), ("new_game/attraction_cards", "maybe")):
        st.setValue(key, value)
    st.sync()
    dlg = dialog(qtbot)
    assert dlg.count() == 2 and dlg.start.isEnabled()
    assert dlg.setup().players[0].seal == "crane" and dlg.setup().attraction_cards == "off"


def test_offers_both_component_sets_balanced_first_chosen_each_with_a_tooltip(qtbot) -> None:
    dlg = dialog(qtbot)
    assert set(dlg.set_buttons) == {"classic", "balanced"}
    assert dlg.set_buttons["balanced"].isChecked() and dlg.setup().components == "balanced"
    assert all(b.toolTip() for b in dlg.set_buttons.values())
    # Rich text, so Qt word-wraps the sentence (a plain tooltip is one line, wider than a laptop's screen).
    assert all(QtGui.Qt.mightBeRichText(b.toolTip()) for b in dlg.set_buttons.values())
    for name, button in dlg.set_buttons.items():  # … showing the note's words literally
        doc = QtGui.QTextDocument()
        doc.setHtml(button.toolTip())
        assert doc.toPlainText() == texts.component_set_note(name)
    tick(qtbot, dlg.set_buttons["classic"])
    assert dlg.setup().components == "classic"
    qtbot.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    again = dialog(qtbot)  # remembered for next time
    assert again.setup().components == "classic"
