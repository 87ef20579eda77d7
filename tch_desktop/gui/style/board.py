"""The look of the Map: heights, shading and the colours of the pieces' models.

Game constants (sizes, colours of capsules, pens) come from the component
data and `gui.theme`; what is here is only how this edition draws them.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from tch_desktop.gui.style import theme

#: Height of one capsule story, in map units.
STORY = 1.0
#: On screen, one unit of height is this long relative to the isometric ground plane.
ISO_HEIGHT = 0.8
#: Margin around the sheet the view may pan over, in map units.
SCENE_MARGIN = 12.0

ENTRANCE_HEIGHT = 0.85
VENDING_HEIGHT = 1.45
GRAVESTONE_HEIGHT = 0.55

DESK = QColor("#1f2a36")  # the table under the paper sheet
SHADOW = QColor(0, 0, 0, 55)
OUTLINE = QColor(20, 24, 30, 200)
LABEL_BG = QColor(theme.PANEL.red(), theme.PANEL.green(), theme.PANEL.blue(), 225)
AREA_ALPHA = 70
LAND = QColor(255, 255, 255, 46)  # owned land reads lighter than the bare sheet
HALO = QColor(255, 255, 255, 150)  # under pen lines, so every pen shows on the blue paper
GRAVE_GROUND = QColor("#8fa39a")
HOVER = QColor(255, 244, 160, 235)  # the outline of the piece under the cursor
ID_INK = QColor("white")
ID_BG = QColor(20, 24, 30, 170)

ENTRANCE_BODY = QColor("#efe6d2")
DOOR = QColor("#4a3728")
VENDING_BODY = QColor("#eef2f5")
VENDING_PANEL = QColor("#6fd0ff")
VENDING_STRIPE = theme.ACCENT
STONE = QColor("#9aa1a8")
GHOST_FIGURE = QColor("#fbfbf7")

LAUNDRY_WALL = QColor("#dfeef7")
LAUNDRY_TRIM = QColor("#3a7fc1")
BUFFET_WALL = QColor("#fbd3e0")
BUFFET_AWNING = QColor("#e8507d")
CAKE = QColor("#fff3d6")
CAKE_CREAM = QColor("#ff8fb5")
SPIKE_RED = QColor("#e0452b")
SPIKE_WHITE = QColor("#f7f4ee")
PARK_GRASS = QColor("#5fae4b")
PARK_PATH = QColor("#d9c79a")
TREE_LEAF = QColor("#2f8a3a")
TRUNK = QColor("#6d4c33")
ARCADE_WALL = QColor("#3b2a63")
NEON = (QColor("#ff4fd8"), QColor("#3ff0ff"), QColor("#ffe44f"))
DOHYO_CLAY = QColor("#c9a36b")
DOHYO_RING = QColor("#f1e3b5")
DOHYO_POST = (QColor("#2a6fdb"), QColor("#d8342c"), QColor("#f2f2f2"), QColor("#222222"))


def ink_for(fill: QColor) -> QColor:
    """Dark ink on light fills, light ink on dark ones (for marks and labels)."""
    lum = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF()
    return QColor(30, 30, 34, 210) if lum > 0.6 else QColor(255, 255, 255, 220)


def tint(colour: QColor, alpha: int) -> QColor:
    out = QColor(colour)
    out.setAlpha(alpha)
    return out
