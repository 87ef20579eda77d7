"""A line chart of every player's net position (Yen − Debt), drawn with QPainter.

One line per player in their pen colour, one point per Income phase
(`PlayerState.net_history`), plus the final standing when the game ended in a
Loans phase (one more round of interest than the last Income). A legend names
the players with their Seals; the zero line is where a player could repay.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tch_desktop.gui.dialogs.common import CARD, CARD_BORDER, MUTED
from tch_desktop.gui.dialogs.seals import paint_seal
from tch_desktop.gui.style import theme
from tch_desktop.i18n.languages import languages, yen


@dataclass
class Series:
    name: str
    seal: str
    pen: str
    points: list[tuple[int, int]]  # (round, net)
    final: tuple[int, int] | None = None  # the end of the game, if after the last Income


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2 or 5 × 10ⁿ Yen) giving about `ticks` gridlines over `span`."""
    raw = max(span / max(ticks, 1), 1.0)
    mag = 10 ** int(len(str(int(raw))) - 1)
    for m in (1, 2, 5, 10):
        if m * mag >= raw:
            return int(m * mag)
    return int(10 * mag)


class NetChart(QWidget):
    """The chart; `set_series` replaces its data. `legend_title` and `axis_title` are set by the owner."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[Series] = []
        self.rounds = 8
        self.axis_title = ""
        self.end_label = ""
        self.setMinimumSize(QSize(460, 260))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_series(self, series: list[Series], rounds: int) -> None:
        self.series = series
        self.rounds = max(rounds, 1)
        self.update()

    # ------------------------------------------------------------ geometry
    def value_range(self) -> tuple[int, int, int]:
        values = [v for s in self.series for _r, v in s.points + ([s.final] if s.final else [])]
        lo, hi = min(values + [0]), max(values + [0])
        step = nice_step(hi - lo or 1000)
        lo = (lo // step) * step
        hi = -((-hi) // step) * step
        if hi == lo:
            hi = lo + step
        return lo, hi, step

    def plot_rect(self) -> QRectF:
        fm = QFontMetricsF(self.font())
        lo, hi, _ = self.value_range()
        label_w = max(fm.horizontalAdvance(yen(v)) for v in (lo, hi)) + 12
        legend_h = (fm.height() + 8) * self._legend_lines(label_w + 6) + 6
        axis_h = fm.height() * (2 if self.axis_title else 1) + 10
        return QRectF(label_w + 6, 12, self.width() - label_w - 22,
                      self.height() - 12 - legend_h - axis_h)

    def to_screen(self, rnd: float, value: float) -> QPointF:
        r = self.plot_rect()
        lo, hi, _ = self.value_range()
        x = r.left() + (rnd - 0.5) / self.rounds * r.width()
        y = r.bottom() - (value - lo) / (hi - lo) * r.height()
        return QPointF(x, y)

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(CARD_BORDER, 1))
        p.setBrush(CARD)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        if not self.series:
            p.end()
            return
        self._grid(p)
        for s in self.series:
            self._line(p, s)
        self._legend(p)
        p.end()

    def _grid(self, p: QPainter) -> None:
        r = self.plot_rect()
        lo, hi, step = self.value_range()
        fm = QFontMetricsF(self.font())
        p.setFont(self.font())
        v = lo
        while v <= hi:
            y = self.to_screen(1, v).y()
            p.setPen(QPen(theme.INK if v == 0 else QColor("#e2d8c2"), 1.6 if v == 0 else 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(MUTED)
            p.drawText(QRectF(0, y - fm.height() / 2, r.left() - 8, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, yen(v))
            v += step
        for rnd in range(1, self.rounds + 1):
            x = self.to_screen(rnd, lo).x()
            p.setPen(MUTED)
            p.drawText(QRectF(x - 20, r.bottom() + 4, 40, fm.height()), Qt.AlignmentFlag.AlignCenter,
                       languages().number(rnd))
        if self.axis_title:
            p.drawText(QRectF(r.left(), r.bottom() + 6 + fm.height(), r.width(), fm.height()),
                       Qt.AlignmentFlag.AlignCenter, self.axis_title)

    def _line(self, p: QPainter, s: Series) -> None:
        pen = QColor(s.pen)
        pts = [self.to_screen(rnd, v) for rnd, v in s.points]
        if len(pts) > 1:
            path = QPainterPath(pts[0])
            for q in pts[1:]:
                path.lineTo(q)
            p.setPen(QPen(pen, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        p.setPen(QPen(pen.darker(130), 1.2))
        p.setBrush(pen)
        for q in pts:
            p.drawEllipse(q, 4.5, 4.5)
        if s.final is not None:
            end = self.to_screen(*s.final)
            if pts:
                p.setPen(QPen(pen, 2, Qt.PenStyle.DashLine))
                p.drawLine(pts[-1], end)
            p.setPen(QPen(pen, 2.5))
            p.setBrush(CARD)
            p.drawRect(QRectF(end.x() - 5, end.y() - 5, 10, 10))

    def _legend_items(self) -> list[tuple[Series | None, float]]:
        """Each legend entry with its width (None stands for the end-of-game marker)."""
        fm = QFontMetricsF(self.font())
        f = QFont(self.font())
        f.setBold(True)
        fmb = QFontMetricsF(f)
        items: list[tuple[Series | None, float]] = [
            (s, fm.height() + 8 + 24 + fmb.horizontalAdvance(s.name) + 24) for s in self.series]
        if self.end_label and any(s.final for s in self.series):
            items.append((None, 18 + fm.horizontalAdvance(self.end_label)))
        return items

    def _legend_lines(self, left: float) -> int:
        lines, x = 1, left
        for _s, w in self._legend_items():
            if x + w > self.width() - 8 and x > left:
                lines, x = lines + 1, left
            x += w
        return lines

    def _legend(self, p: QPainter) -> None:
        fm = QFontMetricsF(self.font())
        f = QFont(self.font())
        f.setBold(True)
        left = self.plot_rect().left()
        line_h = fm.height() + 8
        x = left
        y = self.height() - line_h * self._legend_lines(left) - 4
        for s, w in self._legend_items():
            if x + w > self.width() - 8 and x > left:
                x, y = left, y + line_h
            if s is None:
                p.setFont(self.font())
                p.setPen(MUTED)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(QRectF(x, y + fm.height() / 2 - 4, 8, 8))
                p.drawText(QRectF(x + 14, y, w, fm.height() + 2), Qt.AlignmentFlag.AlignVCenter,
                           self.end_label)
                continue
            paint_seal(p, QRectF(x, y - 1, fm.height() + 2, fm.height() + 2), s.seal, s.pen)
            lx = x + fm.height() + 8
            p.setPen(QPen(QColor(s.pen), 3))
            p.drawLine(QPointF(lx, y + fm.height() / 2), QPointF(lx + 18, y + fm.height() / 2))
            p.setFont(f)
            p.setPen(theme.INK)
            p.drawText(QRectF(lx + 24, y, w, fm.height() + 2), Qt.AlignmentFlag.AlignVCenter, s.name)
            x += w
