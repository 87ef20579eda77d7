"""The end screen: why the game ended, the winners, Yen, Debt, net, and the chart."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tch_desktop.gui.dialogs.endscreen import EndScreen, ranks
from tests.gui.conftest import two_player_setup


def play_out(controller, loans=(4000, 10000), bonus: int = 0):
    """Everyone passes every round; `bonus` Yen for Aiko (test-only) makes her repay in round 2."""
    controller.new_game(two_player_setup())
    for a in ({"type": "claim_start", "player": 0, "parcel": "S1"},
              {"type": "claim_start", "player": 1, "parcel": "S2"},
              {"type": "loan", "player": 0, "amount": loans[0]},
              {"type": "loan", "player": 1, "amount": loans[1]}):
        controller.apply(a)
    game = controller.game
    if bonus:
        game.state.change_yen(0, bonus, "test")
    while game.state.phase != "over":
        for p in game.state.players:
            if not p.passed and game.state.phase == "purchase":
                assert controller.apply({"type": "pass", "player": p.index})
    return game


def screen(qtbot, game) -> EndScreen:
    end = EndScreen(game)
    qtbot.addWidget(end)
    end.show()
    return end


def test_lists_the_winner_and_everyone_by_net(qtbot, controller) -> None:
    game = play_out(controller)
    end = screen(qtbot, game)
    assert "Round 8 is over" in end.reason.text()
    assert end.winner_text.text() == "Aiko wins!"
    aiko, ren = end.rows[0], end.rows[1]
    assert [aiko[2].text(), aiko[3].text(), aiko[4].text(), aiko[5].text()] == \
        ["Aiko", "4,000円", "7,200円", "-3,200円"]
    assert [ren[0].text(), ren[5].text()] == ["2.", "-8,000円"]


def test_tied_players_share_the_win(qtbot, controller) -> None:
    end = screen(qtbot, play_out(controller, loans=(6000, 6000)))
    assert end.winner_text.text() == "Aiko and Ren share the victory!"
    assert end.rows[0][0].text() == end.rows[1][0].text() == "1."


def test_a_repaid_debt_ends_the_game_in_that_rounds_loans_phase(qtbot, controller) -> None:
    end = screen(qtbot, play_out(controller, bonus=10000))
    assert "round 2" in end.reason.text() and "Aiko" in end.reason.text()
    assert end.chart.series[0].final == (2, end.net[0]), "one more round of interest than the last Income"


def test_the_chart_draws_each_players_net_in_their_pen_colour(qtbot, controller) -> None:
    game = play_out(controller)
    end = screen(qtbot, game)
    series = end.chart.series
    assert [s.points for s in series] == [list(enumerate(p.net_history, start=1)) for p in game.state.players]
    assert len(series[0].points) == 8 and series[0].final is None
    image = end.chart.grab().toImage()

    def pixels(hex_: str) -> int:
        want = QColor(hex_)
        return sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
                   if abs(image.pixelColor(x, y).red() - want.red()) < 12
                   and abs(image.pixelColor(x, y).green() - want.green()) < 12
                   and abs(image.pixelColor(x, y).blue() - want.blue()) < 12)

    assert pixels("#c0392b") > 150 and pixels("#2471a3") > 150


def test_buttons_ask_to_save_and_to_play_again(qtbot, controller) -> None:
    end = screen(qtbot, play_out(controller))
    with qtbot.waitSignal(end.save_requested):
        qtbot.mouseClick(end.save_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(end.play_again):
        qtbot.mouseClick(end.again_button, Qt.MouseButton.LeftButton)
    assert not end.isVisible()


def test_ranks_share_places_on_ties() -> None:
    assert ranks([5, 9, 5, 1]) == [2, 1, 2, 4]
