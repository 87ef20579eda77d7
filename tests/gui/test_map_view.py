"""The camera: plan and isometric views of the same scene, zoom around the cursor, pan, fit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from tests.gui.map_positions import buy, map_window, purchasing


def crowded(controller) -> None:
    purchasing(controller)
    buy(controller, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    buy(controller, {"type": "build_hotel", "player": 0, "color": "red",
                     "capsules": [{"x": 15, "y": 9, "z": 0, "rot": 90}, {"x": 16, "y": 9, "z": 0, "rot": 90},
                                  {"x": 15, "y": 9, "z": 1, "rot": 0}],
                     "entrance": {"x": 15, "y": 11}})
    buy(controller, {"type": "buy_building", "player": 1, "building": "tokyo_spike", "x": 22, "y": 10})


def test_the_isometric_view_keeps_the_same_items(qtbot, controller) -> None:
    crowded(controller)
    w = map_window(qtbot, controller)
    before = set(w.scene.items())
    spike = w.scene.pieces["B1"][0]
    flat = spike.sceneBoundingRect()
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_I)
    assert w.view.isometric
    assert set(w.scene.items()) == before
    assert w.scene.up.x() < 0 and w.scene.up.y() < 0
    assert spike.sceneBoundingRect().height() > flat.height() + 3  # the tower now stands up
    assert w.view.iso_button.isChecked()
    w.view.iso_button.click()
    assert not w.view.isometric
    assert set(w.scene.items()) == before
    assert w.scene.up == QPointF()


def test_wheel_zooms_around_the_cursor(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    vp = w.view.viewport()
    cursor = w.at(17, 11)
    zoom = w.view.zoom
    event = QWheelEvent(QPointF(cursor), QPointF(vp.mapToGlobal(cursor)), QPoint(0, 0), QPoint(0, 240),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                        False)
    QApplication.sendEvent(vp, event)
    assert w.view.zoom > zoom * 1.3
    under = w.view.mapToScene(cursor)
    assert abs(under.x() - 17) < 0.1 and abs(under.y() - 11) < 0.1


def test_middle_button_and_space_drag_pan(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    vp = w.view.viewport()
    w.view.zoom_by(3.0)
    start = w.view.mapToScene(QPoint(200, 200))
    qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, pos=QPoint(200, 200))
    qtbot.mouseMove(vp, QPoint(260, 230))
    qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, pos=QPoint(260, 230))
    moved = w.view.mapToScene(QPoint(260, 230))
    assert abs(moved.x() - start.x()) < 0.1 and abs(moved.y() - start.y()) < 0.1
    qtbot.keyPress(vp, Qt.Key.Key_Space)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=QPoint(260, 230))
    qtbot.mouseMove(vp, QPoint(200, 200))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=QPoint(200, 200))
    qtbot.keyRelease(vp, Qt.Key.Key_Space)
    back = w.view.mapToScene(QPoint(200, 200))
    assert abs(back.x() - start.x()) < 0.1 and abs(back.y() - start.y()) < 0.1


def test_fit_shows_the_whole_sheet_in_both_views(qtbot, controller) -> None:
    crowded(controller)
    w = map_window(qtbot, controller)
    for iso in (False, True):
        w.view.set_isometric(iso)
        w.view.zoom_by(4.0)
        qtbot.keyClick(w.view.viewport(), Qt.Key.Key_F)
        vp = w.view.viewport().rect()
        for x, y in ((0, 0), (40, 0), (40, 28), (0, 28)):
            assert vp.contains(w.at(x, y)), (iso, x, y)


def test_language_change_retranslates_the_view(qtbot, controller, monkeypatch) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    called: list[str] = []
    monkeypatch.setattr(w.view, "retranslate", lambda: called.append("view"))
    monkeypatch.setattr(w.tray, "retranslate", lambda: called.append("tray"))
    QApplication.sendEvent(w.view, QEvent(QEvent.Type.LanguageChange))
    QApplication.sendEvent(w.tray, QEvent(QEvent.Type.LanguageChange))
    assert called == ["view", "tray"]


def test_a_fitted_map_the_player_has_not_moved_stays_fitted_when_the_view_grows(qtbot, controller) -> None:
    crowded(controller)
    w = map_window(qtbot, controller)
    small = w.view.zoom
    w.resize(1200, 1000)
    qtbot.waitUntil(lambda: w.view.zoom > small * 1.2)
    vp = w.view.viewport().rect()
    for x, y in ((0, 0), (40, 0), (40, 28), (0, 28)):
        assert vp.contains(w.at(x, y)), (x, y)
    w.view.zoom_by(2.0)  # the player zooms: a resize keeps their view
    zoomed = w.view.zoom
    w.resize(1000, 900)
    QApplication.processEvents()
    assert w.view.zoom == zoomed
