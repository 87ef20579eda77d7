"""Colours and sizes of the desktop edition, in one place.

Capsule colours and their colour-blind marks come from the component data;
the rest (paper, ink, panels) is the look of this edition.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from tch_desktop.engine.components import new_game_components

PAPER = QColor("#2f6da3")  # the blue paper Map sheet
PAPER_GRID = QColor(255, 255, 255, 38)
PAPER_GRID_MAJOR = QColor(255, 255, 255, 70)
STREET = QColor("#27598a")
INK = QColor("#1b1b1b")
LEGAL = QColor(46, 204, 113, 150)
ILLEGAL = QColor(231, 76, 60, 150)
PANEL = QColor("#f5f1e8")
ACCENT = QColor("#c0392b")

#: Pixels per map unit at zoom 1 (the view scales from there).
UNIT_PX = 24.0


def capsule_color(colour: str) -> QColor:
    return QColor(new_game_components().colour_rgb[colour])


def capsule_mark(colour: str) -> str:
    """The pattern drawn on a capsule so colours differ without colour vision."""
    return str(new_game_components().colour_mark[colour])


