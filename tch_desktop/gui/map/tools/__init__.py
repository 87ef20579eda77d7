"""The Map's interaction modes: one tool at a time, owned by the scene."""

from tch_desktop.gui.map.tools.base import Tool
from tch_desktop.gui.map.tools.hotel import HotelTool
from tch_desktop.gui.map.tools.outline import OutlineTool, PickTool, clean_outline
from tch_desktop.gui.map.tools.parcel import ParcelTool
from tch_desktop.gui.map.tools.pieces import BuildingTool, PieceTool

__all__ = ["BuildingTool", "HotelTool", "OutlineTool", "ParcelTool", "PickTool", "PieceTool", "Tool",
           "clean_outline"]
