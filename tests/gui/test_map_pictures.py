"""The Map's pictures: identical pieces share one, big items are painted in tiles of what is on
screen, the repaint after a zoom comes in slices, pictures off screen are dropped (also while
panning) and painted again when scrolled back, a pan repaints only what it uncovers, and the sheet
paints the land and shadows in its own tiles."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication, QGraphicsItem

from tch_desktop.gui.map import cache
from tch_desktop.gui.map.items import CapsuleItem
from tests.gui.map_positions import buy, map_window, purchasing, two_red_hotels


def settle(w) -> None:
    w.view._settle.stop()  # the wheel rests now (not again when the timer would fire)
    w.view._zoom_settled()
    for _ in range(50):
        w.view.viewport().repaint()
        QApplication.processEvents()
        if not w.scene.pictures.deferred:
            return


def test_identical_capsules_share_one_picture(qtbot, controller) -> None:
    two_red_hotels(controller)
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


def zoomed_and_rested(qtbot, controller, monkeypatch):
    """Two Hotels on a settled Map, zoomed one wheel step, the wheel just rested; one picture a frame."""
    two_red_hotels(controller)
    w = map_window(qtbot, controller)
    settle(w)
    monkeypatch.setattr(cache, "FRAME_PIXELS", 1)  # one picture per frame
    w.view.zoom_by(1.3)
    w.view.viewport().repaint()
    w.view._zoom_settled()
    return w


def test_after_the_wheel_rests_the_sharp_repaint_comes_in_slices(qtbot, controller, monkeypatch) -> None:
    w = zoomed_and_rested(qtbot, controller, monkeypatch)
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
    w = zoomed_and_rested(qtbot, controller, monkeypatch)
    whole = w.view.viewport().rect()
    t = w.view.viewportTransform()
    for _ in range(100):  # the sheet's tiles first (they cover the view), then the pieces one a frame
        w.view.viewport().repaint()
        stale = [i for i in w.scene.solids()
                 if abs((i.cache._to_pixmap.inverted()[0] * t).m11() - 1) > 1e-6]  # still stretched
        if len(stale) == 1 or not w.scene.pictures.deferred:
            break
    assert w.scene.pictures.deferred and len(stale) == 1, "a piece waits for the next frame"
    waiting = w.view.next_slice().boundingRect()
    assert waiting.contains(t.mapRect(stale[0].sceneBoundingRect()).toAlignedRect()), "it is repainted"
    assert waiting.width() * waiting.height() < whole.width() * whole.height() / 4, "not the whole view"
    painted: list[QRect] = []
    monkeypatch.setattr(w.view.viewport(), "update", lambda *a: painted.append(a[0] if a else whole))
    w.view._paint_next_slice()
    assert painted and painted[0].boundingRect() == waiting


def test_a_slice_repaints_only_a_frames_budget_of_the_pictures_that_wait(qtbot, controller, monkeypatch) -> None:
    two_red_hotels(controller)
    w = map_window(qtbot, controller)
    settle(w)
    w.view.zoom_by(3.0)
    w.view.viewport().repaint()
    monkeypatch.setattr(cache, "FRAME_PIXELS", 1)  # one picture (or tile) a frame
    w.view._zoom_settled()
    w.view.viewport().repaint()
    assert len(w.view._waiting) >= 3, "the sheet's tiles and the pieces wait"
    first = w.view._waiting[0][0]
    assert w.view.next_slice() == QRegion(first), "the next slice: only the first picture that waits"
    painted: list[QRegion] = []
    monkeypatch.setattr(w.view.viewport(), "update", lambda *a: painted.append(QRegion(a[0])))
    w.view._paint_next_slice()
    assert painted == [QRegion(first)]
    whole = w.view.viewport().rect()
    assert first.width() * first.height() < whole.width() * whole.height() / 4


def test_pictures_far_off_screen_are_dropped_when_the_wheel_rests(qtbot, controller) -> None:
    two_red_hotels(controller)
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


def drag(qtbot, w, by: QPoint) -> None:
    """Pan with the middle button, the way a hand drags the Map, then let the view repaint."""
    vp = w.view.viewport()
    start = vp.rect().center()
    qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, pos=start)
    qtbot.mouseMove(vp, start + by)
    qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, pos=start + by)
    QApplication.processEvents()


def off_screen_pixels(w) -> int:
    """Pixels of pictures kept only for items off screen (measured: nothing is dropped)."""
    return w.scene.pictures.trim(w.view._off_screen_caches(), budget=2**62, exact=True)


def test_pictures_off_screen_stay_within_the_budget_while_panning(qtbot, controller, monkeypatch) -> None:
    two_red_hotels(controller)
    w = map_window(qtbot, controller)
    monkeypatch.setattr(cache, "OFF_SCREEN_PIXELS", 0)  # keep nothing that left the screen
    capsule = next(i for i in w.scene.solids() if isinstance(i, CapsuleItem))
    w.view.zoom_by(6.0, w.view.mapFromScene(capsule.sceneBoundingRect().center()))
    settle(w)
    assert capsule.cache._pixmap is not None
    vp = w.view.viewport().rect()
    step = QPoint(vp.width() // 3, 0)
    seen_off = False
    for _ in range(8):  # the pieces leave the screen to the left, a third of a screen at a time
        drag(qtbot, w, step)
        settle(w)
        seen_off |= capsule.cache._pixmap is None
        assert off_screen_pixels(w) == 0, "what left the screen was dropped at once, not at the next zoom"
    assert seen_off and capsule.cache._pixmap is None


def capsule_panned_away(qtbot, controller, monkeypatch, whole: bool = False):
    """Zoomed in on a capsule, then panned two screens to the right of it, keeping nothing off
    screen: (the window, the capsule, the view's width). `whole`: the fitted view is shown sharp
    first (the view keeps its picture of the whole Map)."""
    two_red_hotels(controller)
    w = map_window(qtbot, controller)
    if whole:
        settle(w)
    monkeypatch.setattr(cache, "OFF_SCREEN_PIXELS", 0)
    capsule = next(i for i in w.scene.solids() if isinstance(i, CapsuleItem))
    w.view.zoom_by(6.0, w.view.mapFromScene(capsule.sceneBoundingRect().center()))
    settle(w)
    w.view.centerOn(capsule.sceneBoundingRect().center())
    settle(w)
    width = w.view.viewport().width()
    for _ in range(2):
        drag(qtbot, w, QPoint(width, 0))
        settle(w)
    return w, capsule, width


def test_a_piece_scrolled_back_into_view_is_painted_again(qtbot, controller, monkeypatch) -> None:
    w, capsule, width = capsule_panned_away(qtbot, controller, monkeypatch)
    assert capsule.cache._pixmap is None, "dropped while off screen"
    for by in (QPoint(-width, 0), QPoint(-width, 0)):
        drag(qtbot, w, by)
        settle(w)
    assert capsule.cache._pixmap is not None, "painted again"
    centre = w.view.mapFromScene(capsule.sceneBoundingRect().center())
    colour = w.view.viewport().grab().toImage().pixelColor(centre)
    assert colour.red() > 150 and colour.green() < 120 and colour.blue() < 120, "a red capsule is shown there"


def test_a_pan_repaints_only_the_strip_it_uncovers(qtbot, controller) -> None:
    two_red_hotels(controller)
    w = map_window(qtbot, controller)
    w.view.zoom_by(3.0)
    settle(w)
    painted: list[QRegion] = []

    class Spy(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(QRegion(event.region()))
            return False

    spy = Spy()
    w.view.viewport().installEventFilter(spy)
    vp = w.view.viewport().rect()
    drag(qtbot, w, QPoint(-30, -20))
    w.view.viewport().removeEventFilter(spy)
    assert painted
    area = sum(r.width() * r.height() for region in painted for r in region)
    strips = 30 * vp.height() + 20 * vp.width()  # the L the view uncovers (and the buttons put back)
    assert area < strips + vp.width() * vp.height() // 10, "not the whole view"


def test_the_sheet_paints_the_land_and_a_highlight_repaints_only_the_tiles_under_it(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    s1 = w.scene.area_items["S1"]
    assert s1.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, "the land paints nothing itself"
    w.view.zoom_by(4.0, w.at(17, 11))
    settle(w)
    paper = w.scene.paper
    assert paper.cache._tiles
    before = {k: p.cacheKey() for k, p in paper.cache._tiles.items()}
    centre = w.at(17, 11)
    tinted = w.view.viewport().grab().toImage().pixelColor(centre)
    w.scene.highlight_area("S1")
    under = w.view.viewportTransform().mapRect(s1.sceneBoundingRect())
    ox, oy = paper.cache._tile_origin
    for k, key in before.items():
        tile = QRect(ox + k[0] * cache.TILE, oy + k[1] * cache.TILE, cache.TILE, cache.TILE)
        if not tile.intersects(under.toAlignedRect().adjusted(-2, -2, 2, 2)):
            assert paper.cache._tiles[k].cacheKey() == key, "a tile away from S1 is kept"
        else:
            assert k not in paper.cache._tiles, "a tile under S1 is painted again"
    settle(w)
    assert w.view.viewport().grab().toImage().pixelColor(centre) != tinted, "the highlight shows"


def test_a_new_piece_repaints_only_the_sheet_tiles_under_its_shadow(qtbot, controller) -> None:
    purchasing(controller)
    w = map_window(qtbot, controller)
    w.view.zoom_by(4.0, w.at(18, 12))
    settle(w)
    paper = w.scene.paper
    before = {k: p.cacheKey() for k, p in paper.cache._tiles.items()}
    assert len(before) > 6
    buy(controller, {"type": "buy_vending", "player": 0, "x": 18, "y": 12})
    shadow = QRectF(18, 12, 1, 1).adjusted(-0.1, -0.1, 0.1 + 0.3 * 2, 0.1 + 0.42 * 2)  # SUN × its height
    under = w.view.viewportTransform().mapRect(shadow).toAlignedRect().adjusted(-4, -4, 4, 4)
    ox, oy = paper.cache._tile_origin
    kept = [k for k in before if k in paper.cache._tiles]
    for k in before:
        tile = QRect(ox + k[0] * cache.TILE, oy + k[1] * cache.TILE, cache.TILE, cache.TILE)
        if not tile.intersects(under):
            assert paper.cache._tiles[k].cacheKey() == before[k], "a tile away from the new shadow is kept"
    assert len(kept) < len(before), "the tiles under the new shadow are painted again"


def pan_back_with_no_slices(qtbot, w, width: int) -> None:
    """Two middle-button pans of `width` pixels with the view's slices stopped, then one frame."""
    w.view._next_slice.stop()
    for _ in range(2):
        vp = w.view.viewport()
        start = vp.rect().center()
        qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, pos=start)
        qtbot.mouseMove(vp, start - QPoint(width, 0))
        qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, pos=start - QPoint(width, 0))
    w.view._next_slice.stop()
    w.view.viewport().repaint()


def paint_the_slices_that_wait(w, monkeypatch) -> None:
    """With a frame's budget back, the slices the view would paint, by hand, until none waits."""
    monkeypatch.setattr(cache, "FRAME_PIXELS", 2_000_000)
    for _ in range(50):
        if not w.view._waiting:
            break
        w.view._paint_next_slice()
        QApplication.processEvents()
        w.view.viewport().repaint(w.view.next_slice())


def test_a_piece_panned_into_view_with_no_budget_left_gets_its_picture_at_once(qtbot, controller,
                                                                              monkeypatch) -> None:
    w, capsule, width = capsule_panned_away(qtbot, controller, monkeypatch)
    assert capsule.cache._pixmap is None
    made = w.scene.pictures.made
    monkeypatch.setattr(cache, "FRAME_PIXELS", 0)  # no budget: only the allowance for pieces with nothing to show
    pan_back_with_no_slices(qtbot, w, width)
    assert capsule.cache._pixmap is not None, "made at once (drawn directly it would be painted twice)"
    assert w.scene.pictures.made > made
    centre = w.view.mapFromScene(capsule.sceneBoundingRect().center())
    colour = w.view.viewport().grab().toImage().pixelColor(centre)
    assert colour.red() > 150 and colour.green() < 120 and colour.blue() < 120, "the red capsule shows"


def test_a_piece_panned_into_view_past_the_frames_allowance_waits_for_a_slice(qtbot, controller,
                                                                             monkeypatch) -> None:
    w, capsule, width = capsule_panned_away(qtbot, controller, monkeypatch)
    monkeypatch.setattr(cache, "FRAME_PIXELS", 0)
    monkeypatch.setattr(cache, "DIRECT_PIXELS", 0)  # and no allowance: the piece waits
    pan_back_with_no_slices(qtbot, w, width)
    assert capsule.cache._pixmap is None, "not made: the frame had neither budget nor allowance"
    centre = w.view.mapFromScene(capsule.sceneBoundingRect().center())
    assert any(r.contains(centre) for r, _ in w.view._waiting), "its picture waits for a slice"
    paint_the_slices_that_wait(w, monkeypatch)
    assert capsule.cache._pixmap is not None, "made by a later slice"
    colour = w.view.viewport().grab().toImage().pixelColor(centre)
    assert colour.red() > 150 and colour.green() < 120 and colour.blue() < 120, "and shown"


def test_a_tiled_piece_panned_into_view_with_no_budget_left_is_drawn_at_once_and_its_tiles_made_later(
        qtbot, controller, monkeypatch) -> None:
    w, capsule, width = capsule_panned_away(qtbot, controller, monkeypatch)
    capsule.cache._tiled_above = 1  # painted in tiles, as a big Building zoomed in
    assert capsule.cache._pixmap is None and not capsule.cache._tiles, "nothing to show for it"
    monkeypatch.setattr(cache, "FRAME_PIXELS", 0)  # no budget: no tile may be made this frame
    pan_back_with_no_slices(qtbot, w, width)
    assert not [k for k, tile in capsule.cache._tiles.items() if not tile.isNull()], "no tile made"
    centre = w.view.mapFromScene(capsule.sceneBoundingRect().center())
    colour = w.view.viewport().grab().toImage().pixelColor(centre)
    assert colour.red() > 150 and colour.green() < 120 and colour.blue() < 120, "yet the red capsule shows"
    assert any(r.contains(centre) for r, _ in w.view._waiting), "its tiles wait for a slice"
    paint_the_slices_that_wait(w, monkeypatch)
    assert [k for k, tile in capsule.cache._tiles.items() if not tile.isNull()], "made by later slices"


def test_a_piece_panned_into_view_with_no_budget_shows_the_whole_maps_picture_inside_its_outline(
        qtbot, controller, monkeypatch) -> None:
    w, capsule, width = capsule_panned_away(qtbot, controller, monkeypatch, whole=True)
    assert w.view._whole_map() is not None, "the fitted view showed the whole Map sharp"
    assert capsule.cache._pixmap is None
    monkeypatch.setattr(cache, "FRAME_PIXELS", 0)
    monkeypatch.setattr(cache, "DIRECT_PIXELS", 0)  # neither budget nor allowance: nothing made
    pan_back_with_no_slices(qtbot, w, width)
    assert capsule.cache._pixmap is None, "not made"
    centre = w.view.mapFromScene(capsule.sceneBoundingRect().center())
    colour = w.view.viewport().grab().toImage().pixelColor(centre)
    assert colour.red() > 150 and colour.green() < 120 and colour.blue() < 120, "yet the red capsule shows"
    assert any(r.contains(centre) for r, _ in w.view._waiting), "its picture waits for a slice"
    outside = w.view.mapFromScene(capsule.sceneBoundingRect().topLeft()) - QPoint(3, 3)
    under = w.view.viewport().grab().toImage().pixelColor(outside)
    assert not (under.red() > 150 and under.green() < 120), "only inside the piece's outline"
    paint_the_slices_that_wait(w, monkeypatch)
    assert capsule.cache._pixmap is not None, "made by a later slice"


def test_a_piece_dropped_off_screen_holds_no_picture_any_more(qtbot, controller, monkeypatch) -> None:
    """Once dropped, its picture is held by nothing in its cache (memory is freed), not even by
    what remembers where it was last drawn."""
    from PySide6.QtGui import QPixmap

    def pictures_in(value: object) -> int:
        if isinstance(value, QPixmap):
            return 0 if value.isNull() else 1
        if isinstance(value, dict):
            return sum(pictures_in(v) for v in value.values())
        if isinstance(value, (list, tuple)):
            return sum(pictures_in(v) for v in value)
        return 0

    w, capsule, width = capsule_panned_away(qtbot, controller, monkeypatch)
    assert capsule.cache._exact is not None, "it was drawn unstretched before it left the screen"
    assert pictures_in(vars(capsule.cache)) == 0
