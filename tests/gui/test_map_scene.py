"""The scene follows the game: one item per engine object, updated from each action's events."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from tch_desktop.engine.actions import BuyBuilding, BuyGraveyard, BuyVending, Roof
from tch_desktop.gui.map.buildings import BuildingItem
from tch_desktop.gui.map.items import CapsuleItem, GraveyardItem, VendingItem
from tch_desktop.gui.map.land import AreaItem
from tch_desktop.gui.style import theme
from tests.gui.map_positions import apply_all, buy, map_window, purchasing, to_front


def test_the_scene_has_one_item_per_area_and_structure(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    assert set(w.scene.area_items) == {"S1", "S2"}
    assert w.scene.paper.unclaimed == ["S3", "S4"]
    buy(controller, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    buy(controller, {"type": "buy_graveyard", "player": 0, "x": 17.5, "y": 11})
    assert isinstance(w.scene.pieces["V1"][0], VendingItem)
    assert isinstance(w.scene.pieces["G1"][0], GraveyardItem)
    buy(controller, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(controller, {"type": "buy_building", "player": 0, "building": "coin_laundry", "x": 15, "y": 11,
                     "roof": {"color": "red", "count": 2}})
    laundry = w.scene.pieces["B1"][0]
    assert isinstance(laundry, BuildingItem) and laundry.roof() == ("red", 2)
    assert w.scene.pieces["H1"] == []  # its capsules stand on the laundry's roof
    assert set(w.scene.pieces) == set(controller.game.state.structures)


def test_a_barter_of_land_recolours_and_a_subdivision_appears(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    for p in (0, 1):
        apply_all(controller, {"type": "leave_queue", "player": p})
    apply_all(controller, {"type": "barter_open", "parties": [0, 1]})
    apply_all(controller, {"type": "barter", "barter": "X1", "transfers": [
        {"from": 0, "to": 1, "subdivide": "S1", "outline": [[15, 9], [17, 9], [17, 11], [15, 11]]},
        {"from": 1, "to": 0, "area": "S2"}]})
    state = controller.game.state
    assert isinstance(w.scene.area_items["D1"], AreaItem)
    assert w.scene.area_items["D1"].zValue() > w.scene.area_items["S1"].zValue()
    assert w.scene.area_labels["S2"].accent == QColor(state.players[0].pen)
    # S1's label moved out of the new Subdivision.
    label = w.scene.area_labels["S1"].pos()
    assert not (15 <= label.x() <= 17 and 9 <= label.y() <= 11)
    tip = w.scene.tooltip_at(QPointF(16, 10))
    assert "Subdivision D1 of S1" in tip and "Owner: Ren" in tip and "Outlined by Aiko" in tip


def test_undo_rebuilds_the_scene(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    buy(controller, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    assert "V1" in w.scene.pieces
    assert controller.undo()
    assert "V1" not in w.scene.pieces
    assert all(item.scene() is w.scene for item in w.scene.area_items.values())


def test_hovering_shows_a_tooltip_for_the_piece_or_the_area(qtbot, controller) -> None:
    purchasing(controller)
    buy(controller, {"type": "buy_vending", "player": 0, "x": 15, "y": 9})
    w = map_window(qtbot, controller)
    vp = w.view.viewport()
    for at, expected in (((15.5, 9.5), "Vending Machine V1"), ((18, 12), "Starting Parcel S1")):
        pos = w.at(*at)
        QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, pos, vp.mapToGlobal(pos)))
        assert QToolTip.isVisible()
        assert expected in QToolTip.text()
    assert "Owner: Aiko" in QToolTip.text() and "Holds: Vending Machine V1" in QToolTip.text()


def test_a_hotel_tooltip_gives_its_last_income(qtbot, controller) -> None:
    purchasing(controller)
    buy(controller, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    buy(controller, {"type": "build_hotel", "player": 0, "color": "red",
                     "capsules": [{"x": 15, "y": 9, "z": 0, "rot": 0}], "entrance": {"x": 15, "y": 10}})
    w = map_window(qtbot, controller)
    assert "No Income yet." in w.scene.tooltip_at(QPointF(16, 9.5))
    for p in (0, 1):
        if not controller.game.state.players[p].passed:
            apply_all(controller, {"type": "pass", "player": p})
    tip = w.scene.tooltip_at(QPointF(16, 9.5))
    assert "Income in round 1: 200円" in tip
    assert "Franchise 200円 + Attraction 0円 − Graveyards 0円" in tip


def test_items_paint_what_they_are(qtbot, controller) -> None:
    """Qt really calls our paint/boundingRect overrides: the capsule's colour is on screen."""
    purchasing(controller)
    buy(controller, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    buy(controller, {"type": "build_hotel", "player": 0, "color": "red",
                     "capsules": [{"x": 15, "y": 9, "z": 0, "rot": 0}], "entrance": {"x": 15, "y": 10}})
    w = map_window(qtbot, controller)
    w.view.zoom_by(3.0, w.at(16, 9.5))
    image = w.view.viewport().grab().toImage()
    pixel = image.pixelColor(w.at(15.3, 9.2))
    red = theme.capsule_color("red").lighter(112)
    assert abs(pixel.red() - red.red()) < 30 and abs(pixel.green() - red.green()) < 30
    capsule = w.scene.pieces["H1"][0]
    assert isinstance(capsule, CapsuleItem)
    assert capsule in w.scene.items(QPointF(16, 9.5))


def test_placing_pieces_and_buildings(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    w.view.zoom_by(2.0, w.at(17, 11))
    vp = w.view.viewport()
    proposed: list[object] = []
    w.scene.action_proposed.connect(proposed.append)
    for piece, at, expected in (("vending", (15.6, 9.4), BuyVending(0, 15.0, 9.0)),
                                ("graveyard", (16.8, 11.7), BuyGraveyard(0, 16.0, 11.0))):
        w.scene.begin_piece(0, piece)
        assert w.scene.mode == "piece"
        qtbot.mouseMove(vp, w.at(*at))
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=w.at(*at))
        assert proposed[-1] == expected
    w.scene.begin_building(0, "sweets_buffet", side="A")
    assert w.scene.mode == "building"
    qtbot.mouseMove(vp, w.at(17, 11.5))
    qtbot.keyClick(vp, Qt.Key.Key_R)
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=w.at(17, 11.5))
    assert proposed[-1] == BuyBuilding(0, "sweets_buffet", 16.0, 10.0, 90, "A", None, 0)
    w.scene.begin_building(0, "coin_laundry", roof=Roof("red", 2))
    qtbot.mouseMove(vp, w.at(23, 11))
    assert w.scene.tool.error.code == "insufficient_capsules"
    assert w.scene.tool.piece.roof() == ("red", 2)  # the preview shows the roof capsules
    qtbot.keyClick(vp, Qt.Key.Key_Escape)
    assert w.scene.mode == "select" and len(proposed) == 3


def test_the_map_never_applies_what_it_proposes(qtbot, controller) -> None:
    purchasing(controller)
    to_front(controller, 0)
    w = map_window(qtbot, controller)
    n = len(controller.game.log)
    w.scene.begin_piece(0, "vending")
    vp = w.view.viewport()
    qtbot.mouseMove(vp, w.at(16, 10))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=w.at(16, 10))
    assert len(controller.game.log) == n


def test_hovering_a_hotel_outlines_all_its_parts(qtbot, controller) -> None:
    """hoverEnterEvent / hoverLeaveEvent really fire (Qt's camelCase overrides)."""
    purchasing(controller)
    buy(controller, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    buy(controller, {"type": "build_hotel", "player": 0, "color": "red",
                     "capsules": [{"x": 15, "y": 9, "z": 0, "rot": 0}, {"x": 15, "y": 10, "z": 0, "rot": 0}],
                     "entrance": {"x": 17, "y": 9}})
    w = map_window(qtbot, controller)
    vp = w.view.viewport()
    qtbot.mouseMove(vp, w.at(16, 10.5))
    assert w.scene.hovered_piece == "H1"
    assert all(item.hovered for item in w.scene.pieces["H1"])
    qtbot.mouseMove(vp, w.at(18.5, 12.5))
    assert w.scene.hovered_piece == "V1"
    assert not any(item.hovered for item in w.scene.pieces["H1"])
    qtbot.mouseMove(vp, w.at(2, 2))
    assert w.scene.hovered_piece is None


def test_an_area_id_moves_out_of_the_way_of_a_new_piece(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    label = w.scene.area_labels["S1"]
    x, y = round(label.pos().x() * 2) / 2, round(label.pos().y() * 2) / 2
    buy(controller, {"type": "buy_graveyard", "player": 0, "x": x - 0.5, "y": y - 0.5})  # 1.5 × 1.5
    moved = label.pos()
    assert not (x - 0.5 <= moved.x() <= x + 1.0 and y - 0.5 <= moved.y() <= y + 1.0)


def test_the_reason_at_the_maps_edge_is_shown_whole(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    w.view.zoom_by(3.0, w.at(20, 14))  # the view's edges lie on the Map
    vp = w.view.viewport()
    w.scene.begin_piece(0, "vending")
    qtbot.mouseMove(vp, vp.rect().center())
    for corner in (QPoint(vp.width() - 6, vp.height() // 2), QPoint(vp.width() - 6, vp.height() - 6),
                   QPoint(6, vp.height() - 6)):
        qtbot.mouseMove(vp, corner)
        label = w.scene.tool.label
        assert label.isVisible() and label.text, "a refusal is explained at the cursor"
        shown = label.boundingRect().translated(QPointF(w.view.mapFromScene(label.pos())))
        assert QRectF(vp.rect()).contains(shown), (corner, shown, vp.rect())
