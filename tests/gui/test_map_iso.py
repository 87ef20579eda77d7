"""Boxes drawn for any up vector, and their back-to-front order."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from tch_desktop.gui.map.iso import ISO, box_faces, depth_order, projected_bounds, up_for
from tch_desktop.gui.style import board as style

UP = up_for(ISO, style.ISO_HEIGHT)


def test_up_looks_straight_up_on_screen() -> None:
    screen = ISO.map(UP) - ISO.map(QPointF(0, 0))
    assert abs(screen.x()) < 1e-9 and abs(screen.y() + style.ISO_HEIGHT) < 1e-9
    assert UP.x() < 0 and UP.y() < 0  # towards the sheet's top-left corner


def test_the_plan_view_sees_only_tops() -> None:
    assert [name for name, _ in box_faces((0, 0, 2, 1, 0, 1), QPointF())] == ["top"]
    assert [name for name, _ in box_faces((0, 0, 2, 1, 0, 1), UP)] == ["south", "east", "top"]


def test_a_tall_box_reaches_up_the_screen() -> None:
    flat = projected_bounds((0, 0, 2, 2, 0, 0), UP)
    tall = projected_bounds((0, 0, 2, 2, 0, 5), UP)
    assert tall.top() < flat.top() - 5


def test_stacked_capsules_are_drawn_bottom_up() -> None:
    boxes = [(0, 0, 2, 1, 2, 3), (0, 0, 2, 1, 0, 1), (0, 0, 2, 1, 1, 2)]
    assert depth_order(boxes, UP) == [1, 2, 0]


def test_nearer_the_viewer_is_drawn_later() -> None:
    back = (0, 0, 1, 1, 0, 4)  # a tower at the back
    front = (1.5, 1.5, 2.5, 2.5, 0, 1)  # a low box in front of it (towards +x +y)
    beside = (30, 0, 31, 1, 0, 1)  # far away: no overlap on screen, any order
    order = depth_order([front, beside, back], UP)
    assert order.index(2) < order.index(0)


def test_an_l_shaped_hotel_around_a_vending_machine_sorts_per_capsule() -> None:
    # Capsules west and south of a vending machine: one is behind it, one in front.
    west = (0, 0, 1, 2, 0, 1)
    south = (0, 2, 3, 3, 0, 1)
    vending = (1.5, 0, 2.5, 1.5, 0, 1.45)
    order = depth_order([south, vending, west], UP)
    assert order.index(2) < order.index(1) < order.index(0)
