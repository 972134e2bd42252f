"""Composition root: the one place that wires the engine session, the devices, the hand log and
the touchscreen together. Everything else receives what it needs from here."""

from __future__ import annotations

import signal
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

import dealer_assist.composition  # noqa: F401  (every event type known before the log is read)
from dealer_assist import service_notify
from dealer_assist.devices.manager import DeviceManager
from dealer_assist.devices.models import load_models
from dealer_assist.devices.sim.demo_badge import (
    DEMO_ADMIN_BADGE,
    DEMO_ADMIN_NAME,
    DEMO_ADMIN_PIN,
    DEMO_FLOOR_BADGE,
    DEMO_FLOOR_NAME,
    DEMO_FLOOR_PIN,
    DEMO_PIN_HASHES,
    DEMO_SUPERVISOR_BADGE,
    DEMO_SUPERVISOR_NAME,
    DEMO_SUPERVISOR_PIN,
    DemoBadgeReader,
)
from dealer_assist.diagnostics import logger
from dealer_assist.engine.session import DEMO_ROOM, TableSession, demo_session, session_for
from dealer_assist.storage import EventStore
from dealer_assist.ui import qt_messages
from dealer_assist.ui.background_job import BackgroundJob
from dealer_assist.ui.bridge import DeviceBridge
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.demo_shoe import DemoShoe, FlopShoeTable, SimulatedShoe
from dealer_assist.ui.device_events import DeviceRoute, set_light
from dealer_assist.ui.main_window import MainWindow
from dealer_assist.ui.presenter import game_title
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.theme import apply_theme

if TYPE_CHECKING:  # the banked tables, the screenshot tours and the room shipper (psycopg) are
    # imported when first used: a flop table's start-up does not wait for them
    from dealer_assist.devices.sim.demo_deck import DemoDeck
    from dealer_assist.engine.games.banked import BankedSession
    from dealer_assist.room.decisions import DecisionLink
    from dealer_assist.room.device_reporter import DeviceReporter
    from dealer_assist.room.keys import Login
    from dealer_assist.room.shipper import Shipper
    from dealer_assist.ui.banked_controller import BankedController
    from dealer_assist.ui.banked_shoe import BankedShoe, BankedShoeTable
    from dealer_assist.ui.banked_window import BankedWindow

DISCOVER_EVERY_MS = 5000


def qt_app(argv: list[str] | None = None) -> QApplication:
    """The process's QApplication with the touch theme (created once)."""
    existing = QApplication.instance()
    app = (existing if isinstance(existing, QApplication)
           else QApplication(argv or ["dealer-assist"]))
    qt_messages.install()
    apply_theme(app)
    return app


def run_window(qt: QApplication, app: DealerApp | BankedApp, *, windowed: bool = False,
               quit_after: float | None = None) -> int:
    """Show the app (full screen as a kiosk unless ``windowed``: only a signed-in supervisor
    leaves it), run Qt's loop, release everything. A flop, stud or banked table alike.
    Ctrl-C and SIGTERM end the loop as a quit does (exit status 128 + the signal): the log is
    closed and the demo's temporary folder removed on the way out."""
    stopped = quit_on_signals(qt)
    try:
        if windowed or quit_after is not None:
            fit_to_screen(app.window)
        else:
            app.window.enter_kiosk()
        if quit_after is not None:
            QTimer.singleShot(int(quit_after * 1000), qt.quit)
        heartbeat = start_service_heartbeat(app.window)
        try:
            code = int(qt.exec())
        finally:
            service_notify.notify("STOPPING=1")
            if heartbeat is not None:
                heartbeat.stop()
            stopped.restore()
        return 128 + stopped.signals[0] if stopped.signals else code
    finally:
        app.close()


def start_service_heartbeat(owner: QMainWindow) -> QTimer | None:
    """Under systemd: READY once the window is up, then WATCHDOG from Qt's own event loop, so a
    hung screen stops the heartbeats and the service restarts it (``WatchdogSec``)."""
    service_notify.notify("READY=1")
    every = service_notify.watchdog_interval_ms()
    if every is None:
        return None
    timer = QTimer(owner, interval=every)
    timer.timeout.connect(lambda: service_notify.notify("WATCHDOG=1"))
    timer.start()
    return timer


def fit_to_screen(window: QMainWindow, width: int = 1280, height: int = 800) -> None:
    """Show ``window`` at ``width`` x ``height``, or maximised when the screen's free area is
    smaller (a 1024x768 table PC): the window, its frame included, never opens larger than the
    screen it opens on."""
    screen = window.screen() or QApplication.primaryScreen()
    free = screen.availableGeometry() if screen is not None else None
    if free is not None and (free.width() < width or free.height() < height):
        window.setMinimumSize(min(window.minimumWidth(), free.width()),
                              min(window.minimumHeight(), free.height()))
        window.resize(free.width(), free.height())
        window.showMaximized()  # the window manager fits it, frame and all
        return
    window.resize(width, height)
    window.show()


@dataclass
class SignalQuit:
    """Ctrl-C and SIGTERM quit Qt's loop while the app runs (``signals`` receives them); then
    the handlers that were there before come back and the wake-up timer stops."""

    qt: QApplication
    signals: list[int] = field(default_factory=list)
    before: dict[int, Any] = field(default_factory=dict)
    wake: QTimer | None = None

    def restore(self) -> None:
        for number, handler in self.before.items():
            signal.signal(number, handler)
        self.before.clear()
        if self.wake is not None:
            self.wake.stop()
            self.wake.deleteLater()
            self.wake = None


def quit_on_signals(qt: QApplication) -> SignalQuit:
    """Ctrl-C (SIGINT) and SIGTERM quit Qt's loop. A timer wakes Python every 200 ms: a signal
    is only handled between bytecodes, never while Qt's loop waits in C++."""
    quit = SignalQuit(qt)

    def stop(number: int, _frame: object) -> None:
        quit.signals.append(number)
        qt.quit()

    for number in (signal.SIGINT, signal.SIGTERM):
        quit.before[number] = signal.signal(number, stop)
    quit.wake = QTimer(qt, interval=200)
    quit.wake.timeout.connect(lambda: None)
    quit.wake.start()
    return quit


def run_banked(qt: QApplication, app: BankedApp, *, windowed: bool = True,
               quit_after: float | None = None) -> int:
    """A banked table: in a window, or (``windowed=False``) as a kiosk like the flop table."""
    return run_window(qt, app, windowed=windowed, quit_after=quit_after)


class Running:
    """What a running flop and a running banked table both hold, and release in this order:
    an export stops before its log closes, then the devices, the window, the log, the folders."""

    store: EventStore | None
    window: QMainWindow
    shoe: SimulatedShoe | None
    badge: DemoBadgeReader | None
    cleanup: list[tempfile.TemporaryDirectory[str]]

    def release(self, job: BackgroundJob | None, devices: DeviceManager | None = None) -> None:
        if job is not None:
            job.cancel()
            job.wait(10.0)
        for device in (self.shoe, self.badge, devices):
            if device is not None:
                device.close()
        self.shoe = self.badge = None
        self.window.close()
        self.window.deleteLater()  # free the widgets (a closed window is only hidden)
        if self.store is not None:
            self.store.close()
            self.store = None
        for folder in self.cleanup:
            folder.cleanup()
        self.cleanup.clear()


def show_in_place_of(shown: QMainWindow, hidden: QMainWindow) -> None:
    """``shown`` takes ``hidden``'s place: full screen as it was, or at its size. Shown first,
    so there is never a moment without a window (Qt would quit)."""
    if hidden.isFullScreen():
        shown.showFullScreen()
    else:
        shown.resize(hidden.size())
        shown.show()
    hidden.hide()


@dataclass
class DealerApp(Running):
    """A running table: session + log + devices + window. :meth:`close` releases them all."""

    session: TableSession
    store: EventStore | None
    controller: TableController
    bridge: DeviceBridge
    window: MainWindow
    route: DeviceRoute  # the bridge's devices report to the table shown (this or ``banked``)
    shoe: DemoShoe | None = None
    badge: DemoBadgeReader | None = None
    devices: DeviceManager | None = None
    banked: BankedApp | None = None  # the banked table opened from the set-up panel
    cleanup: list[tempfile.TemporaryDirectory[str]] = field(default_factory=list)
    room: Shipper | None = None  # shipping the log to the room (--room DSN)
    decisions: DecisionLink | None = None  # the floor station's decisions (--room DSN)
    device_reports: DeviceReporter | None = None  # the device lights sent to the room

    def close_banked(self) -> None:
        """Close the banked table opened from set-up; its log is this one, left open. The
        devices report to this table again."""
        if self.banked is not None:
            self.route.move_to(self.controller)
            if self.shoe is not None:  # the demo's shoe deals this table's cards again
                self.shoe.serve(FlopShoeTable(self.controller))
            self.banked.store = None
            self.banked.close()
            self.banked = None

    def back_from_banked(self) -> None:
        """The banked screen's way back (between rounds only: ``BankedScreen.back``): this
        table, as it was, takes the banked window's place, and the banked table closes."""
        if self.banked is not None:
            show_in_place_of(self.window, self.banked.window)
            self.close_banked()

    def close(self) -> None:
        if self.device_reports is not None:
            self.device_reports.stop()
            self.device_reports = None
        if self.decisions is not None:
            self.decisions.stop()
            self.decisions = None
        if self.room is not None:
            self.room.stop()
            self.room = None
        self.close_banked()
        devices, self.devices = self.devices, None
        self.window.dealer.stop_export()  # its Supervisor panel, if it was ever opened
        self.release(None, devices)


def build(session: TableSession, db_path: Path | None, *, table_id: str = "T1",
          simulated_shoe: bool = False, seed: int | None = None) -> DealerApp:
    """Wire a new table. The events that set the session up are logged first, so the log
    alone rebuilds the table."""
    store = EventStore.open(db_path) if db_path is not None else None
    if store is not None and session.table.history:
        store.append(table_id, list(session.table.history))
    return wire(session, store, table_id, simulated_shoe=simulated_shoe, seed=seed)


def wire(session: TableSession, store: EventStore | None, table_id: str, *,
         simulated_shoe: bool = False, seed: int | None = None) -> DealerApp:
    controller = TableController(session, store, table_id)
    bridge = DeviceBridge()
    route = DeviceRoute(controller)
    bridge.connect_to(route.deliver)
    badge = DemoBadgeReader(bridge.deliver) if simulated_shoe else None
    window = MainWindow(controller, badge.present if badge is not None else None)
    app = DealerApp(session, store, controller, bridge, window, route, badge=badge)
    if simulated_shoe:
        app.shoe = DemoShoe(controller, bridge, seed=seed)
    window.dealer.banked_chosen.connect(lambda name: open_banked(app, name))
    return app


def open_banked(app: DealerApp, game: str) -> BankedApp | None:
    """The set-up panel's banked game, between hands: a banked table on the same hand log with
    the players seated here (its first seats), its dealer screen shown in place of this one,
    this table's devices (and demo badge reader) reporting to it, and a key back here."""
    seats = len(DEMO_TABLE_PLAYERS)  # the banked screen's seats
    players = {n: s.player for n, s in sorted(app.session.table.seats.items()) if n <= seats}
    table_id = "B1"
    while app.store is not None and next(iter(app.store.table_events(table_id)), None):
        table_id = f"B{int(table_id[1:]) + 1}"  # a log's earlier banked table keeps its own
    try:
        banked = build_banked(app.store, game, players, table_id=table_id,
                              demo_badge=app.badge.present if app.badge is not None else False,
                              demo_deck=app.shoe is None)
    except RuntimeError as error:
        app.window.dealer.setup.result.setText(str(error))
        return None
    app.close_banked()
    app.banked = banked
    if app.window.dealer.room_dsn:  # --room: its supervisor reads the room as the flop's does
        banked.window.dealer.staff.supervisor.use_room(app.window.dealer.room_dsn)
    app.route.move_to(banked.controller)
    if app.shoe is not None:  # the demo's simulated shoe deals the banked table's cards now
        app.shoe.serve(banked_shoe_table(banked.controller, game))
    back = game_title(app.session)  # "$3-$6 Hold'em"
    banked.window.dealer.offer_back(f"Back to {back}")
    banked.window.dealer.back.connect(app.back_from_banked)
    banked.window.kiosk = app.window.kiosk  # a kiosk is left only by the way back
    app.window.dealer.setup.hide()
    show_in_place_of(banked.window, app.window)
    return banked


def open_table(db_path: Path, table_id: str = "T1", room_file: Path | None = None) -> DealerApp:
    """``dealer-assist gui``: the table as its log left it (the hand in progress resumes at the
    same step), or, for a new log, an empty table (no player is seated in a real log before
    the dealer seats one) and, while the log has no staff, the first-run panel that creates
    the first supervisor by touch. Real devices are discovered from ``hardware/models``."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    store = EventStore.open(db_path)
    sign_if_enrolled(store)
    logged = list(store.table_events(table_id))
    if logged:
        session = TableSession()  # the log's TableConfigured carries the rules in force
        session.run(logged)
    else:
        session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6", table_id)
        store.append(table_id, list(session.table.history))
    app = wire(session, store, table_id)
    app.window.dealer.room_file = room_file  # the PC's settings: Set up offers its tables
    if not store.all_staff():
        app.window.dealer.first_run.open()
    crash = next((i for i in store.interrupted if i.table == table_id), None)
    if crash is not None:  # the last run was killed: say where we resumed, in the audit log too
        hand = session.table.hand if session.table.in_hand else None
        step = session.procedure().current
        where = step.text if step is not None else ""
        store.record_recovery(table_id, hand.number if hand else None, where)
        at = f"hand {hand.number}" if hand else "between hands"
        app.window.dealer.show_notice(f"Resumed after an interruption: {at}. Next: {where}")
    devices = app.devices = DeviceManager(app.bridge.deliver, models=load_models())
    devices.discover()
    # hot-plug: a shoe plugged in later is found (known devices reconnect by themselves)
    timer = QTimer(app.window, interval=DISCOVER_EVERY_MS)
    timer.timeout.connect(returns_none(devices.discover))
    timer.start()
    return app


def sign_if_enrolled(store: EventStore) -> None:
    """A log enrolled in a room signs its chain head at every hand's end, with or without
    ``--room`` (the crypto library is loaded only then)."""
    from dealer_assist.room.files import key_path

    if key_path(store.path).exists():
        from dealer_assist.room.keys import signer_for

        store.signer = signer_for(store.path)


def ship_to_room(app: DealerApp, dsn: str, room_table: str,
                 offline_limit_s: float | None = None) -> None:
    """``--room DSN``: ship the log live; a "room" light beside the device lights; the dealer
    told once when the room has been out of reach longer than the house's limit (the PC's
    settings, ``room_offline_limit_minutes``)."""
    import time

    from dealer_assist.room.live import (
        OFFLINE_LIMIT_S,
        offline_too_long,
        start_shipping,
    )
    from dealer_assist.ui import room_reach

    assert app.store is not None
    shipper = app.room = start_shipping(app.store, dsn, room_table)
    app.controller.room_file = app.window.dealer.room_file  # the room's buy-in amounts
    app.controller.room_tables = room_tables_of(dsn, shipper.login, room_table)
    app.window.dealer.read_room(dsn)  # the supervisor's export and charts across the room
    from dealer_assist.room.table_departures import RoomDepartures
    # LC-91 across tables: the buy-in check asks the room for the game's other tables
    app.controller.room_departures = RoomDepartures(dsn, shipper.login)
    from dealer_assist.room.device_reporter import DeviceReporter
    # the floor's Room page shows this table's device lights: each change goes to the room
    reporter = app.device_reports = DeviceReporter(dsn, shipper.login).start()
    told = [False]

    def show() -> None:
        for name, (status, detail) in list(app.route.table.devices.items()):
            reporter.report(name, status, detail)  # queued: sent from the reporter's thread
        light = shipper.status()
        set_light(app.route.table, "room", *room_reach.room_light(light))  # on screen
        late = offline_too_long(light, offline_limit_s or OFFLINE_LIMIT_S)
        if late and not told[0]:
            since = time.strftime("%H:%M", time.localtime(light.offline_since or time.time()))
            app.controller.refused.emit(room_reach.offline_too_long(since))
        told[0] = late

    timer = QTimer(app.window, interval=1000)
    timer.timeout.connect(show)
    timer.start()
    take_room_decisions(app, dsn)


def room_tables_of(dsn: str, login: Login, own: str
                   ) -> Callable[[], tuple[list[str], str]]:
    """The room's open tables but this one, read with the table's own login when asked; none
    and the reason when the room cannot be read now."""

    def read() -> tuple[list[str], str]:
        import psycopg

        from dealer_assist.room.open_tables import open_tables

        try:
            return [t.name for t in open_tables(dsn, login) if t.name != own], ""
        except psycopg.Error as error:
            return [], (str(error).strip().splitlines() or [type(error).__name__])[0]

    return read


def take_room_decisions(app: DealerApp, dsn: str) -> None:
    """The floor station's decisions reach this table: the link's thread queues them, the
    screen's thread carries each out every 50 ms (within a second of the floor's touch) and
    the link sends back applied or refused."""
    import queue

    from dealer_assist.room.decisions import DecisionLink, RoomDecision
    from dealer_assist.ui.floor_desk import floor_desk
    from dealer_assist.ui.room_decisions import carry_out, notice

    assert app.room is not None
    inbox: queue.Queue[RoomDecision] = queue.Queue()
    link = app.decisions = DecisionLink(dsn, app.room.login, inbox.put).start()

    def take() -> None:
        while not inbox.empty():
            decision = inbox.get_nowait()
            banked = app.banked.controller if app.banked is not None else None
            desk = banked if banked is not None and banked.table_id == decision.table \
                else floor_desk(app.controller)  # the banked table opened from set-up, or this
            outcome, why = carry_out(desk, decision)
            link.answer(decision.id, outcome, why)
            app.window.dealer.show_notice(notice(decision, outcome, why))

    timer = QTimer(app.window, interval=50)
    timer.timeout.connect(take)
    timer.start()


def build_demo(*, seed: int | None = None, simulated_shoe: bool = True,
               game: str = "holdem") -> DealerApp:
    """``dealer-assist demo``: LC $3-$6 Hold'em (or ``game="stud"``: CG $4-$8 Seven Card
    Stud), six players, a temporary log, a simulated shoe."""
    from dealer_assist.ui.stud_table import stud_session

    folder = tempfile.TemporaryDirectory(prefix="dealer-assist-demo-")
    session = {"holdem": demo_session, "stud": stud_session}[game]()
    app = build(session, Path(folder.name) / "demo-hand-log.sqlite",
                simulated_shoe=simulated_shoe, seed=seed)
    assert app.store is not None
    demo_staff(app.store)
    app.window.dealer.room_file = DEMO_ROOM / "lc_low_demo.toml"  # the demo's own room
    app.cleanup.append(folder)
    return app


def demo_staff(store: EventStore) -> None:
    """The demo floorperson, supervisor and admin (badges on the simulated reader; PINs in the
    user guide)."""
    for badge, name, role, pin in (
        (DEMO_FLOOR_BADGE, DEMO_FLOOR_NAME, "floor", DEMO_FLOOR_PIN),
        (DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_NAME, "supervisor", DEMO_SUPERVISOR_PIN),
        (DEMO_ADMIN_BADGE, DEMO_ADMIN_NAME, "admin", DEMO_ADMIN_PIN),
    ):
        store.add_staff(badge, name, role, pin_hash=DEMO_PIN_HASHES[pin])


def screenshots(out: Path, language: str = "en") -> list[Path]:
    """Every screen that exists, as PNG files in ``out`` (``demo --screenshots``), in
    ``language`` (the table's language for the tour: every screen built in it)."""
    from dealer_assist.ui import i18n

    if not i18n.set_table_language(language):
        raise ValueError(f"no catalogue for language {language!r} (make translations)")
    try:
        return _screenshots(out)
    finally:
        i18n.set_table_language("en")


def _screenshots(out: Path) -> list[Path]:
    from dealer_assist.ui.banked_games import VARIANTS
    from dealer_assist.ui.screenshots import BankedTour, ScreenshotTour, no_limit_session

    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="dealer-assist-shots-") as folder:
        first = open_table(Path(folder) / "new-hand-log.sqlite")
        try:
            saved += ScreenshotTour(first.window, first.controller, out).run_first_start()
        finally:
            first.close()
    for tour in (ScreenshotTour.run, ScreenshotTour.run_ruling):
        app = build_demo(simulated_shoe=False)
        try:
            saved += tour(ScreenshotTour(app.window, app.controller, out))
        finally:
            app.close()
    live = build_demo(seed=7)
    try:
        shoe = live.shoe
        saved += ScreenshotTour(live.window, live.controller, out).run_with_shoe(
            lambda: shoe is not None and shoe.reading())
    finally:
        live.close()
    with tempfile.TemporaryDirectory(prefix="dealer-assist-shots-") as folder:
        nl = build(no_limit_session(), Path(folder) / "log.sqlite", table_id="T2")
        try:
            saved += ScreenshotTour(nl.window, nl.controller, out).run_number_pad()
        finally:
            nl.close()
    stud = build_demo(simulated_shoe=False, game="stud")
    try:
        saved += ScreenshotTour(stud.window, stud.controller, out, seed=5).run_stud()
    finally:
        stud.close()
    banked = build_banked_demo(seed=3)
    try:
        assert banked.deck is not None
        saved += BankedTour(banked.window, banked.controller, banked.deck, out).run()
    finally:
        banked.close()
    for number, name in enumerate(n for n in VARIANTS if n != DEFAULT_BANKED):
        other = build_banked_demo(seed=5, game=name)
        try:
            assert other.deck is not None
            game_tour = BankedTour(other.window, other.controller, other.deck, out)
            saved += game_tour.run_game(f"{27 + number}-banked-{name.replace('_', '-')}")
        finally:
            other.close()
    saved += banked_staff_screenshots(out)
    return saved


def banked_staff_screenshots(out: Path) -> list[Path]:
    """The banked screen's backline, floor and joker pictures (``screenshots`` takes them too)."""
    from dealer_assist.ui.banked_games import VARIANTS
    from dealer_assist.ui.screenshots import BankedTour

    saved: list[Path] = []
    joker = next(n for n, v in VARIANTS.items() if any(c.is_joker for c in v.cards()))
    for game, run in ((DEFAULT_BANKED, BankedTour.run_staff), (joker, BankedTour.run_joker)):
        app = build_banked_demo(seed=5, game=game)
        try:
            assert app.deck is not None
            saved += run(BankedTour(app.window, app.controller, app.deck, out))
        finally:
            app.close()
    return saved


@dataclass
class BankedApp(Running):
    """A running banked table: session + log + window (+ the simulated shoe and its bridge).
    :meth:`close` releases them all."""

    session: BankedSession
    store: EventStore | None
    controller: BankedController
    window: BankedWindow
    deck: DemoDeck | None = None
    bridge: DeviceBridge | None = None
    shoe: BankedShoe | None = None
    badge: DemoBadgeReader | None = None
    cleanup: list[tempfile.TemporaryDirectory[str]] = field(default_factory=list)

    def close(self) -> None:
        supervisor = self.window.dealer.staff.supervisor
        for job in (supervisor.job, supervisor.chart_job):  # they may be reading the room
            job.cancel()
            job.wait(10.0)
        supervisor.use_room(None)  # lets go of the room it read (a pool of its own)
        self.release(None)


def build_banked(store: EventStore | None, game: str, players: dict[int, str], *,
                 table_id: str = "B1", seed: int | None = None, simulated_shoe: bool = False,
                 demo_badge: bool | Callable[[str], None] = True,
                 demo_deck: bool = True) -> BankedApp:
    """One banked table of :mod:`.ui.banked_games` opened on ``store`` (its opening event
    logged), with ``players`` (seat -> name). Cards from a seeded demo deck, or with
    ``simulated_shoe`` from a pty shoe through the device bridge; by touch always.
    ``demo_badge``: a demo badge reader of its own (True), none (False), or another table's
    (its ``present``: the flop table this one is opened from, whose devices report here).
    ``demo_deck=False``: no demo deck (the flop demo's simulated shoe serves this table)."""
    from dealer_assist.devices.sim.demo_deck import DemoDeck
    from dealer_assist.engine.games.banked import BankedSession
    from dealer_assist.ui.banked_controller import BankedController
    from dealer_assist.ui.banked_games import variant
    from dealer_assist.ui.banked_shoe import BankedShoe
    from dealer_assist.ui.banked_window import BankedWindow

    session = BankedSession()
    table = variant(game)
    rules = table.rules()
    controller = BankedController(session, players, store, table_id)
    if not controller.submit(lambda: session.open(rules, table_id)):
        raise RuntimeError(f"the engine refused the {table.label} table")
    deck = DemoDeck(seed, table.cards) if demo_deck and not simulated_shoe else None
    bridge = DeviceBridge()  # the demo badge reader's (and the simulated shoe's) way in
    bridge.connect_to(controller.on_device_event)
    badge = DemoBadgeReader(bridge.deliver) if demo_badge is True else None
    present = (badge.present if badge is not None
               else demo_badge if callable(demo_badge) else None)
    app = BankedApp(session, store, controller,
                    BankedWindow(controller, deck, demo_badge=present), deck, bridge, badge=badge)
    if simulated_shoe:
        app.shoe = BankedShoe(controller, bridge, table.cards, seed=seed)
    return app


def banked_shoe_table(controller: BankedController, game: str) -> BankedShoeTable:
    """The banked table ``controller`` runs (one of the demo's ``game``) as a shoe serves it."""
    from dealer_assist.ui.banked_games import variant
    from dealer_assist.ui.banked_shoe import BankedShoeTable

    return BankedShoeTable(controller, variant(game).cards)


DEMO_TABLE_PLAYERS = {1: "Ana", 2: "Ben", 3: "Chen", 4: "Dee", 5: "Eli", 6: "Fay", 7: "Gus"}
"""The banked demo's players by seat (the banked screen has seven seats)."""

DEFAULT_BANKED = "three_card_poker"
"""The banked demo table ``demo --game`` opens when no other is named (CG Three Card Poker)."""


def build_banked_demo(*, seed: int | None = None, game: str = DEFAULT_BANKED,
                      db_path: Path | None = None, simulated_shoe: bool = False) -> BankedApp:
    """``dealer-assist demo --game NAME``: one of the banked tables of :mod:`.ui.banked_games`
    (CG Three Card Poker by default), seven players, a temporary log (the same EventStore as the
    flop tables). Cards come from a seeded demo deck, or with ``simulated_shoe`` from a pty shoe
    through the device bridge (then the deck's Deal buttons are not shown); by touch always."""
    folder = None
    if db_path is None:
        folder = tempfile.TemporaryDirectory(prefix="dealer-assist-demo-")
        db_path = Path(folder.name) / "demo-hand-log.sqlite"
    store = EventStore.open(db_path)
    try:
        app = build_banked(store, game, dict(DEMO_TABLE_PLAYERS), seed=seed,
                           simulated_shoe=simulated_shoe)
    except RuntimeError:
        store.close()
        raise
    demo_staff(store)
    if folder is not None:
        app.cleanup.append(folder)
    return app


def run_floor_station(dsn: str, offline_limit_s: float, *, fullscreen: bool,
                      quit_after: float | None, language: str = "en") -> int:
    """The floor station's window and Qt loop (`dealer-assist floor`), in the PC's ``language``
    until a floorperson with his own signs in; the exit status, 128 + the signal when Ctrl-C or
    SIGTERM closed it."""
    from dealer_assist.ui import i18n
    from dealer_assist.ui.floor_station.pages import STATION_PAGES
    from dealer_assist.ui.floor_station.station import open_station

    qt = qt_app()
    if not i18n.set_table_language(language):  # before the window: built in its language
        logger("floor").warning("no catalogue for %s: the station opens in English", language)
    parts = open_station(dsn, offline_limit_s, STATION_PAGES)
    logger("floor").info("floor station opened for room %s in %s, tables offline after %d s",
                         parts.window.room_name, i18n.current(), offline_limit_s)
    stopped = quit_on_signals(qt)
    if fullscreen:
        parts.window.showFullScreen()
    else:
        fit_to_screen(parts.window)
    if quit_after is not None:
        QTimer.singleShot(int(quit_after * 1000), qt.quit)
    try:
        code = int(qt.exec())
    finally:
        stopped.restore()
        parts.close()
    return 128 + stopped.signals[0] if stopped.signals else code
