"""The station's Dealers page: the house dealers' rotation (who deals at which table and for
how long, who is on break since when, who goes where next) by the house's rotation period
(``dealer_rotation_minutes`` in the settings), read from the tables' sign-ins in the room
(``room.dealer_shifts``) and worked out by ``room_ops.rotation``. Refreshed every 15 s."""

from __future__ import annotations

import time
from collections.abc import Callable

import psycopg
from PySide6.QtCore import QT_TR_NOOP, QEvent, QTimer
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dealer_assist.room.dealer_shifts import dealer_shifts
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.refusal import MINUTE_MS
from dealer_assist.room_ops.rotation import Rotation, Shift, rotation
from dealer_assist.ui import room_reach
from dealer_assist.ui.floor_station.station import StationParts
from dealer_assist.ui.i18n import render_error, tr
from dealer_assist.ui.room_reach import detail_of

REFRESH_MS = 15_000
Load = Callable[[], tuple[list[Shift], list[str]]]


class DealerRotationPage(QWidget):
    def __init__(self, load: Load, period_minutes: int,
                 now_ms: Callable[[], int] = lambda: int(time.time() * 1000),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.load, self.period, self.now_ms = load, period_minutes, now_ms
        self.loaded: tuple[list[Shift], list[str]] | str = ([], [])  # str: why not read
        self.title = QLabel(objectName="panelTitle")
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.text, 1)
        self.timer = QTimer(self, interval=REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the page said again at once, from what the room
        said last (no new read of the room under the switch)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.show_loaded()

    def refresh(self) -> None:
        try:
            self.loaded = self.load()
        except psycopg.Error as error:  # logged once, not at every try
            self.loaded = detail_of(error, log=not isinstance(self.loaded, str))
        self.show_loaded()

    def show_loaded(self) -> None:
        self.title.setText(tr("Dealer rotation: every {period_minutes} minutes").format(
            period_minutes=self.period))
        if isinstance(self.loaded, str):  # the driver's words, as a tool tip
            room_reach.say(self.text, tr("The room store is out of reach: the rotation cannot "
                                         "be read now. The station tries again by itself; if "
                                         "it lasts, call the technician."), self.loaded)
            return
        self.text.setToolTip("")
        shifts, tables = self.loaded
        now = self.now_ms()
        try:
            self.text.setText("\n".join(rotation_lines(rotation(shifts, self.period, now,
                                                                tables), now)))
        except RoomRefusal as refusal:
            self.text.setText(render_error(refusal))


def rotation_lines(rot: Rotation, now_ms: int) -> list[str]:
    """The page's words: tables, breaks, next pushes."""
    lines = [tr("At the tables:")]
    for t in rot.tables:
        if not t.badge:
            lines.append("  " + tr("{table}: no dealer").format(table=t.table))
            continue
        left = (t.due_at_ms - now_ms) // MINUTE_MS
        due = (tr("due in {minutes} min").format(minutes=left) if left > 0
               else tr("DUE {minutes} min ago").format(minutes=-left) if left < 0
               else tr("due now"))
        lines.append("  " + tr("{table}: {dealer} for {minutes} min, {due}").format(
            table=t.table, dealer=t.name, minutes=t.dealt_minutes(now_ms), due=due))
    lines.append(tr("On break:") if rot.on_break else tr("On break: nobody"))
    lines += ["  " + tr("{dealer} since {minutes} min").format(
        dealer=b.name, minutes=(now_ms - b.since_ms) // MINUTE_MS) for b in rot.on_break]
    lines.append(tr("Next:"))
    for push in rot.pushes:
        who = push.dealer.name if push.dealer is not None else tr("nobody free")
        when = max(0, (push.at_ms - now_ms) // MINUTE_MS)
        line = (tr("{dealer} to {table} in {minutes} min, relieving {relieved}") if push.relieves
                else tr("{dealer} to {table} in {minutes} min"))
        lines.append("  " + line.format(dealer=who, table=push.table, minutes=when,
                                        relieved=push.relieves))
    return lines


def dealer_rotation_page(parts: StationParts) -> None:
    """The page maker (``floor_station.pages``): reads the room with a short connection each
    refresh, by the settings' rotation period."""
    from dealer_assist.settings import SettingsError, load_settings

    try:
        period = load_settings().dealer_rotation_minutes
    except SettingsError:
        period = 30  # the station already refused a bad settings file at start

    def load() -> tuple[list[Shift], list[str]]:
        with psycopg.connect(parts.dsn, connect_timeout=5) as conn:
            return dealer_shifts(conn)

    parts.window.add_page(QT_TR_NOOP("Dealers"), DealerRotationPage(load, period))
