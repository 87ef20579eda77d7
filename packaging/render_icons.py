"""Render the application icon's PNG sizes from its SVG with Qt's own SVG renderer.

    python packaging/render_icons.py

writes resources/icons/hicolor/NxN/apps/<app id>.png for every size in SIZES
(the freedesktop icon theme layout, copied as is by `tch-desktop install-shortcut`).
Run it after editing the SVG and commit the PNGs.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from tch_desktop.paths import APP_ID  # noqa: E402

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICONS = ROOT / "resources" / "icons" / "hicolor"


def render(svg: Path, size: int) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg = ICONS / "scalable" / "apps" / f"{APP_ID}.svg"
    for size in SIZES:
        out = ICONS / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        if not render(svg, size).save(str(out)):  # PNG, from the suffix
            raise SystemExit(f"could not write {out}")
        print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
