"""Banners (a refusal, a notice, a ruling waiting for the floor) float over the bottom of an
area instead of taking room from the layout: the seats and the action pad never move when one
appears or goes. They sit in front of everything, an open panel included, so a refusal is never
hidden behind the panel whose touch was refused."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QWidget

MARGIN = 8


class Banners(QObject):
    """Places ``banners`` (children of ``host``) bottom up in ``area()``, on every show, hide
    and resize, and whenever :meth:`place` is called after a text changed."""

    def __init__(self, host: QWidget, area: Callable[[], QRect], *banners: QWidget) -> None:
        super().__init__(host)
        self.host, self.area, self.banners = host, area, banners
        for banner in banners:
            banner.setParent(host)
            banner.installEventFilter(self)
        host.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.Hide) or (
                kind == QEvent.Type.Resize and watched is self.host):
            self.place()
        return False

    def place(self) -> None:
        area = self.area()
        width = area.width() - 2 * MARGIN
        bottom = area.bottom() - MARGIN
        for banner in reversed(self.banners):
            if banner.isHidden():
                continue
            height = (banner.heightForWidth(width) if banner.hasHeightForWidth()
                      else banner.sizeHint().height())
            height = max(height, banner.minimumSizeHint().height())
            banner.setGeometry(area.left() + MARGIN, bottom - height, width, height)
            banner.raise_()
            bottom -= height + MARGIN
