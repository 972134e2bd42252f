"""The supervisor's tools, after badge + PIN sign-in (supervisor or admin): export the hand log
(CSV, JSON Lines or PHH; today, the last 7 days, everything or dates chosen by touch; this table
or all) and check the log's integrity and hash chain. Both run on a worker thread with a progress
bar and Cancel; the sign-in and each job are in the audit log. Charts: hands per hour of the day
and rulings per table over today, the last 7 or 30 days or chosen dates, read on a worker thread
(``shift_stats``). Every period's bounds come from ``shift_stats.period_bounds``.

Connected to a room (``gui --room DSN`` or the settings' ``room_dsn``), the panel reads the room:
"All tables" exports every table the room holds (``room.export``) and the charts count across
the room's tables, for the tables and the game chosen, adding rulings per floorperson,
overrides per table, and hands dealt and rulings per house dealer (``room.charts``); both with
progress and Cancel. "This table" still exports the table's own log, the authority for its
hands."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Final

from PySide6.QtCore import QT_TR_NOOP, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.room.charts import RoomFigures, room_figures
from dealer_assist.room.export import room_export
from dealer_assist.room.mirror_cache import KeptMirrors
from dealer_assist.room.reader import RoomReader
from dealer_assist.storage import StaffMember, StorageError
from dealer_assist.storage.errors import english_failure, failure_reason
from dealer_assist.storage.export import ExportResult, export_folder, export_log
from dealer_assist.storage.verify import VerifyReport, verify
from dealer_assist.ui import i18n
from dealer_assist.ui.background_job import BackgroundJob, Progress
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import FloorDesk, floor_desk
from dealer_assist.ui.game_names import GAME_NAMES
from dealer_assist.ui.i18n import range_text, render, render_error, tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.shift_stats import (
    CHART_PERIODS,
    DateRange,
    Period,
    ShiftStats,
    period_bounds,
    period_text,
    shift_stats,
)
from dealer_assist.ui.shift_stats import range_text as english_range
from dealer_assist.ui.staff_sign_in import role_word
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.bar_chart import BarChart
from dealer_assist.ui.widgets.buttons import touch_button
from dealer_assist.ui.widgets.date_range import DateRangePicker
from dealer_assist.ui.widgets.scroll import touch_scroll

SUPERVISOR_ROLES: Final = ("supervisor", "admin")
RESULT_MIN_PX: Final = 40  # the result's least height: one line, the rest scrolls
# i18n: file formats go by their own names
FORMATS: Final = (("csv", "CSV"), ("jsonl", "JSON Lines"), ("phh", "PHH"))
CHOOSE: Final = ("range", QT_TR_NOOP("Choose dates…"))  # shows a DateRangePicker
PERIODS: Final = (("today", QT_TR_NOOP("Today")), ("week", QT_TR_NOOP("Last 7 days")),
                  ("all", QT_TR_NOOP("All time")), CHOOSE)
SCOPES: Final = (("table", QT_TR_NOOP("This table")), ("all", QT_TR_NOOP("All tables")))
CHARTS: Final = {
    "hands": (QT_TR_NOOP("Hands started, by hour of the day"),
              QT_TR_NOOP("No hands in this period")),
    "rulings": (QT_TR_NOOP("Rulings, by table"), QT_TR_NOOP("No rulings in this period")),
    "floor": (QT_TR_NOOP("Rulings decided, by floorperson"),
              QT_TR_NOOP("No rulings decided in this period")),
    "overrides": (QT_TR_NOOP("Overrides, by table"), QT_TR_NOOP("No overrides in this period")),
    "dealer_hands": (QT_TR_NOOP("Hands dealt, by dealer"),
                     QT_TR_NOOP("No house dealer signed in for these hands")),
    "dealer_rulings": (QT_TR_NOOP("Rulings, by dealer"),
                       QT_TR_NOOP("No rulings in hands with a house dealer"))}
"""Each chart's title and what it says when empty (said again on a language switch)."""


class SupervisorPanel(Overlay):
    leave_kiosk = Signal()
    margins = (0.03, 0.015)  # its export rows need the height of a 1280x800 screen
    def __init__(self, controller: TableController | FloorDesk,
                 demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = floor_desk(controller)
        self.member: StaffMember | None = None
        self.job = BackgroundJob(self)
        self.job.connect_ui(self._progress, self._done, raised=self._failed)
        self.running = ""
        self.export_range: DateRange | None = None  # the chosen dates, while such an export runs
        self.charts_shown: tuple[Period, object] | None = None  # said again on a switch
        self.room: RoomReader | None = None  # the room read, when the table ships to one
        self.kept: KeptMirrors | None = None  # its logs as read so far (only what is new next)
        title = QLabel(tr("Supervisor"), objectName="overlayTitle")
        close = QPushButton(tr("Close"))
        close.setProperty("role", "quiet")
        close.clicked.connect(returns_none(self.close_panel))
        header = QHBoxLayout()
        header.addWidget(title, 1)
        header.addWidget(close)
        self.login = SignInView(controller, SUPERVISOR_ROLES, "supervisor", demo_badge)
        self.login.signed_in.connect(self.signed_in)
        self.who = QLabel(objectName="detailText")
        self.choice: dict[str, QButtonGroup] = {}
        grid = QGridLayout()
        grid.setSpacing(8)
        for row, (name, options) in enumerate((
                ("format", [(k, t) for k, t in FORMATS]),
                ("period", list(PERIODS)),
                ("scope", list(SCOPES)))):
            group = QButtonGroup(self)
            for col, (key, text) in enumerate(options):
                grid.addWidget(_choice(group, key, tr(text) if name != "format" else text,
                                       col == 0), row, col)
            self.choice[name] = group
        # the game filter: every game the log holds hands of (read when a supervisor signs in)
        self.choice["game"] = QButtonGroup(self)
        self.game_row = QHBoxLayout()
        self.game_row.setSpacing(8)
        self.export_dates = self._date_picker(self.choice["period"], None)
        self.export_button = touch_button(tr("Export the hand log"), "passive", self.export)
        self.verify_button = touch_button(tr("Verify the hand log"), "aggressive", self.check_log)
        self.cancel_button = touch_button(tr("Cancel"), "fold", self.job.cancel)
        self.sign_out_button = touch_button(tr("Sign out"), "quiet", self.sign_out)
        self.charts_button = touch_button(tr("Charts"), "passive", self.show_charts)
        self.kiosk_button = touch_button(tr("Leave kiosk mode (close the app)"), "fold",
                                         self.leave)
        self.kiosk_button.hide()  # shown only when the window runs as a kiosk
        actions = QHBoxLayout()
        for b in (self.export_button, self.verify_button, self.cancel_button,
                  self.charts_button, self.sign_out_button):
            actions.addWidget(b)
        self.bar = QProgressBar()
        self.result = QLabel(objectName="detailText")
        self.result.setWordWrap(True)
        self.result.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        tools = QWidget()
        column = QVBoxLayout(tools)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.who)
        column.addLayout(grid)
        column.addLayout(self.game_row)
        column.addWidget(self.export_dates)
        column.addLayout(actions)
        column.addWidget(self.bar)
        # scrolls rather than squeezing the choices above it: a result in Chinese (taller
        # lines) and a long export path need more than the panel's last rows at 1280x800
        result = touch_scroll(self.result, horizontal=False)
        result.setFrameShape(QFrame.Shape.NoFrame)
        result.setMinimumHeight(RESULT_MIN_PX)  # not the scroll bar's own least height
        column.addWidget(result, 1)
        column.addWidget(self.kiosk_button)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.login)
        self.pages.addWidget(tools)
        self.tools = tools
        self.charts = self._charts_page()
        self.pages.addWidget(self.charts)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(20, 14, 20, 14)
        box.addLayout(header)
        box.addWidget(self.pages, 1)
        self._enable()

    # ----------------------------------------------------------------- the room

    def use_room(self, dsn: str | None) -> None:
        """Read the room at ``dsn`` (a floor or supervisor login) for "All tables" and the
        charts; None: this table's log only, as without a room."""
        if self.room is not None:
            self.room.close()
        if self.kept is not None:
            self.kept.close()
        self.room = None if not dsn else RoomReader(dsn)
        self.kept = None if not dsn else KeptMirrors()
        if self.room is not None:
            self.room.open()
        all_tables = next(b for b in self.choice["scope"].buttons() if b.objectName() == "all")
        all_tables.setText(tr("All tables (room)") if self.room is not None
                           else tr(dict(SCOPES)["all"]))
        self.room_charts.setVisible(self.room is not None)

    # ----------------------------------------------------------------- sign-in

    def open(self) -> None:
        self.pages.setCurrentWidget(self.tools if self.member else self.login)
        if self.member is None:
            self.login.reset()
        super().open()

    def signed_in(self, member: StaffMember) -> None:
        self.member = member
        self.who.setText(tr("Signed in: {name} ({role}).").format(
                             name=member.name, role=render(role_word(member.role))))
        self._games()
        self.pages.setCurrentWidget(self.tools)
        self._enable()

    def _games(self) -> None:
        """One button per game the log holds hands of, after "All games" (checked)."""
        group, store = self.choice["game"], self.controller.store
        for button in group.buttons():
            group.removeButton(button)
            self.game_row.removeWidget(button)
            button.deleteLater()
        names = store.games() if store is not None else []
        for key, text in [("", tr("All games")), *((g, GAME_NAMES.get(g, g)) for g in names)]:
            self.game_row.addWidget(_choice(group, key, text, key == ""))

    def sign_out(self) -> None:
        i18n.staff_signed_out()  # the table's language again
        self.member = None
        self.result.setText("")
        self.pages.setCurrentWidget(self.login)
        self.login.reset()

    def leave(self) -> None:
        store, member = self.controller.store, self.member
        if member is None or self.job.running:
            return
        if store is not None:
            # i18n: the audit log stays English
            store.audit("kiosk_left", f"{member.name} closed the app",
                        table=self.controller.table_id, staff=member.badge)
        self.leave_kiosk.emit()

    def close_panel(self) -> None:
        if not self.job.running:  # a running job keeps the panel (and the sign-in) open
            self.sign_out()
            self.hide()

    # ----------------------------------------------------------------- charts

    def _charts_page(self) -> QWidget:
        self.chart_job = BackgroundJob(self)
        self.chart_job.connect_ui(self._charts_progress, self._charts_done,
                                  raised=self._charts_failed)
        self.chart_period = QButtonGroup(self)
        periods = QHBoxLayout()
        for col, (key, text) in enumerate([(k, render(t)) for k, t, _d in CHART_PERIODS]
                                          + [(CHOOSE[0], tr(CHOOSE[1]))]):
            button = _choice(self.chart_period, f"chart-{key}", text, col == 0)
            button.clicked.connect(returns_none(self.load_charts))
            periods.addWidget(button)
        self.chart_cancel = touch_button(tr("Cancel"), "fold", self.chart_job.cancel)
        self.chart_cancel.setEnabled(False)
        periods.addWidget(self.chart_cancel)
        periods.addWidget(touch_button(tr("Back"), "quiet", self.hide_charts))
        self.chart_dates = self._date_picker(self.chart_period, self.load_charts)
        self.chart_status = QLabel(objectName="detailText")
        self.hands_chart = _chart("hands")
        self.rulings_chart = _chart("rulings")
        self.floor_chart = _chart("floor")
        self.overrides_chart = _chart("overrides")
        self.dealer_hands_chart = _chart("dealer_hands")
        self.dealer_rulings_chart = _chart("dealer_rulings")
        charts = QHBoxLayout()
        charts.addWidget(self.hands_chart, 3)
        charts.addWidget(self.rulings_chart, 2)
        self.room_charts = QWidget()  # the room's figures: shown when connected to a room
        more = QHBoxLayout(self.room_charts)
        more.setContentsMargins(0, 0, 0, 0)
        for chart in (self.floor_chart, self.overrides_chart, self.dealer_hands_chart,
                      self.dealer_rulings_chart):
            more.addWidget(chart, 1)
        self.room_charts.hide()
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(periods)
        column.addWidget(self.chart_dates)
        column.addWidget(self.chart_status)
        column.addLayout(charts, 1)
        column.addWidget(self.room_charts, 1)
        return page

    def _date_picker(self, group: QButtonGroup,
                     changed: Callable[[], None] | None) -> DateRangePicker:
        """A picker shown only while ``group``'s "Choose dates…" is checked."""
        picker = DateRangePicker()
        picker.hide()
        if changed is not None:
            picker.changed.connect(returns_none(changed))

        def toggled(button: QAbstractButton, on: bool) -> None:
            if button.objectName().endswith(CHOOSE[0]):
                picker.setVisible(on)
        group.buttonToggled.connect(toggled)
        return picker

    def chart_period_key(self) -> str:
        button = self.chart_period.checkedButton()
        return button.objectName().removeprefix("chart-") if button is not None else "today"

    def chart_period_value(self) -> Period:
        key = self.chart_period_key()
        return self.chart_dates.range() if key == CHOOSE[0] else key

    def show_charts(self) -> None:
        if self.member is None:
            return
        self.pages.setCurrentWidget(self.charts)
        self.load_charts()

    def hide_charts(self) -> None:
        self.pages.setCurrentWidget(self.tools if self.member else self.login)

    def load_charts(self) -> None:
        store = self.controller.store
        if store is None or self.member is None or self.chart_job.running:
            return
        db, period = Path(store.path), self.chart_period_value()
        self.charts_shown = None
        for button in self.chart_period.buttons():
            button.setEnabled(False)
        if self.room is None:
            self.chart_status.setText(tr("Reading the hand log…"))
            self.chart_job.start(lambda _progress, _cancel: shift_stats(db, period))
            return
        room, kept, (since, until) = self.room, self.kept, period_bounds(period)
        tables = [self.controller.table_id] if self.picked("scope") == "table" else None
        game = self.picked("game") or None
        self.chart_status.setText(tr("Reading the room…"))
        self.chart_cancel.setEnabled(True)
        self.chart_job.start(lambda progress, cancel: (period, room_figures(
            room, since, until, tables=tables, game=game, progress=progress, cancel=cancel,
            kept=kept)))

    def _charts_progress(self, done: int, total: int) -> None:
        self.chart_status.setText(tr("Reading the room: {done} of {total} table logs…").format(
                                      done=done, total=total))

    def _charts_done(self, result: object) -> None:
        for button in self.chart_period.buttons():
            button.setEnabled(True)
        self.chart_cancel.setEnabled(False)
        if isinstance(result, tuple) and isinstance(result[1], RoomFigures):
            self._room_charts(*result)
            return
        if not isinstance(result, ShiftStats):
            return
        if result.period != self.chart_period_value():  # touched another period meanwhile
            self.load_charts()
            return
        self.charts_shown = (result.period, result)
        self._charts_status()
        self.hands_chart.set_data([f"{h:02d}" for h in range(24)], result.hands_by_hour,
                                  label_every=3)
        self.rulings_chart.set_data([t for t, _n in result.rulings_by_table],
                                    [n for _t, n in result.rulings_by_table])

    def _room_charts(self, period: Period, figures: RoomFigures) -> None:
        if period != self.chart_period_value():  # touched another period meanwhile
            self.load_charts()
            return
        self.charts_shown = (period, figures)
        self._charts_status()
        self.hands_chart.set_data([f"{h:02d}" for h in range(24)], figures.hands_by_hour,
                                  label_every=3)
        for chart, counts in ((self.rulings_chart, figures.rulings_by_table),
                              (self.floor_chart, figures.rulings_by_floorperson),
                              (self.overrides_chart, figures.overrides_by_table),
                              (self.dealer_hands_chart, figures.hands_by_dealer),
                              (self.dealer_rulings_chart, figures.rulings_by_dealer)):
            chart.set_data([name for name, _n in counts], [n for _name, n in counts])

    def _charts_status(self) -> None:
        """The figures shown, in words in the screen's language (said again on a switch)."""
        if self.charts_shown is None:
            return
        period, figures = self.charts_shown
        if isinstance(figures, ShiftStats):
            self.chart_status.setText(tr("{text}: {hands}, {rulings}.").format(
                text=period_words(period), hands=counted(figures.hands, "hand"),
                rulings=counted(figures.rulings, "ruling")))
            return
        assert isinstance(figures, RoomFigures)
        game = (tr(" of {game}").format(game=GAME_NAMES.get(figures.game, figures.game))
                if figures.game else "")
        self.chart_status.setText(
            tr("{period}, the room ({tables}): {hands}{game}, {rulings}, {overrides} overridden.")
            .format(period=period_words(period), tables=counted(len(figures.tables), "table"),
                    hands=counted(figures.hands, "hand"), game=game,
                    rulings=counted(figures.rulings, "ruling"), overrides=figures.overrides))

    def _charts_failed(self, error: Exception) -> None:
        for button in self.chart_period.buttons():
            button.setEnabled(True)
        self.chart_cancel.setEnabled(False)
        self.charts_shown = None
        self.chart_status.setText(stopped_text("charts", error))

    # ----------------------------------------------------------------- jobs

    def picked(self, name: str) -> str:
        button = self.choice[name].checkedButton()
        return button.objectName() if button is not None else ""

    def export(self) -> None:
        store = self.controller.store
        if store is None or self.member is None or self.job.running:
            return
        fmt, period, scope = self.picked("format"), self.picked("period"), self.picked("scope")
        start = end = None
        self.export_range = None
        if period == CHOOSE[0]:
            first, last = self.export_dates.range()
            self.export_range = self.export_dates.range()
            period = f"{first:%Y%m%d}-{last:%Y%m%d}"
            start, end = (local_iso(ms) for ms in period_bounds((first, last)))
        elif period != "all":
            start, end = (local_iso(ms) for ms in period_bounds(period))
        table = self.controller.table_id if scope == "table" else None
        game = self.picked("game") or None
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        where = table or ("room" if self.room is not None else "all")
        name = "-".join(filter(None, ("hands", where, game, period, stamp)))
        out = Path(store.path).parent / "exports" / f"{name}.{fmt}"
        db = Path(store.path)

        room, kept = (self.room, self.kept) if table is None else (None, None)

        def work(progress: Progress, cancel: Callable[[], bool]) -> object:
            export_folder(out)  # on the worker: a folder that cannot be made is said, not raised
            if room is not None:  # every table the room holds
                return room_export(room, fmt, out, start=start, end=end, game=game,
                                   progress=progress, cancel=cancel, kept=kept)
            return export_log(db, fmt, out, start=start, end=end, table=table, game=game,
                              progress=progress, cancel=cancel)

        self._start("export", work)

    def check_log(self) -> None:
        store = self.controller.store
        if store is None or self.member is None or self.job.running:
            return
        db = Path(store.path)
        self._start("verify", lambda progress, cancel: verify(db, progress, cancel))

    def _start(self, what: str, work: Callable[[Progress, Callable[[], bool]], object]) -> None:
        self.running = what
        self.bar.setRange(0, 0)  # busy until the first progress report
        self.result.setText(tr("Exporting…") if what == "export" else tr("Checking the hand log…"))
        self.job.start(work)
        self._enable()

    def _progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(min(done, max(total, 1)))

    def _done(self, result: object) -> None:
        """The audit log keeps the English record; the supervisor reads it in his language."""
        if isinstance(result, ExportResult):
            # i18n: the audit log's record stays English
            skipped = f" ({result.skipped} skipped: not poker hands)" if result.skipped else ""
            unit = "event" if result.format == "jsonl" else "hand"
            plural = "" if result.written == 1 else "s"
            chosen = self.export_range
            dates = f" ({english_range(*chosen)})" if chosen else ""
            # i18n: the audit log's record stays English
            text = f"Wrote {result.written} {unit}{plural}{dates}{skipped} to {result.path}"
            self._finish(text, wrote_text(result, range_text(*chosen) if chosen else ""))
        elif isinstance(result, VerifyReport):
            self._finish(result.message(), verify_text(result))
        else:
            self._finish(str(result), str(result))

    def _failed(self, error: Exception) -> None:
        """The audit log keeps the English (and the technician's detail); the supervisor
        reads why in his language."""
        # i18n: the audit log's record stays English
        record = f"{self.running.capitalize()} stopped: {english_failure(error)}"
        self._finish(record, stopped_text(self.running, error))

    def _finish(self, record: str, text: str) -> None:
        store, member = self.controller.store, self.member
        if store is not None:
            try:
                store.audit(self.running, record, table=self.controller.table_id,
                            staff=member.badge if member is not None else None)
            except StorageError as error:  # a damaged or full log: the result is still said
                text = tr("{result}\nNot recorded in the hand log: {error}").format(
                    result=text, error=render_error(error))
        self.running = ""
        self.bar.setRange(0, 1)
        self.bar.setValue(1)
        self.result.setText(text)
        self._enable()

    def _enable(self) -> None:
        busy = bool(self.running)
        for button in (self.export_button, self.verify_button, self.sign_out_button,
                       self.charts_button):
            button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)  # an export, or a long check (nothing concluded)

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the charts' titles and the signed-in line again."""
        super().changeEvent(event)
        if event.type() != QEvent.Type.LanguageChange:
            return
        for chart in (self.hands_chart, self.rulings_chart, self.floor_chart,
                      self.overrides_chart, self.dealer_hands_chart, self.dealer_rulings_chart):
            _retitle(chart)
        if self.member is not None:
            self.who.setText(tr("Signed in: {name} ({role}).").format(
                name=self.member.name, role=render(role_word(self.member.role))))
        for button in self.chart_period.buttons():
            key = button.objectName().removeprefix("chart-")
            words = dict((k, t) for k, t, _d in CHART_PERIODS).get(key)
            if words is not None:
                button.setText(render(words))
        self._charts_status()



def period_words(period: Period) -> str:
    """"Today", "Last 7 days" or the dates chosen, in the screen's language."""
    return range_text(*period) if isinstance(period, tuple) else render(period_text(period))


def local_iso(ms: int) -> str:
    """A bound from ``period_bounds`` as the export's filter text (local time with its offset)."""
    return datetime.fromtimestamp(ms / 1000).astimezone().isoformat()


def _choice(group: QButtonGroup, key: str, text: str, checked: bool) -> QPushButton:
    """One of a row of exclusive choices (``key`` is its object name: what is picked)."""
    button = QPushButton(text)
    button.setProperty("role", "listItem")
    button.setCheckable(True)
    button.setChecked(checked)
    button.setObjectName(key)
    group.addButton(button)
    return button


COUNTED = {"hand": (QT_TR_NOOP("1 hand"), QT_TR_NOOP("{count} hands")),
           "event": (QT_TR_NOOP("1 event"), QT_TR_NOOP("{count} events")),
           "ruling": (QT_TR_NOOP("1 ruling"), QT_TR_NOOP("{count} rulings")),
           "table": (QT_TR_NOOP("1 table"), QT_TR_NOOP("{count} tables"))}


def counted(count: int, what: str) -> str:
    """"1 hand", "3 hands": a count with its noun, in the screen's language."""
    one, many = COUNTED[what]
    return tr(one) if count == 1 else tr(many).format(count=count)


def _chart(key: str) -> BarChart:
    title, empty = CHARTS[key]
    chart = BarChart(tr(title), tr(empty))
    chart.setProperty("chart", key)
    return chart


def _retitle(chart: BarChart) -> None:
    title, empty = CHARTS[str(chart.property("chart"))]
    chart.title, chart.empty = tr(title), tr(empty)
    chart.update()


def wrote_text(result: ExportResult, dates: str) -> str:
    """What an export wrote, for the supervisor's eyes (the file name stays as written)."""
    written = counted(result.written, "event" if result.format == "jsonl" else "hand")
    if dates:
        written = tr("{written} ({dates})").format(written=written, dates=dates)
    if result.skipped:
        written = tr("{written} ({skipped} skipped: not poker hands)").format(
            written=written, skipped=result.skipped)
    return tr("Wrote {written} to {path}").format(written=written, path=result.path)


STOPPED: Final = {"export": (QT_TR_NOOP("Export stopped: {message}"),
                             QT_TR_NOOP("Export failed: {detail}")),
                  "verify": (QT_TR_NOOP("Check stopped: {message}"),
                             QT_TR_NOOP("Check failed: {detail}")),
                  "charts": (QT_TR_NOOP("Charts stopped: {message}"),
                             QT_TR_NOOP("Charts failed: {detail}"))}
"""Each job's failure: one the storage code named (a Message), one it did not foresee."""


def stopped_text(job: str, error: BaseException) -> str:
    """Why ``job`` stopped, in the screen's language: the storage code's reason (disk full, no
    permission, the folder gone, the file in use, the log damaged, cancelled) rendered; an
    error nobody foresaw as "failed" with its English detail kept for the technician."""
    reason = failure_reason(error)
    named, unforeseen = STOPPED[job]
    if reason is not None:
        return tr(named).format(message=render(reason))
    return tr(unforeseen).format(detail=english_failure(error))


def verify_text(report: VerifyReport) -> str:
    """The check's outcome in the supervisor's language, the problem's words too (the checker
    writes them as Messages; the audit log and the `verify` command keep the English)."""
    if report.ok:
        text = tr("OK: {checked} events checked, chain head {head}").format(
            checked=report.checked, head=report.head)
        if report.not_replayed:
            text = tr("{text}; imported PHH tables not replayed by the table engine: "
                      "{tables}").format(text=text, tables=", ".join(report.not_replayed))
        return text
    if report.first_bad is not None:
        return tr("FAILED at row seq {seq}: {problem}").format(seq=report.first_bad,
                                                              problem=render(report.problem))
    return tr("FAILED: {problem}").format(problem=render(report.problem))
