"""A bot plug-in in the window: `tch-desktop play --bot 2=py:file.py:Class`; one that crashes is named
and a normal bot plays its seat on."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from tch_desktop.bots.seats import SeatBot, plugin_seats
from tch_desktop.cli import main
from tch_desktop.engine import PlayerSetup, Setup
from tch_desktop.gui.window.bridge import Dialogs
from tch_desktop.gui.window.mainwindow import MainWindow

CRASHING = '''
class Broken:
    def __init__(self, player, seed):
        self.player = player
    def decide(self, view, legal):
        raise RuntimeError("my bot broke")
'''


def test_a_crashing_plug_in_in_the_window_is_named_and_a_normal_bot_plays_on(
        qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    path = tmp_path / "broken_bot.py"
    path.write_text(CRASHING, encoding="utf-8")
    monkeypatch.setattr(Dialogs, "loans", lambda self: None)
    window = MainWindow(argparse.Namespace(bot=[f"2=py:{path}:Broken"]), controller=controller)
    qtbot.addWidget(window)
    window.show()
    window.bots.runner.speed = "instant"
    controller.new_game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                               PlayerSetup("Robo", "fan", "#2471a3", "bot", "easy")], seed=11))
    assert controller.apply({"type": "claim_start", "player": 0, "parcel": "S1"})
    bot = window.bots.bots[1]
    assert isinstance(bot, SeatBot) and bot.spec == f"py:{path}:Broken"
    # Robo's plug-in crashes on its first move; the stand-in claims a square in its place.
    qtbot.waitUntil(lambda: controller.game.state.players[1].start is not None, timeout=10000)
    assert bot.failed and bot.problem is not None and bot.problem.kind == "crash"
    text = window.notices.text()
    assert str(path) in text and "stopped with an error" in text and "Robo" in text
    window.bots.stop()


def test_plugin_seats_are_read_from_the_command_line() -> None:
    assert plugin_seats(["2=py:bots/mine.py:Mine"]) == {1: "py:bots/mine.py:Mine"}
    for wrong in ("2=hard", "0=py:a.py:A", "x=py:a.py:A", "py:a.py:A"):
        with pytest.raises(ValueError):
            plugin_seats([wrong])
    assert main(["play", "--bot", "2=hard"]) == 2


def test_a_built_in_bot_that_breaks_is_said_once_and_passes_so_the_table_goes_on(
        qtbot, monkeypatch, controller) -> None:
    """A bug in a bot (not a plug-in: no stand-in to take over) must not stall the table in silence."""
    from tch_desktop.bots.bot import Bot
    from tests.gui.test_window_basics import make_window, to_purchase

    window = make_window(qtbot, monkeypatch, controller)
    window.bots.runner.speed = "instant"
    real = Bot.decide

    def broken(self: Bot, view, legal=None, work=None):  # type: ignore[no-untyped-def]
        if view.phase == "purchase":
            raise RuntimeError("bug in a bot")
        return real(self, view, legal, work)
    monkeypatch.setattr(Bot, "decide", broken)
    said: list[int] = []
    window.bots.bot_failed.connect(said.append)
    setup = Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                   PlayerSetup("Robo", "fan", "#2471a3", "bot", "easy")], seed=11)
    to_purchase(controller, setup)
    qtbot.waitUntil(lambda: controller.game.state.players[1].passed, timeout=10000)
    assert said == [1]
    assert "Robo's bot ran into an error" in window.notices.text()
    window.bots.stop()
