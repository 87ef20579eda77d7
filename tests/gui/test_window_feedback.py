"""Feedback a player can rely on: a refused undo says why, captions right after an undo, Ctrl+S confirms."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tch_desktop.engine import PlayerSetup, Setup
from tests.gui.test_window_basics import make_window, to_purchase


def test_a_refused_undo_says_why(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    controller.new_game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                               PlayerSetup("Sora", "wave", "#1e8449", "bot", "easy")], seed=5))
    assert not window.menu_actions.undo.isEnabled(), "nothing to undo yet"
    window.undo()
    assert "nothing to undo" in window.notices.text()
    assert controller.apply({"type": "claim_start", "player": 0, "parcel": "S1"})
    assert controller.apply({"type": "claim_start", "player": 1, "parcel": "S2"})  # the bot's
    assert window.menu_actions.undo.isEnabled(), "offered, so that a refusal can say why"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Sora's, a bot" in window.notices.text()
    assert len(controller.game.log) == 2


def test_an_undo_refused_after_the_phase_moved_on_names_the_reason(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    controller.new_game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3")]))
    assert controller.apply({"type": "claim_start", "player": 0, "parcel": "S1"})
    assert controller.apply({"type": "claim_start", "player": 1, "parcel": "S2"})  # the Loans phase begins
    window.undo()
    assert "began a new phase or round" in window.notices.text() and "Ren" in window.notices.text()


def test_after_an_undo_the_queue_caption_names_the_front_player(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    assert window.round_spend.notice.text().startswith("Aiko is at the front")
    assert controller.apply({"type": "leave_queue", "player": 0})
    assert window.round_spend.notice.text().startswith("Ren is at the front")
    window.undo()
    assert controller.game.state.queue == [0, 1]
    assert window.round_spend.notice.text().startswith("Aiko is at the front")
    assert window.ledgers.ledgers[0].status.text() == "Buying now"
    assert window.shop.buyer == 0


def test_ctrl_s_confirms_the_save(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    controller.path = tmp_path / "ours.json"
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert controller.path.exists()
    assert window.notices.text() == "Game saved: ours.json"
    assert window.windowTitle().startswith("ours.json — Tokyo Capsule Hotel — round "), "the title names the file"
    assert window.notices.level == "good"


def test_opening_a_game_does_not_claim_it_was_saved(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    controller.save(tmp_path / "ours.json")
    assert window.files.open_path(str(tmp_path / "ours.json"))
    qtbot.waitUntil(lambda: not window.files.opening)
    assert "saved" not in window.notices.text()


def test_a_pinned_notice_leaves_the_maps_buttons_visible(qtbot, monkeypatch, controller) -> None:
    """At 1280×720 a long banner (the end of the game, in German) once covered Isometric; it sits below them."""
    from PySide6.QtCore import QPoint, QRect

    window = make_window(qtbot, monkeypatch, controller)
    window.resize(1280, 720)
    to_purchase(controller)
    view = window.view
    window.notices.pin("Spielende. Es gewinnt Hard 4. Datei ▸ Neues Spiel, um noch einmal zu spielen.")
    qtbot.waitUntil(window.notices.isVisible)

    def covered() -> list[str]:
        bar = window.notices.geometry()
        return [b.text() for b in (view.iso_button, view.fit_button)
                if bar.intersects(QRect(b.mapTo(view, QPoint(0, 0)), b.size()))]

    assert window.notices.width() > view.width() // 2, "still a wide banner"
    assert covered() == []
    window.resize(1600, 900)  # the buttons move with the Map's corner; the banner follows
    qtbot.waitUntil(lambda: view.width() > 700)
    assert covered() == []
    assert window.notices.y() < view.height() // 4, "still at the top of the Map"


def test_while_a_purchase_is_placed_the_map_says_how_and_the_queue_says_who(
        qtbot, monkeypatch, controller) -> None:
    """The how-to of a placement was only in the status bar, and the queue still told the buyer to
    choose a Purchase they had already chosen."""
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    qtbot.mouseClick(window.tray.tile("A"), Qt.MouseButton.LeftButton)
    assert window.scene.mode == "parcel"
    assert window.notices.isVisible() and window.notices.text() == window.scene.tool.start_hint() != ""
    assert window.round_spend.notice.text() == "Aiko is placing a Purchase on the Map."
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Escape)
    assert window.scene.mode == "select"
    assert not window.notices.isVisible(), "the how-to goes with the placement"
    assert window.round_spend.notice.text().startswith("Aiko is at the front: choose a Purchase")
