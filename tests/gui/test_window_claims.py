"""Claiming starting Parcels by clicking them on the Map, in seat order."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.conftest import two_player_setup
from tests.gui.test_window_basics import make_window

LEFT = Qt.MouseButton.LeftButton


def test_players_claim_their_starting_parcels_by_clicking_in_seat_order(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    controller.new_game(two_player_setup())
    claims = window.claims
    assert claims.claimant() == 0
    assert window.notices.text() == "Aiko: click a free starting Parcel on the Map to claim it."
    viewport = window.view.viewport()
    at = claims.viewport_point("S2")
    assert claims.square_at(at) == "S2"
    qtbot.mouseMove(viewport, at)
    qtbot.waitUntil(lambda: claims._hover == "S2")
    qtbot.mouseClick(viewport, LEFT, pos=at)
    assert controller.game.state.areas["S2"].owner == 0
    assert window.notices.text() == "Ren: click a free starting Parcel on the Map to claim it."
    assert "S2" not in claims._items, "a claimed square is no longer offered"
    qtbot.mouseClick(viewport, LEFT, pos=at)  # taken already: refused in words
    assert window.notices.text() == "Ren: That starting Parcel is already claimed."
    assert len(controller.game.state.areas) == 1
    qtbot.mouseClick(viewport, LEFT, pos=claims.viewport_point("S3"))
    assert controller.game.state.areas["S3"].owner == 1
    assert controller.game.state.phase == "loans"
    assert not claims.active and claims._items == {}
    qtbot.waitUntil(lambda: window.opened == ["loans"])


def test_clicks_away_from_the_squares_are_left_to_the_map(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    controller.new_game(two_player_setup())
    corner = window.view.mapFromScene(1, 1)
    assert window.claims.square_at(corner) is None
    qtbot.mouseClick(window.view.viewport(), LEFT, pos=corner)
    assert controller.game.state.areas == {}
