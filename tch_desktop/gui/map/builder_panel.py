"""The Hotel builder's floating panel: capsules left, stories, the verdict, the commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tch_desktop.gui.map.tools.hotel import HotelTool
from tch_desktop.gui.style import theme
from tch_desktop.i18n.texts import hotel_colour

if TYPE_CHECKING:
    from tch_desktop.gui.map.scene import MapScene


PANEL_WIDTH = 290


class HotelBuilderPanel(QFrame):
    """Shown over the Map while a Hotel is being designed; drives the scene's HotelTool."""

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.setObjectName("HotelBuilderPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            f"#HotelBuilderPanel {{ background: {theme.PANEL.name()}; border: 1px solid {theme.INK.name()};"
            f" border-radius: 6px; }} QLabel {{ color: {theme.INK.name()}; }}")
        self.setFixedWidth(PANEL_WIDTH)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold;")
        self.left_caption, self.left_value = QLabel(), QLabel()
        self.stories_caption, self.stories_value = QLabel(), QLabel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.undo_button = QPushButton()
        self.entrance_button = QPushButton()
        self.entrance_button.setCheckable(True)
        self.rotate_button = QPushButton()
        self.confirm_button = QPushButton()
        self.confirm_button.setDefault(True)
        self.cancel_button = QPushButton()
        for b in (self.undo_button, self.entrance_button, self.rotate_button, self.confirm_button,
                  self.cancel_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        grid = QGridLayout()
        grid.addWidget(self.left_caption, 0, 0)
        grid.addWidget(self.left_value, 0, 1)
        grid.addWidget(self.stories_caption, 1, 0)
        grid.addWidget(self.stories_value, 1, 1)
        tools = QHBoxLayout()
        for b in (self.undo_button, self.rotate_button, self.entrance_button):
            tools.addWidget(b)
        finish = QHBoxLayout()
        finish.addWidget(self.cancel_button)
        finish.addWidget(self.confirm_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.addWidget(self.title)
        box.addLayout(grid)
        box.addWidget(self.status)
        box.addLayout(tools)
        box.addLayout(finish)
        self.undo_button.clicked.connect(lambda: self._tool_call("undo"))
        self.rotate_button.clicked.connect(lambda: self._tool_call("rotate"))
        self.entrance_button.toggled.connect(self._entrance_toggled)
        self.confirm_button.clicked.connect(lambda: self._tool_call("confirm"))
        self.cancel_button.clicked.connect(scene.cancel_mode)
        scene.builder_changed.connect(self.refresh)
        scene.mode_changed.connect(lambda _mode: self.refresh())
        self.retranslate()

    def tool(self) -> HotelTool | None:
        return self.scene.tool if isinstance(self.scene.tool, HotelTool) else None

    def _tool_call(self, name: str) -> None:
        tool = self.tool()
        if tool is not None:
            getattr(tool, name)()

    def _entrance_toggled(self, on: bool) -> None:
        tool = self.tool()
        if tool is not None and tool.entrance_mode != on:
            tool.set_entrance_mode(on)

    def retranslate(self) -> None:
        self.left_caption.setText(self.tr("Capsules left in hand"))
        self.stories_caption.setText(self.tr("Stories"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back the last capsule or the Entrance (Backspace)"))
        self.rotate_button.setText(self.tr("Turn"))
        self.rotate_button.setToolTip(self.tr("Turn the next capsule by 90° (R)"))
        self.entrance_button.setText(self.tr("Entrance"))
        self.entrance_button.setToolTip(self.tr("Place the Entrance against a ground-floor capsule (E)"))
        self.confirm_button.setText(self.tr("Confirm"))
        self.confirm_button.setToolTip(self.tr("Build this Hotel (Enter)"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Give up this Hotel; every capsule goes back (Esc)"))
        self.refresh()

    def refresh(self) -> None:
        tool = self.tool()
        if tool is None:
            return
        self.title.setText(self.tr("Building a {colour} Hotel").format(colour=hotel_colour(tool.colour)))
        self.left_value.setText(str(tool.left()))
        self.stories_value.setText(str(max(tool.stories(), 0)))
        self.status.setText(tool.status())
        self.undo_button.setEnabled(bool(tool.history))
        self.entrance_button.blockSignals(True)
        self.entrance_button.setChecked(tool.entrance_mode)
        self.entrance_button.blockSignals(False)
        self.confirm_button.setEnabled(tool.ready)
        self.fit_height()

    def fit_height(self) -> None:
        """As tall as its texts need (word-wrapped labels need the width to know)."""
        box = self.layout()
        if box is not None:
            self.resize(PANEL_WIDTH, max(box.totalHeightForWidth(PANEL_WIDTH), box.totalMinimumSize().height()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
