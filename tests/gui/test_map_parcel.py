"""Dragging a Land Parcel board from the tray onto the Map, with the rules checked live."""

from __future__ import annotations

import json

from PySide6.QtCore import QPoint, Qt

from tch_desktop.engine.actions import BuyParcel
from tests.gui.map_positions import map_window, purchasing


def log_of(controller) -> str:
    return json.dumps([a.to_dict() for a in controller.game.log])


def test_board_c_turned_and_dropped_next_to_s1_proposes_the_snapped_purchase(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    vp = w.view.viewport()
    proposed: list[object] = []
    w.scene.action_proposed.connect(proposed.append)
    qtbot.mousePress(w.tray.tile("C"), Qt.MouseButton.LeftButton)
    assert w.scene.mode == "parcel"
    qtbot.mouseMove(vp, w.at(5, 5))
    qtbot.keyClick(vp, Qt.Key.Key_R)  # 90°: the L's long arm now stands on the right
    # Centre of the 6 × 6 board a little off the grid: its corner snaps to (9, 9).
    qtbot.mouseMove(vp, w.at(12.15, 11.9))
    assert w.scene.tool.error is None, w.scene.tool.error
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=w.at(12.15, 11.9))
    assert proposed == [BuyParcel(0, "C", 9.0, 9.0, 90)]
    assert w.scene.mode == "select"
    assert proposed[0].to_dict() == {"type": "buy_parcel", "player": 0, "board": "C", "x": 9, "y": 9, "rot": 90}


def test_right_button_turns_the_board_while_dragging(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    vp = w.view.viewport()
    w.scene.begin_parcel(0, "B")
    qtbot.mouseMove(vp, w.at(10, 10))
    qtbot.mousePress(vp, Qt.MouseButton.RightButton, pos=w.at(10, 10))
    qtbot.mouseRelease(vp, Qt.MouseButton.RightButton, pos=w.at(10, 10))
    assert w.scene.tool.rot == 90
    assert w.scene.mode == "parcel"


def test_illegal_drop_shows_the_reason_and_changes_nothing(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    vp = w.view.viewport()
    before = log_of(controller)
    proposed: list[object] = []
    hints: list[str] = []
    w.scene.action_proposed.connect(proposed.append)
    w.scene.hint_changed.connect(hints.append)
    qtbot.mousePress(w.tray.tile("A"), Qt.MouseButton.LeftButton)
    qtbot.mouseMove(vp, w.at(4, 4))
    reason = "A new Parcel must share part of a side with a claimed Parcel."
    assert w.scene.tool.label.text == reason  # under the cursor, while moving
    assert not w.scene.tool.footprint.legal
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=w.at(4, 4))
    assert proposed == []
    assert hints[-1] == reason
    assert log_of(controller) == before
    qtbot.keyClick(vp, Qt.Key.Key_Escape)
    assert w.scene.mode == "select"
    assert w.scene.tool is None


def test_overlapping_a_claimed_parcel_is_refused(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    w.scene.begin_parcel(0, "A")
    qtbot.mouseMove(w.view.viewport(), w.at(17, 11))
    assert w.scene.tool.error.code == "overlaps"
    assert "overlaps" in w.scene.tool.label.text


def test_the_tray_follows_the_pointer_while_it_holds_the_mouse(qtbot, controller) -> None:
    """With a real mouse the pressed board keeps the events (implicit grab): it feeds the Map."""
    purchasing(controller)
    w = map_window(qtbot, controller)
    tile, vp = w.tray.tile("A"), w.view.viewport()
    proposed: list[object] = []
    w.scene.action_proposed.connect(proposed.append)
    qtbot.mousePress(tile, Qt.MouseButton.LeftButton)
    # Positions given relative to the tile, but lying over the Map (the tile has the grab).
    over_map = tile.mapFromGlobal(vp.mapToGlobal(w.at(12.5, 11.4)))
    qtbot.mouseMove(tile, over_map)
    assert w.scene.tool.action == BuyParcel(0, "A", 10.0, 9.0, 0)
    qtbot.mouseRelease(tile, Qt.MouseButton.LeftButton, pos=over_map)
    assert proposed == [BuyParcel(0, "A", 10.0, 9.0, 0)]


def test_a_board_brought_back_to_the_tray_is_put_down(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    tile, vp = w.tray.tile("A"), w.view.viewport()
    qtbot.mousePress(tile, Qt.MouseButton.LeftButton)
    qtbot.mouseMove(tile, tile.mapFromGlobal(vp.mapToGlobal(w.at(12, 11))))
    qtbot.mouseMove(tile, QPoint(5, 5))
    qtbot.mouseRelease(tile, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert w.scene.mode == "select"


def test_a_click_on_the_tray_leaves_the_board_on_the_cursor(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    vp = w.view.viewport()
    proposed: list[object] = []
    w.scene.action_proposed.connect(proposed.append)
    qtbot.mouseClick(w.tray.tile("D"), Qt.MouseButton.LeftButton)
    assert w.scene.mode == "parcel"
    qtbot.mouseMove(vp, w.at(11, 11.5))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=w.at(11, 11.5))
    assert proposed == [BuyParcel(0, "D", 7.0, 9.0, 0)]


def test_the_proposed_purchase_applied_draws_the_new_parcel(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    w.scene.action_proposed.connect(controller.apply)
    w.scene.begin_parcel(0, "E")
    vp = w.view.viewport()
    qtbot.mouseMove(vp, w.at(22.5, 5.5))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=w.at(22.5, 5.5))
    assert "L1" in controller.game.state.areas
    assert "L1" in w.scene.area_items
    assert w.scene.area_labels["L1"].text == "L1"


def test_boards_the_buyer_cannot_take_are_dimmed_and_say_why(qtbot, controller) -> None:
    """A playtest could not tell boards C, D and E, which the buyer could not afford, from A and B."""
    from tests.gui.conftest import two_player_setup
    from tests.gui.map_positions import apply_all

    controller.new_game(two_player_setup())
    apply_all(controller,
              {"type": "claim_start", "player": 0, "parcel": "S1"},
              {"type": "claim_start", "player": 1, "parcel": "S2"},
              {"type": "tiebreak", "first": 0},
              {"type": "loan", "player": 0, "amount": 4000},  # 4,000円 and a Coupon (500円)
              {"type": "loan", "player": 1, "amount": 10000})
    w = map_window(qtbot, controller)
    prices = {b: controller.game.components.boards[b].price for b in "ABCDE"}
    reach = 4000 + 500
    refused = {b for b, e in w.tray.refusals.items() if e is not None}
    assert refused == {b for b, price in prices.items() if price > reach} and refused, prices
    dear = sorted(refused)[0]
    assert "Yen" in w.tray.tile(dear).toolTip()
    qtbot.mousePress(w.tray.tile(dear), Qt.MouseButton.LeftButton)
    assert w.scene.mode == "select", "a board the buyer cannot take stays on the tray"
    controller.apply({"type": "leave_queue", "player": 0})
    w.scene.set_active_player(1)  # Ren, with 10,000円, may take any of them
    assert all(e is None for e in w.tray.refusals.values())
