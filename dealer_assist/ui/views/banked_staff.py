"""The banked dealer screen's staff tools, as on the flop/stud screen: the device status lights
(always in view), the Floor button and panel (rulings, irregularities, round recall, the TPPP
declaration of CA-PDR), the
Supervisor button and panel (export, charts, log verification, leaving kiosk mode), the Admin
button and panel (staff and roles) and the ruling banner.

The panels are the flop screen's own (:mod:`.floor_panel`, :mod:`.supervisor_panel`,
:mod:`.admin_panel`), given the small :class:`~dealer_assist.ui.floor_desk.FloorDesk` interface
the banked controller has.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from dealer_assist.devices.sim.demo_badge import (
    DEMO_ADMIN_BADGE,
    DEMO_FLOOR_BADGE,
    DEMO_NEW_BADGE,
    DEMO_SPARE_BADGE,
    DEMO_SUPERVISOR_BADGE,
    badge_action,
)
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.ui.banked_controller import BankedController
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.views.banked_recall import BankedRecall
from dealer_assist.ui.views.banked_tppp import BankedTppp
from dealer_assist.ui.views.floor_panel import FloorPanel
from dealer_assist.ui.views.supervisor_panel import SupervisorPanel
from dealer_assist.ui.widgets.device_status import DeviceStatusView
from dealer_assist.ui.widgets.ruling_banner import RulingBanner

if TYPE_CHECKING:
    from dealer_assist.ui.views.admin_panel import AdminPanel


class BankedStaff:
    """Built by the banked screen (``screen`` is the overlays' parent); ``top`` gets the lights
    and the two buttons, the screen lays out :attr:`ruling` under its body."""

    def __init__(self, controller: BankedController, screen: QWidget, top: QHBoxLayout,
                 demo_badge: Callable[[str], None] | None = None) -> None:
        self.controller = controller
        self.status = DeviceStatusView()
        for name, (status, detail) in sorted(controller.devices.items()):
            self.status.update_device(name, status, detail)
        self.floor_button = QPushButton(tr("Floor"))
        self.floor_button.setProperty("role", "floor")
        self.floor_button.clicked.connect(returns_none(self.open_floor))
        self.supervisor_button = QPushButton(tr("Supervisor"))
        self.supervisor_button.setProperty("role", "quiet")
        self.supervisor_button.clicked.connect(returns_none(lambda: self.supervisor.open()))
        self.admin_button = QPushButton(tr("Admin"))
        self.admin_button.setProperty("role", "quiet")
        self.admin_button.clicked.connect(returns_none(lambda: self.admin.open()))
        top.addWidget(self.status)
        top.addWidget(self.floor_button)
        top.addWidget(self.supervisor_button)
        top.addWidget(self.admin_button)
        self.screen, self.demo_badge = screen, demo_badge
        self.ruling = RulingBanner()
        self.ruling.steps_wanted.connect(self.open_ruling_steps)
        recall = BankedRecall(controller.store, controller.table_id)
        floor_badge = badge_action(demo_badge, DEMO_FLOOR_BADGE)
        self.floor = FloorPanel(controller, floor_badge, screen, recall)
        self.tppp = BankedTppp(controller, floor_badge)  # CA-PDR, behind the floor's sign-in
        self.floor.add_page(self.tppp, "TPPP")
        self.floor.closed.connect(self.floor.hide)
        self.floor.hide()
        self.supervisor = SupervisorPanel(
            controller, badge_action(demo_badge, DEMO_SUPERVISOR_BADGE), screen)
        controller.device_changed.connect(self.status.update_device)

    def refresh(self) -> None:
        self.ruling.show_rulings(self.controller.open_rulings(), self.controller.ruling_notes())

    @cached_property
    def admin(self) -> AdminPanel:
        """Built on the first touch of Admin, as on the flop screen (the demo's blank badges
        for a new member and a lost one)."""
        from dealer_assist.ui.views.admin_panel import AdminPanel

        panel = AdminPanel(self.controller, self.demo_badge, DEMO_ADMIN_BADGE, DEMO_NEW_BADGE,
                           self.screen, spare_badge=DEMO_SPARE_BADGE)
        panel.place(self.screen.width(), self.screen.height())
        return panel

    def place(self, width: int, height: int) -> None:
        self.floor.place(width, height)
        self.supervisor.place(width, height)
        if "admin" in self.__dict__:
            self.admin.place(width, height)

    def open_floor(self) -> None:
        waiting = bool(self.controller.open_rulings())
        self.floor.show_page(self.floor.rulings if waiting else self.floor.text)
        self.floor.open()

    def open_ruling_steps(self, irregularity: str) -> None:
        self.open_floor()
        self.floor.text.open_entry(get(irregularity))

