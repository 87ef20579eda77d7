"""TCH_DESKTOP_BOT_SPEED sets how fast bots react in the window (tests, demonstrations)."""

from __future__ import annotations

import pytest

from tch_desktop.gui.controller import GameController
from tch_desktop.gui.window.botseats import BotSeats, bot_speed


@pytest.mark.parametrize(("value", "speed"), [(None, "normal"), ("instant", "instant"), ("fast", "fast"),
                                              ("warp", "normal")])
def test_bot_speed_comes_from_the_environment_else_a_persons(monkeypatch, value, speed) -> None:
    if value is None:
        monkeypatch.delenv("TCH_DESKTOP_BOT_SPEED", raising=False)
    else:
        monkeypatch.setenv("TCH_DESKTOP_BOT_SPEED", value)
    assert bot_speed() == speed


def test_bot_seats_runner_uses_the_speed(qtbot, monkeypatch) -> None:
    monkeypatch.setenv("TCH_DESKTOP_BOT_SPEED", "instant")
    seats = BotSeats(GameController())
    assert seats.runner.speed == "instant"
