"""The Map's pictures: identical pieces share one, big items are painted in tiles of what is on
screen, the repaint after a zoom comes in slices, and pictures far off screen are dropped."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tch_desktop.gui.map import cache
from tch_desktop.gui.map.items import CapsuleItem
from tests.gui.map_positions import buy, map_window, purchasing


def two_hotels(controller) -> None:
    """Two one-capsule red Hotels side by side in S1 (a Vending Machine for each)."""
    purchasing(controller)
    buy(controller, {"type": "buy_capsules", "player": 0, "color": "red"})
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 9})
    for x in (15, 16.5):
        buy(controller, {"type": "build_hotel", "player": 0, "color": "red",
                         "capsules": [{"x": x, "y": 9, "z": 0, "rot": 90}], "entrance": {"x": x, "y": 11}})


def settle(w) -> None:
    w.view._zoom_settled()
    for _ in range(50):
        w.view.viewport().repaint()
        QApplication.processEvents()
        if not w.scene.pictures.deferred:
            return


def test_identical_capsules_share_one_picture(qtbot, controller) -> None:
    two_hotels(controller)
    w = map_window(qtbot, controller)
    w.view.zoom_by(1 / w.view.zoom)  # 24 px a unit: the capsules lie whole pixels apart
    settle(w)
    capsules = [i for i in w.scene.solids() if isinstance(i, CapsuleItem)]
    assert len(capsules) == 2
    a, b = (c.cache._pixmap for c in capsules)
    assert a is not None and b is not None
    assert a.cacheKey() == b.cacheKey(), "one picture for two pieces of the same look"
    looks = [k for k in w.scene.pictures.shared if k[-1][0] == "capsule"]
    assert len(looks) == 1


def test_the_sheet_zoomed_in_is_painted_in_tiles_of_the_screen_only(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    for _ in range(20):
        w.view.zoom_by(1.25)
    settle(w)
    paper = w.scene.paper
    vp = w.view.viewport().rect()
    across = (vp.width() // cache.TILE + 3) * (vp.height() // cache.TILE + 3)  # the screen and a ring
    assert paper.cache._pixmap is None and 0 < len(paper.cache._tiles) <= across
    assert paper.cache.pixels <= across * cache.TILE * cache.TILE
    shown = w.view.transform().mapRect(paper.boundingRect())
    assert shown.width() * shown.height() > 20 * paper.cache.pixels  # far bigger than what is kept


def test_after_the_wheel_rests_the_sharp_repaint_comes_in_slices(qtbot, controller, monkeypatch) -> None:
    two_hotels(controller)
    w = map_window(qtbot, controller)
    settle(w)
    monkeypatch.setattr(cache, "FRAME_PIXELS", 1)  # one picture per frame
    w.view.zoom_by(1.3)
    w.view.viewport().repaint()
    w.view._zoom_settled()
    frames = 0
    while True:
        w.view.viewport().repaint()
        frames += 1
        if not w.scene.pictures.deferred or frames > 100:
            break
    assert 3 <= frames <= 100, "one picture a frame, then done"
    t = w.view.viewportTransform()
    for item in w.scene.solids():
        rel = item.cache._to_pixmap.inverted()[0] * t
        assert abs(rel.m11() - 1) < 1e-6 and abs(rel.m22() - 1) < 1e-6, "every piece sharp again"


def test_the_next_slice_repaints_only_where_pictures_wait(qtbot, controller, monkeypatch) -> None:
    two_hotels(controller)
    w = map_window(qtbot, controller)
    settle(w)
    monkeypatch.setattr(cache, "FRAME_PIXELS", 1)  # one picture per frame
    w.view.zoom_by(1.3)
    w.view.viewport().repaint()
    w.view._zoom_settled()
    whole = w.view.viewport().rect()
    t = w.view.viewportTransform()
    for _ in range(100):  # the sheet's tiles first (they cover the view), then the pieces one a frame
        w.view.viewport().repaint()
        stale = [i for i in w.scene.solids()
                 if abs((i.cache._to_pixmap.inverted()[0] * t).m11() - 1) > 1e-6]  # still stretched
        if len(stale) == 1 or not w.scene.pictures.deferred:
            break
    assert w.scene.pictures.deferred and len(stale) == 1, "a piece waits for the next frame"
    waiting = w.view._waiting.boundingRect()
    assert waiting.contains(t.mapRect(stale[0].sceneBoundingRect()).toAlignedRect()), "it is repainted"
    assert waiting.width() * waiting.height() < whole.width() * whole.height() / 4, "not the whole view"
    painted: list[QRect] = []
    monkeypatch.setattr(w.view.viewport(), "update", lambda *a: painted.append(a[0] if a else whole))
    w.view._paint_next_slice()
    assert painted and painted[0].boundingRect() == waiting


def test_pictures_far_off_screen_are_dropped_when_the_wheel_rests(qtbot, controller) -> None:
    two_hotels(controller)
    w = map_window(qtbot, controller)
    settle(w)
    capsule = next(i for i in w.scene.solids() if isinstance(i, CapsuleItem))
    assert capsule.cache._pixmap is not None
    far = capsule.sceneBoundingRect().center()
    for _ in range(12):
        w.view.zoom_by(1.25)
    w.view.centerOn(far.x() + 40, far.y() + 40)
    settle(w)
    assert capsule.cache._pixmap is None
    assert all(k[0] == cache._linear(w.view.viewportTransform()) for k in w.scene.pictures.shared)
