"""The station's Dealers page: the house dealers' rotation (who deals at which table and for
how long, who is on break since when, who goes where next) by the house's rotation period
(``dealer_rotation_minutes`` in the settings), read from the tables' sign-ins in the room
(``room.dealer_shifts``) and worked out by ``room_ops.rotation``. Refreshed every 15 s."""

from __future__ import annotations

import time
from collections.abc import Callable

import psycopg
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dealer_assist.room.dealer_shifts import dealer_shifts
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.refusal import MINUTE_MS
from dealer_assist.room_ops.rotation import Rotation, Shift, rotation
from dealer_assist.ui.floor_station.station import StationParts
from dealer_assist.ui.i18n import tr

REFRESH_MS = 15_000
Load = Callable[[], tuple[list[Shift], list[str]]]


class DealerRotationPage(QWidget):
    def __init__(self, load: Load, period_minutes: int,
                 now_ms: Callable[[], int] = lambda: int(time.time() * 1000),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.load, self.period, self.now_ms = load, period_minutes, now_ms
        self.title = QLabel(tr("Dealer rotation: every {period_minutes} minutes").format(
                                period_minutes=period_minutes),
                            objectName="panelTitle")
        self.text = QLabel(objectName="detailText")
        self.text.setWordWrap(True)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.text, 1)
        self.timer = QTimer(self, interval=REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.refresh()

    def refresh(self) -> None:
        try:
            shifts, tables = self.load()
        except psycopg.Error as error:
            self.text.setText(tr("The room cannot be read now: {strip}").format(
                                  strip=str(error).strip()))
            return
        now = self.now_ms()
        try:
            self.text.setText("\n".join(rotation_lines(rotation(shifts, self.period, now,
                                                                tables), now)))
        except RoomRefusal as refusal:
            self.text.setText(str(refusal))


def rotation_lines(rot: Rotation, now_ms: int) -> list[str]:
    """The page's words: tables, breaks, next pushes."""
    lines = ["At the tables:"]
    for t in rot.tables:
        if not t.badge:
            lines.append(f"  {t.table}: no dealer")
            continue
        left = (t.due_at_ms - now_ms) // MINUTE_MS
        due = f"due in {left} min" if left > 0 else f"DUE {-left} min ago" if left < 0 \
            else "due now"
        lines.append(f"  {t.table}: {t.name} for {t.dealt_minutes(now_ms)} min, {due}")
    lines.append("On break:" if rot.on_break else "On break: nobody")
    lines += [f"  {b.name} since {(now_ms - b.since_ms) // MINUTE_MS} min" for b in rot.on_break]
    lines.append("Next:")
    for push in rot.pushes:
        who = push.dealer.name if push.dealer is not None else "nobody free"
        when = max(0, (push.at_ms - now_ms) // MINUTE_MS)
        relieve = f", relieving {push.relieves}" if push.relieves else ""
        lines.append(f"  {who} to {push.table} in {when} min{relieve}")
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

    parts.window.add_page("Dealers", DealerRotationPage(load, period))
