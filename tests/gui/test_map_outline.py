"""Drawing a Subdivision freehand: the stroke is cleaned up, snapped and checked by the engine."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from shapely import Polygon

from tch_desktop.gui.map.tools import clean_outline
from tests.gui.map_positions import buy, map_window, purchasing


def wobbly(corners: list[tuple[float, float]], per_side: int = 12, wobble: float = 0.12) -> list[tuple[float, float]]:
    """A hand-drawn line through the corners: small waves, not quite closed."""
    pts = []
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1], strict=True):
        for i in range(per_side):
            t = i / per_side
            d = wobble * math.sin(7 * t + x0)
            pts.append((x0 + (x1 - x0) * t + d * (y1 - y0 != 0), y0 + (y1 - y0) * t + d * (x1 - x0 != 0)))
    return pts[:-2]


def test_a_nearly_rectangular_stroke_becomes_a_clean_rectangle() -> None:
    stroke = wobbly([(16.1, 9.9), (17.9, 10.1), (18.05, 12.1), (15.9, 11.9)])
    assert clean_outline(stroke, 0.5) == [(16.0, 10.0), (18.0, 10.0), (18.0, 12.0), (16.0, 12.0)]


def test_an_l_shaped_stroke_keeps_its_corners_on_the_grid() -> None:
    corners = [(15.5, 9.5), (18.5, 9.5), (18.5, 11.0), (17.0, 11.0), (17.0, 12.5), (15.5, 12.5)]
    stroke = wobbly([(x + 0.08, y - 0.07) for x, y in corners], wobble=0.08)
    assert clean_outline(stroke, 0.5) == corners


def test_the_outline_is_clipped_to_the_area_and_runs_clockwise_from_the_top_left() -> None:
    area = Polygon([(15, 9), (19, 9), (19, 13), (15, 13)])
    stroke = [(17, 12), (14, 12), (14.2, 8.4), (17.1, 8.6)]  # counter-clockwise, over the edges
    assert clean_outline(stroke, 0.5, area) == [(15.0, 9.0), (17.0, 9.0), (17.0, 12.0), (15.0, 12.0)]


def test_scribbles_too_small_to_keep_give_nothing() -> None:
    assert clean_outline([(1, 1), (1.1, 1.05)], 0.5) == []
    assert clean_outline([(1, 1), (1.1, 1.05), (1.05, 1.1), (1.0, 1.02)], 0.5) == []


def draw(qtbot, w, stroke) -> None:
    vp = w.view.viewport()
    qtbot.mouseMove(vp, w.at(*stroke[0]))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=w.at(*stroke[0]))
    for p in stroke[1:]:
        qtbot.mouseMove(vp, w.at(*p))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=w.at(*stroke[-1]))


def test_a_freehand_stroke_on_the_map_becomes_the_expected_subdivision(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    w.view.zoom_by(2.5, w.at(17, 11))
    drawn: list[tuple[str, list]] = []
    w.scene.outline_drawn.connect(lambda area, pts: drawn.append((area, pts)))
    w.scene.begin_outline(0)
    assert w.scene.mode == "outline"
    draw(qtbot, w, wobbly([(16.1, 9.9), (17.9, 10.1), (18.05, 12.1), (15.9, 11.9)], per_side=8))
    assert drawn == [("S1", [(16.0, 10.0), (18.0, 10.0), (18.0, 12.0), (16.0, 12.0)])]
    assert w.scene.tool.preview.legal
    assert w.scene.tool.label.text == "Subdivision of S1, empty"
    assert w.scene.mode == "outline"  # draw again to change it; Esc when done


def test_an_outline_cutting_a_structure_is_refused_and_not_reported(qtbot, controller) -> None:
    purchasing(controller)
    buy(controller, {"type": "buy_vending", "player": 0, "x": 17, "y": 10})
    w = map_window(qtbot, controller)
    w.view.zoom_by(2.5, w.at(17, 11))
    drawn: list[object] = []
    hints: list[str] = []
    w.scene.outline_drawn.connect(lambda area, pts: drawn.append(pts))
    w.scene.hint_changed.connect(hints.append)
    w.scene.begin_outline(0)
    draw(qtbot, w, wobbly([(15.6, 9.6), (17.4, 9.6), (17.4, 11.4), (15.6, 11.4)], per_side=8))
    assert drawn == []
    assert not w.scene.tool.preview.legal
    assert hints[-1] == "The outline would cut through a structure."


def test_holding_a_structure_is_said_in_the_preview(qtbot, controller) -> None:
    purchasing(controller)
    buy(controller, {"type": "buy_vending", "player": 0, "x": 17, "y": 10})
    w = map_window(qtbot, controller)
    w.view.zoom_by(2.5, w.at(17, 11))
    drawn: list[object] = []
    w.scene.outline_drawn.connect(lambda area, pts: drawn.append(pts))
    w.scene.begin_outline(0, "S1")
    draw(qtbot, w, wobbly([(16.4, 9.6), (18.6, 9.6), (18.6, 11.6), (16.4, 11.6)], per_side=8))
    assert drawn == [[(16.5, 9.5), (18.5, 9.5), (18.5, 11.5), (16.5, 11.5)]]
    assert w.scene.tool.label.text == "Subdivision of S1, holding V1"


def test_drawing_must_start_in_your_own_land(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    hints: list[str] = []
    w.scene.hint_changed.connect(hints.append)
    w.scene.begin_outline(0)
    draw(qtbot, w, [(22, 10), (24, 10), (24, 12), (22, 12)])  # Ren's S2
    assert hints[-1] == "Start drawing inside your own Land."


def test_picking_an_area_for_the_barter_table(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    picked: list[str] = []
    w.scene.area_picked.connect(picked.append)
    w.scene.begin_pick_area(0)
    vp = w.view.viewport()
    qtbot.mouseMove(vp, w.at(23, 11))
    assert w.scene.tool.label.text == "S2 belongs to Ren"
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=w.at(23, 11))
    assert picked == []
    qtbot.mouseMove(vp, w.at(17, 11))
    assert w.scene.area_items["S1"].highlight
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=w.at(17, 11))
    assert picked == ["S1"]
    assert w.scene.mode == "select"
    assert not w.scene.area_items["S1"].highlight
