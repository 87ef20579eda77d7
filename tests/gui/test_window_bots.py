"""Bots at the table: they claim, race for the queue and buy through the same controller."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tch_desktop.engine import PlayerSetup, Setup
from tests.gui.test_window_basics import make_window


def test_a_bot_claims_and_plays_its_turns_by_itself(qtbot, monkeypatch, controller) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, monkeypatch, controller)
    if not window.bots.available:
        pytest.skip("gui/bot_runner.py is not part of this build")
    window.bots.runner.speed = "instant"
    controller.new_game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                               PlayerSetup("Robo", "fan", "#2471a3", "bot", "easy")], seed=11))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.claims.viewport_point("S1"))
    qtbot.waitUntil(lambda: controller.game.state.players[1].start is not None, timeout=5000)
    assert controller.game.state.phase == "loans"
    qtbot.waitUntil(lambda: window.opened == ["loans"])  # the hand-off takes the bot's loan too
    assert window.ledgers.ledgers[1].keys.text() == "", "bots have no seat keys"
