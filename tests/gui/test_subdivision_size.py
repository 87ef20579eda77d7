"""What the barter table says of a drawn Subdivision's size: a rectangle by its sides, any other
outline by its area within its box, in the player's way of writing numbers."""

from __future__ import annotations

from tch_desktop.engine.geometry import outline_measure
from tch_desktop.i18n.texts import outline_size

L_SHAPE = [(0, 0), (3, 0), (3, 1.5), (1, 1.5), (1, 4), (0, 4)]  # 3 × 1.5 plus 1 × 2.5: 7 square units


def test_an_outline_measures_its_box_and_its_area() -> None:
    assert outline_measure([(2, 1), (5, 1), (5, 5), (2, 5)]) == (3.0, 4.0, 12.0)
    assert outline_measure(L_SHAPE) == (3.0, 4.0, 7.0)
    assert outline_measure([(0, 0), (1, 1)]) == (0.0, 0.0, 0.0), "a stroke too short to be an outline"


def test_a_rectangle_is_told_by_its_sides_any_other_outline_by_its_area() -> None:
    assert outline_size([(2, 1), (4.5, 1), (4.5, 5), (2, 5)]) == "2.5 × 4"
    assert outline_size(L_SHAPE) == "7 square units within 3 × 4"
