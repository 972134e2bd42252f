"""The dealer screen: table (touch a seat for its options), procedure, action pad, ruling
banner, device status, and the Set up, Table calls, Floor, Supervisor and Admin buttons with
their panels.

Layout only: every value shown comes from :func:`dealer_assist.ui.presenter.present`, every
touch goes to the :class:`TableController`.

The panels behind the top bar's buttons (and the seat panel and card picker) are not built with
the screen: they are half its widgets, and a dealer waiting for the table to come up should not
wait for them. They are built just after the first paint, one per idle moment, or at once when
wanted before that.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.cards import Card
from dealer_assist.devices.sim.demo_badge import (
    DEMO_ADMIN_BADGE,
    DEMO_FLOOR_BADGE,
    DEMO_NEW_BADGE,
    DEMO_SPARE_BADGE,
    DEMO_SUPERVISOR_BADGE,
)
from dealer_assist.engine.betting import LegalAction
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.ui.changes import Change
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.presenter import present, table_title
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.theme import scale_of
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.widgets.action_pad import ActionPad
from dealer_assist.ui.widgets.banners import Banners
from dealer_assist.ui.widgets.device_status import DeviceStatusView
from dealer_assist.ui.widgets.elided_label import ElidedLabel
from dealer_assist.ui.widgets.number_pad import NumberPad
from dealer_assist.ui.widgets.procedure_panel import ProcedurePanel
from dealer_assist.ui.widgets.ruling_banner import RulingBanner
from dealer_assist.ui.widgets.table_view import TableView

if TYPE_CHECKING:
    from dealer_assist.ui.views.admin_panel import AdminPanel
    from dealer_assist.ui.views.button_draw import ButtonDraw
    from dealer_assist.ui.views.calls_panel import CallsPanel
    from dealer_assist.ui.views.card_picker import CardPicker
    from dealer_assist.ui.views.dealer_sign_in import DealerSignIn
    from dealer_assist.ui.views.first_run import FirstRun
    from dealer_assist.ui.views.floor_panel import FloorPanel
    from dealer_assist.ui.views.seat_panel import SeatPanel
    from dealer_assist.ui.views.supervisor_panel import SupervisorPanel
    from dealer_assist.ui.views.table_setup import TableSetup

REFUSAL_SHOWN_MS = 8000
PROCEDURE_H = 290  # NOW and NEXT: a fixed height at 1280x800 (scrolls inside), x the scale
WARM_UP_AFTER_MS = 400  # after the first paint, the panels are built one per idle moment
PANELS = ("floor", "calls", "setup", "seat_panel", "picker", "supervisor", "admin")
Panel = TypeVar("Panel", bound=Overlay)  # i18n: a type variable's name


class DealerScreen(QWidget):
    banked_chosen = Signal(str)  # the set-up panel's banked game (app.py opens it)
    leave_kiosk = Signal()  # a supervisor closed the kiosk (Supervisor panel)

    def __init__(self, controller: TableController,
                 demo_badge: Callable[[str], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealerScreen")
        self.controller = controller
        self.pending: LegalAction | None = None

        # on a small screen the title gives way (starts with "…"), never the buttons beside it
        self.title = ElidedLabel(objectName="tableTitle")
        self.title.separator = " · "  # the house and the dealer give way before the game
        self.title.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        self.status = DeviceStatusView()
        self.floor_button = QPushButton(tr("Floor"))
        self.floor_button.setProperty("role", "floor")
        self.floor_button.clicked.connect(self.open_floor)
        self.calls_button = QPushButton(tr("Table calls"))  # table talk, corrections, floor calls
        self.calls_button.setProperty("role", "floor")
        self.calls_button.clicked.connect(returns_none(lambda: self.calls.open()))
        self.supervisor_button = QPushButton(tr("Supervisor"))
        self.supervisor_button.setProperty("role", "quiet")
        self.supervisor_button.clicked.connect(returns_none(lambda: self.supervisor.open()))
        self.setup_button = QPushButton(tr("Set up"))
        self.setup_button.setProperty("role", "quiet")
        self.setup_button.clicked.connect(returns_none(lambda: self.setup.open()))
        self.admin_button = QPushButton(tr("Admin"))
        self.admin_button.setProperty("role", "quiet")
        self.admin_button.clicked.connect(returns_none(lambda: self.admin.open()))
        bar = QFrame(objectName="topBar")
        top = QHBoxLayout(bar)
        top.setContentsMargins(14, 6, 10, 6)
        top.addWidget(self.title, 1)
        top.addWidget(self.status)
        top.addWidget(self.setup_button)
        top.addWidget(self.calls_button)
        top.addWidget(self.floor_button)
        top.addWidget(self.supervisor_button)
        top.addWidget(self.admin_button)

        self.table = TableView(controller.session.table.max_seats)
        self.procedure = ProcedurePanel()
        self.pad = ActionPad(controller)
        self.pad.amount_wanted.connect(self.ask_amount)
        self.pad.cards_wanted.connect(self.ask_cards)
        self.number_pad = NumberPad()
        self.number_pad.entered.connect(self.amount_entered)
        self.number_pad.cancelled.connect(self.amount_cancelled)
        main = QWidget()
        column = QVBoxLayout(main)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(10)
        column.addWidget(self.procedure)
        column.addWidget(self.pad, 1)
        self.side = QStackedWidget()
        self.side.addWidget(main)
        self.side.addWidget(self.number_pad)

        body = QHBoxLayout()
        body.setContentsMargins(8, 8, 8, 0)
        body.setSpacing(10)
        body.addWidget(self.table, 1)
        body.addWidget(self.side)

        self.ruling = RulingBanner()
        self.ruling.steps_wanted.connect(self.open_ruling_steps)
        self.notice = QLabel(objectName="notice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.banner = QLabel(objectName="refusal")
        self.banner.setWordWrap(True)
        self.banner.hide()
        self.banner_timer = QTimer(self, singleShot=True, interval=REFUSAL_SHOWN_MS)
        self.banner_timer.timeout.connect(self.banner.hide)

        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 8)
        box.setSpacing(6)
        box.addWidget(bar)
        box.addLayout(body, 1)
        # over the table's lower part, never in the layout: nothing moves when one shows
        self.banners = Banners(self, lambda: self.table.geometry(),
                               self.ruling, self.notice, self.banner)

        self.demo_badge = demo_badge
        self.room_file: Path | None = None  # this PC's room file: Set up reads it first
        self.kiosk = False
        self.room_dsn: str | None = None  # the room the Supervisor panel reads (read_room)
        self.built: list[Overlay] = []  # the panels built so far, placed on each resize
        self.warming = False
        self.table.seat_tapped.connect(lambda seat: self.seat_panel.open_seat(seat))
        self.wanted: tuple[str, int | None] = ("", None)

        controller.state_changed.connect(self.accepted)
        controller.refused.connect(self.show_refusal)
        controller.device_changed.connect(self.device_changed)
        self.refresh()

    # ----------------------------------------------------------------- rendering

    def refresh(self, change: Change = Change.ALL) -> None:
        """Repaint the parts ``change`` touches (the controller says what its command changed)."""
        show = present(self.controller.session, frozenset(self.controller.declined))
        if change & Change.TABLE:
            self.title.setText(table_title(self.controller.session))
        if change & (Change.TABLE | Change.SEATS | Change.POTS):
            self.table.show_table(show)
        if change & Change.PROCEDURE:
            self.procedure.show_steps(show.steps)
        if change & (Change.ACTIONS | Change.DEVICES):  # the pad offers cards by touch w/o shoe
            self.pad.show_state(show, self.controller.shoe_connected())
        if change & Change.RULINGS:
            self.ruling.show_rulings(self.controller.open_rulings())
        self.banners.place()
        if self.pending is not None and self.pending not in show.actions:
            self.amount_cancelled()

    def accepted(self, change: Change = Change.ALL) -> None:
        self.banner.hide()
        self.notice.hide()
        self.refresh(change)

    def show_notice(self, message: str) -> None:
        """Information, not an error (blue): shown until the next accepted touch."""
        self.notice.setText(message)
        self.notice.show()
        self.banners.place()

    def show_refusal(self, message: str) -> None:
        self.banner.setText(message)
        self.banner.show()
        self.banners.place()
        self.banner_timer.start()

    def device_changed(self, name: str, status: str, detail: str) -> None:
        self.status.update_device(name, status, detail)
        self.refresh(Change.DEVICES)

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): every live text said again at once."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.warming:
            self.warming = True
            QTimer.singleShot(WARM_UP_AFTER_MS, self, self._warm_up)

    def _warm_up(self) -> None:
        """Build the next panel not built yet, then yield to the event loop: the table comes
        up without waiting for them, and the first touch of Floor (0.1-0.24 s to build here)
        does not wait either. A tap meanwhile waits for one panel at most."""
        name = next((n for n in PANELS if n not in self.__dict__), None)
        if name is not None and self.isVisible():  # not once the window is closed (its log too)
            getattr(self, name)
            QTimer.singleShot(0, self, self._warm_up)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        scale = scale_of(self)  # the side column's buttons grow with the fonts
        side_w = max(360, min(int(520 * scale), int(self.width() * 0.33)))
        self.side.setFixedWidth(side_w)
        # a short screen (1024x768) takes a little from NOW/NEXT, never from the action pad
        self.procedure.setFixedHeight(min(int(PROCEDURE_H * scale), int(self.height() * 0.36)))
        for panel in self.built:
            panel.place(self.width(), self.height())

    # ----------------------------------------------------------------- panels, built when wanted

    def _built(self, panel: Panel) -> Panel:
        panel.place(self.width(), self.height())
        self.built.append(panel)
        return panel

    def stop_export(self) -> None:
        """A closing app lets the supervisor's export and charts (if ever started) stop first,
        then lets go of the room it read."""
        if "supervisor" in self.__dict__:
            for job in (self.supervisor.job, self.supervisor.chart_job):
                job.cancel()
                job.wait(10.0)
            self.supervisor.use_room(None)

    @cached_property
    def floor(self) -> FloorPanel:
        from dealer_assist.ui.views.floor_panel import FloorPanel

        panel = FloorPanel(self.controller, _presenter(self.demo_badge, DEMO_FLOOR_BADGE), self)
        panel.closed.connect(panel.hide)
        panel.hide()
        return self._built(panel)

    @cached_property
    def supervisor(self) -> SupervisorPanel:
        from dealer_assist.ui.views.supervisor_panel import SupervisorPanel

        panel = SupervisorPanel(
            self.controller, _presenter(self.demo_badge, DEMO_SUPERVISOR_BADGE), self)
        panel.leave_kiosk.connect(self.leave_kiosk)
        panel.kiosk_button.setVisible(self.kiosk)
        if self.room_dsn:
            panel.use_room(self.room_dsn)
        return self._built(panel)

    def read_room(self, dsn: str | None) -> None:
        """The Supervisor panel reads the room at ``dsn`` (the table ships to it)."""
        self.room_dsn = dsn
        if "supervisor" in self.__dict__:  # already built
            self.supervisor.use_room(dsn)

    @cached_property
    def calls(self) -> CallsPanel:
        from dealer_assist.ui.views.calls_panel import CallsPanel

        panel = CallsPanel(self.controller, _presenter(self.demo_badge, DEMO_FLOOR_BADGE), self)
        panel.floor_wanted.connect(self.open_floor)
        return self._built(panel)

    @cached_property
    def admin(self) -> AdminPanel:
        from dealer_assist.ui.views.admin_panel import AdminPanel

        return self._built(AdminPanel(self.controller, self.demo_badge, DEMO_ADMIN_BADGE,
                                      DEMO_NEW_BADGE, self, spare_badge=DEMO_SPARE_BADGE))

    @cached_property
    def setup(self) -> TableSetup:
        from dealer_assist.ui.views.table_setup import TableSetup

        panel = TableSetup(self.controller, self, self.room_file)
        panel.banked_chosen.connect(self.banked_chosen)
        panel.dealer_wanted.connect(lambda: self.dealer_sign_in.start())
        panel.draw_wanted.connect(lambda: self.button_draw.start())
        panel.hide()
        return self._built(panel)

    @cached_property
    def dealer_sign_in(self) -> DealerSignIn:
        from dealer_assist.ui.views.dealer_sign_in import DealerSignIn

        return self._built(DealerSignIn(self.controller, self,
                                        _presenter(self.demo_badge, DEMO_FLOOR_BADGE)))

    @cached_property
    def button_draw(self) -> ButtonDraw:
        from dealer_assist.ui.views.button_draw import ButtonDraw

        panel = ButtonDraw(self.controller, self)
        self._built(panel.picker)
        return self._built(panel)

    @cached_property
    def seat_panel(self) -> SeatPanel:
        from dealer_assist.ui.views.seat_panel import SeatPanel

        return self._built(SeatPanel(self.controller, self,
                                     _presenter(self.demo_badge, DEMO_FLOOR_BADGE)))

    @cached_property
    def picker(self) -> CardPicker:
        from dealer_assist.ui.views.card_picker import CardPicker

        panel = CardPicker(self)
        panel.picked.connect(self.cards_picked)
        panel.cancelled.connect(panel.hide)
        panel.hide()
        return self._built(panel)

    @cached_property
    def first_run(self) -> FirstRun:
        """Only on a new hand log without staff (``app.open_table`` opens it)."""
        from dealer_assist.ui.views.first_run import FirstRun

        panel = FirstRun(self.controller, self)
        panel.created.connect(lambda name: self.show_notice(
            tr("{name} is the room's first supervisor: sign in with the badge or code and PIN "
               "under Supervisor or Admin. Touch a seat to seat the first player.").format(
                name=name)))
        return self._built(panel)

    def set_kiosk(self, on: bool) -> None:
        """Kiosk mode: the Supervisor panel offers the only way out."""
        self.kiosk = on
        if "supervisor" in self.__dict__:
            self.supervisor.kiosk_button.setVisible(on)

    # ----------------------------------------------------------------- amounts and floor

    def ask_amount(self, action: LegalAction) -> None:
        self.pending = action
        verb = action.action.replace("_", " ")
        self.number_pad.ask(tr("Seat {seat}: {verb} to how much? (${min_to} to ${max_to})").format(
            seat=action.seat, verb=verb, min_to=action.min_to, max_to=action.max_to))
        self.side.setCurrentWidget(self.number_pad)

    def amount_entered(self, amount: int) -> None:
        action = self.pending
        if action is None:
            return
        if self.controller.act(action.seat, action.action, amount):
            self.amount_cancelled()

    def amount_cancelled(self) -> None:
        self.pending = None
        self.side.setCurrentIndex(0)

    def ask_cards(self, purpose: str, seat: int | None, count: int) -> None:
        self.wanted = (purpose, seat)
        title = (tr("Seat {seat}'s cards: touch {count}") if purpose == "show"
                 else tr("Board: touch the {count} cards dealt") if count > 1
                 else tr("Board: touch the card dealt")).format(seat=seat, count=count)
        self.picker.ask(title, count)
        self.picker.show()
        self.picker.raise_()

    def cards_picked(self, cards: tuple[Card, ...]) -> None:
        purpose, seat = self.wanted
        if purpose == "show" and seat is not None:
            done = self.controller.show_cards(seat, cards)
        else:
            done = self.controller.board_by_touch(cards)
        if done:
            self.picker.hide()

    def open_ruling_steps(self, irregularity: str) -> None:
        self.open_floor()
        self.floor.text.open_entry(get(irregularity))

    def open_floor(self) -> None:
        waiting = bool(self.controller.open_rulings())
        self.floor.show_page(self.floor.rulings if waiting else self.floor.text)
        self.floor.show()
        self.floor.raise_()


def _presenter(demo_badge: Callable[[str], None] | None, badge: str) -> Callable[[], None] | None:
    """The demo's "present this badge" button action, or None outside the demo."""
    if demo_badge is None:
        return None
    return lambda: demo_badge(badge)
