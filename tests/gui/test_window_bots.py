"""Bots at the table: they claim, race for the queue and buy through the same controller."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tch_desktop.engine import PlayerSetup, Setup
from tests.gui.test_window_basics import make_window


def test_a_bot_claims_and_plays_its_turns_by_itself(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    window.bots.runner.speed = "instant"
    controller.new_game(Setup([PlayerSetup("Aiko", "crane", "#c0392b"),
                               PlayerSetup("Robo", "fan", "#2471a3", "bot", "easy")], seed=11))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.claims.viewport_point("S1"))
    qtbot.waitUntil(lambda: controller.game.state.players[1].start is not None, timeout=5000)
    assert controller.game.state.phase == "loans"
    qtbot.waitUntil(lambda: window.opened == ["loans"])  # the hand-off takes the bot's loan too
    assert window.ledgers.ledgers[1].keys.text() == "", "bots have no seat keys"


def test_a_bot_at_the_barter_table_judges_the_deal(qtbot, monkeypatch, controller) -> None:
    from tch_desktop.engine.actions import Barter, Transfer
    from tests.gui.test_window_basics import to_purchase

    window = make_window(qtbot, monkeypatch, controller)
    setup = Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Robo", "fan", "#2471a3", "bot", "hard")],
                  seed=4)
    to_purchase(controller, setup, loans=(10000, 10000))
    window.bots.runner.forget()
    for p in list(controller.game.state.queue):
        controller.apply({"type": "leave_queue", "player": p})
    window.open_barter([0, 1])
    assert window.barter_table.bot_answer == window.bots.answer_barter
    barter_id = next(iter(controller.game.state.barters))
    gift = Barter(barter_id, (Transfer(0, 1, yen=3000), Transfer(1, 0, coupons=None, yen=1)))
    assert window.bots.answer_barter(1, gift) is True, "3,000円 for 1円 is a deal any bot takes"
    robbery = Barter(barter_id, (Transfer(0, 1, yen=1), Transfer(1, 0, yen=5000)))
    assert window.bots.answer_barter(1, robbery) is False
    said = "Robo declines: “That deal is no good for me.”"  # a no always comes with its reason
    assert window.bots.answer_words(1) == said
    assert window.game_ledger.list.item(0).text() == said
    window.barter_table.close()


def test_once_every_person_has_passed_the_bots_hurry_and_say_they_are_choosing(
        qtbot, monkeypatch, controller) -> None:
    """A playtest waited 19 s for an easy bot to finish a round nobody else could act in, with the queue
    empty and "Easy 4 is at the front: choose a Purchase in the Purchase panel" as if a person should."""
    from tch_desktop.gui.bot_runner import HURRY
    from tests.gui.test_window_basics import to_purchase

    window = make_window(qtbot, monkeypatch, controller)
    setup = Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Robo", "fan", "#2471a3", "bot", "easy")],
                  seed=4)
    runner = window.bots.runner
    runner.speed = "normal"
    runner.clock = lambda: 0.0  # answers wait out their reaction time: none is handed on in this test
    to_purchase(controller, setup, loans=(10000, 10000))
    assert not runner.hurry, "Aiko can still race Robo for the queue"
    assert controller.game.state.queue[0] == 0
    assert window.round_spend.notice.text().startswith("Aiko is at the front: choose a Purchase")
    controller.apply({"type": "leave_queue", "player": 0})  # Robo at the front
    assert window.round_spend.notice.text() == "Robo is at the front and is choosing a Purchase."
    normal = list(runner._reaction.values())
    controller.apply({"type": "pass", "player": 0})
    assert runner.hurry, "nobody is left to race the bot"
    runner.forget()
    runner.rng.seed(7)
    window.bots.ask()
    hurried = list(runner._reaction.values())
    runner.forget()
    runner.hurry = False
    runner.rng.seed(7)
    runner.request_decision(window.bots.bots[1], controller.game)
    assert hurried and normal and hurried == [t * HURRY for t in runner._reaction.values()]
    runner.forget()
