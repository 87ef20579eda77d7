"""The Map's frames during and after a zoom: the wheel's first step stretches what is shown (no
piece painted again), each zoom-out step paints only the ring it uncovers, the ground waits
stretched from its backdrop where a frame has no budget left, a frame makes only the ground tiles
under what it repaints, and once the slices end the view shows what a whole repaint shows."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPixmap, QRegion, QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

from tch_desktop.gui.map import cache
from tch_desktop.gui.map.items import CapsuleItem
from tch_desktop.gui.style import board as style
from tests.gui.map_positions import buy, map_window, two_red_hotels


def painted_window(qtbot, controller):
    """The Map window, painted once (its backing store holds what it shows)."""
    w = map_window(qtbot, controller)
    w.repaint()
    QApplication.processEvents()
    return w


def wheel(w, at: QPoint, notches: int) -> None:
    """A real wheel turn over the viewport (120 eighths of a degree a notch)."""
    vp = w.view.viewport()
    event = QWheelEvent(QPointF(at), QPointF(vp.mapToGlobal(at)), QPoint(), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                        False)
    QApplication.sendEvent(vp, event)


def rest(w) -> int:
    """The wheel rests: the slices, one a frame, until nothing waits. Returns how many."""
    w.view._settle.stop()
    w.view._zoom_settled()
    for n in range(200):
        QApplication.sendPostedEvents()
        if not w.view._next_slice.isActive():
            return n
        w.view._next_slice.stop()
        w.view._paint_next_slice()
    raise AssertionError("the slices never end")


def shown(w) -> QPixmap:
    """What the viewport shows: its part of the window's backing store (a raster image offscreen)."""
    vp = w.view.viewport()
    store = vp.backingStore().paintDevice()
    assert isinstance(store, QImage) and not store.isNull(), "offscreen Qt keeps a raster backing store"
    at = vp.mapTo(vp.window(), QPoint(0, 0))
    return QPixmap.fromImage(store.copy(QRect(at, vp.size())))


def capsules_counted(qtbot, controller, monkeypatch) -> tuple[Any, list[CapsuleItem]]:
    """The painted window of two red Hotels, and the capsules' paints as they come."""
    painted: list[CapsuleItem] = []
    real = CapsuleItem.paint  # patched before the pieces exist (Qt looks the override up once)
    monkeypatch.setattr(CapsuleItem, "paint", lambda self, *a: (painted.append(self), real(self, *a))[1])
    two_red_hotels(controller)
    return painted_window(qtbot, controller), painted


def test_the_first_wheel_step_stretches_what_is_shown_without_painting_the_pieces_again(qtbot, controller,
                                                                                       monkeypatch) -> None:
    w, painted = capsules_counted(qtbot, controller, monkeypatch)
    centre = w.at(15.5, 9.5)
    wheel(w, centre, 1)
    rest(w)
    assert painted, "the capsules are painted as the view repaints"
    before = shown(w).toImage()
    painted.clear()
    wheel(w, centre, 1)
    assert w.view._frame is not None
    assert painted == [], "no piece painted again for the picture the wheel stretches"
    frame = w.view._frame[0].toImage()
    assert frame.pixelColor(centre) == before.pixelColor(centre), "the picture is what was shown"


def test_each_zoom_out_step_stretches_what_the_step_before_showed(qtbot, controller) -> None:
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    centre = w.view.viewport().rect().center()
    wheel(w, centre, 4)
    rest(w)
    wheel(w, centre, -1)
    QApplication.sendPostedEvents()
    wheel(w, centre, -1)
    QApplication.sendPostedEvents()
    assert w.view._frame is not None
    assert w.view._frame[1] == w.view.viewportTransform(), \
        "the next step stretches this one: it paints only the ring it uncovers"


def test_a_pan_past_the_frames_budget_shows_the_ground_stretched_and_makes_its_tiles_later(qtbot, controller,
                                                                                          monkeypatch) -> None:
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    rest(w)  # the whole sheet seen whole: its backdrop
    paper = w.scene.paper
    wheel(w, w.view.viewport().rect().center(), 8)
    rest(w)
    assert paper.cache._tiles, "zoomed in, the sheet is painted in tiles"
    monkeypatch.setattr(cache, "FRAME_PIXELS", 0)  # no tile may be made in the next frames
    vp = w.view.viewport()
    start = vp.rect().center()
    qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, pos=start)
    qtbot.mouseMove(vp, start + QPoint(-300, 0))
    qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, pos=start + QPoint(-300, 0))
    w.view._next_slice.stop()
    QApplication.sendPostedEvents()
    assert paper.cache._tile_origin[0] == math.floor(w.view.viewportTransform().dx())
    strip = QRect(vp.width() - 300, 0, 300, vp.height())
    ox, oy = paper.cache._tile_origin
    under = [k for k in paper.cache._tiles
             if QRect(ox + k[0] * cache.TILE, oy + k[1] * cache.TILE, cache.TILE, cache.TILE).intersects(strip)
             and not QRect(ox + k[0] * cache.TILE, oy + k[1] * cache.TILE, cache.TILE, cache.TILE)
             .intersects(QRect(0, 0, vp.width() - 300, vp.height()))]
    assert under == [], "no tile made in the strip the pan uncovered"
    ground = shown(w).toImage().pixelColor(QPoint(vp.width() - 20, vp.height() // 2))
    assert ground != QColor(style.DESK), "yet the ground shows there (its backdrop, stretched)"
    assert w.view._waiting, "its tiles wait for a slice"
    monkeypatch.setattr(cache, "FRAME_PIXELS", 2_000_000)
    rest(w)
    made = [k for k in paper.cache._tiles
            if QRect(ox + k[0] * cache.TILE, oy + k[1] * cache.TILE, cache.TILE, cache.TILE).intersects(strip)]
    assert made, "made by the slices"


def test_a_frame_makes_only_the_ground_tiles_under_what_it_repaints(qtbot, controller) -> None:
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    wheel(w, w.view.viewport().rect().center(), 8)
    rest(w)
    paper = w.scene.paper
    assert len(paper.cache._tiles) > 4
    paper.cache._tiles = {}  # as if they had all been dropped
    corner = QRect(0, 0, 40, 40)
    w.view.viewport().repaint(corner)
    ox, oy = paper.cache._tile_origin
    made = [QRect(ox + i * cache.TILE, oy + j * cache.TILE, cache.TILE, cache.TILE)
            for (i, j), tile in paper.cache._tiles.items() if not tile.isNull()]
    assert made and all(r.intersects(corner) for r in made), "only the tile under the corner"


def test_a_part_repainted_only_in_part_keeps_the_rest_waiting(qtbot, controller) -> None:
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    rest(w)
    w.view._waiting = [(QRect(0, 0, 200, 100), 1000.0)]
    w.view.viewport().repaint(QRect(0, 0, 100, 100))
    assert [r.getRect() for r, _ in w.view._waiting] == [(100, 0, 100, 100)]
    assert w.view._waiting[0][1] == 500.0, "what is left costs its share"


def test_once_the_slices_end_the_view_shows_what_a_whole_repaint_shows(qtbot, controller, monkeypatch) -> None:
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    monkeypatch.setattr(cache, "FRAME_PIXELS", 300_000)  # many slices
    for notches, at in ((6, w.at(15.5, 9.5)), (-2, w.at(18, 12)), (3, w.at(16, 10))):
        wheel(w, at, notches)
        QApplication.sendPostedEvents()
        assert rest(w) >= 1
    screen = shown(w).toImage()
    vp = w.view.viewport()
    whole = QPixmap(vp.size())
    vp.render(whole, QPoint(), QRegion(), QWidget.RenderFlag.DrawWindowBackground)
    fresh = whole.toImage().convertToFormat(screen.format())
    buttons = QRegion()
    for b in (w.view.iso_button, w.view.fit_button):
        buttons += b.geometry()
    different = [(x, y) for y in range(0, vp.height(), 3) for x in range(0, vp.width(), 3)
                 if screen.pixel(x, y) != fresh.pixel(x, y) and not buttons.contains(QPoint(x, y))]
    assert different == []


def test_after_plan_and_isometric_switch_a_frame_draws_only_its_budget_and_the_rest_comes_in_slices(
        qtbot, controller, monkeypatch) -> None:
    from tch_desktop.gui.map.items import EntranceItem, VendingItem

    drawn: list[object] = []
    for kind in (CapsuleItem, EntranceItem, VendingItem):
        real = kind.paint_solid
        monkeypatch.setattr(kind, "paint_solid",
                            lambda self, *a, real=real: (drawn.append(self), real(self, *a))[1])
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    rest(w)
    pieces = set(w.scene.solids())
    assert len(pieces) >= 6
    monkeypatch.setattr(cache, "FRAME_PIXELS", 1)  # one picture a frame
    monkeypatch.setattr(cache, "DIRECT_PIXELS", 1)  # and one piece drawn without one
    drawn.clear()
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_I)
    assert w.view.isometric
    QApplication.sendPostedEvents()
    assert 1 <= len(drawn) <= 2, "the first frame draws two pieces, not all of them"
    assert w.view._waiting, "the others wait"
    rest(w)
    assert set(drawn) == pieces, "the slices draw every piece"


def test_a_picture_that_does_not_fit_what_is_left_of_the_budget_waits_unless_it_is_the_frames_first(
        monkeypatch) -> None:
    monkeypatch.setattr(cache, "FRAME_PIXELS", 1_000_000)
    monkeypatch.setattr(cache, "PICTURE_COST", 100_000)
    pictures = cache.Pictures()
    pictures.begin_frame()
    assert pictures.take(950_000), "the frame's first picture, though it costs 1,050,000"
    assert not pictures.take(1), "nothing is left"
    pictures.begin_frame()
    assert pictures.take(300_000)  # 400,000 of 1,000,000: 600,000 left
    assert not pictures.take(600_000), "700,000 does not fit the 600,000 left"
    assert pictures.take(400_000)  # 500,000: 100,000 left
    assert pictures.take(0)  # 100,000: all of it
    assert not pictures.take(0)


def test_the_fitted_view_keeps_the_grounds_backdrop_though_the_sheets_margin_is_off_screen(qtbot, controller) -> None:
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    rest(w)
    paper = w.scene.paper
    t = w.view.viewportTransform()
    vp = QRectF(w.view.viewport().rect())
    assert paper.cache._tiles, "the ground is painted in tiles"
    assert not vp.contains(t.mapRect(paper.boundingRect())), "the margin around the sheet is cut off"
    assert vp.contains(t.mapRect(paper.sheet)), "the sheet is seen whole"
    assert cache._projection(t, 1.0) in paper.cache._backdrops, "the tiles became the backdrop"
    made = w.scene.pictures.made
    wheel(w, w.view.viewport().rect().center(), -1)
    QApplication.sendPostedEvents()
    assert w.scene.pictures.made == made, "zooming out, the uncovered ground is the backdrop stretched"


def test_after_plan_and_isometric_switch_the_ground_shows_a_small_backdrop_and_its_tiles_wait(
        qtbot, controller, monkeypatch) -> None:
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    rest(w)
    paper = w.scene.paper
    monkeypatch.setattr(cache, "FRAME_PIXELS", 1)  # one picture a frame: here, the backdrop
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_I)
    QApplication.sendPostedEvents()
    t = w.view.viewportTransform()
    backdrop = paper.cache._backdrops.get(cache._projection(t, 1.0))
    assert backdrop is not None, "a backdrop for the isometric view, made in the first frame"
    assert backdrop[1].width() * backdrop[1].height() <= cache.BACKDROP_FRESH_PIXELS + backdrop[1].width() \
        + backdrop[1].height()
    assert [k for k, tile in paper.cache._tiles.items() if not tile.isNull()] == [], \
        "no tile made in that frame: they wait"
    assert w.view._waiting
    rest(w)
    assert [k for k, tile in paper.cache._tiles.items() if not tile.isNull()], "the slices make them"


def test_the_ground_is_painted_in_tiles_once_bigger_than_two_tiles(qtbot, controller) -> None:
    from tch_desktop.gui.map.sheet import GROUND_TILED_PIXELS

    assert GROUND_TILED_PIXELS == 2 * 256 * 256
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    rest(w)
    paper = w.scene.paper
    shown = w.view.viewportTransform().mapRect(paper.boundingRect())
    assert GROUND_TILED_PIXELS < shown.width() * shown.height() < cache.TILED_PIXELS
    assert paper.cache._tiles and paper.cache._pixmap is None, "tiles, not one picture"
    wheel(w, w.view.viewport().rect().center(), -6)
    rest(w)
    shown = w.view.viewportTransform().mapRect(paper.boundingRect())
    assert shown.width() * shown.height() < GROUND_TILED_PIXELS
    assert paper.cache._pixmap is not None, "small enough: one picture"


def test_a_part_waiting_that_a_pan_moves_off_screen_waits_no_more(qtbot, controller) -> None:
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    rest(w)
    w.view._waiting = [(QRect(0, 0, 100, 100), 1000.0)]
    vp = w.view.viewport()
    start = vp.rect().center()
    qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, pos=start)
    qtbot.mouseMove(vp, start + QPoint(-300, 0))
    qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, pos=start + QPoint(-300, 0))
    QApplication.sendPostedEvents()
    assert all(r.intersects(vp.rect()) for r, _ in w.view._waiting), \
        "moved to (-300, 0), off screen: a pan back repaints it, no slice waits for it"


def test_a_wheel_step_keeps_pictures_off_screen_until_the_wheel_rests(qtbot, controller, monkeypatch) -> None:
    """While the wheel turns no picture is made, so none is sorted out before a step: a piece the
    zoom pushed off screen keeps its picture until the wheel rests, and is dropped then (nothing
    kept off screen here)."""
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    monkeypatch.setattr(cache, "OFF_SCREEN_PIXELS", 0)
    rest(w)
    capsule = next(i for i in w.scene.solids() if isinstance(i, CapsuleItem))
    assert capsule.cache._pixmap is not None
    vp = w.view.viewport().rect()
    at = w.view.mapFromScene(capsule.sceneBoundingRect().center())
    far = QPoint(vp.right() - 5 if at.x() < vp.center().x() else 5, vp.bottom() - 5 if at.y() < vp.center().y() else 5)
    for _ in range(12):  # one notch a frame, the way a hand turns the wheel
        wheel(w, far, 1)
        QApplication.sendPostedEvents()
    assert w.scene.zooming
    assert capsule.cache in list(w.view._off_screen_caches()), "the zoom pushed the capsule off screen"
    assert capsule.cache._pixmap is not None, "kept while the wheel turns"
    rest(w)
    assert capsule.cache._pixmap is None, "dropped once the wheel rests"


def test_the_slices_after_the_wheel_rests_sort_out_no_pictures_off_screen(qtbot, controller, monkeypatch) -> None:
    """The frame the wheel rests in sorts out the pictures off screen; the slices after it make
    pictures only of what is on screen, under the same view, so they sort out nothing again."""
    trims: list[int] = []
    real = cache.Pictures.trim
    monkeypatch.setattr(cache.Pictures, "trim", lambda self, *a, **k: (trims.append(self.frame), real(self, *a, **k))[1])
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    rest(w)
    monkeypatch.setattr(cache, "FRAME_PIXELS", 1)  # one picture a slice: many slices that make pictures
    monkeypatch.setattr(cache, "DIRECT_PIXELS", 1)
    wheel(w, w.view.viewport().rect().center(), 3)
    QApplication.sendPostedEvents()
    trims.clear()
    made = w.scene.pictures.made
    first = w.scene.pictures.frame + 1  # the frame the wheel rests in
    assert rest(w) >= 2, "the sharp repaint comes in slices"
    assert w.scene.pictures.made - made >= 3, "the slices make pictures"
    assert trims and set(trims) == {first}, "only the frame the wheel rests in sorts them out"


def test_a_zoom_out_step_shows_the_whole_map_as_last_seen_whole_in_the_ring_it_uncovers(qtbot, controller,
                                                                                        monkeypatch) -> None:
    w, painted = capsules_counted(qtbot, controller, monkeypatch)
    rest(w)  # the whole Map shown sharp: its picture is kept
    capsule = next(i for i in w.scene.solids() if isinstance(i, CapsuleItem))
    corner = w.view.mapFromScene(w.scene.map_rect.bottomRight())
    wheel(w, corner, 12)  # far from the capsules: they leave the screen
    rest(w)
    vp = w.view.viewport().rect()
    assert not vp.intersects(w.view.mapFromScene(capsule.sceneBoundingRect()).boundingRect())
    painted.clear()
    uncovered = False
    for _ in range(12):  # one notch a frame, out again
        wheel(w, corner, -1)
        QApplication.sendPostedEvents()
        uncovered |= vp.contains(w.view.mapFromScene(capsule.sceneBoundingRect().center()))
    assert uncovered, "a zoom-out step uncovered the capsule"
    assert painted == [], "no piece painted while the wheel turns: the whole Map's picture shows there"
    centre = w.view.mapFromScene(capsule.sceneBoundingRect().center())
    colour = shown(w).toImage().pixelColor(centre)
    assert colour.red() > 150 and colour.green() < 120 and colour.blue() < 120, "the red capsule shows"


def test_the_whole_maps_picture_is_not_shown_once_the_game_changed(qtbot, controller) -> None:
    two_red_hotels(controller)
    w = painted_window(qtbot, controller)
    rest(w)
    assert w.view._whole_map() is not None, "the whole Map shown sharp: its picture is kept"
    buy(controller, {"type": "buy_capsules", "player": 1, "color": "blue"})
    assert w.view._whole_map() is None, "the game moved on: the picture is of the game as it was"
    rest(w)
    assert w.view._whole_map() is not None, "taken again once the whole Map is shown sharp"
