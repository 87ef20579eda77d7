"""Map positions that once broke the scene."""

from __future__ import annotations

from tch_desktop.gui.map import MapScene
from tests.gui.map_positions import apply_all, purchasing


def test_an_area_wholly_given_away_as_a_subdivision_still_shows(qtbot, controller) -> None:
    purchasing(controller)
    apply_all(controller, {"type": "leave_queue", "player": 0}, {"type": "leave_queue", "player": 1},
              {"type": "barter_open", "parties": [0, 1]},
              {"type": "barter", "barter": "X1",
               "transfers": [{"from": 0, "to": 1, "subdivide": "S1",
                              "outline": [[15, 9], [19, 9], [19, 13], [15, 13]]},
                             {"from": 1, "to": 0, "yen": 100}]})
    assert controller.game.state.own_portion("S1").area == 0
    scene = MapScene(controller)
    assert scene.items(), "S1 has no own portion left, and its label still finds a place"
