"""The Map: a Qt Graphics View of the paper Map on which every construction is done by hand.

    scene = MapScene(controller)   # one item per engine object, the interaction modes
    view = MapView(scene)          # the camera: zoom, pan, fit, plan or isometric
    tray = BoardsTray(scene)       # the Land Parcel boards to drag onto the Map

The scene asks `game.check(...)` and shows the verdict; what the player confirms
leaves as `scene.action_proposed(action)` for the main window to apply.
"""

from tch_desktop.gui.map.scene import MapScene
from tch_desktop.gui.map.tray import BoardsTray
from tch_desktop.gui.map.view import MapView

__all__ = ["BoardsTray", "MapScene", "MapView"]
