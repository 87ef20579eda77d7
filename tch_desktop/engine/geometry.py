"""Plane geometry of the Map: footprints, rotations, gaps, outlines.

Coordinates are map units, origin top-left, x right, y down. Pieces standing
on the Map are axis-aligned rectangles, handled here as plain tuples for speed
(a placement check runs on every mouse move); land outlines are shapely
polygons.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from shapely import Polygon, box
from shapely.geometry.base import BaseGeometry

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1
Point = tuple[float, float]

ROTATIONS = (0, 90, 180, 270)


def on_grid(value: float, grid: float) -> bool:
    q = value / grid
    return math.isfinite(q) and abs(q - round(q)) < 1e-9


def rect_at(x: float, y: float, w: float, h: float, rot: int = 0) -> Rect:
    """The footprint of a w × h piece at x, y turned `rot` degrees (90° steps)."""
    if rot in (90, 270):
        w, h = h, w
    return (x, y, x + w, y + h)


def rects_overlap(a: Rect, b: Rect) -> bool:
    """True when the interiors meet (touching edges do not count)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def rect_distance(a: Rect, b: Rect) -> float:
    dx = max(0.0, b[0] - a[2], a[0] - b[2])
    dy = max(0.0, b[1] - a[3], a[1] - b[3])
    return math.hypot(dx, dy)


def shared_side(a: Rect, b: Rect) -> float:
    """Length of the side segment two non-overlapping rectangles share (0 if none)."""
    if a[2] == b[0] or b[2] == a[0]:
        return max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    if a[3] == b[1] or b[3] == a[1]:
        return max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
    return 0.0


def rect_covers(outer: Rect, inner: Rect) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] and inner[3] <= outer[3]


def rotate_outline(outline: Sequence[Point], rot: int, x: float, y: float) -> list[Point]:
    """Turn an outline clockwise as seen on screen, then move its bounding box to x, y."""
    pts = list(outline)
    for _ in range(rot // 90):
        pts = [(-py, px) for px, py in pts]
    mx = min(p[0] for p in pts)
    my = min(p[1] for p in pts)
    return [(px - mx + x, py - my + y) for px, py in pts]


def rect_polygon(r: Rect) -> Polygon:
    return box(r[0], r[1], r[2], r[3])


def interiors_meet(a: BaseGeometry, b: BaseGeometry) -> bool:
    return bool(a.relate_pattern(b, "T********"))


def share_side(a: BaseGeometry, b: BaseGeometry) -> bool:
    """True when two outlines share a side segment of positive length."""
    return a.boundary.intersection(b.boundary).length > 0


def group_connected(rects: Sequence[Rect]) -> bool:
    """Whether rectangles form one group joined by shared sides (corners do not count)."""
    if not rects:
        return False
    seen = {0}
    todo = [0]
    while todo:
        i = todo.pop()
        for j in range(len(rects)):
            if j not in seen and shared_side(rects[i], rects[j]) > 0:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(rects)


def union_covers(rects: Sequence[Rect], target: Rect) -> bool:
    """Whether the union of `rects` covers `target` (all on the 0.5 grid)."""
    relevant = [r for r in rects if rects_overlap(r, target)]
    if not relevant:
        return False
    if any(rect_covers(r, target) for r in relevant):
        return True
    # Sample the centre of every grid-aligned sub-cell of the target: the
    # pieces' corners all lie on the grid, so the cells are either in or out.
    xs = sorted({target[0], target[2], *(v for r in relevant for v in (r[0], r[2]) if target[0] < v < target[2])})
    ys = sorted({target[1], target[3], *(v for r in relevant for v in (r[1], r[3]) if target[1] < v < target[3])})
    for x0, x1 in zip(xs, xs[1:], strict=False):
        for y0, y1 in zip(ys, ys[1:], strict=False):
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            if not any(r[0] < cx < r[2] and r[1] < cy < r[3] for r in relevant):
                return False
    return True


def outline_measure(outline: Sequence[Point]) -> tuple[float, float, float]:
    """An outline's width and height (of its bounding box) and its area, in map units: what a
    player is told of a Subdivision being drawn. A drawing that is no polygon measures its box."""
    if len(outline) < 3:
        return 0.0, 0.0, 0.0
    poly = Polygon(outline)
    x0, y0, x1, y1 = poly.bounds
    return x1 - x0, y1 - y0, abs(poly.area)
