"""The table's layout: the Map takes the room when the window grows; it shrinks back to a laptop's size."""

from __future__ import annotations

from tch_desktop.gui.window.table import LEFT_WIDTH, MINIMUM_SIZE, RIGHT_WIDTH
from tests.gui.test_window_basics import make_window, to_purchase


def test_the_map_takes_the_room_and_the_window_shrinks_back(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    window.resize(1900, 1040)
    qtbot.waitUntil(lambda: window.roomy is True and window.width() == 1900)
    assert window.holder.isVisible() and not window.folded.isVisible(), "boards under the Map"
    assert (window.left.width(), window.right.width()) == (LEFT_WIDTH[1], RIGHT_WIDTH[1]), "columns at their most"
    qtbot.waitUntil(lambda: window.view.width() > 1900 - LEFT_WIDTH[1] - RIGHT_WIDTH[1] - 60)
    wide_map = window.view.width()

    window.resize(1200, 660)
    qtbot.waitUntil(lambda: window.roomy is False and window.width() == 1200)
    assert window.height() == 660, "nothing stops the window shrinking back"
    assert window.folded.isVisible() and not window.holder.isVisible(), "the boards fold into tabs"
    assert window.folded.count() == 2 and window.folded.tabText(0) == "Game Ledger"
    assert window.view.width() < wide_map
    hint = window.minimumSizeHint()
    assert hint.width() <= MINIMUM_SIZE[0] and window.minimumWidth() == MINIMUM_SIZE[0]
