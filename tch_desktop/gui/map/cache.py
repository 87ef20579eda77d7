"""Pictures of the Map's items in device pixels, under any view transform.

Qt's `DeviceCoordinateCache` gives up as soon as the view is rotated other than
by 90° (QGraphicsScene only caches "simple" transforms), so in the isometric
view every piece would be repainted on every frame of a drag. `DeviceCache`
keeps an item's picture for the current view transform and blits it; scrolling
only moves it.

- **Zooming.** While the wheel turns (`Pictures.zooming`) the old picture is
  drawn stretched to the new zoom — cheap, a little soft. Once the wheel rests
  pieces are painted sharp again, but only as many pixels per frame as
  `Pictures.budget` allows: what is on screen is refreshed first, in slices,
  and the frames between show the stretched pictures (`Pictures.deferred`
  asks the view for one more frame).
- **Identical pieces share one picture** (`look`: what the picture depends on,
  and the scene point it hangs from): at one zoom, 143 capsules of 48 looks
  cost 48 pictures.
- **Big items are tiled** (the sheet, the shadows, land zoomed in): only the
  tiles on screen are painted and kept, so a picture never grows with the
  zoom², panning paints a strip of new tiles, and tiles that leave the screen
  are dropped.
- **A backdrop for the ground** (the sheet only): the whole item as last seen whole, per
  projection, kept small and painted again where the ground changes. Where a tile waits (a
  pan's strip past the budget, a zoom-out's border, the first frame after plan and isometric
  switch) the backdrop shows stretched, so no frame paints more tiles than its budget; a frame
  makes only the tiles under what it repaints (`Pictures.region`: Qt clips a paint event to its
  region without telling the painter).
- **Pieces with nothing to show** once the budget is spent get their picture within
  `DIRECT_PIXELS` (a big tiled one is drawn directly, its tiles wait); past it they wait for a
  slice.
- **A budget for pictures off screen** (`OFF_SCREEN_PIXELS`): pictures that
  only items off screen show are kept up to it, for panning back; past it
  the least recently shown are dropped (`Pictures.trim`, before a frame that
  moved the view and after one that made pictures, so also while panning).
  What is on screen is never dropped; a piece scrolled back into view is
  painted again. Memory is what the screen shows plus that budget.

The budget counts pixels, not time: the same frames are made on a busy machine
as on an idle one.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Hashable, Iterable

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPixmap, QRegion, QTransform

#: An item shown bigger than this (device pixels) is painted in tiles.
TILED_PIXELS = 1024 * 1024
TILE = 256
#: Work done per frame making pictures once the wheel rests, in pixels (the rest waits for the
#: next frames). Calibrated on the stress Map: a piece's picture costs about 100,000 pixels' worth
#: beyond its own pixels, a tile of the ground (the sheet with its land and shadows) a million. A
#: picture that costs more than what is left waits for the next frame, unless the frame has made
#: nothing yet: a frame never does much more than its budget. With DIRECT_PIXELS, about 2,000,000
#: pixels' worth a frame at most (7 ms at 3.4 ns a pixel, beside what every frame costs).
FRAME_PIXELS = 1_200_000
#: Pieces with no picture at all that a frame may still paint once its budget is spent (a piece a
#: pan scrolls into view), in pixels as FRAME_PIXELS; past it they wait for a slice.
DIRECT_PIXELS = 800_000
#: What painting one picture costs beyond its pixels, in pixels (measured: 0.37 ms a picture and
#: 3.4 ns a pixel, plan and isometric, every zoom, the stress Map's 143 pieces).
PICTURE_COST = 100_000
#: Pixels of pictures kept for items off screen (4 bytes each), for panning back; past it the
#: least recently shown are dropped.
OFF_SCREEN_PIXELS = 2_000_000
#: A backdrop (see DeviceCache): the whole item at a small zoom, kept at most this many pixels a
#: projection (plan, isometric); a complete set of tiles bigger than that is kept shrunk to it.
BACKDROP_PIXELS = 600_000
#: A backdrop made when there is none for the view's projection: the whole item painted at most
#: this big (the whole ground at 75,000 pixels takes about 6 ms).
BACKDROP_FRESH_PIXELS = 100_000

Look = tuple[Hashable, QPointF]  # what the picture depends on, the scene point it hangs from


def _linear(t: QTransform) -> tuple[float, float, float, float]:
    return (round(t.m11(), 9), round(t.m12(), 9), round(t.m21(), 9), round(t.m22(), 9))


def _projection(t: QTransform, ratio: float) -> tuple[float, ...]:
    """The transform's linear part without its zoom: the same for plan at every zoom, and for
    isometric at every zoom."""
    s = math.hypot(t.m11(), t.m12()) or 1.0
    return (round(t.m11() / s, 6), round(t.m12() / s, 6), round(t.m21() / s, 6), round(t.m22() / s, 6), ratio)


class Pictures:
    """The scene's picture store: shared pictures, the zoom state, the per-frame budget."""

    def __init__(self) -> None:
        self.zooming = False
        self.left: float = FRAME_PIXELS
        self.direct_left: float = DIRECT_PIXELS
        self.deferred = False
        #: Where pictures were left stretched in this frame (device pixels), in the order they
        #: were met, with what each costs: the next slices repaint only there, a budget's worth at a
        #: time, not the whole view (every other piece is already sharp).
        self.waiting: list[tuple[QRect, float]] = []
        self.shared: dict[Hashable, tuple[QPixmap, QPointF]] = {}  # look → picture, anchor offset
        self.frame = 0  # frames painted so far: when each picture was last shown
        self.shared_used: dict[Hashable, int] = {}
        #: Those that were painted (only they can hold pictures), in the order first painted.
        self.caches: weakref.WeakKeyDictionary[DeviceCache, None] = weakref.WeakKeyDictionary()
        self.made = 0  # pictures and tiles made so far
        #: What the frame being painted repaints (device pixels; None: all it is asked to). Qt
        #: clips a paint event to its region without telling the painter: with it a pan's strip
        #: or a slice makes and draws only the tiles under it.
        self.region: QRegion | None = None
        #: Whether items must clip themselves to `region` (a part painted outside a paint event of
        #: its own: the border a zoom-out uncovers).
        self.clip = False
        #: The whole Map as the view last showed it whole, if it still shows the game as it stands:
        #: (the picture, scene → its pixels). A piece with nothing to show past the budget shows
        #: it, stretched, inside its outline until a slice makes its picture.
        self.whole: tuple[QPixmap, QTransform] | None = None

    def begin_frame(self) -> None:
        self.frame += 1
        self.left = FRAME_PIXELS
        self.direct_left = DIRECT_PIXELS
        self.deferred = False
        self.waiting = []

    def take(self, pixels: float, where: QRectF | None = None) -> bool:
        """Whether a picture of that many pixels (shown at `where`) may be painted in this frame:
        while the budget lasts, and it fits what is left unless it is the frame's first."""
        if not self.fits(pixels):
            self.deferred = True
            if where is not None:
                self.waiting.append((where.toAlignedRect().adjusted(-2, -2, 2, 2), pixels + PICTURE_COST))
            return False
        self.charge(pixels)
        return True

    def fits(self, pixels: float) -> bool:
        """Whether a picture of that many pixels fits what is left of this frame's budget (the
        frame's first always does)."""
        return self.left > 0 and (pixels + PICTURE_COST <= self.left or self.left >= FRAME_PIXELS)

    def direct(self, pixels: float, where: QRectF | None = None) -> bool:
        """Whether a piece with nothing to show may still be painted in this frame, past the
        budget (the frame's allowance for that, DIRECT_PIXELS, is not spent); if not, it waits
        (shown at `where`) for a later frame."""
        if self.direct_left <= 0:
            self.deferred = True
            if where is not None:
                self.waiting.append((where.toAlignedRect().adjusted(-2, -2, 2, 2), pixels + PICTURE_COST))
            return False
        self.direct_left -= pixels + PICTURE_COST
        return True

    def charge(self, pixels: float) -> None:
        """A picture painted now whatever the budget (there is nothing to show instead)."""
        self.left -= pixels + PICTURE_COST

    def forget_other_zooms(self, t: QTransform) -> None:
        """Drop shared pictures made for another zoom or view."""
        lin = _linear(t)
        self.shared = {k: v for k, v in self.shared.items() if k[0] == lin}  # type: ignore[index]
        self.shared_used = {k: v for k, v in self.shared_used.items() if k in self.shared}

    def pixels_held(self) -> int:
        """Pixels of all pictures kept (a picture shared by several pieces counts once)."""
        seen: dict[int, int] = {}
        for c in list(self.caches):
            for p in c.held():
                seen[p.cacheKey()] = p.width() * p.height()
        for p, _ in self.shared.values():
            seen[p.cacheKey()] = p.width() * p.height()
        return sum(seen.values())

    def trim(self, off_screen: Iterable[DeviceCache], budget: int | None = None, exact: bool = False) -> int:
        """Keep the pictures only items off screen show under `budget` pixels: drop those of the
        `off_screen` caches, least recently shown first, then shared pictures no piece on screen
        shows, oldest first. Pictures on screen are never dropped. Returns the pixels still kept
        for items off screen (with `exact`; else, when nothing had to be dropped, at most that)."""
        budget = OFF_SCREEN_PIXELS if budget is None else budget
        off = list(off_screen)
        # At most this many: every picture the caches off screen keep and every shared one. Within
        # the budget, nothing is dropped and what the screen shows need not be sorted out (most
        # frames: that took 2-4 ms a frame on the stress Map).
        bound = {p.cacheKey(): p.width() * p.height()
                 for p in [*(p for c in off for p in c.held()), *(p for p, _ in self.shared.values())]}
        if sum(bound.values()) <= budget and not exact:
            return sum(bound.values())
        away = {id(c) for c in off}
        shown = {p.cacheKey() for c in list(self.caches) if id(c) not in away for p in c.held()}
        holders: dict[int, int] = {}  # picture kept only for items off screen → how many keep it
        size: dict[int, int] = {}
        for p in [*(p for c in off for p in c.held()), *(p for p, _ in self.shared.values())]:
            k = p.cacheKey()
            if k not in shown:
                holders[k] = holders.get(k, 0) + 1
                size[k] = p.width() * p.height()
        total = sum(size.values())

        def release(pixmaps: Iterable[QPixmap]) -> None:
            nonlocal total
            for p in pixmaps:
                k = p.cacheKey()
                if k in holders:
                    holders[k] -= 1
                    if holders[k] == 0:
                        total -= size[k]

        for c in sorted(off, key=lambda c: c.used):
            if total <= budget:
                return total
            release(list(c.held()))
            c.invalidate()
        for key in sorted(self.shared, key=lambda k: self.shared_used.get(k, 0)):
            if total <= budget:
                break
            pixmap = self.shared[key][0]
            if pixmap.cacheKey() in shown:
                continue
            release([pixmap])
            del self.shared[key]
            self.shared_used.pop(key, None)
        return total


#: For items outside a scene (previews, tests): always paints at once.
UNLIMITED = Pictures()
UNLIMITED.take = lambda pixels, where=None: True  # type: ignore[method-assign]


def _ratio(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def _device_rect(painter: QPainter) -> QRectF:
    device = painter.device()
    if device is None:
        return QRectF()
    return QRectF(0, 0, device.width(), device.height())


def draw_whole(painter: QPainter, whole: tuple[QPixmap, QTransform], t: QTransform) -> None:
    """The picture of the whole Map (`Pictures.whole`: the picture, scene → its pixels), stretched
    to where the scene lies under `t` (scene → device); the painter's transform is left so."""
    painter.setWorldTransform(whole[1].inverted()[0] * t)
    painter.drawPixmap(QPointF(0, 0), whole[0])


class DeviceCache:
    """One item's picture (or tiles) for the current view transform.

    `backdrop=True` (the sheet: the ground under every piece): the cache also keeps, for each
    projection, the whole item as last seen whole (at most BACKDROP_PIXELS), and keeps it up to
    date when the item changes (`forget`). Where a tile is missing — a pan's strip past the
    frame's budget, the border a zoom-out uncovers, the first frame after plan and isometric
    switch — the backdrop is shown stretched until the tile is made: a frame never paints more
    tiles than its budget."""

    def __init__(self, backdrop: bool = False, core: QRectF | None = None,
                 tiled_above: int = TILED_PIXELS) -> None:
        self._keeps_backdrop = backdrop
        #: Shown bigger than this (device pixels), the item is painted in tiles.
        self._tiled_above = tiled_above
        #: The part of the item a backdrop must show (its own coordinates; None: all of it). The
        #: rest is a margin a view may leave off screen, as the fitted view does the sheet's: tiles
        #: that show the core become the backdrop though the margin is cut off.
        self._core = core
        #: projection → (scene → backdrop pixels, the backdrop)
        self._backdrops: dict[tuple[float, ...], tuple[QTransform, QPixmap]] = {}
        self._paint_fn: Callable[[QPainter], None] | None = None  # how the item paints (for forget)
        self._hints = QPainter.RenderHint(0)
        self._tiles_changed = False  # tiles were made since the backdrop was last taken from them
        self._pixmap: QPixmap | None = None
        self._to_pixmap = QTransform()  # scene → pixmap pixels (logical), as when it was painted
        #: Where the picture was last drawn unstretched: (the painter's transform then, the device
        #: pixel ratio, the picture's cacheKey — not the picture: a dropped picture is freed —, its
        #: device position). Painted again under the same transform
        #: (every slice after the wheel rests, any repaint that did not move the view), it is drawn
        #: there without working out its place again.
        self._exact: tuple[QTransform, float, int, QPoint] | None = None  # the picture's cacheKey
        self._tiles: dict[tuple[int, int], QPixmap] = {}
        self._tile_key: tuple[object, ...] | None = None
        self._tile_t = QTransform()
        self._tile_origin = (0, 0)
        self._old_tiles: list[tuple[QTransform, tuple[int, int], dict[tuple[int, int], QPixmap]]] = []
        self.used = 0  # the frame it was last painted in (see Pictures.trim)

    def held(self) -> list[QPixmap]:
        """The pictures it keeps."""
        if not (self._tiles or self._old_tiles or self._backdrops):  # a piece: one picture or none
            return [] if self._pixmap is None else [self._pixmap]
        out = [] if self._pixmap is None else [self._pixmap]
        for tiles in [self._tiles, *(old for _, _, old in self._old_tiles)]:
            out += [p for p in tiles.values() if not p.isNull()]
        out += [p for _, p in self._backdrops.values()]
        return out

    def forget(self, where: QRectF) -> None:
        """The item looks different inside `where` (its own coordinates): drop the tiles there (the
        others stay), or the whole picture if it is not tiled."""
        self._repaint_backdrops(where)
        if not self._tiles:
            self._pixmap = None
            self._tile_key = None
            self._old_tiles = []
            return
        ox, oy = self._tile_origin
        hit = self._tile_t.mapRect(where).toAlignedRect().adjusted(-2, -2, 2, 2)
        self._tiles = {k: v for k, v in self._tiles.items()
                       if not hit.intersects(QRect(ox + k[0] * TILE, oy + k[1] * TILE, TILE, TILE))}
        self._old_tiles = []
        self._pixmap = None

    def invalidate(self) -> None:
        self._pixmap = None
        self._tiles = {}
        self._tile_key = None
        self._old_tiles = []
        self._backdrops = {}

    # ------------------------------------------------------------ backdrop
    def _keep_backdrop(self, t: QTransform, ratio: float, pixmap: QPixmap, to_pixmap: QTransform) -> None:
        """`pixmap` shows the whole item (scene → its logical pixels: `to_pixmap`): the backdrop
        for this projection, shrunk to at most BACKDROP_PIXELS."""
        w, h = pixmap.width() / pixmap.devicePixelRatio(), pixmap.height() / pixmap.devicePixelRatio()
        s = min(1.0, math.sqrt(BACKDROP_PIXELS / max(1.0, w * h)))
        if s == 1.0 and pixmap.devicePixelRatio() == 1.0:
            self._backdrops[_projection(t, ratio)] = (QTransform(to_pixmap), pixmap)
            return
        small = QPixmap(max(1, math.ceil(w * s)), max(1, math.ceil(h * s)))
        small.fill(Qt.GlobalColor.transparent)
        p = QPainter(small)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.scale(s, s)
        p.drawPixmap(QPointF(0, 0), pixmap)
        p.end()
        self._backdrops[_projection(t, ratio)] = (to_pixmap * QTransform.fromScale(s, s), small)

    def _keep_tiles_as_backdrop(self, t: QTransform, ratio: float, shown: QRectF) -> None:
        """The tiles hold the whole item, or its core, inside `shown` (device pixels): what they
        show there becomes the backdrop."""
        ox, oy = self._tile_origin
        i0, i1 = math.floor((shown.left() - ox) / TILE), math.floor((shown.right() - ox) / TILE)
        j0, j1 = math.floor((shown.top() - oy) / TILE), math.floor((shown.bottom() - oy) / TILE)
        if any((i, j) not in self._tiles for i in range(i0, i1 + 1) for j in range(j0, j1 + 1)):
            return
        area = shown.toAlignedRect()
        s = min(1.0, math.sqrt(BACKDROP_PIXELS / max(1, area.width() * area.height())))
        small = QPixmap(max(1, math.ceil(area.width() * s)), max(1, math.ceil(area.height() * s)))
        small.fill(Qt.GlobalColor.transparent)
        to_small = QTransform.fromTranslate(-area.x(), -area.y()) * QTransform.fromScale(s, s)
        p = QPainter(small)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setWorldTransform(to_small)
        for (i, j), tile in self._tiles.items():
            if not tile.isNull() and i0 <= i <= i1 and j0 <= j <= j1:
                p.drawPixmap(QRectF(ox + i * TILE, oy + j * TILE, TILE, TILE), tile, QRectF(tile.rect()))
        p.end()
        self._backdrops[_projection(t, ratio)] = (t * to_small, small)
        self._tiles_changed = False

    def _repaint_backdrops(self, where: QRectF) -> None:
        """The item changed inside `where` (its own coordinates): paint the backdrops there again."""
        if self._paint_fn is None:
            self._backdrops = {}
            return
        for key, (to_b, pixmap) in list(self._backdrops.items()):
            hit = to_b.mapRect(where).toAlignedRect().adjusted(-2, -2, 2, 2).intersected(pixmap.rect())
            if hit.isEmpty():
                continue
            if self._pixmap is not None and pixmap.cacheKey() == self._pixmap.cacheKey():
                pixmap = QPixmap(pixmap)  # its own copy: the whole picture is dropped or made anew
            p = QPainter(pixmap)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            p.fillRect(hit, Qt.GlobalColor.transparent)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            p.setClipRect(hit)
            p.setRenderHints(self._hints)
            p.setWorldTransform(to_b)
            self._paint_fn(p)
            p.end()
            self._backdrops[key] = (to_b, pixmap)

    def _backdrop_for(self, t: QTransform, ratio: float) -> tuple[QTransform, QPixmap] | None:
        return self._backdrops.get(_projection(t, ratio))

    @property
    def pixels(self) -> int:
        """Pixels held (for memory accounting)."""
        n = self._pixmap.width() * self._pixmap.height() if self._pixmap is not None else 0
        for tiles in [self._tiles, *(old for _, _, old in self._old_tiles)]:
            n += sum(p.width() * p.height() for p in tiles.values())
        return n

    def paint(self, painter: QPainter, bounds: QRectF, paint: Callable[[QPainter], None],
              pictures: Pictures | bool | None = None, look: Look | Callable[[], Look | None] | None = None,
              touches: Callable[[QRectF], bool] | None = None, work: float = 0,
              outline: Callable[[], QPainterPath] | None = None) -> None:
        """Paint through the cache: `paint(p)` draws the item with any painter.

        `look`: see Look (or a function giving it, asked only when a picture is needed).
        `touches(scene_rect)`: whether the item paints anything there (tiles it does not
        touch are skipped), for big items that are mostly transparent. `work`: what painting one
        tile, or the whole picture, costs beyond its pixels and PICTURE_COST, in pixels (the ground
        paints many layers). `outline()`: what the item covers (its own coordinates, which must be
        the scene's), for Pictures.whole."""
        if not isinstance(pictures, Pictures):  # a plain "zooming" flag, or nothing
            zooming = bool(pictures)
            pictures = UNLIMITED
            pictures.zooming = zooming
        elif pictures is not UNLIMITED:
            self.used = pictures.frame
            pictures.caches[self] = None
        if self._keeps_backdrop:
            self._paint_fn, self._hints = paint, painter.renderHints()
        t = painter.worldTransform()
        ratio = _ratio(painter)
        shown = t.mapRect(bounds)
        if shown.isEmpty():
            return
        region = pictures.region
        if region is not None and pictures.clip:
            inside = shown.toAlignedRect().adjusted(-1, -1, 1, 1)
            if not region.intersects(inside):
                return
            if not (QRegion(inside) - region).isEmpty():  # partly inside: only that part
                painter.save()
                painter.setWorldTransform(QTransform())
                painter.setClipRegion(region, Qt.ClipOperation.IntersectClip)
                painter.setWorldTransform(t)
                pictures.clip = False
                try:
                    self.paint(painter, bounds, paint, pictures, look, touches, work, outline)
                finally:
                    pictures.clip = True
                    painter.restore()
                return
        exact = self._exact
        if exact is not None and self._pixmap is not None and exact[2] == self._pixmap.cacheKey() \
                and exact[1] == ratio and exact[0] == t:
            self._blit(painter, exact[3], t)
            return
        if shown.width() * shown.height() * ratio * ratio > self._tiled_above:
            self._paint_tiled(painter, t, ratio, shown, paint, pictures, touches, work)
            return
        self._tiles, self._old_tiles, self._tile_key = {}, [], None
        stretched: QTransform | None = None
        if self._pixmap is not None:
            inverse, ok = self._to_pixmap.inverted()
            rel = inverse * t if ok else QTransform()
            if ok and rel.type().value <= QTransform.TransformationType.TxTranslate.value \
                    and self._pixmap.devicePixelRatio() == ratio:
                self._blit_exact(painter, QPoint(round(rel.dx()), round(rel.dy())), t, ratio)
                return
            if ok:
                stretched = rel
        key: Hashable | None = None
        if callable(look):  # asked only now: a piece whose own picture fits never computes it
            look = look()
        if look is not None:
            anchor = t.map(look[1])
            fx, fy = anchor.x() - math.floor(anchor.x()), anchor.y() - math.floor(anchor.y())
            key = (_linear(t), ratio, round(fx * 2) % 2, round(fy * 2) % 2, look[0])
            hit = pictures.shared.get(key)
            if hit is not None:
                pictures.shared_used[key] = pictures.frame
                pixmap, offset = hit
                at = QPointF(round(anchor.x() - offset.x()), round(anchor.y() - offset.y()))
                self._pixmap = pixmap
                self._to_pixmap = t * QTransform.fromTranslate(-at.x(), -at.y())
                self._blit_exact(painter, at.toPoint(), t, ratio)
                return
        cost = shown.width() * shown.height() + work  # making the whole picture
        if stretched is not None and (pictures.zooming or not pictures.take(cost, shown)):
            self._blit_stretched(painter, stretched)  # not smoothed: it is only there for a few frames
            return
        backdrop = self._backdrop_for(t, ratio) if stretched is None else None
        if backdrop is not None:
            if pictures.zooming or not pictures.take(cost, shown):
                # The whole item as last seen whole, stretched, until the wheel rests or a frame
                # has the budget to paint it.
                painter.save()
                painter.setWorldTransform(backdrop[0].inverted()[0] * t)
                painter.drawPixmap(QPointF(0, 0), backdrop[1])
                painter.restore()
                return
        elif stretched is None:
            if pictures.fits(cost):
                pictures.charge(cost)
            elif outline is not None and pictures.whole is not None:
                # Nothing to show and no budget left: the whole Map's picture, stretched, inside
                # the piece's outline (what lies there in it is the piece, or what stands in front
                # and is painted after it) until a slice makes its picture.
                pictures.take(cost, None if pictures.zooming else shown)
                self._stand_in(painter, t, outline(), pictures.whole)
                return
            elif not pictures.direct(shown.width() * shown.height(), None if pictures.zooming else shown):
                # Nothing to show instead and no budget left for a whole picture (a piece scrolled
                # into a pan's strip, uncovered by a zoom-out, every piece after plan and isometric
                # switch): its picture is made while the frame's allowance for that lasts (drawn
                # directly it cost as much, and again for its picture in a later slice), else it
                # is left out of this frame and waits for a slice. A frame never draws more.
                return
        area = shown.toAlignedRect().adjusted(-1, -1, 1, 1)
        pictures.made += 1
        pixmap = QPixmap(round(area.width() * ratio), round(area.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        to_pixmap = t * QTransform.fromTranslate(-area.x(), -area.y())
        p = QPainter(pixmap)
        p.setRenderHints(painter.renderHints())
        p.setWorldTransform(to_pixmap)
        paint(p)
        p.end()
        self._pixmap = pixmap
        self._to_pixmap = to_pixmap
        if self._keeps_backdrop:
            self._keep_backdrop(t, ratio, pixmap, to_pixmap)
        if key is not None and look is not None:
            anchor = t.map(look[1])
            pictures.shared[key] = (pixmap, QPointF(anchor.x() - area.x(), anchor.y() - area.y()))
            pictures.shared_used[key] = pictures.frame
        self._blit_exact(painter, area.topLeft(), t, ratio)

    @staticmethod
    def _stand_in(painter: QPainter, t: QTransform, outline: QPainterPath,
                  whole: tuple[QPixmap, QTransform]) -> None:
        painter.save()
        painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
        draw_whole(painter, whole, t)
        painter.restore()

    def _blit_exact(self, painter: QPainter, at: QPoint, t: QTransform, ratio: float) -> None:
        """The picture unstretched at the device point `at` (`t`: the painter's transform)."""
        assert self._pixmap is not None
        self._exact = (QTransform(t), ratio, self._pixmap.cacheKey(), at)
        self._blit(painter, at, t)

    def _blit(self, painter: QPainter, at: QPoint, t: QTransform) -> None:
        """The picture at the device point `at`; the painter's transform is `t` before and after
        (only it changes: a whole save and restore of the painter's state costs more)."""
        assert self._pixmap is not None
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(at, self._pixmap)
        painter.setWorldTransform(t)

    def _blit_stretched(self, painter: QPainter, where: QTransform) -> None:
        assert self._pixmap is not None
        painter.save()
        painter.setWorldTransform(where)
        painter.drawPixmap(QPointF(0, 0), self._pixmap)
        painter.restore()

    # ------------------------------------------------------------ tiles
    def _paint_tiled(self, painter: QPainter, t: QTransform, ratio: float, shown: QRectF,
                     paint: Callable[[QPainter], None], pictures: Pictures,
                     touches: Callable[[QRectF], bool] | None, work: float = 0) -> None:
        origin = t.map(QPointF(0, 0))
        ox, oy = math.floor(origin.x()), math.floor(origin.y())
        key = (_linear(t), ratio, round(origin.x() - ox, 3), round(origin.y() - oy, 3))
        if key != self._tile_key:
            if self._tiles:
                self._old_tiles = [*self._old_tiles[-1:], (self._tile_t, self._tile_origin, self._tiles)]
            self._tiles, self._tile_key = {}, key
        # The tiles hang from the scene's origin: a pan by whole pixels keeps them, and moves where
        # they lie on the device (what `forget` and the backdrop read).
        self._tile_t, self._tile_origin = QTransform(t), (ox, oy)
        visible = shown.intersected(_device_rect(painter))
        region = pictures.region  # only what this frame repaints (a strip of a pan, a slice)
        if region is not None:
            visible = visible.intersected(QRectF(region.boundingRect()))
        if painter.hasClipping():
            visible = visible.intersected(t.mapRect(painter.clipBoundingRect()))
        if visible.isEmpty():
            return
        i0, i1 = math.floor((visible.left() - ox) / TILE), math.floor((visible.right() - ox) / TILE)
        j0, j1 = math.floor((visible.top() - oy) / TILE), math.floor((visible.bottom() - oy) / TILE)
        covered = self._old_cover(t)
        backdrop = self._backdrop_for(t, ratio)
        if backdrop is None and self._keeps_backdrop and pictures is not UNLIMITED \
                and self._tiles_missing(i0, i1, j0, j1, ox, oy, region):
            # None yet for this projection (the first frames after plan and isometric switch, a
            # ground that changed size): one small picture of the whole item, made now, so the
            # tiles wait for the budget with it stretched in their place instead of all being made
            # in this frame.
            backdrop = self._make_backdrop(painter, t, ratio, shown, paint)
            pictures.charge(BACKDROP_FRESH_PIXELS + work)
            pictures.made += 1
        inverse = t.inverted()[0]
        ready: list[tuple[QRect, QPixmap]] = []
        missing = QRegion()
        for i in range(i0, i1 + 1):
            for j in range(j0, j1 + 1):
                rect = QRect(ox + i * TILE, oy + j * TILE, TILE, TILE)
                if region is not None and not region.intersects(rect):
                    continue  # not repainted in this frame
                tile = self._tiles.get((i, j))
                if tile is None:
                    if touches is not None and not touches(inverse.mapRect(QRectF(rect))):
                        tile = self._tiles[(i, j)] = QPixmap()  # nothing of the item there
                    elif self._wait_for_tile(pictures, backdrop, covered, rect, visible, work):
                        missing += rect  # for now the backdrop and older tiles, stretched
                        continue
                    else:
                        tile = self._tiles[(i, j)] = self._make_tile(painter, t, ratio, rect, paint)
                        pictures.made += 1
                        self._tiles_changed = True
                if not tile.isNull():
                    ready.append((rect, tile))
        painter.save()
        if not missing.isEmpty():
            if backdrop is None and not self._old_tiles and self._pixmap is None:
                # Nothing to show there (a big piece a pan scrolls into view): drawn directly
                # while the frame's allowance for that lasts (see Pictures.direct); its tiles wait.
                if pictures.direct(missing.boundingRect().width() * missing.boundingRect().height()):
                    painter.save()
                    painter.setWorldTransform(QTransform())
                    painter.setClipRegion(missing, Qt.ClipOperation.IntersectClip)
                    painter.setWorldTransform(t)
                    paint(painter)
                    painter.restore()  # the tiles made in this frame are drawn unclipped
            else:
                self._draw_old(painter, t, missing, backdrop)
        painter.setWorldTransform(QTransform())
        for rect, tile in ready:
            painter.drawPixmap(rect.topLeft(), tile)
        painter.restore()
        # Keep only the tiles on screen (and a ring around them): memory does not grow with zoom.
        # On screen: the whole view, not only what this frame repaints (a strip, a slice).
        seen = shown.intersected(_device_rect(painter))
        k0, k1 = math.floor((seen.left() - ox) / TILE), math.floor((seen.right() - ox) / TILE)
        l0, l1 = math.floor((seen.top() - oy) / TILE), math.floor((seen.bottom() - oy) / TILE)
        self._tiles = {k: v for k, v in self._tiles.items() if k0 - 1 <= k[0] <= k1 + 1 and l0 - 1 <= k[1] <= l1 + 1}
        if self._keeps_backdrop and missing.isEmpty() and not pictures.zooming and self._tiles_changed \
                and self._shows_core(t, seen, shown):
            self._keep_tiles_as_backdrop(t, ratio, seen)
        if missing.isEmpty() and not pictures.zooming:
            self._old_tiles = []
            self._pixmap = None  # the whole picture from a smaller zoom, no longer needed

    def _shows_core(self, t: QTransform, seen: QRectF, shown: QRectF) -> bool:
        """Whether `seen` (device pixels) holds the whole item, or its whole core."""
        if self._core is None:
            return seen == shown
        return seen.contains(t.mapRect(self._core))

    def _wait_for_tile(self, pictures: Pictures, backdrop: tuple[QTransform, QPixmap] | None, covered: QRectF,
                       rect: QRect, visible: QRectF, work: float) -> bool:
        """Whether a missing tile is left for a later frame (something stretched shows there
        meanwhile): always while the wheel turns if there is a backdrop, else where older tiles
        cover it; once the wheel rests, when the frame's budget is spent."""
        if pictures.zooming and (backdrop is not None or covered.contains(QRectF(rect).intersected(visible))):
            return True
        return not pictures.take(TILE * TILE + work, QRectF(rect))

    def _tiles_missing(self, i0: int, i1: int, j0: int, j1: int, ox: int, oy: int, region: QRegion | None) -> bool:
        """Whether a tile this frame repaints is not made yet."""
        return any((i, j) not in self._tiles and (region is None or region.intersects(
            QRect(ox + i * TILE, oy + j * TILE, TILE, TILE))) for i in range(i0, i1 + 1) for j in range(j0, j1 + 1))

    def _make_backdrop(self, painter: QPainter, t: QTransform, ratio: float, shown: QRectF,
                       paint: Callable[[QPainter], None]) -> tuple[QTransform, QPixmap]:
        """The whole item at most BACKDROP_FRESH_PIXELS big, kept as the backdrop for this
        projection."""
        area = shown.toAlignedRect()
        s = min(1.0, math.sqrt(BACKDROP_FRESH_PIXELS / max(1, area.width() * area.height())))
        small = QPixmap(max(1, math.ceil(area.width() * s)), max(1, math.ceil(area.height() * s)))
        small.fill(Qt.GlobalColor.transparent)
        to_small = t * QTransform.fromTranslate(-area.x(), -area.y()) * QTransform.fromScale(s, s)
        p = QPainter(small)
        p.setRenderHints(painter.renderHints())
        p.setWorldTransform(to_small)
        paint(p)
        p.end()
        self._backdrops[_projection(t, ratio)] = (to_small, small)
        return to_small, small

    def _make_tile(self, painter: QPainter, t: QTransform, ratio: float, rect: QRect,
                   paint: Callable[[QPainter], None]) -> QPixmap:
        pixmap = QPixmap(round(TILE * ratio), round(TILE * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHints(painter.renderHints())
        p.setWorldTransform(t * QTransform.fromTranslate(-rect.x(), -rect.y()))
        paint(p)
        p.end()
        return pixmap

    def _old_cover(self, t: QTransform) -> QRectF:
        """Where the newest older tiles, stretched to `t`, cover the screen."""
        if not self._old_tiles:
            return QRectF()
        old_t, (ox, oy), tiles = self._old_tiles[-1]
        inverse, ok = old_t.inverted()
        if not ok or not tiles:
            return QRectF()
        xs = [k[0] for k in tiles]
        ys = [k[1] for k in tiles]
        area = QRectF(ox + min(xs) * TILE, oy + min(ys) * TILE, (max(xs) - min(xs) + 1) * TILE,
                      (max(ys) - min(ys) + 1) * TILE)
        if len(tiles) != (max(xs) - min(xs) + 1) * (max(ys) - min(ys) + 1):
            return QRectF()
        return (inverse * t).mapRect(area)

    def _draw_old(self, painter: QPainter, t: QTransform, where: QRegion,
                  backdrop: tuple[QTransform, QPixmap] | None = None) -> None:
        """Older tiles, stretched to the transform `t`, inside `where` (device pixels), over the
        backdrop."""
        painter.setWorldTransform(QTransform())
        painter.setClipRegion(where)
        bounds = QRectF(where.boundingRect())
        if backdrop is not None:
            inverse, ok = backdrop[0].inverted()
            if ok:
                painter.setWorldTransform(inverse * t)
                painter.drawPixmap(QPointF(0, 0), backdrop[1])
        if self._pixmap is not None:  # the whole picture, from a smaller zoom
            inverse, ok = self._to_pixmap.inverted()
            if ok:
                painter.setWorldTransform(inverse * t)
                painter.drawPixmap(QPointF(0, 0), self._pixmap)
        for old_t, (ox, oy), tiles in self._old_tiles:
            inverse, ok = old_t.inverted()
            if not ok:
                continue
            rel = inverse * t
            for (i, j), tile in tiles.items():
                if tile.isNull():
                    continue
                at = QTransform.fromTranslate(ox + i * TILE, oy + j * TILE) * rel
                if not at.mapRect(QRectF(0, 0, TILE, TILE)).intersects(bounds):
                    continue
                painter.setWorldTransform(at)
                painter.drawPixmap(QPointF(0, 0), tile)
        painter.setClipping(False)
