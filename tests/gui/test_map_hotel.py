"""The Hotel builder: capsules laid and stacked by clicks, the Entrance, the live check."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tch_desktop.engine.actions import BuildHotel, CapsulePlacement
from tch_desktop.gui.style.board import STORY
from tests.gui.map_positions import map_window, ready_to_build

EXPECTED = BuildHotel(0, "white", (CapsulePlacement(15, 9, 0, 90), CapsulePlacement(16, 9, 0, 90),
                                   CapsulePlacement(17, 9, 0, 90), CapsulePlacement(15, 9, 1, 90),
                                   CapsulePlacement(16, 9, 1, 90)), (15, 11))


def click(qtbot, w, x: float, y: float, z: float = 0.0) -> None:
    vp = w.view.viewport()
    qtbot.mouseMove(vp, w.at(x, y, z))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=w.at(x, y, z))


@pytest.mark.parametrize("isometric", [False, True])
def test_three_ground_two_stacked_and_an_entrance_build_the_hotel(qtbot, controller, isometric) -> None:
    ready_to_build(controller)
    w = map_window(qtbot, controller)
    w.view.set_isometric(isometric)
    w.view.zoom_by(2.0, w.at(16.5, 10))
    vp = w.view.viewport()
    proposed: list[object] = []
    w.scene.action_proposed.connect(proposed.append)
    w.scene.begin_hotel(0, "white")
    assert w.view.builder.isVisible()
    qtbot.keyClick(vp, Qt.Key.Key_R)  # capsules standing 1 × 2
    for x in (15.5, 16.5, 17.5):
        click(qtbot, w, x, 10)
    # Stack: click the top of a ground capsule (in the isometric view its top is drawn higher up).
    click(qtbot, w, 15.5, 10, STORY)
    click(qtbot, w, 16.5, 10.2, STORY)
    tool = w.scene.tool
    assert tool.capsules == [(15, 9, 0, 90), (16, 9, 0, 90), (17, 9, 0, 90), (15, 9, 1, 90), (16, 9, 1, 90)]
    assert tool.error is None  # checked with stand-in Entrances: the capsules are fine
    assert not tool.ready
    assert w.view.builder.left_value.text() == "7"
    assert w.view.builder.stories_value.text() == "2"
    qtbot.keyClick(vp, Qt.Key.Key_E)
    click(qtbot, w, 15.5, 11.6)
    assert tool.entrance == (15, 11) and tool.ready
    assert w.view.builder.confirm_button.isEnabled()
    qtbot.keyClick(vp, Qt.Key.Key_Return)
    assert proposed == [EXPECTED]
    assert w.scene.mode == "select"
    assert not w.view.builder.isVisible()


def test_the_builder_shows_what_is_wrong_and_undo_takes_back(qtbot, controller) -> None:
    ready_to_build(controller)
    w = map_window(qtbot, controller)
    w.view.zoom_by(2.0, w.at(16.5, 10))
    panel = w.view.builder
    w.scene.begin_hotel(0, "white")
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_R)
    click(qtbot, w, 15.5, 10)
    click(qtbot, w, 15.5, 10)  # on top of it: 2 stories on 1 ground-floor capsule
    assert w.scene.tool.error.code == "story_limit"
    assert panel.status.text().startswith("Too many stories")
    assert not panel.confirm_button.isEnabled()
    qtbot.mouseClick(panel.undo_button, Qt.MouseButton.LeftButton)
    assert w.scene.tool.capsules == [(15, 9, 0, 90)]
    assert w.scene.tool.error is None
    panel.entrance_button.click()
    assert w.scene.tool.entrance_mode
    click(qtbot, w, 18.6, 10.5)  # touching nothing
    assert w.scene.tool.error.code == "entrance_not_touching"
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Backspace)
    assert w.scene.tool.entrance is None


def test_a_capsule_on_someone_elses_land_shows_red(qtbot, controller) -> None:
    ready_to_build(controller)
    w = map_window(qtbot, controller)
    w.scene.begin_hotel(0, "white")
    qtbot.mouseMove(w.view.viewport(), w.at(22.5, 10.5))  # in Ren's S2
    tool = w.scene.tool
    assert tool.label.text == "It must stand wholly within Land you own."
    assert tool.ghosts[-1].ghost is not None


def test_cancel_gives_everything_back(qtbot, controller) -> None:
    ready_to_build(controller)
    w = map_window(qtbot, controller)
    before = len(w.scene.items())
    w.scene.begin_hotel(0, "white")
    click(qtbot, w, 16, 10)
    qtbot.mouseClick(w.view.builder.cancel_button, Qt.MouseButton.LeftButton)
    assert w.scene.mode == "select"
    assert len(w.scene.items()) == before
    assert controller.game.state.players[0].capsules == {"white": 12}


def test_the_built_hotel_appears_on_the_map(qtbot, controller) -> None:
    ready_to_build(controller)
    w = map_window(qtbot, controller)
    assert controller.apply(EXPECTED)
    items = w.scene.pieces["H1"]
    assert len(items) == 6  # five capsules and the Entrance
    tops = [i for i in items if getattr(i, "top", False) and i.z == 1]
    assert len(tops) == 2
    text = w.scene.tooltip_at(w.view.mapToScene(w.at(17.5, 10)))
    assert "Hotel H1" in text and "5 white Capsules, 2 stories" in text
