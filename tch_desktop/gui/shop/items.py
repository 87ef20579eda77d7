"""The buttons of the shop: one per item for sale, with its price and what is left; card sides in words.

An `ItemButton` is a push button with an icon, a bold name and a softer
detail line (price, how many are left); disabled, it keeps its tooltip so a
player can read why the item cannot be bought now.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tch_desktop.engine import rules
from tch_desktop.engine.components import Components
from tch_desktop.gui.style.table import INK, INK_SOFT
from tch_desktop.i18n.languages import TranslationContext, yen

ICON = QSize(30, 18)


class ItemButton(QPushButton):
    """An item for sale: icon, name, and a detail line."""

    def __init__(self, icon: QIcon | None = None, icon_size: QSize | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Minimum, not Fixed: a layout caps a Fixed widget at its size hint, even when its
        # words wrap and need more height (heightForWidth).
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 3, 8, 3)
        row.setSpacing(8)
        self.icon_label = QLabel(self)
        self._icon_size = icon_size or ICON
        self.icon_label.setFixedSize(self._icon_size)
        if icon is not None:
            self.set_item_icon(icon)
        else:
            self.icon_label.hide()
        text = QVBoxLayout()
        text.setSpacing(0)
        self.name = QLabel(self)
        f = QFont(self.font())
        f.setBold(True)
        self.name.setFont(f)
        self.detail = QLabel(self)
        small = QFont(self.font())
        small.setPointSizeF(self.font().pointSizeF() * 0.88)
        self.detail.setFont(small)
        for label in (self.name, self.detail):  # long words (German) wrap instead of clipping
            label.setWordWrap(True)
            text.addWidget(label)
        row.addWidget(self.icon_label)
        row.addLayout(text, 1)
        for label in (self.icon_label, self.name, self.detail):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # A style sheet is costly to set (Qt parses and re-polishes): each label gets its one
        # (the name's again only when the button is enabled or disabled, see _paint_text).
        self.icon_label.setStyleSheet("background: transparent; border: none;")
        self.detail.setStyleSheet(f"background: transparent; color: {INK_SOFT.name()};")
        self._painted_enabled: bool | None = None
        self._paint_text()

    def set_item_icon(self, icon: QIcon) -> None:
        self.icon_label.setPixmap(icon.pixmap(self._icon_size))
        self.icon_label.show()

    def set_texts(self, name: str, detail: str) -> None:
        self.name.setText(name)
        self.detail.setText(detail)
        self.updateGeometry()

    def widest_word(self) -> int:
        """The width the button needs for its longest unbreakable word (icon and margins included)."""
        words = max((lab.minimumSizeHint().width() for lab in (self.name, self.detail)), default=0)
        icon = self._icon_size.width() + 8 if self.icon_label.isVisibleTo(self) else 0
        return words + icon + 16

    def sizeHint(self) -> QSize:
        layout = self.layout()
        hint = layout.sizeHint() if layout is not None else QSize()
        return QSize(max(hint.width(), 54), max(hint.height(), 36))

    def minimumSizeHint(self) -> QSize:
        return QSize(54, 36)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        return max(36, layout.totalHeightForWidth(width) if layout is not None else 0)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.EnabledChange:  # not on every activation, font or style change
            self._paint_text()

    def _paint_text(self) -> None:
        """The name in ink when the item can be chosen, in the soft ink when not."""
        on = self.isEnabled()
        if on == self._painted_enabled:
            return
        self._painted_enabled = on
        self.name.setStyleSheet(f"background: transparent; color: {(INK if on else INK_SOFT).name()};")
        self.icon_label.setEnabled(on)


def piece_icon(kind: str, size: QSize | None = None) -> QIcon:
    """Simple drawings for the pieces: Entrance, Vending Machine, Graveyard, Building."""
    size = size or ICON
    pix = QPixmap(size * 2)
    pix.setDevicePixelRatio(2)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = size.width(), size.height()
    box = QRectF((w - h) / 2, 0.5, h - 1, h - 1)
    if kind == "entrance":
        p.setPen(QPen(QColor("#5b4636"), 1.2))
        p.setBrush(QColor("#e9d8b4"))
        p.drawRect(box)
        p.setBrush(QColor("#5b4636"))
        p.drawRect(QRectF(box.center().x() - 2.5, box.center().y() - 1, 5, box.height() / 2 + 0.5))
    elif kind == "vending":
        p.setPen(QPen(QColor("#1d3557"), 1.2))
        p.setBrush(QColor("#e63946"))
        p.drawRoundedRect(box, 2, 2)
        p.setBrush(QColor("#f1faee"))
        p.drawRect(QRectF(box.left() + 3, box.top() + 3, box.width() - 6, box.height() / 2 - 2))
    elif kind == "graveyard":
        p.setPen(QPen(QColor("#4a4e4d"), 1.2))
        p.setBrush(QColor("#b8bcb8"))
        p.drawRoundedRect(QRectF(box.left() + 2, box.top(), box.width() - 4, box.height()), 5, 5)
        p.drawLine(int(box.center().x()), int(box.top() + 4), int(box.center().x()), int(box.bottom() - 5))
        p.drawLine(int(box.center().x() - 3), int(box.top() + 7), int(box.center().x() + 3), int(box.top() + 7))
    else:  # a Building
        p.setPen(QPen(QColor("#5b4636"), 1.2))
        p.setBrush(QColor("#f4a259"))
        p.drawRect(QRectF(box.left() - 3, box.top() + 4, box.width() + 6, box.height() - 4.5))
        p.setBrush(QColor("#bc4b51"))
        p.drawPolygon([QPointF(box.left() - 4, box.top() + 5), QPointF(box.center().x(), box.top() - 0.5),
                       QPointF(box.right() + 4, box.top() + 5)])
    p.end()
    return QIcon(pix)




class Shop(TranslationContext):
    """The translation context "Shop" (that of `gui.shop.Shop`), for texts with a count."""


def side_effect(c: Components, building: str, side: str) -> str:
    """What a side of an Attraction card does, in a few words (amounts from the component data)."""
    fx = rules.effect(c.buildings[building], side)
    if side == "A":
        return QCoreApplication.translate("Shop", "roll its Bonus die at Income")
    if building == "sweets_buffet":
        return QCoreApplication.translate("Shop", "a fixed {amount}; Graveyards in its Parcel deduct nothing").format(
            amount=yen(fx.fixed_yen or 0))
    if building == "tokyo_spike":
        return Shop.tr("%n Coupon(s) at once, no Income", "", fx.purchase_coupons)
    if building == "park":
        return QCoreApplication.translate("Shop", "roll its die, and {amount} for each adjacent Parcel").format(
            amount=yen(fx.adjacent_yen))
    if building == "arcade":
        return Shop.tr("Manga Hotel: %n Coupon(s) at once, a fixed {amount}", "", fx.purchase_coupons).format(
            amount=yen(fx.fixed_yen or 0))
    return QCoreApplication.translate("Shop", "no Income; lifts the Golden Rule in its Parcel")
